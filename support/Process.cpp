// Starting external programs from an argument vector with posix_spawn (support/Process.h).
#include "support/Process.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>

#include "support/Budget.h"

extern char** environ;

namespace clmm {

namespace {

// The descriptors the parent opened for the child; closed when the spawn is over.
struct Descriptors {
  std::vector<int> fds;
  int keep(int fd) {
    if (fd >= 0) fds.push_back(fd);
    return fd;
  }
  ~Descriptors() {
    for (int fd : fds) close(fd);
  }
};

// The programs running now, for killRunningProcesses (0: a free slot).
constexpr int kPidSlots = 64;
std::atomic<pid_t> gRunning[kPidSlots];

int remember(pid_t pid) {
  for (int i = 0; i < kPidSlots; ++i) {
    pid_t expected = 0;
    if (gRunning[i].compare_exchange_strong(expected, pid)) return i;
  }
  return -1;
}

std::string errorText(const std::string& what, int e) { return what + ": " + std::strerror(e); }

// A temporary file holding `text`, already unlinked, positioned at its start.
int textFile(const std::string& text, std::string& error) {
  std::string name = (std::filesystem::temp_directory_path() / "clmm-input-XXXXXX").string();
  int fd = mkostemp(name.data(), O_CLOEXEC);
  if (fd < 0) {
    error = errorText("cannot create a temporary file", errno);
    return -1;
  }
  unlink(name.c_str());
  for (size_t done = 0; done < text.size();) {
    ssize_t n = write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      error = errorText("cannot write a temporary file", errno);
      close(fd);
      return -1;
    }
    done += static_cast<size_t>(n);
  }
  lseek(fd, 0, SEEK_SET);
  return fd;
}

int openOutput(const std::string& path, std::string& error) {
  int fd = open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) error = errorText("cannot write " + path, errno);
  return fd;
}

// clmm's environment with `extra` (NAME=VALUE) added or replacing the same names.
std::vector<std::string> environmentWith(const std::vector<std::string>& extra) {
  std::map<std::string, std::string> byName;
  std::vector<std::string> order;
  auto add = [&](const std::string& entry) {
    std::string name = entry.substr(0, entry.find('='));
    if (!byName.count(name)) order.push_back(name);
    byName[name] = entry;
  };
  for (char** e = environ; e && *e; ++e) add(*e);
  for (const auto& e : extra) add(e);
  std::vector<std::string> out;
  for (const auto& n : order) out.push_back(byName[n]);
  return out;
}

// Reads what is available on `fd` into `into`; false at its end (or on an error).
bool drain(int fd, std::string& into) {
  char buffer[65536];
  for (;;) {
    ssize_t n = read(fd, buffer, sizeof buffer);
    if (n > 0) {
      into.append(buffer, static_cast<size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EAGAIN) return true;
    return false;
  }
}

}  // namespace

std::string ProcessResult::describe() const {
  if (!started) return "could not start: " + error;
  if (timedOut) return "timed out";
  if (stopped) return "stopped";
  if (signal) return "killed by signal " + std::to_string(signal);
  return "exit status " + std::to_string(exitCode);
}

std::string pathArgument(const std::string& path) {
  return !path.empty() && path[0] == '-' ? "./" + path : path;
}

void killRunningProcesses() noexcept {
  for (auto& p : gRunning) {
    pid_t pid = p.load();
    if (pid > 0) kill(-pid, SIGKILL);
  }
}

std::optional<std::string> findProgram(const std::string& program) {
  auto runnable = [](const std::string& p) {
    struct stat st {};
    return access(p.c_str(), X_OK) == 0 && stat(p.c_str(), &st) == 0 && S_ISREG(st.st_mode);
  };
  if (program.empty()) return std::nullopt;
  if (program.find('/') != std::string::npos) return runnable(program) ? std::optional(program) : std::nullopt;
  const char* path = std::getenv("PATH");
  std::string all = path ? path : "/usr/bin:/bin";
  for (size_t start = 0; start <= all.size();) {
    size_t end = all.find(':', start);
    if (end == std::string::npos) end = all.size();
    std::string dir = all.substr(start, end - start);
    std::string candidate = (dir.empty() ? "." : dir) + "/" + program;
    if (runnable(candidate)) return candidate;
    start = end + 1;
  }
  return std::nullopt;
}

