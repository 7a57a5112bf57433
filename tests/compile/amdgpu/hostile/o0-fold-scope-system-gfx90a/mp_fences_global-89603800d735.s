	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	clmm_P0                 ; -- Begin function clmm_P0
	.globl	clmm_P0
	.p2align	8
	.type	clmm_P0,@function
clmm_P0:                                ; @clmm_P0
.Lfunc_begin0:
	.file	0 "/tmp/clmm-compile-OQDOHc" "mp_fences_global-89603800d735.cl" md5 0xddbf532a95b11c2f2d722793d7743179
	.loc	0 3 0                           ; mp_fences_global-89603800d735.cl:3:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr0 : SGPR spill to VGPR lane
                                        ; implicit-def: $vgpr0 : SGPR spill to VGPR lane
                                        ; implicit-def: $vgpr0 : SGPR spill to VGPR lane
                                        ; implicit-def: $vgpr0 : SGPR spill to VGPR lane
	s_mov_b64 s[4:5], s[6:7]
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x8
	s_nop 0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s10, s9
	v_mov_b32_e32 v0, s10
	buffer_store_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:24
.Ltmp0:
	.loc	0 4 4 prologue_end              ; mp_fences_global-89603800d735.cl:4:4
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, 1
	.loc	0 4 9 is_stmt 0                 ; mp_fences_global-89603800d735.cl:4:9
	global_store_dword v[0:1], v2, off
	v_mov_b32_e32 v0, 3
	buffer_store_dword v0, off, s[0:3], s33
	v_mov_b32_e32 v0, 2
	buffer_store_dword v0, off, s[0:3], s33 offset:4
.Ltmp1:
	.file	1 "." "clmm-amdgpu-atomics.h" md5 0xad5cc510c808b377852333c6f900009c
	.loc	1 23 11 is_stmt 1               ; ./clmm-amdgpu-atomics.h:23:11
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
; %bb.1:
	.loc	1 0 11 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:11
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_3
; %bb.2:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 3
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 6
	v_writelane_b32 v0, s7, 7
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_9
	s_branch .LBB0_4
.LBB0_3:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 0
	v_readlane_b32 s9, v0, 1
	v_writelane_b32 v0, s8, 8
	v_writelane_b32 v0, s9, 9
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 10
	v_writelane_b32 v0, s9, 11
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_31
	s_branch .LBB0_6
.LBB0_4:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 4
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 16
	v_writelane_b32 v0, s5, 17
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 18
	v_writelane_b32 v0, s5, 19
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_11
	s_branch .LBB0_10
.LBB0_5:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 20
	v_writelane_b32 v0, s5, 21
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 22
	v_writelane_b32 v0, s5, 23
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_55
	s_branch .LBB0_54
.LBB0_6:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 24
	v_writelane_b32 v0, s7, 25
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_33
	s_branch .LBB0_32
.LBB0_7:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v1, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 26
	v_writelane_b32 v0, s7, 27
	v_writelane_b32 v0, s4, 28
	v_writelane_b32 v0, s5, 29
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_75
.LBB0_8:
	.loc	1 24 34 is_stmt 1               ; ./clmm-amdgpu-atomics.h:24:34
	s_branch .LBB0_97
.LBB0_9:
	.loc	1 0 34 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 4
	v_readlane_b32 s7, v0, 5
	v_writelane_b32 v0, s6, 30
	v_writelane_b32 v0, s7, 31
	v_writelane_b32 v0, s6, 32
	v_writelane_b32 v0, s7, 33
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 34
	v_writelane_b32 v0, s5, 35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_53
	s_branch .LBB0_5
.LBB0_10:
	.loc	1 25 34 is_stmt 1               ; ./clmm-amdgpu-atomics.h:25:34
	buffer_load_dword v0, off, s[0:3], s33
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a2, v0              ;  Reload Reuse
	s_branch .LBB0_12
.LBB0_11:
	.loc	1 0 34 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 18
	v_readlane_b32 s7, v0, 19
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 16
	v_readlane_b32 s5, v0, 17
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 4
	v_writelane_b32 v0, s5, 5
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_9
.LBB0_12:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s4, 3
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 36
	v_writelane_b32 v0, s7, 37
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 38
	v_writelane_b32 v0, s7, 39
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_14
; %bb.13:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s4, 4
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 40
	v_writelane_b32 v0, s7, 41
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 42
	v_writelane_b32 v0, s7, 43
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_26
	s_branch .LBB0_15
.LBB0_14:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 38
	v_readlane_b32 s5, v0, 39
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 36
	v_readlane_b32 s9, v0, 37
	v_writelane_b32 v0, s8, 44
	v_writelane_b32 v0, s9, 45
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 46
	v_writelane_b32 v0, s9, 47
	v_writelane_b32 v0, s6, 48
	v_writelane_b32 v0, s7, 49
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 50
	v_writelane_b32 v0, s5, 51
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_22
	s_branch .LBB0_17
.LBB0_15:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s4, 5
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 52
	v_writelane_b32 v0, s5, 53
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 54
	v_writelane_b32 v0, s5, 55
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_24
	s_branch .LBB0_27
.LBB0_16:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 56
	v_readlane_b32 s7, v0, 57
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 58
	v_readlane_b32 s5, v0, 59
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 36
	v_writelane_b32 v0, s5, 37
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_14
.LBB0_17:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 60
	v_writelane_b32 v0, s7, 61
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_18
	s_branch .LBB0_23
.LBB0_18:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 60
	v_readlane_b32 s5, v1, 61
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v1, 44
	v_readlane_b32 s9, v1, 45
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v1, s8, 62
	v_writelane_b32 v1, s9, 63
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 2
	v_writelane_b32 v0, s5, 3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_28
; %bb.19:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v1, 44
	v_readlane_b32 s7, v1, 45
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v2, a2               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_ne_u32_e64 s[8:9], v2, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v1, s6, 62
	v_writelane_b32 v1, s7, 63
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_28
.LBB0_20:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 4
	v_readlane_b32 s5, v0, 5
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v0, 6
	v_readlane_b32 s7, v0, 7
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_30
; %bb.21:
	.loc	1 25 34                         ; ./clmm-amdgpu-atomics.h:25:34
	s_branch .LBB0_30
.LBB0_22:
	.loc	1 0 34                          ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v1, 50
	v_readlane_b32 s9, v1, 51
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v1, 46
	v_readlane_b32 s5, v1, 47
	v_readlane_b32 s6, v1, 48
	v_readlane_b32 s7, v1, 49
	v_writelane_b32 v0, s6, 10
	v_writelane_b32 v0, s7, 11
	v_writelane_b32 v0, s6, 6
	v_writelane_b32 v0, s7, 7
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_20
	s_branch .LBB0_29
.LBB0_23:
	.loc	1 25 34                         ; ./clmm-amdgpu-atomics.h:25:34
	s_branch .LBB0_18
.LBB0_24:
	.loc	1 0 34                          ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 54
	v_readlane_b32 s7, v0, 55
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 52
	v_readlane_b32 s5, v0, 53
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 40
	v_writelane_b32 v0, s5, 41
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_26
.LBB0_25:
	.loc	1 25 34                         ; ./clmm-amdgpu-atomics.h:25:34
	s_branch .LBB0_16
.LBB0_26:
	.loc	1 0 34                          ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 42
	v_readlane_b32 s5, v0, 43
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 40
	v_readlane_b32 s7, v0, 41
	v_writelane_b32 v0, s6, 58
	v_writelane_b32 v0, s7, 59
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 56
	v_writelane_b32 v0, s5, 57
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_16
	s_branch .LBB0_25
