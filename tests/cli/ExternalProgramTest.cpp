// The programs clmm starts and what it reads back from them (issue 37 items 5, 6, 7, 9): a path
// is never read as an option, a compiler's output in a batch goes through the input guard, every
// program runs under the test's budget (a compiler under --timeout, Graphviz under the test's
// deadline), and a batch under an address-space limit keeps every result.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <string>

#include "support/Process.h"
#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::has;
using clmm::test::runClmm;
using clmm::test::runProgram;
using clmm::test::Scratch;
using clmm::test::slurp;
namespace fs = std::filesystem;

namespace {

const char* const kTest = "examples/catalogue/mp_dev_two_groups.litmus";
const char* const kFixture = "targets/fixtures/nvcc/mp_dev_two_groups-f9af1fd3f482.ptx";

// `clmm ARGS...` and the seconds it took.
struct Timed {
  clmm::test::RunResult r;
  double seconds = 0;
};
Timed timedClmm(const std::vector<std::string>& args, const std::vector<std::string>& env = {}) {
  auto start = std::chrono::steady_clock::now();
  Timed t;
  t.r = runClmm(args, "", env);
  t.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return t;
}

// Two tests for one batch of the compiler (two copies of the message-passing test).
std::vector<std::string> twoTests(const Scratch& s) {
  std::string text = slurp(std::string(CLMM_SOURCE_DIR) + "/" + kTest);
  return {s.write("a.litmus", text), s.write("b.litmus", text + "\n")};
}

// The batch of two copies of that test, compiled (tests/fuzz/seeds/batch: the fixture's kernels twice).
const char* const kBatchFixture = "tests/fuzz/seeds/batch/mp_two_tests.ptx";

std::string hostileCompiler(const std::string& mode, const char* fixture = kFixture) {
  return "tests/compile/hostile-compiler.sh " + mode + " {src} {out} " + std::string(CLMM_SOURCE_DIR) + "/" + fixture;
}

}  // namespace

// --- item 5: a path is never an option ---

TEST(PathArgument, APathFromADashGetsDotSlash) {
  EXPECT_EQ(clmm::pathArgument("-run-0123.cu"), "./-run-0123.cu");
  EXPECT_EQ(clmm::pathArgument("-"), "./-");
  EXPECT_EQ(clmm::pathArgument("run.cu"), "run.cu");
  EXPECT_EQ(clmm::pathArgument("/tmp/-x"), "/tmp/-x");
  EXPECT_EQ(clmm::pathArgument("a/-b"), "a/-b");
  EXPECT_EQ(clmm::pathArgument(""), "");
}

// A test named -run.litmus is emitted as -run-HASH.cu: the compiler (which, as nvcc, takes
// anything from '-' for an option) receives ./-run-HASH.cu, alone and in a batch.
TEST(PathArgument, ATestNamedFromADashReachesTheCompilerAsAFile) {
  Scratch s;
  std::string text = slurp(std::string(CLMM_SOURCE_DIR) + "/" + kTest);
  std::string one = s.write("-run.litmus", text), two = s.write("-walk.litmus", text + "\n");
  for (const std::vector<std::string>& tests : {std::vector<std::string>{one}, std::vector<std::string>{one, two}}) {
    std::vector<std::string> args = {"compile-check",
                                     "-q",
                                     "--compiler-command",
                                     hostileCompiler("options", tests.size() == 1 ? kFixture : kBatchFixture),
                                     "--keep",
                                     s.path("kept")};
    args.insert(args.end(), tests.begin(), tests.end());
    auto r = runClmm(args);
    EXPECT_EQ(r.rc, 0) << r.out << r.err;
    EXPECT_FALSE(has(r.err, "unknown option")) << r.err;
    EXPECT_TRUE(has(r.out, "ok       " + one)) << r.out;
  }
}

// --- item 6: a compiler's output in a batch is read under the input guard ---

// The compiler makes {out} a link to /dev/zero, or a FIFO: each test is refused with the guard's
// message, at once, instead of clmm reading without end (1 GB and bad_alloc) or waiting forever.
TEST(CompilerOutput, ADeviceOrAFifoIsRefusedInABatch) {
  for (const char* mode : {"zero", "fifo"}) {
    SCOPED_TRACE(mode);
    Scratch s;
    std::vector<std::string> args = {"--max-memory", "500", "compile-check", "--compiler-command",
                                     hostileCompiler(mode)};
    for (const auto& t : twoTests(s)) args.push_back(t);
    // (under `timeout`: before issue 37 the FIFO made clmm wait forever)
    auto start = std::chrono::steady_clock::now();
    std::vector<std::string> argv = {"timeout", "-s", "KILL", "60", CLMM_BINARY};
    argv.insert(argv.end(), args.begin(), args.end());
    auto r = runProgram(argv);
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(r.rc, 2) << r.out << r.err;
    EXPECT_LT(seconds, 30.0);
    std::string why = std::string("not a regular file (") + (mode[0] == 'z' ? "a device" : "a FIFO") + ")";
    EXPECT_TRUE(has(r.err, why)) << r.err;
    EXPECT_FALSE(has(r.err, "internal error")) << r.err;
  }
}

