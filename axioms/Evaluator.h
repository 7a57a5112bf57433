// The domain-generic evaluator of a resolved model (ModelAst.h) over an algebra (Algebra.h).
// Values are computed on demand and memoised per binding, so only what the evaluated checks
// need is computed (and, for a symbolic algebra, encoded). Primitives are fetched from the
// caller's callback the first time a check needs them.
#pragma once

#include <functional>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "axioms/Algebra.h"
#include "axioms/ModelAst.h"
#include "support/Budget.h"

namespace clmm::cat {

// Whether an algebra evaluates chains of compositions itself (composeChain, irreflexiveChain:
// the symbolic algebra, which picks the cheapest association and needs only the diagonal of a
// chain under `irreflexive`; the explicit engine's must/may and concrete algebras, the same values
// with less work). Other algebras compose pairwise, left to right. Such an algebra
// also says when a relation is empty whatever the execution (knownEmpty): the operands of a
// chain are evaluated left to right and stop at the first such one, since the chain is then
// empty, and an intersection with such a left side is not evaluated further (the SC axiom's
// `(SC * SC) & scp` costs n^3 terms for nothing, through fr, when no event is seq_cst).
template <class A, class = void>
struct HasChains : std::false_type {};
template <class A>
struct HasChains<A, std::void_t<decltype(std::declval<A&>().composeChain(std::declval<std::vector<typename A::Rel>&>())),
                                decltype(std::declval<A&>().irreflexiveChain(std::declval<std::vector<typename A::Rel>&>()))>>
    : std::true_type {};
// An algebra with chains may switch them on and off (useChains(): the concrete algebra, whose
// other users need the tested value of every check for witnesses); without useChains() they are
// always on.
template <class A, class = void>
struct HasChainSwitch : std::false_type {};
template <class A>
struct HasChainSwitch<A, std::void_t<decltype(std::declval<const A&>().useChains())>> : std::true_type {};

template <class Algebra>
class Evaluator {
 public:
  using Set = typename Algebra::Set;
  using Rel = typename Algebra::Rel;
  using Bool = typename Algebra::Bool;
  using Val = Value<Set, Rel>;
  // Supplies the value of a primitive binding; called at most once per primitive.
  using Primitives = std::function<Val(const Binding&)>;

  struct Outcome {
    Bool applies;  // the `when` condition (true when there is none)
    // Checks and total blocks: the check holds (vacuously when !applies).
    // Flags: the flag is raised (applies, and the expression is non-empty).
    Bool result;
    std::optional<Val> tested;  // the tested expression, when evaluated (never for total blocks)
  };

  // `skip`: names of checks (top-level or inside total blocks) that are switched off.
  Evaluator(const Model& model, Algebra& algebra, Primitives primitives, std::set<std::string> skip = {})
      : model_(model),
        alg_(algebra),
        primitives_(std::move(primitives)),
        skip_(std::move(skip)),
        cache_(model.bindings.size()) {}

  bool skipped(const Check& c) const { return skip_.count(c.name) > 0; }

  // Forgets the values of these bindings (primitives are fetched again when next needed): for a
  // caller that evaluates the model again after some primitives changed, keeping the values
  // that do not depend on them.
  void forget(const std::vector<int>& ids) {
    for (int id : ids) cache_.at(static_cast<size_t>(id)).reset();
  }

  // The value of a binding. A let of a total block that depends on the order, and the order
  // itself, have a value only while that block's body is being evaluated.
  const Val& value(int id) {
    if (cache_[id]) return *cache_[id];
    const Binding& b = model_.bindings[id];
    switch (b.source) {
      case Binding::Source::Primitive: {
        Val v = primitives_(b);
        if (v.kind() != b.kind)
          throw std::invalid_argument("primitive '" + b.name + "' was supplied as " +
                                      std::string(kindName(v.kind())) + " but the model uses it as " +
                                      kindName(b.kind));
        cache_[id] = std::move(v);
        break;
      }
      case Binding::Source::Order:
        throw std::logic_error("order '" + b.name + "' used outside its total block");
      case Binding::Source::Let:
        if (b.group < 0) cache_[id] = eval(*b.body);
        else fixpoint(b.group);
        break;
    }
    return *cache_[id];
  }

