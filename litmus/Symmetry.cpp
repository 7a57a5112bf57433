// Interchangeable work-items (Symmetry.h): a structural comparison of two threads' events,
// conditions, value expressions and (for observed ones) registers under the correspondence of
// their events by program order; and the images of a final state under their permutations.
#include "litmus/Symmetry.h"

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
        x.fenceFlags != y.fenceFlags || x.barrier != y.barrier || x.remote != y.remote || x.command != -1 ||
        y.command != -1 || x.isCommand() || x.isCall())
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

StateOrbit::StateOrbit(const Program& p, std::vector<SymmetricThreads> classes) : p_(p) {
  constexpr uint64_t kSaturated = std::numeric_limits<uint64_t>::max();
  for (SymmetricThreads& cls : classes) {
    if (cls.observed.empty()) continue;
    Part part;
    part.threads = cls.threads;
    part.observed = cls.observed;
    part.observables.resize(cls.observed.size());
    for (size_t o = 0; o < p.observables.size(); ++o) {
      const Observable& ob = p.observables[o];
      for (size_t k = 0; k < cls.observed.size(); ++k)
        if (ob.thread == cls.observed[k]) part.observables[k].emplace_back(o, ob.ref.name);
    }
    for (int t : part.threads)
      for (const auto& obs : part.observables)
        for (const auto& [o, reg] : obs) {
          auto it = p.threads[t].registers.find(reg);
          if (it != p.threads[t].registers.end() &&
              std::find(inputs_.begin(), inputs_.end(), it->second) == inputs_.end())
            inputs_.push_back(it->second);
        }
    const uint64_t n = cls.threads.size();
    for (uint64_t i = 0; i < cls.observed.size(); ++i)
      bound_ = bound_ > kSaturated / (n - i) ? kSaturated : bound_ * (n - i);
    parts_.push_back(std::move(part));
  }
}

std::vector<StateOrbit::Image> StateOrbit::images(const std::vector<int64_t>& state,
                                                  const std::function<int64_t(ValueRef)>& valueOf) const {
  // Per class, the final value of each observed register read in each work-item of the class.
  std::vector<std::map<std::pair<int, size_t>, int64_t>> values(parts_.size());
  for (size_t c = 0; c < parts_.size(); ++c)
    for (int t : parts_[c].threads)
      for (const auto& obs : parts_[c].observables)
        for (const auto& [o, reg] : obs) {
          auto it = p_.threads[t].registers.find(reg);
          // A register that no thread of the class assigns (--herd-compat reads it as 0) keeps
          // the observable's own value.
          values[c][{t, o}] = it == p_.threads[t].registers.end() ? state[o] : valueOf(it->second);
        }
  std::vector<Image> out;
  Image current;
  current.state = state;
  current.from.resize(p_.threads.size());
  for (size_t t = 0; t < p_.threads.size(); ++t) current.from[t] = static_cast<int>(t);
  // Chooses, class by class and observed work-item by observed work-item, a distinct source.
  std::function<void(size_t, size_t, std::vector<bool>&)> choose = [&](size_t c, size_t k, std::vector<bool>& used) {
    if (c == parts_.size()) {
      out.push_back(current);
      return;
    }
    const Part& part = parts_[c];
    if (k == part.observed.size()) {
      // The class's other work-items take the unused sources in ascending order.
      std::vector<int> rest;
      for (size_t i = 0; i < part.threads.size(); ++i)
        if (!used[i]) rest.push_back(part.threads[i]);
      size_t next = 0;
      for (int t : part.threads)
        if (std::find(part.observed.begin(), part.observed.end(), t) == part.observed.end()) current.from[t] = rest[next++];
      std::vector<bool> fresh(c + 1 < parts_.size() ? parts_[c + 1].threads.size() : 0, false);
      choose(c + 1, 0, fresh);
      return;
    }
    for (size_t i = 0; i < part.threads.size(); ++i) {
      if (used[i]) continue;
      used[i] = true;
      const int source = part.threads[i];
      current.from[part.observed[k]] = source;
      for (const auto& [o, reg] : part.observables[k]) current.state[o] = values[c].at({source, o});
      choose(c, k + 1, used);
      used[i] = false;
    }
  };
  std::vector<bool> used(parts_.empty() ? 0 : parts_[0].threads.size(), false);
  choose(0, 0, used);
  return out;
}

}  // namespace clmm
