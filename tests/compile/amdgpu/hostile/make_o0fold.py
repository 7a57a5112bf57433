#!/usr/bin/env python3
# Writes the o0-fold-* hostile folders (tests/amdgpu/CMakeLists.txt, "Audit of the -O0 fold"): hand
# edits of gfx90a -O0 mp_fences_global attacking the fold of lifting/AmdgpuAsmUniform.cpp. Run from
# the repository root; the folders are committed, so this only documents (and can redo) each edit.
import os
FIX="tests/compile/amdgpu/fixtures/gfx90a-O0/mp_fences_global-89603800d735.s"
H="tests/compile/amdgpu/hostile/"
src=open(FIX).read().split("\n")
def mk(name, edits):
    lines=list(src)
    for (ln,act,txt) in sorted(edits, key=lambda e:-e[0]):
        i=ln-1
        if act=="replace": lines[i:i+1]=txt
        elif act=="after": lines[i+1:i+1]=txt
        elif act=="delete": del lines[i]
    d=H+"o0-fold-"+name+"-gfx90a"; os.makedirs(d,exist_ok=True)
    open(d+"/mp_fences_global-89603800d735.s","w").write("\n".join(lines))
# P1: order 2 stored to s33+0 (1984), scope 2 to s33+4 (1985); order switch from 1988.
mk("slot-overwritten", [(1985,"after",["\tv_mov_b32_e32 v3, 0","\tbuffer_store_dword v3, off, s[0:3], s33"])])
mk("slot-alias-soffset", [(1985,"after",["\tv_mov_b32_e32 v3, 0","\tbuffer_store_dword v3, off, s[0:3], 0"])])
mk("slot-alias-offen", [(1985,"after",["\tv_mov_b32_e32 v3, 0","\tv_mov_b32_e32 v4, 0","\tbuffer_store_dword v3, v4, s[0:3], s33 offen"])])
mk("slot-one-path", [(1985,"after",["\tbuffer_load_dword v3, off, s[0:3], s33 offset:32","\ts_waitcnt vmcnt(0)","\tv_readfirstlane_b32 s20, v3","\ts_cmp_eq_u32 s20, 1","\ts_cbranch_scc1 .LBB1_901","\tv_mov_b32_e32 v3, 0","\tbuffer_store_dword v3, off, s[0:3], s33",".LBB1_901:"])])
mk("cond-clobbered", [(1998,"after",["\ts_mov_b64 s[4:5], 0"])])
mk("execz-scc1", [(2011,"replace",["\ts_cbranch_scc1 .LBB1_3"])])
mk("execz-vccz", [(2011,"replace",["\ts_cbranch_vccz .LBB1_3"])])
mk("order-lane-id", [(1930,"replace",["\tv_mov_b32_e32 v5, v0","\ts_mov_b32 s33, 0"]),(1983,"replace",["\tv_add_u32_e32 v0, 2, v5"])])
mk("order-release", [(1984,"replace",["\tv_mov_b32_e32 v3, 3","\tbuffer_store_dword v3, off, s[0:3], s33"])])
mk("order-seq-cst", [(1984,"replace",["\tv_mov_b32_e32 v3, 5","\tbuffer_store_dword v3, off, s[0:3], s33"])])
mk("order-acq-rel", [(1984,"replace",["\tv_mov_b32_e32 v3, 4","\tbuffer_store_dword v3, off, s[0:3], s33"])])
mk("scope-wg", [(1985,"replace",["\tv_mov_b32_e32 v3, 1","\tbuffer_store_dword v3, off, s[0:3], s33 offset:4"])])
for ln in (3159,3212,3241,3561):
    mk("drop-inv-%d"%ln, [(ln,"delete",None)])
# P0: order 3 (release) stored to s33+0 (59-60), scope 2 to s33+4 (61-62).
mk("p0-relaxed", [(59,"replace",["\tv_mov_b32_e32 v0, 0"])])
mk("p0-acq-rel", [(59,"replace",["\tv_mov_b32_e32 v0, 4"])])
mk("p0-acquire", [(59,"replace",["\tv_mov_b32_e32 v0, 2"])])
mk("p0-scope-wg", [(61,"replace",["\tv_mov_b32_e32 v0, 1"])])
mk("restore-other", [(3778,"replace",["\ts_or_b64 exec, exec, s[6:7]"])])
for ln in (3159,3212,3241,3561):
    mk("jump-into-%d"%ln, [(1985,"after",["\tbuffer_load_dword v3, off, s[0:3], s33 offset:32","\ts_waitcnt vmcnt(0)","\tv_readfirstlane_b32 s20, v3","\ts_cmp_eq_u32 s20, 1","\ts_cbranch_scc1 .LBB1_900"]),(ln,"replace",[".LBB1_900:", src[ln-1]])])
