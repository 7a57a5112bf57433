// Why two conflicting accesses race: which accesses, in which units, why they are not exempt
// (non-atomic, or atomic with scopes that are not inclusive), and why no happens-before orders
// them, found by looking for the synchronisation patterns between the two work-items in the
// execution (a value flowing from one to the other through reads-from, possibly along a release
// sequence of read-modify-writes, with release/acquire accesses or fences at its ends; a shared
// barrier) and naming the premise each one misses. What scope inclusion and happens-before are
// comes from the flag's own expression (its exemptions, cat::flagExemptions), never from a name.
#include <algorithm>
#include <tuple>

#include "axioms/Explain.h"
#include "explain/ExplainCollect.h"
#include "explain/ExplainNames.h"

namespace clmm {

namespace {

std::string unitsOf(const Program& p, const WorkItem& w, bool subGroups) {
  std::string s = w.name + " is in ";
  if (subGroups) s += "sub-group " + std::to_string(w.subGroup) + " of ";
  return s + "work-group " + std::to_string(w.workGroup) + " of device " + std::to_string(w.device);
}

// Whether `scope`, used by work-item `from`, covers work-item `to` (unit ids are global).
bool covers(MemoryScope scope, const WorkItem& from, const WorkItem& to) {
  switch (scope) {
    case MemoryScope::WorkItem: return &from == &to;
    case MemoryScope::SubGroup: return from.subGroup == to.subGroup;
    case MemoryScope::WorkGroup: return from.workGroup == to.workGroup;
    case MemoryScope::Device: return from.device == to.device;
    case MemoryScope::AllSvmDevices: return true;
  }
  return false;
}

std::string unitName(MemoryScope scope, const WorkItem& w) {
  switch (scope) {
    case MemoryScope::SubGroup: return "sub-group " + std::to_string(w.subGroup);
    case MemoryScope::WorkGroup: return "work-group " + std::to_string(w.workGroup);
    default: return "device " + std::to_string(w.device);
  }
}

std::string unitWords(MemoryScope scope, const WorkItem& w) {
  switch (scope) {
    case MemoryScope::SubGroup: return w.name + " is in sub-group " + std::to_string(w.subGroup);
    case MemoryScope::WorkGroup: return w.name + " is in work-group " + std::to_string(w.workGroup);
    case MemoryScope::Device: return w.name + " is on device " + std::to_string(w.device);
    default: return w.name + " is another work-item";
  }
}

// Why the scopes of two events (of two work-items) are not inclusive, in the words of docs/models.md
// section 2; "" when both readings of inclusion find them inclusive. A scope that does not
// cover the other work-item fails both readings; equal coverage with different scopes fails
// only the conservative one (opencl, opencl-scoped, opencl-spec), not opencl-lax's.
std::string inclusionFailure(const Program& p, const Event& a, const Event& b) {
  const WorkItem& ta = p.threads.at(a.thread);
  const WorkItem& tb = p.threads.at(b.thread);
  if (a.scope == MemoryScope::WorkItem || b.scope == MemoryScope::WorkItem)
    return "work_item scope never reaches another work-item";
  for (auto [x, tx, ty] : {std::tuple{&a, &ta, &tb}, std::tuple{&b, &tb, &ta}})
    if (!covers(x->scope, *tx, *ty)) {
      if (a.scope == b.scope)
        return scopeWords(a.scope) + " scope across two " +
               (a.scope == MemoryScope::SubGroup ? std::string("sub-groups")
                : a.scope == MemoryScope::WorkGroup ? std::string("work-groups")
                                                    : std::string("devices")) +
               " (" + ta.name + " in " + unitName(a.scope, ta) + ", " + tb.name + " in " + unitName(a.scope, tb) + ")";
      return "the " + scopeWords(x->scope) + " scope of " + tx->name + "'s access does not cover " + ty->name + " (" +
             unitWords(x->scope, *ty) + ")";
    }
  if (a.scope != b.scope)
    return "their scopes differ (" + scopeWords(a.scope) + " and " + scopeWords(b.scope) +
           "): each covers the other work-item, but this model's inclusion needs equal scopes (the "
           "conservative reading; opencl-lax takes the other)";
  return "";
}

std::string join(const std::vector<std::string>& v, const std::string& sep) {
  std::string s;
  for (const auto& x : v) s += (s.empty() ? "" : sep) + x;
  return s;
}

class RaceAnalysis {
 public:
  // The flag's placement exemptions (wi | incl in opencl-base.cat) are the model's scope
  // inclusion between two work-items; its first order (hb) the order that would exempt the pair.
  RaceAnalysis(const Program& p, const Execution& x, const PrimitiveValues& prims, const cat::Model& model,
               const cat::Check& flag)
      : p_(p), x_(x), prims_(prims) {
    if (!flag.expr) return;
    cat::Exemptions ex = cat::flagExemptions(model, *flag.expr);
    for (const cat::Expr* e : ex.placements) {
      Relation r = cat::evaluateRelation(model, *e, prims.values, prims.size());
      incl_ = incl_ ? *incl_ | r : r;
      const bool primitive = e->op == cat::Op::Name && model.bindings[e->binding].source == cat::Binding::Source::Primitive;
      if (!primitive) inclText_ += (inclText_.empty() ? "" : " | ") + cat::expressionText(model, *e);
    }
    if (const cat::Expr* order = ex.order()) order_ = cat::expressionText(model, *order);
  }

