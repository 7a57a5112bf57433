// The answer for one test under one model, produced by either engine and printed by the CLI:
// every reachable final state with its class (allowed / racy), the condition's herd-style
// judgement, undefined behaviour with a witness, and the test-level verdict (docs/models.md, "Verdicts").
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "events/Program.h"

namespace clmm {

struct StateWitnesses;  // enumerate/Witnesses.h

enum class StateClass { Allowed, Racy };
// Liveness: some execution cannot finish (a work-item waits forever), and none has undefined
// behaviour (docs/language.md, "Liveness").
enum class Verdict { Allowed, Forbidden, Racy, Liveness };
enum class Observation { Never, Sometimes, Always };

const char* stateClassName(StateClass c);
const char* verdictName(Verdict v);
const char* observationName(Observation o);

struct FinalState {
  std::vector<int64_t> values;  // one per Program::observables
  StateClass cls = StateClass::Allowed;
  bool satisfiesCondition = false;
  bool operator<(const FinalState& o) const { return values < o.values; }
};

// Undefined behaviour found in one consistent execution: the flag that fired and the events
// involved (two racing accesses, or the barrier fences of a divergent barrier instance).
struct UbWitness {
  std::string flag;             // the model's flag name
  std::vector<EventId> events;
  std::string description;      // readable, e.g. "P0:e2 W data=42 na wi  vs  P1:e5 R data na wi"
};

struct TestResult {
  std::string file;
  std::string test;
  std::string model;
  std::string engine;

  bool decided = true;        // false: unknown (timeout, solver unknown, limits)
  std::string unknownReason;  // why not decided

  std::vector<std::string> observables;  // names, in Program::observables order
  std::vector<IntType> observableTypes;  // their types: a ulong prints unsigned (valueText)
  // The text of value v of observable i (valueText of events/Program.h).
  std::string valueText(size_t i, int64_t v) const {
    return clmm::valueText(v, i < observableTypes.size() ? observableTypes[i] : IntType::Int);
  }
  std::vector<FinalState> states;        // sorted by values

  std::string conditionText;   // as written
  std::string conditionHerd;   // in herd's syntax (events/Print.h, herdCondition)
  Quantifier quantifier = Quantifier::Exists;
  bool hasCondition = false;
  bool conditionOk = false;      // herd's Ok / No
  bool propositionObserved = false;  // the proposition P is observed as docs/models.md, "Verdicts" says
  Observation observation = Observation::Never;
  uint64_t positive = 0, negative = 0;  // consistent executions satisfying / not satisfying P
  bool countsAreExecutions = true;      // false when the engine counts states instead

  std::vector<std::string> modelFlags;  // every flag the model declares, in file order (check/Engine)
  std::vector<std::string> ubFlags; // every flag raised by some consistent execution (sorted)
  std::vector<UbWitness> ubWitnesses;  // at most one per flag

  // Liveness (events/Liveness.h): some consistent execution waits forever; the witness says
  // which work-items wait where. Such executions have no final state.
  bool livenessViolation = false;
  std::string livenessWitness;

  Verdict verdict = Verdict::Forbidden;
  std::vector<std::string> forbiddingChecks;  // checks that exclude the condition's state, if known
  bool loopBoundHit = false;                  // some candidate runs a loop past its bound: the result is unknown
  int loopBoundCond = -1;                     // the LoopBound condition (Program::conds) it names

  uint64_t candidates = 0;    // candidate executions considered (engine-specific meaning)
  uint64_t consistent = 0;    // consistent executions
  double seconds = 0;

  std::vector<std::string> notes;  // e.g. "loop unrolling bound 2 reached"
  std::string declaredHash;        // the test's own `Hash=` line (herd's digest of it), for herd logs
  std::vector<std::string> skippedChecks;  // checks switched off by --skip: not the model's own result
  // One witness execution per final state, kept by the engine that decided when asked to
  // (EngineOptions::keepWitnesses); null otherwise.
  std::shared_ptr<const StateWitnesses> witnesses;
};

// Fills conditionOk, propositionObserved, observation and verdict from the other fields.
void finishVerdict(TestResult& r);

// A result of `p` under `model` by `engine` with nothing decided yet: its header (file, test,
// model, engine, the observables' names, the condition) filled, as every engine and every
// caller that makes a result of a program starts.
TestResult resultHeader(const Program& p, const std::string& model, const std::string& engine);

}  // namespace clmm
