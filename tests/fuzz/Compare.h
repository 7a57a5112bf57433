// What the differential fuzzer compares: the answers of the two engines for one test and model
// (states with their classes and condition values, Ok/No, observation, verdict, undefined-
// behaviour flags, the loop-bound note). Counts and timings may differ (the Z3 engine counts
// states, the explicit engine executions).
#pragma once

#include <string>

#include "axioms/Verdict.h"

namespace clmm::fuzz {

// "" when both results are decided and agree, or when either is undecided (a timeout is not a
// disagreement); otherwise what differs, followed by both results' states and verdicts.
std::string disagreement(const TestResult& explicitResult, const TestResult& smtResult);

}  // namespace clmm::fuzz
