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
ast::Test parseLitmus(std::shared_ptr<const SourceFile> source, DiagnosticSink& sink,
                      bool herdCompat = false);

}  // namespace clmm
