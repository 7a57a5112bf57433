// Re-checking a witness execution: the candidate rules, the model's checks and flags (through
// the explicit engine's primitives and the concrete algebra) and the final state.
#include "solver/SelfCheck.h"

#include <functional>
#include <map>

#include "axioms/ConcreteAlgebra.h"
#include "enumerate/Primitives.h"

namespace clmm::smt {

namespace {

std::string ev(EventId e) { return "e" + std::to_string(e); }

// The reads whose values `v` uses under the execution's branch choices.
void usedReads(const Execution& x, ValueRef v, std::vector<EventId>& out) {
  const ValueNode& n = x.program->values[v];
  switch (n.op) {
    case ValueNode::Op::Const:
    case ValueNode::Op::CondValue: return;
    case ValueNode::Op::ReadValue:
      if (x.reads[n.event]) out.push_back(n.event);
      return;
    case ValueNode::Op::Unary: usedReads(x, n.a, out); return;
    case ValueNode::Op::Binary:
      usedReads(x, n.a, out);
      usedReads(x, n.b, out);
      return;
    case ValueNode::Op::Ite: usedReads(x, x.condValue[n.cond] == 1 ? n.a : n.b, out); return;
  }
}

bool guardHolds(const Execution& x, const Guard& g) {
  for (const GuardLit& l : g)
    if (x.condValue[l.cond] != (l.positive ? 1 : 0)) return false;
  return true;
}

std::string stateText(const Program& p, const std::vector<int64_t>& s) {
  std::string out;
  for (size_t i = 0; i < s.size() && i < p.observables.size(); ++i)
    out += (i ? " " : "") + p.observables[i].name + "=" + std::to_string(s[i]) + ";";
  return out;
}

}  // namespace

Execution permuteThreads(const Execution& x, const std::vector<int>& from) {
  const Program& p = *x.program;
  std::vector<EventId> ev(p.events.size());
  for (EventId e = 0; e < ev.size(); ++e) ev[e] = e;  // events of no thread (initial writes) stay
  std::vector<CondId> cond(p.conds.size());
  for (CondId c = 0; c < cond.size(); ++c) cond[c] = c;
  std::vector<std::vector<CondId>> condsOf(p.threads.size());
  for (CondId c = 0; c < p.conds.size(); ++c)
    if (p.conds[c].thread >= 0) condsOf.at(static_cast<size_t>(p.conds[c].thread)).push_back(c);
  for (size_t t = 0; t < p.threads.size(); ++t) {
    const size_t src = static_cast<size_t>(from.at(t));
    const auto& dst = p.threads[t].events;
    const auto& orig = p.threads[src].events;
    if (dst.size() != orig.size() || condsOf[t].size() != condsOf[src].size())
      throw SelfCheckError("self-check: work-items P" + std::to_string(p.threads[t].index) + " and P" +
                           std::to_string(p.threads[src].index) + " are not interchangeable");
    for (size_t i = 0; i < dst.size(); ++i) ev[orig[i]] = dst[i];
    for (size_t i = 0; i < condsOf[t].size(); ++i) cond[condsOf[src][i]] = condsOf[t][i];
  }
  Execution y = x;
  for (EventId e = 0; e < ev.size(); ++e) {
    const EventId d = ev[e];
    y.executed[d] = x.executed[e];
    y.writes[d] = x.writes[e];
    y.reads[d] = x.reads[e];
    y.loc[d] = x.loc[e];
    y.readValue[d] = x.readValue[e];
    y.writeValue[d] = x.writeValue[e];
    y.order[d] = x.order[e];
    y.rf[d] = x.rf[e] < 0 ? -1 : static_cast<int>(ev[static_cast<size_t>(x.rf[e])]);
  }
  for (CondId c = 0; c < cond.size(); ++c) y.condValue[cond[c]] = x.condValue[c];
  for (auto& order : y.co)
    for (EventId& w : order) w = ev[w];
  return y;
}

std::string candidateViolation(const Execution& x, bool beyondBound) {
  const Program& p = *x.program;
  for (CondId c = 0; c < p.conds.size(); ++c) {
    const Cond& cond = p.conds[c];
    bool reached = guardHolds(x, cond.guard);
    if (reached != (x.condValue[c] >= 0))
      return "condition c" + std::to_string(c) + (reached ? " is reached but has no value" : " has a value but is not reached");
    if (!reached || cond.kind == Cond::Kind::Choice) continue;
    bool holds = x.evaluate(cond.value) != 0;
    if (holds != (x.condValue[c] == 1))
      return "condition c" + std::to_string(c) + " is " + (x.condValue[c] == 1 ? "true" : "false") +
             " but its value is " + std::to_string(x.evaluate(cond.value));
    if (cond.kind == Cond::Kind::LoopBound && holds && !beyondBound)
      return "loop bound condition c" + std::to_string(c) + " holds";
  }
  for (const Event& e : p.events) {
    const EventId id = e.id;
    bool exec = e.kind == EventKind::Init || guardHolds(x, e.guard);
    bool writes = exec && e.mayWrite() && (e.kind != EventKind::Cas || x.condValue[e.success] == 1);
    if (x.executed[id] != exec || x.reads[id] != (exec && e.mayRead()) || x.writes[id] != writes)
      return "event " + ev(id) + ": executed/read/write flags disagree with the control flow";
    if (!exec || !e.isAccess()) continue;
    LocId loc = e.loc;
    if (loc < 0) {
      int64_t off = x.evaluate(e.offset);
      const Array& a = p.arrays[e.array];
      if (off < 0 || off >= a.size) {
        if (a.outOfBounds < 0) return "event " + ev(id) + ": index " + std::to_string(off) + " out of bounds";
        loc = a.outOfBounds;  // the out-of-bounds stand-in (Array::outOfBounds)
      } else {
        loc = a.first + static_cast<LocId>(off);
      }
    }
    if (x.loc[id] != loc) return "event " + ev(id) + ": location " + std::to_string(x.loc[id]) + ", expected " + std::to_string(loc);
  }
  for (const Event& e : p.events) {
    const EventId id = e.id;
    if (x.writes[id]) {
      int64_t v = e.kind == EventKind::Init ? p.locations[e.loc].init : x.evaluate(e.value);
      if (x.writeValue[id] != v) return "write " + ev(id) + " writes " + std::to_string(x.writeValue[id]) + ", not " + std::to_string(v);
    }
    if (!x.reads[id]) continue;
    int w = x.rf[id];
    if (w < 0 || static_cast<EventId>(w) == id || !x.writes[static_cast<size_t>(w)] || x.loc[static_cast<size_t>(w)] != x.loc[id])
      return "read " + ev(id) + " reads from no write to its location";
    if (x.readValue[id] != x.writeValue[static_cast<size_t>(w)]) return "read " + ev(id) + " reads a value its source did not write";
  }
  // Out of thin air: the justification graph over reads must be acyclic.
  std::vector<std::vector<EventId>> needs(p.events.size());
  for (const Event& r : p.events) {
    if (!x.reads[r.id]) continue;
    const Event& w = p.events[static_cast<size_t>(x.rf[r.id])];
    if (r.loc < 0) usedReads(x, r.offset, needs[r.id]);
    if (w.kind != EventKind::Init) {
      usedReads(x, w.value, needs[r.id]);
      if (w.loc < 0) usedReads(x, w.offset, needs[r.id]);
    }
  }
  std::vector<int> state(p.events.size(), 0);  // 0 new, 1 on the stack, 2 done
  std::function<bool(EventId)> cyclic = [&](EventId r) {
    state[r] = 1;
    for (EventId d : needs[r])
      if (state[d] == 1 || (state[d] == 0 && cyclic(d))) return true;
    state[r] = 2;
    return false;
  };
  for (const Event& r : p.events)
    if (x.reads[r.id] && state[r.id] == 0 && cyclic(r.id)) return "out of thin air: the value of " + ev(r.id) + " depends on itself";
  for (size_t l = 0; l < p.locations.size(); ++l) {
    std::vector<EventId> expected;
    for (const Event& e : p.events)
      if (x.writes[e.id] && x.loc[e.id] == static_cast<LocId>(l) && e.kind != EventKind::Init) expected.push_back(e.id);
    std::vector<EventId> got = x.co[l];
    bool ok = !got.empty() && p.events[got[0]].kind == EventKind::Init && p.events[got[0]].loc == static_cast<LocId>(l);
    if (ok) {
      got.erase(got.begin());
      std::sort(got.begin(), got.end());
      ok = got == expected;
    }
    if (!ok) return "the coherence order of " + p.locations[l].name + " is not its initial write followed by its writes";
  }
  return "";
}

bool selfCheckWitness(const Execution& x, const cat::Model& model, const std::set<std::string>& skip,
                      const std::vector<int64_t>& state, bool racy, const cat::OrderSearchLimits& limits) {
  const Program& p = *x.program;
  const std::string prefix = "self-check of the smt engine failed on " + p.name + ", state " + stateText(p, state) + ": ";
  std::string bad = candidateViolation(x);
  if (!bad.empty()) throw SelfCheckError(prefix + "the witness is not a candidate execution: " + bad);
  std::vector<int64_t> outcome = x.outcome();
  if (outcome != state) throw SelfCheckError(prefix + "the witness ends in state " + stateText(p, outcome));

  const std::set<std::string> used = model.primitivesUsed(skip);
  PrimitiveValues prims = computePrimitives(x, &used);
  cat::ConcreteOptions opts;
  opts.skip = skip;
  opts.witnesses = false;
  opts.limits = limits;
  cat::ConcreteResult res = cat::checkExecution(model, prims.values, prims.size(), opts);
  bool confirmed = true;
  for (const auto& c : res.checks) {
    if (c.verdict == cat::Verdict::Unknown) confirmed = false;  // the order search was cut
    else if (c.verdict != cat::Verdict::Holds)
      throw SelfCheckError(prefix + "check " + c.name + " " + cat::verdictName(c.verdict) + " on the witness");
  }
  if (racy && !res.flagged()) throw SelfCheckError(prefix + "the state is racy but its witness raises no flag");
  if (!racy)
    for (const auto& f : res.flags)
      if (f.raised) throw SelfCheckError(prefix + "the state is allowed but its witness raises " + f.name);
  return confirmed;
}

}  // namespace clmm::smt
