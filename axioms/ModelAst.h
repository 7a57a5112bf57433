// The typed AST of a memory-model file (a herd-style "cat" relation algebra): expressions over
// event sets and relations, let / let rec bindings, named checks, flags and existential total
// order blocks. Produced by parseModel() (ModelParser.h) with every name resolved to a binding
// and every expression typed; evaluated by Evaluator<Algebra> (Evaluator.h). Immutable once built.
#pragma once

#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "support/Diagnostics.h"

namespace clmm::cat {

// The type of a model expression.
enum class Kind { Set, Relation };
const char* kindName(Kind k);  // "event set" / "relation"

// The primitives a model may mention, declared by the caller: name -> kind.
using PrimitiveSignature = std::map<std::string, Kind>;

enum class Op {
  Name,        // a primitive, a let binding or a total-order variable: `binding`
  Empty,       // 0 (an empty relation, or an empty set where an event set is needed)
  Universe,    // _ (all events)
  Identity,    // [S]
  Union,       // a | b
  Inter,       // a & b
  Diff,        // a \ b
  Seq,         // r ; s
  Product,     // S * T (and S^2)
  Complement,  // ~a (sets: within all events; relations: within all pairs)
  Plus,        // r+
  Star,        // r*  (reflexive on all events)
  Opt,         // r?  (reflexive on all events)
  Inverse,     // r^-1
  Domain,      // domain(r)
  Range,       // range(r)
};

struct Expr;
using ExprPtr = std::shared_ptr<const Expr>;

struct Expr {
  Op op = Op::Empty;
  Kind kind = Kind::Relation;
  SourceRange range;    // the whole expression
  SourceRange opRange;  // the operator token (binary and postfix operators), else == range
  std::string name;     // Op::Name: the name as written
  int binding = -1;     // Op::Name: index into Model::bindings
  std::vector<ExprPtr> args;
};

// Conditions of `when` clauses.
struct Cond;
using CondPtr = std::shared_ptr<const Cond>;
struct Cond {
  enum class Op { Empty, NonEmpty, Not, And, Or };
  Op op = Op::Empty;
  SourceRange range;
  ExprPtr expr;               // Empty, NonEmpty
  std::vector<CondPtr> args;  // Not: 1, And/Or: 2
};

// A named value: a caller-supplied primitive, a let, or the order variable of a total block.
struct Binding {
  enum class Source { Primitive, Let, Order };
  Source source = Source::Primitive;
  std::string name;
  // Let/Order: the model's documentation comment (`(** happens before *)` right before the
  // `let`); "" when it has none. A documented let is one of the model's named relations:
  // explanations name it on an edge rather than unfold it, and legends give this text.
  std::string doc;
  Kind kind = Kind::Relation;
  int file = 0;                 // Model::files index of the file that defines it
  SourceRange range;            // where it is defined (unknown for primitives)
  ExprPtr body;                 // Let: its definition
  int group = -1;               // Let: index into Model::groups when defined by `let rec`
  int block = -1;               // Let/Order: index into Model::checks of the enclosing total block
  bool dependsOnOrder = false;  // Let in a block: mentions the block's order (maybe through lets)
};

enum class CheckKind { Acyclic, Irreflexive, Empty, Flag, Total };
const char* checkKindName(CheckKind k);  // "acyclic", "irreflexive", "empty", "flag", "total"

// One named statement: a consistency check, a flag (`flag ~empty E`), or a total-order block.
struct Check {
  CheckKind kind = CheckKind::Acyclic;
  std::string name;
  std::string doc;        // its documentation comment, "" when none
  int file = 0;           // Model::files index of the file it is written in
  SourceRange range;      // the keyword that starts the statement
  SourceRange nameRange;  // the name after `as`
  ExprPtr expr;           // Acyclic, Irreflexive, Empty, Flag: the tested expression
  CondPtr when;           // optional

  // Total only: "there is a strict total order `order` over `on` containing `containing`
  // under which every check of `body` holds".
  int order = -1;                   // the binding of the order variable
  ExprPtr on;                       // an event set
  ExprPtr containing;               // a relation
  std::vector<Check> body;          // plain checks only (no flags, no nested blocks)
  std::vector<int> orderDependent;  // the block's lets that depend on the order

  // Inner checks only: the tested expression uses the order only positively (never under `~`
  // or right of `\`) and `when` does not mention it, so failing on a subset of an order means
  // failing on the order too. Lets the concrete enumeration prune partial orders.
  bool monotoneInOrder = false;

  bool isFlag() const { return kind == CheckKind::Flag; }
};

// A relation the model asks pictures to draw (`show EXPR as NAME`, `show NAME`).
struct Shown {
  std::string name;
  ExprPtr expr;     // a relation
  std::string doc;  // its documentation comment, else the shown let's; "" when none
};

struct Model {
  std::string title;  // the optional leading string literal
  std::vector<Shown> shows;  // in file order
  std::shared_ptr<const SourceFile> source;                // the model file
  std::vector<std::shared_ptr<const SourceFile>> files;    // [0] = source, then included files
  std::vector<Binding> bindings;           // the whole signature first, then lets and orders
  std::vector<std::vector<int>> groups;    // `let rec` groups: binding indices
  std::vector<Check> checks;               // top-level statements in file order

  // The check, flag or block named `name`, including checks inside total blocks; null if none.
  const Check* findCheck(const std::string& name) const;
  // Every check/flag/block name, in file order (inner checks after their block).
  std::vector<std::string> checkNames() const;
  // The top-level binding (let or primitive) named `name`, or -1.
  int findBinding(const std::string& name) const;
  // The primitives needed to evaluate every top-level check/flag not in `skip`.
  std::set<std::string> primitivesUsed(const std::set<std::string>& skip = {}) const;
  // The bindings (of any source) needed to evaluate `e`, transitively through let bodies.
  std::set<int> bindingsUsed(const Expr& e) const;
  // The expression whose cycles explain a failed `acyclic e`: `e` looked through E+ and plain
  // (non-recursive) lets; E+ has a cycle exactly when E has, and E's cycles are the informative
  // ones (E+ has self-loops).
  const Expr& cycleSource(const Expr& e) const;
};

// A fully parenthesised rendering of an expression ("((a | b) ; c+)"), for dumps and tests.
std::string printExpr(const Expr& e);
std::string printCond(const Cond& c);

}  // namespace clmm::cat
