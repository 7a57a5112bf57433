// `clmm generate --distinguish M1 M2`: loads the two models, runs the search (generate/Distinguish.h),
// writes each found test and index.csv into the output directory, and prints each test with the
// differences and the two models' explanations (explain/) side by side.
#include "cli/DistinguishCommand.h"

#include <filesystem>
#include <iostream>
#include <sstream>

#include "check/Models.h"
#include "explain/Explain.h"
#include "generate/Distinguish.h"
#include "generate/Minimise.h"
#include "support/AtomicFile.h"
#include "support/Printable.h"

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

// Whether the state satisfies the test's condition under either result.
bool satisfiesCondition(const gen::FoundTest& f, const std::vector<int64_t>& values) {
  for (const auto* r : {&f.a, &f.b})
    for (const auto& s : r->states)
      if (s.values == values && s.satisfiesCondition) return true;
  return false;
}

// The state the explanations are restricted to, as a --state filter: the first differing state
// that satisfies the condition, else the first differing state.
std::optional<StateFilter> differingState(const gen::FoundTest& f) {
  std::vector<const Difference*> order;
  for (const auto& d : f.differences)
    if (d.kind != Difference::Kind::Verdict && satisfiesCondition(f, d.state)) order.push_back(&d);
  for (const auto& d : f.differences)
    if (d.kind != Difference::Kind::Verdict) order.push_back(&d);
  for (const Difference* dp : order) {
    const Difference& d = *dp;
    std::string text;
    for (size_t i = 0; i < d.state.size() && i < f.a.observables.size(); ++i)
      text += (i ? " /\\ " : "") + f.a.observables[i] + "=" + std::to_string(d.state[i]);
    std::string error;
    return parseStateFilter(text.empty() ? "true" : text, error);
  }
  return std::nullopt;
}

std::string explanation(const Program& p, const NamedModel& m, const TestResult& r, const gen::FoundTest& f,
                        const std::string& engine) {
  EngineOptions eo;
  eo.engine = engine;
  ExplainRequest req;
  req.text = true;
  req.state = differingState(f);
  std::string error;
  std::string text = std::string(m.name) + ": " + verdictName(r.verdict) + "\n";
  text += explainResult(p, m.model, r, eo, req, error);
  if (!error.empty()) text += error + "\n";
  return text;
}

void printFound(const gen::FoundTest& f, const std::vector<NamedModel>& models, const gen::ModelRef& a,
                const gen::ModelRef& b, const DistinguishCommandOptions& o) {
  std::cout << "\n== " << printableName(f.test.name) << " (" << gen::eventCount(f.test) << " events, found at size "
            << f.sizeClass << ")\n";
  std::cout << "from the cycle " << printableName(f.cycle) << "\n";
  if (!f.removed.empty()) {
    std::cout << "minimised: removed";
    for (const auto& r : f.removed) std::cout << " " << printableName(r) << ";";
    std::cout << "\n";
  }
  std::cout << "\n" << gen::emitTest(f.test) << "\n";
  std::cout << a.name << ": " << verdictName(f.a.verdict) << "    " << b.name << ": " << verdictName(f.b.verdict)
            << "\n";
  for (const auto& l : gen::differenceLines(f, a, b)) std::cout << "  " << printableName(l) << "\n";
  std::cout << "cross-check with the other engine: " << (f.crossCheck.empty() ? "agrees" : f.crossCheck) << "\n";
  if (!o.explain) return;
  Program p = gen::programOf(f.test);
  std::string left = explanation(p, models[0], f.a, f, o.engine);
  std::string right = explanation(p, models[1], f.b, f, o.engine);
  std::cout << "\n" << printableText(sideBySide(left, right, 70));
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

int runDistinguish(const DistinguishCommandOptions& o) {
  if (o.model1 == o.model2) {
    std::cerr << "clmm: error: --distinguish compares two different models, e.g. --distinguish opencl opencl-lax\n";
    return 2;
  }
  std::vector<NamedModel> models;
  if (!loadModels({o.model1, o.model2}, models, o.timeoutSeconds)) return 2;
  if (!knownEngine(o.engine)) return 2;
  gen::ModelRef a{models[0].name, &models[0].model}, b{models[1].name, &models[1].model};
  gen::DistinguishOptions d;
  d.target = o.target == "ptx" ? gen::Target::Ptx : gen::Target::Opencl;
  d.maxEvents = o.maxEvents;
  d.perSize = o.perSize;
  d.maxTests = o.maxTests;
  d.engine = o.engine;
  d.timeoutSeconds = o.timeoutSeconds;
  auto result = gen::distinguish(a, b, d, [](const gen::SizeStats& s) {
    std::cerr << "size " << s.events << ": " << s.tried << " tests checked"
              << (s.capped ? " (the --max-tests limit: others of this size not checked)" : "") << ", " << s.differing
              << " differ" << (s.unknown ? ", " + std::to_string(s.unknown) + " unknown" : std::string()) << "\n";
  });
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
                              gen::distinguishIndexCsv(result, a, b));
  if (!why.empty()) {
    std::cerr << "clmm: error: " << printableText(o.outDir) << ": " << why << "\n";
    return 4;
  }
  size_t tried = 0;
  bool capped = false;
  for (const auto& s : result.sizes) tried += s.tried, capped |= s.capped;
  for (const auto& f : result.found) printFound(f, models, a, b, o);
  if (result.found.empty()) {
    std::cout << a.name << " and " << b.name << " agree on all " << tried << " tests of up to " << o.maxEvents
              << " events checked" << (capped ? " (some sizes stopped at --max-tests)" : "")
              << " (docs/generate.md, \"Tests that tell models apart\", says which)\n";
    return 1;
  }
  std::cout << "\n"
            << result.found.size() << " test" << (result.found.size() == 1 ? "" : "s") << " telling " << a.name
            << " and " << b.name << " apart (of " << tried << " checked) in " << printableText(o.outDir)
            << " (index.csv)\n";
  return 0;
}

}  // namespace clmm
