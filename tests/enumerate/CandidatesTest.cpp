// Unit tests of the candidate-execution enumerator: paths, reads-from, values (including the
// out-of-thin-air rule and loop bounds), coherence orders, limits and Execution::outcome().
#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "enumerate/Candidates.h"
#include "litmus/Parser.h"
#include "litmus/Elaborate.h"

namespace clmm {
namespace {

Program build(const std::string& text, int unroll = 2) {
  auto src = std::make_shared<SourceFile>("t.litmus", text);
  DiagnosticSink sink(src);
  ast::Test test = parseLitmus(src, sink);
  ElaborateOptions options;
  options.unroll = unroll;
  return elaborateProgram(test, sink, options);
}

struct Found {
  std::vector<Execution> executions;
  EnumerateStats stats;
  EnumerateStatus status = EnumerateStatus::Complete;

  std::set<std::vector<int64_t>> outcomes() const {
    std::set<std::vector<int64_t>> s;
    for (const auto& x : executions) s.insert(x.outcome());
    return s;
  }
};

Found enumerateAll(const Program& p, const EnumerateLimits& limits = {}) {
  Found r;
  r.status = enumerateCandidates(
      p, limits,
      [&](const Execution& x) {
        r.executions.push_back(x);
        return true;
      },
      &r.stats);
  return r;
}

int observable(const Program& p, const std::string& name) {
  for (size_t i = 0; i < p.observables.size(); ++i)
    if (p.observables[i].name == name) return static_cast<int>(i);
  ADD_FAILURE() << "no observable " << name;
  return -1;
}

// The first event of thread `t` of the given kind (skipping `skip` of them).
EventId eventOf(const Program& p, int t, EventKind kind, int skip = 0) {
  for (EventId e : p.threads.at(t).events)
    if (p.events[e].kind == kind && skip-- == 0) return e;
  ADD_FAILURE() << "no such event in thread " << t;
  return 0;
}

// A signature of (rf, co) to check that candidates are pairwise distinct.
std::string signature(const Execution& x) {
  std::string s;
  for (int r : x.rf) s += std::to_string(r) + ",";
  s += "|";
  for (const auto& order : x.co) {
    for (EventId w : order) s += std::to_string(w) + ",";
    s += ";";
  }
  for (int8_t c : x.condValue) s += std::to_string(c);
  return s;
}

void expectDistinct(const Found& r) {
  std::set<std::string> seen;
  for (const auto& x : r.executions) EXPECT_TRUE(seen.insert(signature(x)).second);
}

const char* kMP = R"(OPENCL MP
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_release);
}
P1@wg 0, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire);
  int r1 = *x;
}
exists (1:r0=1 /\ 1:r1=0)
)";

TEST(Enumerate, MessagePassingCandidates) {
  Program p = build(kMP);
  Found r = enumerateAll(p);
  EXPECT_EQ(r.status, EnumerateStatus::Complete);
  // Two reads with two possible sources each; one coherence order per location.
  EXPECT_EQ(r.executions.size(), 4u);
  EXPECT_EQ(r.stats.candidates, 4u);
  EXPECT_EQ(r.stats.paths, 1u);
  EXPECT_EQ(r.stats.valueFailures, 0u);
  EXPECT_EQ(r.stats.ootaRejected, 0u);
  EXPECT_FALSE(r.stats.loopBoundHit);
  expectDistinct(r);
  ASSERT_EQ(p.observables.size(), 2u);
  std::set<std::vector<int64_t>> want = {{0, 0}, {0, 1}, {1, 0}, {1, 1}};
  EXPECT_EQ(r.outcomes(), want);

  EventId wy = eventOf(p, 0, EventKind::Write, 1), ry = eventOf(p, 1, EventKind::Read, 0);
  for (const auto& x : r.executions) {
    for (const Event& e : p.events) EXPECT_TRUE(x.executed[e.id]);
    EXPECT_TRUE(x.writes[wy]);
    EXPECT_FALSE(x.reads[wy]);
    EXPECT_TRUE(x.reads[ry]);
    EXPECT_EQ(x.rf[wy], -1);
    EXPECT_EQ(x.order[wy], MemoryOrder::Release);
    EXPECT_EQ(x.order[ry], MemoryOrder::Acquire);
    EXPECT_EQ(x.loc[ry], p.events[ry].loc);
    EXPECT_EQ(x.readValue[ry], x.writeValue[x.rf[ry]]);
    for (size_t l = 0; l < p.locations.size(); ++l) {
      ASSERT_EQ(x.co[l].size(), 2u);
      EXPECT_EQ(p.events[x.co[l][0]].kind, EventKind::Init);
    }
  }
}

