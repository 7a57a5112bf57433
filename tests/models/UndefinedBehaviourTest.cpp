// Unit tests of the two undefined-behaviour flags shared by the three models: data_race
// (conflicting accesses of different work-items, unordered by happens-before, not both atomic
// with inclusive scopes) and barrier_divergence (a barrier instance reached by only part of its
// work-group). Each flag: tests that raise it with the expected witness events, are clean when
// the flag is switched off or the program is fixed, and related tests that never raise it.
#include "tests/models/ModelTestUtil.h"

namespace clmm::modeltest {
namespace {

using Texts = std::multiset<std::string>;

// The source snippets of the accesses these tests use.
const char* kStoreX = "*x = 1;";
const char* kLoadX = "*x";

// The flag is raised with the given witness under every model of `models`, is not raised with
// the flag switched off, and the outcome of the condition is still reached (racily).
void expectRace(const std::string& text, const Texts& witnessTexts,
                const std::vector<std::string>& models = allModels()) {
  for (const auto& m : models) {
    Checked c = run(text, m);
    EXPECT_TRUE(raised(c, "data_race")) << m;
    EXPECT_EQ(c.result.verdict, Verdict::Racy) << m;
    EXPECT_EQ(witness(c, "data_race"), witnessTexts) << m;
    Checked off = run(text, m, {"data_race"});
    EXPECT_FALSE(raised(off, "data_race")) << m;
    EXPECT_NE(off.result.verdict, Verdict::Racy) << m;
  }
}

void expectNoRace(const std::string& text) {
  for (const auto& m : allModels()) {
    Checked c = run(text, m);
    EXPECT_GT(c.result.consistent, 0u) << m;
    EXPECT_FALSE(raised(c, "data_race")) << m;
    EXPECT_NE(c.result.verdict, Verdict::Racy) << m;
  }
}

// ----------------------------------------------------------------------------- data_race

// Non-atomic message passing with a relaxed flag: nothing orders the data accesses.
const char* kRaceRelaxedFlag = R"(OPENCL race_relaxed_flag
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  int r1 = -1;
  if (r0 == 1) {
    r1 = *x;
  }
}
exists (1:r0=1)
)";

// Fixed: release/acquire at device scope orders the data accesses.
const char* kRaceFixedDevice = R"(OPENCL race_fixed_device
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
exists (1:r0=1)
)";

// Release/acquire at work-group scope across two work-groups: the scopes are not inclusive,
// so the flag accesses themselves race (and do not synchronise the data).
const char* kRaceWgScopeTwoGroups = R"(OPENCL race_wg_two_groups
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 1, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  int r1 = -1;
  if (r0 == 1) {
    r1 = *x;
  }
}
exists (1:r0=1)
)";

// The same pair within one work-group: inclusive, race-free.
const char* kRaceWgScopeOneGroup = R"(OPENCL race_wg_one_group
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 0, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  int r1 = -1;
  if (r0 == 1) {
    r1 = *x;
  }
}
exists (1:r0=1)
)";

// Two relaxed atomic stores at device scope: atomics with inclusive scopes never race.
const char* kNoRaceAtomicsDevice = R"(OPENCL no_race_atomics_dev
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_device);
}
exists (x=1)
)";

// Two relaxed atomic stores at work-group scope in two work-groups: not inclusive, a race.
const char* kRaceAtomicsWgTwoGroups = R"(OPENCL race_atomics_wg_two_groups
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_work_group);
}
exists (x=1)
)";

// Two atomics of one work-group with different scopes (work_group, device): under the
// conservative reading of inclusion (docs/models.md) they are not inclusive and race.
const char* kRaceAtomicsMixedScopes = R"(OPENCL race_atomics_mixed_scopes
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_device);
}
exists (x=1)
)";

// Device scope across two devices: not inclusive, a race; all_svm_devices scope: inclusive.
const char* kRaceAtomicsTwoDevices = R"(OPENCL race_atomics_two_devices
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 0, dev 1 (global atomic_int* x) {
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_device);
}
exists (x=1)
)";

