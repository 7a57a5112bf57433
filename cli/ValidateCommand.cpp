// `clmm validate --mapping FILE PATH...`: lowers every test of a suite with a compiler mapping
// and runs the refinement check on each (source under --source-model, lowered test under
// --target-model). One line per test, smallest tests first (by event count); each unsound test
// is followed by its extra outcomes with a witness execution; then a summary. Exit code: 2 if
// any input is bad, else 3 if any result is unknown, else 1 if any test is unsound, else 0.
#include <algorithm>
#include <iostream>
#include <numeric>
#include <unistd.h>

#include "cli/Batch.h"
#include "cli/Commands.h"
#include "lowering/Lowering.h"
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

}  // namespace

int runValidate(const ValidateOptions& o) {
  auto mapping = loadMapping(o.mapping);
  if (!mapping) return 2;
  std::vector<NamedModel> ms;
  if (!loadModels({o.sourceModel, o.targetModel}, ms)) return 2;
  const NamedModel& sm = ms.front();
  const NamedModel& tm = ms.back();
  if (!knownEngine(o.engine)) return 2;
  auto inputs = batchInputs(o.paths, o.shard);
  if (!inputs) return 2;

  // Load every test first (parsing is serialised anyway) to order them by size.
  Tally tally;
  std::vector<LoadedTest> tests;
  for (const auto& path : inputs->files) {
    LoadedTest t = loadTest(path, o.lower);
    reportDiagnostics(t, !o.quiet);
    if (!t.ok()) {
      ++tally.bad;
      continue;
    }
    tests.push_back(std::move(t));
  }
  std::vector<size_t> order(tests.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return eventCount(*tests[a].program) < eventCount(*tests[b].program);
  });

  RefineOptions ro;
  ro.engine.engine = o.engine;
  ro.engine.timeoutSeconds = o.timeoutSeconds;
  ro.witnessSeconds = o.witnessSeconds;
  const bool json = o.format == "json";

  auto work = [&](size_t i) {
    LoadedTest& t = tests[order[i]];
    const Program& source = *t.program;
    TestOutcome out;
    std::string label = t.path + " (" + std::to_string(eventCount(source)) + " events)";
    LoweredTest lowered = lowerTest(std::move(*t.ast), source, *mapping, o.lower);
    if (!lowered.errorText.empty()) {
      out.err = lowered.errorText;
      out.badInput = true;
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
    if (json) {
      nlohmann::json j = refinementJson(r);
      j["file"] = t.path;
      j["events"] = eventCount(source);
      j["lowering"] = {{"operations", lowered.stats.operations},
                       {"matched", lowered.stats.matched},
                       {"changed", lowered.stats.changed}};
      out.out = j.dump() + "\n";
      return out;
    }
    std::string status = rc == 0 ? "ok      " : rc == 1 ? "UNSOUND " : "UNKNOWN ";
    std::string why = r.sourceRacy ? ": racy source" : target == nullptr ? ": unchanged by the mapping" : "";
    out.out = status + " " + label + why + "\n";
    if (rc != 0)
      for (const auto& l : describeRefinement(r)) out.out += l + "\n";
    return out;
  };

  BatchOptions bo;
  bo.jobs = o.jobs;
  bo.progress = !o.quiet && isatty(STDERR_FILENO);
  bo.failedWord = "unsound";
  int notRun = 0;  // a stopped batch (SIGINT, SIGTERM)
  runBatch(tests.size(), bo, work, [&](size_t i, TestOutcome& out) {
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
  if (inputs->bad || tally.bad) return 2;
  if (tally.unknown) return 3;
  return tally.unsound ? 1 : 0;
}

}  // namespace clmm
