// The primitive sets and relations of docs/models.md, "Events", computed from one candidate
// execution over its executed events only (dense ids), for the model evaluator, by the rules of
// the one primitive table (axioms/PrimitiveTable.h) that the Z3 engine uses as well.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "axioms/ConcreteAlgebra.h"
#include "enumerate/Execution.h"

namespace clmm {

struct PrimitiveValues {
  std::vector<EventId> events;  // dense id -> program event id
  std::vector<int> dense;       // program event id -> dense id, -1 when not executed
  std::map<std::string, cat::Primitive> values;  // name -> set or relation (dense ids)
  size_t size() const { return events.size(); }
  const EventSet& set(const std::string& name) const;
  const Relation& relation(const std::string& name) const;
};

// The coherence order of `x` over dense ids (PrimitiveValues::dense): the primitives mo and co;
// for a partial execution (Execution::coPlaced) the pairs of the placed prefix only.
Relation coherenceOrder(const Execution& x, const std::vector<int>& dense, size_t n);

// Computes the primitives of `x`; only those named in `wanted` when it is given.
PrimitiveValues computePrimitives(const Execution& x, const std::set<std::string>* wanted = nullptr);

}  // namespace clmm
