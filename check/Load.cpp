// Read -> parse -> elaborate for one file, turning BadInput into formatted diagnostics.
#include "check/Load.h"

#include <iostream>

#include "litmus/Parser.h"
#include "support/Printable.h"
#include "litmus/Elaborate.h"

namespace clmm {

LoadedTest loadTest(const std::string& path, const ElaborateOptions& options) {
  return loadTestSource(path, nullptr, options);
}

LoadedTest loadTestText(const std::string& name, const std::string& text, const ElaborateOptions& options) {
  return loadTestSource(name, std::make_shared<const SourceFile>(name, text), options);
}

LoadedTest loadTestSource(const std::string& path, std::shared_ptr<const SourceFile> given,
                          const ElaborateOptions& options) {
  LoadedTest t;
  t.path = path;
  std::shared_ptr<const SourceFile> source;
  try {
    source = given ? given : SourceFile::read(path);
    t.source = source;
    DiagnosticSink sink(source);
    sink.setStrict(options.strict);
    try {
      t.ast = parseLitmus(source, sink, options.herdCompat, options.unroll);
      t.program = elaborateProgram(*t.ast, sink, options);
      sink.throwIfErrors();  // the warnings that --strict made errors
    } catch (const BadInput& e) {
      t.errorText = e.formatted();
      t.program.reset();
    }
    t.warnings = sink.warnings();
  } catch (const OverMemoryCap& e) {  // refused from its size: unknown, as when the cap is reached
    t.outOfBudget = BudgetKind::Memory;
    t.errorText = e.formatted();
  } catch (const BadInput& e) {
    t.errorText = e.formatted();
  } catch (const BudgetExceeded& e) {
    t.ast.reset();
    t.program.reset();
    t.outOfBudget = e.kind();
    t.errorText = printableName(path) + ": error: not loaded: " + printableText(e.what()) + "\n";
  }
  return t;
}

void reportDiagnostics(const LoadedTest& t, bool showWarnings, std::ostream& err) {
  if (showWarnings && t.errorText.empty())
    for (const auto& w : t.warnings) err << formatDiagnostic(w, t.source.get());
  if (!t.errorText.empty()) err << t.errorText;
}

}  // namespace clmm
