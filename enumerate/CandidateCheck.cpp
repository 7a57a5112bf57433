// One evaluator per path for the explicit engine's candidates (CandidateCheck.h).
#include "enumerate/CandidateCheck.h"

#include <stdexcept>
#include <variant>

#include "axioms/Evaluator.h"

namespace clmm {

namespace {

void bindingsIn(const cat::Expr& e, std::vector<int>& out) {
  if (e.op == cat::Op::Name) out.push_back(e.binding);
  for (const auto& a : e.args) bindingsIn(*a, out);
}

}  // namespace

std::vector<int> bindingsDependingOn(const cat::Model& model, const std::set<std::string>& names) {
  std::vector<bool> dependent(model.bindings.size(), false);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t id = 0; id < model.bindings.size(); ++id) {
      if (dependent[id]) continue;
      const cat::Binding& b = model.bindings[id];
      bool d = false;
      if (b.source == cat::Binding::Source::Primitive)
        d = names.count(b.name) > 0;
      else if (b.source == cat::Binding::Source::Order)
        d = true;
      else if (b.body) {
        std::vector<int> refs;
        bindingsIn(*b.body, refs);
        for (int r : refs) d = d || dependent.at(static_cast<size_t>(r));
      }
      if (d) {
        dependent[id] = true;
        changed = true;
      }
    }
  }
  std::vector<int> out;
  for (size_t id = 0; id < dependent.size(); ++id)
    if (dependent[id]) out.push_back(static_cast<int>(id));
  return out;
}

struct CandidateCheck::State {
  cat::ConcreteAlgebra algebra;
  cat::Evaluator<cat::ConcreteAlgebra> ev;
  State(CandidateCheck& c, size_t n)
      : algebra(n, c.options_.limits),
        ev(c.model_, algebra, [&c](const cat::Binding& b) { return c.supply(b); }, c.options_.skip) {
    algebra.chains = !c.options_.witnesses;  // the same verdicts; witnesses need every tested value
  }
};

cat::ConcreteAlgebra::Val CandidateCheck::supply(const cat::Binding& b) const {
  const int slot = slot_.at(static_cast<size_t>(&b - model_.bindings.data()));
  if (slot < 0 || !cache_.wanted(static_cast<size_t>(slot)))
    throw std::invalid_argument("primitive '" + b.name + "' was not supplied");
  const cat::Primitive& v = cache_.value(static_cast<size_t>(slot));
  if (const auto* s = std::get_if<EventSet>(&v)) return cat::ConcreteAlgebra::Val::ofSet(*s);
  return cat::ConcreteAlgebra::Val::ofRel(std::get<Relation>(v));
}

CandidateCheck::CandidateCheck(const cat::Model& model, cat::ConcreteOptions options)
    : model_(model),
      options_(std::move(options)),
      cache_(model.primitivesUsed(options_.skip)),
      rfDependent_(bindingsDependingOn(model, {"rf", "mo", "co"})),
      coDependent_(bindingsDependingOn(model, {"mo", "co"})) {
  for (const cat::Binding& b : model.bindings)
    slot_.push_back(b.source == cat::Binding::Source::Primitive ? PrimitiveCache::indexOf(b.name) : -1);
}

CandidateCheck::~CandidateCheck() = default;

cat::ConcreteResult CandidateCheck::check(const Execution& x) {
  const PrimitiveCache::Change change = cache_.update(x);
  if (!state_ || change == PrimitiveCache::Change::Path) {
    state_.reset();
    state_ = std::make_unique<State>(*this, cache_.size());
  } else if (change == PrimitiveCache::Change::ReadsFrom) {
    state_->ev.forget(rfDependent_);
  } else if (change == PrimitiveCache::Change::Coherence) {
    state_->ev.forget(coDependent_);
  }
  try {
    cat::ConcreteResult res = cat::evaluateChecks(model_, state_->ev, state_->algebra, options_);
    if (res.unknown()) state_.reset();  // an order search stopped: what it left is not kept
    return res;
  } catch (...) {
    state_.reset();  // a value may be half computed (a fixpoint's members)
    throw;
  }
}

}  // namespace clmm
