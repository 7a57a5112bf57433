// The explicit engine's front half: lazily generates every candidate execution of an event
// program (control-flow paths x reads-from x coherence orders, with values computed and
// checked once per path and reads-from choice) and hands each one to a visitor.
#pragma once

#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "enumerate/Execution.h"
#include "events/Program.h"

namespace clmm {

struct EnumerateLimits {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  uint64_t maxCandidates = 0;  // 0 = unlimited; otherwise at most this many are visited
  // 0 = unlimited; otherwise a budget of work (each path and reads-from choice counts 1, each
  // candidate 16) past which the enumeration stops with TooMany: a deterministic bound for
  // the `auto` engine's first try (check/Engine.h).
  uint64_t maxWork = 0;
  // With maxWork: when it is spent, asked with the work the whole enumeration is predicted to
  // need (deterministic: the work so far plus the rest of the search tree at the last interval's
  // rate) and the fraction of the tree covered; true raises the budget by half, asked again when
  // that is spent; also asked a sixteenth and a quarter into maxWork when the prediction is more
  // than maxWork and the enumeration has examined candidates (visited one or refuted a partial
  // one), false then stopping the enumeration there. Unset: stop at maxWork. The `auto` engine keeps the
  // explicit engine's work where it will finish soon instead of starting Z3 over
  // (check/Engine.h).
  std::function<bool(double predictedWork, double covered)> extendWork;
  // Also visit the candidates that run a loop past its bound (not endless), marked
  // Execution::beyondBound, so that the visitor can ask whether one is consistent.
  bool visitBeyondBound = false;
  // A prefix of a reads-from choice is offered to the refuter only when it has at least this
  // many completions (Candidates.cpp says why 64); tests lower it to exercise the refuter.
  uint64_t offerReadsFrom = 64;
  // With a refuter: asked before it about each partial reads-from choice offered to it, with the
  // final values of the observables that the chosen reads already fix (nothing for the others:
  // a location's, a register's that depends on an open read); false skips every completion, as a
  // refutation does. A search for executions of some states (findExecution) skips the choices
  // none of whose completions ends in one.
  std::function<bool(const std::vector<std::optional<int64_t>>& known)> mayReachWanted;
  // The model rejects every candidate in which a read-modify-write (an event that reads and
  // writes) is not immediately after its source in coherence (forcesRmwAdjacency(),
  // enumerate/RmwAdjacency.h). The enumerator then skips, without computing their values, the
  // reads-from choices in which two read-modify-writes read one write or read each other in a
  // cycle (no coherence order puts both right after it), and generates only the coherence orders
  // that put each read-modify-write right after its source: the consistent candidates are the
  // same, in the same order. Not done where a skipped choice could set loopBoundHit before it
  // is set (as for the refuter).
  bool rmwAdjacent = false;
};

enum class EnumerateStatus {
  Complete,  // every candidate was visited
  Stopped,   // the visitor returned false
  Timeout,   // the deadline passed
  TooMany,   // there are more than maxCandidates candidates (the first maxCandidates were
             // visited), or the work budget maxWork ran out
};

const char* enumerateStatusName(EnumerateStatus s);

struct EnumerateStats {
  uint64_t paths = 0;          // combinations of per-thread control-flow paths examined
  uint64_t rfChoices = 0;      // (path, reads-from) combinations whose values were computed
                               // (a failed one may rule out many others, which are skipped)
  uint64_t valueFailures = 0;  // of those, rejected by a condition, bounds or location check
  uint64_t ootaRejected = 0;   // of those, rejected because a value depends on itself (rf cycle)
  uint64_t loopBoundRejected = 0;  // of those, valid but for a loop needing more iterations
  uint64_t coOrders = 0;       // coherence orders generated (one per candidate)
  uint64_t coRefuted = 0;      // partial coherence orders refuted (their completions skipped)
  uint64_t rfRefuted = 0;      // partial reads-from choices refuted (their completions skipped)
  uint64_t rmwRejected = 0;    // reads-from choices skipped by EnumerateLimits::rmwAdjacent
  uint64_t candidates = 0;     // candidates handed to the visitor
  uint64_t work = 0;           // the work counted against EnumerateLimits::maxWork
  uint64_t budgetExtensions = 0;  // times maxWork was extended on a prediction (extendWork)
  bool stoppedEarly = false;      // stopped a sixteenth or a quarter into maxWork on a prediction (extendWork)
  uint64_t stoppedAt = 0;         // with stoppedEarly: the work where it stopped (maxWork / 16 or / 4)
  bool loopBoundHit = false;   // some otherwise valid candidate needs more loop iterations
  int loopBoundCond = -1;          // the lowest LoopBound condition (not endless) such a candidate needs true
};

// Calls `visit` on every candidate execution of `p` (the Execution passed is reused between
// calls: copy it to keep it). Stops early when `visit` returns false, at the deadline, or past
// maxCandidates. Candidates that would need a loop to run past the unrolling bound are not
// produced; stats->loopBoundHit says whether there were any.
//
// The rules (see Candidates.cpp for details): per thread every assignment of truth values to
// the reached conditions; reads-from: every read from every write that may be at the same
// location; every value must have an acyclic justification (a value that depends on itself
// through reads-from is rejected: no out-of-thin-air values); the conditions' values and the
// accesses' locations must agree with the choices; every coherence order per location.
//
// `refute`, when given, is asked about partial executions (counted as work like a candidate):
// true means that no completion of the partial execution is consistent, and none of them is
// generated. It is asked about partial coherence orders (Execution::coPlaced non-empty) and
// about partial reads-from choices (Execution::rfOpen non-empty: the reads of a prefix of the
// odometer's digits chosen, the others and all coherence open but at most one write placed
// first at one location (a case split on coherence being total), every access's location known;
// values that depend on an open read are stale). Candidates are visited in the same order with
// or without it (reads-from as the odometer; the orders of each location lexicographically, the
// first location fastest), and the statistics that reach a result (loopBoundHit) are the same.
EnumerateStatus enumerateCandidates(const Program& p, const EnumerateLimits& limits,
                                    const std::function<bool(const Execution&)>& visit,
                                    EnumerateStats* stats = nullptr,
                                    const std::function<bool(const Execution&)>& refute = {});

}  // namespace clmm
