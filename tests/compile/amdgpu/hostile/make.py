#!/usr/bin/env python3
# Writes the hostile hand-edited machine code of tests/amdgpu/CMakeLists.txt ("Hostile hand
# edits"): each folder is one compiled kernel file of tests/compile/amdgpu/fixtures with one edit
# that changes its meaning. Run from the repository root; the folders are committed, so this only
# documents (and can redo) each edit.
import os
import sys

FIX = "tests/compile/amdgpu/fixtures"
MP = "mp_dev_two_groups-f614e14aaf7e.s"

# (folder, fixture family, [(line, action, text)]): action "replace" replaces the .s line, "after"
# inserts lines after it, "delete" deletes it. Lines are the fixture's, 1-based.
# P1's private segment enabled, 8 bytes (the -O2 kernels have none; scratch_ past it is refused).
PRIVATE8 = [("P1 .amdhsa_private_segment_fixed_size 0", "replace", ["\t\t.amdhsa_private_segment_fixed_size 8"]),
            ("P1 .amdhsa_enable_private_segment 0", "replace", ["\t\t.amdhsa_enable_private_segment 1"])]

EDITS = [
    # gfx90a: P0 stores data (19) and flag (22) from v1 = 1 (17); P1 loads flag (121), waits (122),
    # compares (125), branches (127), loads data into v1 = -1 (118, 130), stores both (134).
    ("mov-changes-value-gfx90a", "gfx90a", [(19, "after", ["\tv_mov_b32_e32 v1, 2"])]),
    # v5 is 4 on the branch's path and 0 on the other: its copy after the join is no number the
    # lifter knows (refused as an offset), not the number of the path that comes last in the text.
    ("stale-number-move-gfx90a", "gfx90a", [(125, "after", ["\tv_mov_b32_e32 v5, 4"]), (130, "after", ["\tv_mov_b32_e32 v5, 0"]),
                                            (133, "after", ["\tv_mov_b32_e32 v6, v5", "\tglobal_store_dword v6, v0, s[2:3]"])]),
    # A wave-level instruction the lifter has no rule for (the first set lane of a mask).
    ("wave-level-ff1-gfx90a", "gfx90a", [(19, "after", ["\ts_ff1_i32_b64 s10, s[0:1]"])]),
    ("store-other-address-gfx90a", "gfx90a", [(19, "replace", ["\tglobal_store_dword v0, v1, s[2:3]"])]),
    ("condition-flipped-gfx90a", "gfx90a", [(125, "replace", ["\tv_cmp_eq_u32_e32 vcc, 1, v0"])]),
    ("dpp-move-gfx90a", "gfx90a", [(17, "replace", ["\tv_mov_b32_dpp v1, v1 row_shr:1 bank_mask:0xf"])]),
    ("add-gfx90a", "gfx90a", [(17, "after", ["\tv_add_u32_e32 v1, 1, v1"])]),
    ("unset-on-path-gfx90a", "gfx90a", [(118, "delete", [])]),
    ("cache-bit-other-family-gfx90a", "gfx90a", [(121, "replace", ["\tglobal_load_dword v0, v2, s[2:3] sc1"])]),
    ("cache-op-other-family-gfx90a", "gfx90a", [(123, "replace", ["\tbuffer_gl0_inv"])]),
    ("cache-op-bit-gfx90a", "gfx90a", [(123, "replace", ["\tbuffer_wbinvl1_vol glc"])]),
    ("waitcnt-imm-gfx90a", "gfx90a", [(122, "replace", ["\ts_waitcnt 0xf70"])]),
    ("waitcnt-imm-partial-gfx90a", "gfx90a", [(122, "replace", ["\ts_waitcnt 0xf71"])]),
    ("waitcnt-imm-bits-gfx90a", "gfx90a", [(122, "replace", ["\ts_waitcnt 0xff0"])]),
    ("waitcnt-twice-gfx90a", "gfx90a", [(122, "replace", ["\ts_waitcnt vmcnt(1) vmcnt(0)"])]),
    ("vscnt-on-gfx90a", "gfx90a", [(21, "replace", ["\ts_waitcnt_vscnt null, 0x0"])]),
    ("buffer-global-gfx90a", "gfx90a", [(122, "after", ["\tbuffer_store_dword v0, off, s[0:3], 0 offset:4"])]),
    ("wait-gfx12-on-gfx90a", "gfx90a", [(122, "replace", ["\ts_wait_loadcnt 0x0"])]),
    ("waitcnt-imm-16bit-gfx90a", "gfx90a", [(122, "replace", ["\ts_waitcnt 0x10000"])]),
    ("waitcnt-imm-words-gfx90a", "gfx90a", [(122, "replace", ["\ts_waitcnt 0 vmcnt(0)"])]),
    ("move-modifier-gfx90a", "gfx90a", [(17, "replace", ["\tv_mov_b32_e32 v1, 1 clamp"])]),
    ("compare-modifier-gfx90a", "gfx90a", [(125, "replace", ["\tv_cmp_ne_u32_e32 vcc, 1, v0 clamp"])]),
    ("buffer-indexed-gfx90a", "gfx90a", [(122, "after", ["\tbuffer_store_dword v0, v2, s[0:3], 0"])]),
    ("buffer-offen-no-vaddr-gfx90a", "gfx90a", [(122, "after", ["\tbuffer_store_dword v0, off, s[0:3], 0 offen"])]),
    ("buffer-resource-size-gfx90a", "gfx90a", [(122, "after", ["\tbuffer_store_dword v0, off, s[0:1], 0"])]),
    # P1's branch as an if on the exec mask (lifted), then the mask's hostile variants.
    ("exec-if-gfx90a", "gfx90a", [(125, "replace", ["\tv_cmp_eq_u32_e32 vcc, 1, v0", "\ts_and_saveexec_b64 s[8:9], vcc"]),
                                  (127, "replace", ["\ts_cbranch_execz .LBB1_2"]),
                                  (131, "after", ["\ts_or_b64 exec, exec, s[8:9]"])]),
    ("exec-no-branch-gfx90a", "gfx90a", [(125, "replace", ["\tv_cmp_eq_u32_e32 vcc, 1, v0", "\ts_and_saveexec_b64 s[8:9], vcc"]),
                                         (127, "delete", []),
                                         (131, "after", ["\ts_or_b64 exec, exec, s[8:9]"])]),
    ("exec-not-restored-gfx90a", "gfx90a", [(125, "replace", ["\tv_cmp_eq_u32_e32 vcc, 1, v0", "\ts_and_saveexec_b64 s[8:9], vcc"]),
                                            (127, "replace", ["\ts_cbranch_execz .LBB1_2"])]),
    ("exec-saved-overwritten-gfx90a", "gfx90a", [(125, "replace", ["\tv_cmp_eq_u32_e32 vcc, 1, v0", "\ts_and_saveexec_b64 s[8:9], vcc"]),
                                                 (127, "replace", ["\ts_cbranch_execz .LBB1_2"]),
                                                 (130, "after", ["\ts_mov_b32 s8, 0"]),
                                                 (131, "after", ["\ts_or_b64 exec, exec, s[8:9]"])]),
    ("exec-cond-overwritten-gfx90a", "gfx90a", [(125, "replace", ["\tv_readfirstlane_b32 s10, v0", "\tv_cmp_eq_u32_e32 vcc, 1, s10",
                                                                  "\ts_and_saveexec_b64 s[8:9], vcc", "\ts_mov_b64 s[10:11], 1"]),
                                                (127, "replace", ["\ts_cbranch_execz .LBB1_2"]),
                                                (131, "after", ["\ts_or_b64 exec, exec, s[8:9]"])]),
    ("exec-label-inside-gfx90a", "gfx90a", [(125, "replace", ["\tv_cmp_eq_u32_e32 vcc, 1, v0", "\ts_and_saveexec_b64 s[8:9], vcc",
                                                              ".LBB1_3:"]),
                                            (127, "replace", ["\ts_cbranch_execz .LBB1_2"]),
                                            (131, "after", ["\ts_or_b64 exec, exec, s[8:9]"])]),
    ("exec-backward-gfx90a", "gfx90a", [(123, "after", [".LBB1_3:"]),
                                        (125, "replace", ["\tv_cmp_eq_u32_e32 vcc, 1, v0", "\ts_and_saveexec_b64 s[8:9], vcc"]),
                                        (127, "replace", ["\ts_cbranch_execz .LBB1_3"])]),
    ("output-one-path-gfx90a", "gfx90a", [(127, "replace", ["\ts_cbranch_vccnz .LBB1_3"]), (135, "after", [".LBB1_3:"])]),
    ("load-other-register-gfx90a", "gfx90a", [(130, "replace", ["\tglobal_load_dword v0, v2, s[0:1]"])]),
    ("exec-loop-gfx90a", "gfx90a", [(127, "replace", ["\ts_andn2_b64 exec, exec, vcc", "\ts_cbranch_execnz .LBB1_2"])]),
    # gfx1100: P0's release wait; P1 loads the flag (v0) and waits (vmcnt(0), 8 lines on).
    ("vscnt-partial-gfx1100", "gfx1100", [("P0 s_waitcnt_vscnt null, 0x0", "replace", ["\ts_waitcnt_vscnt null, 0x1"])]),
    ("vscnt-none-gfx1100", "gfx1100", [("P0 s_waitcnt_vscnt null, 0x0", "replace", ["\ts_waitcnt_vscnt null, 0x3f"])]),
    ("vscnt-bits-gfx1100", "gfx1100", [("P0 s_waitcnt_vscnt null, 0x0", "replace", ["\ts_waitcnt_vscnt null, 0x40"])]),
    ("scratch-roundtrip-gfx1100", "gfx1100", PRIVATE8 + [("P1 s_waitcnt vmcnt(0)", "after",
        ["\tv_mov_b32_e32 v5, 4", "\tscratch_store_b32 v5, v0, off", "\tscratch_load_b32 v3, off, off offset:4",
         "\ts_waitcnt vmcnt(0)"]), ("P1 v_cmp_ne_u32_e32 vcc_lo, 1, v0", "replace", ["\tv_cmp_ne_u32_e32 vcc_lo, 1, v3"])]),
    ("scratch-other-slot-gfx1100", "gfx1100", PRIVATE8 + [("P1 s_waitcnt vmcnt(0)", "after",
        ["\tv_mov_b32_e32 v5, 4", "\tscratch_store_b32 v5, v0, off", "\tscratch_load_b32 v3, off, off",
         "\ts_waitcnt vmcnt(0)"]), ("P1 v_cmp_ne_u32_e32 vcc_lo, 1, v0", "replace", ["\tv_cmp_ne_u32_e32 vcc_lo, 1, v3"])]),
    ("vscnt-16bit-gfx1100", "gfx1100", [("P0 s_waitcnt_vscnt null, 0x0", "replace", ["\ts_waitcnt_vscnt null, 0x10000"])]),
    ("scratch-operands-gfx1100", "gfx1100", [("P1 s_waitcnt vmcnt(0)", "after", ["\tscratch_store_b32 off, v0"])]),
    ("scratch-offset-gfx1100", "gfx1100", [("P1 s_waitcnt vmcnt(0)", "after", ["\tscratch_store_b32 off, v0, off offset:x4"])]),
    ("scratch-modifier-gfx1100", "gfx1100", [("P1 s_waitcnt vmcnt(0)", "after", ["\tscratch_store_b32 off, v0, off glc"])]),
    ("scratch-computed-gfx1100", "gfx1100", [("P1 s_waitcnt vmcnt(0)", "after", ["\tscratch_store_b32 v0, v0, off"])]),
    ("scratch-unset-value-gfx1100", "gfx1100", PRIVATE8 + [("P1 s_waitcnt vmcnt(0)", "after", ["\tscratch_store_b32 off, v7, off"])]),
    ("scratch-wide-gfx1100", "gfx1100", [("P1 s_waitcnt vmcnt(0)", "after", ["\tscratch_store_b96 off, v[0:2], off"])]),
    # gfx1200: P1's acquire wait after the flag load.
    ("packed-loadcnt-gfx1200", "gfx1200", [("P1 s_wait_loadcnt 0x0", "replace", ["\ts_wait_loadcnt_dscnt 0x100"])]),
    ("packed-zero-gfx1200", "gfx1200", [("P1 s_wait_loadcnt 0x0", "replace", ["\ts_wait_loadcnt_dscnt 0x0"])]),
    ("packed-none-gfx1200", "gfx1200", [("P1 s_wait_loadcnt 0x0", "replace", ["\ts_wait_loadcnt_dscnt 0x3f00"])]),
    ("packed-dscnt-only-gfx1200", "gfx1200", [("P1 s_wait_loadcnt 0x0", "replace", ["\ts_wait_loadcnt_dscnt 0x3f"])]),
    ("packed-bits-gfx1200", "gfx1200", [("P1 s_wait_loadcnt 0x0", "replace", ["\ts_wait_loadcnt_dscnt 0x4000"])]),
    ("packed-four-gfx1200", "gfx1200", [("P1 s_wait_loadcnt 0x0", "replace", ["\ts_wait_loadcnt_dscnt 0x400"])]),
    ("scope-unknown-gfx1200", "gfx1200", [("P1 global_load_b32 v0, v2, s[6:7] scope:SCOPE_DEV", "replace",
        ["\tglobal_load_b32 v0, v2, s[6:7] scope:SCOPE_AGENT"])]),
    ("packed-16bit-gfx1200", "gfx1200", [("P1 s_wait_loadcnt 0x0", "replace", ["\ts_wait_loadcnt_dscnt 0x10000"])]),
    ("waitcnt-on-gfx1200", "gfx1200", [("P1 s_wait_loadcnt 0x0", "replace", ["\ts_waitcnt vmcnt(0)"])]),
    # Values the reader took loosely (found with tests/fuzz's amdlift check): an argument offset past
    # 64 bits, a descriptor flag that overflowed the kernarg SGPR's number, a negative tgsplit flag
    # read as no flag; and two scopes on one gfx12 instruction (refused by the dialect).
    ("metadata-offset-huge-gfx90a", "gfx90a", [(306, "replace", ["        .offset:         99999999999999999999"])]),
    ("directive-flag-huge-gfx90a", "gfx90a",
     [(33, "replace", ["\t\t.amdhsa_user_sgpr_private_segment_buffer 1000000000"])]),
    ("tgsplit-negative-gfx90a", "gfx90a", [(62, "replace", ["\t\t.amdhsa_tg_split -1"])]),
    ("scope-twice-gfx1200", "gfx1200", [("P1 global_load_b32 v0, v2, s[6:7] scope:SCOPE_DEV", "replace",
        ["\tglobal_load_b32 v0, v2, s[6:7] scope:SCOPE_SE scope:SCOPE_DEV"])]),
]


