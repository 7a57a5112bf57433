// CUDA litmus tests (docs/cuda.md) through the binary: each test of examples/cuda/ gives the
// verdict and the final states of its twin written in the PTX dialect (tests/cuda/ptx/) under
// both engines, with no --model (a CUDA test's model is ptx); compile-check of them through the
// committed nvcc fixtures is sound, a compilation whose fences were narrowed is caught, and the
// same live through nvcc when it is installed (skipped otherwise).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <regex>

#include "tests/cli/Run.h"
#include "tests/Sampling.h"

namespace fs = std::filesystem;
using clmm::test::runClmm;

namespace {

std::vector<std::string> cudaTests() {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(std::string(CLMM_SOURCE_DIR) + "/examples/cuda"))
    if (e.path().extension() == ".litmus") out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

// The last `"key":...` field of a check's JSON line (the test's own, after its expectation's): a
// string, or an array up to its closing bracket.
std::string field(const std::string& json, const std::string& key) {
  const std::regex re("\"" + key + "\":(\"[^\"]*\"|\\[[^\\]]*\\])");
  std::string last = "<no " + key + ">";
  for (auto it = std::sregex_iterator(json.begin(), json.end(), re); it != std::sregex_iterator(); ++it)
    last = (*it)[1];
  return last;
}

std::string nvcc() {
  for (const char* p : {"/usr/local/cuda/bin/nvcc", "/usr/bin/nvcc"})
    if (fs::exists(p)) return p;
  return "";
}

}  // namespace

TEST(CudaDialect, EveryTestAgreesWithItsPtxTwin) {
  auto tests = cudaTests();
  ASSERT_GE(tests.size(), 10u);
  for (const char* engine : {"smt", "enumerate"})
    for (const auto& name : clmm::test::sampledUnderSanitizers(tests, "the CUDA tests")) {
      SCOPED_TRACE(name + " under " + engine);
      ASSERT_TRUE(fs::exists(std::string(CLMM_SOURCE_DIR) + "/tests/cuda/ptx/" + name)) << "no PTX twin";
      auto cuda = runClmm({"check", "--engine", engine, "--format", "json", "examples/cuda/" + name});
      auto ptx = runClmm({"check", "--engine", engine, "--format", "json", "-m", "ptx", "tests/cuda/ptx/" + name});
      ASSERT_EQ(cuda.rc, 0) << cuda.err;
      ASSERT_EQ(ptx.rc, 0) << ptx.err;
      EXPECT_EQ(field(cuda.out, "model"), "\"ptx\"");
      EXPECT_EQ(field(cuda.out, "verdict"), field(ptx.out, "verdict"));
      EXPECT_EQ(field(cuda.out, "states"), field(ptx.out, "states"));
      EXPECT_NE(field(cuda.out, "states"), "<no states>");
    }
}

TEST(CudaDialect, CompileCheckThroughTheNvccFixturesIsSound) {
  auto r = runClmm({"compile-check", "--ptx", "targets/fixtures/nvcc", "-q", "examples/cuda"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  const std::string all = std::to_string(cudaTests().size());
  EXPECT_NE(r.out.find(all + " tests: " + all + " sound"), std::string::npos) << r.out;
}

TEST(CudaDialect, FencesNarrowedByTheCompilerAreCaught) {
  // The nvcc fixture of mp_threadfence with its membar.gl (fence.sc.gpu) edited to membar.cta.
  auto r = runClmm({"compile-check", "--ptx", "tests/compile/broken/cuda_fence_narrowed", "-q",
                    "examples/cuda/mp_threadfence.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("UNSOUND  examples/cuda/mp_threadfence.litmus"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("target outcome 1:r0=1 1:r1=0 (allowed) is forbidden by the source"), std::string::npos)
      << r.out;
}

TEST(CudaDialect, LiveNvccIsSoundAndAWeakeningWrapperIsCaught) {
  const std::string cc = nvcc();
  if (cc.empty()) GTEST_SKIP() << "nvcc not installed";
  auto sound = runClmm({"compile-check", "-q", "--compiler-command",
                        "'" + cc + "' -ptx -lineinfo -std=c++17 -arch={arch} -o {out} {src}", "examples/cuda"});
  EXPECT_EQ(sound.rc, 0) << sound.out << sound.err;
  auto weak = runClmm({"compile-check", "-q", "--compiler-command",
                       "tests/compile/narrow-fences.sh '" + cc + "' {src} {out} {arch}",
                       "examples/cuda/mp_threadfence.litmus", "examples/cuda/lb_atomic_ref_threadfence.litmus"});
  EXPECT_EQ(weak.rc, 1) << weak.out << weak.err;
  EXPECT_NE(weak.out.find("UNSOUND  examples/cuda/mp_threadfence.litmus"), std::string::npos) << weak.out;
  EXPECT_NE(weak.out.find("UNSOUND  examples/cuda/lb_atomic_ref_threadfence.litmus"), std::string::npos) << weak.out;
}

TEST(CudaDialect, TheCudaHarnessWritesTheTestsAtomicFunctions) {
  const fs::path dir = fs::temp_directory_path() / ("clmm-cuda-harness-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  auto r = runClmm({"harness", "--backend", "cuda", "-o", dir.string(), "examples/cuda/cas_exclusive.litmus",
                    "examples/cuda/atomicadd_block_two_ctas.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  const std::string kernels = clmm::test::slurp((dir / "kernels.cuh").string());
  EXPECT_NE(kernels.find("= atomicCAS(L_m, (0), (1));"), std::string::npos) << kernels;
  EXPECT_NE(kernels.find("atomicAdd_block(L_x, (1));"), std::string::npos) << kernels;
  // The OpenCL harness does not take a CUDA test.
  auto cl = runClmm({"harness", "-o", (dir / "cl").string(), "examples/cuda/cas_exclusive.litmus"});
  EXPECT_EQ(cl.rc, 2);
  EXPECT_NE(cl.err.find("a CUDA test runs under the CUDA harness (--backend cuda)"), std::string::npos) << cl.err;
  fs::remove_all(dir);
}
