source_filename = "batch-0001.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"
define dso_local spir_kernel void @clmm_P0(i32 addrspace(1)* nocapture noundef writeonly align 4 %0, i32 addrspace(1)* nocapture noundef readnone align 4 %1) local_unnamed_addr #0 !dbg !162 !kernel_arg_addr_space !132 !kernel_arg_access_qual !133 !kernel_arg_type !163 !kernel_arg_base_type !163 !kernel_arg_type_qual !136 {
  store i32 1, i32 addrspace(1)* %0, align 4, !dbg !164, !tbaa !16
  tail call spir_func void @_Z18work_group_barrierj12memory_scope(i32 noundef 2, i32 noundef 1) #3, !dbg !165
  ret void, !dbg !166
}
define dso_local spir_kernel void @clmm_P1(i32 addrspace(1)* nocapture noundef readonly align 4 %0, i32 addrspace(1)* nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !167 !kernel_arg_addr_space !132 !kernel_arg_access_qual !133 !kernel_arg_type !163 !kernel_arg_base_type !163 !kernel_arg_type_qual !136 {
  tail call spir_func void @_Z18work_group_barrierj12memory_scope(i32 noundef 2, i32 noundef 1) #3, !dbg !168
  %3 = load i32, i32 addrspace(1)* %0, align 4, !dbg !169, !tbaa !16
  store i32 %3, i32 addrspace(1)* %1, align 4, !dbg !170, !tbaa !16
  ret void, !dbg !171
}
!171 = !DILocation(line: 12, column: 1, scope: !167)
!170 = !DILocation(line: 11, column: 15, scope: !167)
!169 = !DILocation(line: 10, column: 8, scope: !167)
!168 = !DILocation(line: 9, column: 3, scope: !167)
!166 = !DILocation(line: 6, column: 1, scope: !162)
!165 = !DILocation(line: 5, column: 3, scope: !162)
!164 = !DILocation(line: 4, column: 9, scope: !162)
