// The witness executions an engine keeps when asked (ExplicitOptions / SmtOptions
// keepWitnesses): one execution per final state it found, from the search that decided, so that
// explanations show what the engine saw instead of searching again (docs/checking.md,
// "Explanations").
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "enumerate/Execution.h"
#include "events/Program.h"

namespace clmm {

struct StateWitnesses {
  // Per final state (values of Program::observables): a consistent execution without a raised
  // flag (allowed states), or a consistent one with a raised flag (racy states).
  std::map<std::vector<int64_t>, Execution> allowed, racy;
};

struct FindOptions {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  std::set<std::string> skipChecks;  // model checks switched off for this search
  bool timedOut = false;             // out: the deadline passed before the search ended
  // Optional, with `wanted`: false when no state that agrees with `known` (the observables'
  // values where it has one) is wanted; the search then skips the reads-from choices that fix
  // those values (EnumerateLimits::mayReachWanted).
  std::function<bool(const std::vector<std::optional<int64_t>>& known)> mayBeWanted;
};

// The first consistent execution of `p` under `model` (less `options.skipChecks`) whose final
// state satisfies `wanted`, found by the explicit engine with its pruning and, when only
// registers are observed, without the coherence orders of reads-from choices whose state is not
// wanted, and with options.mayBeWanted without the reads-from choices whose chosen reads already
// rule every wanted state out (the same wanted candidates in the same order as a plain pass);
// nothing when there is none or the deadline passes first (options.timedOut says which).
std::optional<Execution> findExecution(const Program& p, const cat::Model& model,
                                       const std::function<bool(const std::vector<int64_t>&)>& wanted,
                                       FindOptions& options);

}  // namespace clmm
