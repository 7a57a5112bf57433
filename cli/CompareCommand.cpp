// `clmm compare --observed FILE.json PATH...`: per test, each state a device showed with its count
// and the model's class. A forbidden state observed is a finding: exit 1, with the model's
// explanation of why no consistent execution ends there. Racy states observed and allowed states
// never observed are reported. Text, JSON Lines, JUnit. Exit: 2 bad input, 1 forbidden observed,
// 3 a test without a usable result (the model undecided, or the device did not run it), else 0.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "check/Engine.h"
#include "check/Load.h"
#include "check/Models.h"
#include "cli/CheckReport.h"
#include "cli/HardwareCommands.h"
#include "cli/Interleavings.h"
#include "cli/Inputs.h"
#include "cli/Junit.h"
#include "cli/Report.h"
#include "compilecheck/Equivalence.h"
#include "explain/Explain.h"
#include "support/AtomicFile.h"
#include "support/Budget.h"
#include "support/Printable.h"
#include "support/Process.h"

namespace clmm {

namespace {

// A rate or a duration with three significant digits ("0.00512", "2.22e+06").
std::string rateText(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.3g", v);
  return b;
}

// The program with its condition replaced by "exists (the state)": what --explain explains.
Program programForState(const Program& p, const std::vector<int64_t>& values) {
  Program q = p;
  FinalCondition c;
  c.quantifier = Quantifier::Exists;
  c.prop.kind = Formula::Kind::And;
  for (size_t i = 0; i < values.size(); ++i) {
    Formula atom;
    atom.kind = Formula::Kind::Atom;
    atom.observable = static_cast<int>(i);
    atom.value = values[i];
    c.prop.operands.push_back(atom);
  }
  std::string text;
  for (size_t i = 0; i < values.size(); ++i)
    text += (i ? " /\\ " : "") + p.observables[i].name + "=" + std::to_string(values[i]);
  c.text = "exists (" + text + ")";
  c.range = p.condition ? p.condition->range : SourceRange{};
  q.condition = c;
  return q;
}

std::string explainState(const Program& p, const cat::Model& model, const std::string& modelName,
                         const EngineOptions& eo, const std::vector<int64_t>& values, bool allowedStates) {
  Program q = programForState(p, values);
  TestResult r = runEngine(q, model, modelName, eo);
  ExplainRequest req;
  req.text = true;
  req.allowedStates = allowedStates;
  std::string error;
  return explainResult(q, model, r, eo, req, error);
}

// Why each forbidden state observed is forbidden: the model's explanation of each.
std::string forbiddenExplanations(const Program& p, const NamedModel& m, const TestResult& r, const hw::Comparison& c,
                                  const EngineOptions& eo, bool explainAllowed) {
  std::string explanation;
  for (const auto& s : c.observed)
    if (s.cls == hw::ObservedClass::Forbidden)
      explanation += "Why " + hw::valuesText(r.observables, s.values) + " is forbidden:\n" +
                     explainState(p, m.model, m.name, eo, s.values, explainAllowed);
  return explanation;
}

struct Counts {
  int bad = 0, forbidden = 0, unknown = 0;
  int mutants = 0, killed = 0;  // tests whose condition the model does not forbid; of them, seen
  std::vector<std::string> survivors;
  // --equivalent-on: mutants whose compiled code ptx forbids (left out), those of them observed
  // anyway (a forbidden state of the compiled code: a finding), and tests not compiled (counted).
  std::vector<std::string> equivalent, equivalentObserved, notCompiled;
  ClassTallies classes;  // the score and the interleaving coverage per class (folder)
};

// A test with an `exists` condition the model does not forbid: a mutant, killed when the device
// showed its condition; left out when `target` (--equivalent-on) says its compiled code forbids it.
// True for an equivalent mutant the device showed anyway.
bool countMutant(const std::string& path, const Program& p, const TestResult& r, const hw::Comparison& c,
                 const compilecheck::TargetCondition* target, const hw::Coverage& cov, const std::string& compiler,
                 Counts& n) {
  if (!r.hasCondition || r.quantifier != Quantifier::Exists || r.verdict == Verdict::Forbidden) return false;
  bool seen = false;
  for (const auto& s : c.observed) seen = seen || (p.condition && p.condition->prop.eval(s.values));
  const std::string name = printableName(p.name);
  if (target && target->checked && target->verdict == Verdict::Forbidden) {
    n.equivalent.push_back(name);
    n.classes.addEquivalent(path, name, compiler);
    if (seen) n.equivalentObserved.push_back(name);
    return seen;
  }
  if (target && !target->checked) n.notCompiled.push_back(name + ": " + printableText(target->why));
  ++n.mutants;
  n.classes.addMutant(path, name, seen, cov);
  if (seen)
    ++n.killed;
  else
    n.survivors.push_back(name);
  return false;
}

// The mutation score (MC Mutants): of the tests whose condition the model does not forbid (clmm
// mutate's output), the share whose condition the device showed at least once.
void printMutationScore(const CompareOptions& o, const Counts& n) {
  double score = n.mutants ? 100.0 * n.killed / n.mutants : 0.0;
  if (o.format == "json") {
    nlohmann::json j;
    j["mutation_score"] = score;
    j["mutants"] = n.mutants;
    j["killed"] = n.killed;
    j["survivors"] = n.survivors;
    if (!o.equivalentOn.empty()) {
      j["equivalent_on"] = o.equivalentOn;
      j["equivalent"] = n.equivalent;
      j["equivalent_observed"] = n.equivalentObserved;
      j["not_compiled"] = n.notCompiled;
    }
    j["by_class"] = n.classes.scoresJson();
    std::cout << jsonLine(j);
    return;
  }
  std::cout << "Mutation score " << n.killed << " of " << n.mutants << " tests the model does not forbid ("
            << rateText(score) << "%): their condition was observed\n";
  for (const auto& s : n.survivors) std::cout << "  never observed: " << s << "\n";
  if (!o.equivalentOn.empty()) {
    std::cout << n.equivalent.size() << " equivalent on " << o.equivalentOn
              << ", left out: the ptx model forbids the condition of their compiled code\n";
    for (const auto& s : n.equivalent) std::cout << "  equivalent: " << s << "\n";
    for (const auto& s : n.equivalentObserved)
      std::cout << "  observed although its compiled code forbids it (a finding): " << s << "\n";
    for (const auto& s : n.notCompiled) std::cout << "  counted, not compiled: " << s << "\n";
  }
  n.classes.printScores();
}

// The sc model, loaded when --coverage or --mutation-score needs a test's interleavings.
bool loadScModel(const CompareOptions& o, std::vector<NamedModel>& sc) {
  if (!o.coverage && !o.mutationScore) return true;
  return loadModels({"sc"}, sc, o.timeoutSeconds);
}

// --equivalent-on: the verdict of each test's compiled code under ptx, by path; false when the
// option is misused or ptx cannot be loaded (reported).
bool equivalenceVerdicts(const CompareOptions& o, const std::vector<std::string>& files, const ModelChoice& models,
                         const EngineOptions& eo, std::map<std::string, compilecheck::TargetCondition>& out) {
  if (o.equivalentOn.empty()) return true;
  if (!o.mutationScore) {
    std::cerr << "clmm: error: --equivalent-on leaves equivalent mutants out of the mutation score: add "
                 "--mutation-score\n";
    return false;
  }
  if (!findProgram("nvcc")) {
    std::cerr << "clmm: error: --equivalent-on nvcc: nvcc is not on PATH (install the CUDA toolkit, or leave the "
                 "option out)\n";
    return false;
  }
  std::vector<NamedModel> target;
  if (!loadModels({"ptx"}, target, o.timeoutSeconds)) return false;
  compilecheck::PipelineOptions po;
  po.compiler = o.equivalentOn;
  po.reading = o.reading;
  po.showWarnings = false;
  for (auto& t : compilecheck::targetConditions(files, po, models.named.front(), target.front(), eo)) {
    if (t.fatal) {
      std::cerr << "clmm: error: --equivalent-on nvcc: " << printableText(t.why) << "\n";
      return false;
    }
    out[t.path] = t;
  }
  return true;
}

// One comparison, as a JSON line or as text with the explanation of each forbidden state observed.
void printComparison(const CompareOptions& o, const hw::ObservedRun& run, const std::string& path, const Program& p,
                     const NamedModel& m, const TestResult& r, const hw::ObservedTest* ob, const hw::Comparison& c,
                     const std::string& result, const std::string& explanation, const hw::Coverage* cov) {
  // How often the device showed the test's condition, and at what rate (docs/hardware.md).
  uint64_t conditionCount = 0;
  for (const auto& s : c.observed)
    if (p.condition && p.condition->prop.eval(s.values)) conditionCount += s.count;
  const double perSecond = ob->seconds > 0 ? 1.0 / ob->seconds : 0.0;
  if (o.format == "json") {
    nlohmann::json j;
    j["file"] = printableName(path);
    j["test"] = p.name;
    j["model"] = m.name;
    j["backend"] = run.backend;
    j["device"] = run.device;
    j["instances"] = ob->instances;
    j["unfinished"] = ob->unfinished;
    j["seconds"] = ob->seconds;
    j["condition_count"] = conditionCount;
    if (perSecond > 0) {
      j["instances_per_second"] = static_cast<double>(ob->instances) * perSecond;
      j["condition_per_second"] = static_cast<double>(conditionCount) * perSecond;
    }
    j["observables"] = r.observables.empty() ? ob->observables : r.observables;
    j["observed"] = nlohmann::json::array();
    for (const auto& s : c.observed)
      j["observed"].push_back({{"values", s.values},
                               {"count", s.count},
                               {"class", hw::observedClassName(s.cls)},
                               {"catch_fire", s.catchFire}});
    j["never_observed"] = c.neverSeen;
    j["racy_never_observed"] = c.racyUnseen;
    j["result"] = result;
    if (!ob->error.empty()) j["error"] = ob->error;
    if (!c.unknownWhy.empty()) j["unknown_reason"] = c.unknownWhy;
    if (!explanation.empty()) j["explanation"] = explanation;
    if (cov && cov->known) {
      j["sc_states"] = cov->states.size();
      j["sc_observed"] = cov->seen();
      j["sc_never_observed"] = cov->unseen;
    }
    std::cout << jsonLine(j);
  } else {
    std::cout << "Test " << printableName(p.name) << " (" << printableName(path) << ") on "
              << printableName(run.device.empty() ? run.backend : run.device) << ", model " << m.name << "\n";
    if (!ob->error.empty()) std::cout << "Not run on the device: " << printableText(ob->error) << "\n";
    std::cout << "Instances " << ob->instances;
    if (ob->unfinished) std::cout << ", " << ob->unfinished << " of them unfinished (a spin-wait gave up)";
    std::cout << "\n";
    if (perSecond > 0)
      std::cout << "Rate " << rateText(static_cast<double>(ob->instances) * perSecond) << " instances/s over "
                << rateText(ob->seconds) << " s; the condition's state " << conditionCount << " times, "
                << rateText(static_cast<double>(conditionCount) * perSecond) << "/s\n";
    // What the tester looks for first: forbidden states observed, then racy ones, then the rest.
    auto rank = [](hw::ObservedClass k) {
      return k == hw::ObservedClass::Forbidden ? 0 : k == hw::ObservedClass::Racy ? 1 : 2;
    };
    std::vector<const hw::ClassifiedState*> states;
    for (const auto& s : c.observed) states.push_back(&s);
    std::stable_sort(states.begin(), states.end(),
                     [&](const auto* a, const auto* b) { return rank(a->cls) < rank(b->cls); });
    for (const hw::ClassifiedState* state : states) {
      const hw::ClassifiedState& s = *state;
      std::cout << "  " << hw::valuesText(r.observables, s.values) << "   " << s.count << "   "
                << hw::observedClassName(s.cls)
                << (p.condition && p.condition->prop.eval(s.values) ? "   (the condition)" : "")
                << (s.catchFire ? "   (catch-fire: no consistent execution ends here, but the test has undefined "
                                  "behaviour as a whole)"
                                : "")
                << "\n";
    }
    for (const auto& v : c.neverSeen)
      std::cout << "  never observed (allowed): " << hw::valuesText(r.observables, v) << "\n";
    for (const auto& v : c.racyUnseen)
      std::cout << "  never observed (racy): " << hw::valuesText(r.observables, v) << "\n";
    if (!c.unknownWhy.empty() && c.unknown) std::cout << "Note: " << c.unknownWhy << "\n";
    if (c.racy) std::cout << "Racy states observed: " << c.racy << " instances (the model gives them no meaning)\n";
    if (c.forbidden) std::cout << "Forbidden observed: " << c.forbidden << " instances\n" << explanation;
    if (c.forbidden && !o.explainAllowed)
      std::cout << "(--explain-allowed also shows an execution reaching each allowed state)\n";
    if (cov && cov->known)
      std::cout << "Interleavings " << cov->seen() << " of " << cov->states.size()
                << " sequentially consistent states observed\n";
    std::cout << "Result " << result << "\n\n";
  }
}

// The histogram of one test into --plot DIR (a second test file of the same name gets "-2", "-3",
// ...); false when it cannot be written, or would be written over one of `inputs` (reported).
bool writePlot(const CompareOptions& o, const hw::ObservedRun& run, const std::string& path, const Program& p,
               const NamedModel& m, const TestResult& r, const hw::ObservedTest* ob, const hw::Comparison& c,
               std::set<std::string>& plotNames, const std::vector<std::pair<std::string, std::string>>& inputs) {
  // One picture per test: a second test file of the same name gets "-2", "-3", ...
  std::string stem = std::filesystem::path(path).stem().string(), name = stem;
  for (int k = 2; !plotNames.insert(name).second; ++k) name = stem + "-" + std::to_string(k);
  auto file = std::filesystem::path(o.plotDir) / (name + ".svg");
  for (const auto& [what, input] : inputs)
    if (sameFile(file.string(), input)) {
      std::cerr << "clmm: error: --plot: the histogram " << printableName(file.string()) << " would overwrite " << what
                << " (" << printableName(input) << "); write the plots into another directory\n";
      return false;
    }
  std::ofstream svg(file);
  svg << hw::histogramSvg(p.name + " on " + (run.device.empty() ? run.backend : run.device) + " (model " + m.name + ")",
                          r.observables.empty() ? ob->observables : r.observables, c);
  svg.close();
  if (svg) return true;
  std::cerr << "clmm: error: cannot write " << printableName(file.string()) << "\n";
  return false;
}

// The JUnit case of one comparison: a failure for a forbidden state (or an equivalent mutant's
// condition) observed, an error for a test not run or not decided.
void judgeJunitCase(JunitCase& jc, const CompareOptions& o, const TestResult& r, const hw::ObservedTest& ob,
                    const hw::Comparison& c, bool notRun, bool equivalentSeen, const std::string& explanation) {
  if (c.forbidden) {
    jc.status = JunitCase::Status::Failed, jc.type = "forbidden-observed";
    jc.message = std::to_string(c.forbidden) + " instances ended in a state the model forbids";
    jc.text = explanation;
  } else if (equivalentSeen) {
    jc.status = JunitCase::Status::Failed, jc.type = "equivalent-observed";
    jc.message = "the device showed the condition, which ptx forbids in the code " + o.equivalentOn + " made of the test";
  } else if (notRun || !r.decided) {
    jc.status = JunitCase::Status::Error, jc.type = notRun ? "not-run" : "unknown";
    jc.message = notRun ? (ob.error.empty() ? "no instance ran" : ob.error) : r.unknownReason;
  } else if (c.racy) {
    jc.message = std::to_string(c.racy) + " instances ended in racy states";
  }
}

// The report's entry of the test `name` of `path` (hw::findObserved), or nullptr after the error
// (reported, and made `jc`'s): none, or more than one could be the test's.
const hw::ObservedTest* observationsOf(const hw::ObservedRun& run, const std::string& path, const std::string& name,
                                       const std::vector<std::string>& files, JunitCase& jc) {
  std::string ambiguous;
  const hw::ObservedTest* ob = hw::findObserved(run, path, name, files, ambiguous);
  if (!ob && ambiguous.empty())  // as the harness names it (hardware/Plan.cpp)
    ob = hw::findObserved(run, printableName(path), name, files, ambiguous);
  if (ob) return ob;
  jc.status = JunitCase::Status::Error, jc.type = "bad-input";
  if (!ambiguous.empty()) {
    std::cerr << printableName(path) << ": error: " << printableName(run.path) << ": which observations are test '"
              << printableName(name) << "''s is ambiguous: " << printableText(ambiguous) << "\n";
    jc.message = "ambiguous observations";
  } else {
    std::cerr << printableName(path) << ": error: " << printableName(run.path) << " has no observations of test '"
              << printableName(name) << "' (run a harness generated from this test, or name the tests it ran)\n";
    jc.message = "no observations";
  }
  return nullptr;
}

}  // namespace

int compareObservedRun(const hw::ObservedRun& run, const std::vector<std::string>& files, const CompareOptions& o) {
  ModelChoice models;  // --model's, or each test's dialect's
  if (!loadModelChoice(o.model, models, o.timeoutSeconds)) return 2;
  if (!knownEngine(o.engine)) return 2;
  const auto inputs = commandInputs(files, {{"--observed", run.path}, {"--model", o.model}});
  if (!removeStaleReports({{"--junit", o.junit}}, inputs)) return 2;
  if (!o.plotDir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(o.plotDir, ec);
    if (!std::filesystem::is_directory(o.plotDir)) {
      std::cerr << "clmm: error: cannot create the plot directory " << printableName(o.plotDir) << "\n";
      return 2;
    }
  }
  EngineOptions eo;
  eo.engine = o.engine;
  eo.timeoutSeconds = o.timeoutSeconds;
  std::map<std::string, compilecheck::TargetCondition> targets;
  if (!equivalenceVerdicts(o, files, models, eo, targets)) return 2;
  std::vector<NamedModel> sc;
  if (!loadScModel(o, sc)) return 2;
  Counts n;
  std::vector<JunitCase> cases;
  std::set<std::string> plotNames;
  auto start = std::chrono::steady_clock::now();
  for (const auto& path : files) {
    LoadedTest t = loadTest(path, o.reading);
    const NamedModel& m = models.of(t)[0];
    rejectUnsupported(t, models.of(t));  // a remote operation means something under opencl-rsp only
    reportDiagnostics(t, !o.quiet);
    if (!t.ok()) {
      ++n.bad;
      cases.push_back(junitBadInput(path, m.name, t.errorText));
      continue;
    }
    const Program& p = *t.program;
    JunitCase jc;
    jc.name = std::filesystem::path(path).filename().string() + " [" + m.name + ", " + run.backend + "]";
    jc.classname = junitClassname(path);
    jc.file = path;
    const hw::ObservedTest* ob = observationsOf(run, path, p.name, files, jc);
    if (!ob) {
      ++n.bad;
      cases.push_back(jc);
      continue;
    }
    auto begin = std::chrono::steady_clock::now();
    TestResult r;
    {
      BudgetScope budget(deadlineAfter(o.timeoutSeconds));
      r = runEngine(p, m.model, m.name, eo);
    }
    hw::Comparison c;
    std::string error = hw::compare(r, *ob, c);
    if (!error.empty()) {
      std::cerr << printableName(path) << ": error: " << printableText(error) << "\n";
      ++n.bad;
      jc.status = JunitCase::Status::Error, jc.type = "bad-input", jc.message = error;
      cases.push_back(jc);
      continue;
    }
    const std::string explanation = forbiddenExplanations(p, m, r, c, eo, o.explainAllowed);
    bool notRun = !ob->error.empty() || ob->instances == 0;
    auto target = targets.find(path);
    hw::Coverage cov;
    if (!sc.empty() && !notRun) cov = scCoverage(p, sc[0].model, r, c, eo);
    if (o.coverage && !notRun) n.classes.addCoverage(path, cov);
    // An equivalent mutant whose condition the device showed: a state that ptx forbids in nvcc's code.
    bool equivalentSeen = r.decided && !notRun &&
                          countMutant(path, p, r, c, target == targets.end() ? nullptr : &target->second, cov,
                                      o.equivalentOn, n);
    std::string result = notRun ? "not-run" : c.forbidden ? "forbidden-observed" : equivalentSeen ? "equivalent-observed"
                                          : !r.decided || c.unknown ? "unknown" : c.racy ? "racy-observed" : "ok";
    if (c.forbidden) ++n.forbidden;
    else if (notRun || !r.decided) ++n.unknown;
    printComparison(o, run, path, p, m, r, ob, c, result, explanation, o.coverage ? &cov : nullptr);
    jc.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    judgeJunitCase(jc, o, r, *ob, c, notRun, equivalentSeen, explanation);
    cases.push_back(jc);
    if (!o.plotDir.empty() && !writePlot(o, run, path, p, m, r, ob, c, plotNames, inputs)) ++n.bad;
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (o.mutationScore) printMutationScore(o, n);
  if (o.coverage) n.classes.printCoverage(o.format == "json");
  if (!o.junit.empty() && !writeJunit(o.junit, "clmm compare", cases, seconds)) {
    std::cerr << "clmm: error: cannot write the JUnit report " << printableName(o.junit) << "\n";
    return 2;
  }
  if (n.bad) return 2;
  if (n.forbidden || !n.equivalentObserved.empty()) return 1;
  // A mutant nvcc did not compile was not judged equivalent or not: the score is not what
  // --equivalent-on asked for (every mutant rejected must not pass as a clean run).
  if (!n.notCompiled.empty())
    std::cerr << "clmm: warning: --equivalent-on " << o.equivalentOn << ": " << n.notCompiled.size() << " of "
              << n.mutants + n.equivalent.size()
              << " mutants were not compiled, so not judged equivalent or not (exit 3)\n";
  return n.unknown || !n.notCompiled.empty() ? 3 : 0;
}

int runCompare(const CompareOptions& o) {
  hw::ObservedRun run;
  try {
    run = hw::readObserved(o.observed);
  } catch (const BadInput& e) {
    std::cerr << e.formatted();
    return 2;
  }
  InputList inputs = expandInputs(o.paths);
  for (const auto& e : inputs.errors) std::cerr << "clmm: error: " << e << "\n";
  if (!inputs.errors.empty()) return 2;
  return compareObservedRun(run, inputs.files, o);
}

}  // namespace clmm
