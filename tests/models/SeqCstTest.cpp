// Unit tests of the seq_cst axioms, which differ between the three models (docs/models.md):
// `opencl`'s SC axiom and the condition that switches it on (every SC event at device scope off
// fine-grained SVM, or every one at all_svm_devices scope on it); `opencl-scoped`'s SC axiom
// restricted to inclusive scopes; `opencl-spec`'s total order S (the `total` block named SC)
// with its inner checks ScRead, ScFenceRead, ScFenceWrite, ScFences and ScFencesMo; and the first
// example of Batty, Donaldson and Wickerson, "Overhauling SC atomics in C11 and OpenCL"
// (POPL 2016), which only the specification's rules allow.
#include "tests/models/ModelTestUtil.h"

namespace clmm::modeltest {
namespace {

const std::set<std::string> kSpecInnerChecks = {"ScRead", "ScFenceRead", "ScFenceWrite", "ScFences",
                                                "ScFencesMo"};

// ----------------------------------------------------------------------------- store buffering

// Store buffering with default atomics (seq_cst, device scope) in two work-groups.
const char* kSbDevice = R"(OPENCL SB_sc_dev
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(x, 1);
  int r0 = atomic_load(y);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(y, 1);
  int r1 = atomic_load(x);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// The same with P1's load at work-group scope (in another work-group than P0's store).
const char* kSbOneWorkGroupScopeLoad = R"(OPENCL SB_sc_one_wg_load
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(x, 1);
  int r0 = atomic_load(y);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(y, 1);
  int r1 = atomic_load_explicit(x, memory_order_seq_cst, memory_scope_work_group);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// Device-scope store buffering plus an unrelated work-item with one work-group-scope SC load
// of an unrelated location.
const char* kSbUnrelatedWorkGroupScopeLoad = R"(OPENCL SB_sc_unrelated_wg_load
{ [x] = 0; [y] = 0; [z] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(x, 1);
  int r0 = atomic_load(y);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(y, 1);
  int r1 = atomic_load(x);
}
P2@wg 2, dev 0 (global atomic_int* z) {
  int r2 = atomic_load_explicit(z, memory_order_seq_cst, memory_scope_work_group);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// The same with an unrelated seq_cst fence: at work-group scope it switches SC off, at device
// scope it does not.
const char* kSbUnrelatedWorkGroupScopeFence = R"(OPENCL SB_sc_unrelated_wg_fence
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(x, 1);
  int r0 = atomic_load(y);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(y, 1);
  int r1 = atomic_load(x);
}
P2@wg 2, dev 0 (global atomic_int* x) {
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
}
exists (0:r0=0 /\ 1:r1=0)
)";

const char* kSbUnrelatedDeviceScopeFence = R"(OPENCL SB_sc_unrelated_dev_fence
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(x, 1);
  int r0 = atomic_load(y);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(y, 1);
  int r1 = atomic_load(x);
}
P2@wg 2, dev 0 (global atomic_int* x) {
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// All SC events at all_svm_devices scope, on fine-grained SVM memory with atomics (two devices).
const char* kSbAllSvmOnFga = R"(OPENCL SB_sc_all_svm_fga
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global_fga atomic_int* x, global_fga atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_seq_cst, memory_scope_all_svm_devices);
  int r0 = atomic_load_explicit(y, memory_order_seq_cst, memory_scope_all_svm_devices);
}
P1@wg 0, dev 1 (global_fga atomic_int* x, global_fga atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_seq_cst, memory_scope_all_svm_devices);
  int r1 = atomic_load_explicit(x, memory_order_seq_cst, memory_scope_all_svm_devices);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// all_svm_devices scope on ordinary global memory: neither condition holds (POPL 2016).
const char* kSbAllSvmOnPlainGlobal = R"(OPENCL SB_sc_all_svm_plain
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_seq_cst, memory_scope_all_svm_devices);
  int r0 = atomic_load_explicit(y, memory_order_seq_cst, memory_scope_all_svm_devices);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_seq_cst, memory_scope_all_svm_devices);
  int r1 = atomic_load_explicit(x, memory_order_seq_cst, memory_scope_all_svm_devices);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// Device scope on fine-grained SVM memory: neither condition holds either.
