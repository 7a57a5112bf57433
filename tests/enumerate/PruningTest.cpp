// Tests of the explicit engine's pruning of partial coherence orders and partial reads-from
// choices (PartialCoherence.h): with the refuter, the enumeration must visit exactly the
// consistent candidates it visits without it, in the same order (so the same states, flags and
// first witnesses) and with the same loop-bound flag, under the built-in models and models that
// use mo and rf under `~` and right of `\`; and it must actually prune the coherence-heavy
// families and a work-item's own accesses (issue 36, item 11: polynomial, not exponential).
#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

#include "axioms/BuiltinModels.h"
#include "axioms/ConcreteAlgebra.h"
#include "bench/Families.h"
#include "check/Engine.h"
#include "enumerate/Candidates.h"
#include "enumerate/Checker.h"
#include "enumerate/PartialCoherence.h"
#include "enumerate/Primitives.h"
#include "tests/litmus/Helpers.h"
#include "tests/Sampling.h"

namespace clmm {
namespace {

// mo in non-monotone positions: a partial order's missing pairs must not be read as absent.
const char* kNonMonotoneModel = R"("pruning-test"
let fr = (rf^-1 ; mo) \ id
acyclic (sb & loc) | rf | mo | fr as Coherence
let unordered = ((W * W) & loc) \ (mo | mo^-1 | id)
empty unordered as Ordered
let last = W \ domain(mo)
empty (([R] ; sb ; [last]) & loc) as ReadBeforeLast
flag ~empty (mo & ~wi) as cross
)";

const char* kFetchAndStores = R"(OPENCL fetch-stores
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);
  int r0 = atomic_fetch_add_explicit(y, 1, memory_order_acq_rel, memory_scope_device);
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_fetch_add_explicit(x, 5, memory_order_seq_cst, memory_scope_device);
  atomic_store_explicit(y, 7, memory_order_seq_cst, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_acquire, memory_scope_device);
}
P2@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 3, memory_order_relaxed, memory_scope_work_group);
  atomic_store_explicit(x, 4, memory_order_seq_cst, memory_scope_device);
}
exists (1:r1=1)
)";

// Computed locations (array offsets read from memory) and plain accesses: a partial reads-from
// choice is offered only once every location is known.
const char* kArrayOffsets = R"(OPENCL array-offsets
{ [x]=0; atomic_int y[2] = {0, 0}; z=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y, global int* z) {
  int r0 = atomic_load_explicit(x, memory_order_acquire, memory_scope_device);
  int r1 = atomic_load_explicit(y+r0, memory_order_relaxed);
  atomic_store_explicit(y+r0, 2, memory_order_relaxed);
  int r2 = atomic_load_explicit(y+1, memory_order_relaxed);
  *z += 1;
  int r3 = *z;
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y, global int* z) {
  atomic_store_explicit(y+1, 5, memory_order_relaxed);
  atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);
  *z += 2;
}
exists (0:r0=1 /\ 0:r1=5)
)";

// A loop past its bound: a path whose candidates may set the loop-bound flag is not pruned by
// reads-from before the flag is set, so the flag is the same with and without the refuter.
const char* kSpinAndIncrements = R"(OPENCL spin-increments
{ [f]=0; d=0; }
P0@wg 0, dev 0 (global atomic_int* f, global int* d) {
  *d += 1;
  *d += 2;
  atomic_store_explicit(f, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* f, global int* d) {
  int r0 = atomic_load_explicit(f, memory_order_acquire, memory_scope_device);
  while (r0 == 0) {
    r0 = atomic_load_explicit(f, memory_order_acquire, memory_scope_device);
  }
  int r1 = *d;
}
exists (1:r1=3)
)";

// rf in non-monotone positions: an open read's missing sources must not be read as absent.
const char* kNonMonotoneRfModel = R"("pruning-rf"
let fr = (rf^-1 ; mo) \ id
acyclic (sb & loc) | rf | mo | fr as Coherence
empty R \ range(rf) as EveryReadReads
let notFrom = ~rf & ([W] ; (sb & loc) ; [R])
empty notFrom \ (mo ; rf) as ReadNotOlderThanOwnWrite
)";

struct Visited {
  std::vector<std::string> consistent;  // each consistent candidate: rf and co, with its flags
  EnumerateStats stats;
};

std::string describe(const Execution& x, const cat::ConcreteResult& res) {
  std::string s;
  for (size_t e = 0; e < x.rf.size(); ++e)
    if (x.reads[e]) s += std::to_string(e) + "<" + std::to_string(x.rf[e]) + " ";
  for (const auto& order : x.co) {
    s += "|";
    for (EventId w : order) s += std::to_string(w) + " ";
  }
  for (const auto& f : res.flags) s += f.raised ? " +" + f.name : "";
  return s;
}

