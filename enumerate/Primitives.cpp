// Computes the primitive sets and relations of a candidate execution (MODEL.md section 1).
#include "enumerate/Primitives.h"

#include "axioms/BuiltinModels.h"

namespace clmm {

PrimitiveValues computePrimitives(const Execution& x) {
  const Program& p = *x.program;
  PrimitiveValues v;
  v.dense.assign(p.events.size(), -1);
  for (const auto& e : p.events)
    if (x.executed[e.id]) {
      v.dense[e.id] = static_cast<int>(v.events.size());
      v.events.push_back(e.id);
    }
  const size_t n = v.events.size();
  for (const auto& [name, kind] : modelSignature()) {
    if (kind == cat::Kind::Set) v.sets[name] = EventSet(n);
    else v.relations[name] = Relation(n);
  }
  auto& S = v.sets;
  auto& Rel = v.relations;

  for (size_t d = 0; d < n; ++d) {
    const Event& e = p.events[v.events[d]];
    const EventId id = e.id;
    if (x.reads[id]) S["R"].set(d);
    if (x.writes[id]) S["W"].set(d);
    if (e.isFence()) S["F"].set(d);
    if (e.kind == EventKind::Init) S["I"].set(d);
    if (e.kind == EventKind::BarrierEntry) S["Bentry"].set(d);
    if (e.kind == EventKind::BarrierExit) S["Bexit"].set(d);
    if (e.remote) S["RMT"].set(d);
    if (e.isAccess()) {
      if (e.atomic) S["A"].set(d);
      const Location& l = p.locations[x.loc[id]];
      S[l.region == Region::Global ? "G" : "L"].set(d);
      if (l.fineGrained) S["FGA"].set(d);
      if (!l.atomicType) S["NAL"].set(d);
    } else {
      if (e.fenceFlags & kGlobalFlag) S["G"].set(d);
      if (e.fenceFlags & kLocalFlag) S["L"].set(d);
    }
    MemoryOrder o = x.order[id];
    bool readsOrFence = x.reads[id] || e.isFence();
    bool writesOrFence = x.writes[id] || e.isFence();
    if (o == MemoryOrder::SeqCst) S["SC"].set(d);
    if (isAcquire(o) && readsOrFence) S["ACQ"].set(d);
    if (isRelease(o) && writesOrFence) S["REL"].set(d);
    static const char* scopeSets[] = {"s_wi", "s_sg", "s_wg", "s_dev", "s_all"};
    MemoryScope scope = e.kind == EventKind::Init ? MemoryScope::WorkItem : e.scope;
    S[scopeSets[static_cast<int>(scope)]].set(d);
    Rel["id"].set(d, d);
  }

  // Locations, program order, scope units (initial writes: related to each other by every unit
  // relation and to no other event), barrier instances.
  for (size_t a = 0; a < n; ++a) {
    const Event& ea = p.events[v.events[a]];
    for (size_t b = 0; b < n; ++b) {
      const Event& eb = p.events[v.events[b]];
      if (ea.isAccess() && eb.isAccess() && x.loc[ea.id] == x.loc[eb.id]) Rel["loc"].set(a, b);
      bool initA = ea.thread < 0, initB = eb.thread < 0;
      if (initA || initB) {
        if (initA && initB)
          for (const char* u : {"wi", "sg", "wg", "dev"}) Rel[u].set(a, b);
        continue;
      }
      const WorkItem& ta = p.threads[ea.thread];
      const WorkItem& tb = p.threads[eb.thread];
      if (ea.thread == eb.thread) {
        Rel["wi"].set(a, b);
        if (ea.po < eb.po) Rel["sb"].set(a, b);
      }
      if (ta.subGroup == tb.subGroup) Rel["sg"].set(a, b);
      if (ta.workGroup == tb.workGroup) Rel["wg"].set(a, b);
      if (ta.device == tb.device) Rel["dev"].set(a, b);
      if (ea.barrier >= 0 && ea.barrier == eb.barrier) Rel["same_barrier"].set(a, b);
    }
  }

  for (size_t d = 0; d < n; ++d) {
    EventId id = v.events[d];
    if (x.reads[id] && x.rf[id] >= 0) Rel["rf"].set(static_cast<size_t>(v.dense[x.rf[id]]), d);
  }
  for (const auto& order : x.co)
    for (size_t i = 0; i < order.size(); ++i)
      for (size_t j = i + 1; j < order.size(); ++j)
        Rel["co"].set(static_cast<size_t>(v.dense[order[i]]), static_cast<size_t>(v.dense[order[j]]));
  Rel["mo"] = Rel["co"];

  // Barrier divergence: an instance reached by some, but not all, work-items of its work-group.
  for (size_t b = 0; b < p.barriers.size(); ++b) {
    const Barrier& bar = p.barriers[b];
    std::vector<bool> reached(p.threads.size(), false);
    std::vector<size_t> barrierEvents;
    for (size_t d = 0; d < n; ++d) {
      const Event& e = p.events[v.events[d]];
      if (e.barrier == static_cast<int>(b)) {
        reached[e.thread] = true;
        barrierEvents.push_back(d);
      }
    }
    if (barrierEvents.empty()) continue;
    bool divergent = false;
    for (size_t t = 0; t < p.threads.size(); ++t)
      if (p.threads[t].workGroup == bar.workGroup && !reached[t]) divergent = true;
    if (divergent)
      for (size_t d : barrierEvents) S["BD"].set(d);
  }
  return v;
}

}  // namespace clmm