const char* kSbDeviceOnFga = R"(OPENCL SB_sc_dev_fga
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global_fga atomic_int* x, global_fga atomic_int* y) {
  atomic_store(x, 1);
  int r0 = atomic_load(y);
}
P1@wg 1, dev 0 (global_fga atomic_int* x, global_fga atomic_int* y) {
  atomic_store(y, 1);
  int r1 = atomic_load(x);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// Store buffering at work-group scope within one work-group (inclusive).
const char* kSbWorkGroupOneGroup = R"(OPENCL SB_sc_wg_one_group
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_seq_cst, memory_scope_work_group);
  int r0 = atomic_load_explicit(y, memory_order_seq_cst, memory_scope_work_group);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_seq_cst, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_seq_cst, memory_scope_work_group);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// Store buffering at work-group scope across two work-groups (not inclusive).
const char* kSbWorkGroupTwoGroups = R"(OPENCL SB_sc_wg_two_groups
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_seq_cst, memory_scope_work_group);
  int r0 = atomic_load_explicit(y, memory_order_seq_cst, memory_scope_work_group);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_seq_cst, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_seq_cst, memory_scope_work_group);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// Two stores per work-item in opposite location orders, both first stores ending last (2+2W):
// mo and sb among SC stores already form a cycle, before any SC read rule is involved.
const char* kTwoPlusTwoWrites = R"(OPENCL 2+2W_sc_dev
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(x, 1);
  atomic_store(y, 2);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store(y, 1);
  atomic_store(x, 2);
}
exists (x=1 /\ y=1)
)";

// ----------------------------------------------------------------------------- opencl: SC and its condition

TEST(ScOpencl, ForbidsStoreBufferingAtDeviceScope) {  // all SC at device scope: SC axiom on
  EXPECT_TRUE(forbiddenOnlyBy(kSbDevice, "opencl", "SC"));
}

TEST(ScOpencl, AllowsStoreBufferingWithAWorkGroupScopeOp) {  // one wg-scope SC op: SC axiom off
  EXPECT_TRUE(allowed(kSbOneWorkGroupScopeLoad, "opencl"));
}

TEST(ScOpencl, AllowsStoreBufferingWhenAnUnrelatedOpIsWorkGroupScope) {  // the condition is global
  EXPECT_TRUE(allowed(kSbUnrelatedWorkGroupScopeLoad, "opencl"));
}

TEST(ScOpencl, AllowsStoreBufferingWhenAnUnrelatedFenceIsWorkGroupScope) {  // SC fences count too
  EXPECT_TRUE(allowed(kSbUnrelatedWorkGroupScopeFence, "opencl"));
}

TEST(ScOpencl, ForbidsStoreBufferingWithAnUnrelatedDeviceScopeFence) {  // condition still holds
  EXPECT_TRUE(forbiddenOnlyBy(kSbUnrelatedDeviceScopeFence, "opencl", "SC"));
}

TEST(ScOpencl, ForbidsStoreBufferingAtAllSvmScopeOnFineGrainedSvm) {  // the other condition
  EXPECT_TRUE(forbiddenOnlyBy(kSbAllSvmOnFga, "opencl", "SC"));
}

TEST(ScOpencl, AllowsStoreBufferingAtAllSvmScopeOnPlainGlobal) {  // all_svm off fine-grained SVM
  EXPECT_TRUE(allowed(kSbAllSvmOnPlainGlobal, "opencl"));
}

TEST(ScOpencl, AllowsStoreBufferingAtDeviceScopeOnFineGrainedSvm) {  // device scope on SVM
  EXPECT_TRUE(allowed(kSbDeviceOnFga, "opencl"));
}

TEST(ScOpencl, AllowsStoreBufferingAtWorkGroupScopeEvenInOneGroup) {  // unlike opencl-scoped
  EXPECT_TRUE(allowed(kSbWorkGroupOneGroup, "opencl"));
}

TEST(ScOpencl, ForbidsTwoPlusTwoWrites) {  // mo and sb between SC stores
  EXPECT_TRUE(forbiddenOnlyBy(kTwoPlusTwoWrites, "opencl", "SC"));
}

// ----------------------------------------------------------------------------- opencl-scoped: SC

