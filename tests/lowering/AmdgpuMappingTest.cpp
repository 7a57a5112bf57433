// Mapping files whose rules lower to AMDGPU instructions (lowering/AmdgpuTarget.h, docs/amdgpu.md
// "Mapping files"): what a rule's instructions mean (attributes, a wait for two counters on GFX10
// as two instructions), each error at its line and column, and the single weakenings of a rule.
#include <gtest/gtest.h>

#include "events/AmdgpuBits.h"
#include "lowering/AmdgpuTarget.h"
#include "lowering/Mapping.h"
#include "lowering/Weakening.h"
#include "litmus/Parser.h"

namespace {

using namespace clmm;
using namespace clmm::mapping;

Mapping parse(const std::string& text) { return parseMapping(std::make_shared<SourceFile>("m.map", text)); }

std::string errors(const std::string& text) {
  try {
    parse(text);
  } catch (const BadInput& e) {
    std::string s;
    for (const auto& d : e.diagnostics())
      s += (s.empty() ? "" : "\n") + std::to_string(d.range.line) + ":" + std::to_string(d.range.col) + ": " + d.message;
    return s;
  }
  return "";
}

TEST(AmdgpuMapping, InstructionsAndTheirAttributes) {
  Mapping m = parse(
      "target amdgpu GFX1030\n"
      "load order=acquire region=global -> global_load glc dlc; s_waitcnt vmcnt(0) & vscnt(0);\n"
      "   buffer_gl0_inv; buffer_gl1_inv\n"
      "barrier -> s_waitcnt_vscnt null, 0; s_barrier\n");
  EXPECT_EQ(m.processor, "gfx1030");
  EXPECT_EQ(m.family, "gfx10");
  ASSERT_EQ(m.rules.size(), 2u);
  const auto& t = m.rules[0].targets;
  ASSERT_EQ(t.size(), 5u);  // the wait for vmcnt and vscnt is two instructions on GFX10
  EXPECT_EQ(t[0].kind, TargetOp::Kind::Access);
  EXPECT_EQ(t[0].hw, amdgpu::kGlc | amdgpu::kDlc);
  EXPECT_EQ(t[1].hw, amdgpu::kWaitVm);
  EXPECT_EQ(t[2].hw, amdgpu::kWaitVs);
  EXPECT_EQ(t[3].hw, amdgpu::kGl0Inv);
  EXPECT_EQ(amdgpuFenceText(t[2].hw, "gfx10"), "s_waitcnt_vscnt null, 0");
  EXPECT_EQ(m.rules[1].targets[1].kind, TargetOp::Kind::Barrier);
  Mapping g12 = parse("target amdgpu gfx1200\nfence -> s_wait_loadcnt_dscnt 0; global_inv scope:SCOPE_DEV\n");
  EXPECT_EQ(amdgpuFenceText(g12.rules[0].targets[0].hw, "gfx12"), "s_wait_loadcnt_dscnt 0");
  EXPECT_EQ(amdgpuFenceText(g12.rules[0].targets[1].hw, "gfx12"), "global_inv scope:SCOPE_DEV");
}

TEST(AmdgpuMapping, EveryErrorAtItsPlace) {
  EXPECT_EQ(errors("target amdgpu gfx999\n"), "1:15: unknown processor 'gfx999': clmm models gfx90a, gfx940-gfx942, gfx950, gfx10xx, gfx11xx or gfx120x");
  EXPECT_EQ(errors("target ptx sm_90\n"), "1:8: expected 'amdgpu' after 'target' (the one target language besides OpenCL), found 'ptx'");
  EXPECT_EQ(errors("target amdgpu\n"), "1:14: expected a processor after 'target amdgpu' (such as gfx90a), found the end of the line");
  EXPECT_EQ(errors("fence -> nothing\ntarget amdgpu gfx90a\n"), "2:1: 'target' comes before the rules: move it to the top of the file");
  EXPECT_EQ(errors("target amdgpu gfx90a\ntarget amdgpu gfx90a\n"), "2:1: 'target' is given twice");
  EXPECT_EQ(errors("target amdgpu gfx90a\nunmatched keep\n"), "2:11: an AMDGPU mapping lowers every operation: 'unmatched keep' cannot apply (drop it)");
  EXPECT_EQ(errors("unmatched keep\ntarget amdgpu gfx90a\n"), "2:1: an AMDGPU mapping lowers every operation: drop 'unmatched keep' (line 1)");
  const std::string h = "target amdgpu gfx90a\n";
  EXPECT_EQ(errors(h + "load region=global -> global_load sc1\n"), "2:35: 'sc1' is not a cache bit of gfx90a (its bits: glc, slc)");
  EXPECT_EQ(errors(h + "load region=global -> global_store\n"), "2:23: 'global_store' cannot lower load operations: write global_load");
  EXPECT_EQ(errors(h + "load -> global_load\n"), "2:9: 'global_load': an AMDGPU rule with an access names the region of its location (region=global for global_, flat_ and buffer_ instructions, region=local for ds_)");
  EXPECT_EQ(errors(h + "load region=local -> global_load\n"), "2:22: 'global_load' does not reach LDS: write ds_load for region=local");
  EXPECT_EQ(errors(h + "load region=local -> ds_load glc\n"), "2:30: 'glc': ds_ instructions take no cache bits (LDS is not cached)");
  EXPECT_EQ(errors(h + "access region=global -> global_load\n"), "2:25: 'global_load' cannot lower access operations: an AMDGPU rule with an access names its kind (load, store, rmw or cas)");
  EXPECT_EQ(errors(h + "fence -> s_waitcnt vmcnt(1)\n"), "2:20: unknown counter 'vmcnt(1)' (vmcnt(0), lgkmcnt(0))");
  EXPECT_EQ(errors(h + "fence -> s_waitcnt\n"), "2:10: 's_waitcnt' names its counters: s_waitcnt vmcnt(0) lgkmcnt(0)");
  EXPECT_EQ(errors(h + "fence -> s_wait_loadcnt 0\n"), "2:10: 's_wait_loadcnt' is not an instruction of gfx90a: s_wait_* are gfx12 instructions (earlier families write s_waitcnt)");
  EXPECT_EQ(errors(h + "fence -> s_waitcnt_vscnt null, 0\n"), "2:10: 's_waitcnt_vscnt' is not an instruction of gfx90a: the s_waitcnt_*cnt forms are gfx10 and gfx11 instructions");
  EXPECT_EQ(errors(h + "fence -> buffer_gl0_inv\n"), "2:10: 'buffer_gl0_inv' is not an instruction of gfx90a (it is one of GFX10, GFX11)");
  EXPECT_EQ(errors(h + "fence -> buffer_wbl2 sc1\n"), "2:22: 'buffer_wbl2' takes no 'sc1'");
  EXPECT_EQ(errors(h + "fence -> s_dcache_wb\n"), "2:10: unknown AMDGPU instruction 's_dcache_wb' (a rule's instructions: UNIT_load, UNIT_store, UNIT_atomic with UNIT global, flat, buffer or ds and cache bits; s_waitcnt, s_waitcnt_vscnt, s_wait_*; buffer_wbinvl1_vol, buffer_invl2, buffer_wbl2, buffer_inv, buffer_gl0_inv, buffer_gl1_inv, global_inv, global_wb; s_barrier)");
  EXPECT_EQ(errors(h + "barrier -> s_barrier 0\n"), "2:22: s_barrier takes no operands");
  EXPECT_EQ(errors(h + "fence -> s_waitcnt vmcnt(\n"), "2:26: expected a count in 'vmcnt(', found the end of the line");
  EXPECT_EQ(errors(h + "fence -> s_waitcnt vmcnt(0\n"), "2:27: expected ')' after the count, found the end of the line");
  EXPECT_EQ(errors(h + "fence -> s_waitcnt =\n"), "2:20: expected a bit, counter or operand after 's_waitcnt', found '='");
  EXPECT_EQ(errors(h + "fence -> ;\n"), "2:10: expected an AMDGPU instruction in this rule, found ';'");
  const std::string g10 = "target amdgpu gfx1100\n";
  EXPECT_EQ(errors(g10 + "fence -> s_waitcnt_vscnt null, 1\n"), "2:32: a count of '1': only waits for every outstanding operation (count 0) are modelled; write s_waitcnt_vscnt null, 0");
  EXPECT_EQ(errors(g10 + "fence -> s_waitcnt_vscnt 0\n"), "2:10: write 's_waitcnt_vscnt null, 0'");
  EXPECT_EQ(errors(g10 + "fence -> s_waitcnt 0\n"), "");
  const std::string g12 = "target amdgpu gfx1200\n";
  EXPECT_EQ(errors(g12 + "fence -> s_waitcnt vmcnt(0)\n"), "2:10: 's_waitcnt' is not an instruction of gfx1200: gfx12 waits with s_wait_loadcnt, s_wait_storecnt and s_wait_dscnt");
  EXPECT_EQ(errors(g12 + "fence -> s_wait_storecnt\n"), "2:10: write 's_wait_storecnt 0'");
  EXPECT_EQ(errors(g12 + "fence -> global_inv scope:SCOPE_WG\n"), "2:21: unknown scope 'scope:SCOPE_WG': write scope:SCOPE_CU, scope:SCOPE_SE, scope:SCOPE_DEV or scope:SCOPE_SYS");
  EXPECT_EQ(errors(g12 + "load region=global -> global_load glc\n"), "2:35: 'glc' is not a cache bit of gfx1200 (its bits: scope:SCOPE_CU, scope:SCOPE_SE, scope:SCOPE_DEV, scope:SCOPE_SYS)");
  // A second scope (found by fuzz_amdgpu in the dialect; the mappings read words the same way).
  EXPECT_EQ(errors(g12 + "fence -> global_inv scope:SCOPE_DEV scope:SCOPE_SYS\n"),
            "2:37: a second scope ('scope:SCOPE_SYS' after 'scope:SCOPE_DEV'): an instruction has one scope; keep the one you mean");
  EXPECT_EQ(errors(g12 + "load region=global -> global_load scope:SCOPE_SE scope:SCOPE_CU\n"),
            "2:50: a second scope ('scope:SCOPE_CU' after 'scope:SCOPE_SE'): an instruction has one scope; keep the one you mean");
  EXPECT_EQ(errors(g12 + "fence -> global_inv sc1\n"), "2:21: 'global_inv' takes no 'sc1' (its scope: scope:SCOPE_*)");
  EXPECT_EQ(errors("target amdgpu gfx942\nfence -> buffer_inv glc\n"), "2:21: 'buffer_inv' takes no 'glc' (its scope: sc0, sc1)");
}

// `target amdgpu PROCESSOR:FEATURE...`: the litmus header's target features, read by the same
// function (amdgpu::readFeatures), with the same messages, each at its column.
TEST(AmdgpuMapping, TargetFeaturesAsTheHeaderReadsThem) {
  EXPECT_EQ(parse("target amdgpu gfx90a:tgsplit\n").processor, "gfx90a:tgsplit");
  EXPECT_EQ(parse("target amdgpu gfx942:xnack-:tgsplit+\n").processor, "gfx942:tgsplit");
  EXPECT_EQ(parse("target amdgpu GFX1100:CUMODE\n").processor, "gfx1100:cumode");
  EXPECT_EQ(parse("target amdgpu gfx1200:cumode-\n").processor, "gfx1200");  // off: the default mode
  EXPECT_EQ(parse("target amdgpu gfx90a:tgsplit\n").family, "gfx90a");
  EXPECT_EQ(errors("target amdgpu gfx1100:tgsplit\n"),
            "1:23: 'tgsplit' is not a feature of gfx1100: threadgroup split mode is gfx90a's and gfx940-gfx950's (GFX10-GFX12 have cumode)");
  EXPECT_EQ(errors("target amdgpu gfx90a:cumode\n"),
            "1:22: 'cumode' is not a feature of gfx90a: CU and WGP wavefront execution modes are GFX10-GFX12's (gfx90a and gfx940-gfx950 have tgsplit)");
  EXPECT_EQ(errors("target amdgpu gfx90a:xnack:tgsplit:xnack+\n"), "1:36: target feature 'xnack' is named twice");
  EXPECT_EQ(errors("target amdgpu gfx90a:\n"), "1:22: an empty target feature after ':': write gfx90a:FEATURE");
  EXPECT_EQ(errors("target amdgpu gfx90a:wavefrontsize64\n"),
            "1:22: unknown target feature 'wavefrontsize64' of gfx90a: write tgsplit (the mode the model reads; docs/amdgpu.md, \"Modes\"), xnack or sramecc, each followed by + (on, as none) or - (off)");
  // A feature after a space is not the processor's: the line has something after the target.
  EXPECT_EQ(errors("target amdgpu gfx90a :tgsplit\n"), "1:22: expected the end of the line, found ':'");
  // No LDS in tgsplit mode: a ds_ instruction is refused as the dialect refuses it.
  EXPECT_EQ(errors("target amdgpu gfx90a:tgsplit\nload region=local -> ds_load\n"),
            "2:22: 'ds_load': in tgsplit mode no LDS is allocated (the wavefronts of a work-group may be on different "
            "CUs): a gfx90a:tgsplit mapping cannot use ds_ instructions (drop the region=local rules)");
  EXPECT_EQ(errors("target amdgpu gfx90a\nload region=local -> ds_load\n"), "");
  // The same feature list in a litmus header gives the same message.
  auto src = std::make_shared<SourceFile>("t.litmus", "AMDGPU gfx1100:tgsplit T\n{ x=0; }\n P0 ;\n global_store_b32 [x], 1 ;\nexists (x=1)\n");
  DiagnosticSink sink(src);
  try {
    parseLitmus(src, sink);
    ADD_FAILURE() << "the header's feature was accepted";
  } catch (const BadInput& e) {
    EXPECT_NE(e.formatted().find("'tgsplit' is not a feature of gfx1100: threadgroup split mode is gfx90a's"), std::string::npos)
        << e.formatted();
  }
}

TEST(AmdgpuMapping, SingleWeakeningsDropEachPart) {
  Mapping m = parse(
      "target amdgpu gfx942\n"
      "load order=acquire region=global -> global_load sc1; s_waitcnt vmcnt(0) lgkmcnt(0); buffer_inv sc0 sc1\n");
  std::vector<std::string> what;
  for (const auto& w : singleWeakenings(m)) what.push_back(w.what);
  EXPECT_EQ(what, (std::vector<std::string>{"drop 'sc1' from 'the access sc1'", "drop 's_waitcnt vmcnt(0) lgkmcnt(0)'",
                                            "drop 'vmcnt/loadcnt' from 's_waitcnt vmcnt(0) lgkmcnt(0)'",
                                            "drop 'lgkmcnt/dscnt' from 's_waitcnt vmcnt(0) lgkmcnt(0)'",
                                            "drop 'buffer_inv sc0 sc1'", "drop 'sc0' from 'buffer_inv sc0 sc1'",
                                            "drop 'sc1' from 'buffer_inv sc0 sc1'"}));
  Mapping g12 = parse("target amdgpu gfx1200\nstore region=global -> global_store scope:SCOPE_SYS\n");
  auto ws = singleWeakenings(g12);
  ASSERT_EQ(ws.size(), 1u);
  EXPECT_EQ(ws[0].what, "lower the scope of 'the access scope:SCOPE_SYS' to scope:SCOPE_DEV");
  EXPECT_EQ(ws[0].mapping.rules[0].targets[0].hw, amdgpu::kScopeDev);
}

// The lowered test printed in the AMDGPU dialect, or the located error ("LINE:COL: message").
std::string lowered(const std::string& map, const std::string& test) {
  Mapping m = parse(map);
  auto file = std::make_shared<SourceFile>("t.litmus", test);
  DiagnosticSink sink(file);
  ast::Test t = parseLitmus(file, sink, false);
  try {
    applyMapping(m, t);
    return printAmdgpuTest(t, m.processor);
  } catch (const BadInput& e) {
    const auto& d = e.diagnostics().at(0);
    return std::to_string(d.range.line) + ":" + std::to_string(d.range.col) + ": " + d.message;
  }
}

const std::string kMap =
    "target amdgpu gfx90a\n"
    "load region=global -> global_load glc\nstore region=global -> s_waitcnt vmcnt(0); global_store\n"
    "rmw region=global -> global_atomic\nfence -> s_waitcnt vmcnt(0)\nbarrier -> s_barrier\n";

std::string test(const std::string& p0, const std::string& head1 = "P1@wg 1, dev 0", const std::string& p1 = "") {
  return "OpenCL T\n{ x=0; y=0; }\nP0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {\n" + p0 +
         "}\n" + head1 + " (global atomic_int* x) {\n" + p1 + "}\nexists (x=1)\n";
}

TEST(AmdgpuMapping, TheLoweredTestInTheDialect) {
  std::string out = lowered(kMap, test("  atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);\n"
                                       "  int r0 = *y;\n  int e = 0;\n"
                                       "  atomic_compare_exchange_strong_explicit(x, &e, 2, memory_order_relaxed, "
                                       "memory_order_relaxed, memory_scope_device);\n",
                                       "P1@wg 1, dev 0", "  atomic_fetch_add_explicit(x, 1, memory_order_relaxed, memory_scope_device);\n"));
  EXPECT_NE(out.find("AMDGPU gfx90a T\n"), std::string::npos) << out;
  EXPECT_NE(out.find(" P0@wg 0,agent 0"), std::string::npos) << out;
  for (const char* i : {"s_waitcnt vmcnt(0)", "global_store_dword [x], 1", "global_load_dword r0, [y]",
                        "v_mov_b32 e, 0", "global_atomic_cmpswap e, [x], e, 2", "global_atomic_add [x], 1"})
    EXPECT_NE(out.find(i), std::string::npos) << i << "\n" << out;
}

// A read-modify-write whose value the source does not use (a statement of its own) is lowered
// without return, by the rule for `result=unused` where there is one (LLVM's "no return" rows);
// one whose value is read returns it. An LDS exchange has no form without return.
TEST(AmdgpuMapping, ReadModifyWritesWithoutReturn) {
  const std::string map =
      "target amdgpu gfx1100\n"
      "rmw order=acquire region=global result=unused -> global_atomic; s_waitcnt vscnt(0); buffer_gl0_inv\n"
      "rmw order=acquire region=global -> global_atomic; s_waitcnt vmcnt(0); buffer_gl0_inv\n"
      "rmw region=local -> ds_atomic\n";
  const std::string head = "OpenCL T\n{ x=0; }\nP0@wg 0, dev 0 (global atomic_int* x, local atomic_int* l) {\n";
  const std::string tail = "}\nP1@wg 0, sg 1, dev 0 (local atomic_int* l) {\n}\nexists (x=1)\n";
  std::string out = lowered(map, head + "  atomic_fetch_add_explicit(x, 1, memory_order_acquire, memory_scope_device);\n"
                                        "  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_acquire, "
                                        "memory_scope_device);\n  atomic_fetch_add_explicit(l, 1, memory_order_relaxed, "
                                        "memory_scope_work_group);\n  atomic_exchange_explicit(l, 1, "
                                        "memory_order_relaxed, memory_scope_work_group);\n" + tail);
  for (const char* i : {"global_atomic_add [x], 1", "s_waitcnt_vscnt null, 0", "global_atomic_add r0, [x], 1",
                        "s_waitcnt vmcnt(0)", "ds_add_u32 [l], 1", "ds_wrxchg_rtn_b32 rmw0, [l], 1"})
    EXPECT_NE(out.find(i), std::string::npos) << i << "\n" << out;
  EXPECT_LT(out.find("s_waitcnt_vscnt null, 0"), out.find("global_atomic_add r0")) << out;
  EXPECT_EQ(lowered("target amdgpu gfx1100\nrmw region=global result=used -> global_atomic\n",
                    head + "  atomic_fetch_add_explicit(x, 1, memory_order_acquire, memory_scope_device);\n" + tail),
            "4:3: no rule of m.map matches this rmw (order acquire, scope device, region global, result unused)");
}

// An if and a while become labels and branches on registers; memory their test reads is loaded
// into a register of its own first, and && and || evaluate their right operand only when C does.
TEST(AmdgpuMapping, BranchesAndLoops) {
  std::string out = lowered(kMap, test("  int r1 = 0;\n"
                                       "  if (atomic_load_explicit(x, memory_order_acquire, memory_scope_device) == 1) {\n"
                                       "    r1 = *y;\n  } else {\n    r1 = 2;\n  }\n"
                                       "  while (atomic_load_explicit(x, memory_order_relaxed, memory_scope_device) != 2 "
                                       "&& r1 == 0) {}\n"
                                       "  if (!r1 || *y != 1) r1 = 3;\n"));
  for (const char* i : {"global_load_dword c0, [x] glc", "bne c0, 1, L0", "global_load_dword r1, [y]", "goto L1",
                        "L0:", "v_mov_b32 r1, 2", "L1:", "L2:", "global_load_dword c1, [x] glc", "beq c1, 2, L3",
                        "bne r1, 0, L3", "goto L2", "L3:", "beq r1, 0, L5", "global_load_dword c2, [y]",
                        "beq c2, 1, L4", "L5:", "v_mov_b32 r1, 3", "L4:"})
    EXPECT_NE(out.find(i), std::string::npos) << i << "\n" << out;
  // A branch on a loaded register waits for the load's counter first (as the compiler must), unless
  // a wait of a rule came between; a loop's head waits for what its turn loaded.
  auto inOrder = [](const std::string& text, const std::vector<std::string>& parts) {
    size_t at = 0;
    for (const auto& p : parts) {
      at = text.find(p, at);
      if (at == std::string::npos) return false;
      at += p.size();
    }
    return true;
  };
  EXPECT_TRUE(inOrder(out, {"global_load_dword c0, [x] glc", "s_waitcnt vmcnt(0)", "bne c0, 1, L0"})) << out;
  std::string waited = lowered(kMap, test("  int r0 = *y;\n  atomic_store_explicit(x, 1, memory_order_relaxed, "
                                          "memory_scope_device);\n  if (r0 == 1) r0 = 2;\n  int r1 = *y;\n"
                                          "  while (r1 == 0) { r1 = *y; }\n"));
  EXPECT_TRUE(inOrder(waited, {"global_load_dword r0, [y]", "s_waitcnt vmcnt(0)", "global_store_dword [x], 1",
                               "bne r0, 1, L0", "v_mov_b32 r0, 2", "global_load_dword r1, [y]", "L1:",
                               "s_waitcnt vmcnt(0)", "bne r1, 0, L2", "global_load_dword r1, [y]", "goto L1"}))
      << waited;
  EXPECT_EQ(waited.find("s_waitcnt vmcnt(0)", waited.find("s_waitcnt vmcnt(0)") + 1),
            waited.find("s_waitcnt vmcnt(0)", waited.find("L1:")))
      << waited;
  std::string lds = lowered(kMap, "OpenCL T\n{ l=0; }\nP0@wg 0 (local int* l) {\n  if (*l == 1) *l = 2;\n}\n"
                                  "exists (l=0)\n");
  EXPECT_TRUE(inOrder(lds, {"ds_read_b32 c0, [l]", "s_waitcnt lgkmcnt(0)", "bne c0, 1, L0", "ds_write_b32 [l], 2"}))
      << lds;
  // A register the printer adds is not one of the test's.
  std::string own = lowered(kMap, test("  int c0 = 0;\n  if (*y == 1) c0 = 1;\n"));
  EXPECT_NE(own.find("global_load_dword c1, [y]"), std::string::npos) << own;
}

TEST(AmdgpuMapping, WhatHasNoAmdgpuFormIsLocated) {
  const std::string form =
      " has no AMDGPU form here: an AMDGPU target takes memory accesses, fences, barriers, and if and while on "
      "registers, memory and numbers compared with == or != (AMDGPU tests have no register arithmetic, docs/amdgpu.md)";
  EXPECT_EQ(lowered(kMap, test("  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);\n"
                               "  if (r0 < 1) atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);\n")),
            "5:7: this test" + form);
  EXPECT_EQ(lowered(kMap, test("  int r0 = 1;\n  int r1 = r0 + 1;\n")), "5:12: this value" + form);
  EXPECT_EQ(lowered(kMap, test("  if (atomic_fetch_add_explicit(x, 1, memory_order_relaxed, memory_scope_device)) {}\n")),
            "4:7: this read-modify-write in a test" + form);
  EXPECT_EQ(lowered(kMap, test("  int e = 0;\n  int ok = atomic_compare_exchange_strong_explicit(x, &e, 2, "
                               "memory_order_relaxed, memory_order_relaxed, memory_scope_device);\n")),
            "5:12: the success flag of this compare-exchange" + form);
  EXPECT_EQ(lowered(kMap, "OpenCL T\n{ x=0; }\nP0@sg 0, wg 0 (global atomic_int* x) {\n}\n"
                          "P1@sg 0, wg 0 (global atomic_int* x) {\n}\nexists (x=0)\n"),
            "5:1: P1 and P0 share a sub-group: each thread of an AMDGPU test is a wavefront of its own (one active "
            "lane), so two work-items of one sub-group have no AMDGPU form");
  EXPECT_EQ(lowered("target amdgpu gfx90a\nfence -> nothing\n",
                    test("  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);\n")),
            "4:3: no rule of m.map matches this store (order relaxed, scope device, region global)");
}

}  // namespace
