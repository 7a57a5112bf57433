// Robustness of the clmm binary under hostile options, inputs and faults (issue 13): numeric
// options out of range, output that cannot be written (/dev/full, a closed stdout, a closed
// pipe), inputs that are not regular files (a FIFO, /dev/zero), oversized inputs, --timeout and
// --max-memory as real bounds, and SIGINT/SIGTERM stopping a batch with complete reports. Every
// fault is injected through the real binary; big inputs are generated here, in a scratch
// directory, at run time.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <nlohmann/json.hpp>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <string>
#include <thread>
#include <tuple>
#include <utility>
#include <vector>

#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"
#include "tests/cli/Spawn.h"

using clmm::test::fetchAddLitmus;
using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::Scratch;

namespace {

const char* kTest = "examples/basics/mp_dev.litmus";

// The first line of stderr, and no verdict on stdout.
std::string rejected(const clmm::test::RunResult& r) {
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out.find("Verdict"), std::string::npos);
  auto l = lines(r.err);
  return l.empty() ? "" : l[0];
}

}  // namespace

TEST(Robustness, NumericOptionsAreValidated) {
  const std::string seconds = "expected a number of seconds from 0 to 1000000 (0: no limit), found '";
  for (const char* value : {"1e10", "9.3e9", "nan", "inf", "-1", "0x10", "2000000", ""}) {
    SCOPED_TRACE(value);
    EXPECT_EQ(rejected(runClmm({"check", "--timeout", value, kTest})),
              std::string("--timeout: ") + seconds + value + "'");
  }
  EXPECT_EQ(rejected(runClmm({"diff", "-m", "opencl", "-m", "opencl-scoped", "--timeout", "nan", kTest})),
            "--timeout: " + seconds + "nan'");
  EXPECT_EQ(rejected(runClmm({"refine", "--witness-timeout", "inf", kTest, kTest})),
            "--witness-timeout: " + seconds + "inf'");
  EXPECT_EQ(rejected(runClmm({"--max-memory", "1e3", "check", kTest})),
            "--max-memory: expected a whole number of MB from 0 to 16777216, found '1e3'");
  EXPECT_EQ(rejected(runClmm({"--max-events", "-5", "check", kTest})),
            "--max-events: expected a whole number of events from 0 to 1000000, found '-5'");
  EXPECT_EQ(rejected(runClmm({"check", "-j", "-1", kTest})),
            "--jobs: expected a whole number of threads from 0 to 4096, found '-1'");
  EXPECT_EQ(rejected(runClmm({"parse", "--unroll", "65", kTest})),
            "--unroll: expected a whole number of iterations from 0 to 64, found '65'");
  // In range, a large timeout is no timeout at all.
  auto r = runClmm({"check", "-q", "--timeout", "999999.5", kTest});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("Verdict forbidden"), std::string::npos);
}

