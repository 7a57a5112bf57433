// Runs the explicit engine: candidates -> primitives -> model -> per-state classification.
#include "enumerate/Checker.h"

#include <unistd.h>

#include <fstream>
#include <map>

#include "axioms/ConcreteAlgebra.h"
#include "enumerate/CandidateCheck.h"
#include "enumerate/Candidates.h"
#include "enumerate/PartialCoherence.h"
#include "enumerate/Primitives.h"
#include "enumerate/RmwAdjacency.h"
#include "enumerate/Witnesses.h"
#include "support/Budget.h"

namespace clmm {

namespace {

struct StateInfo {
  bool raceFree = false;
};

std::string describeWitness(const Program& p, const std::vector<EventId>& events) {
  std::string s;
  for (size_t i = 0; i < events.size(); ++i) {
    if (i) s += "  vs  ";
    s += p.describe(events[i]);
    const Event& e = p.events[events[i]];
    if (e.range.known()) s += " (line " + std::to_string(e.range.line) + ")";
  }
  return s;
}

// The first execution that raises each flag is evaluated again with witnesses: the flag's
// events, described.
void recordFlagWitnesses(const Program& p, const cat::Model& model, const CandidateCheck& checked,
                         const cat::ConcreteResult& res, const cat::ConcreteOptions& copts,
                         std::set<std::string>& flagsRaised, std::map<std::string, UbWitness>& witnesses) {
  for (const auto& f : res.flags) {
    if (!f.raised) continue;
    flagsRaised.insert(f.name);
    if (witnesses.count(f.name)) continue;
    const PrimitiveValues prims = checked.primitives();
    cat::ConcreteOptions wopts = copts;
    wopts.witnesses = true;
    wopts.stopAtFirstFailure = false;
    auto again = cat::checkExecution(model, prims.values, prims.size(), wopts);
    const cat::FlagResult* fr = again.findFlag(f.name);
    UbWitness w;
    w.flag = f.name;
    if (fr)
      for (size_t d : fr->witness) w.events.push_back(prims.events[d]);
    w.description = describeWitness(p, w.events);
    witnesses[f.name] = w;
  }
}

// True, with the reason in `r`, when the enumeration stopped before it saw every candidate;
// `early`: where a prediction stopped it (EnumerateStats::stoppedAt), 0 when none did.
bool undecided(TestResult& r, EnumerateStatus status, bool orderSearchUnknown, bool memoryExceeded,
               uint64_t candidates, uint64_t early, const ExplicitOptions& options) {
  if (status == EnumerateStatus::Timeout || orderSearchUnknown) {
    r.decided = false;
    r.unknownReason = "timeout after " + std::to_string(r.seconds).substr(0, 5) + " s (" +
                      std::to_string(candidates) + " candidate executions examined)";
    return true;
  }
  if (memoryExceeded) {
    r.decided = false;
    r.unknownReason = "memory limit of " + std::to_string(options.maxMemoryMb) + " MB reached (" +
                      std::to_string(candidates) + " candidate executions examined)";
    return true;
  }
  if (status == EnumerateStatus::TooMany) {
    r.decided = false;
    r.unknownReason = options.maxWork ? "work budget of " + std::to_string(options.maxWork) + " spent (" +
                                            (early ? "predicted at " + std::to_string(early) + " to run out; " : "") +
                                            std::to_string(candidates) + " candidate executions examined)"
                                      : "more than " + std::to_string(options.maxCandidates) + " candidate executions";
    return true;
  }
  return false;
}

// The enumeration's limits. Past maxWork it goes on while the predicted work stays within the
// options' bounds: in all, and per predicted final state (Z3 pays one query per state).
EnumerateLimits explicitLimits(const ExplicitOptions& options, const std::map<std::vector<int64_t>, StateInfo>& states) {
  EnumerateLimits limits;
  limits.deadline = options.deadline;
  limits.maxCandidates = options.maxCandidates;
  limits.maxWork = options.maxWork;
  if (options.maxWork && options.maxPredictedWork > options.maxWork)
    limits.extendWork = [&options, &states](double predicted, double covered) {
      const double statesPredicted = static_cast<double>(states.size()) / covered;
      return predicted <= static_cast<double>(options.maxPredictedWork) &&
             (!options.predictedWorkPerState ||
              predicted <= static_cast<double>(options.predictedWorkPerState) * statesPredicted);
    };
  limits.visitBeyondBound = true;
  return limits;
}

// The final states found, each allowed or racy, and the undefined behaviour's flags and witnesses.
void recordStates(const Program& p, const std::map<std::vector<int64_t>, StateInfo>& states,
                  const std::set<std::string>& flagsRaised, const std::map<std::string, UbWitness>& witnesses,
                  TestResult& r) {
  for (const auto& [values, info] : states) {
    FinalState s;
    s.values = values;
    s.cls = info.raceFree ? StateClass::Allowed : StateClass::Racy;
    s.satisfiesCondition = p.condition ? p.condition->prop.eval(values) : true;
    r.states.push_back(s);
  }
  r.ubFlags.assign(flagsRaised.begin(), flagsRaised.end());
  for (const auto& [name, w] : witnesses) r.ubWitnesses.push_back(w);
}

}  // namespace

uint64_t residentMemoryMb() { return residentMb(); }

TestResult checkExplicit(const Program& p, const cat::Model& model, const std::string& modelName,
                         const ExplicitOptions& options) {
  auto start = std::chrono::steady_clock::now();
  TestResult r = resultHeader(p, modelName, "enumerate");

  cat::ConcreteOptions copts;
  copts.skip = options.skipChecks;
  copts.stopAtFirstFailure = true;
  copts.witnesses = false;
  if (options.deadline) {
    auto deadline = *options.deadline;
    copts.limits.shouldAbort = [deadline] { return std::chrono::steady_clock::now() > deadline; };
  }
  CandidateCheck checker(model, copts);

  std::map<std::vector<int64_t>, StateInfo> states;
  std::set<std::string> flagsRaised;
  std::map<std::string, UbWitness> witnesses;
  bool orderSearchUnknown = false;
  bool memoryExceeded = false;
  uint64_t visited = 0;
  auto kept = options.keepWitnesses ? std::make_shared<StateWitnesses>() : nullptr;

  EnumerateLimits limits = explicitLimits(options, states);
  limits.rmwAdjacent = forcesRmwAdjacency(model, options.skipChecks);  // enumerate/RmwAdjacency.h
  int beyondCond = -1;  // the lowest LoopBound condition of a consistent candidate beyond it
  const int firstCuts = p.firstLoopCuts();
  bool stoppedAtCut = false;
  EnumerateStats stats;
  // Partial coherence orders that every completion fails are skipped (PartialCoherence.h):
  // the same consistent candidates, in the same order.
  const CoherenceRefuter refuter(model, options.skipChecks);
  EnumerateStatus status = enumerateCandidates(
      p, limits,
      [&](const Execution& x) {
        if (options.maxMemoryMb > 0 && (++visited & 1023) == 0 && residentMemoryMb() > options.maxMemoryMb) {
          memoryExceeded = true;
          return false;
        }
        cat::ConcreteResult res = checker.check(x);
        if (!res.consistent()) {
          if (res.unknown()) {
            orderSearchUnknown = true;
            return false;
          }
          return true;
        }
        if (x.beyondBound) {  // consistent, but its loop runs on: no final state, no verdict
          if (beyondCond < 0 || x.beyondCond < beyondCond) beyondCond = x.beyondCond;
          stoppedAtCut = options.stopAtCut && beyondCond >= 0 && beyondCond <= firstCuts;
          return !stoppedAtCut;
        }
        ++r.consistent;
        std::vector<int64_t> outcome = x.outcome();
        bool ub = res.flagged();
        StateInfo& info = states[outcome];
        if (!ub) info.raceFree = true;
        if (kept) (ub ? kept->racy : kept->allowed).try_emplace(outcome, x);
        if (p.condition) {
          if (p.condition->prop.eval(outcome))
            ++r.positive;
          else
            ++r.negative;
        } else {
          ++r.positive;
        }
        if (ub) recordFlagWitnesses(p, model, checker, res, copts, flagsRaised, witnesses);
        return true;
      },
      &stats, [&](const Execution& partial) { return refuter.refuted(partial); });

  r.candidates = stats.candidates;
  r.loopBoundHit = stats.loopBoundHit;
  r.loopBoundCond = beyondCond;
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (stoppedAtCut) {  // no lower loop exists: what the whole enumeration would name
    r.decided = false;
    r.unknownReason = p.loopBoundReason(static_cast<CondId>(beyondCond));
    return r;
  }
  const uint64_t stoppedAt = stats.stoppedEarly ? stats.stoppedAt : 0;
  if (undecided(r, status, orderSearchUnknown, memoryExceeded, stats.candidates, stoppedAt, options)) return r;
  recordStates(p, states, flagsRaised, witnesses, r);
  r.witnesses = std::move(kept);
  if (r.loopBoundHit)
    r.notes.push_back("loop unrolling bound " + std::to_string(p.unroll) +
                      " reached: executions that need more iterations are not considered (see --unroll)");
  finishVerdict(r);
  if (r.loopBoundCond >= 0) {  // a truncated unrolling is never a verdict (docs/language.md)
    r.decided = false;
    r.unknownReason = p.loopBoundReason(static_cast<CondId>(r.loopBoundCond));
  }
  return r;
}

}  // namespace clmm

