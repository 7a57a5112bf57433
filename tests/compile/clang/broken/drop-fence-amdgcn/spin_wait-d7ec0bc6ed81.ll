source_filename = "batch-0001.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
define protected amdgpu_kernel void @clmm_P0(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readnone align 4 %2) local_unnamed_addr #4 !dbg !75 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !76 !kernel_arg_base_type !77 !kernel_arg_type_qual !14 {
  store i32 1, ptr addrspace(1) %0, align 4, !dbg !78, !tbaa !16
  store atomic i32 1, ptr addrspace(1) %1 syncscope("agent-one-as") release, align 4, !dbg !79
  ret void, !dbg !80
}
define protected amdgpu_kernel void @clmm_P1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #3 !dbg !81 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !76 !kernel_arg_base_type !77 !kernel_arg_type_qual !14 {
  br label %4, !dbg !82

4:                                                ; preds = %4, %3
  %5 = load atomic i32, ptr addrspace(1) %1 syncscope("agent-one-as") acquire, align 4, !dbg !83
  %6 = icmp eq i32 %5, 0, !dbg !84
  br i1 %6, label %4, label %7, !dbg !82, !llvm.loop !85

7:                                                ; preds = %4
  %8 = load i32, ptr addrspace(1) %0, align 4, !dbg !87, !tbaa !16
  store i32 %8, ptr addrspace(1) %2, align 4, !dbg !88, !tbaa !16
  ret void, !dbg !89
}
!89 = !DILocation(line: 15, column: 1, scope: !81)
!88 = !DILocation(line: 14, column: 15, scope: !81)
!87 = !DILocation(line: 13, column: 8, scope: !81)
!82 = !DILocation(line: 9, column: 3, scope: !81)
!84 = !DILocation(line: 9, column: 81, scope: !81)
!83 = !DILocation(line: 9, column: 11, scope: !81)
!80 = !DILocation(line: 6, column: 1, scope: !75)
!79 = !DILocation(line: 5, column: 3, scope: !75)
!78 = !DILocation(line: 4, column: 9, scope: !75)
