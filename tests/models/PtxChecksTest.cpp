// Unit tests of the PTX model's checks (axioms/ptx.cat), as those of the OpenCL models: for each
// check, the hand-derived test of tests/models/checks/ptx/CHECK.litmus (its doc string gives the
// reasoning from the PTX ISA) is forbidden, and reachable once that check is switched off; both
// engines. Atomicity and FenceSC forbid nothing that the other checks allow (the doc strings and
// docs/ptx.md say why): their tests are forbidden by them with ScPerLocation, resp. Causality, off.
#include <algorithm>
#include <fstream>
#include <sstream>

#include "tests/models/ModelTestUtil.h"

namespace clmm::modeltest {
namespace {

std::string ptxTest(const std::string& check) {
  std::ifstream in(std::string(CLMM_SOURCE_DIR) + "/tests/models/checks/ptx/" + check + ".litmus");
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(PtxChecks, CoherenceAloneForbidsWeakWritesAgainstCausality) {
  EXPECT_TRUE(forbiddenOnlyBy(ptxTest("Coherence"), "ptx", "Coherence"));
  EXPECT_TRUE(forbidden(ptxTest("Coherence"), "ptx", {"ScPerLocation", "Causality", "Atomicity", "FenceSC"}));
}

TEST(PtxChecks, ScPerLocationAloneForbidsARedReadingALaterWrite) {
  EXPECT_TRUE(forbiddenOnlyBy(ptxTest("ScPerLocation"), "ptx", "ScPerLocation"));
  EXPECT_TRUE(forbidden(ptxTest("ScPerLocation"), "ptx", {"Coherence", "Causality", "Atomicity", "FenceSC"}));
}

TEST(PtxChecks, AtomicityForbidsTwoIncrementsReadingZeroWithScPerLocationOff) {
  EXPECT_TRUE(forbidden(ptxTest("Atomicity"), "ptx", {"Atomicity"}));  // ScPerLocation forbids it too
  EXPECT_TRUE(forbiddenOnlyBy(ptxTest("Atomicity"), "ptx", "Atomicity", {"ScPerLocation"}));
}

TEST(PtxChecks, FenceScForbidsLoadBufferingBetweenScFencesWithCausalityOff) {
  EXPECT_TRUE(forbidden(ptxTest("FenceSC"), "ptx", {"FenceSC"}));  // Causality forbids it too
  EXPECT_TRUE(forbiddenOnlyBy(ptxTest("FenceSC"), "ptx", "FenceSC", {"Causality"}));
}

// With .cta fences in two CTAs the fences are not morally strong: Fence-SC orders nothing.
TEST(PtxChecks, FenceScLooksOnlyAtMorallyStrongFences) {
  std::string text = ptxTest("FenceSC");
  for (size_t at; (at = text.find("fence.sc.gpu")) != std::string::npos;) text.replace(at, 12, "fence.sc.cta");
  EXPECT_TRUE(allowed(text, "ptx", {"Causality"}));
}

TEST(PtxChecks, CausalityAloneForbidsStaleDataAfterReleaseAcquire) {
  EXPECT_TRUE(forbiddenOnlyBy(ptxTest("Causality"), "ptx", "Causality"));
}

TEST(PtxChecks, NoThinAirAloneForbidsLoadBufferingThroughControlDependencies) {
  EXPECT_TRUE(forbiddenOnlyBy(ptxTest("NoThinAir"), "ptx", "NoThinAir"));
}

TEST(PtxChecks, FenceScOrderHoldsTheAxiomsThatReadIt) {
  EXPECT_TRUE(forbiddenOnlyBy(ptxTest("FenceScOrder"), "ptx", "FenceScOrder"));
  EXPECT_TRUE(forbiddenOnlyBy(ptxTest("FenceScOrder"), "ptx", "Causality"));
}

// Every built-in model is covered: the OpenCL ones by allModels(), ptx here.
TEST(ModelList, EveryBuiltinModelHasItsUnitTests) {
  std::vector<std::string> covered = allModels();
  covered.push_back("ptx");
  // The AMDGPU models: examples/amdgpu under each (tests/amdgpu), every weakening of their
  // tests (WeakeningTest.cpp) and LLVM's tables validated against them (axioms/mappings/amdgpu).
  for (const char* m : {"amdgpu-gfx90a", "amdgpu-gfx942", "amdgpu-gfx10", "amdgpu-gfx11", "amdgpu-gfx12"})
    covered.push_back(m);
  std::vector<std::string> builtin = builtinModelNames();
  std::sort(covered.begin(), covered.end());
  std::sort(builtin.begin(), builtin.end());
  EXPECT_EQ(covered, builtin) << "a new built-in model needs its unit tests (tests/models/ModelTestUtil.h)";
}

}  // namespace
}  // namespace clmm::modeltest
