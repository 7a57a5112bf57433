// Why a `total S on X containing R { ... }` block finds no order on one execution: either the
// base relation R has a cycle on X (spelled out as a path), or every total order extending it
// fails one of the block's inner checks; the orders are enumerated (up to a cap), the first
// failing inner check of each is counted, and one order is explained with that check's witness.
#include <functional>

#include "axioms/Explain.h"

namespace clmm::cat {

CheckFailure explainTotalFailure(const Model& model, const Check& block, Evaluator<ConcreteAlgebra>& ev,
                                 const std::map<std::string, Primitive>& primitives, size_t n, size_t maxOrders) {
  CheckFailure f;
  f.check = block.name;
  f.kind = checkKindName(block.kind);
  f.expression = expressionText(model, *block.containing);
  EventSet on = ev.eval(*block.on).set();
  Relation base = ev.eval(*block.containing).rel().restrict(on, on);

  if (auto cycle = base.findCycle()) {
    PairExplainer px(model, ev);
    for (size_t i = 0; i < cycle->size(); ++i) {
      size_t from = (*cycle)[i], to = (*cycle)[(i + 1) % cycle->size()];
      auto p = px.explain(*block.containing, from, to, &f.notes);
      if (!p) break;
      f.path.insert(f.path.end(), p->begin(), p->end());
    }
    return f;
  }

  // The order variable becomes a primitive of a copy of the model, supplied per order.
  Model copy = model;
  copy.bindings[block.order].source = Binding::Source::Primitive;
  const Binding* orderBinding = &copy.bindings[block.order];
  const Check* innerBlock = nullptr;
  for (const auto& c : copy.checks)
    if (c.name == block.name && c.kind == CheckKind::Total) innerBlock = &c;
  if (!innerBlock) return f;

  std::vector<size_t> members = on.members();
  std::vector<EventSet> preds(n, EventSet(n));
  base.forEach([&](size_t i, size_t j) { preds[j].set(i); });
  std::vector<size_t> sequence;
  EventSet placed(n);

  auto judge = [&]() {
    Relation order(n);
    for (size_t i = 0; i < sequence.size(); ++i)
      for (size_t j = i + 1; j < sequence.size(); ++j) order.set(sequence[i], sequence[j]);
    ConcreteAlgebra algebra(n);
    Evaluator<ConcreteAlgebra> inner(copy, algebra, [&](const Binding& b) -> ConcreteAlgebra::Val {
      if (&b == orderBinding) return ConcreteAlgebra::Val::ofRel(order);
      auto it = primitives.find(b.name);
      if (it == primitives.end()) throw std::invalid_argument("primitive '" + b.name + "' was not supplied");
      if (const auto* s = std::get_if<EventSet>(&it->second)) return ConcreteAlgebra::Val::ofSet(*s);
      return ConcreteAlgebra::Val::ofRel(std::get<Relation>(it->second));
    });
    ++f.ordersTried;
    for (const Check& c : innerBlock->body) {
      if (inner.check(c).result) continue;
      ++f.innerFailures[c.name];
      if (f.exampleOrder.empty()) {
        f.exampleOrder = sequence;
        if (auto why = explainPlainFailure(copy, c, inner)) f.inner.push_back(std::move(*why));
      }
      return;
    }
    ++f.innerFailures[""];  // no inner check fails: should not happen when the block fails
  };

  std::function<void()> place = [&]() {
    if (f.ordersTried >= maxOrders) {
      f.ordersCapped = true;
      return;
    }
    if (sequence.size() == members.size()) {
      judge();
      return;
    }
    for (size_t e : members) {
      if (placed.test(e) || !preds[e].subsetOf(placed)) continue;
      placed.set(e);
      sequence.push_back(e);
      place();
      sequence.pop_back();
      placed.set(e, false);
      if (f.ordersCapped) return;
    }
  };
  place();
  return f;
}

}  // namespace clmm::cat