namespace {

// The child starts with the default dispositions of the signals clmm handles or ignores, no
// blocked signal, and a process group of its own.
void initChildAttributes(posix_spawnattr_t& attributes) {
  posix_spawnattr_init(&attributes);
  sigset_t defaults, none;
  sigemptyset(&defaults);
  for (int s : {SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT}) sigaddset(&defaults, s);
  sigemptyset(&none);
  posix_spawnattr_setsigdefault(&attributes, &defaults);
  posix_spawnattr_setsigmask(&attributes, &none);
  posix_spawnattr_setpgroup(&attributes, 0);
  posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);
}

// Reads the child's output pipes (readers[i] into *sinks[i]; a reader closed is -1) until it
// exits, ending it (SIGTERM to its group, SIGKILL a second later) on a timeout or a stop
// request; its wait status.
int superviseChild(pid_t pid, int readers[2], std::string* sinks[2], const ProcessOptions& o,
                   ProcessResult& r) {
  using Clock = std::chrono::steady_clock;
  const auto start = Clock::now();
  Clock::time_point killAt{};
  bool signalled = false, killed = false, exited = false;
  int status = 0;
  while (!exited) {
    pollfd fds[2];
    int which[2];
    nfds_t n = 0;
    for (int i = 0; i < 2; ++i)
      if (readers[i] >= 0) fds[n] = {readers[i], POLLIN, 0}, which[n++] = i;
    if (n > 0) {
      if (poll(fds, n, 50) > 0)
        for (nfds_t k = 0; k < n; ++k)
          if (fds[k].revents && !drain(readers[which[k]], *sinks[which[k]])) {
            close(readers[which[k]]);
            readers[which[k]] = -1;
          }
    } else {
      usleep(20000);
    }
    pid_t w = waitpid(pid, &status, WNOHANG);
    if (w == pid || (w < 0 && errno == ECHILD)) exited = true;
    if (exited) break;
    double elapsed = std::chrono::duration<double>(Clock::now() - start).count();
    bool late = o.timeoutSeconds > 0 && elapsed > o.timeoutSeconds;
    bool stop = o.endOnStop && stopRequested();
    std::optional<BudgetKind> budget;
    if (!signalled && !late && !stop && o.underBudget) budget = budgetExhausted();
    if (budget == BudgetKind::Canceled) budget.reset(), stop = o.endOnStop;
    if (!signalled && (late || stop || budget)) {
      r.timedOut = (late || budget == BudgetKind::Timeout) && !stop;
      r.stopped = stop;
      r.budget = budget;
      kill(-pid, SIGTERM);
      signalled = true;
      killAt = Clock::now() + std::chrono::seconds(1);
    } else if (signalled && !killed && Clock::now() > killAt) {
      kill(-pid, SIGKILL);
      killed = true;
    }
  }
  return status;
}

// Whether the calling thread's budget is spent already: then the program does not start, and `r`
// says why.
bool budgetSpent(const ProcessOptions& o, ProcessResult& r) {
  if (!o.underBudget) return false;
  auto spent = budgetExhausted();
  if (!spent || spent == BudgetKind::Canceled) return false;
  r.budget = spent;
  r.timedOut = spent == BudgetKind::Timeout;
  r.error = spent == BudgetKind::Timeout ? "the test's --timeout was reached" : "over --max-memory";
  return true;
}

}  // namespace

