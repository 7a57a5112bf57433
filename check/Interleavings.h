// The interleaving search as a decision procedure of the check service (docs/models.md, "One
// location: the interleavings"): a PTX test under the built-in `ptx` model whose result is
// unknown at a loop bound is decided by searching its threads' interleavings when it qualifies
// (interleave/Qualify.h); every engine (auto, enumerate, smt) gets the same result, whose engine
// is "interleavings".
#pragma once

#include <optional>
#include <string>

#include "axioms/Verdict.h"
#include "check/Engine.h"
#include "check/Load.h"
#include "check/Models.h"

namespace clmm {

// The search's result for `t` under the built-in ptx model named `modelName`, or nullopt with
// why not in `why` (the test does not qualify, or the search ran past its limits or the budget).
std::optional<TestResult> searchInterleavings(const LoadedTest& t, const std::string& modelName, std::string& why);

// runEngine on the test's program, and the interleaving search beside it: what clmm check, clmm
// diff and clmm diff --herd-log run per test and model. Under the built-in ptx model (no --skip,
// no witnesses asked for) the search runs first, within the test's timeout (the engine gets the
// rest); when the engine's result is unknown at a loop bound or by the budget, the search's
// result replaces it, or the reason says why the search does not apply.
TestResult runEngineOnTest(const LoadedTest& t, const NamedModel& m, const EngineOptions& eo);

}  // namespace clmm
