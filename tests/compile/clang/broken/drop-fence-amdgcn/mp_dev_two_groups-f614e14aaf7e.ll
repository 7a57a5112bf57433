source_filename = "batch-0001.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
define protected amdgpu_kernel void @clmm_P0(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readnone align 4 %2) local_unnamed_addr #4 !dbg !90 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !76 !kernel_arg_base_type !77 !kernel_arg_type_qual !14 {
  store i32 1, ptr addrspace(1) %0, align 4, !dbg !91, !tbaa !16
  store atomic i32 1, ptr addrspace(1) %1 syncscope("agent-one-as") release, align 4, !dbg !92
  ret void, !dbg !93
}
define protected amdgpu_kernel void @clmm_P1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #4 !dbg !94 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !76 !kernel_arg_base_type !77 !kernel_arg_type_qual !14 {
  %4 = load atomic i32, ptr addrspace(1) %1 syncscope("agent-one-as") acquire, align 4, !dbg !95
  %5 = icmp eq i32 %4, 1, !dbg !96
  br i1 %5, label %6, label %8, !dbg !97

6:                                                ; preds = %3
  %7 = load i32, ptr addrspace(1) %0, align 4, !dbg !98, !tbaa !16
  br label %8, !dbg !99

8:                                                ; preds = %6, %3
  %9 = phi i32 [ %7, %6 ], [ -1, %3 ], !dbg !100
  store i32 %4, ptr addrspace(1) %2, align 4, !dbg !101, !tbaa !16
  %10 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 1, !dbg !102
  store i32 %9, ptr addrspace(1) %10, align 4, !dbg !103, !tbaa !16
  ret void, !dbg !104
}
!104 = !DILocation(line: 19, column: 1, scope: !94)
!103 = !DILocation(line: 18, column: 15, scope: !94)
!102 = !DILocation(line: 18, column: 3, scope: !94)
!101 = !DILocation(line: 17, column: 15, scope: !94)
!100 = !DILocation(line: 0, scope: !94)
!99 = !DILocation(line: 16, column: 3, scope: !94)
!98 = !DILocation(line: 14, column: 12, scope: !94)
!97 = !DILocation(line: 12, column: 7, scope: !94)
!96 = !DILocation(line: 12, column: 11, scope: !94)
!95 = !DILocation(line: 10, column: 8, scope: !94)
!93 = !DILocation(line: 6, column: 1, scope: !90)
!92 = !DILocation(line: 5, column: 3, scope: !90)
!91 = !DILocation(line: 4, column: 9, scope: !90)
