// Mapping files loaded for the command line, and tests lowered through them (see Lowering.h).
#include "lowering/Lowering.h"

#include <iostream>
#include <mutex>

#include "lowering/Refinement.h"
#include "litmus/Parser.h"
#include "litmus/Printer.h"
#include "support/Printable.h"
#include "litmus/Elaborate.h"

namespace clmm {

std::optional<mapping::Mapping> loadMapping(const std::string& path) {
  try {
    return mapping::parseMapping(SourceFile::read(path));
  } catch (const BadInput& e) {
    std::cerr << e.formatted();
    return std::nullopt;
  }
}

LoweredTest lowerTest(ast::Test test, const Program& source, const mapping::Mapping& m, const ElaborateOptions& options) {
  LoweredTest out;
  mapping::Origins origins;
  try {
    out.stats = mapping::applyMapping(m, test, &origins);
  } catch (const BadInput& e) {
    out.errorText = e.formatted();
    return out;
  }
  // The printed test, as `clmm lower` prints it, is parsed back so that events point at its
  // lines; an error here is a bug of the printer, reported by the caller as an internal error.
  std::string mappingPath = m.source ? m.source->path() : std::string("mapping");
  out.text = loweredText(test, source.file, mappingPath, out.stats);
  std::string name = source.file + " lowered by " + printableName(mappingPath);
  auto file = std::make_shared<SourceFile>(name, out.text);
  static std::mutex parsing;  // the ANTLR runtime's caches are not safe for concurrent parsers
  std::unique_lock<std::mutex> lock(parsing);
  DiagnosticSink sink(file);
  ast::Test lowered = parseLitmus(file, sink, options.herdCompat);
  lock.unlock();
  out.origins = originsByPosition(test, lowered, origins, m);
  observeSourceObservables(source, lowered);
  out.program = elaborateProgram(lowered, sink, options);
  return out;
}

std::string loweredText(const ast::Test& lowered, const std::string& sourcePath, const std::string& mappingPath,
                        const mapping::LoweringStats& stats) {
  std::string text = printTest(lowered);
  size_t eol = text.find('\n');
  std::string note = "(* " + commentText(sourcePath) + " lowered by " + commentText(mappingPath) + ": " +
                     std::to_string(stats.changed) + " of " + std::to_string(stats.operations) +
                     " operations changed *)\n";
  return text.substr(0, eol + 1) + note + text.substr(eol + 1);
}

}  // namespace clmm
