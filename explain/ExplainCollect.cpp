// Gathering what `clmm check --explain` shows: the witnesses the deciding engine kept, the
// minimum set of checks that forbid an unreachable condition (by queries to that engine, or
// when they do not settle it, by a pass over every candidate execution), the explained examples.
#include "explain/ExplainCollect.h"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <stdexcept>
#include <variant>

#include "axioms/ConcreteAlgebra.h"
#include "axioms/Evaluator.h"
#include "enumerate/CandidateCheck.h"
#include "enumerate/Candidates.h"
#include "enumerate/Witnesses.h"
#include "events/BarrierArrivals.h"

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
    std::string unit =
        sub ? "sub-group " + std::to_string(d.unit.second) : "work-group " + std::to_string(d.unit.second);
    std::string what;
    for (const auto& [t, label] : d.labels)
      what += (what.empty() ? "" : ", ") + p.threads[t].name +
              (label.empty() ? " reaches no barrier" : " reaches " + label);
    lines.push_back("the work-items of " + unit + " arrive at different barriers at their arrival " +
                    std::to_string(d.index + 1) + ": " + what + "; every work-item of the " +
                    (sub ? "sub-group" : "work-group") +
                    " must reach the same sequence of barriers, so this execution has undefined behaviour");
  }
  return lines;
}

// The primitives an explanation can show or evaluate: those of the model's checks, lets and
// shown relations, and the edges every picture draws.
std::set<std::string> shownPrimitives(const cat::Model& model) {
  std::set<std::string> out = model.primitivesUsed({});
  auto add = [&](const cat::Expr& e) {
    for (int id : model.bindingsUsed(e))
      if (model.bindings[id].source == cat::Binding::Source::Primitive) out.insert(model.bindings[id].name);
  };
  for (const auto& b : model.bindings)
    if (b.body) add(*b.body);
  for (const auto& sh : model.shows)
    if (sh.expr) add(*sh.expr);
  for (const char* name : {"sb", "rf", "mo", "co"}) out.insert(name);
  return out;
}

// One execution to show, its primitives from `cache` (the shown executions of a test often share
// a path: only their reads-from or coherence order differ); by name only when `values`
// (CollectOptions::primitiveValues), else only the dense ids.
// `change`: what differs from the cache's previous execution.
ShownExecution shown(ShownExecution::Role role, const Execution& x, PrimitiveCache& cache, bool values = true,
                     PrimitiveCache::Change* change = nullptr) {
  ShownExecution s;
  s.role = role;
  s.x = x;
  s.outcome = x.outcome();
  const PrimitiveCache::Change c = cache.update(s.x);
  if (change) *change = c;
  if (values) {
    s.prims = cache.toValues();
  } else {
    s.prims.events = cache.events();
    s.prims.dense = cache.dense();
  }
  return s;
}

// The primitives of the last execution of `cache`, for an evaluator of `model`; `slots`: per
// binding, its primitive table index (-1: not a primitive).
cat::Evaluator<cat::ConcreteAlgebra>::Primitives supplyFrom(const PrimitiveCache& cache, const cat::Model& model,
                                                            const std::vector<int>& slots) {
  return [&cache, &model, &slots](const cat::Binding& b) -> cat::ConcreteAlgebra::Val {
    const int i = slots.at(static_cast<size_t>(&b - model.bindings.data()));
    if (i < 0 || !cache.wanted(static_cast<size_t>(i)))
      throw std::invalid_argument("primitive '" + b.name + "' was not supplied");
    const auto& v = cache.value(static_cast<size_t>(i));
    if (const auto* set = std::get_if<EventSet>(&v)) return cat::ConcreteAlgebra::Val::ofSet(*set);
    return cat::ConcreteAlgebra::Val::ofRel(std::get<Relation>(v));
  };
}

