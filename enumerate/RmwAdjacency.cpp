// Recognises the atomicity check of read-modify-writes in a model (RmwAdjacency.h).
#include "enumerate/RmwAdjacency.h"

#include <vector>

namespace clmm {

namespace {

// The operands of `e` under `op`, flattened (`op` associative).
void flatten(const cat::Expr& e, cat::Op op, std::vector<const cat::Expr*>& out) {
  if (e.op != op) {
    out.push_back(&e);
    return;
  }
  for (const auto& a : e.args) flatten(*a, op, out);
}

// `e` names the primitive `name` (not a let or an order that a model calls so).
bool isPrimitive(const cat::Model& model, const cat::Expr& e, const char* name) {
  if (e.op != cat::Op::Name || e.binding < 0 || static_cast<size_t>(e.binding) >= model.bindings.size()) return false;
  const cat::Binding& b = model.bindings[static_cast<size_t>(e.binding)];
  return b.source == cat::Binding::Source::Primitive && b.name == name;
}

bool isCoherence(const cat::Model& model, const cat::Expr& e) {
  return isPrimitive(model, e, "mo") || isPrimitive(model, e, "co");
}

bool isReadsFromInverse(const cat::Model& model, const cat::Expr& e) {
  return e.op == cat::Op::Inverse && e.args.size() == 1 && isPrimitive(model, *e.args[0], "rf");
}

// `mo ; rf` (`between` false) or `mo ; mo ; rf^-1` (`between` true).
bool isTerm(const cat::Model& model, const cat::Expr& e, bool between) {
  std::vector<const cat::Expr*> seq;
  flatten(e, cat::Op::Seq, seq);
  if (between)
    return seq.size() == 3 && isCoherence(model, *seq[0]) && isCoherence(model, *seq[1]) &&
           isReadsFromInverse(model, *seq[2]);
  return seq.size() == 2 && isCoherence(model, *seq[0]) && isPrimitive(model, *seq[1], "rf");
}

}  // namespace

bool forcesRmwAdjacency(const cat::Model& model, const std::set<std::string>& skip) {
  for (const cat::Check& c : model.checks) {
    if (c.kind != cat::CheckKind::Irreflexive || c.when || !c.expr || skip.count(c.name)) continue;
    std::vector<const cat::Expr*> terms;
    flatten(*c.expr, cat::Op::Union, terms);
    bool after = false, between = false;
    for (const cat::Expr* t : terms) {
      after = after || isTerm(model, *t, false);
      between = between || isTerm(model, *t, true);
    }
    if (after && between) return true;
  }
  return false;
}

}  // namespace clmm
