// The sequentially consistent search for a loop cut, and its confirmation by the explicit checker
// (SequentialCut.h).
#include "solver/SequentialCut.h"

#include <map>

#include "axioms/ConcreteAlgebra.h"
#include "enumerate/Primitives.h"
#include "solver/SelfCheck.h"

namespace clmm::smt {

std::vector<std::vector<CondId>> loopCutGroups(const Program& p) {
  std::vector<std::vector<CondId>> groups;
  std::map<std::string, size_t> byReason;
  for (CondId c = 0; c < p.conds.size(); ++c) {
    if (p.conds[c].kind != Cond::Kind::LoopBound || p.conds[c].endless) continue;
    auto [it, added] = byReason.emplace(p.loopBoundReason(c), groups.size());
    if (added) groups.emplace_back();
    groups[it->second].push_back(c);
  }
  return groups;
}

Lit sequentialOrder(const Program& p, ProgramEncoding& enc, Terms& terms, Clocks& clocks) {
  const size_t n = p.events.size();
  std::vector<size_t> all(n);
  for (size_t i = 0; i < n; ++i) all[i] = i;
  const int t = clocks.family(all, false, "sequential", ClockKind::Int);
  const SymRel sb = enc.primitive("sb").rel(), rf = enc.primitive("rf").rel(), co = enc.primitive("co").rel();
  const SymRel loc = enc.primitive("loc").rel();
  const SymSet writes = enc.primitive("W").set();
  std::vector<Lit> parts;
  for (size_t a = 0; a < n; ++a)
    for (size_t b = 0; b < n; ++b) {
      if (a == b) continue;
      for (const SymRel* r : {&sb, &rf, &co})
        if (r->at(a, b) != kFalse) parts.push_back(terms.mkImplies(r->at(a, b), clocks.before(t, a, b)));
    }
  // A read reads the last write to its location before it: `source` is its source's clock, and
  // no other write to the location lies between the two (n^2 terms, not a from-read triple).
  z3::context& ctx = terms.ctx();
  for (size_t r = 0; r < n; ++r) {
    std::optional<z3::expr> source;
    for (size_t w = 0; w < n; ++w) {
      if (w == r || rf.at(w, r) == kFalse) continue;
      if (!source) source = ctx.int_const(("sequential_source!" + std::to_string(r)).c_str());
      parts.push_back(terms.mkImplies(rf.at(w, r), terms.lit(*source == *clocks.clockOf(t, w))));
    }
    if (!source) continue;
    const z3::expr tr = *clocks.clockOf(t, r);
    for (size_t v = 0; v < n; ++v) {
      if (v == r || loc.at(v, r) == kFalse || writes.v[v] == kFalse) continue;
      const z3::expr tv = *clocks.clockOf(t, v);
      parts.push_back(terms.mkImplies(terms.mkAnd(loc.at(v, r), writes.v[v]),
                                      terms.lit(tv <= *source || tr < tv)));
    }
  }
  return terms.mkAnd(parts);
}

std::optional<CondId> confirmedCut(const Execution& x, const std::vector<CondId>& group, const cat::Model& model,
                                   const std::set<std::string>& skip) {
  std::optional<CondId> cut;
  for (CondId c : group)
    if (x.condValue[c] == 1 && !cut) cut = c;
  if (!cut || !candidateViolation(x, true).empty()) return std::nullopt;
  const std::set<std::string> used = model.primitivesUsed(skip);
  PrimitiveValues prims = computePrimitives(x, &used);
  cat::ConcreteOptions opts;
  opts.skip = skip;
  opts.witnesses = false;
  opts.limits.maxSteps = 20000;  // the search for a `total` order: past it, not confirmed
  cat::ConcreteResult res = cat::checkExecution(model, prims.values, prims.size(), opts);
  for (const auto& c : res.checks)
    if (c.verdict != cat::Verdict::Holds) return std::nullopt;
  return cut;
}

}  // namespace clmm::smt