// `offer`: EnumerateLimits::offerReadsFrom (2: every prefix with a choice left is offered).
Visited run(const Program& p, const cat::Model& m, bool prune, uint64_t offer = 2) {
  Visited v;
  const std::set<std::string> used = m.primitivesUsed();
  const CoherenceRefuter refuter(m, {});
  std::function<bool(const Execution&)> refute;
  if (prune) refute = [&](const Execution& x) { return refuter.refuted(x); };
  EnumerateLimits limits;
  limits.offerReadsFrom = offer;
  EnumerateStatus s = enumerateCandidates(
      p, limits,
      [&](const Execution& x) {
        EXPECT_TRUE(x.coPlaced.empty() && x.rfOpen.empty()) << "a visited candidate is complete";
        PrimitiveValues prims = computePrimitives(x, &used);
        cat::ConcreteOptions o;
        o.witnesses = false;
        cat::ConcreteResult res = cat::checkExecution(m, prims.values, prims.size(), o);
        if (res.consistent()) v.consistent.push_back(describe(x, res));
        return true;
      },
      &v.stats, refute);
  EXPECT_EQ(s, EnumerateStatus::Complete);
  return v;
}

std::vector<std::string> programs() {
  return {bench::coherenceOfWrites(2, 2).text, bench::coherenceOfWrites(3, 1).text,
          bench::readModifyWrites(3, false).text, bench::readModifyWrites(2, true).text,
          bench::storeBuffering(2, true).text, bench::iriw(2).text, kFetchAndStores,
          bench::increments(3, 1).text, bench::increments(2, 2).text, bench::messagePassingChain(2).text,
          kArrayOffsets, kSpinAndIncrements};
}

// `someConsistent`: every program has a consistent candidate under the model (a test model's
// artificial checks may rule out all of some program's).
void compare(const cat::Model& m, const std::string& name, bool someConsistent = true) {
  for (const std::string& text : test::sampledUnderSanitizers(programs(), "the pruning programs under " + name)) {
    SCOPED_TRACE(name + "\n" + text);
    Program p = test::elaborateText(text);
    Visited all = run(p, m, false), pruned = run(p, m, true);
    EXPECT_EQ(all.consistent, pruned.consistent);
    if (someConsistent) {
      EXPECT_FALSE(all.consistent.empty());
    }
    EXPECT_LE(pruned.stats.candidates, all.stats.candidates);
    EXPECT_EQ(all.stats.coRefuted, 0u);
    EXPECT_EQ(all.stats.rfRefuted, 0u);
    EXPECT_EQ(all.stats.loopBoundHit, pruned.stats.loopBoundHit);
  }
}

TEST(CoherencePruning, SameConsistentCandidatesUnderBuiltinModels) {
  for (const std::string& name : builtinModelNames())
    if (!isAmdgpuModelName(name)) compare(loadModelByName(name), name);  // OpenCL tests: AMDGPU models refuse them
}

// A model written as text, loaded through a temporary file.
cat::Model modelFromText(const std::string& name, const char* text) {
  const std::string path = ::testing::TempDir() + name + ".cat";
  {
    std::ofstream out(path);
    out << text;
  }
  cat::Model m = loadModelByName(path);
  std::remove(path.c_str());
  return m;
}

TEST(CoherencePruning, SameConsistentCandidatesWithMoUnderComplementAndDifference) {
  compare(modelFromText("pruning-test", kNonMonotoneModel), "pruning-test", false);
}

// The refuter keeps the model's values that do not depend on mo or co from one partial order to
// the next: here a recursive definition does (through mo) and another does not.
const char* kRecursiveModel = R"("pruning-rec"
let rec hb = sb | (rf & ~wi) | hb ; hb
let rec ob = mo | (rf^-1 ; mo) \ id | ob ; ob
irreflexive hb ; ob as Coherent
acyclic ob | sb as Ordered
)";

TEST(CoherencePruning, SameConsistentCandidatesWithRecursiveDefinitionsOfMo) {
  cat::Model m = modelFromText("pruning-rec", kRecursiveModel);
  compare(m, "pruning-rec");
  // And the pruning does happen under it.
  Program p = test::elaborateText(bench::coherenceOfWrites(2, 3).text);
  EXPECT_GT(run(p, m, true).stats.coRefuted, 0u);
}

