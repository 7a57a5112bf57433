// AST -> litmus text: prints a test (parsed, or rewritten by a compiler mapping) in the litmus
// language so that parsing the text gives back the same AST (sameTest in AstTools.h), up to
// source positions and comments. Used by `clmm lower` and by the lowering validation.
#pragma once

#include <string>

#include "litmus/Ast.h"
#include "events/Spellings.h"

namespace clmm {

std::string printTest(const ast::Test& test);

// One expression / statement in litmus syntax (statements end with a newline; `indent` spaces
// before each line).
std::string printExpr(const ast::Expr& e);
std::string printStmt(const ast::Stmt& s, int indent = 0);

// The litmus spelling of fence flags: "CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE"
// ("CLK_IMAGE_MEM_FENCE" for none). Orders and scopes: events/Spellings.h.
std::string flagsSpelling(uint8_t flags);

// The explicit name of an atomic operation: "atomic_fetch_add_explicit", with "_remote" added
// for the remote-scope-promotion variants.
std::string explicitAtomicName(ast::AtomicOp op, bool remote);

}  // namespace clmm
