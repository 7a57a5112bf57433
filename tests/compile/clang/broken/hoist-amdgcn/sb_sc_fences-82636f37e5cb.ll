source_filename = "batch-0001.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7"
target triple = "amdgcn-amd-amdhsa"
define protected amdgpu_kernel void @clmm_P0(ptr addrspace(1) nocapture noundef writeonly align 4 %0, ptr addrspace(1) nocapture noundef readonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #5 !dbg !163 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !65 !kernel_arg_base_type !66 !kernel_arg_type_qual !14 {
  store atomic i32 1, ptr addrspace(1) %0 syncscope("agent-one-as") monotonic, align 4, !dbg !164
  fence syncscope("agent") seq_cst, !dbg !165
  %4 = load atomic i32, ptr addrspace(1) %1 syncscope("agent-one-as") monotonic, align 4, !dbg !167
  store i32 %4, ptr addrspace(1) %2, align 4, !dbg !168, !tbaa !16
  ret void, !dbg !169
}
define protected amdgpu_kernel void @clmm_P1(ptr addrspace(1) nocapture noundef readonly align 4 %0, ptr addrspace(1) nocapture noundef writeonly align 4 %1, ptr addrspace(1) nocapture noundef writeonly align 4 %2) local_unnamed_addr #5 !dbg !170 !kernel_arg_addr_space !11 !kernel_arg_access_qual !12 !kernel_arg_type !65 !kernel_arg_base_type !66 !kernel_arg_type_qual !14 {
  store atomic i32 1, ptr addrspace(1) %1 syncscope("agent-one-as") monotonic, align 4, !dbg !171
  fence syncscope("agent") seq_cst, !dbg !172
  %4 = load atomic i32, ptr addrspace(1) %0 syncscope("agent-one-as") monotonic, align 4, !dbg !174
  store i32 %4, ptr addrspace(1) %2, align 4, !dbg !175, !tbaa !16
  ret void, !dbg !176
}
!176 = !DILocation(line: 16, column: 1, scope: !170)
!175 = !DILocation(line: 15, column: 15, scope: !170)
!174 = !DILocation(line: 14, column: 8, scope: !170)
!172 = !DILocation(line: 27, column: 31, scope: !21, inlinedAt: !173)
!173 = distinct !DILocation(line: 13, column: 3, scope: !170)
!171 = !DILocation(line: 12, column: 3, scope: !170)
!169 = !DILocation(line: 9, column: 1, scope: !163)
!168 = !DILocation(line: 8, column: 15, scope: !163)
!167 = !DILocation(line: 7, column: 8, scope: !163)
!165 = !DILocation(line: 27, column: 31, scope: !21, inlinedAt: !166)
!166 = distinct !DILocation(line: 6, column: 3, scope: !163)
!164 = !DILocation(line: 5, column: 3, scope: !163)
