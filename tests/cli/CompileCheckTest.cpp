// `clmm compile-check`: the real compilers' PTX committed in targets/fixtures/ (nvcc 13, NVIDIA's
// OpenCL driver 580) is lifted and checked with no GPU: the real fixtures of sound tests are
// accepted, deliberately broken copies of real fixtures (tests/compile/broken/: a fence removed,
// a scope narrowed from gpu to cta, an acquire weakened to relaxed) are caught with the PTX
// witness and the source operation of each instruction, and what cannot be emitted or lifted
// (tests/compile/refuse/: unknown, exit 3, with the located reason; tests/compile/*.litmus:
// skipped) is never checked.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::has;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::slurp;

namespace {

// Sound under every source model the tests name: their real compilations must be accepted.
const std::vector<std::string> kSound = {
    "examples/catalogue/mp_fences_global.litmus",     "examples/catalogue/mp_dev_two_groups.litmus",
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
  std::vector<std::string> args = {
      "compile-check", "--compiler", "nvidia-opencl", "--ptx", "targets/fixtures/nvidia-opencl", "-q"};
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
  const char* responsible;  // the operation compiled weaker than NVIDIA's ABI for its CUDA operation
};

class BrokenFixture : public ::testing::TestWithParam<Broken> {};

TEST_P(BrokenFixture, IsCaughtWithWitnessAndSourceOperations) {
  const Broken& b = GetParam();
  auto r = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", std::string("tests/compile/broken/") + b.dir, "-q",
                    std::string("examples/catalogue/") + b.test});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "UNSOUND  examples/catalogue/" + std::string(b.test))) << r.out;
  EXPECT_TRUE(has(r.out, std::string("target outcome ") + b.outcome + " (allowed) is forbidden by the source"))
      << r.out;
  EXPECT_TRUE(has(r.out, "witness execution of the target under ptx:")) << r.out;
  EXPECT_TRUE(has(r.out, b.instruction)) << r.out;
  EXPECT_TRUE(has(r.out, b.source)) << r.out;
  EXPECT_TRUE(has(r.out, std::string("responsible: the compiler: ") + b.responsible)) << r.out;
  EXPECT_TRUE(has(r.out, "1 test: 0 sound, 1 unsound")) << r.out;
}

