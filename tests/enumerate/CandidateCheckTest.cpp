// Tests of the explicit engine's per-path reuse (enumerate/CandidateCheck.h, PrimitiveCache in
// enumerate/Primitives.h): over every candidate of small programs, in the enumerator's order, the
// cached primitives equal those computed from scratch, and the kept evaluator gives every
// check and flag the verdict of a fresh cat::checkExecution, under every built-in model.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "axioms/BuiltinModels.h"
#include "axioms/ConcreteAlgebra.h"
#include "bench/Families.h"
#include "check/Engine.h"
#include "enumerate/CandidateCheck.h"
#include "enumerate/Candidates.h"
#include "enumerate/Primitives.h"
#include "tests/litmus/Helpers.h"

namespace clmm {
namespace {

std::vector<std::string> programs() {
  return {bench::storeBuffering(2, true).text, bench::iriw(2).text, bench::readModifyWrites(3, false).text,
          bench::readModifyWrites(2, true).text, bench::coherenceOfWrites(2, 2).text,
          bench::messagePassingChain(2).text, bench::increments(2, 2).text};
}

TEST(PrimitiveCache, SameValuesAsComputedFromScratch) {
  const std::set<std::string> wanted = loadModelByName("opencl").primitivesUsed({});
  for (const std::string& text : programs()) {
    SCOPED_TRACE(text);
    Program p = test::elaborateText(text);
    // The candidates and, through the refuter's callback, the partial executions (reads-from
    // chosen in part, coherence placed in part), each kind in one cache as the refuter has.
    PrimitiveCache cache(wanted), partialReads(wanted), partialCoherence(wanted);
    size_t kept = 0, candidates = 0, partials = 0;
    auto same = [&](PrimitiveCache& c, const Execution& x) {
      kept += c.update(x) != PrimitiveCache::Change::Path;
      const PrimitiveValues fresh = computePrimitives(x, &wanted);
      const PrimitiveValues cached = c.toValues();
      EXPECT_EQ(cached.events, fresh.events);
      EXPECT_EQ(cached.dense, fresh.dense);
      EXPECT_EQ(cached.values, fresh.values);
    };
    EnumerateLimits limits;
    limits.offerReadsFrom = 1;
    enumerateCandidates(
        p, limits,
        [&](const Execution& x) {
          ++candidates;
          same(cache, x);
          return true;
        },
        nullptr,
        [&](const Execution& x) {
          ++partials;
          same(x.rfOpen.empty() ? partialCoherence : partialReads, x);
          return false;
        });
    EXPECT_GT(candidates, 1u);
    EXPECT_GT(partials, 0u);
    EXPECT_GT(kept, 0u);  // some execution shared its predecessor's path
  }
}

TEST(CandidateCheck, ConcreteChainsAsPairwise) {
  // The candidate check evaluates chains of compositions (ConcreteAlgebra::chains): the same
  // relation as composing pairwise, and irreflexive (a ; b) off the diagonal.
  cat::ConcreteAlgebra a(3);
  Relation r(3), s(3);
  r.set(0, 1);
  r.set(1, 2);
  s.set(2, 0);
  std::vector<Relation> chain{r, r, s};
  EXPECT_EQ(a.composeChain(chain), r.compose(r).compose(s));
  std::vector<Relation> cycle{r, r, s};
  EXPECT_FALSE(a.irreflexiveChain(cycle));  // 0 -> 1 -> 2 -> 0
  std::vector<Relation> none{r, s};
  EXPECT_EQ(a.irreflexiveChain(none), r.compose(s).irreflexive());
  EXPECT_TRUE(a.knownEmpty(Relation(3)));
  EXPECT_FALSE(a.knownEmpty(r));
  EXPECT_FALSE(a.useChains());  // off unless asked: other users need every check's tested value
}

// CandidateCheck evaluates with chains on (no witnesses), checkExecution with them off: the same
// verdicts, check by check.
TEST(CandidateCheck, SameVerdictsAsCheckExecutionUnderBuiltinModels) {
  for (const std::string& name : builtinModelNames()) {
    const cat::Model model = loadModelByName(name);
    const std::set<std::string> used = model.primitivesUsed({});
    for (bool stop : {false, true}) {
      cat::ConcreteOptions copts;
      copts.witnesses = false;
      copts.stopAtFirstFailure = stop;
      for (const std::string& text : programs()) {
        SCOPED_TRACE(name + "\n" + text);
        Program p = test::elaborateText(text);
        CandidateCheck checker(model, copts);
        enumerateCandidates(p, EnumerateLimits{}, [&](const Execution& x) {
          const PrimitiveValues fresh = computePrimitives(x, &used);
          const cat::ConcreteResult a = cat::checkExecution(model, fresh.values, fresh.size(), copts);
          const cat::ConcreteResult b = checker.check(x);
          EXPECT_EQ(a.consistent(), b.consistent());
          EXPECT_EQ(a.flagged(), b.flagged());
          EXPECT_EQ(a.checks.size(), b.checks.size());
          for (size_t i = 0; i < a.checks.size() && i < b.checks.size(); ++i) {
            EXPECT_EQ(a.checks[i].verdict, b.checks[i].verdict) << a.checks[i].name;
            EXPECT_EQ(a.checks[i].applied, b.checks[i].applied) << a.checks[i].name;
          }
          EXPECT_EQ(a.flags.size(), b.flags.size());
          for (size_t i = 0; i < a.flags.size() && i < b.flags.size(); ++i)
            EXPECT_EQ(a.flags[i].raised, b.flags[i].raised) << a.flags[i].name;
          return true;
        });
      }
    }
  }
}

}  // namespace
}  // namespace clmm