// The checks that do not apply to a consistent execution (their `when` is false), with it: only
// the `when` conditions are evaluated (the checks hold or do not matter here), on `s`'s
// primitives by name.
void noteSwitchedOff(const cat::Model& model, const std::set<std::string>& skip, ShownExecution& s) {
  bool conditional = false;
  for (const auto& c : model.checks) conditional = conditional || (!c.isFlag() && c.when && !skip.count(c.name));
  if (!conditional) return;
  cat::ConcreteAlgebra algebra(s.prims.size());
  cat::Evaluator<cat::ConcreteAlgebra> ev(model, algebra, supply(s.prims), skip);
  for (const auto& c : model.checks)
    if (!c.isFlag() && c.when && !ev.skipped(c) && !ev.cond(*c.when))
      s.switchedOff.push_back(c.name + " does not apply to this execution: its condition is false: " +
                              cat::conditionText(model, *c.when));
}

// noteSwitchedOff for one shown execution after another, their primitives from `cache`: one
// evaluator is kept while the path stays the same, forgetting only the values that depend on
// reads-from or coherence when those change (as CandidateCheck does), so the `when` conditions'
// sets (scopes, orders, sb) are computed once per path instead of once per state.
class SwitchedOffNotes {
 public:
  SwitchedOffNotes(const cat::Model& model, const std::set<std::string>& skip, const PrimitiveCache& cache)
      : model_(model), skip_(skip), cache_(cache) {
    for (const auto& c : model.checks) conditional_ = conditional_ || (!c.isFlag() && c.when && !skip.count(c.name));
    if (!conditional_) return;
    for (const auto& b : model.bindings)
      slots_.push_back(b.source == cat::Binding::Source::Primitive ? PrimitiveCache::indexOf(b.name) : -1);
    rfDependent_ = bindingsDependingOn(model, {"rf", "mo", "co"});
    coDependent_ = bindingsDependingOn(model, {"mo", "co"});
  }

  // Every update of the cache, whichever execution it was for.
  void changed(PrimitiveCache::Change c) { pending_ = std::max(pending_, c); }

  // `s`: the execution of the cache's last update.
  void note(ShownExecution& s) {
    if (!conditional_) return;
    if (!state_ || pending_ == PrimitiveCache::Change::Path) {
      state_.reset();
      state_ = std::make_unique<State>(*this, cache_.size());
    } else if (pending_ == PrimitiveCache::Change::ReadsFrom) {
      state_->ev.forget(rfDependent_);
    } else if (pending_ == PrimitiveCache::Change::Coherence) {
      state_->ev.forget(coDependent_);
    }
    pending_ = PrimitiveCache::Change::None;
    for (const auto& c : model_.checks)
      if (!c.isFlag() && c.when && !state_->ev.skipped(c) && !state_->ev.cond(*c.when))
        s.switchedOff.push_back(c.name + " does not apply to this execution: its condition is false: " +
                                cat::conditionText(model_, *c.when));
  }

 private:
  struct State {
    cat::ConcreteAlgebra algebra;
    cat::Evaluator<cat::ConcreteAlgebra> ev;
    State(SwitchedOffNotes& n, size_t size)
        : algebra(size), ev(n.model_, algebra, supplyFrom(n.cache_, n.model_, n.slots_), n.skip_) {}
  };
  const cat::Model& model_;
  const std::set<std::string>& skip_;
  const PrimitiveCache& cache_;
  bool conditional_ = false;
  std::vector<int> slots_, rfDependent_, coDependent_;
  PrimitiveCache::Change pending_ = PrimitiveCache::Change::Path;
  std::unique_ptr<State> state_;
};

// Whether every pair of `pairs` (dense ids) is a pair of conflicting accesses of two work-items.
bool allConflicting(const Program& p, const ShownExecution& s, const Relation& pairs) {
  bool all = !pairs.empty();
  pairs.forEach([&](size_t a, size_t b) {
    all = all && conflictingAccesses(p, s.x, s.prims.events[a], s.prims.events[b]);
  });
  return all;
}

// Whether every witness is a barrier fence and some unit's work-items arrive at different barriers.
bool divergentBarriers(const Program& p, const ShownExecution& s, const std::vector<EventId>& witnesses) {
  if (witnesses.empty()) return false;
  for (EventId e : witnesses)
    if (p.events[e].kind != EventKind::BarrierEntry && p.events[e].kind != EventKind::BarrierExit) return false;
  return !barrierArrivals(p, [&](EventId e) { return static_cast<bool>(s.x.executed[e]); }).divergences.empty();
}