namespace clmm {

std::optional<Execution> findExecution(const Program& p, const cat::Model& model,
                                       const std::function<bool(const std::vector<int64_t>&)>& wanted,
                                       FindOptions& options) {
  cat::ConcreteOptions copts;
  copts.skip = options.skipChecks;
  copts.stopAtFirstFailure = true;
  copts.witnesses = false;
  if (options.deadline)
    copts.limits.shouldAbort = [d = *options.deadline] { return std::chrono::steady_clock::now() > d; };
  CandidateCheck checker(model, copts);
  EnumerateLimits limits;
  limits.deadline = options.deadline;
  limits.mayReachWanted = options.mayBeWanted;
  limits.rmwAdjacent = forcesRmwAdjacency(model, options.skipChecks);
  const CoherenceRefuter refuter(model, options.skipChecks);
  // When only registers are observed, the state is known once reads-from is chosen: a partial
  // coherence order whose state is not wanted has no wanted completion (a partial reads-from
  // choice has no state yet).
  bool registersOnly = true;
  for (const Observable& o : p.observables) registersOnly &= o.loc < 0;
  std::optional<Execution> found;
  bool unknown = false;
  EnumerateStatus status = enumerateCandidates(
      p, limits,
      [&](const Execution& x) {
        if (!wanted(x.outcome())) return true;
        cat::ConcreteResult res = checker.check(x);
        if (res.unknown()) {
          unknown = true;
          return false;
        }
        if (!res.consistent()) return true;
        found = x;
        return false;
      },
      nullptr,
      [&](const Execution& partial) {
        return (registersOnly && partial.rfOpen.empty() && !wanted(partial.outcome())) || refuter.refuted(partial);
      });
  options.timedOut = status == EnumerateStatus::Timeout || unknown;
  if (options.timedOut) return std::nullopt;
  return found;
}

}  // namespace clmm
