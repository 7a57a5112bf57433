// `clmm check --format herd` (issue 17): the log is read back by a reader of herd7's log format,
// as herd's log tools read it, and what it reads agrees with clmm's own JSON results.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>

#include "tests/cli/Run.h"

using clmm::test::lines;
using clmm::test::runClmm;

namespace {

struct HerdTest {
  std::string name, kind;
  std::vector<std::string> states;
  std::string okNo;
  bool witnesses = false;
  long positive = -1, negative = -1;
  std::vector<std::string> flags;
  std::string condition, observation;
  long obsPositive = -1, obsNegative = -1;
};

// Reads a herd log strictly: every line must be one herd7 writes, in herd7's order; a line
// out of place fails the test.
std::vector<HerdTest> readHerdLog(const std::string& log) {
  static const std::regex test(R"(^Test (\S+) (Allowed|Forbidden|Required)$)");
  static const std::regex states(R"(^States (\d+)$)");
  static const std::regex state(R"(^(\S+=-?\d+;)( \S+=-?\d+;)*$)");
  static const std::regex counts(R"(^Positive: (\d+) Negative: (\d+)$)");
  static const std::regex flag(R"(^Flag (\S+)$)");
  static const std::regex condition(R"(^Condition ((exists|~exists|forall) .*)$)");
  static const std::regex observation(R"(^Observation (\S+) (Always|Sometimes|Never) (\d+) (\d+)$)");
  static const std::regex time(R"(^Time (\S+) (\d+\.\d+)$)");
  std::vector<HerdTest> out;
  auto ls = lines(log);
  size_t i = 0;
  std::smatch m;
  auto next = [&]() -> const std::string& {
    static const std::string end = "<end of log>";
    return i < ls.size() ? ls[i] : end;
  };
  while (i < ls.size()) {
    HerdTest t;
    const std::string& head = next();
    if (!std::regex_match(head, m, test)) ADD_FAILURE() << "expected 'Test NAME KIND', found: " << head;
    if (!std::regex_match(head, m, test)) return out;
    t.name = m[1], t.kind = m[2], ++i;
    const std::string& count = next();
    if (!std::regex_match(count, m, states)) ADD_FAILURE() << "expected 'States N', found: " << count;
    if (!std::regex_match(count, m, states)) return out;
    ++i;
    for (long n = std::stol(m[1]); n > 0; --n, ++i) {
      if (!std::regex_match(next(), state)) ADD_FAILURE() << "expected a state, found: " << next();
      t.states.push_back(next());
    }
    if (next() == "Ok" || next() == "No") {
      t.okNo = next(), ++i;
      if (next() == "Witnesses") {
        t.witnesses = true, ++i;
        if (!std::regex_match(next(), m, counts)) ADD_FAILURE() << "expected 'Positive: P Negative: N': " << next();
        else t.positive = std::stol(m[1]), t.negative = std::stol(m[2]), ++i;
      }
    }
    while (std::regex_match(next(), m, flag)) t.flags.push_back(m[1]), ++i;
    if (!t.okNo.empty()) {
      if (!std::regex_match(next(), m, condition)) ADD_FAILURE() << "expected 'Condition ...', found: " << next();
      else t.condition = m[1], ++i;
      if (!std::regex_match(next(), m, observation) || m[1] != t.name)
        ADD_FAILURE() << "expected 'Observation " << t.name << " ...', found: " << next();
      else t.observation = m[2], t.obsPositive = std::stol(m[3]), t.obsNegative = std::stol(m[4]), ++i;
    }
    if (!std::regex_match(next(), m, time) || m[1] != t.name) ADD_FAILURE() << "expected 'Time NAME S': " << next();
    ++i;
    if (next() != "") ADD_FAILURE() << "expected an empty line after a test, found: " << next();
    ++i;
    out.push_back(t);
  }
  return out;
}

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

TEST(HerdLog, AnUnknownResultIsLeftOutAndSaidOnStderr) {
  auto r = runClmm({"check", "--format", "herd", "--max-events", "3", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(r.rc, 3);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("clmm: warning: examples/basics/mp_dev.litmus [opencl]: unknown (the test has 6 events, more "
                       "than --max-events 3), so it is not in the herd log"),
            std::string::npos)
      << r.err;
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
