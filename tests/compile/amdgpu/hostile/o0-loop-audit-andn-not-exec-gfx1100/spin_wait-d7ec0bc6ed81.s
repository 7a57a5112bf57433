	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.protected	clmm_P0                 ; -- Begin function clmm_P0
	.globl	clmm_P0
	.p2align	8
	.type	clmm_P0,@function
clmm_P0:                                ; @clmm_P0
.Lfunc_begin0:
	.file	0 "/tmp/clmm-compile-SJrNkD" "spin_wait-d7ec0bc6ed81.cl" md5 0x3597f1b19d4c1c053cf7959f2c4848dc
	.loc	0 3 0                           ; spin_wait-d7ec0bc6ed81.cl:3:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_mov_b32 s33, 0
	s_mov_b64 s[0:1], s[2:3]
	s_load_b64 s[4:5], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x8
	s_load_b64 s[0:1], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	scratch_store_b64 off, v[0:1], s33
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, s3
	scratch_store_b64 off, v[0:1], s33 offset:8
	v_mov_b32_e32 v0, s0
	v_mov_b32_e32 v1, s1
	scratch_store_b64 off, v[0:1], s33 offset:16
.Ltmp0:
	.loc	0 4 4 prologue_end              ; spin_wait-d7ec0bc6ed81.cl:4:4
	scratch_load_b64 v[0:1], off, s33
	v_mov_b32_e32 v2, 1
	.loc	0 4 9 is_stmt 0                 ; spin_wait-d7ec0bc6ed81.cl:4:9
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v2, off
	.loc	0 5 3 is_stmt 1                 ; spin_wait-d7ec0bc6ed81.cl:5:3
	scratch_load_b64 v[0:1], off, s33 offset:8
	scratch_store_b32 off, v2, s33 offset:24
	scratch_load_b32 v2, off, s33 offset:24
	s_waitcnt vmcnt(0)
	s_waitcnt_vscnt null, 0x0
	global_store_b32 v[0:1], v2, off
	.loc	0 6 1                           ; spin_wait-d7ec0bc6ed81.cl:6:1
	s_endpgm
.Ltmp1:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel clmm_P0
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 32
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 13
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 152
; NumSgprs: 34
; NumVgprs: 3
; ScratchSize: 32
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 3
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 13
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
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
                                        ; implicit-def: $vgpr0 : SGPR spill to VGPR lane
	s_mov_b64 s[0:1], s[2:3]
	s_load_b64 s[4:5], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x8
	s_load_b64 s[0:1], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s4
	v_mov_b32_e32 v2, s5
	scratch_store_b64 off, v[1:2], s33
	v_mov_b32_e32 v1, s2
	v_mov_b32_e32 v2, s3
	scratch_store_b64 off, v[1:2], s33 offset:8
	v_mov_b32_e32 v2, s1
	v_mov_b32_e32 v1, s0
	scratch_store_b64 off, v[1:2], s33 offset:16
	v_mov_b32_e32 v1, 0
.Ltmp2:
	.loc	0 8 7 prologue_end              ; spin_wait-d7ec0bc6ed81.cl:8:7
	scratch_store_b32 off, v1, s33 offset:24
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	.loc	0 9 3                           ; spin_wait-d7ec0bc6ed81.cl:9:3
	v_writelane_b32 v0, s0, 0
	s_or_saveexec_b32 s6, -1
	scratch_store_b32 off, v0, s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s6
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	.loc	0 0 3 is_stmt 0                 ; spin_wait-d7ec0bc6ed81.cl:0:3
	s_or_saveexec_b32 s6, -1
	scratch_load_b32 v0, off, s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s6
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 1
	v_readlane_b32 s1, v0, 0
	v_writelane_b32 v0, s1, 2
	.loc	0 9 11                          ; spin_wait-d7ec0bc6ed81.cl:9:11
	scratch_load_b64 v[1:2], off, s33 offset:8
	s_waitcnt vmcnt(0)
	global_load_b32 v1, v[1:2], off glc
	s_waitcnt vmcnt(0)
	buffer_gl1_inv
	buffer_gl0_inv
	scratch_store_b32 off, v1, s33 offset:28
	scratch_load_b32 v1, off, s33 offset:28
	s_mov_b32 s1, 0
	.loc	0 9 81                          ; spin_wait-d7ec0bc6ed81.cl:9:81
	s_waitcnt vmcnt(0)
	v_cmp_eq_u32_e64 s1, v1, s1
	s_mov_b32 s2, -1
	s_or_b32 s0, s0, exec_lo
	v_writelane_b32 v0, s0, 3
	.loc	0 9 3                           ; spin_wait-d7ec0bc6ed81.cl:9:3
	v_writelane_b32 v0, s0, 4
	s_mov_b32 s0, exec_lo
	v_writelane_b32 v0, s0, 5
	s_or_saveexec_b32 s6, -1
	scratch_store_b32 off, v0, s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s6
	s_and_b32 s0, s0, s1
	s_mov_b32 exec_lo, s0
	s_cbranch_execz .LBB1_3
