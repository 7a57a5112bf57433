	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	__clang_ocl_kern_imp_clmm_P0 ; -- Begin function __clang_ocl_kern_imp_clmm_P0
	.globl	__clang_ocl_kern_imp_clmm_P0
	.p2align	2
	.type	__clang_ocl_kern_imp_clmm_P0,@function
__clang_ocl_kern_imp_clmm_P0:           ; @__clang_ocl_kern_imp_clmm_P0
.Lfunc_begin0:
	.file	0 "/tmp/clmm-compile-f8g1JQ" "mp_dev_two_groups-f614e14aaf7e.cl" md5 0xfccb8ea0c512f18f781008ae335dc930
	.loc	0 3 0                           ; mp_dev_two_groups-f614e14aaf7e.cl:3:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s10, s33
	s_mov_b32 s33, s32
	s_add_i32 s32, s32, 32
	v_accvgpr_write_b32 a0, v4              ;  Reload Reuse
	v_accvgpr_write_b32 a1, v3              ;  Reload Reuse
	v_mov_b32_e32 v6, v2
	v_accvgpr_read_b32 v2, a0               ;  Reload Reuse
	v_mov_b32_e32 v8, v0
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v0
                                        ; kill: def $vgpr8 killed $vgpr8 def $vgpr8_vgpr9 killed $exec
	v_mov_b32_e32 v9, v1
	s_mov_b64 s[4:5], 0
	s_mov_b32 s7, s5
	s_mov_b32 s8, -1
	s_mov_b32 s2, s33
	s_cmp_lg_u32 s2, s8
	s_mov_b64 s[0:1], src_private_base
	s_mov_b32 s6, s1
	s_cselect_b32 s0, s6, s7
	s_mov_b32 s1, s4
	s_cselect_b32 s4, s2, s1
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s0
	s_add_i32 s0, s33, 8
	s_mov_b32 s2, s0
	s_cmp_lg_u32 s2, s8
	s_cselect_b32 s0, s6, s7
	s_cselect_b32 s2, s2, s1
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s0
	s_add_i32 s0, s33, 16
	s_mov_b32 s9, s0
	s_cmp_lg_u32 s9, s8
	s_cselect_b32 s0, s6, s7
	s_cselect_b32 s9, s9, s1
	v_mov_b32_e32 v0, s9
	v_mov_b32_e32 v4, s0
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	v_mov_b32_e32 v1, v4
	s_add_i32 s9, s33, 24
	s_mov_b32 s0, s9
	s_cmp_lg_u32 s0, s8
	s_cselect_b32 s6, s6, s7
	s_cselect_b32 s0, s0, s1
                                        ; kill: def $sgpr0 killed $sgpr0 def $sgpr0_sgpr1
	s_mov_b32 s1, s6
	v_mov_b64_e32 v[4:5], s[4:5]
	flat_store_dwordx2 v[4:5], v[8:9]
	v_mov_b64_e32 v[4:5], s[2:3]
	flat_store_dwordx2 v[4:5], v[6:7]
	flat_store_dwordx2 v[0:1], v[2:3]
