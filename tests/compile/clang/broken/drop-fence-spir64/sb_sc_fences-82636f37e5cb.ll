source_filename = "batch-0001.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"
define dso_local spir_kernel void @clmm_P0(i32 addrspace(1)* noundef align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !172 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !62 !kernel_arg_base_type !63 !kernel_arg_type_qual !14 {
  %4 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*, !dbg !173
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 1, i32 noundef 0, i32 noundef 2) #3, !dbg !174
  %5 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !176
  %6 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %5, i32 noundef 0, i32 noundef 2) #3, !dbg !177
  store i32 %6, i32 addrspace(1)* %2, align 4, !dbg !178, !tbaa !16
  ret void, !dbg !179
}
define dso_local spir_kernel void @clmm_P1(i32 addrspace(1)* noundef align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !180 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !62 !kernel_arg_base_type !63 !kernel_arg_type_qual !14 {
  %4 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !181
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 1, i32 noundef 0, i32 noundef 2) #3, !dbg !182
  %5 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*, !dbg !184
  %6 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %5, i32 noundef 0, i32 noundef 2) #3, !dbg !185
  store i32 %6, i32 addrspace(1)* %2, align 4, !dbg !186, !tbaa !16
  ret void, !dbg !187
}
!187 = !DILocation(line: 16, column: 1, scope: !180)
!186 = !DILocation(line: 15, column: 15, scope: !180)
!185 = !DILocation(line: 14, column: 8, scope: !180)
!184 = !DILocation(line: 14, column: 29, scope: !180)
!182 = !DILocation(line: 12, column: 3, scope: !180)
!181 = !DILocation(line: 12, column: 25, scope: !180)
!179 = !DILocation(line: 9, column: 1, scope: !172)
!178 = !DILocation(line: 8, column: 15, scope: !172)
!177 = !DILocation(line: 7, column: 8, scope: !172)
!176 = !DILocation(line: 7, column: 29, scope: !172)
!174 = !DILocation(line: 5, column: 3, scope: !172)
!173 = !DILocation(line: 5, column: 25, scope: !172)
