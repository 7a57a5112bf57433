// Starts the clmm binary from an argument vector (posix_spawn, never a shell) with its standard
// streams wired as a test needs where support/Process.h's runner has no such option: a stream
// closed, the writing end of a pipe the test reads, a terminal (openpty). Everything else goes
// through runClmm / runProgram (tests/cli/Run.h).
#pragma once

#include <fcntl.h>
#include <pty.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <csignal>
#include <string>
#include <thread>
#include <vector>

extern char** environ;

namespace clmm::test {

// Starts `clmm ARGS...` in the source directory with the test's descriptors `in`, `out` and
// `err` as its standard input, output and error (-1: that stream closed). Returns its process
// id, or -1 when it could not start.
inline pid_t spawnClmm(const std::vector<std::string>& args, int in, int out, int err) {
  std::vector<std::string> argv = {CLMM_BINARY};
  argv.insert(argv.end(), args.begin(), args.end());
  std::vector<char*> cargs;
  for (auto& a : argv) cargs.push_back(a.data());
  cargs.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addchdir_np(&actions, CLMM_SOURCE_DIR);
  const int fds[3] = {in, out, err};
  for (int target = 0; target < 3; ++target) {
    if (fds[target] < 0)
      posix_spawn_file_actions_addclose(&actions, target);
    else if (fds[target] != target)
      posix_spawn_file_actions_adddup2(&actions, fds[target], target);
  }
  pid_t pid = -1;
  int rc = posix_spawn(&pid, cargs[0], &actions, nullptr, cargs.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  return rc == 0 ? pid : -1;
}

// Waits for `pid`; its exit code as a shell reports it (128 + the signal that ended it). When
// `killAfterSeconds` is positive and it runs longer, SIGKILL ends it (exit code 137).
inline int waitExitCode(pid_t pid, int killAfterSeconds = 0) {
  int status = 0;
  auto end = std::chrono::steady_clock::now() + std::chrono::seconds(killAfterSeconds);
  for (;;) {
    pid_t done = waitpid(pid, &status, killAfterSeconds > 0 ? WNOHANG : 0);
    if (done == pid) break;
    if (done < 0 && errno != EINTR) return -1;
    if (done == 0) {
      if (std::chrono::steady_clock::now() >= end)
        kill(pid, SIGKILL), killAfterSeconds = 0;
      else
        std::this_thread::sleep_for(std::chrono::milliseconds(10));
    }
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

// Everything readable from `fd` until end of file (or, on a terminal's master side, until the
// other side is closed), or up to and including the first newline when `oneLine` is set.
inline std::string readAll(int fd, bool oneLine = false) {
  std::string text;
  char c[4096];
  for (;;) {
    ssize_t n = read(fd, c, oneLine ? 1 : sizeof c);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    text.append(c, static_cast<size_t>(n));
    if (oneLine && c[0] == '\n') break;
  }
  return text;
}

// Runs `clmm ARGS...` with standard output and error on a new terminal; what it wrote there.
inline std::string runClmmOnTerminal(const std::vector<std::string>& args) {
  int master = -1, slave = -1;
  if (openpty(&master, &slave, nullptr, nullptr, nullptr) != 0) return "openpty failed";
  fcntl(master, F_SETFD, FD_CLOEXEC);
  int devNull = open("/dev/null", O_RDONLY | O_CLOEXEC);
  pid_t pid = spawnClmm(args, devNull, slave, slave);
  close(slave);
  close(devNull);
  std::string text = pid < 0 ? "could not start clmm" : readAll(master);
  close(master);
  if (pid >= 0) waitExitCode(pid);
  return text;
}

}  // namespace clmm::test
