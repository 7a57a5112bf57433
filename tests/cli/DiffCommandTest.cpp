// `clmm diff --model A --model B PATH...`: lists the tests whose verdicts or state sets differ
// between two models, with the differences; exit 0 when none differ, 1 when some do, and on
// the corpus exactly the two tests whose reference results differ between opencl and
// opencl-scoped; --format json, one record per test.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <set>
#include <sstream>

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::Scratch;

TEST(DiffCommand, ListsDifferingTestsWithTheirDifferences) {
  // tests/data/user-model.cat is plain sequential consistency.
  auto r = runClmm({"diff", "--model", "opencl", "--model", "tests/data/user-model.cat", "examples/basics/mp_dev.litmus",
                    "tests/data/sb_relaxed.litmus"});
  EXPECT_EQ(r.rc, 1) << r.err;
  EXPECT_EQ(r.out,
            "tests/data/sb_relaxed.litmus\n"
            "  verdict: opencl allowed, tests/data/user-model.cat forbidden\n"
            "  only under opencl: 0:r0=0 1:r1=0 (allowed)\n"
            "1 of 2 tests differ between opencl and tests/data/user-model.cat\n");
}

TEST(DiffCommand, ClassChangesAndStatesOnlyUnderTheSecondModel) {
  // The SC model has no race flag, so nothing is racy under it, and SB's weak state is gone.
  auto r = runClmm({"diff", "-m", "tests/data/user-model.cat", "-m", "opencl", "examples/ci-example/mp_wg_scope_race.litmus",
                    "tests/data/sb_relaxed.litmus"});
  EXPECT_EQ(r.rc, 1) << r.err;
  EXPECT_EQ(r.out,
            "examples/ci-example/mp_wg_scope_race.litmus\n"
            "  verdict: tests/data/user-model.cat forbidden, opencl racy\n"
            "  only under opencl: 1:r0=1 1:r1=0 (racy)\n"
            "  only under tests/data/user-model.cat: 1:r0=1 1:r1=1 (allowed)\n"
            "  class changed: 1:r0=0 1:r1=-1: tests/data/user-model.cat allowed, opencl racy\n"
            "tests/data/sb_relaxed.litmus\n"
            "  verdict: tests/data/user-model.cat forbidden, opencl allowed\n"
            "  only under opencl: 0:r0=0 1:r1=0 (allowed)\n"
            "2 of 2 tests differ between tests/data/user-model.cat and opencl\n");
}

TEST(DiffCommand, NoDifferenceIsExitZero) {
  auto r = runClmm({"diff", "-m", "opencl", "-m", "opencl-scoped", "-j", "2", "examples/ci-example"});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out, "0 of 6 tests differ between opencl and opencl-scoped\n");
}

TEST(DiffCommand, UnknownAndBadInputs) {
  Scratch s;
  auto slow = s.write("slow.litmus", clmm::test::slowLitmus());
  auto r = runClmm({"diff", "-m", "opencl", "-m", "opencl-scoped", "--timeout", "0.3", slow,
                    "examples/ci-example/sb_sc.litmus"});
  EXPECT_EQ(r.rc, 3);
  auto out = lines(r.out);
  ASSERT_EQ(out.size(), 4u) << r.out;
  EXPECT_EQ(out[0], slow);
  EXPECT_EQ(out[1].rfind("  unknown under opencl: timeout after ", 0), 0u) << out[1];
  EXPECT_EQ(out[3], "0 of 2 tests differ between opencl and opencl-scoped, 1 unknown");
  auto bad = s.write("bad.litmus", "OPENCL bad\n{ x=0; }\nP0 (global int* x) { *x = ; }\nexists (x=1)\n");
  auto b = runClmm({"diff", "-m", "opencl", "-m", "opencl-scoped", bad, "examples/ci-example/sb_sc.litmus"});
  EXPECT_EQ(b.rc, 2);
  EXPECT_EQ(b.out, "0 of 1 tests differ between opencl and opencl-scoped, 1 bad input\n");
  EXPECT_EQ(lines(b.err).at(0).rfind(bad + ":3:", 0), 0u) << b.err;
}

