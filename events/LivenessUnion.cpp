// Several liveness queries of one program as one program (see LivenessUnion.h).
//
// Each query (events/Liveness.cpp, stoppedProgram) is the program with: some events never
// executed (a guard literal of a condition that never holds), some LoopBound conditions made
// branches (the stop's loop, the loops after it), the program's impossible conditions made
// branches, an impossible condition "the execution does not wait as asked", and observables of
// its own. The union has a free choice per query, exactly one of them holding, and makes each of
// those changes depend on it: an event is cut where a query that cuts it is chosen, a LoopBound
// is a bound only where a query that keeps it is chosen (a copy of it, guarded so; the original
// a branch, so that the queries' conditions on it read the same), the query's impossible
// condition holds only where it is chosen, and a register observable of a query is its value
// where it is chosen, 0 elsewhere. So the executions where query i is chosen are exactly query
// i's, and their observables are query i's.
#include "events/LivenessUnion.h"

#include <map>
#include <optional>

#include "events/ValueNodes.h"

namespace clmm {

namespace {

struct Builder : ValueNodes {
  // 1 where one of the queries `chosen` is, of the selectors `sel`.
  ValueRef anyOf(const std::vector<size_t>& chosen, const std::vector<CondId>& sel) {
    ValueRef r = constant(0);
    for (size_t i : chosen) r = binary(ValueNode::BOp::LOr, r, cond(sel[i]));
    return r;
  }
  CondId newCond(Cond::Kind kind, int thread, ValueRef value) {
    Cond c;
    c.kind = kind;
    c.thread = thread;
    c.value = value;
    p.conds.push_back(c);
    return static_cast<CondId>(p.conds.size() - 1);
  }
};

// Query k's value node `v` in the union (its own nodes copied after the program's).
ValueRef remap(ValueRef v, size_t shared, const std::vector<ValueRef>& copied) {
  return v < shared ? v : copied.at(v - shared);
}

}  // namespace

std::optional<LivenessUnion> livenessUnion(const Program& p, const std::vector<const LivenessQuery*>& queries) {
  LivenessUnion out;
  Program& u = out.program;
  u = p;
  u.condition.reset();
  u.observables.clear();
  for (Cond& c : u.conds)  // as in each query: the deadlock exclusion does not apply to prefixes
    if (c.impossible) c.kind = Cond::Kind::Branch, c.impossible = false;
  Builder b{u};
  const size_t nV = p.values.size(), nC = p.conds.size(), nE = p.events.size();
  std::vector<CondId> sel;
  for (size_t i = 0; i < queries.size(); ++i) sel.push_back(b.newCond(Cond::Kind::Choice, 0, b.constant(0)));
  std::map<EventId, std::vector<size_t>> cutIn;    // the queries that cut each event
  std::map<CondId, std::vector<size_t>> freedIn;   // the queries that make each LoopBound a branch
  ValueRef notAsAsked = b.constant(0);              // the chosen query's execution does not wait as asked
  const ValueRef zero = b.constant(0);
  for (size_t i = 0; i < queries.size(); ++i) {
    const Program& k = queries[i]->program;
    if (k.events.size() != nE || k.values.size() < nV || k.conds.size() < nC) return std::nullopt;
    std::vector<ValueRef> copied;
    for (size_t v = nV; v < k.values.size(); ++v) {
      ValueNode n = k.values[v];
      if ((n.op == ValueNode::Op::CondValue || n.op == ValueNode::Op::Ite) && n.cond >= nC) return std::nullopt;
      n.a = remap(n.a, nV, copied);
      n.b = remap(n.b, nV, copied);
      copied.push_back(b.add(n));
    }
    for (EventId e = 0; e < nE; ++e)
      if (k.events[e].guard.size() != p.events[e].guard.size()) cutIn[e].push_back(i);
    for (CondId c = 0; c < nC; ++c)
      if (p.conds[c].kind == Cond::Kind::LoopBound && !p.conds[c].impossible && k.conds[c].kind != p.conds[c].kind)
        freedIn[c].push_back(i);
    for (CondId c = static_cast<CondId>(nC); c < k.conds.size(); ++c) {
      const Cond& extra = k.conds[c];
      if (extra.impossible)
        notAsAsked = b.binary(ValueNode::BOp::LOr, notAsAsked,
                              b.binary(ValueNode::BOp::LAnd, b.cond(sel[i]), remap(extra.value, nV, copied)));
      else if (extra.kind != Cond::Kind::Branch || !extra.guard.empty())
        return std::nullopt;  // not a cut: a change the union does not know
    }
    out.first.push_back(static_cast<int>(u.observables.size()));
    for (Observable o : k.observables) {
      if (o.ref.kind == StateRef::Kind::Register) o.value = b.ite(sel[i], remap(o.value, nV, copied), zero);
      u.observables.push_back(o);
    }
  }
  // Cut events: one condition per work-item and set of queries, true where one of them is chosen.
  std::map<std::pair<int, std::vector<size_t>>, CondId> cuts;
  for (const auto& [e, in] : cutIn) {
    const int t = p.events[e].thread;
    auto it = cuts.find({t, in});
    if (it == cuts.end()) it = cuts.emplace(std::make_pair(t, in), b.newCond(Cond::Kind::Branch, t, b.anyOf(in, sel))).first;
    u.events[e].guard.push_back({it->second, false});
  }
  for (const auto& [c, in] : freedIn) {
    Cond bound = p.conds[c];
    bound.guard.push_back({b.newCond(Cond::Kind::Branch, bound.thread, b.anyOf(in, sel)), false});
    u.conds.push_back(bound);
    Cond& branch = u.conds[c];
    branch.kind = Cond::Kind::Branch;
    branch.endless = branch.await = branch.forever = false;
  }
  ValueRef chosen = b.constant(0), index = b.constant(0);
  for (size_t i = 0; i < sel.size(); ++i) {
    chosen = b.binary(ValueNode::BOp::Add, chosen, b.cond(sel[i]));
    index = b.binary(ValueNode::BOp::Add, index,
                     b.binary(ValueNode::BOp::Mul, b.cond(sel[i]), b.constant(static_cast<int64_t>(i))));
  }
  for (ValueRef v : {notAsAsked, b.binary(ValueNode::BOp::Ne, chosen, b.constant(1))}) {
    CondId c = b.newCond(Cond::Kind::LoopBound, 0, v);
    u.conds[c].endless = u.conds[c].impossible = true;
    u.conds[c].text = "the execution does not wait as the chosen query asks";
  }
  Observable s;
  s.ref.kind = StateRef::Kind::Register;
  s.name = "liveness query";
  s.thread = 0;
  s.value = index;
  out.selector = static_cast<int>(u.observables.size());
  u.observables.push_back(s);
  return out;
}

std::vector<std::vector<int64_t>> LivenessUnion::statesOf(size_t i, const std::vector<std::vector<int64_t>>& states,
                                                         const LivenessQuery& q) const {
  std::vector<std::vector<int64_t>> out;
  const size_t from = static_cast<size_t>(first.at(i)), n = q.program.observables.size();
  for (const auto& s : states)
    if (s.at(static_cast<size_t>(selector)) == static_cast<int64_t>(i))
      out.emplace_back(s.begin() + static_cast<long>(from), s.begin() + static_cast<long>(from + n));
  return out;
}

}  // namespace clmm
