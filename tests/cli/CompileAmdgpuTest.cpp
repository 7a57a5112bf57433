// `clmm compile-check --machine-code` (issue 39; docs/compile-check.md, "clang: AMDGPU machine
// code"): the AMDGPU assembly clang-19 made at -O2 for gfx90a, gfx942, gfx1100 and gfx1200,
// committed under tests/compile/amdgpu/fixtures, is lifted into the AMDGPU dialect and found sound
// under each family's model; the same assembly weakened as tests/compile/amdgpu-weakening.sh
// does (tests/compile/amdgpu/broken/MODE-gfxN) is caught as unsound with its culprit; a
// hand-edited file read back with --asm is checked as it is; what cannot be lifted is unknown with
// the .s file's line; exec-mask loops are lifted as loops; and, where clang-19 or clang-22 is on
// PATH, live compilations of every family at every level and the weakening wrapper itself.
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

const std::vector<std::string> kFamilies = {"gfx90a", "gfx942", "gfx1100", "gfx1200"};

const std::vector<std::string> kTests = {"tests/compile/clang/idioms/spin_wait.litmus",
                                         "tests/compile/clang/idioms/barrier_phases.litmus",
                                         "tests/compile/clang/idioms/counted_loop.litmus",
                                         "examples/catalogue/mp_dev_two_groups.litmus",
                                         "examples/catalogue/mp_fences_global.litmus",
                                         "examples/catalogue/sb_sc_dev.litmus",
                                         "examples/catalogue/mp_local_memory.litmus",
                                         "examples/catalogue/iriw_sc_dev.litmus"};

clmm::test::RunResult fromAsm(const std::string& dir, const std::string& mcpu, std::vector<std::string> tests = kTests) {
  std::vector<std::string> args = {"compile-check", "-q", "--asm", dir, "--mcpu", mcpu};
  args.insert(args.end(), tests.begin(), tests.end());
  return runClmm(args);
}

TEST(CompileAmdgpu, CorrectEncodingsAreSoundInEveryFamily) {
  for (const auto& g : kFamilies) {
    auto r = fromAsm("tests/compile/amdgpu/fixtures/" + g + "-O2", g);
    EXPECT_EQ(r.rc, 0) << g << r.out << r.err;
    EXPECT_TRUE(has(r.out, "8 tests: 8 sound, 0 unsound, 0 unknown")) << g << r.out;
  }
}

TEST(CompileAmdgpu, TheSpinLoopIsLiftedAsALoopOfTheDialect) {
  auto r = runClmm({"compile-check", "-q", "--asm", "tests/compile/amdgpu/fixtures/gfx1200-O2", "--mcpu", "gfx1200",
                    "--show-lifted", "tests/compile/clang/idioms/spin_wait.litmus"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "AMDGPU gfx1200 spin_wait")) << r.out;
  EXPECT_TRUE(has(r.out, "global_load_b32 tv1, [flag] scope:SCOPE_DEV")) << r.out;
  EXPECT_TRUE(has(r.out, "global_inv scope:SCOPE_DEV")) << r.out;
  EXPECT_TRUE(has(r.out, "beq 0, tv1, L_LBB1_1")) << r.out;
  EXPECT_TRUE(has(r.out, "global_wb scope:SCOPE_DEV")) << r.out;
}

// Exec-mask loops (docs/compile-check.md, "Exec-mask loops"): clang-19's -O2 code for a spin on a
// divergent value (s_or/s_andn2 on exec, s_cbranch_execnz) is lifted as a branch back on the
// lane's exit condition and is sound under both engines in every family. (The compare-exchange
// lock's loop, a compare-exchange spin sound from --unroll 3, is ctest amdgpu_cas_lock_FAMILY.)
const std::vector<std::string> kLoopTests = {"tests/compile/amdgpu/loops/mp_divergent_spin.litmus",
                                             "tests/compile/amdgpu/loops/mp_divergent_spin_relaxed.litmus"};

