// Internal to axioms/: the untyped parse tree that the parser hands to the resolver. Expressions
// and conditions are already cat::Expr / cat::Cond nodes, but names are not yet bound
// (Expr::binding == -1) and kinds are not yet inferred.
#pragma once

#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "axioms/ModelLexer.h"

namespace clmm::cat::syntax {

struct Let {
  std::string name;
  SourceRange nameRange;
  ExprPtr body;
};

// One `let` (one binding, rec == false) or `let rec ... and ...` statement.
struct LetGroup {
  bool rec = false;
  std::vector<Let> lets;
};

struct Check {
  CheckKind kind = CheckKind::Acyclic;
  std::string name;
  SourceRange range;
  SourceRange nameRange;
  ExprPtr expr;
  CondPtr when;
  // Total only.
  std::string orderName;
  SourceRange orderRange;
  ExprPtr on;
  ExprPtr containing;
  std::vector<LetGroup> bodyLets;
  std::vector<Check> bodyChecks;
};

struct ModelText {
  std::string title;
  std::vector<LetGroup> lets;
  std::vector<Check> checks;
};

// Parses the whole file; throws BadInput (through `sink`) on a syntax error.
ModelText parseSyntax(const std::vector<Token>& tokens, DiagnosticSink& sink);

// Binds names, infers and checks kinds, orders definitions; throws BadInput on an error.
Model resolve(ModelText text, const PrimitiveSignature& primitives, DiagnosticSink& sink);

}  // namespace clmm::cat::syntax
