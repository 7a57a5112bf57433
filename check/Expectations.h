// Expectations bound to a loaded test (states checked against its observables), the comparison
// of a result with an expectation, and of two results (clmm diff): verdict change, states gained,
// states lost, class changes (allowed <-> racy); rendered as text lines and as JSON.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "axioms/Verdict.h"
#include "check/ExpectSyntax.h"

namespace clmm {

// Final states as values in the test's observable order, with their class.
using StateSet = std::map<std::vector<int64_t>, StateClass>;

struct BoundExpectation {
  std::optional<Verdict> verdict;
  bool hasStates = false;
  StateSet states;
  std::string origin;  // "FILE:LINE" where it is written
};

// Checks that every state gives one value to each observable and to nothing else; throws
// BadInput located where the expectation is written.
BoundExpectation bindExpectation(const Expectation& e, const std::string& model, const std::string& testPath,
                                 const std::vector<std::string>& observables);

struct Difference {
  enum class Kind { Verdict, Gained, Lost, ClassChanged };
  Kind kind = Kind::Verdict;
  std::vector<int64_t> state;  // Gained, Lost, ClassChanged
  StateClass before = StateClass::Allowed, after = StateClass::Allowed;
  Verdict verdictBefore = Verdict::Forbidden, verdictAfter = Verdict::Forbidden;
};

StateSet statesOf(const TestResult& r);

// Differences of states from `before` to `after`: gained, lost, then class changes, each in value
// order. compareExpectation puts a verdict change first.
std::vector<Difference> compareStates(const StateSet& before, const StateSet& after);
std::vector<Difference> compareExpectation(const BoundExpectation& e, const TestResult& r);

// "1:r0=1 1:r1=0": the syntax expectations use, so that it can be pasted back.
// types (when given): the observables' types, a ulong printed unsigned (events/Program.h valueText).
std::string stateText(const std::vector<std::string>& observables, const std::vector<int64_t>& values,
                      const std::vector<IntType>& types = {});

// How the two sides are named in text: {"expected", "got", "state gained", "state lost"} for
// expectations, {"opencl", "opencl-scoped", "only under opencl-scoped", "only under opencl"}
// for clmm diff.
struct DiffWords {
  std::string before, after, gained, lost;
};
std::vector<std::string> describeDifferences(const std::vector<Difference>& ds,
                                             const std::vector<std::string>& observables, const DiffWords& w);

// {"expected": {...}, "matched": bool|null, "differences": [...]}; matched is null when the result
// is unknown.
nlohmann::json expectationJson(const BoundExpectation& e, const TestResult& r, const std::vector<Difference>& ds);

// "forbidden", "3 states", "forbidden, 3 states".
std::string expectationSummary(const BoundExpectation& e);

}  // namespace clmm
