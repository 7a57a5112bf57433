// `clmm diff --herd-log FILE [--model M] PATH...`: each test checked under one model (default its
// dialect's) and held against its block in a herd7 log (the same states, the same Always /
// Sometimes / Never) or a litmus7 log (no state observed that the model does not allow). Exit
// code: 2 on bad input (the log included), else 3 if a result is unknown (clmm's, or herd's `??`
// or `Fatal`), else 1 if a test differs or has no block in the log, else 0 (docs/cli.md).
#include <atomic>
#include <iostream>
#include <memory>

#include "check/Engine.h"
#include "check/Interleavings.h"
#include "check/HerdLog.h"
#include "check/Models.h"
#include "cli/Batch.h"
#include "cli/Commands.h"
#include "cli/Diff.h"
#include "cli/HerdLog.h"
#include "cli/Inputs.h"
#include "cli/Report.h"
#include "support/Printable.h"

namespace clmm {

namespace {

struct HerdRun {
  const DiffOptions& o;
  ModelChoice choice;
  HerdLog log;
  std::string logName;  // "the herd7 log FILE" / "the litmus7 log FILE"
  EngineOptions eo;
};

// {"file", "test", "model", "status": same|differ|unknown|missing, "line" (of the log's block),
// "only_in_log", "only_under_model", "observation": {"log", "model"}, "unobserved", "unknown"}.
std::string herdDiffJson(const std::string& path, const TestResult& r, const std::string& status,
                         const HerdLogTest* block, const HerdDifference& d, const std::string& why) {
  nlohmann::json j;
  j["file"] = printableName(path);
  j["test"] = herdTestName(r);
  j["model"] = r.model;
  j["status"] = status;
  j["line"] = block ? nlohmann::json(block->line) : nlohmann::json(nullptr);
  j["only_in_log"] = d.onlyInLog;
  j["only_under_model"] = d.onlyUnderModel;
  j["observation"] = d.logObservation.empty()
                         ? nlohmann::json(nullptr)
                         : nlohmann::json{{"log", d.logObservation}, {"model", d.modelObservation}};
  j["unobserved"] = d.unobserved;
  if (!why.empty()) j["unknown"] = why;
  return jsonLine(j);
}

TestOutcome checkAgainstLog(const HerdRun& run, const std::string& path, std::atomic<bool>* used) {
  const DiffOptions& o = run.o;
  TestOutcome out;
  LoadedTest t = loadDiffTest(
      o, path, [&](const LoadedTest& l) -> const std::vector<NamedModel>& { return run.choice.of(l); }, out);
  if (out.badInput) return out;
  const auto& models = run.choice.of(t);
  TestResult r = runEngineOnTest(t, models[0], run.eo);
  r.file = printableName(path);
  const std::string name = herdTestName(r);
  const HerdLogTest* block = run.log.find(name);
  if (block) used[block - run.log.tests.data()] = true;
  const std::string head = printableName(path) + " (" + name + ", " + r.model + ")\n";
  auto emit = [&](const std::string& status, const HerdDifference& d, const std::string& why,
                  const std::string& text) {
    out.out = o.format == "json" ? herdDiffJson(path, r, status, block, d, why) : text;
  };
  if (!block) {
    out.unchecked = 1;
    emit("missing", {}, "", head + "  not in " + run.logName + "\n");
    return out;
  }
  std::string why;
  if (!r.decided) why = "unknown under " + r.model + ": " + r.unknownReason;
  else if (block->validation == "??") why = "the log does not know its result (?\?)";
  else if (block->validation == "Fatal") why = "the log has no result: " + printableText(block->fatal);
  if (!why.empty()) {
    out.unknown = 1;
    emit("unknown", {}, why, head + "  " + why + "\n");
    return out;
  }
  HerdDifference d = compareWithHerd(*block, run.log.litmus, r);
  if (!d.any()) {
    out.passed = 1;
    emit("same", d, "", "");
    return out;
  }
  out.failed = 1;
  std::string text = head;
  const std::string onLog = run.log.litmus ? "observed, not allowed under " + r.model + ": " : "only in the log: ";
  for (const auto& s : d.onlyInLog) text += "  " + onLog + printableText(s) + "\n";
  for (const auto& s : d.onlyUnderModel) text += "  only under " + r.model + ": " + s + "\n";
  if (!d.logObservation.empty())
    text += "  observation: the log " + d.logObservation + ", " + r.model + " " + d.modelObservation + "\n";
  emit("differ", d, "", text);
  return out;
}

}  // namespace

int runHerdDiff(const DiffOptions& o) {
  if (o.models.size() > 1) {
    std::cerr << "clmm: error: clmm diff --herd-log holds one model's results against the log (herd writes one "
                 "log per model): give at most one --model\n";
    return 2;
  }
  HerdRun run{o, {}, {}, {}, {}};
  if (!loadModelChoice(o.models.empty() ? std::string() : o.models[0], run.choice, o.timeoutSeconds)) return 2;
  if (!knownChecks(run.choice.all(), o.skipChecks, !o.models.empty())) return 2;
  if (!knownEngine(o.engine)) return 2;
  try {
    run.log = parseHerdLog(SourceFile::read(o.herdLog));
  } catch (const BadInput& e) {
    std::cerr << e.formatted();
    return 2;
  }
  run.logName = std::string(run.log.litmus ? "the litmus7 log " : "the herd7 log ") + printableName(o.herdLog);
  auto inputs = batchInputs(o.paths, o.shard);
  if (!inputs) return 2;
  const std::vector<std::string>& files = inputs->files;
  run.eo = diffEngineOptions(o);
  std::unique_ptr<std::atomic<bool>[]> used(new std::atomic<bool>[run.log.tests.size()]);
  for (size_t i = 0; i < run.log.tests.size(); ++i) used[i] = false;

  const DiffCounts c =
      runDiffBatch(o, files.size(), [&](size_t i) { return checkAgainstLog(run, files[i], used.get()); });
  size_t unchecked = 0;
  for (size_t i = 0; i < run.log.tests.size(); ++i) unchecked += used[i] ? 0 : 1;
  std::ostream& summary = o.format == "json" ? std::cerr : std::cout;
  summary << c.differ << " of " << (c.differ + c.same + c.unknown + c.missing) << " tests differ from " << run.logName;
  if (c.missing) summary << ", " << c.missing << " not in the log";
  summaryCounts(summary, c);
  if (unchecked) summary << "; " << unchecked << " of the log's " << run.log.tests.size() << " tests not among the inputs";
  summary << "\n";
  if (inputs->bad || c.bad) return 2;
  if (c.unknown) return 3;
  return c.differ || c.missing ? 1 : 0;
}

}  // namespace clmm
