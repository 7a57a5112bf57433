// Computes the primitive sets and relations of a candidate execution by the rules of the one
// primitive table (axioms/PrimitiveTable.h), through a concrete view of the execution.
#include "enumerate/Primitives.h"

#include <optional>

#include "axioms/PrimitiveTable.h"
#include "events/BarrierArrivals.h"

namespace clmm {

const EventSet& PrimitiveValues::set(const std::string& name) const {
  return std::get<EventSet>(values.at(name));
}

const Relation& PrimitiveValues::relation(const std::string& name) const {
  return std::get<Relation>(values.at(name));
}

Relation coherenceOrder(const Execution& x, const std::vector<int>& dense, size_t n) {
  Relation co(n);
  for (size_t l = 0; l < x.co.size(); ++l) {
    const auto& order = x.co[l];
    const size_t placed = l < x.coPlaced.size() ? x.coPlaced[l] : order.size();  // partial: pairs of the prefix only
    for (size_t i = 0; i < order.size() && i < placed; ++i)
      for (size_t j = i + 1; j < order.size(); ++j)
        co.set(static_cast<size_t>(dense[order[i]]), static_cast<size_t>(dense[order[j]]));
  }
  return co;
}

namespace {

// The explicit engine's view of one candidate execution (axioms/PrimitiveTable.h): every answer
// a plain bool.
class ConcreteView {
 public:
  using Bool = bool;
  explicit ConcreteView(const Execution& x) : x_(x), p_(*x.program) {}

  const Program& program() const { return p_; }
  static bool yes() { return true; }
  static bool no() { return false; }
  static bool all(bool a, bool b) { return a && b; }
  static bool any(bool a, bool b) { return a || b; }
  static bool negate(bool a) { return !a; }

  bool executed(const Event& e) const { return x_.executed[e.id]; }
  bool reads(const Event& e) const { return x_.reads[e.id]; }
  bool writes(const Event& e) const { return x_.writes[e.id]; }
  template <class Pred>
  bool orderIs(const Event& e, Pred pred) const {
    return x_.executed[e.id] && pred(x_.order[e.id]);
  }
  template <class Pred>
  bool atLocationWith(const Event& e, Pred pred) const {
    return x_.executed[e.id] && e.isAccess() && pred(p_.locations[x_.loc[e.id]]);
  }
  bool condition(CondId c) const { return x_.condValue[c] == 1; }
  bool sameLocation(const Event& a, const Event& b) const {
    return a.isAccess() && b.isAccess() && x_.executed[a.id] && x_.executed[b.id] && x_.loc[a.id] == x_.loc[b.id];
  }
  // For a partial execution (Execution::rfOpen), the chosen sources only.
  bool readsFrom(const Event& w, const Event& r) const {
    return x_.reads[r.id] && x_.rf[r.id] == static_cast<int>(w.id) && (x_.rfOpen.empty() || !x_.rfOpen[r.id]);
  }
  // For a partial execution (Execution::coPlaced), the pairs of the placed prefix only.
  bool coherence(const Event& a, const Event& b) {
    if (coPosition_.empty()) indexCoherence();
    const int i = coPosition_[a.id], j = coPosition_[b.id];
    return i >= 0 && j > i && coList_[a.id] == coList_[b.id] && static_cast<size_t>(i) < coPlaced_[a.id];
  }
  bool divergentBarrier(const Event& e) { return x_.executed[e.id] && arrivals().divergent[e.id]; }
  bool sameArrival(const Event& a, const Event& b) {
    const auto& arrival = arrivals().arrival;
    return arrival[a.id] >= 0 && arrival[a.id] == arrival[b.id];
  }

 private:
  const BarrierArrivals& arrivals() {
    if (!arrivals_) arrivals_ = barrierArrivals(p_, [&](EventId e) { return static_cast<bool>(x_.executed[e]); });
    return *arrivals_;
  }
  void indexCoherence() {
    coPosition_.assign(p_.events.size(), -1);
    coList_.assign(p_.events.size(), 0);
    coPlaced_.assign(p_.events.size(), 0);
    for (size_t l = 0; l < x_.co.size(); ++l) {
      const auto& order = x_.co[l];
      const size_t placed = l < x_.coPlaced.size() ? x_.coPlaced[l] : order.size();
      for (size_t i = 0; i < order.size(); ++i) {
        coPosition_[order[i]] = static_cast<int>(i);
        coList_[order[i]] = l;
        coPlaced_[order[i]] = placed;
      }
    }
  }

