// `clmm generate` under its limits (issue 37 item 8; docs/generate.md, "Limits"): tests are
// written as they are made, --timeout and a stop signal end it promptly, and what was made is
// written with its index, which lists exactly the files written. (--max-memory: MemoryCapTest.)
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <tuple>

#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"
#include "tests/cli/Spawn.h"

using clmm::test::has;
using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::slurp;
namespace fs = std::filesystem;

namespace {

// The .litmus files in `dir`.
size_t litmusFiles(const std::string& dir) {
  size_t n = 0;
  for (const auto& e : fs::directory_iterator(dir)) n += e.path().extension() == ".litmus" ? 1 : 0;
  return n;
}

// The index lists exactly the files written, one row each (its header first).
void expectIndexMatchesFiles(const std::string& dir, size_t& tests) {
  auto rows = lines(slurp(dir + "/index.csv"));
  ASSERT_GE(rows.size(), 1u);
  EXPECT_EQ(rows[0], "name,target,threads,cycle,annotations,placement");
  tests = rows.size() - 1;
  EXPECT_EQ(litmusFiles(dir), tests);
  for (size_t i = 1; i < rows.size(); ++i) {
    std::string name = rows[i].substr(0, rows[i].find(','));
    EXPECT_TRUE(fs::exists(dir + "/" + name + ".litmus")) << name;
  }
  EXPECT_TRUE(fs::exists(dir + "/index.json"));
}

}  // namespace

// --size 8 makes far more tests than 2 s allow: generation stops at the deadline, says how far it
// got, and exits 3 with the tests made so far written and indexed.
TEST(GenerateLimits, TimeoutStopsAndWritesWhatWasMade) {
  Scratch s;
  auto start = std::chrono::steady_clock::now();
  auto r = runClmm({"generate", "--size", "8", "--timeout", "2", "-o", s.path("out")});
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(r.rc, 3) << r.err;
  EXPECT_LT(seconds, 6.0);
  size_t tests = 0;
  expectIndexMatchesFiles(s.path("out"), tests);
  EXPECT_GT(tests, 0u);
  EXPECT_TRUE(has(r.err, "clmm: generate stopped (--timeout of 2 s reached): " + std::to_string(tests) +
                             " tests written in " + s.path("out") + ", listed in its index.csv and index.json"))
      << r.err;
  EXPECT_EQ(r.out, "");
}

// SIGINT and SIGTERM end generation within a second (not the 5 s fallback of a process that
// does not look), with what was made written and indexed.
TEST(GenerateLimits, SignalsStopPromptly) {
  for (auto [signal, rc, name] :
       {std::tuple<int, int, const char*>{SIGINT, 130, "SIGINT"}, {SIGTERM, 143, "SIGTERM"}}) {
    SCOPED_TRACE(name);
    Scratch s;
    int out = open(s.path("stdout").c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    int err = open(s.path("stderr").c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    int in = open("/dev/null", O_RDONLY | O_CLOEXEC);
    pid_t pid = clmm::test::spawnClmm({"generate", "--size", "8", "-o", s.path("out")}, in, out, err);
    for (int fd : {in, out, err}) close(fd);
    ASSERT_GT(pid, 0);
    // Once the first tests are on disk (streamed: before issue 37 nothing was written until the end).
    auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    while (std::chrono::steady_clock::now() < deadline &&
           (!fs::exists(s.path("out")) || litmusFiles(s.path("out")) < 10))
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    ASSERT_GE(litmusFiles(s.path("out")), 10u) << "no test written in 30 s";
    auto sent = std::chrono::steady_clock::now();
    kill(pid, signal);
    int code = clmm::test::waitExitCode(pid, 30);
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
    EXPECT_EQ(code, rc);
    EXPECT_LT(seconds, 2.0);
    size_t tests = 0;
    expectIndexMatchesFiles(s.path("out"), tests);
    EXPECT_TRUE(has(slurp(s.path("stderr")), std::string("clmm: generate stopped (interrupted by ") + name +
                                                 "): " + std::to_string(tests) + " tests written"))
        << slurp(s.path("stderr"));
  }
}

// A complete run is unchanged: every test of --size 3, 352 of them (docs/generate.md, "Vocabulary"), exit 0.
TEST(GenerateLimits, ACompleteRunWritesEveryTest) {
  Scratch s;
  auto r = runClmm({"generate", "--size", "3", "--timeout", "600", "-o", s.path("out")});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out, "generated 352 tests in " + s.path("out") + " (index.csv, index.json)\n");
  size_t tests = 0;
  expectIndexMatchesFiles(s.path("out"), tests);
  EXPECT_EQ(tests, 352u);
}