TEST(Enumerate, CoherenceOrdersMultiply) {
  Program p = build(R"(OPENCL MP2
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed);
  atomic_store_explicit(x, 2, memory_order_relaxed);
  atomic_store_explicit(y, 1, memory_order_relaxed);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 3, memory_order_relaxed);
  int r0 = atomic_load_explicit(y, memory_order_relaxed);
  int r1 = atomic_load_explicit(x, memory_order_relaxed);
}
locations [x;]
exists (1:r0=1 /\ 1:r1=0)
)");
  Found r = enumerateAll(p);
  // rf: r0 from 2 writes, r1 from 4; co: x has 3 non-initial writes (3! orders), y one.
  EXPECT_EQ(r.executions.size(), 2u * 4u * 6u);
  EXPECT_EQ(r.stats.coOrders, r.stats.candidates);
  expectDistinct(r);
  int xObs = observable(p, "x");
  std::set<int64_t> finals;
  for (const auto& x : r.executions) finals.insert(x.outcome()[xObs]);
  EXPECT_EQ(finals, (std::set<int64_t>{1, 2, 3}));
}

TEST(Enumerate, IfOnLoadedValue) {
  Program p = build(R"(OPENCL MP-if
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_release);
}
P1@wg 0, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire);
  int r1 = -1;
  if (r0 == 1) {
    r1 = *x;
  }
}
exists (1:r0=1 /\ 1:r1=0)
)");
  Found r = enumerateAll(p);
  // Taken: r0 must read 1, r1 from either write of x; not taken: r0 reads 0.
  EXPECT_EQ(r.executions.size(), 3u);
  EXPECT_EQ(r.stats.paths, 2u);
  EXPECT_GT(r.stats.valueFailures, 0u);
  std::set<std::vector<int64_t>> want = {{1, 0}, {1, 1}, {0, -1}};
  EXPECT_EQ(r.outcomes(), want);
  ASSERT_EQ(p.conds.size(), 1u);
  EventId rx = eventOf(p, 1, EventKind::Read, 1);
  for (const auto& x : r.executions) {
    bool taken = x.condValue[0] == 1;
    EXPECT_EQ(x.executed[rx], taken);
    EXPECT_EQ(x.reads[rx], taken);
    if (!taken) {
      EXPECT_EQ(x.rf[rx], -1);
      EXPECT_EQ(x.loc[rx], -1);
    }
  }
}

const char* casTest(const char* op) {
  static std::string text;
  text = std::string(R"(OPENCL CAS
{ [x]=0; [e]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global int* e) {
  int r0 = )") + op + R"((x, e, 1, memory_order_acq_rel, memory_order_acquire);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 2, memory_order_relaxed);
}
locations [x; e;]
exists (0:r0=1)
)";
  return text.c_str();
}

