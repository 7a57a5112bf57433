// Interchangeable work-items (Symmetry.h): a structural comparison of two threads' events,
// conditions, value expressions and (for observed ones) registers under the correspondence of
// their events by program order; and the images of a final state under their permutations.
#include "events/Symmetry.h"

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <set>
#include <utility>

namespace clmm {
namespace {

// Compares thread `a` with thread `b` (b's events and conditions in a's places).
class Comparison {
 public:
  Comparison(const Program& p, int a, int b, bool registers) : p_(p), a_(a), b_(b), registers_(registers) {}

  bool run() {
    const WorkItem& ta = p_.threads[a_];
    const WorkItem& tb = p_.threads[b_];
    if (ta.host || tb.host || ta.kernel != tb.kernel || ta.events.size() != tb.events.size() ||
        !sameRole(&WorkItem::subGroup) || !sameRole(&WorkItem::workGroup) || !sameRole(&WorkItem::device))
      return false;
    for (size_t i = 0; i < ta.events.size(); ++i) event_[ta.events[i]] = tb.events[i];
    std::vector<CondId> ca, cb;
    for (CondId c = 0; c < p_.conds.size(); ++c) {
      if (p_.conds[c].thread == a_) ca.push_back(c);
      if (p_.conds[c].thread == b_) cb.push_back(c);
    }
    if (ca.size() != cb.size()) return false;
    for (size_t i = 0; i < ca.size(); ++i) cond_[ca[i]] = cb[i];
    for (size_t i = 0; i < ca.size(); ++i)
      if (!sameCond(p_.conds[ca[i]], p_.conds[cb[i]])) return false;
    for (size_t i = 0; i < ta.events.size(); ++i)
      if (!sameEvent(p_.events[ta.events[i]], p_.events[tb.events[i]])) return false;
    return !registers_ || sameRegisters(ta, tb);
  }