INSTANTIATE_TEST_SUITE_P(
    CompileCheck, BrokenFixture,
    ::testing::Values(
        // P0's release fence deleted: the data store may pass the flag store.
        Broken{
            "fence_removed", "mp_fences_global.litmus", "1:r0=1 1:r1=0", "P0  st.relaxed.gpu flag, tr1",
            "<- mp_fences_global.litmus:18: atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device)",
            "mp_fences_global.litmus:17: atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, "
            "memory_scope_device) "
            "became 'nothing'; NVIDIA's atomics ABI compiles the CUDA operation clmm emitted to fence.acq_rel.gpu"},
        // P1's acquire narrowed to the CTA: P0 is in another work-group.
        Broken{
            "scope_narrowed", "mp_dev_two_groups.litmus", "1:r0=1 1:r1=0", "P1  ld.acquire.cta tr4, flag",
            "<- mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device)",
            "mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device) became "
            "'ld.acquire.cta tr4, flag'; NVIDIA's atomics ABI compiles the CUDA operation clmm emitted to "
            "ld.acquire.gpu"},
        // P2's acquire weakened to relaxed: the release sequence no longer synchronises.
        Broken{
            "acquire_weakened", "release_sequence_rmw.litmus", "2:r1=2 2:r2=0", "P2  ld.relaxed.gpu tr4, flag",
            "<- release_sequence_rmw.litmus:24: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device)",
            "release_sequence_rmw.litmus:24: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device) "
            "became "
            "'ld.relaxed.gpu tr4, flag'; NVIDIA's atomics ABI compiles the CUDA operation clmm emitted to "
            "ld.acquire.gpu"},
        // P1's acquire made relaxed, the acquire and a fence left in a block comment (/* */, which
        // ptxas skips, over two lines): the lifter reads what ptxas reads.
        Broken{"comment_hides_fence", "mp_dev_two_groups.litmus", "1:r0=1 1:r1=0", "P1  ld.relaxed.gpu tr4, flag",
               "<- mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device)",
               "mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device) "
               "became 'ld.relaxed.gpu tr4, flag'; NVIDIA's atomics ABI compiles the CUDA operation clmm emitted to "
               "ld.acquire.gpu"},
        // "/*/ fence.acq_rel.gpu; //*/" after the relaxed load: one comment (the opener's '*' closes
        // nothing), so no fence (read as "/*/", closed at once, it was a fence: a wrong sound).
        Broken{"comment_slash_star_slash", "mp_dev_two_groups.litmus", "1:r0=1 1:r1=0",
               "P1  ld.relaxed.gpu tr4, flag",
               "<- mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device)",
               "mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device) "
               "became 'ld.relaxed.gpu tr4, flag'; NVIDIA's atomics ABI compiles the CUDA operation clmm emitted to "
               "ld.acquire.gpu"},
        // The kernel as nvcc wrote it in a block comment, a weakened copy after it: the copy is the
        // kernel (the first definition the reader met was the commented one: a wrong sound).
        Broken{"comment_hides_kernel", "mp_dev_two_groups.litmus", "1:r0=1 1:r1=0", "P1  ld.relaxed.gpu tr4, flag",
               "<- mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device)",
               "mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device) "
               "became 'ld.relaxed.gpu tr4, flag'; NVIDIA's atomics ABI compiles the CUDA operation clmm emitted to "
               "ld.acquire.gpu"}),
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
  std::vector<std::string> base = {"compile-check",         "--compiler", "nvcc", "--ptx",
                                   "targets/fixtures/nvcc", "-q",         "-j",   "2"};
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
  auto r =
      runClmm({"compile-check", "--compiler", "nvcc", "--ptx", dir, "examples/catalogue/mp_dev_two_groups.litmus"});
  // Unknown with the reason (exit 3), as for clang's IR: never skipped, never guessed.
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "UNKNOWN  examples/catalogue/mp_dev_two_groups.litmus")) << r.out;
  EXPECT_TRUE(has(r.out, dir + "/mp_dev_two_groups-f9af1fd3f482.ptx:")) << r.out;
  EXPECT_TRUE(has(r.out, std::string("error: cannot lift: ") + c.message)) << r.out;
  EXPECT_FALSE(has(r.out, "ok ")) << r.out;
  EXPECT_FALSE(has(r.out, "UNSOUND")) << r.out;
}

INSTANTIATE_TEST_SUITE_P(
    CompileCheck, LiftRefusal,
    ::testing::Values(Refusal{"nc", "ld.global.nc reads through the non-coherent cache, outside PTX's memory model"},
                      Refusal{"offset", "an access at offset 4 from location 'data' (locations are single ints)"},
                      Refusal{"call", "a call: the kernel's code is not all in one function (compile with inlining)"},
                      Refusal{"vector", "vector accesses are not lifted (locations are single ints)"},
                      Refusal{"missing_kernel", "the module has no kernel 'clmm_P1' (work-item P1)"},
                      Refusal{"unknown_instruction", "instruction 'shl.b32' is not lifted"},
                      Refusal{"output_not_stored", "kernel clmm_P1 never stores register r1 to clmm_out[1]"},
                      // The kernel as nvcc wrote it under `#if 0`, a weakened copy after it (read
                      // first, it was a wrong sound): the preprocessor decides what ptxas reads.
                      Refusal{"preprocessor", "a preprocessor directive ('#if'): the lifter reads PTX as ptxas does "
                                              "after preprocessing; give it the preprocessed module (cpp -P)"},
                      Refusal{"kernel_twice", "a second kernel 'clmm_P1' (the first at line 48): ptxas rejects a "
                                              "module that defines a kernel twice"},
                      Refusal{"comment_unclosed", "a comment opened here ('/*') is not closed: ptxas rejects the module"}),
    [](const ::testing::TestParamInfo<Refusal>& i) { return std::string(i.param.dir); });

