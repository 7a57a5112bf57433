// The must/may algebra's fixpoint and the refutation of partial coherence orders.
#include "enumerate/PartialCoherence.h"

#include <stdexcept>

#include "axioms/Evaluator.h"
#include "enumerate/Primitives.h"

namespace clmm {

std::vector<MayMustAlgebra::Val> MayMustAlgebra::leastFixpoint(
    const std::vector<cat::Kind>& kinds, const std::function<std::vector<Val>(const std::vector<Val>&)>& step) {
  std::vector<Val> current;
  const size_t n = c_.events();
  size_t height = 1;  // every iteration but the last adds a member or pair to some bound
  for (cat::Kind k : kinds) {
    current.push_back(k == cat::Kind::Set ? Val::ofSet(emptySet()) : Val::ofRel(emptyRelation()));
    height += 2 * (k == cat::Kind::Set ? n : n * n);
  }
  for (size_t i = 0; i <= height; ++i) {
    std::vector<Val> next = step(current);
    if (next == current) return current;
    current = std::move(next);
  }
  throw std::logic_error("let rec: the fixpoint iteration does not converge");
}

CoherenceRefuter::CoherenceRefuter(const cat::Model& model, std::set<std::string> skip)
    : model_(model), skip_(std::move(skip)), used_(model.primitivesUsed(skip_)) {
  used_.insert("mo");
  used_.insert("co");
}

bool CoherenceRefuter::refuted(const Execution& partial) const {
  PrimitiveValues prims = computePrimitives(partial, &used_);
  const size_t n = prims.size();
  // The pairs a completion may add: any two distinct unplaced writes of one location.
  Relation open(n);
  for (size_t l = 0; l < partial.co.size(); ++l) {
    const auto& order = partial.co[l];
    size_t placed = l < partial.coPlaced.size() ? partial.coPlaced[l] : order.size();
    for (size_t i = placed; i < order.size(); ++i)
      for (size_t j = placed; j < order.size(); ++j)
        if (i != j)
          open.set(static_cast<size_t>(prims.dense[order[i]]), static_cast<size_t>(prims.dense[order[j]]));
  }
  MayMustAlgebra algebra(n);
  auto supply = [&](const cat::Binding& b) -> MayMustAlgebra::Val {
    auto it = prims.values.find(b.name);
    if (it == prims.values.end()) throw std::invalid_argument("primitive '" + b.name + "' was not supplied");
    if (const auto* s = std::get_if<EventSet>(&it->second)) return MayMustAlgebra::Val::ofSet({*s, *s});
    const Relation& r = std::get<Relation>(it->second);
    if (b.name == "mo" || b.name == "co") return MayMustAlgebra::Val::ofRel({r, r | open});
    return MayMustAlgebra::Val::ofRel({r, r});
  };
  cat::Evaluator<MayMustAlgebra> ev(model_, algebra, supply, skip_);
  for (const cat::Check& c : model_.checks) {
    if (c.isFlag() || ev.skipped(c)) continue;
    if (ev.check(c).result == Tri::False) return true;
  }
  return false;
}

}  // namespace clmm
