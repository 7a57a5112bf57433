// Tests of what the fuzz targets share, in the normal build (no clang needed): the generator
// makes only valid tests and reaches every construct it is meant to; the checks accept the
// project's own inputs and report what they must (a rejected generated test, a disagreement);
// and the inputs of past findings (tests/fuzz/regressions/) stay fixed.
#include <gtest/gtest.h>

#include <filesystem>
#include <random>

#include "litmus/Parser.h"
#include "events/Program.h"
#include "tests/cli/Run.h"
#include "tests/fuzz/Checks.h"
#include "tests/fuzz/Compare.h"
#include "tests/fuzz/Generator.h"
#include "litmus/Elaborate.h"

namespace clmm::fuzz {
namespace {

std::vector<uint8_t> randomBytes(std::mt19937& rng, size_t n) {
  std::vector<uint8_t> b(n);
  for (auto& x : b) x = static_cast<uint8_t>(rng());
  return b;
}

std::string generate(const std::vector<uint8_t>& b) { return generateLitmus(b.data(), b.size()); }

TEST(FuzzGenerator, EveryGeneratedTestIsValid) {
  std::mt19937 rng(7);
  EXPECT_EQ(checkEngines(generateLitmus(nullptr, 0), true, 30), "");
  for (int i = 0; i < 3000; ++i) {
    std::string text = generate(randomBytes(rng, rng() % 400));
    auto source = std::make_shared<SourceFile>("generated.litmus", text);
    DiagnosticSink sink(source);
    try {
      // (herd's reading of atomic calls on plain data and misfit orders, as checkEngines reads them)
      Program p = elaborateProgram(parseLitmus(source, sink, /*herdCompat=*/true), sink);
      EXPECT_LE(p.threads.size(), 4u);
    } catch (const BadInput& e) {
      FAIL() << e.formatted() << text;
    }
  }
}

TEST(FuzzGenerator, ReachesEveryConstruct) {
  std::mt19937 rng(11);
  std::string all;
  for (int i = 0; i < 2000; ++i) all += generate(randomBytes(rng, 300));
  for (const char* construct :
       {"atomic_load_explicit(", "atomic_store_explicit(", "atomic_fetch_min_explicit(", "atomic_exchange(",
        "atomic_compare_exchange_strong_explicit(", "atomic_compare_exchange_weak(", "_explicit_remote(",
        "atomic_work_item_fence(", ": barrier(", ": work_group_barrier(", ": sub_group_barrier(", "if (", "else {",
        "while (", "local atomic_int* l", "local int* m", "global_fga", "a + (", "@sg 1, wg 1, dev 1",
        "memory_scope_all_svm_devices", "memory_order_acq_rel", "CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE",
        " << ", " % ", "9223372036854775807", "locations [", "~exists", "forall", " \\/ ", "P3@"})
    EXPECT_NE(all.find(construct), std::string::npos) << construct;
}

TEST(FuzzGenerator, EnginesAgreeOnGeneratedTests) {
  std::mt19937 rng(13);
  for (int i = 0; i < 15; ++i) {
    std::string text = generate(randomBytes(rng, 200));
    EXPECT_EQ(checkEngines(text, true, 30), "") << text;
  }
}

TEST(FuzzChecks, DifferentialInputIsTextAfterAHeaderElseGenerated) {
  bool generated = false;
  std::string text = "OPENCL t\n{ x=0; }\nP0 (global atomic_int* x) { atomic_store(x, 1); }\nexists (x=1)\n";
  EXPECT_EQ(differentialInput(reinterpret_cast<const uint8_t*>(text.data()), text.size(), &generated), text);
  EXPECT_FALSE(generated);
  std::string bytes = "\x01\x02garbage";
  EXPECT_EQ(differentialInput(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size(), &generated),
            generate({bytes.begin(), bytes.end()}));
  EXPECT_TRUE(generated);
}

TEST(FuzzChecks, ARejectedGeneratedTestIsAFinding) {
  std::string bad = "OPENCL t\n{ x=0; }\nP0 (global atomic_int* x) { atomic_store(x, 1, 2); }\nexists (x=1)\n";
  std::string finding = checkEngines(bad, true, 5);
  EXPECT_EQ(finding.rfind("the generator made a test that is rejected:\nfuzz.litmus:3:", 0), 0u) << finding;
  EXPECT_EQ(checkEngines(bad, false, 5), "");  // a mutated corpus test may be bad input
}

TEST(FuzzChecks, LargeTestsFromOutsideTheGeneratorAreSkipped) {
  std::string text = clmm::test::slurp(std::string(CLMM_SOURCE_DIR) + "/examples/lowering/spinlock.litmus");
  EXPECT_EQ(checkEngines(text, false, 0.001, 10), "");  // skipped, though it would time out
}

TestResult result(const std::string& engine, Verdict verdict) {
  TestResult r;
  r.model = "opencl";
  r.engine = engine;
  r.observables = {"0:r0"};
  r.states = {{{1}, StateClass::Allowed, true}};
  r.verdict = verdict;
  return r;
}

TEST(FuzzChecks, DisagreementsAreDescribedAndTimeoutsAreNot) {
  TestResult e = result("enumerate", Verdict::Allowed), s = result("smt", Verdict::Allowed);
  EXPECT_EQ(disagreement(e, s), "");
  s.verdict = Verdict::Forbidden;
  EXPECT_EQ(disagreement(e, s),
            "engines disagree under opencl: different verdicts\n"
            "  enumerate: verdict allowed, No, observation Never\n    0:r0=1 allowed (satisfies the condition)\n"
            "  smt: verdict forbidden, No, observation Never\n    0:r0=1 allowed (satisfies the condition)\n");
  s = result("smt", Verdict::Allowed);
  s.states[0].cls = StateClass::Racy;
  EXPECT_NE(disagreement(e, s).find("different state classes"), std::string::npos);
  s.states.push_back({{2}, StateClass::Allowed, false});
  EXPECT_NE(disagreement(e, s).find("different numbers of states"), std::string::npos);
  s.decided = false;
  EXPECT_EQ(disagreement(e, s), "");
}

TEST(FuzzChecks, TheProjectsInputsAreHandled) {
  namespace fs = std::filesystem;
  for (const char* dir : {"tests/hostile", "tests/bad", "examples/catalogue"})
    for (const auto& f : fs::directory_iterator(std::string(CLMM_SOURCE_DIR) + "/" + dir)) {
      std::string text = clmm::test::slurp(f.path().string());
      if (f.path().extension() == ".litmus") {
        EXPECT_EQ(checkLitmusFrontEnd(text), "") << f.path();
      } else if (f.path().extension() == ".cat") {
        EXPECT_EQ(checkModelFile(text), "") << f.path();
      }
    }
  for (const char* m : {"opencl", "opencl-scoped", "opencl-spec"})
    EXPECT_EQ(checkModelFile(clmm::test::slurp(std::string(CLMM_SOURCE_DIR) + "/axioms/" + m + ".cat")), "") << m;
}

// fuzz_litmus: bytes that the UTF-8 check let through made the ANTLR runtime throw
// std::range_error (tests/hostile/utf8_*.litmus). The check now follows RFC 3629 exactly: the
// boundary code points pass, the first invalid sequence past each boundary is refused.
TEST(FuzzRegressions, Utf8CheckMatchesTheAntlrDecoder) {
  for (const char* valid : {"\xc2\x80", "\xe0\xa0\x80", "\xed\x9f\xbf", "\xee\x80\x80", "\xf0\x90\x80\x80",
                            "\xf4\x8f\xbf\xbf"})
    EXPECT_FALSE(firstInvalidUtf8(std::string("ok ") + valid)) << valid;
  for (const char* invalid : {"\xc1\xbf", "\xe0\x9f\xbf", "\xed\xa0\x80", "\xf0\x8f\xbf\xbf", "\xf4\x90\x80\x80",
                              "\xf5\x80\x80\x80", "\xf7\xbf\xbf\xbf"}) {
    EXPECT_EQ(firstInvalidUtf8(std::string("ok ") + invalid)->col, 4) << invalid;
    std::string test = std::string("OpenCL t\n{ x=0; }\nP0 (global atomic_int* x) { atomic_store(x, 1); }\n// ") +
                       invalid + "\nexists (x=1)\n";
    EXPECT_EQ(checkLitmusFrontEnd(test), "") << invalid;  // rejected as BadInput, not thrown
  }
}

}  // namespace
}  // namespace clmm::fuzz

// A fuzz_litmus finding (fresh-clone CI): a control character in the doc string is printed as a
// visible \xHH (the one rule for names, support/Printable.h), so the printed test's doc differs
// from the original; the round trip is checked up to that rule, and still catches real changes.
TEST(FuzzChecks, PrinterRoundTripIsUpToTheNameRule) {
  std::string text = "OPENCL T\n\"doc with \x1f\x1f control \x1b[2J bytes\"\n{ x=0; }\n"
                     "P0@wg 0, dev 0 (global atomic_int* x) { atomic_store(x, 1); }\nexists (x=1)\n";
  EXPECT_EQ(clmm::fuzz::checkLitmusFrontEnd(text), "");
}
