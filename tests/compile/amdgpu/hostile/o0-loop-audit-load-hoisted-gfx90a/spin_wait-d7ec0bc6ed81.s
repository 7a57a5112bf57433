	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.protected	clmm_P0                 ; -- Begin function clmm_P0
	.globl	clmm_P0
	.p2align	8
	.type	clmm_P0,@function
clmm_P0:                                ; @clmm_P0
.Lfunc_begin0:
	.file	0 "/tmp/clmm-compile-HPakL0" "spin_wait-d7ec0bc6ed81.cl" md5 0x3597f1b19d4c1c053cf7959f2c4848dc
	.loc	0 3 0                           ; spin_wait-d7ec0bc6ed81.cl:3:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
	s_mov_b64 s[4:5], s[6:7]
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x8
	s_nop 0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s10, s9
	v_mov_b32_e32 v0, s10
	buffer_store_dword v0, off, s[0:3], s33 offset:4
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33
	s_mov_b32 s8, s7
	v_mov_b32_e32 v0, s8
	buffer_store_dword v0, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:8
	s_mov_b32 s6, s5
	v_mov_b32_e32 v0, s6
	buffer_store_dword v0, off, s[0:3], s33 offset:20
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v0, s4
	buffer_store_dword v0, off, s[0:3], s33 offset:16
.Ltmp0:
	.loc	0 4 4 prologue_end              ; spin_wait-d7ec0bc6ed81.cl:4:4
	buffer_load_dword v0, off, s[0:3], s33
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, 1
	.loc	0 4 9 is_stmt 0                 ; spin_wait-d7ec0bc6ed81.cl:4:9
	global_store_dword v[0:1], v2, off
	.loc	0 5 3 is_stmt 1                 ; spin_wait-d7ec0bc6ed81.cl:5:3
	buffer_load_dword v0, off, s[0:3], s33 offset:8
	s_nop 0
	buffer_load_dword v3, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr0 killed $vgpr0 def $vgpr0_vgpr1 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v1, v3
	buffer_store_dword v2, off, s[0:3], s33 offset:24
	buffer_load_dword v2, off, s[0:3], s33 offset:24
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	.loc	0 6 1                           ; spin_wait-d7ec0bc6ed81.cl:6:1
	s_endpgm
.Ltmp1:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel clmm_P0
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 4
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
; codeLenInByte = 232
; NumSgprs: 38
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	clmm_P1                 ; -- Begin function clmm_P1
	.globl	clmm_P1
	.p2align	8
	.type	clmm_P1,@function
clmm_P1:                                ; @clmm_P1
.Lfunc_begin1:
	.loc	0 7 0                           ; spin_wait-d7ec0bc6ed81.cl:7:0
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_add_u32 s0, s0, s15
	s_addc_u32 s1, s1, 0
                                        ; implicit-def: $vgpr0 : SGPR spill to VGPR lane
	s_mov_b64 s[4:5], s[6:7]
	s_load_dwordx2 s[8:9], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x8
	s_nop 0
	s_load_dwordx2 s[4:5], s[4:5], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s10, s9
	v_mov_b32_e32 v1, s10
	buffer_store_dword v1, off, s[0:3], s33 offset:4
                                        ; kill: def $sgpr8 killed $sgpr8 killed $sgpr8_sgpr9
	v_mov_b32_e32 v1, s8
	buffer_store_dword v1, off, s[0:3], s33
	s_mov_b32 s8, s7
	v_mov_b32_e32 v1, s8
	buffer_store_dword v1, off, s[0:3], s33 offset:12
                                        ; kill: def $sgpr6 killed $sgpr6 killed $sgpr6_sgpr7
	v_mov_b32_e32 v1, s6
	buffer_store_dword v1, off, s[0:3], s33 offset:8
	s_mov_b32 s6, s5
	v_mov_b32_e32 v1, s6
	buffer_store_dword v1, off, s[0:3], s33 offset:20
                                        ; kill: def $sgpr4 killed $sgpr4 killed $sgpr4_sgpr5
	v_mov_b32_e32 v1, s4
	buffer_store_dword v1, off, s[0:3], s33 offset:16
	v_mov_b32_e32 v1, 0
.Ltmp2:
	.loc	0 8 7 prologue_end              ; spin_wait-d7ec0bc6ed81.cl:8:7
	buffer_store_dword v1, off, s[0:3], s33 offset:24
	.loc	0 9 11                          ; spin_wait-d7ec0bc6ed81.cl:9:11
	buffer_load_dword v2, off, s[0:3], s33 offset:8
	buffer_load_dword v1, off, s[0:3], s33 offset:12
                                        ; implicit-def: $sgpr6
                                        ; implicit-def: $sgpr6
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	global_load_dword v1, v[2:3], off glc
	s_waitcnt vmcnt(0)
	buffer_wbinvl1_vol
	buffer_store_dword v1, off, s[0:3], s33 offset:28
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $sgpr6_sgpr7
	.loc	0 9 3                           ; spin_wait-d7ec0bc6ed81.cl:9:3
	v_writelane_b32 v0, s4, 0
	v_writelane_b32 v0, s5, 1
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 3 is_stmt 0                 ; spin_wait-d7ec0bc6ed81.cl:0:3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 2
	v_readlane_b32 s5, v0, 3
	v_readlane_b32 s6, v0, 0
	v_readlane_b32 s7, v0, 1
	v_writelane_b32 v0, s6, 4
	v_writelane_b32 v0, s7, 5
	buffer_load_dword v1, off, s[0:3], s33 offset:28
	s_mov_b32 s6, 0
	.loc	0 9 81                          ; spin_wait-d7ec0bc6ed81.cl:9:81
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s[6:7], v1, s6
	s_mov_b64 s[8:9], -1
	s_or_b64 s[4:5], s[4:5], exec
	v_writelane_b32 v0, s4, 6
	v_writelane_b32 v0, s5, 7
	.loc	0 9 3                           ; spin_wait-d7ec0bc6ed81.cl:9:3
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_mov_b64 s[4:5], exec
	v_writelane_b32 v0, s4, 10
	v_writelane_b32 v0, s5, 11
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[4:5], s[4:5], s[6:7]
	s_mov_b64 exec, s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.2:                                ;   in Loop: Header=BB1_1 Depth=1
	.loc	0 0 3                           ; spin_wait-d7ec0bc6ed81.cl:0:3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 6
	v_readlane_b32 s5, v0, 7
	s_mov_b64 s[6:7], 0
	s_andn2_b64 s[4:5], s[4:5], exec
	.loc	0 9 3                           ; spin_wait-d7ec0bc6ed81.cl:9:3
	v_writelane_b32 v0, s4, 8
	v_writelane_b32 v0, s5, 9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
