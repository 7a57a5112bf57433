// `clmm check --explain / --dot / --svg` for one result: gathers the explanation, writes one
// picture per execution shown (DOT files, or SVG through Graphviz's `dot`), and renders the text.
#include "explain/Explain.h"

#include <unistd.h>

#include <sys/wait.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <set>

#include "enumerate/Checker.h"
#include "enumerate/Witnesses.h"
#include "support/AtomicFile.h"
#include "support/Printable.h"
#include "support/Process.h"
#include "solver/SmtEngine.h"

namespace clmm {

namespace {

// A file-name part: letters, digits, '_', '-', '+', '.', '='; anything else becomes '_'.
std::string safeName(const std::string& s) {
  std::string out;
  for (char c : s)
    out += (std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '+' || c == '.' || c == '=')
               ? c
               : '_';
  return out.empty() ? "test" : out;
}

bool makeDirectory(const std::string& dir, const char* option) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec || !std::filesystem::is_directory(dir)) {
    std::cerr << "clmm: error: " << option << ": cannot create the directory '" << dir << "'"
              << (ec ? ": " + ec.message() : std::string()) << "\n";
    return false;
  }
  return true;
}

// Renders `dot` text to an SVG file with Graphviz; "" on success, else why not. Graphviz runs
// under the test's budget (support/Process.h): at its deadline or over the memory cap it is ended
// and BudgetExceeded says why.
std::string renderSvg(const std::string& dot, const std::string& path) {
  ProcessOptions po;
  po.stdinText = dot;
  po.captureStdout = true;
  ProcessResult r = runProcess({"dot", "-Tsvg"}, po);
  if (r.budget) throw BudgetExceeded(*r.budget);
  if (!r.started) return "cannot run Graphviz's dot (" + printableText(r.error) + ")";
  if (!r.ok() || r.out.empty())
    return "Graphviz's dot failed (" + r.describe() + ") rendering '" + printableName(path) + "'";
  std::string error = writeFileAtomically(path, r.out);
  return error.empty() ? "" : printableText(error);
}

// Whether Graphviz lays the graph out (its canonical output, thrown away).
bool graphvizAccepts(const std::string& dot) {
  ProcessOptions po;
  po.stdinText = dot;
  ProcessResult r = runProcess({"dot", "-Tcanon"}, po);
  if (r.budget) throw BudgetExceeded(*r.budget);  // (as renderSvg)
  return r.ok();
}

// The picture of one execution, with as much layout control as Graphviz (when installed) takes.
std::string pictureOf(const Program& p, const cat::Model& model, const TestResult& r, const ShownExecution& s) {
  std::string dot = renderDot(p, model, r, s, DotLayout::Pinned);
  if (!dotAvailable() || graphvizAccepts(dot)) return dot;
  for (DotLayout layout : {DotLayout::Free, DotLayout::Constrained}) {
    std::string other = renderDot(p, model, r, s, layout);
    if (graphvizAccepts(other)) return other;
  }
  return dot;
}

}  // namespace

std::string pictureStem(const std::string& path) { return safeName(std::filesystem::path(path).stem().string()); }

std::string pictureName(const std::string& testFile, const std::string& model, const TestResult& r,
                        const ShownExecution& s) {
  std::string name = pictureStem(testFile) + "." + pictureStem(model) + ".";
  if (s.role == ShownExecution::Role::Forbidden) {
    name += "forbidden";
    for (size_t i = 0; i < s.failures.size(); ++i) name += (i ? "+" : "-") + safeName(s.failures[i].check);
  } else {
    name += s.role == ShownExecution::Role::Racy ? "racy" : "allowed";
  }
  std::string state;
  for (size_t i = 0; i < s.outcome.size() && i < r.observables.size(); ++i) {
    std::string obs = r.observables[i];
    std::replace(obs.begin(), obs.end(), ':', '-');
    state += (state.empty() ? "" : "_") + obs + "=" + std::to_string(s.outcome[i]);
  }
  if (!state.empty()) name += "." + safeName(state);
  return name;
}

bool dotAvailable() {
  const char* path = std::getenv("PATH");
  if (!path) return false;
  std::string all = path;
  size_t start = 0;
  while (start <= all.size()) {
    size_t end = all.find(':', start);
    if (end == std::string::npos) end = all.size();
    std::string dir = all.substr(start, end - start);
    if (dir.empty()) dir = ".";
    std::string candidate = dir + "/dot";
    if (access(candidate.c_str(), X_OK) == 0 && !std::filesystem::is_directory(candidate)) return true;
    start = end + 1;
  }
  return false;
}

bool prepareExplainRequest(const ExplainRequest& request) {
  if (!request.svgDir.empty() && !dotAvailable()) {
    std::cerr << "clmm: error: --svg needs Graphviz's `dot` program, which is not on PATH: install the package "
                 "graphviz (Debian and Ubuntu: apt-get install graphviz), or write .dot files with --dot DIR\n";
    return false;
  }
  if (!request.dotDir.empty() && !makeDirectory(request.dotDir, "--dot")) return false;
  if (!request.svgDir.empty() && !makeDirectory(request.svgDir, "--svg")) return false;
  return true;
}