TEST(Robustness, NonRegularFilesAreRefusedBeforeReading) {
  Scratch s;
  std::string fifo = s.path("fifo.litmus");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  // Nothing ever writes into the FIFO: reading it would block for ever.
  EXPECT_EQ(rejected(runClmm({"check", "--timeout", "1", fifo})),
            fifo + ": error: not a regular file (a FIFO): clmm reads only regular files");
  EXPECT_EQ(rejected(runClmm({"check", "/dev/zero"})),
            "/dev/zero: error: not a regular file (a device): clmm reads only regular files");
  EXPECT_EQ(rejected(runClmm({"check", "--model", fifo, kTest})),
            fifo + ": error: not a regular file (a FIFO): clmm reads only regular files");
  std::string model = s.write("m.cat", "include \"fifo.litmus\"\nacyclic po as sc\n");
  EXPECT_EQ(
      rejected(runClmm({"check", "--model", model, kTest})),
      model + ":1:1: error: cannot include 'fifo.litmus': not a regular file (a FIFO): clmm reads only regular files");
  // A directory walk reports the FIFO as the same file named would be (bad input, exit 2: never
  // skipped silently, issue 37), without reading it, and checks the regular tests beside it.
  s.write("ok.litmus", clmm::test::slurp(std::string(CLMM_SOURCE_DIR) + "/" + kTest));
  auto r = runClmm({"check", "-q", "--format", "brief", s.path()});
  EXPECT_EQ(r.rc, 2) << r.err;
  EXPECT_NE(r.err.find(fifo + ": error: not a regular file (a FIFO): clmm reads only regular files"), std::string::npos)
      << r.err;
  EXPECT_NE(r.out.find("BAD     " + fifo + " (bad input, see the error above)\n"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("ok      " + s.path("ok.litmus") + " [opencl] forbidden\n"), std::string::npos) << r.out;
}

TEST(Robustness, SymbolicLinkLoopIsReportedAsSuch) {
  Scratch s;
  std::string a = s.path("a.litmus"), b = s.path("b.litmus");
  ASSERT_EQ(symlink(b.c_str(), a.c_str()), 0);
  ASSERT_EQ(symlink(a.c_str(), b.c_str()), 0);
  EXPECT_EQ(rejected(runClmm({"check", a})),
            "clmm: error: " + a + ": too many levels of symbolic links (a symbolic link loop?)");
  EXPECT_EQ(rejected(runClmm({"check", "--model", a, kTest})),
            a + ": error: cannot open file: too many levels of symbolic links (a symbolic link loop?)");
}

TEST(Robustness, OversizedInputsAreRefusedCheaply) {
  Scratch s;
  // 50 MB of '@', of statements, and of one comment: refused from the file's size, before any
  // of it is read, in well under a second.
  const size_t size = 50u << 20;
  std::string header = "OpenCL big\n{ x=0; }\nP0 (global atomic_int* x) {\n";
  std::string statements = header;
  while (statements.size() < size) statements += "  atomic_store(x, 1);\n";
  std::string comment = header + "/*" + std::string(size, ' ') + "*/\n}\nexists (x=1)\n";
  for (const auto& [name, text] : std::vector<std::pair<std::string, std::string>>{
           {"at.litmus", std::string(size, '@')}, {"statements.litmus", statements}, {"comment.litmus", comment}}) {
    SCOPED_TRACE(name);
    std::string path = s.write(name, text);
    auto start = std::chrono::steady_clock::now();
    std::string size = std::to_string(text.size());
    EXPECT_EQ(rejected(runClmm({"check", path})),
              path + ": error: file too large: " + size +
                  " bytes, more than the limit of 1 MB (raise it with --max-input-size MB)");
    EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 2.0);
  }
  // Raised, the limit lets a larger test through (and a model is bounded too).
  std::string smallText = header + std::string(2u << 20, ' ') + "atomic_store(x, 1);\n}\nexists (x=1)\n";
  std::string small = s.write("small.litmus", smallText);
  auto r = runClmm({"--max-input-size", "1", "check", "-q", small});
  EXPECT_EQ(lines(r.err).at(0), small + ": error: file too large: " + std::to_string(smallText.size()) +
                                    " bytes, more than the limit of 1 MB (raise it with --max-input-size MB)");
  r = runClmm({"--max-input-size", "3", "check", "-q", small});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(rejected(runClmm({"--max-input-size", "0", "check", small})),
            "--max-input-size: expected a whole number of MB from 1 to 4096, found '0'");
}

TEST(Robustness, ModelFileWithByteOrderMark) {
  Scratch s;
  std::string model = s.write("bom.cat", "\xEF\xBB\xBFinclude \"opencl.cat\"\n");
  auto r = runClmm({"check", "-q", "--model", model, kTest});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("Verdict forbidden"), std::string::npos);
  // Positions after the mark are where an editor shows them.
  std::string bad = s.write("bad.cat",
                            "\xEF\xBB\xBF"
                            "acyclic nope as x\n");
  EXPECT_EQ(rejected(runClmm({"check", "--model", bad, kTest})).substr(0, bad.size() + 11), bad + ":1:9: error");
}

TEST(Robustness, NulByteIsLocatedWhereItIs) {
  Scratch s;
  std::string path = s.write("nul.litmus", std::string("OpenCL nul\n{ x=0; }\nP0 (global atomic_int* x) {\n  ab") +
                                               std::string(1, '\0') + "\n}\n");
  EXPECT_EQ(rejected(runClmm({"check", path})), path + ":4:5: error: file contains NUL bytes: not a litmus test");
}

