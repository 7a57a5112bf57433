// The symbolic algebra of the Z3 engine (the interface of axioms/Algebra.h): event sets are
// vectors and relations are matrices of literals over ALL program events, where membership
// implies that the event executed. The model evaluator (axioms/Evaluator.h) runs unchanged
// over it and so encodes the model file into Z3 formulas; constant folding in the literals is
// the may/must analysis.
//
// Encodings: `acyclic r` by an existential order (clocks, Clocks.h) on the strongly connected
// components of r's may-graph only; r+ exactly (Warshall on the literal matrix, restricted to
// may-edges), since closures are also used negatively (`\ hb`); chains of compositions in the
// cheapest association, and `irreflexive` of a chain from a diagonal only; `let rec` by Kleene iteration
// until the literal matrices are syntactically stable or the lattice height is reached (exact
// for every assignment); `total S on X containing R` by fresh clocks for the members of X.
//
// The existential encodings (acyclic, total) are sound only where the formula is asserted
// positively, which is how the evaluator uses them: a check holds, a `when` is a set
// emptiness test, and flags test emptiness only.
#pragma once

#include <functional>
#include <optional>
#include <vector>

#include "axioms/Algebra.h"
#include "solver/Clocks.h"
#include "solver/Terms.h"

namespace clmm::smt {

struct SymSet {
  std::vector<Lit> v;
  bool operator==(const SymSet& o) const { return v == o.v; }
};

struct SymRel {
  size_t n = 0;
  std::vector<Lit> m;  // row-major n x n
  Lit at(size_t i, size_t j) const { return m[i * n + j]; }
  Lit& at(size_t i, size_t j) { return m[i * n + j]; }
  bool operator==(const SymRel& o) const { return n == o.n && m == o.m; }
};

struct AlgebraStats {
  uint64_t acyclicChecks = 0, acyclicClocks = 0, closures = 0, totalOrders = 0;
};

class SymbolicAlgebra {
 public:
  using Set = SymSet;
  using Rel = SymRel;
  using Bool = Lit;
  using Val = cat::Value<SymSet, SymRel>;

  // `executed`: per program event, the literal "it executed" (the universe `_`). `acyclicity`
  // and `totalOrders`: the clock encodings of `acyclic` and of `total` blocks.
  SymbolicAlgebra(Terms& terms, Clocks& clocks, std::vector<Lit> executed,
                  ClockKind acyclicity = ClockKind::Int, ClockKind totalOrders = ClockKind::Int);

  size_t events() const { return n_; }
  const AlgebraStats& stats() const { return stats_; }

  Set emptySet() const { return Set{std::vector<Lit>(n_, kFalse)}; }
  Set allEvents() const { return Set{exec_}; }
  Rel emptyRelation() const { return Rel{n_, std::vector<Lit>(n_ * n_, kFalse)}; }
  Set setUnion(const Set& a, const Set& b);
  Set setInter(const Set& a, const Set& b);
  Set setDiff(const Set& a, const Set& b);
  Set setComplement(const Set& a);
  Rel relUnion(const Rel& a, const Rel& b);
  Rel relInter(const Rel& a, const Rel& b);
  Rel relDiff(const Rel& a, const Rel& b);
  Rel relComplement(const Rel& a);
  Rel compose(const Rel& a, const Rel& b);
  // r1 ; r2 ; ... ; rk, associated greedily: the adjacent pair whose composition creates the
  // fewest terms first (a sparse operand, like an hb with few edges, then prunes the dense
  // ones: (rf^-1)? ; mo ; rf? ; ghb costs n^2 instead of 2 n^3). The vector is consumed.
  Rel composeChain(std::vector<Rel>& chain);
  // irreflexive (r1 ; ... ; rk) from the diagonal of the last composition only, over the
  // cheapest rotation of the chain (a cycle may start anywhere). The vector is consumed.
  Bool irreflexiveChain(std::vector<Rel>& chain);
  // An exact encoding of `irreflexive` of some chains that is cheaper than the diagonal (the
  // program's encoding recognises them: ProgramEncoding::irreflexiveShortcut); asked first by
  // irreflexiveChain, nullopt when it does not apply.
  using ChainShortcut = std::function<std::optional<Lit>(const std::vector<Rel>&)>;
  void setChainShortcut(ChainShortcut f) { shortcut_ = std::move(f); }
  // Every entry is constant false (Evaluator: a chain with such an operand is empty).
  bool knownEmpty(const Rel& a) const {
    for (Lit l : a.m)
      if (l != kFalse) return false;
    return true;
  }
  Rel product(const Set& a, const Set& b);
  Rel identity(const Set& a);
  Rel inverse(const Rel& a);
  Rel plus(const Rel& a);
  Rel star(const Rel& a);
  Rel opt(const Rel& a);
  Set domain(const Rel& a);
  Set range(const Rel& a);

  Bool setEmpty(const Set& a);
  Bool relEmpty(const Rel& a);
  Bool acyclic(const Rel& a);
  Bool irreflexive(const Rel& a);
  Bool constant(bool b) const { return Terms::constant(b); }
  Bool negate(Bool b) { return terms_.mkNot(b); }
  Bool conj(Bool a, Bool b) { return terms_.mkAnd(a, b); }
  Bool disj(Bool a, Bool b) { return terms_.mkOr(a, b); }
  std::optional<bool> known(Bool b) const { return Terms::known(b); }

  std::vector<Val> leastFixpoint(const std::vector<cat::Kind>& kinds,
                                 const std::function<std::vector<Val>(const std::vector<Val>&)>& step);
  Bool existsTotalOrder(const Set& on, const Rel& base, const cat::OrderBody<Rel, Bool>& body);

 private:
  template <class F>
  Set mapSet(const Set& a, const Set& b, F f);
  template <class F>
  Rel mapRel(const Rel& a, const Rel& b, F f);

  Terms& terms_;
  Clocks& clocks_;
  ClockKind acyclicKind_, totalKind_;
  std::vector<Lit> exec_;
  size_t n_;
  AlgebraStats stats_;
  ChainShortcut shortcut_;
};

}  // namespace clmm::smt
