// clmm harness: what a backend refuses (located errors that say what to do), and generated
// sources that compile: the CUDA harness parses as C++ against stub/ (no CUDA here), and the
// OpenCL harness builds and runs its option checks.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>

#include "tests/cli/Run.h"

namespace {

using clmm::test::runClmm;

std::string scratch(const std::string& name) {
  auto dir = std::filesystem::temp_directory_path() / ("clmm-hw-" + std::to_string(getpid()) + "-" + name);
  std::filesystem::remove_all(dir);
  return dir.string();
}

struct Refusal {
  const char* file;
  const char* backend;
  const char* where;
  const char* message;
};

class Refused : public ::testing::TestWithParam<Refusal> {};

TEST_P(Refused, LocatedErrorAndNoHarness) {
  const Refusal& r = GetParam();
  std::string dir = scratch("refused");
  auto res = runClmm({"harness", "--backend", r.backend, "--herd-compat", "-q", "-o", dir, r.file});
  EXPECT_EQ(res.rc, 2) << res.err;
  EXPECT_NE(res.err.find(r.where), std::string::npos) << res.err;
  EXPECT_NE(res.err.find(r.message), std::string::npos) << res.err;
  EXPECT_NE(res.err.find("--skip-unsupported leaves out"), std::string::npos) << res.err;
  EXPECT_FALSE(std::filesystem::exists(dir + "/tests.h"));
  EXPECT_EQ(res.out, "");
}

INSTANTIATE_TEST_SUITE_P(
    Hardware, Refused,
    ::testing::Values(
        Refusal{"tests/hardware/data/sub_group_scope.litmus", "cuda", "sub_group_scope.litmus:6:3: error:",
                "memory_scope_sub_group: the harness cannot place work-items in chosen sub-groups"},
        Refusal{"tests/hardware/data/sub_group_scope.litmus", "opencl",
                "sub_group_scope.litmus:6:3: error:", "use memory_scope_work_group"},
        Refusal{"tests/hardware/data/shared_sub_group.litmus", "opencl",
                "shared_sub_group.litmus:9:1: error:", "P0 and P1 share a sub-group"},
        Refusal{"tests/hardware/data/sub_group_barrier.litmus", "cuda",
                "sub_group_barrier.litmus:7:7: error:", "sub_group_barrier: the harness cannot place work-items"},
        Refusal{"tests/hardware/data/barriers_differ.litmus", "opencl",
                "barriers_differ.litmus:10:1: error:", "P1 and P0 pass different barriers"},
        Refusal{"tests/hardware/data/barriers_differ_groups.litmus", "cuda",
                "barriers_differ_groups.litmus:12:7: error:",
                "barrier 1 of P1 differs from barrier 1 of P0 in another work-group"},
        Refusal{"tests/hardware/data/computed_index.litmus", "opencl",
                "computed_index.litmus:3:3: error:", "array 'a' is indexed by a computed value"},
        Refusal{"tests/hardware/data/local_observed.litmus", "opencl",
                "local_observed.litmus:9:9: error:", "'x' is in local memory"},
        Refusal{"examples/catalogue/barrier_divergence.litmus", "opencl",
                "barrier_divergence.litmus:17:9: error:", "a barrier inside a branch or loop cannot run safely"},
        Refusal{"examples/catalogue/sb_sc_two_devices.litmus", "cuda",
                "sb_sc_two_devices.litmus:17:1: error:", "the test places work-items on 2 devices"},
        Refusal{"examples/kernels/host_svm_all_devices.litmus", "opencl", "host_svm_all_devices.litmus:1:8: error:",
                "kernels, queues and host threads are not supported by the harness"},
        Refusal{"examples/ptx/mp_rel_acq_gpu.litmus", "opencl",
                "mp_rel_acq_gpu.litmus:1:5: error:", "a PTX test runs under the CUDA harness (--backend cuda)"},
        Refusal{"examples/amdgpu/gfx90a_mp_agent.litmus", "opencl", "gfx90a_mp_agent.litmus:1:15: error:",
                "AMDGPU tests do not run on hardware here"},
        Refusal{"examples/ptx/proxy_surface_fence.litmus", "cuda", "proxy_surface_fence.litmus:9:12: error:",
                "the harness runs generic-proxy accesses only"},
        Refusal{"examples/ptx/proxy_alias_fence.litmus", "cuda", "proxy_alias_fence.litmus:10:2: error:",
                "the harness runs no proxy fences (fence.proxy)"},
        Refusal{"examples/ptx/sb_bar_sync_ids.litmus", "cuda", "sb_bar_sync_ids.litmus:15:19: error:",
                "the harness runs barriers that every thread of the CTA passes with one barrier number"},
        Refusal{"tests/hardware/data/local_two_groups.litmus", "opencl",
                "local_two_groups.litmus:9:39: error:", "local location 'y' is shared by two work-groups"},
        Refusal{"tests/hardware/data/int64_min.litmus", "opencl", "int64_min.litmus:3:3: error:",
                "'x' is declared 'global long', a 64-bit type: the harness runs 32-bit values only"},
        Refusal{"tests/hardware/data/int64_min.litmus", "cuda", "int64_min.litmus:3:3: error:",
                "the harness runs 32-bit values only (its memory and registers are int)"},
        Refusal{"examples/soundness/ulong_unsigned.litmus", "opencl", "ulong_unsigned.litmus:17:3: error:",
                "'m' is declared 'atomic_ulong', a 64-bit type"},
        Refusal{"tests/hardware/data/remote.litmus", "opencl",
                "remote.litmus:10:12: error:", "remote scope promotion has no hardware counterpart"}),
    [](const ::testing::TestParamInfo<Refusal>& info) {
      std::string name = std::filesystem::path(info.param.file).stem().string() + "_" + info.param.backend;
      for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
      return name;
    });

// A PTX test runs as its own instructions, inline: the qualifiers reach ptxas as written.
TEST(Harness, PtxTestsRunAsInlinePtx) {
  std::string dir = scratch("ptx");
  auto res = runClmm({"harness", "--backend", "cuda", "-o", dir, "examples/ptx/mp_rel_acq_gpu.litmus",
                      "examples/ptx/mp_red_fence_acquire.litmus", "examples/ptx/corr_weak_writer.litmus",
                      "examples/ptx/cas_lock.litmus"});
  ASSERT_EQ(res.rc, 0) << res.err;
  std::string k = clmm::test::slurp(dir + "/kernels.cuh");
  for (const char* ins : {"CLMM_PTX_ST(\"st.release.gpu.b32\", L_", "CLMM_PTX_LD(\"ld.acquire.gpu.b32\", L_",
                          "CLMM_PTX_RED(\"red.relaxed.gpu.add.u32\", L_", "CLMM_PTX_FENCE(\"fence.acquire.gpu\");",
                          "CLMM_PTX_ST(\"st.weak.b32\", L_", "CLMM_PTX_CAS(\"atom.acquire.gpu.cas.b32\", L_"})
    EXPECT_NE(k.find(ins), std::string::npos) << ins << "\n" << k;
  EXPECT_EQ(k.find("cuda::atomic_ref"), std::string::npos);
  std::filesystem::remove_all(dir);
}

TEST(Harness, SkipUnsupportedGoesOnWithTheRest) {
  std::string dir = scratch("skip");
  auto res = runClmm({"harness", "--backend", "cuda", "--skip-unsupported", "-o", dir,
                      "examples/catalogue/sb_sc_two_devices.litmus", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(res.rc, 0) << res.err;
  EXPECT_NE(res.err.find("sb_sc_two_devices.litmus:17:1: note: skipped: the test places work-items on 2 devices"),
            std::string::npos)
      << res.err;
  EXPECT_NE(res.out.find("Wrote a cuda harness for 1 test(s)"), std::string::npos) << res.out;
  for (const char* f : {"common.h", "tests.h", "kernels.cuh", "main.cu", "build.sh", "README.md"})
    EXPECT_TRUE(std::filesystem::exists(dir + "/" + f)) << f;
  std::filesystem::remove_all(dir);
}

// The confirmation line reads as English for either backend ("an opencl harness", "a cuda harness").
TEST(Harness, ConfirmationTakesTheRightArticle) {
  std::string dir = scratch("article");
  auto res = runClmm({"harness", "--backend", "opencl", "-o", dir, "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(res.rc, 0) << res.err;
  EXPECT_EQ(res.out.rfind("Wrote an opencl harness for 1 test(s) to ", 0), 0u) << res.out;
  std::filesystem::remove_all(dir);
}

TEST(Harness, NothingLeftIsAnError) {
  std::string dir = scratch("none");
  auto res = runClmm(
      {"harness", "--backend", "cuda", "--skip-unsupported", "-o", dir, "examples/catalogue/sb_sc_two_devices.litmus"});
  EXPECT_EQ(res.rc, 2);
  EXPECT_NE(res.err.find("clmm: error: no test left to run on the CUDA backend (every test was skipped)"),
            std::string::npos)
      << res.err;
}

TEST(Harness, UnwritableDirectoryIsAnError) {
  auto res = runClmm({"harness", "-o", "/dev/null/harness", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(res.rc, 2);
  EXPECT_NE(res.err.find("clmm: error: cannot create the harness directory /dev/null/harness"), std::string::npos)
      << res.err;
}

TEST(Harness, BadBackendIsAUsageError) {
  auto res = runClmm({"harness", "--backend", "vulkan", "-o", scratch("vk"), "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(res.rc, 2);
  EXPECT_NE(res.err.find("--backend"), std::string::npos) << res.err;
}

// The CUDA harness of the catalogue parses as C++17 against stub/ (cuda/atomic, cuda_runtime.h):
// every kernel's atomics, fences and barriers name functions that exist with those arguments.
TEST(Harness, CudaSourceParsesAsCxx) {
  std::string dir = scratch("cuda");
  auto res = runClmm({"harness", "--backend", "cuda", "--skip-unsupported", "-q", "-o", dir, "examples/catalogue",
                      "tests/hardware/data/cas_two_groups.litmus", "tests/hardware/data/cas_weak_local.litmus",
                      "tests/litmus/c-syntax/cas_expected_register.litmus"});
  ASSERT_EQ(res.rc, 0) << res.err;
  std::string kernels = clmm::test::slurp(dir + "/kernels.cuh");
  // The atomic calls as litmus/AtomicCalls.h writes them, compile-check's spelling too.
  EXPECT_NE(kernels.find("cuda::atomic_ref<int, cuda::thread_scope_block>(*L_"), std::string::npos);
  EXPECT_NE(kernels.find("(cuda::atomic_ref<int, cuda::thread_scope_device>(*L_"), std::string::npos);
  // Compare-exchange: the expected value in memory, or a private register (`&e` in the test).
  EXPECT_NE(kernels.find(".compare_exchange_strong(*L_e0, (1), cuda::memory_order_acq_rel, "
                         "cuda::memory_order_acquire)"),
            std::string::npos);
  EXPECT_NE(kernels.find(".compare_exchange_weak(t0_v, (1), cuda::memory_order_relaxed"), std::string::npos);
  EXPECT_NE(kernels.find("extern __shared__ int lmem[]"), std::string::npos);
  EXPECT_NE(kernels.find("__syncthreads();"), std::string::npos);
  auto cxx = clmm::test::runProgram({CLMM_CXX, "-std=c++17", "-fsyntax-only", "-Wall", "-Werror", "-x", "c++", "-I",
                                     std::string(CLMM_SOURCE_DIR) + "/tests/hardware/stub", dir + "/main.cu"});
  EXPECT_EQ(cxx.rc, 0) << cxx.out << cxx.err;
  std::filesystem::remove_all(dir);
}

// -2^63 written as a decimal literal negates an unsigned one: g++ warns (an error under -Werror),
// clang refuses it in a braced initialiser. A PTX immediate of -2^63 is spelled
// (-9223372036854775807L - 1) in the kernel, which parses without a warning.
TEST(Harness, SmallestLongCompilesInEverySource) {
  std::string dir = scratch("int64min");
  auto res = runClmm({"harness", "--backend", "cuda", "-q", "-o", dir, "tests/hardware/data/ptx_mov_int64_min.litmus"});
  ASSERT_EQ(res.rc, 0) << res.err;
  std::string kernels = clmm::test::slurp(dir + "/kernels.cuh");
  EXPECT_EQ(kernels.find("-9223372036854775808"), std::string::npos) << kernels;
  EXPECT_NE(kernels.find("(-9223372036854775807L - 1)"), std::string::npos) << kernels;
  // (-Wno-overflow: the int register keeps the low 32 bits, as the model's PTX values do.)
  auto cxx = clmm::test::runProgram({CLMM_CXX, "-std=c++17", "-fsyntax-only", "-Wall", "-Werror", "-Wno-overflow", "-x",
                                     "c++", "-I", std::string(CLMM_SOURCE_DIR) + "/tests/hardware/stub", dir + "/main.cu"});
  EXPECT_EQ(cxx.rc, 0) << cxx.out << cxx.err;
  std::filesystem::remove_all(dir);
}

}  // namespace
