// Expectations written in a test's comments (`clmm-expect:` lines): matches, each kind of
// mismatch (verdict, states gained, states lost, class changes) in the brief, text and JSON
// formats, models that are not being checked, and every located error of the syntax.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::lineCol;
using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::storeBufferingRelaxed;

namespace {

// Message passing between two work-groups; `rel`/`acq` are the flag's orders, `scope` its scope.
// release/acquire at device scope: forbidden, states r0r1 = 00 01 11. relaxed: allowed, all four.
// work_group scope: every state is racy.
std::string mp(const std::string& comment, const std::string& rel = "release", const std::string& acq = "acquire",
               const std::string& scope = "device") {
  return "OPENCL MP\n" + comment +
         "\n{ data=0; flag=0; }\n"
         "P0@wg 0, dev 0 (global atomic_int* data, global atomic_int* flag) {\n"
         "  atomic_store_explicit(data, 1, memory_order_relaxed, memory_scope_device);\n"
         "  atomic_store_explicit(flag, 1, memory_order_" + rel + ", memory_scope_" + scope + ");\n"
         "}\n"
         "P1@wg 1, dev 0 (global atomic_int* data, global atomic_int* flag) {\n"
         "  int r0 = atomic_load_explicit(flag, memory_order_" + acq + ", memory_scope_" + scope + ");\n"
         "  int r1 = atomic_load_explicit(data, memory_order_relaxed, memory_scope_device);\n"
         "}\n"
         "exists (1:r0=1 /\\ 1:r1=0)\n";
}

}  // namespace

TEST(InFileExpectation, VerdictAndStatesMatch) {
  Scratch s;
  auto f = s.write("mp.litmus", mp("(* clmm-expect: opencl forbidden\n"
                                   "   clmm-expect: opencl states 1:r0=0 1:r1=0 ; 1:r0=0 1:r1=1 ; 1:r0=1 1:r1=1 *)"));
  auto r = runClmm({"check", "--format", "brief", f});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "ok      " + f + " [opencl] forbidden\n1 passed, 0 failed, 0 unknown\n");
}

TEST(InFileExpectation, OneLinePerStateAndEveryCommentStyle) {
  Scratch s;
  auto f = s.write("mp.litmus", mp("// clmm-expect: opencl states 1:r0=0 1:r1=0\n"
                                   "/* clmm-expect: opencl states 1:r0=1 1:r1=1 allowed */\n"
                                   "(* clmm-expect: opencl states 1:r1=1 1:r0=0 *)\n"
                                   "(* clmm-expect: opencl-scoped forbidden*)"));
  auto r = runClmm({"check", "--format", "brief", "-m", "opencl", "-m", "opencl-scoped", f});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "ok      " + f + " [opencl] forbidden\nok      " + f + " [opencl-scoped] forbidden\n"
                   "2 passed, 0 failed, 0 unknown\n");
}

TEST(InFileExpectation, VerdictMismatchAndStatesGained) {
  Scratch s;
  auto text = mp("// clmm-expect: opencl forbidden\n"
                 "// clmm-expect: opencl states 1:r0=0 1:r1=0 ; 1:r0=0 1:r1=1 ; 1:r0=1 1:r1=1",
                 "relaxed", "relaxed");
  auto f = s.write("mp.litmus", text);
  auto r = runClmm({"check", "--format", "brief", f});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_EQ(r.out, "FAIL    " + f + " [opencl] allowed, expected forbidden, 3 states (" + f + ":2)\n" +
                       "        verdict: expected forbidden, got allowed\n"
                       "        state gained: 1:r0=1 1:r1=0 (allowed)\n"
                       "0 passed, 1 failed, 0 unknown\n");
}

