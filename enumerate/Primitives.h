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

// The primitives `wanted` of a sequence of executions of one program, indexed by their entry in
// the primitive table (axioms/PrimitiveTable.h) and kept between calls. Every primitive but rf,
// mo and co is a function of the path (which events executed, what they read or wrote, their
// locations, orders and conditions): those are computed again only when the path changes, rf
// when reads-from changes, mo and co when the coherence order changes.
class PrimitiveCache {
 public:
  // What differs from the previous execution, least first; Path for the first one.
  enum class Change : uint8_t { None, Coherence, ReadsFrom, Path };

  explicit PrimitiveCache(const std::set<std::string>& wanted);
  Change update(const Execution& x);

  size_t size() const { return events_.size(); }
  const std::vector<EventId>& events() const { return events_; }
  const std::vector<int>& dense() const { return dense_; }
  // The value of table entry `index`; meaningful only for a wanted one.
  const cat::Primitive& value(size_t index) const { return values_[index]; }
  bool wanted(size_t index) const { return wanted_[index]; }
  // The table index of primitive `name`, or -1.
  static int indexOf(const std::string& name);
  // The wanted values by name (the form checkExecution and the explanations take).
  PrimitiveValues toValues() const;

 private:
  void computePath(const Execution& x);
  void computeReadsFrom(const Execution& x);
  void computeCoherence(const Execution& x);

  std::vector<bool> wanted_;  // per table entry
  int rf_ = -1, mo_ = -1, co_ = -1;  // table indices, -1 when not wanted
  std::vector<EventId> events_;
  std::vector<int> dense_;
  std::vector<cat::Primitive> values_;  // per table entry
  Execution key_;  // the last execution (only what the primitives depend on)
  bool first_ = true;
};

}  // namespace clmm