TEST(CompileAmdgpu, ExecMaskLoopsAreLiftedAsLoopsOfTheDialect) {
  for (const auto& g : kFamilies)
    for (const char* engine : {"smt", "enumerate"}) {
      std::vector<std::string> args = {"compile-check", "-q", "--engine", engine, "--show-lifted", "--asm",
                                       "tests/compile/amdgpu/fixtures/" + g + "-O2", "--mcpu", g};
      args.insert(args.end(), kLoopTests.begin(), kLoopTests.end());
      auto r = runClmm(args);
      EXPECT_EQ(r.rc, 0) << g << " " << engine << r.out << r.err;
      EXPECT_TRUE(has(r.out, "2 tests: 2 sound, 0 unsound, 0 unknown")) << g << " " << engine << r.out;
      EXPECT_TRUE(has(r.out, "| beq tv2, tv1, L_LBB1_1 ;")) << g << " " << engine << r.out;
    }
}

// The ticket lock's wait is an exec-mask loop, but its ticket comes from a fetch_add that the atomic
// optimiser rewrites into one atomic per wave (v_mbcnt, s_bcnt1): refused there, before the loop.
// The atomic optimiser's rewrite of the ticket's fetch_add, lifted for one active lane
// (docs/compile-check.md, "One atomic per wave"): v_mbcnt is 0, s_bcnt1 is 1.
TEST(CompileAmdgpu, TheTicketLockLiftsThroughTheAtomicOptimisersRewrite) {
  auto r = fromAsm("tests/compile/amdgpu/fixtures/gfx90a-O2", "gfx90a", {"tests/compile/amdgpu/loops/ticket_lock.litmus"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "1 test: 1 sound, 0 unsound, 0 unknown")) << r.out;
}

TEST(CompileAmdgpu, WeakeningsAreCaughtWithTheirCulprit) {
  auto r = fromAsm("tests/compile/amdgpu/broken/drop-inv-gfx90a", "gfx90a");
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "8 tests: 5 sound, 3 unsound, 0 unknown")) << r.out;
  EXPECT_TRUE(has(r.out, "P1 spin_wait.litmus:9: atomic_load_explicit(flag, memory_order_acquire, "
                         "memory_scope_device): compiled too weakly: 's_waitcnt lgkmcnt(0) (spin_wait-d7ec0bc6ed81.s:"))
      << r.out;
  r = fromAsm("tests/compile/amdgpu/broken/drop-wb-gfx942", "gfx942");
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "8 tests: 5 sound, 3 unsound, 0 unknown")) << r.out;
  EXPECT_TRUE(has(r.out, "P0 mp_dev_two_groups.litmus:16: atomic_store_explicit(flag, 1, memory_order_release, "
                         "memory_scope_device): compiled too weakly"))
      << r.out;
  // Every wait for vector memory dropped also drops the waits the loaded registers need. The lifter
  // lifts such a read as if the load had completed before it (a timing the hardware allows), so
  // the missing waits of the release and the acquire are caught, both named; the reads it assumed
  // are listed (a sound result would be unknown: the register may hold its old value).
  r = fromAsm("tests/compile/amdgpu/broken/drop-wait-gfx1100", "gfx1100");
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "8 tests: 1 sound, 7 unsound, 0 unknown")) << r.out;
  EXPECT_TRUE(has(r.out, "lifted as if each load had completed before its register is read (a timing the hardware "
                         "allows):\n  tests/compile/amdgpu/broken/drop-wait-gfx1100/spin_wait-d7ec0bc6ed81.s:117:30: "
                         "'v_cmp_eq_u32_e32 vcc_lo, 0, v1': register v1 is read before the wait (s_waitcnt vmcnt(0)) "
                         "for the load that writes it (line 113)"))
      << r.out;
  EXPECT_TRUE(has(r.out, "P0 spin_wait.litmus:6: atomic_store_explicit(flag, 1, memory_order_release, "
                         "memory_scope_device): compiled too weakly (with another)"))
      << r.out;
  // The path cap of the lifter's counters: seven forward branches around a store leave 128 sets of
  // outstanding operations at the last label.
  {
    Scratch s;
    std::string blocks;
    for (int k = 0; k < 7; ++k)
      blocks += "\tv_cmp_eq_u32_e32 vcc, 0, v0\n\ts_cbranch_vccnz .LBB0_9" + std::to_string(k) +
                "\n\tglobal_store_dword v0, v1, s[0:1]\n.LBB0_9" + std::to_string(k) + ":\n";
    const std::string name = "mp_dev_two_groups-f614e14aaf7e.s";
    std::string text = slurp("tests/compile/amdgpu/fixtures/gfx90a-O2/" + name);
    const std::string at = "\tglobal_store_dword v0, v1, s[0:1]\n";
    ASSERT_NE(text.find(at), std::string::npos);
    text.replace(text.find(at), at.size(), at + blocks);
    s.write("asm/" + name, text);
    r = runClmm({"compile-check", "-q", "--asm", s.path("asm"), "examples/catalogue/mp_dev_two_groups.litmus"});
    EXPECT_EQ(r.rc, 3) << r.out << r.err;
    EXPECT_TRUE(has(r.out, "cannot lift: the paths to label '.LBB0_96' leave more than 64 different sets of operations "
                           "outstanding; the lifter follows fewer"))
        << r.out;
  }
  r = fromAsm("tests/compile/amdgpu/broken/drop-bits-gfx1200", "gfx1200");
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "UNSOUND  examples/catalogue/sb_sc_dev.litmus")) << r.out;
}

