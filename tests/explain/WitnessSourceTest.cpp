// Explanations from the engine that decided (issue 25): the witness each engine keeps per
// state is a consistent execution of that state (flagged exactly for racy states); the
// explicit engine's pruned search finds the same first execution as a plain pass; "why
// forbidden" by queries gives the same minimum sets and examples as the pass over every
// candidate; and --explain on an 8-increment counter ends within a timeout it used to pass.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "axioms/ConcreteAlgebra.h"
#include "enumerate/Candidates.h"
#include "enumerate/Checker.h"
#include "enumerate/Primitives.h"
#include "enumerate/Witnesses.h"
#include "explain/Explain.h"
#include "solver/SmtEngine.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"
#include "tests/litmus/Helpers.h"
#include "tests/models/ModelTestUtil.h"

namespace clmm::test {
namespace {

using modeltest::model;

const char* kRacyMp = R"(OPENCL racy_mp
{ data = 0; flag = 0; }
P0@wg 0, dev 0 (global int* data, global atomic_int* flag) {
  *data = 1;
  atomic_store_explicit(flag, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global int* data, global atomic_int* flag) {
  int r0 = atomic_load_explicit(flag, memory_order_relaxed, memory_scope_device);
  int r1 = -1;
  if (r0 == 1) { r1 = *data; }
}
exists (1:r0=1 /\ 1:r1=0)
)";

std::string counter(int n) {
  std::ostringstream s;
  s << "OPENCL counter\n{ x = 0; }\n";
  for (int i = 0; i < n; ++i)
    s << "P" << i << "@wg 0, dev 0 (global atomic_int* x) {\n"
      << "  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed);\n}\n";
  s << "exists (0:r0=0)\n";
  return s.str();
}

std::string readFile(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// Whether `x` is consistent under `m`, and whether it raises a flag.
std::pair<bool, bool> judge(const cat::Model& m, const Execution& x) {
  PrimitiveValues prims = computePrimitives(x);
  cat::ConcreteOptions o;
  o.witnesses = false;
  auto res = cat::checkExecution(m, prims.values, prims.size(), o);
  return {res.consistent(), res.flagged()};
}

void expectWitnessPerState(const Program& p, const cat::Model& m, const TestResult& r) {
  ASSERT_TRUE(r.decided) << r.unknownReason;
  ASSERT_TRUE(r.witnesses) << r.engine << " kept no witnesses";
  for (const auto& st : r.states) {
    const bool racy = st.cls == StateClass::Racy;
    const auto& kept = racy ? r.witnesses->racy : r.witnesses->allowed;
    auto it = kept.find(st.values);
    ASSERT_NE(it, kept.end()) << r.engine << ": no witness of a state";
    EXPECT_EQ(it->second.outcome(), st.values) << r.engine;
    auto [consistent, flagged] = judge(m, it->second);
    EXPECT_TRUE(consistent) << r.engine;
    EXPECT_EQ(flagged, racy) << r.engine;
  }
  (void)p;
}

TEST(EngineWitnesses, EachEngineKeepsOneConsistentExecutionPerState) {
  for (const std::string& text : {std::string(kRacyMp), counter(3)}) {
    Program p = elaborateText(text);
    for (const char* name : {"opencl", "opencl-scoped"}) {
      ExplicitOptions eo;
      eo.keepWitnesses = true;
      TestResult e = checkExplicit(p, model(name), name, eo);
      expectWitnessPerState(p, model(name), e);
      SmtOptions so;
      so.keepWitnesses = true;
      TestResult s = checkSmt(p, model(name), name, so);
      expectWitnessPerState(p, model(name), s);
      EXPECT_EQ(e.states.size(), s.states.size());
    }
  }
}

TEST(EngineWitnesses, NoneKeptUnlessAsked) {
  Program p = elaborateText(counter(2));
  EXPECT_FALSE(checkExplicit(p, model("opencl"), "opencl").witnesses);
  EXPECT_FALSE(checkSmt(p, model("opencl"), "opencl").witnesses);
}

// The first consistent execution ending in a wanted state, by a pass without pruning.
std::optional<Execution> firstByPlainPass(const Program& p, const cat::Model& m,
                                          const std::function<bool(const std::vector<int64_t>&)>& wanted) {
  std::optional<Execution> found;
  enumerateCandidates(p, {}, [&](const Execution& x) {
    if (!wanted(x.outcome()) || !judge(m, x).first) return true;
    found = x;
    return false;
  });
  return found;
}

TEST(FindExecution, PrunedSearchFindsTheFirstExecutionOfAPlainPass) {
  Program p = elaborateText(counter(4));
  for (int64_t v = 0; v <= 4; ++v) {
    auto wanted = [v](const std::vector<int64_t>& o) { return o.at(0) == v; };
    FindOptions o;
    auto pruned = findExecution(p, model("opencl"), wanted, o);
    auto plain = firstByPlainPass(p, model("opencl"), wanted);
    EXPECT_FALSE(o.timedOut);
    ASSERT_EQ(pruned.has_value(), plain.has_value()) << "r0=" << v;
    if (pruned) {
      EXPECT_EQ(pruned->rf, plain->rf);
      EXPECT_EQ(pruned->co, plain->co);
    }
  }
}

std::vector<std::string> names(const ShownExecution& s) {
  std::vector<std::string> v;
  for (const auto& f : s.failures) v.push_back(f.check);
  return v;
}

// Queries and the pass over every candidate agree on every forbidden catalogue condition.
TEST(ForbiddenByQueries, SameSetsAndExamplesAsThePassOverEveryCandidate) {
  int compared = 0;
  for (const auto& entry : std::filesystem::directory_iterator("examples/catalogue")) {
    if (entry.path().extension() != ".litmus") continue;
    Program p = elaborateText(readFile(entry.path().string()));
    for (const char* name : {"opencl", "opencl-scoped", "opencl-spec"}) {
      TestResult r = checkExplicit(p, model(name), name);
      if (!r.decided || !r.hasCondition || r.positive != 0) continue;
      CollectOptions byPass;
      CollectOptions byQueries;
      byQueries.reach = reachQuery(p, model(name), "enumerate", std::nullopt);
      Explanation a = collectExplanation(p, model(name), r, byPass);
      Explanation b = collectExplanation(p, model(name), r, byQueries);
      SCOPED_TRACE(entry.path().string() + " under " + name);
      EXPECT_TRUE(b.fromQueries);
      EXPECT_EQ(a.minimalChecks, b.minimalChecks);
      EXPECT_EQ(a.otherMinimalSets, b.otherMinimalSets);
      ASSERT_EQ(a.forbidden.size(), b.forbidden.size());
      for (size_t i = 0; i < a.forbidden.size(); ++i) {
        EXPECT_EQ(names(a.forbidden[i]), names(b.forbidden[i]));
        EXPECT_EQ(a.forbidden[i].otherFailures.size(), b.forbidden[i].otherFailures.size());
      }
      ++compared;
    }
  }
  EXPECT_GE(compared, 10);
}

// Before the witnesses came from the engine, --explain enumerated the counter's candidates
// again without pruning: with 8 increments, far past this timeout.
TEST(ExplainSpeed, EightIncrementCounterIsExplainedWithinTheTimeout) {
  Scratch dir;
  std::string file = dir.write("counter8.litmus", counter(8));
  for (const char* engine : {"auto", "smt"}) {
    RunResult r = runClmm({"check", "-q", "--explain", "--timeout", "60", "--engine", engine, file});
    EXPECT_EQ(r.rc, 0) << r.out << r.err;
    EXPECT_NE(r.out.find("State 0:r0=7:"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("ran out of time"), std::string::npos) << r.out;
  }
}

}  // namespace
}  // namespace clmm::test
