// Batches: the exit code of a whole run and its precedence (bad input 2 > unknown 3 >
// mismatch 1 > 0), identical output whatever -j, --timeout turning a slow test into `unknown`,
// --shard partitions that cover every test exactly once, and the progress line (only on a
// terminal, never with --quiet).
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"
#include "tests/cli/Spawn.h"

using clmm::test::lines;
using clmm::test::messagePassingRelaxed;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::slurp;

namespace {

// Allowed: the expectation is wrong on purpose.
const std::string kMpRelaxed = messagePassingRelaxed("// clmm-expect: opencl forbidden\n");

// The test paths named in brief output ("STATUS  PATH [MODEL] ...", "BAD     PATH (bad input...").
std::vector<std::string> briefPaths(const std::string& out) {
  std::vector<std::string> paths;
  for (const auto& l : lines(out)) {
    size_t end = l.find(l.rfind("BAD", 0) == 0 ? " (bad input" : " [");
    if (l.size() < 9 || l[0] == ' ' || end == std::string::npos) continue;
    paths.push_back(l.substr(8, end - 8));
  }
  return paths;
}

}  // namespace

TEST(Batch, ExitCodesAndTheirPrecedence) {
  Scratch s;
  auto pass = std::string("examples/ci-example/mp_relaxed.litmus");
  auto mismatch = s.write("mismatch.litmus", kMpRelaxed);
  auto slow = s.write("slow.litmus", clmm::test::slowLitmus());
  auto bad = s.write("bad.litmus", "OPENCL bad\n{ x=0; }\nP0 (global int* x) { *x = ; }\nexists (x=1)\n");
  auto run = [&](std::vector<std::string> files) {
    std::vector<std::string> args = {"check", "--format", "brief", "--timeout", "0.5", "-j", "2"};
    args.insert(args.end(), files.begin(), files.end());
    return runClmm(args);
  };
  EXPECT_EQ(run({pass}).rc, 0);
  EXPECT_EQ(run({pass, mismatch}).rc, 1);
  auto unknown = run({pass, mismatch, slow});
  EXPECT_EQ(unknown.rc, 3) << "an unknown result outranks a mismatch";
  EXPECT_EQ(lines(unknown.out).back(), "1 passed, 1 failed, 1 unknown");
  auto all = run({pass, mismatch, slow, bad});
  EXPECT_EQ(all.rc, 2) << "a bad input outranks everything";
  EXPECT_EQ(lines(all.out).back(), "1 passed, 1 failed, 1 unknown, 1 bad input");
  EXPECT_EQ(run({pass, "no/such/dir"}).rc, 2);
  auto usage = runClmm({"check", "--frobnicate", pass});
  EXPECT_EQ(usage.rc, 2);
}

TEST(Batch, DirectoriesAndGlobs) {
  auto r = runClmm({"check", "--format", "brief", "examples/ci-example/mp_*.litmus", "examples/basics"});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out,
            "ok      examples/ci-example/mp_relacq_dev.litmus [opencl] forbidden\n"
            "ok      examples/ci-example/mp_relaxed.litmus [opencl] allowed\n"
            "-       examples/ci-example/mp_wg_scope_race.litmus [opencl] racy (no expectation)\n"
            "ok      examples/basics/mp_dev.litmus [opencl] forbidden\n"
            "3 passed, 0 failed, 0 unknown, 1 without expectation\n");
}

TEST(Batch, TimeoutGivesAReportedUnknown) {
  Scratch s;
  auto slow = s.write("slow.litmus", clmm::test::slowLitmus());
  auto r = runClmm({"check", "--format", "brief", "--timeout", "0.5", "examples/ci-example/mp_relaxed.litmus", slow,
                    "examples/ci-example/sb_sc.litmus"});
  EXPECT_EQ(r.rc, 3) << r.err;
  auto out = lines(r.out);
  ASSERT_EQ(out.size(), 4u) << r.out;
  EXPECT_EQ(out[1].rfind("UNKNOWN " + slow + " [opencl] timeout after ", 0), 0u) << out[1];
  EXPECT_EQ(out[3], "2 passed, 0 failed, 1 unknown");
}

TEST(Batch, TimeoutOnACorpusTestThatNeedsSeconds) {
  CLMM_REQUIRE_CORPUS(corpus);
  auto r = runClmm({"check", "--format", "json", "--engine", "enumerate", "--timeout", "1",
                    corpus + "/dat3m/portedFromC11/manual/TSan.litmus"});
  EXPECT_EQ(r.rc, 3);
  auto j = nlohmann::json::parse(lines(r.out).at(0));
  EXPECT_EQ(j["verdict"], "unknown");
  EXPECT_TRUE(j["expectation"].is_null());
  EXPECT_EQ(r.err, "0 passed, 0 failed, 1 unknown\n");
}

TEST(Batch, OutputIsTheSameWhateverTheNumberOfWorkers) {
  std::vector<std::string> args = {"check",
                                   "-q",
                                   "--format",
                                   "brief",
                                   "-m",
                                   "opencl",
                                   "-m",
                                   "opencl-scoped",
                                   "examples/ci-example",
                                   "examples/basics",
                                   "tests/data/sb_relaxed.litmus"};
  auto one = args, two = args, four = args;
  one.insert(one.begin() + 1, {"-j", "1"});
  two.insert(two.begin() + 1, {"-j", "2"});
  four.insert(four.begin() + 1, {"-j", "4"});
  auto a = runClmm(one), b = runClmm(two), c = runClmm(four);
  EXPECT_EQ(a.rc, 0) << a.out << a.err;
  EXPECT_EQ(lines(a.out).size(), 17u) << a.out;
  EXPECT_EQ(a.out, b.out);
  EXPECT_EQ(a.out, c.out);
  EXPECT_EQ(a.rc, b.rc);
}