const char* kNoRaceAtomicsAllSvm = R"(OPENCL no_race_atomics_all_svm
{ [x] = 0; }
P0@wg 0, dev 0 (global_fga atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_all_svm_devices);
}
P1@wg 0, dev 1 (global_fga atomic_int* x) {
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_all_svm_devices);
}
exists (x=1)
)";

// Sub-group scope: inclusive within one sub-group, not across two sub-groups of a work-group.
const char* kNoRaceSubGroup = R"(OPENCL no_race_sub_group
{ [x] = 0; }
P0@sg 0, wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_sub_group);
}
P1@sg 0, wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_sub_group);
}
exists (x=1)
)";

const char* kRaceTwoSubGroups = R"(OPENCL race_two_sub_groups
{ [x] = 0; }
P0@sg 0, wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_sub_group);
}
P1@sg 1, wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_sub_group);
}
exists (x=1)
)";

// Non-atomic data published through fences with CLK_LOCAL_MEM_FENCE: global data stays racy.
const char* kRaceLocalFences = R"(OPENCL race_local_fences
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
  int r1 = -1;
  if (r0 == 1) {
    r1 = *x;
  }
}
exists (1:r0=1)
)";

// The same with CLK_GLOBAL_MEM_FENCE: race-free.
const char* kNoRaceGlobalFences = R"(OPENCL no_race_global_fences
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);
  int r1 = -1;
  if (r0 == 1) {
    r1 = *x;
  }
}
exists (1:r0=1)
)";

// Global data around a barrier: a CLK_GLOBAL_MEM_FENCE barrier orders it within a work-group,
// a CLK_LOCAL_MEM_FENCE barrier does not, nor does any barrier across work-groups.
const char* kNoRaceGlobalBarrier = R"(OPENCL no_race_global_barrier
{ [x] = 0; }
P0@wg 0, dev 0 (global int* x) {
  *x = 1;
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 0, dev 0 (global int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  int r0 = *x;
}
exists (1:r0=1)
)";

const char* kRaceLocalBarrier = R"(OPENCL race_local_barrier
{ [x] = 0; }
P0@wg 0, dev 0 (global int* x) {
  *x = 1;
  B1: barrier(CLK_LOCAL_MEM_FENCE);
}
P1@wg 0, dev 0 (global int* x) {
  B1: barrier(CLK_LOCAL_MEM_FENCE);
  int r0 = *x;
}
exists (1:r0=0)
)";

const char* kRaceBarrierTwoGroups = R"(OPENCL race_barrier_two_groups
{ [x] = 0; }
P0@wg 0, dev 0 (global int* x) {
  *x = 1;
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 1, dev 0 (global int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  int r0 = *x;
}
exists (1:r0=0)
)";

// Local data around a local barrier: race-free.
const char* kNoRaceLocalDataLocalBarrier = R"(OPENCL no_race_local_barrier
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

// A non-atomic store and an atomic load of the same location race.
const char* kRaceMixedAtomicity = R"(OPENCL race_mixed_atomicity
{ [x] = 0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  *x = 1;
}
P1@wg 1, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=0)
)";

// Reads never conflict; accesses of one work-item never race.
const char* kNoRaceReadsAndSameWorkItem = R"(OPENCL no_race_reads
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global int* x, global int* y) {
  int r0 = *x;
  *y = 1;
  int r1 = *y;
}
P1@wg 1, dev 0 (global int* x) {
  int r2 = *x;
}
exists (0:r0=0)
)";

TEST(DataRace, RaisedByNonAtomicDataBehindRelaxedFlag) {  // the witness is the two data accesses
  expectRace(kRaceRelaxedFlag, {kStoreX, kLoadX});
}

TEST(DataRace, NotRaisedWhenFixedWithDeviceScopeReleaseAcquire) {  // the fixed program
  expectNoRace(kRaceFixedDevice);
}

TEST(DataRace, RaisedByWorkGroupScopeAcrossWorkGroups) {  // the non-inclusive flag accesses race
  expectRace(kRaceWgScopeTwoGroups, {"atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group)",
                                     "atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group)"});
}

