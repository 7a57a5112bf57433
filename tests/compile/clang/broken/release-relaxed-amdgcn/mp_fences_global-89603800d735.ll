source_filename = "batch-0001.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
define protected amdgpu_kernel void @clmm_P0(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readnone align 4 %2) local_unnamed_addr #5 !dbg !105 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !76 !kernel_arg_base_type !77 !kernel_arg_type_qual !14 {
  store i32 1, ptr addrspace(1) %0, align 4, !dbg !106, !tbaa !16
  fence syncscope("agent") release, !dbg !107
  store atomic i32 1, ptr addrspace(1) %1 syncscope("agent-one-as") monotonic, align 4, !dbg !109
  ret void, !dbg !110
}
define protected amdgpu_kernel void @clmm_P1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #5 !dbg !111 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !76 !kernel_arg_base_type !77 !kernel_arg_type_qual !14 {
  %4 = load atomic i32, ptr addrspace(1) %1 syncscope("agent-one-as") monotonic, align 4, !dbg !112
  fence syncscope("agent") acquire, !dbg !113
  %5 = icmp eq i32 %4, 1, !dbg !115
  br i1 %5, label %6, label %8, !dbg !116

6:                                                ; preds = %3
  %7 = load i32, ptr addrspace(1) %0, align 4, !dbg !117, !tbaa !16
  br label %8, !dbg !118

8:                                                ; preds = %6, %3
  %9 = phi i32 [ %7, %6 ], [ -1, %3 ], !dbg !119
  store i32 %4, ptr addrspace(1) %2, align 4, !dbg !120, !tbaa !16
  %10 = getelementptr inbounds i32, ptr addrspace(1) %2, i64 1, !dbg !121
  store i32 %9, ptr addrspace(1) %10, align 4, !dbg !122, !tbaa !16
  ret void, !dbg !123
}
!123 = !DILocation(line: 21, column: 1, scope: !111)
!122 = !DILocation(line: 20, column: 15, scope: !111)
!121 = !DILocation(line: 20, column: 3, scope: !111)
!120 = !DILocation(line: 19, column: 15, scope: !111)
!119 = !DILocation(line: 0, scope: !111)
!118 = !DILocation(line: 18, column: 3, scope: !111)
!117 = !DILocation(line: 16, column: 12, scope: !111)
!116 = !DILocation(line: 14, column: 7, scope: !111)
!115 = !DILocation(line: 14, column: 11, scope: !111)
!113 = !DILocation(line: 27, column: 31, scope: !21, inlinedAt: !114)
!114 = distinct !DILocation(line: 12, column: 3, scope: !111)
!112 = !DILocation(line: 11, column: 8, scope: !111)
!110 = !DILocation(line: 7, column: 1, scope: !105)
!109 = !DILocation(line: 6, column: 3, scope: !105)
!107 = !DILocation(line: 27, column: 31, scope: !21, inlinedAt: !108)
!108 = distinct !DILocation(line: 5, column: 3, scope: !105)
!106 = !DILocation(line: 4, column: 9, scope: !105)