TEST(ScScoped, ForbidsStoreBufferingAtWorkGroupScopeInOneGroup) {  // inclusive SC events
  EXPECT_TRUE(forbiddenOnlyBy(kSbWorkGroupOneGroup, "opencl-scoped", "SC"));
}

TEST(ScScoped, AllowsStoreBufferingAtWorkGroupScopeAcrossGroups) {  // not inclusive: no order
  EXPECT_TRUE(allowed(kSbWorkGroupTwoGroups, "opencl-scoped"));
}

TEST(ScScoped, ForbidsStoreBufferingAtDeviceScope) {  // device scope, one device
  EXPECT_TRUE(forbiddenOnlyBy(kSbDevice, "opencl-scoped", "SC"));
}

TEST(ScScoped, AllowsStoreBufferingWhenOneLoadIsWorkGroupScope) {  // the cycle loses two edges
  EXPECT_TRUE(allowed(kSbOneWorkGroupScopeLoad, "opencl-scoped"));
}

TEST(ScScoped, KeepsSCDespiteAnUnrelatedWorkGroupScopeOp) {  // no global condition here
  EXPECT_TRUE(forbiddenOnlyBy(kSbUnrelatedWorkGroupScopeLoad, "opencl-scoped", "SC"));
}

TEST(ScScoped, ForbidsTwoPlusTwoWrites) {  // mo and sb between SC stores
  EXPECT_TRUE(forbiddenOnlyBy(kTwoPlusTwoWrites, "opencl-scoped", "SC"));
}

// ----------------------------------------------------------------------------- opencl-spec: the total order S

TEST(ScSpec, ForbidsStoreBufferingThroughTheTotalOrder) {  // no S exists: the block fails
  EXPECT_TRUE(forbiddenOnlyBy(kSbDevice, "opencl-spec", "SC"));
}

TEST(ScSpec, ForbidsTwoPlusTwoWritesByTheOrderItself) {  // S must contain mo | hb: no inner check
  EXPECT_TRUE(forbidden(kTwoPlusTwoWrites, "opencl-spec", kSpecInnerChecks));
  EXPECT_TRUE(allowed(kTwoPlusTwoWrites, "opencl-spec", {"SC"}));
}

TEST(ScSpec, NoOrderWithAWorkGroupScopeOp) {  // the same condition as `opencl`
  EXPECT_TRUE(allowed(kSbOneWorkGroupScopeLoad, "opencl-spec"));
  EXPECT_TRUE(allowed(kSbUnrelatedWorkGroupScopeLoad, "opencl-spec"));
  EXPECT_TRUE(allowed(kSbWorkGroupOneGroup, "opencl-spec"));
}

// 3.3.5: "for non-SVM buffers, operations parameterized with memory_scope_all_svm_devices will
// behave as if they were parameterized with memory_scope_device": every SC operation is then at
// device scope on non-SVM memory, the order S exists, and store buffering is forbidden (the
// POPL 2016 `opencl` model keeps the written scope: neither condition holds, allowed).
TEST(ScSpec, AllSvmScopeOnPlainBuffersCountsAsDeviceScope) {
  EXPECT_TRUE(forbiddenOnlyBy(kSbAllSvmOnPlainGlobal, "opencl-spec", "SC"));
}

TEST(ScSpec, OrderAtAllSvmScopeOnFineGrainedSvm) {  // the other condition
  EXPECT_TRUE(forbiddenOnlyBy(kSbAllSvmOnFga, "opencl-spec", "ScRead"));
}

// ----------------------------------------------------------------------------- ScRead

TEST(ScRead, ForbidsStoreBuffering) {  // each SC load must see the last SC store before it in S
  EXPECT_TRUE(forbiddenOnlyBy(kSbDevice, "opencl-spec", "ScRead"));
}

