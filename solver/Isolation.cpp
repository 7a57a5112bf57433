// Z3 work in a child process under the memory cap (solver/Isolation.h).
//
// The child is forked from a process that may run other tests in other threads, so it does
// only what stays safe there: no thread of the parent can hold a Z3 lock (under a cap, Z3 runs
// in the parent only once, before the first fork: warmUpZ3), it logs nothing (a parent thread
// may hold the log's lock), and ends with _exit (no exit handlers, no flushing of the parent's
// buffered output). It dies with clmm (PR_SET_PDEATHSIG), and SIGINT and SIGTERM end it at once.
#include "solver/Isolation.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <spdlog/spdlog.h>
#include <z3++.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <system_error>

#include "solver/ResultWire.h"
#include "solver/SelfCheck.h"

namespace clmm::smt {
namespace {

bool gInEngineProcess = false;
constexpr int kPollMs = 5;                           // how often clmm looks at the child
constexpr int kNicer = 5;                            // the child's priority below clmm's
constexpr uint64_t kMaxMessage = uint64_t(1) << 34;  // a length beyond this is not an answer

void writeAll(int fd, const std::string& bytes) {
  for (size_t done = 0; done < bytes.size();) {
    ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) _exit(3);  // clmm has gone
    done += static_cast<size_t>(n);
  }
}

[[noreturn]] void childMain(int fd, pid_t parent, const std::function<TestResult()>& work) {
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (::getppid() != parent) _exit(1);  // clmm ended before the line above
  for (int s : {SIGINT, SIGTERM, SIGALRM}) ::signal(s, SIG_DFL);
  // Below clmm's own priority: on a busy machine the thread that watches this process's memory
  // (runIsolated) runs as soon as it wakes, so that Z3 does not grow far past the cap meanwhile.
  (void)::setpriority(PRIO_PROCESS, 0, ::getpriority(PRIO_PROCESS, 0) + kNicer);
  spdlog::default_logger_raw()->set_level(spdlog::level::off);
  gInEngineProcess = true;
  std::string message;
  try {
    message = wire::encodeResult(work());
  } catch (const SelfCheckError& e) {
    message = wire::encodeError(wire::Ending::SelfCheckError, e.what());
  } catch (const z3::exception& e) {
    message = wire::encodeError(wire::Ending::Z3Error, e.msg());
  } catch (const std::logic_error& e) {
    message = wire::encodeError(wire::Ending::LogicError, e.what());
  } catch (const std::exception& e) {
    message = wire::encodeError(wire::Ending::OtherError, e.what());
  } catch (...) {
    message = wire::encodeError(wire::Ending::OtherError, "an exception of unknown type in the Z3 engine's process");
  }
  writeAll(fd, message);
  _exit(0);
}

// Appends what can be read from `fd` now (it does not block); false once it is at its end.
bool drain(int fd, std::string& into) {
  char buf[1 << 16];
  for (;;) {
    ssize_t n = ::read(fd, buf, sizeof buf);
    if (n > 0) {
      into.append(buf, static_cast<size_t>(n));
      continue;
    }
    if (n < 0 && errno == EINTR) continue;
    return n < 0;  // 0: end of file; EAGAIN: nothing more now
  }
}

bool complete(const std::string& message) {
  uint64_t length = 0;
  if (!wire::messageLength(message, length)) return false;
  if (length > kMaxMessage || length < 8) throw std::runtime_error("the Z3 engine's process sent no answer");
  return message.size() >= length;
}

std::string howItEnded(int status) {
  if (WIFSIGNALED(status)) return "killed by signal " + std::to_string(WTERMSIG(status));
  if (WIFEXITED(status)) return "exit status " + std::to_string(WEXITSTATUS(status));
  return "status " + std::to_string(status);
}

// Z3's global state (its parameter tables, symbols, the solver's machinery) made once here, so
// that each child inherits it instead of building it again (about 40 ms a test). Every thread
// waits for it before its first fork, and no Z3 work runs in this process afterwards, so no
// Z3 lock is held when a child is forked.
void warmUpZ3() {
  static std::once_flag once;
  std::call_once(once, [] {
    z3::context ctx;
    z3::solver solver(ctx, z3::solver::simple());
    z3::expr x = ctx.int_const("x");
    solver.add(x > 0);
    solver.check();
  });
}

}  // namespace

