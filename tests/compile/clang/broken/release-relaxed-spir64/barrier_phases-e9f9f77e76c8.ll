source_filename = "batch-0001.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"
define dso_local spir_kernel void @clmm_P0(i32 addrspace(1)* nocapture noundef writeonly align 4 %0, i32 addrspace(1)* nocapture noundef readonly align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !8 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  store i32 1, i32 addrspace(1)* %0, align 4, !dbg !15, !tbaa !16
  tail call spir_func void @_Z18work_group_barrierj12memory_scope(i32 noundef 2, i32 noundef 1) #3, !dbg !20
  %4 = load i32, i32 addrspace(1)* %1, align 4, !dbg !21, !tbaa !16
  store i32 %4, i32 addrspace(1)* %2, align 4, !dbg !22, !tbaa !16
  ret void, !dbg !23
}
define dso_local spir_kernel void @clmm_P1(i32 addrspace(1)* nocapture noundef readonly align 4 %0, i32 addrspace(1)* nocapture noundef writeonly align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !25 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !13 !kernel_arg_base_type !13 !kernel_arg_type_qual !14 {
  store i32 1, i32 addrspace(1)* %1, align 4, !dbg !26, !tbaa !16
  tail call spir_func void @_Z18work_group_barrierj12memory_scope(i32 noundef 2, i32 noundef 1) #3, !dbg !27
  %4 = load i32, i32 addrspace(1)* %0, align 4, !dbg !28, !tbaa !16
  store i32 %4, i32 addrspace(1)* %2, align 4, !dbg !29, !tbaa !16
  ret void, !dbg !30
}
!30 = !DILocation(line: 16, column: 1, scope: !25)
!29 = !DILocation(line: 15, column: 15, scope: !25)
!28 = !DILocation(line: 14, column: 8, scope: !25)
!27 = !DILocation(line: 13, column: 3, scope: !25)
!26 = !DILocation(line: 12, column: 6, scope: !25)
!23 = !DILocation(line: 9, column: 1, scope: !8)
!22 = !DILocation(line: 8, column: 15, scope: !8)
!21 = !DILocation(line: 7, column: 8, scope: !8)
!20 = !DILocation(line: 6, column: 3, scope: !8)
!15 = !DILocation(line: 5, column: 6, scope: !8)
