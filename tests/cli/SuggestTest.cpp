// Errors that suggest the fix (issue 17): --skip names the model's checks and takes herd's comma
// list, results computed with checks skipped say so in every format, and enumerated option
// values (formats, engines, checks) get a "did you mean".
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "tests/cli/Run.h"

using clmm::test::runClmm;
using clmm::test::slurp;

namespace {
const std::string kMp = "examples/basics/mp_dev.litmus";
}

TEST(Suggest, UnknownCheckListsTheModelsChecksWithTheNearest) {
  auto r = runClmm({"check", "--skip", "Coh", kMp});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "clmm: error: model 'opencl' has no check named 'Coh'; did you mean 'CohG'? (its checks: HbG, "
                   "HbL, CohG, CohL, Rf, NaRfG, NaRfL, Rmw, data_race, barrier_divergence, unsequenced_race, "
                   "out_of_bounds, undefined_arithmetic, SC)\n");
  auto lower = runClmm({"check", "--skip", "sc", kMp});
  EXPECT_EQ(lower.rc, 2);
  EXPECT_NE(lower.err.find("no check named 'sc'; did you mean 'SC'?"), std::string::npos) << lower.err;
  auto far = runClmm({"check", "--skip", "Foo", kMp});
  EXPECT_EQ(far.rc, 2);
  EXPECT_EQ(far.err.find("did you mean"), std::string::npos) << far.err;
  EXPECT_NE(far.err.find("(its checks: HbG"), std::string::npos) << far.err;
}

TEST(Suggest, SkipTakesHerdsCommaList) {
  auto comma = runClmm({"check", "--engine", "enumerate", "--skip", "CohG,HbG", kMp});
  auto repeated = runClmm({"check", "--engine", "enumerate", "--skip", "HbG", "--skip", "CohG", kMp});
  ASSERT_EQ(comma.rc, 0) << comma.err;
  ASSERT_EQ(repeated.rc, 0) << repeated.err;
  auto firstLine = [](const std::string& s) { return s.substr(0, s.find('\n')); };
  EXPECT_EQ(firstLine(comma.out), firstLine(repeated.out));
  auto bad = runClmm({"check", "--skip", "CohG,Nope", kMp});
  EXPECT_EQ(bad.rc, 2);
  EXPECT_NE(bad.err.find("no check named 'Nope'"), std::string::npos) << bad.err;
}

TEST(Suggest, SkippedChecksAreLabelledInEveryFormat) {
  auto text = runClmm({"check", "--engine", "enumerate", "--skip", "CohG,HbG", kMp});
  ASSERT_EQ(text.rc, 0) << text.err;
  EXPECT_NE(text.out.find("model opencl, engine enumerate, checks skipped: --skip CohG,HbG\n"), std::string::npos)
      << text.out;
  auto brief = runClmm({"check", "--engine", "enumerate", "--format", "brief", "--skip", "HbG", kMp});
  ASSERT_EQ(brief.rc, 0) << brief.err;
  EXPECT_NE(brief.out.find(kMp + " [opencl, checks skipped: --skip HbG] "), std::string::npos) << brief.out;
  std::string junit = std::filesystem::temp_directory_path().string() + "/clmm-skip-junit.xml";
  auto json = runClmm({"check", "--engine", "enumerate", "--format", "json", "--skip", "HbG", "--junit", junit, kMp});
  ASSERT_EQ(json.rc, 0) << json.err;
  EXPECT_NE(json.out.find("\"skipped_checks\":[\"HbG\"]"), std::string::npos) << json.out;
  std::string xml = slurp(junit);
  EXPECT_NE(xml.find("name=\"mp_dev.litmus [opencl, checks skipped: --skip HbG]\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("<property name=\"skipped_checks\" value=\"HbG\"/>"), std::string::npos) << xml;
  std::filesystem::remove(junit);
  // Without --skip nothing is labelled.
  auto plain = runClmm({"check", "--engine", "enumerate", "--format", "json", kMp});
  EXPECT_EQ(plain.out.find("skipped"), std::string::npos) << plain.out;
}

TEST(Suggest, DiffTakesSkip) {
  auto r = runClmm({"diff", "-m", "opencl", "-m", "opencl-scoped", "--skip", "CohG,HbG", kMp});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("between opencl and opencl-scoped (checks skipped: --skip CohG,HbG)"), std::string::npos)
      << r.out;
  auto bad = runClmm({"diff", "-m", "opencl", "-m", "ptx", "--skip", "Coh", kMp});
  EXPECT_EQ(bad.rc, 2);
  EXPECT_EQ(bad.out, "");
  EXPECT_NE(bad.err.find("has no check named 'Coh'; did you mean"), std::string::npos) << bad.err;
}

