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
#include <sstream>
#include <unistd.h>

#include "axioms/BuiltinModels.h"
#include "cli/Batch.h"
#include "cli/CheckReport.h"
#include "cli/Commands.h"
#include "cli/Engine.h"
#include "cli/ExpectTable.h"
#include "cli/ExpectWrite.h"
#include "cli/Setup.h"
#include "explain/Explain.h"
#include "explain/Html.h"
#include "litmus/Budget.h"
#include "litmus/Printable.h"

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

// Runs one model, turning an exception into an undecided result.
TestResult runOne(const LoadedTest& t, const NamedModel& m, const EngineOptions& eo) {
  try {
    return runEngine(*t.program, m.model, m.name, eo);
  } catch (const std::exception& e) {
    TestResult r;
    r.test = t.program->name;
    r.model = m.name;
    r.engine = eo.engine;
    r.decided = false;
    r.unknownReason = std::string("internal error: ") + e.what();
    return r;
  }
}

}  // namespace

int runCheck(const CheckOptions& o) {
  auto start = Clock::now();
  std::vector<NamedModel> models;
  if (!loadModels(o.models, models, o.timeoutSeconds)) return 2;
  if (!knownChecks(models, o.skipChecks, true)) return 2;
  if (!knownEngine(o.engine)) return 2;
  if (!o.writeExpect.empty() && !o.skipChecks.empty()) {
    std::cerr << "clmm: error: --write-expect records the models' results, and with --skip they are not the "
                 "models' results; drop --skip\n";
    return 2;
  }
  if (o.format == "herd" && models.size() > 1) {
    std::cerr << "clmm: error: a herd log holds the results of one model, as herd writes one log per model; run "
                 "clmm check --format herd once per --model (one log each)\n";
    return 2;
  }
  if (o.explain && o.format == "herd") {
    std::cerr << "clmm: error: --explain cannot be combined with --format herd (a herd log has no place for "
                 "explanations); use --format text, brief or json, or --dot DIR / --svg DIR for the pictures\n";
    return 2;
  }
  ExplainRequest explain{o.explain, o.dotDir, o.svgDir};
  if (!o.state.empty() && !explain.any()) {
    std::cerr << "clmm: error: --state limits what --explain, --dot and --svg show: give one of them too\n";
    return 2;
  }
  if (!o.state.empty()) {
    std::string why;
    explain.state = parseStateFilter(o.state, why);
    if (!explain.state) {
      std::cerr << "clmm: error: --state '" << o.state << "': " << why << "\n";
      return 2;
    }
  }
  if (explain.any() && !prepareExplainRequest(explain)) return 2;
  if (!removeStaleReports({{"--junit", o.junit}, {"--write-expect", o.writeExpect}, {"--html", o.htmlFile}})) return 2;
  if (!o.htmlFile.empty() && !prepareHtmlReport(o.htmlFile)) return 2;
  std::atomic<bool> pictureFailed{false};
  // The names expectations may use in this run (a near miss of one is a misspelling).
  std::vector<std::string> modelKeys = builtinModelNames();
  for (const auto& m : models)
    if (std::find(modelKeys.begin(), modelKeys.end(), m.key) == modelKeys.end()) modelKeys.push_back(m.key);
  ExpectationTable table;
  if (!o.expectTable.empty()) {
    try {
      table = readExpectationTable(o.expectTable);
      for (const auto& [test, byModel] : table.rows) checkExpectationModels(byModel, modelKeys);
    } catch (const BadInput& e) {
      std::cerr << e.formatted();
      return 2;
    }
  }
  auto inputs = batchInputs(o.paths, o.shard);
  if (!inputs) return 2;
  const std::vector<std::string>& files = inputs->files;
  EngineOptions eo = engineOptions(o);
  eo.keepWitnesses = explain.any() || !o.htmlFile.empty();  // explanations show what the engine found

  // Worker i fills outcome i and junit[i]; the main thread prints outcomes in order.
  std::vector<std::vector<JunitCase>> junit(files.size());
  std::vector<std::vector<ExpectRow>> expectRows(files.size());  // --write-expect
  std::vector<std::string> html(files.size());  // --html: the sections of test i
  auto htmlId = [](size_t i, size_t k) { return "t" + std::to_string(i + 1) + "-" + std::to_string(k + 1); };
  auto work = [&](size_t i) {
    const std::string& path = files[i];
    TestOutcome out;
    auto loadStart = Clock::now();
    LoadedTest t = loadTestLocked(path, o.lower, o.timeoutSeconds);
    rejectUnsupported(t, models);
    if (t.outOfBudget) {  // parsing or lowering ran past the test's budget: unknown, not bad input
      double seconds = std::chrono::duration<double>(Clock::now() - loadStart).count();
      for (const auto& m : models) {
        CheckedResult c;
        c.result.file = printableName(path);
        c.result.test = printableName(std::filesystem::path(path).stem().string());
        c.result.model = m.name;
        c.result.engine = eo.engine;
        c.result.decided = false;
        c.result.unknownReason = budgetReason(*t.outOfBudget, seconds) + " (while reading the test)";
        c.result.seconds = c.seconds = seconds;
        renderResult(c, o.format, out.out);
        if (o.format == "herd") out.err += undecidedInHerdLog(c.result);
        junit[i].push_back(junitCase(c));
        ++out.unknown;
      }
      if (!o.htmlFile.empty())
        html[i] = renderHtmlNotChecked(path, budgetReason(*t.outOfBudget, seconds) + " (while reading the test)",
                                       htmlId(i, 0));
      return out;
    }
    std::ostringstream err;
    reportDiagnostics(t, !o.quiet, err);
    std::string errorText = t.errorText;
    std::vector<std::optional<BoundExpectation>> bound(models.size());
    if (t.ok()) {
      try {
        ExpectationsByModel inFile = scanFileExpectations(t.source);
        checkExpectationModels(inFile, modelKeys);
        const ExpectationsByModel* inTable = table.find(path);
        std::vector<std::string> observables;
        for (const auto& ob : t.program->observables) observables.push_back(ob.name);
        for (size_t k = 0; k < models.size(); ++k) {
          const ExpectationsByModel* from = inTable && inTable->count(models[k].key) ? inTable : &inFile;
          auto it = from->find(models[k].key);
          if (it != from->end()) bound[k] = bindExpectation(it->second, models[k].key, path, observables);
        }
      } catch (const BadInput& e) {
        errorText = e.formatted();
        err << errorText;
      }
    }
    if (errorText.empty() && t.ok() && explain.state) {  // --state must name this test's observables
      std::vector<std::string> observables;
      for (const auto& ob : t.program->observables) observables.push_back(ob.name);
      std::vector<std::string> unknown = explain.state->unknownNames(observables);
      if (!unknown.empty()) {
        std::string names, all;
        for (const auto& n : unknown) names += (names.empty() ? "" : ", ") + n;
        for (const auto& n : observables) all += (all.empty() ? "" : ", ") + n;
        errorText = "clmm: error: --state names " + names + ", which " + t.program->name + " (" + printableName(path) +
                    ") does not observe; its observables are " + (all.empty() ? std::string("none") : all) + "\n";
        err << errorText;
      }
    }
    out.err = err.str();
    if (!errorText.empty()) {
      out.badInput = true;
      out.out = renderBadInput(path, o.format);
      for (const auto& m : models) junit[i].push_back(junitBadInput(path, m.name, errorText));
      if (!o.htmlFile.empty()) html[i] = renderHtmlNotChecked(path, errorText, htmlId(i, 0));
      return out;
    }
    for (size_t k = 0; k < models.size(); ++k) {
      CheckedResult c;
      auto begin = Clock::now();
      // The test's deadline covers the engine, its self-check and the explanation.
      BudgetScope budget(deadlineAfter(o.timeoutSeconds));
      c.result = runOne(t, models[k], eo);
      c.seconds = std::chrono::duration<double>(Clock::now() - begin).count();
      c.result.file = printableName(path);
      c.expectation = bound[k];
      c.expectationRequired = o.requireExpectations;
      if (bound[k]) c.differences = compareExpectation(*bound[k], c.result);
      if (explain.any()) {
        std::string pictureError;
        try {
          c.explanation = explainResult(*t.program, models[k].model, c.result, eo, explain, pictureError);
        } catch (const BudgetExceeded& e) {
          c.explanation = std::string("Explanation stopped: ") +
                          (e.kind() == BudgetKind::Timeout ? "the test's --timeout was reached"
                           : e.kind() == BudgetKind::Memory ? "over --max-memory"
                                                            : "clmm was asked to stop") +
                          "\n";
        }
        if (!pictureError.empty()) out.err += pictureError, pictureFailed = true;
      }
      if (!o.htmlFile.empty()) {
        std::string pictureError;
        html[i] += renderHtmlSection(*t.program, *t.source, models[k].model, c.result, eo, htmlId(i, k), pictureError);
        if (!pictureError.empty()) out.err += pictureError, pictureFailed = true;
      }
      renderResult(c, o.format, out.out);
      if (o.format == "herd" && !c.result.decided) out.err += undecidedInHerdLog(c.result);
      if (c.result.decided) {
        expectRows[i].push_back(expectRow(c.result, models[k].key));
        expectRows[i].back().path = path;  // the file's own name: writeExpectationTable refuses unprintable ones
      } else if (!o.writeExpect.empty())
        out.err += "clmm: warning: " + printableName(path) + " [" + models[k].name +
                   "]: unknown, so --write-expect writes no row for it\n";
      junit[i].push_back(junitCase(c));
      switch (c.outcome()) {
        case CheckedResult::Outcome::Passed: ++out.passed; break;
        case CheckedResult::Outcome::Failed: ++out.failed; break;
        case CheckedResult::Outcome::Unknown: ++out.unknown; break;
        case CheckedResult::Outcome::Unchecked: ++out.unchecked; break;
        case CheckedResult::Outcome::Missing: ++out.failed; break;
      }
      spdlog::info("check: {} under {}: {} in {:.3f} s", printableName(path), models[k].name,
                   c.result.decided ? verdictName(c.result.verdict) : "unknown", c.result.seconds);
    }
    return out;
  };

  Tally total;
  BatchOptions bo;
  bo.jobs = o.jobs;
  bo.progress = !o.quiet && isatty(STDERR_FILENO);
  std::vector<bool> notRun(files.size(), false);
  runBatch(files.size(), bo, work, [&](size_t i, TestOutcome& out) {
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

  bool bad = inputs->bad || total.badInputs > 0 || pictureFailed;
  if (!o.junit.empty()) {
    std::string why = stopSignal() == SIGINT    ? "interrupted (SIGINT)"
                      : stopSignal() == SIGTERM ? "terminated (SIGTERM)"
                                                : "the run was stopped (output could not be written)";
    std::vector<JunitCase> cases;
    for (size_t i = 0; i < files.size(); ++i) {
      if (notRun[i])
        for (const auto& m : models) cases.push_back(junitNotRun(files[i], m.name, why));
      else
        cases.insert(cases.end(), junit[i].begin(), junit[i].end());
    }
    double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    if (!writeJunit(o.junit, "clmm check", cases, seconds)) {
      std::cerr << "clmm: error: cannot write the JUnit report '" << printableName(o.junit) << "'\n";
      bad = true;
    }
  }
  if (!o.writeExpect.empty()) {
    std::vector<ExpectRow> rows;
    for (const auto& r : expectRows) rows.insert(rows.end(), r.begin(), r.end());
    std::string error = writeExpectationTable(o.writeExpect, rows);
    if (!error.empty()) {
      std::cerr << error;
      bad = true;
    }
  }
  if (!o.htmlFile.empty()) {
    std::vector<std::string> sections;
    for (size_t i = 0; i < files.size(); ++i)
      if (!notRun[i]) sections.push_back(html[i]);
    if (!writeHtmlReport(o.htmlFile, sections)) {
      std::cerr << "clmm: error: cannot write the HTML report '" << printableName(o.htmlFile) << "'\n";
      bad = true;
    }
  }
  (o.format == "json" || o.format == "herd" ? std::cerr : std::cout) << summaryLine(total) << "\n";
  if (stopSignal()) return 128 + stopSignal();
  if (bad) return 2;
  if (total.unknown > 0) return 3;
  return total.failed > 0 ? 1 : 0;
}

}  // namespace clmm
