// Unit tests of the coherence axioms CohG and CohL, the visible-side-effect axioms NaRfG and
// NaRfL for non-atomic reads, and the read-modify-write axiom Rmw, shared by the three models:
// each with tests it alone forbids and closely related tests it allows (other scopes, the other
// region, fences with the wrong flags).
#include "tests/models/ModelTestUtil.h"

namespace clmm::modeltest {
namespace {

// ----------------------------------------------------------------------------- CohG

// Two stores of one work-item: the first cannot end up last in coherence order (write-write).
const char* kCohGWriteWrite = R"(OPENCL CohG_ww
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_device);
}
exists (x=1)
)";

// The same on local memory: CohL's business, not CohG's.
const char* kCohLWriteWrite = R"(OPENCL CohL_ww
{ [x] = 0; }
P0@wg 0, dev 0 (local atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_work_group);
}
exists (x=1)
)";

// Two loads of one work-item see the writes of another against coherence order (read-read).
const char* kCohGReadRead = R"(OPENCL CohG_rr
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// Message passing with a device-scope release/acquire pair: the relaxed data load, after the
// flag was seen, cannot read the initial value (write-read coherence through ghb).
const char* kCohGMessagePassing = R"(OPENCL CohG_mp_dev
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// Work-group scope across two work-groups: not inclusive, no synchronisation, stale data.
const char* kCohGMessagePassingWgTwoGroups = R"(OPENCL CohG_mp_wg_two_groups
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// Work-group scope within one work-group: inclusive, so the stale read is out.
const char* kCohGMessagePassingWgOneGroup = R"(OPENCL CohG_mp_wg_one_group
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// Release at work-group scope, acquire at device scope, one work-group: the scopes differ, so
// under the conservative reading of docs/models.md they are not inclusive: no synchronisation.
const char* kCohGMessagePassingMixedScopes = R"(OPENCL CohG_mp_mixed_scopes
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// Message passing through relaxed flag accesses and fences with CLK_GLOBAL_MEM_FENCE.
const char* kCohGFences = R"(OPENCL CohG_mp_fences
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// The same with CLK_LOCAL_MEM_FENCE fences: they do not order global accesses.
const char* kCohGLocalFences = R"(OPENCL CohG_mp_local_fences
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// A release fence before a relaxed store synchronises with an acquire load (fence to access).
const char* kCohGFenceToAccess = R"(OPENCL CohG_fence_to_access
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// A fence after the store it should publish orders nothing (release fences look forward).
const char* kCohGFenceAfterStore = R"(OPENCL CohG_fence_after_store
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// A compare-exchange that fails reads with its failure order: with memory_order_acquire on
// failure it still synchronises with the release store it read; with relaxed it does not.
const char* kCohGFailedCasAcquire = R"(OPENCL CohG_failed_cas_acquire
{ [x] = 0; [y] = 0; [e] = 5; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y, global int* e) {
  int ok = atomic_compare_exchange_strong_explicit(y, e, 7, memory_order_acquire, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:ok=0 /\ e=1 /\ 1:r1=0)
)";

const char* kCohGFailedCasRelaxed = R"(OPENCL CohG_failed_cas_relaxed
{ [x] = 0; [y] = 0; [e] = 5; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y, global int* e) {
  int ok = atomic_compare_exchange_strong_explicit(y, e, 7, memory_order_acquire, memory_order_relaxed, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:ok=0 /\ e=1 /\ 1:r1=0)
)";

// The chain P0 -(work-group scope)-> P1 -(device scope)-> P2: P0 and P2 never synchronise
// directly, and their accesses could not (work-group scope, two work-groups), yet happens-before
// is transitive, so P2 cannot read stale x.
const char* kCohGChainAcrossScopes = R"(OPENCL CohG_chain_across_scopes
{ [x] = 0; [y] = 0; [z] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y, global atomic_int* z) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y, global atomic_int* z) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  atomic_store_explicit(z, r0, memory_order_release, memory_scope_device);
}
P2@wg 1, dev 0 (global atomic_int* x, global atomic_int* y, global atomic_int* z) {
  int r1 = atomic_load_explicit(z, memory_order_acquire, memory_scope_device);
  int r2 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (2:r1=1 /\ 2:r2=0)
)";

