// The facts behind `clmm check --explain` for one test under one model, from the engine that
// decided: one witness execution per allowed state and per racy state (the executions the
// engine kept, TestResult::witnesses), and for a condition that no consistent execution
// satisfies, a minimum set of checks that together forbid it and one execution per check of
// the set that fails it, found by queries to that engine ("reach the condition with these
// checks switched off"). Only when the queries do not settle the minimum set does a pass over
// every candidate execution compute it (exact: a minimum hitting set, by brute force over
// increasing sizes).
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "axioms/Explain.h"
#include "axioms/Verdict.h"
#include "enumerate/Execution.h"
#include "enumerate/Primitives.h"

namespace clmm {

// Why one pair of events races, in words (ExplainRace.cpp).
struct RaceExplanation {
  EventId first = 0, second = 0;     // program event ids, first before second in program order
  std::vector<std::string> facts;    // which accesses, scopes, units; why they are not exempt
  std::vector<std::string> reasons;  // why no happens-before orders them
};

// A flag raised by an execution, explained.
// Which explanation a flag gets is read from what it raises, never from its name: a race when
// it relates conflicting accesses of two work-items (two accesses to one location, one a
// write), a barrier divergence when its witnesses are barrier fences of a unit whose work-items
// arrive at different barriers, else the model-level witness path.
struct FlagExplanation {
  enum class Shape { Generic, Race, Divergence };
  std::string flag;
  Shape shape = Shape::Generic;
  std::vector<EventId> events;               // the witness events (program ids)
  std::vector<RaceExplanation> races;        // Race: up to three racing pairs
  std::vector<std::string> lines;            // Divergence: what the witness means
  std::optional<cat::CheckFailure> generic;  // the model-level witness path, in dense ids
};

// One execution the explanation shows (and draws).
struct ShownExecution {
  enum class Role { Forbidden, Allowed, Racy };
  Role role = Role::Allowed;
  Execution x;
  std::vector<int64_t> outcome;
  PrimitiveValues prims;                    // dense ids <-> program ids, and the primitives
  std::vector<cat::CheckFailure> failures;  // Forbidden: the failing checks of the minimal set
  std::vector<std::string> otherFailures;   // Forbidden: other failing checks, by name
  std::vector<FlagExplanation> flags;       // Racy: the raised flags
  std::vector<std::string> switchedOff;     // checks whose `when` is false here, with it
};

struct Explanation {
  bool decided = true;
  std::string unknownReason;

  // How minimalChecks was found: by queries (each check of the set is needed, and the set
  // alone forbids the condition: the only minimum set), or by a pass over every candidate.
  bool fromQueries = false;

  // The condition's proposition (or --state's, forbiddenText), when no consistent execution
  // satisfies it.
  bool explainsForbidden = false;
  std::string forbiddenText;  // the proposition explained when it is not the condition's (--state)
  uint64_t conditionCandidates = 0;  // candidates ending in a state that satisfies it (from queries: 1 when some do)
  std::vector<std::string> minimalChecks;                  // a minimum set of checks failed by all of them
  std::vector<std::vector<std::string>> otherMinimalSets;  // other sets of the same size
  bool fromUnsatCore = false;                              // minimalChecks is the smt engine's unsat core
  std::vector<std::string> coreMisses;                     // an unsat core that some candidate fails none of
  bool undecidedCandidates = false;                        // some candidate's checks could not be decided
  // One candidate per check of the minimal set (at most four): each fails that check, and as
  // few others as possible.
  std::vector<ShownExecution> forbidden;

  std::vector<ShownExecution> allowed;  // one per allowed state, in state order
  std::vector<ShownExecution> racy;     // one per racy state, in state order
};

// The answer to "is there a consistent execution ending in a state that satisfies the
// condition, with these checks switched off?", from the engine that decided.
struct ReachAnswer {
  bool timedOut = false;
  std::optional<Execution> x;  // one such execution, when there is one
};
using ReachQuery = std::function<ReachAnswer(const std::set<std::string>& skip)>;

struct CollectOptions {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  std::set<std::string> skipChecks;
  std::vector<std::string> unsatCore;  // from the smt engine, when it gave one
  ReachQuery reach;                    // none: a pass over every candidate decides
  // The states to explain as forbidden instead of the condition's (--state naming no reachable
  // state): reach answers for them, and the unsat core is not theirs (leave it empty).
  std::function<bool(const std::vector<int64_t>&)> target;
  std::string targetText;
  // Which allowed and racy states are shown (none: every one): the others' executions are not
  // gathered (`--state`, and `clmm compare` without --explain-allowed).
  std::function<bool(StateClass, const std::vector<int64_t>&)> shown;
  // The executions of the allowed states carry their primitives by name (ShownExecution::prims
  // .values: pictures, pages); false: only the dense ids (the text needs no more).
  bool primitiveValues = true;
};

// Gathers the explanation of `r` (the engine's result for `p` under `model`); the witnesses of
// the allowed and racy states are r.witnesses (none are shown without them).
Explanation collectExplanation(const Program& p, const cat::Model& model, const TestResult& r,
                               const CollectOptions& options);

// Any candidate execution `x` of `p` as the explanations show one (clmm serve steps through them
// all): Forbidden when one of the model's checks fails, with every failing check explained;
// else Racy when a flag is raised, with every raised flag explained (a race with its two
// events); else Allowed. `skip`: checks switched off.
ShownExecution showExecution(const Program& p, const cat::Model& model, const Execution& x,
                             const std::set<std::string>& skip = {});

// The smallest sets of indices hitting every set in `sets` (bit masks over at most 64 checks):
// all the minimum ones, in increasing order of their masks (at most `limit` of them). Empty
// when `sets` is empty or one of them is empty (nothing hits it).
std::vector<uint64_t> minimumHittingSets(const std::vector<uint64_t>& sets, size_t limit = 16);

// Why the racing pair (a, b) (dense ids of `prims`), raised by `flag`, is not ordered
// (ExplainRace.cpp). The flag's exemptions (cat::flagExemptions) say what scope inclusion and
// happens-before are in this model.
RaceExplanation explainRace(const Program& p, const Execution& x, const PrimitiveValues& prims, const cat::Model& model,
                            const cat::Check& flag, size_t a, size_t b);

// Whether events a and b (program ids) of `x` are conflicting accesses of two work-items: both
// executed accesses to one location, at least one a write.
bool conflictingAccesses(const Program& p, const Execution& x, EventId a, EventId b);

}  // namespace clmm
