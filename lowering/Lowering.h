// What `clmm lower` and `clmm validate` share: loading a mapping file, and lowering one loaded
// test with it into a target program (printed in the litmus language, parsed back, made to
// observe the source's observables, lowered to events).
#pragma once

#include <optional>
#include <string>

#include "check/Load.h"
#include "lowering/Mapping.h"
#include "lowering/Provenance.h"
#include "litmus/Elaborate.h"

namespace clmm {

// Reads and parses a mapping file; prints located errors and returns nothing on bad input.
std::optional<mapping::Mapping> loadMapping(const std::string& path);

struct LoweredTest {
  std::string text;                // the lowered test, printed
  mapping::LoweringStats stats;
  std::optional<Program> program;  // the target program
  std::string errorText;           // located error in the source test (bad input)
  OriginsByPosition origins;       // where each event of `program` comes from
  // The origin of an event of `program` (the source operation, the rule), for witnesses.
  OriginOf originOf() const {
    return [this](const Event& e) { return originAt(origins, e.range); };
  }
};

// Why `source` has no lowering in the mode of AMDGPU mapping `m`, or "" when it has one: in
// tgsplit mode no LDS is allocated, so a test with a location in local memory is skipped
// (`clmm validate` prints and counts it; docs/amdgpu.md, "Mapping files").
std::string modeSkipReason(const Program& source, const mapping::Mapping& m);

// Lowers `test` (moved from; `source` is its program) with `m`. Thread-safe: parsing the
// printed text is serialised. Throws BadInput if the printed test does not load back (a bug).
LoweredTest lowerTest(ast::Test test, const Program& source, const mapping::Mapping& m, const ElaborateOptions& options);

// Parses a test's text again (serialised with the parsing of lowered tests), for a command that
// lowers one test several times.
ast::Test parseSerialised(std::shared_ptr<const SourceFile> file, DiagnosticSink& sink, const ElaborateOptions& options);

// The printed lowered test with a comment saying where it comes from, for `clmm lower`; in the
// AMDGPU dialect for `processor` when given (throws BadInput for what has no AMDGPU form).
std::string loweredText(const ast::Test& lowered, const std::string& sourcePath, const std::string& mappingPath,
                        const mapping::LoweringStats& stats, const std::string& processor = "");

}  // namespace clmm
