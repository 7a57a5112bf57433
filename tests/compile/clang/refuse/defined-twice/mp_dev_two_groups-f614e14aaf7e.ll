source_filename = "batch-0001.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"
define dso_local spir_kernel void @clmm_P0(i32 addrspace(1)* nocapture noundef writeonly align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef readnone align 4 %2) local_unnamed_addr #0 !dbg !94 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !79 !kernel_arg_base_type !80 !kernel_arg_type_qual !14 {
  store i32 1, i32 addrspace(1)* %0, align 4, !dbg !95, !tbaa !16
  %4 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !96
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 1, i32 noundef 3, i32 noundef 2) #3, !dbg !97
  ret void, !dbg !98
}
define dso_local spir_kernel void @clmm_P1(i32 addrspace(1)* nocapture noundef readonly align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !99 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !79 !kernel_arg_base_type !80 !kernel_arg_type_qual !14 {
  %4 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !100
  %5 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 2, i32 noundef 2) #3, !dbg !101
  %6 = icmp eq i32 %5, 1, !dbg !102
  br i1 %6, label %7, label %9, !dbg !103

7:                                                ; preds = %3
  %8 = load i32, i32 addrspace(1)* %0, align 4, !dbg !104, !tbaa !16
  br label %9, !dbg !105

9:                                                ; preds = %7, %3
  %10 = phi i32 [ %8, %7 ], [ -1, %3 ], !dbg !106
  store i32 %5, i32 addrspace(1)* %2, align 4, !dbg !107, !tbaa !16
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 1, !dbg !108
  store i32 %10, i32 addrspace(1)* %11, align 4, !dbg !109, !tbaa !16
  ret void, !dbg !110
}
define dso_local spir_kernel void @clmm_P1(i32 addrspace(1)* nocapture noundef readonly align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !99 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !79 !kernel_arg_base_type !80 !kernel_arg_type_qual !14 {
  %4 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !100
  %5 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 0, i32 noundef 2) #3, !dbg !101
  %6 = icmp eq i32 %5, 1, !dbg !102
  br i1 %6, label %7, label %9, !dbg !103

7:                                                ; preds = %3
  %8 = load i32, i32 addrspace(1)* %0, align 4, !dbg !104, !tbaa !16
  br label %9, !dbg !105

9:                                                ; preds = %7, %3
  %10 = phi i32 [ %8, %7 ], [ -1, %3 ], !dbg !106
  store i32 %5, i32 addrspace(1)* %2, align 4, !dbg !107, !tbaa !16
  %11 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 1, !dbg !108
  store i32 %10, i32 addrspace(1)* %11, align 4, !dbg !109, !tbaa !16
  ret void, !dbg !110
}
!110 = !DILocation(line: 19, column: 1, scope: !99)
!109 = !DILocation(line: 18, column: 15, scope: !99)
!108 = !DILocation(line: 18, column: 3, scope: !99)
!107 = !DILocation(line: 17, column: 15, scope: !99)
!106 = !DILocation(line: 0, scope: !99)
!105 = !DILocation(line: 16, column: 3, scope: !99)
!104 = !DILocation(line: 14, column: 12, scope: !99)
!103 = !DILocation(line: 12, column: 7, scope: !99)
!102 = !DILocation(line: 12, column: 11, scope: !99)
!101 = !DILocation(line: 10, column: 8, scope: !99)
!100 = !DILocation(line: 10, column: 29, scope: !99)
!98 = !DILocation(line: 6, column: 1, scope: !94)
!97 = !DILocation(line: 5, column: 3, scope: !94)
!96 = !DILocation(line: 5, column: 25, scope: !94)
!95 = !DILocation(line: 4, column: 9, scope: !94)
