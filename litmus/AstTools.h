// Structural operations on the AST that ignore source positions: deep copies, and equality with
// a description of the first difference (used to test that printed tests re-parse to the same
// AST, and by the lowering validation to notice a mapping that changed nothing).
#pragma once

#include <string>

#include "litmus/Ast.h"

namespace clmm::ast {

ExprPtr cloneExpr(const Expr& e);
StmtPtr cloneStmt(const Stmt& s);

// Equal up to source ranges; `why` (when given) receives the first difference found.
bool sameExpr(const Expr& a, const Expr& b, std::string* why = nullptr);
bool sameStmt(const Stmt& a, const Stmt& b, std::string* why = nullptr);
bool sameTest(const Test& a, const Test& b, std::string* why = nullptr);

// The location a statement writes: a plain store's, an atomic other than a load's ("": none).
std::string writtenLocation(const Stmt& s);

}  // namespace clmm::ast
