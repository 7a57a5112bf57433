// The renderings of checked results for `clmm check` (text, brief, JSON Lines, JUnit cases) and
// the summary line.
#include "cli/CheckReport.h"

#include <filesystem>
#include <sstream>

#include "cli/HerdLog.h"
#include "cli/Report.h"
#include "support/Printable.h"

namespace clmm {

namespace {

using Outcome = CheckedResult::Outcome;
const DiffWords kExpectationWords{"expected", "got", "state gained", "state lost"};

// The model, and the checks switched off when there are some: "opencl, checks skipped: --skip SC".
std::string modelLabel(const TestResult& r) {
  return r.skippedChecks.empty() ? r.model : r.model + ", " + skippedLabel(r);
}

std::string brief(const std::string& status, const TestResult& r) {
  std::string s = status;
  s.resize(8, ' ');
  return s + r.file + " [" + modelLabel(r) + "] ";  // r.file is shown as printableName made it
}

std::string testcaseName(const std::string& path, const std::string& model) { return junitTestName(path, model); }

}  // namespace

CheckedResult::Outcome CheckedResult::outcome() const {
  if (!result.decided) return Outcome::Unknown;
  if (!expectation) return expectationRequired ? Outcome::Missing : Outcome::Unchecked;
  return differences.empty() ? Outcome::Passed : Outcome::Failed;
}

void renderResult(const CheckedResult& c, const std::string& format, std::string& out) {
  const TestResult& r = c.result;
  auto lines = describeDifferences(c.differences, r.observables, kExpectationWords);
  Outcome o = c.outcome();
  if (format == "herd") {  // no expectation block: herd's log readers take herd's lines only
    out += herdLog(r);
  } else if (format == "json") {
    nlohmann::json j = toJson(r);
    j["expectation"] = c.expectation ? expectationJson(*c.expectation, r, c.differences) : nlohmann::json(nullptr);
    if (c.expectation) j["expectation"]["expected"]["origin"] = printableName(c.expectation->origin);
    if (o == Outcome::Missing) j["missing_expectation"] = true;
    if (c.explanation.empty())
      out += jsonLine(j);
    else
      appendJsonLine(j, "explanation", c.explanation, out);  // not copied into `j`: megabytes
  } else if (format == "brief") {
    switch (o) {
      case Outcome::Passed: out += brief("ok", r) + verdictName(r.verdict) + "\n"; break;
      case Outcome::Unknown: out += brief("UNKNOWN", r) + r.unknownReason + "\n"; break;
      case Outcome::Unchecked: out += brief("-", r) + verdictName(r.verdict) + " (no expectation)\n"; break;
      case Outcome::Missing:
        out += brief("FAIL", r) + verdictName(r.verdict) + " (no expectation, and --require-expectations is given)\n";
        break;
      case Outcome::Failed:
        out += brief("FAIL", r) + verdictName(r.verdict) + ", expected " + expectationSummary(*c.expectation) + " (" +
               printableName(c.expectation->origin) + ")\n";
        for (const auto& l : lines) out += "        " + l + "\n";
        break;
    }
    out += c.explanation;
  } else {
    std::ostringstream s;
    printText(r, s);
    std::string text = s.str();
    if (o == Outcome::Missing) {
      if (text.size() >= 2 && text.compare(text.size() - 2, 2, "\n\n") == 0) text.pop_back();
      text += "Expected: nothing (no clmm-expect line or --expect row): FAIL, --require-expectations is given\n\n";
    }
    if (c.expectation) {
      if (text.size() >= 2 && text.compare(text.size() - 2, 2, "\n\n") == 0) text.pop_back();
      text += "Expected " + expectationSummary(*c.expectation) + " (" + printableName(c.expectation->origin) + "): " +
              (o == Outcome::Passed   ? "ok"
               : o == Outcome::Failed ? "MISMATCH"
                                      : "not checked, the result is unknown") +
              "\n";
      for (const auto& l : lines) text += "  " + l + "\n";
      text += "\n";
    }
    if (!c.explanation.empty() && text.size() >= 2 && text.compare(text.size() - 2, 2, "\n\n") == 0) text.pop_back();
    out += text + c.explanation;
  }
}

std::string undecidedInHerdLog(const TestResult& r) {
  return "clmm: warning: " + r.file + " [" + r.model + "]: unknown (" + r.unknownReason +
         "), marked ?? in the herd log\n";
}

std::string renderBadInput(const std::string& path, const std::string& format) {
  return format == "brief" ? "BAD     " + printableName(path) + " (bad input, see the error above)\n" : "";
}

JunitCase junitCase(const CheckedResult& c) {
  const TestResult& r = c.result;
  JunitCase j;
  j.name = testcaseName(r.file, modelLabel(r));
  j.classname = junitClassname(r.file);
  j.file = r.file;
  j.seconds = c.seconds;
  if (!r.skippedChecks.empty()) {
    std::string names;
    for (const auto& n : r.skippedChecks) names += (names.empty() ? "" : ",") + n;
    j.properties.emplace_back("skipped_checks", names);
  }
  switch (c.outcome()) {
    case CheckedResult::Outcome::Passed:
    case CheckedResult::Outcome::Unchecked: break;
    case CheckedResult::Outcome::Missing:
      j.status = JunitCase::Status::Failed;
      j.type = "no-expectation";
      j.message = std::string("no expectation (--require-expectations), got ") + verdictName(r.verdict);
      j.text = "write a clmm-expect line in the test or a row of the --expect table (--write-expect FILE.csv "
               "writes the current results as one)\n";
      break;
    case CheckedResult::Outcome::Unknown:
      j.status = JunitCase::Status::Error;
      j.type = "unknown";
      j.message = "unknown: " + r.unknownReason;
      j.text = j.message + "\n";
      break;
    case CheckedResult::Outcome::Failed: {
      j.status = JunitCase::Status::Failed;
      j.type = "mismatch";
      j.message = std::string("expected ") + expectationSummary(*c.expectation) + ", got " + verdictName(r.verdict);
      j.text = "expectation at " + printableName(c.expectation->origin) + "\n";
      for (const auto& l : describeDifferences(c.differences, r.observables, kExpectationWords)) j.text += l + "\n";
      break;
    }
  }
  return j;
}

JunitCase junitBadInput(const std::string& path, const std::string& model, const std::string& errorText) {
  JunitCase j;
  j.name = testcaseName(path, model);
  j.classname = junitClassname(path);
  j.file = path;
  j.status = JunitCase::Status::Error;
  j.type = "bad-input";
  j.message = errorText.substr(0, errorText.find('\n'));
  j.text = errorText;
  return j;
}

JunitCase junitNotRun(const std::string& path, const std::string& model, const std::string& why) {
  JunitCase j;
  j.name = testcaseName(path, model);
  j.classname = junitClassname(path);
  j.file = path;
  j.status = JunitCase::Status::Skipped;
  j.message = "not run: " + why;
  return j;
}

std::string summaryLine(const Tally& t) {
  std::string s = std::to_string(t.passed) + " passed, " + std::to_string(t.failed) + " failed, " +
                  std::to_string(t.unknown) + " unknown";
  if (t.unchecked) s += ", " + std::to_string(t.unchecked) + " without expectation";
  if (t.badInputs) s += ", " + std::to_string(t.badInputs) + (t.badInputs == 1 ? " bad input" : " bad inputs");
  if (t.notRun) s += ", " + std::to_string(t.notRun) + " not run";
  return s;
}

}  // namespace clmm