// The raised flags, each explained by what it raises (FlagExplanation).
void explainFlags(const Program& p, const cat::Model& model, const std::set<std::string>& skip, ShownExecution& s) {
  cat::ConcreteOptions opts;
  opts.skip = skip;
  opts.flagsOnly = true;
  auto res = cat::checkExecution(model, s.prims.values, s.prims.size(), opts);
  for (const auto& f : res.flags) {
    if (!f.raised) continue;
    FlagExplanation fe;
    fe.flag = f.name;
    for (size_t d : f.witness) fe.events.push_back(s.prims.events[d]);
    const cat::Check& c = *f.check;
    std::optional<Relation> pairs;
    if (c.expr && c.expr->kind == cat::Kind::Relation) {
      cat::ConcreteAlgebra algebra(s.prims.size());
      cat::Evaluator<cat::ConcreteAlgebra> ev(model, algebra, supply(s.prims));
      pairs = ev.eval(*c.expr).rel();
    }
    if (pairs && allConflicting(p, s, *pairs)) {
      fe.shape = FlagExplanation::Shape::Race;
      std::set<std::pair<size_t, size_t>> done;
      pairs->forEach([&](size_t a, size_t b) {
        auto key = std::minmax(a, b);
        if (fe.races.size() >= 3 || !done.insert(key).second) return;
        fe.races.push_back(explainRace(p, s.x, s.prims, model, c, key.first, key.second));
      });
    } else if (divergentBarriers(p, s, fe.events)) {
      fe.shape = FlagExplanation::Shape::Divergence;
      fe.lines = divergenceLines(p, s.x, fe.events);
    }
    if (fe.races.empty() && fe.lines.empty())
      fe.generic = cat::explainCheckFailure(model, c, s.prims.values, s.prims.size());
    s.flags.push_back(std::move(fe));
  }
}

// The top-level checks that can forbid an execution (at most 64), by index.
struct CheckIndex {
  std::vector<std::string> names;
  std::map<std::string, int> index;
  std::vector<std::string> of(uint64_t mask) const {
    std::vector<std::string> v;
    for (size_t i = 0; i < names.size(); ++i)
      if (mask >> i & 1) v.push_back(names[i]);
    return v;
  }
  uint64_t maskOf(const cat::ConcreteResult& res) const {
    uint64_t mask = 0;
    for (const auto& c : res.checks)
      if (c.verdict == cat::Verdict::Fails && index.count(c.name)) mask |= uint64_t(1) << index.at(c.name);
    return mask;
  }
};

// The forbidden example `x` for the set `chosen`: the failures of the checks of the set spelled
// out, the other failing checks by name.
ShownExecution forbiddenExample(const cat::Model& model, const CheckIndex& checks, uint64_t chosen, uint64_t mask,
                                const Execution& x) {
  PrimitiveCache cache(shownPrimitives(model));
  ShownExecution s = shown(ShownExecution::Role::Forbidden, x, cache);
  for (size_t i = 0; i < checks.names.size(); ++i) {
    if (!(mask >> i & 1)) continue;
    if (!(chosen >> i & 1)) {
      s.otherFailures.push_back(checks.names[i]);
      continue;
    }
    const cat::Check* c = model.findCheck(checks.names[i]);
    if (auto f = cat::explainCheckFailure(model, *c, s.prims.values, s.prims.size())) s.failures.push_back(*f);
  }
  return s;
}

// The checks of the model that `x` fails, as a mask.
uint64_t failuresOf(const cat::Model& model, const std::set<std::string>& skip, const CheckIndex& checks,
                    const Execution& x) {
  cat::ConcreteOptions copts;
  copts.skip = skip;
  copts.witnesses = false;
  const std::set<std::string> used = model.primitivesUsed(skip);
  PrimitiveValues prims = computePrimitives(x, &used);
  return checks.maskOf(cat::checkExecution(model, prims.values, prims.size(), copts));
}

