// Printing of test results: herd-style text and one JSON object per test (JSON Lines).
#pragma once

#include <nlohmann/json.hpp>
#include <ostream>
#include <string>
#include <string_view>

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
// Appends jsonLine of `j` (an object without the member `key`) with the string member `key`
// set to `text`, without copying `text` into a JSON value: the same bytes, for an explanation
// of megabytes (escaped once, straight into `out`).
void appendJsonLine(const nlohmann::json& j, const std::string& key, std::string_view text, std::string& out);

}  // namespace clmm