ProcessResult runProcess(const std::vector<std::string>& argv, const ProcessOptions& o) {
  ProcessResult r;
  if (argv.empty() || argv[0].empty()) {
    r.error = "no program named";
    return r;
  }
  if (budgetSpent(o, r)) return r;
  Descriptors parentSide;  // closed in the parent once the child has them
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  struct ActionsGuard {
    posix_spawn_file_actions_t* a;
    ~ActionsGuard() { posix_spawn_file_actions_destroy(a); }
  } actionsGuard{&actions};

  int in = o.stdinText ? parentSide.keep(textFile(*o.stdinText, r.error)) : -1;
  if (o.stdinText && in < 0) return r;
  if (in >= 0)
    posix_spawn_file_actions_adddup2(&actions, in, 0);
  else
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);

  int outPipe[2] = {-1, -1}, errPipe[2] = {-1, -1};
  int outFile = -1;
  if (o.captureStdout) {
    if (pipe2(outPipe, O_CLOEXEC) != 0) return r.error = errorText("cannot make a pipe", errno), r;
    parentSide.keep(outPipe[1]);
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1);
  } else if (!o.stdoutFile.empty()) {
    outFile = parentSide.keep(openOutput(o.stdoutFile, r.error));
    if (outFile < 0) return r;
    posix_spawn_file_actions_adddup2(&actions, outFile, 1);
  } else {
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  }
  if (o.captureStderr) {
    if (pipe2(errPipe, O_CLOEXEC) != 0) {
      if (outPipe[0] >= 0) close(outPipe[0]);
      return r.error = errorText("cannot make a pipe", errno), r;
    }
    parentSide.keep(errPipe[1]);
    posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2);
  } else if (!o.stderrFile.empty() && o.stderrFile == o.stdoutFile && outFile >= 0) {
    posix_spawn_file_actions_adddup2(&actions, outFile, 2);
  } else if (!o.stderrFile.empty()) {
    int errFile = parentSide.keep(openOutput(o.stderrFile, r.error));
    if (errFile < 0) {
      if (outPipe[0] >= 0) close(outPipe[0]);
      return r;
    }
    posix_spawn_file_actions_adddup2(&actions, errFile, 2);
  } else if (!o.inheritStderr) {
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  }
  if (!o.workingDirectory.empty()) posix_spawn_file_actions_addchdir_np(&actions, o.workingDirectory.c_str());

  posix_spawnattr_t attributes;
  initChildAttributes(attributes);

  std::vector<char*> args;
  for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  std::vector<std::string> env = environmentWith(o.environment);
  std::vector<char*> envp;
  for (auto& e : env) envp.push_back(e.data());
  envp.push_back(nullptr);

  pid_t pid = 0;
  int rc = posix_spawnp(&pid, argv[0].c_str(), &actions, &attributes, args.data(), envp.data());
  posix_spawnattr_destroy(&attributes);
  if (rc != 0) {
    if (outPipe[0] >= 0) close(outPipe[0]);
    if (errPipe[0] >= 0) close(errPipe[0]);
    r.error = errorText(argv[0], rc);
    return r;
  }
  r.started = true;
  int slot = remember(pid);
  if (o.started) o.started(pid);
  ChildMemory counted(pid, ChildKind::Program);  // a program of its own: all it holds counts into --max-memory
  {
    Descriptors done;
    done.fds.swap(parentSide.fds);  // the child's ends, closed here
  }

  int readers[2] = {outPipe[0], errPipe[0]};
  std::string* sinks[2] = {&r.out, &r.err};
  const int status = superviseChild(pid, readers, sinks, o, r);
  // What is left in the pipes; a program it started may still hold them, so do not wait.
  for (int i = 0; i < 2; ++i) {
    if (readers[i] < 0) continue;
    fcntl(readers[i], F_SETFL, fcntl(readers[i], F_GETFL) | O_NONBLOCK);
    drain(readers[i], *sinks[i]);
    close(readers[i]);
  }
  if (slot >= 0) gRunning[slot].store(0);
  if (WIFEXITED(status)) r.exitCode = WEXITSTATUS(status);
  if (WIFSIGNALED(status)) r.signal = WTERMSIG(status);
  return r;
}

}  // namespace clmm
