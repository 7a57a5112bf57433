// Lowering to events: event counts and kinds, orders, scopes, regions, atomicity, initial
// writes, guards of if/while/compare-exchange, barrier fences and instances, scope units, and
// the semantic errors of item 5 of the foundation issue.
#include <gtest/gtest.h>

#include "tests/litmus/Helpers.h"
#include "litmus/Elaborate.h"

using namespace clmm;
using clmm::test::firstError;
using clmm::test::elaborateText;

namespace {

std::vector<const Event*> threadEvents(const Program& p, int t) {
  std::vector<const Event*> out;
  for (EventId id : p.threads[t].events) out.push_back(&p.events[id]);
  return out;
}

const char* kMP = R"L(OpenCL MP
{ x=0; y=0; }
P0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire);
  int r1 = *x;
}
scopeTree (device (work_group P0) (work_group P1))
exists (1:r0=1 /\ 1:r1=0)
)L";

}  // namespace

TEST(Elaborate, MessagePassingEvents) {
  Program p = elaborateText(kMP);
  ASSERT_EQ(p.locations.size(), 2u);
  ASSERT_EQ(p.events.size(), 6u);  // 2 initial writes + 2 + 2
  EXPECT_EQ(p.events[0].kind, EventKind::Init);
  EXPECT_EQ(p.events[1].kind, EventKind::Init);
  auto t0 = threadEvents(p, 0), t1 = threadEvents(p, 1);
  ASSERT_EQ(t0.size(), 2u);
  EXPECT_EQ(t0[0]->kind, EventKind::Write);
  EXPECT_FALSE(t0[0]->atomic);
  EXPECT_EQ(t0[0]->order, MemoryOrder::NonAtomic);
  EXPECT_EQ(t0[0]->scope, MemoryScope::WorkItem);
  EXPECT_EQ(t0[1]->kind, EventKind::Write);
  EXPECT_TRUE(t0[1]->atomic);
  EXPECT_EQ(t0[1]->order, MemoryOrder::Release);
  EXPECT_EQ(t0[1]->scope, MemoryScope::WorkGroup);
  EXPECT_EQ(t1[0]->kind, EventKind::Read);
  EXPECT_EQ(t1[0]->order, MemoryOrder::Acquire);
  EXPECT_EQ(t1[0]->scope, MemoryScope::Device);
  EXPECT_EQ(t0[0]->po, 0);
  EXPECT_EQ(t0[1]->po, 1);
  EXPECT_EQ(p.locations[t1[1]->loc].name, "x");
  EXPECT_EQ(p.locations[0].region, Region::Global);
  EXPECT_NE(p.threads[0].workGroup, p.threads[1].workGroup);
  EXPECT_EQ(p.threads[0].device, p.threads[1].device);
  ASSERT_EQ(p.observables.size(), 2u);
  EXPECT_EQ(p.observables[0].name, "1:r0");
  ASSERT_TRUE(p.condition);
  EXPECT_TRUE(p.condition->prop.eval({1, 0}));
  EXPECT_FALSE(p.condition->prop.eval({1, 1}));
}

TEST(Elaborate, InitialWritesForArraysAndUndeclaredLocations) {
  Program p = elaborateText(R"L(OPENCL arr
{ atomic_int y[2] = {3, 4}; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
  int r1 = atomic_load_explicit(y+r0, memory_order_relaxed);
  atomic_store_explicit(y+1, 7, memory_order_relaxed);
}
exists (0:r1=3 /\ y[1]=7)
)L");
  // y is indexed by a read value: it gets a stand-in for every index outside it (the last
  // location), so that an out-of-bounds access is flagged rather than lost.
  ASSERT_EQ(p.locations.size(), 4u);
  EXPECT_EQ(p.locations[3].name, "y[out of bounds]");
  EXPECT_TRUE(p.locations[3].outOfBounds);
  EXPECT_EQ(p.arrays[0].outOfBounds, 3);
  EXPECT_EQ(p.arrays[1].outOfBounds, -1);  // x: constant indices only
  EXPECT_EQ(p.locations[0].name, "y[0]");
  EXPECT_EQ(p.locations[1].name, "y[1]");
  EXPECT_EQ(p.locations[1].init, 4);
  EXPECT_EQ(p.locations[2].name, "x");
  EXPECT_EQ(p.locations[2].init, 0);
  auto t0 = threadEvents(p, 0);
  EXPECT_EQ(t0[1]->loc, -1);  // address depends on r0
  EXPECT_EQ(p.arrays[t0[1]->array].name, "y");
  EXPECT_EQ(t0[2]->loc, 1);   // y+1
  EXPECT_EQ(p.observables[1].name, "y[1]");
  EXPECT_EQ(p.observables[1].loc, 1);
}

