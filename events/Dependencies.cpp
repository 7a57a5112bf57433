// Syntactic dependencies: the reads each symbolic value is computed from, propagated through
// the value graph (whose nodes only refer to earlier nodes), then gathered per event.
#include "events/Dependencies.h"

#include <algorithm>

namespace clmm {

std::vector<std::pair<EventId, EventId>> dependencies(const Program& p, bool addressAndControlOnly) {
  using VN = ValueNode;
  std::vector<std::vector<EventId>> reads(p.values.size());
  auto merge = [](std::vector<EventId>& into, const std::vector<EventId>& from) {
    std::vector<EventId> out;
    std::set_union(into.begin(), into.end(), from.begin(), from.end(), std::back_inserter(out));
    into = std::move(out);
  };
  for (size_t v = 0; v < p.values.size(); ++v) {
    const VN& n = p.values[v];
    auto add = [&](ValueRef child) {
      if (child < v) merge(reads[v], reads[child]);
    };
    switch (n.op) {
      case VN::Op::Const: break;
      case VN::Op::ReadValue: reads[v] = {n.event}; break;
      case VN::Op::CondValue: add(p.conds[n.cond].value); break;
      case VN::Op::Unary: add(n.a); break;
      case VN::Op::Binary: add(n.a), add(n.b); break;
      case VN::Op::Ite: add(p.conds[n.cond].value), add(n.a), add(n.b); break;
    }
  }
  std::vector<std::pair<EventId, EventId>> out;
  for (const Event& b : p.events) {
    if (b.thread < 0 || b.isCommand()) continue;
    std::vector<EventId> from;
    if (b.isAccess()) merge(from, reads[b.offset]);
    const bool writes = b.kind == EventKind::Write || b.kind == EventKind::Update || b.kind == EventKind::Cas;
    if (writes && !addressAndControlOnly) merge(from, reads[b.value]);
    if (b.kind == EventKind::Cas && !addressAndControlOnly) merge(from, reads[b.expected]);
    for (const GuardLit& g : b.guard) merge(from, reads[p.conds[g.cond].value]);
    for (EventId a : from) {
      const Event& ea = p.events[a];
      if (a != b.id && ea.thread == b.thread && ea.po < b.po && ea.mayRead()) out.emplace_back(a, b.id);
    }
  }
  return out;
}

}  // namespace clmm
