// The symbolic algebra's operators: pointwise folding on literal vectors and matrices,
// composition over may-edges only, exact closure (Warshall), clock encodings of acyclicity and
// total orders, and the Kleene fixpoint.
#include "solver/SymbolicAlgebra.h"

#include "axioms/RelationGraph.h"

#include <algorithm>
#include <cstdint>
#include <functional>

namespace clmm::smt {

SymbolicAlgebra::SymbolicAlgebra(Terms& terms, Clocks& clocks, std::vector<Lit> executed,
                                 ClockKind acyclicity, ClockKind totalOrders)
    : terms_(terms),
      clocks_(clocks),
      acyclicKind_(acyclicity),
      totalKind_(totalOrders),
      exec_(std::move(executed)),
      n_(exec_.size()) {}

template <class F>
SymSet SymbolicAlgebra::mapSet(const Set& a, const Set& b, F f) {
  Set r;
  r.v.resize(n_);
  for (size_t i = 0; i < n_; ++i) r.v[i] = f(a.v[i], b.v[i]);
  return r;
}

template <class F>
SymRel SymbolicAlgebra::mapRel(const Rel& a, const Rel& b, F f) {
  Rel r{n_, std::vector<Lit>(n_ * n_)};
  for (size_t i = 0; i < n_ * n_; ++i) r.m[i] = f(a.m[i], b.m[i]);
  return r;
}

SymSet SymbolicAlgebra::setUnion(const Set& a, const Set& b) {
  return mapSet(a, b, [&](Lit x, Lit y) { return terms_.mkOr(x, y); });
}
SymSet SymbolicAlgebra::setInter(const Set& a, const Set& b) {
  return mapSet(a, b, [&](Lit x, Lit y) { return terms_.mkAnd(x, y); });
}
SymSet SymbolicAlgebra::setDiff(const Set& a, const Set& b) {
  return mapSet(a, b, [&](Lit x, Lit y) { return x == kFalse ? kFalse : terms_.mkAnd(x, terms_.mkNot(y)); });
}
SymSet SymbolicAlgebra::setComplement(const Set& a) { return setDiff(allEvents(), a); }

SymRel SymbolicAlgebra::relUnion(const Rel& a, const Rel& b) {
  return mapRel(a, b, [&](Lit x, Lit y) { return terms_.mkOr(x, y); });
}
SymRel SymbolicAlgebra::relInter(const Rel& a, const Rel& b) {
  return mapRel(a, b, [&](Lit x, Lit y) { return terms_.mkAnd(x, y); });
}
SymRel SymbolicAlgebra::relDiff(const Rel& a, const Rel& b) {
  return mapRel(a, b, [&](Lit x, Lit y) { return x == kFalse ? kFalse : terms_.mkAnd(x, terms_.mkNot(y)); });
}
SymRel SymbolicAlgebra::relComplement(const Rel& a) {
  return relDiff(product(allEvents(), allEvents()), a);
}

SymRel SymbolicAlgebra::compose(const Rel& a, const Rel& b) {
  // Successor lists of b's may-edges, then for each row of a the disjunction per column.
  std::vector<std::vector<size_t>> succ(n_);
  for (size_t k = 0; k < n_; ++k)
    for (size_t j = 0; j < n_; ++j)
      if (b.at(k, j) != kFalse) succ[k].push_back(j);
  Rel r = emptyRelation();
  std::vector<std::vector<Lit>> terms(n_);
  for (size_t i = 0; i < n_; ++i) {
    for (auto& t : terms) t.clear();
    for (size_t k = 0; k < n_; ++k) {
      Lit x = a.at(i, k);
      if (x == kFalse) continue;
      for (size_t j : succ[k]) terms[j].push_back(terms_.mkAnd(x, b.at(k, j)));
    }
    for (size_t j = 0; j < n_; ++j)
      if (!terms[j].empty()) r.at(i, j) = terms_.mkOr(terms[j]);
  }
  return r;
}

namespace {

// The number of conjunctions compose(a, b) builds: per middle event k, a's may-edges into k
// times b's may-edges out of k.
uint64_t compositionCost(const SymRel& a, const SymRel& b) {
  uint64_t cost = 0;
  for (size_t k = 0; k < a.n; ++k) {
    uint64_t in = 0, out = 0;
    for (size_t i = 0; i < a.n; ++i) {
      in += a.at(i, k) != kFalse;
      out += b.at(k, i) != kFalse;
    }
    cost += in * out;
  }
  return cost;
}

}  // namespace

SymRel SymbolicAlgebra::composeChain(std::vector<Rel>& chain) {
  if (chain.empty()) return emptyRelation();
  while (chain.size() > 1) {
    size_t best = 0;
    uint64_t bestCost = UINT64_MAX;
    for (size_t i = 0; i + 1 < chain.size(); ++i) {
      uint64_t c = compositionCost(chain[i], chain[i + 1]);
      if (c < bestCost) {
        bestCost = c;
        best = i;
      }
    }
    chain[best] = compose(chain[best], chain[best + 1]);
    chain.erase(chain.begin() + static_cast<long>(best) + 1);
  }
  return std::move(chain[0]);
}

Lit SymbolicAlgebra::irreflexiveChain(std::vector<Rel>& chain) {
  if (chain.empty()) return kTrue;
  if (chain.size() == 1) return irreflexive(chain[0]);
  if (shortcut_)
    if (std::optional<Lit> l = shortcut_(chain)) return *l;
  // The rotation whose prefix (all but the last operand) is cheapest to compose, estimated by
  // the costs of its adjacent pairs.
  const size_t m = chain.size();
  size_t bestRotation = 0;
  uint64_t bestCost = UINT64_MAX;
  for (size_t r = 0; r < m; ++r) {
    uint64_t c = 0;
    for (size_t i = 0; i + 2 < m; ++i) c += compositionCost(chain[(r + i) % m], chain[(r + i + 1) % m]);
    if (c < bestCost) {
      bestCost = c;
      bestRotation = r;
    }
  }
  std::rotate(chain.begin(), chain.begin() + static_cast<long>(bestRotation), chain.end());
  Rel last = std::move(chain.back());
  chain.pop_back();
  Rel prefix = composeChain(chain);
  std::vector<Lit> parts, cycle;
  for (size_t i = 0; i < n_; ++i) {
    cycle.clear();
    for (size_t k = 0; k < n_; ++k) {
      Lit x = prefix.at(i, k);
      if (x == kFalse) continue;
      Lit y = last.at(k, i);
      if (y != kFalse) cycle.push_back(terms_.mkAnd(x, y));
    }
    if (!cycle.empty()) parts.push_back(terms_.mkNot(terms_.mkOr(cycle)));
  }
  return terms_.mkAnd(parts);
}

SymRel SymbolicAlgebra::product(const Set& a, const Set& b) {
  Rel r = emptyRelation();
  for (size_t i = 0; i < n_; ++i) {
    if (a.v[i] == kFalse) continue;
    for (size_t j = 0; j < n_; ++j) r.at(i, j) = terms_.mkAnd(a.v[i], b.v[j]);
  }
  return r;
}

SymRel SymbolicAlgebra::identity(const Set& a) {
  Rel r = emptyRelation();
  for (size_t i = 0; i < n_; ++i) r.at(i, i) = a.v[i];
  return r;
}

SymRel SymbolicAlgebra::inverse(const Rel& a) {
  Rel r = emptyRelation();
  for (size_t i = 0; i < n_; ++i)
    for (size_t j = 0; j < n_; ++j) r.at(j, i) = a.at(i, j);
  return r;
}

SymRel SymbolicAlgebra::plus(const Rel& a) {
  ++stats_.closures;
  Rel r = a;
  std::vector<size_t> rows, cols;
  for (size_t k = 0; k < n_; ++k) {
    rows.clear();
    cols.clear();
    for (size_t i = 0; i < n_; ++i) {
      if (i != k && r.at(i, k) != kFalse) rows.push_back(i);
      if (i != k && r.at(k, i) != kFalse) cols.push_back(i);
    }
    for (size_t i : rows)
      for (size_t j : cols) {
        Lit& x = r.at(i, j);
        if (x == kTrue) continue;
        x = terms_.mkOr(x, terms_.mkAnd(r.at(i, k), r.at(k, j)));
      }
  }
  return r;
}

SymRel SymbolicAlgebra::star(const Rel& a) { return relUnion(plus(a), identity(allEvents())); }
SymRel SymbolicAlgebra::opt(const Rel& a) { return relUnion(a, identity(allEvents())); }

SymSet SymbolicAlgebra::domain(const Rel& a) {
  Set s = emptySet();
  std::vector<Lit> xs;
  for (size_t i = 0; i < n_; ++i) {
    xs.assign(a.m.begin() + static_cast<long>(i * n_), a.m.begin() + static_cast<long>((i + 1) * n_));
    s.v[i] = terms_.mkOr(xs);
  }
  return s;
}

SymSet SymbolicAlgebra::range(const Rel& a) { return domain(inverse(a)); }

Lit SymbolicAlgebra::setEmpty(const Set& a) {
  std::vector<Lit> xs;
  for (Lit x : a.v) xs.push_back(terms_.mkNot(x));
  return terms_.mkAnd(xs);
}

Lit SymbolicAlgebra::relEmpty(const Rel& a) {
  std::vector<Lit> xs;
  for (Lit x : a.m)
    if (x != kFalse) xs.push_back(terms_.mkNot(x));
  return terms_.mkAnd(xs);
}

Lit SymbolicAlgebra::irreflexive(const Rel& a) {
  std::vector<Lit> xs;
  for (size_t i = 0; i < n_; ++i) xs.push_back(terms_.mkNot(a.at(i, i)));
  return terms_.mkAnd(xs);
}

Lit SymbolicAlgebra::acyclic(const Rel& a) {
  ++stats_.acyclicChecks;
  std::vector<Lit> parts;
  for (size_t i = 0; i < n_; ++i) {
    if (a.at(i, i) == kTrue) return kFalse;
    parts.push_back(terms_.mkNot(a.at(i, i)));
  }
  Relation may(n_), must(n_);  // the edges that may exist, and those that must
  for (size_t i = 0; i < n_; ++i)
    for (size_t j = 0; j < n_; ++j) {
      if (i == j || a.at(i, j) == kFalse) continue;
      may.set(i, j);
      if (a.at(i, j) == kTrue) must.set(i, j);
    }
  // A cycle of edges that must exist: the relation is certainly cyclic.
  std::vector<int> mustComp = strongComponents(must);
  std::vector<size_t> compSize(n_, 0);
  for (size_t i = 0; i < n_; ++i) ++compSize[static_cast<size_t>(mustComp[i])];
  for (size_t i = 0; i < n_; ++i)
    if (compSize[static_cast<size_t>(mustComp[i])] > 1) return kFalse;
  // Only edges inside a strongly connected component of the may-graph can lie on a cycle.
  std::vector<int> comp = strongComponents(may);
  compSize.assign(n_, 0);
  for (size_t i = 0; i < n_; ++i) ++compSize[static_cast<size_t>(comp[i])];
  std::vector<size_t> members;
  for (size_t i = 0; i < n_; ++i)
    if (compSize[static_cast<size_t>(comp[i])] > 1) members.push_back(i);
  if (!members.empty()) {
    stats_.acyclicClocks += members.size();
    int fam = clocks_.family(members, false, "acyc", acyclicKind_);
    for (size_t i : members)
      may.forEachInRow(i, [&](size_t j) {
        if (comp[i] == comp[j]) parts.push_back(terms_.mkImplies(a.at(i, j), clocks_.before(fam, i, j)));
      });
  }
  return terms_.mkAnd(parts);
}

std::vector<SymbolicAlgebra::Val> SymbolicAlgebra::leastFixpoint(
    const std::vector<cat::Kind>& kinds, const std::function<std::vector<Val>(const std::vector<Val>&)>& step) {
  std::vector<Val> current;
  size_t height = 1;
  for (cat::Kind k : kinds) {
    current.push_back(k == cat::Kind::Set ? Val::ofSet(emptySet()) : Val::ofRel(emptyRelation()));
    height += k == cat::Kind::Set ? n_ : n_ * n_;
  }
  // Every assignment's Kleene sequence is stable after `height` steps, so the symbolic iterate
  // is exact then; literal-level equality (hash-consing) usually stops it much earlier.
  for (size_t i = 0; i < height; ++i) {
    std::vector<Val> next = step(current);
    if (next == current) break;
    current = std::move(next);
  }
  return current;
}

Lit SymbolicAlgebra::existsTotalOrder(const Set& on, const Rel& base, const cat::OrderBody<Rel, Bool>& body) {
  ++stats_.totalOrders;
  std::vector<size_t> members;
  for (size_t i = 0; i < n_; ++i)
    if (on.v[i] != kFalse) members.push_back(i);
  std::vector<Lit> parts;
  Rel order = emptyRelation();
  if (!members.empty()) {
    int fam = clocks_.family(members, true, "total", totalKind_);
    for (size_t a : members) {
      parts.push_back(terms_.mkNot(terms_.mkAnd(on.v[a], base.at(a, a))));
      for (size_t b : members) {
        if (a == b) continue;
        Lit both = terms_.mkAnd(on.v[a], on.v[b]);
        Lit before = clocks_.before(fam, a, b);
        order.at(a, b) = terms_.mkAnd(both, before);
        if (a < b) parts.push_back(terms_.mkImplies(both, clocks_.apart(fam, a, b)));
        parts.push_back(terms_.mkImplies(terms_.mkAnd(both, base.at(a, b)), before));
      }
    }
  }
  parts.push_back(body.holds(order));
  return terms_.mkAnd(parts);
}

}  // namespace clmm::smt
