// Interchangeable work-items (Symmetry.h): a structural comparison of two threads' events,
// conditions and value expressions under the correspondence of their events by program order.
#include "litmus/Symmetry.h"

#include <map>
#include <optional>
#include <set>
#include <utility>

namespace clmm {
namespace {

// Compares thread `a` with thread `b` (b's events and conditions in a's places).
class Comparison {
 public:
  Comparison(const Program& p, int a, int b) : p_(p), a_(a), b_(b) {}

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
    return true;
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

std::vector<SymmetricThreads> symmetricThreads(const Program& p) {
  std::vector<SymmetricThreads> out;
  if (!p.commands.empty() || !p.commandSync.empty()) return out;
  const int nT = static_cast<int>(p.threads.size());
  std::vector<bool> observed(static_cast<size_t>(nT), false), placed(static_cast<size_t>(nT), false);
  for (const Observable& o : p.observables)
    if (o.thread >= 0) observed.at(static_cast<size_t>(o.thread)) = true;
  for (const Event& e : p.events)
    if (e.isCommand() || e.isCall()) return out;
  for (int a = 0; a < nT; ++a) {
    if (placed[a] || observed[a]) continue;
    std::optional<size_t> anchor = anchorPosition(p, a);
    if (!anchor) continue;
    SymmetricThreads cls;
    cls.threads.push_back(a);
    for (int b = a + 1; b < nT; ++b)
      if (!placed[b] && !observed[b] && Comparison(p, a, b).run()) {
        cls.threads.push_back(b);
        placed[b] = true;
      }
    if (cls.threads.size() < 2) continue;
    for (int t : cls.threads) cls.anchors.push_back(p.threads[t].events[*anchor]);
    out.push_back(std::move(cls));
  }
  return out;
}

}  // namespace clmm