TEST(Enumerate, CompareExchangeStrong) {
  Program p = build(casTest("atomic_compare_exchange_strong_explicit"));
  Found r = enumerateAll(p);
  // Success (reads the initial 0): two coherence orders of x; failure (reads 2): one, and the
  // value found is written back to e.
  EXPECT_EQ(r.executions.size(), 3u);
  int r0 = observable(p, "0:r0"), x = observable(p, "x"), e = observable(p, "e");
  std::set<std::vector<int64_t>> got;
  for (const auto& ex : r.executions) {
    auto o = ex.outcome();
    got.insert({o[r0], o[x], o[e]});
  }
  std::set<std::vector<int64_t>> want = {{1, 1, 0}, {1, 2, 0}, {0, 2, 2}};
  EXPECT_EQ(got, want);
  EventId cas = eventOf(p, 0, EventKind::Cas), back = eventOf(p, 0, EventKind::Write);
  for (const auto& ex : r.executions) {
    bool ok = ex.condValue[p.events[cas].success] == 1;
    EXPECT_TRUE(ex.reads[cas]);
    EXPECT_EQ(ex.writes[cas], ok);
    EXPECT_EQ(ex.executed[back], !ok);
    EXPECT_EQ(ex.order[cas], ok ? MemoryOrder::AcqRel : MemoryOrder::Acquire);
    if (ok) {
      EXPECT_EQ(ex.writeValue[cas], 1);
      EXPECT_EQ(ex.readValue[cas], 0);
    } else {
      EXPECT_EQ(ex.readValue[cas], 2);
      EXPECT_EQ(ex.writeValue[back], 2);
    }
  }
}

TEST(Enumerate, CompareExchangeWeakMayFailSpuriously) {
  const char* text = R"(OPENCL CASW
{ [x]=0; [e]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global int* e) {
  int r0 = %s(x, e, 1, memory_order_relaxed, memory_order_relaxed);
}
locations [x; e;]
exists (0:r0=1)
)";
  char buf[1024];
  std::snprintf(buf, sizeof buf, text, "atomic_compare_exchange_weak_explicit");
  Program weak = build(buf);
  Found r = enumerateAll(weak);
  std::set<std::vector<int64_t>> want = {{1, 1, 0}, {0, 0, 0}};  // r0, x, e
  // Success; spurious failure with *e read from the initial write; and spurious failure with
  // *e read from the (po-later) write-back, which only the model can rule out.
  EXPECT_EQ(r.executions.size(), 3u);
  EXPECT_EQ(r.outcomes(), want);

  std::snprintf(buf, sizeof buf, text, "atomic_compare_exchange_strong_explicit");
  Program strong = build(buf);
  Found s = enumerateAll(strong);
  EXPECT_EQ(s.outcomes(), (std::set<std::vector<int64_t>>{{1, 1, 0}}));
}

TEST(Enumerate, FetchAddValues) {
  Program p = build(R"(OPENCL FA
{ [x]=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_fetch_add_explicit(x, 2, memory_order_relaxed);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  int r1 = atomic_fetch_add_explicit(x, 3, memory_order_relaxed);
}
locations [x;]
exists (0:r0=0 /\ 1:r1=0)
)");
  Found r = enumerateAll(p);
  // Each update reads the initial write or the other update; both reading each other is a
  // value cycle. Three reads-from choices, two coherence orders each.
  EXPECT_EQ(r.executions.size(), 6u);
  EXPECT_EQ(r.stats.ootaRejected, 1u);
  EventId u0 = eventOf(p, 0, EventKind::Update), u1 = eventOf(p, 1, EventKind::Update);
  std::set<std::vector<int64_t>> values;
  for (const auto& x : r.executions) {
    EXPECT_TRUE(x.reads[u0] && x.writes[u0] && x.reads[u1] && x.writes[u1]);
    EXPECT_EQ(x.writeValue[u0], x.readValue[u0] + 2);
    EXPECT_EQ(x.writeValue[u1], x.readValue[u1] + 3);
    values.insert({x.readValue[u0], x.readValue[u1]});
  }
  EXPECT_EQ(values, (std::set<std::vector<int64_t>>{{0, 0}, {3, 0}, {0, 2}}));
  int r0 = observable(p, "0:r0"), r1 = observable(p, "1:r1"), xo = observable(p, "x");
  std::set<std::vector<int64_t>> outs;
  for (const auto& x : r.executions) {
    auto o = x.outcome();
    outs.insert({o[r0], o[r1], o[xo]});
  }
  // Final x: the co-last update's value (5 when one read the other).
  EXPECT_TRUE(outs.count({3, 0, 5}));
  EXPECT_TRUE(outs.count({0, 2, 5}));
  EXPECT_TRUE(outs.count({0, 0, 2}));
  EXPECT_TRUE(outs.count({0, 0, 3}));
}

