// The verdicts of compiled tests under the target model, for equivalent mutants (Equivalence.h).
#include "compilecheck/Equivalence.h"

#include "support/Budget.h"

namespace clmm::compilecheck {

namespace {

// The first line of a message, without its trailing newline.
std::string firstLine(const std::string& s) { return s.substr(0, s.find('\n')); }

}  // namespace

std::vector<TargetCondition> targetConditions(const std::vector<std::string>& paths, const PipelineOptions& options,
                                              const NamedModel& source, const NamedModel& target,
                                              const EngineOptions& engine) {
  Pipeline pipeline(options);
  std::vector<TargetCondition> out;
  for (const auto& c : pipeline.prepareAll(paths, source)) {
    TargetCondition t;
    t.path = c.path;
    if (!c.fatal.empty()) t.why = firstLine(c.fatal), t.fatal = true;
    else if (!c.skipped.empty()) t.why = firstLine(c.skipped);
    else if (!c.error.empty()) t.why = firstLine(c.error == " " ? c.diagnostics : c.error);
    else if (!c.target) t.why = "no compiled code";
    if (!t.why.empty()) {
      out.push_back(t);
      continue;
    }
    TestResult r;
    {
      BudgetScope budget(deadlineAfter(engine.timeoutSeconds));
      r = runEngine(*c.target, target.model, target.name, engine);
    }
    if (!r.decided) t.why = "the target model is undecided: " + r.unknownReason;
    else if (!r.hasCondition || r.quantifier != Quantifier::Exists) t.why = "the lifted test has no exists condition";
    t.checked = t.why.empty();
    t.verdict = r.verdict;
    out.push_back(t);
  }
  return out;
}

}  // namespace clmm::compilecheck
