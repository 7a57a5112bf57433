// `clmm generate --distinguish M1 M2 [M3...]`: loads the models, runs the search
// (generate/Distinguish.h), writes each found test, index.csv and coverage.csv into the output
// directory, prints the vocabulary and each part's coverage (stderr), and each test with the
// differences of each pair and, for its first pair, the two explanations (explain/) side by side.
#include "cli/DistinguishCommand.h"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <sstream>

#include "check/Models.h"
#include "explain/Explain.h"
#include "generate/Distinguish.h"
#include "generate/Minimise.h"
#include "support/AtomicFile.h"
#include "support/Printable.h"
#include "support/Suggest.h"

namespace clmm {

namespace {

std::vector<std::string> wrapped(const std::string& text, size_t width) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    // Broken at the last space that fits (continuations indented as the line), else at the width.
    size_t indent = std::min(line.find_first_not_of(' '), width / 2) + 2;
    std::string rest = line;
    while (rest.size() > width) {
      size_t cut = rest.rfind(' ', width);
      if (cut == std::string::npos || cut <= indent) cut = width;
      out.push_back(rest.substr(0, cut));
      rest = std::string(indent, ' ') + rest.substr(rest[cut] == ' ' ? cut + 1 : cut);
    }
    out.push_back(rest);
  }
  return out;
}

// Whether the state satisfies the test's condition under either result of the pair.
bool satisfiesCondition(const gen::FoundTest& f, const gen::PairDifference& pd, const std::vector<int64_t>& values) {
  for (size_t k : {pd.first, pd.second})
    for (const auto& s : f.results[k].states)
      if (s.values == values && s.satisfiesCondition) return true;
  return false;
}

// The state the explanations are restricted to, as a --state filter: the first differing state
// of the pair that satisfies the condition, else the first differing state.
std::optional<StateFilter> differingState(const gen::FoundTest& f, const gen::PairDifference& pd) {
  std::vector<const Difference*> order;
  for (const auto& d : pd.differences)
    if (d.kind != Difference::Kind::Verdict && satisfiesCondition(f, pd, d.state)) order.push_back(&d);
  for (const auto& d : pd.differences)
    if (d.kind != Difference::Kind::Verdict) order.push_back(&d);
  const auto& observables = f.results[pd.first].observables;
  for (const Difference* dp : order) {
    const Difference& d = *dp;
    std::string text;
    for (size_t i = 0; i < d.state.size() && i < observables.size(); ++i)
      text += (i ? " /\\ " : "") + observables[i] + "=" + std::to_string(d.state[i]);
    std::string error;
    return parseStateFilter(text.empty() ? "true" : text, error);
  }
  return std::nullopt;
}

std::string explanation(const Program& p, const NamedModel& m, const TestResult& r, const gen::FoundTest& f,
                        const gen::PairDifference& pd, const std::string& engine) {
  EngineOptions eo;
  eo.engine = engine;
  ExplainRequest req;
  req.text = true;
  req.state = differingState(f, pd);
  std::string error;
  std::string text = std::string(m.name) + ": " + verdictName(r.verdict) + "\n";
  text += explainResult(p, m.model, r, eo, req, error);
  if (!error.empty()) text += error + "\n";
  return text;
}

void printFound(const gen::FoundTest& f, const std::vector<NamedModel>& models, const std::vector<gen::ModelRef>& refs,
                const DistinguishCommandOptions& o) {
  std::cout << "\n== " << printableName(f.test.name) << " (" << gen::eventCount(f.test) << " events, found at size "
            << f.sizeClass << (f.part == "accesses" ? std::string() : ", " + f.part) << ")\n";
  std::cout << "from the cycle " << printableName(f.cycle) << "\n";
  if (!f.removed.empty()) {
    std::cout << "minimised: removed";
    for (const auto& r : f.removed) std::cout << " " << printableName(r) << ";";
    std::cout << "\n";
  }
  std::cout << "\n" << gen::emitTest(f.test) << "\n";
  for (size_t k = 0; k < refs.size(); ++k)
    std::cout << (k ? "    " : "") << refs[k].name << ": " << verdictName(f.results[k].verdict);
  std::cout << "\n";
  for (const auto& pd : f.pairs) {
    if (refs.size() > 2) std::cout << refs[pd.first].name << " / " << refs[pd.second].name << ":\n";
    for (const auto& l : gen::differenceLines(f, pd, refs)) std::cout << "  " << printableName(l) << "\n";
  }
  std::cout << "cross-check with the other engine: " << (f.crossCheck.empty() ? "agrees" : f.crossCheck) << "\n";
  if (!o.explain || f.pairs.empty()) return;
  const gen::PairDifference& pd = f.pairs.front();
  Program p = gen::programOf(f.test);
  std::string left = explanation(p, models[pd.first], f.results[pd.first], f, pd, o.engine);
  std::string right = explanation(p, models[pd.second], f.results[pd.second], f, pd, o.engine);
  std::cout << "\n" << printableText(sideBySide(left, right, 70));
}

// What the search covers, before it starts (stderr): each part's edges and the annotations.
void printVocabulary(gen::Target target, const std::vector<std::string>& parts) {
  for (const auto& part : gen::vocabularyParts(target)) {
    if (!parts.empty() && std::find(parts.begin(), parts.end(), part.name) == parts.end()) continue;
    std::cerr << "vocabulary " << part.name << ":";
    for (const auto& e : part.edges) std::cerr << " " << e;
    std::cerr << "\n";
  }
  std::cerr << "annotations: " << gen::annotationSpaceText(target) << "\n";
}