.Ltmp0:
	.loc	0 4 4 prologue_end              ; mp_dev_two_groups-f614e14aaf7e.cl:4:4
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dwordx2 v[0:1], v[0:1]
	v_mov_b32_e32 v4, 1
	.loc	0 4 9 is_stmt 0                 ; mp_dev_two_groups-f614e14aaf7e.cl:4:9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v4, off
	.loc	0 5 25 is_stmt 1                ; mp_dev_two_groups-f614e14aaf7e.cl:5:25
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dwordx2 v[0:1], v[0:1]
	.loc	0 5 3 is_stmt 0                 ; mp_dev_two_groups-f614e14aaf7e.cl:5:3
	v_mov_b64_e32 v[2:3], s[0:1]
	flat_store_dword v[2:3], v4
	v_mov_b64_e32 v[2:3], s[0:1]
	flat_load_dword v2, v[2:3]
	s_nop 0
	buffer_wbl2 sc1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off sc1
	.loc	0 6 1 is_stmt 1                 ; mp_dev_two_groups-f614e14aaf7e.cl:6:1
	s_mov_b32 s32, s33
	s_mov_b32 s33, s10
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp1:
.Lfunc_end0:
	.size	__clang_ocl_kern_imp_clmm_P0, .Lfunc_end0-__clang_ocl_kern_imp_clmm_P0
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_clmm_P0.num_vgpr, 10
	.set __clang_ocl_kern_imp_clmm_P0.num_agpr, 2
	.set __clang_ocl_kern_imp_clmm_P0.numbered_sgpr, 34
	.set __clang_ocl_kern_imp_clmm_P0.num_named_barrier, 0
	.set __clang_ocl_kern_imp_clmm_P0.private_seg_size, 32
	.set __clang_ocl_kern_imp_clmm_P0.uses_vcc, 0
	.set __clang_ocl_kern_imp_clmm_P0.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_clmm_P0.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_clmm_P0.has_recursion, 0
	.set __clang_ocl_kern_imp_clmm_P0.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 328
; TotalNumSgprs: 40
; NumVgprs: 10
; NumAgprs: 2
; TotalNumVgprs: 14
; ScratchSize: 32
; MemoryBound: 0
	.text
	.protected	clmm_P0                 ; -- Begin function clmm_P0
	.globl	clmm_P0
	.p2align	8
	.type	clmm_P0,@function
clmm_P0:                                ; @clmm_P0
.Lfunc_begin1:
	.loc	0 3 0                           ; mp_dev_two_groups-f614e14aaf7e.cl:3:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 32
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
                                        ; implicit-def: $vgpr12 : SGPR spill to VGPR lane
	v_writelane_b32 v12, s4, 0
	s_nop 1
	v_writelane_b32 v12, s5, 1
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v12, 0
	v_readlane_b32 s1, v12, 1
	v_mov_b32_e32 v31, v0
	s_load_dwordx2 s[22:23], s[0:1], 0x0
	s_load_dwordx2 s[20:21], s[0:1], 0x8
	s_load_dwordx2 s[18:19], s[0:1], 0x10
	s_mov_b64 s[16:17], 0
	s_mov_b32 s24, s17
	s_mov_b32 s25, -1
	s_mov_b32 s8, s33
	s_cmp_lg_u32 s8, s25
	s_mov_b64 s[2:3], src_private_base
	s_mov_b32 s15, s3
	s_cselect_b32 s2, s15, s24
	s_mov_b32 s3, s16
	s_cselect_b32 s16, s8, s3
                                        ; kill: def $sgpr16 killed $sgpr16 def $sgpr16_sgpr17
	s_mov_b32 s17, s2
	s_add_i32 s2, s33, 8
	s_mov_b32 s8, s2
	s_cmp_lg_u32 s8, s25
	s_cselect_b32 s2, s15, s24
	s_cselect_b32 s8, s8, s3
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s2
	s_add_i32 s28, s33, 16
	s_mov_b32 s2, s28
	s_cmp_lg_u32 s2, s25
	s_cselect_b32 s15, s15, s24
	s_cselect_b32 s2, s2, s3
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s15
	v_mov_b64_e32 v[0:1], s[16:17]
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[22:23]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[8:9]
	v_mov_b64_e32 v[2:3], s[20:21]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[2:3]
	v_mov_b64_e32 v[2:3], s[18:19]
	flat_store_dwordx2 v[0:1], v[2:3]