TEST(CoherencePruning, SameConsistentCandidatesWithRfUnderComplementAndDifference) {
  compare(modelFromText("pruning-rf", kNonMonotoneRfModel), "pruning-rf");
  // And reads-from is pruned under it.
  EXPECT_GT(
      run(test::elaborateText(bench::increments(3, 1).text), modelFromText("pruning-rf", kNonMonotoneRfModel), true)
          .stats.rfRefuted,
      0u);
}

// A work-item's own accesses to one location: each read may read from any write of the
// location, (n+1)^(n-1) reads-from choices without values out of thin air; all but one are
// refuted on a prefix (a read from a later write of its own work-item, or from a write its own
// later write overwrites), so the reads-from choices grow linearly and the refutations
// quadratically.
TEST(ReadsFromPruning, OwnAccessesArePolynomial) {
  const cat::Model m = loadModelByName("opencl");
  for (int n : {4, 6, 9}) {
    SCOPED_TRACE(n);
    Program p = test::elaborateText(bench::increments(n, 1).text);
    Visited v = run(p, m, true);
    EXPECT_EQ(v.consistent.size(), 1u);
    EXPECT_LE(v.stats.rfChoices, static_cast<uint64_t>(n + 1));
    EXPECT_LE(v.stats.rfRefuted, static_cast<uint64_t>(n * (n + 1)));
    // With the default offer (64 completions or more), the last digits are enumerated.
    Visited d = run(p, m, true, EnumerateLimits{}.offerReadsFrom);
    EXPECT_EQ(d.consistent, v.consistent);
    EXPECT_LE(d.stats.rfChoices, static_cast<uint64_t>((n + 1) * (n + 1) * (n + 1)));
    EXPECT_LE(v.stats.candidates, 6u);
  }
  // Without the refuter, four statements take (4+1)^3 + ... reads-from choices.
  EXPECT_GT(run(test::elaborateText(bench::increments(4, 1).text), m, false).stats.rfChoices, 200u);
}

// Issue 36, item 11: nine `*x += c` in one work-item are decided by the explicit engine within
// the `auto` engine's first-try work budget under every built-in model (before, seven took 25 s
// and nine ran out of any budget).
TEST(ReadsFromPruning, NineIncrementsWithinTheAutoBudget) {
  Program p = test::elaborateText(bench::increments(9, 2).text);
  for (const std::string& name : builtinModelNames()) {
    if (name == "ptx" || isAmdgpuModelName(name)) continue;  // an OpenCL test
    SCOPED_TRACE(name);
    ExplicitOptions o;
    o.maxWork = kAutoExplicitWork;
    TestResult r = checkExplicit(p, loadModelByName(name), name, o);
    ASSERT_TRUE(r.decided) << r.unknownReason;
    ASSERT_EQ(r.states.size(), 1u);
    EXPECT_EQ(r.states[0].values, (std::vector<int64_t>{45, 45}));
    EXPECT_EQ(r.states[0].cls, StateClass::Allowed);
  }
}

// A search for the executions of some states (findExecution, --explain's queries) skips the
// reads-from choices whose chosen reads already rule those states out (issue 41: SB-12's
// "why forbidden" queries offered every prefix to the refuter): the same wanted candidates come,
// in the same order, and far fewer candidates are visited.
TEST(ReadsFromPruning, PrefixesThatCannotReachTheWantedStatesAreSkipped) {
  Program p = test::elaborateText(bench::storeBuffering(8, true).text);
  auto allZero = [](const std::vector<int64_t>& outcome) {
    for (int64_t v : outcome)
      if (v != 0) return false;
    return true;
  };
  auto pass = [&](bool prune, std::vector<std::vector<int>>& wanted) {
    EnumerateLimits limits;
    limits.offerReadsFrom = 2;
    if (prune)
      limits.mayReachWanted = [](const std::vector<std::optional<int64_t>>& known) {
        for (const auto& v : known)
          if (v && *v != 0) return false;
        return true;
      };
    EnumerateStats stats;
    enumerateCandidates(
        p, limits,
        [&](const Execution& x) {
          if (allZero(x.outcome())) wanted.push_back(x.rf);
          return true;
        },
        &stats, [](const Execution&) { return false; });
    return stats.candidates;
  };
  std::vector<std::vector<int>> all, pruned;
  const uint64_t visitedAll = pass(false, all), visitedPruned = pass(true, pruned);
  ASSERT_EQ(all.size(), 1u);  // every read from the initial write
  EXPECT_EQ(pruned, all);
  EXPECT_EQ(visitedAll, 256u);
  EXPECT_LT(visitedPruned * 8, visitedAll);
}