TEST(DiffCommand, NeedsTwoDifferentModels) {
  for (std::vector<std::string> args : {std::vector<std::string>{"diff", "-m", "opencl", "tests/data/sb_relaxed.litmus"},
                                        {"diff", "tests/data/sb_relaxed.litmus"},
                                        {"diff", "-m", "opencl", "-m", "opencl", "tests/data/sb_relaxed.litmus"},
                                        {"diff", "-m", "opencl", "-m", "opencl-scoped", "-m", "opencl-spec",
                                         "tests/data/sb_relaxed.litmus"}}) {
    auto r = runClmm(args);
    EXPECT_EQ(r.rc, 2);
    EXPECT_EQ(r.err, "clmm: error: clmm diff compares two different models: --model A --model B (or one model's "
                     "results with a herd7 or litmus7 log: --herd-log FILE)\n");
  }
  auto engine = runClmm({"diff", "-m", "opencl", "-m", "opencl-scoped", "--engine", "magic", "tests/data/sb_relaxed.litmus"});
  EXPECT_EQ(engine.rc, 2);
  EXPECT_NE(engine.err.find("unknown engine 'magic'"), std::string::npos);
}

TEST(DiffCommand, OnTheCorpusExactlyTheTestsWhoseReferenceResultsDiffer) {
  CLMM_REQUIRE_CORPUS(corpus);
  // The default engine, as for clmm check, is the Z3 engine: it decides every corpus test in
  // well under a second (the explicit engine cannot finish TSan.litmus, and under the sanitizers
  // some RSP tests take long), so the generous timeout is only a safety net: no test may end up
  // unknown.
  auto r = runClmm({"diff", "-q", "--model", "opencl", "--model", "opencl-scoped",
                    "--timeout", "300", corpus});
  EXPECT_EQ(r.rc, 2) << "the corpus holds ill-formed tests";
  std::set<std::string> differing, unknown;
  std::string current;
  for (const auto& l : lines(r.out)) {
    if (l.rfind("  ", 0) != 0) {
      current = l;
      continue;
    }
    if (l.rfind("  unknown under", 0) == 0) unknown.insert(current.substr(corpus.size() + 1));
    else differing.insert(current.substr(corpus.size() + 1));
  }
  // The tests whose reference results differ: class, herd's judgement, or state files.
  std::set<std::string> reference;
  auto tsv = lines(clmm::test::slurp(corpus + "/expected.tsv"));
  auto cells = [](const std::string& line) {
    std::vector<std::string> out;
    std::istringstream in(line);
    for (std::string c; std::getline(in, c, '\t');) out.push_back(c);
    return out;
  };
  auto header = cells(tsv.at(0));
  auto column = [&](const std::string& name) {
    return static_cast<size_t>(std::find(header.begin(), header.end(), name) - header.begin());
  };
  for (size_t i = 1; i < tsv.size(); ++i) {
    auto row = cells(tsv[i]);
    std::string key;  // the state files' name: the path with every '/' replaced by "__"
    for (char ch : row[0]) key += ch == '/' ? std::string("__") : std::string(1, ch);
    std::string a = row.at(column("popl16-opencl_class")), b = row.at(column("popl16-scopedsc_class"));
    if (a != "allowed" && a != "forbidden" && a != "racy") continue;  // herd has no result (TSan, ...)
    if (b != "allowed" && b != "forbidden" && b != "racy") continue;
    bool differs = false;
    for (const char* col : {"_class", "_herd"})
      differs |= row.at(column(std::string("popl16-opencl") + col)) != row.at(column(std::string("popl16-scopedsc") + col));
    for (const char* ext : {".states", ".racy-only"})
      differs |= clmm::test::slurp(corpus + "/states/popl16-opencl/" + key + ext) !=
                 clmm::test::slurp(corpus + "/states/popl16-scopedsc/" + key + ext);
    if (differs) reference.insert(row[0]);
  }
  EXPECT_EQ(reference, (std::set<std::string>{"dat3m/overhauling/IRIW_sc_wg.litmus", "dat3m/overhauling/example10.litmus"}));
  EXPECT_EQ(differing, reference) << r.out;
  EXPECT_TRUE(unknown.empty()) << *unknown.begin();
  EXPECT_EQ(lines(r.out).back().rfind("2 of ", 0), 0u) << r.out;
}