// A copy of a committed fixture with one edit, read back with --asm as a hand-edited file is.
clmm::test::RunResult edited(Scratch& s, const std::string& from, const std::string& to) {
  const std::string name = "mp_dev_two_groups-f614e14aaf7e.s";
  std::string text = slurp("tests/compile/amdgpu/fixtures/gfx90a-O2/" + name);
  size_t at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  s.write("asm/" + name, text);
  return runClmm({"compile-check", "-q", "--asm", s.path("asm"), "examples/catalogue/mp_dev_two_groups.litmus"});
}

TEST(CompileAmdgpu, AHandEditedFileIsCheckedAsItIs) {
  Scratch s;
  auto r = edited(s, "\tbuffer_wbinvl1_vol\n", "");
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "P1 mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, "
                         "memory_scope_device): compiled too weakly"))
      << r.out;
  r = edited(s, "global_load_dword v0, v2, s[2:3] glc", "global_load_dword v0, v2, s[2:3] glc\n\tbuffer_wbinvl1_vol");
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
}

TEST(CompileAmdgpu, WhatCannotBeLiftedIsUnknownWithItsReason) {
  Scratch s;
  auto r = edited(s, "\ts_waitcnt vmcnt(0)\n\tbuffer_wbinvl1_vol", "\ts_waitcnt vmcnt(4)\n\tbuffer_wbinvl1_vol");
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "mp_dev_two_groups-f614e14aaf7e.s:")) << r.out;
  EXPECT_TRUE(has(r.out, "error: cannot lift: 's_waitcnt vmcnt(4)': vmcnt(4): a wait for all but 4 operations is not "
                         "modelled by the AMDGPU dialect (counts 0 to 3)"))
      << r.out;
  r = edited(s, "\tbuffer_wbinvl1_vol", "\ts_dcache_inv");
  EXPECT_TRUE(has(r.out, "cannot lift: 's_dcache_inv': instruction 's_dcache_inv' is not lifted")) << r.out;
  r = edited(s, "s[2:3] glc", "s[2:3] glc nv");
  EXPECT_TRUE(has(r.out, "modifier 'nv' is not lifted")) << r.out;
  r = edited(s, "global_load_dword v0, v2, s[2:3] glc", "global_load_dword v0, v1, s[2:3] glc");
  EXPECT_TRUE(has(r.out, "an access at offset -1 from location 'flag' (locations are single ints)")) << r.out;
  r = edited(s, "global_load_dword v0, v2, s[2:3] glc", "global_load_dword v0, v7, s[2:3] glc");
  EXPECT_TRUE(has(r.out, "mp_dev_two_groups-f614e14aaf7e.s:121:24: error: cannot lift: 'global_load_dword v0, v7, "
                         "s[2:3] glc': an address plus a computed offset (v7) cannot be lifted\n  v7\n  ^~"))
      << r.out;
  r = edited(s, "v_cmp_ne_u32_e32 vcc, 1, v0", "v_cmp_gt_u32_e32 vcc, 1, v0");
  EXPECT_TRUE(has(r.out, "an unsigned ordering comparison is not lifted")) << r.out;
  r = edited(s, "global_load_dword v0, v2, s[2:3] glc", "s_load_dword s9, s[2:3], 0x0");
  EXPECT_TRUE(has(r.out, "scalar loads of the test's locations are not lifted")) << r.out;
  // Another family's instruction in a hand-edited file: the dialect refuses it, the test is unknown.
  r = edited(s, "\tbuffer_wbinvl1_vol", "\tbuffer_gl0_inv");
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out,
                  "error: cannot lift: 'buffer_gl0_inv': 'buffer_gl0_inv' is not an instruction of gfx90a (it is one "
                  "of GFX10, GFX11)"))
      << r.out;
  r = edited(s, "\ts_cbranch_vccnz .LBB1_2", "\ts_and_saveexec_b64 s[8:9], vcc");
  EXPECT_TRUE(has(r.out, "an instruction under an exec mask narrowed by s_and_saveexec with no s_cbranch_execz")) << r.out;
  r = edited(s, "\ts_waitcnt vmcnt(0)\n\tbuffer_wbinvl1_vol", "\ts_waitcnt vmcnt(0)\n\tglobal_atomic_umin v2, v1, s[2:3]");
  EXPECT_TRUE(has(r.out, "atomic 'global_atomic_umin' is not lifted")) << r.out;
  // Control flow the lifted test cannot follow, located in the .s file: a branch to a label the
  // kernel lacks, a label defined twice, a kernel that runs past its last instruction.
  r = edited(s, "s_cbranch_vccnz .LBB1_2", "s_cbranch_vccnz .LBB1_77");
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "mp_dev_two_groups-f614e14aaf7e.s:127:18: error: cannot lift: 's_cbranch_vccnz .LBB1_77': a "
                         "branch to '.LBB1_77', which is not a label of kernel clmm_P1"))
      << r.out;
  r = edited(s, ".LBB1_2:\n", ".LBB1_2:\n.LBB1_2:\n");
  EXPECT_TRUE(has(r.out, "cannot lift: label '.LBB1_2' is defined twice in kernel clmm_P1")) << r.out;
  r = edited(s, "\ts_endpgm\n.Ltmp1:", ".Ltmp1:");
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "cannot lift: kernel clmm_P1 does not end with s_endpgm (or s_branch)")) << r.out;
  // tgsplit and CU mode (-mtgsplit, -mcumode) without --mattr: the default mode's model does not
  // describe them (tests/cli/CompileAmdgpuModeTest.cpp checks them with --mattr).
  r = edited(s, ".amdhsa_tg_split 0", ".amdhsa_tg_split 1");
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "was compiled in tgsplit mode (.amdhsa_tg_split 1), which the amdgpu-gfx90a model does not "
                         "describe: give --mattr +tgsplit"))
      << r.out;
  {
    const std::string name = "spin_wait-d7ec0bc6ed81.s";
    std::string text = slurp("tests/compile/amdgpu/fixtures/gfx1100-O2/" + name);
    const std::string wgp = ".amdhsa_workgroup_processor_mode 1";
    size_t at = text.find(wgp);
    ASSERT_NE(at, std::string::npos);
    text.replace(at, wgp.size(), ".amdhsa_workgroup_processor_mode 0");
    s.write("cu/" + name, text);
    r = fromAsm(s.path("cu"), "gfx1100", {"tests/compile/clang/idioms/spin_wait.litmus"});
    EXPECT_EQ(r.rc, 3) << r.out << r.err;
    EXPECT_TRUE(has(r.out, "was compiled in cumode mode (.amdhsa_workgroup_processor_mode 0)")) << r.out;
  }
  // The scalar load of shared data, as clang emits it; the atomic optimiser's rewrite of a
  // fetch_add whose result is unused lifts (one active lane).
  r = fromAsm("tests/compile/amdgpu/fixtures/gfx942-O2", "gfx942",
              {"examples/catalogue/release_sequence_rmw.litmus", "examples/catalogue/barrier_global.litmus"});
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "'s_load_dword s0, s[0:1], 0x0': a scalar load (through the scalar cache)")) << r.out;
  EXPECT_TRUE(has(r.out, "2 tests: 1 sound, 0 unsound, 1 unknown")) << r.out;
}