# (folder, fixture family, fixture file, edits): edits of another fixture. The kernels of
# mp_local_memory declared tgsplit (.amdhsa_tg_split 1), where no LDS is allocated.
OTHER = [
    ("tgsplit-lds-gfx90a", "gfx90a", "mp_local_memory-61ccf4b29c67.s",
     [(n, "replace", ["\t\t.amdhsa_tg_split 1"]) for n in (62, 175)]),
]

# Exec-mask loops (docs/compile-check.md, "Exec-mask loops"): P1 of mp_divergent_spin waits in
# `s_mov_b64 s[0:1], 0; .LBB1_1: ...; v_cmp_ne_u32_e32 vcc, v2, v1; s_or_b64 s[0:1], vcc, s[0:1];
# s_andn2_b64 exec, exec, s[0:1]; s_cbranch_execnz .LBB1_1; s_or_b64 exec, exec, s[0:1]`
# (s_or_b32/s_and_not1_b32 on exec_lo with s4 on gfx1100).
SPIN = "mp_divergent_spin-9df7840a1db7.s"
CMP = "P1 v_cmp_ne_u32_e32 vcc, v2, v1"
ACC = "P1 s_or_b64 s[0:1], vcc, s[0:1]"
NARROW = "P1 s_andn2_b64 exec, exec, s[0:1]"
BACK = "P1 s_cbranch_execnz .LBB1_1"
RESTORE = "P1 s_or_b64 exec, exec, s[0:1]"
ZERO = "P1 s_mov_b64 s[0:1], 0"
OTHER += [(f, g, SPIN, e) for f, g, e in [
    ("loop-exit-flipped-gfx90a", "gfx90a", [(CMP, "replace", ["\tv_cmp_eq_u32_e32 vcc, v2, v1"])]),
    ("loop-exit-flipped-gfx1100", "gfx1100", [("P1 v_cmp_ne_u32_e32 vcc_lo, v2, v1", "replace",
                                               ["\tv_cmp_eq_u32_e32 vcc_lo, v2, v1"])]),
    ("loop-mask-full-gfx90a", "gfx90a", [(ZERO, "replace", ["\ts_mov_b64 s[0:1], -1"])]),
    ("loop-mask-unset-gfx90a", "gfx90a", [(ZERO, "delete", [])]),
    ("loop-mask-set-inside-gfx90a", "gfx90a", [(CMP, "after", ["\ts_mov_b64 s[0:1], 0"])]),
    ("loop-conditions-merged-gfx90a", "gfx90a", [(CMP, "after", ["\tv_cmp_eq_u32_e64 s[2:3], v2, 5"]),
                                                 (ACC, "replace", ["\ts_or_b64 s[0:1], vcc, s[2:3]"])]),
    ("loop-mask-written-between-gfx90a", "gfx90a", [(ACC, "after", ["\ts_mov_b32 s0, 0"])]),
    ("loop-instruction-before-branch-gfx90a", "gfx90a", [(NARROW, "after", ["\tv_mov_b32_e32 v3, 0"])]),
    ("loop-not-restored-gfx90a", "gfx90a", [(RESTORE, "delete", [])]),
    ("loop-restored-other-gfx90a", "gfx90a", [(RESTORE, "replace", ["\ts_or_b64 exec, exec, s[2:3]"])]),
    ("loop-second-back-edge-gfx90a", "gfx90a", [(CMP, "after", ["\ts_cbranch_vccz .LBB1_1"])]),
    ("loop-forward-execnz-gfx90a", "gfx90a", [(BACK, "replace", ["\ts_cbranch_execnz .LBB1_3"]),
                                              (RESTORE, "after", [".LBB1_3:"])]),
    ("loop-label-inside-gfx90a", "gfx90a", [(NARROW, "after", [".LBB1_3:"])]),
    ("loop-narrow-other-gfx90a", "gfx90a", [(NARROW, "replace", ["\ts_andn2_b64 exec, s[2:3], s[0:1]"])]),
    ("loop-no-narrowing-gfx90a", "gfx90a", [(NARROW, "delete", [])]),
    ("loop-sub-address-gfx90a", "gfx90a", [(CMP, "after", ["\tv_sub_u32_e32 v0, v0, v1"])]),
    ("add-clamp-gfx90a", "gfx90a", [(CMP, "before", ["\tv_add_u32_e64 v2, v2, 1 clamp"])]),
    ("add-carry-gfx90a", "gfx90a", [(CMP, "before", ["\tv_add_co_u32_e32 v2, vcc, 1, v2"])]),
    ("add-exit-value-gfx90a", "gfx90a", [(CMP, "before", ["\tv_subrev_u32_e32 v2, 1, v2"])]),
    ("loop-label-after-gfx90a", "gfx90a", [(BACK, "after", [".LBB1_3:"])]),
    ("loop-exit-not-comparison-gfx90a", "gfx90a", [(CMP, "after", ["\ts_mov_b64 vcc, 0"])]),
    ("loop-mask-before-other-label-gfx90a", "gfx90a", [(ZERO, "after", [".LBB1_9:"])]),
    ("loop-mask-skipped-gfx90a", "gfx90a", [(ZERO, "before", ["\ts_branch .LBB1_9"]),
                                            ("P1 s_waitcnt lgkmcnt(0)", "before", [".LBB1_9:"])]),
    ("add-operands-gfx90a", "gfx90a", [(CMP, "before", ["\tv_add_u32_e32 v2, v2"])]),
    ("add-wide-gfx90a", "gfx90a", [(CMP, "before", ["\ts_add_u32 s[2:3], s2, 1"])]),
    ("loop-inner-label-gfx90a", "gfx90a", [("P1 s_nop 0", "after", [".LBB1_4:"])]),
]]

