// Running an external program (nvcc, Graphviz's dot, a harness's build and the harness itself)
// from an argument vector, never through a shell: no word of a file name or an option is ever
// read as shell syntax (docs/ci.md, "External programs"). Every program clmm starts goes
// through runProcess: its input from a file or a text, its output to files or captured, its exit
// status, a time limit, and a stop of clmm (SIGINT, SIGTERM: support/Budget.h) ends it too.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

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
  std::string out, err;  // captured output
  bool ok() const { return started && exitCode == 0; }
  // "exit status 2", "killed by signal 9", "timed out after 5 s", "could not start: ..."
  std::string describe() const;
};

// Runs argv[0] (looked up on PATH when it holds no '/') with the arguments argv[1...] and waits
// for it. The program runs in a process group of its own, so that ending it ends what it started.
ProcessResult runProcess(const std::vector<std::string>& argv, const ProcessOptions& options = {});

// Kills the process groups of the programs running now. Async-signal-safe: the stop signal's
// handler calls it before ending clmm at once, so that no harness outlives it.
void killRunningProcesses() noexcept;

// The executable `program` names: itself when it holds a '/', else the first match on PATH.
std::optional<std::string> findProgram(const std::string& program);

}  // namespace clmm
