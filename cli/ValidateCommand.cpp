// `clmm validate --mapping FILE PATH...`: lowers every test of a suite with a compiler mapping
// and runs the refinement check on each (source under --source-model, lowered test under
// --target-model). One line per test, smallest tests first (by event count); each unsound test
// is followed by its extra outcomes with a witness execution (each event naming the source
// operation and mapping rule behind it, lowering/Provenance.h); then a summary. --format brief
// gives one line per test, --junit FILE a JUnit XML report (an unsound test is a failure),
// --explain both models' explanations of each counterexample (lowering/RefineExplain.h). Exit
// code: 2 if any input is bad, else 3 if any result is unknown, else 1 if any test is unsound,
// else 0.
#include <algorithm>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <iostream>
#include <numeric>
#include <unistd.h>

#include "check/Expectations.h"
#include "check/Models.h"
#include "cli/Batch.h"
#include "cli/Commands.h"
#include "cli/Inputs.h"
#include "cli/Junit.h"
#include "cli/Report.h"
#include "litmus/Printable.h"
#include "lowering/Lowering.h"
#include "lowering/RefineExplain.h"
#include "lowering/Refinement.h"

namespace clmm {

namespace {

int eventCount(const Program& p) {
  int n = 0;
  for (const auto& t : p.threads) n += static_cast<int>(t.events.size());
  return n;
}

struct Tally {
  int sound = 0, racySource = 0, unchanged = 0, unsound = 0, unknown = 0, bad = 0;
};

// The one-line reason of an unsound result: its first counterexample (and how many more).
std::string unsoundReason(const RefineResult& r) {
  std::string s;
  if (r.targetRacy) s = "the target has undefined behaviour, the source has none";
  else if (!r.extra.empty())
    s = "target outcome " +
        (r.observables.empty() ? std::string("(no shared observable)") : stateText(r.observables, r.extra.front().values)) +
        " (" + stateClassName(r.extra.front().cls) + ") is forbidden by the source";
  size_t more = r.extra.size() - (r.targetRacy || r.extra.empty() ? 0 : 1);
  if (more > 0) s += " (and " + std::to_string(more) + " more outcome" + (more == 1 ? ")" : "s)");
  return s;
}

JunitCase junitOf(const std::string& path, const std::string& mapping) {
  JunitCase j;
  j.name = std::filesystem::path(path).filename().string() + " [" + mapping + "]";
  j.classname = junitClassname(path);
  j.file = path;
  return j;
}

}  // namespace

int runValidate(const ValidateOptions& o) {
  auto mapping = loadMapping(o.mapping);
  if (!mapping) return 2;
  std::vector<NamedModel> ms;
  if (!loadModels({o.sourceModel, o.targetModel}, ms, o.timeoutSeconds)) return 2;
  const NamedModel& sm = ms.front();
  const NamedModel& tm = ms.back();
  const std::vector<NamedModel> sourceOnly = {sm};
  if (!knownEngine(o.engine)) return 2;
  if (!removeStaleReports({{"--junit", o.junit}})) return 2;
  auto inputs = batchInputs(o.paths, o.shard);
  if (!inputs) return 2;

  // Load every test first (parsing is serialised anyway) to order them by size.
  Tally tally;
  std::vector<LoadedTest> tests;
  std::vector<std::pair<std::string, std::string>> badLoads;  // path, error text
  for (const auto& path : inputs->files) {
    LoadedTest t = loadTest(path, o.lower);
    rejectUnsupported(t, sourceOnly);  // a remote operation means something under opencl-rsp only
    reportDiagnostics(t, !o.quiet);
    if (!t.ok()) {
      ++tally.bad;
      badLoads.emplace_back(path, t.errorText);
      continue;
    }
    tests.push_back(std::move(t));
  }
  std::vector<size_t> order(tests.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return eventCount(*tests[a].program) < eventCount(*tests[b].program);
  });

  const std::string mappingName = printableName(std::filesystem::path(o.mapping).filename().string());
  std::vector<JunitCase> junit(tests.size());
  auto start = std::chrono::steady_clock::now();
  RefineOptions ro;
  ro.engine.engine = o.engine;
  ro.engine.timeoutSeconds = o.timeoutSeconds;
  ro.witnessSeconds = o.witnessSeconds;
  const bool json = o.format == "json";

