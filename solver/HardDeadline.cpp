// Z3 queries on a thread of their own, given up past their deadline (HardDeadline.h).
#include "solver/HardDeadline.h"

#include <condition_variable>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <system_error>

#include "enumerate/Witnesses.h"
#include "support/Budget.h"
#include "support/DeepStack.h"

namespace clmm::smt {

namespace {

// What the query's thread owns: its inputs (copies: the caller may be gone when it ends) and its
// answer. Shared with the caller until the caller gives up.
struct Query {
  Program program;
  cat::Model model;
  std::string modelName;
  SmtOptions options;
  SmtRun run;
  std::mutex m;
  std::condition_variable cv;
  bool done = false;
  std::optional<TestResult> result;
  std::exception_ptr error;
};

}  // namespace

std::chrono::milliseconds deadlineGrace(std::chrono::steady_clock::duration budget) {
  auto quarter = std::chrono::duration_cast<std::chrono::milliseconds>(budget) / 4;
  return std::max(quarter, std::chrono::milliseconds(1000));
}

std::optional<TestResult> runWithHardDeadline(const Program& p, const cat::Model& model, const std::string& modelName,
                                              const SmtOptions& options, const SmtRun& run, BudgetKind& why) {
  using Clock = std::chrono::steady_clock;
  auto q = std::make_shared<Query>();
  q->program = p;
  q->model = model;
  q->modelName = modelName;
  q->options = options;
  q->run = run;
  // The caller's own deadline (its BudgetScope) still holds on the query's thread when earlier.
  const Deadline outer = currentDeadline();
  const auto start = Clock::now();
  const auto deadline = outer && *outer < *options.deadline ? *outer : *options.deadline;
  const auto giveUp = deadline + deadlineGrace(deadline - start);
  auto body = [q, outer] {
    std::optional<TestResult> r;
    std::exception_ptr error;
    try {
      BudgetScope enclosing(outer);
      BudgetScope budget(q->options.deadline);
      r = q->run(q->program, q->model, q->modelName, q->options);
    } catch (...) {
      error = std::current_exception();
    }
    std::lock_guard<std::mutex> lock(q->m);
    q->result = std::move(r);
    q->error = error;
    q->done = true;
    q->cv.notify_all();
  };
  std::optional<DeepThread> started;
  try {
    started.emplace(body);
  } catch (const std::system_error&) {
    // No thread to be had (an address-space limit, abandoned queries holding their stacks): the
    // query runs here, stopped by its budget's checks and Z3's interrupt alone.
    body();
  }
  if (started) {
    DeepThread& thread = *started;
    std::optional<Clock::time_point> stopSeen;
    std::unique_lock<std::mutex> lock(q->m);
    while (!q->done) {
      q->cv.wait_for(lock, std::chrono::milliseconds(50));
      if (q->done) break;
      auto now = Clock::now();
      if (stopRequested() && !stopSeen) stopSeen = now;
      bool stopped = stopSeen && now - *stopSeen > std::chrono::seconds(1);
      if (now >= giveUp || stopped) {
        lock.unlock();
        noteAbandonedThread();  // the process must end without waiting for it
        thread.detach();
        why = stopped ? BudgetKind::Canceled : BudgetKind::Timeout;
        return std::nullopt;
      }
    }
    lock.unlock();
    thread.join();
  }
  if (q->error) std::rethrow_exception(q->error);
  // The witness executions point at the query's copy of the program, which goes with `q`: point
  // them at the caller's (the same events, in the same order).
  if (q->result && q->result->witnesses) {
    auto witnesses = std::make_shared<StateWitnesses>(*q->result->witnesses);
    for (auto* byState : {&witnesses->allowed, &witnesses->racy})
      for (auto& entry : *byState) entry.second.program = &p;
    q->result->witnesses = witnesses;
  }
  return std::move(q->result);
}

}  // namespace clmm::smt
