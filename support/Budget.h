// What bounds the work of one test, checked cooperatively by every long phase (parsing, elaborating,
// the encoding, the engines, explanations): the test's deadline (--timeout), the process's
// memory cap (--max-memory), and a request to stop (SIGINT/SIGTERM, or output that can no longer
// be written). Also the process-wide cap on the size of an input file (--max-input-size).
//
// A thread runs one test inside a BudgetScope; checkBudget() throws BudgetExceeded when the
// scope's deadline has passed, the process is over the memory cap, or a stop was requested. It costs a
// few nanoseconds (a counter and an atomic load; the clock every 16th call, the resident size
// every few milliseconds), so it may sit in inner loops.
#pragma once

#include <chrono>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>

namespace clmm {

enum class BudgetKind { Timeout, Memory, Canceled };

class BudgetExceeded : public std::runtime_error {
 public:
  explicit BudgetExceeded(BudgetKind kind);
  BudgetKind kind() const { return kind_; }

 private:
  BudgetKind kind_;
};

using Deadline = std::optional<std::chrono::steady_clock::time_point>;

// Sets the deadline of this thread's work until destroyed (the earlier of it and an enclosing
// scope's deadline).
class BudgetScope {
 public:
  explicit BudgetScope(Deadline deadline);
  ~BudgetScope();
  BudgetScope(const BudgetScope&) = delete;
  BudgetScope& operator=(const BudgetScope&) = delete;

 private:
  Deadline saved_;
  bool savedActive_;
};

// The deadline of this thread's current scope, if any.
Deadline currentDeadline();

// Throws BudgetExceeded when this thread's deadline has passed, the process is over the memory cap
// (only inside a BudgetScope), or a stop was requested.
void checkBudget();

// Which limit is exhausted now, if any (without throwing).
std::optional<BudgetKind> budgetExhausted();

// A thread still working on something that was given up (solver/HardDeadline.h): the process must
// end without waiting for it (std::_Exit, after flushing: cli/main.cpp).
void noteAbandonedThread();
bool abandonedThreads();

// The memory cap in MB for clmm (0: none), compared with residentMb(): the resident memory of
// this process and of the engine processes it started (solver/Isolation.h: Z3 runs in a child
// under a cap). releaseFreedMemory() gives freed heap back to the system after a test, so that a
// big test does not count against the next one (only when there is a cap).
void setMemoryCapMb(uint64_t mb);
uint64_t memoryCapMb();
uint64_t residentMb();
void releaseFreedMemory();

// The resident memory of one process in KB (this one for 0), from /proc/PID/statm; 0 when it
// cannot be read (the process has ended). anonymousKbOf: its anonymous pages only (resident less
// the pages of files, which a forked child shares with clmm).
uint64_t residentKbOf(int pid);
uint64_t anonymousKbOf(int pid);

// How a child process is counted into residentMb(): a program of its own with its whole resident
// set; a child forked from clmm with all its anonymous pages. (Its resident size beyond clmm's at
// the fork undercounts: each page of clmm's heap the child writes is copied, a new page, and the
// count did not grow — 20 MB under the truth for two Z3 children at a 250 MB cap. Its anonymous
// pages overcount by clmm's heap at the fork that the child has not written, a few MB: a cap is
// reached early rather than late.)
enum class ChildKind { Program, Forked };

// While alive, counts the child process `pid` into residentMb(). A forked child starts with none
// counted: its parent's other children are not its own.
class ChildMemory {
 public:
  ChildMemory(int pid, ChildKind kind);
  ~ChildMemory();
  ChildMemory(const ChildMemory&) = delete;
  ChildMemory& operator=(const ChildMemory&) = delete;
  // What the child adds now, in KB.
  uint64_t extraKb() const;

 private:
  int pid_;
  ChildKind kind_;
};

// A request to stop every test: `signal` is the signal that asked (0 for another reason, such
// as output that cannot be written). Async-signal-safe.
void requestStop(int signal);
bool stopRequested();
int stopSignal();  // 0 when none or not from a signal

// The largest input file clmm reads (tests, models, tables, mappings), in bytes.
constexpr uint64_t kDefaultMaxInputMb = 1;
void setMaxInputBytes(uint64_t bytes);
uint64_t maxInputBytes();

}  // namespace clmm
