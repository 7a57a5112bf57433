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
#include "litmus/Program.h"

namespace clmm {

struct ExplicitOptions {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  std::set<std::string> skipChecks;  // model checks switched off by the user
  uint64_t maxCandidates = 0;        // 0: unlimited
};

TestResult checkExplicit(const Program& p, const cat::Model& model, const std::string& modelName,
                         const ExplicitOptions& options = {});

}  // namespace clmm
