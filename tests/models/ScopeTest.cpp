// Unit tests of the scoped features that make OpenCL special, beyond the per-axiom tests:
// inclusion needs equal scopes (docs/models.md, the conservative reading), happens-before
// is transitive although inclusion never links the ends of a chain, barrier fences obey the
// ordinary fence rules with their own scope, and points where clmm's documented semantics
// (docs/models.md, after POPL 2016) differ from the letter of the OpenCL 2.x specification: those
// tests pin the current behaviour and say what the specification would give. The sub-group
// barrier tests are regressions: clmm once keyed every barrier instance by work-group.
#include "tests/models/ModelTestUtil.h"
#include "litmus/Elaborate.h"

namespace clmm::modeltest {
namespace {

// ----------------------------------------------------------------------------- hb chains

// P0 and P2 use work-group scope on x from two work-groups: never inclusive. The chain
// P0 -(wg)-> P1 -(dev)-> P2 still orders them whenever P2 sees the flag, so those executions
// are race-free; only the execution in which P2 skips the read is free of x accesses too.
const char* kChainMakesNonInclusiveAccessesRaceFree = R"(OPENCL chain_race_free
{ [x] = 0; [y] = 0; [z] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 0, dev 0 (global atomic_int* y, global atomic_int* z) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  if (r0 == 1) {
    atomic_store_explicit(z, 1, memory_order_release, memory_scope_device);
  }
}
P2@wg 1, dev 0 (global atomic_int* x, global atomic_int* z) {
  int r1 = atomic_load_explicit(z, memory_order_acquire, memory_scope_device);
  int r2 = -1;
  if (r1 == 1) {
    r2 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
  }
}
exists (2:r1=1 /\ 2:r2=1)
)";

// The same with P2 reading x unconditionally: when it misses the flag, the two non-inclusive
// accesses are unordered and race.
const char* kChainUnconditionalRead = R"(OPENCL chain_unconditional_read
{ [x] = 0; [y] = 0; [z] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 0, dev 0 (global atomic_int* y, global atomic_int* z) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  if (r0 == 1) {
    atomic_store_explicit(z, 1, memory_order_release, memory_scope_device);
  }
}
P2@wg 1, dev 0 (global atomic_int* x, global atomic_int* z) {
  int r1 = atomic_load_explicit(z, memory_order_acquire, memory_scope_device);
  int r2 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (2:r1=1 /\ 2:r2=1)
)";

TEST(Scopes, ChainOrdersNonInclusiveAccessesWithoutRace) {  // hb is transitive, incl is not needed
  for (const auto& m : allModels()) {
    Checked c = run(kChainMakesNonInclusiveAccessesRaceFree, m);
    EXPECT_FALSE(raised(c, "data_race")) << m;
    EXPECT_TRUE(reachableWithoutUb(c.result)) << m;
  }
}

TEST(Scopes, NonInclusiveAccessesRaceWhenTheChainIsMissed) {  // same shape, unconditional read
  for (const auto& m : allModels()) {
    Checked c = run(kChainUnconditionalRead, m);
    EXPECT_TRUE(raised(c, "data_race")) << m;
    EXPECT_EQ(witness(c, "data_race"),
              std::multiset<std::string>({"atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group)",
                                          "atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group)"}))
        << m;
  }
}

// ----------------------------------------------------------------------------- fences and scopes

// Fence-to-fence message passing with work-group-scope fences across two work-groups.
const char* kFencesWgTwoGroups = R"(OPENCL fences_wg_two_groups
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// Fence synchronisation asks only the two fences for inclusive scopes (spec 3.3.7.2), not the
// atomic accesses between them: device-scope fences synchronise through a flag accessed at
// work-group scope from two work-groups, although those flag accesses race with each other.
const char* kFencesDevFlagWg = R"(OPENCL fences_dev_flag_wg
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// A device-scope work-group barrier: its entry fence is a release fence at device scope, which
// synchronises through a later relaxed store with a device-scope acquire in another work-group.
const char* kBarrierEntryAsReleaseFence = R"(OPENCL barrier_entry_as_release_fence
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  B1: work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// The same barrier at its default work-group scope: not inclusive with the device-scope load.
const char* kBarrierEntryWorkGroupScope = R"(OPENCL barrier_entry_wg_scope
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

TEST(Scopes, FencesAtWorkGroupScopeDoNotSynchroniseAcrossGroups) {  // fence scopes count
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kFencesWgTwoGroups, m)) << m;
}