// The same chain with the first link through local memory: it orders P0's global store only in
// lhb, so P2 (global, ghb) may still read stale x.
const char* kCohGChainThroughLocal = R"(OPENCL CohG_chain_through_local
{ [x] = 0; [y] = 0; [z] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, local atomic_int* y, global atomic_int* z) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 0, dev 0 (global atomic_int* x, local atomic_int* y, global atomic_int* z) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  atomic_store_explicit(z, r0, memory_order_release, memory_scope_device);
}
P2@wg 1, dev 0 (global atomic_int* x, global atomic_int* z) {
  int r1 = atomic_load_explicit(z, memory_order_acquire, memory_scope_device);
  int r2 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 2:r1=1 /\ 2:r2=0)
)";

TEST(CohG, ForbidsWriteWriteAgainstProgramOrder) {  // CoWW: sb-ordered stores stay in co order
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohGWriteWrite, m, "CohG")) << m;
}

TEST(CohG, AllowsTheLocalMemoryShapeWhenCohLIsOff) {  // CohG does not look at local memory
  for (const auto& m : allModels()) {
    EXPECT_TRUE(forbiddenOnlyBy(kCohLWriteWrite, m, "CohL")) << m;
    EXPECT_TRUE(allowed(kCohLWriteWrite, m, {"CohL"})) << m;
  }
}

TEST(CohG, ForbidsReadReadAgainstCoherence) {  // CoRR: a later load cannot see an older write
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohGReadRead, m, "CohG")) << m;
}

TEST(CohG, ForbidsStaleReadAfterDeviceScopeMessagePassing) {  // MP with rel/acq at device scope
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohGMessagePassing, m, "CohG")) << m;
}

TEST(CohG, AllowsStaleReadWithWorkGroupScopeAcrossWorkGroups) {  // wg scope, two wgs: no sync
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kCohGMessagePassingWgTwoGroups, m)) << m;
}

TEST(CohG, ForbidsStaleReadWithWorkGroupScopeInOneWorkGroup) {  // wg scope, one wg: inclusive
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohGMessagePassingWgOneGroup, m, "CohG")) << m;
}

TEST(CohG, AllowsStaleReadWhenScopesDiffer) {  // wg release + dev acquire are not inclusive
  for (const auto& m : conservativeInclusionModels()) EXPECT_TRUE(allowed(kCohGMessagePassingMixedScopes, m)) << m;
  // Under the less conservative reading (each covers the other work-item) they synchronise.
  for (const std::string m : {"opencl-lax", "opencl-rsp"})
    EXPECT_TRUE(forbiddenOnlyBy(kCohGMessagePassingMixedScopes, m, "CohG")) << m;
}

TEST(CohG, ForbidsStaleReadBetweenGlobalFences) {  // fence-to-fence synchronisation
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohGFences, m, "CohG")) << m;
}

TEST(CohG, AllowsStaleReadBetweenLocalFences) {  // CLK_LOCAL_MEM_FENCE fences do not order global
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kCohGLocalFences, m)) << m;
}

TEST(CohG, ForbidsStaleReadAfterReleaseFenceAndAcquireLoad) {  // fence-to-access synchronisation
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohGFenceToAccess, m, "CohG")) << m;
}

TEST(CohG, AllowsStaleReadWhenReleaseFenceComesAfterTheStore) {  // the fence must precede the write
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kCohGFenceAfterStore, m)) << m;
}

TEST(CohG, ForbidsStaleReadAfterFailedCasWithAcquireFailureOrder) {  // failure order acquires
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohGFailedCasAcquire, m, "CohG")) << m;
}

TEST(CohG, AllowsStaleReadAfterFailedCasWithRelaxedFailureOrder) {  // success order unused
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kCohGFailedCasRelaxed, m)) << m;
}

