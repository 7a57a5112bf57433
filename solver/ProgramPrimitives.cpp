// The model's primitive sets and relations as literal vectors / matrices over all program
// events: the symbolic counterpart of enumerate/Primitives.cpp, entry for entry. Every member
// or pair implies that its events executed.
#include <map>
#include <optional>
#include <stdexcept>

#include "axioms/BuiltinModels.h"
#include "litmus/BarrierArrivals.h"
#include "litmus/Dependencies.h"
#include "solver/ProgramEncoding.h"

namespace clmm::smt {

namespace {
// The proxy whose accesses and fences the set `name` holds (GEN, TEX, SUR, CON, ALIAS).
std::optional<Proxy> proxyOfSet(const std::string& name) {
  static const std::map<std::string, Proxy> proxies = {{"GEN", Proxy::Generic},
                                                       {"TEX", Proxy::Texture},
                                                       {"SUR", Proxy::Surface},
                                                       {"CON", Proxy::Constant},
                                                       {"ALIAS", Proxy::Alias}};
  auto it = proxies.find(name);
  return it == proxies.end() ? std::nullopt : std::optional<Proxy>(it->second);
}
}  // namespace

MemoryOrder ProgramEncoding::orderIf(const Event& e, bool succeeded) const {
  return e.kind == EventKind::Cas && !succeeded ? e.failureOrder : e.order;
}

cat::Value<SymSet, SymRel> ProgramEncoding::primitive(const std::string& name) {
  using Val = cat::Value<SymSet, SymRel>;
  auto cached = primitives_.find(name);
  if (cached != primitives_.end()) return cached->second;
  auto kind = modelSignature().find(name);
  if (kind == modelSignature().end()) throw std::invalid_argument("smt: primitive '" + name + "' is not encoded");

  SymSet s{std::vector<Lit>(n_, kFalse)};
  SymRel r{n_, std::vector<Lit>(n_ * n_, kFalse)};
  auto setWhere = [&](auto pred) {
    for (const Event& e : p_.events) s.v[e.id] = pred(e);
  };
  auto relWhere = [&](auto pred) {
    for (const Event& a : p_.events)
      for (const Event& b : p_.events) {
        Lit l = pred(a, b);
        r.at(a.id, b.id) = l == kFalse ? kFalse : terms_.mkAnd(l, terms_.mkAnd(exec_[a.id], exec_[b.id]));
      }
  };
  auto constant = [](bool b) { return Terms::constant(b); };
  // A per-location property of an access (region, fine-grained, non-atomic type).
  auto byLocation = [&](const Event& e, auto prop) {
    std::vector<Lit> alts;
    for (LocId l : possibleLocations(e))
      if (prop(p_.locations[l])) alts.push_back(atLocation(e.id, l));
    return terms_.mkOr(alts);
  };
  // An order-dependent set: an executed event whose effective order satisfies `pred`.
  auto byOrder = [&](const Event& e, auto pred) {
    if (e.kind != EventKind::Cas) return terms_.mkAnd(exec_[e.id], constant(pred(e.order)));
    Lit ok = condTrue_.at(e.success);
    return terms_.mkAnd(exec_[e.id], terms_.mkOr(terms_.mkAnd(ok, constant(pred(orderIf(e, true)))),
                                                 terms_.mkAnd(terms_.mkNot(ok), constant(pred(orderIf(e, false))))));
  };
  static const char* scopeSets[] = {"s_wi", "s_sg", "s_wg", "s_dev", "s_all"};

  if (name == "R") setWhere([&](const Event& e) { return reads_[e.id]; });
  else if (name == "W") setWhere([&](const Event& e) { return writes_[e.id]; });
  else if (name == "F") setWhere([&](const Event& e) { return e.isFence() ? exec_[e.id] : kFalse; });
  else if (name == "I") setWhere([&](const Event& e) { return constant(e.kind == EventKind::Init); });
  else if (name == "Bentry") setWhere([&](const Event& e) { return e.kind == EventKind::BarrierEntry ? exec_[e.id] : kFalse; });
  else if (name == "Bexit") setWhere([&](const Event& e) { return e.kind == EventKind::BarrierExit ? exec_[e.id] : kFalse; });
  else if (name == "UDEF") setWhere([&](const Event& e) { return e.isUndefined() ? exec_[e.id] : kFalse; });
  else if (name == "RMT") setWhere([&](const Event& e) { return e.remote ? exec_[e.id] : kFalse; });
  else if (name == "RED") setWhere([&](const Event& e) { return e.reduction ? exec_[e.id] : kFalse; });
  else if (auto proxy = proxyOfSet(name))
    setWhere([&](const Event& e) { return (e.isAccess() || e.isFence()) && e.proxy == *proxy ? exec_[e.id] : kFalse; });
  else if (name == "A") setWhere([&](const Event& e) { return e.isAccess() && e.atomic ? exec_[e.id] : kFalse; });
  else if (name == "G" || name == "L") {
    const Region region = name == "G" ? Region::Global : Region::Local;
    const uint8_t flag = name == "G" ? kGlobalFlag : kLocalFlag;
    setWhere([&](const Event& e) {
      if (e.isCommand() || e.isCall()) return name == "G" ? exec_[e.id] : kFalse;  // commands: global region
      if (e.isFence()) return (e.fenceFlags & flag) ? exec_[e.id] : kFalse;
      return byLocation(e, [&](const Location& l) { return l.region == region; });
    });
  } else if (name == "FGA") setWhere([&](const Event& e) { return byLocation(e, [](const Location& l) { return l.fineGrained; }); });
  else if (name == "OOB")  // accesses of work-items (not the stand-in's initial write)
    setWhere([&](const Event& e) { return e.kind == EventKind::Init ? kFalse : byLocation(e, [](const Location& l) { return l.outOfBounds; }); });
  else if (name == "NAL") setWhere([&](const Event& e) { return byLocation(e, [](const Location& l) { return !l.atomicType; }); });
  else if (name == "SC") setWhere([&](const Event& e) { return byOrder(e, [](MemoryOrder o) { return o == MemoryOrder::SeqCst; }); });
  else if (name == "ACQ")
    setWhere([&](const Event& e) {
      if (!e.mayRead() && !e.isFence()) return kFalse;  // reads or fences only
      return byOrder(e, [](MemoryOrder o) { return isAcquire(o); });
    });
  else if (name == "REL")
    setWhere([&](const Event& e) {
      if (e.isFence()) return byOrder(e, [](MemoryOrder o) { return isRelease(o); });
      if (!e.mayWrite() || !isRelease(e.order)) return kFalse;
      return writes_[e.id];  // a failed compare-exchange does not write
    });
  else if (name.rfind("s_", 0) == 0) {
    int scope = -1;
    for (int i = 0; i < 5; ++i)
      if (name == scopeSets[i]) scope = i;
    setWhere([&](const Event& e) {
      MemoryScope sc = e.kind == EventKind::Init ? MemoryScope::WorkItem : e.scope;
      return static_cast<int>(sc) == scope ? exec_[e.id] : kFalse;
    });
  } else if (name == "BD") {
    encodeBarrierArrivals();
    for (const Event& e : p_.events)
      if (arrivalAt_.count(e.id)) s.v[e.id] = terms_.mkAnd(exec_[e.id], unitDiverges_.at(barrierUnit(p_, e)));
  } else if (name == "id") {
    for (size_t e = 0; e < n_; ++e) r.at(e, e) = exec_[e];
  } else if (name == "sb") {
    relWhere([&](const Event& a, const Event& b) {
      if (auto choice = p_.orderChoice(a.id, b.id)) {  // indeterminately sequenced
        Lit holds = condTrue_.at(choice->first);
        return choice->second ? holds : terms_.mkNot(holds);
      }
      return constant(p_.sequencedBefore(a.id, b.id));
    });
  } else if (name == "unseq") {
    relWhere([&](const Event& a, const Event& b) { return constant(p_.unsequencedPair(a.id, b.id)); });
  } else if (name == "wi" || name == "sg" || name == "wg" || name == "dev") {
    relWhere([&](const Event& a, const Event& b) {
      if (a.isCommand() || b.isCommand()) return kFalse;  // commands belong to no work-item
      if (a.thread < 0 || b.thread < 0) return constant(a.thread < 0 && b.thread < 0);
      const WorkItem& ta = p_.threads[a.thread];
      const WorkItem& tb = p_.threads[b.thread];
      if (name == "wi") return constant(a.thread == b.thread);
      if (name == "sg") return constant(ta.subGroup == tb.subGroup);
      if (name == "wg") return constant(ta.workGroup == tb.workGroup);
      return constant(ta.device == tb.device);
    });
  } else if (name == "same_barrier") {  // the same arrival index in the same unit
    encodeBarrierArrivals();
    relWhere([&](const Event& a, const Event& b) {
      auto ia = arrivalAt_.find(a.id), ib = arrivalAt_.find(b.id);
      if (ia == arrivalAt_.end() || ib == arrivalAt_.end() || barrierUnit(p_, a) != barrierUnit(p_, b)) return kFalse;
      std::vector<Lit> same;
      for (size_t k = 0; k < std::min(ia->second.size(), ib->second.size()); ++k)
        same.push_back(terms_.mkAnd(ia->second[k], ib->second[k]));
      return terms_.mkOr(same);
    });
  } else if (name == "dep") {  // static dependencies: both events executed
    for (const auto& [a, b] : clmm::dependencies(p_)) r.at(a, b) = terms_.mkAnd(exec_[a], exec_[b]);
  } else if (name == "csw") {  // command synchronisation: both events executed
    for (const auto& [a, b] : p_.commandSync) r.at(a, b) = terms_.mkAnd(exec_[a], exec_[b]);
  } else if (name == "denq") {  // device-side enqueue: both events executed
    for (const auto& [a, b] : p_.deviceEnqueue) r.at(a, b) = terms_.mkAnd(exec_[a], exec_[b]);
  } else if (name == "loc") {
    for (const Event& a : p_.events)
      for (const Event& b : p_.events) r.at(a.id, b.id) = sameLocation(a.id, b.id);
  } else if (name == "vloc") {  // one location through one virtual address
    for (const Event& a : p_.events)
      for (const Event& b : p_.events) r.at(a.id, b.id) = a.vaddr == b.vaddr ? sameLocation(a.id, b.id) : kFalse;
  } else if (name == "rf") {
    for (const Event& e : p_.events)
      for (const auto& [w, x] : rf_[e.id]) r.at(w, e.id) = x;
  } else if (name == "co" || name == "mo") {
    for (const Event& a : p_.events)
      for (const Event& b : p_.events) r.at(a.id, b.id) = co(a.id, b.id);
  } else {
    throw std::invalid_argument("smt: primitive '" + name + "' is not encoded");
  }
  Val v = kind->second == cat::Kind::Set ? Val::ofSet(std::move(s)) : Val::ofRel(std::move(r));
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
    const WorkItem& w = p_.threads[slots.thread];
    for (EventId entry : slots.entries) {
      std::vector<Lit> here(k, kFalse);
      for (size_t n = 0; n < k; ++n) here[n] = terms_.mkAnd(exec_[entry], at[n]);
      const std::string& name = p_.barriers[p_.events[entry].barrier].name;
      names[slots.unit].insert(name);
      for (size_t n = 0; n < k; ++n) lab[n][name].push_back(here[n]);
      arrivalAt_[entry] = here;
      for (size_t i = 0; i + 1 < w.events.size(); ++i)
        if (w.events[i] == entry) arrivalAt_[w.events[i + 1]] = here;
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
