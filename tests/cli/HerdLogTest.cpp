// `clmm check --format herd` (issue 17): the log is read back by a reader of herd7's log format,
// as herd's log tools read it, and what it reads agrees with clmm's own JSON results.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "tests/cli/HerdLogReader.h"
#include "tests/cli/Run.h"

using clmm::test::lines;
using clmm::test::readHerdLog;
using clmm::test::runClmm;

namespace {

std::string writeTemp(const std::string& name, const std::string& text) {
  std::string path = std::filesystem::temp_directory_path().string() + "/" + name;
  std::ofstream(path) << text;
  return path;
}

}  // namespace

TEST(HerdLog, TheCatalogueReadsBackAsItsJsonResults) {
  auto herd = runClmm({"check", "--engine", "enumerate", "--format", "herd", "-j", "1", "examples/catalogue"});
  auto json = runClmm({"check", "--engine", "enumerate", "--format", "json", "-j", "1", "examples/catalogue"});
  ASSERT_NE(herd.rc, 2) << herd.err;
  EXPECT_EQ(herd.rc, json.rc);
  auto tests = readHerdLog(herd.out);
  auto results = lines(json.out);
  ASSERT_EQ(tests.size(), results.size());
  ASSERT_GE(tests.size(), 20u);
  for (size_t k = 0; k < tests.size(); ++k) {
    auto j = nlohmann::json::parse(results[k]);
    SCOPED_TRACE(j["file"].get<std::string>());
    EXPECT_EQ(tests[k].name, j["test"]);
    EXPECT_EQ(tests[k].states.size(), j["states"].size());
    if (j["condition"].is_null()) continue;
    EXPECT_EQ(tests[k].okNo, j["condition"]["holds"].get<bool>() ? "Ok" : "No");
    EXPECT_EQ(tests[k].condition, j["condition"]["text"]);
    EXPECT_TRUE(tests[k].witnesses) << "the explicit engine counts executions";
    EXPECT_EQ(tests[k].positive, j["condition"]["observation"]["positive"]);
    EXPECT_EQ(tests[k].negative, j["condition"]["observation"]["negative"]);
    EXPECT_EQ(tests[k].observation, j["condition"]["observation"]["result"]);
    EXPECT_EQ(tests[k].flags.empty(), j["verdict"] != "racy");
  }
  // The log is herd's lines only: the summary is on stderr.
  EXPECT_NE(herd.err.find(" passed, "), std::string::npos) << herd.err;
}

TEST(HerdLog, TheQuantifierNamesTheKindOfTest) {
  std::string sb = clmm::test::slurp(std::string(CLMM_SOURCE_DIR) + "/tests/data/sb_relaxed.litmus");
  std::string body = sb.substr(0, sb.rfind("exists"));
  auto notExists = writeTemp("clmm-herd-notexists.litmus", body + "~exists (0:r0=0 /\\ 1:r1=0)\n");
  auto forall = writeTemp("clmm-herd-forall.litmus", body + "forall (0:r0=0 \\/ 0:r0=1)\n");
  auto r = runClmm({"check", "--engine", "enumerate", "--format", "herd", "tests/data/sb_relaxed.litmus", notExists,
                    forall});
  ASSERT_EQ(r.rc, 0) << r.err;
  auto tests = readHerdLog(r.out);
  ASSERT_EQ(tests.size(), 3u) << r.out;
  EXPECT_EQ(tests[0].kind, "Allowed");
  EXPECT_EQ(tests[0].okNo, "Ok");
  EXPECT_EQ(tests[0].observation, "Sometimes");
  EXPECT_EQ(tests[1].kind, "Forbidden");
  EXPECT_EQ(tests[1].okNo, "No");
  EXPECT_EQ(tests[1].condition, "~exists (0:r0=0 /\\ 1:r1=0)");
  EXPECT_EQ(tests[2].kind, "Required");
  EXPECT_EQ(tests[2].okNo, "Ok");
  EXPECT_EQ(tests[2].observation, "Always");
  EXPECT_EQ(tests[0].states.size(), 4u);
  EXPECT_NE(std::find(tests[0].states.begin(), tests[0].states.end(), "0:r0=0; 1:r1=0;"), tests[0].states.end());
  std::filesystem::remove(notExists);
  std::filesystem::remove(forall);
}

