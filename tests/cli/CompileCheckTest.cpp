// `clmm compile-check`: the real compilers' PTX committed in targets/fixtures/ (nvcc 13, NVIDIA's
// OpenCL driver 580) is lifted and checked with no GPU: the real fixtures of sound tests are
// accepted, deliberately broken copies of real fixtures (tests/compile/broken/: a fence removed,
// a scope narrowed from gpu to cta, an acquire weakened to relaxed) are caught with the PTX
// witness and the source operation of each instruction, and what cannot be emitted or lifted
// (tests/compile/refuse/, tests/compile/*.litmus) is refused with a located error.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::slurp;

namespace {

bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// Sound under every source model the tests name: their real compilations must be accepted.
const std::vector<std::string> kSound = {
    "examples/catalogue/mp_fences_global.litmus",    "examples/catalogue/mp_dev_two_groups.litmus",
    "examples/catalogue/release_sequence_rmw.litmus", "examples/catalogue/sb_sc_dev.litmus",
    "examples/catalogue/sb_sc_all_svm.litmus",        "examples/catalogue/barrier_local_flag.litmus",
    "examples/catalogue/mp_wg_same_group.litmus"};

TEST(CompileCheck, NvccFixturesOfTheCatalogueAreSound) {
  std::vector<std::string> args = {"compile-check", "--compiler", "nvcc", "--ptx", "targets/fixtures/nvcc", "-q"};
  args.insert(args.end(), kSound.begin(), kSound.end());
  auto r = runClmm(args);
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "7 tests: 7 sound")) << r.out;
  for (const auto& t : kSound) EXPECT_TRUE(has(r.out, "ok       " + t)) << t << "\n" << r.out;
}

TEST(CompileCheck, NvidiaOpenclFixturesOfTheCatalogueAreSound) {
  std::vector<std::string> args = {"compile-check", "--compiler", "nvidia-opencl", "--ptx",
                                   "targets/fixtures/nvidia-opencl", "-q"};
  args.insert(args.end(), kSound.begin(), kSound.end());
  auto r = runClmm(args);
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "7 tests: 7 sound")) << r.out;
  // Local memory: only this target can express it (a __local kernel parameter).
  auto local = runClmm({"compile-check", "--compiler", "nvidia-opencl", "--ptx", "targets/fixtures/nvidia-opencl", "-q",
                        "examples/catalogue/mp_local_memory.litmus"});
  EXPECT_EQ(local.rc, 0) << local.out << local.err;
  EXPECT_TRUE(has(local.out, "1 test: 1 sound")) << local.out;
}

TEST(CompileCheck, RacySourceConstrainsNothing) {
  auto r = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "targets/fixtures/nvcc", "-q",
                    "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "mp_relaxed.litmus")) << r.out;
}

struct Broken {
  const char* dir;
  const char* test;
  const char* outcome;      // the extra outcome
  const char* instruction;  // the broken instruction as lifted, with its source operation
  const char* source;
};

class BrokenFixture : public ::testing::TestWithParam<Broken> {};

TEST_P(BrokenFixture, IsCaughtWithWitnessAndSourceOperations) {
  const Broken& b = GetParam();
  auto r = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", std::string("tests/compile/broken/") + b.dir, "-q",
                    std::string("examples/catalogue/") + b.test});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "UNSOUND  examples/catalogue/" + std::string(b.test))) << r.out;
  EXPECT_TRUE(has(r.out, std::string("target outcome ") + b.outcome + " (allowed) is forbidden by the source")) << r.out;
  EXPECT_TRUE(has(r.out, "witness execution of the target under ptx:")) << r.out;
  EXPECT_TRUE(has(r.out, b.instruction)) << r.out;
  EXPECT_TRUE(has(r.out, b.source)) << r.out;
  EXPECT_TRUE(has(r.out, "1 test: 0 sound, 1 unsound")) << r.out;
}

INSTANTIATE_TEST_SUITE_P(
    CompileCheck, BrokenFixture,
    ::testing::Values(
        // P0's release fence deleted: the data store may pass the flag store.
        Broken{"fence_removed", "mp_fences_global.litmus", "1:r0=1 1:r1=0", "P0  st.relaxed.gpu flag, tr1",
               "<- line 18: atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device)"},
        // P1's acquire narrowed to the CTA: P0 is in another work-group.
        Broken{"scope_narrowed", "mp_dev_two_groups.litmus", "1:r0=1 1:r1=0", "P1  ld.acquire.cta tr4, flag",
               "<- line 20: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device)"},
        // P2's acquire weakened to relaxed: the release sequence no longer synchronises.
        Broken{"acquire_weakened", "release_sequence_rmw.litmus", "2:r1=2 2:r2=0", "P2  ld.relaxed.gpu tr4, flag",
               "<- line 24: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device)"}),
    [](const ::testing::TestParamInfo<Broken>& i) { return std::string(i.param.dir); });