TEST(CompileCheck, EmissionRefusalsAreLocated) {
  Scratch s;
  auto loop = runClmm(
      {"compile-check", "--fail-on-skip", "--compiler", "nvcc", "--emit", s.path("src"), "tests/compile/endless_loop.litmus"});
  EXPECT_EQ(loop.rc, 2);
  EXPECT_TRUE(has(loop.err, "tests/compile/endless_loop.litmus:11:3: cuda target: an endless loop (while (1)")) << loop.err;
  auto sg = runClmm({"compile-check", "--fail-on-skip", "--compiler", "nvcc", "--emit", s.path("src"),
                     "tests/compile/sub_group_scope.litmus"});
  EXPECT_EQ(sg.rc, 2);
  EXPECT_TRUE(has(sg.err, "tests/compile/sub_group_scope.litmus:6:3: cuda target: CUDA has no sub-group (warp) scope"))
      << sg.err;
  auto local = runClmm({"compile-check", "--fail-on-skip", "--compiler", "nvcc", "--emit", s.path("src"),
                        "examples/catalogue/mp_local_memory.litmus"});
  EXPECT_EQ(local.rc, 2);
  EXPECT_TRUE(has(local.err,
                  "examples/catalogue/mp_local_memory.litmus:13:17: cuda target: local location 'data' "
                  "cannot be compiled one kernel per work-item"))
      << local.err;
  auto rsp = runClmm({"compile-check", "--fail-on-skip", "--compiler", "nvidia-opencl", "--ptx",
                      "targets/fixtures/nvidia-opencl", "tests/compile/endless_loop.litmus"});
  EXPECT_EQ(rsp.rc, 2);
  EXPECT_TRUE(has(rsp.out, "opencl target: an endless loop (while (1)")) << rsp.out;
}

