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
    why = q.onlySequentiallyConsistent ? q.why : s.reason;
    return std::nullopt;
  }
  // Several locations: the interleavings are some of the executions. A fair cycle among them is
  // an execution that never ends (liveness); the final states are all found only when there is
  // one possible final state (no observables) and an interleaving reaches it (docs/models.md,
  // "Several locations: a fair cycle proves liveness").
  if (q.onlySequentiallyConsistent) {
    if (!s.endless) {
      why = q.why;
      return std::nullopt;
    }
    if (!p.observables.empty() || s.finals.empty()) {
      why = q.why + "; an interleaving never ends (" + s.witness +
            "), so some execution never ends, but the final states of the others are not all known";
      return std::nullopt;
    }
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
  if (q.onlySequentiallyConsistent)
    r.notes.push_back(
        "decided by the interleaving search (several locations: every interleaving is a consistent execution, so "
        "its fair cycle is one that never ends, and the one final state the test observes is reached: "
        "docs/models.md, \"Several locations: a fair cycle proves liveness\"): " +
        std::to_string(s.states) + " states");
  else
    r.notes.push_back(
        "decided by the interleaving search (one location, every access morally strong: docs/models.md, "
        "\"One location: the interleavings\"): " +
        std::to_string(s.states) + " states");
  r.notes.push_back("engine interleavings: Positive and Negative count final states, not executions");
  finishVerdict(r);
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return r;
}

namespace {

// Whether the search may stand for the model's result: the built-in ptx model itself (no --skip)
// on a PTX test that loaded.
bool searchable(const LoadedTest& t, const NamedModel& m, const EngineOptions& eo) {
  return m.builtin && m.key == "ptx" && eo.skipChecks.empty() && t.ok() && t.ast && t.ast->dialectHeader == "PTX";
}

bool startsWith(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

}  // namespace

TestResult runEngineOnTest(const LoadedTest& t, const NamedModel& m, const EngineOptions& eo) {
  // The search first (milliseconds), within the test's timeout; the engine then gets the rest.
  auto start = std::chrono::steady_clock::now();
  const bool applies = searchable(t, m, eo) && !eo.keepWitnesses;
  std::optional<TestResult> s;
  std::string why;
  if (applies) {
    BudgetScope scope(deadlineAfter(eo.timeoutSeconds));
    s = searchInterleavings(t, m.name, why);
  }
  const double spent = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EngineOptions rest = eo;
  if (eo.timeoutSeconds > 0) rest.timeoutSeconds = std::max(eo.timeoutSeconds - spent, 0.001);
  TestResult r = runEngine(*t.program, m.model, m.name, rest);
  // A decided result stands (the search agrees with it: tests/interleave). One left unknown at a
  // loop bound or by the budget (an engine may spend the timeout before it reaches a cut) is the
  // search's, when the search decided.
  const bool bound = r.loopBoundCond >= 0;
  const bool budget = startsWith(r.unknownReason, "timeout after ") || startsWith(r.unknownReason, "memory limit of ");
  if (r.decided || (!bound && !budget) || !searchable(t, m, eo)) return r;
  if (eo.keepWitnesses) {  // explanations and pictures read the engines' executions; the search has none
    r.unknownReason +=
        " (the interleaving search keeps no executions to explain or draw: run without --explain, "
        "--dot, --svg or --html for its verdict)";
    return r;
  }
  if (!s) {
    r.unknownReason += " (the interleaving search does not apply: " + why + ")";
    return r;
  }
  s->modelFlags = r.modelFlags;
  s->seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return std::move(*s);
}

}  // namespace clmm