// --format json: one JSON Lines record per test (the same tests too), the summary on stderr.
TEST(DiffCommand, JsonRecordPerTest) {
  auto r = runClmm({"diff", "--format", "json", "-m", "tests/data/user-model.cat", "-m", "opencl",
                    "examples/ci-example/mp_wg_scope_race.litmus", "examples/ci-example/sb_sc.litmus"});
  EXPECT_EQ(r.rc, 1) << r.err;
  EXPECT_EQ(r.err, "1 of 2 tests differ between tests/data/user-model.cat and opencl\n");
  auto out = lines(r.out);
  ASSERT_EQ(out.size(), 2u) << r.out;
  auto differ = nlohmann::json::parse(out[0]);
  const std::string sc = "tests/data/user-model.cat";
  EXPECT_EQ(differ["file"], "examples/ci-example/mp_wg_scope_race.litmus");
  EXPECT_EQ(differ["test"], "MP_wg_scope_race");
  EXPECT_EQ(differ["models"], nlohmann::json::array({sc, "opencl"}));
  EXPECT_EQ(differ["status"], "differ");
  EXPECT_EQ(differ["verdicts"], nlohmann::json({{sc, "forbidden"}, {"opencl", "racy"}}));
  EXPECT_EQ(differ["observables"], nlohmann::json::array({"1:r0", "1:r1"}));
  auto d = differ["differences"];
  ASSERT_EQ(d.size(), 4u) << d.dump();
  EXPECT_EQ(d[0], nlohmann::json({{"kind", "verdict"}, {"verdicts", {{sc, "forbidden"}, {"opencl", "racy"}}}}));
  EXPECT_EQ(d[1], nlohmann::json(
                      {{"kind", "only-under"}, {"model", "opencl"}, {"state", {{"1:r0", 1}, {"1:r1", 0}}}, {"class", "racy"}}));
  EXPECT_EQ(d[2], nlohmann::json(
                      {{"kind", "only-under"}, {"model", sc}, {"state", {{"1:r0", 1}, {"1:r1", 1}}}, {"class", "allowed"}}));
  EXPECT_EQ(d[3], nlohmann::json({{"kind", "class-changed"},
                                  {"state", {{"1:r0", 0}, {"1:r1", -1}}},
                                  {"classes", {{sc, "allowed"}, {"opencl", "racy"}}}}));
  auto same = nlohmann::json::parse(out[1]);
  EXPECT_EQ(same["status"], "same");
  EXPECT_EQ(same["verdicts"], nlohmann::json({{sc, "forbidden"}, {"opencl", "forbidden"}}));
  EXPECT_TRUE(same["differences"].empty());
}

TEST(DiffCommand, JsonUnknownAndBadFormat) {
  Scratch s;
  auto slow = s.write("slow.litmus", clmm::test::slowLitmus());
  auto r = runClmm({"diff", "--format", "json", "-m", "opencl", "-m", "opencl-scoped", "--engine", "enumerate",
                    "--timeout", "0.3", slow});
  EXPECT_EQ(r.rc, 3);
  auto out = lines(r.out);
  ASSERT_EQ(out.size(), 1u) << r.out;
  auto j = nlohmann::json::parse(out[0]);
  EXPECT_EQ(j["status"], "unknown");
  EXPECT_TRUE(j["verdicts"]["opencl"].is_null());
  EXPECT_TRUE(j["unknown"]["opencl"].is_string());
  r = runClmm({"diff", "--format", "herd", "-m", "opencl", "-m", "opencl-scoped", "examples/ci-example/sb_sc.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find("--format"), std::string::npos) << r.err;
}