// The emitted sources are named by a hash of their text: emitting again gives the fixtures' names,
// so the committed PTX is found; the source text is what was compiled.
TEST(CompileCheck, EmitReproducesTheFixtureNames) {
  Scratch s;
  auto r = runClmm(
      {"compile-check", "--compiler", "nvcc", "--emit", s.path("nvcc"), "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 0) << r.err;
  std::string cu = s.path("nvcc/mp_dev_two_groups-f9af1fd3f482.cu");
  ASSERT_TRUE(std::filesystem::exists(cu)) << r.out;
  std::string text = slurp(cu);
  EXPECT_TRUE(has(text, "extern \"C\" __global__ void clmm_P1(int* data, int* flag, int* clmm_out)")) << text;
  EXPECT_TRUE(has(text, "cuda::atomic_ref<int, cuda::thread_scope_device>(*flag).load(cuda::memory_order_acquire)"))
      << text;
  EXPECT_TRUE(std::filesystem::exists("targets/fixtures/nvcc/mp_dev_two_groups-f9af1fd3f482.ptx"));
  auto cl = runClmm({"compile-check", "--compiler", "nvidia-opencl", "--emit", s.path("cl"),
                     "examples/catalogue/mp_local_memory.litmus"});
  EXPECT_EQ(cl.rc, 0) << cl.err;
  EXPECT_TRUE(has(cl.out, "mp_local_memory-")) << cl.out;
}

TEST(CompileCheck, OptionErrors) {
  auto bad = runClmm({"compile-check", "--compiler", "gcc", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(bad.rc, 2);
  EXPECT_TRUE(has(bad.err, "clmm: error: --compiler must be nvcc, nvidia-opencl or clang, not 'gcc'")) << bad.err;
  auto noDir =
      runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "no/such/dir", "examples/catalogue/mp_relaxed.litmus"});
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
  EXPECT_TRUE(has(r.err,
                  "error: the compiler rejected this test's emitted source (its messages are in "
                  "targets/fixtures/nvidia-opencl/example7b-70cbd5de2d81.log)"))
      << r.err;
}

}  // namespace

namespace {

// Every other refusal of the lifter, each on a copy of a real fixture with one line replaced.
struct Mutation {
  int line;  // 1-based line of the fixture to replace
  const char* replacement;
  const char* message;  // after "error: cannot lift: "
};

class LiftMutation : public ::testing::TestWithParam<Mutation> {};

TEST_P(LiftMutation, IsRefusedAtItsLine) {
  const Mutation& m = GetParam();
  const std::string key = "mp_dev_two_groups-f9af1fd3f482.ptx";
  std::string text = slurp("targets/fixtures/nvcc/" + key);
  std::vector<std::string> lines;
  size_t start = 0;
  while (start <= text.size()) {
    size_t nl = text.find('\n', start);
    if (nl == std::string::npos) nl = text.size();
    lines.push_back(text.substr(start, nl - start));
    start = nl + 1;
  }
  ASSERT_GE(lines.size(), static_cast<size_t>(m.line));
  lines[static_cast<size_t>(m.line - 1)] = m.replacement;
  std::string out;
  for (size_t i = 0; i < lines.size(); ++i) out += lines[i] + (i + 1 < lines.size() ? "\n" : "");
  Scratch s;
  s.write("ptx/" + key, out);
  auto r = runClmm(
      {"compile-check", "--compiler", "nvcc", "--ptx", s.path("ptx"), "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, key + ":")) << r.out;
  EXPECT_TRUE(has(r.out, std::string("error: cannot lift: ") + m.message)) << r.out;
  EXPECT_FALSE(has(r.out, "ok ")) << r.out;
}

INSTANTIATE_TEST_SUITE_P(
    CompileCheck, LiftMutation,
    ::testing::Values(
        Mutation{82, "\tld.global.u32 \t%r6, [%r4];", "an address computed from data in %r4 cannot be lifted"},
        Mutation{82, "\tld.global.u32 \t%r6, [foo];", "'foo' is not an address of a test location"},
        Mutation{82, "\tld.global.u32 \t%r6, [%rd2];", "a memory access to the output array other than a plain store"},
        Mutation{82, "\tld.global.u32 \t%r6, %rd4;", "expected an address [..], found '%rd4'"},
        Mutation{82, "\tld.global.cs.foo.u32 \t%r6, [%rd4];", "unknown qualifier .foo on a memory instruction"},
        Mutation{72, "\tld.acquire.cluster.b32 %r4,[%rd3];", ".cluster scope is outside the PTX model clmm checks"},
        Mutation{82, "\tld.local.u32 \t%r6, [%rd4];", "the .local state space is outside the lifted tests"},
        Mutation{82, "\tld.global.u64 \t%rd9, [%rd4];", "a .u64 access: the test's locations are 32-bit ints"},
        Mutation{41, "\tatom.global.b32 %r9, [%rd1], 1;", "'atom.global.b32' names no operation"},
        Mutation{41, "\tatom.global.inc.u32 %r9, [%rd1], 1;", "atom.inc/dec wrap around"},
        Mutation{41, "\tatom.global.max.u32 %r9, [%rd1], 1;", "an unsigned atom.max"},
        Mutation{41, "\tfence.proxy.alias;",
                 "'fence.proxy.alias': proxy and restricted fences are outside PTX's memory model"},
        Mutation{41, "\tbar.arrive 0;", "'bar.arrive': only bar.sync and barrier.sync are lifted"},
        Mutation{41, "\tbar.sync 0, 64;", "a barrier with a thread count or a barrier number in a register"},
        Mutation{75, "\tsetp.ne.s32.x \t%p1, %r4, 1;", "'setp.ne.s32.x': only setp.CMP.TYPE p, a, b is lifted"},
        Mutation{75, "\tsetp.lt.s64 \t%p1, %r4, 1;", "comparison 'setp.lt.s64' (only 32-bit integer orderings"},
        Mutation{75, "\tsetp.equ.f32 \t%p1, %r4, 1;", "comparison 'setp.equ.f32' (only eq/ne/lt/le/gt/ge/lo/ls/hi/hs"},
        Mutation{77, "\t@%p9 bra \t$L__BB1_2;", "predicate %p9 is not set by a setp this lifter reads"},
        Mutation{77, "\t@%p1;", "a guard '@%p1' with no instruction after it"},
        Mutation{76, "\tcvt.rn.f32.s32 \t%f1, %r4;", "a floating-point conversion"},
        Mutation{76, "\tand.pred \t%p2, %p1, %p1;", "predicate arithmetic 'and.pred' is not lifted"},
        Mutation{76, "\tmov.u32 \t6, %r4;", "expected a register, found '6'"},
        Mutation{80, "\tadd.s64 \t%rd4, %rd1, %rd2;", "an address plus a computed offset cannot be lifted"},
        Mutation{60, "\tld.param.u64 \t%rd1, [other_param];", "a parameter load from 'other_param'"},
        Mutation{51, "\t.param .u64 clmm_P1_param_2, .param .u64 clmm_P1_param_3",
                 "kernel clmm_P1 has 4 parameters, the emitted source 3"},
        Mutation{88, "\tst.global.u32 \t[%rd5], %rd4;", "the address in %rd4 is used as a value"},
        Mutation{90, "\tst.global.u32 \t[%rd5+8], %r6;", "a store to clmm_out at byte 8, which holds no register"},
        Mutation{76, "\tsetp.eq.s32 \t%p1, %r4, 2;", "predicate %p1 is set twice"},
        Mutation{86, "\tcvta.to.global.u64 \t%rd4, %rd2;",
                 "register %rd4 is set to two different values, one of them an address"},
        Mutation{92, "\tret", "an instruction without its ';' before the end of clmm_P1"}),
    [](const ::testing::TestParamInfo<Mutation>& i) {
      return "line" + std::to_string(i.param.line) + "_" + std::to_string(i.index);
    });

TEST(CompileCheck, MoreEmissionRefusals) {
  CLMM_REQUIRE_CORPUS(corpus);
  Scratch s;
  struct Case {
    std::string file, message;
  };
  for (const Case& c : std::vector<Case>{
           {"tests/compile/sub_group_barrier.litmus",
            "sub_group_barrier.litmus:7:7: opencl target: sub-group barriers have no counterpart"},
           {"examples/kernels/enqueue_under_condition.litmus",
            "enqueue_under_condition.litmus:1:8: opencl target: kernels, host threads and command queues cannot "
            "be compiled one work-item per function"},
           {corpus + "/herd-legacy/RSPTests/RSP_Test1.litmus",
            "RSP_Test1.litmus:26:12: error: 'atomic_load_explicit_remote ...' is a remote-scope-promotion operation, "
            "which model 'opencl' has no rule for"},
           {corpus + "/dat3m/portedFromC11/manual/imm-E3.5.litmus",
            "imm-E3.5.litmus:8:5: opencl target: array location 'y' cannot be compiled"}}) {
    auto r =
        runClmm({"compile-check", "--fail-on-skip", "--compiler", "nvidia-opencl", "--emit", s.path("src"), c.file});
    EXPECT_EQ(r.rc, 2) << c.file;
    EXPECT_TRUE(has(r.err, c.message)) << r.err;
  }
}

// work_group_barrier and __syncthreads compile to PTX's bar.sync 0 for the whole block: PTX
// barriers that arrive without waiting, use another number or count threads are refused (they
// were emitted as __syncthreads, a different barrier).
TEST(CompileCheck, PtxBarriersWithoutACounterpartAreRefused) {
  Scratch s;
  for (const auto& [file, message] : std::vector<std::pair<std::string, std::string>>{
           {"examples/liveness/bar_arrive_producer.litmus", "bar_arrive_producer.litmus:12:2: cuda target: bar.arrive has "
                                                            "no counterpart in work_group_barrier or __syncthreads"},
           {"examples/liveness/bar_sync_count_met.litmus",
            "bar_sync_count_met.litmus:12:2: cuda target: a barrier with a thread count has no counterpart"},
           {"examples/liveness/pc_bar_sync_crossing.litmus",
            "pc_bar_sync_crossing.litmus:13:2: cuda target: a barrier number other than 0 has no counterpart"}}) {
    auto r = runClmm({"compile-check", "--fail-on-skip", "--emit", s.path("src"), file});
    EXPECT_EQ(r.rc, 2) << file;
    EXPECT_TRUE(has(r.err, message)) << r.err;
  }
}

// nvcc is run only when it is on PATH; without it the error names --ptx.
TEST(CompileCheck, NvccMissingFromPath) {
  auto r = runClmm({"compile-check", "--compiler", "nvcc", "examples/catalogue/mp_relaxed.litmus"}, "",
                   {"PATH=/nonexistent"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "clmm: error: nvcc is not on PATH: give --ptx DIR")) << r.err;
  EXPECT_EQ(r.out, "");
}

// The NVIDIA OpenCL fixtures' counterexample path: the membar.gl after P1's acquire load removed.
TEST(CompileCheck, BrokenNvidiaOpenclFixtureIsCaught) {
  const std::string key = "mp_dev_two_groups-f614e14aaf7e.ptx";
  std::string text = slurp("targets/fixtures/nvidia-opencl/" + key);
  size_t load = text.find("ld.volatile.global.u32");
  ASSERT_NE(load, std::string::npos);
  size_t fence = text.find("membar.gl;", load);
  ASSERT_NE(fence, std::string::npos);
  text.erase(fence, std::string("membar.gl;").size());
  Scratch s;
  s.write("ptx/" + key, text);
  auto r = runClmm({"compile-check", "--compiler", "nvidia-opencl", "--ptx", s.path("ptx"), "-q",
                    "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "target outcome 1:r0=1 1:r1=0 (allowed) is forbidden by the source")) << r.out;
  EXPECT_TRUE(has(r.out, "P1  ld.volatile tr")) << r.out;
  EXPECT_TRUE(has(r.out,
                  "<- mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, "
                  "memory_scope_device)"))
      << r.out;
  // The test's release store and acquire load are of device scope, which NVIDIA's OpenCL does not
  // promise (atomic capabilities relaxed, work_group): not called a compiler bug.
  EXPECT_TRUE(has(r.out, "responsible: the device does not promise mp_dev_two_groups.litmus:16: ")) << r.out;
  EXPECT_TRUE(has(r.out, "is not a compiler bug")) << r.out;
}

// Only plain accesses and a barrier, all promised: a barrier removed from NVIDIA's OpenCL output
// is the compiler's fault.
TEST(CompileCheck, BrokenNvidiaOpenclBarrierIsTheCompilers) {
  const std::string key = "barrier_global-1c9713bca67b.ptx";
  std::string text = slurp("targets/fixtures/nvidia-opencl/" + key);
  for (const std::string drop : {"bar.sync", "membar.cta;"}) {
    size_t at;
    while ((at = text.find(drop)) != std::string::npos) text.erase(at, text.find('\n', at) - at);
  }
  Scratch s;
  s.write("ptx/" + key, text);
  auto r = runClmm({"compile-check", "--compiler", "nvidia-opencl", "--ptx", s.path("ptx"), "-q",
                    "examples/catalogue/barrier_global.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "responsible: the compiler: clmm emits the OpenCL C operations as written")) << r.out;
}

// The seq_cst read-modify-write of the CUDA path (docs/lowering.md): nvcc 13's fence.sc;
// atom.acquire keeps the release half OpenCL's C11 release sequences need, a later relaxed store
// of the same work-item included.
TEST(CompileCheck, SeqCstRmwKeepsItsReleaseHalf) {
  auto r = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "tests/compile/sc_rmw", "-q", "--show-lifted",
                    "tests/compile/sc_rmw/mp_sc_rmw.litmus", "tests/compile/sc_rmw/rs_sc_rmw_same_thread.litmus"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "2 tests: 2 sound")) << r.out;
  EXPECT_TRUE(has(r.out, "atom.acquire.gpu.add")) << r.out;
  EXPECT_TRUE(has(r.out, "fence.sc.gpu")) << r.out;
  // Without the fence the atom.acquire releases nothing: unsound, and the compiler's doing.
  std::string text = slurp("tests/compile/sc_rmw/mp_sc_rmw-16199c0fc558.ptx");
  size_t fence = text.find("fence.sc.gpu;");
  ASSERT_NE(fence, std::string::npos);
  text.erase(fence, std::string("fence.sc.gpu;").size());
  Scratch s;
  s.write("ptx/mp_sc_rmw-16199c0fc558.ptx", text);
  auto broken = runClmm(
      {"compile-check", "--compiler", "nvcc", "--ptx", s.path("ptx"), "-q", "tests/compile/sc_rmw/mp_sc_rmw.litmus"});
  EXPECT_EQ(broken.rc, 1) << broken.out << broken.err;
  EXPECT_TRUE(has(broken.out, "clmm emitted to fence.sc.gpu; atom.acquire.gpu")) << broken.out;
}

// The one unsound lowering in the fixtures (docs/lowering.md): nvcc's fence.sc.gpu does not order
// two GPUs, which `opencl`'s unscoped SC order demands; under opencl-scoped the same PTX is sound.
TEST(CompileCheck, Example10IsUnsoundOnlyUnderTheUnscopedModel) {
  CLMM_REQUIRE_CORPUS(corpus);
  std::string test = corpus + "/dat3m/overhauling/example10.litmus";
  auto r = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "targets/fixtures/nvcc", "-q", test});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "target outcome 1:r=0 3:r=0 (allowed) is forbidden by the source")) << r.out;
  // nvcc compiled each CUDA operation as NVIDIA's ABI does: the CUDA operations clmm chose are to blame.
  EXPECT_TRUE(has(r.out, "responsible: clmm's translation: nvcc compiled every CUDA operation")) << r.out;
  auto json = runClmm(
      {"compile-check", "--compiler", "nvcc", "--ptx", "targets/fixtures/nvcc", "-q", "--format", "json", test});
  EXPECT_TRUE(has(json.out, "\"stage\":\"translation\"")) << json.out;
  auto scoped = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "targets/fixtures/nvcc", "-q",
                         "--source-model", "opencl-scoped", test});
  EXPECT_EQ(scoped.rc, 0) << scoped.out << scoped.err;
  auto ocl =
      runClmm({"compile-check", "--compiler", "nvidia-opencl", "--ptx", "targets/fixtures/nvidia-opencl", "-q", test});
  EXPECT_EQ(ocl.rc, 0) << ocl.out << ocl.err;
}

}  // namespace

