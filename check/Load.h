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

// Prints warnings (and errors) of a loaded test to stderr (or to `err`).
void reportDiagnostics(const LoadedTest& t, bool showWarnings = true, std::ostream& err = std::cerr);

}  // namespace clmm
