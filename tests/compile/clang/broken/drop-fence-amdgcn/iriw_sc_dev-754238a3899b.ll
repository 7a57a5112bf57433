source_filename = "batch-0001.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
define protected amdgpu_kernel void @clmm_P0(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readnone align 4 %1) local_unnamed_addr #4 !dbg !124 !kernel_arg_addr_space !125 !kernel_arg_access_qual !126 !kernel_arg_type !127 !kernel_arg_base_type !128 !kernel_arg_type_qual !129 {
  store atomic i32 1, ptr addrspace(1) %0 syncscope("agent") seq_cst, align 4, !dbg !130
  ret void, !dbg !131
}
define protected amdgpu_kernel void @clmm_P1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #4 !dbg !132 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !65 !kernel_arg_base_type !66 !kernel_arg_type_qual !14 {
  %4 = load atomic i32, ptr addrspace(1) %0 syncscope("agent") seq_cst, align 4, !dbg !133
  %5 = load atomic i32, ptr addrspace(1) %1 syncscope("agent") seq_cst, align 4, !dbg !134
  %6 = insertelement <2 x i32> poison, i32 %4, i64 0, !dbg !135
  %7 = insertelement <2 x i32> %6, i32 %5, i64 1, !dbg !135
  store <2 x i32> %7, ptr addrspace(1) %2, align 4, !dbg !135, !tbaa !16
  ret void, !dbg !136
}
define protected amdgpu_kernel void @clmm_P2(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readnone align 4 %1) local_unnamed_addr #4 !dbg !137 !kernel_arg_addr_space !125 !kernel_arg_access_qual !126 !kernel_arg_type !127 !kernel_arg_base_type !128 !kernel_arg_type_qual !129 {
  store atomic i32 1, ptr addrspace(1) %0 syncscope("agent") seq_cst, align 4, !dbg !138
  ret void, !dbg !139
}
define protected amdgpu_kernel void @clmm_P3(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #4 !dbg !140 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !65 !kernel_arg_base_type !66 !kernel_arg_type_qual !14 {
  %4 = load atomic i32, ptr addrspace(1) %1 syncscope("agent") seq_cst, align 4, !dbg !141
  %5 = load atomic i32, ptr addrspace(1) %0 syncscope("agent") seq_cst, align 4, !dbg !142
  %6 = insertelement <2 x i32> poison, i32 %4, i64 0, !dbg !143
  %7 = insertelement <2 x i32> %6, i32 %5, i64 1, !dbg !143
  store <2 x i32> %7, ptr addrspace(1) %2, align 4, !dbg !143, !tbaa !16
  ret void, !dbg !144
}
!144 = !DILocation(line: 24, column: 1, scope: !140)
!143 = !DILocation(line: 22, column: 15, scope: !140)
!142 = !DILocation(line: 21, column: 8, scope: !140)
!141 = !DILocation(line: 20, column: 8, scope: !140)
!139 = !DILocation(line: 16, column: 1, scope: !137)
!138 = !DILocation(line: 15, column: 3, scope: !137)
!136 = !DILocation(line: 13, column: 1, scope: !132)
!135 = !DILocation(line: 11, column: 15, scope: !132)
!134 = !DILocation(line: 10, column: 8, scope: !132)
!133 = !DILocation(line: 9, column: 8, scope: !132)
!131 = !DILocation(line: 5, column: 1, scope: !124)
!130 = !DILocation(line: 4, column: 3, scope: !124)