TEST(Scopes, FenceSynchronisationIgnoresTheFlagAccessesScopes) {  // spec 3.3.7.2: A, B inclusive
  for (const auto& m : allModels()) {
    EXPECT_TRUE(forbiddenOnlyBy(kFencesDevFlagWg, m, "CohG")) << m;
    Checked c = run(kFencesDevFlagWg, m);
    EXPECT_EQ(witness(c, "data_race"),
              std::multiset<std::string>({"atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_work_group)",
                                          "atomic_load_explicit(y, memory_order_relaxed, memory_scope_work_group)"}))
        << m;
  }
}

TEST(Scopes, BarrierEntryFenceActsAsReleaseFence) {  // barrier fences obey the fence rules
  for (const auto& m : allModels()) EXPECT_TRUE(forbiddenOnlyBy(kBarrierEntryAsReleaseFence, m, "CohG")) << m;
}

TEST(Scopes, BarrierEntryFenceHasTheBarrierScope) {  // work-group scope by default
  for (const auto& m : allModels()) EXPECT_TRUE(allowed(kBarrierEntryWorkGroupScope, m)) << m;
}

// ----------------------------------------------------------------------------- non-atomic locations

// Atomic calls on a location declared `global int*` (as the public corpora often write): the
// accesses are atomic (no race at device scope), but NaRfG judges reads by the location's type
// (docs/models.md, as herd and Dat3M do), so a load may only read a visible side effect.
const char* kAtomicCallsOnIntLocation = R"(OPENCL atomic_calls_on_int
{ [y] = 0; }
P0@wg 0, dev 0 (global int* y) {
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1)
)";

// An atomic call on a location declared `int` is an error by default (C11 7.17.1 p5: tests/bad
// atomic_on_plain_int); under --herd-compat it is an atomic access (as herd and Dat3M treat it),
// so the non-atomic visibility axiom, which constrains plain reads of non-atomic locations,
// does not stop it reading a concurrent relaxed store; and the two atomics do not race.
TEST(Scopes, AtomicLoadOfIntTypedLocationIsAnAtomicAccess) {
  ElaborateOptions herd;
  herd.herdCompat = true;
  for (const auto& m : allModels()) {
    Checked c{test::elaborateText(kAtomicCallsOnIntLocation, herd, nullptr, true), {}, {}};
    c.result = checkExplicit(c.program, model(m), m, ExplicitOptions{});
    c.smt = checkSmt(c.program, model(m), m, SmtOptions{});
    expectEnginesAgree(c, m);
    EXPECT_TRUE(reachable(c.result)) << m;
    EXPECT_FALSE(raised(c, "data_race")) << m;
  }
}

// ----------------------------------------------------------------------------- docs/models.md vs the spec