TEST(Enumerate, ThinAirValuesAreNeverProduced) {
  Program p = build(R"(OPENCL thinair-global
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int t = atomic_load_explicit(y, memory_order_relaxed);
  atomic_store_explicit(x, t, memory_order_relaxed);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int t = atomic_load_explicit(x, memory_order_relaxed);
  atomic_store_explicit(y, t, memory_order_relaxed);
}
exists (x=42 /\ y=42)
)");
  Found r = enumerateAll(p);
  EXPECT_EQ(r.executions.size(), 3u);
  EXPECT_EQ(r.stats.ootaRejected, 1u);
  for (const auto& x : r.executions)
    for (int64_t v : x.outcome()) EXPECT_EQ(v, 0);
  for (const auto& x : r.executions) EXPECT_FALSE(p.condition->prop.eval(x.outcome()));
}

TEST(Enumerate, LoadBufferingThroughControlIsProduced) {
  Program p = build(R"(OPENCL LB-ctrl
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
  if (r0 == 1) { atomic_store_explicit(y, 1, memory_order_relaxed); }
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_relaxed);
  if (r1 == 1) { atomic_store_explicit(x, 1, memory_order_relaxed); }
}
exists (0:r0=1 /\ 1:r1=1)
)");
  Found r = enumerateAll(p);
  EXPECT_EQ(r.stats.ootaRejected, 0u);
  // Either neither branch is taken, or both are, each load reading the other's store: the
  // cyclic outcome is justified through control dependencies only.
  std::set<std::vector<int64_t>> want = {{0, 0}, {1, 1}};
  EXPECT_EQ(r.outcomes(), want);
  EXPECT_EQ(r.executions.size(), 2u);
  EXPECT_EQ(r.stats.paths, 4u);
}

TEST(Enumerate, ArrayAddressDependency) {
  Program p = build(R"(OPENCL addr
{ atomic_int y[2] = {0, 0}; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
  int r1 = atomic_load_explicit(y+r0, memory_order_relaxed);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y+1, 5, memory_order_relaxed);
  atomic_store_explicit(x, 1, memory_order_relaxed);
}
exists (0:r0=1 /\ 0:r1=5)
)");
  EventId ry = eventOf(p, 0, EventKind::Read, 1);
  ASSERT_LT(p.events[ry].loc, 0);  // computed location
  Found r = enumerateAll(p);
  std::set<std::vector<int64_t>> want = {{0, 0}, {1, 0}, {1, 5}};
  EXPECT_EQ(r.outcomes(), want);
  EXPECT_EQ(r.executions.size(), 3u);
  const Array& y = p.arrays[p.events[ry].array];
  for (const auto& x : r.executions) {
    int64_t r0 = x.readValue[eventOf(p, 0, EventKind::Read, 0)];
    EXPECT_EQ(x.loc[ry], y.first + r0);
    EXPECT_EQ(x.loc[x.rf[ry]], x.loc[ry]);
    EXPECT_EQ(x.co[y.first + 1].size(), 2u);
  }
}

// An index outside the array reaches the array's out-of-bounds stand-in (undefined behaviour
// that the model flags), so the execution that reads 7 into r0 is kept.
TEST(Enumerate, OutOfBoundsOffsetReachesTheStandIn) {
  Program p = build(R"(OPENCL oob
{ atomic_int y[2] = {0, 0}; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
  int r1 = atomic_load_explicit(y+r0, memory_order_relaxed);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 7, memory_order_relaxed);
}
exists (0:r0=7)
)");
  Found r = enumerateAll(p);
  EXPECT_EQ(r.outcomes(), (std::set<std::vector<int64_t>>{{0}, {7}}));
}

TEST(Enumerate, CycleThroughAnAddressIsThinAir) {
  // r0 = 1 only if P1 read 1 from y[1], which P0 writes only if r0 = 1.
  Program p = build(R"(OPENCL addr-cycle
{ atomic_int y[2] = {0, 0}; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
  atomic_store_explicit(y+r0, 1, memory_order_relaxed);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y+1, memory_order_relaxed);
  atomic_store_explicit(x, r1, memory_order_relaxed);
}
exists (0:r0=1 /\ 1:r1=1)
)");
  Found r = enumerateAll(p);
  EXPECT_GT(r.stats.ootaRejected, 0u);
  for (const auto& x : r.executions) EXPECT_FALSE(p.condition->prop.eval(x.outcome()));
}