TEST(CoherencePruning, PrunesCoherenceOfWrites) {
  // COW-2x3: 6! coherence orders per reads-from choice without pruning; a write placed before
  // an earlier write of its own work-item fails CohG for every completion.
  Program p = test::elaborateText(bench::coherenceOfWrites(2, 3).text);
  const cat::Model m = loadModelByName("opencl");
  Visited all = run(p, m, false), pruned = run(p, m, true);
  EXPECT_GT(pruned.stats.coRefuted, 0u);
  EXPECT_LT(pruned.stats.candidates * 10, all.stats.candidates);
  EXPECT_EQ(all.consistent, pruned.consistent);
}

TEST(CoherencePruning, MayMustBounds) {
  // Three events; the lower bound relates 0 -> 1, the upper bound also 1 -> 2 and 2 -> 1.
  MayMustAlgebra a(3);
  Relation lower(3), upper(3);
  lower.set(0, 1);
  upper = lower;
  upper.set(1, 2);
  upper.set(2, 1);
  MayMustAlgebra::Rel r{lower, upper};
  EXPECT_EQ(a.acyclic(r), Tri::Unknown);
  EXPECT_EQ(a.irreflexive(r), Tri::True);
  EXPECT_EQ(a.irreflexive(a.plus(r)), Tri::Unknown);
  EXPECT_EQ(a.relEmpty(r), Tri::False);
  // The complement swaps the bounds: 0 -> 1 is in no completion of ~r, 1 -> 2 may be.
  MayMustAlgebra::Rel c = a.relComplement(r);
  EXPECT_FALSE(c.may.test(0, 1));
  EXPECT_TRUE(c.may.test(1, 2));
  EXPECT_FALSE(c.must.test(1, 2));
  // r \ r: the lower bound is empty, the upper bound keeps the undecided pairs.
  MayMustAlgebra::Rel d = a.relDiff(r, r);
  EXPECT_TRUE(d.must.empty());
  EXPECT_TRUE(d.may.test(1, 2));
  EXPECT_FALSE(d.may.test(0, 1));
  EXPECT_EQ(a.conj(Tri::Unknown, Tri::False), Tri::False);
  EXPECT_EQ(a.disj(Tri::Unknown, Tri::True), Tri::True);
  EXPECT_EQ(a.disj(Tri::Unknown, Tri::False), Tri::Unknown);
  EXPECT_EQ(a.negate(Tri::Unknown), Tri::Unknown);
}

TEST(CoherencePruning, MayMustChains) {
  // The Evaluator's chains (HasChains) give the bounds of composing pairwise: r ; r ; r over the
  // bounds of MayMustBounds may relate 0 -> 1 (0 -> 2 -> 1), its lower bound is empty; 1 -> 1
  // and 2 -> 2 may lie on the diagonal of a chain of two, never on the lower bounds'.
  MayMustAlgebra a(3);
  Relation lower(3), upper(3);
  lower.set(0, 1);
  upper = lower;
  upper.set(1, 2);
  upper.set(2, 1);
  const MayMustAlgebra::Rel r{lower, upper};
  std::vector<MayMustAlgebra::Rel> chain{r, r, r};
  const MayMustAlgebra::Rel pairwise = a.compose(a.compose(r, r), r);
  EXPECT_EQ(a.composeChain(chain), pairwise);
  EXPECT_TRUE(pairwise.may.test(0, 1));
  EXPECT_TRUE(pairwise.must.empty());
  std::vector<MayMustAlgebra::Rel> two{r, r};
  EXPECT_EQ(a.irreflexiveChain(two), Tri::Unknown);
  EXPECT_EQ(a.irreflexiveChain(two), a.irreflexive(a.compose(r, r)));
  // A lower bound with a cycle through 0 and 1: the chain of two is irreflexive in no completion.
  Relation cyc = lower;
  cyc.set(1, 0);
  const MayMustAlgebra::Rel c{cyc, cyc | upper};
  std::vector<MayMustAlgebra::Rel> cycle{c, c};
  EXPECT_EQ(a.irreflexiveChain(cycle), Tri::False);
  // Nothing on the diagonal of any completion: 0 -> 1 then 1 -> 2 only.
  Relation second(3);
  second.set(1, 2);
  std::vector<MayMustAlgebra::Rel> open{{lower, lower}, {second, second}};
  EXPECT_EQ(a.irreflexiveChain(open), Tri::True);
  EXPECT_TRUE(a.knownEmpty(a.emptyRelation()));
  EXPECT_FALSE(a.knownEmpty(MayMustAlgebra::Rel{Relation(3), upper}));
}

}  // namespace
}  // namespace clmm
