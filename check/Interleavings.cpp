// The interleaving search as a decision procedure (Interleavings.h): re-reads the test's columns
// as written, qualifies them, searches, and writes the result as the engines write theirs.
#include "check/Interleavings.h"

#include <algorithm>
#include <chrono>

#include "interleave/Qualify.h"
#include "interleave/Search.h"
#include "litmus/PtxParser.h"
#include "support/Budget.h"

namespace clmm {

std::optional<TestResult> searchInterleavings(const LoadedTest& t, const std::string& modelName, std::string& why) {
  if (!t.ok() || !t.ast || !t.source || t.ast->dialectHeader != "PTX") {
    why = "not a PTX test";
    return std::nullopt;
  }
  auto start = std::chrono::steady_clock::now();
  ptx::Columns columns;
  DiagnosticSink sink(t.source);
  parsePtxLitmus(t.source, sink, 0, &columns);  // the test loaded: it reads again
  const Program& p = *t.program;
  interleave::Qualification q = interleave::qualify(*t.ast, columns, p);
  if (!q.machine) {
    why = q.why;
    return std::nullopt;
  }
  interleave::SearchResult s;
  try {
    s = interleave::search(*q.machine);
  } catch (const BudgetExceeded& e) {
    double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    why = "the interleaving search ran out of its budget: " + budgetReason(e.kind(), seconds);
    return std::nullopt;
  }
  if (!s.decided) {
    why = s.reason;
    return std::nullopt;
  }
  TestResult r = resultHeader(p, modelName, "interleavings");
  for (const auto& values : s.finals) {
    FinalState f;
    f.values = values;
    f.cls = StateClass::Allowed;  // the PTX model raises no flag: data races are defined behaviour
    f.satisfiesCondition = p.condition ? p.condition->prop.eval(values) : true;
    ++(f.satisfiesCondition ? r.positive : r.negative);
    r.states.push_back(f);
  }
  r.countsAreExecutions = false;
  r.livenessViolation = s.endless;
  r.livenessWitness = s.witness;
  r.candidates = s.states;
  r.consistent = r.states.size();
  r.notes.push_back("decided by the interleaving search (one location, every access morally strong: docs/models.md, "
                    "\"One location: the interleavings\"): " + std::to_string(s.states) + " states");
  r.notes.push_back("engine interleavings: Positive and Negative count final states, not executions");
  finishVerdict(r);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

void decideByInterleavings(const LoadedTest& t, const NamedModel& m, const EngineOptions& eo, double secondsLeft,
                           TestResult& r) {
  if (r.decided || r.loopBoundCond < 0 || !m.builtin || m.key != "ptx" || !eo.skipChecks.empty() || !t.ok() ||
      !t.ast || t.ast->dialectHeader != "PTX")
    return;
  if (eo.keepWitnesses) {  // explanations and pictures read the engines' executions; the search has none
    r.unknownReason += " (the interleaving search keeps no executions to explain or draw: run without --explain, "
                       "--dot, --svg or --html for its verdict)";
    return;
  }
  std::string why;
  std::optional<TestResult> s;
  {
    BudgetScope scope(deadlineAfter(eo.timeoutSeconds > 0 ? std::max(secondsLeft, 0.001) : 0));
    s = searchInterleavings(t, m.name, why);
  }
  if (!s) {
    r.unknownReason += " (the interleaving search does not apply: " + why + ")";
    return;
  }
  s->modelFlags = r.modelFlags;
  s->seconds += r.seconds;
  r = std::move(*s);
}

}  // namespace clmm
