// compile-check of loops through nvcc's PTX (issue 38, docs/compile-check.md "Loops in nvcc's
// PTX"): nvcc 13's PTX of the kernel idioms (tests/compile/ptx-loops/fixtures/nvcc) is lifted
// with its backward branches and checked under the same unroll, liveness and unknown rules as
// source loops; the weakenings of tests/compile/ptx-weakening.sh (a load hoisted out of a spin
// loop, a fence dropped from a loop body) are caught with the culprit named, from committed
// copies and live; hand-made variants (tests/compile/ptx-loops/variants) are correct encodings,
// weakenings, or unknown with the reason.
#include <gtest/gtest.h>

#include "support/Process.h"
#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"

using clmm::test::has;
using clmm::test::runClmm;

namespace {

size_t count(const std::string& text, const std::string& part) {
  size_t n = 0;
  for (size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
  return n;
}

const char* const kSpin = "tests/compile/clang/idioms/spin_wait.litmus";
const char* const kCas = "tests/compile/clang/idioms/cas_lock.litmus";
const char* const kCounted = "tests/compile/clang/idioms/counted_loop.litmus";
const char* const kFenced = "tests/compile/ptx-loops/idioms/fenced_loop.litmus";

clmm::test::RunResult fromPtx(const std::string& dir, const std::vector<std::string>& tests) {
  std::vector<std::string> args = {"compile-check", "-q", "--compiler", "nvcc", "--ptx", dir};
  args.insert(args.end(), tests.begin(), tests.end());
  return runClmm(args);
}

TEST(CompilePtxLoops, NvccLoopsAreLiftedAndSound) {
  auto r = fromPtx("tests/compile/ptx-loops/fixtures/nvcc", {kSpin, kCounted, kFenced});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "3 tests: 3 sound, 0 unsound, 0 unknown")) << r.out;
  // The spin loop is lifted as a loop: its label and its branch back, the load inside.
  auto lifted = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "tests/compile/ptx-loops/fixtures/nvcc",
                         "--show-lifted", kSpin});
  EXPECT_TRUE(has(lifted.out, "L_L__BB1_1:")) << lifted.out;
  EXPECT_TRUE(has(lifted.out, "ld.acquire.gpu tr1, flag")) << lifted.out;
  EXPECT_TRUE(has(lifted.out, "beq tp1_a, 0, L_L__BB1_1")) << lifted.out;
  // nvcc's unrolled-by-four loop with its remainder loop compares unsigned (setp.lt.u32).
  lifted = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "tests/compile/ptx-loops/fixtures/nvcc",
                    "--show-lifted", kFenced});
  EXPECT_TRUE(has(lifted.out, "blt.u32 tp2_a, 3, L_L__BB0_4")) << lifted.out;
  EXPECT_TRUE(has(lifted.out, "bne tp5_a, 0, L_L__BB0_6")) << lifted.out;
}

// A compare-exchange lock may fail any number of times in the source: unknown, never a verdict.
TEST(CompilePtxLoops, CasLoopSourceIsUnknown) {
  auto r = fromPtx("tests/compile/ptx-loops/fixtures/nvcc", {kCas});
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "UNKNOWN  tests/compile/clang/idioms/cas_lock.litmus")) << r.out;
  EXPECT_TRUE(has(r.out, "unknown: source under opencl: P0's loop at line 6")) << r.out;
}

TEST(CompilePtxLoops, HoistedSpinLoadIsAHang) {
  auto r = fromPtx("tests/compile/ptx-loops/broken/hoist", {kSpin, kCounted, kFenced});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "UNSOUND  tests/compile/clang/idioms/spin_wait.litmus")) << r.out;
  EXPECT_TRUE(has(r.out, "the target may wait forever (P1 loops forever in the loop back to L_L__BB1_1")) << r.out;
  EXPECT_TRUE(has(r.out,
                  "responsible: the compiler: the compiled code may wait forever where the source always finishes"))
      << r.out;
  EXPECT_TRUE(has(r.out, "ok       " + std::string(kFenced))) << r.out;
  EXPECT_TRUE(has(r.out, "1 unsound")) << r.out;
  // The JSON report blames the compiler too (lifting/Responsibility.cpp, not the command line).
  auto json = runClmm({"compile-check", "-q", "--format", "json", "--compiler", "nvcc", "--ptx",
                       "tests/compile/ptx-loops/broken/hoist", kSpin});
  EXPECT_TRUE(has(json.out, "\"stage\":\"compiler\"")) << json.out;
}

TEST(CompilePtxLoops, FenceDroppedFromALoopBodyIsCaught) {
  auto r = fromPtx("tests/compile/ptx-loops/broken/drop-fence", {kSpin, kCounted, kFenced});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "UNSOUND  tests/compile/ptx-loops/idioms/fenced_loop.litmus")) << r.out;
  EXPECT_TRUE(has(r.out, "target outcome 1:r0=1 1:r1=0 (allowed) is forbidden by the source")) << r.out;
  const std::string culprit =
      "    P0 fenced_loop.litmus:9: atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device): fence "
      "lost: compiled to 'nothing', the reference mapping (docs/lowering.md) gives fence.acq_rel.gpu";
  // Once, though the source's loop makes an event of it per turn.
  EXPECT_EQ(count(r.out, culprit), 1u) << r.out;
  // The copies of the unrolled body are named by their location, not by the last inlined call.
  EXPECT_TRUE(has(r.out, "'st.relaxed.gpu.b32 [%rd1],%r19' <- fenced_loop.litmus:8: atomic_store_explicit(data")) << r.out;
  EXPECT_TRUE(has(r.out, "ok       " + std::string(kSpin))) << r.out;
}