TEST(CompileCheck, BrokenFixtureAsJsonAndJunit) {
  Scratch s;
  auto r = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "tests/compile/broken/fence_removed", "-q",
                    "--format", "json", "--junit", s.path("report.xml"), "examples/catalogue/mp_fences_global.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["result"], "unsound");
  EXPECT_EQ(j["compiler"], "nvcc");
  EXPECT_EQ(j["target"]["model"], "ptx");
  ASSERT_FALSE(j["extra"].empty());
  bool sourced = false;
  for (const auto& l : j["lifted"])
    if (l["instruction"] == "st.relaxed.gpu flag, tr1")
      sourced = has(l["source"].get<std::string>(), "atomic_store_explicit(flag, 1, memory_order_relaxed");
  EXPECT_TRUE(sourced) << r.out;
  std::string xml = slurp(s.path("report.xml"));
  EXPECT_TRUE(has(xml, "<failure")) << xml;
  EXPECT_TRUE(has(xml, "mp_fences_global.litmus [nvcc]")) << xml;
}

TEST(CompileCheck, ShardsSplitTheInputs) {
  std::vector<std::string> base = {"compile-check", "--compiler", "nvcc", "--ptx", "targets/fixtures/nvcc", "-q", "-j", "2"};
  int total = 0;
  for (const char* shard : {"1/2", "2/2"}) {
    auto args = base;
    args.insert(args.end(), {"--shard", shard});
    args.insert(args.end(), kSound.begin(), kSound.end());
    auto r = runClmm(args);
    EXPECT_EQ(r.rc, 0) << r.out << r.err;
    for (const auto& t : kSound) total += has(r.out, "ok       " + t) ? 1 : 0;
  }
  EXPECT_EQ(total, static_cast<int>(kSound.size()));
}

struct Refusal {
  const char* dir;
  const char* message;
};

class LiftRefusal : public ::testing::TestWithParam<Refusal> {};

TEST_P(LiftRefusal, IsALocatedError) {
  const Refusal& c = GetParam();
  std::string dir = std::string("tests/compile/refuse/") + c.dir;
  auto r = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", dir, "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 2) << r.out << r.err;
  EXPECT_TRUE(has(r.err, dir + "/mp_dev_two_groups-f9af1fd3f482.ptx:" )) << r.err;
  EXPECT_TRUE(has(r.err, std::string("error: cannot lift: ") + c.message)) << r.err;
  EXPECT_FALSE(has(r.out, "ok ")) << r.out;
  EXPECT_FALSE(has(r.out, "UNSOUND")) << r.out;
}

INSTANTIATE_TEST_SUITE_P(
    CompileCheck, LiftRefusal,
    ::testing::Values(
        Refusal{"nc", "ld.global.nc reads through the non-coherent cache, outside PTX's memory model"},
        Refusal{"offset", "an access at offset 4 from location 'data' (locations are single ints)"},
        Refusal{"call", "a call: the kernel's code is not all in one function (compile with inlining)"},
        Refusal{"vector", "vector accesses are not lifted (locations are single ints)"},
        Refusal{"missing_kernel", "the module has no kernel 'clmm_P1' (work-item P1)"},
        Refusal{"unknown_instruction", "instruction 'shl.b32' is not lifted"},
        Refusal{"output_not_stored", "kernel clmm_P1 never stores register r1 to clmm_out[1]"}),
    [](const ::testing::TestParamInfo<Refusal>& i) { return std::string(i.param.dir); });

