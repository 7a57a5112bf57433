// The interface between the model evaluator and a domain ("algebra") that gives meaning to
// event sets, relations and truth values. Evaluator<A> (Evaluator.h) is written only against it:
// ConcreteAlgebra (bit matrices, bool) checks one execution; a symbolic algebra (matrices of
// z3::expr, z3::expr booleans) can encode the same model into SMT without touching the evaluator.
//
// An algebra A provides:
//
//   using Set = ...; using Rel = ...; using Bool = ...;   // copyable value types
//   using Val = cat::Value<Set, Rel>;
//
//   Set emptySet();  Set allEvents();  Rel emptyRelation();
//   Set setUnion(const Set&, const Set&);  setInter, setDiff;  Set setComplement(const Set&);
//   Rel relUnion(const Rel&, const Rel&);  relInter, relDiff;  Rel relComplement(const Rel&);
//   Rel compose(const Rel&, const Rel&);     // r ; s
//   Rel product(const Set&, const Set&);     // S * T
//   Rel identity(const Set&);                // [S]
//   Rel inverse(const Rel&);                 // r^-1
//   Rel plus(const Rel&);  star(const Rel&);  opt(const Rel&);   // r+, r* and r? (reflexive on
//                                                                 // all events)
//   Set domain(const Rel&);  Set range(const Rel&);
//
//   Bool setEmpty(const Set&);  Bool relEmpty(const Rel&);
//   Bool acyclic(const Rel&);   Bool irreflexive(const Rel&);
//   Bool constant(bool);  Bool negate(const Bool&);
//   Bool conj(const Bool&, const Bool&);  Bool disj(const Bool&, const Bool&);
//   std::optional<bool> known(const Bool&);  // the value when it is a constant (always, for
//                                            // concrete): lets the evaluator short-circuit
//
//   // `let rec`: the least fixpoint of `step`, a monotone function of one value per group
//   // member (kinds[i] says which). Concrete: Kleene iteration from empty values until stable.
//   // A symbolic algebra chooses its own encoding (unrolling k*n^2 times, or fresh variables
//   // with the fixpoint equations and a well-founded ranking).
//   std::vector<Val> leastFixpoint(const std::vector<Kind>& kinds,
//                                  const std::function<std::vector<Val>(const std::vector<Val>&)>& step);
//
//   // `total S on X containing R { ... }`: is there a strict total order S over the members of
//   // `on` with [on];base;[on] contained in S such that body.holds(S)? Concrete: enumeration of
//   // linear extensions. Symbolic: S from fresh integer clocks, returning the formula.
//   Bool existsTotalOrder(const Set& on, const Rel& base, const OrderBody<Rel, Bool>& body);
#pragma once

#include <functional>
#include <utility>
#include <variant>

#include "axioms/ModelAst.h"

namespace clmm::cat {

// The value of a model expression: an event set or a relation of some algebra. (Set and Rel
// may be the same C++ type; the alternatives are told apart by index.)
template <class Set, class Rel>
class Value {
 public:
  static Value ofSet(Set s) { return Value(std::in_place_index<0>, std::move(s)); }
  static Value ofRel(Rel r) { return Value(std::in_place_index<1>, std::move(r)); }

  Kind kind() const { return v_.index() == 0 ? Kind::Set : Kind::Relation; }
  const Set& set() const { return std::get<0>(v_); }
  const Rel& rel() const { return std::get<1>(v_); }
  bool operator==(const Value& o) const { return v_ == o.v_; }
  bool operator!=(const Value& o) const { return !(v_ == o.v_); }

 private:
  template <size_t I, class T>
  Value(std::in_place_index_t<I> i, T&& x) : v_(i, std::forward<T>(x)) {}
  std::variant<Set, Rel> v_;
};

// What a total-order block asks of a candidate order.
template <class Rel, class Bool>
struct OrderBody {
  // Every (non-skipped) inner check holds under the total order `order`.
  std::function<Bool(const Rel& order)> holds;
  // Optional, for enumerating algebras: true only when NO total order containing `lowerBound`
  // can satisfy holds() (some inner check that only gets worse as the order grows already fails).
  // False when unsure. A symbolic algebra ignores it.
  std::function<bool(const Rel& lowerBound)> refutes;
};

}  // namespace clmm::cat