.LBB0_27:
	.loc	1 25 34                         ; ./clmm-amdgpu-atomics.h:25:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v0, s4, 52
	v_writelane_b32 v0, s5, 53
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_24
.LBB0_28:
	.loc	1 0 34                          ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s10, v1, 2
	v_readlane_b32 s11, v1, 3
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v0, 44
	v_readlane_b32 s7, v0, 45
	v_readlane_b32 s8, v0, 62
	v_readlane_b32 s9, v0, 63
	v_readlane_b32 s4, v1, 0
	v_readlane_b32 s5, v1, 1
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 46
	v_writelane_b32 v0, s7, 47
	v_writelane_b32 v0, s4, 48
	v_writelane_b32 v0, s5, 49
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_22
.LBB0_29:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	1 25 34                         ; ./clmm-amdgpu-atomics.h:25:34
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_20
.LBB0_30:
	.loc	1 0 34                          ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 8
	v_readlane_b32 s5, v1, 9
	s_or_b64 exec, exec, s[4:5]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	.loc	1 25 61                         ; ./clmm-amdgpu-atomics.h:25:61
	v_writelane_b32 v0, s4, 16
	v_writelane_b32 v0, s5, 17
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_11
.LBB0_31:
	.loc	1 0 61                          ; ./clmm-amdgpu-atomics.h:0:61
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v1, 14
	v_readlane_b32 s9, v1, 15
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v1, 10
	v_readlane_b32 s7, v1, 11
	v_readlane_b32 s4, v1, 12
	v_readlane_b32 s5, v1, 13
	v_writelane_b32 v0, s4, 12
	v_writelane_b32 v0, s5, 13
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 16
	v_writelane_b32 v0, s5, 17
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_77
	s_branch .LBB0_76
.LBB0_32:
	.loc	1 26 35 is_stmt 1               ; ./clmm-amdgpu-atomics.h:26:35
	buffer_load_dword v0, off, s[0:3], s33
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a4, v0              ;  Reload Reuse
	s_branch .LBB0_34
.LBB0_33:
	.loc	1 0 35 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 24
	v_readlane_b32 s5, v1, 25
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v1, 8
	v_readlane_b32 s9, v1, 9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v1, s8, 26
	v_writelane_b32 v1, s9, 27
	v_writelane_b32 v1, s6, 28
	v_writelane_b32 v1, s7, 29
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 18
	v_writelane_b32 v0, s5, 19
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_75
	s_branch .LBB0_7
.LBB0_34:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	s_mov_b32 s4, 3
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 20
	v_writelane_b32 v0, s7, 21
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 22
	v_writelane_b32 v0, s7, 23
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_36
; %bb.35:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	s_mov_b32 s4, 4
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 24
	v_writelane_b32 v0, s7, 25
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 26
	v_writelane_b32 v0, s7, 27
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_48
	s_branch .LBB0_37
.LBB0_36:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 22
	v_readlane_b32 s5, v0, 23
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 20
	v_readlane_b32 s9, v0, 21
	v_writelane_b32 v0, s8, 28
	v_writelane_b32 v0, s9, 29
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 30
	v_writelane_b32 v0, s9, 31
	v_writelane_b32 v0, s6, 32
	v_writelane_b32 v0, s7, 33
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 34
	v_writelane_b32 v0, s5, 35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_44
	s_branch .LBB0_39
.LBB0_37:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	s_mov_b32 s4, 5
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 36
	v_writelane_b32 v0, s5, 37
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 38
	v_writelane_b32 v0, s5, 39
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_46
	s_branch .LBB0_49
.LBB0_38:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 40
	v_readlane_b32 s7, v0, 41
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 42
	v_readlane_b32 s5, v0, 43
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 20
	v_writelane_b32 v0, s5, 21
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_36
.LBB0_39:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 44
	v_writelane_b32 v0, s7, 45
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_40
	s_branch .LBB0_45
.LBB0_40:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 44
	v_readlane_b32 s5, v0, 45
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 28
	v_readlane_b32 s9, v0, 29
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 46
	v_writelane_b32 v0, s9, 47
	v_writelane_b32 v0, s6, 48
	v_writelane_b32 v0, s7, 49
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 50
	v_writelane_b32 v0, s5, 51
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_50
; %bb.41:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 28
	v_readlane_b32 s7, v0, 29
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_ne_u32_e64 s[8:9], v1, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 46
	v_writelane_b32 v0, s7, 47
	v_writelane_b32 v0, s4, 48
	v_writelane_b32 v0, s5, 49
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_50
.LBB0_42:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 52
	v_readlane_b32 s5, v0, 53
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v0, 54
	v_readlane_b32 s7, v0, 55
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 56
	v_writelane_b32 v0, s5, 57
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_52
; %bb.43:
	.loc	1 26 35                         ; ./clmm-amdgpu-atomics.h:26:35
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_52
.LBB0_44:
	.loc	1 0 35                          ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v0, 34
	v_readlane_b32 s9, v0, 35
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v0, 30
	v_readlane_b32 s5, v0, 31
	v_readlane_b32 s6, v0, 32
	v_readlane_b32 s7, v0, 33
	v_writelane_b32 v0, s6, 58
	v_writelane_b32 v0, s7, 59
	v_writelane_b32 v0, s6, 54
	v_writelane_b32 v0, s7, 55
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 52
	v_writelane_b32 v0, s7, 53
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_42
	s_branch .LBB0_51
.LBB0_45:
	.loc	1 26 35                         ; ./clmm-amdgpu-atomics.h:26:35
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_40
.LBB0_46:
	.loc	1 0 35                          ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 38
	v_readlane_b32 s7, v0, 39
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 36
	v_readlane_b32 s5, v0, 37
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 24
	v_writelane_b32 v0, s5, 25
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_48
.LBB0_47:
	.loc	1 26 35                         ; ./clmm-amdgpu-atomics.h:26:35
	s_waitcnt lgkmcnt(0)
	s_branch .LBB0_38
.LBB0_48:
	.loc	1 0 35                          ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 26
	v_readlane_b32 s5, v0, 27
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 24
	v_readlane_b32 s7, v0, 25
	v_writelane_b32 v0, s6, 42
	v_writelane_b32 v0, s7, 43
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 40
	v_writelane_b32 v0, s5, 41
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_38
	s_branch .LBB0_47
.LBB0_49:
	.loc	1 26 35                         ; ./clmm-amdgpu-atomics.h:26:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v0, s4, 36
	v_writelane_b32 v0, s5, 37
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_46
.LBB0_50:
	.loc	1 0 35                          ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s10, v0, 50
	v_readlane_b32 s11, v0, 51
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v0, 28
	v_readlane_b32 s7, v0, 29
	v_readlane_b32 s8, v0, 46
	v_readlane_b32 s9, v0, 47
	v_readlane_b32 s4, v0, 48
	v_readlane_b32 s5, v0, 49
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 30
	v_writelane_b32 v0, s7, 31
	v_writelane_b32 v0, s4, 32
	v_writelane_b32 v0, s5, 33
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_44
.LBB0_51:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 58
	v_readlane_b32 s5, v0, 59
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	1 26 35                         ; ./clmm-amdgpu-atomics.h:26:35
	v_writelane_b32 v0, s4, 54
	v_writelane_b32 v0, s5, 55
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_42
.LBB0_52:
	.loc	1 0 35                          ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 56
	v_readlane_b32 s5, v0, 57
	s_or_b64 exec, exec, s[4:5]
	.loc	1 26 62                         ; ./clmm-amdgpu-atomics.h:26:62
	s_branch .LBB0_33
.LBB0_53:
	.loc	1 0 62                          ; ./clmm-amdgpu-atomics.h:0:62
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 34
	v_readlane_b32 s7, v0, 35
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 32
	v_readlane_b32 s5, v0, 33
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_3
.LBB0_54:
	.loc	1 27 31 is_stmt 1               ; ./clmm-amdgpu-atomics.h:27:31
	buffer_load_dword v0, off, s[0:3], s33
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_branch .LBB0_56
.LBB0_55:
	.loc	1 0 31 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v0, 22
	v_readlane_b32 s9, v0, 23
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v0, 30
	v_readlane_b32 s5, v0, 31
	v_readlane_b32 s6, v0, 20
	v_readlane_b32 s7, v0, 21
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_writelane_b32 v0, s4, 32
	v_writelane_b32 v0, s5, 33
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_53
.LBB0_56:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	s_mov_b32 s4, 3
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 60
	v_writelane_b32 v0, s7, 61
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 62
	v_writelane_b32 v0, s7, 63
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_58
; %bb.57:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	s_mov_b32 s4, 4
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_70
	s_branch .LBB0_59