  bool inclusive(EventId a, EventId b) const {
    if (incl_) return incl_->test(static_cast<size_t>(prims_.dense[a]), static_cast<size_t>(prims_.dense[b]));
    return inclusionFailure(p_, p_.events[a], p_.events[b]).empty();
  }
  std::string whyNotInclusive(EventId a, EventId b) const {
    std::string s = inclusionFailure(p_, p_.events[a], p_.events[b]);
    return s.empty() ? "the model's " + (inclText_.empty() ? std::string("scope inclusion") : inclText_) +
                           " does not relate them"
                     : s;
  }
  // Where the reader finds the order the model would need: " (see its hb)".
  std::string seeOrder() const { return order_.empty() ? "" : " (see its " + order_ + ")"; }

  std::string L(EventId e) const { return eventLetter(p_, x_, e); }
  Region regionOf(EventId e) const { return p_.locations.at(x_.loc[e]).region; }
  bool inRegion(EventId e, Region r) const {
    const Event& ev = p_.events[e];
    if (ev.isFence()) return ev.fenceFlags & (r == Region::Global ? kGlobalFlag : kLocalFlag);
    return regionOf(e) == r;
  }
  bool sequencedBefore(EventId a, EventId b) const { return p_.sequencedBefore(a, b); }

  // The release/acquire patterns from work-item of `e1` to the work-item of `e2`: e1 ... X -> Y ... e2.
  // Values flowing only through non-atomic accesses are collected in `plainFlows`.
  void releaseAcquire(EventId e1, EventId e2, std::vector<std::string>& out, std::vector<std::string>& plainFlows) const;
  void barriers(EventId e1, EventId e2, std::vector<std::string>& out) const;
  void endedReleaseSequence(int s, int t, EventId h, EventId r, std::vector<std::string>& out) const;