  Val eval(const Expr& e) {
    checkBudget();  // a model's evaluation can be long: it stops at the test's deadline
    if (e.op == Op::Name) return value(e.binding);
    if (e.op == Op::Empty)
      return e.kind == Kind::Set ? Val::ofSet(alg_.emptySet()) : Val::ofRel(alg_.emptyRelation());
    if (e.op == Op::Universe) return Val::ofSet(alg_.allEvents());
    if constexpr (HasChains<Algebra>::value) {
      if (e.op == Op::Seq && chainsOn()) {
        std::vector<Rel> chain;
        if (!collectSeq(e, chain)) return Val::ofRel(alg_.emptyRelation());
        return Val::ofRel(alg_.composeChain(chain));
      }
    }
    std::optional<Val> tmp0, tmp1;
    const Val& a = arg(e, 0, tmp0);
    bool set = a.kind() == Kind::Set;
    switch (e.op) {
      case Op::Identity: return Val::ofRel(alg_.identity(a.set()));
      case Op::Complement:
        return set ? Val::ofSet(alg_.setComplement(a.set())) : Val::ofRel(alg_.relComplement(a.rel()));
      case Op::Plus: return Val::ofRel(alg_.plus(a.rel()));
      case Op::Star: return Val::ofRel(alg_.star(a.rel()));
      case Op::Opt: return Val::ofRel(alg_.opt(a.rel()));
      case Op::Inverse: return Val::ofRel(alg_.inverse(a.rel()));
      case Op::Domain: return Val::ofSet(alg_.domain(a.rel()));
      case Op::Range: return Val::ofSet(alg_.range(a.rel()));
      default: break;
    }
    if constexpr (HasChains<Algebra>::value) {
      // (SC * SC) & scp: nothing to intersect when the left side is empty in every execution.
      if (e.op == Op::Inter && !set && chainsOn() && alg_.knownEmpty(a.rel())) return a;
    }
    const Val& b = arg(e, 1, tmp1);
    switch (e.op) {
      case Op::Union:
        return set ? Val::ofSet(alg_.setUnion(a.set(), b.set())) : Val::ofRel(alg_.relUnion(a.rel(), b.rel()));
      case Op::Inter:
        return set ? Val::ofSet(alg_.setInter(a.set(), b.set())) : Val::ofRel(alg_.relInter(a.rel(), b.rel()));
      case Op::Diff:
        return set ? Val::ofSet(alg_.setDiff(a.set(), b.set())) : Val::ofRel(alg_.relDiff(a.rel(), b.rel()));
      case Op::Seq: return Val::ofRel(alg_.compose(a.rel(), b.rel()));
      case Op::Product: return Val::ofRel(alg_.product(a.set(), b.set()));
      default: throw std::logic_error("evaluator: unexpected operator");
    }
  }

  Bool isEmpty(const Val& v) { return v.kind() == Kind::Set ? alg_.setEmpty(v.set()) : alg_.relEmpty(v.rel()); }

  Bool cond(const Cond& c) {
    switch (c.op) {
      case Cond::Op::Empty: return isEmpty(eval(*c.expr));
      case Cond::Op::NonEmpty: return alg_.negate(isEmpty(eval(*c.expr)));
      case Cond::Op::Not: return alg_.negate(cond(*c.args[0]));
      case Cond::Op::And: case Cond::Op::Or: {
        bool isAnd = c.op == Cond::Op::And;
        Bool l = cond(*c.args[0]);
        if (alg_.known(l) == std::optional<bool>(!isAnd)) return l;  // short-circuit
        Bool r = cond(*c.args[1]);
        return isAnd ? alg_.conj(l, r) : alg_.disj(l, r);
      }
    }
    throw std::logic_error("evaluator: unexpected condition");
  }

  // Evaluates one statement of the model (a skipped one trivially holds / is not raised).
  Outcome check(const Check& c) {
    Bool vacuous = alg_.constant(!c.isFlag());
    if (skipped(c)) return {alg_.constant(false), vacuous, std::nullopt};
    Bool applies = c.when ? cond(*c.when) : alg_.constant(true);
    if (alg_.known(applies) == std::optional<bool>(false)) return {applies, vacuous, std::nullopt};
    if (c.kind == CheckKind::Total) return {applies, alg_.disj(alg_.negate(applies), totalOrder(c)), std::nullopt};
    if constexpr (HasChains<Algebra>::value) {
      // Only the diagonal matters: irreflexive (a | b) is irreflexive a and irreflexive b, and
      // a chain a ; b ; c needs no full matrix for its last composition.
      if (c.kind == CheckKind::Irreflexive && !c.isFlag() && chainsOn())
        return {applies, alg_.disj(alg_.negate(applies), irreflexiveParts(*c.expr)), std::nullopt};
    }
    Val v = eval(*c.expr);
    Bool test = c.kind == CheckKind::Acyclic       ? alg_.acyclic(v.rel())
                : c.kind == CheckKind::Irreflexive ? alg_.irreflexive(v.rel())
                : c.kind == CheckKind::Empty       ? isEmpty(v)
                                                   : alg_.negate(isEmpty(v));
    Bool result = c.isFlag() ? alg_.conj(applies, test) : alg_.disj(alg_.negate(applies), test);
    return {applies, result, std::move(v)};
  }