TEST(CohG, ForbidsStaleReadThroughChainOfScopes) {  // hb is transitive although scopes are not
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohGChainAcrossScopes, m, "CohG")) << m;
}

TEST(CohG, AllowsStaleReadWhenChainPassesThroughLocalMemory) {  // ISA2 broken by a local link
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kCohGChainThroughLocal, m)) << m;
}

// ----------------------------------------------------------------------------- CohL

// Message passing on local memory in one work-group with work-group scope.
const char* kCohLMessagePassing = R"(OPENCL CohL_mp
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (local atomic_int* x, local atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 0, dev 0 (local atomic_int* x, local atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// Local message passing through fences with CLK_LOCAL_MEM_FENCE.
const char* kCohLFences = R"(OPENCL CohL_fences
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (local atomic_int* x, local atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (local atomic_int* x, local atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// The same with CLK_GLOBAL_MEM_FENCE fences: a global fence does not order local accesses.
const char* kCohLGlobalFences = R"(OPENCL CohL_global_fences
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (local atomic_int* x, local atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (local atomic_int* x, local atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// Local data published through a GLOBAL flag with fences carrying both flags: the fences
// synchronise through the global flag, and (scf) that synchronisation counts in the local region.
const char* kCohLBothFlagFencesGlobalFlag = R"(OPENCL CohL_scf_fences
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (local atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (local atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// The same with CLK_LOCAL_MEM_FENCE fences only: local fences synchronise only through local
// atomics, and the flag is global, so nothing synchronises.
const char* kCohLLocalFencesGlobalFlag = R"(OPENCL CohL_local_fences_global_flag
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (local atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (local atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// Release/acquire accesses on a global flag synchronise in the global region only: local data
// published that way may be read stale (the accesses are not SC, so scf does not apply).
const char* kCohLReleaseAcquireGlobalFlag = R"(OPENCL CohL_ra_global_flag
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (local atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 0, dev 0 (local atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// Local message passing ordered by a work-group barrier with CLK_LOCAL_MEM_FENCE.
const char* kCohLBarrier = R"(OPENCL CohL_barrier
{ [x] = 0; }
P0@wg 0, dev 0 (local atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  B1: barrier(CLK_LOCAL_MEM_FENCE);
}
P1@wg 0, dev 0 (local atomic_int* x) {
  B1: barrier(CLK_LOCAL_MEM_FENCE);
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (1:r0=0)
)";

// The same barrier with CLK_GLOBAL_MEM_FENCE only: local accesses are not ordered.
const char* kCohLGlobalBarrier = R"(OPENCL CohL_global_barrier
{ [x] = 0; }
P0@wg 0, dev 0 (local atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 0, dev 0 (local atomic_int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (1:r0=0)
)";

// A barrier with both flags orders local accesses too.
const char* kCohLBothFlagsBarrier = R"(OPENCL CohL_both_flags_barrier
{ [x] = 0; }
P0@wg 0, dev 0 (local atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  B1: barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
}
P1@wg 0, dev 0 (local atomic_int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (1:r0=0)
)";

TEST(CohL, ForbidsWriteWriteAgainstProgramOrder) {  // CoWW on local memory
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohLWriteWrite, m, "CohL")) << m;
}

TEST(CohL, AllowsTheGlobalMemoryShapeWhenCohGIsOff) {  // CohL does not look at global memory
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kCohGWriteWrite, m, {"CohG"})) << m;
}

TEST(CohL, ForbidsStaleReadAfterLocalMessagePassing) {  // MP on local memory, wg scope
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohLMessagePassing, m, "CohL")) << m;
}

TEST(CohL, ForbidsStaleReadBetweenLocalFences) {  // local fence-to-fence synchronisation
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohLFences, m, "CohL")) << m;
}

TEST(CohL, AllowsStaleReadBetweenGlobalFences) {  // CLK_GLOBAL_MEM_FENCE fences: no local order
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kCohLGlobalFences, m)) << m;
}

TEST(CohL, ForbidsStaleLocalReadBetweenBothFlagFencesOnGlobalFlag) {  // scf: G|L fences
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohLBothFlagFencesGlobalFlag, m, "CohL")) << m;
}

TEST(CohL, AllowsStaleLocalReadBetweenLocalFencesOnGlobalFlag) {  // the flag must be local
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kCohLLocalFencesGlobalFlag, m)) << m;
}