// A compiler that never ends is ended by --timeout (per test it compiles), and the error says so.
TEST(CompilerOutput, AHangingCompilerEndsAtTheTimeout) {
  Scratch s;
  std::vector<std::string> args = {"compile-check", "--timeout", "1", "--compiler-command", hostileCompiler("hang")};
  for (const auto& t : twoTests(s)) args.push_back(t);
  Timed t = timedClmm(args);
  EXPECT_EQ(t.r.rc, 2) << t.r.out << t.r.err;
  EXPECT_LT(t.seconds, 20.0);  // the batch's 2 s, then 1 s for each test alone, each with a second's grace
  EXPECT_TRUE(has(t.r.err, "it ran past the --timeout of 1 s for its tests")) << t.r.err;
}

// The harness's build log is read back under the guard too: a compiler that makes it a link to
// /dev/zero gets the build's failure reported, not a read without end.
TEST(CompilerOutput, AHarnessBuildLogMadeADeviceIsNotRead) {
  Scratch s;
  std::string cxx = s.write("bin/c++", "#!/bin/sh\nrm -f build.log\nln -s /dev/zero build.log\nexit 1\n");
  fs::permissions(cxx, fs::perms::owner_all);
  auto start = std::chrono::steady_clock::now();
  auto r = runProgram({"timeout", "-s", "KILL", "60", CLMM_BINARY, "run", "-q", "--backend", "opencl", kTest}, "",
                      {"CXX=" + cxx});
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 30.0);
  EXPECT_EQ(r.rc, 2) << r.err;
  EXPECT_TRUE(has(r.err, "clmm: error: the harness did not build")) << r.err;
  EXPECT_TRUE(has(r.err, "(not read: not a regular file: clmm reads only regular files)")) << r.err;
}

// --- item 7: Graphviz runs under the test's budget ---

// A `dot` that never ends (tests/explain/slow-dot) is ended at the test's deadline; the
// explanation and the page say why.
TEST(GraphvizBudget, PicturesStopAtTheTestsTimeout) {
  Scratch s;
  const std::string path = "PATH=" + std::string(CLMM_SOURCE_DIR) + "/tests/explain/slow-dot:/usr/bin:/bin";
  Timed svg = timedClmm({"check", "--timeout", "2", "--explain", "--svg", s.path("svg"), kTest}, {path});
  EXPECT_LT(svg.seconds, 10.0);
  EXPECT_TRUE(has(svg.r.out, "Explanation stopped: the test's --timeout was reached")) << svg.r.out << svg.r.err;
  Timed html = timedClmm({"check", "--timeout", "2", "--html", s.path("page.html"), kTest}, {path});
  EXPECT_LT(html.seconds, 10.0);
  EXPECT_TRUE(has(html.r.err, "were not drawn from figure 1 on: the test's --timeout was reached")) << html.r.err;
  EXPECT_TRUE(has(slurp(s.path("page.html")), "Pictures stopped: the test's --timeout was reached"));
}

// --- item 9: -j under an address-space limit ---

// Each worker's deep stack is sized from RLIMIT_AS: -j 8 under 4 GB and -j 16 under 8 GB give
// every test's result, as -j 1 does.
TEST(DeepStacks, ABatchUnderAnAddressSpaceLimitKeepsEveryResult) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "AddressSanitizer reserves terabytes of address space: the normal build runs this test";
#endif
  if (!clmm::findProgram("prlimit")) GTEST_SKIP() << "prlimit (util-linux) is not on PATH";
  // (before issue 37 both ended with "internal error: cannot start a thread", no result printed)
  auto expected =
      runClmm({"check", "-j1", "--engine", "smt", "--timeout", "60", "--format", "brief", "examples/catalogue"});
  ASSERT_EQ(clmm::test::lines(expected.out).size(), 26u) << expected.out;
  for (auto [limit, jobs] : {std::pair<const char*, const char*>{"4294967296", "8"}, {"8589934592", "16"}}) {
    SCOPED_TRACE(jobs);
    auto r = runProgram({"prlimit", std::string("--as=") + limit, CLMM_BINARY, "check", "-j", jobs, "--engine", "smt",
                         "--timeout", "60", "--format", "brief", "examples/catalogue"});
    EXPECT_EQ(r.rc, expected.rc) << r.err;
    EXPECT_FALSE(has(r.err, "internal error")) << r.err;
    EXPECT_EQ(r.out, expected.out);
  }
}
