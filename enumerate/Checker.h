// The explicit engine: enumerates every candidate execution, evaluates the model on each, and
// classifies every reachable final state (allowed / racy), judges the condition and finds
// undefined behaviour with a witness.
#pragma once

#include <chrono>
#include <optional>
#include <set>
#include <string>

#include "axioms/ModelAst.h"
#include "axioms/Verdict.h"
#include "events/Program.h"

namespace clmm {

struct ExplicitOptions {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  std::set<std::string> skipChecks;  // model checks switched off by the user
  uint64_t maxCandidates = 0;        // 0: unlimited
  uint64_t maxWork = 0;              // 0: unlimited; EnumerateLimits::maxWork
  // With maxWork: past it, the enumeration goes on while the work it is predicted to need in all
  // (EnumerateLimits::extendWork) is at most maxPredictedWork and at most predictedWorkPerState
  // per final state predicted (0: no such bound; the distinct states found so far over the
  // fraction of the tree covered): Z3, which would decide the test instead, pays about one query
  // per final state.
  uint64_t maxPredictedWork = 0;
  uint64_t predictedWorkPerState = 0;
  uint64_t maxMemoryMb = 0;          // 0: unlimited; resident memory of the process
  bool keepWitnesses = false;        // TestResult::witnesses: the first execution of each state
  // Stop at the first consistent candidate that runs the program's first loop (its lowest
  // LoopBound condition, not endless) past its bound: the result is unknown whatever the other
  // candidates do, and it names that loop, as the whole enumeration would. Its states are then
  // left out (a caller that reads the states of a cut result, as refinement does, keeps it off).
  bool stopAtCut = false;
};

// The resident memory of this process in MB (0 when it cannot be read).
uint64_t residentMemoryMb();

TestResult checkExplicit(const Program& p, const cat::Model& model, const std::string& modelName,
                         const ExplicitOptions& options = {});

}  // namespace clmm