TEST(CompileCheck, EmissionRefusalsAreLocated) {
  Scratch s;
  auto loop = runClmm({"compile-check", "--compiler", "nvcc", "--emit", s.path("src"), "tests/compile/loop.litmus"});
  EXPECT_EQ(loop.rc, 2);
  EXPECT_TRUE(has(loop.err, "tests/compile/loop.litmus:11:3: error: cuda target: loops cannot be lifted back")) << loop.err;
  auto sg = runClmm({"compile-check", "--compiler", "nvcc", "--emit", s.path("src"), "tests/compile/sub_group_scope.litmus"});
  EXPECT_EQ(sg.rc, 2);
  EXPECT_TRUE(has(sg.err, "tests/compile/sub_group_scope.litmus:6:3: error: cuda target: CUDA has no sub-group (warp) scope"))
      << sg.err;
  auto local = runClmm({"compile-check", "--compiler", "nvcc", "--emit", s.path("src"), "examples/catalogue/mp_local_memory.litmus"});
  EXPECT_EQ(local.rc, 2);
  EXPECT_TRUE(has(local.err, "examples/catalogue/mp_local_memory.litmus:13:17: error: cuda target: local location 'data' "
                             "cannot be compiled one kernel per work-item"))
      << local.err;
  auto rsp = runClmm({"compile-check", "--compiler", "nvidia-opencl", "--ptx", "targets/fixtures/nvidia-opencl",
                      "tests/compile/loop.litmus"});
  EXPECT_EQ(rsp.rc, 2);
  EXPECT_TRUE(has(rsp.err, "opencl target: loops cannot be lifted back")) << rsp.err;
}

// The emitted sources are named by a hash of their text: emitting again gives the fixtures' names,
// so the committed PTX is found; the source text is what was compiled.
TEST(CompileCheck, EmitReproducesTheFixtureNames) {
  Scratch s;
  auto r = runClmm({"compile-check", "--compiler", "nvcc", "--emit", s.path("nvcc"), "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 0) << r.err;
  std::string cu = s.path("nvcc/mp_dev_two_groups-f9af1fd3f482.cu");
  ASSERT_TRUE(std::filesystem::exists(cu)) << r.out;
  std::string text = slurp(cu);
  EXPECT_TRUE(has(text, "extern \"C\" __global__ void clmm_P1(int* data, int* flag, int* clmm_out)")) << text;
  EXPECT_TRUE(has(text, "cuda::atomic_ref<int, cuda::thread_scope_device>(*flag).load(cuda::memory_order_acquire)")) << text;
  EXPECT_TRUE(std::filesystem::exists("targets/fixtures/nvcc/mp_dev_two_groups-f9af1fd3f482.ptx"));
  auto cl = runClmm({"compile-check", "--compiler", "nvidia-opencl", "--emit", s.path("cl"), "examples/catalogue/mp_local_memory.litmus"});
  EXPECT_EQ(cl.rc, 0) << cl.err;
  EXPECT_TRUE(has(cl.out, "mp_local_memory-")) << cl.out;
}

TEST(CompileCheck, OptionErrors) {
  auto bad = runClmm({"compile-check", "--compiler", "gcc", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(bad.rc, 2);
  EXPECT_TRUE(has(bad.err, "clmm: error: --compiler must be nvcc or nvidia-opencl, not 'gcc'")) << bad.err;
  auto noDir = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "no/such/dir", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(noDir.rc, 2);
  EXPECT_TRUE(has(noDir.err, "clmm: error: --ptx no/such/dir: no such directory")) << noDir.err;
  auto both = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "targets/fixtures/nvcc", "--emit", "x",
                       "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(both.rc, 2);
  EXPECT_TRUE(has(both.err, "clmm: error: --ptx and --emit exclude each other")) << both.err;
  auto ocl = runClmm({"compile-check", "--compiler", "nvidia-opencl", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(ocl.rc, 2);
  EXPECT_TRUE(has(ocl.err, "clmm: error: --compiler nvidia-opencl needs --ptx DIR")) << ocl.err;
  // No fixture for this emitted source (the directory holds another test's PTX).
  auto missing = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "tests/compile/broken/fence_removed",
                          "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(missing.rc, 2);
  EXPECT_TRUE(has(missing.err, "error: no compiled PTX for this test's emitted source")) << missing.err;
}

// NVIDIA's OpenCL compiler rejects memory_scope_work_item: the fixture keeps its log, and
// compile-check says so instead of looking for PTX.
TEST(CompileCheck, RejectedByTheCompiler) {
  CLMM_REQUIRE_CORPUS(corpus);
  auto r = runClmm({"compile-check", "--compiler", "nvidia-opencl", "--ptx", "targets/fixtures/nvidia-opencl",
                    corpus + "/dat3m/overhauling/example7b.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "error: the compiler rejected this test's emitted source (its messages are in "
                         "targets/fixtures/nvidia-opencl/example7b-70cbd5de2d81.log)"))
      << r.err;
}

}  // namespace
