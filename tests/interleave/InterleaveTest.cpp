// The interleaving search (interleave/, check/Interleavings.h): each refusal of the applicability
// test on a test written for it, the search's state limit and budget, and its agreement with the
// bounded engines on every qualifying test they decide (examples/ptx, tests/ptx,
// examples/liveness, tests/interleave, and Dat3M's PTX tree when ../shared/dat3m-ptx is present).
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "axioms/BuiltinModels.h"
#include "check/Engine.h"
#include "check/Interleavings.h"
#include "check/Load.h"
#include "interleave/Qualify.h"
#include "interleave/Search.h"
#include "litmus/PtxParser.h"
#include "support/Budget.h"

namespace fs = std::filesystem;

namespace {

clmm::LoadedTest loadText(const std::string& text) {
  clmm::LoadedTest t = clmm::loadTestText("inline.litmus", text, clmm::ElaborateOptions{});
  EXPECT_TRUE(t.ok()) << t.errorText;
  return t;
}

// Why the search refuses `text` ("" when it qualifies).
std::string refusal(const std::string& text) {
  clmm::LoadedTest t = loadText(text);
  if (!t.ok()) return "does not load";
  std::string why;
  auto r = clmm::searchInterleavings(t, "ptx", why);
  return r ? "" : why;
}

// A two-thread test of m: P0's column, P1's column (rows split by '|' per line), the condition.
std::string test(const std::string& init, const std::vector<std::pair<std::string, std::string>>& rows,
                 const std::string& placement1 = "P1@cta 0,gpu 0", const std::string& cond = "exists (m == 1)") {
  std::string s = "PTX t\n{ " + init + " }\n P0@cta 0,gpu 0 | " + placement1 + " ;\n";
  for (const auto& [a, b] : rows) s += " " + a + " | " + b + " ;\n";
  return s + cond + "\n";
}

TEST(Interleave, QualifiesOneLocationOfMorallyStrongAccesses) {
  EXPECT_EQ(refusal(test("m=0;", {{"L: atom.exch r0, m, 1", "st.relaxed.sys m, 2"},
                                  {"fence.acq_rel.gpu", "ld.acquire.gpu r1, m"},
                                  {"beq r0, 0, L", "mov r2, r1"}})),
            "");
}

TEST(Interleave, RefusesWhatTheArgumentDoesNotCover) {
  struct Case {
    std::string text, why;
  };
  const std::vector<Case> cases = {
      {test("m=0; y=0;", {{"st.relaxed.gpu m, 1", "st.relaxed.gpu y, 1"}}),
       "the test accesses two locations, m and y: the interleavings are its executions only for one location"},
      {test("m=0;", {{"st.relaxed.cta m, 1", "st.relaxed.gpu m, 2"}}, "P1@cta 1,gpu 0"),
       "'st.relaxed.cta' (line 4) in P0 is .cta, which does not cover P1: the two accesses are not morally strong"},
      {test("m=0;", {{"st.relaxed.gpu m, 1", "st.relaxed.gpu m, 2"}}, "P1@cta 0,gpu 1"),
       "'st.relaxed.gpu' (line 4) in P0 is .gpu, which does not cover P1: the two accesses are not morally strong"},
      {test("m=0;", {{"st.relaxed.gpu m, 1", "ld.weak r0, m"}}),
       "'ld.weak' (line 4) is a weak access (not morally strong with the other threads')"},
      {test("m=0;", {{"st.relaxed.gpu m, 1", "bar.sync 0"}}),
       "'bar.sync' (line 4): only ld, st, atom.exch, atom.cas, mov, untyped beq/bne, goto and fences are searched"},
      {test("m=0;", {{"st.relaxed.gpu m, 1", "atom.add r0, m, 1"}}),
       "'atom.add' (line 4): only atom.exch and atom.cas are searched"},
      {test("m=0;", {{"st.relaxed.gpu m, 1", "fence.proxy.alias"}}), "proxy fence 'fence.proxy.alias' (line 4)"},
      {test("m=0;", {{"st.relaxed.gpu m, 1", "sust.relaxed.gpu m, 2"}}),
       "'sust.relaxed.gpu' (line 4) is not on the generic proxy"},
      {test("m=0;", {{"st.relaxed.gpu m, 1", "ld.relaxed.gpu.u32 r0, m"}}), "'ld.relaxed.gpu.u32' (line 4) is typed"},
      {test("m=0;", {{"st.relaxed.gpu m, 1", "ld.relaxed.gpu r0, m"}, {"", "bne.u32 r0, 1, L"}, {"", "L:"}}),
       "'bne.u32' (line 5): only ld, st, atom.exch, atom.cas, mov, untyped beq/bne, goto and fences are searched"},
      {test("m=0;", {{"st.relaxed.gpu m, -1", ""}}),
       "the number -1 in 'st.relaxed.gpu' (line 4) is not a number from 0 to 2^31 - 1"},
      {test("m=0;", {{"st.relaxed.gpu m, 1", "add r1, r0, 1"}}),
       "'add' (line 4): only ld, st, atom.exch, atom.cas, mov, untyped beq/bne, goto and fences are searched"},
      {test("m=5000000000;", {{"st.relaxed.gpu m, 1", ""}}),
       "the initial value of m is not a number from 0 to 2^31 - 1"},
      {test("m=0; P1:r0=-3;", {{"st.relaxed.gpu m, 1", ""}}),
       "the initial value of P1:r0 is not a number from 0 to 2^31 - 1"},
      {test("m=0; n @ generic aliases m;", {{"st.relaxed.gpu m, 1", ""}}), "the test declares virtual aliases"},
      {test("m=0;", {{"st.relaxed.gpu m, 1", "mov.u32 r0, 1"}}), "'mov.u32' (line 4) is not a form the search runs"},
  };
  for (const Case& c : cases) EXPECT_EQ(refusal(c.text), c.why) << c.text;
}

TEST(Interleave, RefusesOtherDialects) {
  clmm::LoadedTest t = clmm::loadTest(std::string(CLMM_SOURCE_DIR) + "/examples/basics/mp_dev.litmus", {});
  ASSERT_TRUE(t.ok()) << t.errorText;
  std::string why;
  EXPECT_FALSE(clmm::searchInterleavings(t, "ptx", why));
  EXPECT_EQ(why, "not a PTX test");
}

clmm::LoadedTest loadFile(const std::string& path) { return clmm::loadTest(path, clmm::ElaborateOptions{}); }

TEST(Interleave, StopsAtItsStateLimit) {
  clmm::LoadedTest t = loadFile(std::string(CLMM_SOURCE_DIR) + "/tests/interleave/xchg_alternate.litmus");
  ASSERT_TRUE(t.ok());
  clmm::ptx::Columns columns;
  clmm::DiagnosticSink sink(t.source);
  clmm::parsePtxLitmus(t.source, sink, 0, &columns);
  auto q = clmm::interleave::qualify(*t.ast, columns, *t.program);
  ASSERT_TRUE(q.machine) << q.why;
  clmm::interleave::SearchResult r = clmm::interleave::search(*q.machine, {10});
  EXPECT_FALSE(r.decided);
  EXPECT_EQ(r.reason, "the interleaving search reached its limit of 10 states");
  r = clmm::interleave::search(*q.machine);
  EXPECT_TRUE(r.decided);
  EXPECT_TRUE(r.endless);
  EXPECT_EQ(r.finals.size(), 2u);
}

clmm::NamedModel ptxModel() {
  clmm::NamedModel m;
  m.name = m.key = "ptx";
  m.builtin = true;
  m.model = clmm::loadModelByName("ptx");
  return m;
}

TEST(Interleave, OutOfTimeLeavesTheTestUnknownSayingSo) {
  clmm::LoadedTest t = loadFile(std::string(CLMM_SOURCE_DIR) + "/tests/interleave/xchg_alternate.litmus");
  clmm::NamedModel m = ptxModel();
  clmm::EngineOptions eo;
  eo.engine = "enumerate";
  eo.stopAtCut = true;
  eo.timeoutSeconds = 30;
  clmm::TestResult r;
  {
    clmm::BudgetScope past(std::chrono::steady_clock::now() - std::chrono::seconds(1));  // the test's deadline passed
    r = clmm::runEngineOnTest(t, m, eo);
  }
  EXPECT_FALSE(r.decided);
  EXPECT_NE(r.unknownReason.find("(the interleaving search does not apply: the interleaving search ran out of its "
                                 "budget: timeout after "),
            std::string::npos)
      << r.unknownReason;
  r = clmm::runEngineOnTest(t, m, eo);  // with time: decided
  EXPECT_TRUE(r.decided);
  EXPECT_EQ(r.engine, "interleavings");
}

// The engine's result and the search's agree: verdict, liveness, and every state with its class.
void expectSame(const clmm::TestResult& engine, const clmm::TestResult& search, const std::string& what) {
  EXPECT_EQ(clmm::verdictName(engine.verdict), std::string(clmm::verdictName(search.verdict))) << what;
  EXPECT_EQ(engine.livenessViolation, search.livenessViolation) << what;
  ASSERT_EQ(engine.states.size(), search.states.size()) << what;
  for (size_t i = 0; i < engine.states.size(); ++i) {
    EXPECT_EQ(engine.states[i].values, search.states[i].values) << what;
    EXPECT_EQ(engine.states[i].cls, search.states[i].cls) << what;
    EXPECT_EQ(engine.states[i].satisfiesCondition, search.states[i].satisfiesCondition) << what;
  }
}

struct Tally {
  int qualifying = 0, compared = 0;
};

void agree(const std::string& root, const std::vector<std::string>& engines, double timeout, Tally& tally) {
  static const clmm::NamedModel m = ptxModel();
  std::vector<std::string> files;
  for (const auto& e : fs::recursive_directory_iterator(root))
    if (e.is_regular_file() && e.path().extension() == ".litmus") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  for (const auto& f : files) {
    clmm::LoadedTest t = loadFile(f);
    if (!t.ok() || !t.ast || t.ast->dialectHeader != "PTX") continue;
    std::string why;
    auto s = clmm::searchInterleavings(t, "ptx", why);
    if (!s) continue;
    ++tally.qualifying;
    for (const auto& engine : engines) {
      clmm::EngineOptions eo;
      eo.engine = engine;
      eo.stopAtCut = true;
      eo.timeoutSeconds = timeout;
      clmm::TestResult r = clmm::runEngine(*t.program, m.model, m.name, eo);
      if (!r.decided) continue;
      ++tally.compared;
      expectSame(r, *s, f + " (" + engine + ")");
    }
  }
}

TEST(Interleave, AgreesWithBothEnginesWhereTheyDecide) {
  Tally tally;
  for (const char* dir : {"examples/ptx", "tests/ptx", "examples/liveness", "examples/audit", "tests/interleave",
                          "tests/models/checks/ptx", "tests/generate/golden/ptx"})
    agree(std::string(CLMM_SOURCE_DIR) + "/" + dir, {"enumerate", "smt"}, 30, tally);
  std::cout << tally.qualifying << " qualifying tests, " << tally.compared << " comparisons\n";
  EXPECT_GE(tally.qualifying, 10);
  EXPECT_GE(tally.compared, 10);
}

TEST(Interleave, AgreesWithAutoOnDat3msTree) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "auto on the 440 qualifying tests of Dat3M's tree (72 s in the normal build) would run past the "
                  "test's time limit under AddressSanitizer, and its 10 s budget would decide fewer; the normal "
                  "build runs it";
#endif
  const char* env = std::getenv("CLMM_PTX_CORPUS");
  std::string root = env && *env ? env : std::string(CLMM_SOURCE_DIR) + "/../shared/dat3m-ptx";
  if (!fs::is_directory(root))
    GTEST_SKIP() << "PTX corpus not found (../shared/dat3m-ptx or $CLMM_PTX_CORPUS): skipped";
  Tally tally;
  agree(root, {"auto"}, 10, tally);
  std::cout << tally.qualifying << " qualifying tests, " << tally.compared << " decided by auto and compared\n";
  EXPECT_GE(tally.qualifying, 400);
  EXPECT_GE(tally.compared, 200);
}

}  // namespace
