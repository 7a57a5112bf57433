// Typed transformer from the ANTLR parse tree to the AST (one function per grammar rule,
// each returning an owned node); the only code besides Parser.cpp that sees generated classes.
#pragma once

#include <memory>

#include "LitmusParser.h"
#include "litmus/Ast.h"
#include "litmus/Elaborate.h"

namespace clmm {

// `herdCompat`: the readings of --herd-compat that the AST builder makes (ElaborateOptions).
ast::Test buildAst(LitmusParser::TestContext* tree, std::shared_ptr<const SourceFile> source,
                   DiagnosticSink& sink, bool herdCompat);

}  // namespace clmm