 private:
  // Swapping a and b keeps every unit of this level (sub-group, work-group, device) when they
  // share their unit or are each alone in theirs.
  bool sameRole(int WorkItem::*unit) const {
    const int ua = p_.threads[a_].*unit, ub = p_.threads[b_].*unit;
    if (ua == ub) return true;
    int withA = 0, withB = 0;
    for (const WorkItem& w : p_.threads) {
      withA += w.*unit == ua;
      withB += w.*unit == ub;
    }
    return withA == 1 && withB == 1;
  }
  bool mapsTo(EventId x, EventId y) const {
    auto it = event_.find(x);
    return it == event_.end() ? x == y : it->second == y;  // other threads' events map to themselves
  }
  bool condMapsTo(CondId x, CondId y) const {
    auto it = cond_.find(x);
    return it == cond_.end() ? x == y : it->second == y;
  }
  bool sameGuard(const Guard& x, const Guard& y) const {
    if (x.size() != y.size()) return false;
    for (size_t i = 0; i < x.size(); ++i)
      if (x[i].positive != y[i].positive || !condMapsTo(x[i].cond, y[i].cond)) return false;
    return true;
  }
  bool sameValue(ValueRef x, ValueRef y) {
    if (x == y && !dependsOnThread(x)) return true;
    if (!same_.insert({x, y}).second) return true;  // compared already (or being compared)
    const ValueNode& m = p_.values[x];
    const ValueNode& n = p_.values[y];
    if (m.op != n.op) return false;
    switch (m.op) {
      case ValueNode::Op::Const: return m.constant == n.constant;
      case ValueNode::Op::ReadValue: return mapsTo(m.event, n.event);
      case ValueNode::Op::CondValue: return condMapsTo(m.cond, n.cond);
      case ValueNode::Op::Unary: return m.uop == n.uop && sameValue(m.a, n.a);
      case ValueNode::Op::Binary: return m.bop == n.bop && sameValue(m.a, n.a) && sameValue(m.b, n.b);
      case ValueNode::Op::Ite: return condMapsTo(m.cond, n.cond) && sameValue(m.a, n.a) && sameValue(m.b, n.b);
    }
    return false;
  }
  // Whether a value mentions a read or condition of thread a or b (then equal references
  // differ after the swap).
  bool dependsOnThread(ValueRef v) {
    auto it = depends_.find(v);
    if (it != depends_.end()) return it->second;
    const ValueNode& n = p_.values[v];
    bool d = false;
    switch (n.op) {
      case ValueNode::Op::Const: break;
      case ValueNode::Op::ReadValue: d = event_.count(n.event) > 0 || isB(p_.events[n.event].thread); break;
      case ValueNode::Op::CondValue: d = cond_.count(n.cond) > 0 || isB(p_.conds[n.cond].thread); break;
      case ValueNode::Op::Unary: d = dependsOnThread(n.a); break;
      case ValueNode::Op::Binary: d = dependsOnThread(n.a) || dependsOnThread(n.b); break;
      case ValueNode::Op::Ite:
        d = cond_.count(n.cond) > 0 || isB(p_.conds[n.cond].thread) || dependsOnThread(n.a) || dependsOnThread(n.b);
        break;
    }
    depends_[v] = d;
    return d;
  }
  bool isB(int thread) const { return thread == b_; }
  // The same register names, each with a corresponding final value.
  bool sameRegisters(const WorkItem& ta, const WorkItem& tb) {
    if (ta.registers.size() != tb.registers.size()) return false;
    for (const auto& [name, v] : ta.registers) {
      auto it = tb.registers.find(name);
      if (it == tb.registers.end() || !sameValue(v, it->second)) return false;
    }
    return true;
  }
  bool sameCond(const Cond& x, const Cond& y) {
    if (x.kind != y.kind || !sameGuard(x.guard, y.guard)) return false;
    if (x.kind == Cond::Kind::CasSuccess && !mapsTo(x.event, y.event)) return false;
    return x.kind == Cond::Kind::Choice || sameValue(x.value, y.value);
  }
  bool sameEvent(const Event& x, const Event& y) {
    if (x.kind != y.kind || x.po != y.po || !sameGuard(x.guard, y.guard) || x.array != y.array || x.loc != y.loc ||
        x.atomic != y.atomic || x.order != y.order || x.failureOrder != y.failureOrder || x.scope != y.scope ||
        x.fenceFlags != y.fenceFlags || x.barrier != y.barrier || x.remote != y.remote || x.reduction != y.reduction ||
        x.proxy != y.proxy || x.vaddr != y.vaddr || x.command != -1 || y.command != -1 || x.isCommand() || x.isCall())
      return false;
    if (x.isAccess() && x.loc < 0 && !sameValue(x.offset, y.offset)) return false;
    if (x.mayWrite() && !sameValue(x.value, y.value)) return false;
    if (x.kind == EventKind::Cas && (!sameValue(x.expected, y.expected) || !condMapsTo(x.success, y.success)))
      return false;
    return true;
  }

