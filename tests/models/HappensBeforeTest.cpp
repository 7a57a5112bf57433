// Unit tests of the happens-before axioms HbG, HbL (global / local happens-before acyclic) and
// Rf (no read from a write that happens after it), shared by the three models: each axiom with
// a test it alone forbids and a closely related one it allows. Barriers synchronise only inside
// one work-group and only in the regions of their flags; fences with both flags synchronise in
// both regions (scf).
#include "tests/models/ModelTestUtil.h"

namespace clmm::modeltest {
namespace {

// ----------------------------------------------------------------------------- HbG

// P1 reads x before the barrier, P0 writes it after; the G|L fences make the local message
// synchronise in the global region too, so reading 1 would close a ghb cycle through the
// CLK_GLOBAL_MEM_FENCE barrier. No other axiom sees the cycle: it mixes ghb and lhb edges.
const char* kHbGBarrierFences = R"(OPENCL HbG_barrier_fences
{ [x] = 0; }
P0@wg 0, dev 0 (local atomic_int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (local atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
exists (1:r0=1)
)";

// The same with CLK_LOCAL_MEM_FENCE fences: they synchronise in the local region only, which
// the global barrier does not order, so no cycle forms and reading 1 is allowed.
const char* kHbGBarrierLocalFences = R"(OPENCL HbG_barrier_local_fences
{ [x] = 0; }
P0@wg 0, dev 0 (local atomic_int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (local atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
exists (1:r0=1)
)";

// Two work-items of one work-group reach two global barriers in opposite orders: barrier
// divergence (the n-th arrivals meet, whatever their labels).
const char* kHbGBarrierOrder = R"(OPENCL HbG_barrier_order
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  B2: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  B2: barrier(CLK_GLOBAL_MEM_FENCE);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
exists (0:r0=0)
)";

// The same barriers reached in the same order: consistent.
const char* kHbGBarrierSameOrder = R"(OPENCL HbG_barrier_same_order
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  B2: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  B2: barrier(CLK_GLOBAL_MEM_FENCE);
}
exists (0:r0=0)
)";

// Opposite orders in two different work-groups: each work-group has its own barrier instances,
// which synchronise nothing across work-groups, so there is no cycle.
const char* kHbGBarrierOrderTwoGroups = R"(OPENCL HbG_barrier_order_two_groups
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  B2: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  B2: barrier(CLK_GLOBAL_MEM_FENCE);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
exists (0:r0=0)
)";

TEST(HbG, ForbidsBarrierCycleClosedByBothFlagFences) {  // scf fences + global barrier: ghb cycle
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kHbGBarrierFences, m, "HbG")) << m;
}

TEST(HbG, AllowsSameShapeWithLocalOnlyFences) {  // local-only fences do not reach the global barrier
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kHbGBarrierLocalFences, m)) << m;
}

// Barriers are matched by arrival: P0's first arrival (B1) meets P1's first (B2). Reaching them
// in opposite orders is barrier divergence, not a happens-before cycle: the state is reached,
// with undefined behaviour (issue 12 item 3; examples/soundness/barrier_order_swapped.litmus).
TEST(HbG, BarriersInOppositeOrdersDiverge) {
  for (const auto& m : allModels()) {
    Checked c = run(kHbGBarrierOrder, m);
    EXPECT_TRUE(reachable(c.result)) << m;
    EXPECT_FALSE(reachableWithoutUb(c.result)) << m;
    EXPECT_TRUE(raised(c, "barrier_divergence")) << m;
  }
}

TEST(HbG, AllowsBarriersInSameOrder) {  // the same barriers in one order are consistent
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kHbGBarrierSameOrder, m)) << m;
}

TEST(HbG, AllowsOppositeOrdersInDifferentWorkGroups) {  // barriers do not synchronise across work-groups
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kHbGBarrierOrderTwoGroups, m)) << m;
}

// ----------------------------------------------------------------------------- HbL

// The mirror image of kHbGBarrierFences: a global message and a CLK_LOCAL_MEM_FENCE barrier;
// the G|L fences put the global synchronisation into lhb, which the local barrier closes.
const char* kHbLBarrierFences = R"(OPENCL HbL_barrier_fences
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  B1: barrier(CLK_LOCAL_MEM_FENCE);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
  B1: barrier(CLK_LOCAL_MEM_FENCE);
}
exists (1:r0=1)
)";

// The same with CLK_GLOBAL_MEM_FENCE fences: global-only synchronisation, a local-only barrier.
const char* kHbLBarrierGlobalFences = R"(OPENCL HbL_barrier_global_fences
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  B1: barrier(CLK_LOCAL_MEM_FENCE);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
  B1: barrier(CLK_LOCAL_MEM_FENCE);
}
exists (1:r0=1)
)";

// Local barriers reached in opposite orders: barrier divergence.
const char* kHbLBarrierOrder = R"(OPENCL HbL_barrier_order
{ [x] = 0; }
P0@wg 0, dev 0 (local atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
  B1: barrier(CLK_LOCAL_MEM_FENCE);
  B2: barrier(CLK_LOCAL_MEM_FENCE);
}
P1@wg 0, dev 0 (local atomic_int* x) {
  B2: barrier(CLK_LOCAL_MEM_FENCE);
  B1: barrier(CLK_LOCAL_MEM_FENCE);
}
exists (0:r0=0)
)";

// Opposite orders again, one barrier global: divergent, and no cycle in either region.
const char* kHbLBarrierOrderMixedFlags = R"(OPENCL HbL_barrier_order_mixed
{ [x] = 0; }
P0@wg 0, dev 0 (local atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
  B1: barrier(CLK_LOCAL_MEM_FENCE);
  B2: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 0, dev 0 (local atomic_int* x) {
  B2: barrier(CLK_GLOBAL_MEM_FENCE);
  B1: barrier(CLK_LOCAL_MEM_FENCE);
}
exists (0:r0=0)
)";