namespace {

TEST(CompileCheck, ExplainShowsBothModelsReasons) {
  auto r = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "tests/compile/broken/scope_narrowed", "-q",
                    "--explain", "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "why the source forbids it, under opencl:")) << r.out;
  EXPECT_TRUE(has(r.out, "why the target allows it, under ptx")) << r.out;
  EXPECT_TRUE(has(r.out, "R flag=1 acq wg")) << r.out;
}

}  // namespace

namespace {

// Issue 36 item 7: the compiled code itself stored an observed register to clmm_out before the
// load that sets it (tests/compile/broken/output_hoisted: nvcc's mp_dev_two_groups with P1's first
// output store moved above its acquire load). The verdict was right, the blame was not: every
// operation is compiled as NVIDIA's ABI says, and clmm's translation was named.
TEST(CompileCheck, AnOutputStoreMovedBeforeItsLoadIsTheCompilers) {
  auto r = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "tests/compile/broken/output_hoisted", "-q",
                    "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "target outcome 1:r0=0 1:r1=1 (allowed) is forbidden by the source")) << r.out;
  EXPECT_TRUE(has(r.out,
                  "responsible: the compiler: P1 stores its observed register to clmm_out "
                  "(mp_dev_two_groups-f9af1fd3f482.ptx:72"))
      << r.out;
  EXPECT_FALSE(has(r.out, "clmm's translation")) << r.out;
  auto json = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "tests/compile/broken/output_hoisted", "-q",
                       "--format", "json", "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_TRUE(has(json.out, "\"stage\":\"compiler\"")) << json.out;
}

}  // namespace
