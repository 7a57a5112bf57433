source_filename = "batch-0001.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
define protected amdgpu_kernel void @clmm_P0(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readnone align 4 %1) local_unnamed_addr #0 !dbg !145 !kernel_arg_addr_space !125 !kernel_arg_access_qual !126 !kernel_arg_type !146 !kernel_arg_base_type !146 !kernel_arg_type_qual !129 {
  store i32 1, ptr addrspace(1) %0, align 4, !dbg !147, !tbaa !16
  tail call void @llvm.amdgcn.s.barrier(), !dbg !150
  ret void, !dbg !153
}
define protected amdgpu_kernel void @clmm_P1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1) local_unnamed_addr #0 !dbg !154 !kernel_arg_addr_space !125 !kernel_arg_access_qual !126 !kernel_arg_type !146 !kernel_arg_base_type !146 !kernel_arg_type_qual !129 {
  tail call void @llvm.amdgcn.s.barrier(), !dbg !157
  %3 = load i32, ptr addrspace(1) %0, align 4, !dbg !160, !tbaa !16, !amdgpu.noclobber !10
  store i32 %3, ptr addrspace(1) %1, align 4, !dbg !161, !tbaa !16
  ret void, !dbg !162
}
!162 = !DILocation(line: 12, column: 1, scope: !154)
!161 = !DILocation(line: 11, column: 15, scope: !154)
!160 = !DILocation(line: 10, column: 8, scope: !154)
!157 = !DILocation(line: 9, column: 3, scope: !154)
!153 = !DILocation(line: 6, column: 1, scope: !145)
!150 = !DILocation(line: 5, column: 3, scope: !145)
!147 = !DILocation(line: 4, column: 9, scope: !145)
