// Helpers of the engine-agreement tests: run the explicit and the Z3 engine on one program
// under one model and compare everything both must agree on (states with their classes, the
// condition's judgement, undefined behaviour flags, the verdict, the loop-bound note).
#pragma once

#include <gtest/gtest.h>

#include <chrono>
#include <map>
#include <set>
#include <string>

#include "axioms/BuiltinModels.h"
#include "enumerate/Checker.h"
#include "solver/SmtEngine.h"
#include "tests/models/ModelTestUtil.h"
#include "tests/litmus/Helpers.h"

namespace clmm::agreement {

// The three built-in models, each parsed once per process (shared with the model tests).
using modeltest::allModels;
using modeltest::model;

inline std::chrono::steady_clock::time_point in(double seconds) {
  return std::chrono::steady_clock::now() + std::chrono::milliseconds(static_cast<int64_t>(seconds * 1000));
}

inline TestResult runExplicit(const Program& p, const std::string& m, double timeout,
                              const std::set<std::string>& skip = {}) {
  ExplicitOptions o;
  o.deadline = in(timeout);
  o.skipChecks = skip;
  return checkExplicit(p, model(m), m, o);
}

// The Z3 engine with every witness re-checked by the explicit checker.
inline TestResult runSmt(const Program& p, const std::string& m, const std::set<std::string>& skip = {}) {
  SmtOptions o;
  o.selfCheck = true;
  o.skipChecks = skip;
  o.deadline = in(60);
  return checkSmt(p, model(m), m, o);
}

inline std::string describeStates(const TestResult& r) {
  std::string s;
  for (const auto& st : r.states) {
    s += "\n    ";
    for (size_t i = 0; i < st.values.size(); ++i) s += r.observables[i] + "=" + std::to_string(st.values[i]) + "; ";
    s += stateClassName(st.cls);
  }
  return s;
}

inline ::testing::AssertionResult sameAnswers(const TestResult& e, const TestResult& s) {
  auto fail = [&](const std::string& what) {
    return ::testing::AssertionFailure() << what << "\n  explicit:" << describeStates(e) << "\n  verdict "
                                         << verdictName(e.verdict) << "\n  smt:" << describeStates(s) << "\n  verdict "
                                         << verdictName(s.verdict);
  };
  if (!s.decided && s.loopBoundCond < 0) return fail("smt undecided: " + s.unknownReason);
  if (e.states.size() != s.states.size()) return fail("different numbers of states");
  for (size_t i = 0; i < e.states.size(); ++i) {
    if (e.states[i].values != s.states[i].values) return fail("different states");
    if (e.states[i].cls != s.states[i].cls) return fail("different state classes");
    if (e.states[i].satisfiesCondition != s.states[i].satisfiesCondition) return fail("different condition values");
  }
  if (e.verdict != s.verdict) return fail("different verdicts");
  if (e.conditionOk != s.conditionOk) return fail("different Ok/No");
  if (e.observation != s.observation) return fail("different observations");
  if (e.ubFlags != s.ubFlags) return fail("different undefined-behaviour flags");
  if (e.loopBoundHit != s.loopBoundHit) return fail("different loop-bound notes");
  return ::testing::AssertionSuccess();
}

}  // namespace clmm::agreement