namespace {

// The value of `f` under every outcome that agrees with `known` where it has a value (Kleene's
// three values: nothing when it depends on an observable that `known` leaves open).
std::optional<bool> evalKnown(const Formula& f, const std::vector<std::optional<int64_t>>& known) {
  using K = Formula::Kind;
  switch (f.kind) {
    case K::True: return true;
    case K::False: return false;
    case K::Atom: {
      const std::optional<int64_t> a = known.at(f.observable);
      const std::optional<int64_t> b =
          f.operands.empty() ? std::optional<int64_t>(f.value) : known.at(f.operands[0].observable);
      if (!a || !b) return std::nullopt;
      return *a == *b;
    }
    case K::Not: {
      const std::optional<bool> v = evalKnown(f.operands[0], known);
      if (!v) return std::nullopt;
      return !*v;
    }
    case K::And:
    case K::Or:
    case K::Implies: {
      std::optional<bool> a = evalKnown(f.operands[0], known);
      const std::optional<bool> b = evalKnown(f.operands[1], known);
      if (f.kind == K::Implies && a) a = !*a;  // a -> b is !a \/ b
      const bool absorbing = f.kind != K::And;  // true decides a disjunction, false a conjunction
      if ((a && *a == absorbing) || (b && *b == absorbing)) return absorbing;
      if (a && b) return !absorbing;
      return std::nullopt;
    }
  }
  return std::nullopt;
}

}  // namespace

ReachQuery reachQuery(const Program& p, const cat::Model& model, const std::string& engine,
                      std::optional<std::chrono::steady_clock::time_point> deadline,
                      std::function<bool(const std::vector<int64_t>&)> target) {
  std::function<bool(const std::vector<int64_t>&)> satisfies = target;
  // The condition's state: the explicit search skips the reads-from choices whose chosen reads
  // already make the condition false (findExecution); a --state target is searched in full.
  std::function<bool(const std::vector<std::optional<int64_t>>&)> mayBeWanted;
  if (!satisfies) {
    satisfies = [&p](const std::vector<int64_t>& outcome) { return p.condition && p.condition->prop.eval(outcome); };
    mayBeWanted = [&p](const std::vector<std::optional<int64_t>>& known) {
      return p.condition && evalKnown(p.condition->prop, known) != std::optional<bool>(false);
    };
  }
  if (engine != "smt")
    return [&p, &model, deadline, satisfies, mayBeWanted](const std::set<std::string>& skip) {
      FindOptions o;
      o.deadline = deadline;
      o.skipChecks = skip;
      o.mayBeWanted = mayBeWanted;
      ReachAnswer a;
      a.x = findExecution(p, model, satisfies, o);
      a.timedOut = o.timedOut;
      return a;
    };
  return [&p, &model, deadline, satisfies](const std::set<std::string>& skip) {
    SmtOptions o;  // the engine itself, not the command line's seam (cli/Engine.h)
    o.deadline = deadline;
    o.skipChecks = skip;
    o.keepWitnesses = true;
    TestResult r = checkSmt(p, model, "", o);
    ReachAnswer a;
    // Executions that run a loop past its bound are not considered (as by the explicit engine's
    // search): a result undecided for that reason still answers within the bound.
    a.timedOut = !r.decided && r.loopBoundCond < 0;
    if (a.timedOut || !r.witnesses) return a;
    for (const auto* kept : {&r.witnesses->allowed, &r.witnesses->racy})
      for (const auto& [state, x] : *kept)
        if (!a.x && satisfies(state)) a.x = x;
    return a;
  };
}

Explanation gatherExplanation(const Program& p, const cat::Model& model, const TestResult& r,
                              const EngineOptions& engine, const StateFilter* state,
                              std::function<bool(StateClass, const std::vector<int64_t>&)> shownStates,
                              bool primitiveValues) {
  CollectOptions options;
  options.shown = std::move(shownStates);
  options.primitiveValues = primitiveValues;
  if (engine.timeoutSeconds > 0)
    options.deadline = std::chrono::steady_clock::now() +
                       std::chrono::milliseconds(static_cast<int64_t>(engine.timeoutSeconds * 1000));
  options.skipChecks = engine.skipChecks;
  // --state naming only states no execution reaches: why those are forbidden, not the condition.
  bool reachable = false;
  if (state)
    for (const auto& st : r.states) reachable = reachable || state->matches(r.observables, st.values);
  if (state && !reachable && r.decided) {
    std::vector<std::string> observables = r.observables;
    StateFilter filter = *state;
    options.target = [observables, filter](const std::vector<int64_t>& v) { return filter.matches(observables, v); };
    options.targetText = state->text;
  } else if (r.engine != "enumerate") {
    options.unsatCore = r.forbiddingChecks;  // the engine that decided, on the condition
  }
  options.reach = reachQuery(p, model, r.engine, options.deadline, options.target);
  if (r.witnesses || !r.decided) return collectExplanation(p, model, r, options);
  // A caller that did not ask the engine to keep its witnesses: the same engine again.
  TestResult again;
  if (r.engine == "smt") {
    SmtOptions o;
    o.deadline = options.deadline;
    o.skipChecks = engine.skipChecks;
    o.keepWitnesses = true;
    again = checkSmt(p, model, r.model, o);
  } else {
    ExplicitOptions o;
    o.deadline = options.deadline;
    o.skipChecks = engine.skipChecks;
    o.keepWitnesses = true;
    again = checkExplicit(p, model, r.model, o);
  }
  if (!again.witnesses) {
    Explanation e;
    e.decided = false;
    e.unknownReason = "the explanation ran out of time";
    return e;
  }
  TestResult withWitnesses = r;
  withWitnesses.witnesses = again.witnesses;
  return collectExplanation(p, model, withWitnesses, options);
}