  auto work = [&](size_t i) {
    LoadedTest& t = tests[order[i]];
    const Program& source = *t.program;
    TestOutcome out;
    auto begin = std::chrono::steady_clock::now();
    JunitCase& jc = junit[i];
    jc = junitOf(t.path, mappingName);
    std::string label = printableName(t.path) + " (" + std::to_string(eventCount(source)) + " events)";
    LoweredTest lowered = lowerTest(std::move(*t.ast), source, *mapping, o.lower);
    if (!lowered.errorText.empty()) {
      out.err = lowered.errorText;
      out.badInput = true;
      jc.status = JunitCase::Status::Error;
      jc.type = "bad-input";
      jc.message = out.err.substr(0, out.err.find('\n'));
      jc.text = out.err;
      return out;
    }
    const Program* target = lowered.stats.changed == 0 ? nullptr : &*lowered.program;
    RefineOptions mine = ro;
    if (target) mine.targetOrigin = lowered.originOf();
    RefineResult r = refine(source, target, sm, tm, mine);
    int rc = refineExitCode(r);
    out.passed = rc == 0;
    out.failed = rc == 1;
    out.unknown = rc == 3;
    out.unchecked = r.sourceRacy ? 1 : 0;  // counted apart: sound because the source is racy
    std::vector<std::string> explanations;  // per extra outcome, with --explain
    if (o.explain && rc == 1)
      for (const auto& e : r.extra)
        explanations.push_back("  explanation of target outcome " +
                               (r.observables.empty() ? std::string("(no shared observable)") : stateText(r.observables, e.values)) +
                               ":\n" + explainCounterexample(source, target, sm, tm, r, e, ro.engine, "    "));
    jc.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    if (rc != 0) {
      jc.status = rc == 1 ? JunitCase::Status::Failed : JunitCase::Status::Error;
      jc.type = rc == 1 ? "unsound" : "unknown";
      jc.message = rc == 1 ? unsoundReason(r) : "unknown: " + r.unknownReason;
      for (const auto& l : describeRefinement(r)) jc.text += l + "\n";
      for (const auto& x : explanations) jc.text += x;
    }
    if (json) {
      nlohmann::json j = refinementJson(r);
      j["file"] = printableName(t.path);
      j["events"] = eventCount(source);
      j["lowering"] = {{"operations", lowered.stats.operations},
                       {"matched", lowered.stats.matched},
                       {"changed", lowered.stats.changed}};
      if (o.explain)
        for (size_t k = 0; k < explanations.size() && k < j["extra"].size(); ++k) j["extra"][k]["explanation"] = explanations[k].substr(explanations[k].find('\n') + 1);
      out.out = jsonLine(j);
      return out;
    }
    std::string status = rc == 0 ? "ok      " : rc == 1 ? "UNSOUND " : "UNKNOWN ";
    std::string why = r.sourceRacy ? ": racy source" : target == nullptr ? ": unchanged by the mapping" : "";
    if (o.format == "brief") {
      std::string line = rc == 0 ? "ok" : rc == 1 ? "UNSOUND" : "UNKNOWN";
      line.resize(8, ' ');
      line += printableName(t.path) + " [" + mappingName + "] ";
      line += rc == 0 ? "sound" + (why.empty() ? "" : " (" + why.substr(2) + ")") : rc == 1 ? unsoundReason(r) : r.unknownReason;
      out.out = line + "\n";
      for (const auto& x : explanations) out.out += x;
      return out;
    }
    out.out = status + " " + label + why + "\n";
    if (rc != 0)
      for (const auto& l : describeRefinement(r)) out.out += l + "\n";
    for (const auto& x : explanations) out.out += x;
    return out;
  };

  BatchOptions bo;
  bo.jobs = o.jobs;
  bo.progress = !o.quiet && isatty(STDERR_FILENO);
  bo.failedWord = "unsound";
  int notRun = 0;  // a stopped batch (SIGINT, SIGTERM)
  std::vector<bool> wasRun(tests.size(), true);
  runBatch(tests.size(), bo, work, [&](size_t i, TestOutcome& out) {
    if (out.notRun) wasRun[i] = false;
    std::cerr << out.err;
    std::cout << out.out;
    tally.sound += out.passed;
    tally.racySource += out.unchecked;
    tally.unsound += out.failed;
    tally.unknown += out.unknown;
    tally.bad += out.badInput ? 1 : 0;
    notRun += out.notRun ? 1 : 0;
  });
  int total = tally.sound + tally.unsound + tally.unknown + tally.bad;
  std::string summary = std::to_string(total) + (total == 1 ? " test: " : " tests: ") + std::to_string(tally.sound) +
                        " sound";
  if (tally.racySource) summary += " (" + std::to_string(tally.racySource) + " with a racy source)";
  summary += ", " + std::to_string(tally.unsound) + " unsound, " + std::to_string(tally.unknown) + " unknown";
  if (tally.bad) summary += ", " + std::to_string(tally.bad) + (tally.bad == 1 ? " bad input" : " bad inputs");
  if (notRun) summary += ", " + std::to_string(notRun) + " not run";
  (json ? std::cerr : std::cout) << summary << "\n";
  bool junitFailed = false;
  if (!o.junit.empty()) {
    std::vector<JunitCase> cases;
    for (const auto& [path, error] : badLoads) {
      JunitCase j = junitOf(path, mappingName);
      j.status = JunitCase::Status::Error;
      j.type = "bad-input";
      j.message = error.substr(0, error.find('\n'));
      j.text = error;
      cases.push_back(j);
    }
    std::string why = stopSignal() == SIGINT ? "interrupted (SIGINT)" : "terminated (SIGTERM)";
    for (size_t k = 0; k < order.size(); ++k) {
      JunitCase j = junit[k];
      if (!wasRun[k]) {
        j = junitOf(tests[order[k]].path, mappingName);
        j.status = JunitCase::Status::Skipped;
        j.message = "not run: " + why;
      }
      cases.push_back(j);
    }
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!writeJunit(o.junit, "clmm validate", cases, seconds)) {
      std::cerr << "clmm: error: cannot write the JUnit report '" << o.junit << "'\n";
      junitFailed = true;
    }
  }
  if (inputs->bad || tally.bad || junitFailed) return 2;
  if (tally.unknown) return 3;
  return tally.unsound ? 1 : 0;
}

}  // namespace clmm
