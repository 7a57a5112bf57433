// `clmm compile-check --machine-code` in the AMDGPU modes and with partial waits
// (docs/compile-check.md, "clang: AMDGPU machine code"): clang-19's -O2 assembly for gfx90a with
// -mtgsplit and gfx1100 with -mcumode (tests/compile/amdgpu/fixtures/*-tgsplit-O2, *-cumode-O2)
// is lifted with the mode in the test's header (`AMDGPU gfx90a:tgsplit`) and found sound under the
// mode's model; a mode the assembly does not state, or states and --mattr does not, is refused;
// the same code weakened is caught; a generated test whose code waits with `s_waitcnt vmcnt(1)`
// (tests/compile/amdgpu/partial) lifts and is sound; and, where clang-19 or clang-22 is on PATH,
// live compilations in both modes.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "support/Process.h"
#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::has;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::slurp;

namespace {

const std::vector<std::string> kModeTests = {"examples/catalogue/mp_wg_same_group.litmus",
                                             "examples/catalogue/sb_sc_wg_same_group.litmus",
                                             "examples/catalogue/iriw_wg_fence.litmus",
                                             "examples/catalogue/mp_dev_two_groups.litmus",
                                             "tests/compile/clang/idioms/spin_wait.litmus"};

clmm::test::RunResult fromAsm(const std::string& dir, const std::string& mcpu, const std::string& mattr,
                              const std::vector<std::string>& tests, bool showLifted = false) {
  std::vector<std::string> args = {"compile-check", "-q", "--asm", dir, "--mcpu", mcpu};
  if (!mattr.empty()) args.insert(args.end(), {"--mattr", mattr});
  if (showLifted) args.push_back("--show-lifted");
  args.insert(args.end(), tests.begin(), tests.end());
  return runClmm(args);
}

// A copy of one fixture with `from` replaced by `to` (every occurrence), in s/DIR.
std::string edited(Scratch& s, const std::string& fixture, const std::string& name, const std::string& from,
                   const std::string& to) {
  std::string text = slurp(fixture + "/" + name);
  size_t n = 0;
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size()), ++n)
    text.replace(at, from.size(), to);
  EXPECT_GT(n, 0u) << name << ": no '" << from << "'";
  s.write("asm/" + name, text);
  return s.path("asm");
}

const std::string kTgsplit = "tests/compile/amdgpu/fixtures/gfx90a-tgsplit-O2";
const std::string kCumode = "tests/compile/amdgpu/fixtures/gfx1100-cumode-O2";

TEST(CompileAmdgpuMode, ModeCodeIsLiftedWithItsModeAndSound) {
  auto r = fromAsm(kTgsplit, "gfx90a", "+tgsplit", kModeTests);
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "5 tests: 5 sound, 0 unsound, 0 unknown")) << r.out;
  r = fromAsm(kCumode, "gfx1100", "+cumode", kModeTests);
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "5 tests: 5 sound, 0 unsound, 0 unknown")) << r.out;
  r = fromAsm(kCumode, "gfx1100", "cumode", {"examples/catalogue/mp_local_memory.litmus"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  r = fromAsm(kTgsplit, "gfx90a", "+tgsplit", {"examples/catalogue/mp_wg_same_group.litmus"}, true);
  EXPECT_TRUE(has(r.out, "AMDGPU gfx90a:tgsplit MP_wg_same_group")) << r.out;
  r = fromAsm(kCumode, "gfx1100", "+cumode", {"examples/catalogue/mp_wg_same_group.litmus"}, true);
  EXPECT_TRUE(has(r.out, "AMDGPU gfx1100:cumode MP_wg_same_group")) << r.out;
}

TEST(CompileAmdgpuMode, AModeTheOptionsDoNotStateIsRefused) {
  // tgsplit code without --mattr: the default model does not describe it.
  auto r = fromAsm(kTgsplit, "gfx90a", "", {"examples/catalogue/mp_wg_same_group.litmus"});
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "was compiled in tgsplit mode (.amdhsa_tg_split 1), which the amdgpu-gfx90a model does not "
                         "describe: give --mattr +tgsplit (model amdgpu-gfx90a-tgsplit)"))
      << r.out;
  r = fromAsm(kCumode, "gfx1100", "", {"examples/catalogue/mp_wg_same_group.litmus"});
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "was compiled in cumode mode (.amdhsa_workgroup_processor_mode 0), which the amdgpu-gfx11 "
                         "model does not describe: give --mattr +cumode (model amdgpu-gfx11-cu)"))
      << r.out;
  // --mattr on code of the default mode.
  r = fromAsm("tests/compile/amdgpu/fixtures/gfx90a-O2", "gfx90a", "+tgsplit", {"tests/compile/clang/idioms/spin_wait.litmus"});
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "was not compiled in tgsplit mode (.amdhsa_tg_split), but the test is lifted for "
                         "gfx90a:tgsplit: give the assembly clang made with -mtgsplit, or leave --mattr out"))
      << r.out;
}

