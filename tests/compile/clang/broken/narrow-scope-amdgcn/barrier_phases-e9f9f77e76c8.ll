source_filename = "batch-0001.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
define protected amdgpu_kernel void @clmm_P0(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  store i32 1, ptr addrspace(1) %0, align 4, !dbg !15, !tbaa !16
  fence syncscope("workgroup") release, !dbg !20
  tail call void @llvm.amdgcn.s.barrier(), !dbg !24
  fence syncscope("workgroup") acquire, !dbg !25
  %4 = load i32, ptr addrspace(1) %1, align 4, !dbg !27, !tbaa !16
  store i32 %4, ptr addrspace(1) %2, align 4, !dbg !28, !tbaa !16
  ret void, !dbg !29
}
define protected amdgpu_kernel void @clmm_P1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !30 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  store i32 1, ptr addrspace(1) %1, align 4, !dbg !31, !tbaa !16
  fence syncscope("workgroup") release, !dbg !32
  tail call void @llvm.amdgcn.s.barrier(), !dbg !34
  fence syncscope("workgroup") acquire, !dbg !35
  %4 = load i32, ptr addrspace(1) %0, align 4, !dbg !37, !tbaa !16
  store i32 %4, ptr addrspace(1) %2, align 4, !dbg !38, !tbaa !16
  ret void, !dbg !39
}
!39 = !DILocation(line: 16, column: 1, scope: !30)
!38 = !DILocation(line: 15, column: 15, scope: !30)
!37 = !DILocation(line: 14, column: 8, scope: !30)
!35 = !DILocation(line: 26, column: 35, scope: !21, inlinedAt: !36)
!36 = distinct !DILocation(line: 13, column: 3, scope: !30)
!34 = !DILocation(line: 13, column: 3, scope: !30)
!32 = !DILocation(line: 26, column: 35, scope: !21, inlinedAt: !33)
!33 = distinct !DILocation(line: 13, column: 3, scope: !30)
!31 = !DILocation(line: 12, column: 6, scope: !30)
!29 = !DILocation(line: 9, column: 1, scope: !8)
!28 = !DILocation(line: 8, column: 15, scope: !8)
!27 = !DILocation(line: 7, column: 8, scope: !8)
!25 = !DILocation(line: 26, column: 35, scope: !21, inlinedAt: !26)
!26 = distinct !DILocation(line: 6, column: 3, scope: !8)
!24 = !DILocation(line: 6, column: 3, scope: !8)
!20 = !DILocation(line: 26, column: 35, scope: !21, inlinedAt: !23)
!23 = distinct !DILocation(line: 6, column: 3, scope: !8)
!15 = !DILocation(line: 5, column: 6, scope: !8)