TEST(DataRace, NotRaisedByWorkGroupScopeInOneWorkGroup) {  // inclusive scopes synchronise
  expectNoRace(kRaceWgScopeOneGroup);
}

TEST(DataRace, NotRaisedByAtomicsWithInclusiveScopes) {  // device scope, one device
  expectNoRace(kNoRaceAtomicsDevice);
}

TEST(DataRace, RaisedByAtomicsWithNonInclusiveScopes) {  // wg scope, two work-groups
  expectRace(kRaceAtomicsWgTwoGroups, {"atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group)",
                                       "atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_work_group)"});
}

TEST(DataRace, RaisedByAtomicsWithDifferentScopesInOneWorkGroup) {  // scopes must be equal
  expectRace(kRaceAtomicsMixedScopes,
             {"atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group)",
              "atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_device)"},
             conservativeInclusionModels());
  // Under the less conservative reading each scope covers the other work-item: no race.
  for (const std::string m : {"opencl-lax", "opencl-rsp"})
    EXPECT_FALSE(raised(run(kRaceAtomicsMixedScopes, m), "data_race")) << m;
}

TEST(DataRace, RaisedByDeviceScopeAcrossDevices) {  // device scope does not reach another device
  expectRace(kRaceAtomicsTwoDevices, {"atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device)",
                                      "atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_device)"});
}

TEST(DataRace, NotRaisedByAllSvmDevicesScopeAcrossDevices) {  // all_svm_devices reaches it
  expectNoRace(kNoRaceAtomicsAllSvm);
}

TEST(DataRace, NotRaisedBySubGroupScopeInOneSubGroup) {  // sub-group scope, one sub-group
  expectNoRace(kNoRaceSubGroup);
}

TEST(DataRace, RaisedBySubGroupScopeAcrossSubGroups) {  // sub-group scope, two sub-groups
  expectRace(kRaceTwoSubGroups, {"atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_sub_group)",
                                 "atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_sub_group)"});
}

TEST(DataRace, RaisedWhenFencesHaveOnlyLocalFlag) {  // a local fence does not order global data
  expectRace(kRaceLocalFences, {kStoreX, kLoadX});
}

TEST(DataRace, NotRaisedWhenFencesHaveGlobalFlag) {  // the fixed program
  expectNoRace(kNoRaceGlobalFences);
}

TEST(DataRace, NotRaisedAroundGlobalBarrier) {  // the barrier orders global data in a work-group
  expectNoRace(kNoRaceGlobalBarrier);
}

TEST(DataRace, RaisedAroundLocalOnlyBarrier) {  // wrong flags
  expectRace(kRaceLocalBarrier, {kStoreX, kLoadX});
}

TEST(DataRace, RaisedAroundBarrierAcrossWorkGroups) {  // barriers do not cross work-groups
  expectRace(kRaceBarrierTwoGroups, {kStoreX, kLoadX});
}

TEST(DataRace, NotRaisedOnLocalDataAroundLocalBarrier) {  // local data, local barrier
  expectNoRace(kNoRaceLocalDataLocalBarrier);
}

TEST(DataRace, RaisedByNonAtomicAgainstAtomic) {  // a plain access is never atomic
  expectRace(kRaceMixedAtomicity, {kStoreX, "atomic_load_explicit(x, memory_order_relaxed, memory_scope_device)"});
}

TEST(DataRace, NotRaisedByReadsOrWithinOneWorkItem) {  // read-read and same work-item
  expectNoRace(kNoRaceReadsAndSameWorkItem);
}

// ----------------------------------------------------------------------------- barrier_divergence