.LBB0_58:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 62
	v_readlane_b32 s5, v1, 63
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v1, 60
	v_readlane_b32 s9, v1, 61
	v_writelane_b32 v0, s8, 4
	v_writelane_b32 v0, s9, 5
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 6
	v_writelane_b32 v0, s9, 7
	v_writelane_b32 v0, s6, 8
	v_writelane_b32 v0, s7, 9
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_66
	s_branch .LBB0_61
.LBB0_59:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	s_mov_b32 s4, 5
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 12
	v_writelane_b32 v0, s5, 13
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_68
	s_branch .LBB0_71
.LBB0_60:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v1, 16
	v_readlane_b32 s7, v1, 17
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v1, 18
	v_readlane_b32 s5, v1, 19
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 60
	v_writelane_b32 v0, s5, 61
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_58
.LBB0_61:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 20
	v_writelane_b32 v0, s7, 21
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_62
	s_branch .LBB0_67
.LBB0_62:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 20
	v_readlane_b32 s5, v0, 21
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 4
	v_readlane_b32 s9, v0, 5
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 22
	v_writelane_b32 v0, s9, 23
	v_writelane_b32 v0, s6, 24
	v_writelane_b32 v0, s7, 25
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 26
	v_writelane_b32 v0, s5, 27
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_72
; %bb.63:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 4
	v_readlane_b32 s7, v0, 5
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_ne_u32_e64 s[8:9], v1, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 22
	v_writelane_b32 v0, s7, 23
	v_writelane_b32 v0, s4, 24
	v_writelane_b32 v0, s5, 25
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_72
.LBB0_64:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 28
	v_readlane_b32 s5, v0, 29
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v0, 30
	v_readlane_b32 s7, v0, 31
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 32
	v_writelane_b32 v0, s5, 33
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_74
; %bb.65:
	.loc	1 27 31                         ; ./clmm-amdgpu-atomics.h:27:31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_wbinvl1_vol
	s_branch .LBB0_74
.LBB0_66:
	.loc	1 0 31                          ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v0, 10
	v_readlane_b32 s9, v0, 11
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	v_writelane_b32 v0, s6, 34
	v_writelane_b32 v0, s7, 35
	v_writelane_b32 v0, s6, 30
	v_writelane_b32 v0, s7, 31
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 28
	v_writelane_b32 v0, s7, 29
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_64
	s_branch .LBB0_73
.LBB0_67:
	.loc	1 27 31                         ; ./clmm-amdgpu-atomics.h:27:31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_branch .LBB0_62
.LBB0_68:
	.loc	1 0 31                          ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 14
	v_readlane_b32 s7, v0, 15
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_70
.LBB0_69:
	.loc	1 27 31                         ; ./clmm-amdgpu-atomics.h:27:31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_wbinvl1_vol
	s_branch .LBB0_60
.LBB0_70:
	.loc	1 0 31                          ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_writelane_b32 v0, s6, 18
	v_writelane_b32 v0, s7, 19
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 16
	v_writelane_b32 v0, s5, 17
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_60
	s_branch .LBB0_69
.LBB0_71:
	.loc	1 27 31                         ; ./clmm-amdgpu-atomics.h:27:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_wbinvl1_vol
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v0, s4, 12
	v_writelane_b32 v0, s5, 13
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_68
.LBB0_72:
	.loc	1 0 31                          ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s10, v0, 26
	v_readlane_b32 s11, v0, 27
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v0, 4
	v_readlane_b32 s7, v0, 5
	v_readlane_b32 s8, v0, 22
	v_readlane_b32 s9, v0, 23
	v_readlane_b32 s4, v0, 24
	v_readlane_b32 s5, v0, 25
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 6
	v_writelane_b32 v0, s7, 7
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_66
.LBB0_73:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 34
	v_readlane_b32 s5, v0, 35
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	1 27 31                         ; ./clmm-amdgpu-atomics.h:27:31
	v_writelane_b32 v0, s4, 30
	v_writelane_b32 v0, s5, 31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_64
.LBB0_74:
	.loc	1 0 31                          ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 32
	v_readlane_b32 s5, v1, 33
	s_or_b64 exec, exec, s[4:5]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	.loc	1 27 54                         ; ./clmm-amdgpu-atomics.h:27:54
	v_writelane_b32 v0, s4, 20
	v_writelane_b32 v0, s5, 21
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_55
.LBB0_75:
	.loc	1 0 54                          ; ./clmm-amdgpu-atomics.h:0:54
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s10, v1, 18
	v_readlane_b32 s11, v1, 19
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	v_readlane_b32 s8, v0, 26
	v_readlane_b32 s9, v0, 27
	v_readlane_b32 s4, v0, 28
	v_readlane_b32 s5, v0, 29
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 10
	v_writelane_b32 v0, s7, 11
	v_writelane_b32 v0, s4, 12
	v_writelane_b32 v0, s5, 13
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_31
.LBB0_76:
	.loc	1 28 14 is_stmt 1               ; ./clmm-amdgpu-atomics.h:28:14
	buffer_load_dword v0, off, s[0:3], s33
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a7, v0              ;  Reload Reuse
	s_branch .LBB0_78
.LBB0_77:
	.loc	1 0 14 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 16
	v_readlane_b32 s5, v1, 17
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v1, 14
	v_readlane_b32 s7, v1, 15
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 36
	v_writelane_b32 v0, s5, 37
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_97
	s_branch .LBB0_8
.LBB0_78:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	s_mov_b32 s4, 3
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 38
	v_writelane_b32 v0, s7, 39
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 40
	v_writelane_b32 v0, s7, 41
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_80
; %bb.79:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	s_mov_b32 s4, 4
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 42
	v_writelane_b32 v0, s7, 43
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 44
	v_writelane_b32 v0, s7, 45
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_92
	s_branch .LBB0_81
.LBB0_80:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 40
	v_readlane_b32 s5, v0, 41
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 38
	v_readlane_b32 s9, v0, 39
	v_writelane_b32 v0, s8, 46
	v_writelane_b32 v0, s9, 47
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 48
	v_writelane_b32 v0, s9, 49
	v_writelane_b32 v0, s6, 50
	v_writelane_b32 v0, s7, 51
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 52
	v_writelane_b32 v0, s5, 53
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_88
	s_branch .LBB0_83
.LBB0_81:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	s_mov_b32 s4, 5
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 54
	v_writelane_b32 v0, s5, 55
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 56
	v_writelane_b32 v0, s5, 57
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_90
	s_branch .LBB0_93
.LBB0_82:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 58
	v_readlane_b32 s7, v0, 59
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 60
	v_readlane_b32 s5, v0, 61
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 38
	v_writelane_b32 v0, s5, 39
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_80
.LBB0_83:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 62
	v_writelane_b32 v0, s7, 63
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_84
	s_branch .LBB0_89
.LBB0_84:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 62
	v_readlane_b32 s5, v1, 63
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v1, 46
	v_readlane_b32 s9, v1, 47
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 0
	v_writelane_b32 v0, s9, 1
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 4
	v_writelane_b32 v0, s5, 5
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_94
; %bb.85:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v2, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v2, 46
	v_readlane_b32 s7, v2, 47
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_ne_u32_e64 s[8:9], v1, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	v_writelane_b32 v0, s4, 2
	v_writelane_b32 v0, s5, 3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_94
.LBB0_86:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_96
; %bb.87:
	.loc	1 28 14                         ; ./clmm-amdgpu-atomics.h:28:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	s_branch .LBB0_96
