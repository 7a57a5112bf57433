// Test helpers: parse and elaborate litmus text held in a string.
#pragma once

#include <memory>
#include <string>

#include "litmus/Parser.h"
#include "events/Program.h"
#include "litmus/Elaborate.h"

namespace clmm::test {

inline ast::Test parseText(const std::string& text, DiagnosticSink* sinkOut = nullptr) {
  auto src = std::make_shared<SourceFile>("t.litmus", text);
  DiagnosticSink sink(src);
  ast::Test t = parseLitmus(src, sink);
  if (sinkOut) *sinkOut = sink;
  return t;
}

inline Program elaborateText(const std::string& text, ElaborateOptions options = {},
                         std::vector<Diagnostic>* warnings = nullptr, bool herdCompat = false) {
  auto src = std::make_shared<SourceFile>("t.litmus", text);
  DiagnosticSink sink(src);
  ast::Test t = parseLitmus(src, sink, herdCompat);
  Program p = elaborateProgram(t, sink, options);
  if (warnings) *warnings = sink.warnings();
  return p;
}

// The message of the first error, or "" when the text is accepted.
inline std::string firstError(const std::string& text) {
  try {
    elaborateText(text);
  } catch (const BadInput& e) {
    return e.diagnostics().front().message;
  }
  return "";
}

}  // namespace clmm::test
