// The primitive sets and relations of MODEL.md section 1, computed from one candidate
// execution over its executed events only (dense ids), for the model evaluator. This is the
// only place where C++ knows what R, W, sb, rf, scopes ... mean; everything else is model file.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "axioms/Relation.h"
#include "enumerate/Execution.h"

namespace clmm {

struct PrimitiveValues {
  std::vector<EventId> events;  // dense id -> program event id
  std::vector<int> dense;       // program event id -> dense id, -1 when not executed
  std::map<std::string, EventSet> sets;
  std::map<std::string, Relation> relations;
  size_t size() const { return events.size(); }
};

PrimitiveValues computePrimitives(const Execution& x);

}  // namespace clmm