# The atomic optimiser's rewrite (docs/compile-check.md, "One atomic per wave"): P0 of ticket_lock
# copies exec (16), counts the lanes below it (17, 18) and the wave's lanes (24).
TICKET = "ticket_lock-7dfc965aacd8.s"
OTHER += [(f, "gfx90a", TICKET, e) for f, e in [
    ("wave-mbcnt-other-gfx90a", [(17, "replace", ["\tv_mbcnt_lo_u32_b32 v0, s1, 0"])]),
    ("wave-count-other-gfx90a", [(24, "replace", ["\ts_bcnt1_i32_b64 s0, s[2:3]"])]),
    ("wave-readfirstlane-other-gfx90a", [(34, "replace", ["\tv_readfirstlane_b32 s0, v0"])]),
    ("wave-exec-as-value-gfx90a", [(24, "delete", [])]),
    ("wave-mbcnt-modifier-gfx90a", [(17, "replace", ["\tv_mbcnt_lo_u32_b32 v0, s0, 0 clamp"])]),
    ("wave-count-operands-gfx90a", [(24, "replace", ["\ts_bcnt1_i32_b64 s0"])]),
]]
# gfx1200 (wave32): exec_lo copied (s_mov_b32 s9, exec_lo), v_cmpx, s_bcnt1_i32_b32 s9, s9, and
# exec restored from another copy (s10).
OTHER += [(f, "gfx1200", TICKET, e) for f, e in [
    ("wave-wave64-count-gfx1200", [("P0 .amdhsa_wavefront_size32 1", "replace", ["\t\t.amdhsa_wavefront_size32 0"])]),
    ("wave-cmpx-gfx9-form-gfx1200", [("P0 v_cmpx_eq_u32_e32 0, v0", "replace", ["\tv_cmpx_eq_u32_e32 vcc_lo, 0, v0"])]),
    ("wave-cmpx-restore-other-gfx1200", [("P0 s_or_b32 exec_lo, exec_lo, s10", "replace",
                                          ["\ts_or_b32 exec_lo, exec_lo, s8"])]),
]]

