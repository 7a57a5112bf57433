// Dispatch from engine names to the explicit engine (enumerate/) and the Z3 engine (solver/).
#include "check/Engine.h"

#include "events/Liveness.h"
#include "events/LivenessUnion.h"

#include <algorithm>
#include <cstdio>
#include <optional>
#include <set>
#include <stdexcept>

#include "axioms/WordPool.h"
#include "enumerate/Checker.h"
#include "solver/SmtEngine.h"

namespace clmm {

namespace {
ResourceLimits gLimits;
}

void setResourceLimits(const ResourceLimits& limits) {
  gLimits = limits;
  setMemoryCapMb(limits.maxMemoryMb);
}

const std::vector<std::string>& engineNames() {
  static const std::vector<std::string> names = {"auto", "enumerate", "smt"};
  return names;
}

Deadline deadlineAfter(double seconds) {
  if (seconds <= 0) return std::nullopt;
  return std::chrono::steady_clock::now() + std::chrono::milliseconds(static_cast<int64_t>(seconds * 1000));
}

namespace {

TestResult undecided(const Program& p, const std::string& modelName, const EngineOptions& options,
                     const std::string& reason) {
  TestResult r = resultHeader(p, modelName, options.engine);
  r.decided = false;
  r.unknownReason = reason;
  return r;
}

TestResult dispatch(const Program& p, const cat::Model& model, const std::string& modelName,
                    const EngineOptions& options) {
  Deadline deadline = currentDeadline();
  if (gLimits.maxEvents > 0 && p.numEvents() > gLimits.maxEvents)
    return undecided(p, modelName, options,
                     "the test has " + std::to_string(p.numEvents()) + " events, more than --max-events " +
                         std::to_string(gLimits.maxEvents));
  if (options.engine == "enumerate" || options.engine == "auto") {
    ExplicitOptions eo;
    eo.deadline = deadline;
    eo.skipChecks = options.skipChecks;
    eo.maxMemoryMb = gLimits.maxMemoryMb;
    eo.keepWitnesses = options.keepWitnesses;
    eo.stopAtCut = options.stopAtCut;
    if (options.engine == "enumerate") return checkExplicit(p, model, modelName, eo);
    eo.maxWork = kAutoExplicitWork;
    eo.maxPredictedWork = kAutoExplicitPredictedWork;
    eo.predictedWorkPerState = kAutoWorkPerState;
    TestResult first = checkExplicit(p, model, modelName, eo);
    const bool pastDeadline = deadline && std::chrono::steady_clock::now() >= *deadline;
    if (first.decided) return first;
    if (options.stopAtCut && first.loopBoundCond >= 0) {
      // A consistent execution the explicit phase saw runs a loop past its bound: unknown,
      // whatever Z3 would find (it names the lowest such loop the phase saw).
      first.unknownReason = p.loopBoundReason(static_cast<CondId>(first.loopBoundCond));
      return first;
    }
    if (pastDeadline) return first;
    SmtOptions so;
    so.deadline = deadline;
    so.skipChecks = options.skipChecks;
    so.selfCheck = options.selfCheck;
    so.keepWitnesses = options.keepWitnesses;
    so.stopAtCut = options.stopAtCut;
    TestResult r = checkSmt(p, model, modelName, so);
    r.seconds += first.seconds;
    r.notes.push_back("engine auto: the explicit engine stopped (" + first.unknownReason + "), so the Z3 engine ran");
    return r;
  }
  if (options.engine == "smt") {
    SmtOptions so;
    so.deadline = deadline;
    so.skipChecks = options.skipChecks;
    so.selfCheck = options.selfCheck;
    so.keepWitnesses = options.keepWitnesses;
    so.stopAtCut = options.stopAtCut;
    return checkSmt(p, model, modelName, so);
  }
  throw std::invalid_argument("unknown engine '" + options.engine + "'");
}

// Whether undefined behaviour found in an execution of a liveness query is undefined behaviour
// of the program. Each execution of a query is a consistent prefix of the program's executions
// (its stopped work-items cut at a barrier or a loop), and every consistent prefix is part of a
// consistent execution, finite or not, in which the events of the prefix keep their order (the
// later events come after all of them): a race, an out-of-bounds access or undefined arithmetic
// among them is in that execution too (C11 5.1.2.4 p25 does not ask it to finish). Barrier
// divergence is not such a property of a prefix (a work-item cut before a barrier may reach it
// later), so it counts only where the query's executions wait forever: every one (no value
// condition: barrier stops and forever loops), or some (`stuck`), the barrier arrivals being the
// same in all of them (the query fixes them).
bool prefixUndefined(const Program& p, const LivenessQuery& q, const UbWitness& w, bool stuck) {
  if (q.sameValue.empty() || stuck) return true;
  for (EventId e : w.events)
    if (e < p.events.size() &&
        (p.events[e].kind == EventKind::BarrierEntry || p.events[e].kind == EventKind::BarrierExit))
      return false;
  return true;
}

using States = std::vector<std::vector<int64_t>>;

// The states of each query of `plan`, asked at once (events/LivenessUnion.h) of the Z3 engine,
// whose cost is mostly the encoding, the same for every query: where the model raises no flag
// (the union cannot tell whose undefined behaviour it found), there are at least two queries to
// ask, and the union is decided; nullopt otherwise (each query is then asked alone).
std::optional<std::vector<States>> askedAtOnce(const Program& p, const cat::Model& model, const std::string& modelName,
                                               const EngineOptions& o, const LivenessPlan& plan, bool flags) {
  if (o.engine != "smt" || flags) return std::nullopt;
  std::vector<const LivenessQuery*> ask;
  std::vector<size_t> at(plan.queries.size(), 0);
  for (size_t i = 0; i < plan.queries.size(); ++i)
    if (!plan.queries[i].neverStuck) {
      at[i] = ask.size();
      ask.push_back(&plan.queries[i]);
    }
  if (ask.size() < 2) return std::nullopt;
  const std::optional<LivenessUnion> u = livenessUnion(p, ask);
  if (!u) return std::nullopt;
  TestResult lr = dispatch(u->program, model, modelName, o);
  if (!lr.decided) return std::nullopt;
  States all;
  for (const FinalState& s : lr.states) all.push_back(s.values);
  std::vector<States> out(plan.queries.size());
  for (size_t i = 0; i < plan.queries.size(); ++i)
    if (!plan.queries[i].neverStuck) out[i] = u->statesOf(at[i], all, plan.queries[i]);
  return out;
}

// Liveness (events/Liveness.h): each way of waiting forever is a program of its own, asked of
// the same engine (under Z3, all at once: askedAtOnce), but for those no final value can make
// stuck (LivenessQuery::neverStuck); the first one with a stuck execution is the witness. Undefined behaviour in
// a query's executions is the program's (prefixUndefined), though they never finish.
void checkLiveness(const Program& p, const cat::Model& model, const std::string& modelName,
                   const EngineOptions& options, TestResult& r) {
  if (!r.decided) return;
  LivenessPlan plan = livenessQueries(p, amdgpu::cacheLevels(modelName));
  std::string staleUndecided;  // a way of waiting that holds only if a cached load stays stale, undecided
  EngineOptions o = options;
  if (o.engine == "auto") o.engine = r.engine == "smt" ? "smt" : "auto";
  bool undecided = false;
  bool flags = false;  // the model can flag undefined behaviour
  for (const auto& c : model.checks) flags |= c.isFlag();
  const std::optional<std::vector<States>> asked = askedAtOnce(p, model, modelName, o, plan, flags);
  for (size_t i = 0; i < plan.queries.size(); ++i) {
    const LivenessQuery& q = plan.queries[i];
    if (r.livenessViolation && (!flags || !r.ubFlags.empty())) break;  // nothing left to learn
    if (q.neverStuck && !flags) continue;  // no state of it is stuck, and it has no undefined behaviour to show
    TestResult lr;
    States states;
    if (asked) {
      states = (*asked)[i];
    } else {
      lr = dispatch(q.program, model, modelName, o);
      if (!lr.decided) {
        undecided = true;
        continue;
      }
      for (const FinalState& s : lr.states) states.push_back(s.values);
    }
    const bool stuck = livenessStuck(q, states);
    if (!stuck && staleUndecided.empty() && !q.staleUndecided.empty() && livenessStuck(q, states, true))
      staleUndecided = q.staleUndecided;
    for (const UbWitness& w : lr.ubWitnesses) {
      if (std::find(r.ubFlags.begin(), r.ubFlags.end(), w.flag) != r.ubFlags.end() ||
          !prefixUndefined(p, q, w, stuck))
        continue;
      r.ubFlags.push_back(w.flag);
      std::sort(r.ubFlags.begin(), r.ubFlags.end());
      UbWitness u = w;
      u.description += "  (in a prefix of an execution, where " + q.stops + ")";
      r.ubWitnesses.push_back(u);
    }
    if (!r.livenessViolation && stuck) {
      r.livenessViolation = true;
      r.livenessWitness = q.witness;
    }
  }
  if (!r.livenessViolation && !staleUndecided.empty()) {
    // Waiting forever would need the stale line kept: the rule cannot say (docs/amdgpu.md,
    // "Progress of cached loads"), and a wrong verdict either way is worse than none.
    r.decided = false;
    r.unknownReason = "liveness not decided: " + staleUndecided + " (docs/amdgpu.md, \"Progress of cached loads\")";
  }
  // A way of waiting forever left unasked or undecided may be a liveness violation: without
  // undefined behaviour (which outranks it) no verdict stands (docs/models.md, "Liveness").
  std::string open;
  if (!r.livenessViolation && undecided) open = "some ways of waiting forever were not decided (limits or loop bounds)";
  if (!r.livenessViolation && !plan.incomplete.empty()) open = "not checked in full (" + plan.incomplete + ")";
  finishVerdict(r);
  if (open.empty()) return;
  if (!r.ubFlags.empty() || !staleUndecided.empty()) {
    r.notes.push_back("liveness: " + open);
    return;
  }
  r.decided = false;
  r.unknownReason = "liveness: " + open + ", so some execution may wait forever: no verdict";
}

// The program as this model may take it: a LoopBound proved exact against the built-in OpenCL
// models only (Cond::openclModelsOnly) is a bound again under any other model.
std::optional<Program> boundsForModel(const Program& p, const std::string& modelName) {
  static const std::set<std::string> proved = {"opencl", "opencl-scoped", "opencl-spec", "opencl-lax", "opencl-rsp", "sc"};
  if (proved.count(modelName)) return std::nullopt;
  bool any = false;
  for (const Cond& c : p.conds) any |= c.openclModelsOnly;
  if (!any) return std::nullopt;
  Program q = p;
  for (Cond& c : q.conds)
    if (c.openclModelsOnly) {
      c.endless = c.await = c.openclModelsOnly = false;
      c.reads.clear();
    }
  return q;
}

}  // namespace

TestResult runEngine(const Program& original, const cat::Model& model, const std::string& modelName,
                     const EngineOptions& options) {
  const std::optional<Program> demoted = boundsForModel(original, modelName);
  const Program& p = demoted ? *demoted : original;
  auto start = std::chrono::steady_clock::now();
  BudgetScope scope(deadlineAfter(options.timeoutSeconds));
  struct Release {
    ~Release() {
      word_pool::releaseKept();  // the bit words this thread kept for reuse (axioms/WordPool.h)
      releaseFreedMemory();
    }
  } release;
  TestResult r;
  try {
    checkBudget();
    r = dispatch(p, model, modelName, options);
    checkLiveness(p, model, modelName, options, r);
  } catch (const BudgetExceeded& e) {
    // An engine phase without its own handling (the encoding, an evaluation) ran out.
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    r = undecided(p, modelName, options, budgetReason(e.kind(), seconds));
    r.seconds = seconds;
  }
  // The checks switched off that this model has (--skip may name another model's, clmm check by
  // dialect: a PTX check does not change an OpenCL result).
  for (const auto& name : options.skipChecks)
    if (model.findCheck(name)) r.skippedChecks.push_back(name);
  for (const auto& c : model.checks)
    if (c.isFlag()) r.modelFlags.push_back(c.name);
  return r;
}

std::string budgetReason(BudgetKind kind, double seconds) {
  switch (kind) {
    case BudgetKind::Timeout: {
      char buf[32];
      std::snprintf(buf, sizeof buf, "%.2f", seconds);
      return "timeout after " + std::string(buf) + " s";
    }
    case BudgetKind::Memory: return "memory limit of " + std::to_string(memoryCapMb()) + " MB reached";
    case BudgetKind::Canceled: return "canceled";
  }
  return "canceled";
}

}  // namespace clmm
