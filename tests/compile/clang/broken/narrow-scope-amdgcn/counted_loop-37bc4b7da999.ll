source_filename = "batch-0001.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
define protected amdgpu_kernel void @clmm_P0(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef readnone align 4 %2) local_unnamed_addr #3 !dbg !64 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !65 !kernel_arg_base_type !66 !kernel_arg_type_qual !14 {
  store atomic i32 1, ptr addrspace(1) %0 syncscope("workgroup-one-as") monotonic, align 4, !dbg !67
  store atomic i32 2, ptr addrspace(1) %0 syncscope("workgroup-one-as") monotonic, align 4, !dbg !67
  store atomic i32 3, ptr addrspace(1) %0 syncscope("workgroup-one-as") monotonic, align 4, !dbg !67
  store atomic i32 1, ptr addrspace(1) %1 syncscope("workgroup-one-as") release, align 4, !dbg !68
  ret void, !dbg !69
}
define protected amdgpu_kernel void @clmm_P1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #4 !dbg !70 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !65 !kernel_arg_base_type !66 !kernel_arg_type_qual !14 {
  %4 = load atomic i32, ptr addrspace(1) %1 syncscope("workgroup-one-as") acquire, align 4, !dbg !71
  %5 = load atomic i32, ptr addrspace(1) %0 syncscope("workgroup-one-as") monotonic, align 4, !dbg !72
  %6 = insertelement <2 x i32> poison, i32 %4, i64 0, !dbg !73
  %7 = insertelement <2 x i32> %6, i32 %5, i64 1, !dbg !73
  store <2 x i32> %7, ptr addrspace(1) %2, align 4, !dbg !73, !tbaa !16
  ret void, !dbg !74
}
!74 = !DILocation(line: 21, column: 1, scope: !70)
!73 = !DILocation(line: 19, column: 15, scope: !70)
!72 = !DILocation(line: 18, column: 8, scope: !70)
!71 = !DILocation(line: 17, column: 8, scope: !70)
!69 = !DILocation(line: 13, column: 1, scope: !64)
!68 = !DILocation(line: 12, column: 3, scope: !64)
!67 = !DILocation(line: 8, column: 7, scope: !64)
