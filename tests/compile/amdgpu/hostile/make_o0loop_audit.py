#!/usr/bin/env python3
# Generates the o0-loop-audit-* hand edits of the -O0 fixtures (run from the repository root).
import os, re
def edit(src, dst, edits, name):
    lines = open(src).read().split('\n')
    # edits: list of (lineno 1-based, 'after'|'before'|'replace', text); apply from bottom
    for ln, mode, text in sorted(edits, key=lambda e: -e[0]):
        i = ln - 1
        new = text.split('\n') if text is not None else []
        if mode == 'after': lines[i+1:i+1] = new
        elif mode == 'before': lines[i:i] = new
        elif mode == 'replace': lines[i:i+1] = new
    os.makedirs(dst, exist_ok=True)
    out = '\n'.join(lines)
    out = out.replace('.amdhsa_private_segment_fixed_size 40', '.amdhsa_private_segment_fixed_size 64')
    open(os.path.join(dst, name), 'w').write(out)
F='tests/compile/amdgpu/fixtures/gfx90a-O0/counted_loop-37bc4b7da999.s'
H='tests/compile/amdgpu/hostile/'
N='counted_loop-37bc4b7da999.s'
# A: a second slot (40) takes the counter's value in the loop (0 on entry, i in the body), read in
# the body before it is written: x := 1 - slot40 ; values 1,1,0: the last x is 0 -> unsound.
edit(F, H+'o0-loop-audit-lagging-slot-gfx90a', [
 (48,'after','\tbuffer_store_dword v1, off, s[0:3], s33 offset:40'),
 (104,'before','\tbuffer_load_dword v5, off, s[0:3], s33 offset:40\n\ts_waitcnt vmcnt(0)\n\tv_sub_u32_e64 v5, 1, v5'),
 (106,'after','\tbuffer_store_dword v1, off, s[0:3], s33 offset:40'),
 (111,'replace','\tglobal_store_dword v[2:3], v5, off'),
], N)
# B: counter steps by 4 to 12; after the loop the counter register (12) addresses private memory:
# slot 40+12 = 52 holds 0, slot 40 holds 1; x := that slot's value before y's release -> unsound.
edit(F, H+'o0-loop-audit-counter-address-gfx90a', [
 (43,'before','\tv_mov_b32_e32 v1, 1\n\tbuffer_store_dword v1, off, s[0:3], s33 offset:40\n\tv_mov_b32_e32 v1, 0\n\tbuffer_store_dword v1, off, s[0:3], s33 offset:52'),
 (70,'replace','\ts_mov_b32 s6, 12'),
 (105,'replace','\ts_mov_b32 s6, 4'),
 (167,'after','\tbuffer_load_dword v5, v1, s[0:3], s33 offen offset:40\n\tbuffer_load_dword v2, off, s[0:3], s33\n\tbuffer_load_dword v3, off, s[0:3], s33 offset:4\n\ts_waitcnt vmcnt(0)\n\tglobal_store_dword v[2:3], v5, off'),
], N)
F='tests/compile/amdgpu/fixtures/gfx90a-O0/spin_wait-d7ec0bc6ed81.s'
H='tests/compile/amdgpu/hostile/o0-loop-audit-'
N='spin_wait-d7ec0bc6ed81.s'
T = {
 'inv-in-body': [(220,'replace',None),(250,'after','\tbuffer_wbinvl1_vol')],
 'cmp-inverted': [(226,'replace','\tv_cmp_ne_u32_e64 s[6:7], v1, s6')],
 'inv-after-loop': [(220,'replace',None),(293,'after','\tbuffer_wbinvl1_vol')],
 'exec-mov-body': [(250,'after','\ts_mov_b64 exec, -1')],
 'exec-and-body': [(223,'after','\ts_and_b64 exec, exec, s[20:21]')],
 'cmpx-body': [(250,'after','\tv_cmpx_eq_u32_e64 s[20:21], v1, v1')],
 'vcc-after': [(293,'after','\tv_cmp_eq_u32_e32 vcc, v1, v1')],
 'join-reads-lt': [(263,'replace','\tv_readlane_b32 s4, v0, 6'),(264,'replace','\tv_readlane_b32 s5, v0, 7')],
 'branch-into-join': [(191,'before','\ts_branch .LBB1_3')],
 'scc-after': [(293,'after','\ts_cselect_b32 s20, 1, 0')],
 'second-exit': [(223,'after','\ts_cbranch_scc1 .LBB1_3')],
 'body-and-exec': [(251,'replace','\ts_and_b64 s[4:5], s[4:5], exec')],
 'acc-from-reg': [(191,'replace','\ts_mov_b64 s[4:5], s[8:9]')],
}
for k,e in T.items(): edit(F, H+k+'-gfx90a', e, N)
F='tests/compile/amdgpu/fixtures/gfx90a-O0/counted_loop-37bc4b7da999.s'
H='tests/compile/amdgpu/hostile/'
N='counted_loop-37bc4b7da999.s'
# slot 40: 0 on entry, i in the loop's body (after its read); slot 44 = 0, slot 48 = 5.
# x := i + 1 + private[44 + 4*slot40]: turns 0,1,2 read slot40 = 0,0,1: x = 1,2,8 (the source: 1,2,3).
edit(F, H+'o0-loop-audit-lagging-address-gfx90a', [
 (43,'before','\tv_mov_b32_e32 v1, 0\n\tbuffer_store_dword v1, off, s[0:3], s33 offset:44\n\tv_mov_b32_e32 v1, 5\n\tbuffer_store_dword v1, off, s[0:3], s33 offset:48'),
 (48,'after','\tbuffer_store_dword v1, off, s[0:3], s33 offset:40'),
 (104,'before','\tbuffer_load_dword v5, off, s[0:3], s33 offset:40\n\ts_waitcnt vmcnt(0)\n\tv_lshlrev_b32_e64 v5, 2, v5\n\tbuffer_load_dword v6, v5, s[0:3], s33 offen offset:44'),
 (106,'after','\tbuffer_store_dword v1, off, s[0:3], s33 offset:40'),
 (107,'after','\tv_add_u32_e64 v1, v1, v6'),
], N)
F='tests/compile/amdgpu/fixtures/gfx1100-O0/spin_wait-d7ec0bc6ed81.s'
H='tests/compile/amdgpu/hostile/o0-loop-audit-'
N='spin_wait-d7ec0bc6ed81.s'
T = {
 'inv-in-body': [(168,'replace',None),(169,'replace',None),(196,'after','\tbuffer_gl1_inv\n\tbuffer_gl0_inv')],
 'cmp-inverted': [(175,'replace','\tv_cmp_ne_u32_e64 s1, v1, s1')],
 'store-hits-copy': [(196,'after','\tscratch_store_b32 off, v1, s33 offset:32')],
 'wide-store-hits-copy': [(196,'after','\tscratch_store_b64 off, v[1:2], s33 offset:28')],
 'exec-hi-body': [(196,'after','\ts_mov_b32 exec_hi, 0')],
 'andn-not-exec': [(197,'replace','\ts_and_not1_b32 s0, s0, s1')],
}
for k,e in T.items(): edit(F, H+k+'-gfx1100', e, N)
F='tests/compile/amdgpu/fixtures/gfx90a-O0/spin_wait-d7ec0bc6ed81.s'
H='tests/compile/amdgpu/hostile/o0-loop-audit-'
N='spin_wait-d7ec0bc6ed81.s'
IF = '''\tbuffer_load_dword v5, off, s[0:3], s33 offset:28
\ts_waitcnt vmcnt(0)
\tv_sub_u32_e64 v6, v5, 1
\tbuffer_store_dword v6, off, s[0:3], s33 offset:40
\tv_cmp_ne_u32_e64 s[20:21], v5, 1
\ts_mov_b64 s[22:23], exec
\tv_writelane_b32 v0, s22, 20
\tv_writelane_b32 v0, s23, 21
\ts_and_b64 s[22:23], s[22:23], s[20:21]
\ts_mov_b64 exec, s[22:23]
\ts_cbranch_execz .LBB1_9
\tv_mov_b32_e32 v6, 1
\tbuffer_store_dword v6, off, s[0:3], s33 offset:40
.LBB1_9:
\tv_readlane_b32 s22, v0, 20
\tv_readlane_b32 s23, v0, 21
\ts_or_b64 exec, exec, s[22:23]
\tbuffer_load_dword v6, off, s[0:3], s33 offset:40
\ts_waitcnt vmcnt(0)
'''
USE = {
 'if-slot-value': '\tbuffer_store_dword v6, off, s[0:3], s33 offset:24',
 'if-slot-address': '\tbuffer_load_dword v7, v6, s[0:3], s33 offen offset:8\n\ts_waitcnt vmcnt(0)',
 'if-slot-compare': '''\tv_cmp_eq_u32_e64 s[20:21], v6, 0
\ts_mov_b64 s[22:23], exec
\tv_writelane_b32 v0, s22, 22
\tv_writelane_b32 v0, s23, 23
\ts_and_b64 s[22:23], s[22:23], s[20:21]
\ts_mov_b64 exec, s[22:23]
\ts_cbranch_execz .LBB1_10
\tv_mov_b32_e32 v7, 0
\tbuffer_store_dword v7, off, s[0:3], s33 offset:24
.LBB1_10:
\tv_readlane_b32 s22, v0, 22
\tv_readlane_b32 s23, v0, 23
\ts_or_b64 exec, exec, s[22:23]''',
}
for k, u in USE.items():
    edit(F, H+k+'-gfx90a', [(310,'after', IF + u)], N)
    p = H+k+'-gfx90a/'+N
    s = open(p).read()
    s = re.sub(r'(clmm_P1.*?\.amdhsa_private_segment_fixed_size )(\d+)', lambda m: m.group(1)+str(max(64,int(m.group(2)))), s, count=1, flags=re.S)
    open(p,'w').write(s)