TEST(Elaborate, DefaultsForNonExplicitAtomicsAndMisfitOrders) {
  std::vector<Diagnostic> warnings;
  Program p = elaborateText(R"L(OpenCL d
{ x=0; }
P0 (global atomic_int* x) {
  atomic_store(x, 1);
  int r0 = atomic_load_explicit(x, memory_order_release);
  atomic_store_explicit(x, 2, memory_order_acq_rel, memory_scope_work_group);
}
exists (0:r0=1)
)L", {}, &warnings, /*herdCompat=*/true);  // without it, misfit orders are errors (tests/bad/order_*)
  auto t0 = threadEvents(p, 0);
  EXPECT_EQ(t0[0]->order, MemoryOrder::SeqCst);
  EXPECT_EQ(t0[0]->scope, MemoryScope::Device);
  EXPECT_EQ(t0[1]->order, MemoryOrder::Relaxed);  // release part dropped from a load
  EXPECT_EQ(t0[2]->order, MemoryOrder::Release);  // acquire part dropped from a store
  EXPECT_EQ(warnings.size(), 2u);
}

TEST(Elaborate, RegionsAndFineGrainedFromParameters) {
  Program p = elaborateText(R"L(OpenCL r
{ x=0; y=0; z=0; }
P0 (local atomic_int* x, global_fga atomic_int* y, int* z) {
  atomic_store(x, 1);
  atomic_store(y, 1);
  *z = 1;
}
P1 (local atomic_int* x, global_fga atomic_int* y, int* z) {
  int r0 = atomic_load(x);
}
scopeTree (device (work_group P0 P1))
exists (1:r0=1)
)L");
  EXPECT_EQ(p.locations[0].region, Region::Local);
  EXPECT_EQ(p.locations[1].region, Region::Global);
  EXPECT_TRUE(p.locations[1].fineGrained);
  EXPECT_EQ(p.locations[2].region, Region::Global);  // unqualified pointer: global
  EXPECT_TRUE(p.locations[0].atomicType);
  EXPECT_FALSE(p.locations[2].atomicType);
}

TEST(Elaborate, IfGuardsAndRegisterJoin) {
  Program p = elaborateText(R"L(OpenCL g
{ x=0; y=0; }
P0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load(x);
  int r1 = 5;
  if (r0 == 1) {
    atomic_store(y, 1);
    r1 = 6;
  } else {
    atomic_store(y, 2);
  }
  atomic_store(y, 3);
}
exists (0:r1=6)
)L");
  auto t0 = threadEvents(p, 0);
  ASSERT_EQ(t0.size(), 4u);
  ASSERT_EQ(p.conds.size(), 1u);
  EXPECT_EQ(p.conds[0].kind, Cond::Kind::Branch);
  EXPECT_TRUE(t0[0]->guard.empty());
  ASSERT_EQ(t0[1]->guard.size(), 1u);
  EXPECT_TRUE(t0[1]->guard[0].positive);
  ASSERT_EQ(t0[2]->guard.size(), 1u);
  EXPECT_FALSE(t0[2]->guard[0].positive);
  EXPECT_TRUE(t0[3]->guard.empty());
  EXPECT_EQ(p.valueToString(p.threads[0].registers.at("r1")), "(c0 ? 6 : 5)");
  EXPECT_EQ(p.valueToString(p.conds[0].value), "(v2 == 1)");
}

TEST(Elaborate, StaticallyDecidedIfHasNoCondition) {
  Program p = elaborateText(R"L(OpenCL s
{ x=0; }
P0 (global atomic_int* x) {
  int r0 = 1;
  if (1 == r0) { atomic_store(x, 1); } else { atomic_store(x, 2); }
}
exists (x=1)
)L");
  EXPECT_TRUE(p.conds.empty());
  ASSERT_EQ(p.threads[0].events.size(), 1u);
  EXPECT_EQ(p.valueToString(p.events[p.threads[0].events[0]].value), "1");
}