.LBB0_88:
	.loc	1 0 14                          ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v1, 52
	v_readlane_b32 s9, v1, 53
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v1, 48
	v_readlane_b32 s5, v1, 49
	v_readlane_b32 s6, v1, 50
	v_readlane_b32 s7, v1, 51
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	v_writelane_b32 v0, s6, 8
	v_writelane_b32 v0, s7, 9
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 6
	v_writelane_b32 v0, s7, 7
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB0_86
	s_branch .LBB0_95
.LBB0_89:
	.loc	1 28 14                         ; ./clmm-amdgpu-atomics.h:28:14
	buffer_wbl2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_branch .LBB0_84
.LBB0_90:
	.loc	1 0 14                          ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 56
	v_readlane_b32 s7, v0, 57
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 54
	v_readlane_b32 s5, v0, 55
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 42
	v_writelane_b32 v0, s5, 43
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_92
.LBB0_91:
	.loc	1 28 14                         ; ./clmm-amdgpu-atomics.h:28:14
	buffer_wbl2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	s_branch .LBB0_82
.LBB0_92:
	.loc	1 0 14                          ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 44
	v_readlane_b32 s5, v0, 45
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 42
	v_readlane_b32 s7, v0, 43
	v_writelane_b32 v0, s6, 60
	v_writelane_b32 v0, s7, 61
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 58
	v_writelane_b32 v0, s5, 59
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB0_82
	s_branch .LBB0_91
.LBB0_93:
	.loc	1 28 14                         ; ./clmm-amdgpu-atomics.h:28:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	buffer_wbl2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v0, s4, 54
	v_writelane_b32 v0, s5, 55
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_90
.LBB0_94:
	.loc	1 0 14                          ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s10, v1, 4
	v_readlane_b32 s11, v1, 5
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v0, 46
	v_readlane_b32 s7, v0, 47
	v_readlane_b32 s8, v1, 0
	v_readlane_b32 s9, v1, 1
	v_readlane_b32 s4, v1, 2
	v_readlane_b32 s5, v1, 3
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 48
	v_writelane_b32 v0, s7, 49
	v_writelane_b32 v0, s4, 50
	v_writelane_b32 v0, s5, 51
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_88
.LBB0_95:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	1 28 14                         ; ./clmm-amdgpu-atomics.h:28:14
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_86
.LBB0_96:
	.loc	1 0 14                          ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v1, 10
	v_readlane_b32 s7, v1, 11
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	1 28 32                         ; ./clmm-amdgpu-atomics.h:28:32
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB0_77
.Ltmp2:
.LBB0_97:
	.loc	1 0 32                          ; ./clmm-amdgpu-atomics.h:0:32
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 36
	v_readlane_b32 s5, v1, 37
	s_or_b64 exec, exec, s[4:5]
	.loc	0 6 3 is_stmt 1                 ; mp_fences_global-89603800d735.cl:6:3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v2, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	buffer_load_dword v4, off, s[0:3], s33 offset:16
	buffer_load_dword v6, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v6, 1
	buffer_store_dword v6, off, s[0:3], s33 offset:32
	buffer_load_dword v6, off, s[0:3], s33 offset:32
	s_waitcnt vmcnt(0)
	global_store_dword v[4:5], v6, off
                                        ; kill: killed $vgpr3
                                        ; kill: killed $vgpr2
                                        ; kill: killed $vgpr1
                                        ; kill: killed $vgpr0
	.loc	0 7 1                           ; mp_fences_global-89603800d735.cl:7:1
	s_endpgm
.Ltmp3:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel clmm_P0
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 40
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	clmm_P0, .Lfunc_end0-clmm_P0
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 9736
; NumSgprs: 38
; NumVgprs: 7
; NumAgprs: 9
; TotalNumVgprs: 17
; ScratchSize: 40
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 17
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	clmm_P1                 ; -- Begin function clmm_P1
	.globl	clmm_P1
	.p2align	8
	.type	clmm_P1,@function
clmm_P1:                                ; @clmm_P1
.Lfunc_begin1:
	.loc	0 8 0                           ; mp_fences_global-89603800d735.cl:8:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr0 : SGPR spill to VGPR lane
                                        ; implicit-def: $vgpr0 : SGPR spill to VGPR lane
                                        ; implicit-def: $vgpr0 : SGPR spill to VGPR lane
                                        ; implicit-def: $vgpr0 : SGPR spill to VGPR lane
	s_mov_b64 s[4:5], s[6:7]
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x8
	s_nop 0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s10, s9
	v_mov_b32_e32 v0, s10
	buffer_store_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:16
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:28
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:24
	v_mov_b32_e32 v0, 0
.Ltmp4:
	.loc	0 9 7 prologue_end              ; mp_fences_global-89603800d735.cl:9:7
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	.loc	0 10 7                          ; mp_fences_global-89603800d735.cl:10:7
	buffer_store_dword v0, off, s[0:3], s33 offset:36
	.loc	0 11 8                          ; mp_fences_global-89603800d735.cl:11:8
	buffer_load_dword v0, off, s[0:3], s33 offset:16
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	global_load_dword v0, v[0:1], off glc
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:40
	buffer_load_dword v0, off, s[0:3], s33 offset:40
	.loc	0 11 6 is_stmt 0                ; mp_fences_global-89603800d735.cl:11:6
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:32
	v_mov_b32_e32 v0, 2
	buffer_store_dword v0, off, s[0:3], s33
	v_mov_b32_e32 v3, 3
	buffer_store_dword v3, off, s[0:3], s33 offset:4
.Ltmp5:
	.loc	1 23 11 is_stmt 1               ; ./clmm-amdgpu-atomics.h:23:11
	buffer_load_dword v0, off, s[0:3], s33 offset:4
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
; %bb.1:
	.loc	1 0 11 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:11
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 1
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.2:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 3
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 6
	v_writelane_b32 v0, s7, 7
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_9
	s_branch .LBB1_4
.LBB1_3:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 0
	v_readlane_b32 s9, v0, 1
	v_writelane_b32 v0, s8, 8
	v_writelane_b32 v0, s9, 9
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 10
	v_writelane_b32 v0, s9, 11
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_31
	s_branch .LBB1_6
.LBB1_4:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 4
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 16
	v_writelane_b32 v0, s5, 17
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 18
	v_writelane_b32 v0, s5, 19
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_11
	s_branch .LBB1_10
.LBB1_5:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 20
	v_writelane_b32 v0, s5, 21
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 22
	v_writelane_b32 v0, s5, 23
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_55
	s_branch .LBB1_54
.LBB1_6:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 24
	v_writelane_b32 v0, s7, 25
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_33
	s_branch .LBB1_32
.LBB1_7:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	v_accvgpr_read_b32 v1, a0               ;  Reload Reuse
	s_mov_b32 s4, 0
	v_cmp_ne_u32_e64 s[8:9], v1, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 26
	v_writelane_b32 v0, s7, 27
	v_writelane_b32 v0, s4, 28
	v_writelane_b32 v0, s5, 29
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_75
.LBB1_8:
	.loc	1 24 34 is_stmt 1               ; ./clmm-amdgpu-atomics.h:24:34
	s_branch .LBB1_97
.LBB1_9:
	.loc	1 0 34 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 4
	v_readlane_b32 s7, v0, 5
	v_writelane_b32 v0, s6, 30
	v_writelane_b32 v0, s7, 31
	v_writelane_b32 v0, s6, 32
	v_writelane_b32 v0, s7, 33
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 34
	v_writelane_b32 v0, s5, 35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_53
	s_branch .LBB1_5
.LBB1_10:
	.loc	1 25 34 is_stmt 1               ; ./clmm-amdgpu-atomics.h:25:34
	buffer_load_dword v0, off, s[0:3], s33
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a2, v0              ;  Reload Reuse
	s_branch .LBB1_12
.LBB1_11:
	.loc	1 0 34 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 18
	v_readlane_b32 s7, v0, 19
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 16
	v_readlane_b32 s5, v0, 17
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 4
	v_writelane_b32 v0, s5, 5
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_9
.LBB1_12:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s4, 3
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 36
	v_writelane_b32 v0, s7, 37
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 38
	v_writelane_b32 v0, s7, 39
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_14
; %bb.13:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s4, 4
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 40
	v_writelane_b32 v0, s7, 41
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 42
	v_writelane_b32 v0, s7, 43
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_26
	s_branch .LBB1_15