bool inEngineProcess() { return gInEngineProcess; }

TestResult runIsolated(const Program& p, const std::string& modelName, Deadline deadline,
                       const std::function<TestResult()>& work) {
  const auto start = std::chrono::steady_clock::now();
  const uint64_t cap = memoryCapMb();
  auto undecided = [&](BudgetKind why) {
    TestResult r = resultHeader(p, modelName, "smt");
    r.countsAreExecutions = false;
    r.decided = false;
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f", r.seconds);
    r.unknownReason = why == BudgetKind::Memory    ? "memory limit of " + std::to_string(cap) + " MB reached"
                      : why == BudgetKind::Timeout ? "timeout after " + std::string(buf) + " s"
                                                   : "canceled";
    return r;
  };
  if (stopRequested()) return undecided(BudgetKind::Canceled);
  if (cap > 0 && residentMb() > cap) return undecided(BudgetKind::Memory);

  warmUpZ3();
  int ends[2];
  if (::pipe2(ends, O_CLOEXEC) != 0) throw std::system_error(errno, std::generic_category(), "pipe for the Z3 engine");
  const pid_t parent = ::getpid();
  const pid_t pid = ::fork();
  if (pid < 0) {
    int e = errno;
    ::close(ends[0]);
    ::close(ends[1]);
    throw std::system_error(e, std::generic_category(), "fork for the Z3 engine");
  }
  if (pid == 0) {
    ::close(ends[0]);
    childMain(ends[1], parent, work);
  }
  ::close(ends[1]);
  ::fcntl(ends[0], F_SETFL, O_NONBLOCK);

  std::string message;
  std::optional<BudgetKind> killedFor;
  int status = 0;
  bool reaped = false;
  {
    ChildMemory counted(pid, ChildKind::Forked);
    for (;;) {
      pollfd pfd{ends[0], POLLIN, 0};
      ::poll(&pfd, 1, kPollMs);
      bool open = drain(ends[0], message);
      if (complete(message)) break;
      // The child's answer is complete before it exits; other engine children may hold the
      // pipe open, so its end is seen by waiting for the child rather than for end of file.
      if (!reaped && ::waitpid(pid, &status, WNOHANG) == pid) reaped = true;
      if (reaped || !open) {
        drain(ends[0], message);
        break;
      }
      if (stopRequested())
        killedFor = BudgetKind::Canceled;
      else if (deadline && std::chrono::steady_clock::now() >= *deadline)
        killedFor = BudgetKind::Timeout;
      else if (cap > 0 && residentMb() > cap)
        killedFor = BudgetKind::Memory;
      if (killedFor) {
        ::kill(pid, SIGKILL);
        break;
      }
    }
    ::close(ends[0]);
    while (!reaped && ::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
  }
  if (killedFor) return undecided(*killedFor);
  if (!complete(message)) {
    if (stopRequested()) return undecided(BudgetKind::Canceled);
    throw std::runtime_error("the Z3 engine's process ended without an answer (" + howItEnded(status) + ")");
  }
  TestResult r;
  std::string what;
  switch (wire::decode(message, p, r, what)) {
    case wire::Ending::Result:
      return r;
    case wire::Ending::SelfCheckError:
      throw SelfCheckError(what);
    case wire::Ending::Z3Error:
      throw z3::exception(what.c_str());
    case wire::Ending::LogicError:
      throw std::logic_error(what);
    case wire::Ending::OtherError:
      break;
  }
  throw std::runtime_error(what);
}

}  // namespace clmm::smt