std::string limitToState(Explanation& e, const StateFilter& state, const TestResult& r) {
  auto keep = [&](std::vector<ShownExecution>& v) {
    v.erase(std::remove_if(v.begin(), v.end(),
                           [&](const ShownExecution& s) { return !state.matches(r.observables, s.outcome); }),
            v.end());
  };
  keep(e.forbidden), keep(e.racy), keep(e.allowed);
  return "  (only the executions ending in a state where " + state.text +
         ", as --state asks: " + std::to_string(e.forbidden.size() + e.racy.size() + e.allowed.size()) + " shown)\n";
}

std::string explainResult(const Program& p, const cat::Model& model, const TestResult& r, const EngineOptions& engine,
                          const ExplainRequest& request, std::string& error) {
  if (!r.decided)
    return request.text
               ? "Explanation of " + r.test + " under " + r.model + "\n  not available: the result is unknown\n\n"
               : "";
  // Only the executions shown are gathered: those of the allowed states when asked, those of
  // the states --state names (limitToState keeps the same ones).
  const StateFilter* state = request.state ? &*request.state : nullptr;
  const bool allowedStates = request.allowedStates;
  const std::vector<std::string> observables = r.observables;
  auto shownStates = [state, allowedStates, observables](StateClass cls, const std::vector<int64_t>& values) {
    return (allowedStates || cls != StateClass::Allowed) && (!state || state->matches(observables, values));
  };
  // The text needs no primitive by name (the pictures do).
  const bool drawn = !request.dotDir.empty() || !request.svgDir.empty();
  Explanation e = gatherExplanation(p, model, r, engine, state, shownStates, drawn);
  std::string limited;  // the note that --state limits what is shown
  if (request.state) {
    std::vector<std::string> unknown = request.state->unknownNames(r.observables);
    if (!unknown.empty()) {
      std::string names, observed;
      for (const auto& n : unknown) names += (names.empty() ? "" : ", ") + n;
      for (const auto& n : r.observables) observed += (observed.empty() ? "" : ", ") + n;
      error += "clmm: error: --state names " + names + ", which " + r.test + " (" + (r.file.empty() ? p.file : r.file) +
               ") does not observe; its observables are " + (observed.empty() ? std::string("none") : observed) + "\n";
      return request.text ? "Explanation of " + r.test + " under " + r.model + "\n  not shown: --state names " + names +
                                ", which this test does not observe\n\n"
                          : "";
    }
    limited = limitToState(e, *request.state, r);
  }
  if (!request.allowedStates) e.allowed.clear();

  std::vector<std::pair<const ShownExecution*, std::string>> shown;
  for (const auto& s : e.forbidden) shown.emplace_back(&s, "forbidden");
  for (const auto& s : e.racy) shown.emplace_back(&s, "racy");
  for (const auto& s : e.allowed) shown.emplace_back(&s, "allowed");

  std::vector<std::string> pictures(shown.size());
  if (!request.dotDir.empty() || !request.svgDir.empty()) {
    std::set<std::string> taken;
    for (size_t i = 0; i < shown.size(); ++i) {
      std::string name = pictureName(r.file.empty() ? p.file : r.file, r.model, r, *shown[i].first);
      for (int k = 2; !taken.insert(name).second; ++k)  // two forbidden examples of one state and checks
        name = pictureName(r.file.empty() ? p.file : r.file, r.model, r, *shown[i].first) + "." + std::to_string(k);
      std::string dot = pictureOf(p, model, r, *shown[i].first);
      std::vector<std::string> written;
      if (!request.dotDir.empty()) {
        std::string path = (std::filesystem::path(request.dotDir) / (name + ".dot")).string();
        if (!writeFileAtomically(path, dot).empty())
          error += "clmm: error: cannot write the picture '" + printableName(path) + "'\n";
        else
          written.push_back(path);
      }
      if (!request.svgDir.empty()) {
        std::string path = (std::filesystem::path(request.svgDir) / (name + ".svg")).string();
        std::string why = renderSvg(dot, path);
        if (!why.empty())
          error += "clmm: error: " + why + "\n";
        else
          written.push_back(path);
      }
      for (const auto& w : written) pictures[i] += (pictures[i].empty() ? "" : ", ") + printableName(w);
    }
  }
  if (!request.text) return "";
  std::string text = renderExplanationText(p, r, e, pictures);
  if (!limited.empty()) text.insert(text.find('\n') + 1, limited);
  return text;
}

}  // namespace clmm
