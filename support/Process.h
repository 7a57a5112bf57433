// Running an external program (nvcc, Graphviz's dot, a harness's build and the harness itself)
// from an argument vector, never through a shell: no word of a file name or an option is ever
// read as shell syntax (docs/ci.md, "External programs"). Every program clmm starts goes
// through runProcess: its input from a file or a text, its output to files or captured, its exit
// status, a time limit, and a stop of clmm (SIGINT, SIGTERM: support/Budget.h) ends it too. A
// program started while a test's budget is in force (a BudgetScope: Graphviz for a picture, a
// compiler) runs under it: ended at the test's deadline or when the memory cap is passed, its
// memory counted into the cap meanwhile. Every path clmm hands a program goes through
// pathArgument, so that no file name is ever read as an option.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "support/Budget.h"

namespace clmm {

struct ProcessOptions {
  std::string workingDirectory;          // "" : clmm's own
  std::optional<std::string> stdinText;  // the program's standard input; else /dev/null
  // Where its standard output and error go: a file (created or truncated), or captured into
  // ProcessResult::out / err when `capture...` is set, or left as clmm's own when `inherit...`
  // is set; else /dev/null. The same file for both is opened once (their lines interleave).
  std::string stdoutFile, stderrFile;
  bool captureStdout = false, captureStderr = false;
  bool inheritStderr = false;
  double timeoutSeconds = 0;             // 0: none; then SIGTERM, and SIGKILL one second later
  bool underBudget = true;               // also ended by the calling thread's budget (above)
  bool endOnStop = true;                 // end the program when clmm is asked to stop (stopRequested())
  std::vector<std::string> environment;  // NAME=VALUE entries added to clmm's environment
  std::function<void(int pid)> started;  // called once the program runs, with its process id
};

struct ProcessResult {
  bool started = false;
  std::string error;  // why it did not start ("nvcc: No such file or directory")
  int exitCode = -1;  // its exit status, when it exited
  int signal = 0;     // the signal that ended it, when one did
  bool timedOut = false;
  bool stopped = false;  // ended because clmm was asked to stop
  // Ended (or not started) because the calling thread's budget ran out: its deadline (then
  // timedOut too) or the memory cap. Callers throw BudgetExceeded(*budget) to say why.
  std::optional<BudgetKind> budget;
  std::string out, err;  // captured output
  bool ok() const { return started && exitCode == 0; }
  // "exit status 2", "killed by signal 9", "timed out after 5 s", "could not start: ..."
  std::string describe() const;
};

// Runs argv[0] (looked up on PATH when it holds no '/') with the arguments argv[1...] and waits
// for it. The program runs in a process group of its own, so that ending it ends what it started.
ProcessResult runProcess(const std::vector<std::string>& argv, const ProcessOptions& options = {});

// `path` as an argument of an external program: a relative path that starts with '-' gets "./"
// in front, so that no program reads it as an option ("-run.cu" would be one to nvcc, "-x/build.sh"
// to sh). The one rule for every path clmm passes to a program, checked by ProcessTest.
std::string pathArgument(const std::string& path);

// Kills the process groups of the programs running now. Async-signal-safe: the stop signal's
// handler calls it before ending clmm at once, so that no harness outlives it.
void killRunningProcesses() noexcept;

// The executable `program` names: itself when it holds a '/', else the first match on PATH.
std::optional<std::string> findProgram(const std::string& program);

}  // namespace clmm