// Local memory, one work-group: a device-scope release store and a work-group-scope acquire
// load. POPL 2016's inclusion needs equal scopes, so they neither synchronise nor avoid a race.
// The specification (3.3.5: "when used on local memory ... memory_scope with wider visibility
// than memory_scope_work_group will be reduced to memory_scope_work_group") would make both
// work-group scope: inclusive, synchronising, race-free, and the stale read forbidden.
const char* kLocalDeviceScopeRelease = R"(OPENCL local_dev_release_wg_acquire
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (local atomic_int* x, local atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 0, dev 0 (local atomic_int* x, local atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (1:r0=1 /\ 1:r1=0)
)";

// POPL 2016 (opencl, opencl-scoped) keeps the written scopes; opencl-spec follows 3.3.5.
TEST(ModelVsSpec, LocalMemoryKeepsScopesWiderThanWorkGroup) {
  for (const std::string m : {"opencl", "opencl-scoped"}) {
    Checked c = run(kLocalDeviceScopeRelease, m);
    EXPECT_TRUE(reachable(c.result)) << m;
    EXPECT_TRUE(raised(c, "data_race")) << m;
  }
}

TEST(ModelVsSpec, SpecReducesScopesOnLocalMemoryToWorkGroup) {
  Checked c = run(kLocalDeviceScopeRelease, "opencl-spec");
  EXPECT_FALSE(reachable(c.result));
  EXPECT_FALSE(raised(c, "data_race"));
}

// all_svm_devices scope on an ordinary (non-SVM) global buffer, work-items on two devices.
// POPL 2016: s_all^2 is inclusive whatever the memory, so the pair synchronises. The
// specification (3.3.5: on "non-SVM buffers, operations parameterized with
// memory_scope_all_svm_devices will behave as if they were parameterized with
// memory_scope_device") would make them device scope on two devices: not inclusive, a race.
const char* kAllSvmOnPlainGlobalTwoDevices = R"(OPENCL all_svm_plain_two_devices
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_all_svm_devices);
}
P1@wg 0, dev 1 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_all_svm_devices);
  int r1 = -1;
  if (r0 == 1) {
    r1 = *x;
  }
}
exists (1:r0=1 /\ 1:r1=0)
)";

// POPL 2016 (opencl, opencl-scoped): s_all^2 is inclusive; opencl-spec follows 3.3.5.
TEST(ModelVsSpec, AllSvmScopeIsInclusiveOnPlainGlobalMemory) {
  for (const std::string m : {"opencl", "opencl-scoped"}) {
    Checked c = run(kAllSvmOnPlainGlobalTwoDevices, m);
    EXPECT_FALSE(reachable(c.result)) << m;
    EXPECT_FALSE(raised(c, "data_race")) << m;
  }
}

TEST(ModelVsSpec, SpecTreatsAllSvmScopeOnPlainBuffersAsDeviceScope) {
  Checked c = run(kAllSvmOnPlainGlobalTwoDevices, "opencl-spec");
  EXPECT_TRUE(reachable(c.result));
  EXPECT_TRUE(raised(c, "data_race"));
}

// sub_group_barrier synchronises the work-items of one sub-group (spec, "memory ordering
// rules: sub-group functions": the entry fence synchronises with the exit fences "of all other
// work-items in the same sub-group"). Here the two work-items are in two sub-groups of one
// work-group, so nothing orders the data accesses: the read may see 0, and they race.
const char* kSubGroupBarrierTwoSubGroups = R"(OPENCL sub_group_barrier_two_sub_groups
{ [x] = 0; }
P0@sg 0, wg 0, dev 0 (global int* x) {
  *x = 1;
  B1: sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@sg 1, wg 0, dev 0 (global int* x) {
  B1: sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
  int r0 = *x;
}
exists (1:r0=0)
)";

// Every work-item of sub-group 0 reaches the sub-group barrier; sub-group 1 has none. The
// specification asks for convergence within the sub-group only: no barrier divergence.
const char* kSubGroupBarrierOneSubGroup = R"(OPENCL sub_group_barrier_one_sub_group
{ [x] = 0; }
P0@sg 0, wg 0, dev 0 (global int* x) {
  B1: sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@sg 1, wg 0, dev 0 (global int* x) {
  int r0 = *x;
}
exists (1:r0=0)
)";

// Two work-items of one sub-group meet at the sub-group barrier: ordered, race-free.
const char* kSubGroupBarrierSameSubGroup = R"(OPENCL sub_group_barrier_same_sub_group
{ [x] = 0; }
P0@sg 0, wg 0, dev 0 (global int* x) {
  *x = 1;
  B1: sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@sg 0, wg 0, dev 0 (global int* x) {
  B1: sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
  int r0 = *x;
}
exists (1:r0=0)
)";