# the address use, aligned: slot 44 = 0, slot 48 = 1; r0 := private[44 + v6], v6 = 0 (data) or 4 (the if never taken).
pre = '\tv_mov_b32_e32 v7, 0\n\tbuffer_store_dword v7, off, s[0:3], s33 offset:44\n\tv_mov_b32_e32 v7, 1\n\tbuffer_store_dword v7, off, s[0:3], s33 offset:48\n'
use = '\tbuffer_load_dword v7, v6, s[0:3], s33 offen offset:44\n\ts_waitcnt vmcnt(0)\n\tbuffer_store_dword v7, off, s[0:3], s33 offset:24'
k = 'if-slot-address'
edit(F, H+k+'-gfx90a', [(310,'after', pre + IF.replace('v_mov_b32_e32 v6, 1','v_mov_b32_e32 v6, 4') + use)], N)
p = H+k+'-gfx90a/'+N
s = open(p).read()
s = re.sub(r'(clmm_P1.*?\.amdhsa_private_segment_fixed_size )(\d+)', lambda m: m.group(1)+str(max(64,int(m.group(2)))), s, count=1, flags=re.S)
open(p,'w').write(s)
# the address use one label later (the register, not the slot, read there): r0 := private[44 + v6]
# after a second if; v6 = 0 (data), so r0 = 0: unsound (a first pass that followed the if's 4
# lifted it as slot 48, r0 = 1: sound).
second = '''\tv_cmp_ne_u32_e64 s[20:21], v5, 1
\ts_mov_b64 s[22:23], exec
\tv_writelane_b32 v0, s22, 22
\tv_writelane_b32 v0, s23, 23
\ts_and_b64 s[22:23], s[22:23], s[20:21]
\ts_mov_b64 exec, s[22:23]
\ts_cbranch_execz .LBB1_10
\ts_nop 0
.LBB1_10:
\tv_readlane_b32 s22, v0, 22
\tv_readlane_b32 s23, v0, 23
\ts_or_b64 exec, exec, s[22:23]
\tbuffer_load_dword v7, v6, s[0:3], s33 offen offset:44
\ts_waitcnt vmcnt(0)
\tbuffer_store_dword v7, off, s[0:3], s33 offset:24'''
k = 'if-slot-address-later'
edit(F, H+k+'-gfx90a', [(310,'after', pre + IF.replace('v_mov_b32_e32 v6, 1','v_mov_b32_e32 v6, 4') + second)], N)
p = H+k+'-gfx90a/'+N
s = open(p).read()
s = re.sub(r'(clmm_P1.*?\.amdhsa_private_segment_fixed_size )(\d+)', lambda m: m.group(1)+str(max(64,int(m.group(2)))), s, count=1, flags=re.S)
open(p,'w').write(s)
# gfx942 (wave64) and gfx1200 (wave32): the comparison inverted, the acquire's invalidation moved
# into the if's body (never run on the way out): unsound.
for g, cmp, cmpNew, inv, after in [
    ('gfx942', 183, '\tv_cmp_ne_u32_e64 s[2:3], v1, s2', 177, 210),
    ('gfx1200', 177, '\tv_cmp_ne_u32_e64 s1, v1, s1', 171, 198)]:
    F = 'tests/compile/amdgpu/fixtures/%s-O0/spin_wait-d7ec0bc6ed81.s' % g
    invText = open(F).read().split('\n')[inv - 1]
    edit(F, H+'cmp-inverted-'+g, [(cmp, 'replace', cmpNew)], N)
    edit(F, H+'inv-in-body-'+g, [(inv, 'replace', None), (after, 'after', invText)], N)
# The counter slot given another number in the body (i := 5): 0 and 5, read as data; one turn
# stores x = 1 and leaves: r1 = 1 after r0 = 1, which the source (x = 3 last) forbids: unsound.
F = 'tests/compile/amdgpu/fixtures/gfx90a-O0/counted_loop-37bc4b7da999.s'
edit(F, H+'counter-five-gfx90a', [(116, 'replace', '\tv_mov_b32_e32 v1, 5')], 'counted_loop-37bc4b7da999.s')
# The spin's flag load (with its wait, invalidation and slot store) moved before the loop: the loop
# re-reads the slot, so a 0 spins forever, where the source always finishes: unsound (a liveness bug).
F = 'tests/compile/amdgpu/fixtures/gfx90a-O0/spin_wait-d7ec0bc6ed81.s'
L = open(F).read().split('\n')
edit(F, H+'load-hoisted-gfx90a', [(190, 'after', '\n'.join(L[209:221]))] + [(i, 'replace', None) for i in range(210, 222)], N)
