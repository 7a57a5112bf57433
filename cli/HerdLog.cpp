// herd7-style log blocks for `clmm check --format herd` (cli/HerdLog.h). What herd's log reader
// accepts is in docs/cli.md ("herd logs"); tests/cli/HerdLogReader.h reads the blocks as strictly.
#include "cli/HerdLog.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "cli/Report.h"
#include "support/Printable.h"

namespace clmm {

namespace {

}  // namespace

// herd's reader takes test names of letters, digits and `_ / . - + [ ]` (a `Test` line with any
// other character is skipped with its whole block): any other character becomes `_`.
std::string herdTestName(const TestResult& r) {
  std::string name = r.test.empty() ? std::filesystem::path(r.file).stem().string() : r.test;
  if (name.empty()) name = "unnamed";
  for (char& c : name) {
    bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
              std::string("_/.-+[]").find(c) != std::string::npos;
    if (!ok) c = '_';
  }
  return name;
}

namespace {

// herd names a test's kind by its condition's quantifier; a test without a condition is read
// as `forall (true)`, so it is Required.
const char* herdKind(const TestResult& r) {
  using Q = Quantifier;
  if (!r.hasCondition || r.quantifier == Q::Forall) return "Required";
  return r.quantifier == Q::NotExists ? "Forbidden" : "Allowed";
}

// The block's end: `Time`, then herd's `Hash=` when the test declares its hash, then an empty
// line. herd's Hash is an MD5 digest of herd's own printing of the test's initial state, code and
// observed locations (herdtools7 lib/testHash.ml), which clmm does not print, so clmm cannot
// compute it; a test that carries a `Hash=` line (as the herd tools write them, and check
// against the test) gives it. No other value is written: a wrong hash would make herd's log
// readers take one test for two.
std::string timeLine(const std::string& name, double seconds, const std::string& hash) {
  char text[32];
  std::snprintf(text, sizeof text, "%.2f", seconds);
  return "Time " + name + " " + text + "\n" + (isHerdHash(hash) ? "Hash=" + hash + "\n" : "") + "\n";
}

}  // namespace

bool isHerdHash(const std::string& text) {
  return text.size() == 32 && std::all_of(text.begin(), text.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
         });
}

std::string herdLog(const TestResult& r) {
  const std::string name = herdTestName(r);
  std::string out = "Test " + name + " " + herdKind(r) + "\n";
  // (Lines between `Test` and `States` are skipped by herd's reader; these say what it cannot.)
  if (!r.skippedChecks.empty()) {
    out += "Skipped checks:";
    for (const auto& c : r.skippedChecks) out += " " + c;
    out += " (switched off by --skip: not the model's own result)\n";
  }
  // A liveness violation is no model flag (herd's `Flag` lines name the model's flags): it is said
  // here, where herd's reader skips lines, as the text format says it.
  if (r.livenessViolation) out += "Liveness violation: " + printableName(r.livenessWitness) + "\n";
  if (!r.decided) {  // herd's word for a result it does not know is `??`
    out += "States 0\n?? unknown: " + printableName(r.unknownReason) + "\n";
    out += "Condition " + r.conditionHerd + "\n";
    return out + timeLine(name, r.seconds, r.declaredHash);
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
  out += "Condition " + r.conditionHerd + "\n";
  const char* observation = r.hasCondition ? observationName(r.observation) : "Always";
  out += "Observation " + name + " " + observation + " " + std::to_string(positive) + " " + std::to_string(negative) + "\n";
  return out + timeLine(name, r.seconds, r.declaredHash);
}

}  // namespace clmm