# -O0 (clang-19; docs/compile-check.md, "-O0"): private memory through the private segment buffer
# once this wavefront's scratch offset is added to its base (gfx90a: s_add_u32 s0, s0, s15;
# s_addc_u32 s1, s1, 0), SGPRs kept in lanes of v0 (v_writelane_b32 / v_readlane_b32) and v0
# saved whole with every lane on (s_or_saveexec_b64 s[12:13], -1; v_accvgpr_write_b32 a0, v0;
# s_mov_b64 exec, s[12:13]; on gfx1100 to scratch). The family is the fixture folder's.
WSAVE = "P1 s_or_saveexec_b64 s[12:13], -1"
WRITE0 = "P1 v_writelane_b32 v0, s4, 0"
READ0 = "P1 v_readlane_b32 s4, v0, 0"
OTHER += [(f, "gfx90a-O0", MP, e) for f, e in [
    ("o0-wave-offset-other-gfx90a", [("P1 s_add_u32 s0, s0, s15", "replace", ["\ts_add_u32 s0, s0, s14"])]),
    ("o0-wave-offset-undeclared-gfx90a", [("P1 .amdhsa_system_sgpr_private_segment_wavefront_offset 1", "delete", [])]),
    ("o0-no-carry-gfx90a", [("P1 s_addc_u32 s1, s1, 0", "delete", [])]),
    ("o0-offset-twice-gfx90a", [("P1 s_addc_u32 s1, s1, 0", "after", ["\ts_add_u32 s0, s0, s15", "\ts_addc_u32 s1, s1, 0"])]),
    ("o0-rsrc-arith-gfx90a", [("P1 s_addc_u32 s1, s1, 0", "after", ["\ts_add_u32 s2, s2, 4"])]),
    ("o0-no-wave-offset-gfx90a", [("P1 s_add_u32 s0, s0, s15", "delete", []), ("P1 s_addc_u32 s1, s1, 0", "delete", [])]),
    ("o0-wave-offset-soffset-gfx90a", [("P1 buffer_store_dword v1, off, s[0:3], s33 offset:4", "replace",
                                        ["\tbuffer_store_dword v1, off, s[0:3], s15 offset:4"])]),
    ("o0-misaligned-gfx90a", [("P1 buffer_store_dword v1, off, s[0:3], s33 offset:4", "replace",
                               ["\tbuffer_store_dword v1, off, s[0:3], s33 offset:6"])]),
    ("o0-restore-other-gfx90a", [(225, "replace", ["\ts_mov_b64 exec, s[14:15]"])]),
    ("o0-saved-written-gfx90a", [(224, "after", ["\tv_readlane_b32 s12, v0, 0"])]),
    ("o0-saveexec-other-gfx90a", [(WSAVE, "replace", ["\ts_or_saveexec_b64 s[12:13], s[4:5]"])]),
    ("o0-saveexec-twice-gfx90a", [(WSAVE, "after", ["\ts_or_saveexec_b64 s[14:15], -1"])]),
    ("o0-saveexec-width-gfx90a", [(WSAVE, "replace", ["\ts_or_saveexec_b64 s12, -1"])]),
    ("o0-vector-whole-wave-gfx90a", [(224, "after", ["\tv_mov_b32_e32 v5, 0"])]),
    ("o0-label-whole-wave-gfx90a", [(224, "after", [".LBB1_9:"])]),
    ("o0-agpr-number-gfx90a", [(224, "replace", ["\tv_accvgpr_write_b32 a0, 0"])]),
    ("o0-agpr-malformed-gfx90a", [(224, "replace", ["\tv_accvgpr_write_b32 a0"])]),
    ("o0-readlane-malformed-gfx90a", [(READ0, "replace", ["\tv_readlane_b32 s4, v0"])]),
    ("o0-readlane-register-lane-gfx90a", [(READ0, "replace", ["\tv_readlane_b32 s4, v0, s6"])]),
    ("o0-readlane-other-lane-gfx90a", [(READ0, "replace", ["\tv_readlane_b32 s4, v0, 2"])]),
    ("o0-readlane-vgpr-gfx90a", [(READ0, "replace", ["\tv_readlane_b32 v4, v0, 0"])]),
    ("o0-writelane-range-gfx90a", [(WRITE0, "replace", ["\tv_writelane_b32 v0, s4, 64"])]),
    ("o0-writelane-sgpr-gfx90a", [(WRITE0, "replace", ["\tv_writelane_b32 s8, s4, 0"])]),
    # Lane 2 of v7 holds the data's address half before the if and the flag's in its body: read
    # after the join, it holds different addresses on the two paths.
    ("o0-lane-differs-gfx90a", [("P1 s_mov_b32 s8, s7", "after", ["\tv_writelane_b32 v7, s10, 2"]),
                                ("P1 s_cbranch_execz .LBB1_2", "after", ["\tv_writelane_b32 v7, s8, 2"]),
                                ("P1 s_or_b64 exec, exec, s[4:5]", "after", ["\tv_readlane_b32 s20, v7, 2"])]),
    ("o0-lane-overwritten-gfx90a", [("P1 v_writelane_b32 v0, s5, 1", "after", ["\tv_mov_b32_e32 v0, 0"])]),
    # The data store's value through lane 3 of v5: an exact equivalent (sound), and the lane
    # written again with 2 before it is read (unsound: data=2).
    ("o0-lane-roundtrip-gfx90a", [("P0 v_mov_b32_e32 v2, 1", "after", [
        "\tv_readfirstlane_b32 s10, v2", "\tv_writelane_b32 v5, s10, 3", "\tv_readlane_b32 s11, v5, 3",
        "\tv_mov_b32_e32 v2, s11"])]),
    ("o0-lane-changes-value-gfx90a", [("P0 v_mov_b32_e32 v2, 1", "after", [
        "\tv_readfirstlane_b32 s10, v2", "\tv_writelane_b32 v5, s10, 3", "\ts_mov_b32 s12, 2",
        "\tv_writelane_b32 v5, s12, 3", "\tv_readlane_b32 s11, v5, 3", "\tv_mov_b32_e32 v2, s11"])]),
]]
# gfx1100: v0 spilled to scratch with every lane on (s_or_saveexec_b32 s6, -1 ... s_mov_b32
# exec_lo, s6); spilled with one lane on instead, it keeps no lane (refused at the v_readlane).
OTHER += [(f, "gfx1100-O0", MP, e) for f, e in [
    ("o0-spill-one-lane-gfx1100", [(173, "delete", []), (175, "delete", [])]),
    # A generic pointer to LDS made from the LDS aperture (a flat access to LDS): refused at it.
    ("o0-lds-aperture-gfx1100", [(173, "before", ["\ts_mov_b64 s[8:9], src_shared_base"])]),
    ("o0-scratch-width-gfx1100", [("P1 scratch_store_b64 off, v[1:2], s33 offset:8", "replace",
                                   ["\tscratch_store_b64 off, v1, s33 offset:8"])]),
]]

