// Computes the primitive sets and relations of a candidate execution (docs/models.md, "Events").
#include "enumerate/Primitives.h"

#include "axioms/BuiltinModels.h"
#include "litmus/BarrierArrivals.h"
#include "litmus/Dependencies.h"

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

PrimitiveValues computePrimitives(const Execution& x, const std::set<std::string>* wanted) {
  const Program& p = *x.program;
  PrimitiveValues v;
  v.dense.assign(p.events.size(), -1);
  for (const auto& e : p.events)
    if (x.executed[e.id]) {
      v.dense[e.id] = static_cast<int>(v.events.size());
      v.events.push_back(e.id);
    }
  const size_t n = v.events.size();

  EventSet R(n), W(n), F(n), I(n), A(n), G(n), L(n), FGA(n), NAL(n), SC(n), ACQ(n), REL(n),
      Bentry(n), Bexit(n), BD(n), RMT(n), OOB(n), RED(n), UDEF(n);
  EventSet proxies[5] = {EventSet(n), EventSet(n), EventSet(n), EventSet(n), EventSet(n)};  // by Proxy
  EventSet scopes[5] = {EventSet(n), EventSet(n), EventSet(n), EventSet(n), EventSet(n)};
  Relation sb(n), unseq(n), rf(n), loc(n), vloc(n), id(n), wi(n), sg(n), wg(n), dev(n), sameBarrier(n), csw(n), denq(n);

  for (size_t d = 0; d < n; ++d) {
    const Event& e = p.events[v.events[d]];
    const EventId eid = e.id;
    if (x.reads[eid]) R.set(d);
    if (x.writes[eid]) W.set(d);
    if (e.isFence()) F.set(d);
    if (e.kind == EventKind::Init) I.set(d);
    if (e.kind == EventKind::BarrierEntry) Bentry.set(d);
    if (e.kind == EventKind::BarrierExit) Bexit.set(d);
    if (e.remote) RMT.set(d);
    if (e.reduction) RED.set(d);
    if (e.isUndefined()) UDEF.set(d);
    if (e.isAccess() || e.isFence()) proxies[static_cast<int>(e.proxy)].set(d);
    if (e.isCommand() || e.isCall()) {
      G.set(d);  // commands are global-region events, neither reads, writes nor fences
    } else if (e.isAccess()) {
      if (e.atomic) A.set(d);
      const Location& l = p.locations[x.loc[eid]];
      (l.region == Region::Global ? G : L).set(d);
      if (l.fineGrained) FGA.set(d);
      if (!l.atomicType) NAL.set(d);
      if (l.outOfBounds && e.kind != EventKind::Init) OOB.set(d);
    } else {
      if (e.fenceFlags & kGlobalFlag) G.set(d);
      if (e.fenceFlags & kLocalFlag) L.set(d);
    }
    MemoryOrder o = x.order[eid];
    if (o == MemoryOrder::SeqCst) SC.set(d);
    if (isAcquire(o) && (x.reads[eid] || e.isFence())) ACQ.set(d);
    if (isRelease(o) && (x.writes[eid] || e.isFence())) REL.set(d);
    MemoryScope scope = e.kind == EventKind::Init ? MemoryScope::WorkItem : e.scope;
    scopes[static_cast<int>(scope)].set(d);
    id.set(d, d);
  }

  // Locations, program order, scope units (initial writes: related to each other by every unit
  // relation and to no other event), barrier instances.
  for (size_t a = 0; a < n; ++a) {
    const Event& ea = p.events[v.events[a]];
    for (size_t b = 0; b < n; ++b) {
      const Event& eb = p.events[v.events[b]];
      if (ea.isAccess() && eb.isAccess() && x.loc[ea.id] == x.loc[eb.id]) {
        loc.set(a, b);
        if (ea.vaddr == eb.vaddr) vloc.set(a, b);
      }
      if (ea.isCommand() || eb.isCommand()) continue;  // in no work-item and no program order
      bool initA = ea.thread < 0, initB = eb.thread < 0;
      if (initA || initB) {
        if (initA && initB) wi.set(a, b), sg.set(a, b), wg.set(a, b), dev.set(a, b);
        continue;
      }
      const WorkItem& ta = p.threads[ea.thread];
      const WorkItem& tb = p.threads[eb.thread];
      if (ea.thread == eb.thread) {
        wi.set(a, b);
        if (p.sequencedBefore(ea.id, eb.id))
          sb.set(a, b);
        else if (auto choice = p.orderChoice(ea.id, eb.id))  // indeterminately sequenced
          if ((x.condValue[choice->first] == 1) == choice->second) sb.set(a, b);
        if (p.unsequencedPair(ea.id, eb.id)) unseq.set(a, b);
      }
      if (ta.subGroup == tb.subGroup) sg.set(a, b);
      if (ta.workGroup == tb.workGroup) wg.set(a, b);
      if (ta.device == tb.device) dev.set(a, b);
    }
  }

  for (size_t d = 0; d < n; ++d) {
    EventId eid = v.events[d];
    if (x.reads[eid] && x.rf[eid] >= 0) rf.set(static_cast<size_t>(v.dense[x.rf[eid]]), d);
  }
  for (const auto& [a, b] : p.commandSync)
    if (v.dense[a] >= 0 && v.dense[b] >= 0) csw.set(static_cast<size_t>(v.dense[a]), static_cast<size_t>(v.dense[b]));
  for (const auto& [a, b] : p.deviceEnqueue)
    if (v.dense[a] >= 0 && v.dense[b] >= 0) denq.set(static_cast<size_t>(v.dense[a]), static_cast<size_t>(v.dense[b]));
  Relation co = coherenceOrder(x, v.dense, n);

  // Barriers are matched by arrival: the n-th arrivals of the work-items of one unit meet; a
  // unit whose work-items arrive at different sequences of barriers diverges.
  const BarrierArrivals arrivals = barrierArrivals(p, [&](EventId e) { return static_cast<bool>(x.executed[e]); });
  std::vector<size_t> barrierFences;
  for (size_t d = 0; d < n; ++d)
    if (arrivals.arrival[v.events[d]] >= 0) barrierFences.push_back(d);
  for (size_t a : barrierFences) {
    const Event& ea = p.events[v.events[a]];
    if (arrivals.divergent[ea.id]) BD.set(a);
    for (size_t b : barrierFences) {
      const Event& eb = p.events[v.events[b]];
      if (barrierUnit(p, ea) == barrierUnit(p, eb) && arrivals.arrival[ea.id] == arrivals.arrival[eb.id])
        sameBarrier.set(a, b);
    }
  }

  Relation dep(n);
  if (!wanted || wanted->count("dep"))
    for (const auto& [a, b] : dependencies(p))
      if (v.dense[a] >= 0 && v.dense[b] >= 0) dep.set(static_cast<size_t>(v.dense[a]), static_cast<size_t>(v.dense[b]));

  auto put = [&](const char* name, cat::Primitive value) {
    if (!wanted || wanted->count(name)) v.values.emplace(name, std::move(value));
  };
  put("R", std::move(R)), put("W", std::move(W)), put("F", std::move(F)), put("I", std::move(I));
  put("A", std::move(A)), put("G", std::move(G)), put("L", std::move(L));
  put("FGA", std::move(FGA)), put("NAL", std::move(NAL)), put("SC", std::move(SC));
  put("ACQ", std::move(ACQ)), put("REL", std::move(REL)), put("Bentry", std::move(Bentry));
  put("Bexit", std::move(Bexit)), put("BD", std::move(BD)), put("RMT", std::move(RMT));
  put("OOB", std::move(OOB)), put("RED", std::move(RED)), put("UDEF", std::move(UDEF));
  const char* proxyNames[5] = {"GEN", "TEX", "SUR", "CON", "ALIAS"};
  for (int k = 0; k < 5; ++k) put(proxyNames[k], std::move(proxies[k]));
  const char* scopeNames[5] = {"s_wi", "s_sg", "s_wg", "s_dev", "s_all"};
  for (int s = 0; s < 5; ++s) put(scopeNames[s], std::move(scopes[s]));
  put("sb", std::move(sb)), put("rf", std::move(rf)), put("mo", co), put("co", std::move(co));
  put("loc", std::move(loc)), put("vloc", std::move(vloc)), put("id", std::move(id)), put("wi", std::move(wi));
  put("sg", std::move(sg)), put("wg", std::move(wg)), put("dev", std::move(dev));
  put("same_barrier", std::move(sameBarrier)), put("csw", std::move(csw));
  put("denq", std::move(denq));
  put("dep", std::move(dep)), put("unseq", std::move(unseq));
  return v;
}

}  // namespace clmm
