// A hard deadline for Z3 without a memory cap (docs/ci.md, "Limits"). Z3 stops at the watchdog's
// interrupt in most of its phases but not in all: one query ran 139 s past a 60 s --timeout. Only a
// process of its own can be killed (solver/Isolation.h, under --max-memory), and forking each test
// costs too much in batches and under sanitizers. So the query runs on a thread of its own, on
// copies of the program and the model; the caller waits until the deadline and a grace, and then
// gives the query up: the thread finishes on its own, into state it owns, and the process ends
// without waiting for it (support/Budget.h, abandonedThreads(); cli/main.cpp).
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "axioms/ModelAst.h"
#include "axioms/Verdict.h"
#include "events/Program.h"
#include "solver/SmtEngine.h"
#include "support/Budget.h"

namespace clmm::smt {

using SmtRun = std::function<TestResult(const Program&, const cat::Model&, const std::string&, const SmtOptions&)>;

// How long past its deadline a query may run before it is given up: a quarter of the time it had
// when it started, at least one second.
std::chrono::milliseconds deadlineGrace(std::chrono::steady_clock::duration budget);

// run(p, model, modelName, options) on a thread of its own (a deep stack, inside a BudgetScope of
// options.deadline and the caller's own scope: the earlier holds), and its result, its witness executions pointing at `p`; an exception it
// threw is thrown again here. Nothing when it
// was given up, `why` saying for what: Timeout, still running deadlineGrace past that deadline,
// or Canceled, still running a second after a stop request. Needs options.deadline.
std::optional<TestResult> runWithHardDeadline(const Program& p, const cat::Model& model, const std::string& modelName,
                                              const SmtOptions& options, const SmtRun& run, BudgetKind& why);

}  // namespace clmm::smt