# The -O0 audit's hand edits (gfx90a P1, as above): each changes what a private slot or a lane
# holds, or which memory a private access reaches.
S28 = "P1 buffer_store_dword v0, off, s[0:3], s33 offset:28"
L28 = "P1 buffer_load_dword v1, off, s[0:3], s33 offset:28"
OTHER += [(f, "gfx90a-O0", MP, e) for f, e in [
    # A scratch_ store on gfx90a, whose kernel sets up no FLAT_SCRATCH (.amdhsa_reserve_flat_scratch 0).
    ("o0-scratch-on-gfx90a", [(S28, "replace", ["\tscratch_store_dword off, v0, off offset:28"])]),
    # The data's slot stored only in the if's body (its 0 and -1 before the if deleted).
    ("o0-slot-one-path-gfx90a", [(192, "delete", []), (212, "delete", [])]),
    # v0's whole-wave save and restore deleted: the body's per-lane load into v0 overwrites its lanes.
    ("o0-lanes-unsaved-gfx90a", [(223, "delete", []), (224, "delete", []), (225, "delete", []), (245, "delete", []),
                                 (246, "delete", []), (247, "delete", [])]),
    # The data's reload at an offset taken from loaded data (the flag).
    ("o0-slot-computed-gfx90a", [(L28, "replace", ["\tbuffer_load_dword v1, v1, s[0:3], 0 offen"])]),
    # The data's reload as the high half of a 64-bit load from the flag's slot (24): the same slot.
    ("o0-slot-wide-gfx90a", [(L28, "replace", ["\tbuffer_load_dwordx2 v[0:1], off, s[0:3], s33 offset:24"])]),
    # The data reloaded from the flag's slot (swapped slots).
    ("o0-slot-swapped-gfx90a", [(L28, "replace", ["\tbuffer_load_dword v1, off, s[0:3], s33 offset:24"])]),
    # s33 (every access's SOFFSET) moved in the if's body: after the join it differs by path.
    ("o0-soffset-one-path-gfx90a", [(S28, "before", ["\ts_mov_b32 s33, 4"])]),
    # The kernel declares 8 bytes of private memory but uses 40.
    ("o0-private-size-gfx90a", [("P1 .amdhsa_private_segment_fixed_size 40", "replace", ["\t\t.amdhsa_private_segment_fixed_size 8"])]),
    # A generic pointer made from the private aperture by a vector move.
    ("o0-private-aperture-vector-gfx90a", [(S28, "before", ["\tv_mov_b32_e32 v3, src_private_base"])]),
    ("o0-setreg-gfx90a", [(S28, "before", ["\ts_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0"])]),
    # Lane 0 written again in the if's body (one path), read after the join.
    ("o0-lane-one-path-gfx90a", [(S28, "before", ["\ts_mov_b32 s20, 0", "\tv_writelane_b32 v9, s20, 0"]),
                                 (L28, "after", ["\ts_waitcnt vmcnt(0)", "\tv_readlane_b32 s21, v9, 0", "\tv_mov_b32_e32 v1, s21"])]),
]]