// The finding (docs/compile-check.md, "What the AMDGPU machine code showed"): clang's system-scope
// release store after a completed store is buffer_wbl2 then the store, with no wait for the
// write-back between them; with s_waitcnt vmcnt(0) added by hand after buffer_wbl2 it is sound.
TEST(CompileAmdgpu, TheSystemScopeWriteBackIsNotWaitedFor) {
  const std::string test = "tests/compile/amdgpu/findings/mp_wbl2_wait.litmus";
  for (const std::string g : {"gfx90a", "gfx942"}) {
    auto r = fromAsm("tests/compile/amdgpu/findings/" + g + "-O2", g, {test});
    EXPECT_EQ(r.rc, 1) << g << r.out << r.err;
    EXPECT_TRUE(has(r.out, "P0 mp_wbl2_wait.litmus:10: atomic_store_explicit(flag, 1, memory_order_release, "
                           "memory_scope_all_svm_devices): compiled too weakly"))
        << g << r.out;
    Scratch s;
    std::string name = "mp_wbl2_wait-f7a6eb93ea29.s";
    std::string text = slurp("tests/compile/amdgpu/findings/" + g + "-O2/" + name);
    const std::string wb = g == "gfx90a" ? "\tbuffer_wbl2\n" : "\tbuffer_wbl2 sc0 sc1\n";
    size_t at = text.find(wb);
    ASSERT_NE(at, std::string::npos) << g;
    text.insert(at + wb.size(), "\ts_waitcnt vmcnt(0)\n");
    s.write("asm/" + name, text);
    r = fromAsm(s.path("asm"), g, {test});
    EXPECT_EQ(r.rc, 0) << g << r.out << r.err;
  }
}