.LBB1_3:                                ;   in Loop: Header=BB1_1 Depth=1
	.loc	0 0 3                           ; spin_wait-d7ec0bc6ed81.cl:0:3
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 10
	v_readlane_b32 s5, v0, 11
	s_or_b64 exec, exec, s[4:5]
	v_readlane_b32 s8, v0, 4
	v_readlane_b32 s9, v0, 5
	v_readlane_b32 s6, v0, 8
	v_readlane_b32 s7, v0, 9
	.loc	0 9 3                           ; spin_wait-d7ec0bc6ed81.cl:9:3
	s_mov_b64 s[4:5], s[6:7]
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[4:5], s[4:5], s[8:9]
	v_writelane_b32 v0, s6, 2
	v_writelane_b32 v0, s7, 3
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 0
	v_writelane_b32 v0, s7, 1
	s_mov_b64 s[6:7], s[4:5]
	v_writelane_b32 v0, s6, 12
	v_writelane_b32 v0, s7, 13
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_write_b32 a0, v0              ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_1
; %bb.4:
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	v_readlane_b32 s4, v0, 12
	v_readlane_b32 s5, v0, 13
	s_or_b64 exec, exec, s[4:5]
; %bb.5:
	.loc	0 13 9 is_stmt 1                ; spin_wait-d7ec0bc6ed81.cl:13:9
	s_or_saveexec_b64 s[12:13], -1
	v_accvgpr_read_b32 v0, a0               ;  Reload Reuse
	s_mov_b64 exec, s[12:13]
	buffer_load_dword v2, off, s[0:3], s33
	buffer_load_dword v1, off, s[0:3], s33 offset:4
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v1
	.loc	0 13 8 is_stmt 0                ; spin_wait-d7ec0bc6ed81.cl:13:8
	global_load_dword v1, v[2:3], off
	.loc	0 13 6                          ; spin_wait-d7ec0bc6ed81.cl:13:6
	s_waitcnt vmcnt(0)
	buffer_store_dword v1, off, s[0:3], s33 offset:24
	.loc	0 14 17 is_stmt 1               ; spin_wait-d7ec0bc6ed81.cl:14:17
	buffer_load_dword v1, off, s[0:3], s33 offset:24
	.loc	0 14 3 is_stmt 0                ; spin_wait-d7ec0bc6ed81.cl:14:3
	s_nop 0
	buffer_load_dword v2, off, s[0:3], s33 offset:16
	buffer_load_dword v4, off, s[0:3], s33 offset:20
                                        ; implicit-def: $sgpr4
                                        ; implicit-def: $sgpr4
                                        ; kill: def $vgpr2 killed $vgpr2 def $vgpr2_vgpr3 killed $exec
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v3, v4
	.loc	0 14 15                         ; spin_wait-d7ec0bc6ed81.cl:14:15
	global_store_dword v[2:3], v1, off
                                        ; kill: killed $vgpr0
	.loc	0 15 1 is_stmt 1                ; spin_wait-d7ec0bc6ed81.cl:15:1
	s_endpgm
.Ltmp3:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel clmm_P1
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 64
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
		.amdhsa_next_free_vgpr 9
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
; codeLenInByte = 784
; NumSgprs: 38
; NumVgprs: 5
; NumAgprs: 1
; TotalNumVgprs: 9
; ScratchSize: 40
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 9
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
	.long	.Lfunc_end1-.Lfunc_begin0       ; DW_AT_high_pc
	.long	.Laddr_table_base0              ; DW_AT_addr_base
.Ldebug_info_end0:
	.section	.debug_str_offsets,"",@progbits
	.long	16                              ; Length of String Offsets Set
	.short	5
	.short	0
.Lstr_offsets_base0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"Debian clang version 19.1.7 (3~deb12u1)" ; string offset=0
.Linfo_string1:
	.asciz	"spin_wait-d7ec0bc6ed81.cl"     ; string offset=40
.Linfo_string2:
	.asciz	"/tmp/clmm-compile-HPakL0"      ; string offset=66
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
	.ident	"Debian clang version 19.1.7 (3~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
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
    .private_segment_fixed_size: 32
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         clmm_P0.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     1
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
    .private_segment_fixed_size: 40
    .sgpr_count:     38
    .sgpr_spill_count: 18
    .symbol:         clmm_P1.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 4
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
