// Liveness (docs/language.md and docs/ptx.md, "Liveness"): an execution in which a work-item
// waits forever (at a barrier that can never complete, or in an await loop whose test, on the
// last write of each location it reads, still holds) has no final state. excludeDeadlocks()
// drops from the program the executions whose barriers deadlock; livenessQueries() builds, per
// way of waiting forever, a program whose executions are the prefixes that wait so, for either
// engine to ask whether one is consistent.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "support/Diagnostics.h"
#include "events/AmdgpuCaches.h"
#include "events/Program.h"

namespace clmm {

// Adds an impossible condition (Cond::impossible) that holds in the executions whose barrier
// arrivals deadlock, so that no engine gives them a final state. A PTX barrier that more threads
// reach than its count meets in groups of that count, in arrival order: each arrival's group is a
// choice of the execution (Program::barrierGroups), an arrival whose group never fills waits
// forever. Refuses (located error) one barrier given different counts.
void excludeDeadlocks(Program& p, DiagnosticSink& sink);

// One way of waiting forever: the program whose executions stop there, and which of its
// observables must be equal (an await loop's read and the final value of its location) for an
// execution to be stuck.
struct LivenessQuery {
  Program program;
  std::vector<std::pair<int, int>> sameValue;
  // Per pair of sameValue, the observable that is 1 when that read executes (-1: it always
  // does): a read the test skips (the right operand of a short-circuit || or && whose left one
  // decided) constrains nothing.
  std::vector<int> sameValueIf;
  // Per pair of sameValue, whether the read may instead keep a stale value for ever
  // (amdgpu::staleRead, docs/amdgpu.md "Progress of cached loads"): 0 no, 1 yes (the pair
  // constrains nothing), 2 undecided (staleUndecided says why).
  std::vector<uint8_t> stale;
  std::string staleUndecided;
  std::string witness;  // "P0 waits at bar.sync 0 (line 3); P1 waits at ..."
  // Some await loop of the query can never be stuck, whatever its executions are
  // (events/LivenessValues.h): no final state of the query is stuck, and a model that raises no
  // flag learns nothing from asking it.
  bool neverStuck = false;
  // Where its executions stop, claiming nothing about forever: "P1 stops in while (...) (line 4)"
  std::string stops;
};

struct LivenessPlan {
  std::vector<LivenessQuery> queries;
  std::string incomplete;  // why some ways of waiting are not asked about ("" when all are)
};

// `caches`: the model's caches (amdgpu::cacheLevels; empty for a model without them), whose loads
// may keep a stale value in an await loop.
LivenessPlan livenessQueries(const Program& p, const std::vector<amdgpu::CacheLevel>& caches = {});

// Whether some final state of the query's program is stuck (sameValue holds in it, but for the
// reads that may stay stale; with `undecidedStale`, also those whose staleness is undecided).
bool livenessStuck(const LivenessQuery& q, const std::vector<std::vector<int64_t>>& states,
                   bool undecidedStale = false);

}  // namespace clmm
