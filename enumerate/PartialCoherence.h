// Pruning of partial executions in the explicit engine: the model is evaluated in a
// three-valued (must / may) algebra on an execution whose coherence order, or whose reads-from
// and coherence order, are only partly chosen, and the partial execution is refuted when some
// consistency check fails for every completion. Model-agnostic: nothing here knows which checks
// the model has; only the bounds of the primitives are derived from the execution.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "axioms/Algebra.h"
#include "axioms/ConcreteAlgebra.h"
#include "axioms/ModelAst.h"
#include "enumerate/Execution.h"

namespace clmm {

// A truth value that may be unknown.
enum class Tri : int8_t { False = 0, True = 1, Unknown = 2 };

// Sets and relations as intervals [must, may]: every completion of the partial execution has a
// value between the two. Monotone operations act on both bounds, antitone ones (`~`, the right
// of `\`) swap them, so each result bounds the value of every completion (by induction over the
// expression). Checks are true or false only when they are so for both bounds.
template <class T>
struct Bounds {
  T must, may;
  bool operator==(const Bounds& o) const { return must == o.must && may == o.may; }
};

class MayMustAlgebra {
 public:
  using Set = Bounds<EventSet>;
  using Rel = Bounds<Relation>;
  using Bool = Tri;
  using Val = cat::Value<Set, Rel>;

  explicit MayMustAlgebra(size_t n) : c_(n) {}

  Set emptySet() const { return {c_.emptySet(), c_.emptySet()}; }
  Set allEvents() const { return {c_.allEvents(), c_.allEvents()}; }
  Rel emptyRelation() const { return {c_.emptyRelation(), c_.emptyRelation()}; }
  Set setUnion(const Set& a, const Set& b) const { return {a.must | b.must, a.may | b.may}; }
  Set setInter(const Set& a, const Set& b) const { return {a.must & b.must, a.may & b.may}; }
  Set setDiff(const Set& a, const Set& b) const { return {a.must - b.may, a.may - b.must}; }
  Set setComplement(const Set& a) const { return {a.may.complement(), a.must.complement()}; }
  Rel relUnion(const Rel& a, const Rel& b) const { return {a.must | b.must, a.may | b.may}; }
  Rel relInter(const Rel& a, const Rel& b) const { return {a.must & b.must, a.may & b.may}; }
  Rel relDiff(const Rel& a, const Rel& b) const { return {a.must - b.may, a.may - b.must}; }
  Rel relComplement(const Rel& a) const { return {a.may.complement(), a.must.complement()}; }
  Rel compose(const Rel& a, const Rel& b) const { return {a.must.compose(b.must), a.may.compose(b.may)}; }
  // Chains of compositions (the Evaluator's HasChains): the same bounds as composing pairwise,
  // computed with less work. An operand whose upper bound is empty is empty in every completion
  // (the lower bound is within the upper), so is any chain through it, and the Evaluator stops
  // there; `irreflexive` of a chain composes the lower bounds only when the upper bound's chain
  // is not irreflexive (only then can the answer be false rather than true).
  bool knownEmpty(const Rel& a) const { return a.may.empty(); }
  Rel composeChain(std::vector<Rel>& chain) const;
  Bool irreflexiveChain(std::vector<Rel>& chain) const;
  Rel product(const Set& a, const Set& b) const {
    return {Relation::product(a.must, b.must), Relation::product(a.may, b.may)};
  }
  Rel identity(const Set& a) const { return {Relation::identity(a.must), Relation::identity(a.may)}; }
  Rel inverse(const Rel& a) const { return {a.must.inverse(), a.may.inverse()}; }
  Rel plus(const Rel& a) const { return {a.must.transitiveClosure(), a.may.transitiveClosure()}; }
  Rel star(const Rel& a) const {
    return {a.must.reflexiveTransitiveClosure(), a.may.reflexiveTransitiveClosure()};
  }
  Rel opt(const Rel& a) const { return {a.must.reflexiveClosure(), a.may.reflexiveClosure()}; }
  Set domain(const Rel& a) const { return {a.must.domain(), a.may.domain()}; }
  Set range(const Rel& a) const { return {a.must.range(), a.may.range()}; }

  // "Holds" properties that get harder as the value grows: true when the upper bound has the
  // property, false when even the lower bound lacks it.
  Bool setEmpty(const Set& a) const { return between(a.may.empty(), a.must.empty()); }
  Bool relEmpty(const Rel& a) const { return between(a.may.empty(), a.must.empty()); }
  Bool acyclic(const Rel& a) const { return between(a.may.acyclic(), a.must.acyclic()); }
  Bool irreflexive(const Rel& a) const { return between(a.may.irreflexive(), a.must.irreflexive()); }
  Bool constant(bool b) const { return b ? Tri::True : Tri::False; }
  Bool negate(Bool b) const { return b == Tri::Unknown ? b : b == Tri::True ? Tri::False : Tri::True; }
  Bool conj(Bool a, Bool b) const {
    if (a == Tri::False || b == Tri::False) return Tri::False;
    return a == Tri::True && b == Tri::True ? Tri::True : Tri::Unknown;
  }
  Bool disj(Bool a, Bool b) const { return negate(conj(negate(a), negate(b))); }
  std::optional<bool> known(Bool b) const {
    if (b == Tri::Unknown) return std::nullopt;
    return b == Tri::True;
  }

  // Kleene iteration of both bounds at once from empty values (the definitions are monotone in
  // the group, so each bound converges to the fixpoint of its own completion bound).
  std::vector<Val> leastFixpoint(const std::vector<cat::Kind>& kinds,
                                 const std::function<std::vector<Val>(const std::vector<Val>&)>& step);
  // Not decided on partial orders: a `total` block never refutes a prefix.
  Bool existsTotalOrder(const Set&, const Rel&, const cat::OrderBody<Rel, Bool>&) const { return Tri::Unknown; }

 private:
  static Bool between(bool upperHas, bool lowerHas) {
    if (upperHas) return Tri::True;
    return lowerHas ? Tri::Unknown : Tri::False;
  }
  cat::ConcreteAlgebra c_;
};

// Refutes partial executions (Execution::coPlaced, Execution::rfOpen) for one model: the
// primitives of the placed prefix are the lower bounds, `mo` / `co` may also relate any two
// unplaced writes of a location, and `rf` may also relate any write to an open read of its
// location (a completion chooses one of them; every other primitive is decided by the path and
// the locations, which the enumerator computes before it asks). refuted() is true only when
// some (non-skipped, non-flag) check of the model fails for every completion.
//
// Consecutive calls usually differ only in the coherence order (the enumerator places one write
// at a time under one reads-from choice): the model's values that do not depend on `mo` or `co`
// are kept from one call to the next while the rest of the execution stays the same.
class CoherenceRefuter {
 public:
  CoherenceRefuter(const cat::Model& model, std::set<std::string> skip);
  ~CoherenceRefuter();
  bool refuted(const Execution& partial) const;

 private:
  struct Stage;  // the evaluation kept between calls
  const cat::Model& model_;
  std::set<std::string> skip_;
  std::set<std::string> used_;
  std::vector<int> coDependent_;  // bindings whose value depends on mo or co
  std::vector<int> rfDependent_;  // bindings whose value depends on rf, mo or co
  mutable std::unique_ptr<Stage> stage_, readsStage_;
  // The checks that can refute (not flags, not skipped), the one that refuted last first: a
  // partial execution is refuted when any one fails, and the next one often fails the same way,
  // so the values only the other checks need are not computed again.
  mutable std::vector<const cat::Check*> refuters_;
};

}  // namespace clmm
