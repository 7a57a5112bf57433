// The per-thread deadline, the process-wide memory cap, the stop request and the input size cap
// (support/Budget.h).
#include "support/Budget.h"

#include <fcntl.h>
#include <malloc.h>
#include <pthread.h>
#include <unistd.h>

#include <cstdio>

#include <atomic>
#include <map>
#include <mutex>

namespace clmm {

namespace {

using Clock = std::chrono::steady_clock;

std::atomic<bool> gStop{false};
std::atomic<int> gStopSignal{0};
std::atomic<uint64_t> gMemoryCapMb{0};
std::atomic<uint64_t> gMaxInputBytes{kDefaultMaxInputMb * 1024 * 1024};
static_assert(std::atomic<bool>::is_always_lock_free && std::atomic<int>::is_always_lock_free,
              "requestStop() is called from signal handlers");

thread_local Deadline tDeadline;
thread_local bool tActive = false;       // inside a BudgetScope
thread_local Clock::time_point tNextMemoryCheck{};
thread_local unsigned tCalls = 0;

constexpr auto kMemoryCheckPeriod = std::chrono::milliseconds(5);

}  // namespace

static const char* budgetMessage(BudgetKind kind) {
  switch (kind) {
    case BudgetKind::Timeout: return "timeout";
    case BudgetKind::Memory: return "memory";
    case BudgetKind::Canceled: return "canceled";
  }
  return "budget";
}

BudgetExceeded::BudgetExceeded(BudgetKind kind) : std::runtime_error(budgetMessage(kind)), kind_(kind) {}

BudgetScope::BudgetScope(Deadline deadline) : saved_(tDeadline), savedActive_(tActive) {
  if (deadline && (!tDeadline || *deadline < *tDeadline)) tDeadline = deadline;
  tActive = true;
}

BudgetScope::~BudgetScope() {
  tDeadline = saved_;
  tActive = savedActive_;
}

Deadline currentDeadline() { return tDeadline; }

std::optional<BudgetKind> budgetExhausted() {
  if (gStop.load(std::memory_order_relaxed)) return BudgetKind::Canceled;
  if (!tActive) return std::nullopt;
  auto now = Clock::now();
  if (tDeadline && now >= *tDeadline) return BudgetKind::Timeout;
  uint64_t cap = gMemoryCapMb.load(std::memory_order_relaxed);
  if (cap > 0 && now >= tNextMemoryCheck) {
    tNextMemoryCheck = now + kMemoryCheckPeriod;
    if (residentMb() > cap) return BudgetKind::Memory;
  }
  return std::nullopt;
}

namespace {
std::atomic<bool> gAbandonedThreads{false};
}

void noteAbandonedThread() { gAbandonedThreads = true; }
bool abandonedThreads() { return gAbandonedThreads; }

void checkBudget() {
  // The clock (and the heap) every 16th call only: callers sit in inner loops.
  if ((++tCalls & 15) != 0) {
    if (gStop.load(std::memory_order_relaxed)) throw BudgetExceeded(BudgetKind::Canceled);
    return;
  }
  if (auto kind = budgetExhausted()) throw BudgetExceeded(*kind);
}

void setMemoryCapMb(uint64_t mb) { gMemoryCapMb = mb; }
uint64_t memoryCapMb() { return gMemoryCapMb; }

namespace {
// /proc/PID/statm's resident pages and, of those, the pages of files and shared memory, in KB;
// false when it cannot be read (the process has ended). (malloc's own counts miss what a process
// needs besides its heap, so a cap of 1 MB would decide tests.)
bool statmKb(int pid, uint64_t& residentKb, uint64_t& sharedKb) {
  char path[48];
  if (pid == 0) std::snprintf(path, sizeof path, "/proc/self/statm");
  else std::snprintf(path, sizeof path, "/proc/%d/statm", pid);
  int fd = ::open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return false;
  char buf[128];
  ssize_t n = ::read(fd, buf, sizeof buf - 1);
  ::close(fd);
  if (n <= 0) return false;
  buf[n] = '\0';
  unsigned long long size = 0, resident = 0, shared = 0;
  if (std::sscanf(buf, "%llu %llu %llu", &size, &resident, &shared) != 3) return false;
  const uint64_t pageKb = static_cast<uint64_t>(::sysconf(_SC_PAGESIZE)) / 1024;
  residentKb = resident * pageKb;
  sharedKb = shared * pageKb;
  return true;
}
}  // namespace

uint64_t residentKbOf(int pid) {
  uint64_t resident = 0, shared = 0;
  return statmKb(pid, resident, shared) ? resident : 0;
}

uint64_t anonymousKbOf(int pid) {
  uint64_t resident = 0, shared = 0;
  return statmKb(pid, resident, shared) && resident > shared ? resident - shared : 0;
}

namespace {
// The child processes alive now (ChildMemory), with how each is counted. A fork (solver/Isolation.h)
// holds the lock, so that the child inherits the registry consistent, and empties the child's
// copy: its parent's other children are not its own.
std::mutex gChildrenMutex;
std::map<int, ChildKind> gChildren;
extern "C" void lockChildren() { gChildrenMutex.lock(); }
extern "C" void unlockChildren() { gChildrenMutex.unlock(); }
extern "C" void unlockChildrenInChild() {
  gChildren.clear();
  gChildrenMutex.unlock();
}
const bool gAtFork = pthread_atfork(lockChildren, unlockChildren, unlockChildrenInChild) == 0;
}  // namespace

ChildMemory::ChildMemory(int pid, ChildKind kind) : pid_(pid), kind_(kind) {
  (void)gAtFork;
  std::lock_guard<std::mutex> lock(gChildrenMutex);
  gChildren[pid] = kind;
}

ChildMemory::~ChildMemory() {
  std::lock_guard<std::mutex> lock(gChildrenMutex);
  gChildren.erase(pid_);
}

uint64_t ChildMemory::extraKb() const { return kind_ == ChildKind::Forked ? anonymousKbOf(pid_) : residentKbOf(pid_); }

uint64_t residentMb() {
  uint64_t kb = residentKbOf(0);
  std::lock_guard<std::mutex> lock(gChildrenMutex);
  for (const auto& [pid, kind] : gChildren) kb += kind == ChildKind::Forked ? anonymousKbOf(pid) : residentKbOf(pid);
  return (kb + 1023) / 1024;  // rounded up: `residentMb() > cap` as soon as a kilobyte is over
}

void releaseFreedMemory() {
  if (gMemoryCapMb.load(std::memory_order_relaxed) > 0) ::malloc_trim(0);
}

void requestStop(int signal) {
  if (signal != 0) gStopSignal.store(signal, std::memory_order_relaxed);
  gStop.store(true, std::memory_order_relaxed);
}
bool stopRequested() { return gStop.load(std::memory_order_relaxed); }
int stopSignal() { return gStopSignal.load(std::memory_order_relaxed); }

void setMaxInputBytes(uint64_t bytes) { gMaxInputBytes = bytes; }
uint64_t maxInputBytes() { return gMaxInputBytes; }

}  // namespace clmm
