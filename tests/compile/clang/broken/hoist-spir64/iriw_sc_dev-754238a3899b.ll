source_filename = "batch-0001.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"
define dso_local spir_kernel void @clmm_P0(i32 addrspace(1)* noundef align 4 %0, i32 addrspace(1)* nocapture noundef readnone align 4 %1) local_unnamed_addr #0 !dbg !131 !kernel_arg_addr_space !132 !kernel_arg_access_qual !133 !kernel_arg_type !134 !kernel_arg_base_type !135 !kernel_arg_type_qual !136 {
  %3 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*, !dbg !137
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %3, i32 noundef 1, i32 noundef 5, i32 noundef 2) #3, !dbg !138
  ret void, !dbg !139
}
define dso_local spir_kernel void @clmm_P1(i32 addrspace(1)* noundef align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !140 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !62 !kernel_arg_base_type !63 !kernel_arg_type_qual !14 {
  %4 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*, !dbg !141
  %5 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 5, i32 noundef 2) #3, !dbg !142
  %6 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !143
  %7 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %6, i32 noundef 5, i32 noundef 2) #3, !dbg !144
  store i32 %5, i32 addrspace(1)* %2, align 4, !dbg !145, !tbaa !16
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 1, !dbg !146
  store i32 %7, i32 addrspace(1)* %8, align 4, !dbg !147, !tbaa !16
  ret void, !dbg !148
}
define dso_local spir_kernel void @clmm_P2(i32 addrspace(1)* noundef align 4 %0, i32 addrspace(1)* nocapture noundef readnone align 4 %1) local_unnamed_addr #0 !dbg !149 !kernel_arg_addr_space !132 !kernel_arg_access_qual !133 !kernel_arg_type !134 !kernel_arg_base_type !135 !kernel_arg_type_qual !136 {
  %3 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*, !dbg !150
  tail call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %3, i32 noundef 1, i32 noundef 5, i32 noundef 2) #3, !dbg !151
  ret void, !dbg !152
}
define dso_local spir_kernel void @clmm_P3(i32 addrspace(1)* noundef align 4 %0, i32 addrspace(1)* noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !153 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !62 !kernel_arg_base_type !63 !kernel_arg_type_qual !14 {
  %4 = addrspacecast i32 addrspace(1)* %1 to i32 addrspace(4)*, !dbg !154
  %5 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %4, i32 noundef 5, i32 noundef 2) #3, !dbg !155
  %6 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*, !dbg !156
  %7 = tail call spir_func i32 @_Z20atomic_load_explicitPU3AS4VU7_Atomici12memory_order12memory_scope(i32 addrspace(4)* noundef %6, i32 noundef 5, i32 noundef 2) #3, !dbg !157
  store i32 %5, i32 addrspace(1)* %2, align 4, !dbg !158, !tbaa !16
  %8 = getelementptr inbounds i32, i32 addrspace(1)* %2, i64 1, !dbg !159
  store i32 %7, i32 addrspace(1)* %8, align 4, !dbg !160, !tbaa !16
  ret void, !dbg !161
}
!161 = !DILocation(line: 24, column: 1, scope: !153)
!160 = !DILocation(line: 23, column: 15, scope: !153)
!159 = !DILocation(line: 23, column: 3, scope: !153)
!158 = !DILocation(line: 22, column: 15, scope: !153)
!157 = !DILocation(line: 21, column: 8, scope: !153)
!156 = !DILocation(line: 21, column: 29, scope: !153)
!155 = !DILocation(line: 20, column: 8, scope: !153)
!154 = !DILocation(line: 20, column: 29, scope: !153)
!152 = !DILocation(line: 16, column: 1, scope: !149)
!151 = !DILocation(line: 15, column: 3, scope: !149)
!150 = !DILocation(line: 15, column: 25, scope: !149)
!148 = !DILocation(line: 13, column: 1, scope: !140)
!147 = !DILocation(line: 12, column: 15, scope: !140)
!146 = !DILocation(line: 12, column: 3, scope: !140)
!145 = !DILocation(line: 11, column: 15, scope: !140)
!144 = !DILocation(line: 10, column: 8, scope: !140)
!143 = !DILocation(line: 10, column: 29, scope: !140)
!142 = !DILocation(line: 9, column: 8, scope: !140)
!141 = !DILocation(line: 9, column: 29, scope: !140)
!139 = !DILocation(line: 5, column: 1, scope: !131)
!138 = !DILocation(line: 4, column: 3, scope: !131)
!137 = !DILocation(line: 4, column: 25, scope: !131)