.Ltmp2:
	.loc	0 3 94 prologue_end             ; mp_dev_two_groups-f614e14aaf7e.cl:3:94
	v_mov_b64_e32 v[0:1], s[16:17]
	flat_load_dwordx2 v[10:11], v[0:1]
	v_mov_b64_e32 v[0:1], s[8:9]
	flat_load_dwordx2 v[8:9], v[0:1]
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dwordx2 v[6:7], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v4, v6
	s_mov_b32 s2, 32
	v_lshrrev_b64 v[10:11], s2, v[10:11]
	v_mov_b32_e32 v1, v10
	v_lshrrev_b64 v[8:9], s2, v[8:9]
	v_mov_b32_e32 v3, v8
	v_lshrrev_b64 v[6:7], s2, v[6:7]
	v_mov_b32_e32 v5, v6
	s_mov_b64 s[8:9], 24
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __clang_ocl_kern_imp_clmm_P0@rel32@lo+4
	s_addc_u32 s1, s1, __clang_ocl_kern_imp_clmm_P0@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	.loc	0 6 1                           ; mp_dev_two_groups-f614e14aaf7e.cl:6:1
	s_endpgm
.Ltmp3:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel clmm_P0
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 64
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 34
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
	.size	clmm_P0, .Lfunc_end1-clmm_P0
	.cfi_endproc
                                        ; -- End function
	.set clmm_P0.num_vgpr, max(32, __clang_ocl_kern_imp_clmm_P0.num_vgpr)
	.set clmm_P0.num_agpr, max(0, __clang_ocl_kern_imp_clmm_P0.num_agpr)
	.set clmm_P0.numbered_sgpr, max(34, __clang_ocl_kern_imp_clmm_P0.numbered_sgpr)
	.set clmm_P0.num_named_barrier, max(0, __clang_ocl_kern_imp_clmm_P0.num_named_barrier)
	.set clmm_P0.private_seg_size, 32+max(__clang_ocl_kern_imp_clmm_P0.private_seg_size)
	.set clmm_P0.uses_vcc, or(0, __clang_ocl_kern_imp_clmm_P0.uses_vcc)
	.set clmm_P0.uses_flat_scratch, or(0, __clang_ocl_kern_imp_clmm_P0.uses_flat_scratch)
	.set clmm_P0.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_clmm_P0.has_dyn_sized_stack)
	.set clmm_P0.has_recursion, or(0, __clang_ocl_kern_imp_clmm_P0.has_recursion)
	.set clmm_P0.has_indirect_call, or(0, __clang_ocl_kern_imp_clmm_P0.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 2
; TotalNumVgprs: 34
; ScratchSize: 64
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 34
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_clmm_P1 ; -- Begin function __clang_ocl_kern_imp_clmm_P1
	.globl	__clang_ocl_kern_imp_clmm_P1
	.p2align	2
	.type	__clang_ocl_kern_imp_clmm_P1,@function
__clang_ocl_kern_imp_clmm_P1:           ; @__clang_ocl_kern_imp_clmm_P1
.Lfunc_begin2:
	.loc	0 7 0                           ; mp_dev_two_groups-f614e14aaf7e.cl:7:0
	.cfi_startproc
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s11, s33
	s_mov_b32 s33, s32
	v_readfirstlane_b32 s20, v0
	v_readfirstlane_b32 s21, v1
	s_mov_b32 s22, -1
	s_mov_b32 s23, 0x27000
	s_xor_saveexec_b64 s[0:1], -1
	buffer_store_dword v8, off, s[20:23], 0
	scratch_store_dword off, v8, s33 offset:36 ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	s_add_i32 s32, s32, 48
	v_accvgpr_write_b32 a0, v4              ;  Reload Reuse
	v_accvgpr_write_b32 a1, v3              ;  Reload Reuse
	v_mov_b32_e32 v4, v2
	v_accvgpr_read_b32 v2, a0               ;  Reload Reuse
	v_mov_b32_e32 v6, v0
	v_accvgpr_read_b32 v0, a1               ;  Reload Reuse
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	v_mov_b32_e32 v3, v5
                                        ; kill: def $vgpr4 killed $vgpr4 def $vgpr4_vgpr5 killed $exec
	v_mov_b32_e32 v5, v0
                                        ; kill: def $vgpr6 killed $vgpr6 def $vgpr6_vgpr7 killed $exec
	v_mov_b32_e32 v7, v1
	s_mov_b64 s[6:7], 0
	s_mov_b32 s10, s7
	s_mov_b32 s0, -1
	s_mov_b32 s4, s33
	s_cmp_lg_u32 s4, s0
	s_mov_b64 s[2:3], src_private_base
	s_mov_b32 s1, s3
	s_cselect_b32 s2, s1, s10
	s_mov_b32 s3, s6
	s_cselect_b32 s8, s4, s3
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s2
	s_mov_b64 s[4:5], s[8:9]
                                        ; implicit-def: $vgpr8 : SGPR spill to VGPR lane
	v_writelane_b32 v8, s4, 0
	s_nop 1
	v_writelane_b32 v8, s5, 1
	s_add_i32 s2, s33, 8
	s_mov_b32 s4, s2
	s_cmp_lg_u32 s4, s0
	s_cselect_b32 s2, s1, s10
	s_cselect_b32 s4, s4, s3
                                        ; kill: def $sgpr4 killed $sgpr4 def $sgpr4_sgpr5
	s_mov_b32 s5, s2
	s_add_i32 s2, s33, 16
	s_mov_b32 s6, s2
	s_cmp_lg_u32 s6, s0
	s_cselect_b32 s2, s1, s10
	s_cselect_b32 s6, s6, s3
                                        ; kill: def $sgpr6 killed $sgpr6 def $sgpr6_sgpr7
	s_mov_b32 s7, s2
	s_mov_b64 s[12:13], s[6:7]
	v_writelane_b32 v8, s12, 2
	s_nop 1
	v_writelane_b32 v8, s13, 3
	s_add_i32 s12, s33, 32
	s_mov_b32 s2, s12
	s_cmp_lg_u32 s2, s0
	s_cselect_b32 s1, s1, s10
	s_cselect_b32 s2, s2, s3
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s1
	v_mov_b64_e32 v[0:1], s[8:9]
	flat_store_dwordx2 v[0:1], v[6:7]
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_store_dwordx2 v[0:1], v[4:5]
	v_mov_b64_e32 v[0:1], s[6:7]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b32_e32 v0, 0
.Ltmp4:
	.loc	0 8 7 prologue_end              ; mp_dev_two_groups-f614e14aaf7e.cl:8:7
	scratch_store_dword off, v0, s33 offset:24
	.loc	0 9 7                           ; mp_dev_two_groups-f614e14aaf7e.cl:9:7
	scratch_store_dword off, v0, s33 offset:28
	.loc	0 10 29                         ; mp_dev_two_groups-f614e14aaf7e.cl:10:29
	v_mov_b64_e32 v[0:1], s[4:5]
	flat_load_dwordx2 v[0:1], v[0:1]
	.loc	0 10 8 is_stmt 0                ; mp_dev_two_groups-f614e14aaf7e.cl:10:8
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_load_dword v2, v[0:1], off sc1
	s_waitcnt vmcnt(0)
	buffer_inv sc1
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_store_dword v[0:1], v2
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dword v0, v[0:1]
	.loc	0 10 6                          ; mp_dev_two_groups-f614e14aaf7e.cl:10:6
	s_waitcnt vmcnt(0) lgkmcnt(0)
	scratch_store_dword off, v0, s33 offset:24
	.loc	0 11 6 is_stmt 1                ; mp_dev_two_groups-f614e14aaf7e.cl:11:6
	v_mov_b32_e32 v0, s0
	scratch_store_dword off, v0, s33 offset:28
	.loc	0 12 8                          ; mp_dev_two_groups-f614e14aaf7e.cl:12:8
	scratch_load_dword v0, off, s33 offset:24
	s_mov_b32 s0, 1
	.loc	0 12 11 is_stmt 0               ; mp_dev_two_groups-f614e14aaf7e.cl:12:11
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[2:3], v0, s0
	.loc	0 12 7                          ; mp_dev_two_groups-f614e14aaf7e.cl:12:7
	s_mov_b64 s[0:1], exec
	v_writelane_b32 v8, s0, 4
	s_nop 1
	v_writelane_b32 v8, s1, 5
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_write_b32 a2, v8              ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	s_and_b64 s[0:1], s[0:1], s[2:3]
	s_mov_b64 exec, s[0:1]
	s_cbranch_execz .LBB2_2
; %bb.1:
	.loc	0 14 13 is_stmt 1               ; mp_dev_two_groups-f614e14aaf7e.cl:14:13
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v8, a2               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s0, v8, 0
	v_readlane_b32 s1, v8, 1
	s_nop 1
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_load_dwordx2 v[0:1], v[0:1]
	.loc	0 14 12 is_stmt 0               ; mp_dev_two_groups-f614e14aaf7e.cl:14:12
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_load_dword v0, v[0:1], off
	.loc	0 14 10                         ; mp_dev_two_groups-f614e14aaf7e.cl:14:10
	s_waitcnt vmcnt(0)
	scratch_store_dword off, v0, s33 offset:28
.LBB2_2:
	.loc	0 0 10                          ; mp_dev_two_groups-f614e14aaf7e.cl:0:10
	s_or_saveexec_b64 s[16:17], -1
	v_accvgpr_read_b32 v8, a2               ;  Reload Reuse
	s_mov_b64 exec, s[16:17]
	v_readlane_b32 s2, v8, 4
	v_readlane_b32 s3, v8, 5
	s_or_b64 exec, exec, s[2:3]
	.loc	0 17 17 is_stmt 1               ; mp_dev_two_groups-f614e14aaf7e.cl:17:17
	v_readlane_b32 s0, v8, 2
	v_readlane_b32 s1, v8, 3
	scratch_load_dword v2, off, s33 offset:24
	.loc	0 17 3 is_stmt 0                ; mp_dev_two_groups-f614e14aaf7e.cl:17:3
	s_nop 0
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_load_dwordx2 v[0:1], v[0:1]
	.loc	0 17 15                         ; mp_dev_two_groups-f614e14aaf7e.cl:17:15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	0 18 17 is_stmt 1               ; mp_dev_two_groups-f614e14aaf7e.cl:18:17
	scratch_load_dword v2, off, s33 offset:28
	.loc	0 18 3 is_stmt 0                ; mp_dev_two_groups-f614e14aaf7e.cl:18:3
	v_mov_b64_e32 v[0:1], s[0:1]
	flat_load_dwordx2 v[0:1], v[0:1]
	.loc	0 18 15                         ; mp_dev_two_groups-f614e14aaf7e.cl:18:15
	s_waitcnt vmcnt(0) lgkmcnt(0)
	global_store_dword v[0:1], v2, off offset:4
	.loc	0 19 1 is_stmt 1                ; mp_dev_two_groups-f614e14aaf7e.cl:19:1
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v8, off, s33 offset:36 ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s11
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Ltmp5:
.Lfunc_end2:
	.size	__clang_ocl_kern_imp_clmm_P1, .Lfunc_end2-__clang_ocl_kern_imp_clmm_P1
	.cfi_endproc
                                        ; -- End function
	.set __clang_ocl_kern_imp_clmm_P1.num_vgpr, 9
	.set __clang_ocl_kern_imp_clmm_P1.num_agpr, 3
	.set __clang_ocl_kern_imp_clmm_P1.numbered_sgpr, 34
	.set __clang_ocl_kern_imp_clmm_P1.num_named_barrier, 0
	.set __clang_ocl_kern_imp_clmm_P1.private_seg_size, 48
	.set __clang_ocl_kern_imp_clmm_P1.uses_vcc, 0
	.set __clang_ocl_kern_imp_clmm_P1.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_clmm_P1.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_clmm_P1.has_recursion, 0
	.set __clang_ocl_kern_imp_clmm_P1.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 688
; TotalNumSgprs: 40
; NumVgprs: 9
; NumAgprs: 3
; TotalNumVgprs: 15
; ScratchSize: 48
; MemoryBound: 0
	.text
	.protected	clmm_P1                 ; -- Begin function clmm_P1
	.globl	clmm_P1
	.p2align	8
	.type	clmm_P1,@function
clmm_P1:                                ; @clmm_P1
.Lfunc_begin3:
	.loc	0 7 0                           ; mp_dev_two_groups-f614e14aaf7e.cl:7:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b32 s32, 32
	s_mov_b32 s14, s10
	s_mov_b32 s13, s9
	s_mov_b32 s12, s8
	s_mov_b64 s[10:11], s[6:7]
                                        ; implicit-def: $vgpr12 : SGPR spill to VGPR lane
	v_writelane_b32 v12, s4, 0
	s_nop 1
	v_writelane_b32 v12, s5, 1
	s_mov_b64 s[6:7], s[2:3]
	s_mov_b64 s[4:5], s[0:1]
	v_readlane_b32 s0, v12, 0
	v_readlane_b32 s1, v12, 1
	v_mov_b32_e32 v31, v0
	s_load_dwordx2 s[22:23], s[0:1], 0x0
	s_load_dwordx2 s[20:21], s[0:1], 0x8
	s_load_dwordx2 s[18:19], s[0:1], 0x10
	s_mov_b64 s[16:17], 0
	s_mov_b32 s24, s17
	s_mov_b32 s25, -1
	s_mov_b32 s8, s33
	s_cmp_lg_u32 s8, s25
	s_mov_b64 s[2:3], src_private_base
	s_mov_b32 s15, s3
	s_cselect_b32 s2, s15, s24
	s_mov_b32 s3, s16
	s_cselect_b32 s16, s8, s3
                                        ; kill: def $sgpr16 killed $sgpr16 def $sgpr16_sgpr17
	s_mov_b32 s17, s2
	s_add_i32 s2, s33, 8
	s_mov_b32 s8, s2
	s_cmp_lg_u32 s8, s25
	s_cselect_b32 s2, s15, s24
	s_cselect_b32 s8, s8, s3
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s2
	s_add_i32 s28, s33, 16
	s_mov_b32 s2, s28
	s_cmp_lg_u32 s2, s25
	s_cselect_b32 s15, s15, s24
	s_cselect_b32 s2, s2, s3
                                        ; kill: def $sgpr2 killed $sgpr2 def $sgpr2_sgpr3
	s_mov_b32 s3, s15
	v_mov_b64_e32 v[0:1], s[16:17]
	s_waitcnt lgkmcnt(0)
	v_mov_b64_e32 v[2:3], s[22:23]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[8:9]
	v_mov_b64_e32 v[2:3], s[20:21]
	flat_store_dwordx2 v[0:1], v[2:3]
	v_mov_b64_e32 v[0:1], s[2:3]
	v_mov_b64_e32 v[2:3], s[18:19]
	flat_store_dwordx2 v[0:1], v[2:3]
.Ltmp6:
	.loc	0 7 94 prologue_end             ; mp_dev_two_groups-f614e14aaf7e.cl:7:94
	v_mov_b64_e32 v[0:1], s[16:17]
	flat_load_dwordx2 v[10:11], v[0:1]
	v_mov_b64_e32 v[0:1], s[8:9]
	flat_load_dwordx2 v[8:9], v[0:1]
	v_mov_b64_e32 v[0:1], s[2:3]
	flat_load_dwordx2 v[6:7], v[0:1]
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v2, v8
	v_mov_b32_e32 v4, v6
	s_mov_b32 s2, 32
	v_lshrrev_b64 v[10:11], s2, v[10:11]
	v_mov_b32_e32 v1, v10
	v_lshrrev_b64 v[8:9], s2, v[8:9]
	v_mov_b32_e32 v3, v8
	v_lshrrev_b64 v[6:7], s2, v[6:7]
	v_mov_b32_e32 v5, v6
	s_mov_b64 s[8:9], 24
	s_mov_b32 s2, s0
	s_mov_b32 s0, s1
	s_mov_b32 s3, s8
	s_mov_b32 s1, s9
	s_add_u32 s8, s2, s3
	s_addc_u32 s0, s0, s1
                                        ; kill: def $sgpr8 killed $sgpr8 def $sgpr8_sgpr9
	s_mov_b32 s9, s0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, __clang_ocl_kern_imp_clmm_P1@rel32@lo+4
	s_addc_u32 s1, s1, __clang_ocl_kern_imp_clmm_P1@rel32@hi+12
                                        ; implicit-def: $sgpr15
	s_swappc_b64 s[30:31], s[0:1]
	.loc	0 19 1                          ; mp_dev_two_groups-f614e14aaf7e.cl:19:1
	s_endpgm
.Ltmp7:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel clmm_P1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 80
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 8
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 32
		.amdhsa_reserve_vcc 0
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
.Lfunc_end3:
	.size	clmm_P1, .Lfunc_end3-clmm_P1
	.cfi_endproc
                                        ; -- End function
	.set clmm_P1.num_vgpr, max(32, __clang_ocl_kern_imp_clmm_P1.num_vgpr)
	.set clmm_P1.num_agpr, max(0, __clang_ocl_kern_imp_clmm_P1.num_agpr)
	.set clmm_P1.numbered_sgpr, max(34, __clang_ocl_kern_imp_clmm_P1.numbered_sgpr)
	.set clmm_P1.num_named_barrier, max(0, __clang_ocl_kern_imp_clmm_P1.num_named_barrier)
	.set clmm_P1.private_seg_size, 32+max(__clang_ocl_kern_imp_clmm_P1.private_seg_size)
	.set clmm_P1.uses_vcc, or(0, __clang_ocl_kern_imp_clmm_P1.uses_vcc)
	.set clmm_P1.uses_flat_scratch, or(0, __clang_ocl_kern_imp_clmm_P1.uses_flat_scratch)
	.set clmm_P1.has_dyn_sized_stack, or(0, __clang_ocl_kern_imp_clmm_P1.has_dyn_sized_stack)
	.set clmm_P1.has_recursion, or(0, __clang_ocl_kern_imp_clmm_P1.has_recursion)
	.set clmm_P1.has_indirect_call, or(0, __clang_ocl_kern_imp_clmm_P1.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 392
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 3
; TotalNumVgprs: 35
; ScratchSize: 80
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 8
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 10
	.set amdgpu.max_num_agpr, 3
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	0                               ; DW_CHILDREN_no
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
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	5                               ; DWARF version number
	.byte	1                               ; DWARF Unit Type
	.byte	8                               ; Address Size (in bytes)
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	1                               ; Abbrev [1] 0xc:0x17 DW_TAG_compile_unit
	.byte	0                               ; DW_AT_producer
	.short	21                              ; DW_AT_language
	.byte	1                               ; DW_AT_name
	.long	.Lstr_offsets_base0             ; DW_AT_str_offsets_base
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.byte	2                               ; DW_AT_comp_dir
	.byte	0                               ; DW_AT_low_pc
	.long	.Lfunc_end3-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	16                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 22.1.8 (1~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"mp_dev_two_groups-f614e14aaf7e.cl" ; string offset=40
.Linfo_string2:
	.asciz	"/tmp/clmm-compile-f8g1JQ"      ; string offset=74
	.section	.debug_str_offsets,"",@progbits
	.long	.Linfo_string0
	.long	.Linfo_string1
	.long	.Linfo_string2
	.section	.debug_addr,"",@progbits
	.long	.Ldebug_addr_end0-.Ldebug_addr_start0 ; Length of contribution
.Ldebug_addr_start0:
	.short	5                               ; DWARF version number
	.byte	8                               ; Address size
	.byte	0                               ; Segment selector size
.Laddr_table_base0:
	.quad	.Lfunc_begin0
.Ldebug_addr_end0:
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __clang_ocl_kern_imp_clmm_P0
	.addrsig_sym __clang_ocl_kern_imp_clmm_P1
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     2
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
    .private_segment_fixed_size: 64
    .sgpr_count:     40
    .sgpr_spill_count: 2
    .symbol:         clmm_P0.kd
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     3
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
    .private_segment_fixed_size: 80
    .sgpr_count:     40
    .sgpr_spill_count: 2
    .symbol:         clmm_P1.kd
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
