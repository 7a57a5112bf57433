// Loading one test end to end (read, parse, lower) with its diagnostics, for every command.
#pragma once

#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "litmus/Ast.h"
#include "litmus/Program.h"

namespace clmm {

struct LoadedTest {
  std::string path;
  std::shared_ptr<const SourceFile> source;
  std::optional<ast::Test> ast;
  std::optional<Program> program;
  std::vector<Diagnostic> warnings;
  std::string errorText;  // formatted located errors when loading failed
  bool ok() const { return program.has_value(); }
};

LoadedTest loadTest(const std::string& path, const LowerOptions& options);

// Prints warnings (and errors) of a loaded test to stderr (or to `err`).
void reportDiagnostics(const LoadedTest& t, bool showWarnings = true, std::ostream& err = std::cerr);

}  // namespace clmm
