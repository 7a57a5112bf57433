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
#include "support/Printable.h"
#include "lowering/Lowering.h"
#include "lowering/RefineExplain.h"
#include "lowering/Refinement.h"
#include "lowering/Weakening.h"
#include "litmus/AmdgpuCode.h"

namespace clmm {

namespace {

int eventCount(const Program& p) {
  int n = 0;
  for (const auto& t : p.threads) n += static_cast<int>(t.events.size());
  return n;
}

struct Tally {
  int sound = 0, racySource = 0, unchanged = 0, unsound = 0, unknown = 0, bad = 0, skipped = 0;
};

// The one-line reason of an unsound result: its first counterexample (and how many more).
std::string unsoundReason(const RefineResult& r) {
  std::string s;
  if (r.targetRacy) s = "the target has undefined behaviour, the source has none";
  else if (!r.targetHangs.empty() && r.extra.empty()) s = r.targetHangs;
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
  j.name = junitTestName(path, mapping);
  j.classname = junitClassname(path);
  j.file = path;
  return j;
}

// One run of clmm validate: its options, mapping and models, the tests (loaded first, to order
// them by size) and what the workers fill (entry i for the i-th test in that order).
struct ValidateRun {
  ValidateRun(const ValidateOptions& options, const mapping::Mapping& m, const NamedModel& s, const NamedModel& t)
      : o(options), mapping(m), sm(s), tm(t) {}
  const ValidateOptions& o;
  const mapping::Mapping& mapping;
  const NamedModel& sm;
  const NamedModel& tm;
  std::string mappingName;
  RefineOptions ro;
  std::vector<LoadedTest> tests;
  std::vector<size_t> order;                                  // smallest first
  std::vector<std::pair<std::string, std::string>> badLoads;  // path, error text
  std::vector<std::pair<std::string, std::string>> skipped;   // path, why it has no lowering (modeSkipReason)
  std::vector<JunitCase> junit;
};

// Loads every test (parsing is serialised anyway) and orders them by size.
void loadAll(ValidateRun& run, const std::vector<std::string>& files, Tally& tally) {
  const std::vector<NamedModel> sourceOnly = {run.sm};
  for (const auto& path : files) {
    LoadedTest t = loadTest(path, run.o.reading);
    rejectUnsupported(t, sourceOnly);  // a remote operation means something under opencl-rsp only
    reportDiagnostics(t, !run.o.quiet);
    if (!t.ok()) {
      ++tally.bad;
      run.badLoads.emplace_back(path, t.errorText);
      continue;
    }
    if (std::string why = modeSkipReason(*t.program, run.mapping); !why.empty()) {
      ++tally.skipped;
      run.skipped.emplace_back(path, why);
      continue;
    }
    run.tests.push_back(std::move(t));
  }
  run.order.resize(run.tests.size());
  std::iota(run.order.begin(), run.order.end(), 0);
  std::stable_sort(run.order.begin(), run.order.end(), [&](size_t a, size_t b) {
    return eventCount(*run.tests[a].program) < eventCount(*run.tests[b].program);
  });
  run.junit.resize(run.tests.size());
}

// The result of one lowered test as a JSON line, a brief line or text, with its explanations.
std::string renderValidated(const ValidateRun& run, const LoadedTest& t, const LoweredTest& lowered,
                            const RefineResult& r, bool unchanged, const std::vector<std::string>& explanations) {
  const ValidateOptions& o = run.o;
  const int rc = refineExitCode(r);
  if (o.format == "json") {
    nlohmann::json j = refinementJson(r);
    j["file"] = printableName(t.path);
    j["events"] = eventCount(*t.program);
    j["lowering"] = {{"operations", lowered.stats.operations},
                     {"matched", lowered.stats.matched},
                     {"changed", lowered.stats.changed}};
    if (o.explain)
      for (size_t k = 0; k < explanations.size() && k < j["extra"].size(); ++k)
        j["extra"][k]["explanation"] = explanations[k].substr(explanations[k].find('\n') + 1);
    return jsonLine(j);
  }
  std::string text;
  std::string status = rc == 0 ? "ok      " : rc == 1 ? "UNSOUND " : "UNKNOWN ";
  std::string why = r.sourceRacy ? ": racy source" : unchanged ? ": unchanged by the mapping" : "";
  if (o.format == "brief") {
    std::string line = rc == 0 ? "ok" : rc == 1 ? "UNSOUND" : "UNKNOWN";
    line.resize(8, ' ');
    line += printableName(t.path) + " [" + run.mappingName + "] ";
    line += rc == 0   ? "sound" + (why.empty() ? "" : " (" + why.substr(2) + ")")
            : rc == 1 ? unsoundReason(r)
                      : r.unknownReason;
    text = line + "\n";
    for (const auto& x : explanations) text += x;
    return text;
  }
  std::string label = printableName(t.path) + " (" + std::to_string(eventCount(*t.program)) + " events)";
  text = status + " " + label + why + "\n";
  if (rc != 0)
    for (const auto& l : describeRefinement(r)) text += l + "\n";
  for (const auto& x : explanations) text += x;
  return text;
}

// The i-th test (in size order), lowered by the mapping and checked against its source.
TestOutcome validateOne(ValidateRun& run, size_t i) {
  const ValidateOptions& o = run.o;
  LoadedTest& t = run.tests[run.order[i]];
  const Program& source = *t.program;
  TestOutcome out;
  auto begin = std::chrono::steady_clock::now();
  JunitCase& jc = run.junit[i];
  jc = junitOf(t.path, run.mappingName);
  LoweredTest lowered = lowerTest(std::move(*t.ast), source, run.mapping, o.reading);
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
  RefineOptions mine = run.ro;
  if (target) mine.targetOrigin = lowered.originOf();
  RefineResult r = refine(source, target, run.sm, run.tm, mine);
  int rc = refineExitCode(r);
  out.passed = rc == 0;
  out.failed = rc == 1;
  out.unknown = rc == 3;
  out.unchecked = r.sourceRacy ? 1 : 0;   // counted apart: sound because the source is racy
  std::vector<std::string> explanations;  // per extra outcome, with --explain
  if (o.explain && rc == 1)
    for (const auto& e : r.extra)
      explanations.push_back(
          "  explanation of target outcome " +
          (r.observables.empty() ? std::string("(no shared observable)") : stateText(r.observables, e.values)) + ":\n" +
          explainCounterexample(source, target, run.sm, run.tm, r, e, run.ro.engine, "    "));
  jc.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  if (rc != 0) {
    jc.status = rc == 1 ? JunitCase::Status::Failed : JunitCase::Status::Error;
    jc.type = rc == 1 ? "unsound" : "unknown";
    jc.message = rc == 1 ? unsoundReason(r) : "unknown: " + r.unknownReason;
    for (const auto& l : describeRefinement(r)) jc.text += l + "\n";
    for (const auto& x : explanations) jc.text += x;
  }
  out.out = renderValidated(run, t, lowered, r, target == nullptr, explanations);
  return out;
}

std::string summaryLine(const Tally& tally, int notRun) {
  int total = tally.sound + tally.unsound + tally.unknown + tally.bad + tally.skipped;
  std::string summary =
      std::to_string(total) + (total == 1 ? " test: " : " tests: ") + std::to_string(tally.sound) + " sound";
  if (tally.racySource) summary += " (" + std::to_string(tally.racySource) + " with a racy source)";
  summary += ", " + std::to_string(tally.unsound) + " unsound, " + std::to_string(tally.unknown) + " unknown";
  if (tally.bad) summary += ", " + std::to_string(tally.bad) + (tally.bad == 1 ? " bad input" : " bad inputs");
  if (tally.skipped) summary += ", " + std::to_string(tally.skipped) + " skipped (no form in the mapping's mode)";
  if (notRun) summary += ", " + std::to_string(notRun) + " not run";
  return summary;
}

// The JUnit report: bad inputs first, then the tests in the order they ran; false when it cannot
// be written (reported).
bool writeReport(const ValidateRun& run, const std::vector<bool>& wasRun, double seconds) {
  std::vector<JunitCase> cases;
  for (const auto& [path, error] : run.badLoads) {
    JunitCase j = junitOf(path, run.mappingName);
    j.status = JunitCase::Status::Error;
    j.type = "bad-input";
    j.message = error.substr(0, error.find('\n'));
    j.text = error;
    cases.push_back(j);
  }
  for (const auto& [path, reason] : run.skipped) {
    JunitCase j = junitOf(path, run.mappingName);
    j.status = JunitCase::Status::Skipped;
    j.message = "skipped: " + reason;
    cases.push_back(j);
  }
  std::string why = stopSignal() == SIGINT ? "interrupted (SIGINT)" : "terminated (SIGTERM)";
  for (size_t k = 0; k < run.order.size(); ++k) {
    JunitCase j = run.junit[k];
    if (!wasRun[k]) {
      j = junitOf(run.tests[run.order[k]].path, run.mappingName);
      j.status = JunitCase::Status::Skipped;
      j.message = "not run: " + why;
    }
    cases.push_back(j);
  }
  if (writeJunit(run.o.junit, "clmm validate", cases, seconds)) return true;
  std::cerr << "clmm: error: cannot write the JUnit report '" << run.o.junit << "'\n";
  return false;
}

// One line for each test that has no lowering in the mapping's mode (run.skipped), in the format's
// form: it is counted in the summary, never left out silently.
void printSkipped(const ValidateRun& run) {
  for (const auto& [path, reason] : run.skipped) {
    if (run.o.format == "json" && !run.o.weakenings)
      std::cout << jsonLine({{"file", printableName(path)}, {"skipped", reason}});
    else if (run.o.format == "brief" && !run.o.weakenings)
      std::cout << "skipped " << printableName(path) << " [" << run.mappingName << "] " << reason << "\n";
    else
      std::cout << "skipped  " << printableName(path) << ": " << reason << "\n";
  }
}

// --weakenings: each single weakening of the mapping is validated on the tests, smallest first,
// until one is unsound (the weakening is caught by that test). One line per weakening; exit 1 if
// some weakening survives (no test tells it from the mapping), 3 if one is undecided.
// The verdict (refineExitCode) of one test lowered by `m`; -1 when it has no lowering (bad input
// or unchanged).
int verdictOf(const ValidateRun& run, const LoadedTest& t, const mapping::Mapping& m) {
  DiagnosticSink sink(t.source);
  LoweredTest lowered = lowerTest(parseSerialised(t.source, sink, run.o.reading), *t.program, m, run.o.reading);
  if (!lowered.errorText.empty() || !lowered.program || lowered.stats.changed == 0) return -1;
  return refineExitCode(refine(*t.program, &*lowered.program, run.sm, run.tm, run.ro));
}

int runWeakenings(ValidateRun& run) {
  const auto ws = mapping::singleWeakenings(run.mapping);
  printSkipped(run);
  // Only the tests the mapping itself passes can catch a weakening of it.
  std::vector<size_t> usable;
  for (size_t i : run.order) {
    int rc = verdictOf(run, run.tests[i], run.mapping);
    if (rc == 0) usable.push_back(i);
    else if (rc > 0)
      std::cout << "skipped  " << printableName(run.tests[i].path) << ": "
                << (rc == 1 ? "unsound" : "unknown") << " under the mapping itself\n";
  }
  struct Verdict {
    std::string line;
    bool caught = false, unknown = false;
  };
  std::vector<Verdict> verdicts(ws.size());
  BatchOptions bo;
  bo.jobs = run.o.jobs;
  bo.progress = !run.o.quiet && isatty(STDERR_FILENO);
  bo.failedWord = "surviving";
  runBatch(
      ws.size(), bo,
      [&](size_t w) {
        Verdict& v = verdicts[w];
        std::string unknownAt;
        for (size_t i : usable) {
          const LoadedTest& t = run.tests[i];
          int rc = verdictOf(run, t, ws[w].mapping);
          if (rc == 1) {
            v.caught = true;
            v.line = "caught   " + run.mappingName + ":" + std::to_string(ws[w].line) + " " + ws[w].what + ": by " +
                     printableName(t.path) + "\n";
            break;
          }
          if (rc == 3 && unknownAt.empty()) unknownAt = printableName(t.path);
        }
        if (!v.caught) {
          v.unknown = !unknownAt.empty();
          v.line = std::string(v.unknown ? "UNKNOWN  " : "SURVIVES ") + run.mappingName + ":" + std::to_string(ws[w].line) +
                   " " + ws[w].what + (v.unknown ? " (undecided on " + unknownAt + ")" : "") + "\n";
        }
        TestOutcome out;
        out.out = v.line;
        out.passed = v.caught;
        out.failed = !v.caught && !v.unknown;
        out.unknown = v.unknown;
        return out;
      },
      [&](size_t, TestOutcome& out) { std::cout << out.out; });
  int caught = 0, unknown = 0;
  for (const auto& v : verdicts) caught += v.caught, unknown += v.unknown;
  int survive = static_cast<int>(ws.size()) - caught - unknown;
  std::cout << ws.size() << (ws.size() == 1 ? " weakening: " : " weakenings: ") << caught << " caught, " << survive
            << " surviving, " << unknown << " unknown (" << usable.size() << " tests"
            << (run.skipped.empty() ? "" : ", " + std::to_string(run.skipped.size()) + " skipped") << ")\n";
  return unknown ? 3 : survive ? 1 : 0;
}

}  // namespace

int runValidate(const ValidateOptions& o) {
  auto mapping = loadMapping(o.mapping);
  if (!mapping) return 2;
  std::vector<NamedModel> ms;
  const std::string targetModel =
      !o.targetModel.empty() ? o.targetModel : mapping->processor.empty() ? "opencl" : amdgpu::modelOf(mapping->processor);
  if (!loadModels({o.sourceModel, targetModel}, ms, o.timeoutSeconds)) return 2;
  if (!knownEngine(o.engine)) return 2;
  if (!removeStaleReports({{"--junit", o.junit}},
                          commandInputs(o.paths, {{"the mapping", o.mapping}, {"--source-model", o.sourceModel},
                                                  {"--target-model", targetModel}})))
    return 2;
  auto inputs = batchInputs(o.paths, o.shard);
  if (!inputs) return 2;

  ValidateRun run(o, *mapping, ms.front(), ms.back());
  Tally tally;
  loadAll(run, inputs->files, tally);
  run.mappingName = printableName(std::filesystem::path(o.mapping).filename().string());
  auto start = std::chrono::steady_clock::now();
  run.ro.engine.engine = o.engine;
  run.ro.engine.timeoutSeconds = o.timeoutSeconds;
  run.ro.witnessSeconds = o.witnessSeconds;
  if (o.weakenings) {
    if (tally.bad) return 2;
    return runWeakenings(run);
  }
  printSkipped(run);

  BatchOptions bo;
  bo.jobs = o.jobs;
  bo.progress = !o.quiet && isatty(STDERR_FILENO);
  bo.failedWord = "unsound";
  int notRun = 0;  // a stopped batch (SIGINT, SIGTERM)
  std::vector<bool> wasRun(run.tests.size(), true);
  runBatch(
      run.tests.size(), bo, [&](size_t i) { return validateOne(run, i); },
      [&](size_t i, TestOutcome& out) {
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
  (o.format == "json" ? std::cerr : std::cout) << summaryLine(tally, notRun) << "\n";
  bool junitFailed = false;
  if (!o.junit.empty()) {
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    junitFailed = !writeReport(run, wasRun, seconds);
  }
  if (inputs->bad || tally.bad || junitFailed) return 2;
  if (tally.unknown) return 3;
  return tally.unsound ? 1 : 0;
}

}  // namespace clmm
