// Mapping files loaded for the command line, and tests lowered through them (see Lowering.h).
#include "lowering/Lowering.h"

#include <iostream>
#include <mutex>

#include "lowering/AmdgpuTarget.h"
#include "litmus/AmdgpuCode.h"
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

namespace {
std::mutex parsing;  // the ANTLR runtime's caches are not safe for concurrent parsers
}

ast::Test parseSerialised(std::shared_ptr<const SourceFile> file, DiagnosticSink& sink, const ElaborateOptions& options) {
  std::lock_guard<std::mutex> lock(parsing);
  return parseLitmus(file, sink, options.herdCompat);
}

std::string modeSkipReason(const Program& source, const mapping::Mapping& m) {
  if (amdgpu::modeOf(m.processor) != "tgsplit") return "";
  for (const auto& l : source.locations)
    if (l.region == Region::Local)
      return "local memory ('" + printableName(l.name) + "') has no " + m.processor +
             " form: in tgsplit mode no LDS is allocated";
  return "";
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
  try {
    out.text = loweredText(test, source.file, mappingPath, out.stats, m.processor);
  } catch (const BadInput& e) {  // no AMDGPU form (AmdgpuTarget.h)
    out.errorText = e.formatted();
    return out;
  }
  std::string name = source.file + " lowered by " + printableName(mappingPath);
  auto file = std::make_shared<SourceFile>(name, out.text);
  DiagnosticSink sink(file);
  ast::Test lowered = parseSerialised(file, sink, options);
  out.origins = originsByPosition(test, lowered, origins, m);
  observeSourceObservables(source, lowered);
  out.program = elaborateProgram(lowered, sink, options);
  return out;
}

std::string loweredText(const ast::Test& lowered, const std::string& sourcePath, const std::string& mappingPath,
                        const mapping::LoweringStats& stats, const std::string& processor) {
  std::string text = processor.empty() ? printTest(lowered) : mapping::printAmdgpuTest(lowered, processor);
  size_t eol = text.find('\n');
  std::string note = "(* " + commentText(sourcePath) + " lowered by " + commentText(mappingPath) + ": " +
                     std::to_string(stats.changed) + " of " + std::to_string(stats.operations) +
                     " operations changed *)\n";
  return text.substr(0, eol + 1) + note + text.substr(eol + 1);
}

}  // namespace clmm
