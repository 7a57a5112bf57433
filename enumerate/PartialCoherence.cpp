// The must/may algebra's fixpoint and the refutation of partial executions: coherence orders
// placed in part, and reads-from chosen in part (with coherence open).
#include "enumerate/PartialCoherence.h"

#include <algorithm>
#include <stdexcept>
#include <variant>

#include "axioms/Evaluator.h"
#include "enumerate/CandidateCheck.h"
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

MayMustAlgebra::Rel MayMustAlgebra::composeChain(std::vector<Rel>& chain) const {
  if (chain.empty()) return emptyRelation();
  Rel r = std::move(chain[0]);
  for (size_t i = 1; i < chain.size(); ++i) r = compose(r, chain[i]);
  return r;
}

namespace {

// irreflexive (r1 ; ... ; rk) from the diagonal of the last composition only: no i with
// (r1 ; ... ; rk-1)(i, j) and rk(j, i).
bool irreflexiveChainOf(const std::vector<MayMustAlgebra::Rel>& chain, Relation MayMustAlgebra::Rel::*bound) {
  const Relation& last = chain.back().*bound;
  if (chain.size() == 1) return last.irreflexive();
  Relation prefix = chain[0].*bound;
  for (size_t i = 1; i + 1 < chain.size(); ++i) prefix = prefix.compose(chain[i].*bound);
  return prefix.irreflexiveComposedWith(last);
}

}  // namespace

MayMustAlgebra::Bool MayMustAlgebra::irreflexiveChain(std::vector<Rel>& chain) const {
  if (chain.empty()) return Tri::True;
  if (irreflexiveChainOf(chain, &Rel::may)) return Tri::True;
  return irreflexiveChainOf(chain, &Rel::must) ? Tri::Unknown : Tri::False;
}

struct CoherenceRefuter::Stage {
  PrimitiveCache cache;  // the lower bounds: the primitives of what is chosen so far
  Relation open;         // the mo / co pairs a completion may add
  Relation openRf;       // the rf pairs a completion may add
  std::unique_ptr<MayMustAlgebra> algebra;
  std::unique_ptr<cat::Evaluator<MayMustAlgebra>> ev;
  std::vector<int> slot;  // per binding: its primitive table index, -1 when not a primitive
  int rf = -1, mo = -1, co = -1;

  Stage(const cat::Model& model, const std::set<std::string>& used) : cache(used) {
    for (const cat::Binding& b : model.bindings)
      slot.push_back(b.source == cat::Binding::Source::Primitive ? PrimitiveCache::indexOf(b.name) : -1);
    rf = PrimitiveCache::indexOf("rf"), mo = PrimitiveCache::indexOf("mo"), co = PrimitiveCache::indexOf("co");
  }

  MayMustAlgebra::Val supply(const cat::Model& model, const cat::Binding& b) const {
    const int i = slot.at(static_cast<size_t>(&b - model.bindings.data()));
    if (i < 0 || !cache.wanted(static_cast<size_t>(i)))
      throw std::invalid_argument("primitive '" + b.name + "' was not supplied");
    const cat::Primitive& v = cache.value(static_cast<size_t>(i));
    if (const auto* s = std::get_if<EventSet>(&v)) return MayMustAlgebra::Val::ofSet({*s, *s});
    const Relation& r = std::get<Relation>(v);
    if (i == mo || i == co) return MayMustAlgebra::Val::ofRel({r, r | open});
    if (i == rf) return MayMustAlgebra::Val::ofRel({r, r | openRf});
    return MayMustAlgebra::Val::ofRel({r, r});
  }

  // The rf pairs a completion may add: from every write to each open read of its location (all
  // a candidate can read from).
  void setOpenReadsFrom(const Execution& partial) {
    openRf = Relation(cache.size());
    const auto& dense = cache.dense();
    const Program& p = *partial.program;
    for (EventId r = 0; r < partial.rfOpen.size(); ++r) {
      if (!partial.rfOpen[r] || !partial.reads[r]) continue;
      for (EventId w = 0; w < p.events.size(); ++w)
        if (w != r && partial.writes[w] && partial.loc[w] == partial.loc[r])
          openRf.set(static_cast<size_t>(dense[w]), static_cast<size_t>(dense[r]));
    }
  }

  // The pairs a completion may add: any two distinct unplaced writes of one location.
  void setOpen(const Execution& partial) {
    open = Relation(cache.size());
    const auto& dense = cache.dense();
    for (size_t l = 0; l < partial.co.size(); ++l) {
      const auto& order = partial.co[l];
      size_t placed = l < partial.coPlaced.size() ? partial.coPlaced[l] : order.size();
      for (size_t i = placed; i < order.size(); ++i)
        for (size_t j = placed; j < order.size(); ++j)
          if (i != j) open.set(static_cast<size_t>(dense[order[i]]), static_cast<size_t>(dense[order[j]]));
    }
  }
};

CoherenceRefuter::CoherenceRefuter(const cat::Model& model, std::set<std::string> skip)
    : model_(model),
      skip_(std::move(skip)),
      used_(model.primitivesUsed(skip_)),
      coDependent_(bindingsDependingOn(model, {"mo", "co"})),
      rfDependent_(bindingsDependingOn(model, {"rf", "mo", "co"})) {
  used_.insert("mo");
  used_.insert("co");
  for (const cat::Check& c : model_.checks)
    if (!c.isFlag() && !skip_.count(c.name)) refuters_.push_back(&c);
}

CoherenceRefuter::~CoherenceRefuter() = default;

// A partial reads-from choice has its own stage (the enumerator alternates between the two
// kinds of partial execution). Each keeps its primitives and the model's values while the path
// stays the same, forgetting only what depends on what changed.
bool CoherenceRefuter::refuted(const Execution& partial) const {
  const bool readsOpen = !partial.rfOpen.empty();
  std::unique_ptr<Stage>& stage = readsOpen ? readsStage_ : stage_;
  if (!stage) stage = std::make_unique<Stage>(model_, used_);
  Stage& st = *stage;
  const PrimitiveCache::Change change = st.cache.update(partial);
  if (!st.ev || change == PrimitiveCache::Change::Path) {
    st.ev.reset();
    st.algebra = std::make_unique<MayMustAlgebra>(st.cache.size());
    const cat::Model& model = model_;
    st.ev = std::make_unique<cat::Evaluator<MayMustAlgebra>>(
        model_, *st.algebra, [&st, &model](const cat::Binding& b) { return st.supply(model, b); }, skip_);
  } else if (change == PrimitiveCache::Change::ReadsFrom) {
    st.ev->forget(rfDependent_);
  } else if (change == PrimitiveCache::Change::Coherence) {
    st.ev->forget(coDependent_);
  }
  if (change >= PrimitiveCache::Change::ReadsFrom) {
    if (readsOpen) st.setOpenReadsFrom(partial);
    else st.openRf = Relation(st.cache.size());
  }
  if (change >= PrimitiveCache::Change::Coherence) st.setOpen(partial);
  try {
    for (size_t i = 0; i < refuters_.size(); ++i)
      if (st.ev->check(*refuters_[i]).result == Tri::False) {
        std::rotate(refuters_.begin(), refuters_.begin() + static_cast<long>(i), refuters_.begin() + static_cast<long>(i) + 1);
        return true;
      }
  } catch (...) {
    st.ev.reset();  // a value may be half computed (a fixpoint's members)
    throw;
  }
  return false;
}

}  // namespace clmm
