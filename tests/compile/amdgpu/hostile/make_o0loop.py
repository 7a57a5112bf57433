#!/usr/bin/env python3
# Writes the o0-loop-* hostile folders (tests/amdgpu/CMakeLists.txt, "-O0 loops"): hand edits of
# gfx90a -O0 spin_wait (and two of gfx1100's, wave32) attacking lifting/AmdgpuAsmO0Loop.cpp. Run from the repository root; the
# folders are committed, so this only documents (and can redo) each edit. Each edit is an exact
# text replacement within the P1 kernel (the spinning work-item), counted to occur once there.
import os
NAME = "spin_wait-d7ec0bc6ed81.s"
H = "tests/compile/amdgpu/hostile/"

def mk(name, old, new, gfx="gfx90a"):
    src = open("tests/compile/amdgpu/fixtures/" + gfx + "-O0/" + NAME).read()
    cut = src.index("clmm_P1:")
    head, p1 = src[:cut], src[cut:]
    assert p1.count(old) == 1, (name, p1.count(old))
    d = H + "o0-loop-" + name + "-" + gfx
    os.makedirs(d, exist_ok=True)
    open(d + "/" + NAME, "w").write(head + p1.replace(old, new))

# The break mask's first value and'ed with exec instead of or'ed: its lane's bit stays undefined.
mk("or-as-and", "\ts_or_b64 s[4:5], s[4:5], exec\n", "\ts_and_b64 s[4:5], s[4:5], exec\n")
# The undefined value used as data: the flag's address taken from it.
mk("lane-as-address", "\tbuffer_load_dword v2, off, s[0:3], s33 offset:8\n\tbuffer_load_dword v1, off, s[0:3], s33 offset:12\n",
   "\tv_mov_b32_e32 v2, s4\n\tbuffer_load_dword v1, off, s[0:3], s33 offset:12\n")
# A path into the loop writes the break mask's lanes (with every bit set): harmless, still lifted.
mk("first-mask-written", "\ts_mov_b64 s[4:5], 0\n", "\ts_mov_b64 s[6:7], -1\n\tv_writelane_b32 v0, s6, 2\n\tv_writelane_b32 v0, s7, 3\n\ts_mov_b64 s[4:5], 0\n")
# The accumulated exit mask full on entry: the loop would leave after one turn and turn every lane on.
mk("entry-mask-full", "\ts_mov_b64 s[4:5], 0\n", "\ts_mov_b64 s[4:5], -1\n")
# The exit mask accumulated with and: it never grows, the loop never leaves.
mk("acc-and", "\ts_or_b64 s[4:5], s[4:5], s[8:9]\n", "\ts_and_b64 s[4:5], s[4:5], s[8:9]\n")
# The lanes written at the join not copied back before the branch back: the loop's label reads
# back an older copy of the lanes.
mk("stale-copy", "\tv_writelane_b32 v0, s7, 13\n\ts_or_saveexec_b64 s[12:13], -1\n\tv_accvgpr_write_b32 a0, v0              ;  Reload Reuse\n\ts_mov_b64 exec, s[12:13]\n",
   "\tv_writelane_b32 v0, s7, 13\n")
# The acquire's invalidation dropped from the loop: the data read after it may hit a stale L1 line.
mk("drop-inv", "\tbuffer_wbinvl1_vol\n", "")
# The turn's accumulated exit mask (s[8:9], read from its lanes at the join) read after the loop:
# the rewrite would no longer set it, so it is not rewritten.
mk("mask-read-after", "\ts_or_b64 exec, exec, s[4:5]\n; %bb.5:\n", "\ts_or_b64 exec, exec, s[4:5]\n\tv_mov_b32_e32 v3, s8\n; %bb.5:\n")
# The if's body overwrites the AGPR that keeps the lanes: the join would read back other masks.
mk("body-writes-copy", "\ts_mov_b64 s[6:7], 0\n", "\ts_mov_b64 s[6:7], 0\n\tv_accvgpr_write_b32 a0, v1\n")
# Wave32 (gfx1100): the break mask and'ed with exec_lo instead of or'ed: refused; its lane written
# on the way in (with -1): sound.
mk("or-as-and", "\ts_or_b32 s0, s0, exec_lo\n", "\ts_and_b32 s0, s0, exec_lo\n", "gfx1100")
mk("first-mask-written", "\tscratch_store_b32 off, v1, s33 offset:24\n\ts_mov_b32 s0, 0\n",
   "\tscratch_store_b32 off, v1, s33 offset:24\n\ts_mov_b32 s1, -1\n\tv_writelane_b32 v0, s1, 1\n\ts_mov_b32 s0, 0\n", "gfx1100")