TEST(HerdLog, TheZ3EngineHasNoWitnessCounts) {
  auto r = runClmm({"check", "--engine", "smt", "--format", "herd", "tests/data/sb_relaxed.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  auto tests = readHerdLog(r.out);
  ASSERT_EQ(tests.size(), 1u);
  EXPECT_FALSE(tests[0].witnesses) << "Z3 counts final states, not executions";
  EXPECT_EQ(tests[0].observation, "Sometimes");
}

TEST(HerdLog, AnUnknownResultIsMarkedAndSaidOnStderr) {
  auto r = runClmm({"check", "--format", "herd", "--max-events", "3", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(r.rc, 3);
  auto tests = readHerdLog(r.out);
  ASSERT_EQ(tests.size(), 1u) << r.out;
  EXPECT_EQ(tests[0].name, "MP_dev");
  EXPECT_EQ(tests[0].okNo, "??") << "herd's word for a result it does not know";
  EXPECT_TRUE(tests[0].states.empty());
  EXPECT_EQ(tests[0].validationLine, "?? unknown: the test has 6 events, more than --max-events 3");
  EXPECT_NE(r.err.find("clmm: warning: examples/basics/mp_dev.litmus [opencl]: unknown (the test has 6 events, more "
                       "than --max-events 3), marked ?? in the herd log"),
            std::string::npos)
      << r.err;
}

// --skip switches checks off: the result is not the model's own, and the log says so in a line
// herd's reader skips (between Test and States).
TEST(HerdLog, SkippedChecksAreMarked) {
  auto r = runClmm({"check", "--format", "herd", "--skip", "CohG", "examples/basics/mp_dev.litmus"});
  ASSERT_NE(r.rc, 2) << r.err;
  auto tests = readHerdLog(r.out);
  ASSERT_EQ(tests.size(), 1u) << r.out;
  ASSERT_EQ(tests[0].preamble.size(), 1u);
  EXPECT_EQ(tests[0].preamble[0], "Skipped checks: CohG (switched off by --skip: not the model's own result)");
  EXPECT_EQ(tests[0].okNo, "No");
}

// herd reads a test without a final condition as `forall (true)`; names herd's reader would not
// take have their other characters replaced.
TEST(HerdLog, NoConditionAndOddNames) {
  std::string path = writeTemp("clmm herd (odd).litmus",
                               "OpenCL odd name(1)\n{ x=0; }\nP0 (global atomic_int* x) {\n  atomic_store(x, 1);\n}\n");
  auto r = runClmm({"check", "--format", "herd", path});
  ASSERT_EQ(r.rc, 0) << r.err;
  auto tests = readHerdLog(r.out);
  ASSERT_EQ(tests.size(), 1u) << r.out;
  EXPECT_EQ(tests[0].name, "odd_name_1_");
  EXPECT_EQ(tests[0].kind, "Required");
  EXPECT_EQ(tests[0].okNo, "Ok");
  EXPECT_EQ(tests[0].condition, "forall (true)");
  EXPECT_EQ(tests[0].observation, "Always");
  std::filesystem::remove(path);
}

TEST(HerdLog, OneModelPerLog) {
  auto r = runClmm({"check", "--format", "herd", "-m", "opencl", "-m", "opencl-scoped", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_EQ(r.err, "clmm: error: a herd log holds the results of one model, as herd writes one log per model; run "
                   "clmm check --format herd once per --model (one log each)\n");
}

TEST(HerdLog, ExplainIsRefusedWithTheFormatsThatTakeIt) {
  auto r = runClmm({"check", "--format", "herd", "--explain", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("--explain cannot be combined with --format herd"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("use --format text, brief or json"), std::string::npos) << r.err;
}

namespace {

size_t litmusFiles(const std::string& dir) {
  size_t n = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".litmus") ++n;
  return n;
}

// Every test of a whole run is one block that herd's reader takes, nothing else is in the log,
// and the witness counts add up.
// (Files that are bad input, as some corpus tests are on purpose, have no block: their located
// errors are on stderr.)
void expectWholeRunReads(const std::vector<std::string>& args, size_t files) {
  auto r = runClmm(args);
  ASSERT_TRUE(r.rc == 0 || r.rc == 1 || r.rc == 2 || r.rc == 3) << r.err.substr(0, 2000);
  std::set<std::string> bad;
  static const std::regex located(R"(^(.*\.litmus):\d+:\d+: error: .*)");
  std::smatch m;
  for (const auto& l : lines(r.err))
    if (std::regex_match(l, m, located)) bad.insert(m[1]);
  auto tests = readHerdLog(r.out);
  EXPECT_EQ(tests.size() + bad.size(), files);
  EXPECT_GT(tests.size(), files / 2);
  for (const auto& t : tests) {
    SCOPED_TRACE(t.name);
    EXPECT_TRUE(t.timed);
    EXPECT_FALSE(t.condition.empty());
    if (t.witnesses) {
      EXPECT_EQ(t.positive, t.obsPositive);
    }
  }
}

}  // namespace

// A user hands a whole-corpus log to mcompare7: the OpenCL corpus under opencl and Dat3M's PTX
// tests under ptx (every eighth file, sorted by path: the whole of it takes minutes, the slowest
// tests reaching the time limit and showing as `??`) read as herd's reader reads them.
TEST(HerdLog, WholeCorpusRunsReadAsHerdReadsThem) {
  CLMM_REQUIRE_CORPUS(dir);
  expectWholeRunReads({"check", "--herd-compat", "--format", "herd", "--timeout", "60", dir}, litmusFiles(dir));
  std::string ptx = std::string(CLMM_SOURCE_DIR) + "/../shared/dat3m-ptx";
  if (const char* env = std::getenv("CLMM_PTX_CORPUS"); env && *env) ptx = env;
  if (!std::filesystem::is_directory(ptx)) GTEST_SKIP() << "PTX corpus not found (../shared/dat3m-ptx or $CLMM_PTX_CORPUS): skipped";
  std::vector<std::string> all;
  for (const auto& e : std::filesystem::recursive_directory_iterator(ptx))
    if (e.is_regular_file() && e.path().extension() == ".litmus") all.push_back(e.path().string());
  std::sort(all.begin(), all.end());
  std::vector<std::string> args = {"check", "-m", "ptx", "--format", "herd", "--timeout", "3"};
  size_t sample = 0;
  for (size_t k = 0; k < all.size(); k += 8, ++sample) args.push_back(all[k]);
  expectWholeRunReads(args, sample);
}