mk("slot-alias-base", [(1985,"after",["\ts_mov_b32 s34, 0","\tv_mov_b32_e32 v3, 0","\tbuffer_store_dword v3, off, s[0:3], s34"])])
mk("slot-alias-base-copy", [(1985,"after",["\ts_mov_b32 s34, s33","\tv_mov_b32_e32 v3, 0","\tbuffer_store_dword v3, off, s[0:3], s34"])])
mk("slot-alias-scratch", [(1985,"after",["\tv_mov_b32_e32 v3, 0","\tscratch_store_dword off, v3, s33"])])
mk("execz-execnz", [(2011,"replace",["\ts_cbranch_execnz .LBB1_3"])])
# The switch value in a0 (1990) rewritten with every lane on (0: relaxed, unsound), with exec empty
# (no lane written: sound) and with only the other lanes on (the lane keeps 2: sound).
mk("agpr-whole-wave", [(1990,"after",["\tv_mov_b32_e32 v3, 0","\ts_or_saveexec_b64 s[14:15], -1","\tv_accvgpr_write_b32 a0, v3","\ts_mov_b64 exec, s[14:15]"])])
mk("agpr-exec-empty", [(1990,"after",["\ts_mov_b64 s[14:15], exec","\tv_mov_b32_e32 v3, 0","\ts_mov_b64 s[16:17], 0","\ts_mov_b64 exec, s[16:17]","\tv_accvgpr_write_b32 a0, v3","\ts_mov_b64 exec, s[14:15]"])])
mk("agpr-other-lanes", [(1990,"after",["\ts_mov_b64 s[14:15], exec","\tv_mov_b32_e32 v3, 0","\ts_mov_b64 s[16:17], -1","\ts_xor_b64 exec, exec, s[16:17]","\tv_accvgpr_write_b32 a0, v3","\ts_mov_b64 exec, s[14:15]"])])
# The same alias on the scratch_ families: P1's order slot (gfx942 2095, gfx1100 1788) overwritten
# with 0 through another base register holding s33's address.
def mkf(fam, name, edits):
    global FIX, src
    FIX = "tests/compile/amdgpu/fixtures/%s-O0/mp_fences_global-89603800d735.s" % fam
    src = open(FIX).read().split("\n")
    lines = list(src)
    for (ln, act, txt) in sorted(edits, key=lambda e: -e[0]):
        lines[ln:ln] = txt
    d = H + "o0-fold-" + name + "-" + fam; os.makedirs(d, exist_ok=True)
    open(d + "/mp_fences_global-89603800d735.s", "w").write("\n".join(lines))
mkf("gfx942", "slot-alias-base", [(2096, "after", ["\ts_mov_b32 s34, s33", "\tv_mov_b32_e32 v3, 0", "\tscratch_store_dword off, v3, s34"])])
mkf("gfx1100", "slot-alias-base", [(1789, "after", ["\ts_mov_b32 s34, s33", "\tv_mov_b32_e32 v3, 0", "\tscratch_store_b32 off, v3, s34"])])
# A misaligned store over both of P1's slots (offset:2: the scope's low half made 0).
FIX = "tests/compile/amdgpu/fixtures/gfx90a-O0/mp_fences_global-89603800d735.s"
src = open(FIX).read().split("\n")
mk("slot-misaligned", [(1985,"after",["\tv_mov_b32_e32 v3, 0","\tbuffer_store_dword v3, off, s[0:3], s33 offset:2"])])
# wave32: the first comparison's result (order > 1) clobbered with 0 before its mask is made: the
# chain runs the relaxed arm (no fence): unsound.
mkf("gfx1100", "cond-clobbered", [(1803, "after", ["\ts_mov_b32 s0, 0"])])
mkf("gfx1200", "cond-clobbered", [(1828, "after", ["\ts_mov_b32 s0, 0"])])
FIX = "tests/compile/amdgpu/fixtures/gfx90a-O0/mp_fences_global-89603800d735.s"
src = open(FIX).read().split("\n")
# scc of the removed s_xor_b64 (the else mask, 2004) read by an inserted s_cselect: not folded.
mk("scc-of-removed", [(2004,"after",["\ts_cselect_b32 s20, 1, 0"])])
# The scope made all-SVM-devices (3, stronger: sound) or sub-group (4, no cache op: unsound).
mk("scope-system", [(1985,"replace",["\tv_mov_b32_e32 v3, 3","\tbuffer_store_dword v3, off, s[0:3], s33 offset:4"])])
mk("scope-subgroup", [(1985,"replace",["\tv_mov_b32_e32 v3, 4","\tbuffer_store_dword v3, off, s[0:3], s33 offset:4"])])