.LBB1_14:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 38
	v_readlane_b32 s5, v0, 39
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 36
	v_readlane_b32 s9, v0, 37
	v_writelane_b32 v0, s8, 44
	v_writelane_b32 v0, s9, 45
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 46
	v_writelane_b32 v0, s9, 47
	v_writelane_b32 v0, s6, 48
	v_writelane_b32 v0, s7, 49
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 50
	v_writelane_b32 v0, s5, 51
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_22
	s_branch .LBB1_17
.LBB1_15:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s4, 5
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 52
	v_writelane_b32 v0, s5, 53
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 54
	v_writelane_b32 v0, s5, 55
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_24
	s_branch .LBB1_27
.LBB1_16:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 56
	v_readlane_b32 s7, v0, 57
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 58
	v_readlane_b32 s5, v0, 59
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 36
	v_writelane_b32 v0, s5, 37
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_14
.LBB1_17:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a2               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 60
	v_writelane_b32 v0, s7, 61
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_18
	s_branch .LBB1_23
.LBB1_18:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 60
	v_readlane_b32 s5, v1, 61
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v1, 44
	v_readlane_b32 s9, v1, 45
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v1, s8, 62
	v_writelane_b32 v1, s9, 63
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 2
	v_writelane_b32 v0, s5, 3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_28
; %bb.19:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v1, 44
	v_readlane_b32 s7, v1, 45
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v2, a2               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_ne_u32_e64 s[8:9], v2, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v1, s6, 62
	v_writelane_b32 v1, s7, 63
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_28
.LBB1_20:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 4
	v_readlane_b32 s5, v0, 5
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v0, 6
	v_readlane_b32 s7, v0, 7
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_30
; %bb.21:
	.loc	1 25 34                         ; ./clmm-amdgpu-atomics.h:25:34
	s_branch .LBB1_30
.LBB1_22:
	.loc	1 0 34                          ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v1, 50
	v_readlane_b32 s9, v1, 51
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v1, 46
	v_readlane_b32 s5, v1, 47
	v_readlane_b32 s6, v1, 48
	v_readlane_b32 s7, v1, 49
	v_writelane_b32 v0, s6, 10
	v_writelane_b32 v0, s7, 11
	v_writelane_b32 v0, s6, 6
	v_writelane_b32 v0, s7, 7
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_20
	s_branch .LBB1_29
.LBB1_23:
	.loc	1 25 34                         ; ./clmm-amdgpu-atomics.h:25:34
	s_branch .LBB1_18
.LBB1_24:
	.loc	1 0 34                          ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 54
	v_readlane_b32 s7, v0, 55
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 52
	v_readlane_b32 s5, v0, 53
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 40
	v_writelane_b32 v0, s5, 41
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_26
.LBB1_25:
	.loc	1 25 34                         ; ./clmm-amdgpu-atomics.h:25:34
	s_branch .LBB1_16
.LBB1_26:
	.loc	1 0 34                          ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 42
	v_readlane_b32 s5, v0, 43
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 40
	v_readlane_b32 s7, v0, 41
	v_writelane_b32 v0, s6, 58
	v_writelane_b32 v0, s7, 59
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 56
	v_writelane_b32 v0, s5, 57
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_16
	s_branch .LBB1_25
.LBB1_27:
	.loc	1 25 34                         ; ./clmm-amdgpu-atomics.h:25:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v0, s4, 52
	v_writelane_b32 v0, s5, 53
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_24
.LBB1_28:
	.loc	1 0 34                          ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s10, v1, 2
	v_readlane_b32 s11, v1, 3
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v0, 44
	v_readlane_b32 s7, v0, 45
	v_readlane_b32 s8, v0, 62
	v_readlane_b32 s9, v0, 63
	v_readlane_b32 s4, v1, 0
	v_readlane_b32 s5, v1, 1
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 46
	v_writelane_b32 v0, s7, 47
	v_writelane_b32 v0, s4, 48
	v_writelane_b32 v0, s5, 49
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_22
.LBB1_29:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	1 25 34                         ; ./clmm-amdgpu-atomics.h:25:34
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_20
.LBB1_30:
	.loc	1 0 34                          ; ./clmm-amdgpu-atomics.h:0:34
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 8
	v_readlane_b32 s5, v1, 9
	s_or_b64 exec, exec, s[4:5]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	.loc	1 25 61                         ; ./clmm-amdgpu-atomics.h:25:61
	v_writelane_b32 v0, s4, 16
	v_writelane_b32 v0, s5, 17
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_11
.LBB1_31:
	.loc	1 0 61                          ; ./clmm-amdgpu-atomics.h:0:61
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v1, 14
	v_readlane_b32 s9, v1, 15
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s6, v1, 10
	v_readlane_b32 s7, v1, 11
	v_readlane_b32 s4, v1, 12
	v_readlane_b32 s5, v1, 13
	v_writelane_b32 v0, s4, 12
	v_writelane_b32 v0, s5, 13
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 16
	v_writelane_b32 v0, s5, 17
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_77
	s_branch .LBB1_76
.LBB1_32:
	.loc	1 26 35 is_stmt 1               ; ./clmm-amdgpu-atomics.h:26:35
	buffer_load_dword v0, off, s[0:3], s33
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a4, v0              ;  Reload Reuse
	s_branch .LBB1_34
.LBB1_33:
	.loc	1 0 35 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 24
	v_readlane_b32 s5, v1, 25
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v1, 8
	v_readlane_b32 s9, v1, 9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v1, s8, 26
	v_writelane_b32 v1, s9, 27
	v_writelane_b32 v1, s6, 28
	v_writelane_b32 v1, s7, 29
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v1              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 18
	v_writelane_b32 v0, s5, 19
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_75
	s_branch .LBB1_7
.LBB1_34:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	s_mov_b32 s4, 3
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 20
	v_writelane_b32 v0, s7, 21
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 22
	v_writelane_b32 v0, s7, 23
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_36
; %bb.35:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	s_mov_b32 s4, 4
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 24
	v_writelane_b32 v0, s7, 25
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 26
	v_writelane_b32 v0, s7, 27
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_48
	s_branch .LBB1_37
.LBB1_36:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 22
	v_readlane_b32 s5, v0, 23
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 20
	v_readlane_b32 s9, v0, 21
	v_writelane_b32 v0, s8, 28
	v_writelane_b32 v0, s9, 29
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 30
	v_writelane_b32 v0, s9, 31
	v_writelane_b32 v0, s6, 32
	v_writelane_b32 v0, s7, 33
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 34
	v_writelane_b32 v0, s5, 35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_44
	s_branch .LBB1_39
.LBB1_37:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	s_mov_b32 s4, 5
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 36
	v_writelane_b32 v0, s5, 37
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 38
	v_writelane_b32 v0, s5, 39
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_46
	s_branch .LBB1_49
.LBB1_38:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 40
	v_readlane_b32 s7, v0, 41
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 42
	v_readlane_b32 s5, v0, 43
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 20
	v_writelane_b32 v0, s5, 21
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_36
.LBB1_39:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 44
	v_writelane_b32 v0, s7, 45
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_40
	s_branch .LBB1_45
.LBB1_40:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 44
	v_readlane_b32 s5, v0, 45
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 28
	v_readlane_b32 s9, v0, 29
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 46
	v_writelane_b32 v0, s9, 47
	v_writelane_b32 v0, s6, 48
	v_writelane_b32 v0, s7, 49
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 50
	v_writelane_b32 v0, s5, 51
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_50
; %bb.41:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 28
	v_readlane_b32 s7, v0, 29
	v_accvgpr_read_b32 v1, a4               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_ne_u32_e64 s[8:9], v1, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 46
	v_writelane_b32 v0, s7, 47
	v_writelane_b32 v0, s4, 48
	v_writelane_b32 v0, s5, 49
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_50
.LBB1_42:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 52
	v_readlane_b32 s5, v0, 53
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v0, 54
	v_readlane_b32 s7, v0, 55
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 56
	v_writelane_b32 v0, s5, 57
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_52
; %bb.43:
	.loc	1 26 35                         ; ./clmm-amdgpu-atomics.h:26:35
	s_waitcnt lgkmcnt(0)
	s_branch .LBB1_52
