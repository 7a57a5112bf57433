// Tests of the explicit engine's read-modify-write adjacency (EnumerateLimits::rmwAdjacent,
// enumerate/RmwAdjacency.h): which models force it, and that the enumeration with it visits
// exactly the candidates the enumeration without it visits whose read-modify-writes are each
// right after their source in coherence (checked here from the candidate itself), in the same
// order, with the same loop-bound flag; and that it cuts the RMW-heavy spins (issue 41).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <memory>
#include <string>
#include <vector>

#include "axioms/BuiltinModels.h"
#include "bench/Families.h"
#include "enumerate/Candidates.h"
#include "enumerate/Checker.h"
#include "enumerate/PartialCoherence.h"
#include "enumerate/Primitives.h"
#include "enumerate/RmwAdjacency.h"
#include "tests/litmus/Helpers.h"

namespace clmm {
namespace {

cat::Model modelFromText(const std::string& name, const std::string& text) {
  const std::string path = ::testing::TempDir() + name + ".cat";
  {
    std::ofstream out(path);
    out << text;
  }
  cat::Model m = loadModelByName(path);
  std::remove(path.c_str());
  return m;
}

TEST(RmwAdjacency, RecognisedInTheOpenclModels) {
  for (const char* name : {"opencl", "opencl-scoped", "opencl-spec", "opencl-lax", "opencl-rsp"}) {
    SCOPED_TRACE(name);
    const cat::Model m = loadModelByName(name);
    EXPECT_TRUE(forcesRmwAdjacency(m, {}));
    EXPECT_FALSE(forcesRmwAdjacency(m, {"Rmw"}));  // --skip Rmw: such candidates may be consistent
  }
  // PTX's Atomicity holds only between morally strong accesses; sc.cat has no such check.
  EXPECT_FALSE(forcesRmwAdjacency(loadModelByName("ptx"), {}));
  EXPECT_FALSE(forcesRmwAdjacency(loadModelByName("sc"), {}));
}

TEST(RmwAdjacency, RecognisedInAnyGroupingOnly) {
  const std::string coherence = "acyclic (sb & loc) | rf | mo | (rf^-1 ; mo) \\ id as Coherence\n";
  EXPECT_TRUE(forcesRmwAdjacency(
      modelFromText("rmw-a", "\"a\"\n" + coherence + "irreflexive (co ; rf) | ((mo ; co) ; rf^-1) as A\n"), {}));
  EXPECT_TRUE(forcesRmwAdjacency(
      modelFromText("rmw-b", "\"b\"\n" + coherence + "irreflexive mo ; (mo ; rf^-1) | (0 | mo ; rf) as B\n"), {}));
  // One term alone allows a write between a read-modify-write and its source.
  EXPECT_FALSE(forcesRmwAdjacency(modelFromText("rmw-c", "\"c\"\n" + coherence + "irreflexive mo ; rf as C\n"), {}));
  // A flag, `acyclic`, a condition, or a let that stands for mo: not recognised.
  EXPECT_FALSE(forcesRmwAdjacency(
      modelFromText("rmw-d", "\"d\"\n" + coherence + "flag ~empty ((mo ; rf) | (mo ; mo ; rf^-1)) & id as D\n"), {}));
  EXPECT_FALSE(forcesRmwAdjacency(
      modelFromText("rmw-e", "\"e\"\n" + coherence + "acyclic (mo ; rf) | (mo ; mo ; rf^-1) as E\n"), {}));
  EXPECT_FALSE(forcesRmwAdjacency(
      modelFromText("rmw-f", "\"f\"\n" + coherence + "let m = mo\nirreflexive (m ; rf) | (m ; m ; rf^-1) as F\n"), {}));
}

// Whether every read-modify-write of `x` is right after its source in its location's order.
bool adjacent(const Execution& x) {
  for (EventId r = 0; r < x.rf.size(); ++r) {
    if (!x.reads[r] || !x.writes[r] || x.rf[r] < 0) continue;
    const auto& order = x.co.at(static_cast<size_t>(x.loc[r]));
    const auto at = std::find(order.begin(), order.end(), r);
    if (at == order.begin() || at == order.end() || *(at - 1) != static_cast<EventId>(x.rf[r])) return false;
  }
  return true;
}

std::string describe(const Execution& x) {
  std::string s;
  for (size_t e = 0; e < x.rf.size(); ++e)
    if (x.reads[e]) s += std::to_string(e) + "<" + std::to_string(x.rf[e]) + " ";
  for (const auto& order : x.co) {
    s += "|";
    for (EventId w : order) s += std::to_string(w) + " ";
  }
  return s + (x.beyondBound ? " beyond " + std::to_string(x.beyondCond) : "");
}

struct Visited {
  std::vector<std::string> candidates;
  EnumerateStats stats;
};

// Every candidate (no refuter, loop-bound candidates visited); `filter`: only the adjacent ones;
// with a model, only the consistent ones, the refuter pruning.
Visited run(const Program& p, bool rmwAdjacent, bool filter, const cat::Model* m = nullptr) {
  Visited v;
  EnumerateLimits limits;
  limits.visitBeyondBound = true;
  limits.rmwAdjacent = rmwAdjacent;
  std::unique_ptr<CoherenceRefuter> refuter;
  std::function<bool(const Execution&)> refute;
  if (m) {
    refuter = std::make_unique<CoherenceRefuter>(*m, std::set<std::string>{});
    refute = [&](const Execution& x) { return refuter->refuted(x); };
  }
  EnumerateStatus s = enumerateCandidates(
      p, limits,
      [&](const Execution& x) {
        if (filter && !adjacent(x)) return true;
        if (m) {
          const std::set<std::string> used = m->primitivesUsed();
          PrimitiveValues prims = computePrimitives(x, &used);
          cat::ConcreteOptions o;
          o.witnesses = false;
          if (!cat::checkExecution(*m, prims.values, prims.size(), o).consistent()) return true;
        }
        v.candidates.push_back(describe(x));
        return true;
      },
      &v.stats, refute);
  EXPECT_EQ(s, EnumerateStatus::Complete);
  return v;
}

// Two spinning work-items on fetch_or(f, 0) and a writer (tests/liveness-audit/opencl/
// wb_two_spinners_miss.litmus), an exchange that may read another's (a cycle of exchanges has
// values but no coherence order), a compare-exchange, and a plain load among them.
const char* kSpinners = R"(OPENCL spinners
{ f=0; }
P0@wg 0, dev 0 (global atomic_int* f) {
  while (atomic_fetch_or_explicit(f, 0, memory_order_relaxed, memory_scope_device) != 1) {}
}
P1@wg 1, dev 0 (global atomic_int* f) {
  while (atomic_fetch_or_explicit(f, 0, memory_order_relaxed, memory_scope_device) != 2) {}
}
P2@wg 2, dev 0 (global atomic_int* f) {
  atomic_store_explicit(f, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(f, 2, memory_order_relaxed, memory_scope_device);
}
exists (f=2)
)";

const char* kExchanges = R"(OPENCL exchanges
{ x=0; y=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_exchange_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_exchange_explicit(x, 2, memory_order_relaxed, memory_scope_device);
  int e = 1;
  int b = atomic_compare_exchange_strong_explicit(x, &e, 3, memory_order_relaxed, memory_order_relaxed, memory_scope_device);
  int r1 = atomic_fetch_add_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P2@wg 2, dev 0 (global atomic_int* x) {
  int r0 = atomic_exchange_explicit(x, 4, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=2 /\ 1:r0=1)
)";

TEST(RmwAdjacency, VisitsExactlyTheAdjacentCandidatesInOrder) {
  const std::vector<std::string> texts = {kSpinners, kExchanges, bench::readModifyWrites(3, false).text,
                                          bench::readModifyWrites(2, true).text, bench::coherenceOfWrites(2, 2).text};
  for (const std::string& text : texts) {
    SCOPED_TRACE(text);
    const Program p = test::elaborateText(text);
    const Visited all = run(p, false, true), adjacentOnly = run(p, true, false);
    EXPECT_FALSE(all.candidates.empty());
    EXPECT_EQ(all.candidates, adjacentOnly.candidates);
    EXPECT_EQ(all.stats.loopBoundHit, adjacentOnly.stats.loopBoundHit);
    EXPECT_LE(adjacentOnly.stats.candidates, all.stats.candidates);
  }
}

// Issue 41: the reads-from choices where two read-modify-writes read one write are skipped
// before their values are computed, and the coherence orders are the adjacent ones only.
TEST(RmwAdjacency, CutsReadModifyWriteHeavyEnumerations) {
  const Program p = test::elaborateText(kSpinners);
  const cat::Model m = loadModelByName("opencl");
  const Visited before = run(p, false, false, &m), after = run(p, true, false, &m);
  EXPECT_GT(after.stats.rmwRejected, 0u);
  EXPECT_LT(after.stats.rfChoices * 4, before.stats.rfChoices);
  // Fewer partial orders are offered to the refuter (a position only one write fits is not):
  // the candidates left may be a few more, each cheaper than an offer.
  EXPECT_LT(after.stats.coRefuted * 4, before.stats.coRefuted);
  // RMW-4: 4! coherence orders per reads-from choice before; now the 4! chains of sources
  // (each increment reads the one before it) with one order each.
  const Program rmw = test::elaborateText(bench::readModifyWrites(4, false).text);
  const Visited counter = run(rmw, true, false);
  EXPECT_EQ(counter.stats.rfChoices, 24u);
  EXPECT_EQ(counter.candidates.size(), 24u);
}

// With the refuter and the model's checks: the same consistent candidates, in the same order,
// under the OpenCL models (which force adjacency).
TEST(RmwAdjacency, SameConsistentCandidates) {
  for (const std::string& text : {std::string(kSpinners), std::string(kExchanges),
                                  bench::readModifyWrites(3, false).text, bench::readModifyWrites(2, true).text}) {
    SCOPED_TRACE(text);
    const Program p = test::elaborateText(text);
    for (const char* name : {"opencl", "opencl-scoped", "opencl-rsp"}) {
      SCOPED_TRACE(name);
      const cat::Model m = loadModelByName(name);
      const Visited without = run(p, false, false, &m), with = run(p, true, false, &m);
      EXPECT_FALSE(without.candidates.empty());
      EXPECT_EQ(without.candidates, with.candidates);
      EXPECT_EQ(without.stats.loopBoundHit, with.stats.loopBoundHit);
    }
  }
}

}  // namespace
}  // namespace clmm