TEST(HbL, ForbidsBarrierCycleClosedByBothFlagFences) {  // scf fences + local barrier: lhb cycle
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kHbLBarrierFences, m, "HbL")) << m;
}

TEST(HbL, AllowsSameShapeWithGlobalOnlyFences) {  // global-only fences do not reach the local barrier
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kHbLBarrierGlobalFences, m)) << m;
}

TEST(HbL, LocalBarriersInOppositeOrdersDiverge) {  // arrivals, not labels, meet (see HbG)
  for (const auto& m : allModels()) {
    Checked c = run(kHbLBarrierOrder, m);
    EXPECT_TRUE(reachable(c.result)) << m;
    EXPECT_FALSE(reachableWithoutUb(c.result)) << m;
    EXPECT_TRUE(raised(c, "barrier_divergence")) << m;
  }
}

TEST(HbL, AllowsOppositeOrdersAcrossRegions) {  // ghb and lhb are separate: a mixed cycle is no cycle
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kHbLBarrierOrderMixedFlags, m)) << m;
}

// ----------------------------------------------------------------------------- Rf

// A work-item reads x and then writes it: reading its own later write is out.
const char* kRfOwnLaterWrite = R"(OPENCL Rf_own_later_write
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=1)
)";

// Load buffering across a global barrier: P1's store is after the barrier, P0's load before it.
const char* kRfBarrier = R"(OPENCL Rf_barrier
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=1)
)";

// The same across a CLK_LOCAL_MEM_FENCE barrier: it does not order global accesses.
const char* kRfBarrierWrongFlags = R"(OPENCL Rf_barrier_wrong_flags
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  B1: barrier(CLK_LOCAL_MEM_FENCE);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  B1: barrier(CLK_LOCAL_MEM_FENCE);
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=1)
)";

// The same with the work-items in two work-groups: the barrier orders nothing between them.
const char* kRfBarrierTwoGroups = R"(OPENCL Rf_barrier_two_groups
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=1)
)";

// Load buffering on local memory across a local barrier.
const char* kRfLocalBarrier = R"(OPENCL Rf_local_barrier
{ [x] = 0; }
P0@wg 0, dev 0 (local atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
  B1: barrier(CLK_LOCAL_MEM_FENCE);
}
P1@wg 0, dev 0 (local atomic_int* x) {
  B1: barrier(CLK_LOCAL_MEM_FENCE);
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
}
exists (0:r0=1)
)";

// Local memory across a CLK_GLOBAL_MEM_FENCE barrier: unordered.
const char* kRfLocalBarrierWrongFlags = R"(OPENCL Rf_local_barrier_wrong_flags
{ [x] = 0; }
P0@wg 0, dev 0 (local atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 0, dev 0 (local atomic_int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
}
exists (0:r0=1)
)";

// Load buffering with release/acquire pairs whose scopes are not inclusive (work-group scope,
// two work-groups): no synchronisation, so both loads may read the other's store.
const char* kRfLbWorkGroupScopeTwoGroups = R"(OPENCL Rf_lb_wg_two_groups
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_acquire, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  atomic_store_explicit(x, 1, memory_order_release, memory_scope_work_group);
}
exists (0:r0=1 /\ 1:r1=1)
)";

TEST(Rf, ForbidsReadingOwnLaterWrite) {  // sb alone: a read cannot see a later write of its work-item
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kRfOwnLaterWrite, m, "Rf")) << m;
}

TEST(Rf, ForbidsReadingWriteAfterGlobalBarrier) {  // a global barrier orders the load before the store
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kRfBarrier, m, "Rf")) << m;
}

TEST(Rf, AllowsAcrossLocalOnlyBarrier) {  // a CLK_LOCAL_MEM_FENCE barrier does not order global accesses
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kRfBarrierWrongFlags, m)) << m;
}

TEST(Rf, AllowsAcrossBarrierOfAnotherWorkGroup) {  // barriers synchronise within one work-group only
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kRfBarrierTwoGroups, m)) << m;
}

TEST(Rf, ForbidsReadingWriteAfterLocalBarrier) {  // the same on local memory with a local barrier
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kRfLocalBarrier, m, "Rf")) << m;
}

TEST(Rf, AllowsLocalMemoryAcrossGlobalOnlyBarrier) {  // a global barrier does not order local accesses
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kRfLocalBarrierWrongFlags, m)) << m;
}

// The same at device scope: both pairs synchronise, and reading 1 twice closes a ghb cycle that
// Rf and HbG each exclude, so both must be off before the outcome appears.
const char* kRfLbDeviceScope = R"(OPENCL Rf_lb_dev
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_acquire, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);
}
exists (0:r0=1 /\ 1:r1=1)
)";

TEST(Rf, ForbidsLoadBufferingWithInclusiveScopesTogetherWithHbG) {  // two axioms share this one
  for (const auto& m : allModels()) {
    EXPECT_TRUE(forbidden(kRfLbDeviceScope, m)) << m;
    EXPECT_TRUE(forbidden(kRfLbDeviceScope, m, {"Rf"})) << m;
    EXPECT_TRUE(forbidden(kRfLbDeviceScope, m, {"HbG"})) << m;
    EXPECT_TRUE(allowed(kRfLbDeviceScope, m, {"Rf", "HbG"})) << m;
  }
}

TEST(Rf, AllowsLoadBufferingWithoutInclusiveScopes) {  // wg-scope release/acquire across work-groups
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kRfLbWorkGroupScopeTwoGroups, m)) << m;
}

}  // namespace
}  // namespace clmm::modeltest
