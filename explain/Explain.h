// `clmm check --explain / --dot DIR / --svg DIR`: the explanation of one result (why the
// condition's state is forbidden, why racy states are racy, which execution reaches each
// allowed state) as text, and one Graphviz picture per execution shown.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "axioms/Verdict.h"
#include "check/Engine.h"
#include "explain/ExplainCollect.h"
#include "explain/StateFilter.h"
#include "events/Program.h"

namespace clmm {

struct ExplainRequest {
  bool text = false;   // --explain
  std::string dotDir;  // --dot DIR
  std::string svgDir;  // --svg DIR
  std::optional<StateFilter> state = std::nullopt;  // --state COND: only the executions ending in such a state
  bool allowedStates = true;  // false: no execution of the allowed states (clmm compare without --explain-allowed)
  bool any() const { return text || !dotDir.empty() || !svgDir.empty(); }
};

// The text of an explanation (ExplainText.cpp); `pictures[i]` names the picture of the i-th
// execution shown (forbidden examples, then racy states, then allowed states), or is empty.
std::string renderExplanationText(const Program& p, const TestResult& r, const Explanation& e,
                                  const std::vector<std::string>& pictures);

// How much layout control a picture asks of Graphviz. Graphviz 2.43 rejects some graphs that
// mix clusters with unconstrained edges ("trouble in init_rank") or crashes on some same-rank
// constraints, so a picture Graphviz refuses is drawn again with less control:
//   Pinned: work-items left to right in program order, cross edges do not constrain ranks;
//   Free: Graphviz orders the work-items;  Constrained: cross edges take part in ranking.
enum class DotLayout { Pinned, Free, Constrained };

// A picture's legend, as rows of an HTML table (Graphviz's HTML labels, which browsers read too):
// the styles used, each with its rank in the legend's order (sb 10, rf 20, mo 30, shown relations 40, cycle
// 60, race 70, undefined behaviour 80, divergence 90), then what each relation name on an edge
// means.
struct DotLegend {
  std::vector<std::pair<int, std::string>> styles;
  std::vector<std::string> names;
};

// The Graphviz rendering of one shown execution (Dot.cpp); with `legend`, the picture has no
// legend of its own: its rows go there (the HTML page has one legend for all its pictures).
std::string renderDot(const Program& p, const cat::Model& model, const TestResult& r, const ShownExecution& s,
                      DotLayout layout = DotLayout::Pinned, DotLegend* legend = nullptr);

// The legend's words for the relations the model shows: "sw: synchronises with" (the one shown
// relation's name and documentation), else their names (Dot.cpp).
std::string shownStyleName(const cat::Model& model);

// The Graphviz name of an event's node in those pictures (Dot.cpp).
std::string dotNodeName(EventId e);
// A Graphviz string: `s` quoted and escaped, by the rule of every output (support/Printable.h).
std::string dotQuoted(const std::string& s);

// Whether Graphviz's `dot` is on PATH.
bool dotAvailable();

// Checks the request before any test runs: `dot` present for --svg, directories creatable.
// Prints the error and returns false on failure.
bool prepareExplainRequest(const ExplainRequest& request);

// Explains one result: returns the text to print (empty unless request.text) and writes the
// pictures. A picture that cannot be written is reported in the text and in `error`, and so is
// a --state that names something the test does not observe.
//
// Picture files are named after the test file and the model, then what the execution shows and
// its final state, so that a name stays the same from run to run whatever else is shown:
//   STEM.MODEL.forbidden-CHECK[+CHECK].STATE   a forbidden candidate failing those checks
//   STEM.MODEL.racy.STATE / STEM.MODEL.allowed.STATE
// STATE is `NAME=VALUE` per observable joined by '_', with ':' written '-' ("1-r0=1_1-r1=0");
// characters other than letters, digits, '_', '-', '+', '.', '=' become '_'.
std::string pictureName(const std::string& testFile, const std::string& model, const TestResult& r,
                        const ShownExecution& s);
// STEM (or MODEL) of a test file's (a model's) picture names: two tests of one STEM would write
// pictures of the same names, so a run that draws both is refused (cli/CheckCommand.cpp).
std::string pictureStem(const std::string& path);
// "Reach the condition of `p` (or a state `target` accepts) with these checks switched off",
// answered by the engine named (TestResult::engine: "enumerate", "smt"), within `deadline`.
ReachQuery reachQuery(const Program& p, const cat::Model& model, const std::string& engine,
                      std::optional<std::chrono::steady_clock::time_point> deadline,
                      std::function<bool(const std::vector<int64_t>&)> target = nullptr);

// The facts of the explanation of `r` (ExplainCollect.h), from the engine that decided: its
// kept witnesses, and queries to it; for a result without witnesses (its caller did not set
// EngineOptions::keepWitnesses), that engine runs again, keeping them. With `state` (--state)
// satisfied by no reachable state, what is explained as forbidden is that state, whatever the
// test's condition: the checks that forbid it and a candidate failing each. `shownStates`
// (CollectOptions::shown): the allowed and racy states whose executions are gathered;
// `primitiveValues`: CollectOptions::primitiveValues.
Explanation gatherExplanation(const Program& p, const cat::Model& model, const TestResult& r,
                              const EngineOptions& engine, const StateFilter* state = nullptr,
                              std::function<bool(StateClass, const std::vector<int64_t>&)> shownStates = {},
                              bool primitiveValues = true);

// Keeps the executions of `e` that end in a state satisfying `state` (--state); the note that
// says so ("  (only the executions ending in a state where ..., as --state asks: N shown)\n").
std::string limitToState(Explanation& e, const StateFilter& state, const TestResult& r);

std::string explainResult(const Program& p, const cat::Model& model, const TestResult& r, const EngineOptions& engine,
                          const ExplainRequest& request, std::string& error);

}  // namespace clmm
