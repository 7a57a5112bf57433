source_filename = "batch-0001.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"
define dso_local spir_kernel void @clmm_P0(i32 addrspace(1)* noundef align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef readnone align 4 %2) local_unnamed_addr #0 !dbg !61 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !62 !kernel_arg_base_type !63 !kernel_arg_type_qual !14 {
  %4 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 1, i32 noundef 0, i32 noundef 1) #3, !dbg !64
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 2, i32 noundef 0, i32 noundef 1) #3, !dbg !64
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 3, i32 noundef 0, i32 noundef 1) #3, !dbg !64
  %5 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !65
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %5, i32 noundef 1, i32 noundef 3, i32 noundef 1) #3, !dbg !66
  ret void, !dbg !67
}
define dso_local spir_kernel void @clmm_P1(i32 addrspace(1)* noundef align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !68 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !62 !kernel_arg_base_type !63 !kernel_arg_type_qual !14 {
  %4 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !69
  %5 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 2, i32 noundef 1) #3, !dbg !70
  %6 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*, !dbg !71
  %7 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %6, i32 noundef 0, i32 noundef 1) #3, !dbg !72
  store i32 %5, i32 addrspace(1)* %2, align 4, !dbg !73, !tbaa !16
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 1, !dbg !74
  store i32 %7, i32 addrspace(1)* %8, align 4, !dbg !75, !tbaa !16
  ret void, !dbg !76
}
!76 = !DILocation(line: 21, column: 1, scope: !68)
!75 = !DILocation(line: 20, column: 15, scope: !68)
!74 = !DILocation(line: 20, column: 3, scope: !68)
!73 = !DILocation(line: 19, column: 15, scope: !68)
!72 = !DILocation(line: 18, column: 8, scope: !68)
!71 = !DILocation(line: 18, column: 29, scope: !68)
!70 = !DILocation(line: 17, column: 8, scope: !68)
!69 = !DILocation(line: 17, column: 29, scope: !68)
!67 = !DILocation(line: 13, column: 1, scope: !61)
!66 = !DILocation(line: 12, column: 3, scope: !61)
!65 = !DILocation(line: 12, column: 25, scope: !61)
!64 = !DILocation(line: 8, column: 7, scope: !61)
