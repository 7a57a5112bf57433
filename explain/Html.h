// `clmm check --html FILE`: one self-contained HTML page for teaching (no network, no server,
// no external scripts or fonts). Per test and model: the source with the events of each line,
// the final states with their classes, the explanation, and each execution shown as inline SVG
// (drawn by Graphviz's dot) whose relations (sb, rf, mo, the model's shown relations and its
// happens-before, the failing check's cycle, the race) small inline switches show and hide
// (HtmlPage.cpp), and one legend for the page. The
// tests' clmm-expect: lines are left out of the source (they give the answer away) unless asked.
#pragma once

#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "axioms/Verdict.h"
#include "check/Engine.h"
#include "explain/Explain.h"
#include "explain/StateFilter.h"
#include "support/Diagnostics.h"
#include "events/Program.h"

namespace clmm {

// Checks `--html FILE` before any test runs: Graphviz's dot on PATH, the file writable (it is
// created empty). Prints the error and returns false on failure.
bool prepareHtmlReport(const std::string& path);

// What the page shows besides the results.
struct HtmlOptions {
  const StateFilter* state = nullptr;  // --state: only the executions ending in such a state
  bool showExpectations = false;       // --show-expect: the tests' clmm-expect: lines in the source
};

// The page's one legend: the rows of every picture's legend, each once (explain/Explain.h).
struct HtmlLegend {
  std::vector<std::pair<int, std::string>> styles;  // in the order of their ranks (DotLegend)
  std::vector<std::string> names;
  // The happens-before orders the pictures draw ("hb: happens before"), by label; the names of
  // the relations the models show; each once, for the legend and the page's switches.
  std::vector<std::pair<std::string, std::string>> orders;
  std::vector<std::string> shown;
  // The labels of the models' happens-before orders, whatever the pictures draw (the page's
  // switch names them: which orders were drawn is part of the answer).
  std::vector<std::string> orderLabels;
  void add(const DotLegend& rows);
  void add(const HtmlLegend& other);
  void addOrder(const std::string& label, const std::string& words);
  void addShown(const std::string& name);
  void addOrderLabel(const std::string& label);
};

// A relation drawn on request (the playground's relation chooser, docs/teaching.md): its name and
// its pairs (dense indices of the execution's primitives). Its edges join the executed events of
// the work-items and commands (initial writes and self-loops are left out; a symmetric pair is one
// double-headed edge; at most 200 edges), each with the SVG classes `rel_x rel_xI` (I: its index
// in the list).
struct DrawnRelation {
  std::string name;
  Relation pairs;
};

// The picture of one execution as inline SVG (Graphviz's dot from an argument vector, under the
// thread's budget), its ids prefixed with `id`, with as much layout control as Graphviz takes
// (explain/Explain.h: DotLayout); its legend's rows go to `legend`, the DOT drawn to `dotOut`.
// "" when Graphviz draws none of the layouts; BudgetExceeded when the budget ended it.
std::string drawExecution(const Program& p, const cat::Model& model, const TestResult& r, const ShownExecution& s,
                          const std::string& id, HtmlLegend& legend, std::string* dotOut = nullptr,
                          const std::vector<DrawnRelation>& extra = {});

// The section of one test under one model; `id` is unique in the page (letters, digits, '-').
// Pictures Graphviz fails to draw are reported in `error` and named in the section; their
// legends' rows are added to `legend`.
std::string renderHtmlSection(const Program& p, const SourceFile& source, const cat::Model& model, const TestResult& r,
                              const EngineOptions& engine, const std::string& id, const HtmlOptions& options,
                              HtmlLegend& legend, std::string& error);

// The section of a test that was not checked (bad input, out of budget while reading): `why`.
std::string renderHtmlNotChecked(const std::string& path, const std::string& why, const std::string& id);

// The whole page around the sections, in order, under `title` ("" for the default), with one
// legend (HtmlPage.cpp).
std::string renderHtmlPage(const std::vector<std::string>& sections, const std::string& title = "",
                           const HtmlLegend& legend = {});

// Writes the page; false when the file cannot be written.
bool writeHtmlReport(const std::string& path, const std::vector<std::string>& sections, const std::string& title = "",
                     const HtmlLegend& legend = {});

// HTML text: &, <, >, " escaped.
std::string htmlEscape(const std::string& s);

}  // namespace clmm