// The work-group acquire's invalidation is what tgsplit adds on gfx90a; without it the default
// model would still find the code sound, the tgsplit model does not.
TEST(CompileAmdgpuMode, WeakenedModeCodeIsCaught) {
  Scratch s;
  const std::string name = "mp_wg_same_group-793388d6d79e.s";
  std::string dir = edited(s, kTgsplit, name, "\tbuffer_wbinvl1_vol\n", "");
  auto r = fromAsm(dir, "gfx90a", "+tgsplit", {"examples/catalogue/mp_wg_same_group.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "atomic_load_explicit(flag, memory_order_acquire, memory_scope_work_group)")) << r.out;
  EXPECT_TRUE(has(r.out, "compiled too weakly")) << r.out;
  // CU mode's code (no cache maintenance at work-group scope) claimed to be WGP mode's: unsound.
  Scratch w;
  dir = edited(w, kCumode, name, ".amdhsa_workgroup_processor_mode 0", ".amdhsa_workgroup_processor_mode 1");
  r = fromAsm(dir, "gfx1100", "", {"examples/catalogue/mp_wg_same_group.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
}

TEST(CompileAmdgpuMode, MattrErrorsSayWhatToGive) {
  auto r = fromAsm(kTgsplit, "gfx90a", "+xnack", {"examples/catalogue/mp_wg_same_group.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "--mattr '+xnack' is not a mode clmm models: give +tgsplit (gfx90a, gfx940-gfx950) or "
                         "+cumode (GFX10-GFX12), or leave it out for the default mode"))
      << r.err;
  r = fromAsm(kTgsplit, "gfx1100", "+tgsplit", {"examples/catalogue/mp_wg_same_group.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "--mattr: 'tgsplit' is not a feature of gfx1100")) << r.err;
  r = runClmm({"compile-check", "--compiler", "clang", "--target", "amdgcn-amd-amdhsa", "--mcpu", "gfx1100", "--mattr",
               "+cumode", "examples/catalogue/mp_wg_same_group.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "--mattr chooses the mode of the lifted machine code: give --machine-code (or --asm DIR)"))
      << r.err;
}

// clang's `s_waitcnt vmcnt(1)` (a load waited for while a later store is outstanding) completes
// the load: vmcnt's operations complete in order, so all but the most recent one have (docs/
// compile-check.md, "Registers"); the loaded register read after it is lifted, and the code is sound.
TEST(CompileAmdgpuMode, PartialWaitsLift) {
  // The third one's source is race-free, so its refinement is checked outcome by outcome.
  const std::vector<std::string> tests = {
      "tests/compile/amdgpu/partial/LB+rlx-rlx+sc-rel.wg.litmus", "tests/compile/amdgpu/partial/S+rlx-rlx+acq.wg-rlx.litmus",
      "tests/compile/amdgpu/partial/Fre-PodWR-PodRW-Rfe+acq.wg+rel.wg-acq.wg-rel.wg+ext.sg.sg.litmus"};
  for (const std::string g : {"gfx90a", "gfx942"}) {
    auto r = fromAsm("tests/compile/amdgpu/partial/" + g + "-O2", g, "", tests, true);
    EXPECT_EQ(r.rc, 0) << g << r.out << r.err;
    EXPECT_TRUE(has(r.out, "3 tests: 3 sound (2 with a racy source), 0 unsound, 0 unknown")) << g << r.out;
    EXPECT_TRUE(has(r.out, "\n s_waitcnt vmcnt(1) ")) << g << r.out;
  }
  const std::string dir = "tests/compile/amdgpu/partial/gfx90a-O2", name = "LB_rlx-rlx_sc-rel.wg-5027b5275671.s";
  const std::vector<std::string> lb = {tests.front()};
  Scratch a, b, c;
  auto r = fromAsm(edited(a, dir, name, "s_waitcnt vmcnt(1)", "s_waitcnt vmcnt(4)"), "gfx90a", "", lb);
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, ":25:12: error: cannot lift: 's_waitcnt vmcnt(4)': vmcnt(4): a wait for all but 4 operations "
                         "is not modelled by the AMDGPU dialect (counts 0 to 3)"))
      << r.out;
  // lgkmcnt(1) with nothing of the counter outstanding: lifted as it is.
  r = fromAsm(edited(b, dir, name, "s_waitcnt vmcnt(1)", "s_waitcnt vmcnt(1) lgkmcnt(1)"), "gfx90a", "", lb, true);
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "s_waitcnt vmcnt(1) lgkmcnt(1)")) << r.out;
  // A store to clmm_out (lifted as a register move) is the most recent operation at vmcnt(1): the
  // lifted wait leaves none of the lifted test's operations outstanding, vmcnt(0).
  r = fromAsm(edited(c, dir, name, "\ts_waitcnt vmcnt(1)\n\tglobal_store_dword v0, v1, s[6:7]",
                     "\ts_waitcnt vmcnt(0)\n\tglobal_store_dword v0, v1, s[6:7]\n\ts_waitcnt vmcnt(1)"),
              "gfx90a", "", lb, true);
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, " v_mov_b32 r0, tv1              | global_store_dword [x], tv2 ;\n s_waitcnt vmcnt(0)  ")) << r.out;
}

std::vector<std::string> clangs() {
  std::vector<std::string> out;
  for (const char* c : {"clang-19", "clang-22"})
    if (clmm::findProgram(c)) out.push_back(c);
  return out;
}

TEST(CompileAmdgpuModeLive, BothModesAreSoundLive) {
  if (clangs().empty()) GTEST_SKIP() << "neither clang-19 nor clang-22 is on PATH: live AMDGPU mode compile-check skipped";
  for (const auto& c : clangs())
    for (const auto& [g, mode] : std::vector<std::pair<std::string, std::string>>{
             {"gfx90a", "+tgsplit"}, {"gfx942", "+tgsplit"}, {"gfx1100", "+cumode"}, {"gfx1200", "+cumode"}}) {
      auto r = runClmm({"compile-check", "-q", "--compiler", "clang", "--clang", c, "--target", "amdgcn-amd-amdhsa",
                        "--machine-code", "--mcpu", g, "--mattr", mode, "-O", "2", "--show-lifted",
                        "examples/catalogue/mp_wg_same_group.litmus", "examples/catalogue/sb_sc_wg_same_group.litmus",
                        "tests/compile/clang/idioms/spin_wait.litmus"});
      EXPECT_EQ(r.rc, 0) << c << " " << g << r.out << r.err;
      EXPECT_TRUE(has(r.out, "3 tests: 3 sound, 0 unsound, 0 unknown")) << c << " " << g << r.out;
      EXPECT_TRUE(has(r.out, "AMDGPU " + g + ":" + mode.substr(1) + " ")) << c << " " << g << r.out;
    }
}

}  // namespace