// The checks of the Z3 engine's unsat core, each inner check of a total block standing for its
// block; false when one is not a top-level check of the model.
bool chosenFromUnsatCore(const cat::Model& model, const CollectOptions& options, const CheckIndex& checks,
                         Explanation& out, uint64_t& chosen) {
  for (const auto& name : options.unsatCore) {
    std::string top = name;
    for (const auto& c : model.checks)
      for (const auto& inner : c.body)
        if (inner.name == name) top = c.name;
    if (!checks.index.count(top)) return false;
    chosen |= uint64_t(1) << checks.index.at(top);
  }
  out.fromUnsatCore = true;
  out.minimalChecks = options.unsatCore;
  return true;
}

// "Why forbidden" by queries to the engine that decided: a set of checks forbids the condition
// when, with only its checks on, no execution ends in a state that satisfies it (the same sets
// as the minimum hitting sets of the candidates' failures, ExplainCollect.h). With an unsat core
// (the smt engine's), the core is the set. Otherwise: no set at all when the condition cannot be
// reached with every check off; the checks each needed (switching one off alone lets the
// condition be reached: every set contains them); then the sets that contain those, by
// increasing size. Each example is the first execution that reaches the condition with its check
// switched off, or else also with as few of the checks outside the set as possible. False when
// the queries do not settle the set within kMaxQueries (out.decided is false when they ran out
// of time).
bool forbiddenByQueries(const cat::Model& model, const CollectOptions& options, const CheckIndex& checks,
                        Explanation& out) {
  constexpr int kMaxQueries = 256;
  const size_t m = checks.names.size();
  const uint64_t all = m == 0 ? 0 : (~uint64_t(0) >> (64 - m));
  int queries = 0;
  auto reach = [&](uint64_t off) {
    ++queries;
    std::set<std::string> skip = options.skipChecks;
    for (const auto& n : checks.of(off)) skip.insert(n);
    ReachAnswer a = options.reach(skip);
    if (a.timedOut) {
      out.decided = false;
      out.unknownReason = "the explanation ran out of time";
    }
    return a;
  };
  uint64_t chosen = 0;
  std::map<size_t, Execution> alone;  // per check: an execution failing only it
  if (!options.unsatCore.empty()) {
    if (!chosenFromUnsatCore(model, options, checks, out, chosen)) return false;
  } else {
    ReachAnswer any = reach(all);
    if (any.timedOut) return false;
    if (!any.x) {  // no candidate at all
      out.fromQueries = true;
      return true;
    }
    uint64_t needed = 0;
    for (size_t i = 0; i < m; ++i) {
      ReachAnswer a = reach(uint64_t(1) << i);
      if (a.timedOut) return false;
      if (a.x) needed |= uint64_t(1) << i, alone.emplace(i, std::move(*a.x));
    }
    // The sets containing `needed`, by increasing size: `needed` plus every k-subset of the rest.
    std::vector<size_t> rest;
    for (size_t i = 0; i < m; ++i)
      if (!(needed >> i & 1)) rest.push_back(i);
    std::vector<uint64_t> minimal;
    for (size_t k = 0; k <= rest.size() && minimal.empty(); ++k) {
      std::vector<size_t> pick(k);
      for (size_t i = 0; i < k; ++i) pick[i] = i;
      for (;;) {
        uint64_t mask = needed;
        for (size_t i : pick) mask |= uint64_t(1) << rest[i];
        if (mask != 0) {
          if (queries >= kMaxQueries) return false;
          ReachAnswer a = reach(all & ~mask);
          if (a.timedOut) return false;
          if (!a.x && minimal.size() < 16) minimal.push_back(mask);
        }
        size_t i = k;
        while (i > 0 && pick[i - 1] == rest.size() - k + i - 1) --i;
        if (i == 0) break;
        ++pick[i - 1];
        for (size_t j = i; j < k; ++j) pick[j] = pick[j - 1] + 1;
      }
    }
    if (minimal.empty()) return false;
    std::sort(minimal.begin(), minimal.end());
    // Among equally small sets, prefer the one whose checks come first in the model.
    chosen = minimal.front();
    for (uint64_t mk : minimal)
      if ((mk & -mk) < (chosen & -chosen) || ((mk & -mk) == (chosen & -chosen) && mk < chosen)) chosen = mk;
    out.fromQueries = true;
    out.minimalChecks = checks.of(chosen);
    for (uint64_t mk : minimal)
      if (mk != chosen) out.otherMinimalSets.push_back(checks.of(mk));
  }
  out.conditionCandidates = 1;  // some candidate ends in such a state
  // The examples: switched off, the check, then also one or two checks outside the set, then all.
  std::vector<uint64_t> outside;
  for (size_t i = 0; i < m; ++i)
    if (!(chosen >> i & 1)) outside.push_back(uint64_t(1) << i);
  std::vector<uint64_t> extras = {0};
  if (!out.fromUnsatCore) {  // the smt engine answers each query with every state: fewer of them
    for (size_t i = 0; i < outside.size(); ++i) extras.push_back(outside[i]);
    for (size_t i = 0; i < outside.size(); ++i)
      for (size_t j = i + 1; j < outside.size(); ++j) extras.push_back(outside[i] | outside[j]);
  }
  extras.push_back(all & ~chosen);
  for (size_t i = 0; i < m && out.forbidden.size() < 4; ++i) {
    if (!(chosen >> i & 1)) continue;
    std::optional<Execution> x;
    if (auto it = alone.find(i); it != alone.end()) x = it->second;
    for (uint64_t extra : extras) {
      if (x || queries >= kMaxQueries) break;
      ReachAnswer a = reach((uint64_t(1) << i) | extra);
      if (a.timedOut) return true;
      x = std::move(a.x);
    }
    if (!x) continue;
    uint64_t mask = failuresOf(model, options.skipChecks, checks, *x);
    out.forbidden.push_back(forbiddenExample(model, checks, chosen, mask, *x));
  }
  return true;
}

