// The must/may algebra's fixpoint and the refutation of partial executions: coherence orders
// placed in part, and reads-from chosen in part (with coherence open).
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

namespace {

void bindingsIn(const cat::Expr& e, std::vector<int>& out) {
  if (e.op == cat::Op::Name) out.push_back(e.binding);
  for (const auto& a : e.args) bindingsIn(*a, out);
}

// The parts of an execution that every primitive but rf, mo and co is computed from.
bool sameButReadsFrom(const Execution& a, const Execution& b) {
  return a.executed == b.executed && a.writes == b.writes && a.reads == b.reads && a.loc == b.loc &&
         a.order == b.order && a.condValue == b.condValue;
}

// The parts of an execution that every primitive but mo and co is computed from.
bool sameButCoherence(const Execution& a, const Execution& b) {
  return sameButReadsFrom(a, b) && a.readValue == b.readValue && a.writeValue == b.writeValue && a.rf == b.rf &&
         a.rfOpen == b.rfOpen;
}

// Bindings of `model` whose value depends on one of the primitives `names`, through lets (in
// definition order, recursive groups until nothing changes), and the orders of total blocks.
std::vector<int> dependentBindings(const cat::Model& model, const std::set<std::string>& names) {
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

}  // namespace

struct CoherenceRefuter::Stage {
  Execution key;  // the execution whose other primitives these are (its co, or rf and co, ignored)
  PrimitiveValues prims;
  Relation open;    // the mo / co pairs a completion may add
  Relation openRf;  // the rf pairs a completion may add
  MayMustAlgebra algebra;
  cat::Evaluator<MayMustAlgebra> ev;

  Stage(const CoherenceRefuter& r, const Execution& partial, const std::set<std::string>& used)
      : key(partial),
        prims(computePrimitives(partial, &used)),
        open(prims.size()),
        openRf(prims.size()),
        algebra(prims.size()),
        ev(r.model_, algebra, [this](const cat::Binding& b) { return supply(b); }, r.skip_) {}

  MayMustAlgebra::Val supply(const cat::Binding& b) const {
    auto it = prims.values.find(b.name);
    if (it == prims.values.end()) throw std::invalid_argument("primitive '" + b.name + "' was not supplied");
    if (const auto* s = std::get_if<EventSet>(&it->second)) return MayMustAlgebra::Val::ofSet({*s, *s});
    const Relation& r = std::get<Relation>(it->second);
    if (b.name == "mo" || b.name == "co") return MayMustAlgebra::Val::ofRel({r, r | open});
    if (b.name == "rf") return MayMustAlgebra::Val::ofRel({r, r | openRf});
    return MayMustAlgebra::Val::ofRel({r, r});
  }

  // mo and co of the prefix placed so far.
  void setCoherence(const Execution& partial) {
    Relation co = coherenceOrder(partial, prims.dense, prims.size());
    for (const char* name : {"mo", "co"}) {
      auto it = prims.values.find(name);
      if (it != prims.values.end()) it->second = co;
    }
  }

  // rf of the chosen reads (Execution::rfOpen), and the pairs a completion may add: from every
  // write to each open read of its location (all a candidate can read from).
  void setReadsFrom(const Execution& partial) {
    const std::set<std::string> rf{"rf"};
    if (prims.values.count("rf")) prims.values["rf"] = computePrimitives(partial, &rf).values.at("rf");
    openRf = Relation(prims.size());
    const Program& p = *partial.program;
    for (EventId r = 0; r < partial.rfOpen.size(); ++r) {
      if (!partial.rfOpen[r] || !partial.reads[r]) continue;
      for (EventId w = 0; w < p.events.size(); ++w)
        if (w != r && partial.writes[w] && partial.loc[w] == partial.loc[r])
          openRf.set(static_cast<size_t>(prims.dense[w]), static_cast<size_t>(prims.dense[r]));
    }
  }

  // The pairs a completion may add: any two distinct unplaced writes of one location.
  void setOpen(const Execution& partial) {
    open = Relation(prims.size());
    for (size_t l = 0; l < partial.co.size(); ++l) {
      const auto& order = partial.co[l];
      size_t placed = l < partial.coPlaced.size() ? partial.coPlaced[l] : order.size();
      for (size_t i = placed; i < order.size(); ++i)
        for (size_t j = placed; j < order.size(); ++j)
          if (i != j)
            open.set(static_cast<size_t>(prims.dense[order[i]]), static_cast<size_t>(prims.dense[order[j]]));
    }
  }
};

CoherenceRefuter::CoherenceRefuter(const cat::Model& model, std::set<std::string> skip)
    : model_(model),
      skip_(std::move(skip)),
      used_(model.primitivesUsed(skip_)),
      coDependent_(dependentBindings(model, {"mo", "co"})),
      rfDependent_(dependentBindings(model, {"rf", "mo", "co"})) {
  used_.insert("mo");
  used_.insert("co");
}

CoherenceRefuter::~CoherenceRefuter() = default;

// A partial reads-from choice has its own stage (the enumerator alternates between the two
// kinds of partial execution): its key ignores rf and values too.
bool CoherenceRefuter::refuted(const Execution& partial) const {
  const bool readsOpen = !partial.rfOpen.empty();
  std::unique_ptr<Stage>& stage = readsOpen ? readsStage_ : stage_;
  if (stage && (readsOpen ? sameButReadsFrom(stage->key, partial) : sameButCoherence(stage->key, partial))) {
    stage->setCoherence(partial);
    if (readsOpen) stage->setReadsFrom(partial);
    stage->ev.forget(readsOpen ? rfDependent_ : coDependent_);
  } else {
    stage.reset();
    stage = std::make_unique<Stage>(*this, partial, used_);
    if (readsOpen) stage->setReadsFrom(partial);
  }
  stage->setOpen(partial);
  for (const cat::Check& c : model_.checks) {
    if (c.isFlag() || stage->ev.skipped(c)) continue;
    if (stage->ev.check(c).result == Tri::False) return true;
  }
  return false;
}

}  // namespace clmm
