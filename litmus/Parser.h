// Entry point of the litmus front end: text -> typed AST (syntax and name errors are located
// BadInput exceptions; warnings are collected in the sink).
#pragma once

#include <memory>

#include "litmus/Ast.h"
#include "support/Diagnostics.h"
#include "litmus/Elaborate.h"

namespace clmm {

// Parses one litmus test. Throws BadInput (every syntax error found, located) on bad input.
// `herdCompat`: read it as herd and Dat3M do (--herd-compat, ElaborateOptions::herdCompat).
// `unroll`: --unroll, the turns a PTX loop runs on one path before the path is cut (the PTX front
// end unfolds branches into paths as it parses: docs/ptx.md, "Loops").
ast::Test parseLitmus(std::shared_ptr<const SourceFile> source, DiagnosticSink& sink,
                      bool herdCompat = false, int unroll = ElaborateOptions{}.unroll);

}  // namespace clmm