// "Why forbidden" by a pass over every candidate execution: the checks each candidate ending in
// a state that satisfies the condition fails, their minimum hitting sets, the examples.
void forbiddenByEnumeration(const Program& p, const cat::Model& model, const CollectOptions& options,
                            const CheckIndex& checks, Explanation& out) {
  cat::ConcreteOptions copts;
  copts.skip = options.skipChecks;
  copts.witnesses = false;
  if (options.deadline) {
    auto deadline = *options.deadline;
    copts.limits.shouldAbort = [deadline] { return std::chrono::steady_clock::now() > deadline; };
  }
  const std::set<std::string> used = model.primitivesUsed(options.skipChecks);
  std::map<uint64_t, Execution> byFailures;  // the first candidate failing exactly these checks
  EnumerateLimits limits;
  limits.deadline = options.deadline;
  EnumerateStatus status = enumerateCandidates(p, limits, [&](const Execution& x) {
    std::vector<int64_t> outcome = x.outcome();
    bool target = options.target ? options.target(outcome) : p.condition && p.condition->prop.eval(outcome);
    if (!target) return true;
    PrimitiveValues prims = computePrimitives(x, &used);
    auto res = cat::checkExecution(model, prims.values, prims.size(), copts);
    if (res.consistent()) return true;
    if (res.unknown()) {
      out.undecidedCandidates = true;
      return true;
    }
    ++out.conditionCandidates;
    byFailures.emplace(checks.maskOf(res), x);
    return true;
  });
  if (status == EnumerateStatus::Timeout) {
    out.decided = false;
    out.unknownReason = "the explanation ran out of time";
    return;
  }
  if (out.conditionCandidates == 0) return;
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
    if (checks.index.count(top)) core |= uint64_t(1) << checks.index.at(top);
  }
  bool coreHitsAll = core != 0;
  for (uint64_t s : sets) coreHitsAll &= (s & core) != 0;
  if (!options.unsatCore.empty() && coreHitsAll) {
    out.fromUnsatCore = true;
    out.minimalChecks = options.unsatCore;
    chosen = core;
  } else {
    if (!options.unsatCore.empty()) out.coreMisses = options.unsatCore;
    out.minimalChecks = checks.of(chosen);
    for (uint64_t m : minimal)
      if (m != chosen) out.otherMinimalSets.push_back(checks.of(m));
  }
  // The examples: for each check of the set, a candidate failing it and as few other checks
  // of the set as possible, then as few checks as possible.
  std::set<uint64_t> usedMasks;
  for (size_t check = 0; check < checks.names.size() && out.forbidden.size() < 4; ++check) {
    if (!(chosen >> check & 1)) continue;
    const Execution* best = nullptr;
    uint64_t bestMask = 0;
    for (const auto& [mask, x] : byFailures) {
      if (!(mask >> check & 1)) continue;
      auto key = std::make_tuple(popcount(mask & chosen), popcount(mask), mask);
      if (!best || key < std::make_tuple(popcount(bestMask & chosen), popcount(bestMask), bestMask))
        best = &x, bestMask = mask;
    }
    if (!best || !usedMasks.insert(bestMask).second) continue;
    out.forbidden.push_back(forbiddenExample(model, checks, chosen, bestMask, *best));
  }
}

}  // namespace