  const Program& p_;
  int a_, b_;
  bool registers_;
  std::map<EventId, EventId> event_;
  std::map<CondId, CondId> cond_;
  std::set<std::pair<ValueRef, ValueRef>> same_;
  std::map<ValueRef, bool> depends_;
};

// The first event of thread t that always executes and always writes one fixed location.
std::optional<size_t> anchorPosition(const Program& p, int t) {
  const auto& events = p.threads[t].events;
  for (size_t i = 0; i < events.size(); ++i) {
    const Event& e = p.events[events[i]];
    if ((e.kind == EventKind::Write || e.kind == EventKind::Update) && e.guard.empty() && e.loc >= 0) return i;
  }
  return std::nullopt;
}

}  // namespace

std::vector<SymmetricThreads> symmetricThreads(const Program& p, bool withObserved) {
  std::vector<SymmetricThreads> out;
  if (!p.commands.empty() || !p.commandSync.empty()) return out;
  const int nT = static_cast<int>(p.threads.size());
  std::vector<bool> observed(static_cast<size_t>(nT), false), placed(static_cast<size_t>(nT), false);
  for (const Observable& o : p.observables)
    if (o.thread >= 0) observed.at(static_cast<size_t>(o.thread)) = true;
  for (const Event& e : p.events)
    if (e.isCommand() || e.isCall()) return out;
  auto excluded = [&](int t) { return placed[t] || (observed[t] && !withObserved); };
  for (int a = 0; a < nT; ++a) {
    if (excluded(a)) continue;
    std::optional<size_t> anchor = anchorPosition(p, a);
    if (!anchor) continue;
    SymmetricThreads cls;
    cls.threads.push_back(a);
    for (int b = a + 1; b < nT; ++b)
      if (!excluded(b) && Comparison(p, a, b, observed[a] || observed[b]).run()) {
        cls.threads.push_back(b);
        placed[b] = true;
      }
    if (cls.threads.size() < 2) continue;
    for (int t : cls.threads) {
      cls.anchors.push_back(p.threads[t].events[*anchor]);
      if (observed[t]) cls.observed.push_back(t);
    }
    out.push_back(std::move(cls));
  }
  return out;
}

StateOrbit::StateOrbit(const Program& p, const std::vector<SymmetricThreads>& classes) {
  constexpr uint64_t kSaturated = std::numeric_limits<uint64_t>::max();
  struct Part {  // a class with observed work-items
    const SymmetricThreads* cls;
    std::vector<std::vector<size_t>> observables;  // per observed work-item: its observables
  };
  std::vector<Part> parts;
  for (const SymmetricThreads& cls : classes) {
    if (cls.observed.empty()) continue;
    Part part{&cls, std::vector<std::vector<size_t>>(cls.observed.size())};
    for (size_t o = 0; o < p.observables.size(); ++o)
      for (size_t k = 0; k < cls.observed.size(); ++k)
        if (p.observables[o].thread == cls.observed[k]) part.observables[k].push_back(o);
    const uint64_t n = cls.threads.size();
    for (uint64_t i = 0; i < cls.observed.size(); ++i) bound_ = bound_ > kSaturated / (n - i) ? kSaturated : bound_ * (n - i);
    parts.push_back(std::move(part));
  }
  trivial_ = parts.empty();
  if (trivial_ || bound_ > kMaxStateImages) return;

  Map current;
  current.from.resize(p.threads.size());
  for (size_t t = 0; t < p.threads.size(); ++t) current.from[t] = static_cast<int>(t);
  current.source.assign(p.observables.size(), std::nullopt);
  // Chooses, class by class and observed work-item by observed work-item, a distinct source.
  std::function<void(size_t, size_t, std::vector<bool>&)> choose = [&](size_t c, size_t k, std::vector<bool>& used) {
    if (c == parts.size()) {
      maps_.push_back(current);
      return;
    }
    const SymmetricThreads& cls = *parts[c].cls;
    if (k == cls.observed.size()) {
      // The class's other work-items take the unused sources in ascending order.
      std::vector<int> rest;
      for (size_t i = 0; i < cls.threads.size(); ++i)
        if (!used[i]) rest.push_back(cls.threads[i]);
      size_t next = 0;
      for (int t : cls.threads)
        if (std::find(cls.observed.begin(), cls.observed.end(), t) == cls.observed.end()) current.from[t] = rest[next++];
      std::vector<bool> fresh(c + 1 < parts.size() ? parts[c + 1].cls->threads.size() : 0, false);
      choose(c + 1, 0, fresh);
      return;
    }
    for (size_t i = 0; i < cls.threads.size(); ++i) {
      if (used[i]) continue;
      used[i] = true;
      const int source = cls.threads[i];
      current.from[cls.observed[k]] = source;
      for (size_t o : parts[c].observables[k]) {
        // A register that no work-item of the class assigns (--herd-compat reads it as 0)
        // keeps the observable's own value.
        auto it = p.threads[source].registers.find(p.observables[o].ref.name);
        current.source[o] = it == p.threads[source].registers.end() ? std::nullopt : std::optional<ValueRef>(it->second);
      }
      choose(c, k + 1, used);
      used[i] = false;
    }
  };
  std::vector<bool> used(parts[0].cls->threads.size(), false);
  choose(0, 0, used);
}

std::vector<StateOrbit::Image> StateOrbit::images(const std::vector<int64_t>& state,
                                                  const std::function<int64_t(ValueRef)>& valueOf) const {
  std::map<ValueRef, int64_t> values;
  auto value = [&](ValueRef v) {
    auto it = values.find(v);
    if (it == values.end()) it = values.emplace(v, valueOf(v)).first;
    return it->second;
  };
  std::vector<Image> out;
  out.reserve(maps_.size());
  for (const Map& m : maps_) {
    Image image{state, m.from};
    for (size_t o = 0; o < state.size(); ++o)
      if (m.source[o]) image.state[o] = value(*m.source[o]);
    out.push_back(std::move(image));
  }
  return out;
}

}  // namespace clmm