// The first example of "Overhauling SC atomics" (POPL 2016, section 2), in OpenCL:
// x=1 relaxed || r1=x; r2=x || x=2 sc; r3=y sc || y=1 sc; r4=x sc.
// r1=1, r2=2 puts the relaxed store before the SC store in mo; r3=0 puts the load of y before
// y=1 in S, so S is x=2, r3=y, y=1, r4=x, and the last SC store to x before r4=x is x=2.
// The specification (3.3.6, after C11 7.17.3 p6) still lets r4 read 1: the relaxed store is in
// the visible sequence of side effects of the load (nothing happens before it, and the load
// happens after none of the stores), it is not seq_cst, and it does not happen before x=2 —
// rule (ii). The simplified axiom of `opencl` and `opencl-scoped` forbids it: r4=x reads a
// store mo-before x=2, so r4=x fr x=2, and x=2 sb r3=y fr y=1 sb r4=x closes an SC cycle.
const char* kPopl16FirstExample = R"(OPENCL popl16_first_example
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  int r2 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
P2@wg 2, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 2, memory_order_seq_cst, memory_scope_device);
  int r3 = atomic_load_explicit(y, memory_order_seq_cst, memory_scope_device);
}
P3@wg 3, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_seq_cst, memory_scope_device);
  int r4 = atomic_load_explicit(x, memory_order_seq_cst, memory_scope_device);
}
exists (1:r1=1 /\ 1:r2=2 /\ 2:r3=0 /\ 3:r4=1)
)";

// The same with the relaxed store moved before x=2 in P2: now it happens before the last SC
// store, which rule (ii) excludes, so the specification forbids the outcome too.
const char* kPopl16RelaxedStoreBeforeScStore = R"(OPENCL popl16_relaxed_before_sc
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, 2, memory_order_seq_cst, memory_scope_device);
  int r3 = atomic_load_explicit(y, memory_order_seq_cst, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_seq_cst, memory_scope_device);
  int r4 = atomic_load_explicit(x, memory_order_seq_cst, memory_scope_device);
}
exists (0:r3=0 /\ 1:r4=1)
)";

TEST(ScRead, SpecAllowsPopl16FirstExample) {  // rule (ii): a non-SC store of the visible sequence
  EXPECT_TRUE(allowed(kPopl16FirstExample, "opencl-spec"));
}

TEST(ScRead, SimplifiedAxiomForbidsPopl16FirstExample) {  // through fr from the SC load
  EXPECT_TRUE(forbiddenOnlyBy(kPopl16FirstExample, "opencl", "SC"));
  EXPECT_TRUE(forbiddenOnlyBy(kPopl16FirstExample, "opencl-scoped", "SC"));
}

TEST(ScRead, ForbidsNonScStoreThatHappensBeforeTheLastScStore) {  // rule (ii)'s proviso
  EXPECT_TRUE(forbiddenOnlyBy(kPopl16RelaxedStoreBeforeScStore, "opencl-spec", "ScRead"));
}

// ----------------------------------------------------------------------------- ScFenceRead

// C11 7.17.3 p9: P1's SC fence comes after x=1 in S (x=1 sb z=2, z=2 mo z=1, z=1 sb fence),
// so P1's later relaxed load of x must see x=1 or later.
const char* kScFenceRead = R"(OPENCL ScFenceRead
{ [x] = 0; [z] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* z) {
  atomic_store_explicit(x, 1, memory_order_seq_cst, memory_scope_device);
  atomic_store_explicit(z, 2, memory_order_seq_cst, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* z) {
  atomic_store_explicit(z, 1, memory_order_seq_cst, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (z=1 /\ 1:r1=0)
)";

// The same with an acq_rel fence: not in S, no rule.
const char* kScFenceReadAcqRel = R"(OPENCL ScFenceRead_acq_rel
{ [x] = 0; [z] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* z) {
  atomic_store_explicit(x, 1, memory_order_seq_cst, memory_scope_device);
  atomic_store_explicit(z, 2, memory_order_seq_cst, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* z) {
  atomic_store_explicit(z, 1, memory_order_seq_cst, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (z=1 /\ 1:r1=0)
)";

TEST(ScFenceRead, ForbidsLoadAfterScFenceMissingEarlierScStore) {  // C11 7.17.3 p9
  EXPECT_TRUE(forbiddenOnlyBy(kScFenceRead, "opencl-spec", "ScFenceRead"));
  EXPECT_TRUE(forbiddenOnlyBy(kScFenceRead, "opencl", "SC"));
}

TEST(ScFenceRead, AllowsItWithAcqRelFence) {  // the fence must be seq_cst
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kScFenceReadAcqRel, m)) << m;
}

// ----------------------------------------------------------------------------- ScFenceWrite

// p10: P0's SC fence, sequenced after x=1, precedes P1's SC load of x in S (fence sb z=1,
// z=1 mo z=2, z=2 sb load), so the load must see x=1 or later.
const char* kScFenceWrite = R"(OPENCL ScFenceWrite
{ [x] = 0; [z] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* z) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  atomic_store_explicit(z, 1, memory_order_seq_cst, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* z) {
  atomic_store_explicit(z, 2, memory_order_seq_cst, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_seq_cst, memory_scope_device);
}
exists (z=2 /\ 1:r1=0)
)";

const char* kScFenceWriteAcqRel = R"(OPENCL ScFenceWrite_acq_rel
{ [x] = 0; [z] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* z) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);
  atomic_store_explicit(z, 1, memory_order_seq_cst, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* z) {
  atomic_store_explicit(z, 2, memory_order_seq_cst, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_seq_cst, memory_scope_device);
}
exists (z=2 /\ 1:r1=0)
)";

