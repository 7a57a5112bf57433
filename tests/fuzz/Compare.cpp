// Comparison of the two engines' answers for the differential fuzzer (see Compare.h).
#include "tests/fuzz/Compare.h"

namespace clmm::fuzz {
namespace {

std::string describe(const TestResult& r) {
  std::string s = "  " + r.engine + ": verdict " + verdictName(r.verdict) + ", " +
                  (r.conditionOk ? "Ok" : "No") + ", observation " + observationName(r.observation) +
                  (r.loopBoundHit ? ", loop bound hit" : "");
  for (const auto& f : r.ubFlags) s += ", flag " + f;
  for (const auto& st : r.states) {
    s += "\n    ";
    for (size_t i = 0; i < st.values.size() && i < r.observables.size(); ++i)
      s += r.observables[i] + "=" + std::to_string(st.values[i]) + " ";
    s += std::string(stateClassName(st.cls)) + (st.satisfiesCondition ? " (satisfies the condition)" : "");
  }
  return s + "\n";
}

std::string what(const TestResult& e, const TestResult& s) {
  if (e.observables != s.observables) return "different observables";
  if (e.states.size() != s.states.size()) return "different numbers of states";
  for (size_t i = 0; i < e.states.size(); ++i) {
    if (e.states[i].values != s.states[i].values) return "different states";
    if (e.states[i].cls != s.states[i].cls) return "different state classes";
    if (e.states[i].satisfiesCondition != s.states[i].satisfiesCondition) return "different condition values";
  }
  if (e.verdict != s.verdict) return "different verdicts";
  if (e.conditionOk != s.conditionOk) return "different Ok/No";
  if (e.observation != s.observation) return "different observations";
  if (e.ubFlags != s.ubFlags) return "different undefined-behaviour flags";
  if (e.loopBoundHit != s.loopBoundHit) return "different loop-bound notes";
  return "";
}

}  // namespace

std::string disagreement(const TestResult& explicitResult, const TestResult& smtResult) {
  if (!explicitResult.decided || !smtResult.decided) return "";
  std::string w = what(explicitResult, smtResult);
  if (w.empty()) return "";
  return "engines disagree under " + explicitResult.model + ": " + w + "\n" + describe(explicitResult) +
         describe(smtResult);
}

}  // namespace clmm::fuzz
