// Gathering what `clmm check --explain` shows: a second pass over the candidate executions that
// keeps one witness per state and, for an unreachable condition, the failing checks of every
// candidate that satisfies it; the exact minimum set of checks; the explained examples.
#include "explain/ExplainCollect.h"

#include <algorithm>
#include <functional>
#include <map>

#include "axioms/ConcreteAlgebra.h"
#include "axioms/Evaluator.h"
#include "enumerate/Candidates.h"
#include "litmus/BarrierArrivals.h"

namespace clmm {

std::vector<uint64_t> minimumHittingSets(const std::vector<uint64_t>& sets, size_t limit) {
  uint64_t universe = 0;
  for (uint64_t s : sets) {
    if (s == 0) return {};
    universe |= s;
  }
  std::vector<int> bits;
  for (int i = 0; i < 64; ++i)
    if (universe >> i & 1) bits.push_back(i);
  std::vector<uint64_t> found;
  for (size_t k = 1; k <= bits.size() && found.empty(); ++k) {
    // Every k-subset of `bits`, in lexicographic order of positions.
    std::vector<size_t> pick(k);
    for (size_t i = 0; i < k; ++i) pick[i] = i;
    for (;;) {
      uint64_t mask = 0;
      for (size_t i : pick) mask |= uint64_t(1) << bits[i];
      bool hits = true;
      for (uint64_t s : sets)
        if (!(s & mask)) {
          hits = false;
          break;
        }
      if (hits && found.size() < limit) found.push_back(mask);
      size_t i = k;
      while (i > 0 && pick[i - 1] == bits.size() - k + i - 1) --i;
      if (i == 0) break;
      ++pick[i - 1];
      for (size_t j = i; j < k; ++j) pick[j] = pick[j - 1] + 1;
    }
  }
  std::sort(found.begin(), found.end());
  return found;
}

namespace {

int popcount(uint64_t m) { return __builtin_popcountll(m); }

cat::Evaluator<cat::ConcreteAlgebra>::Primitives supply(const PrimitiveValues& prims) {
  return [&prims](const cat::Binding& b) -> cat::ConcreteAlgebra::Val {
    const auto& v = prims.values.at(b.name);
    if (const auto* s = std::get_if<EventSet>(&v)) return cat::ConcreteAlgebra::Val::ofSet(*s);
    return cat::ConcreteAlgebra::Val::ofRel(std::get<Relation>(v));
  };
}

// Where the work-items of each diverging unit stop arriving at the same barriers: the first
// arrival at which they differ, and what each one reaches there.
std::vector<std::string> divergenceLines(const Program& p, const Execution& x, const std::vector<EventId>&) {
  std::vector<std::string> lines;
  const BarrierArrivals arrivals = barrierArrivals(p, [&](EventId e) { return static_cast<bool>(x.executed[e]); });
  for (const auto& d : arrivals.divergences) {
    const bool sub = d.unit.first;
    std::string unit = sub ? "sub-group " + std::to_string(d.unit.second) : "work-group " + std::to_string(d.unit.second);
    std::string what;
    for (const auto& [t, label] : d.labels)
      what += (what.empty() ? "" : ", ") + p.threads[t].name + (label.empty() ? " reaches no barrier" : " reaches " + label);
    lines.push_back("the work-items of " + unit + " arrive at different barriers at their arrival " +
                    std::to_string(d.index + 1) + ": " + what + "; every work-item of the " +
                    (sub ? "sub-group" : "work-group") +
                    " must reach the same sequence of barriers, so this execution has undefined behaviour");
  }
  return lines;
}

ShownExecution shown(ShownExecution::Role role, const Execution& x) {
  ShownExecution s;
  s.role = role;
  s.x = x;
  s.outcome = x.outcome();
  s.prims = computePrimitives(s.x);
  return s;
}

// The checks that do not apply to a consistent execution (their `when` is false), with it.
void noteSwitchedOff(const cat::Model& model, const std::set<std::string>& skip, ShownExecution& s) {
  cat::ConcreteOptions opts;
  opts.skip = skip;
  opts.witnesses = false;
  auto res = cat::checkExecution(model, s.prims.values, s.prims.size(), opts);
  for (const auto& c : res.checks)
    if (!c.applied && c.check && c.check->when)
      s.switchedOff.push_back(c.name + " does not apply to this execution: its condition is false: " +
                              cat::conditionText(model, *c.check->when));
}

void explainFlags(const Program& p, const cat::Model& model, const std::set<std::string>& skip, ShownExecution& s) {
  cat::ConcreteOptions opts;
  opts.skip = skip;
  auto res = cat::checkExecution(model, s.prims.values, s.prims.size(), opts);
  for (const auto& f : res.flags) {
    if (!f.raised) continue;
    FlagExplanation fe;
    fe.flag = f.name;
    for (size_t d : f.witness) fe.events.push_back(s.prims.events[d]);
    const cat::Check& c = *f.check;
    if (f.name == "data_race" && c.expr && c.expr->kind == cat::Kind::Relation) {
      cat::ConcreteAlgebra algebra(s.prims.size());
      cat::Evaluator<cat::ConcreteAlgebra> ev(model, algebra, supply(s.prims));
      Relation pairs = ev.eval(*c.expr).rel();
      std::set<std::pair<size_t, size_t>> done;
      pairs.forEach([&](size_t a, size_t b) {
        auto key = std::minmax(a, b);
        if (fe.races.size() >= 3 || !done.insert(key).second) return;
        fe.races.push_back(explainRace(p, s.x, s.prims, model, key.first, key.second));
      });
    } else if (f.name == "barrier_divergence") {
      fe.lines = divergenceLines(p, s.x, fe.events);
    }
    if (fe.races.empty() && fe.lines.empty())
      fe.generic = cat::explainCheckFailure(model, c, s.prims.values, s.prims.size());
    s.flags.push_back(std::move(fe));
  }
}

}  // namespace

Explanation collectExplanation(const Program& p, const cat::Model& model, const TestResult& r,
                               const CollectOptions& options) {
  Explanation out;
  const std::set<std::string> used = model.primitivesUsed(options.skipChecks);
  cat::ConcreteOptions copts;
  copts.skip = options.skipChecks;
  copts.witnesses = false;
  if (options.deadline) {
    auto deadline = *options.deadline;
    copts.limits.shouldAbort = [deadline] { return std::chrono::steady_clock::now() > deadline; };
  }
  // The top-level checks that can forbid an execution, by index.
  std::vector<std::string> checkNames;
  std::map<std::string, int> checkIndex;
  for (const auto& c : model.checks)
    if (!c.isFlag() && !options.skipChecks.count(c.name) && checkNames.size() < 64) {
      checkIndex[c.name] = static_cast<int>(checkNames.size());
      checkNames.push_back(c.name);
    }

  out.explainsForbidden = r.decided && r.hasCondition && r.quantifier != ast::Condition::Quantifier::Forall &&
                          r.positive == 0;
  std::map<std::vector<int64_t>, Execution> allowed, racy;
  std::map<uint64_t, Execution> byFailures;  // the first candidate failing exactly these checks

  EnumerateLimits limits;
  limits.deadline = options.deadline;
  EnumerateStatus status = enumerateCandidates(p, limits, [&](const Execution& x) {
    PrimitiveValues prims = computePrimitives(x, &used);
    auto res = cat::checkExecution(model, prims.values, prims.size(), copts);
    std::vector<int64_t> outcome = x.outcome();
    if (res.consistent()) {
      auto& slot = res.flagged() ? racy : allowed;
      slot.emplace(outcome, x);
      return true;
    }
    if (!out.explainsForbidden || !(p.condition && p.condition->prop.eval(outcome))) return true;
    if (res.unknown()) {
      out.undecidedCandidates = true;
      return true;
    }
    ++out.conditionCandidates;
    uint64_t mask = 0;
    for (const auto& c : res.checks)
      if (c.verdict == cat::Verdict::Fails && checkIndex.count(c.name)) mask |= uint64_t(1) << checkIndex[c.name];
    byFailures.emplace(mask, x);
    return true;
  });
  if (status == EnumerateStatus::Timeout) {
    out.decided = false;
    out.unknownReason = "the explanation ran out of time";
    return out;
  }

  if (out.explainsForbidden && out.conditionCandidates > 0) {
    auto names = [&](uint64_t mask) {
      std::vector<std::string> v;
      for (size_t i = 0; i < checkNames.size(); ++i)
        if (mask >> i & 1) v.push_back(checkNames[i]);
      return v;
    };
    std::vector<uint64_t> sets;
    for (const auto& [mask, x] : byFailures) sets.push_back(mask);
    std::vector<uint64_t> minimal = minimumHittingSets(sets);
    uint64_t chosen = 0;
    // Among equally small sets, prefer the one whose checks come first in the model.
    if (!minimal.empty()) {
      chosen = minimal.front();
      for (uint64_t m : minimal)
        if ((m & -m) < (chosen & -chosen) || ((m & -m) == (chosen & -chosen) && m < chosen)) chosen = m;
    }
    uint64_t core = 0;
    for (const auto& name : options.unsatCore) {
      std::string top = name;  // an inner check of a total block stands for its block
      for (const auto& c : model.checks)
        for (const auto& inner : c.body)
          if (inner.name == name) top = c.name;
      if (checkIndex.count(top)) core |= uint64_t(1) << checkIndex[top];
    }
    bool coreHitsAll = core != 0;
    for (uint64_t s : sets) coreHitsAll &= (s & core) != 0;
    if (!options.unsatCore.empty() && coreHitsAll) {
      out.fromUnsatCore = true;
      out.minimalChecks = options.unsatCore;
      chosen = core;
    } else {
      if (!options.unsatCore.empty()) out.coreMisses = options.unsatCore;
      out.minimalChecks = names(chosen);
      for (uint64_t m : minimal)
        if (m != chosen) out.otherMinimalSets.push_back(names(m));
    }
    // The examples: for each check of the set, a candidate failing it and as few other checks
    // of the set as possible, then as few checks as possible.
    std::set<uint64_t> used;
    for (size_t check = 0; check < checkNames.size() && out.forbidden.size() < 4; ++check) {
      if (!(chosen >> check & 1)) continue;
      const Execution* best = nullptr;
      uint64_t bestMask = 0;
      for (const auto& [mask, x] : byFailures) {
        if (!(mask >> check & 1)) continue;
        auto key = std::make_tuple(popcount(mask & chosen), popcount(mask), mask);
        if (!best || key < std::make_tuple(popcount(bestMask & chosen), popcount(bestMask), bestMask)) best = &x, bestMask = mask;
      }
      if (!best || !used.insert(bestMask).second) continue;
      ShownExecution s = shown(ShownExecution::Role::Forbidden, *best);
      for (size_t i = 0; i < checkNames.size(); ++i) {
        if (!(bestMask >> i & 1)) continue;
        if (!(chosen >> i & 1)) {
          s.otherFailures.push_back(checkNames[i]);
          continue;
        }
        const cat::Check* c = model.findCheck(checkNames[i]);
        if (auto f = cat::explainCheckFailure(model, *c, s.prims.values, s.prims.size())) s.failures.push_back(*f);
      }
      out.forbidden.push_back(std::move(s));
    }
  }

  for (const auto& st : r.states) {
    if (st.cls == StateClass::Allowed) {
      auto it = allowed.find(st.values);
      if (it == allowed.end()) continue;
      ShownExecution s = shown(ShownExecution::Role::Allowed, it->second);
      noteSwitchedOff(model, options.skipChecks, s);
      out.allowed.push_back(std::move(s));
    } else {
      auto it = racy.find(st.values);
      if (it == racy.end()) continue;
      ShownExecution s = shown(ShownExecution::Role::Racy, it->second);
      explainFlags(p, model, options.skipChecks, s);
      noteSwitchedOff(model, options.skipChecks, s);
      out.racy.push_back(std::move(s));
    }
  }
  return out;
}

}  // namespace clmm