TEST(Elaborate, CompareExchangeReadsExpectedAndWritesItBackOnFailure) {
  Program p = elaborateText(R"L(OpenCL cas
{ x=0; e=1; }
P0 (global atomic_int* x, global int* e) {
  int r0 = atomic_compare_exchange_strong_explicit(x, e, 5, memory_order_acq_rel, memory_order_acquire, memory_scope_device);
}
exists (0:r0=1)
)L");
  auto t0 = threadEvents(p, 0);
  ASSERT_EQ(t0.size(), 3u);
  EXPECT_EQ(t0[0]->kind, EventKind::Read);  // *e, plain
  EXPECT_FALSE(t0[0]->atomic);
  EXPECT_EQ(t0[1]->kind, EventKind::Cas);
  EXPECT_EQ(t0[1]->order, MemoryOrder::AcqRel);
  EXPECT_EQ(t0[1]->failureOrder, MemoryOrder::Acquire);
  ASSERT_EQ(p.conds.size(), 1u);
  EXPECT_EQ(p.conds[0].kind, Cond::Kind::CasSuccess);
  EXPECT_EQ(t0[1]->success, 0u);
  EXPECT_EQ(t0[2]->kind, EventKind::Write);  // *e = value read, on failure only
  EXPECT_FALSE(t0[2]->atomic);
  ASSERT_EQ(t0[2]->guard.size(), 1u);
  EXPECT_FALSE(t0[2]->guard[0].positive);
  EXPECT_EQ(p.valueToString(p.threads[0].registers.at("r0")), "c0");
}

TEST(Elaborate, FetchOpsComputeTheStoredValue) {
  Program p = elaborateText(R"L(OpenCL f
{ x=5; }
P0 (global atomic_int* x) {
  int r0 = atomic_fetch_sub(x, 2);
  int r1 = atomic_exchange(x, 9);
  int r2 = atomic_fetch_max_explicit(x, 3, memory_order_relaxed);
}
exists (x=3)
)L");
  auto t0 = threadEvents(p, 0);
  EXPECT_EQ(t0[0]->kind, EventKind::Update);
  EXPECT_EQ(p.valueToString(t0[0]->value), "(v1 - 2)");  // subtracts (herd's quirk adds)
  EXPECT_EQ(p.valueToString(t0[1]->value), "9");
  EXPECT_EQ(p.valueToString(t0[2]->value), "max(v3, 3)");
}

TEST(Elaborate, WhileLoopIsUnrolledWithABoundCondition) {
  ElaborateOptions o;
  o.unroll = 2;
  Program p = elaborateText(R"L(OpenCL w
{ x=0; }
P0 (global atomic_int* x) {
  while (atomic_load(x) == 0) { }
  atomic_store(x, 2);
}
exists (x=2)
)L", o);
  // three loads of x: iteration tests 0 and 1, then the bound test
  int loads = 0;
  for (const auto* e : threadEvents(p, 0)) loads += e->kind == EventKind::Read;
  EXPECT_EQ(loads, 3);
  ASSERT_EQ(p.conds.size(), 3u);
  EXPECT_EQ(p.conds[0].kind, Cond::Kind::Branch);
  EXPECT_EQ(p.conds[1].kind, Cond::Kind::Branch);
  EXPECT_EQ(p.conds[2].kind, Cond::Kind::LoopBound);
  EXPECT_EQ(p.conds[2].guard.size(), 2u);
  EXPECT_TRUE(threadEvents(p, 0).back()->guard.empty());
}

TEST(Elaborate, FencesAndBarriers) {
  Program p = elaborateText(R"L(OpenCL b
{ x=0; }
P0 (global atomic_int* x) {
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  B1: barrier(CLK_LOCAL_MEM_FENCE | CLK_GLOBAL_MEM_FENCE);
}
P1 (global atomic_int* x) {
  B1: work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
}
P2 (global atomic_int* x) {
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
}
scopeTree (device (work_group P0 P1) (work_group P2))
exists (x=0)
)L");
  auto t0 = threadEvents(p, 0);
  ASSERT_EQ(t0.size(), 3u);
  EXPECT_EQ(t0[0]->kind, EventKind::Fence);
  EXPECT_EQ(t0[0]->fenceFlags, kGlobalFlag);
  EXPECT_EQ(t0[0]->order, MemoryOrder::SeqCst);
  EXPECT_EQ(t0[1]->kind, EventKind::BarrierEntry);
  EXPECT_EQ(t0[1]->order, MemoryOrder::Release);
  EXPECT_EQ(t0[1]->fenceFlags, kGlobalFlag | kLocalFlag);
  EXPECT_EQ(t0[1]->scope, MemoryScope::WorkGroup);
  EXPECT_EQ(t0[2]->kind, EventKind::BarrierExit);
  EXPECT_EQ(t0[2]->order, MemoryOrder::Acquire);
  auto t1 = threadEvents(p, 1);
  EXPECT_EQ(t1[0]->scope, MemoryScope::Device);
  // B1 of P0 and P1 is one instance; B1 of P2 (another work-group) is another.
  EXPECT_EQ(t0[1]->barrier, t1[0]->barrier);
  EXPECT_NE(threadEvents(p, 2)[0]->barrier, t0[1]->barrier);
  ASSERT_EQ(p.barriers.size(), 2u);
  EXPECT_EQ(p.barriers[t0[1]->barrier].threads, (std::vector<int>{0, 1}));
}

