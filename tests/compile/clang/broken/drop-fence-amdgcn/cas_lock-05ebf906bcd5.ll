source_filename = "batch-0001.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
define protected amdgpu_kernel void @clmm_P0(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #2 !dbg !40 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !41 !kernel_arg_base_type !42 !kernel_arg_type_qual !14 {
  br label %4, !dbg !43

4:                                                ; preds = %4, %3
  %5 = cmpxchg ptr addrspace(1) %0, i32 0, i32 1 syncscope("agent-one-as") acquire monotonic, align 4, !dbg !44
  %6 = extractvalue { i32, i1 } %5, 1, !dbg !44
  br i1 %6, label %7, label %4, !dbg !43, !llvm.loop !45

7:                                                ; preds = %4
  %8 = load i32, ptr addrspace(1) %1, align 4, !dbg !47, !tbaa !16
  %9 = add nsw i32 %8, 1, !dbg !48
  store i32 %9, ptr addrspace(1) %1, align 4, !dbg !49, !tbaa !16
  store atomic i32 0, ptr addrspace(1) %0 syncscope("agent-one-as") release, align 4, !dbg !50
  store i32 %8, ptr addrspace(1) %2, align 4, !dbg !51, !tbaa !16
  ret void, !dbg !52
}
define protected amdgpu_kernel void @clmm_P1(ptr addrspace(1) nocapture noundef align 4 %0, ptr addrspace(1) nocapture noundef align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #2 !dbg !53 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !41 !kernel_arg_base_type !42 !kernel_arg_type_qual !14 {
  br label %4, !dbg !54

4:                                                ; preds = %4, %3
  %5 = cmpxchg ptr addrspace(1) %0, i32 0, i32 1 syncscope("agent-one-as") acquire monotonic, align 4, !dbg !55
  %6 = extractvalue { i32, i1 } %5, 1, !dbg !55
  br i1 %6, label %7, label %4, !dbg !54, !llvm.loop !56

7:                                                ; preds = %4
  %8 = load i32, ptr addrspace(1) %1, align 4, !dbg !58, !tbaa !16
  %9 = add nsw i32 %8, 1, !dbg !59
  store i32 %9, ptr addrspace(1) %1, align 4, !dbg !60, !tbaa !16
  store atomic i32 0, ptr addrspace(1) %0 syncscope("agent-one-as") release, align 4, !dbg !61
  store i32 %8, ptr addrspace(1) %2, align 4, !dbg !62, !tbaa !16
  ret void, !dbg !63
}
!63 = !DILocation(line: 30, column: 1, scope: !53)
!62 = !DILocation(line: 29, column: 15, scope: !53)
!61 = !DILocation(line: 28, column: 3, scope: !53)
!60 = !DILocation(line: 27, column: 10, scope: !53)
!59 = !DILocation(line: 27, column: 16, scope: !53)
!58 = !DILocation(line: 26, column: 8, scope: !53)
!54 = !DILocation(line: 21, column: 3, scope: !53)
!55 = !DILocation(line: 21, column: 11, scope: !53)
!52 = !DILocation(line: 16, column: 1, scope: !40)
!51 = !DILocation(line: 15, column: 15, scope: !40)
!50 = !DILocation(line: 14, column: 3, scope: !40)
!49 = !DILocation(line: 13, column: 10, scope: !40)
!48 = !DILocation(line: 13, column: 16, scope: !40)
!47 = !DILocation(line: 12, column: 8, scope: !40)
!43 = !DILocation(line: 7, column: 3, scope: !40)
!44 = !DILocation(line: 7, column: 11, scope: !40)
