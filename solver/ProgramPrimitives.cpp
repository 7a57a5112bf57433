// The model's primitive sets and relations as literal vectors / matrices over all program
// events, by the rules of the one primitive table (axioms/PrimitiveTable.h) that the explicit
// engine uses as well, through a symbolic view of the candidate executions. Every member or pair
// implies that its events executed.
#include <stdexcept>

#include "axioms/PrimitiveTable.h"
#include "events/BarrierArrivals.h"
#include "solver/ProgramEncoding.h"

namespace clmm::smt {

// The Z3 engine's view of the candidate executions (axioms/PrimitiveTable.h): every answer a
// literal over the encoding's variables.
class SymbolicView {
 public:
  using Bool = Lit;
  explicit SymbolicView(ProgramEncoding& enc) : enc_(enc), t_(enc.terms_) {}

  const Program& program() const { return enc_.p_; }
  static Lit yes() { return kTrue; }
  static Lit no() { return kFalse; }
  Lit all(Lit a, Lit b) { return t_.mkAnd(a, b); }
  Lit any(Lit a, Lit b) { return t_.mkOr(a, b); }
  Lit negate(Lit a) { return t_.mkNot(a); }

  Lit executed(const Event& e) const { return enc_.exec_[e.id]; }
  Lit reads(const Event& e) const { return enc_.reads_[e.id]; }
  Lit writes(const Event& e) const { return enc_.writes_[e.id]; }
  // Executed, with an effective order that satisfies `pred`: a compare-exchange's order is its
  // success or failure order, as it succeeds or fails.
  template <class Pred>
  Lit orderIs(const Event& e, Pred pred) {
    const Lit exec = enc_.exec_[e.id];
    if (e.kind != EventKind::Cas) return t_.mkAnd(exec, Terms::constant(pred(e.order)));
    Lit ok = enc_.condTrue_.at(e.success);
    return t_.mkAnd(exec, t_.mkOr(t_.mkAnd(ok, Terms::constant(pred(enc_.orderIf(e, true)))),
                                  t_.mkAnd(t_.mkNot(ok), Terms::constant(pred(enc_.orderIf(e, false))))));
  }
  template <class Pred>
  Lit atLocationWith(const Event& e, Pred pred) {
    std::vector<Lit> alts;
    for (LocId l : enc_.possibleLocations(e))
      if (pred(enc_.p_.locations[l])) alts.push_back(enc_.atLocation(e.id, l));
    return t_.mkOr(alts);
  }
  Lit condition(CondId c) const { return enc_.condTrue_.at(c); }
  Lit sameLocation(const Event& a, const Event& b) { return enc_.sameLocation(a.id, b.id); }
  Lit readsFrom(const Event& w, const Event& r) const {
    for (const auto& [source, x] : enc_.rf_[r.id])
      if (source == w.id) return x;
    return kFalse;
  }
  Lit coherence(const Event& a, const Event& b) { return enc_.co(a.id, b.id); }
  Lit divergentBarrier(const Event& e) {
    enc_.encodeBarrierArrivals();
    if (!enc_.arrivalAt_.count(e.id)) return kFalse;
    return t_.mkAnd(enc_.exec_[e.id], enc_.unitDiverges_.at(barrierUnit(enc_.p_, e)));
  }
  Lit sameArrival(const Event& a, const Event& b) {
    enc_.encodeBarrierArrivals();
    auto ia = enc_.arrivalAt_.find(a.id), ib = enc_.arrivalAt_.find(b.id);
    if (ia == enc_.arrivalAt_.end() || ib == enc_.arrivalAt_.end()) return kFalse;
    std::vector<Lit> same;
    for (size_t k = 0; k < std::min(ia->second.size(), ib->second.size()); ++k)
      same.push_back(t_.mkAnd(ia->second[k], ib->second[k]));
    return t_.mkOr(same);
  }

