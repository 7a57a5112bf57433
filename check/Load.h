// Loading one test end to end (read, parse, elaborate into events) with its diagnostics, for every command.
#pragma once

#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "litmus/Ast.h"
#include "support/Budget.h"
#include "events/Program.h"
#include "litmus/Elaborate.h"

namespace clmm {

struct LoadedTest {
  std::string path;
  std::shared_ptr<const SourceFile> source;
  std::optional<ast::Test> ast;
  std::optional<Program> program;
  std::vector<Diagnostic> warnings;
  std::string errorText;  // formatted located errors when loading failed
  // The test's budget (support/Budget.h) ran out while loading: its kind. errorText then says
  // so too, for commands that only know bad inputs.
  std::optional<BudgetKind> outOfBudget;
  bool ok() const { return program.has_value(); }
};

LoadedTest loadTest(const std::string& path, const ElaborateOptions& options);
// The same for a test given as text (clmm serve: from a browser), named `name` in diagnostics;
// nothing is read from disk. The caller checks the text's size (the input guard's limit).
LoadedTest loadTestText(const std::string& name, const std::string& text, const ElaborateOptions& options);
// Both: `source` when given, else the file at `path`.
LoadedTest loadTestSource(const std::string& path, std::shared_ptr<const SourceFile> source,
                          const ElaborateOptions& options);

// Prints warnings (and errors) of a loaded test to stderr (or to `err`).
void reportDiagnostics(const LoadedTest& t, bool showWarnings = true, std::ostream& err = std::cerr);

}  // namespace clmm
