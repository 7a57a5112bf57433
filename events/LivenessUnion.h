// Several liveness queries of one program as one program (docs/models.md, "Liveness", "Asked at
// once"): a free choice selects the query, so one engine run (one encoding) answers them all.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "events/Liveness.h"
#include "events/Program.h"

namespace clmm {

// The union of `queries`, each built from `p` by livenessQueries(): the program whose
// executions are those of query i, for each i, with the observable `selector` equal to i, query
// i's observables at `first[i]` onwards (0 where another query is selected).
struct LivenessUnion {
  Program program;
  int selector = 0;
  std::vector<int> first;
  // Query i's final states, read from the union's states.
  std::vector<std::vector<int64_t>> statesOf(size_t i, const std::vector<std::vector<int64_t>>& states,
                                             const LivenessQuery& q) const;
};

// nullopt when a query changes the program in a way the union does not know (each query is then
// asked alone).
std::optional<LivenessUnion> livenessUnion(const Program& p, const std::vector<const LivenessQuery*>& queries);

}  // namespace clmm
