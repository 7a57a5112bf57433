source_filename = "batch-0001.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"
define dso_local spir_kernel void @clmm_P0(i32 addrspace(1)* nocapture noundef writeonly align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef readnone align 4 %2) local_unnamed_addr #0 !dbg !111 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !79 !kernel_arg_base_type !80 !kernel_arg_type_qual !14 {
  store i32 1, i32 addrspace(1)* %0, align 4, !dbg !112, !tbaa !16
  tail call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 3, i32 noundef 2) #3, !dbg !113
  %4 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !114
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 1, i32 noundef 0, i32 noundef 1) #3, !dbg !115
  ret void, !dbg !116
}
define dso_local spir_kernel void @clmm_P1(i32 addrspace(1)* nocapture noundef readonly align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !118 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !79 !kernel_arg_base_type !80 !kernel_arg_type_qual !14 {
  %4 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !119
  %5 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 0, i32 noundef 1) #3, !dbg !120
  tail call spir_func void @_Z22atomic_work_item_fencej12memory_order12memory_scope(i32 noundef 2, i32 noundef 2, i32 noundef 2) #3, !dbg !121
  %6 = icmp eq i32 %5, 1, !dbg !122
  br i1 %6, label %7, label %9, !dbg !123

7:                                                ; preds = %3
  %8 = load i32, i32 addrspace(1)* %0, align 4, !dbg !124, !tbaa !16
  br label %9, !dbg !125

9:                                                ; preds = %7, %3
  %10 = phi i32 [ %8, %7 ], [ -1, %3 ], !dbg !126
  store i32 %5, i32 addrspace(1)* %2, align 4, !dbg !127, !tbaa !16
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 1, !dbg !128
  store i32 %10, i32 addrspace(1)* %11, align 4, !dbg !129, !tbaa !16
  ret void, !dbg !130
}
!130 = !DILocation(line: 21, column: 1, scope: !118)
!129 = !DILocation(line: 20, column: 15, scope: !118)
!128 = !DILocation(line: 20, column: 3, scope: !118)
!127 = !DILocation(line: 19, column: 15, scope: !118)
!126 = !DILocation(line: 0, scope: !118)
!125 = !DILocation(line: 18, column: 3, scope: !118)
!124 = !DILocation(line: 16, column: 12, scope: !118)
!123 = !DILocation(line: 14, column: 7, scope: !118)
!122 = !DILocation(line: 14, column: 11, scope: !118)
!121 = !DILocation(line: 12, column: 3, scope: !118)
!120 = !DILocation(line: 11, column: 8, scope: !118)
!119 = !DILocation(line: 11, column: 29, scope: !118)
!116 = !DILocation(line: 7, column: 1, scope: !111)
!115 = !DILocation(line: 6, column: 3, scope: !111)
!114 = !DILocation(line: 6, column: 25, scope: !111)
!113 = !DILocation(line: 5, column: 3, scope: !111)
!112 = !DILocation(line: 4, column: 9, scope: !111)