Explanation collectExplanation(const Program& p, const cat::Model& model, const TestResult& r,
                               const CollectOptions& options) {
  Explanation out;
  CheckIndex checks;
  for (const auto& c : model.checks)
    if (!c.isFlag() && !options.skipChecks.count(c.name) && checks.names.size() < 64) {
      checks.index[c.name] = static_cast<int>(checks.names.size());
      checks.names.push_back(c.name);
    }
  out.explainsForbidden =
      options.target ? r.decided
                     : r.decided && r.hasCondition && r.quantifier != Quantifier::Forall && r.positive == 0;
  if (options.target) out.forbiddenText = options.targetText;
  if (out.explainsForbidden) {
    bool settled = options.reach && forbiddenByQueries(model, options, checks, out);
    if (!out.decided) return out;
    if (!settled) {
      out = Explanation{};
      out.explainsForbidden = true;
      out.forbiddenText = options.target ? options.targetText : "";
      forbiddenByEnumeration(p, model, options, checks, out);
      if (!out.decided) return out;
    }
  }
  if (!r.witnesses) return out;
  PrimitiveCache cache(shownPrimitives(model));
  SwitchedOffNotes notes(model, options.skipChecks, cache);
  PrimitiveCache::Change change = PrimitiveCache::Change::Path;
  for (const auto& st : r.states) {
    if (options.shown && !options.shown(st.cls, st.values)) continue;
    const auto& kept = st.cls == StateClass::Allowed ? r.witnesses->allowed : r.witnesses->racy;
    auto it = kept.find(st.values);
    if (it == kept.end()) continue;
    if (st.cls == StateClass::Allowed) {
      ShownExecution s = shown(ShownExecution::Role::Allowed, it->second, cache, options.primitiveValues, &change);
      notes.changed(change);
      notes.note(s);
      out.allowed.push_back(std::move(s));
    } else {
      ShownExecution s = shown(ShownExecution::Role::Racy, it->second, cache, true, &change);
      notes.changed(change);
      explainFlags(p, model, options.skipChecks, s);
      noteSwitchedOff(model, options.skipChecks, s);
      out.racy.push_back(std::move(s));
    }
  }
  return out;
}

ShownExecution showExecution(const Program& p, const cat::Model& model, const Execution& x,
                             const std::set<std::string>& skip) {
  PrimitiveCache cache(shownPrimitives(model));
  ShownExecution s = shown(ShownExecution::Role::Allowed, x, cache);
  cat::ConcreteOptions opts;
  opts.skip = skip;
  opts.witnesses = false;
  const auto res = cat::checkExecution(model, s.prims.values, s.prims.size(), opts);
  for (const auto& c : res.checks) {
    if (c.verdict != cat::Verdict::Fails || !c.check) continue;
    s.role = ShownExecution::Role::Forbidden;
    if (auto f = cat::explainCheckFailure(model, *c.check, s.prims.values, s.prims.size())) s.failures.push_back(*f);
    else s.otherFailures.push_back(c.name);
  }
  if (s.role == ShownExecution::Role::Allowed && res.flagged()) s.role = ShownExecution::Role::Racy;
  explainFlags(p, model, skip, s);
  noteSwitchedOff(model, skip, s);
  return s;
}

}  // namespace clmm
