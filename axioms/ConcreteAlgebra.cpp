// The concrete algebra's fixpoint and total-order search, and checkExecution() with witnesses.
#include "axioms/ConcreteAlgebra.h"

#include "axioms/Evaluator.h"

namespace clmm::cat {

std::vector<ConcreteAlgebra::Val> ConcreteAlgebra::leastFixpoint(
    const std::vector<Kind>& kinds, const std::function<std::vector<Val>(const std::vector<Val>&)>& step) {
  std::vector<Val> current;
  size_t height = 1;  // every iteration but the last adds at least one member or pair
  for (Kind k : kinds) {
    current.push_back(k == Kind::Set ? Val::ofSet(emptySet()) : Val::ofRel(emptyRelation()));
    height += k == Kind::Set ? n_ : n_ * n_;
  }
  for (size_t i = 0; i <= height; ++i) {
    std::vector<Val> next = step(current);
    if (next == current) return current;
    current = std::move(next);
  }
  throw std::logic_error("let rec: the fixpoint iteration does not converge");
}

bool ConcreteAlgebra::existsTotalOrder(const EventSet& on, const Relation& base,
                                       const OrderBody<Relation, bool>& body) {
  Relation b = base.restrict(on, on);
  if (!b.acyclic()) return false;
  std::vector<size_t> members = on.members();
  std::vector<EventSet> preds(n_, EventSet(n_));
  b.forEach([&](size_t i, size_t j) { preds[j].set(i); });

  // `order` holds, at every step, the pairs every completion contains: placed before placed in
  // placement order, and placed before unplaced.
  Relation order(n_);
  EventSet placed(n_);
  EventSet unplaced = on;
  std::vector<size_t> sequence;
  uint64_t steps = 0;
  std::function<bool()> place = [&]() -> bool {
    ++steps;
    ++totalSteps_;
    if (limits_.maxSteps && steps > limits_.maxSteps)
      throw EvaluationAborted("total order search: more than " + std::to_string(limits_.maxSteps) + " steps");
    if (limits_.shouldAbort && limits_.shouldAbort()) throw EvaluationAborted("total order search aborted");
    if (sequence.size() == members.size()) return body.holds(order);
    if (body.refutes && body.refutes(order)) return false;
    for (size_t e : members) {
      if (placed.test(e) || !preds[e].subsetOf(placed)) continue;
      placed.set(e);
      unplaced.set(e, false);
      order.setRow(e, unplaced);
      sequence.push_back(e);
      if (place()) return true;
      sequence.pop_back();
      order.setRow(e, EventSet(n_));
      unplaced.set(e);
      placed.set(e, false);
    }
    return false;
  };
  if (!place()) return false;
  lastOrder_ = sequence;
  return true;
}

const char* verdictName(Verdict v) {
  switch (v) {
    case Verdict::Holds: return "holds";
    case Verdict::Fails: return "fails";
    case Verdict::Unknown: return "unknown";
    case Verdict::NotEvaluated: return "not evaluated";
  }
  return "?";
}

bool ConcreteResult::consistent() const {
  for (const auto& c : checks)
    if (c.verdict != Verdict::Holds) return false;
  return true;
}

bool ConcreteResult::unknown() const {
  bool some = false;
  for (const auto& c : checks) {
    if (c.verdict == Verdict::Fails) return false;
    some |= c.verdict == Verdict::Unknown;
  }
  return some;
}

const CheckResult* ConcreteResult::firstFailure() const {
  for (const auto& c : checks)
    if (c.verdict == Verdict::Fails) return &c;
  return nullptr;
}

bool ConcreteResult::flagged() const {
  for (const auto& f : flags)
    if (f.raised) return true;
  return false;
}

const CheckResult* ConcreteResult::findCheck(const std::string& name) const {
  for (const auto& c : checks)
    if (c.name == name) return &c;
  return nullptr;
}

const FlagResult* ConcreteResult::findFlag(const std::string& name) const {
  for (const auto& f : flags)
    if (f.name == name) return &f;
  return nullptr;
}

namespace {

using Val = ConcreteAlgebra::Val;

std::vector<size_t> memberWitness(const Val& v) {
  if (v.kind() == Kind::Set) {
    auto e = v.set().first();
    return e ? std::vector<size_t>{*e} : std::vector<size_t>{};
  }
  for (size_t i = 0; i < v.rel().size(); ++i)
    if (auto j = v.rel().row(i).first()) return {i, *j};
  return {};
}

std::vector<size_t> failureWitness(const Model& m, Evaluator<ConcreteAlgebra>& ev, const Check& c,
                                   const Val& v) {
  switch (c.kind) {
    case CheckKind::Acyclic: {
      const Expr& source = m.cycleSource(*c.expr);
      Relation r = &source == c.expr.get() ? v.rel() : ev.eval(source).rel();
      return r.findCycle().value_or(std::vector<size_t>{});
    }
    case CheckKind::Irreflexive: {
      auto e = v.rel().reflexiveWitness();
      return e ? std::vector<size_t>{*e} : std::vector<size_t>{};
    }
    default: return memberWitness(v);
  }
}

}  // namespace

ConcreteResult checkExecution(const Model& model, const std::map<std::string, Primitive>& primitives,
                              size_t n, const ConcreteOptions& options) {
  ConcreteAlgebra algebra(n, options.limits);
  auto supply = [&](const Binding& b) -> Val {
    auto it = primitives.find(b.name);
    if (it == primitives.end()) throw std::invalid_argument("primitive '" + b.name + "' was not supplied");
    if (const auto* s = std::get_if<EventSet>(&it->second)) {
      if (s->size() != n) throw std::invalid_argument("primitive '" + b.name + "' has the wrong size");
      return Val::ofSet(*s);
    }
    const auto& r = std::get<Relation>(it->second);
    if (r.size() != n) throw std::invalid_argument("primitive '" + b.name + "' has the wrong size");
    return Val::ofRel(r);
  };
  Evaluator<ConcreteAlgebra> ev(model, algebra, supply, options.skip);
  return evaluateChecks(model, ev, algebra, options);
}

Relation ConcreteAlgebra::composeChain(std::vector<Rel>& chain) const {
  if (chain.empty()) return emptyRelation();
  Relation r = std::move(chain[0]);
  for (size_t i = 1; i < chain.size(); ++i) r = r.compose(chain[i]);
  return r;
}

// irreflexive (r1 ; ... ; rk) from the diagonal of the last composition only: no i with
// (r1 ; ... ; rk-1)(i, j) and rk(j, i).
bool ConcreteAlgebra::irreflexiveChain(std::vector<Rel>& chain) const {
  if (chain.empty()) return true;
  const Relation& last = chain.back();
  if (chain.size() == 1) return last.irreflexive();
  Relation prefix = std::move(chain[0]);
  for (size_t i = 1; i + 1 < chain.size(); ++i) prefix = prefix.compose(chain[i]);
  return prefix.irreflexiveComposedWith(last);
}

ConcreteResult evaluateChecks(const Model& model, Evaluator<ConcreteAlgebra>& ev, ConcreteAlgebra& algebra,
                              const ConcreteOptions& options) {
  const uint64_t stepsBefore = algebra.orderSteps();
  ConcreteResult out;
  bool stopped = false;
  for (const Check& c : model.checks) {
    if (ev.skipped(c)) continue;
    if (c.isFlag()) {
      FlagResult f;
      f.check = &c;
      f.name = c.name;
      if (!stopped) {
        auto o = ev.check(c);
        f.evaluated = true;
        f.raised = o.result;
        if (f.raised && options.witnesses) f.witness = memberWitness(*o.tested);
      }
      out.flags.push_back(std::move(f));
      continue;
    }
    if (options.flagsOnly) continue;
    CheckResult r;
    r.check = &c;
    r.name = c.name;
    if (!stopped) {
      try {
        auto o = ev.check(c);
        r.applied = o.applies;
        r.verdict = o.result ? Verdict::Holds : Verdict::Fails;
        if (options.witnesses && c.kind != CheckKind::Total && !o.result) r.witness = failureWitness(model, ev, c, *o.tested);
        if (options.witnesses && c.kind == CheckKind::Total) {
          if (o.result && o.applies) {
            r.witness = algebra.lastOrder();
          } else if (!o.result) {
            EventSet on = ev.eval(*c.on).set();
            r.witness = ev.eval(*c.containing).rel().restrict(on, on).findCycle().value_or(std::vector<size_t>{});
          }
        }
      } catch (const EvaluationAborted&) {
        r.applied = true;
        r.verdict = Verdict::Unknown;
      }
      stopped = options.stopAtFirstFailure && r.verdict == Verdict::Fails;
    }
    out.checks.push_back(std::move(r));
  }
  out.orderSteps = algebra.orderSteps() - stepsBefore;
  return out;
}

}  // namespace clmm::cat
