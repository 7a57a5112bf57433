// Internal to axioms/: the untyped parse tree that the parser hands to the resolver. Expressions
// and conditions are already cat::Expr / cat::Cond nodes, but names are not yet bound
// (Expr::binding == -1) and kinds are not yet inferred.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "axioms/ModelLexer.h"

namespace clmm::cat::syntax {

struct Let {
  std::string name;
  SourceRange nameRange;
  ExprPtr body;
  std::string doc;  // its documentation comment (`(** ... *)` before `let` or `and`)
};

// One `let` (one binding, rec == false) or `let rec ... and ...` statement.
struct LetGroup {
  int file = 0;  // index into the loaded files (0: the model file, then included files)
  bool rec = false;
  // A definition of the library of herd's names (axioms/stdlib.cat, cos.cat): bound only when a
  // herd model uses its name and defines none of its own (docs/model-language.md).
  bool library = false;
  std::vector<Let> lets;
};

struct Check {
  int file = 0;
  CheckKind kind = CheckKind::Acyclic;
  std::string name;
  std::string doc;  // its documentation comment (total: the order's too)
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

// `show EXPR as NAME` (or `show NAME`): a relation the pictures draw.
struct Show {
  int file = 0;
  std::string name;
  std::string doc;
  SourceRange nameRange;
  ExprPtr expr;
};

struct ModelText {
  std::string title;
  // Read as a herd cat file: an unquoted title or herd options after it (`"OpenCL" withoutsc`);
  // herd's names (the library's lets) may then be used without being defined.
  bool herd = false;
  std::vector<LetGroup> lets;
  std::vector<Check> checks;
  std::vector<Show> shows;
};

// Loads and parses the file named by an `include` (the path as written, and where it is).
using Includer = std::function<ModelText(const std::string& path, SourceRange where)>;

// herd's functions (`let f(r) = BODY`), known from their definition on, in every file of a
// model; a call is replaced by BODY with its arguments.
struct Function {
  std::vector<std::string> params;
  ExprPtr body;
  SourceRange range;
};
struct Functions {
  std::map<std::string, Function> byName;
  int expanded = 0;  // operators produced by calls so far
};

// Parses one whole file, number `file`, splicing in what `include` statements load; throws
// BadInput (through `sink`) on a syntax error.
ModelText parseSyntax(const std::vector<Token>& tokens, DiagnosticSink& sink, int file,
                      const Includer& include, Functions& functions);

// Binds names, infers and checks kinds, orders definitions; throws BadInput located in the
// right one of `files` on an error.
Model resolve(ModelText text, const PrimitiveSignature& primitives,
              std::vector<std::shared_ptr<const SourceFile>> files);

}  // namespace clmm::cat::syntax
