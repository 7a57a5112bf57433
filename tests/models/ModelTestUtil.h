// Helpers for the model unit tests: run a litmus text (held in a string) through the explicit
// engine under a built-in model, optionally with named checks switched off, and judge whether
// the condition's outcome is reachable, whether exactly one check forbids it, and which events a
// flag reports.
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "axioms/BuiltinModels.h"
#include "enumerate/Checker.h"
#include "litmus/Diagnostics.h"
#include "tests/litmus/Helpers.h"

namespace clmm::modeltest {

// The three built-in models.
inline const std::vector<std::string>& allModels() {
  static const std::vector<std::string> names = {"opencl", "opencl-scoped", "opencl-spec"};
  return names;
}

// A built-in model, parsed once per process.
inline const cat::Model& model(const std::string& name) {
  static std::map<std::string, cat::Model> cache;
  auto it = cache.find(name);
  if (it == cache.end()) it = cache.emplace(name, loadModelByName(name)).first;
  return it->second;
}

// A checked test: the lowered program (to name witness events) and the engine's answer.
struct Checked {
  Program program;
  TestResult result;
};

inline Checked run(const std::string& text, const std::string& modelName,
                   const std::set<std::string>& skip = {}) {
  Checked c{test::lowerText(text), {}};
  ExplicitOptions options;
  options.skipChecks = skip;
  c.result = checkExplicit(c.program, model(modelName), modelName, options);
  return c;
}

// Some consistent execution (racy or not) satisfies the `exists` proposition.
inline bool reachable(const TestResult& r) { return r.decided && r.positive > 0; }

// Some consistent execution without undefined behaviour satisfies the proposition.
inline bool reachableWithoutUb(const TestResult& r) {
  for (const auto& s : r.states)
    if (s.satisfiesCondition && s.cls == StateClass::Allowed) return true;
  return false;
}

// The outcome is unreachable under `modelName`, and reachable once exactly `check` is off.
inline ::testing::AssertionResult forbiddenOnlyBy(const std::string& text,
                                                  const std::string& modelName,
                                                  const std::string& check) {
  Checked on = run(text, modelName);
  if (!on.result.decided)
    return ::testing::AssertionFailure() << modelName << ": undecided: " << on.result.unknownReason;
  if (reachable(on.result))
    return ::testing::AssertionFailure()
           << "the outcome is reachable under " << modelName << " (" << on.result.positive
           << " consistent executions)";
  Checked off = run(text, modelName, {check});
  if (!reachable(off.result))
    return ::testing::AssertionFailure() << "the outcome stays unreachable under " << modelName
                                         << " with " << check << " switched off";
  return ::testing::AssertionSuccess();
}

// The outcome is reachable under `modelName` (with `skip` switched off).
inline ::testing::AssertionResult allowed(const std::string& text, const std::string& modelName,
                                          const std::set<std::string>& skip = {}) {
  Checked c = run(text, modelName, skip);
  if (!c.result.decided)
    return ::testing::AssertionFailure() << modelName << ": undecided: " << c.result.unknownReason;
  if (!reachable(c.result))
    return ::testing::AssertionFailure() << "the outcome is unreachable under " << modelName;
  return ::testing::AssertionSuccess();
}

// The outcome is unreachable under `modelName` (whichever check excludes it).
inline ::testing::AssertionResult forbidden(const std::string& text, const std::string& modelName,
                                            const std::set<std::string>& skip = {}) {
  Checked c = run(text, modelName, skip);
  if (!c.result.decided)
    return ::testing::AssertionFailure() << modelName << ": undecided: " << c.result.unknownReason;
  if (reachable(c.result))
    return ::testing::AssertionFailure()
           << "the outcome is reachable under " << modelName << " (" << c.result.positive
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
