// herd7-style log blocks for `clmm check --format herd` (cli/HerdLog.h). What herd's log reader
// accepts is in docs/cli.md ("herd logs"); tests/cli/HerdLogReader.h reads the blocks as strictly.
#include "cli/HerdLog.h"

#include <cstdio>
#include <filesystem>

#include "cli/Report.h"
#include "support/Printable.h"

namespace clmm {

namespace {

// herd's reader takes test names of letters, digits and `_ / . - + [ ]` (a `Test` line with any
// other character is skipped with its whole block): any other character becomes `_`.
std::string herdName(const TestResult& r) {
  std::string name = r.test.empty() ? std::filesystem::path(r.file).stem().string() : r.test;
  if (name.empty()) name = "unnamed";
  for (char& c : name) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              std::string("_/.-+[]").find(c) != std::string::npos;
    if (!ok) c = '_';
  }
  return name;
}

// herd names a test's kind by its condition's quantifier; a test without a condition is read
// as `forall (true)`, so it is Required.
const char* herdKind(const TestResult& r) {
  using Q = Quantifier;
  if (!r.hasCondition || r.quantifier == Q::Forall) return "Required";
  return r.quantifier == Q::NotExists ? "Forbidden" : "Allowed";
}

std::string timeLine(const std::string& name, double seconds) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", seconds);
  return "Time " + name + " " + text + "\n\n";
}

}  // namespace

std::string herdLog(const TestResult& r) {
  const std::string name = herdName(r);
  std::string out = "Test " + name + " " + herdKind(r) + "\n";
  // (Lines between `Test` and `States` are skipped by herd's reader; these say what it cannot.)
  if (!r.skippedChecks.empty()) {
    out += "Skipped checks:";
    for (const auto& c : r.skippedChecks) out += " " + c;
    out += " (switched off by --skip: not the model's own result)\n";
  }
  if (!r.decided) {  // herd's word for a result it does not know is `??`
    out += "States 0\n?? unknown: " + printableName(r.unknownReason) + "\n";
    out += "Condition " + r.conditionHerd + "\n";
    return out + timeLine(name, r.seconds);
  }
  out += "States " + std::to_string(r.states.size()) + "\n";
  for (const auto& s : r.states) out += stateToString(r, s) + "\n";
  // herd's reader needs the validation word; a test without a condition holds `forall (true)`.
  out += !r.hasCondition || r.conditionOk ? "Ok\n" : "No\n";
  // The witness counts are consistent executions; the Z3 engine counts final states instead, so
  // it has no witness line (its Observation line counts states).
  uint64_t positive = r.hasCondition ? r.positive : r.positive + r.negative, negative = r.hasCondition ? r.negative : 0;
  if (r.countsAreExecutions)
    out += "Witnesses\nPositive: " + std::to_string(positive) + " Negative: " + std::to_string(negative) + "\n";
  for (const auto& flag : r.ubFlags) out += "Flag " + flag + "\n";
  if (r.livenessViolation) out += "Flag liveness_violation\n";
  out += "Condition " + r.conditionHerd + "\n";
  const char* observation = r.hasCondition ? observationName(r.observation) : "Always";
  out += "Observation " + name + " " + observation + " " + std::to_string(positive) + " " + std::to_string(negative) + "\n";
  return out + timeLine(name, r.seconds);
}

}  // namespace clmm