TEST(Batch, OutputIsTheSameWhateverTheNumberOfWorkersOnTheCorpus) {
  CLMM_REQUIRE_CORPUS(corpus);
  // Three folders of the corpus (not TSan, which only ever times out); a result that hits the
  // timeout on a loaded machine in one run only is compared by its place in the order alone.
  auto run = [&](const std::string& jobs) {
    auto r = runClmm({"check", "-q", "--herd-compat", "-j", jobs, "--format", "json", "--timeout", "10",
                      corpus + "/dat3m/herd", corpus + "/dat3m/overhauling", corpus + "/herd-legacy"});
    std::vector<nlohmann::json> results;
    for (const auto& l : lines(r.out)) {
      auto j = nlohmann::json::parse(l);
      j.erase("seconds");
      results.push_back(j);
    }
    return std::make_pair(r, results);
  };
  auto [a, ja] = run("1");
  auto [b, jb] = run("2");
  EXPECT_EQ(a.err, b.err) << "warnings and errors in the same order too";
  ASSERT_EQ(ja.size(), jb.size());
  EXPECT_GE(ja.size(), 50u);
  for (size_t i = 0; i < ja.size(); ++i) {
    EXPECT_EQ(ja[i]["file"], jb[i]["file"]);
    if (ja[i]["verdict"] != "unknown" && jb[i]["verdict"] != "unknown") {
      EXPECT_EQ(ja[i], jb[i]);
    }
  }
}

TEST(Batch, ShardsPartitionTheSortedInputs) {
  Scratch s;
  std::vector<std::string> names = {"b.litmus", "a.litmus", "d/c.litmus", "d/e.litmus",
                                    "f.litmus", "g.litmus", "h.litmus"};
  std::vector<std::string> all;
  for (const auto& n : names) all.push_back(s.write(n, kMpRelaxed));
  std::vector<std::string> sorted = all;
  std::sort(sorted.begin(), sorted.end());
  for (unsigned n : {1u, 2u, 3u, 7u, 9u}) {
    std::map<std::string, int> seen;
    for (unsigned i = 1; i <= n; ++i) {
      SCOPED_TRACE(std::to_string(i) + "/" + std::to_string(n));
      // Directories and files mixed, in an order that is not sorted.
      auto r = runClmm({"check", "--format", "brief", "--shard", std::to_string(i) + "/" + std::to_string(n), all[0],
                        all[1], s.path("d"), all[4], all[5], all[6]});
      auto got = briefPaths(r.out);
      EXPECT_EQ(r.rc, got.empty() ? 0 : 1);
      for (const auto& p : got) {
        ++seen[p];
        size_t k = static_cast<size_t>(std::find(sorted.begin(), sorted.end(), p) - sorted.begin());
        EXPECT_EQ(k % n + 1, i) << p << " belongs to shard " << k % n + 1;
      }
    }
    EXPECT_EQ(seen.size(), all.size()) << "every test in some shard (N=" << n << ")";
    for (const auto& [p, count] : seen) EXPECT_EQ(count, 1) << p << " in exactly one shard (N=" << n << ")";
  }
  for (std::string bad : {"0/2", "3/2", "2", "x/2", "1/0", "/2", "1/", ""}) {
    auto r = runClmm({"check", "--shard", bad, all[0]});
    EXPECT_EQ(r.rc, 2) << bad;
    EXPECT_EQ(r.err, "clmm: error: --shard: expected I/N with 1 <= I <= N, found '" + bad + "'\n");
  }
}

TEST(Batch, ShardsOfTheCorpusCoverEveryTestOnce) {
  CLMM_REQUIRE_CORPUS(corpus);
  std::set<std::string> expected;
  for (const auto& e : std::filesystem::recursive_directory_iterator(corpus))
    if (e.path().extension() == ".litmus") expected.insert(e.path().string());
  std::multiset<std::string> got;
  for (int i = 1; i <= 3; ++i) {
    auto r =
        runClmm({"check", "-q", "--format", "brief", "--timeout", "2", "--shard", std::to_string(i) + "/3", corpus});
    for (const auto& p : briefPaths(r.out)) got.insert(p);
  }
  EXPECT_EQ(std::set<std::string>(got.begin(), got.end()), expected);
  EXPECT_EQ(got.size(), expected.size()) << "no test in two shards";
}

TEST(Batch, ProgressOnlyOnATerminal) {
  auto plain = runClmm({"check", "--format", "brief", "examples/ci-example"});
  EXPECT_EQ(plain.err.find('\r'), std::string::npos) << "no progress line when stderr is not a terminal";
  auto tty = [](const std::string& extra) {
    std::vector<std::string> args = {"check", "--format", "brief"};
    if (!extra.empty()) args.push_back(extra);
    args.push_back("examples/ci-example");
    return clmm::test::runClmmOnTerminal(args);
  };
  std::string out = tty("");
  EXPECT_NE(out.find("\r[6/6] 0 failed, 0 unknown, "), std::string::npos) << out;
  EXPECT_NE(out.find("\x1b[K"), std::string::npos);
  EXPECT_NE(out.find("ok      examples/ci-example/sb_sc.litmus [opencl] forbidden"), std::string::npos);
  std::string quiet = tty("--quiet");
  EXPECT_EQ(quiet.find("\r["), std::string::npos) << quiet;
}
