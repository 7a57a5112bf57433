// herd7-style log blocks for `clmm check --format herd` (cli/HerdLog.h).
#include "cli/HerdLog.h"

#include <cstdio>

#include "cli/Report.h"

namespace clmm {

std::string herdLog(const TestResult& r) {
  if (!r.decided) return "";
  using Q = Quantifier;
  // herd names a test by its condition's quantifier: exists, ~exists, forall.
  const char* kind = !r.hasCondition || r.quantifier == Q::Exists ? "Allowed"
                     : r.quantifier == Q::NotExists              ? "Forbidden"
                                                                 : "Required";
  std::string out = "Test " + r.test + " " + kind + "\n";
  out += "States " + std::to_string(r.states.size()) + "\n";
  for (const auto& s : r.states) out += stateToString(r, s) + "\n";
  if (r.hasCondition) {
    out += r.conditionOk ? "Ok\n" : "No\n";
    // The witness counts are consistent executions; the Z3 engine counts final states instead,
    // so it has no witness line (its Observation line counts states).
    if (r.countsAreExecutions)
      out += "Witnesses\nPositive: " + std::to_string(r.positive) + " Negative: " + std::to_string(r.negative) + "\n";
    for (const auto& flag : r.ubFlags) out += "Flag " + flag + "\n";
    if (r.livenessViolation) out += "Flag liveness_violation\n";
    out += "Condition " + r.conditionText + "\n";
    out += "Observation " + r.test + " " + observationName(r.observation) + " " + std::to_string(r.positive) + " " +
           std::to_string(r.negative) + "\n";
  } else {
    for (const auto& flag : r.ubFlags) out += "Flag " + flag + "\n";
    if (r.livenessViolation) out += "Flag liveness_violation\n";
  }
  char seconds[32];
  std::snprintf(seconds, sizeof seconds, "%.2f", r.seconds);
  out += "Time " + r.test + " " + seconds + "\n\n";
  return out;
}

}  // namespace clmm
