// Stop signals through the binary (issue 24, item 7): `clmm run` interrupted while its harness
// runs exits 128 + the signal and its JUnit report says "interrupted" (never "bad input", "the
// harness failed" or exit 0), and a report asked for is this run's or absent, never the previous
// run's: after two quick signals, or when the run is stopped before writing it.
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <thread>

#include "support/Process.h"
#include "tests/cli/Scratch.h"
#include "tests/cli/XmlCheck.h"

namespace {

namespace fs = std::filesystem;
using clmm::test::Scratch;

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

struct Stopped {
  int rc = -1;
  std::string err;
};

// Runs clmm ARGS in `dir`, and once `ready()` holds sends it `signals` (0.3 s later, `gapMs` apart).
Stopped runAndStop(const Scratch& s, const std::vector<std::string>& args, const std::function<bool()>& ready,
                   std::vector<int> signals, const std::vector<std::string>& env = {}, int gapMs = 100) {
  std::atomic<int> pid{0};
  clmm::ProcessOptions o;
  o.workingDirectory = s.path();
  o.captureStderr = true;
  o.environment = env;
  o.timeoutSeconds = 120;
  o.started = [&](int p) { pid = p; };
  std::vector<std::string> argv = {CLMM_BINARY};
  argv.insert(argv.end(), args.begin(), args.end());
  std::thread signaller([&] {
    auto until = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while ((pid == 0 || !ready()) && std::chrono::steady_clock::now() < until)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    std::this_thread::sleep_for(std::chrono::milliseconds(300));
    for (int sig : signals) {
      kill(pid, sig);
      std::this_thread::sleep_for(std::chrono::milliseconds(gapMs));
    }
  });
  auto r = clmm::runProcess(argv, o);
  signaller.join();
  return {r.exitCode >= 0 ? r.exitCode : 128 + r.signal, r.err};
}

// The same, once the file `ready` exists.
Stopped runAndStop(const Scratch& s, const std::vector<std::string>& args, const fs::path& ready,
                   std::vector<int> signals, const std::vector<std::string>& env = {}, int gapMs = 100) {
  return runAndStop(
      s, args, [ready] { return fs::exists(ready); }, std::move(signals), env, gapMs);
}

// A C++ compiler stand-in for the harness's build.sh: whatever `-o NAME` names becomes a program
// that waits a minute (the harness, which the test interrupts).
std::string fakeCompiler(const Scratch& s) {
  std::string cxx = s.write("bin/fake-c++",
                            "#!/bin/sh\nout=\nwhile [ $# -gt 0 ]; do [ \"$1\" = -o ] && out=$2; shift; done\n"
                            "[ \"$out\" = /dev/null ] && exit 0\n"
                            "printf '#!/bin/sh\\ntouch \"$(dirname \"$0\")/started\"\\nexec sleep 60\\n' > \"$out\"\n"
                            "chmod +x \"$out\"\n");
  fs::permissions(cxx, fs::perms::owner_all);
  return cxx;
}

void expectInterruptedRun(int signal, int rc, const std::string& word) {
  Scratch s;
  std::string cxx = fakeCompiler(s);
  std::ofstream(s.path("report.xml")) << "the previous run's report";
  std::string test = std::string(CLMM_SOURCE_DIR) + "/examples/catalogue/mp_dev_two_groups.litmus";
  auto r = runAndStop(s, {"run", "-q", "--backend", "opencl", "--keep", "kept", "--junit", "report.xml", test},
                      s.path("kept/started"), {signal}, {"CXX=" + cxx});
  EXPECT_EQ(r.rc, rc) << r.err;
  EXPECT_EQ(r.err.find("the harness failed"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("bad input"), std::string::npos) << r.err;
  std::string xml = slurp(s.path("report.xml"));
  EXPECT_EQ(clmm::test::xmlProblem(xml), "") << xml;
  EXPECT_NE(xml.find("message=\"not run: " + word + " while the harness was running\""), std::string::npos) << xml;
  EXPECT_NE(xml.find("skipped=\"1\""), std::string::npos) << xml;
}

TEST(Interrupt, RunUnderSigintExits130AndSaysInterrupted) { expectInterruptedRun(SIGINT, 130, "interrupted (SIGINT)"); }

TEST(Interrupt, RunUnderSigtermExits143AndSaysInterrupted) {
  expectInterruptedRun(SIGTERM, 143, "interrupted (SIGTERM)");
}

TEST(Interrupt, TwoQuickSignalsLeaveNoStaleReport) {
  Scratch s;
  std::string cxx = fakeCompiler(s);
  std::ofstream(s.path("report.xml")) << "the previous run's report";
  std::string test = std::string(CLMM_SOURCE_DIR) + "/examples/catalogue/mp_dev_two_groups.litmus";
  auto r = runAndStop(s, {"run", "-q", "--backend", "opencl", "--keep", "kept", "--junit", "report.xml", test},
                      s.path("kept/started"), {SIGINT, SIGINT}, {"CXX=" + cxx});
  EXPECT_EQ(r.rc, 130) << r.err;
  if (fs::exists(s.path("report.xml"))) {
    EXPECT_EQ(clmm::test::xmlProblem(slurp(s.path("report.xml"))), "");
  }
  for (const auto& e : fs::directory_iterator(s.path()))
    EXPECT_EQ(e.path().filename().string().find(".tmp-"), std::string::npos)
        << "a temporary file is left: " << e.path();

  // clmm check, stopped twice in a slow test: its reports are absent, not the previous run's.
  std::string slow = s.write("slow.litmus", clmm::test::slowLitmus());
  std::ofstream(s.path("check.xml")) << "the previous run's report";
  std::ofstream(s.path("table.csv")) << "the previous run's table";
  // (Once clmm has removed them, at its start: signals before that find nothing of this run to
  // clean up; under a sanitizer on a loaded machine the start can take longer than the wait.)
  const fs::path stale = s.path("table.csv");
  r = runAndStop(s, {"check", "-q", "--junit", "check.xml", "--write-expect", "table.csv", slow},
                 [stale] { return !fs::exists(stale); }, {SIGTERM, SIGTERM});
  EXPECT_EQ(r.rc, 143) << r.err;
  for (const char* f : {"check.xml", "table.csv"})
    if (fs::exists(s.path(f))) {
      EXPECT_NE(slurp(s.path(f)).rfind("the previous run's", 0), 0u) << f;
    }
}

// Issue 37: a --write-expect table of a stopped run says it is partial and names the tests
// without a row (before, it held the finished rows and nothing else: a suite's table, to a reader).
TEST(Interrupt, AStoppedWriteExpectMarksItsTablePartial) {
  Scratch s;
  s.write("a.litmus", slurp(std::string(CLMM_SOURCE_DIR) + "/examples/catalogue/mp_dev_two_groups.litmus"));
  s.write("slow.litmus", clmm::test::slowLitmus());
  std::ofstream(s.path("table.csv")) << "the previous run's table";
  const fs::path stale = s.path("table.csv");
  auto r = runAndStop(s, {"check", "-q", "-j", "1", "--write-expect", "table.csv", "a.litmus", "slow.litmus"},
                      [stale] { return !fs::exists(stale); }, {SIGINT});
  EXPECT_EQ(r.rc, 130) << r.err;
  const std::string table = slurp(s.path("table.csv"));
  EXPECT_NE(table.find("\n# PARTIAL: interrupted (SIGINT); "), std::string::npos) << table;
  EXPECT_NE(table.find(" tests have no row (not checked, or stopped before their result):\n"), std::string::npos)
      << table;
  EXPECT_NE(table.find("\n#   no row: slow.litmus\n"), std::string::npos) << table;
}

// Issue 37: two quick signals while compile-check's compiler (or clmm run's harness) runs leave no
// /tmp/clmm-compile-* (/tmp/clmm-run-*) folder behind (the second ends clmm at once, before their own clean-up).
TEST(Interrupt, TwoSignalsLeaveNoScratchFolder) {
  Scratch s;
  fs::create_directories(s.path("tmp"));
  std::string cc = s.write("bin/slow-cc", "#!/bin/sh\ntouch \"$CLMM_TEST_READY\"\nexec sleep 60\n");
  fs::permissions(cc, fs::perms::owner_all);
  const std::string test = std::string(CLMM_SOURCE_DIR) + "/examples/catalogue/mp_dev_two_groups.litmus";
  auto r = runAndStop(s, {"compile-check", "-q", "--compiler-command", cc + " {src} {out}", test}, s.path("ready"),
                      {SIGINT, SIGINT}, {"TMPDIR=" + s.path("tmp"), "CLMM_TEST_READY=" + s.path("ready")}, 10);
  EXPECT_EQ(r.rc, 130) << r.err;
  for (const auto& e : fs::directory_iterator(s.path("tmp"))) ADD_FAILURE() << "left behind: " << e.path();

  // clmm run without --keep: its temporary harness folder (/tmp/clmm-run-*) goes too.
  const fs::path tmp = s.path("tmp");
  auto started = [tmp] {
    std::error_code ec;
    for (const auto& e : fs::directory_iterator(tmp, ec))
      if (fs::exists(e.path() / "started")) return true;
    return false;
  };
  r = runAndStop(s, {"run", "-q", "--backend", "opencl", test}, started, {SIGINT, SIGINT},
                 {"TMPDIR=" + s.path("tmp"), "CXX=" + fakeCompiler(s)}, 10);
  EXPECT_EQ(r.rc, 130) << r.err;
  for (const auto& e : fs::directory_iterator(s.path("tmp"))) ADD_FAILURE() << "left behind: " << e.path();
}

}  // namespace
