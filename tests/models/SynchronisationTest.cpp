// Unit tests of the synchronisation ingredients that the consistency axioms rely on: release
// sequences (continued by read-modify-writes and by the releasing work-item's own stores, broken
// by another work-item's plain store) and scf, the rule that SC-to-SC pairs and fences carrying
// both flags synchronise in both regions. Each outcome is excluded by CohG alone.
#include "tests/models/ModelTestUtil.h"

namespace clmm::modeltest {
namespace {

// ----------------------------------------------------------------------------- release sequences

// P2 reads the value of P1's relaxed fetch_add, which continues the release sequence headed by
// P0's release store: P0 synchronises with P2, so x cannot be stale.
const char* kRsThroughRmw = R"(OPENCL rs_through_rmw
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* y) {
  int r0 = atomic_fetch_add_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P2@wg 2, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r2 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 2:r1=2 /\ 2:r2=0)
)";

// P1 overwrites y with a plain (non-RMW) store: P2 reads a value outside the release sequence.
const char* kRsPlainStoreOfOther = R"(OPENCL rs_plain_store_of_other
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* y) {
  atomic_store_explicit(y, 2, memory_order_relaxed, memory_scope_device);
}
P2@wg 2, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r2 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (2:r1=2 /\ 2:r2=0 /\ y=2)
)";

// Another work-item's plain store between the head and an RMW ends the release sequence: the
// RMW that P2 reads from no longer carries P0's release.
const char* kRsBrokenBeforeRmw = R"(OPENCL rs_broken_before_rmw
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* y) {
  atomic_store_explicit(y, 2, memory_order_relaxed, memory_scope_device);
}
P3@wg 3, dev 0 (global atomic_int* y) {
  int r3 = atomic_fetch_add_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P2@wg 2, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r2 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (3:r3=2 /\ 2:r1=3 /\ 2:r2=0 /\ y=3)
)";

// The same store made by the releasing work-item itself keeps the sequence going.
const char* kRsOwnStoreThenRmw = R"(OPENCL rs_own_store_then_rmw
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
  atomic_store_explicit(y, 2, memory_order_relaxed, memory_scope_device);
}
P3@wg 3, dev 0 (global atomic_int* y) {
  int r3 = atomic_fetch_add_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P2@wg 2, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r2 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (3:r3=2 /\ 2:r1=3 /\ 2:r2=0)
)";

// A release fence before a relaxed store heads a "hypothetical" release sequence that an RMW
// continues; an acquire fence after the relaxed load that reads the RMW completes the pair.
const char* kRsFencesThroughRmw = R"(OPENCL rs_fences_through_rmw
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* y) {
  int r0 = atomic_exchange_explicit(y, 2, memory_order_relaxed, memory_scope_device);
}
P2@wg 2, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
  int r2 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 2:r1=2 /\ 2:r2=0)
)";

TEST(ReleaseSequence, RmwOfAnotherWorkItemContinuesIt) {  // CohG forbids the stale read
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kRsThroughRmw, m, "CohG")) << m;
}

TEST(ReleaseSequence, PlainStoreOfAnotherWorkItemIsNotInIt) {  // reading it does not synchronise
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kRsPlainStoreOfOther, m)) << m;
}

TEST(ReleaseSequence, PlainStoreOfAnotherWorkItemBreaksIt) {  // a later RMW no longer carries it
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kRsBrokenBeforeRmw, m)) << m;
}

TEST(ReleaseSequence, OwnStoresAndRmwsContinueIt) {  // same work-item store, then an RMW
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kRsOwnStoreThenRmw, m, "CohG")) << m;
}

TEST(ReleaseSequence, HypotheticalSequenceOfAFenceContinuesThroughRmw) {  // fence-to-fence via RMW
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kRsFencesThroughRmw, m, "CohG")) << m;
}

// ----------------------------------------------------------------------------- scf

// Global data published along a chain of three seq_cst fences whose middle one carries only
// CLK_LOCAL_MEM_FENCE: each link is a local synchronisation (local atomics a, b), and because
// both ends of every link are SC (scf), each link also global-synchronises, so the global store
// to d happens before the global load of d. The fences are at work-group scope, which switches
// the SC axiom of `opencl` and the order S of `opencl-spec` off: CohG alone forbids the stale
// read there. (`opencl-scoped` keeps SC among these inclusive fences, which also forbids it.)
// Note: this follows docs/models.md's ghb, the transitive closure of gsw whatever the intermediate
// events. The specification defines global-happens-before between global memory actions, with
// transitivity "for some global memory action C"; the middle fence is a local-only action, so
// a literal reading would not chain the two links in ghb and would allow the stale read.
const char* kScfScFenceChain = R"(OPENCL scf_sc_fence_chain
{ [a] = 0; [b] = 0; [d] = 0; }
P0@wg 0, dev 0 (local atomic_int* a, local atomic_int* b, global atomic_int* d) {
  atomic_store_explicit(d, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  atomic_store_explicit(a, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (local atomic_int* a, local atomic_int* b, global atomic_int* d) {
  int r0 = atomic_load_explicit(a, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  atomic_store_explicit(b, 1, memory_order_relaxed, memory_scope_work_group);
}
P2@wg 0, dev 0 (local atomic_int* a, local atomic_int* b, global atomic_int* d) {
  int r1 = atomic_load_explicit(b, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  int r2 = atomic_load_explicit(d, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 2:r1=1 /\ 2:r2=0)
)";

// The same chain with an acq_rel middle fence: its links are local synchronisation only
// (neither end pair is SC-SC nor G|L-G|L), so nothing orders the global accesses.
const char* kScfAcqRelMiddleFence = R"(OPENCL scf_acq_rel_middle_fence
{ [a] = 0; [b] = 0; [d] = 0; }
P0@wg 0, dev 0 (local atomic_int* a, local atomic_int* b, global atomic_int* d) {
  atomic_store_explicit(d, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  atomic_store_explicit(a, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (local atomic_int* a, local atomic_int* b, global atomic_int* d) {
  int r0 = atomic_load_explicit(a, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acq_rel, memory_scope_work_group);
  atomic_store_explicit(b, 1, memory_order_relaxed, memory_scope_work_group);
}
P2@wg 0, dev 0 (local atomic_int* a, local atomic_int* b, global atomic_int* d) {
  int r1 = atomic_load_explicit(b, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  int r2 = atomic_load_explicit(d, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 2:r1=1 /\ 2:r2=0)
)";

TEST(Scf, ScToScLocalSynchronisationAlsoOrdersGlobalMemory) {  // SC^2 part of scf
  EXPECT_TRUE(forbiddenOnlyBy(kScfScFenceChain, "opencl", "CohG"));
  EXPECT_TRUE(forbiddenOnlyBy(kScfScFenceChain, "opencl-spec", "CohG"));
  EXPECT_TRUE(forbidden(kScfScFenceChain, "opencl-scoped", {"CohG"}));
  EXPECT_TRUE(forbidden(kScfScFenceChain, "opencl-scoped", {"SC"}));
  EXPECT_TRUE(allowed(kScfScFenceChain, "opencl-scoped", {"CohG", "SC"}));
}

TEST(Scf, NonScLocalLinkDoesNotOrderGlobalMemory) {  // an acq_rel local fence breaks the chain
  EXPECT_TRUE(allowed(kScfAcqRelMiddleFence, "opencl"));
  EXPECT_TRUE(allowed(kScfAcqRelMiddleFence, "opencl-spec"));
}

}  // namespace
}  // namespace clmm::modeltest