OTHER += [(f, "gfx90a-O0", MP, e) for f, e in [
    # s33 (every access's SOFFSET) -8: the first store is at byte -4, before the private segment.
    ("o0-private-size-malformed-gfx90a", [("P1 .amdhsa_private_segment_fixed_size 40", "replace",
                                           ["\t\t.amdhsa_private_segment_fixed_size 0x28"])]),
    # A slot past any private segment (its end past 2^63), and address parts whose sum overflows.
    ("o0-private-huge-gfx90a", [("P1 buffer_store_dword v1, off, s[0:3], s33 offset:4", "replace",
                                 ["\tbuffer_store_dword v1, off, s[0:3], s33 offset:9223372036854775804"])]),
    ("o0-private-overflow-gfx90a", [("P1 s_mov_b32 s33, 0", "replace", ["\ts_mov_b32 s33, 4"]),
                                    ("P1 buffer_store_dword v1, off, s[0:3], s33 offset:4", "replace",
                                     ["\tbuffer_store_dword v1, off, s[0:3], s33 offset:9223372036854775804"])]),
    # exec's saved halves read back swapped (lane 1 into s4, lane 0 into s5) and or'ed into exec.
    ("o0-exec-halves-swapped-gfx90a", [(READ0, "replace", ["\tv_readlane_b32 s4, v0, 1"]),
                                       ("P1 v_readlane_b32 s5, v0, 1", "replace", ["\tv_readlane_b32 s5, v0, 0"])]),
    ("o0-private-negative-gfx90a", [("P1 s_mov_b32 s33, 0", "replace", ["\ts_mov_b32 s33, -8"])]),
]]
# gfx942 and gfx1100: scratch_ (architected flat scratch, .amdhsa_enable_private_segment 1).
OTHER += [(f, "gfx942-O0", MP, e) for f, e in [
    # The private segment buffer and the wavefront offset enabled too (s[0:3], s13; the kernarg
    # pointer then s[6:7]) and a buffer_ store before the scratch_ ones: the same memory.
    # v[0:1] written per lane (v_mov_b64) between v0's restore and the read of its lanes 0 and 1.
    ("o0-mov64-over-lanes-gfx942", [("P1 v_readlane_b32 s0, v0, 0", "before", ["\tv_mov_b64_e32 v[0:1], 0"])]),
    # The if's exec not restored at the join, or restored from the comparison (still narrowed).
    ("o0-exec-not-restored-gfx942", [("P1 s_or_b64 exec, exec, s[0:1]", "delete", [])]),
    ("o0-exec-restored-other-gfx942", [("P1 s_or_b64 exec, exec, s[0:1]", "replace", ["\ts_or_b64 exec, exec, s[2:3]"])]),
    ("o0-buffer-and-scratch-gfx942", [("P1 .amdhsa_user_sgpr_count 6", "replace", [
        "\t\t.amdhsa_user_sgpr_count 10", "\t\t.amdhsa_user_sgpr_private_segment_buffer 1"]),
        ("P1 .amdhsa_system_sgpr_workgroup_info 0", "after", ["\t\t.amdhsa_system_sgpr_private_segment_wavefront_offset 1"]),
        ("P1 s_mov_b64 s[0:1], s[2:3]", "replace", ["\tv_mov_b32_e32 v4, 0", "\tbuffer_store_dword v4, off, s[0:3], s13 offset:28",
                                                    "\ts_mov_b64 s[0:1], s[6:7]"])]),
]]
OTHER += [(f, "gfx1100-O0", MP, e) for f, e in [
    ("o0-scratch-disabled-gfx1100", [("P1 .amdhsa_enable_private_segment 1", "replace", ["\t\t.amdhsa_enable_private_segment 0"])]),
]]