const char* kSpin = R"(OPENCL spin
{ [x]=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
  while (r0 == %d) {
    r0 = atomic_load_explicit(x, memory_order_relaxed);
  }
}
P1@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed);
}
exists (0:r0=1)
)";

TEST(Enumerate, LoopBoundHit) {
  char buf[1024];
  std::snprintf(buf, sizeof buf, kSpin, 0);
  Program p = build(buf, 2);
  Found r = enumerateAll(p);
  EXPECT_TRUE(r.stats.loopBoundHit);
  EXPECT_EQ(r.stats.loopBoundRejected, 1u);  // the three loads all read 0
  // The load that first sees 1 is the first, second or third.
  EXPECT_EQ(r.executions.size(), 3u);
  for (const auto& x : r.executions) {
    EXPECT_EQ(x.outcome()[0], 1);
    for (size_t c = 0; c < p.conds.size(); ++c) {
      if (p.conds[c].kind == Cond::Kind::LoopBound) {
        EXPECT_NE(x.condValue[c], 1);
      }
    }
  }
  // More unrolling: one more candidate, still a hit.
  Program p3 = build(buf, 3);
  Found r3 = enumerateAll(p3);
  EXPECT_TRUE(r3.stats.loopBoundHit);
  EXPECT_EQ(r3.executions.size(), 4u);
}

// A LoopBound condition that some value refers to cannot simply be fixed to false: it is
// enumerated both ways, with the same result.
TEST(Enumerate, ReferencedLoopBoundIsEnumeratedBothWays) {
  char buf[1024];
  std::snprintf(buf, sizeof buf, kSpin, 0);
  Program p = build(buf, 2);
  Found fast = enumerateAll(p);
  for (CondId c = 0; c < p.conds.size(); ++c) {
    if (p.conds[c].kind != Cond::Kind::LoopBound) continue;
    ValueNode n;
    n.op = ValueNode::Op::CondValue;
    n.cond = c;
    p.values.push_back(n);
  }
  Found slow = enumerateAll(p);
  EXPECT_TRUE(slow.stats.loopBoundHit);
  EXPECT_GT(slow.stats.paths, fast.stats.paths);
  EXPECT_EQ(slow.executions.size(), fast.executions.size());
  EXPECT_EQ(slow.outcomes(), fast.outcomes());
}

TEST(Enumerate, LoopBoundNotHit) {
  char buf[1024];
  std::snprintf(buf, sizeof buf, kSpin, 5);
  Program p = build(buf, 2);
  Found r = enumerateAll(p);
  EXPECT_FALSE(r.stats.loopBoundHit);
  EXPECT_EQ(r.executions.size(), 2u);
}

TEST(Enumerate, LoopThatNeverEndsHasNoCandidates) {
  Program p = build(R"(OPENCL forever
{ [x]=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
  while (r0 == 0) {
    r0 = atomic_load_explicit(x, memory_order_relaxed);
  }
}
exists (0:r0=0)
)");
  Found r = enumerateAll(p);
  EXPECT_TRUE(r.executions.empty());
  EXPECT_TRUE(r.stats.loopBoundHit);
}

// Four threads each writing x three times: 12! coherence orders.
const char* kManyWrites = R"(OPENCL many
{ [x]=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed);
  atomic_store_explicit(x, 2, memory_order_relaxed);
  atomic_store_explicit(x, 3, memory_order_relaxed);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 4, memory_order_relaxed);
  atomic_store_explicit(x, 5, memory_order_relaxed);
  atomic_store_explicit(x, 6, memory_order_relaxed);
}
P2@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 7, memory_order_relaxed);
  atomic_store_explicit(x, 8, memory_order_relaxed);
  atomic_store_explicit(x, 9, memory_order_relaxed);
}
P3@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 10, memory_order_relaxed);
  atomic_store_explicit(x, 11, memory_order_relaxed);
  atomic_store_explicit(x, 12, memory_order_relaxed);
}
locations [x;]
exists (x=1)
)";

