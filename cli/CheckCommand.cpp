// `clmm check`: runs an engine on each test under each model, compares the results with the
// expectations (the tests' `clmm-expect:` lines, or an --expect table), and reports them as
// text, brief lines or JSON Lines, and optionally as a JUnit XML file. Tests run on worker
// threads (-j); output is printed in input order. Exit code: 2 if any input is bad, else 3 if
// any result is unknown, else 1 if any result differs from its expectation, else 0.
#include <spdlog/spdlog.h>

#include <algorithm>
#include <atomic>
#include <csignal>
#include <filesystem>
#include <chrono>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <unistd.h>

#include "axioms/BuiltinModels.h"
#include "check/Engine.h"
#include "check/ExpectTable.h"
#include "check/ExpectWrite.h"
#include "check/Interleavings.h"
#include "check/Models.h"
#include "cli/Batch.h"
#include "cli/CheckReport.h"
#include "cli/Commands.h"
#include "cli/Inputs.h"
#include "explain/Explain.h"
#include "explain/Html.h"
#include "support/Budget.h"
#include "support/Printable.h"
#include "support/Suggest.h"

namespace clmm {

namespace {

using Clock = std::chrono::steady_clock;

EngineOptions engineOptions(const CheckOptions& o) {
  EngineOptions eo;
  eo.engine = o.engine;
  eo.timeoutSeconds = o.timeoutSeconds;
  eo.skipChecks = o.skipChecks;
  eo.selfCheck = o.selfCheck;
  return eo;
}

// Runs one model (with the interleaving search beside the engine: check/Interleavings.h), turning
// an exception into an undecided result.
TestResult runOne(const LoadedTest& t, const NamedModel& m, const EngineOptions& eo) {
  try {
    return runEngineOnTest(t, m, eo);
  } catch (const std::exception& e) {
    TestResult r = resultHeader(*t.program, m.name, eo.engine);
    r.decided = false;
    r.unknownReason = std::string("internal error: ") + e.what();
    return r;
  }
}

// One run of clmm check: its options, models and expectation table, and what the workers fill
// (worker i fills entry i; the main thread prints the outcomes in order).
struct CheckRun {
  explicit CheckRun(const CheckOptions& options) : o(options) {}
  const CheckOptions& o;
  ModelChoice choice;  // --model's (choice.named), or each test's dialect's
  std::vector<std::string> modelKeys;  // the names expectations may use (a near miss is a misspelling)
  std::vector<UnnamedModelFile> unnamed;  // the model files that declare no name
  ExpectationTable table;
  ExplainRequest explain;
  EngineOptions eo;
  std::vector<std::string> files;
  std::vector<std::vector<JunitCase>> junit;
  std::vector<std::vector<ExpectRow>> expectRows;  // --write-expect
  std::vector<std::string> html;                   // --html: the sections of test i
  std::vector<HtmlLegend> legends;                 // --html: the legend rows of test i's pictures
  std::atomic<bool> pictureFailed{false};
};

// The models test t is checked under: --model's, or its dialect's (check/Models.h, ModelChoice).
const std::vector<NamedModel>& modelsOf(const CheckRun& run, const LoadedTest& t) { return run.choice.of(t); }

std::string htmlId(size_t i, size_t k) { return "t" + std::to_string(i + 1) + "-" + std::to_string(k + 1); }

// The options that exclude each other or need another, and the outputs prepared; false after
// printing the error.
bool prepareOptions(CheckRun& run) {
  const CheckOptions& o = run.o;
  if (!o.writeExpect.empty() && !o.skipChecks.empty()) {
    std::cerr << "clmm: error: --write-expect records the models' results, and with --skip they are not the "
                 "models' results; drop --skip\n";
    return false;
  }
  if (o.format == "herd" && run.choice.named.size() > 1) {
    std::cerr << "clmm: error: a herd log holds the results of one model, as herd writes one log per model; run "
                 "clmm check --format herd once per --model (one log each)\n";
    return false;
  }
  if (o.explain && o.format == "herd") {
    std::cerr << "clmm: error: --explain cannot be combined with --format herd (a herd log has no place for "
                 "explanations); use --format text, brief or json, or --dot DIR / --svg DIR for the pictures\n";
    return false;
  }
  ExplainRequest& explain = run.explain;
  explain = ExplainRequest{o.explain, o.dotDir, o.svgDir};
  if (!o.state.empty() && !explain.any() && o.htmlFile.empty()) {
    std::cerr << "clmm: error: --state limits what --explain, --dot, --svg and --html show: give one of them too\n";
    return false;
  }
  if (o.htmlFile.empty() && (!o.title.empty() || o.showExpect)) {
    std::cerr << "clmm: error: " << (o.title.empty() ? "--show-expect" : "--title")
              << " is about the --html page: give --html FILE too\n";
    return false;
  }
  if (!o.state.empty()) {
    std::string why;
    explain.state = parseStateFilter(o.state, why);
    if (!explain.state) {
      std::cerr << "clmm: error: --state '" << o.state << "': " << why << "\n";
      return false;
    }
  }
  if (explain.any() && !prepareExplainRequest(explain)) return false;
  std::vector<std::pair<std::string, std::string>> named{{"--expect", o.expectTable}};
  for (const auto& m : o.models) named.emplace_back("--model", m);
  if (!removeStaleReports({{"--junit", o.junit}, {"--write-expect", o.writeExpect}, {"--html", o.htmlFile}},
                          commandInputs(o.paths, named)))
    return false;
  if (!o.htmlFile.empty() && !prepareHtmlReport(o.htmlFile)) return false;
  return true;
}

// --expect-name FILE=NAME: the model file given to --model as FILE takes the expectations written
// for NAME. False after printing the error.
bool applyExpectName(CheckRun& run, const std::string& given, std::set<std::string>& renamed) {
  size_t eq = given.rfind('=');
  if (eq == std::string::npos || eq == 0) {
    std::cerr << "clmm: error: --expect-name '" << printableText(given)
              << "': expected FILE=NAME (the model file as given to --model, and the name its expectations use)\n";
    return false;
  }
  const std::string file = given.substr(0, eq), name = given.substr(eq + 1);
  if (!isExpectName(name)) {
    std::cerr << "clmm: error: --expect-name '" << printableText(given) << "': '" << printableText(name)
              << "' is not a name expectations can use (letters, digits, '-', '_' and '.')\n";
    return false;
  }
  for (auto& m : run.choice.named) {
    if (m.name != printableName(file)) continue;
    if (m.builtin) {
      std::cerr << "clmm: error: --expect-name '" << printableText(given) << "': " << m.name
                << " is a built-in model, whose expectations are those written for its own name; name a model "
                   "file\n";
      return false;
    }
    if (renamed.count(m.name) && m.key != name) {
      std::cerr << "clmm: error: --expect-name '" << printableText(given) << "': " << m.name
                << " was given the name '" << m.key << "' already; give each model file one name\n";
      return false;
    }
    m.key = name;
    renamed.insert(m.name);
    return true;
  }
  std::vector<std::string> models;
  for (const auto& m : run.choice.named) models.push_back(m.name);
  std::cerr << "clmm: error: --expect-name '" << printableText(given) << "': " << printableName(file)
            << " is not a --model of this run (" << (run.o.models.empty() ? "none is given" : "models: " + joinNames(models))
            << ")\n";
  return false;
}

// The names the models' expectations use (check/Models.h, NamedModel::key): --expect-name's; a
// model file declaring a built-in's name is warned of; --require-expectations or --write-expect
// with a model of no name, and --write-expect with two models of one name, are refused (an
// expectation naming two models of the run is a located error when a test is bound). False after printing the error.
bool nameModels(CheckRun& run) {
  const CheckOptions& o = run.o;
  std::set<std::string> renamed;
  for (const auto& given : o.expectNames)
    if (!applyExpectName(run, given, renamed)) return false;
  const auto builtins = builtinModelNames();
  auto& named = run.choice.named;
  for (size_t i = 0; i < named.size(); ++i) {
    const NamedModel& m = named[i];
    if (m.key.empty() && (!o.writeExpect.empty() || o.requireExpectations)) {
      std::cerr << "clmm: error: " << (o.writeExpect.empty() ? "--require-expectations" : "--write-expect")
                << ": model " << m.name
                << " declares no name, and expectations bind to a model's name, never to its file's; give it a "
                   "title line (\"NAME\", first in the file) or run with --expect-name "
                << m.name << "=NAME\n";
      return false;
    }
    if (!m.builtin && !renamed.count(m.name) && !o.quiet &&
        std::find(builtins.begin(), builtins.end(), m.key) != builtins.end())
      std::cerr << "clmm: warning: model " << m.name << " declares the name '" << m.key
                << "' (its title line), the built-in model's: it is checked against the expectations written for "
                   "the built-in "
                << m.key << "; --expect-name " << m.name << "=NAME binds it to others\n";
    for (size_t j = 0; j < i && !o.writeExpect.empty(); ++j)
      if (!m.key.empty() && named[j].key == m.key) {
        std::cerr << "clmm: error: --write-expect: models " << named[j].name << " and " << m.name
                  << " both declare the name '" << m.key
                  << "', so their rows could not be told apart; give one another with --expect-name FILE=NAME\n";
        return false;
      }
  }
  return true;
}

// The expectation table (--expect), its model names checked; false after printing the error.
bool readTable(CheckRun& run) {
  run.modelKeys = builtinModelNames();
  for (const auto& m : run.choice.named) {
    if (m.key.empty())
      run.unnamed.push_back({std::filesystem::path(m.name).stem().string(), m.name});
    else if (std::find(run.modelKeys.begin(), run.modelKeys.end(), m.key) == run.modelKeys.end())
      run.modelKeys.push_back(m.key);
  }
  for (const char* amdgpu : {"amdgpu-gfx90a", "amdgpu-gfx90a-tgsplit", "amdgpu-gfx942", "amdgpu-gfx942-tgsplit",
                             "amdgpu-gfx10", "amdgpu-gfx10-cu", "amdgpu-gfx11", "amdgpu-gfx11-cu", "amdgpu-gfx12",
                             "amdgpu-gfx12-cu"})  // docs/amdgpu.md
    if (std::find(run.modelKeys.begin(), run.modelKeys.end(), amdgpu) == run.modelKeys.end())
      run.modelKeys.push_back(amdgpu);
  if (run.o.expectTable.empty()) return true;
  try {
    run.table = readExpectationTable(run.o.expectTable);
    for (const auto& [test, byModel] : run.table.rows) checkExpectationModels(byModel, run.modelKeys, run.unnamed);
  } catch (const BadInput& e) {
    std::cerr << e.formatted();
    return false;
  }
  return true;
}

// A test whose parsing or lowering ran past its budget: unknown under every model, not bad input.
TestOutcome notLoaded(CheckRun& run, size_t i, const std::vector<NamedModel>& models, BudgetKind kind,
                       double seconds) {
  const CheckOptions& o = run.o;
  const std::string& path = run.files[i];
  TestOutcome out;
  for (const auto& m : models) {
    CheckedResult c;
    c.result.file = printableName(path);
    c.result.test = printableName(std::filesystem::path(path).stem().string());
    c.result.model = m.name;
    c.result.engine = run.eo.engine;
    c.result.decided = false;
    c.result.unknownReason = budgetReason(kind, seconds) + " (while reading the test)";
    c.result.seconds = c.seconds = seconds;
    renderResult(c, o.format, out.out);
    if (o.format == "herd") out.err += undecidedInHerdLog(c.result);
    run.junit[i].push_back(junitCase(c));
    ++out.unknown;
  }
  if (!o.htmlFile.empty())
    run.html[i] = renderHtmlNotChecked(path, budgetReason(kind, seconds) + " (while reading the test)", htmlId(i, 0));
  return out;
}

// The test's expectations under each model (its table row before its own lines), and --state's
// names checked against its observables. The located error, or "".
std::string bindExpectations(const CheckRun& run, const LoadedTest& t,
                             std::vector<std::optional<BoundExpectation>>& bound) {
  std::vector<std::string> observables;
  for (const auto& ob : t.program->observables) observables.push_back(ob.name);
  try {
    ExpectationsByModel inFile = scanFileExpectations(t.source);
    checkExpectationModels(inFile, run.modelKeys, run.unnamed);
    const ExpectationsByModel* inTable = run.table.find(t.path);
    const auto& models = modelsOf(run, t);
    for (size_t k = 0; k < models.size(); ++k) {
      const ExpectationsByModel* from = inTable && inTable->count(models[k].key) ? inTable : &inFile;
      auto it = from->find(models[k].key);
      if (it == from->end()) continue;
      for (size_t j = 0; j < k; ++j)  // two herd files may both be titled "OpenCL"
        if (models[j].key == models[k].key)
          throw BadInput(it->second.source->path(), it->second.modelRange,
                         "expectation for '" + models[k].key + "', the name both " + models[j].name + " and " +
                             models[k].name + " declare: give one another name with --expect-name FILE=NAME",
                         it->second.source);
      bound[k] = bindExpectation(it->second, models[k].key, t.path, observables);
    }
  } catch (const BadInput& e) {
    return e.formatted();
  }
  if (!run.explain.state) return "";
  std::vector<std::string> unknown = run.explain.state->unknownNames(observables);  // --state's names
  if (unknown.empty()) return "";
  std::string names, all;
  for (const auto& n : unknown) names += (names.empty() ? "" : ", ") + n;
  for (const auto& n : observables) all += (all.empty() ? "" : ", ") + n;
  return "clmm: error: --state names " + names + ", which " + t.program->name + " (" + printableName(t.path) +
         ") does not observe; its observables are " + (all.empty() ? std::string("none") : all) + "\n";
}

// The explanation of one result (--explain, --dot, --svg) within the test's budget.
std::string explanation(CheckRun& run, const LoadedTest& t, size_t k, const TestResult& r, TestOutcome& out) {
  std::string text, pictureError;
  try {
    text = explainResult(*t.program, modelsOf(run, t)[k].model, r, run.eo, run.explain, pictureError);
  } catch (const BudgetExceeded& e) {
    text = std::string("Explanation stopped: ") +
           (e.kind() == BudgetKind::Timeout  ? "the test's --timeout was reached"
            : e.kind() == BudgetKind::Memory ? "over --max-memory"
                                             : "clmm was asked to stop") +
           "\n";
  }
  if (!pictureError.empty()) out.err += pictureError, run.pictureFailed = true;
  return text;
}

// Test i under model k: the result, its comparison with the expectation, its explanation and
// pictures, rendered and counted into `out`.
void checkUnder(CheckRun& run, size_t i, size_t k, const LoadedTest& t, const std::optional<BoundExpectation>& bound,
                TestOutcome& out) {
  const CheckOptions& o = run.o;
  const std::string& path = run.files[i];
  const NamedModel& model = modelsOf(run, t)[k];
  CheckedResult c;
  auto begin = Clock::now();
  // The test's deadline covers the engine, its self-check and the explanation.
  BudgetScope budget(deadlineAfter(o.timeoutSeconds));
  c.result = runOne(t, model, run.eo);
  c.seconds = std::chrono::duration<double>(Clock::now() - begin).count();
  c.result.file = printableName(path);
  if (t.ast)
    for (const auto& [key, value] : t.ast->info)
      if (key == "Hash") c.result.declaredHash = value;  // written only when it is herd's form (cli/HerdLog.h)
  c.expectation = bound;
  c.expectationRequired = o.requireExpectations;
  if (bound) c.differences = compareExpectation(*bound, c.result);
  if (run.explain.any()) c.explanation = explanation(run, t, k, c.result, out);
  if (!o.htmlFile.empty()) {
    std::string pictureError;
    HtmlOptions ho;
    ho.state = run.explain.state ? &*run.explain.state : nullptr;
    ho.showExpectations = o.showExpect;
    run.html[i] += renderHtmlSection(*t.program, *t.source, model.model, c.result, run.eo, htmlId(i, k), ho,
                                     run.legends[i], pictureError);
    if (!pictureError.empty()) out.err += pictureError, run.pictureFailed = true;
  }
  renderResult(c, o.format, out.out);
  if (o.format == "herd" && !c.result.decided) out.err += undecidedInHerdLog(c.result);
  if (c.result.decided) {
    run.expectRows[i].push_back(expectRow(c.result, model.key));
    run.expectRows[i].back().path = path;  // the file's own name: writeExpectationTable refuses unprintable ones
  } else if (!o.writeExpect.empty())
    out.err += "clmm: warning: " + printableName(path) + " [" + model.name +
               "]: unknown, so --write-expect writes no row for it\n";
  run.junit[i].push_back(junitCase(c));
  switch (c.outcome()) {
    case CheckedResult::Outcome::Passed:
      ++out.passed;
      break;
    case CheckedResult::Outcome::Failed:
      ++out.failed;
      break;
    case CheckedResult::Outcome::Unknown:
      ++out.unknown;
      break;
    case CheckedResult::Outcome::Unchecked:
      ++out.unchecked;
      break;
    case CheckedResult::Outcome::Missing:
      ++out.failed;
      break;
  }
  spdlog::info("check: {} under {}: {} in {:.3f} s", printableName(path), model.name,
               c.result.decided ? verdictName(c.result.verdict) : "unknown", c.result.seconds);
}

// Test i under every model, on a worker thread.
TestOutcome checkTest(CheckRun& run, size_t i) {
  const CheckOptions& o = run.o;
  const std::string& path = run.files[i];
  auto loadStart = Clock::now();
  LoadedTest t = loadTestLocked(path, o.reading, o.timeoutSeconds);
  rejectUnsupported(t, modelsOf(run, t));
  if (t.outOfBudget)
    return notLoaded(run, i, modelsOf(run, t), *t.outOfBudget, std::chrono::duration<double>(Clock::now() - loadStart).count());
  TestOutcome out;
  std::ostringstream err;
  reportDiagnostics(t, !o.quiet, err);
  std::string errorText = t.errorText;
  std::vector<std::optional<BoundExpectation>> bound(modelsOf(run, t).size());
  if (t.ok()) {
    errorText = bindExpectations(run, t, bound);
    err << errorText;
  }
  out.err = err.str();
  if (!errorText.empty()) {
    out.badInput = true;
    out.out = renderBadInput(path, o.format);
    for (const auto& m : modelsOf(run, t)) run.junit[i].push_back(junitBadInput(path, m.name, errorText));
    if (!o.htmlFile.empty()) run.html[i] = renderHtmlNotChecked(path, errorText, htmlId(i, 0));
    return out;
  }
  for (size_t k = 0; k < modelsOf(run, t).size(); ++k) checkUnder(run, i, k, t, bound[k], out);
  return out;
}

// The JUnit report, the expectation table and the HTML page that were asked for; false when one
// could not be written (reported).
bool writeReports(const CheckRun& run, const std::vector<bool>& notRun, Clock::time_point start) {
  const CheckOptions& o = run.o;
  bool ok = true;
  if (!o.junit.empty()) {
    std::string why = stopSignal() == SIGINT    ? "interrupted (SIGINT)"
                      : stopSignal() == SIGTERM ? "terminated (SIGTERM)"
                                                : "the run was stopped (output could not be written)";
    std::vector<JunitCase> cases;
    for (size_t i = 0; i < run.files.size(); ++i) {
      if (notRun[i])
        for (const auto& m : run.choice.named) cases.push_back(junitNotRun(run.files[i], m.name, why));
      else
        cases.insert(cases.end(), run.junit[i].begin(), run.junit[i].end());
    }
    double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (!writeJunit(o.junit, "clmm check", cases, seconds)) {
      std::cerr << "clmm: error: cannot write the JUnit report '" << printableName(o.junit) << "'\n";
      ok = false;
    }
  }
  if (!o.writeExpect.empty()) {
    std::vector<ExpectRow> rows;
    for (const auto& r : run.expectRows) rows.insert(rows.end(), r.begin(), r.end());
    // A run stopped early: the table says so, and names the tests without a row (not run, or
    // stopped before their result), so that it is never taken for the whole suite's.
    std::vector<std::string> notChecked;
    for (size_t i = 0; i < run.files.size() && stopSignal(); ++i)
      if (notRun[i] || run.expectRows[i].empty()) notChecked.push_back(run.files[i]);
    const std::string partial = !stopSignal()             ? ""
                                : stopSignal() == SIGINT  ? "interrupted (SIGINT)"
                                : stopSignal() == SIGTERM ? "terminated (SIGTERM)"
                                                          : "the run was stopped";
    std::string error = writeExpectationTable(o.writeExpect, rows, partial, notChecked);
    if (!error.empty()) {
      std::cerr << error;
      ok = false;
    }
  }
  if (!o.htmlFile.empty()) {
    std::vector<std::string> sections;
    HtmlLegend legend;
    for (size_t i = 0; i < run.files.size(); ++i)
      if (!notRun[i]) sections.push_back(run.html[i]), legend.add(run.legends[i]);
    if (!writeHtmlReport(o.htmlFile, sections, o.title, legend)) {
      std::cerr << "clmm: error: cannot write the HTML report '" << printableName(o.htmlFile) << "'\n";
      ok = false;
    }
  }
  return ok;
}

// --dot / --svg: each test's pictures are named after its file's stem and the model's
// (explain/Explain.h, pictureName); two tests (or models) of one stem would write one picture for
// both, so such a run is refused before it starts. False after the message.
bool picturesApart(const CheckRun& run) {
  const CheckOptions& o = run.o;
  if (o.dotDir.empty() && o.svgDir.empty()) return true;
  const char* option = o.dotDir.empty() ? "--svg" : "--dot";
  auto clash = [&](const std::vector<std::string>& paths, const char* what) {
    std::map<std::string, std::string> first;
    for (const auto& path : paths)
      if (auto [it, fresh] = first.emplace(pictureStem(path), path); !fresh) {
        std::cerr << "clmm: error: " << option << ": the " << what << " " << printableName(it->second) << " and "
                  << printableName(path) << " would draw pictures of the same names (" << it->first
                  << ".*): draw them in two runs, into two directories\n";
        return true;
      }
    return false;
  };
  std::vector<std::string> models;
  for (const auto& m : run.choice.named) models.push_back(m.name);
  return !clash(run.files, "tests") && !clash(models, "models");
}

}  // namespace

int runCheck(const CheckOptions& o) {
  auto start = Clock::now();
  CheckRun run(o);
  if (!loadModelChoice(o.models, run.choice, o.timeoutSeconds)) return 2;
  // A check to skip is one of every named model's, or, by dialect, one of opencl's or ptx's.
  if (!knownChecks(run.choice.all(), o.skipChecks, !o.models.empty())) return 2;
  if (!knownEngine(o.engine)) return 2;
  if (!prepareOptions(run) || !nameModels(run) || !readTable(run)) return 2;
  auto inputs = batchInputs(o.paths, o.shard);
  if (!inputs) return 2;
  run.files = inputs->files;
  if (!picturesApart(run)) return 2;
  run.eo = engineOptions(o);
  run.eo.keepWitnesses = run.explain.any() || !o.htmlFile.empty();  // explanations show what the engine found
  run.eo.stopAtCut = !run.eo.keepWitnesses;  // a cut result prints no states; an explanation may show them
  run.junit.resize(run.files.size());
  run.expectRows.resize(run.files.size());
  run.html.resize(run.files.size());
  run.legends.resize(run.files.size());

  Tally total;
  BatchOptions bo;
  bo.jobs = o.jobs;
  bo.progress = !o.quiet && isatty(STDERR_FILENO);
  std::vector<bool> notRun(run.files.size(), false);
  runBatch(
      run.files.size(), bo, [&](size_t i) { return checkTest(run, i); },
      [&](size_t i, TestOutcome& out) {
        if (out.notRun) {
          notRun[i] = true;
          ++total.notRun;
          return;
        }
        std::cerr << out.err;
        std::cout << out.out;
        total.passed += out.passed;
        total.failed += out.failed;
        total.unknown += out.unknown;
        total.unchecked += out.unchecked;
        total.badInputs += out.badInput ? 1 : 0;
      });

  bool bad = inputs->bad || total.badInputs > 0 || run.pictureFailed;
  if (!writeReports(run, notRun, start)) bad = true;
  (o.format == "json" || o.format == "herd" ? std::cerr : std::cout) << summaryLine(total) << "\n";
  if (stopSignal()) return 128 + stopSignal();
  if (bad) return 2;
  if (total.unknown > 0) return 3;
  return total.failed > 0 ? 1 : 0;
}

}  // namespace clmm