TEST(CohL, AllowsStaleLocalReadAfterReleaseAcquireOnGlobalFlag) {  // non-SC accesses: one region
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kCohLReleaseAcquireGlobalFlag, m)) << m;
}

TEST(CohL, ForbidsStaleReadAfterLocalBarrier) {  // a local barrier orders local accesses
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohLBarrier, m, "CohL")) << m;
}

TEST(CohL, AllowsStaleReadAfterGlobalOnlyBarrier) {  // wrong flags: no local order
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kCohLGlobalBarrier, m)) << m;
}

TEST(CohL, ForbidsStaleReadAfterBothFlagsBarrier) {  // both flags: local order too
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kCohLBothFlagsBarrier, m, "CohL")) << m;
}

// ----------------------------------------------------------------------------- NaRfG / NaRfL

// A non-atomic read cannot see a write that does not happen before it (here: unsynchronised,
// so the test is racy; the only reachable value is the initial one).
const char* kNaRfGUnordered = R"(OPENCL NaRfG_unordered
{ [x] = 0; }
P0@wg 0, dev 0 (global int* x) {
  *x = 1;
}
P1@wg 1, dev 0 (global int* x) {
  int r0 = *x;
}
exists (1:r0=1)
)";

// With device-scope message passing the write is visible, and reading it is race-free.
const char* kNaRfGSynchronised = R"(OPENCL NaRfG_synchronised
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = -1;
  if (r0 == 1) {
    r1 = *x;
  }
}
exists (1:r0=1 /\ 1:r1=1)
)";

// The local counterpart: a non-atomic local read of an unordered write of the work-group.
const char* kNaRfLUnordered = R"(OPENCL NaRfL_unordered
{ [x] = 0; }
P0@wg 0, dev 0 (local int* x) {
  *x = 1;
}
P1@wg 0, dev 0 (local int* x) {
  int r0 = *x;
}
exists (1:r0=1)
)";

// A local barrier makes the write visible: race-free.
const char* kNaRfLBarrier = R"(OPENCL NaRfL_barrier
{ [x] = 0; }
P0@wg 0, dev 0 (local int* x) {
  *x = 1;
  B1: barrier(CLK_LOCAL_MEM_FENCE);
}
P1@wg 0, dev 0 (local int* x) {
  B1: barrier(CLK_LOCAL_MEM_FENCE);
  int r0 = *x;
}
exists (1:r0=1)
)";

// A CLK_GLOBAL_MEM_FENCE barrier does not make a local write visible.
const char* kNaRfLGlobalBarrier = R"(OPENCL NaRfL_global_barrier
{ [x] = 0; }
P0@wg 0, dev 0 (local int* x) {
  *x = 1;
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 0, dev 0 (local int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  int r0 = *x;
}
exists (1:r0=1)
)";

TEST(NaRfG, ForbidsReadingUnorderedNonAtomicWrite) {  // only visible side effects can be read
  for (const auto& m : allModels()) {
    EXPECT_TRUE(forbiddenOnlyBy(kNaRfGUnordered, m, "NaRfG")) << m;
    EXPECT_TRUE(raisedFlag(run(kNaRfGUnordered, m).result, "data_race")) << m;
  }
}

TEST(NaRfG, AllowsReadingWriteMadeVisibleBySynchronisation) {  // MP at device scope, race-free
  for (const auto& m : allModels()) {
    Checked c = run(kNaRfGSynchronised, m);
    EXPECT_TRUE(reachableWithoutUb(c.result)) << m;
    EXPECT_FALSE(raisedFlag(c.result, "data_race")) << m;
  }
}

