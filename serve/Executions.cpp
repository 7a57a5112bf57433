// The execution endpoint of clmm serve: the candidate (or only the consistent) executions of a
// test that end in a chosen final state, counted in the explicit engine's order (enumerated once
// per kept check: serve/Request.h), and the one asked for, shown whole: its events with their
// work-item, work-group and device, every check's and flag's value with why (a failing check's
// cycle, a race's two events), and its picture (Graphviz, explain/Html.h, with the relations the student asked to draw) as SVG
// and DOT, and every relation the student may draw.
#include <regex>
#include <set>
#include <sstream>

#include "axioms/Explain.h"
#include "enumerate/Candidates.h"
#include "explain/ExplainNames.h"
#include "explain/Glossary.h"
#include "explain/Html.h"
#include "serve/Api.h"
#include "serve/Request.h"
#include "support/Budget.h"
#include "support/Printable.h"

namespace clmm::serve {

using nlohmann::json;

namespace {

// The candidates of a checked test, enumerated once (at most limits.maxExecutions; without the
// executions beyond the loop bound); false when the time budget ended the enumeration (what was
// found is used for this answer only).
bool enumerate(Checked& c, const ServeLimits& limits) {
  if (c.enumerated) return true;
  dropOtherExecutions(&c);
  c.executions.clear();
  c.capped = false;
  EnumerateLimits el;
  el.deadline = currentDeadline();
  auto status = enumerateCandidates(*c.test.program, el, [&](const Execution& x) {
    if (x.beyondBound) return true;
    c.executions.push_back(x);
    if (c.executions.size() >= limits.maxExecutions) {
      c.capped = true;
      return false;
    }
    return true;
  });
  c.consistent.assign(c.executions.size(), -1);
  c.enumerated = status != EnumerateStatus::Timeout;
  return c.enumerated;
}

bool consistentAt(Checked& c, size_t i) {
  if (c.consistent[i] < 0) {
    cat::ConcreteOptions copts;
    copts.witnesses = false;
    PrimitiveValues prims = computePrimitives(c.executions[i]);
    c.consistent[i] = cat::checkExecution(*c.model, prims.values, prims.size(), copts).consistent() ? 1 : 0;
  }
  return c.consistent[i] == 1;
}

// The execution number `index` of those ending in `state` (empty: any), with their count; with
// `firstInconsistent`, the first candidate (from `index` on) that fails a check.
struct Found {
  const Execution* x = nullptr;
  uint64_t count = 0;
  uint64_t index = 0;
};

Found findExecution(Checked& c, const std::vector<int64_t>* state, bool consistentOnly, uint64_t index,
                    bool firstInconsistent) {
  Found f;
  for (size_t i = 0; i < c.executions.size(); ++i) {
    const Execution& x = c.executions[i];
    if (state && x.outcome() != *state) continue;
    if (consistentOnly && !consistentAt(c, i)) continue;
    if (!f.x && (firstInconsistent ? f.count >= index && !consistentAt(c, i) : f.count == index)) {
      f.x = &x;
      f.index = f.count;
    }
    ++f.count;
  }
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

// Every relation of the execution a student may draw: the model's own (its top-level lets, in
// file order), then the primitive relations; each with its words, its size and its pairs.
json relationsOf(const Program& p, const cat::Model& model, const ShownExecution& s) {
  json out = json::array();
  std::set<std::string> seen;
  for (bool primitive : {false, true})
    for (const auto& b : model.bindings) {
      bool isPrimitive = b.source == cat::Binding::Source::Primitive;
      if (b.kind != cat::Kind::Relation || b.block >= 0 || isPrimitive != primitive ||
          b.source == cat::Binding::Source::Order || !seen.insert(b.name).second)
        continue;
      if (isPrimitive && !s.prims.values.count(b.name)) continue;
      auto r = cat::evaluateNamedRelation(model, b.name, s.prims.values, s.prims.size());
      if (!r) continue;
      out.push_back({{"name", b.name},
                     {"source", primitive ? "primitive" : "model"},
                     {"words", relationWords(model, b.name)},
                     {"count", r->count()},
                     {"pairs", pairsOf(p, s, *r)}});
    }
  return out;
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
  Loaded in = loadRequest(body, limits, true);
  if (in.refusal) return *in.refusal;
  const Fields& q = in.fields;
  Checked& c = *in.checked;
  const Program& p = *c.test.program;
  const TestResult& r = c.result;
  // An undecided test (past a limit: the time budget, the loop bound) is not enumerated here.
  if (!r.decided)
    return answer({{"ok", false},
                   {"request", "the test is unknown under " + c.modelName + " (" + pageReason(r.unknownReason) +
                                   "): its executions are not stepped through"}});
  if (q.state >= static_cast<int64_t>(r.states.size()))
    return answer({{"ok", false},
                   {"request", "state " + std::to_string(q.state) + " is not one of the test's " +
                                   std::to_string(r.states.size()) + " final states (-1: any)"}},
                  400);
  const std::vector<int64_t>* state = q.state >= 0 ? &r.states[q.state].values : nullptr;
  bool complete = enumerate(c, limits);
  Found f = findExecution(c, state, !q.candidates && !q.findInconsistent, static_cast<uint64_t>(q.index),
                          q.findInconsistent);
  json out = {{"ok", true},
              {"count", f.count},
              {"capped", c.capped},
              {"timedOut", !complete},
              {"index", f.x ? f.index : uint64_t(q.index)}};
  if (!complete) c.executions.clear();
  if (!f.x) return answer(out);
  ShownExecution s = showExecution(p, *c.model, *f.x);
  std::vector<DrawnRelation> extra;
  for (const auto& name : q.draw) {
    auto rel = cat::evaluateNamedRelation(*c.model, name, s.prims.values, s.prims.size());
    if (!rel)
      return answer({{"ok", false},
                     {"request", "draw: '" + printableText(name) +
                                     "' is not a relation of the model (neither one it defines nor a primitive)"}},
                    400);
    extra.push_back({name, *rel});
  }
  HtmlLegend legend;
  std::string dot;
  std::string svg = safeSvg(drawExecution(p, *c.model, r, s, "x", legend, &dot, extra));
  const char* role = s.role == ShownExecution::Role::Forbidden ? "inconsistent"
                     : s.role == ShownExecution::Role::Racy    ? "racy"
                                                               : "consistent";
  std::string values;
  for (size_t i = 0; i < r.observables.size(); ++i)
    values += r.observables[i] + "=" + r.valueText(i, s.outcome[i]) + "; ";
  out["execution"] = {{"role", role},
                      {"state", values},
                      {"events", eventsOf(p, s)},
                      {"relations", relationsOf(p, *c.model, s)},
                      {"drawn", q.draw},
                      {"axioms", axiomsOf(p, *c.model, s)},
                      {"svg", svg},
                      {"dot", dot}};
  return answer(out);
}

}  // namespace clmm::serve
