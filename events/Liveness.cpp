// Liveness: deadlocked barriers and await loops that wait forever (see Liveness.h).
//
// Each work-item's barrier arrivals and await loops depend only on its branch conditions, so
// its *shapes* (which barrier entries execute, which await loops are reached) are found by
// trying every assignment of the conditions that guard them. A combination of shapes, with a
// stopping point per work-item (none, a barrier entry, an await loop), is simulated: a barrier
// completes when the work-items it waits for are all there (a count-less barrier every
// work-item of its unit, a counted one its count), until nothing moves.
#include "events/Liveness.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>
#include <tuple>

#include "events/BarrierArrivals.h"
#include "events/LivenessValues.h"
#include "events/ValueNodes.h"

namespace clmm {

namespace {

constexpr size_t kMaxGuardConds = 12;  // per work-item: 2^12 assignments
constexpr size_t kMaxCombinations = 4096;
constexpr size_t kMaxQueries = 256;

// A stopping point: none (the work-item finishes), a barrier entry, or a LoopBound of an await
// loop or of a loop that runs forever (Cond::forever).
struct Stop {
  enum class Kind { None, Barrier, Loop } kind = Kind::None;
  EventId entry = 0;
  CondId loop = 0;
};

struct Shape {
  std::vector<EventId> entries;  // the barrier entries that execute, in program order
  std::vector<CondId> awaits;    // the await loops reached
  bool operator<(const Shape& o) const { return std::tie(entries, awaits) < std::tie(o.entries, o.awaits); }
};

bool holds(const Guard& g, const std::map<CondId, bool>& a) {
  for (const GuardLit& l : g) {
    auto it = a.find(l.cond);
    if (it == a.end() || it->second != l.positive) return false;
  }
  return true;
}

// A LoopBound where a work-item may stop for ever: an await loop's (when its reads read the last
// writes) or a loop's that runs forever whenever it gets there.
bool waitsThere(const Cond& c) {
  return c.kind == Cond::Kind::LoopBound && !c.impossible && ((c.await && !c.reads.empty()) || c.forever);
}

// The last position in program order that a work-item stopped at LoopBound `c` executes: an await
// loop's first read of its last test comes before it (its reads are those of the stuck test),
// a forever loop's stop is where the condition stands.
int lastBefore(const Program& p, const Cond& c) {
  if (c.forever || c.reads.empty()) return c.cutPo - 1;
  return p.events[c.reads.front()].po;
}

// The work-item's shapes; empty when it has too many guarding conditions.
std::vector<Shape> shapesOf(const Program& p, int t) {
  std::vector<EventId> entries;
  std::vector<CondId> awaits;
  std::set<CondId> conds;
  for (EventId id : p.threads[t].events)
    if (p.events[id].kind == EventKind::BarrierEntry && p.events[id].barrier >= 0) {
      entries.push_back(id);
      for (const GuardLit& l : p.events[id].guard) conds.insert(l.cond);
    }
  for (CondId c = 0; c < p.conds.size(); ++c)
    if (waitsThere(p.conds[c]) && p.conds[c].thread == t) {
      awaits.push_back(c);
      for (const GuardLit& l : p.conds[c].guard) conds.insert(l.cond);
    }
  if (entries.empty()) {  // no barrier: the shapes differ only in their await loops, each a stop of its own
    Shape s;
    s.awaits = awaits;
    return {s};
  }
  if (conds.size() > kMaxGuardConds) return {};
  std::vector<CondId> list(conds.begin(), conds.end());
  std::set<Shape> shapes;
  for (size_t mask = 0; mask < (size_t{1} << list.size()); ++mask) {
    std::map<CondId, bool> a;
    for (size_t i = 0; i < list.size(); ++i) a[list[i]] = (mask >> i) & 1;
    Shape s;
    for (EventId e : entries)
      if (holds(p.events[e].guard, a)) s.entries.push_back(e);
    for (CondId c : awaits)
      if (holds(p.conds[c].guard, a)) s.awaits.push_back(c);
    shapes.insert(s);
  }
  return {shapes.begin(), shapes.end()};
}

// The arrivals of a shape up to a stop (a barrier stop arrives at its barrier).
std::vector<EventId> arrivalsUpTo(const Program& p, const Shape& s, const Stop& stop) {
  std::vector<EventId> out;
  for (EventId e : s.entries) {
    if (stop.kind == Stop::Kind::Loop && p.events[e].po > lastBefore(p, p.conds[stop.loop])) break;
    out.push_back(e);
    if (stop.kind == Stop::Kind::Barrier && e == stop.entry) break;
  }
  return out;
}

size_t required(const Program& p, EventId entry) {
  const Barrier& b = p.barriers[p.events[entry].barrier];
  if (b.count > 0) return static_cast<size_t>(b.count);
  return barrierUnitThreads(p, barrierUnit(p, p.events[entry])).size();
}

bool grouped(const Program& p, EventId e) { return e < p.barrierGroups.size() && !p.barrierGroups[e].empty(); }
bool arriveOnly(const Program& p, EventId e) { return p.barriers[p.events[e].barrier].arrive; }

// A work-item's barrier arrivals (entries, in program order) and, per arrival, its group among
// the arrivals of a grouped barrier (Program::barrierGroups), or -1: its n-th arrival there
// meets the other work-items' n-th.
struct Arrivals {
  std::vector<EventId> entries;
  std::vector<int> groups;
  bool operator<(const Arrivals& o) const { return std::tie(entries, groups) < std::tie(o.entries, o.groups); }
  Arrivals upTo(size_t n) const {
    Arrivals a = *this;
    a.entries.resize(std::min(n, entries.size()));
    a.groups.resize(a.entries.size());
    return a;
  }
};

// The ways to group a shape's arrivals: each grouped arrival in a later group of its barrier than
// the work-item's previous arrival there (a work-item that waits meets each phase once). False
// when there are more than `cap`.
bool groupings(const Program& p, const std::vector<EventId>& entries, size_t cap, std::vector<Arrivals>& out) {
  Arrivals a;
  a.entries = entries;
  a.groups.assign(entries.size(), -1);
  std::map<BarrierUnit, int> last;
  std::function<bool(size_t)> expand = [&](size_t i) {
    if (i == entries.size()) {
      out.push_back(a);
      return out.size() <= cap;
    }
    EventId e = entries[i];
    if (!grouped(p, e)) return expand(i + 1);
    BarrierUnit u = barrierUnit(p, p.events[e]);
    int before = last.count(u) ? last[u] : -1;
    for (int g = before + 1; g < static_cast<int>(p.barrierGroups[e].size()); ++g) {
      a.groups[i] = g;
      last[u] = g;
      if (!expand(i + 1)) return false;
    }
    if (before < 0) last.erase(u); else last[u] = before;
    return true;
  };
  return expand(0);
}

// The phase an arrival belongs to: its group, or the work-item's arrival count at the barrier.
using Phase = std::pair<BarrierUnit, int>;
std::vector<std::vector<Phase>> phasesOf(const Program& p, const std::vector<Arrivals>& seqs) {
  std::vector<std::vector<Phase>> out(seqs.size());
  for (size_t t = 0; t < seqs.size(); ++t) {
    std::map<BarrierUnit, int> nth;
    for (size_t i = 0; i < seqs[t].entries.size(); ++i) {
      BarrierUnit u = barrierUnit(p, p.events[seqs[t].entries[i]]);
      int n = nth[u]++;
      out[t].push_back({u, seqs[t].groups[i] >= 0 ? seqs[t].groups[i] : n});
    }
  }
  return out;
}

// Whether grouped arrivals fill their groups in order: no group over its count, and a group
// only once the one before is full.
bool groupsConsistent(const Program& p, const std::vector<Arrivals>& seqs) {
  std::map<Phase, size_t> size;
  std::map<BarrierUnit, size_t> count;
  for (const Arrivals& a : seqs)
    for (size_t i = 0; i < a.entries.size(); ++i)
      if (a.groups[i] >= 0) {
        BarrierUnit u = barrierUnit(p, p.events[a.entries[i]]);
        ++size[{u, a.groups[i]}];
        count[u] = required(p, a.entries[i]);
      }
  for (const auto& [phase, n] : size) {
    if (n > count[phase.first]) return false;
    if (phase.second > 0 && size[{phase.first, phase.second - 1}] != count[phase.first]) return false;
  }
  return true;
}

// How far each work-item gets through its arrivals: a phase completes when all the arrivals it
// awaits are there; an arrival that does not wait (bar.arrive) passes at once. A PTX phase is
// also released when every other thread of the CTA has exited (`exits[t]`: work-item t ends once
// past its arrivals), as the PTX ISA says ("bar, barrier": barrier.sync and barrier.red wait for
// the non-exited threads; "exit": a barrier held up only by exiting threads is released); for a
// counted barrier this is Dat3M's reading (docs/ptx.md, "Barriers").
std::vector<size_t> simulate(const Program& p, const std::vector<Arrivals>& seqs, const std::vector<bool>& exits) {
  std::vector<std::vector<Phase>> phases = phasesOf(p, seqs);
  std::vector<size_t> pos(seqs.size(), 0);
  std::vector<bool> arrived(seqs.size(), false);
  std::map<Phase, size_t> there;
  std::set<Phase> done;
  // Released: every other thread of the CTA has exited, and the arrivals it waits for are
  // theirs (the arrivals there and the exited threads that never arrived reach the count), so a
  // barrier whose count no thread of the CTA could make up still waits (Dat3M's quorum*-hang).
  auto released = [&](const Phase& ph, EventId e) {
    if (!p.barriers[p.events[e].barrier].exitReleases) return false;
    size_t missing = 0;
    for (int u : barrierUnitThreads(p, ph.first)) {
      const size_t t = static_cast<size_t>(u);
      if (t >= seqs.size()) return false;
      bool waiting = pos[t] < seqs[t].entries.size() && arrived[t] && phases[t][pos[t]] == ph;
      bool exited = pos[t] >= seqs[t].entries.size() && exits[t];
      if (!waiting && !exited) return false;
      if (exited && std::find(phases[t].begin(), phases[t].end(), ph) == phases[t].end()) ++missing;
    }
    return there[ph] + missing >= required(p, e);
  };
  for (bool moved = true; moved;) {
    moved = false;
    for (size_t t = 0; t < seqs.size(); ++t)
      while (pos[t] < seqs[t].entries.size()) {
        EventId e = seqs[t].entries[pos[t]];
        const Phase& ph = phases[t][pos[t]];
        if (!arrived[t]) {
          arrived[t] = true;
          ++there[ph];
          moved = true;
        }
        if (!arriveOnly(p, e) && !done.count(ph)) {
          if (there[ph] < required(p, e) && !released(ph, e)) break;
          done.insert(ph);
        }
        ++pos[t];
        arrived[t] = false;
        moved = true;
      }
  }
  return pos;
}

// Value nodes for the conditions built here.
struct Nodes : ValueNodes {
  ValueRef all(const std::vector<ValueRef>& v) {
    ValueRef r = constant(1);
    for (ValueRef x : v) r = binary(ValueNode::BOp::LAnd, r, x);
    return r;
  }
  ValueRef guard(const Guard& g) {
    std::vector<ValueRef> lits;
    for (const GuardLit& l : g) lits.push_back(l.positive ? cond(l.cond) : negate(cond(l.cond)));
    return all(lits);
  }
  // The work-item executes exactly the barrier entries `executed` of its entries up to `last`.
  ValueRef pattern(int t, const std::vector<EventId>& executed, int lastPo) {
    std::vector<ValueRef> lits;
    for (EventId id : p.threads[t].events) {
      const Event& e = p.events[id];
      if (e.kind != EventKind::BarrierEntry || e.barrier < 0 || e.po > lastPo) continue;
      bool on = std::find(executed.begin(), executed.end(), id) != executed.end();
      lits.push_back(on ? guard(e.guard) : negate(guard(e.guard)));
    }
    return all(lits);
  }
  // The grouped arrivals are in the groups `a` gives them.
  ValueRef groups(const Arrivals& a) {
    std::vector<ValueRef> lits;
    for (size_t i = 0; i < a.entries.size(); ++i)
      if (a.groups[i] >= 0) lits.push_back(guard(p.barrierGroups[a.entries[i]][static_cast<size_t>(a.groups[i])]));
    return all(lits);
  }
  CondId impossible(ValueRef value, const std::string& text) {
    Cond c;
    c.kind = Cond::Kind::LoopBound;
    c.value = value;
    c.endless = c.impossible = true;
    c.text = text;
    p.conds.push_back(c);
    return static_cast<CondId>(p.conds.size() - 1);
  }
};

// Every combination of one option per work-item (the last work-item fastest); false when there
// are more than kMaxCombinations.
template <typename T, typename F>
bool forEachCombination(const std::vector<std::vector<T>>& options, F visit) {
  size_t total = 1;
  for (const auto& o : options) {
    if (o.empty()) return true;
    total *= o.size();
    if (total > kMaxCombinations) return false;
  }
  std::vector<size_t> digit(options.size(), 0);
  for (size_t n = 0; n < total; ++n) {
    visit(digit);
    for (size_t t = options.size(); t-- > 0;) {
      if (++digit[t] < options[t].size()) break;
      digit[t] = 0;
    }
  }
  return true;
}

std::string lineOf(const Program& p, EventId e) { return "line " + std::to_string(p.events[e].range.line); }

// "barrier 1", or for Dat3M's bar.cta.sync INSTANCE, ID (channel 16 * (INSTANCE + 1) + ID, PtxCode.cpp)
// "barrier 1 of instance 2".
std::string barrierText(int channel) {
  if (channel < 16) return "barrier " + std::to_string(channel);
  return "barrier " + std::to_string(channel % 16) + " of instance " + std::to_string(channel / 16 - 1);
}

}  // namespace

namespace {

// PTX's grouped barriers (docs/ptx.md, "Barriers"): a counted barrier that more work-items reach
// than its count meets in groups of that count, in arrival order: per arrival, choices of its
// group (Program::barrierGroups), and an impossible condition for the groupings that are not one
// (a work-item's arrivals in later groups each time, no group over the count, a group only once
// the one before is full).
void groupArrivals(Program& p, Nodes& nodes, const std::map<BarrierUnit, std::set<int>>& reach) {
  std::map<BarrierUnit, std::vector<EventId>> entries;
  for (const Event& e : p.events)
    if (e.kind == EventKind::BarrierEntry && e.barrier >= 0) entries[barrierUnit(p, e)].push_back(e.id);
  std::vector<ValueRef> bad;
  for (const auto& [unit, list] : entries) {
    const size_t count = static_cast<size_t>(p.barriers[p.events[list.front()].barrier].count);
    if (count == 0 || reach.at(unit).size() <= count) continue;  // the n-th arrivals meet
    const size_t groups = (list.size() + count - 1) / count;
    p.barrierGroups.resize(p.events.size());
    for (EventId e : list) {
      Guard base = p.events[e].guard;
      std::vector<Guard> in;
      for (size_t g = 0; g < groups; ++g) {
        in.push_back(base);
        if (g + 1 == groups) break;
        Cond c;
        c.kind = Cond::Kind::Choice;
        c.thread = p.events[e].thread;
        c.value = nodes.constant(0);
        c.guard = base;
        c.range = p.events[e].range;
        c.text = "the group of " + p.events[e].text;
        p.conds.push_back(c);
        CondId choice = static_cast<CondId>(p.conds.size() - 1);
        in.back().push_back({choice, true});
        base.push_back({choice, false});
      }
      p.barrierGroups[e] = in;
      p.barrierGroups[barrierExitOf(p, e)] = in;
    }
    for (EventId a : list)
      for (EventId b : list)
        if (p.events[a].thread == p.events[b].thread && p.events[a].po < p.events[b].po)
          for (size_t ga = 0; ga < groups; ++ga)
            for (size_t gb = 0; gb <= ga; ++gb)
              bad.push_back(nodes.all({nodes.guard(p.barrierGroups[a][ga]), nodes.guard(p.barrierGroups[b][gb])}));
    std::vector<ValueRef> size;
    for (size_t g = 0; g < groups; ++g) {
      ValueRef n = nodes.constant(0);
      for (EventId e : list) n = nodes.binary(ValueNode::BOp::Add, n, nodes.guard(p.barrierGroups[e][g]));
      size.push_back(n);
      ValueRef c = nodes.constant(static_cast<int64_t>(count));
      bad.push_back(nodes.binary(ValueNode::BOp::Gt, n, c));
      if (g > 0)
        bad.push_back(nodes.all({nodes.binary(ValueNode::BOp::Gt, n, nodes.constant(0)),
                                 nodes.binary(ValueNode::BOp::Lt, size[g - 1], c)}));
    }
  }
  if (bad.empty()) return;
  ValueRef any = nodes.constant(0);
  for (ValueRef b : bad) any = nodes.binary(ValueNode::BOp::LOr, any, b);
  nodes.impossible(any, "the arrivals at a barrier are grouped in no arrival order");
}

}  // namespace

void excludeDeadlocks(Program& p, DiagnosticSink& sink) {
  if (p.barriers.empty()) return;
  std::map<BarrierUnit, std::set<int>> reach;
  std::map<BarrierUnit, int> counts;
  for (const Event& e : p.events)
    if (e.kind == EventKind::BarrierEntry && e.barrier >= 0) {
      reach[barrierUnit(p, e)].insert(e.thread);
      auto [it, fresh] = counts.emplace(barrierUnit(p, e), p.barriers[e.barrier].count);
      if (!fresh && it->second != p.barriers[e.barrier].count)
        sink.fail(e.range, barrierText(p.barriers[e.barrier].channel) +
                               " is given different thread counts in one CTA (or with and without a count): "
                               "give every bar.sync of one barrier the same count");
    }
  Nodes nodes{p};
  groupArrivals(p, nodes, reach);
  std::vector<std::vector<Arrivals>> options(p.threads.size());
  for (size_t t = 0; t < p.threads.size(); ++t) {
    std::set<std::vector<EventId>> seen;
    for (const Shape& s : shapesOf(p, static_cast<int>(t))) seen.insert(s.entries);
    if (seen.empty()) return;  // too many conditions: left to the liveness check's note
    for (const auto& entries : seen)
      if (!groupings(p, entries, kMaxCombinations, options[t])) return;
  }
  std::vector<ValueRef> deadlocks;
  bool complete = forEachCombination(options, [&](const std::vector<size_t>& digit) {
    std::vector<Arrivals> seqs;
    for (size_t t = 0; t < options.size(); ++t) seqs.push_back(options[t][digit[t]]);
    if (!groupsConsistent(p, seqs)) return;
    std::vector<size_t> pos = simulate(p, seqs, std::vector<bool>(seqs.size(), true));
    bool stuck = false;
    for (size_t t = 0; t < seqs.size(); ++t) stuck |= pos[t] < seqs[t].entries.size();
    if (!stuck) return;
    std::vector<ValueRef> each;
    for (size_t t = 0; t < seqs.size(); ++t) {
      each.push_back(nodes.pattern(static_cast<int>(t), seqs[t].entries, INT32_MAX));
      each.push_back(nodes.groups(seqs[t]));
    }
    deadlocks.push_back(nodes.all(each));
  });
  if (!complete || deadlocks.empty()) return;
  ValueRef any = nodes.constant(0);
  for (ValueRef d : deadlocks) any = nodes.binary(ValueNode::BOp::LOr, any, d);
  nodes.impossible(any, "the barriers deadlock");
}

namespace {

// Work-item t stopped after position lastPo: its later loops may run on values it never reads,
// or come after the stop; their bounds are free (Branch conditions of the query's program).
void freeLaterLoops(const Program& p, size_t t, const Stop& stop, int lastPo, const std::set<EventId>& disabledReads,
                    Program& k) {
  for (CondId c = 0; c < p.conds.size(); ++c) {
    if (p.conds[c].thread != static_cast<int>(t) || p.conds[c].kind != Cond::Kind::LoopBound || c == stop.loop)
      continue;
    if (p.conds[c].impossible) continue;
    // A loop after the stop (a later one of the path, a later iteration's cut) is never reached.
    bool late = p.conds[c].cutPo > lastPo + 1 || (stop.kind == Stop::Kind::Loop && c > stop.loop);
    for (EventId r : p.conds[c].reads) late |= disabledReads.count(r) > 0;
    std::vector<ValueRef> todo{p.conds[c].value};
    std::set<ValueRef> seen;
    while (!todo.empty() && !late) {
      ValueRef v = todo.back();
      todo.pop_back();
      if (!seen.insert(v).second) continue;
      const ValueNode& n = p.values[v];
      if (n.op == ValueNode::Op::ReadValue) late |= disabledReads.count(n.event) > 0;
      if (n.op == ValueNode::Op::Unary || n.op == ValueNode::Op::Binary || n.op == ValueNode::Op::Ite)
        todo.push_back(n.a);
      if (n.op == ValueNode::Op::Binary || n.op == ValueNode::Op::Ite) todo.push_back(n.b);
    }
    if (late) k.conds[c].kind = Cond::Kind::Branch;
  }
}

// An await loop's read in a liveness query: the observables of its value, its location's final
// value and whether it executes (q.sameValue, q.sameValueIf), whether it may stay stale
// (q.stale, amdgpu::staleRead), and its part of the witness: `reads` the locations whose last
// writes keep the loop going, `stale` the reads that may keep a stale line.
void awaitRead(const Program& p, const std::vector<amdgpu::CacheLevel>& caches, CondId loop, EventId r,
               LivenessQuery& q, Nodes& nodes, std::string& reads, std::string& stale) {
  Program& k = q.program;
  const int t = p.events[r].thread;
  const amdgpu::StaleRead sr = amdgpu::staleRead(p, caches, loop, r);
  q.stale.push_back(sr.kind == amdgpu::StaleRead::Kind::Yes ? 1 : sr.kind == amdgpu::StaleRead::Kind::No ? 0 : 2);
  if (sr.kind == amdgpu::StaleRead::Kind::Yes) stale += (stale.empty() ? "" : "; ") + sr.why;
  if (sr.kind == amdgpu::StaleRead::Kind::Undecided && q.staleUndecided.empty())
    q.staleUndecided = p.threads[static_cast<size_t>(t)].name + " in " + p.conds[loop].text + " (line " +
                       std::to_string(p.conds[loop].range.line) + "): " + sr.why;
  k.observables.push_back({});
  Observable& v = k.observables.back();
  v.ref.kind = StateRef::Kind::Register;
  v.name = p.describe(r);
  v.thread = t;
  v.value = nodes.read(r);
  k.observables.push_back({});
  Observable& m = k.observables.back();
  m.ref.kind = StateRef::Kind::Memory;
  m.loc = p.events[r].loc;
  m.name = p.locations[static_cast<size_t>(m.loc)].name;
  q.sameValue.emplace_back(static_cast<int>(k.observables.size() - 2), static_cast<int>(k.observables.size() - 1));
  k.observables.push_back({});  // whether the read executes (a short-circuit may skip it)
  Observable& x = k.observables.back();
  x.ref.kind = StateRef::Kind::Register;
  x.name = p.describe(r) + " executes";
  x.thread = t;
  x.value = nodes.guard(p.events[r].guard);
  q.sameValueIf.push_back(static_cast<int>(k.observables.size() - 1));
  if (q.stale.back() != 1)
    reads += (reads.empty() ? "" : ", ") + p.locations[static_cast<size_t>(p.events[r].loc)].name;
}

// The program whose executions stop as `stops` says, with `shapes`' arrivals.
LivenessQuery stoppedProgram(const Program& p, const std::vector<Arrivals>& seqs, const std::vector<Stop>& stops,
                             const std::vector<amdgpu::CacheLevel>& caches) {
  LivenessQuery q;
  q.program = p;
  Program& k = q.program;
  Nodes nodes{k};
  k.condition.reset();
  k.observables.clear();
  std::vector<ValueRef> require;
  std::vector<std::string> waits, stopsAt;
  std::vector<bool> running;  // the work-items that run to their end
  for (const Stop& s : stops) running.push_back(s.kind == Stop::Kind::None);
  for (size_t t = 0; t < stops.size(); ++t) {
    const Stop& stop = stops[t];
    const std::vector<EventId>& seq = seqs[t].entries;
    require.push_back(nodes.groups(seqs[t]));
    if (stop.kind == Stop::Kind::None) {
      require.push_back(nodes.pattern(static_cast<int>(t), seq, INT32_MAX));
      continue;
    }
    int lastPo;  // the last event that executes
    std::set<EventId> disabledReads;
    if (stop.kind == Stop::Kind::Barrier) {
      lastPo = p.events[stop.entry].po;
      waits.push_back(p.threads[t].name + " waits at " + p.events[stop.entry].text + " (" + lineOf(p, stop.entry) +
                      ")");
      stopsAt.push_back(waits.back());
    } else if (p.conds[stop.loop].forever) {
      const Cond& loop = p.conds[stop.loop];
      lastPo = loop.cutPo - 1;
      waits.push_back(p.threads[t].name + " loops forever in " + loop.text + " (line " +
                      std::to_string(loop.range.line) + "): its test can never become false");
      stopsAt.push_back(waits.back());
      k.conds[stop.loop].kind = Cond::Kind::Branch;
      k.conds[stop.loop].endless = k.conds[stop.loop].await = k.conds[stop.loop].forever = false;
      require.push_back(nodes.guard(p.conds[stop.loop].guard));
      require.push_back(nodes.cond(stop.loop));
    } else {
      const Cond& loop = p.conds[stop.loop];
      lastPo = p.events[loop.reads.back()].po;
      std::string reads, stale;
      const size_t firstPair = q.stale.size();
      for (EventId r : loop.reads) awaitRead(p, caches, stop.loop, r, q, nodes, reads, stale);
      bool fresh = true;  // no read of the test may keep a stale value
      for (size_t i = firstPair; i < q.stale.size(); ++i) fresh &= q.stale[i] == 0;
      q.neverStuck |= fresh && awaitNeverStuck(p, stop.loop, running);
      stopsAt.push_back(p.threads[t].name + " is still in " + loop.text + " (line " +
                        std::to_string(loop.range.line) + ")");
      const bool several = reads.find(", ") != std::string::npos;
      std::string why = reads.empty() ? "" : "the last write" + std::string(several ? "s" : "") + " of " + reads +
                                                 " keep" + (several ? "" : "s") + " it looping";
      if (!stale.empty()) why += (why.empty() ? "" : "; ") + stale;
      waits.push_back(p.threads[t].name + " spins forever in " + loop.text + " (line " +
                      std::to_string(loop.range.line) + "): " + why);
      k.conds[stop.loop].kind = Cond::Kind::Branch;
      k.conds[stop.loop].endless = k.conds[stop.loop].await = false;
      require.push_back(nodes.guard(p.conds[stop.loop].guard));
      require.push_back(nodes.cond(stop.loop));
    }
    require.push_back(nodes.pattern(static_cast<int>(t), seq, lastPo));
    CondId never = static_cast<CondId>(k.conds.size());  // a condition of the work-item that never holds
    {
      Cond c;
      c.kind = Cond::Kind::Branch;
      c.thread = static_cast<int>(t);
      c.value = nodes.constant(0);
      k.conds.push_back(c);
    }
    for (EventId id : p.threads[t].events) {
      Event& e = k.events[id];
      bool after = e.po > lastPo || (stop.kind == Stop::Kind::Barrier && e.kind == EventKind::BarrierExit &&
                                     e.po == lastPo + 1 && e.barrier == p.events[stop.entry].barrier);
      if (!after) continue;
      e.guard.push_back({never, true});
      if (e.mayRead()) disabledReads.insert(id);
    }
    freeLaterLoops(p, t, stop, lastPo, disabledReads, k);
  }
  // The deadlock exclusion of the whole program does not apply to its prefixes.
  for (Cond& c : k.conds)
    if (c.impossible) c.kind = Cond::Kind::Branch, c.impossible = false;
  nodes.impossible(nodes.negate(nodes.all(require)), "the execution does not wait as asked");
  for (const std::string& w : waits) q.witness += (q.witness.empty() ? "" : "; ") + w;
  for (const std::string& w : stopsAt) q.stops += (q.stops.empty() ? "" : "; ") + w;
  return q;
}

}  // namespace

LivenessPlan livenessQueries(const Program& p, const std::vector<amdgpu::CacheLevel>& caches) {
  LivenessPlan plan;
  bool any = !p.barriers.empty();
  for (const Cond& c : p.conds) any |= waitsThere(c);
  if (!any) return plan;
  std::vector<std::vector<Shape>> shapes(p.threads.size());
  for (size_t t = 0; t < p.threads.size(); ++t) {
    shapes[t] = shapesOf(p, static_cast<int>(t));
    if (shapes[t].empty()) {
      plan.incomplete = p.threads[t].name + " has more than " + std::to_string(kMaxGuardConds) +
                        " conditions around its barriers and await loops";
      return plan;
    }
  }
  // Per work-item: (arrivals up to the stop, stop) options, each once.
  using Option = std::pair<Arrivals, Stop>;
  std::vector<std::vector<Option>> options(p.threads.size());
  for (size_t t = 0; t < p.threads.size(); ++t) {
    std::set<std::tuple<Arrivals, int, EventId, CondId>> seen;
    auto add = [&](const Arrivals& a, const Shape& shape, Stop stop) {
      Arrivals cut = a.upTo(arrivalsUpTo(p, shape, stop).size());
      if (seen.insert({cut, static_cast<int>(stop.kind), stop.entry, stop.loop}).second)
        options[t].push_back({cut, stop});
    };
    for (const Shape& shape : shapes[t]) {
      std::vector<Arrivals> grouped;
      if (!groupings(p, shape.entries, kMaxCombinations, grouped)) {
        plan.incomplete = "more than " + std::to_string(kMaxCombinations) + " groupings of arrivals";
        return plan;
      }
      for (const Arrivals& a : grouped) {
        add(a, shape, Stop{});
        for (EventId e : shape.entries)
          if (!arriveOnly(p, e)) add(a, shape, Stop{Stop::Kind::Barrier, e, 0});
        for (CondId c : shape.awaits) {
          bool located = true;
          for (EventId r : p.conds[c].reads) located &= p.events[r].loc >= 0;
          if (located) add(a, shape, Stop{Stop::Kind::Loop, 0, c});
        }
      }
    }
  }
  bool complete = forEachCombination(options, [&](const std::vector<size_t>& digit) {
    std::vector<Stop> stops;
    std::vector<Arrivals> seqs;
    bool stopped = false;
    for (size_t t = 0; t < options.size(); ++t) {
      const auto& [arrivals, stop] = options[t][digit[t]];
      stops.push_back(stop);
      seqs.push_back(arrivals);
      stopped |= stop.kind != Stop::Kind::None;
    }
    if (!stopped || !groupsConsistent(p, seqs)) return;
    std::vector<bool> exits;
    for (const Stop& s : stops) exits.push_back(s.kind == Stop::Kind::None);
    std::vector<size_t> pos = simulate(p, seqs, exits);
    for (size_t t = 0; t < seqs.size(); ++t) {
      size_t want = seqs[t].entries.size() - (stops[t].kind == Stop::Kind::Barrier ? 1 : 0);
      if (pos[t] != want) return;  // not waiting where the stop says, or a barrier stop that completes
    }
    if (plan.queries.size() >= kMaxQueries) {
      plan.incomplete = "more than " + std::to_string(kMaxQueries) + " ways of waiting forever";
      return;
    }
    plan.queries.push_back(stoppedProgram(p, seqs, stops, caches));
  });
  if (!complete) plan.incomplete = "more than " + std::to_string(kMaxCombinations) + " combinations of arrivals";
  return plan;
}

bool livenessStuck(const LivenessQuery& q, const std::vector<std::vector<int64_t>>& states, bool undecidedStale) {
  for (const auto& s : states) {
    bool stuck = true;
    for (size_t i = 0; i < q.sameValue.size(); ++i) {
      const uint8_t stale = i < q.stale.size() ? q.stale[i] : 0;
      if (stale == 1 || (stale == 2 && undecidedStale)) continue;  // the read may keep the value it read
      const auto& [a, b] = q.sameValue[i];
      const int executes = i < q.sameValueIf.size() ? q.sameValueIf[i] : -1;
      if (executes >= 0 && s.at(static_cast<size_t>(executes)) == 0) continue;
      stuck &= s.at(static_cast<size_t>(a)) == s.at(static_cast<size_t>(b));
    }
    if (stuck) return true;
  }
  return false;
}

}  // namespace clmm
