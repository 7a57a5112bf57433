// The execution endpoint of clmm serve: the candidate (or only the consistent) executions of a
// test that end in a chosen final state, counted in the explicit engine's order, and the one
// asked for, shown whole: its events with their work-item, work-group and device, its relations,
// every check's and flag's value with why (a failing check's cycle, a race's two events), and
// its picture (Graphviz, explain/Html.h) as SVG and DOT.
#include <regex>
#include <sstream>

#include "axioms/Explain.h"
#include "enumerate/Candidates.h"
#include "explain/ExplainNames.h"
#include "explain/Html.h"
#include "serve/Api.h"
#include "serve/Request.h"
#include "support/Budget.h"
#include "support/Printable.h"

namespace clmm::serve {

using nlohmann::json;

namespace {

// The execution number `index` of those ending in `state` (empty: any), with their count.
struct Found {
  std::optional<Execution> x;
  uint64_t count = 0;
  bool capped = false;
  bool timedOut = false;
  uint64_t index = 0;
};

// With `firstInconsistent`, the first candidate (from `index` on) that fails a check, whatever
// consistentOnly says: its number is f.index.
Found findExecution(const Program& p, const cat::Model& model, const std::vector<int64_t>* state, bool consistentOnly,
                    uint64_t index, bool firstInconsistent, const ServeLimits& limits) {
  Found f;
  EnumerateLimits el;
  el.deadline = currentDeadline();
  cat::ConcreteOptions copts;
  copts.witnesses = false;
  auto status = enumerateCandidates(p, el, [&](const Execution& x) {
    if (x.beyondBound) return true;
    if (state && x.outcome() != *state) return true;
    bool consistent = true;
    if (consistentOnly || (firstInconsistent && !f.x)) {
      PrimitiveValues prims = computePrimitives(x);
      consistent = cat::checkExecution(model, prims.values, prims.size(), copts).consistent();
    }
    if (consistentOnly && !consistent) return true;
    if (!f.x && (firstInconsistent ? !consistent && f.count >= index : f.count == index)) {
      f.x = x;
      f.index = f.count;
    }
    if (++f.count >= limits.maxExecutions) {
      f.capped = true;
      return false;
    }
    return true;
  });
  f.timedOut = status == EnumerateStatus::Timeout;
  return f;
}

std::string letter(const Program& p, const ShownExecution& s, size_t dense) {
  return eventLetter(p, s.x, s.prims.events.at(dense));
}

// A path of named edges as text: "a -sb-> b -rf-> c".
std::string pathText(const Program& p, const ShownExecution& s, const cat::ExplainPath& path) {
  std::string out;
  for (const auto& step : path) {
    if (out.empty()) out = letter(p, s, step.from);
    out += " -" + step.label + (step.inverse ? "^-1" : "") + "-> " + letter(p, s, step.to);
  }
  return out;
}

json eventsOf(const Program& p, const ShownExecution& s) {
  json events = json::array();
  for (const Event& e : p.events) {
    if (e.kind == EventKind::Init || !s.x.executed[e.id]) continue;
    json ev = {{"id", e.id},
               {"letter", eventLetter(p, s.x, e.id)},
               {"summary", eventSummary(p, s.x, e.id)},
               {"line", e.range.line}};
    if (e.thread >= 0) {
      const WorkItem& w = p.threads[e.thread];
      ev["workItem"] = w.name;
      ev["workGroup"] = w.workGroup;
      ev["device"] = w.device;
    }
    events.push_back(ev);
  }
  return events;
}

json pairsOf(const Program& p, const ShownExecution& s, const Relation& r) {
  json pairs = json::array();
  r.forEach([&](size_t a, size_t b) {
    if (pairs.size() < 200) pairs.push_back({letter(p, s, a), letter(p, s, b)});
  });
  return pairs;
}

json relationsOf(const Program& p, const cat::Model& model, const ShownExecution& s) {
  json rel = json::object();
  for (const char* name : {"sb", "rf", "mo"})
    if (s.prims.values.count(name)) rel[name] = pairsOf(p, s, s.prims.relation(name));
  for (const auto& shown : model.shows)
    if (shown.expr)
      rel[shown.name] = pairsOf(p, s, cat::evaluateRelation(model, *shown.expr, s.prims.values, s.prims.size()));
  return rel;
}

// Every check's value on the execution, and why it fails; every flag's, and its races.
json axiomsOf(const Program& p, const cat::Model& model, const ShownExecution& s) {
  cat::ConcreteOptions copts;
  copts.witnesses = false;
  const auto res = cat::checkExecution(model, s.prims.values, s.prims.size(), copts);
  json checks = json::array();
  for (const auto& c : res.checks) {
    json j = {{"name", c.name},
              {"kind", c.check ? cat::checkKindName(c.check->kind) : ""},
              {"value", c.applied ? cat::verdictName(c.verdict) : "does not apply"}};
    for (const auto& f : s.failures)
      if (f.check == c.name) j["why"] = f.kind + " " + f.expression + ": " + pathText(p, s, f.path);
    checks.push_back(j);
  }
  json flags = json::array();
  for (const auto& f : res.flags) {
    json j = {{"name", f.name}, {"raised", f.raised}};
    for (const auto& fe : s.flags) {
      if (fe.flag != f.name) continue;
      json races = json::array();
      for (const auto& race : fe.races)
        races.push_back({{"first", eventRef(p, s.x, race.first)},
                         {"second", eventRef(p, s.x, race.second)},
                         {"facts", race.facts},
                         {"reasons", race.reasons}});
      j["races"] = races;
      j["lines"] = fe.lines;
      if (fe.generic) j["why"] = pathText(p, s, fe.generic->path);
    }
    flags.push_back(j);
  }
  return {{"checks", checks}, {"flags", flags}};
}

// The SVG as drawn by our own dot, refused if it holds anything active (scripts, handlers, links).
std::string safeSvg(const std::string& svg) {
  for (const char* bad : {"<script", "javascript:", "<foreignObject", "<iframe", "<use", "<image"})
    if (svg.find(bad) != std::string::npos) return "";
  static const std::regex handler(R"(<[^>]*\son[a-zA-Z]+\s*=)");
  return std::regex_search(svg, handler) ? "" : svg;
}

}  // namespace

ApiAnswer apiExecution(const std::string& body, const ServeLimits& limits) {
  Loaded in = loadRequest(body, limits);
  if (in.refusal) return *in.refusal;
  const json& q = in.request;
  const Program& p = *in.test.program;
  EngineOptions engine;
  engine.engine = "auto";
  engine.timeoutSeconds = limits.timeoutSeconds;
  TestResult r = runEngine(p, *in.model, in.modelName, engine);
  int64_t stateIndex = -1, index = 0;
  bool consistentOnly = true, firstInconsistent = false;
  try {
    stateIndex = q.value("state", int64_t{-1});
    index = q.value("index", int64_t{0});
    consistentOnly = q.value("only", std::string("consistent")) != "candidate";
    firstInconsistent = q.value("find", std::string()) == "inconsistent";
  } catch (const json::exception&) {
    return answer({{"ok", false}, {"request", "state and index must be integers, only and find strings"}}, 400);
  }
  if (stateIndex >= static_cast<int64_t>(r.states.size()) || index < 0)
    return answer({{"ok", false}, {"request", "no such state or execution"}}, 400);
  // An undecided test (past a limit: the time budget, --max-events, --max-memory, a loop bound)
  // is not enumerated again here.
  if (!r.decided)
    return answer({{"ok", false},
                   {"request", "the test is unknown under " + in.modelName + " (" + r.unknownReason +
                                   "): its executions are not stepped through"}});
  const std::vector<int64_t>* state = stateIndex >= 0 ? &r.states[stateIndex].values : nullptr;
  Found f = findExecution(p, *in.model, state, consistentOnly && !firstInconsistent, static_cast<uint64_t>(index),
                          firstInconsistent, limits);
  json out = {{"ok", true},
              {"count", f.count},
              {"capped", f.capped},
              {"timedOut", f.timedOut},
              {"index", f.x ? f.index : uint64_t(index)}};
  if (!f.x) return answer(out);
  ShownExecution s = showExecution(p, *in.model, *f.x);
  HtmlLegend legend;
  std::string dot;
  std::string svg = safeSvg(drawExecution(p, *in.model, r, s, "x", legend, &dot));
  const char* role = s.role == ShownExecution::Role::Forbidden ? "inconsistent"
                     : s.role == ShownExecution::Role::Racy    ? "racy"
                                                               : "consistent";
  std::string values;
  for (size_t i = 0; i < r.observables.size(); ++i)
    values += r.observables[i] + "=" + r.valueText(i, s.outcome[i]) + "; ";
  out["execution"] = {{"role", role},
                      {"state", values},
                      {"events", eventsOf(p, s)},
                      {"relations", relationsOf(p, *in.model, s)},
                      {"axioms", axiomsOf(p, *in.model, s)},
                      {"svg", svg},
                      {"dot", dot}};
  return answer(out);
}

}  // namespace clmm::serve
