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

// When `r` (the engine's result for `t` under `m`) is unknown because of a loop bound and the
// search applies (the built-in ptx model, no --skip, no witnesses asked for), replaces it by the
// search's result within `secondsLeft` of the test's timeout (ignored without a timeout), or
// adds to its reason why the search did not decide.
void decideByInterleavings(const LoadedTest& t, const NamedModel& m, const EngineOptions& eo, double secondsLeft,
                           TestResult& r);

}  // namespace clmm
