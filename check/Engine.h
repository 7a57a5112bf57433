// The seam between the command line and the engines: runs one engine on one program under one
// model. Every command (check, diff, refine, validate, ...) goes through runEngine().
#pragma once

#include <chrono>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "axioms/Verdict.h"
#include "support/Budget.h"
#include "events/Program.h"

namespace clmm {

// The `auto` engine (the default of clmm check): the explicit engine first, under a budget of
// work (deterministic: the same test is always decided by the same engine), then the Z3 engine
// with what is left of the timeout. Small tests, where enumeration is several times faster than
// setting up Z3, are decided by the explicit engine; tests whose candidate executions explode
// (coherence orders, long read-modify-write chains) cost at most the budget before Z3 decides
// them. When the budget is spent, the explicit engine goes on while the whole enumeration is
// predicted to need (from the part of its search tree it covered: EnumerateLimits::extendWork) at
// most kAutoExplicitPredictedWork, and at most kAutoWorkPerState per final state it has found:
// Z3's one query per state costs about that much explicit work, so a state-heavy test it will
// finish soon (SB-12, IRIW-6, IRIW-8) is not started over by Z3, and a test with few states
// and many candidates (MP-chain-16, COW-3x3) goes to Z3 at the budget (bench/README.md), or a
// sixteenth or a quarter into it where it has examined candidates (EnumerateLimits::extendWork:
// paths alone predict no states, issue 41's lifted fenced_loop).
// TestResult::engine names the engine that decided.
constexpr uint64_t kAutoExplicitWork = 50000;  // EnumerateLimits::maxWork of the first try
constexpr uint64_t kAutoExplicitPredictedWork = 4000000;  // ExplicitOptions::maxPredictedWork
constexpr uint64_t kAutoWorkPerState = 200;               // ExplicitOptions::predictedWorkPerState

struct EngineOptions {
  std::string engine = "enumerate";  // "auto", "enumerate" or "smt"
  double timeoutSeconds = 0;         // 0: none
  std::set<std::string> skipChecks;  // model checks switched off
  bool selfCheck = false;            // smt: re-check every allowed state's witness explicitly
  bool keepWitnesses = false;        // TestResult::witnesses (for explanations)
  // A consistent execution that runs a loop past its bound makes the result unknown: stop there,
  // without the states of the executions that finish (ExplicitOptions::stopAtCut). Off for
  // callers that read a cut result's states (refinement: docs/models.md, "Compiled code").
  bool stopAtCut = false;
};

// Limits that apply to every command (options --max-events, --max-memory): an oversized
// problem becomes the result "unknown" with the reason, never an out-of-memory kill.
struct ResourceLimits {
  int maxEvents = 4096;   // events of the elaborated program (0: unlimited)
  uint64_t maxMemoryMb = 0;  // resident memory in MB (0: unlimited)
};
void setResourceLimits(const ResourceLimits& limits);

// The reason of an undecided result that ran out of `kind` after `seconds`.
std::string budgetReason(BudgetKind kind, double seconds);

// The deadline `seconds` from now (nothing for 0: no limit).
Deadline deadlineAfter(double seconds);

// The engine names runEngine accepts.
const std::vector<std::string>& engineNames();

// Runs the engine within the test's budget (support/Budget.h: its own --timeout, or an enclosing
// scope's earlier deadline; the memory cap; a stop request); the result says `decided = false`
// with the reason ("timeout after S s", "memory limit of N MB reached", "canceled") when one of
// them ends it, or on an undecided solver answer.
TestResult runEngine(const Program& p, const cat::Model& model, const std::string& modelName,
                     const EngineOptions& options);

}  // namespace clmm
