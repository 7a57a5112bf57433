// An await loop that no final value keeps going (see LivenessValues.h).
#include "events/LivenessValues.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

namespace clmm {

namespace {

constexpr size_t kMaxAssignments = 4096;  // choices of final values tried per loop

using Reads = std::map<EventId, int64_t>;

// The value of `v` when the reads in `reads` read the values given there; nullopt when it
// depends on anything else (another read, a condition) or divides (undefined arithmetic is the
// engines' to judge).
std::optional<int64_t> valueOf(const Program& p, ValueRef v, const Reads& reads) {
  const ValueNode& n = p.values[v];
  switch (n.op) {
    case ValueNode::Op::Const: return n.constant;
    case ValueNode::Op::ReadValue: {
      auto it = reads.find(n.event);
      if (it == reads.end()) return std::nullopt;
      return it->second;
    }
    case ValueNode::Op::Unary: {
      auto a = valueOf(p, n.a, reads);
      if (!a) return std::nullopt;
      return applyUnary(n.uop, *a);
    }
    case ValueNode::Op::Binary: {
      using B = ValueNode::BOp;
      if (n.bop == B::Div || n.bop == B::Mod || n.bop == B::UDiv || n.bop == B::UMod) return std::nullopt;
      auto a = valueOf(p, n.a, reads);
      auto b = valueOf(p, n.b, reads);
      if (!a || !b) return std::nullopt;
      return applyBinary(n.bop, *a, *b);
    }
    case ValueNode::Op::CondValue:
    case ValueNode::Op::Ite: return std::nullopt;
  }
  return std::nullopt;
}

// The values the coherence-last write of `loc` may store; nullopt when some write's value or
// address is not a constant.
std::optional<std::set<int64_t>> finalValues(const Program& p, LocId loc, const std::vector<bool>& running) {
  std::set<int64_t> out;
  std::optional<int64_t> init;
  bool written = false;  // some write of a work-item that runs to its end executes in every execution
  for (const Event& e : p.events) {
    if (!e.mayWrite()) continue;
    if (e.loc < 0) return std::nullopt;  // a computed address may be loc
    if (e.loc != loc) continue;
    const ValueNode& v = p.values[e.value];
    if (v.op != ValueNode::Op::Const) return std::nullopt;
    if (e.kind == EventKind::Init) {
      init = v.constant;
      continue;
    }
    out.insert(v.constant);
    written |= e.guard.empty() && (e.kind == EventKind::Write || e.kind == EventKind::Update) && e.thread >= 0 &&
               static_cast<size_t>(e.thread) < running.size() && running[static_cast<size_t>(e.thread)];
  }
  if (!written) out.insert(init ? *init : p.locations[static_cast<size_t>(loc)].init);
  return out;
}

bool implies(const Guard& g, const Guard& h) {  // g holds => h holds
  for (const GuardLit& l : h)
    if (std::find(g.begin(), g.end(), l) == g.end()) return false;
  return true;
}

// Whether the work-item surely does not get to LoopBound `c` when the reads in `at` read the
// values given there: its value, or a branch of its guard (the path to the cut), is known false.
bool refuted(const Program& p, const Cond& c, const Reads& at) {
  std::optional<int64_t> v = valueOf(p, c.value, at);
  if (v && *v == 0) return true;
  for (const GuardLit& l : c.guard) {
    const Cond& b = p.conds[l.cond];
    if (b.kind != Cond::Kind::Branch) continue;  // a compare-exchange's success, a choice
    std::optional<int64_t> holds = valueOf(p, b.value, at);
    if (holds && (*holds != 0) != l.positive) return true;
  }
  return false;
}

}  // namespace

bool awaitNeverStuck(const Program& p, CondId loop, const std::vector<bool>& running) {
  const Cond& c = p.conds[loop];
  if (c.kind != Cond::Kind::LoopBound || !c.await || c.forever || c.reads.empty()) return false;
  std::vector<EventId> reads;
  std::vector<std::vector<int64_t>> choices;
  size_t total = 1;
  for (EventId r : c.reads) {
    const Event& e = p.events[r];
    if (e.loc < 0 || !implies(c.guard, e.guard)) return false;  // a read the test may skip
    if (std::find(reads.begin(), reads.end(), r) != reads.end()) continue;
    auto values = finalValues(p, e.loc, running);
    if (!values || values->empty()) return false;
    reads.push_back(r);
    choices.emplace_back(values->begin(), values->end());
    total *= choices.back().size();
    if (total > kMaxAssignments) return false;
  }
  std::vector<size_t> digit(reads.size(), 0);
  for (size_t n = 0; n < total; ++n) {
    Reads at;
    for (size_t i = 0; i < reads.size(); ++i) at[reads[i]] = choices[i][digit[i]];
    if (!refuted(p, c, at)) return false;  // a choice that may keep the loop going
    for (size_t i = reads.size(); i-- > 0;) {
      if (++digit[i] < choices[i].size()) break;
      digit[i] = 0;
    }
  }
  return true;
}

}  // namespace clmm
