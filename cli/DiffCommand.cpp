// `clmm diff --model A --model B PATH...`: runs both models on each test and lists the tests
// whose verdicts or state sets differ (states only under A, only under B, class changes, the
// verdict change). Exit code: 2 if any input is bad, else 3 if any result is unknown, else 1
// if some test differs, else 0. `--format json` prints one JSON Lines record per test instead
// (diffJson below), and the summary line on stderr.
#include <iostream>
#include <sstream>
#include <unistd.h>

#include "check/Engine.h"
#include "check/Interleavings.h"
#include "check/Expectations.h"
#include "check/Models.h"
#include "cli/Batch.h"
#include "cli/Commands.h"
#include "cli/Diff.h"
#include "cli/Inputs.h"
#include "cli/Report.h"
#include "support/Printable.h"

namespace clmm {

namespace {

// {"1:r0": 1, "x": 0}: a state by observable.
nlohmann::json valuesJson(const std::vector<std::string>& observables, const std::vector<int64_t>& values) {
  nlohmann::json j = nlohmann::json::object();
  for (size_t i = 0; i < values.size() && i < observables.size(); ++i) j[observables[i]] = values[i];
  return j;
}

// One test's record: {"file", "test", "models": [A, B], "status": "same" | "differ" | "unknown",
// "verdicts": {A: v, B: v} (null when unknown), "unknown": {MODEL: reason} (when some are),
// "observables", "differences": [{"kind": "verdict", "verdicts": {A: v, B: v}} | {"kind":
// "only-under", "model", "state", "class"} | {"kind": "class-changed", "state", "classes": {A: c,
// B: c}}]}.
std::string diffJson(const std::string& path, const std::vector<TestResult>& r, const std::vector<Difference>& ds) {
  using nlohmann::json;
  const std::string &a = r[0].model, &b = r[1].model;
  json j;
  j["file"] = printableName(path);
  j["test"] = r[0].test;
  j["models"] = json::array({a, b});
  bool unknown = !r[0].decided || !r[1].decided;
  j["status"] = unknown ? "unknown" : ds.empty() ? "same" : "differ";
  json verdicts = json::object(), reasons = json::object();
  for (const auto& x : r) {
    verdicts[x.model] = x.decided ? json(verdictName(x.verdict)) : json(nullptr);
    if (!x.decided) reasons[x.model] = x.unknownReason;
  }
  j["verdicts"] = verdicts;
  if (unknown) j["unknown"] = reasons;
  j["observables"] = r[0].observables;
  json diffs = json::array();
  for (const auto& d : ds) {
    switch (d.kind) {
      case Difference::Kind::Verdict:
        diffs.push_back({{"kind", "verdict"},
                         {"verdicts", {{a, verdictName(d.verdictBefore)}, {b, verdictName(d.verdictAfter)}}}});
        break;
      case Difference::Kind::Gained:  // in B's states, not A's
      case Difference::Kind::Lost:
        diffs.push_back({{"kind", "only-under"},
                         {"model", d.kind == Difference::Kind::Gained ? b : a},
                         {"state", valuesJson(r[0].observables, d.state)},
                         {"class", stateClassName(d.kind == Difference::Kind::Gained ? d.after : d.before)}});
        break;
      case Difference::Kind::ClassChanged:
        diffs.push_back({{"kind", "class-changed"},
                         {"state", valuesJson(r[0].observables, d.state)},
                         {"classes", {{a, stateClassName(d.before)}, {b, stateClassName(d.after)}}}});
        break;
    }
  }
  j["differences"] = diffs;
  return jsonLine(j);
}

}  // namespace

LoadedTest loadDiffTest(const DiffOptions& o, const std::string& path,
                        const std::function<const std::vector<NamedModel>&(const LoadedTest&)>& modelsOf,
                        TestOutcome& out) {
  LoadedTest t = loadTestLocked(path, o.reading);
  rejectUnsupported(t, modelsOf(t));
  std::ostringstream err;
  reportDiagnostics(t, !o.quiet, err);
  out.err = err.str();
  out.badInput = !t.ok();
  return t;
}

EngineOptions diffEngineOptions(const DiffOptions& o) {
  EngineOptions eo;
  eo.engine = o.engine;
  eo.timeoutSeconds = o.timeoutSeconds;
  eo.skipChecks = o.skipChecks;
  return eo;
}

DiffCounts runDiffBatch(const DiffOptions& o, size_t n, const std::function<TestOutcome(size_t)>& work) {
  DiffCounts c;
  BatchOptions bo;
  bo.jobs = o.jobs;
  bo.progress = !o.quiet && isatty(STDERR_FILENO);
  bo.failedWord = "differ";
  runBatch(n, bo, work, [&](size_t, TestOutcome& out) {
    std::cerr << out.err;
    std::cout << out.out;
    c.differ += out.failed;
    c.missing += out.unchecked;
    c.unknown += out.unknown;
    c.same += out.passed;
    c.bad += out.badInput ? 1 : 0;
    c.notRun += out.notRun ? 1 : 0;  // a stopped batch (SIGINT, SIGTERM)
  });
  return c;
}

void summaryCounts(std::ostream& summary, const DiffCounts& c) {
  if (c.unknown) summary << ", " << c.unknown << " unknown";
  if (c.bad) summary << ", " << c.bad << (c.bad == 1 ? " bad input" : " bad inputs");
  if (c.notRun) summary << ", " << c.notRun << " not run";
}

int runDiff(const DiffOptions& o) {
  if (!o.herdLog.empty()) return runHerdDiff(o);
  if (o.models.size() != 2 || o.models[0] == o.models[1]) {
    std::cerr << "clmm: error: clmm diff compares two different models: --model A --model B (or one model's "
                 "results with a herd7 or litmus7 log: --herd-log FILE)\n";
    return 2;
  }
  std::vector<NamedModel> models;
  if (!loadModels(o.models, models, o.timeoutSeconds)) return 2;
  if (!knownChecks(models, o.skipChecks, false)) return 2;
  if (!knownEngine(o.engine)) return 2;
  auto inputs = batchInputs(o.paths, o.shard);
  if (!inputs) return 2;
  const std::vector<std::string>& files = inputs->files;
  const EngineOptions eo = diffEngineOptions(o);
  const std::string& a = models[0].name;
  const std::string& b = models[1].name;
  const DiffWords words{a, b, "only under " + b, "only under " + a};

  auto work = [&](size_t i) {
    const std::string& path = files[i];
    TestOutcome out;
    LoadedTest t = loadDiffTest(
        o, path, [&](const LoadedTest&) -> const std::vector<NamedModel>& { return models; }, out);
    if (out.badInput) return out;
    std::vector<TestResult> r;
    for (const auto& m : models) r.push_back(runEngineOnTest(t, m, eo));
    std::string detail;
    for (const auto& x : r)
      if (!x.decided) detail += "  unknown under " + x.model + ": " + x.unknownReason + "\n";
    if (!detail.empty()) {
      out.unknown = 1;
      out.out = o.format == "json" ? diffJson(path, r, {}) : printableName(path) + "\n" + detail;
      return out;
    }
    std::vector<Difference> ds;
    if (r[0].verdict != r[1].verdict) {
      Difference d;
      d.verdictBefore = r[0].verdict;
      d.verdictAfter = r[1].verdict;
      ds.push_back(d);
    }
    for (auto& d : compareStates(statesOf(r[0]), statesOf(r[1]))) ds.push_back(d);
    if (o.format == "json") out.out = diffJson(path, r, ds);
    if (ds.empty()) {
      out.passed = 1;
      return out;
    }
    out.failed = 1;
    if (o.format == "json") return out;
    out.out = printableName(path) + "\n";
    for (const auto& l : describeDifferences(ds, r[0].observables, words)) out.out += "  " + l + "\n";
    return out;
  };

  const DiffCounts c = runDiffBatch(o, files.size(), work);
  std::ostream& summary = o.format == "json" ? std::cerr : std::cout;  // stdout: the records alone
  summary << c.differ << " of " << (c.differ + c.same + c.unknown) << " tests differ between " << a << " and " << b;
  summaryCounts(summary, c);
  if (!o.skipChecks.empty()) {
    TestResult label;
    label.skippedChecks.assign(o.skipChecks.begin(), o.skipChecks.end());
    summary << " (" << skippedLabel(label) << ")";
  }
  summary << "\n";
  if (inputs->bad || c.bad) return 2;
  if (c.unknown) return 3;
  return c.differ ? 1 : 0;
}

}  // namespace clmm