  const Program& p_;
  const Execution& x_;
  const PrimitiveValues& prims_;
  std::optional<Relation> incl_;
  std::string inclText_;  // the model's scope inclusion as written ("incl")
  std::string order_;
};

// r (of work-item t) reads h, a write of another work-item than s that is not a read-modify-write:
// when h comes after a release store of s in coherence order, it ends that store's release
// sequence, and r does not synchronise with it.
void RaceAnalysis::endedReleaseSequence(int s, int t, EventId h, EventId r, std::vector<std::string>& out) const {
  const Event& he = p_.events[h];
  if (he.thread < 0 || x_.loc[h] < 0) return;
  const std::string S = p_.threads[s].name, T = p_.threads[t].name;
  const auto& order = x_.co.at(x_.loc[h]);
  auto at = std::find(order.begin(), order.end(), h);
  for (auto it = order.begin(); it != at; ++it) {
    const Event& w = p_.events[*it];
    if (w.thread != s || !isRelease(x_.order[*it])) continue;
    out.push_back(S + " -> " + T + ": " + L(r) + " reads the value of " + L(h) + ", written by " +
                  p_.threads[he.thread].name + " after " + S + "'s release store " + L(*it) +
                  " in coherence order; " + L(h) + " is not a read-modify-write, so it ends the release " +
                  "sequence of " + L(*it) + " and " + L(r) + " does not synchronise with " + L(*it));
    return;
  }
}

void RaceAnalysis::releaseAcquire(EventId e1, EventId e2, std::vector<std::string>& out,
                                  std::vector<std::string>& plainFlows) const {
  const int s = p_.events[e1].thread, t = p_.events[e2].thread;
  const std::string S = p_.threads[s].name, T = p_.threads[t].name;
  const Region data = regionOf(e1);
  const Region other = data == Region::Global ? Region::Local : Region::Global;
  const std::string dataLoc = p_.locations.at(x_.loc[e1]).name;
  for (EventId r : p_.threads[t].events) {
    if (!x_.reads[r] || x_.rf[r] < 0) continue;
    // Back along read-modify-writes of other work-items to a write of s: a release sequence.
    std::vector<EventId> chain;
    EventId h = static_cast<EventId>(x_.rf[r]);
    while (p_.events[h].thread != s && x_.reads[h] && x_.writes[h] && x_.rf[h] >= 0 && chain.size() < 8) {
      chain.push_back(h);
      h = static_cast<EventId>(x_.rf[h]);
    }
    if (p_.events[h].thread != s) {
      endedReleaseSequence(s, t, h, r, out);
      continue;
    }
    if (!p_.events[h].atomic || !p_.events[r].atomic) {  // never a synchronisation
      plainFlows.push_back(L(h) + " -> " + L(r));
      continue;
    }
    std::vector<EventId> releases = {h}, acquires = {r};
    for (EventId f : p_.threads[s].events)
      if (x_.executed[f] && p_.events[f].isFence() && isRelease(x_.order[f]) && p_.sequencedBefore(f, h))
        releases.push_back(f);
    for (EventId f : p_.threads[t].events)
      if (x_.executed[f] && p_.events[f].isFence() && isAcquire(x_.order[f]) && p_.sequencedBefore(r, f))
        acquires.push_back(f);

    std::vector<std::string> best;
    EventId bestX = h, bestY = r;
    size_t bestScore = 0;
    bool first = true;
    for (EventId X : releases)
      for (EventId Y : acquires) {
        std::vector<std::string> fails;
        size_t score = 0;  // a missing release or acquire weighs more: prefer the fences
        if (X == h && !isRelease(x_.order[h])) score += 10;
        if (Y == r && !isAcquire(x_.order[r])) score += 10;
        if (X == h && !isRelease(x_.order[h]))
          fails.push_back(L(h) + " is " + std::string(orderName(x_.order[h])) + ", not a release" +
                          (releases.size() == 1 ? " (and no release fence precedes it in " + S + ")" : ""));
        if (Y == r && !isAcquire(x_.order[r]))
          fails.push_back(L(r) + " is " + std::string(orderName(x_.order[r])) + ", not an acquire" +
                          (acquires.size() == 1 ? " (and no acquire fence follows it in " + T + ")" : ""));
        if (e1 != X && !sequencedBefore(e1, X))
          fails.push_back(L(e1) + " comes after " + L(X) + " in " + S + ", so " + L(X) + " cannot publish it");
        if (e2 != Y && !sequencedBefore(Y, e2))
          fails.push_back(L(e2) + " comes before " + L(Y) + " in " + T + ", so " + L(Y) + " cannot order it");
        auto okIn = [&](Region reg) { return inRegion(X, reg) && inRegion(Y, reg) && regionOf(h) == reg; };
        bool crossRegion = (x_.order[X] == MemoryOrder::SeqCst && x_.order[Y] == MemoryOrder::SeqCst) ||
                           (p_.events[X].isFence() && p_.events[Y].isFence() && p_.events[X].fenceFlags == (kGlobalFlag | kLocalFlag) &&
                            p_.events[Y].fenceFlags == (kGlobalFlag | kLocalFlag));
        if (!okIn(data) && !(crossRegion && okIn(other))) {
          std::string where = std::string(regionName(data)) + " memory";
          for (EventId f : {X, Y})
            if (p_.events[f].isFence() && !inRegion(f, data))
              fails.push_back("the fence " + L(f) + " has only " + flagsWords(p_.events[f].fenceFlags) + " while " +
                              dataLoc + " is in " + where);
          if (regionOf(h) != data)
            fails.push_back("the value flows through " + p_.locations.at(x_.loc[h]).name + ", which is in " +
                            std::string(regionName(regionOf(h))) + " memory while " + dataLoc + " is in " + where);
        }
        if (!inclusive(X, Y))
          fails.push_back("the scopes of " + L(X) + " and " + L(Y) + " are not inclusive: " + whyNotInclusive(X, Y));
        score += fails.size();
        if (first || score < bestScore) best = fails, bestX = X, bestY = Y, bestScore = score, first = false;
      }
    std::string via;
    if (!chain.empty()) {
      std::vector<std::string> names;
      for (EventId c : chain) names.push_back(L(c));
      std::reverse(names.begin(), names.end());
      via = " through the read-modify-write" + std::string(chain.size() > 1 ? "s " : " ") + join(names, ", ");
    }
    auto role = [&](EventId e, const char* what) {
      return (p_.events[e].isFence() ? std::string("the ") + what + " fence " : std::string()) + L(e);
    };
    std::string head = S + " -> " + T + ": " + L(r) + " reads the value of " + L(h) + via + ", so " +
                       role(bestX, "release") + " and " + role(bestY, "acquire") +
                       " could synchronise, ordering " + L(e1) + " before " + L(e2);
    if (best.empty())
      out.push_back(head + "; its premises hold here, yet the model does not order them" + seeOrder());
    else
      out.push_back(head + ", but " + join(best, "; "));
  }
}

void RaceAnalysis::barriers(EventId e1, EventId e2, std::vector<std::string>& out) const {
  const int s = p_.events[e1].thread, t = p_.events[e2].thread;
  const WorkItem& ws = p_.threads[s];
  const WorkItem& wt = p_.threads[t];
  auto reached = [&](int thread) {
    std::vector<int> v;
    for (EventId e : p_.threads[thread].events)
      if (x_.executed[e] && p_.events[e].kind == EventKind::BarrierEntry &&
          std::find(v.begin(), v.end(), p_.events[e].barrier) == v.end())
        v.push_back(p_.events[e].barrier);
    return v;
  };
  auto fence = [&](int thread, int barrier, EventKind k) {
    for (EventId e : p_.threads[thread].events)
      if (x_.executed[e] && p_.events[e].barrier == barrier && p_.events[e].kind == k) return e;
    return EventId(0);
  };
  const Region data = regionOf(e1);
  const std::string dataLoc = p_.locations.at(x_.loc[e1]).name;
  std::vector<int> bs = reached(s), bt = reached(t);
  for (int b : bs) {
    const Barrier& bar = p_.barriers[b];
    if (std::find(bt.begin(), bt.end(), b) != bt.end()) {
      EventId entryS = fence(s, b, EventKind::BarrierEntry), exitS = fence(s, b, EventKind::BarrierExit);
      EventId entryT = fence(t, b, EventKind::BarrierEntry), exitT = fence(t, b, EventKind::BarrierExit);
      uint8_t flags = p_.events[entryS].fenceFlags;
      bool forward = sequencedBefore(e1, entryS) && sequencedBefore(exitT, e2);
      bool backward = sequencedBefore(e2, entryT) && sequencedBefore(exitS, e1);
      std::string head = ws.name + " and " + wt.name + " both reach barrier " + bar.label;
      if (!(flags & (data == Region::Global ? kGlobalFlag : kLocalFlag)))
        out.push_back(head + ", but it has " + flagsWords(flags) + " only and " + dataLoc + " is in " +
                      std::string(regionName(data)) + " memory, so it does not order accesses to " + dataLoc);
      else if (!forward && !backward)
        out.push_back(head + ", but " + L(e1) + " and " + L(e2) + " are not on opposite sides of it (" + L(e1) + " is " +
                      (sequencedBefore(e1, entryS) ? "before" : "after") + " it in " + ws.name + ", " + L(e2) + " " +
                      (sequencedBefore(e2, entryT) ? "before" : "after") + " it in " + wt.name + ")");
      else
        out.push_back(head + ", which orders them; yet the model does not" + seeOrder());
      continue;
    }
    for (int c : bt) {
      const Barrier& other = p_.barriers[c];
      if (other.label != bar.label) continue;
      std::string unit = bar.subGroup ? "sub-group" : "work-group";
      out.push_back(ws.name + " and " + wt.name + " both reach a barrier labelled " + bar.label + ", but in different " +
                    unit + "s (" + std::to_string(bar.unit) + " and " + std::to_string(other.unit) + "): a barrier " +
                    "synchronises only the work-items of one " + unit + ", so the two work-items share no barrier");
    }
  }
}

}  // namespace

bool conflictingAccesses(const Program& p, const Execution& x, EventId a, EventId b) {
  const Event& A = p.events[a];
  const Event& B = p.events[b];
  return A.thread >= 0 && B.thread >= 0 && A.thread != B.thread && A.isAccess() && B.isAccess() && x.executed[a] &&
         x.executed[b] && x.loc[a] >= 0 && x.loc[a] == x.loc[b] && (x.writes[a] || x.writes[b]);
}

RaceExplanation explainRace(const Program& p, const Execution& x, const PrimitiveValues& prims, const cat::Model& model,
                            const cat::Check& flag, size_t a, size_t b) {
  RaceExplanation out;
  EventId ea = prims.events[a], eb = prims.events[b];
  if (p.events[eb].thread < p.events[ea].thread) std::swap(ea, eb);
  out.first = ea;
  out.second = eb;
  RaceAnalysis an(p, x, prims, model, flag);
  const Event& A = p.events[ea];
  const Event& B = p.events[eb];
  const WorkItem& ta = p.threads.at(A.thread);
  const WorkItem& tb = p.threads.at(B.thread);
  const Location& loc = p.locations.at(x.loc[ea]);

  std::string writer = x.writes[ea] && x.writes[eb] ? "both write" : x.writes[ea] ? an.L(ea) + " writes" : an.L(eb) + " writes";
  out.facts.push_back(eventRef(p, x, ea) + " and " + eventRef(p, x, eb) + " both access " + loc.name + " (" +
                      std::string(regionName(loc.region)) + " memory), and " + writer);
  bool subGroups = mentionsSubGroups(p) && ta.workGroup == tb.workGroup && ta.device == tb.device;
  out.facts.push_back(unitsOf(p, ta, subGroups && ta.subGroup != tb.subGroup) + "; " +
                      unitsOf(p, tb, subGroups && ta.subGroup != tb.subGroup) +
                      (ta.workGroup == tb.workGroup && ta.device == tb.device ? " (the same work-group)" : ""));
  if (A.atomic && B.atomic) {
    out.facts.push_back("both accesses are atomic, but their scopes are not inclusive: " + an.whyNotInclusive(ea, eb) +
                        "; so they race unless happens-before orders them");
  } else {
    std::vector<std::string> plain;
    if (!A.atomic) plain.push_back(an.L(ea));
    if (!B.atomic) plain.push_back(an.L(eb));
    out.facts.push_back(join(plain, " and ") + (plain.size() > 1 ? " are" : " is") +
                        " non-atomic, so only happens-before can order them");
  }

  std::vector<std::string> plainFlows;
  an.releaseAcquire(ea, eb, out.reasons, plainFlows);
  an.releaseAcquire(eb, ea, out.reasons, plainFlows);
  an.barriers(ea, eb, out.reasons);
  if (out.reasons.empty())
    out.reasons.push_back("no synchronisation between " + ta.name + " and " + tb.name + " orders these accesses (" +
                          (plainFlows.empty() ? std::string("no value flows from one to the other through memory")
                                              : "values flow between them only through non-atomic accesses (" +
                                                    join(plainFlows, ", ") + "), which never synchronise") +
                          ", and they share no barrier)");
  return out;
}

}  // namespace clmm
