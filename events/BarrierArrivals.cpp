// Barrier matching by arrival: see BarrierArrivals.h.
#include "events/BarrierArrivals.h"

#include <map>

namespace clmm {

BarrierUnit barrierUnit(const Program& p, const Event& e) {
  const Barrier& b = p.barriers.at(e.barrier);
  return {b.subGroup, b.unit, b.channel};
}

std::vector<BarrierSlots> barrierSlots(const Program& p) {
  std::map<std::pair<BarrierUnit, int>, size_t> index;
  std::vector<BarrierSlots> out;
  for (const WorkItem& w : p.threads)
    for (EventId id : w.events) {
      const Event& e = p.events[id];
      if (e.kind != EventKind::BarrierEntry || e.barrier < 0) continue;
      auto key = std::make_pair(barrierUnit(p, e), e.thread);
      auto it = index.find(key);
      if (it == index.end()) {
        it = index.emplace(key, out.size()).first;
        out.push_back({key.first, e.thread, {}});
      }
      out[it->second].entries.push_back(id);
    }
  return out;
}

std::vector<int> barrierUnitThreads(const Program& p, const BarrierUnit& unit) {
  std::vector<int> threads;
  for (size_t t = 0; t < p.threads.size(); ++t) {
    const WorkItem& w = p.threads[t];
    if ((unit.first ? w.subGroup : w.workGroup) == unit.second) threads.push_back(static_cast<int>(t));
  }
  return threads;
}

EventId barrierExitOf(const Program& p, EventId entry) {
  const WorkItem& w = p.threads[p.events[entry].thread];
  for (size_t i = 0; i + 1 < w.events.size(); ++i)
    if (w.events[i] == entry) {
      const Event& next = p.events[w.events[i + 1]];
      bool exit = next.kind == EventKind::BarrierExit && next.barrier == p.events[entry].barrier;
      return exit ? next.id : entry;
    }
  return entry;
}

BarrierArrivals barrierArrivals(const Program& p, const std::function<bool(EventId)>& executed) {
  BarrierArrivals r;
  r.arrival.assign(p.events.size(), -1);
  r.divergent.assign(p.events.size(), false);
  // Per unit and thread: the labels of the barriers it arrives at, in order.
  std::map<BarrierUnit, std::map<int, std::vector<std::string>>> sequences;
  std::map<BarrierUnit, std::vector<EventId>> fences;
  for (const BarrierSlots& slots : barrierSlots(p)) {
    auto& seq = sequences[slots.unit][slots.thread];
    for (EventId entry : slots.entries) {
      if (!executed(entry)) continue;
      EventId exit = barrierExitOf(p, entry);
      r.arrival[entry] = r.arrival[exit] = static_cast<int>(seq.size());
      seq.push_back(p.barriers[p.events[entry].barrier].name);
      fences[slots.unit].push_back(entry);
      if (exit != entry) fences[slots.unit].push_back(exit);
    }
  }
  for (auto& entry : sequences) {
    const BarrierUnit& unit = entry.first;
    auto& perThread = entry.second;  // a plain reference: lambdas may not capture bindings
    if (fences[unit].empty()) continue;
    std::vector<int> threads = barrierUnitThreads(p, unit);
    size_t longest = 0;
    for (int t : threads) longest = std::max(longest, perThread[t].size());
    for (size_t n = 0; n < longest; ++n) {
      auto labelAt = [&](int t) { return n < perThread[t].size() ? perThread[t][n] : std::string(); };
      bool same = true;
      for (int t : threads) same = same && labelAt(t) == labelAt(threads.front());
      if (same) continue;
      BarrierArrivals::Divergence d;
      d.unit = unit;
      d.index = static_cast<int>(n);
      for (int t : threads) d.labels.emplace_back(t, labelAt(t));
      r.divergences.push_back(d);
      for (EventId e : fences[unit]) r.divergent[e] = true;
      break;
    }
  }
  return r;
}

}  // namespace clmm
