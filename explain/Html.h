// `clmm check --html FILE`: one self-contained HTML page for teaching (no network, no server,
// no external scripts or fonts). Per test and model: the source with the events of each line,
// the final states with their classes, the explanation, and each execution shown as inline SVG
// (drawn by Graphviz's dot) whose relations (sb, rf, mo, sw, hb, the failing check's cycle, the
// race) small inline switches show and hide (HtmlPage.cpp).
#pragma once

#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "axioms/Verdict.h"
#include "check/Engine.h"
#include "litmus/Diagnostics.h"
#include "litmus/Program.h"

namespace clmm {

// Checks `--html FILE` before any test runs: Graphviz's dot on PATH, the file writable (it is
// created empty). Prints the error and returns false on failure.
bool prepareHtmlReport(const std::string& path);

// The section of one test under one model; `id` is unique in the page (letters, digits, '-').
// Pictures Graphviz fails to draw are reported in `error` and named in the section.
std::string renderHtmlSection(const Program& p, const SourceFile& source, const cat::Model& model, const TestResult& r,
                              const EngineOptions& engine, const std::string& id, std::string& error);

// The section of a test that was not checked (bad input, out of budget while reading): `why`.
std::string renderHtmlNotChecked(const std::string& path, const std::string& why, const std::string& id);

// The whole page around the sections, in order (HtmlPage.cpp).
std::string renderHtmlPage(const std::vector<std::string>& sections);

// Writes the page; false when the file cannot be written.
bool writeHtmlReport(const std::string& path, const std::vector<std::string>& sections);

// HTML text: &, <, >, " escaped.
std::string htmlEscape(const std::string& s);

}  // namespace clmm