TEST(Suggest, EnumeratedOptionValuesSuggestTheNearest) {
  auto format = runClmm({"check", "--format", "jsn", kMp});
  EXPECT_EQ(format.rc, 2);
  EXPECT_EQ(format.out, "");
  EXPECT_NE(format.err.find("--format: expected text, brief, json or herd, found 'jsn'; did you mean 'json'?"),
            std::string::npos)
      << format.err;
  auto engine = runClmm({"check", "--engine", "enumerat", kMp});
  EXPECT_EQ(engine.rc, 2);
  EXPECT_EQ(engine.err, "clmm: error: unknown engine 'enumerat' (expected auto, enumerate, smt); did you mean "
                        "'enumerate'?\n");
  auto refine = runClmm({"refine", "--format", "txt", kMp, kMp});
  EXPECT_EQ(refine.rc, 2);
  EXPECT_NE(refine.err.find("found 'txt'; did you mean 'text'?"), std::string::npos) << refine.err;
  auto model = runClmm({"check", "-m", "OpenCL", kMp});
  EXPECT_EQ(model.rc, 2);
  EXPECT_NE(model.err.find("did you mean 'opencl'?"), std::string::npos) << model.err;
}

// Mapping files: a ';' missing between two target operations is reported where it goes, on one
// line and across a line break, not as a rule without its access.
TEST(Suggest, MappingFileMissingSemicolonIsReportedWhereItGoes) {
  std::string map = std::filesystem::temp_directory_path().string() + "/clmm-missing-semi.map";
  std::ofstream(map) << "store order=release -> fence($flags, release, $scope) store(relaxed, $scope)\n"
                        "load order=acquire -> load(relaxed, $scope)\n"
                        "                      fence($flags, acquire, $scope)\n";
  auto r = runClmm({"lower", "--mapping", map, kMp});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, map + ":1:54: error: missing ';' between two target operations: write ';' here, before "
                         "'store(...)'\n"
                         "  store order=release -> fence($flags, release, $scope) store(relaxed, $scope)\n"
                         "                                                       ^\n" +
                       map + ":2:44: error: missing ';' between two target operations: write ';' here, before "
                             "'fence(...)'\n"
                             "  load order=acquire -> load(relaxed, $scope)\n"
                             "                                             ^\n");
  std::filesystem::remove(map);
}

// Mapping files: every enumerated word (operations, fields, orders, scopes, regions, fence flags,
// target operations) gets the nearest, a swap of two letters counting as one slip.
TEST(Suggest, MappingFileWordsSuggestTheNearest) {
  std::string map = std::filesystem::temp_directory_path().string() + "/clmm-mapping-words.map";
  std::ofstream(map) << "load order=aquire -> load(relaxed, $scope)\n"
                        "store scope=devise -> store($order, $scope)\n"
                        "stor -> nothing\n"
                        "rmw -> rmw(seq_cts, $scope)\n"
                        "fence -> fense($flags, $order, $scope)\n"
                        "fence flags=globl -> fence($flags, $order, $scope)\n"
                        "load ordr=relaxed -> load($order, $scope)\n"
                        "store region=locl -> store($order, $scope)\n";
  auto r = runClmm({"lower", "--mapping", map, kMp});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out, "");
  const std::vector<std::pair<std::string, std::string>> expected = {
      {":1:12: error: unknown order 'aquire'", "did you mean 'acquire'?"},
      {":2:13: error: unknown scope 'devise'", "did you mean 'device'?"},
      {":3:1: error: unknown operation 'stor'", "did you mean 'store'?"},
      {":4:12: error: expected an order", "found 'seq_cts'; did you mean 'seq_cst'?"},
      {":5:10: error: unknown target operation 'fense'", "did you mean 'fence'?"},
      {":6:13: error: unknown fence flag 'globl'", "did you mean 'global'?"},
      {":7:6: error: 'ordr' is not a field of load patterns", "did you mean 'order'?"},
      {":8:14: error: unknown region 'locl'", "did you mean 'local'?"}};
  auto errLines = clmm::test::lines(r.err);
  std::vector<std::string> messages;
  for (const auto& l : errLines)
    if (l.rfind(map + ":", 0) == 0) messages.push_back(l.substr(map.size()));
  ASSERT_EQ(messages.size(), expected.size()) << r.err;
  for (size_t i = 0; i < expected.size(); ++i) {
    EXPECT_EQ(messages[i].rfind(expected[i].first, 0), 0u) << messages[i];
    EXPECT_EQ(messages[i].size() - messages[i].rfind(expected[i].second), expected[i].second.size()) << messages[i];
  }
  std::filesystem::remove(map);
}