 private:
  bool chainsOn() const {
    if constexpr (HasChainSwitch<Algebra>::value) return alg_.useChains();
    else return true;
  }

  // The operands of a chain of compositions (nested `;`), left to right; false (and the rest not
  // evaluated) at an operand that is empty in every execution.
  bool collectSeq(const Expr& e, std::vector<Rel>& out) {
    if (e.op == Op::Seq) return collectSeq(*e.args[0], out) && collectSeq(*e.args[1], out);
    out.push_back(e.op == Op::Name ? value(e.binding).rel() : eval(e).rel());
    return !alg_.knownEmpty(out.back());
  }

  Bool irreflexiveParts(const Expr& e) {
    if (e.op == Op::Union) {
      Bool l = irreflexiveParts(*e.args[0]);
      if (alg_.known(l) == std::optional<bool>(false)) return l;
      return alg_.conj(l, irreflexiveParts(*e.args[1]));
    }
    if (e.op == Op::Seq) {
      std::vector<Rel> chain;
      if (!collectSeq(e, chain)) return alg_.constant(true);
      return alg_.irreflexiveChain(chain);
    }
    std::optional<Val> tmp;
    if (e.op == Op::Name) return alg_.irreflexive(value(e.binding).rel());
    tmp = eval(e);
    return alg_.irreflexive(tmp->rel());
  }

  // The value of operand i, without a copy when it is a name.
  const Val& arg(const Expr& e, size_t i, std::optional<Val>& tmp) {
    const Expr& a = *e.args[i];
    if (a.op == Op::Name) return value(a.binding);
    tmp = eval(a);
    return *tmp;
  }

  void fixpoint(int group) {
    const std::vector<int>& members = model_.groups[group];
    std::vector<Kind> kinds;
    for (int id : members) kinds.push_back(model_.bindings[id].kind);
    std::vector<Val> result = alg_.leastFixpoint(kinds, [&](const std::vector<Val>& current) {
      for (size_t i = 0; i < members.size(); ++i) cache_[members[i]] = current[i];
      std::vector<Val> next;
      for (int id : members) next.push_back(eval(*model_.bindings[id].body));
      return next;
    });
    for (size_t i = 0; i < members.size(); ++i) cache_[members[i]] = std::move(result[i]);
  }

  void bindOrder(const Check& block, const Rel* order) {
    if (order) cache_[block.order] = Val::ofRel(*order);
    else cache_[block.order].reset();
    for (int id : block.orderDependent) cache_[id].reset();
  }

  Bool totalOrder(const Check& block) {
    Set on = eval(*block.on).set();
    Rel base = eval(*block.containing).rel();
    OrderBody<Rel, Bool> body;
    body.holds = [&](const Rel& order) {
      bindOrder(block, &order);
      Bool all = alg_.constant(true);
      for (const Check& inner : block.body) {
        all = alg_.conj(all, check(inner).result);
        if (alg_.known(all) == std::optional<bool>(false)) break;
      }
      return all;
    };
    body.refutes = [&](const Rel& lowerBound) {
      bindOrder(block, &lowerBound);
      for (const Check& inner : block.body) {
        if (!inner.monotoneInOrder || skipped(inner)) continue;
        if (alg_.known(check(inner).result) == std::optional<bool>(false)) return true;
      }
      return false;
    };
    struct Unbind {  // the order must not outlive the block, even when the search throws
      Evaluator* self;
      const Check& block;
      ~Unbind() { self->bindOrder(block, nullptr); }
    } unbind{this, block};
    return alg_.existsTotalOrder(on, base, body);
  }

  const Model& model_;
  Algebra& alg_;
  Primitives primitives_;
  std::set<std::string> skip_;
  std::vector<std::optional<Val>> cache_;  // per binding; never resized
};

}  // namespace clmm::cat