; %bb.2:                                ;   in Loop: Header=BB1_1 Depth=1
	.loc	0 0 3                           ; spin_wait-d7ec0bc6ed81.cl:0:3
	s_or_saveexec_b32 s6, -1
	scratch_load_b32 v0, off, s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s6
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 3
	s_mov_b32 s1, 0
	s_and_not1_b32 s0, s0, s1
	.loc	0 9 3                           ; spin_wait-d7ec0bc6ed81.cl:9:3
	v_writelane_b32 v0, s0, 4
	s_or_saveexec_b32 s6, -1
	scratch_store_b32 off, v0, s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s6
.LBB1_3:                                ;   in Loop: Header=BB1_1 Depth=1
	.loc	0 0 3                           ; spin_wait-d7ec0bc6ed81.cl:0:3
	s_or_saveexec_b32 s6, -1
	scratch_load_b32 v0, off, s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s6
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 5
	s_or_b32 exec_lo, exec_lo, s0
	v_readlane_b32 s2, v0, 2
	v_readlane_b32 s1, v0, 4
	.loc	0 9 3                           ; spin_wait-d7ec0bc6ed81.cl:9:3
	s_mov_b32 s0, s1
	s_and_b32 s0, exec_lo, s0
	s_or_b32 s0, s0, s2
	v_writelane_b32 v0, s1, 1
	s_mov_b32 s1, s0
	v_writelane_b32 v0, s1, 0
	s_mov_b32 s1, s0
	v_writelane_b32 v0, s1, 6
	s_or_saveexec_b32 s6, -1
	scratch_store_b32 off, v0, s33 offset:32 ; 4-byte Folded Spill
	s_mov_b32 exec_lo, s6
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_1
; %bb.4:
	s_or_saveexec_b32 s6, -1
	scratch_load_b32 v0, off, s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s6
	s_waitcnt vmcnt(0)
	v_readlane_b32 s0, v0, 6
	s_or_b32 exec_lo, exec_lo, s0
; %bb.5:
	.loc	0 13 9 is_stmt 1                ; spin_wait-d7ec0bc6ed81.cl:13:9
	s_or_saveexec_b32 s6, -1
	scratch_load_b32 v0, off, s33 offset:32 ; 4-byte Folded Reload
	s_mov_b32 exec_lo, s6
	scratch_load_b64 v[1:2], off, s33
	.loc	0 13 8 is_stmt 0                ; spin_wait-d7ec0bc6ed81.cl:13:8
	s_waitcnt vmcnt(0)
	global_load_b32 v1, v[1:2], off
	.loc	0 13 6                          ; spin_wait-d7ec0bc6ed81.cl:13:6
	s_waitcnt vmcnt(0)
	scratch_store_b32 off, v1, s33 offset:24
	.loc	0 14 17 is_stmt 1               ; spin_wait-d7ec0bc6ed81.cl:14:17
	scratch_load_b32 v3, off, s33 offset:24
	.loc	0 14 3 is_stmt 0                ; spin_wait-d7ec0bc6ed81.cl:14:3
	scratch_load_b64 v[1:2], off, s33 offset:16
	.loc	0 14 15                         ; spin_wait-d7ec0bc6ed81.cl:14:15
	s_waitcnt vmcnt(0)
	global_store_b32 v[1:2], v3, off
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
		.amdhsa_user_sgpr_count 13
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 34
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
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
; codeLenInByte = 592
; NumSgprs: 34
; NumVgprs: 4
; ScratchSize: 40
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 34
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 13
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
	.asciz	"/tmp/clmm-compile-SJrNkD"      ; string offset=66
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
  - .args:
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
    .sgpr_count:     34
    .sgpr_spill_count: 0
    .symbol:         clmm_P0.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     34
    .sgpr_spill_count: 9
    .symbol:         clmm_P1.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 4
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
