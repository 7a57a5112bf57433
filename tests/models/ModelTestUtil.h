// Helpers for the model unit tests: run a litmus text (held in a string) through both engines
// (the explicit one and Z3's, which must agree on what each test asserts) under a built-in model,
// optionally with named checks switched off, and judge whether the condition's outcome is
// reachable, whether exactly one check forbids it, and which events a flag reports.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "axioms/BuiltinModels.h"
#include "enumerate/Checker.h"
#include "support/Diagnostics.h"
#include "solver/SmtEngine.h"
#include "tests/litmus/Helpers.h"

namespace clmm::modeltest {

// The built-in models of OpenCL tests: every built-in model but ptx (whose tests are PTX:
// PtxChecksTest.cpp). ModelListTest checks this against builtinModelNames().
inline const std::vector<std::string>& allModels() {
  static const std::vector<std::string> names = {"opencl", "opencl-scoped", "opencl-spec", "opencl-lax", "opencl-rsp"};
  return names;
}

// The models that read scope inclusion conservatively (two scopes are inclusive only when they
// are the same scope and each covers the other: docs/models.md): opencl-lax and opencl-rsp read
// it as the paper of remote scope promotion does (each covers the other), so that mixed scopes
// in one work-group are inclusive there.
inline const std::vector<std::string>& conservativeInclusionModels() {
  static const std::vector<std::string> names = {"opencl", "opencl-scoped", "opencl-spec"};
  return names;
}

// Whether the result raised the model's flag `flag`.
inline bool raisedFlag(const TestResult& r, const std::string& flag) {
  return std::find(r.ubFlags.begin(), r.ubFlags.end(), flag) != r.ubFlags.end();
}

// A built-in model, parsed once per process.
inline const cat::Model& model(const std::string& name) {
  static std::map<std::string, cat::Model> cache;
  auto it = cache.find(name);
  if (it == cache.end()) it = cache.emplace(name, loadModelByName(name)).first;
  return it->second;
}

// A checked test: the lowered program (to name witness events) and the engines' answers.
struct Checked {
  Program program;
  TestResult result;  // the explicit engine's (its witnesses name the events)
  TestResult smt;     // Z3's
};

// Some consistent execution without undefined behaviour satisfies the proposition.
inline bool reachableWithoutUb(const TestResult& r) {
  for (const auto& s : r.states)
    if (s.satisfiesCondition && s.cls == StateClass::Allowed) return true;
  return false;
}

// Both engines decided, and said the same of the outcome, its states and the flags raised (what
// the tests look at in the explicit engine's result); else the test fails here.
inline void expectEnginesAgree(const Checked& c, const std::string& modelName) {
  const TestResult& e = c.result;
  const TestResult& z = c.smt;
  EXPECT_TRUE(e.decided && z.decided) << modelName << ": undecided: explicit '" << e.unknownReason << "', Z3 '"
                                      << z.unknownReason << "'";
  if (!e.decided || !z.decided) return;
  EXPECT_EQ(e.positive > 0, z.positive > 0) << modelName << ": the engines disagree on the outcome's reachability";
  EXPECT_EQ(reachableWithoutUb(e), reachableWithoutUb(z)) << modelName << ": the engines disagree without UB";
  EXPECT_EQ(raisedFlag(e, "data_race"), raisedFlag(z, "data_race"))
      << modelName << ": the engines disagree on the data race";
  EXPECT_EQ(std::set<std::string>(e.ubFlags.begin(), e.ubFlags.end()),
            std::set<std::string>(z.ubFlags.begin(), z.ubFlags.end()))
      << modelName << ": the engines raise different flags";
  EXPECT_EQ(e.states.size(), z.states.size()) << modelName << ": the engines find different numbers of states";
}

inline Checked run(const std::string& text, const std::string& modelName, const std::set<std::string>& skip = {}) {
  Checked c{test::elaborateText(text), {}, {}};
  ExplicitOptions options;
  options.skipChecks = skip;
  c.result = checkExplicit(c.program, model(modelName), modelName, options);
  SmtOptions smtOptions;
  smtOptions.skipChecks = skip;
  c.smt = checkSmt(c.program, model(modelName), modelName, smtOptions);
  expectEnginesAgree(c, modelName);
  return c;
}

// Some consistent execution (racy or not) satisfies the `exists` proposition.
inline bool reachable(const TestResult& r) { return r.decided && r.positive > 0; }

// Whether some consistent execution satisfies the proposition, once both engines said the same
// (an engine that disagrees, or is undecided, fails the test with what each said).
inline ::testing::AssertionResult bothEngines(const Checked& c, const std::string& modelName, bool& reach) {
  if (!c.result.decided)
    return ::testing::AssertionFailure() << modelName << ": explicit engine undecided: " << c.result.unknownReason;
  if (!c.smt.decided)
    return ::testing::AssertionFailure() << modelName << ": Z3 engine undecided: " << c.smt.unknownReason;
  reach = reachable(c.result);
  if (reach != reachable(c.smt))
    return ::testing::AssertionFailure() << modelName << ": the engines disagree: the explicit engine finds the "
                                         << "outcome " << (reach ? "reachable" : "unreachable") << ", Z3 "
                                         << (reachable(c.smt) ? "reachable" : "unreachable");
  return ::testing::AssertionSuccess();
}

// The outcome is unreachable under `modelName`, and reachable once exactly `check` (with
// `alsoOff`, if any) is off; in both engines.
inline ::testing::AssertionResult forbiddenOnlyBy(const std::string& text, const std::string& modelName,
                                                  const std::string& check, const std::set<std::string>& alsoOff = {}) {
  bool reach = false;
  Checked on = run(text, modelName, alsoOff);
  if (auto agreed = bothEngines(on, modelName, reach); !agreed) return agreed;
  if (reach)
    return ::testing::AssertionFailure() << "the outcome is reachable under " << modelName << " (" << on.result.positive
                                         << " consistent executions)";
  std::set<std::string> off = alsoOff;
  off.insert(check);
  Checked without = run(text, modelName, off);
  if (auto agreed = bothEngines(without, modelName, reach); !agreed) return agreed;
  if (!reach)
    return ::testing::AssertionFailure() << "the outcome stays unreachable under " << modelName << " with " << check
                                         << " switched off";
  return ::testing::AssertionSuccess();
}

// The outcome is reachable under `modelName` (with `skip` switched off), in both engines.
inline ::testing::AssertionResult allowed(const std::string& text, const std::string& modelName,
                                          const std::set<std::string>& skip = {}) {
  bool reach = false;
  Checked c = run(text, modelName, skip);
  if (auto agreed = bothEngines(c, modelName, reach); !agreed) return agreed;
  if (!reach) return ::testing::AssertionFailure() << "the outcome is unreachable under " << modelName;
  return ::testing::AssertionSuccess();
}

// The outcome is unreachable under `modelName` (whichever check excludes it), in both engines.
inline ::testing::AssertionResult forbidden(const std::string& text, const std::string& modelName,
                                            const std::set<std::string>& skip = {}) {
  bool reach = false;
  Checked c = run(text, modelName, skip);
  if (auto agreed = bothEngines(c, modelName, reach); !agreed) return agreed;
  if (reach)
    return ::testing::AssertionFailure() << "the outcome is reachable under " << modelName << " (" << c.result.positive
                                         << " consistent executions)";
  return ::testing::AssertionSuccess();
}

// The source snippets of the events that `flag` reports as its witness (empty if not raised).
inline std::multiset<std::string> witness(const Checked& c, const std::string& flag) {
  std::multiset<std::string> out;
  for (const auto& w : c.result.ubWitnesses)
    if (w.flag == flag)
      for (EventId e : w.events) out.insert(c.program.events[e].text);
  return out;
}

inline bool raised(const Checked& c, const std::string& flag) {
  for (const auto& f : c.result.ubFlags)
    if (f == flag) return true;
  return false;
}

}  // namespace clmm::modeltest
