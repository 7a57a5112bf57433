// The refinement check behind `clmm refine` and `clmm validate`: does the target program, under
// the target model, have an outcome that the source program, under the source model, forbids?
// Outcomes are compared on the observables the two share (the registers and locations of the
// source's condition and locations clause). A racy source constrains nothing (its behaviour is
// undefined), so any target refines it; a racy target of a race-free source does not, nor does a
// target that may wait forever where the source cannot (an execution that never ends is an
// outcome too), nor one none of whose executions finishes while the source's do.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "axioms/Verdict.h"
#include "check/Engine.h"
#include "check/Models.h"
#include "explain/Witness.h"

namespace clmm {

enum class RefineStatus { Sound, Unsound, Unknown };

struct ExtraOutcome {
  std::vector<int64_t> values;  // over RefineResult::observables
  StateClass cls = StateClass::Allowed;
  std::optional<WitnessExecution> witness;  // a target execution ending in it, if found in time
};

struct RefineResult {
  RefineStatus status = RefineStatus::Sound;
  std::string unknownReason;
  bool sourceRacy = false;          // sound whatever the target does
  bool targetRacy = false;          // target has undefined behaviour, the source none: unsound
  bool targetSkipped = false;       // the target is the source under the same model: sound, not run
  // The target may never finish where the source always does: a liveness violation of the target
  // only, or no final state of the target while the source has some (a miscompilation: a program
  // that hangs refines no program that finishes). The reason, "" when neither.
  std::string targetHangs;
  // The target's loops were cut at the unrolling bound (its reason, "" when not): the result is
  // unsound from executions that finish within the bound, or unknown.
  std::string targetCut;
  TestResult source, target;
  std::vector<std::string> observables;  // shared, in the source's order
  std::vector<std::string> unshared;     // source observables the target lacks
  std::vector<std::vector<int64_t>> sourceStates;  // projected on `observables`
  std::vector<ExtraOutcome> extra;       // target outcomes the source forbids, in value order
  std::vector<std::string> targetUbOrigins;  // targetRacy with RefineOptions::targetOrigin: where the
                                             // first witness's events come from ("P0:e18 from ...")
};

struct RefineOptions {
  EngineOptions engine;
  double witnessSeconds = 10;  // budget to find each witness execution (explicit engine); at most
                               // the engine's timeout when it has one
  OriginOf targetOrigin;       // where the target's events come from (a lowered test), if known
};

// Adds the source's observables that `target` has (a register of the same thread, a location of
// the same name) to its locations clause, so that its results give their values; returns the
// names of those it lacks.
std::vector<std::string> observeSourceObservables(const Program& source, ast::Test& target);

// `target` may be null: the target is the source program itself, under the target model.
RefineResult refine(const Program& source, const Program* target, const NamedModel& sourceModel,
                    const NamedModel& targetModel, const RefineOptions& options);

// Text lines explaining an unsound or unknown result (indented by two spaces), empty when sound.
std::vector<std::string> describeRefinement(const RefineResult& r);
nlohmann::json refinementJson(const RefineResult& r);
// A witness as an object: "events" (each with its fields: event, thread, kind, location, read,
// written, order, scope, flags, reads_from, line, text, and for a lowered test source {file,
// line, col, text} and rule {file, line, text} or null) and "coherence" ({location, order}).
nlohmann::json witnessJson(const WitnessExecution& w);
const char* refineStatusName(const RefineResult& r);  // "sound", "unsound", "unknown"
int refineExitCode(const RefineResult& r);            // 0 sound, 1 unsound, 3 unknown

}  // namespace clmm