TEST(Elaborate, ScopeUnitsFromHeadersAndTree) {
  Program h = elaborateText(R"L(OPENCL u
{ x=0; }
P0@sg 0, wg 0, dev 0 (global atomic_int* x) { atomic_store(x, 1); }
P1@sg 0, wg 0, dev 0 (global atomic_int* x) { atomic_store(x, 2); }
P2@sg 1, wg 0, dev 0 (global atomic_int* x) { atomic_store(x, 3); }
P3@wg 0, dev 1 (global atomic_int* x) { atomic_store(x, 4); }
P4@wg 0 (global atomic_int* x) { atomic_store(x, 5); }
exists (x=1)
)L");
  const auto& t = h.threads;
  EXPECT_EQ(t[0].subGroup, t[1].subGroup);
  EXPECT_NE(t[0].subGroup, t[2].subGroup);
  EXPECT_EQ(t[0].workGroup, t[2].workGroup);
  EXPECT_NE(t[0].workGroup, t[3].workGroup);  // wg 0 of device 1 is another work-group
  EXPECT_NE(t[0].device, t[3].device);
  EXPECT_NE(t[4].device, t[0].device);  // no device given: alone in its own
  EXPECT_NE(t[4].device, t[3].device);
  EXPECT_NE(t[3].subGroup, t[4].subGroup);

  Program s = elaborateText(R"L(OpenCL v
{ x=0; }
P0 (global atomic_int* x) { atomic_store(x, 1); }
P1 (global atomic_int* x) { atomic_store(x, 2); }
P2 (global atomic_int* x) { atomic_store(x, 3); }
P3 (global atomic_int* x) { atomic_store(x, 4); }
scopeTree (device (work_group (sub_group P0 P1) P2)) (device P3)
exists (x=1)
)L");
  const auto& u = s.threads;
  EXPECT_EQ(u[0].subGroup, u[1].subGroup);
  EXPECT_NE(u[2].subGroup, u[0].subGroup);  // directly in the work-group: own sub-group
  EXPECT_EQ(u[2].workGroup, u[0].workGroup);
  EXPECT_NE(u[3].workGroup, u[0].workGroup);
  EXPECT_NE(u[3].device, u[0].device);
}

TEST(Elaborate, SemanticErrors) {
  const std::string head = "OpenCL e\n{ x=0; }\n";
  EXPECT_EQ(firstError(head + "P0 (global atomic_int* x) { int r0 = 1; }\nexists (0:r1=1)\n"),
            "thread P0 has no register 'r1' (use --herd-compat to read a register that is never "
            "assigned as 0, as herd does)");
  EXPECT_EQ(firstError(head + "P0 (global atomic_int* x) { int r0 = 1; }\nexists (q=1)\n"),
            "unknown location 'q'");
  EXPECT_EQ(firstError(head + "P0 (global atomic_int* x) { int r0 = 1; }\nP1 (global atomic_int* x) { int r0 = 1; }\n"
                              "scopeTree (device (work_group P0))\nexists (x=1)\n"),
            "thread 'P1' is missing from the scopeTree");
  EXPECT_EQ(firstError(head + "P0 (global atomic_int* x) { int r0 = 1; }\n"
                              "scopeTree (device (work_group P0) (work_group P0))\nexists (x=1)\n"),
            "thread 'P0' is placed twice in the scopeTree (first at line 4)");
  EXPECT_EQ(firstError(head + "P0@wg 0 (local atomic_int* x) { atomic_store(x, 1); }\n"
                              "P1@wg 1 (local atomic_int* x) { atomic_store(x, 2); }\nexists (x=1)\n"),
            "local location 'x' is used by P1 and by P0 (line 3), which are in different "
            "work-groups; local memory belongs to one work-group (use --herd-compat to take it as "
            "one location, as herd and Dat3M do)");
  // a barrier without a label is matched by its order among the unlabelled ones (issue 22)
  EXPECT_EQ(firstError(head + "P0 (global atomic_int* x) { barrier(CLK_GLOBAL_MEM_FENCE); }\nexists (x=1)\n"), "");
  // local memory shared inside one work-group is fine
  EXPECT_EQ(firstError(head + "P0@wg 0, dev 0 (local atomic_int* x) { atomic_store(x, 1); }\n"
                              "P1@wg 0, dev 0 (local atomic_int* x) { atomic_store(x, 2); }\nexists (x=1)\n"),
            "");
}
