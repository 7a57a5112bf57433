// Printing of test results: herd-style text and one JSON object per test (JSON Lines).
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>

#include "axioms/Verdict.h"

namespace clmm {

std::string stateToString(const TestResult& r, const FinalState& s);  // "1:r0=1; x=2;"
void printText(const TestResult& r, std::ostream& out);
// "checks skipped: --skip SC,Rmw", the label of a result computed with checks switched off.
std::string skippedLabel(const TestResult& r);
nlohmann::json toJson(const TestResult& r);
// One JSON Lines record, "...}\n": every string (keys too) shown by the rule of every output
// (support/Printable.h), so that no name can make the record invalid UTF-8 or hide a control
// character in it.
std::string jsonLine(const nlohmann::json& j);

}  // namespace clmm
