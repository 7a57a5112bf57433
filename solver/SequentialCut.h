// A cheap first answer for tests that run a loop past its bound (SmtOptions::stopAtCut): before
// the model is encoded, ask Z3 for a sequentially consistent candidate execution (one order of
// all events that program order, reads-from, coherence and from-read follow) that runs the
// program's first loop past its bound, and confirm it with the explicit checker under the model
// itself. A confirmed execution is a consistent candidate beyond that loop's bound, so the result
// is unknown for the reason the whole engine would give (Program::firstLoopCuts); anything else
// (no such execution, one the model does not confirm) leaves the question to the full encoding.
// The sequential order is only a search heuristic: soundness rests on the explicit check.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "enumerate/Execution.h"
#include "events/Program.h"
#include "solver/Clocks.h"
#include "solver/ProgramEncoding.h"
#include "solver/Terms.h"

namespace clmm::smt {

// The LoopBound conditions (not endless) grouped by the loop they name (Program::loopBoundReason),
// in the order of each loop's lowest condition.
std::vector<std::vector<CondId>> loopCutGroups(const Program& p);

// "One order of all events explains the execution": program order, reads-from and coherence
// follow it, and each read reads the last write to its location before it. To be asserted with
// the structural constraints.
Lit sequentialOrder(const Program& p, ProgramEncoding& enc, Terms& terms, Clocks& clocks);

// The condition of `group` that `x` (read back from a model) runs past, when `x` is a candidate
// execution consistent under `model` (every check holds; a `total` order found by the explicit
// search); nullopt otherwise.
std::optional<CondId> confirmedCut(const Execution& x, const std::vector<CondId>& group, const cat::Model& model,
                                   const std::set<std::string>& skip);

}  // namespace clmm::smt