TEST(InFileExpectation, StatesLostAndClassChangesInTextFormat) {
  Scratch s;
  auto f = s.write("race.litmus", mp("// clmm-expect: opencl allowed\n"
                                     "// clmm-expect: opencl states 1:r0=0 1:r1=0 racy ; 1:r0=1 1:r1=1\n"
                                     "// clmm-expect: opencl states 1:r0=2 1:r1=2 racy",
                                     "release", "acquire", "work_group"));
  auto r = runClmm({"check", f});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  std::string block = "Expected allowed, 3 states (" + f + ":2): MISMATCH\n"
                      "  verdict: expected allowed, got racy\n"
                      "  state gained: 1:r0=0 1:r1=1 (racy)\n"
                      "  state gained: 1:r0=1 1:r1=0 (racy)\n"
                      "  state lost: 1:r0=2 1:r1=2 (racy)\n"
                      "  class changed: 1:r0=1 1:r1=1: expected allowed, got racy\n\n";
  EXPECT_NE(r.out.find("Verdict racy\nTime MP "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find(block), std::string::npos) << r.out;
  EXPECT_EQ(lines(r.out).back(), "0 passed, 1 failed, 0 unknown");
}

TEST(InFileExpectation, JsonCarriesTheExpectationAndTheDifferences) {
  Scratch s;
  auto f = s.write("race.litmus", mp("// clmm-expect: opencl forbidden\n"
                                     "// clmm-expect: opencl states 1:r0=0 1:r1=0 ; 1:r0=9 1:r1=9 ; 1:r0=0 1:r1=1 racy ;"
                                     " 1:r0=1 1:r1=0 racy ; 1:r0=1 1:r1=1 racy",
                                     "release", "acquire", "work_group"));
  auto r = runClmm({"check", "--format", "json", f});
  EXPECT_EQ(r.rc, 1) << r.err;
  auto out = lines(r.out);
  ASSERT_EQ(out.size(), 1u) << "the summary goes to stderr with --format json";
  EXPECT_EQ(r.err, "0 passed, 1 failed, 0 unknown\n");
  auto j = nlohmann::json::parse(out[0]);
  EXPECT_EQ(j["verdict"], "racy");
  EXPECT_TRUE(j.contains("states") && j.contains("ub") && j.contains("condition")) << "existing fields stay";
  const auto& e = j["expectation"];
  EXPECT_EQ(e["matched"], false);
  EXPECT_EQ(e["expected"]["verdict"], "forbidden");
  EXPECT_EQ(e["expected"]["origin"], f + ":2");
  EXPECT_EQ(e["expected"]["states"].size(), 5u);
  std::vector<std::string> kinds;
  for (const auto& d : e["differences"]) kinds.push_back(d["kind"]);
  EXPECT_EQ(kinds, (std::vector<std::string>{"verdict", "state-lost", "class-changed"}));
  EXPECT_EQ(e["differences"][0]["expected"], "forbidden");
  EXPECT_EQ(e["differences"][0]["actual"], "racy");
  EXPECT_EQ(e["differences"][1]["state"], (nlohmann::json{{"1:r0", 9}, {"1:r1", 9}}));
  EXPECT_EQ(e["differences"][2]["state"], (nlohmann::json{{"1:r0", 0}, {"1:r1", 0}}));
  EXPECT_EQ(e["differences"][2]["expected"], "allowed");
  EXPECT_EQ(e["differences"][2]["actual"], "racy");

  auto none = runClmm({"check", "--format", "json", "tests/data/sb_relaxed.litmus"});
  EXPECT_EQ(none.rc, 0);
  EXPECT_TRUE(nlohmann::json::parse(none.out)["expectation"].is_null());
  EXPECT_EQ(none.err, "0 passed, 0 failed, 0 unknown, 1 without expectation\n");
}

TEST(InFileExpectation, AModelThatIsNotCheckedHasNoExpectation) {
  Scratch s;
  auto f = s.write("mp.litmus", mp("// clmm-expect: opencl-spec allowed\n// clmm-expect: my-model racy"));
  auto r = runClmm({"check", "--format", "brief", f});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "-       " + f + " [opencl] forbidden (no expectation)\n"
                   "0 passed, 0 failed, 0 unknown, 1 without expectation\n");
  auto spec = runClmm({"check", "--format", "brief", "--model", "opencl-spec", f});
  EXPECT_EQ(spec.rc, 1);
  EXPECT_EQ(lines(spec.out).at(1), "        verdict: expected allowed, got forbidden");
}

