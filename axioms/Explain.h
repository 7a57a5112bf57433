// Why a pair of events is in a relation of a model, generically on the model's AST: a path of
// named edges (sb, rf, mo, fr, ra_sw_G, ...) from the first event to the second, found by
// walking the expression (`;` finds the intermediate event, `|` the branch that holds, `+`/`*`
// a shortest path through the operand, `&`/`\` the operand carrying the edges, lets unfolded
// unless the model documents them (`(** ... *)`: its named relations, which label an edge). Also why a
// check fails on one execution: the cycle of an `acyclic` check, the event of an `irreflexive`
// one, the pair of an `empty` one, spelled out as such a path; and why a `total` block finds no
// order. Works for any model file, on the concrete values of one execution.
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "axioms/ConcreteAlgebra.h"
#include "axioms/Evaluator.h"
#include "axioms/ModelAst.h"

namespace clmm::cat {

// One edge of an explanation path: from -> to, in the relation `label`.
struct ExplainStep {
  size_t from = 0, to = 0;
  std::string label;                // "sb", "rf", "ra_sw_G", or an expression's source text
  bool inverse = false;             // the pair (to, from) is in `label` (e.g. through rf^-1)
  std::vector<ExplainStep> detail;  // a labelled let: the path that puts the pair in it
};

using ExplainPath = std::vector<ExplainStep>;

// A side condition met on the way: the pair (a, b) is NOT in `text` (the right operand of a `\`).
struct ExplainNote {
  size_t a = 0, b = 0;
  std::string text;
};

// The model's named relations: the lets (and total blocks' orders) it documents with a
// `(** ... *)` comment, which label an edge instead of being unfolded; except orders, whose
// paths are shown step by step.
std::set<std::string> documentedRelations(const Model& model);
// Whether `e` is an order by its shape: a transitive closure (r+, r*), or a union of such,
// through plain lets (ghb, and hb = ghb | lhb).
bool isOrder(const Model& model, const Expr& e);

// The source text of an expression of `model` (as written, whitespace collapsed), or its
// printed form when the source is not known.
std::string expressionText(const Model& model, const Expr& e);
std::string conditionText(const Model& model, const Cond& c);  // the same for a `when` condition

class PairExplainer {
 public:
  PairExplainer(const Model& model, Evaluator<ConcreteAlgebra>& evaluator)
      : PairExplainer(model, evaluator, documentedRelations(model)) {}
  PairExplainer(const Model& model, Evaluator<ConcreteAlgebra>& evaluator, std::set<std::string> meaningful);

  // A path from a to b (empty when a == b through an identity or a reflexive closure) showing
  // why (a, b) is in `e`; nothing if the pair is not in e's value. `notes`, when given,
  // receives the side conditions met outside labelled lets.
  std::optional<ExplainPath> explain(const Expr& e, size_t a, size_t b, std::vector<ExplainNote>* notes = nullptr);

  // The value of a relation expression on this execution (memoised).
  const Relation& relation(const Expr& e);

 private:
  struct Memo {
    bool ok = false;
    ExplainPath path;
    std::vector<ExplainNote> notes;
  };
  const Memo& explainMemo(const Expr& e, size_t a, size_t b);
  Memo compute(const Expr& e, size_t a, size_t b);
  Memo closure(const Expr& operand, size_t a, size_t b);
  Memo named(const Expr& e, size_t a, size_t b);     // compute() of Op::Name
  Memo sequence(const Expr& e, size_t a, size_t b);  // compute() of Op::Seq
  bool mentionsEdges(const Expr& e);

  const Model& model_;
  Evaluator<ConcreteAlgebra>& ev_;
  std::set<std::string> meaningful_;
  std::map<const Expr*, Relation> values_;
  std::map<const Expr*, bool> edgeful_;
  std::map<std::tuple<const Expr*, size_t, size_t>, Memo> memo_;
};

// Why one check fails on one execution.
struct CheckFailure {
  std::string check;       // its name
  std::string kind;        // acyclic / irreflexive / empty / flag / total
  std::string expression;  // the tested expression's source text (total: the `containing` one)
  ExplainPath path;        // acyclic, irreflexive: a cycle (it ends where it starts);
                           // empty, flag: a path from the witness pair's first event to its second
  std::optional<size_t> member;  // empty / flag on an event set: the member
  std::vector<ExplainNote> notes;

  // total blocks: `path` is a cycle of the base relation when there is one; otherwise every
  // order tried fails an inner check: how many orders were tried (all of them unless capped),
  // how many fail each inner check (the first one failing), and one order with its failure.
  size_t ordersTried = 0;
  bool ordersCapped = false;
  std::map<std::string, size_t> innerFailures;
  std::vector<size_t> exampleOrder;
  std::vector<CheckFailure> inner;  // at most one: the failure under exampleOrder
};

// Explains why `check` (a top-level check or flag of `model`) fails (or, for a flag, is raised)
// on the execution whose primitive values are given; nothing if it holds (or is not raised).
// `maxOrders` bounds the orders a total block enumerates.
std::optional<CheckFailure> explainCheckFailure(const Model& model, const Check& check,
                                                const std::map<std::string, Primitive>& primitives, size_t n,
                                                size_t maxOrders = 5040);

// The parts of explainCheckFailure: a plain check or flag evaluated by `ev`, and a total block
// whose `ev.check` failed (ExplainOrder.cpp).
std::optional<CheckFailure> explainPlainFailure(const Model& model, const Check& check, Evaluator<ConcreteAlgebra>& ev);
CheckFailure explainTotalFailure(const Model& model, const Check& block, Evaluator<ConcreteAlgebra>& ev,
                                 const std::map<std::string, Primitive>& primitives, size_t n, size_t maxOrders);

// What a flag's relation leaves out, read from its expression's shape: `BASE \ (E1 | E2 | ...)`,
// or herd's `BASE & ~E1 & ~E2 ...`, through plain lets (opencl-base.cat's data_race:
// `conflicting accesses \ (hb | hb^-1 | wi | incl)`). Each exemption is a placement (it depends
// only on where and how events are placed: scopes, units, sets; e.g. wi, incl) or an order (it
// depends on the execution's edges; e.g. hb, hb^-1). Both empty when the flag has no such shape.
struct Exemptions {
  std::vector<const Expr*> placements;
  std::vector<const Expr*> orders;
  // The first order that is not an inverse (hb of hb | hb^-1), null when none.
  const Expr* order() const;
};
Exemptions flagExemptions(const Model& model, const Expr& flag);

// Whether primitive relation `name` only says where events are (same location, same unit, same
// barrier) rather than being an edge of an execution (program order, reads-from, coherence).
bool placementRelation(const std::string& name);

// Evaluates a relation of `model` (a shown relation's expression) on one execution.
Relation evaluateRelation(const Model& model, const Expr& relation, const std::map<std::string, Primitive>& primitives,
                          size_t n);

// Evaluates the top-level let `name` of `model` (e.g. "gsw") on one execution; nothing if the
// model has no relation of that name.
std::optional<Relation> evaluateNamedRelation(const Model& model, const std::string& name,
                                              const std::map<std::string, Primitive>& primitives, size_t n);

}  // namespace clmm::cat