// One size's part, when it ends (stderr): what was checked, and what the caps left.
void printCoverage(const gen::SizeStats& s) {
  std::cerr << "size " << s.events << ", " << s.part << ": " << s.tried << " tests checked of "
            << (s.shapesComplete ? "" : "at least ") << s.candidates << " candidates (" << s.shapes << " shapes), "
            << s.differing << " differ" << (s.unknown ? ", " + std::to_string(s.unknown) + " unknown" : std::string());
  if (s.capped) std::cerr << "; cut by --max-tests: " << s.notTried() << " candidates not tried";
  if (s.outOfTime) std::cerr << "; cut by --timeout: " << s.notTried() << " candidates not tried";
  std::cerr << "\n";
}

}  // namespace

std::string sideBySide(const std::string& left, const std::string& right, size_t width) {
  auto l = wrapped(left, width), r = wrapped(right, width);
  std::string out;
  for (size_t i = 0; i < std::max(l.size(), r.size()); ++i) {
    std::string x = i < l.size() ? l[i] : "", y = i < r.size() ? r[i] : "";
    std::string line = x + std::string(width - x.size(), ' ') + " | " + y;
    while (!line.empty() && line.back() == ' ') line.pop_back();
    out += line + "\n";
  }
  return out;
}

// Refuses two models of one name and a vocabulary part that is not one; false after the error.
bool checkDistinguishOptions(const DistinguishCommandOptions& o, gen::Target target) {
  for (size_t i = 0; i < o.models.size(); ++i)
    for (size_t j = 0; j < i; ++j)
      if (o.models[i] == o.models[j]) {
        std::cerr << "clmm: error: --distinguish compares different models, e.g. --distinguish opencl opencl-lax ("
                  << printableName(o.models[i]) << " is given twice)\n";
        return false;
      }
  std::vector<std::string> names;
  for (const auto& p : gen::vocabularyParts(target)) names.push_back(p.name);
  for (const auto& p : o.parts)
    if (std::find(names.begin(), names.end(), p) == names.end()) {
      std::cerr << "clmm: error: --vocabulary: unknown part '" << printableText(p) << "' (parts: " << joinNames(names)
                << ")" << didYouMean(p, names) << "\n";
      return false;
    }
  return true;
}

int runDistinguish(const DistinguishCommandOptions& o) {
  const gen::Target target = o.target == "ptx" ? gen::Target::Ptx : gen::Target::Opencl;
  if (!checkDistinguishOptions(o, target)) return 2;
  std::vector<NamedModel> models;
  if (!loadModels(o.models, models, o.timeoutSeconds)) return 2;
  if (!knownEngine(o.engine)) return 2;
  std::vector<gen::ModelRef> refs;
  for (const auto& m : models) refs.push_back({m.name, &m.model});
  gen::DistinguishOptions d;
  d.target = target;
  d.maxEvents = o.maxEvents;
  d.perSize = o.perSize;
  d.maxTests = o.maxTests;
  d.engine = o.engine;
  d.timeoutSeconds = o.timeoutSeconds;
  d.budgetSeconds = o.budgetSeconds;
  d.parts = o.parts;
  printVocabulary(target, o.parts);
  auto result = gen::distinguish(refs, d, printCoverage);
  std::vector<gen::GenTest> tests;
  for (const auto& f : result.found) tests.push_back(f.test);
  std::error_code ec;
  std::filesystem::create_directories(o.outDir, ec);
  std::string why = ec ? "cannot create directory: " + ec.message() : "";
  for (size_t i = 0; i < tests.size() && why.empty(); ++i)
    why = writeFileAtomically((std::filesystem::path(o.outDir) / (tests[i].name + ".litmus")).string(),
                              gen::emitTest(tests[i]));
  if (why.empty())
    why = writeFileAtomically((std::filesystem::path(o.outDir) / "index.csv").string(),
                              gen::distinguishIndexCsv(result, refs));
  if (why.empty())
    why = writeFileAtomically((std::filesystem::path(o.outDir) / "coverage.csv").string(),
                              gen::distinguishCoverageCsv(result));
  if (!why.empty()) {
    std::cerr << "clmm: error: " << printableText(o.outDir) << ": " << why << "\n";
    return 4;
  }
  size_t tried = 0;
  bool capped = false;
  for (const auto& s : result.sizes) tried += s.tried, capped |= s.capped;
  for (const auto& f : result.found) printFound(f, models, refs, o);
  std::string names;
  for (size_t k = 0; k < refs.size(); ++k)
    names += (k == 0 ? "" : k + 1 == refs.size() ? " and " : ", ") + refs[k].name;
  const std::string cut = result.outOfTime ? " (the --timeout ended the search: coverage.csv says what was left)"
                          : capped         ? " (some sizes stopped at --max-tests: coverage.csv says how many were left)"
                                           : "";
  if (result.found.empty()) {
    std::cout << names << " agree on all " << tried << " tests of up to " << o.maxEvents << " events checked" << cut
              << " (docs/generate.md, \"Tests that tell models apart\", says which)\n";
    return result.outOfTime ? 3 : 1;
  }
  std::cout << "\n"
            << result.found.size() << " test" << (result.found.size() == 1 ? "" : "s") << " telling "
            << (refs.size() > 2 ? "some of " : "") << names << " apart (of " << tried << " checked) in "
            << printableText(o.outDir) << " (index.csv, coverage.csv)" << cut << "\n";
  return 0;
}

}  // namespace clmm