TEST(InFileExpectation, AModelFileIsNamedByItsTitle) {
  // tests/data/user-model.cat ("user-model") is sequential consistency: store buffering is forbidden.
  Scratch s;
  auto f = s.write("sb.litmus", storeBufferingRelaxed("// clmm-expect: user-model forbidden\n"));
  auto r = runClmm({"check", "--format", "brief", "-m", "tests/data/user-model.cat", f});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_EQ(lines(r.out).at(0), "ok      " + f + " [tests/data/user-model.cat] forbidden");
}

TEST(InFileExpectation, SyntaxErrorsAreLocated) {
  struct Case {
    std::string comment, where, message;  // where: LINE:COL in the test file
  };
  const std::string empty = "empty state: a state is NAME=VALUE ... [allowed|racy], and states are separated by ';'";
  const std::string verdictOrStates = "expected 'allowed', 'forbidden', 'racy', 'liveness' or 'states' after the model name";
  const std::vector<Case> cases = {
      {"// clmm-expect:", "2:16", "expected a model name after 'clmm-expect:'"},
      {"// clmm-expect: opencl", "2:23", verdictOrStates},
      {"// clmm-expect: opencl maybe", "2:24", verdictOrStates + ", found 'maybe'"},
      {"// clmm-expect: opencl forbidden racy", "2:34", "unexpected 'racy' after the verdict (one expectation per line)"},
      {"// clmm-expect: opencl forbidden\n// clmm-expect: opencl allowed", "3:24",
       "second verdict for model 'opencl' (the first is on line 2)"},
      {"// clmm-expect: opencl states", "2:30", empty},
      {"(* clmm-expect: opencl states 1:r0=0 1:r1=0 ; *)", "2:46", empty},
      {"// clmm-expect: opencl states 1:r0=0 ;; 1:r1=0", "2:39", empty},
      {"// clmm-expect: opencl states 1:r0=0 r1", "2:38", "expected NAME=VALUE in a state, found 'r1'"},
      {"// clmm-expect: opencl states racy", "2:31", "expected NAME=VALUE in a state, found 'racy'"},
      {"// clmm-expect: opencl states 1:r0=zero 1:r1=0", "2:36", "expected an integer value after '=', found 'zero'"},
      {"// clmm-expect: opencl states 1:r0= 1:r1=0", "2:36", "expected an integer value after '=', found ''"},
      {"// clmm-expect: opencl states 1:r0=99999999999999999999 1:r1=0", "2:36",
       "expected an integer value after '=', found '99999999999999999999'"},
      {"(* clmm-expect: opencl states 1:r0=0 2:r5=0 *)", "2:38",
       "'2:r5' is not an observable of FILE (observables: 1:r0 1:r1)"},
      {"// clmm-expect: opencl states 1:r0=0 1:r0=1", "2:38", "'1:r0' is given twice in this state"},
      {"// clmm-expect: opencl states 1:r0=0 1:r1=0 ; 1:r0=1", "2:47",
       "this state gives no value to '1:r1' (a state gives one value to each of: 1:r0 1:r1)"},
      {"// clmm-expect: opencl states 1:r0=0 1:r1=0\n// clmm-expect: opencl states 1:r1=0 1:r0=0 racy", "3:31",
       "state listed twice for model 'opencl' (first at column 31 of line 2)"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.comment);
    Scratch s;
    auto f = s.write("bad.litmus", mp(c.comment));
    auto r = runClmm({"check", "--format", "brief", f});
    EXPECT_EQ(r.rc, 2);
    std::string message = c.message;
    if (auto p = message.find("FILE"); p != std::string::npos) message.replace(p, 4, f);
    EXPECT_EQ(lines(r.err).at(0), f + ":" + c.where + ": error: " + message);
    EXPECT_NE(r.err.find('^'), std::string::npos) << "a caret under the offending text";
    EXPECT_EQ(r.out, "BAD     " + f + " (bad input, see the error above)\n0 passed, 0 failed, 0 unknown, 1 bad input\n");
  }
}
