// Both models' explanations of a refinement counterexample (see RefineExplain.h).
#include "lowering/RefineExplain.h"

#include <sstream>

#include "explain/Explain.h"

namespace clmm {
namespace {

std::string indented(const std::string& text, const std::string& indent) {
  std::istringstream in(text);
  std::string line, out;
  while (std::getline(in, line))
    if (!line.empty()) out += indent + line + "\n";
  return out;
}

// The outcome as a formula over `p`'s observables (each shared observable equal to its value).
Formula stateFormula(const Program& p, const std::vector<std::string>& names, const std::vector<int64_t>& values) {
  Formula f;
  f.kind = Formula::Kind::True;
  for (size_t k = 0; k < names.size() && k < values.size(); ++k) {
    for (size_t i = 0; i < p.observables.size(); ++i) {
      if (p.observables[i].name != names[k]) continue;
      Formula atom;
      atom.kind = Formula::Kind::Atom;
      atom.observable = static_cast<int>(i);
      atom.value = values[k];
      if (f.kind == Formula::Kind::True) {
        f = atom;
      } else {
        Formula both;
        both.kind = Formula::Kind::And;
        both.operands.push_back(std::move(f));
        both.operands.push_back(std::move(atom));
        f = std::move(both);
      }
    }
  }
  return f;
}

std::string stateWords(const std::vector<std::string>& names, const std::vector<int64_t>& values) {
  std::string s;
  for (size_t k = 0; k < names.size() && k < values.size(); ++k)
    s += (s.empty() ? "" : " /\\ ") + names[k] + "=" + std::to_string(values[k]);
  return s.empty() ? "true" : s;
}

}  // namespace

std::string explainCounterexample(const Program& source, const Program* target, const NamedModel& sourceModel,
                                  const NamedModel& targetModel, const RefineResult& r, const ExtraOutcome& e,
                                  const EngineOptions& engine, const std::string& indent) {
  std::string out;
  const std::string state = stateWords(r.observables, e.values);

  // The source: the outcome as the condition `exists (state)`, which the source forbids.
  Program asked = source;
  FinalCondition c;
  c.quantifier = Quantifier::Exists;
  c.prop = stateFormula(source, r.observables, e.values);
  c.text = "exists (" + state + ")";
  asked.condition = std::move(c);
  TestResult sr = r.source;
  sr.hasCondition = true;
  sr.quantifier = Quantifier::Exists;
  sr.conditionText = "exists (" + state + ")";
  sr.positive = 0;
  sr.states.clear();  // only the forbidden outcome
  CollectOptions options;
  if (engine.timeoutSeconds > 0)
    options.deadline = std::chrono::steady_clock::now() +
                       std::chrono::milliseconds(static_cast<int64_t>(engine.timeoutSeconds * 1000));
  options.skipChecks = engine.skipChecks;
  Explanation se = collectExplanation(asked, sourceModel.model, sr, options);
  out += indent + "why the source forbids it, under " + sourceModel.name + ":\n";
  out += indented(renderExplanationText(asked, sr, se, {}), indent + "  ");

  // The target: its explanation limited to the executions ending in this outcome.
  ExplainRequest request;
  request.text = true;
  StateFilter filter;
  filter.text = state;
  for (size_t k = 0; k < r.observables.size() && k < e.values.size(); ++k) {
    StateFilter::Node atom;
    atom.kind = StateFilter::Node::Kind::Atom;
    atom.name = r.observables[k];
    atom.value = e.values[k];
    if (k == 0) {
      filter.root = atom;
    } else {
      StateFilter::Node both;
      both.kind = StateFilter::Node::Kind::And;
      both.operands.push_back(std::move(filter.root));
      both.operands.push_back(std::move(atom));
      filter.root = std::move(both);
    }
  }
  request.state = filter;
  std::string error;
  std::string text = explainResult(target ? *target : source, targetModel.model, r.target, engine, request, error);
  out += indent + "why the target " + (e.cls == StateClass::Allowed ? "allows" : "reaches") + " it, under " +
         targetModel.name + (target ? " (lines of the lowered test, as clmm lower prints it)" : "") + ":\n";
  out += indented(text, indent + "  ");
  return out;
}

}  // namespace clmm