TEST(CompileAmdgpu, OptionErrorsSayWhatToGive) {
  auto r = runClmm({"compile-check", "--compiler", "clang", "--machine-code", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "--machine-code lifts clang's AMDGPU assembly: give --compiler clang --target "
                         "amdgcn-amd-amdhsa (or --asm DIR, which implies them)"))
      << r.err;
  r = runClmm({"compile-check", "--asm", "tests/compile/amdgpu/fixtures/gfx90a-O2", "--mcpu", "gfx999",
               "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "--mcpu 'gfx999' is not a processor clmm models: give gfx90a")) << r.err;
  r = runClmm({"compile-check", "--asm", "tests/compile/amdgpu/fixtures/gfx90a-O2", "--ptx",
               "tests/compile/amdgpu/fixtures/gfx90a-O2", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "--asm and --ptx both name a folder of compiled files: give one")) << r.err;
  r = runClmm({"compile-check", "--asm", "tests/compile/amdgpu/fixtures/gfx90a-O2", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "error: no AMDGPU assembly for this test's emitted source: expected")) << r.err;
}

// -O0 (docs/compile-check.md, "-O0"): clang-19's code keeps every value in private memory and the
// kernel's SGPRs in lanes of a VGPR saved whole with every lane on; message passing with its if,
// store buffering and LDS message passing lift and are sound in every family, and so is the spin,
// whose loop reads a lane no path before it wrote (the structurizer's undefined value, harmless).
const std::vector<std::string> kO0Tests = {"examples/catalogue/mp_dev_two_groups.litmus",
                                           "examples/catalogue/sb_sc_dev.litmus",
                                           "examples/catalogue/mp_local_memory.litmus",
                                           "tests/compile/clang/idioms/spin_wait.litmus"};

TEST(CompileAmdgpu, MinusO0LiftsThroughPrivateMemoryAndLaneSpills) {
  for (const auto& g : kFamilies) {
    auto r = fromAsm("tests/compile/amdgpu/fixtures/" + g + "-O0", g, kO0Tests);
    EXPECT_EQ(r.rc, 0) << g << r.out << r.err;
    EXPECT_TRUE(has(r.out, "4 tests: 4 sound, 0 unsound, 0 unknown")) << g << r.out;
  }
  // The spin's -O0 loop (its break mask's first value a lane no path wrote) is a branch on the
  // loop's condition: out of the loop when the flag is not 0 (docs/amdgpu.md, "-O0 loops").
  auto spin = runClmm({"compile-check", "-q", "--show-lifted", "--asm", "tests/compile/amdgpu/fixtures/gfx90a-O0",
                       "--mcpu", "gfx90a", "tests/compile/clang/idioms/spin_wait.litmus"});
  EXPECT_EQ(spin.rc, 0) << spin.out << spin.err;
  EXPECT_TRUE(has(spin.out, "bne tv1, ts6, L_LBB1_1_o0_exit")) << spin.out;
  EXPECT_TRUE(has(spin.out, "goto L_LBB1_1")) << spin.out;
  // The if's exec mask is a copy of exec and'ed with the comparison; the copy goes through lanes 0
  // and 1 of v0 and back, and restores exec after the if.
  auto r = runClmm({"compile-check", "-q", "--show-lifted", "--asm", "tests/compile/amdgpu/fixtures/gfx90a-O0",
                    "--mcpu", "gfx90a", "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "bne tv1, 1, L_LBB1_2")) << r.out;
  EXPECT_TRUE(has(r.out, "v_mov_b32 tp28, tv0")) << r.out;  // the data's value kept in private memory
}

// clang-22 at -O0 puts an OpenCL kernel's body in a function the kernel calls: the call is inlined
// (lifting/AmdgpuAsmCall.cpp), so the call is no longer what is refused; the kernel's flat scratch
// set-up (gfx90a) and the generic pointers to private memory it and its body make are.
TEST(CompileAmdgpu, AKernelThatCallsItsBodyIsInlined) {
  auto r = fromAsm("tests/compile/amdgpu/clang22-O0", "gfx90a",
                   {"examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_FALSE(has(r.out, "s_swappc_b64")) << r.out;
  EXPECT_TRUE(has(r.out, "'s_add_u32 flat_scratch_lo, s12, s17': expected a register")) << r.out;
  // A call whose target pair is written between the adds and the call is refused at the call.
  auto i = fromAsm("tests/compile/amdgpu/hostile/call-indirect-gfx942", "gfx942",
                   {"examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(i.rc, 3) << i.out << i.err;
  EXPECT_TRUE(has(i.out, "'s_swappc_b64 s[30:31], s[16:17]': a call or jump through a register is not lifted")) << i.out;
  // The body outlined by hand from clang-19's -O2 code: lifted, sound as the code it came from.
  auto o = fromAsm("tests/compile/amdgpu/call/gfx942-outlined", "gfx942", {"examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(o.rc, 0) << o.out << o.err;
  EXPECT_TRUE(has(o.out, "1 test: 1 sound, 0 unsound, 0 unknown")) << o.out;
}

// A weakened -O0 file is caught with its culprit: the invalidation of the acquire dropped (every
// family), the waits dropped (gfx1100: caught with the reads it assumed).
TEST(CompileAmdgpu, MinusO0WeakeningsAreCaught) {
  for (const auto& g : kFamilies) {
    auto r = fromAsm("tests/compile/amdgpu/broken/drop-inv-" + g + "-O0", g, {"examples/catalogue/mp_dev_two_groups.litmus"});
    EXPECT_EQ(r.rc, 1) << g << r.out << r.err;
    EXPECT_TRUE(has(r.out, "responsible: mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire"))
        << g << r.out;
  }
  auto r = fromAsm("tests/compile/amdgpu/broken/drop-wait-gfx1100-O0", "gfx1100", {"examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "lifted as if each load had completed before its register is read")) << r.out;
  EXPECT_TRUE(has(r.out, "responsible: mp_dev_two_groups.litmus:16: atomic_store_explicit(flag, 1, memory_order_release"))
      << r.out;
}

// The clangs that reach all four families (Debian's clang-19 and clang-22).
std::vector<std::string> clangs() {
  std::vector<std::string> out;
  for (const char* c : {"clang-19", "clang-22"})
    if (clmm::findProgram(c)) out.push_back(c);
  return out;
}

TEST(CompileAmdgpuLive, EveryFamilyAtEveryLevelIsNeverUnsound) {
  if (clangs().empty()) GTEST_SKIP() << "neither clang-19 nor clang-22 is on PATH: live AMDGPU compile-check skipped";
  for (const auto& c : clangs())
    for (const auto& g : kFamilies)
      for (const char* level : {"0", "2"}) {
        auto r = runClmm({"compile-check", "-q", "--compiler", "clang", "--clang", c, "--target", "amdgcn-amd-amdhsa",
                          "--machine-code", "--mcpu", g, "-O", level, "tests/compile/clang/idioms/spin_wait.litmus",
                          "examples/catalogue/mp_dev_two_groups.litmus", "examples/catalogue/sb_sc_dev.litmus"});
        EXPECT_TRUE(r.rc == 0 || r.rc == 3) << c << " " << g << " -O" << level << r.out << r.err;
        EXPECT_TRUE(has(r.out, ", 0 unsound,")) << c << " " << g << " -O" << level << r.out;
        if (std::string(level) == "2") {
          EXPECT_EQ(r.rc, 0) << c << " " << g << r.out;
        }
      }
}

// Live: the exec-mask loops of every family at -O1, -O2 and -O3 (docs/compile-check.md, "Exec-mask
// loops"): the divergent spins and the compare-exchange lock are sound, and the read-modify-write
// spin (the atomic optimiser's one-atomic-per-wave rewrite) sound where it lifts (-O2, -O3).
TEST(CompileAmdgpuLive, ExecMaskLoopsAtEveryLevel) {
  if (clangs().empty()) GTEST_SKIP() << "neither clang-19 nor clang-22 is on PATH: live AMDGPU compile-check skipped";
  for (const auto& c : clangs())
    for (const auto& g : kFamilies)
      for (const char* level : {"1", "2", "3"}) {
        // (At the default --unroll 2: each of these is decided there, and --unroll 3 made the ticket
        // lock alone 40 s a family and level.)
        auto r = runClmm({"compile-check", "-q", "--compiler", "clang", "--clang", c, "--target", "amdgcn-amd-amdhsa",
                          "--machine-code", "--mcpu", g, "-O", level, kLoopTests[0], kLoopTests[1],
                          "tests/compile/amdgpu/loops/mp_rmw_spin.litmus", "tests/compile/amdgpu/loops/ticket_lock.litmus"});
        const std::string at = c + " " + g + " -O" + level;
        const bool o1 = std::string(level) == "1";
        EXPECT_EQ(r.rc, o1 ? 3 : 0) << at << r.out << r.err;
        // The ticket lock's rewritten fetch_add lifts (sound).
        EXPECT_TRUE(has(r.out, o1 ? "4 tests: 3 sound, 0 unsound, 1 unknown" : "4 tests: 4 sound, 0 unsound, 0 unknown"))
            << at << r.out;
        // The read-modify-write spin: at -O2 and -O3 its if's join block, placed before the if, is
        // moved after it and the loop lifts (the source's loop of fetch_ors writes back what it
        // reads, an exact await loop: sound); at -O1 it is an exec-mask loop on scc (s_cselect of
        // data), refused.
        EXPECT_TRUE(has(r.out, o1 ? "a select on data is not lifted" : "ok       tests/compile/amdgpu/loops/mp_rmw_spin.litmus"))
            << at << r.out;
        // The compare-exchange lock is a compare-exchange spin (docs/amdgpu.md, "Branches and
        // loops"), decided from --unroll 3 as its source is; checked at -O2 and for clang-22's code
        // only (clang-19's -O2 code is the committed fixture of ctest amdgpu_cas_lock_FAMILY).
        if (std::string(level) != "2" || c != "clang-22") continue;
        r = runClmm({"compile-check", "-q", "--unroll", "3", "--compiler", "clang", "--clang", c, "--target",
                     "amdgcn-amd-amdhsa", "--machine-code", "--mcpu", g, "-O", level,
                     "tests/compile/clang/idioms/cas_lock.litmus"});
        EXPECT_EQ(r.rc, 0) << at << r.out << r.err;
        EXPECT_TRUE(has(r.out, "1 test: 1 sound, 0 unsound, 0 unknown")) << at << r.out;
      }
}

// Live: the atomic optimiser's rewrite of operands other than 1 (docs/compile-check.md, "One atomic
// per wave"): fetch_add by 2 and 3, fetch_or and fetch_and lift and are sound on every family at
// -O1 to -O3 with each clang.
TEST(CompileAmdgpuLive, OneAtomicPerWaveOfAnyOperand) {
  if (clangs().empty()) GTEST_SKIP() << "neither clang-19 nor clang-22 is on PATH: live AMDGPU compile-check skipped";
  for (const auto& c : clangs())
    for (const auto& g : kFamilies)
      for (const char* level : {"1", "2", "3"}) {
        auto r = runClmm({"compile-check", "-q", "--compiler", "clang", "--clang", c, "--target", "amdgcn-amd-amdhsa",
                          "--machine-code", "--mcpu", g, "-O", level, "tests/compile/amdgpu/wave/fetch_arith.litmus",
                          "tests/compile/amdgpu/wave/fetch_bits.litmus"});
        EXPECT_EQ(r.rc, 0) << c << " " << g << " -O" << level << r.out << r.err;
        EXPECT_TRUE(has(r.out, "2 tests: 2 sound, 0 unsound, 0 unknown")) << c << " " << g << " -O" << level << r.out;
      }
}

// Live, -O0: clang-19's code lifts (the catalogue's tests without fences or the atomic
// optimiser) or is refused with its reason, never unsound; a dropped invalidation is caught.
// clang-22 calls the kernel's body, which is inlined (gfx90a: refused at its flat scratch set-up).
TEST(CompileAmdgpuLive, MinusO0LiftsOrIsRefused) {
  if (clangs().empty()) GTEST_SKIP() << "neither clang-19 nor clang-22 is on PATH: live AMDGPU compile-check skipped";
  for (const auto& c : clangs())
    for (const auto& g : kFamilies) {
      std::vector<std::string> args = {"compile-check", "-q", "--compiler", "clang", "--clang", c, "--target",
                                       "amdgcn-amd-amdhsa", "--machine-code", "--mcpu", g, "-O", "0"};
      args.insert(args.end(), kO0Tests.begin(), kO0Tests.end());
      auto r = runClmm(args);
      EXPECT_EQ(r.rc, c == "clang-19" ? 0 : 3) << c << " " << g << r.out << r.err;
      if (c == "clang-19")
        EXPECT_TRUE(has(r.out, "4 tests: 4 sound, 0 unsound, 0 unknown")) << c << " " << g << r.out;
      else if (g == "gfx90a")  // refused at its flat scratch set-up, before the inlined call
        EXPECT_TRUE(has(r.out, "4 tests: 0 sound, 0 unsound, 4 unknown") &&
                    has(r.out, "'s_add_u32 flat_scratch_lo")) << c << " " << g << r.out;
      else  // the body inlined, its generic pointers to private memory lifted; the spin's loop refused
        EXPECT_TRUE(has(r.out, "4 tests: 3 sound, 0 unsound, 1 unknown")) << c << " " << g << r.out;
    }
  for (const auto& c : clangs())
    for (const auto& g : kFamilies) {
      if (c == "clang-22" && g == "gfx90a") continue;
      auto r = runClmm({"compile-check", "-q", "--compiler", "clang", "--target", "amdgcn-amd-amdhsa", "--machine-code",
                        "--mcpu", g, "--compiler-command", "tests/compile/amdgpu-weakening.sh drop-inv " + c + " " + g +
                        " 0 {src} {out}", "examples/catalogue/mp_dev_two_groups.litmus"});
      EXPECT_EQ(r.rc, 1) << c << " " << g << r.out << r.err;
    }
}

TEST(CompileAmdgpuLive, TheWeakeningWrapperIsCaught) {
  if (clangs().empty()) GTEST_SKIP() << "neither clang-19 nor clang-22 is on PATH: live AMDGPU compile-check skipped";
  const std::string c = clangs().front();
  auto run = [&](const std::string& mode, const std::string& g) {
    return runClmm({"compile-check", "-q", "--compiler", "clang", "--target", "amdgcn-amd-amdhsa", "--machine-code",
                    "--mcpu", g, "--compiler-command",
                    "tests/compile/amdgpu-weakening.sh " + mode + " " + c + " " + g + " 2 {src} {out}",
                    "tests/compile/clang/idioms/spin_wait.litmus"});
  };
  for (const auto& g : kFamilies) {
    auto r = run("none", g);
    EXPECT_EQ(r.rc, 0) << g << r.out << r.err;
    r = run("drop-inv", g);
    EXPECT_EQ(r.rc, 1) << g << r.out << r.err;
    EXPECT_TRUE(has(r.out, "P1 spin_wait.litmus:9: atomic_load_explicit(flag, memory_order_acquire")) << g << r.out;
  }
  auto r = run("drop-wb", "gfx942");
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out, "P0 spin_wait.litmus:6: atomic_store_explicit(flag, 1, memory_order_release")) << r.out;
}

}  // namespace
