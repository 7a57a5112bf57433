// A candidate execution of an event program: which events executed, the concrete location and
// values of each access, reads-from, and the coherence order of each location. Produced by the
// explicit enumerator (and, from a Z3 model, by the solver engine for self-checking); turned
// into the model's primitive sets and relations by primitives().
#pragma once

#include <cstdint>
#include <vector>

#include "events/Program.h"

namespace clmm {

struct Execution {
  // An execution of `p` in which nothing has happened yet: every per-event, per-condition and
  // per-location vector sized, no event executed, no read reading from anything.
  static Execution blank(const Program& p);

  const Program* program = nullptr;

  std::vector<bool> executed;        // per event: its guard holds (initial writes: always)
  std::vector<bool> writes;          // per event: executed and writes (a compare-exchange only on success)
  std::vector<bool> reads;           // per event: executed and reads
  std::vector<LocId> loc;            // per executed access: the concrete location
  std::vector<int64_t> readValue;    // per executed read: the value it reads
  std::vector<int64_t> writeValue;   // per executed write: the value it writes
  std::vector<MemoryOrder> order;    // per executed event: effective order (compare-exchange: success or failure order)
  std::vector<int8_t> condValue;     // per condition: 1 true, 0 false, -1 not reached
  std::vector<int> rf;               // per executed read: the write it reads from
  std::vector<std::vector<EventId>> co;  // per location: the writes in coherence order, initial write first
  // Empty for a complete execution. Otherwise a partial one (the explicit engine's pruning,
  // PartialCoherence.h): per location, only the first coPlaced[l] writes of co[l] are in their
  // final order, before all the others, whose order among themselves is not chosen yet.
  std::vector<size_t> coPlaced;
  // Empty for a complete execution. Otherwise a partial one whose reads-from is only partly
  // chosen (the explicit engine's pruning, PartialCoherence.h): per event, true for a read whose
  // source is not chosen yet (its rf entry is then meaningless, and so are the values that
  // depend on it); such a partial execution also leaves coherence open (coPlaced all 1), but
  // for the case split of Enumerator::refuteByFirstWrite (one location with one write placed
  // after its initial write: coPlaced 2 there).
  std::vector<bool> rfOpen;
  // A candidate that runs a loop past its unrolling bound (EnumerateLimits::visitBeyondBound):
  // its state is not a final state; beyondCond is the LoopBound condition it names.
  bool beyondBound = false;
  int beyondCond = -1;

  // Final values of the observables (Program::observables order): a register's symbolic value
  // evaluated under this execution; a location's co-maximal write's value.
  std::vector<int64_t> outcome() const;

  // A symbolic value under this execution: a read's value is readValue (0 for a read that did
  // not execute), a condition counts as true iff condValue is 1. Defined in Execution.cpp.
  int64_t evaluate(ValueRef v) const;
};

}  // namespace clmm