.LBB1_44:
	.loc	1 0 35                          ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v0, 34
	v_readlane_b32 s9, v0, 35
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v0, 30
	v_readlane_b32 s5, v0, 31
	v_readlane_b32 s6, v0, 32
	v_readlane_b32 s7, v0, 33
	v_writelane_b32 v0, s6, 58
	v_writelane_b32 v0, s7, 59
	v_writelane_b32 v0, s6, 54
	v_writelane_b32 v0, s7, 55
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 52
	v_writelane_b32 v0, s7, 53
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_42
	s_branch .LBB1_51
.LBB1_45:
	.loc	1 26 35                         ; ./clmm-amdgpu-atomics.h:26:35
	s_waitcnt lgkmcnt(0)
	s_branch .LBB1_40
.LBB1_46:
	.loc	1 0 35                          ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 38
	v_readlane_b32 s7, v0, 39
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 36
	v_readlane_b32 s5, v0, 37
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 24
	v_writelane_b32 v0, s5, 25
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_48
.LBB1_47:
	.loc	1 26 35                         ; ./clmm-amdgpu-atomics.h:26:35
	s_waitcnt lgkmcnt(0)
	s_branch .LBB1_38
.LBB1_48:
	.loc	1 0 35                          ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 26
	v_readlane_b32 s5, v0, 27
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 24
	v_readlane_b32 s7, v0, 25
	v_writelane_b32 v0, s6, 42
	v_writelane_b32 v0, s7, 43
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 40
	v_writelane_b32 v0, s5, 41
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_38
	s_branch .LBB1_47
.LBB1_49:
	.loc	1 26 35                         ; ./clmm-amdgpu-atomics.h:26:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v0, s4, 36
	v_writelane_b32 v0, s5, 37
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_46
.LBB1_50:
	.loc	1 0 35                          ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s10, v0, 50
	v_readlane_b32 s11, v0, 51
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v0, 28
	v_readlane_b32 s7, v0, 29
	v_readlane_b32 s8, v0, 46
	v_readlane_b32 s9, v0, 47
	v_readlane_b32 s4, v0, 48
	v_readlane_b32 s5, v0, 49
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 30
	v_writelane_b32 v0, s7, 31
	v_writelane_b32 v0, s4, 32
	v_writelane_b32 v0, s5, 33
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_44
.LBB1_51:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 58
	v_readlane_b32 s5, v0, 59
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	1 26 35                         ; ./clmm-amdgpu-atomics.h:26:35
	v_writelane_b32 v0, s4, 54
	v_writelane_b32 v0, s5, 55
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_42
.LBB1_52:
	.loc	1 0 35                          ; ./clmm-amdgpu-atomics.h:0:35
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 56
	v_readlane_b32 s5, v0, 57
	s_or_b64 exec, exec, s[4:5]
	.loc	1 26 62                         ; ./clmm-amdgpu-atomics.h:26:62
	s_branch .LBB1_33
.LBB1_53:
	.loc	1 0 62                          ; ./clmm-amdgpu-atomics.h:0:62
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 34
	v_readlane_b32 s7, v0, 35
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 32
	v_readlane_b32 s5, v0, 33
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_3
.LBB1_54:
	.loc	1 27 31 is_stmt 1               ; ./clmm-amdgpu-atomics.h:27:31
	buffer_load_dword v0, off, s[0:3], s33
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a5, v0              ;  Reload Reuse
	s_branch .LBB1_56
.LBB1_55:
	.loc	1 0 31 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v0, 22
	v_readlane_b32 s9, v0, 23
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v0, 30
	v_readlane_b32 s5, v0, 31
	v_readlane_b32 s6, v0, 20
	v_readlane_b32 s7, v0, 21
	s_andn2_b64 s[4:5], s[4:5], exec
	s_and_b64 s[6:7], s[6:7], exec
	s_or_b64 s[4:5], s[4:5], s[6:7]
	v_writelane_b32 v0, s4, 32
	v_writelane_b32 v0, s5, 33
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_53
.LBB1_56:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	s_mov_b32 s4, 3
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 60
	v_writelane_b32 v0, s7, 61
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 62
	v_writelane_b32 v0, s7, 63
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_58
; %bb.57:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	s_mov_b32 s4, 4
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_70
	s_branch .LBB1_59
.LBB1_58:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 62
	v_readlane_b32 s5, v1, 63
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v1, 60
	v_readlane_b32 s9, v1, 61
	v_writelane_b32 v0, s8, 4
	v_writelane_b32 v0, s9, 5
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 6
	v_writelane_b32 v0, s9, 7
	v_writelane_b32 v0, s6, 8
	v_writelane_b32 v0, s7, 9
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_66
	s_branch .LBB1_61
.LBB1_59:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	s_mov_b32 s4, 5
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 12
	v_writelane_b32 v0, s5, 13
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_68
	s_branch .LBB1_71
.LBB1_60:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v1, 16
	v_readlane_b32 s7, v1, 17
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v1, 18
	v_readlane_b32 s5, v1, 19
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 60
	v_writelane_b32 v0, s5, 61
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_58
.LBB1_61:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 20
	v_writelane_b32 v0, s7, 21
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_62
	s_branch .LBB1_67
.LBB1_62:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 20
	v_readlane_b32 s5, v0, 21
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 4
	v_readlane_b32 s9, v0, 5
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 22
	v_writelane_b32 v0, s9, 23
	v_writelane_b32 v0, s6, 24
	v_writelane_b32 v0, s7, 25
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 26
	v_writelane_b32 v0, s5, 27
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_72
; %bb.63:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 4
	v_readlane_b32 s7, v0, 5
	v_accvgpr_read_b32 v1, a5               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_ne_u32_e64 s[8:9], v1, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 22
	v_writelane_b32 v0, s7, 23
	v_writelane_b32 v0, s4, 24
	v_writelane_b32 v0, s5, 25
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_72
.LBB1_64:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 28
	v_readlane_b32 s5, v0, 29
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v0, 30
	v_readlane_b32 s7, v0, 31
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 32
	v_writelane_b32 v0, s5, 33
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_74
; %bb.65:
	.loc	1 27 31                         ; ./clmm-amdgpu-atomics.h:27:31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_wbinvl1_vol
	s_branch .LBB1_74
.LBB1_66:
	.loc	1 0 31                          ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v0, 10
	v_readlane_b32 s9, v0, 11
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	v_writelane_b32 v0, s6, 34
	v_writelane_b32 v0, s7, 35
	v_writelane_b32 v0, s6, 30
	v_writelane_b32 v0, s7, 31
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 28
	v_writelane_b32 v0, s7, 29
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_64
	s_branch .LBB1_73
.LBB1_67:
	.loc	1 27 31                         ; ./clmm-amdgpu-atomics.h:27:31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_branch .LBB1_62
.LBB1_68:
	.loc	1 0 31                          ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 14
	v_readlane_b32 s7, v0, 15
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_70
.LBB1_69:
	.loc	1 27 31                         ; ./clmm-amdgpu-atomics.h:27:31
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_wbinvl1_vol
	s_branch .LBB1_60
.LBB1_70:
	.loc	1 0 31                          ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_writelane_b32 v0, s6, 18
	v_writelane_b32 v0, s7, 19
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 16
	v_writelane_b32 v0, s5, 17
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_60
	s_branch .LBB1_69
