// The explicit-state search over the interleavings of a qualifying test's threads (Qualify.h),
// running the code as written (no unrolling): a state is each thread's next instruction and
// registers and the locations' values; a step runs one instruction of one thread. The final states
// are the reachable states where every thread has ended; some execution never ends exactly when
// a reachable strongly connected component with a step inside it has, for every thread that has
// not ended in it, a step of that thread inside it (a fair cycle: docs/models.md, "One location:
// the interleavings").
#pragma once

#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "interleave/Qualify.h"

namespace clmm::interleave {

struct SearchLimits {
  uint64_t maxStates = 2000000;  // more: undecided
};

struct SearchResult {
  bool decided = false;
  std::string reason;                     // why not, when undecided
  std::set<std::vector<int64_t>> finals;  // the final states' observables (Machine::observables)
  bool endless = false;                   // some fair execution never ends
  std::string witness;                    // which threads run forever where
  uint64_t states = 0, steps = 0;         // reachable states and steps explored
};

// Explores every interleaving of `m`; checks the test's budget (support/Budget.h) as it goes
// (BudgetExceeded propagates to the caller).
SearchResult search(const Machine& m, const SearchLimits& limits = {});

}  // namespace clmm::interleave