TEST(ScFenceWrite, ForbidsScLoadAfterScFenceMissingEarlierStore) {  // C11 7.17.3 p10
  EXPECT_TRUE(forbiddenOnlyBy(kScFenceWrite, "opencl-spec", "ScFenceWrite"));
  EXPECT_TRUE(forbiddenOnlyBy(kScFenceWrite, "opencl", "SC"));
}

TEST(ScFenceWrite, AllowsItWithAcqRelFence) {  // the fence must be seq_cst
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kScFenceWriteAcqRel, m)) << m;
}

// ----------------------------------------------------------------------------- ScFences

// p11: store buffering with relaxed accesses separated by SC fences: whichever fence is first
// in S, the load after the other fence must see the store before the first.
const char* kScFences = R"(OPENCL ScFences
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// One fence acq_rel: only one fence in S, the rule needs two.
const char* kScFencesOneAcqRel = R"(OPENCL ScFences_one_acq_rel
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=0 /\ 1:r1=0)
)";

// Both fences seq_cst but at work-group scope, in two work-groups: `opencl` and `opencl-spec`
// drop SC altogether, `opencl-scoped` finds the fences not inclusive.
const char* kScFencesWorkGroupScope = R"(OPENCL ScFences_wg
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=0 /\ 1:r1=0)
)";

TEST(ScFences, ForbidsStoreBufferingBetweenScFences) {  // C11 7.17.3 p11
  EXPECT_TRUE(forbiddenOnlyBy(kScFences, "opencl-spec", "ScFences"));
  EXPECT_TRUE(forbiddenOnlyBy(kScFences, "opencl", "SC"));
  EXPECT_TRUE(forbiddenOnlyBy(kScFences, "opencl-scoped", "SC"));
}

TEST(ScFences, AllowsItWhenOneFenceIsAcqRel) {  // two SC fences needed
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kScFencesOneAcqRel, m)) << m;
}

TEST(ScFences, AllowsItWithWorkGroupScopeFencesInTwoGroups) {  // scopes switch the rule off
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kScFencesWorkGroupScope, m)) << m;
}

// ----------------------------------------------------------------------------- ScFencesMo

// The specification's fourth fence rule: 2+2W with relaxed stores separated by SC fences.
// Whichever fence is first in S, the store after the other fence must follow, in mo, the store
// before the first fence on the same location, so x=1 and y=1 cannot both end last.
const char* kScFencesMo = R"(OPENCL ScFencesMo
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  atomic_store_explicit(y, 2, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_device);
}
exists (x=1 /\ y=1)
)";

const char* kScFencesMoAcqRel = R"(OPENCL ScFencesMo_acq_rel
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);
  atomic_store_explicit(y, 2, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_device);
}
exists (x=1 /\ y=1)
)";

TEST(ScFencesMo, ForbidsTwoPlusTwoWritesBetweenScFences) {  // the fourth fence rule
  EXPECT_TRUE(forbiddenOnlyBy(kScFencesMo, "opencl-spec", "ScFencesMo"));
  EXPECT_TRUE(forbiddenOnlyBy(kScFencesMo, "opencl", "SC"));
}

TEST(ScFencesMo, AllowsItWithAcqRelFences) {  // acq_rel fences do not order stores after stores
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kScFencesMoAcqRel, m)) << m;
}

}  // namespace
}  // namespace clmm::modeltest
