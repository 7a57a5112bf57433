// `clmm validate --explain` / `clmm refine --explain`: why an extra outcome of the target is a
// counterexample, from both models: the source model's reason to forbid that outcome (the
// minimum set of checks and a candidate's cycle, as `clmm check --explain` gives for a
// condition) and the target model's explanation of the executions reaching it (one that does,
// or why it is racy).
#pragma once

#include <string>

#include "check/Engine.h"
#include "check/Models.h"
#include "lowering/Refinement.h"

namespace clmm {

// The text for one extra outcome `e` of `r`, each line indented by `indent`. `target` null: the
// source program itself under the target model.
std::string explainCounterexample(const Program& source, const Program* target, const NamedModel& sourceModel,
                                  const NamedModel& targetModel, const RefineResult& r, const ExtraOutcome& e,
                                  const EngineOptions& engine, const std::string& indent);

}  // namespace clmm