TEST(NaRfG, DoesNotJudgeLocalReads) {  // the local shape is NaRfL's
  for (const auto& m : allModels()) {
    EXPECT_TRUE(forbiddenOnlyBy(kNaRfLUnordered, m, "NaRfL")) << m;
    EXPECT_TRUE(forbidden(kNaRfLUnordered, m, {"NaRfG"})) << m;
  }
}

TEST(NaRfL, ForbidsReadingUnorderedLocalWrite) {  // local non-atomic reads see visible writes only
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kNaRfLUnordered, m, "NaRfL")) << m;
}

TEST(NaRfL, AllowsReadingWriteBeforeLocalBarrier) {  // the local barrier makes it visible
  for (const auto& m : allModels()) EXPECT_TRUE(reachableWithoutUb(run(kNaRfLBarrier, m).result)) << m;
}

TEST(NaRfL, ForbidsReadingWriteBeforeGlobalOnlyBarrier) {  // wrong flags: still not visible, racy
  for (const auto& m : allModels()) {
    EXPECT_TRUE(forbiddenOnlyBy(kNaRfLGlobalBarrier, m, "NaRfL")) << m;
    EXPECT_TRUE(raisedFlag(run(kNaRfLGlobalBarrier, m).result, "data_race")) << m;
  }
}

TEST(NaRfL, DoesNotJudgeGlobalReads) {  // the global shape is NaRfG's
  for (const auto& m : allModels()) EXPECT_TRUE(forbidden(kNaRfGUnordered, m, {"NaRfL"})) << m;
}

// ----------------------------------------------------------------------------- Rmw

// Two relaxed fetch_adds cannot both read the initial value (atomicity).
const char* kRmwTwoIncrements = R"(OPENCL Rmw_two_increments
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  int r1 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// Increments made of a load and a store lose an update: both read 0.
const char* kRmwLoadStoreIncrements = R"(OPENCL Rmw_load_store_increments
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, r0 + 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, r1 + 1, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// An exchange that ends last in coherence order reads its immediate predecessor, never a write
// that another store separates from it.
const char* kRmwExchangeSkipsWrite = R"(OPENCL Rmw_exchange_skips_write
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  int r0 = atomic_exchange_explicit(x, 2, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=0 /\ x=2)
)";

// A compare-exchange that fails is a read only: it and a fetch_add may both read the initial
// value, which two successful read-modify-writes could not.
const char* kRmwFailedCas = R"(OPENCL Rmw_failed_cas
{ [x] = 0; [e] = 5; }
P0@wg 0, dev 0 (global atomic_int* x, global int* e) {
  int ok = atomic_compare_exchange_strong_explicit(x, e, 2, memory_order_relaxed, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  int r1 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
exists (0:ok=0 /\ e=0 /\ 1:r1=0 /\ x=1)
)";

// Two fetch_adds on local memory: atomicity holds in both regions.
const char* kRmwLocalIncrements = R"(OPENCL Rmw_local_increments
{ [x] = 0; }
P0@wg 0, dev 0 (local atomic_int* x) {
  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (local atomic_int* x) {
  int r1 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
}
exists (0:r0=0 /\ 1:r1=0)
)";

TEST(Rmw, ForbidsTwoIncrementsReadingTheSameValue) {  // atomicity of read-modify-writes
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kRmwTwoIncrements, m, "Rmw")) << m;
}

TEST(Rmw, AllowsLostUpdateWithLoadAndStore) {  // a load and a store are not one RMW
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kRmwLoadStoreIncrements, m)) << m;
}

TEST(Rmw, ForbidsExchangeReadingAcrossAnotherWrite) {  // rf must be the immediate mo predecessor
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kRmwExchangeSkipsWrite, m, "Rmw")) << m;
}

TEST(Rmw, ForbidsTwoLocalIncrementsReadingTheSameValue) {  // the same on local memory
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kRmwLocalIncrements, m, "Rmw")) << m;
}

TEST(Rmw, AllowsFailedCompareExchangeReadingOldValue) {  // a failed CAS writes nothing
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kRmwFailedCas, m)) << m;
}

}  // namespace
}  // namespace clmm::modeltest
