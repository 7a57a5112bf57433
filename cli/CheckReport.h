// Rendering of one checked result (a test under one model, with its expectation when there is
// one) in the formats of `clmm check`: herd-style text with an expectation block, brief (one
// line per test and model, then the differences), JSON Lines, and a JUnit test case.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "axioms/Verdict.h"
#include "check/Expectations.h"
#include "cli/Junit.h"

namespace clmm {

struct CheckedResult {
  TestResult result;
  std::optional<BoundExpectation> expectation;
  std::vector<Difference> differences;  // empty when matched (or nothing expected, or unknown)
  std::string explanation;              // --explain text (explain/Explain.h); empty when not asked
  double seconds = 0;                   // wall time of the engine call
  bool expectationRequired = false;     // --require-expectations: no expectation is a failure

  // Missing: decided, no expectation, and one is required (a failure, exit 1).
  enum class Outcome { Passed, Failed, Unknown, Unchecked, Missing };
  Outcome outcome() const;
};

// Appends the rendering in `format` (text, brief, json or herd) to `out`. An undecided result's
// herd block says `??`; the caller says why on stderr too (undecidedInHerdLog).
void renderResult(const CheckedResult& c, const std::string& format, std::string& out);

// The stderr line for an undecided result, marked `??` in a herd log.
std::string undecidedInHerdLog(const TestResult& r);

// A line for a test that could not be checked (brief format only; the error is on stderr).
std::string renderBadInput(const std::string& path, const std::string& format);

JunitCase junitCase(const CheckedResult& c);
JunitCase junitBadInput(const std::string& path, const std::string& model, const std::string& errorText);
// A test the batch did not run (or did not finish) because it was stopped: `why` says by what.
JunitCase junitNotRun(const std::string& path, const std::string& model, const std::string& why);

struct Tally {
  int passed = 0, failed = 0, unknown = 0, unchecked = 0, badInputs = 0;
  int notRun = 0;  // tests (files) a stopped batch did not run
};
// "3 passed, 1 failed, 0 unknown" and, when there are some, ", 2 without expectation, 1 bad input,
// 4 not run".
std::string summaryLine(const Tally& t);

}  // namespace clmm