.LBB1_71:
	.loc	1 27 31                         ; ./clmm-amdgpu-atomics.h:27:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_wbinvl1_vol
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v0, s4, 12
	v_writelane_b32 v0, s5, 13
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_68
.LBB1_72:
	.loc	1 0 31                          ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s10, v0, 26
	v_readlane_b32 s11, v0, 27
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v0, 4
	v_readlane_b32 s7, v0, 5
	v_readlane_b32 s8, v0, 22
	v_readlane_b32 s9, v0, 23
	v_readlane_b32 s4, v0, 24
	v_readlane_b32 s5, v0, 25
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 6
	v_writelane_b32 v0, s7, 7
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_66
.LBB1_73:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 34
	v_readlane_b32 s5, v0, 35
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	1 27 31                         ; ./clmm-amdgpu-atomics.h:27:31
	v_writelane_b32 v0, s4, 30
	v_writelane_b32 v0, s5, 31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_64
.LBB1_74:
	.loc	1 0 31                          ; ./clmm-amdgpu-atomics.h:0:31
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 32
	v_readlane_b32 s5, v1, 33
	s_or_b64 exec, exec, s[4:5]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	.loc	1 27 54                         ; ./clmm-amdgpu-atomics.h:27:54
	v_writelane_b32 v0, s4, 20
	v_writelane_b32 v0, s5, 21
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_55
.LBB1_75:
	.loc	1 0 54                          ; ./clmm-amdgpu-atomics.h:0:54
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s10, v1, 18
	v_readlane_b32 s11, v1, 19
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	v_readlane_b32 s8, v0, 26
	v_readlane_b32 s9, v0, 27
	v_readlane_b32 s4, v0, 28
	v_readlane_b32 s5, v0, 29
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 10
	v_writelane_b32 v0, s7, 11
	v_writelane_b32 v0, s4, 12
	v_writelane_b32 v0, s5, 13
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a1, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_31
.LBB1_76:
	.loc	1 28 14 is_stmt 1               ; ./clmm-amdgpu-atomics.h:28:14
	buffer_load_dword v0, off, s[0:3], s33
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a7, v0              ;  Reload Reuse
	s_branch .LBB1_78
.LBB1_77:
	.loc	1 0 14 is_stmt 0                ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 16
	v_readlane_b32 s5, v1, 17
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v1, 14
	v_readlane_b32 s7, v1, 15
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 36
	v_writelane_b32 v0, s5, 37
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_97
	s_branch .LBB1_8
.LBB1_78:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	s_mov_b32 s4, 3
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 38
	v_writelane_b32 v0, s7, 39
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 40
	v_writelane_b32 v0, s7, 41
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_80
; %bb.79:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	s_mov_b32 s4, 4
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s6, 42
	v_writelane_b32 v0, s7, 43
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 44
	v_writelane_b32 v0, s7, 45
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_92
	s_branch .LBB1_81
.LBB1_80:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 40
	v_readlane_b32 s5, v0, 41
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v0, 38
	v_readlane_b32 s9, v0, 39
	v_writelane_b32 v0, s8, 46
	v_writelane_b32 v0, s9, 47
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 48
	v_writelane_b32 v0, s9, 49
	v_writelane_b32 v0, s6, 50
	v_writelane_b32 v0, s7, 51
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 52
	v_writelane_b32 v0, s5, 53
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_88
	s_branch .LBB1_83
.LBB1_81:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	s_mov_b32 s4, 5
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	s_mov_b64 s[4:5], -1
	v_writelane_b32 v0, s4, 54
	v_writelane_b32 v0, s5, 55
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 56
	v_writelane_b32 v0, s5, 57
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_90
	s_branch .LBB1_93
.LBB1_82:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 58
	v_readlane_b32 s7, v0, 59
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 60
	v_readlane_b32 s5, v0, 61
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 38
	v_writelane_b32 v0, s5, 39
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_80
.LBB1_83:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_gt_i32_e64 s[4:5], v1, s4
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 62
	v_writelane_b32 v0, s7, 63
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_84
	s_branch .LBB1_89
.LBB1_84:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 62
	v_readlane_b32 s5, v1, 63
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s8, v1, 46
	v_readlane_b32 s9, v1, 47
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 s[6:7], 0
	v_writelane_b32 v0, s8, 0
	v_writelane_b32 v0, s9, 1
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 4
	v_writelane_b32 v0, s5, 5
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_94
; %bb.85:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v2, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v2, 46
	v_readlane_b32 s7, v2, 47
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v1, a7               ;  Reload Reuse
	s_mov_b32 s4, 2
	v_cmp_ne_u32_e64 s[8:9], v1, s4
	s_mov_b64 s[4:5], -1
	s_mov_b64 s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	v_writelane_b32 v0, s4, 2
	v_writelane_b32 v0, s5, 3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_94
.LBB1_86:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_96
; %bb.87:
	.loc	1 28 14                         ; ./clmm-amdgpu-atomics.h:28:14
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	s_branch .LBB1_96
.LBB1_88:
	.loc	1 0 14                          ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s8, v1, 52
	v_readlane_b32 s9, v1, 53
	s_or_b64 exec, exec, s[8:9]
	v_readlane_b32 s4, v1, 48
	v_readlane_b32 s5, v1, 49
	v_readlane_b32 s6, v1, 50
	v_readlane_b32 s7, v1, 51
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	v_writelane_b32 v0, s6, 8
	v_writelane_b32 v0, s7, 9
	s_mov_b64 s[6:7], exec
	s_and_b64 s[4:5], s[6:7], s[4:5]
	s_xor_b64 s[6:7], s[4:5], s[6:7]
	v_writelane_b32 v0, s6, 6
	v_writelane_b32 v0, s7, 7
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_86
	s_branch .LBB1_95
.LBB1_89:
	.loc	1 28 14                         ; ./clmm-amdgpu-atomics.h:28:14
	buffer_wbl2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_branch .LBB1_84
.LBB1_90:
	.loc	1 0 14                          ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v0, 56
	v_readlane_b32 s7, v0, 57
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 54
	v_readlane_b32 s5, v0, 55
	s_and_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 42
	v_writelane_b32 v0, s5, 43
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_92
.LBB1_91:
	.loc	1 28 14                         ; ./clmm-amdgpu-atomics.h:28:14
	buffer_wbl2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	s_branch .LBB1_82
.LBB1_92:
	.loc	1 0 14                          ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 44
	v_readlane_b32 s5, v0, 45
	s_or_saveexec_b64 s[4:5], s[4:5]
	v_readlane_b32 s6, v0, 42
	v_readlane_b32 s7, v0, 43
	v_writelane_b32 v0, s6, 60
	v_writelane_b32 v0, s7, 61
	s_and_b64 s[4:5], exec, s[4:5]
	v_writelane_b32 v0, s4, 58
	v_writelane_b32 v0, s5, 59
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_xor_b64 exec, exec, s[4:5]
	s_cbranch_execz .LBB1_82
	s_branch .LBB1_91