// NVIDIA's OpenCL (driver 580.159.04, H200): its spin loop is ld.volatile and membar.gl in the
// loop, its CAS loop a relaxed atom.cas with membar.gl after it; lifted by the same code.
TEST(CompilePtxLoops, NvidiaOpenclLoopsAreLifted) {
  const std::string dir = "tests/compile/ptx-loops/fixtures/nvidia-opencl";
  auto r = runClmm({"compile-check", "-q", "--compiler", "nvidia-opencl", "--ptx", dir,
                    "tests/compile/clang/idioms/barrier_phases.litmus", kSpin, kCounted, kFenced, kCas});
  EXPECT_EQ(r.rc, 3) << r.out << r.err;  // the CAS loop's source
  EXPECT_TRUE(has(r.out, "5 tests: 4 sound, 0 unsound, 1 unknown")) << r.out;
  auto broken = runClmm({"compile-check", "-q", "--compiler", "nvidia-opencl", "--ptx",
                         "tests/compile/ptx-loops/broken/drop-fence-nvidia-opencl", kFenced});
  EXPECT_EQ(broken.rc, 1) << broken.out << broken.err;
  EXPECT_TRUE(has(broken.out, "P0 fenced_loop.litmus:9: atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, "
                              "memory_scope_device): fence lost: compiled to 'nothing'"))
      << broken.out;
}

// Hand-made variants of nvcc's spin loop.
TEST(CompilePtxLoops, HandMadeVariants) {
  struct Case {
    const char* dir;
    int rc;
    const char* expected;
  };
  for (const Case& c : std::vector<Case>{
           // Correct: the first turn peeled off before the loop.
           {"peeled", 0, "ok       tests/compile/clang/idioms/spin_wait.litmus"},
           // Weakened: the loop's load relaxed.
           {"relaxed", 1,
            "P1 spin_wait.litmus:9: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device): order weakened: compiled "
            "to 'ld.relaxed.gpu tr1, flag'"},
           // A cta-scoped load of a flag written in another CTA is not morally strong: whether the
           // loop ends is not proved (its longer executions are cut at the bound), but an execution
           // that finishes within the bound already reads the stale data: unsound, whatever the cut
           // executions do.
           {"narrow-scope", 1,
            "P1 spin_wait.litmus:9: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device): scope "
            "narrowed: compiled to 'ld.acquire.cta tr1, flag'"},
           // A loop whose turns differ (an iteration counter) is a bound.
           {"counting", 3, "unknown: target under ptx: P1's loop at line 5"},
           // An address that changes from turn to turn cannot be lifted: unknown with the reason.
           {"address-step", 3,
            "spin_wait-bacab24c1a9f.ptx:80:1: error: cannot lift: register %rd3 is set to two different values"},
           // A register read as data in a loop before the text sets it to an address: a later turn
           // would read the address as a number.
           {"address-late", 3,
            "spin_wait-bacab24c1a9f.ptx:82:1: error: cannot lift: register %rd8 is read as data before it is set to "
            "an address"},
       }) {
    auto r = fromPtx(std::string("tests/compile/ptx-loops/variants/") + c.dir, {kSpin});
    EXPECT_EQ(r.rc, c.rc) << c.dir << r.out << r.err;
    EXPECT_TRUE(has(r.out, c.expected)) << c.dir << "\n" << r.out;
  }
}

// Live: nvcc, then tests/compile/ptx-weakening.sh's weakenings of its loops.
TEST(CompilePtxLoopsLive, TheWeakeningWrappersAreCaught) {
  const auto nvcc = clmm::findProgram("nvcc");
  if (!nvcc) GTEST_SKIP() << "nvcc is not on PATH: live compile-check tests of PTX loops skipped";
  auto cmd = [&](const std::string& mode) {
    return "tests/compile/ptx-weakening.sh " + mode + " " + *nvcc + " {src} {out} {arch}";
  };
  auto r = runClmm({"compile-check", "-q", "--compiler-command", cmd("none"), kSpin, kCounted, kFenced});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "3 tests: 3 sound, 0 unsound, 0 unknown")) << r.out;
  r = runClmm({"compile-check", "-q", "--compiler-command", cmd("hoist"), kSpin, kFenced});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "UNSOUND  tests/compile/clang/idioms/spin_wait.litmus")) << r.out;
  EXPECT_TRUE(has(r.out, "the target may wait forever")) << r.out;
  r = runClmm({"compile-check", "-q", "--compiler-command", cmd("drop-fence"), kSpin, kFenced});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "UNSOUND  tests/compile/ptx-loops/idioms/fenced_loop.litmus")) << r.out;
  EXPECT_TRUE(has(r.out, "P0 fenced_loop.litmus:9: atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, "
                         "memory_scope_device): fence lost")) << r.out;
}

}  // namespace
