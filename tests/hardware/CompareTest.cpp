// clmm compare on committed observed JSON (tests/hardware/data/observed-*.json, hand-written):
// allowed states only (exit 0), a forbidden state observed (exit 1, with the model's explanation
// of that state), racy states (catch-fire included), JSON Lines, JUnit, plots, and bad reports.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>
#include <regex>

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

namespace {

using clmm::test::runClmm;

const char* kMp = "examples/catalogue/mp_dev_two_groups.litmus";
const char* kMpWg = "examples/catalogue/mp_wg_two_groups.litmus";

TEST(Compare, AllowedStatesAndTheOnesNeverSeen) {
  auto r = runClmm({"compare", "--observed", "tests/hardware/data/observed-allowed.json", kMp});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("  1:r0=0 1:r1=-1   600   allowed\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  1:r0=1 1:r1=1   400   allowed\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Result ok\n"), std::string::npos) << r.out;
}

TEST(Compare, ForbiddenObservedExitsOneWithTheExplanation) {
  auto r = runClmm({"compare", "--observed", "tests/hardware/data/observed-forbidden.json", kMp});
  EXPECT_EQ(r.rc, 1) << r.err;
  EXPECT_NE(r.out.find("  1:r0=1 1:r1=0   3   forbidden   (the condition)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Forbidden observed: 3 instances\nWhy 1:r0=1 1:r1=0 is forbidden:\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Why forbidden: no consistent execution ends in a state where (1:r0=1 /\\ 1:r1=0)"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Result forbidden-observed\n"), std::string::npos) << r.out;
  // The forbidden state first, what the tester looks for; the allowed states' executions only
  // behind --explain-allowed.
  EXPECT_LT(r.out.find("   forbidden   (the condition)"), r.out.find("   allowed\n")) << r.out;
  EXPECT_EQ(r.out.find("Why allowed:"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("(--explain-allowed also shows an execution reaching each allowed state)\nResult"),
            std::string::npos)
      << r.out;
  auto all =
      runClmm({"compare", "--explain-allowed", "--observed", "tests/hardware/data/observed-forbidden.json", kMp});
  EXPECT_EQ(all.rc, 1) << all.err;
  EXPECT_NE(all.out.find("Why allowed: an execution without undefined behaviour reaches each allowed state\n"
                         "  State 1:r0=0 1:r1=-1:\n"),
            std::string::npos)
      << all.out;
  EXPECT_EQ(all.out.find("--explain-allowed also"), std::string::npos) << all.out;
}

TEST(Compare, RacyStatesAndCatchFire) {
  auto r = runClmm({"compare", "--observed", "tests/hardware/data/observed-racy.json", kMpWg});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("Instances 1000, 2 of them unfinished (a spin-wait gave up)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("  1:r0=1 1:r1=0   8   racy   (the condition)\n"), std::string::npos) << r.out;
  // The report's 0.5 s: 1000 instances, the condition's state 8 times.
  EXPECT_NE(r.out.find("Rate 2e+03 instances/s over 0.5 s; the condition's state 8 times, 16/s\n"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("  1:r0=1 1:r1=1   490   racy   (catch-fire"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Racy states observed: 998 instances"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Result racy-observed\n"), std::string::npos) << r.out;
}

TEST(Compare, JsonLinesAndJunit) {
  std::string junit = std::filesystem::temp_directory_path() / ("clmm-hw-junit-" + std::to_string(getpid()) + ".xml");
  auto r = runClmm({"compare", "--format", "json", "--junit", junit, "--observed",
                    "tests/hardware/data/observed-forbidden.json", kMp});
  EXPECT_EQ(r.rc, 1) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["result"], "forbidden-observed");
  EXPECT_EQ(j["backend"], "cuda");
  ASSERT_EQ(j["observed"].size(), 3u);
  EXPECT_EQ(j["observed"][1]["values"], nlohmann::json::array({1, 0}));
  EXPECT_EQ(j["observed"][1]["count"], 3);
  EXPECT_EQ(j["observed"][1]["class"], "forbidden");
  EXPECT_EQ(j["observed"][0]["class"], "allowed");
  // The condition (1:r0=1 1:r1=0) was seen 3 times in the report's 1000 instances over 0.5 s.
  EXPECT_EQ(j["condition_count"], 3);
  EXPECT_DOUBLE_EQ(j["instances_per_second"].get<double>(), 2000.0);
  EXPECT_DOUBLE_EQ(j["condition_per_second"].get<double>(), 6.0);
  EXPECT_NE(j["explanation"].get<std::string>().find("Why forbidden"), std::string::npos);
  std::string xml = clmm::test::slurp(junit);
  EXPECT_NE(xml.find("<failure"), std::string::npos) << xml;
  EXPECT_NE(xml.find("forbidden-observed"), std::string::npos) << xml;
  std::filesystem::remove(junit);
}

TEST(Compare, PlotColoursBarsByClass) {
  auto dir = std::filesystem::temp_directory_path() / ("clmm-hw-plot-" + std::to_string(getpid()));
  auto r = runClmm({"compare", "--plot", dir.string(), "--observed", "tests/hardware/data/observed-forbidden.json", kMp});
  EXPECT_EQ(r.rc, 1) << r.err;
  std::string svg = clmm::test::slurp((dir / "mp_dev_two_groups.svg").string());
  EXPECT_EQ(svg.rfind("<svg", 0), 0u) << svg.substr(0, 200);
  EXPECT_NE(svg.find("#c62828"), std::string::npos);  // the forbidden bar
  EXPECT_NE(svg.find("#2e7d32"), std::string::npos);  // allowed bars
  EXPECT_NE(svg.find("1:r0=1 1:r1=0: 3</title>"), std::string::npos);
  // The count above the tallest bar stays below the subtitle (11-pixel text: its top is 9 above
  // its baseline): the subtitle's baseline is y 38, and no count label reaches above y 50.
  std::regex countLabel("<text x=\"[0-9]+\" y=\"([0-9.]+)\" text-anchor=\"middle\">");
  double highest = 1e9;
  for (std::sregex_iterator it(svg.begin(), svg.end(), countLabel), end; it != end; ++it)
    highest = std::min(highest, std::stod((*it)[1]));
  EXPECT_GE(highest - 9, 50) << svg;
  EXPECT_NE(svg.find("<text x=\"60\" y=\"38\">"), std::string::npos) << svg;
  std::filesystem::remove_all(dir);
  auto bad = runClmm({"compare", "--plot", "/dev/null/plots", "--observed", "tests/hardware/data/observed-allowed.json", kMp});
  EXPECT_EQ(bad.rc, 2);
  EXPECT_NE(bad.err.find("clmm: error: cannot create the plot directory /dev/null/plots"), std::string::npos) << bad.err;
}

struct BadReport {
  const char* file;
  const char* error;
};

class BadObserved : public ::testing::TestWithParam<BadReport> {};

TEST_P(BadObserved, LocatedErrorExitTwo) {
  auto r = runClmm({"compare", "--observed", GetParam().file, kMp});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find(GetParam().error), std::string::npos) << r.err;
  EXPECT_EQ(r.out.find("Result"), std::string::npos) << r.out;
}

INSTANTIATE_TEST_SUITE_P(
    Hardware, BadObserved,
    ::testing::Values(
        BadReport{"tests/hardware/data/no-such.json",
                  "no-such.json: error: cannot read the observed states (no such file?); write them with a harness"},
        BadReport{"tests/hardware/data/observed-not-json.json", "observed-not-json.json:3:15: error: not valid JSON"},
        BadReport{"tests/hardware/data/observed-not-report.json",
                  "observed-not-report.json:1:1: error: not a harness report: expected an object with \"format\""},
        BadReport{"tests/hardware/data/observed-format-object.json",
                  "observed-format-object.json:1:1: error: not a harness report: expected an object with \"format\""},
        BadReport{"tests/hardware/data/observed-backend-list.json",
                  "observed-backend-list.json:1:42: error: \"backend\" is not a string"},
        BadReport{"tests/hardware/data/observed-instances-float.json",
                  "observed-instances-float.json:3:16: error: test 'MP_dev_two_groups': \"instances\" is 1e+71, not a "
                  "whole number"},
        // A value is named, not copied: 40 bytes of it at most.
        BadReport{"tests/hardware/data/observed-instances-array.json",
                  "observed-instances-array.json:3:16: error: test 'MP_dev_two_groups': \"instances\" is "
                  "[0,1,2,3,4,5,6,7,8,9,10,11,12,13,14,1..., not a whole number\n"},
        BadReport{"tests/hardware/data/observed-seconds-negative.json",
                  "observed-seconds-negative.json:3:31: error: test 'MP_dev_two_groups': \"seconds\" is -1, not a number "
                  "of seconds"},
        BadReport{"tests/hardware/data/observed-number-overflow.json",
                  "observed-number-overflow.json:3:46: error: a number out of range (number overflow parsing '1e400')"},
        BadReport{"tests/hardware/data/observed-malformed.json",
                  "observed-malformed.json:1:41: error: malformed test entry"},
        BadReport{"tests/hardware/data/observed-bad-count.json",
                  "observed-bad-count.json:4:43: error: test 'MP_dev_two_groups': a state has 1 values for 2 observables"},
        BadReport{"tests/hardware/data/observed-other-observables.json",
                  "mp_dev_two_groups.litmus: error: the observations of 'MP_dev_two_groups' name the observables [1:r0 x], "
                  "the test has [1:r0 1:r1]: regenerate the harness"},
        // Issue 37: what the JSON reader or a sum would lose silently (a forbidden state's observations
        // in the entry, key or count not read) is bad input, located.
        BadReport{"tests/hardware/data/observed-duplicate-entry.json",
                  "observed-duplicate-entry.json:5:3: error: test 'MP_dev_two_groups' of "
                  "'examples/catalogue/mp_dev_two_groups.litmus' has a second entry: a report holds one entry per test"},
        BadReport{"tests/hardware/data/observed-duplicate-tests-key.json",
                  "observed-duplicate-tests-key.json:6:2: error: the key \"tests\" is given twice in one object: a "
                  "report holds each key once (the JSON reader would keep one and ignore the other); write one report "
                  "per run, or merge the two \"tests\" arrays"},
        BadReport{"tests/hardware/data/observed-duplicate-key-in-entry.json",
                  "observed-duplicate-key-in-entry.json:5:4: error: the key \"states\" is given twice in one object: "
                  "a report holds each key once (the JSON reader would keep one and ignore the other); keep one of "
                  "them"},
        BadReport{"tests/hardware/data/observed-count-wraps.json",
                  "observed-count-wraps.json:3:3: error: test 'MP_dev_two_groups': its states' counts add up to more "
                  "than 2^64-1"},
        BadReport{"tests/hardware/data/observed-duplicate-state.json",
                  "observed-duplicate-state.json:3:3: error: test 'MP_dev_two_groups': the state 1:r0=1 1:r1=0 is "
                  "listed twice: a report lists each state once, with its count"},
        BadReport{"tests/hardware/data/observed-racy.json",
                  "mp_dev_two_groups.litmus: error: tests/hardware/data/observed-racy.json has no observations of test "
                  "'MP_dev_two_groups'"}),
    [](const ::testing::TestParamInfo<BadReport>& info) {
      std::string name = std::filesystem::path(info.param.file).stem().string();
      for (char& c : name)
        if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
      return name;
    });

}  // namespace

namespace {

// Issue 37: entries are matched to test files by path, or by a path's tail that only one entry
// and one file share (the harness ran in another folder); before, by the file name alone, so
// b/mp.litmus was held against a/mp.litmus's observations and b's forbidden state never checked.
TEST(Compare, EntriesMatchTestFilesByPathNeverByNameAlone) {
  clmm::test::Scratch s;
  const std::string test = clmm::test::slurp(kMp);
  const std::string a = s.write("suite/a/mp.litmus", test), b = s.write("suite/b/mp.litmus", test);
  auto entry = [](const std::string& file, const std::string& states) {
    return R"({"test": "MP_dev_two_groups", "file": ")" + file +
           R"(", "observables": ["1:r0", "1:r1"], "instances": 1000, "states": [)" + states + "]}";
  };
  const std::string allowed = R"({"values": [1, 1], "count": 1000})";
  const std::string forbidden = R"({"values": [1, 0], "count": 3}, {"values": [1, 1], "count": 997})";
  const std::string head = R"({"format": "clmm-observed-1", "backend": "cuda", "tests": [)";
  // The harness ran in suite/: its entries are a/mp.litmus and b/mp.litmus; compare gets absolute paths.
  const std::string both = s.write("both.json", head + entry("a/mp.litmus", allowed) + ",\n" +
                                                    entry("b/mp.litmus", forbidden) + "]}");
  auto r = runClmm({"compare", "-q", "--observed", both, a, b});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("Result ok\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Result forbidden-observed\n"), std::string::npos) << r.out;
  // The harness ran in suite/a/: one entry, mp.litmus, which could be either file's: refused.
  const std::string one = s.write("one.json", head + entry("mp.litmus", allowed) + "]}");
  r = runClmm({"compare", "-q", "--observed", one, a, b});
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_NE(r.err.find(": which observations are test 'MP_dev_two_groups''s is ambiguous: the report's entry of "
                       "'mp.litmus' could be this file's or '" + b + "''s: run compare on the paths the harness was "
                       "given (as the report names them)"),
            std::string::npos)
      << r.err;
  // Alone, the one file the entry can be is matched by the tail of its path.
  r = runClmm({"compare", "-q", "--observed", one, a});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  // Two entries that could both be one file's: refused.
  const std::string two = s.write("two.json", head + entry("a/mp.litmus", allowed) + ",\n" +
                                                  entry("suite/a/mp.litmus", forbidden) + "]}");
  r = runClmm({"compare", "-q", "--observed", two, a});
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_NE(r.err.find("is ambiguous: the entries of 'a/mp.litmus' and 'suite/a/mp.litmus' both could be test "
                       "'MP_dev_two_groups' of this file"),
            std::string::npos)
      << r.err;
}

}  // namespace