namespace {

// What a run of clmm with redirected streams ended with: its exit code and its standard error.
struct Ended {
  int rc;
  std::string err;
};

// Runs `clmm ARGS...` (an argument vector, no shell) with its standard output into `stdoutFile`
// and its standard error into `stderrFile` (captured when empty).
Ended runRedirected(const std::vector<std::string>& args, const std::string& stdoutFile,
                    const std::string& stderrFile = "") {
  clmm::ProcessOptions o;
  o.workingDirectory = CLMM_SOURCE_DIR;
  o.stdoutFile = stdoutFile;
  o.stderrFile = stderrFile;
  o.captureStderr = stderrFile.empty();
  std::vector<std::string> argv = {CLMM_BINARY};
  argv.insert(argv.end(), args.begin(), args.end());
  clmm::ProcessResult p = clmm::runProcess(argv, o);
  return {clmm::test::exitCodeOf(p), p.err};
}

// Runs `clmm ARGS...` with standard output closed (-1) or into the writing end `out` of a pipe
// of which the test reads one line and then closes its end; standard error captured.
Ended runWithStdout(const Scratch& s, const std::vector<std::string>& args, bool pipeOneLine) {
  int err = open(s.path("spawn.err").c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  int in = open("/dev/null", O_RDONLY | O_CLOEXEC);
  int ends[2] = {-1, -1};
  if (pipeOneLine && pipe2(ends, O_CLOEXEC) != 0) return {-1, "pipe failed"};
  pid_t pid = clmm::test::spawnClmm(args, in, ends[1], err);
  close(in);
  close(err);
  if (ends[1] >= 0) close(ends[1]);
  if (ends[0] >= 0) {
    clmm::test::readAll(ends[0], /*oneLine=*/true);
    close(ends[0]);  // the reader goes away, as `head -1` does
  }
  int rc = pid < 0 ? -1 : clmm::test::waitExitCode(pid);
  return {rc, clmm::test::slurp(s.path("spawn.err"))};
}

double since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

TEST(Robustness, LostOutputIsNeverSuccess) {
  Scratch s;
  const std::string message = "clmm: error: cannot write to standard output: ";
  for (const char* format : {"text", "json", "brief"}) {
    SCOPED_TRACE(format);
    auto full = runRedirected({"check", "--format", format, "examples/catalogue"}, "/dev/full");
    EXPECT_EQ(full.rc, 4);
    EXPECT_NE(full.err.find(message + "No space left on device; the results are incomplete"), std::string::npos)
        << full.err;
  }
  auto closed = runWithStdout(s, {"check", "examples/catalogue"}, /*pipeOneLine=*/false);
  EXPECT_EQ(closed.rc, 4);
  EXPECT_NE(closed.err.find(message + "Bad file descriptor"), std::string::npos) << closed.err;
  // A reader that goes away (`| head -1`): the batch stops instead of checking the rest for
  // nobody, quietly (no error text), with the status of a program SIGPIPE ended (docs/cli.md).
  for (const char* command : {"check", "compile-check"}) {
    SCOPED_TRACE(command);
    auto start = std::chrono::steady_clock::now();
    std::vector<std::string> args = {command, "-j1", "examples/catalogue"};
    if (std::string(command) == "compile-check")
      args = {command, "-q", "--ptx", "targets/fixtures/nvcc", "examples/catalogue"};
    auto pipe = runWithStdout(s, args, /*pipeOneLine=*/true);
    EXPECT_EQ(pipe.rc, 141);
    EXPECT_EQ(pipe.err, "");
    EXPECT_LT(since(start), 30.0);
  }
  // Standard error itself: nothing can be said, but the exit code says it.
  EXPECT_EQ(
      runRedirected({"check", "--format", "json", "examples/ci-example/lb_relaxed.litmus"}, "/dev/null", "/dev/full")
          .rc,
      4);
  EXPECT_EQ(runRedirected({"check", "examples/ci-example/lb_relaxed.litmus"}, "/dev/null", "/dev/full").rc,
            0);  // nothing lost
  EXPECT_EQ(runRedirected({"--help"}, "/dev/full").rc, 4);
  // The JUnit report too.
  auto junit = runClmm({"check", "-q", "--junit", "/dev/full", kTest});
  EXPECT_EQ(junit.rc, 2);
  EXPECT_NE(junit.err.find("clmm: error: cannot write the JUnit report '/dev/full'"), std::string::npos);
}

TEST(Robustness, TimeoutBoundsEveryPhase) {
  Scratch s;
  // Most of the time goes into building the encoding (N=200: minutes and gigabytes before).
  for (int n : {128, 200}) {  // RMW-64 is decided in about a second now
    SCOPED_TRACE(n);
    std::string path = s.write("rmw" + std::to_string(n) + ".litmus", fetchAddLitmus(n));
    auto start = std::chrono::steady_clock::now();
    auto r = runClmm({"check", "--timeout", "1", path});
    EXPECT_EQ(r.rc, 3) << r.err;
    EXPECT_NE(r.out.find("Unknown: timeout after"), std::string::npos) << r.out;
    EXPECT_LT(since(start), 1.0 + 2.5);  // the deadline, tearing Z3 down, and a loaded machine
  }
  // Parsing: a megabyte of statements (within the input limit) takes the front end seconds.
  std::string big = "OpenCL big\n{ x=0; }\nP0 (global atomic_int* x) {\n";
  for (std::string line = "  atomic_store(x, 1);\n"; big.size() + line.size() < (1u << 20) - 40;) big += line;
  std::string path = s.write("big.litmus", big + "}\nexists (x=1)\n");
  auto start = std::chrono::steady_clock::now();
  auto r = runClmm({"check", "--format", "json", "--timeout", "0.2", path});
  double took = since(start);
  if (r.out.find("while reading the test") != std::string::npos) {  // not on a machine fast enough to parse it in time
    EXPECT_EQ(r.rc, 3);
    EXPECT_LT(took, 0.2 + 2.5);
  }
  EXPECT_EQ(r.out.find("\"verdict\":\"allowed\""), std::string::npos);
}

TEST(Robustness, MemoryCapMakesTestsUnknownAndTheBatchGoesOn) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "resident memory under AddressSanitizer includes its shadow memory; the normal build runs this test";
#endif
  Scratch s;
  std::string big = s.write("a_rmw200.litmus", fetchAddLitmus(200));
  std::string small = s.write("b_mp.litmus", clmm::test::slurp(std::string(CLMM_SOURCE_DIR) + "/" + kTest));
  auto start = std::chrono::steady_clock::now();
  auto r = runClmm({"--max-memory", "200", "check", "-j1", "--format", "brief", s.path()});
  EXPECT_LT(since(start), 30.0);
  EXPECT_EQ(r.rc, 3) << r.err;
  auto out = lines(r.out);
  ASSERT_EQ(out.size(), 3u) << r.out;
  EXPECT_EQ(out[0], "UNKNOWN " + big + " [opencl] memory limit of 200 MB reached");
  EXPECT_EQ(out[1], "ok      " + small + " [opencl] forbidden");
  // A cap below what clmm itself needs: every test is unknown, none is decided.
  r = runClmm({"--max-memory", "1", "check", "--format", "brief", kTest});
  EXPECT_EQ(r.rc, 3);
  EXPECT_EQ(lines(r.out).at(0).rfind(std::string("UNKNOWN ") + kTest + " [opencl] memory limit of 1 MB reached", 0), 0u)
      << r.out;
  r = runClmm({"--max-memory", "1", "check", "--engine", "enumerate", "--format", "brief", kTest});
  EXPECT_EQ(r.rc, 3);
  EXPECT_EQ(lines(r.out).at(0).rfind(std::string("UNKNOWN ") + kTest + " [opencl] memory limit of 1 MB", 0), 0u)
      << r.out;
}

TEST(Robustness, SignalsStopTheBatchWithCompleteReports) {
  for (const auto& [signal, rc, why] : std::vector<std::tuple<std::string, int, std::string>>{
           {"INT", 130, "interrupted (SIGINT)"}, {"TERM", 143, "terminated (SIGTERM)"}}) {
    for (const char* engine : {"smt", "enumerate"}) {
      SCOPED_TRACE(signal + " " + engine);
      Scratch s;
      s.write("tests/a_mp.litmus", clmm::test::slurp(std::string(CLMM_SOURCE_DIR) + "/" + kTest));
      for (int n : {200, 201, 202}) s.write("tests/rmw" + std::to_string(n) + ".litmus", fetchAddLitmus(n));
      // Stopped three seconds in, while the first large test runs; the time it takes to end.
      clmm::ProcessOptions o;
      o.workingDirectory = CLMM_SOURCE_DIR;
      o.stdoutFile = s.path("out.json");
      o.captureStderr = true;
      o.timeoutSeconds = 60;
      std::chrono::steady_clock::time_point sent;
      std::thread stopper;
      o.started = [&](int pid) {
        stopper = std::thread([&, pid] {
          std::this_thread::sleep_for(std::chrono::seconds(3));
          sent = std::chrono::steady_clock::now();
          kill(pid, signal == "INT" ? SIGINT : SIGTERM);
        });
      };
      clmm::ProcessResult p = clmm::runProcess({CLMM_BINARY, "check", "-j1", "--engine", engine, "--format", "json",
                                                "--junit", s.path("report.xml"), s.path("tests")},
                                               o);
      auto ended = std::chrono::steady_clock::now();
      if (stopper.joinable()) stopper.join();
      Ended r{clmm::test::exitCodeOf(p), p.err};
      EXPECT_EQ(r.rc, rc) << r.err;
      // About a second on an idle machine; freeing a large Z3 context can add up to two under load
      // (the suite runs two tests at once).
      EXPECT_LT(std::chrono::duration<double>(ended - sent).count(), 3.0);
      // The finished test is kept, as one complete JSON line; the others are not run.
      auto json = lines(clmm::test::slurp(s.path("out.json")));
      ASSERT_EQ(json.size(), 1u);
      EXPECT_EQ(nlohmann::json::parse(json[0])["verdict"], "forbidden");
      EXPECT_NE(r.err.find("1 passed, 0 failed, 0 unknown, 3 not run"), std::string::npos) << r.err;
      std::string xml = clmm::test::slurp(s.path("report.xml"));
      EXPECT_NE(xml.find("tests=\"4\" failures=\"0\" errors=\"0\" skipped=\"3\""), std::string::npos) << xml;
      EXPECT_NE(xml.find("<skipped message=\"not run: " + why + "\"/>"), std::string::npos) << xml;
      EXPECT_NE(xml.rfind("</testsuites>\n"), std::string::npos);
    }
  }
}