TEST(ModelVsSpec, SubGroupBarrierOrdersItsSubGroup) {  // agrees with the spec
  for (const auto& m : allModels()) {
    Checked c = run(kSubGroupBarrierSameSubGroup, m);
    EXPECT_FALSE(reachable(c.result)) << m;
    EXPECT_FALSE(raised(c, "data_race")) << m;
  }
}

// Regression: sub_group_barrier was once lowered like a work-group barrier (instances and
// divergence keyed by work-group), so it synchronised across sub-groups and reported divergence
// when a whole sub-group skipped it. The spec: it synchronises, and must be reached, only
// within one sub-group.
TEST(ModelVsSpec, SubGroupBarrierDoesNotSynchroniseAcrossSubGroups) {  // spec: no sync
  for (const auto& m : allModels()) {
    Checked c = run(kSubGroupBarrierTwoSubGroups, m);
    EXPECT_TRUE(reachable(c.result)) << m;
    EXPECT_TRUE(raised(c, "data_race")) << m;
  }
}

TEST(ModelVsSpec, SubGroupBarrierConvergenceIsPerSubGroup) {  // spec: no divergence
  for (const auto& m : allModels())
    EXPECT_FALSE(raised(run(kSubGroupBarrierOneSubGroup, m), "barrier_divergence")) << m;
}

// ----------------------------------------------------------------------------- opencl-lax

// Message passing with a work-group-scoped release and a device-scoped acquire. In one
// work-group each scope covers the other work-item: inclusive under opencl-lax (the less
// conservative reading of docs/models.md), so the pair synchronises and the stale read is
// forbidden; the conservative models need equal scopes, so the data accesses race.
const char* kMixedScopesOneGroup = R"(OPENCL mp_wg_release_dev_acquire
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 0, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = -1;
  if (r0 == 1) { r1 = *x; }
}
exists (1:r0=1 /\ 1:r1=0)
)";

// The same across two work-groups: the release's work-group scope does not cover P1, so even
// the lax reading finds no synchronisation, and the flag accesses race.
const char* kMixedScopesTwoGroups = R"(OPENCL mp_wg_release_dev_acquire_two_groups
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 1, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = -1;
  if (r0 == 1) { r1 = *x; }
}
exists (1:r0=1 /\ 1:r1=0)
)";

TEST(LaxInclusion, MixedScopesInOneWorkGroupSynchronise) {
  Checked lax = run(kMixedScopesOneGroup, "opencl-lax");
  EXPECT_FALSE(raised(lax, "data_race"));
  EXPECT_TRUE(forbidden(kMixedScopesOneGroup, "opencl-lax"));
  EXPECT_TRUE(forbidden(kMixedScopesOneGroup, "opencl-rsp"));  // its inclusion is lax's
  for (const auto& m : conservativeInclusionModels()) {
    Checked c = run(kMixedScopesOneGroup, m);
    EXPECT_TRUE(raised(c, "data_race")) << m;
    EXPECT_TRUE(reachable(c.result)) << m;
  }
}

TEST(LaxInclusion, AWorkGroupScopeDoesNotCoverAnotherWorkGroup) {
  for (const std::string m : {"opencl", "opencl-lax"}) {
    Checked c = run(kMixedScopesTwoGroups, m);
    EXPECT_TRUE(reachable(c.result)) << m;
    EXPECT_EQ(witness(c, "data_race"),
              std::multiset<std::string>({"atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group)",
                                          "atomic_load_explicit(y, memory_order_acquire, memory_scope_device)"}))
        << m;
  }
}

// Equal scopes are inclusive under both readings: MP at work-group scope in one work-group.
TEST(LaxInclusion, EqualScopesStayInclusive) {
  std::string text = kMixedScopesOneGroup;
  text.replace(text.find("memory_scope_device"), std::string("memory_scope_device").size(), "memory_scope_work_group");
  for (const std::string m : {"opencl", "opencl-lax"}) {
    EXPECT_FALSE(raised(run(text, m), "data_race")) << m;
    EXPECT_TRUE(forbidden(text, m)) << m;
  }
}

}  // namespace
}  // namespace clmm::modeltest