 private:
  ProgramEncoding& enc_;
  Terms& t_;
};

MemoryOrder ProgramEncoding::orderIf(const Event& e, bool succeeded) const {
  return e.kind == EventKind::Cas && !succeeded ? e.failureOrder : e.order;
}

cat::Value<SymSet, SymRel> ProgramEncoding::primitive(const std::string& name) {
  using Val = cat::Value<SymSet, SymRel>;
  namespace rules = primitive_rules;
  auto cached = primitives_.find(name);
  if (cached != primitives_.end()) return cached->second;
  const PrimitiveInfo* info = findPrimitive(name);
  if (!info) throw std::invalid_argument("smt: primitive '" + name + "' is not encoded");

  SymbolicView view(*this);
  auto compute = [&]() -> Val {
    if (info->shape == PrimitiveShape::PerEvent) {
      SymSet s{std::vector<Lit>(n_, kFalse)};
      for (const Event& e : p_.events) s.v[e.id] = rules::member(view, info->id, e);
      return Val::ofSet(std::move(s));
    }
    SymRel r{n_, std::vector<Lit>(n_ * n_, kFalse)};
    if (info->shape == PrimitiveShape::PerPair) {
      for (const Event& a : p_.events)
        for (const Event& b : p_.events) r.at(a.id, b.id) = rules::pair(view, info->id, a, b);
    } else {
      for (const auto& [a, b] : programPairs(p_, info->id))
        r.at(a, b) = rules::listedPair(view, p_.events[a], p_.events[b]);
    }
    return Val::ofRel(std::move(r));
  };
  Val v = compute();
  primitives_.emplace(name, v);
  return v;
}

void ProgramEncoding::encodeBarrierArrivals() {
  if (arrivalsEncoded_) return;
  arrivalsEncoded_ = true;
  // Per unit and work-item: lab[n][label] = "its n-th arrival is at a barrier with this label".
  std::map<BarrierUnit, std::map<int, std::vector<std::map<std::string, std::vector<Lit>>>>> labels;
  std::map<BarrierUnit, std::set<std::string>> names;
  for (const BarrierSlots& slots : barrierSlots(p_)) {
    const size_t k = slots.entries.size();
    // at[n]: exactly n of the entries before the current one executed.
    std::vector<Lit> at(k + 1, kFalse);
    at[0] = kTrue;
    auto& lab = labels[slots.unit][slots.thread];
    lab.resize(k);
    for (EventId entry : slots.entries) {
      std::vector<Lit> here(k, kFalse);
      for (size_t n = 0; n < k; ++n) here[n] = terms_.mkAnd(exec_[entry], at[n]);
      const std::string& name = p_.barriers[p_.events[entry].barrier].name;
      names[slots.unit].insert(name);
      for (size_t n = 0; n < k; ++n) lab[n][name].push_back(here[n]);
      arrivalAt_[entry] = here;
      arrivalAt_[barrierExitOf(p_, entry)] = here;
      std::vector<Lit> next(k + 1, kFalse);
      for (size_t n = 0; n <= k; ++n) {
        Lit stay = terms_.mkAnd(at[n], terms_.mkNot(exec_[entry]));
        Lit step = n > 0 ? terms_.mkAnd(at[n - 1], exec_[entry]) : kFalse;
        next[n] = terms_.mkOr(stay, step);
      }
      at = next;
    }
  }
  // A unit diverges when some work-item's label sequence differs from the first work-item's.
  for (auto& entry : labels) {
    const BarrierUnit& unit = entry.first;
    auto& perThread = entry.second;  // a plain reference: lambdas may not capture bindings
    std::vector<int> threads = barrierUnitThreads(p_, unit);
    size_t longest = 0;
    for (auto& [t, lab] : perThread) longest = std::max(longest, lab.size());
    auto labelIs = [&](int t, size_t n, const std::string& name) {
      auto it = perThread.find(t);
      if (it == perThread.end() || n >= it->second.size()) return kFalse;
      auto found = it->second[n].find(name);
      if (found == it->second[n].end()) return kFalse;
      return terms_.mkOr(found->second);
    };
    std::vector<Lit> differs;
    for (size_t i = 1; i < threads.size(); ++i)
      for (size_t n = 0; n < longest; ++n)
        for (const std::string& name : names[unit])
          differs.push_back(terms_.mkNot(terms_.mkIff(labelIs(threads[0], n, name), labelIs(threads[i], n, name))));
    unitDiverges_[unit] = terms_.mkOr(differs);
  }
}

}  // namespace clmm::smt