def find(lines, where):
    """A line number, or "P1 TEXT": the first line of kernel clmm_P1 whose text is TEXT."""
    if isinstance(where, int):
        return where
    kernel, text = where.split(" ", 1)
    start = lines.index("clmm_" + kernel + ":                                ; @clmm_" + kernel + "\n")
    for i in range(start, len(lines)):
        if lines[i].strip() == text:
            return i + 1
    sys.exit("no line '%s' in %s" % (text, kernel))


for folder, family, fixture, edits in [(f, g, MP, e) for f, g, e in EDITS] + OTHER:
    folder_of = family if "-O" in family else family + "-O2"
    lines = open(os.path.join(FIX, folder_of, fixture)).readlines()
    at = [(find(lines, w), a, t) for w, a, t in edits]
    for line, action, text in sorted(at, reverse=True):  # from the bottom, so line numbers hold
        new = [t + "\n" for t in text]
        if action == "replace":
            lines[line - 1:line] = new
        elif action == "before":
            lines[line - 1:line - 1] = new
        elif action == "after":
            lines[line:line] = new
        else:
            del lines[line - 1]
    os.makedirs(os.path.join("tests/compile/amdgpu/hostile", folder), exist_ok=True)
    with open(os.path.join("tests/compile/amdgpu/hostile", folder, fixture), "w") as f:
        f.writelines(lines)
