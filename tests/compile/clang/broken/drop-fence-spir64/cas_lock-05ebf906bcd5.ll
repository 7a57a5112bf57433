source_filename = "batch-0001.cl"
target datalayout = "e-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024"
target triple = "spir64"
define dso_local spir_kernel void @clmm_P0(i32 addrspace(1)* noundef align 4 %0, i32 addrspace(1)* nocapture noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !31 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !32 !kernel_arg_base_type !33 !kernel_arg_type_qual !14 {
  %4 = alloca i32, align 4
  %5 = bitcast i32* %4 to i8*, !dbg !34
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #4, !dbg !34
  %6 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*
  %7 = addrspacecast i32* %4 to i32 addrspace(4)*
  br label %8, !dbg !35

8:                                                ; preds = %8, %3
  store i32 0, i32* %4, align 4, !dbg !36, !tbaa !16
  %9 = call spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(i32 addrspace(4)* noundef %6, i32 addrspace(4)* noundef %7, i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 2) #3, !dbg !37
  br i1 %9, label %10, label %8, !dbg !35, !llvm.loop !38

10:                                               ; preds = %8
  %11 = load i32, i32 addrspace(1)* %1, align 4, !dbg !40, !tbaa !16
  %12 = add nsw i32 %11, 1, !dbg !41
  store i32 %12, i32 addrspace(1)* %1, align 4, !dbg !42, !tbaa !16
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %6, i32 noundef 0, i32 noundef 3, i32 noundef 2) #3, !dbg !43
  store i32 %11, i32 addrspace(1)* %2, align 4, !dbg !44, !tbaa !16
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #4, !dbg !45
  ret void, !dbg !45
}
define dso_local spir_kernel void @clmm_P1(i32 addrspace(1)* noundef align 4 %0, i32 addrspace(1)* nocapture noundef align 4 %1, i32 addrspace(1)* nocapture noundef writeonly align 4 %2) local_unnamed_addr #0 !dbg !48 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !32 !kernel_arg_base_type !33 !kernel_arg_type_qual !14 {
  %4 = alloca i32, align 4
  %5 = bitcast i32* %4 to i8*, !dbg !49
  call void @llvm.lifetime.start.p0i8(i64 4, i8* nonnull %5) #4, !dbg !49
  %6 = addrspacecast i32 addrspace(1)* %0 to i32 addrspace(4)*
  %7 = addrspacecast i32* %4 to i32 addrspace(4)*
  br label %8, !dbg !50

8:                                                ; preds = %8, %3
  store i32 0, i32* %4, align 4, !dbg !51, !tbaa !16
  %9 = call spir_func zeroext i1 @_Z39atomic_compare_exchange_strong_explicitPU3AS4VU7_AtomiciPU3AS4ii12memory_orderS4_12memory_scope(i32 addrspace(4)* noundef %6, i32 addrspace(4)* noundef %7, i32 noundef 1, i32 noundef 2, i32 noundef 0, i32 noundef 2) #3, !dbg !52
  br i1 %9, label %10, label %8, !dbg !50, !llvm.loop !53

10:                                               ; preds = %8
  %11 = load i32, i32 addrspace(1)* %1, align 4, !dbg !55, !tbaa !16
  %12 = add nsw i32 %11, 1, !dbg !56
  store i32 %12, i32 addrspace(1)* %1, align 4, !dbg !57, !tbaa !16
  call spir_func void @_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope(i32 addrspace(4)* noundef %6, i32 noundef 0, i32 noundef 3, i32 noundef 2) #3, !dbg !58
  store i32 %11, i32 addrspace(1)* %2, align 4, !dbg !59, !tbaa !16
  call void @llvm.lifetime.end.p0i8(i64 4, i8* nonnull %5) #4, !dbg !60
  ret void, !dbg !60
}
!60 = !DILocation(line: 30, column: 1, scope: !48)
!59 = !DILocation(line: 29, column: 15, scope: !48)
!58 = !DILocation(line: 28, column: 3, scope: !48)
!57 = !DILocation(line: 27, column: 10, scope: !48)
!56 = !DILocation(line: 27, column: 16, scope: !48)
!55 = !DILocation(line: 26, column: 8, scope: !48)
!50 = !DILocation(line: 21, column: 3, scope: !48)
!52 = !DILocation(line: 21, column: 11, scope: !48)
!51 = !DILocation(line: 0, scope: !48)
!49 = !DILocation(line: 18, column: 3, scope: !48)
!45 = !DILocation(line: 16, column: 1, scope: !31)
!44 = !DILocation(line: 15, column: 15, scope: !31)
!43 = !DILocation(line: 14, column: 3, scope: !31)
!42 = !DILocation(line: 13, column: 10, scope: !31)
!41 = !DILocation(line: 13, column: 16, scope: !31)
!40 = !DILocation(line: 12, column: 8, scope: !31)
!35 = !DILocation(line: 7, column: 3, scope: !31)
!37 = !DILocation(line: 7, column: 11, scope: !31)
!36 = !DILocation(line: 0, scope: !31)
!34 = !DILocation(line: 4, column: 3, scope: !31)
