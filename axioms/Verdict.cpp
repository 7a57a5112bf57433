// Names of verdict values and the derivation of the condition's judgement and of the
// test-level verdict from states, counts and undefined behaviour (docs/models.md, "Verdicts").
#include "axioms/Verdict.h"
#include "events/Print.h"

namespace clmm {

const char* stateClassName(StateClass c) { return c == StateClass::Allowed ? "allowed" : "racy"; }

const char* verdictName(Verdict v) {
  switch (v) {
    case Verdict::Allowed: return "allowed";
    case Verdict::Forbidden: return "forbidden";
    case Verdict::Racy: return "racy";
    case Verdict::Liveness: return "liveness";
  }
  return "?";
}

const char* observationName(Observation o) {
  switch (o) {
    case Observation::Never: return "Never";
    case Observation::Sometimes: return "Sometimes";
    case Observation::Always: return "Always";
  }
  return "?";
}

void finishVerdict(TestResult& r) {
  using Q = Quantifier;
  r.observation = r.positive == 0 ? Observation::Never
                  : r.negative == 0 ? Observation::Always
                                    : Observation::Sometimes;
  bool someSatisfies = r.positive > 0;
  bool allSatisfy = r.negative == 0;
  switch (r.quantifier) {
    case Q::Exists:
      r.conditionOk = someSatisfies;
      r.propositionObserved = someSatisfies;
      break;
    case Q::NotExists:
      r.conditionOk = !someSatisfies;
      r.propositionObserved = someSatisfies;
      break;
    case Q::Forall:
      r.conditionOk = allSatisfy;
      r.propositionObserved = allSatisfy;
      break;
  }
  if (!r.ubFlags.empty()) r.verdict = Verdict::Racy;
  else if (r.livenessViolation) r.verdict = Verdict::Liveness;
  else if (r.propositionObserved) r.verdict = Verdict::Allowed;
  else r.verdict = Verdict::Forbidden;
}

TestResult resultHeader(const Program& p, const std::string& model, const std::string& engine) {
  TestResult r;
  r.file = p.file;
  r.test = p.name;
  r.model = model;
  r.engine = engine;
  for (const auto& o : p.observables) {
    r.observables.push_back(o.name);
    r.observableTypes.push_back(o.type);
  }
  r.conditionHerd = herdCondition(p);
  if (p.condition) {
    r.hasCondition = true;
    r.conditionText = p.condition->text;
    r.quantifier = p.condition->quantifier;
  }
  return r;
}

}  // namespace clmm