.LBB1_93:
	.loc	1 28 14                         ; ./clmm-amdgpu-atomics.h:28:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	buffer_wbl2
	s_waitcnt vmcnt(0) lgkmcnt(0)
	buffer_invl2
	buffer_wbinvl1_vol
	s_mov_b64 s[4:5], 0
	s_xor_b64 s[4:5], exec, -1
	v_writelane_b32 v0, s4, 54
	v_writelane_b32 v0, s5, 55
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_90
.LBB1_94:
	.loc	1 0 14                          ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s10, v1, 4
	v_readlane_b32 s11, v1, 5
	s_or_b64 exec, exec, s[10:11]
	v_readlane_b32 s6, v0, 46
	v_readlane_b32 s7, v0, 47
	v_readlane_b32 s8, v1, 0
	v_readlane_b32 s9, v1, 1
	v_readlane_b32 s4, v1, 2
	v_readlane_b32 s5, v1, 3
	s_and_b64 s[4:5], s[4:5], exec
	s_andn2_b64 s[6:7], s[6:7], exec
	s_and_b64 s[8:9], s[8:9], exec
	s_or_b64 s[6:7], s[6:7], s[8:9]
	v_writelane_b32 v0, s6, 48
	v_writelane_b32 v0, s7, 49
	v_writelane_b32 v0, s4, 50
	v_writelane_b32 v0, s5, 51
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a6, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_88
.LBB1_95:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	1 28 14                         ; ./clmm-amdgpu-atomics.h:28:14
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_86
.LBB1_96:
	.loc	1 0 14                          ; ./clmm-amdgpu-atomics.h:0:14
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s6, v1, 10
	v_readlane_b32 s7, v1, 11
	s_or_b64 exec, exec, s[6:7]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	1 28 32                         ; ./clmm-amdgpu-atomics.h:28:32
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a3, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_branch .LBB1_77
.Ltmp6:
.LBB1_97:
	.loc	1 0 32                          ; ./clmm-amdgpu-atomics.h:0:32
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v1, 36
	v_readlane_b32 s5, v1, 37
	s_or_b64 exec, exec, s[4:5]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_mov_b32_e32 v1, -1
	.loc	0 13 6 is_stmt 1                ; mp_fences_global-89603800d735.cl:13:6
	buffer_store_dword v1, off, s[0:3], s33 offset:36
	.loc	0 14 8                          ; mp_fences_global-89603800d735.cl:14:8
	buffer_load_dword v1, off, s[0:3], s33 offset:32
	s_mov_b32 s4, 1
	.loc	0 14 11 is_stmt 0               ; mp_fences_global-89603800d735.cl:14:11
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v1, s4
	.loc	0 14 7                          ; mp_fences_global-89603800d735.cl:14:7
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 14
	v_writelane_b32 v0, s5, 15
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a8, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_99
; %bb.98:
	.loc	0 16 13 is_stmt 1               ; mp_fences_global-89603800d735.cl:16:13
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	buffer_load_dword v2, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	.loc	0 16 12 is_stmt 0               ; mp_fences_global-89603800d735.cl:16:12
	global_load_dword v0, v[0:1], off
	.loc	0 16 10                         ; mp_fences_global-89603800d735.cl:16:10
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[0:3], s33 offset:36
.LBB1_99:
	.loc	0 0 10                          ; mp_fences_global-89603800d735.cl:0:10
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a8               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 14
	v_readlane_b32 s5, v0, 15
	s_or_b64 exec, exec, s[4:5]
	.loc	0 19 17 is_stmt 1               ; mp_fences_global-89603800d735.cl:19:17
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v1, a6               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v2, a3               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v3, a1               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	buffer_load_dword v6, off, s[0:3], s33 offset:32
	.loc	0 19 3 is_stmt 0                ; mp_fences_global-89603800d735.cl:19:3
	buffer_load_dword v4, off, s[0:3], s33 offset:24
	buffer_load_dword v7, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v7
	.loc	0 19 15                         ; mp_fences_global-89603800d735.cl:19:15
	global_store_dword v[4:5], v6, off
	.loc	0 20 17 is_stmt 1               ; mp_fences_global-89603800d735.cl:20:17
	buffer_load_dword v6, off, s[0:3], s33 offset:36
	.loc	0 20 3 is_stmt 0                ; mp_fences_global-89603800d735.cl:20:3
	s_nop 0
	buffer_load_dword v4, off, s[0:3], s33 offset:24
	buffer_load_dword v7, off, s[0:3], s33 offset:28
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v5, v7
	.loc	0 20 15                         ; mp_fences_global-89603800d735.cl:20:15
	global_store_dword v[4:5], v6, off offset:4
                                        ; kill: killed $vgpr3
                                        ; kill: killed $vgpr2
                                        ; kill: killed $vgpr1
                                        ; kill: killed $vgpr0
	.loc	0 21 1 is_stmt 1                ; mp_fences_global-89603800d735.cl:21:1
	s_endpgm
.Ltmp7:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel clmm_P1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 48
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 17
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_reserve_xnack_mask 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end1:
	.size	clmm_P1, .Lfunc_end1-clmm_P1
	.cfi_endproc
                                        ; -- End function
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 9988
; NumSgprs: 38
; NumVgprs: 8
; NumAgprs: 9
; TotalNumVgprs: 17
; ScratchSize: 48
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 17
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.type	.str,@object                    ; @.str
	.section	.rodata.str1.1,"aMS",@progbits,1
.str:
	.asciz	"wavefront"
	.size	.str, 10

	.type	.str.1,@object                  ; @.str.1
.str.1:
	.asciz	"workgroup"
	.size	.str.1, 10

	.type	.str.2,@object                  ; @.str.2
.str.2:
	.asciz	"agent"
	.size	.str.2, 6

	.type	.str.3,@object                  ; @.str.3
.str.3:
	.zero	1
	.size	.str.3, 1

	.hidden	__oclc_ABI_version              ; @__oclc_ABI_version
	.type	__oclc_ABI_version,@object
	.section	.rodata,"a",@progbits
	.weak	__oclc_ABI_version
	.p2align	2, 0x0
__oclc_ABI_version:
	.long	500                             ; 0x1f4
	.size	__oclc_ABI_version, 4

	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	1                               ; DW_CHILDREN_yes
	.byte	37                              ; DW_AT_producer
	.byte	37                              ; DW_FORM_strx1
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	114                             ; DW_AT_str_offsets_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	37                              ; DW_FORM_strx1
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	115                             ; DW_AT_addr_base
	.byte	23                              ; DW_FORM_sec_offset
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	32                              ; DW_AT_inline
	.byte	33                              ; DW_FORM_implicit_const
	.byte	1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	3                               ; DW_AT_name
	.byte	37                              ; DW_FORM_strx1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	17                              ; DW_AT_low_pc
	.byte	27                              ; DW_FORM_addrx
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x44 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
	.byte	2                               ; Abbrev [2] 0x23:0x2 DW_TAG_subprogram
	.byte	3                               ; DW_AT_name
                                        ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x25:0x15 DW_TAG_subprogram
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	4                               ; DW_AT_name
	.byte	4                               ; Abbrev [4] 0x2c:0xd DW_TAG_inlined_subroutine
	.long	35                              ; DW_AT_abstract_origin
	.byte	1                               ; DW_AT_low_pc
	.long	.Ltmp2-.Ltmp1                   ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	5                               ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	3                               ; Abbrev [3] 0x3a:0x15 DW_TAG_subprogram
	.byte	2                               ; DW_AT_low_pc
	.long	.Lfunc_end1-.Lfunc_begin1       ; DW_AT_high_pc
	.byte	5                               ; DW_AT_name
	.byte	4                               ; Abbrev [4] 0x41:0xd DW_TAG_inlined_subroutine
	.long	35                              ; DW_AT_abstract_origin
	.byte	3                               ; DW_AT_low_pc
	.long	.Ltmp6-.Ltmp5                   ; DW_AT_high_pc
	.byte	0                               ; DW_AT_call_file
	.byte	12                              ; DW_AT_call_line
	.byte	3                               ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	28                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"mp_fences_global-89603800d735.cl" ; string offset=40
.Linfo_string2:
	.asciz	"/tmp/clmm-compile-OQDOHc"      ; string offset=73
.Linfo_string3:
	.asciz	"clmm_fence"                    ; string offset=98
.Linfo_string4:
	.asciz	"clmm_P0"                       ; string offset=109
.Linfo_string5:
	.asciz	"clmm_P1"                       ; string offset=117
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.long	.Linfo_string3
	.long	.Linfo_string4
	.long	.Linfo_string5
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
	.quad	.Ltmp1
	.quad	.Lfunc_begin1
	.quad	.Ltmp5
.Ldebug_addr_end0:
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     9
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'atomic_int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           clmm_P0
    .private_segment_fixed_size: 40
    .sgpr_count:     38
    .sgpr_spill_count: 290
    .symbol:         clmm_P0.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 86
    .wavefront_size: 64
  - .agpr_count:     9
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'atomic_int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           clmm_P1
    .private_segment_fixed_size: 48
    .sgpr_count:     38
    .sgpr_spill_count: 292
    .symbol:         clmm_P1.kd
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 87
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