// P0 reaches the barrier only when it reads 1; P1 always does: divergent when P0 reads 0.
const char* kDivergent = R"(OPENCL divergent
{ [f] = 0; }
P0@wg 0, dev 0 (global atomic_int* f) {
  int r0 = atomic_load_explicit(f, memory_order_relaxed, memory_scope_device);
  if (r0 == 1) {
    B1: barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
P1@wg 0, dev 0 (global atomic_int* f) {
  atomic_store_explicit(f, 1, memory_order_relaxed, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
exists (0:r0=0)
)";

// Fixed: both work-items reach the barrier unconditionally.
const char* kConvergent = R"(OPENCL convergent
{ [f] = 0; }
P0@wg 0, dev 0 (global atomic_int* f) {
  int r0 = atomic_load_explicit(f, memory_order_relaxed, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
P1@wg 0, dev 0 (global atomic_int* f) {
  atomic_store_explicit(f, 1, memory_order_relaxed, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
exists (0:r0=0)
)";

// The same conditional barrier with the work-items in two work-groups: each work-group has its
// own instance, reached by all or none of its (single) work-item.
const char* kConditionalBarrierTwoGroups = R"(OPENCL conditional_barrier_two_groups
{ [f] = 0; }
P0@wg 0, dev 0 (global atomic_int* f) {
  int r0 = atomic_load_explicit(f, memory_order_relaxed, memory_scope_device);
  if (r0 == 1) {
    B1: barrier(CLK_GLOBAL_MEM_FENCE);
  }
}
P1@wg 1, dev 0 (global atomic_int* f) {
  atomic_store_explicit(f, 1, memory_order_relaxed, memory_scope_device);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
exists (0:r0=0)
)";

// A work-item of the work-group that has no barrier at all also diverges.
const char* kMissingBarrier = R"(OPENCL missing_barrier
{ [f] = 0; }
P0@wg 0, dev 0 (global atomic_int* f) {
  int r0 = atomic_load_explicit(f, memory_order_relaxed, memory_scope_device);
}
P1@wg 0, dev 0 (global atomic_int* f) {
  B1: barrier(CLK_LOCAL_MEM_FENCE);
}
exists (0:r0=0)
)";

TEST(BarrierDivergence, RaisedWhenOneWorkItemSkipsTheBarrier) {  // witness: the reached barrier
  for (const auto& m : allModels()) {
    Checked c = run(kDivergent, m);
    EXPECT_TRUE(raised(c, "barrier_divergence")) << m;
    EXPECT_TRUE(raisedFlag(c.result, "barrier_divergence")) << m;
    EXPECT_EQ(c.result.verdict, Verdict::Racy) << m;
    Texts w = witness(c, "barrier_divergence");
    EXPECT_FALSE(w.empty()) << m;
    for (const auto& t : w) EXPECT_EQ(t, "barrier(CLK_GLOBAL_MEM_FENCE);") << m;
    // Only the execution where P0 reads 0 diverges: reading 1 is a clean outcome.
    bool cleanOne = false;
    for (const auto& s : c.result.states)
      if (s.values == std::vector<int64_t>{1} && s.cls == StateClass::Allowed) cleanOne = true;
    EXPECT_TRUE(cleanOne) << m;
    Checked off = run(kDivergent, m, {"barrier_divergence"});
    EXPECT_FALSE(raised(off, "barrier_divergence")) << m;
    EXPECT_EQ(off.result.verdict, Verdict::Allowed) << m;
  }
}

TEST(BarrierDivergence, NotRaisedWhenAllWorkItemsReachTheBarrier) {  // the fixed program
  for (const auto& m : allModels()) {
    Checked c = run(kConvergent, m);
    EXPECT_FALSE(raised(c, "barrier_divergence")) << m;
    EXPECT_EQ(c.result.verdict, Verdict::Allowed) << m;
  }
}

TEST(BarrierDivergence, NotRaisedAcrossWorkGroups) {  // barrier instances are per work-group
  for (const auto& m : allModels())
    EXPECT_FALSE(raised(run(kConditionalBarrierTwoGroups, m), "barrier_divergence")) << m;
}

TEST(BarrierDivergence, RaisedWhenAWorkItemHasNoBarrier) {  // every work-item must reach it
  for (const auto& m : allModels()) {
    Checked c = run(kMissingBarrier, m);
    EXPECT_TRUE(raised(c, "barrier_divergence")) << m;
    EXPECT_EQ(witness(c, "barrier_divergence"), Texts({"barrier(CLK_LOCAL_MEM_FENCE);"})) << m;
  }
}

}  // namespace
}  // namespace clmm::modeltest
