// The Z3 encoding of an event program's candidate executions, following the explicit engine's
// rules (enumerate/Candidates.h): control flow (each reached condition's truth equals
// `value != 0`; Choice conditions free; LoopBound conditions false, behind a literal so that a
// separate query can ask whether one would be needed), symbolic values, locations of array
// accesses, reads-from (one Boolean per read and possible source), coherence (one clock
// family; interchangeable work-items' anchor writes in thread order, events/Symmetry.h), the
// out-of-thin-air rule (acyclic rf + data/address dependencies, with clocks only
// when the static may-graph has a cycle), and the primitive sets and relations of the model
// (enumerate/Primitives.cpp) as literal vectors and matrices over all program events.
#pragma once

#include <z3++.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "enumerate/Execution.h"
#include "events/BarrierArrivals.h"
#include "events/Program.h"
#include "events/Symmetry.h"
#include "solver/Clocks.h"
#include "solver/SymbolicAlgebra.h"
#include "solver/Terms.h"
#include "solver/ValueSort.h"

namespace clmm::smt {

struct EncodingStats {
  size_t rfVariables = 0;
  size_t coClocks = 0;
  size_t ootaClocks = 0;  // 0 unless the static dependency graph has a cycle
  size_t symmetryBreaks = 0;  // coherence edges fixed between interchangeable work-items
  uint64_t orbitBound = 1;    // images of each state under the observed work-items' permutations
  size_t shortcuts = 0;       // chains encoded by irreflexiveShortcut
};

class ProgramEncoding {
 public:
  // `coherence`: the encoding of the coherence order's clocks (read back from models).
  ProgramEncoding(const Program& p, Terms& terms, Clocks& clocks, const ValueSort& sort,
                  ClockKind coherence = ClockKind::Int);

  const Program& program() const { return p_; }
  const ValueSort& sort() const { return sort_; }
  const EncodingStats& stats() const { return stats_; }

  // Structural constraints: every candidate execution satisfies them.
  const std::vector<Lit>& hard() const { return hard_; }
  // Asserted (as an assumption): no reached LoopBound condition holds.
  Lit withinLoopBound() const { return withinBound_; }
  // Asserted (as an assumption): some reached LoopBound condition holds.
  Lit beyondLoopBound() const { return beyondBound_; }
  bool hasLoopBounds() const { return hasLoopBounds_; }
  // The literal "condition c holds" (false when it is not reached).
  Lit condHolds(CondId c) const { return condTrue_.at(c); }

  const std::vector<Lit>& executed() const { return exec_; }

  // The value of a primitive set or relation of the model (enumerate/Primitives.cpp).
  cat::Value<SymSet, SymRel> primitive(const std::string& name);

  // `irreflexive` of a chain (SymbolicAlgebra::setChainShortcut) when the chain is, in some
  // rotation, exactly this encoding's mo ; mo ; rf^-1 ("a read that is also a write reads from
  // its immediate coherence predecessor", the shape of the OpenCL models' Rmw check) and the
  // coherence clocks are integers: consecutive clocks for a read-modify-write and its source,
  // n^2 terms instead of n^3. Existential in the clocks (to be asserted, never negated). nullopt
  // for any other chain or clock encoding.
  std::optional<Lit> irreflexiveShortcut(const std::vector<SymRel>& chain);
  size_t shortcutsTaken() const { return stats_.shortcuts; }

  // The symmetry breaking of classes with observed work-items (events/Symmetry.h): to be
  // assumed where states are enumerated or flags looked for, and every state found stands for
  // its images under orbit(); not where a proposition about particular work-items is asked
  // (forbidding checks), since a proposition need not be symmetric. kTrue when there is none.
  Lit orbitBreak() const { return orbitBreak_; }
  // The images of a state, or nullptr when every state is its only image.
  const StateOrbit* orbit() const { return orbit_ ? &*orbit_ : nullptr; }
  // The final value of a symbolic value (a register) in a model, and the literal "it is v".
  int64_t finalValueIn(const z3::model& m, ValueRef v) { return valueIn(m, value(v)); }
  z3::expr finalValue(ValueRef v) { return value(v); }
  Lit finalValueIs(ValueRef ref, int64_t v);

  // Final values of Program::observables, and the condition's proposition over them.
  const std::vector<z3::expr>& observables() const { return observables_; }
  Lit proposition(const Formula& f);
  // The literal "observable i has value v".
  Lit observableIs(size_t i, int64_t v);

  // Reading a Z3 model back.
  int64_t valueIn(const z3::model& m, const z3::expr& e) const;
  bool holdsIn(const z3::model& m, Lit l) const;
  // The candidate execution a model describes (for self-checks).
  Execution execution(const z3::model& m);

 private:
  friend class SymbolicView;  // the primitives' view of this encoding (ProgramPrimitives.cpp)
  void encodeControlFlow();
  void encodeAccesses();
  void encodeReadsFrom();
  void encodeCoherence();
  void encodeSymmetry();
  void encodeThinAir();
  void encodeObservables();

  Lit guardLit(const GuardLit& g) const;
  Lit guard(const Guard& g);
  z3::expr value(ValueRef v);
  z3::expr num(int64_t v) const;
  z3::expr boolValue(const z3::expr& b) const;  // 1 or 0
  Lit nonZero(const z3::expr& v);
  Lit atLocation(EventId e, LocId l);
  Lit sameLocation(EventId a, EventId b);
  Lit co(EventId a, EventId b);
  std::vector<LocId> possibleLocations(const Event& e) const;
  const std::map<EventId, Lit>& dependencies(ValueRef v);
  MemoryOrder orderIf(const Event& e, bool succeeded) const;
  // Barrier arrivals (events/BarrierArrivals.h, symbolically): per barrier fence, the literal
  // "this is the work-item's n-th arrival in its unit" for each n; per unit, its divergence.
  void encodeBarrierArrivals();
  std::map<EventId, std::vector<Lit>> arrivalAt_;
  std::map<BarrierUnit, Lit> unitDiverges_;
  bool arrivalsEncoded_ = false;

  const Program& p_;
  Terms& terms_;
  Clocks& clocks_;
  z3::context& ctx_;
  ValueSort sort_;
  EncodingStats stats_;
  const size_t n_;
  ClockKind coherenceKind_;

  std::vector<Lit> hard_;
  Lit withinBound_ = kTrue, beyondBound_ = kFalse;
  bool hasLoopBounds_ = false;

  std::vector<Lit> condTrue_, reached_;
  std::vector<Lit> exec_, reads_, writes_;
  std::vector<std::optional<z3::expr>> readVar_, offset_, valueMemo_;
  std::vector<std::optional<std::map<EventId, Lit>>> depMemo_;
  std::vector<std::vector<std::pair<EventId, Lit>>> rf_;  // per read: (source, variable)
  std::map<EventId, Lit> inBounds_;                      // accesses with a computed index
  std::vector<Lit> sameLoc_;                              // n x n, computed on demand (-1)
  int coFamily_ = -1;
  std::vector<EventId> initOf_;
  std::vector<z3::expr> observables_;
  std::map<std::string, cat::Value<SymSet, SymRel>> primitives_;
  std::optional<SymRel> coMatrix_, rfInverse_;  // irreflexiveShortcut's patterns
  std::optional<StateOrbit> orbit_;
  Lit orbitBreak_ = kTrue;
};

}  // namespace clmm::smt
