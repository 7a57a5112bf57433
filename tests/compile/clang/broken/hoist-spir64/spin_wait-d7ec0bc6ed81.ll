source_filename = "batch-0001.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"
define dso_local spir_kernel void @clmm_P0(i32 addrspace(1)* nocapture noundef writeonly align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef readnone align 4 %2) local_unnamed_addr #0 !dbg !78 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !79 !kernel_arg_base_type !80 !kernel_arg_type_qual !14 {
  store i32 1, i32 addrspace(1)* %0, align 4, !dbg !81, !tbaa !16
  %4 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !82
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 1, i32 noundef 3, i32 noundef 2) #3, !dbg !83
  ret void, !dbg !84
}
define dso_local spir_kernel void @clmm_P1(i32 addrspace(1)* nocapture noundef readonly align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !85 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !79 !kernel_arg_base_type !80 !kernel_arg_type_qual !14 {
  %4 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*
  br label %5, !dbg !86

5:                                                ; preds = %5, %3
  %6 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 2, i32 noundef 2) #3, !dbg !87
  %7 = icmp eq i32 %6, 0, !dbg !88
  br i1 %7, label %clmm_spin, label %8, !dbg !86, !llvm.loop !89

clmm_spin:
  br label %clmm_spin

8:                                                ; preds = %5
  %9 = load i32, i32 addrspace(1)* %0, align 4, !dbg !91, !tbaa !16
  store i32 %9, i32 addrspace(1)* %2, align 4, !dbg !92, !tbaa !16
  ret void, !dbg !93
}
!93 = !DILocation(line: 15, column: 1, scope: !85)
!92 = !DILocation(line: 14, column: 15, scope: !85)
!91 = !DILocation(line: 13, column: 8, scope: !85)
!86 = !DILocation(line: 9, column: 3, scope: !85)
!88 = !DILocation(line: 9, column: 81, scope: !85)
!87 = !DILocation(line: 9, column: 11, scope: !85)
!84 = !DILocation(line: 6, column: 1, scope: !78)
!83 = !DILocation(line: 5, column: 3, scope: !78)
!82 = !DILocation(line: 5, column: 25, scope: !78)
!81 = !DILocation(line: 4, column: 9, scope: !78)