TEST(Enumerate, DeadlineGivesTimeout) {
  Program p = build(kManyWrites);  // 12! coherence orders
  EnumerateLimits past;
  past.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
  EnumerateStats stats;
  auto status = enumerateCandidates(p, past, [](const Execution&) { return true; }, &stats);
  EXPECT_EQ(status, EnumerateStatus::Timeout);

  EnumerateLimits soon;
  auto start = std::chrono::steady_clock::now();
  soon.deadline = start + std::chrono::milliseconds(50);
  status = enumerateCandidates(p, soon, [](const Execution&) { return true; }, &stats);
  auto elapsed = std::chrono::steady_clock::now() - start;
  EXPECT_EQ(status, EnumerateStatus::Timeout);
  EXPECT_GT(stats.candidates, 0u);
  EXPECT_LT(elapsed, std::chrono::seconds(2));
}

TEST(Enumerate, VisitorStops) {
  Program p = build(kManyWrites);
  int seen = 0;
  EnumerateStats stats;
  auto status = enumerateCandidates(
      p, {}, [&](const Execution&) { return ++seen < 3; }, &stats);
  EXPECT_EQ(status, EnumerateStatus::Stopped);
  EXPECT_EQ(seen, 3);
  EXPECT_EQ(stats.candidates, 3u);
}

TEST(Enumerate, TooManyCandidates) {
  Program p = build(kMP);
  EnumerateLimits limits;
  limits.maxCandidates = 3;
  Found r = enumerateAll(p, limits);
  EXPECT_EQ(r.status, EnumerateStatus::TooMany);
  EXPECT_EQ(r.executions.size(), 3u);
  limits.maxCandidates = 4;
  r = enumerateAll(p, limits);
  EXPECT_EQ(r.status, EnumerateStatus::Complete);
  EXPECT_EQ(r.executions.size(), 4u);
}

TEST(Enumerate, WorkBudgetStopsDeterministically) {
  Program p = build(kManyWrites);  // 12! coherence orders: 16 units of work each
  EnumerateLimits limits;
  limits.maxWork = 1000;
  EnumerateStats first, second;
  EXPECT_EQ(enumerateCandidates(p, limits, [](const Execution&) { return true; }, &first), EnumerateStatus::TooMany);
  EXPECT_EQ(enumerateCandidates(p, limits, [](const Execution&) { return true; }, &second), EnumerateStatus::TooMany);
  EXPECT_GT(first.candidates, 0u);
  EXPECT_LE(first.candidates, 1000u / 16 + 1);  // the candidate that crosses the budget counts
  EXPECT_EQ(first.candidates, second.candidates);  // the same budget, the same stop
  limits.maxWork = 1000000;  // the message-passing test fits
  EXPECT_EQ(enumerateAll(build(kMP), limits).status, EnumerateStatus::Complete);
}

TEST(Enumerate, OutcomeOfRegistersAndLocations) {
  Program p = build(R"(OPENCL out
{ [x]=5; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
  int r1 = (r0 * 10) + 1;
  atomic_store_explicit(y, r1, memory_order_relaxed);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 7, memory_order_relaxed);
}
locations [x; y;]
exists (0:r1=71)
)");
  Found r = enumerateAll(p);
  int r1 = observable(p, "0:r1"), x = observable(p, "x"), y = observable(p, "y");
  std::set<std::vector<int64_t>> got;
  for (const auto& ex : r.executions) {
    auto o = ex.outcome();
    got.insert({o[r1], o[x], o[y]});
    EXPECT_EQ(ex.evaluate(p.observables[r1].value), o[r1]);
  }
  EXPECT_EQ(got, (std::set<std::vector<int64_t>>{{51, 7, 51}, {71, 7, 71}}));
}

TEST(Enumerate, StatusNames) {
  EXPECT_STREQ(enumerateStatusName(EnumerateStatus::Timeout), "timeout");
  EXPECT_STREQ(enumerateStatusName(EnumerateStatus::Complete), "complete");
}

}  // namespace
}  // namespace clmm