  const Execution& x_;
  const Program& p_;
  std::optional<BarrierArrivals> arrivals_;
  std::vector<int> coPosition_;
  std::vector<size_t> coList_, coPlaced_;
};

cat::Primitive computeOne(ConcreteView& view, const PrimitiveInfo& info, const PrimitiveValues& v) {
  namespace rules = primitive_rules;
  const Program& p = view.program();
  const size_t n = v.size();
  switch (info.shape) {
    case PrimitiveShape::PerEvent: {
      EventSet s(n);
      for (size_t d = 0; d < n; ++d)
        if (rules::member(view, info.id, p.events[v.events[d]])) s.set(d);
      return s;
    }
    case PrimitiveShape::PerPair: {
      Relation r(n);
      for (size_t a = 0; a < n; ++a) {
        const Event& ea = p.events[v.events[a]];
        for (size_t b = 0; b < n; ++b)
          if (rules::pair(view, info.id, ea, p.events[v.events[b]])) r.set(a, b);
      }
      return r;
    }
    case PrimitiveShape::ProgramPairs:
      break;
  }
  Relation r(n);
  for (const auto& [a, b] : programPairs(p, info.id))
    if (rules::listedPair(view, p.events[a], p.events[b]))
      r.set(static_cast<size_t>(v.dense[a]), static_cast<size_t>(v.dense[b]));
  return r;
}

}  // namespace

PrimitiveValues computePrimitives(const Execution& x, const std::set<std::string>* wanted) {
  const Program& p = *x.program;
  PrimitiveValues v;
  v.dense.assign(p.events.size(), -1);
  for (const auto& e : p.events)
    if (x.executed[e.id]) {
      v.dense[e.id] = static_cast<int>(v.events.size());
      v.events.push_back(e.id);
    }
  ConcreteView view(x);
  for (const PrimitiveInfo& info : primitiveTable()) {
    std::string name(info.name);
    if (!wanted || wanted->count(name)) v.values.emplace(std::move(name), computeOne(view, info, v));
  }
  return v;
}

int PrimitiveCache::indexOf(const std::string& name) {
  const auto& table = primitiveTable();
  for (size_t i = 0; i < table.size(); ++i)
    if (table[i].name == name) return static_cast<int>(i);
  return -1;
}

PrimitiveCache::PrimitiveCache(const std::set<std::string>& wanted) {
  const auto& table = primitiveTable();
  wanted_.assign(table.size(), false);
  values_.resize(table.size());
  for (const auto& name : wanted) {
    const int i = indexOf(name);
    if (i >= 0) wanted_[static_cast<size_t>(i)] = true;
  }
  for (size_t i = 0; i < table.size(); ++i) {
    if (!wanted_[i]) continue;
    if (table[i].id == Primitive::Rf) rf_ = static_cast<int>(i);
    if (table[i].id == Primitive::Mo) mo_ = static_cast<int>(i);
    if (table[i].id == Primitive::Co) co_ = static_cast<int>(i);
  }
}

PrimitiveCache::Change PrimitiveCache::update(const Execution& x) {
  const Execution& k = key_;
  Change change = Change::None;
  if (first_ || k.program != x.program || k.executed != x.executed || k.writes != x.writes || k.reads != x.reads ||
      k.loc != x.loc || k.order != x.order || k.condValue != x.condValue)
    change = Change::Path;
  else if (k.rf != x.rf || k.rfOpen != x.rfOpen)
    change = Change::ReadsFrom;
  else if (k.co != x.co || k.coPlaced != x.coPlaced)
    change = Change::Coherence;
  if (change == Change::None) return change;
  if (change == Change::Path) {
    key_.program = x.program;
    key_.executed = x.executed, key_.writes = x.writes, key_.reads = x.reads;
    key_.loc = x.loc, key_.order = x.order, key_.condValue = x.condValue;
    computePath(x);
  }
  if (change >= Change::ReadsFrom) {
    key_.rf = x.rf, key_.rfOpen = x.rfOpen;
    computeReadsFrom(x);
  }
  key_.co = x.co, key_.coPlaced = x.coPlaced;
  computeCoherence(x);
  first_ = false;
  return change;
}

void PrimitiveCache::computePath(const Execution& x) {
  const Program& p = *x.program;
  events_.clear();
  dense_.assign(p.events.size(), -1);
  for (const auto& e : p.events)
    if (x.executed[e.id]) {
      dense_[e.id] = static_cast<int>(events_.size());
      events_.push_back(e.id);
    }
  PrimitiveValues v;  // computeOne's view of the dense ids
  v.events = events_;
  v.dense = dense_;
  ConcreteView view(x);
  const auto& table = primitiveTable();
  for (size_t i = 0; i < table.size(); ++i)
    if (wanted_[i] && static_cast<int>(i) != rf_ && static_cast<int>(i) != mo_ && static_cast<int>(i) != co_)
      values_[i] = computeOne(view, table[i], v);
}

// rf, mo and co change from one candidate to the next, and their rules (primitive_rules::pair
// through ConcreteView::readsFrom and ::coherence) cost n^2 calls each: here are the same
// relations built from the execution's lists in time linear in their pairs.
// tests/enumerate/CandidateCheckTest.cpp checks them against the rules on every candidate and on
// the refuter's partial executions. rf: each executed read whose source is chosen, from that
// source.
void PrimitiveCache::computeReadsFrom(const Execution& x) {
  if (rf_ < 0) return;
  Relation r(size());
  for (size_t d = 0; d < events_.size(); ++d) {
    const EventId e = events_[d];
    if (!x.reads[e] || (!x.rfOpen.empty() && x.rfOpen[e]) || x.rf[e] < 0) continue;
    const int w = dense_[static_cast<size_t>(x.rf[e])];
    if (w >= 0) r.set(static_cast<size_t>(w), d);
  }
  values_[static_cast<size_t>(rf_)] = std::move(r);
}

void PrimitiveCache::computeCoherence(const Execution& x) {
  if (mo_ < 0 && co_ < 0) return;
  Relation co = coherenceOrder(x, dense_, size());
  if (mo_ >= 0) values_[static_cast<size_t>(mo_)] = co;
  if (co_ >= 0) values_[static_cast<size_t>(co_)] = std::move(co);
}

PrimitiveValues PrimitiveCache::toValues() const {
  PrimitiveValues v;
  v.events = events_;
  v.dense = dense_;
  const auto& table = primitiveTable();
  for (size_t i = 0; i < table.size(); ++i)
    if (wanted_[i]) v.values.emplace(std::string(table[i].name), values_[i]);
  return v;
}

}  // namespace clmm
