// The concrete algebra (event sets and relations as bit sets / bit matrices, truth values as
// bool) and checkExecution(), which evaluates a model on one candidate execution and explains
// each failed check or raised flag with a witness.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

#include "axioms/Algebra.h"
#include "axioms/ModelAst.h"
#include "axioms/Relation.h"

namespace clmm::cat {

template <class Algebra>
class Evaluator;

// A primitive's value for one execution.
using Primitive = std::variant<EventSet, Relation>;

// Thrown when a total-order search is stopped by its limits; checkExecution reports the check
// as Verdict::Unknown.
class EvaluationAborted : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Bounds on the linear-extension enumeration of `total` blocks.
struct OrderSearchLimits {
  uint64_t maxSteps = 0;              // search steps (partial orders visited) per block; 0: no cap
  std::function<bool()> shouldAbort;  // polled once per step (e.g. a deadline); true aborts
};

class ConcreteAlgebra {
 public:
  using Set = EventSet;
  using Rel = Relation;
  using Bool = bool;
  using Val = Value<EventSet, Relation>;

  explicit ConcreteAlgebra(size_t n, OrderSearchLimits limits = {}) : n_(n), limits_(std::move(limits)) {}

  size_t events() const { return n_; }

  Set emptySet() const { return EventSet(n_); }
  Set allEvents() const { return EventSet::all(n_); }
  Rel emptyRelation() const { return Relation(n_); }
  Set setUnion(const Set& a, const Set& b) const { return a | b; }
  Set setInter(const Set& a, const Set& b) const { return a & b; }
  Set setDiff(const Set& a, const Set& b) const { return a - b; }
  Set setComplement(const Set& a) const { return a.complement(); }
  Rel relUnion(const Rel& a, const Rel& b) const { return a | b; }
  Rel relInter(const Rel& a, const Rel& b) const { return a & b; }
  Rel relDiff(const Rel& a, const Rel& b) const { return a - b; }
  Rel relComplement(const Rel& a) const { return a.complement(); }
  Rel compose(const Rel& a, const Rel& b) const { return a.compose(b); }
  // Chains of compositions (Evaluator.h, HasChains), used only while `chains` is set: the same
  // values as composing pairwise, but a chain through an empty operand (and an intersection
  // with an empty left side) is not computed further, and a non-flag `irreflexive` of a chain
  // or union is read off the diagonals, so its check has no `tested` value for witnesses. The
  // explicit engine's candidate check sets it when it asks for no witnesses (CandidateCheck).
  bool chains = false;
  bool useChains() const { return chains; }
  bool knownEmpty(const Rel& a) const { return a.empty(); }
  Rel composeChain(std::vector<Rel>& chain) const;
  Bool irreflexiveChain(std::vector<Rel>& chain) const;
  Rel product(const Set& a, const Set& b) const { return Relation::product(a, b); }
  Rel identity(const Set& a) const { return Relation::identity(a); }
  Rel inverse(const Rel& a) const { return a.inverse(); }
  Rel plus(const Rel& a) const { return a.transitiveClosure(); }
  Rel star(const Rel& a) const { return a.reflexiveTransitiveClosure(); }
  Rel opt(const Rel& a) const { return a.reflexiveClosure(); }
  Set domain(const Rel& a) const { return a.domain(); }
  Set range(const Rel& a) const { return a.range(); }

  Bool setEmpty(const Set& a) const { return a.empty(); }
  Bool relEmpty(const Rel& a) const { return a.empty(); }
  Bool acyclic(const Rel& a) const { return a.acyclic(); }
  Bool irreflexive(const Rel& a) const { return a.irreflexive(); }
  Bool constant(bool b) const { return b; }
  Bool negate(Bool b) const { return !b; }
  Bool conj(Bool a, Bool b) const { return a && b; }
  Bool disj(Bool a, Bool b) const { return a || b; }
  std::optional<bool> known(Bool b) const { return b; }

  // Kleene iteration from empty values; throws std::logic_error if it does not converge within
  // the height of the lattice (impossible for the monotone definitions the parser accepts).
  std::vector<Val> leastFixpoint(const std::vector<Kind>& kinds,
                                 const std::function<std::vector<Val>(const std::vector<Val>&)>& step);

  // Enumerates the linear extensions of [on];base;[on] by placing one minimal unplaced member at
  // a time (backtracking), in ascending event order, and stops at the first order that satisfies
  // body.holds. Fails at once when the base is cyclic; prunes a partial order when
  // body.refutes says that no completion can work. Throws EvaluationAborted on the limits.
  Bool existsTotalOrder(const Set& on, const Rel& base, const OrderBody<Rel, Bool>& body);

  // The order found by the last successful existsTotalOrder, as its members in order.
  const std::vector<size_t>& lastOrder() const { return lastOrder_; }
  uint64_t orderSteps() const { return totalSteps_; }  // search steps, over all blocks

 private:
  size_t n_;
  OrderSearchLimits limits_;
  std::vector<size_t> lastOrder_;
  uint64_t totalSteps_ = 0;
};

enum class Verdict { Holds, Fails, Unknown, NotEvaluated };
const char* verdictName(Verdict v);  // "holds", "fails", "unknown", "not evaluated"

// The result of one check (acyclic / irreflexive / empty / total) on one execution.
//  witness, when the check fails: acyclic: a shortest cycle e0 -> ... -> ek (-> e0), of E when
//  the expression is E+ (or a let defined as E+), since E+'s shortest cycles are self-loops;
//  irreflexive: the event related to itself; empty: a pair {a, b} or a member {e};
//  total: a cycle of the base relation on the set when it has one, else nothing.
//  When a total check holds (and applied), witness is the order found, first event first.
struct CheckResult {
  const Check* check = nullptr;
  std::string name;
  Verdict verdict = Verdict::NotEvaluated;
  bool applied = false;  // its `when` condition held (always true without `when`)
  std::vector<size_t> witness;
};

// The result of one flag: raised when its `when` holds and its expression is non-empty;
// witness: a pair {a, b} (relation) or a member {e} (set) of the expression.
struct FlagResult {
  const Check* check = nullptr;
  std::string name;
  bool evaluated = false;
  bool raised = false;
  std::vector<size_t> witness;
};

struct ConcreteResult {
  std::vector<CheckResult> checks;  // top-level checks and total blocks not skipped, file order
  std::vector<FlagResult> flags;    // flags not skipped, file order
  uint64_t orderSteps = 0;          // total-order search steps spent

  bool consistent() const;  // every check holds
  bool unknown() const;     // no check fails, but some could not be decided
  const CheckResult* firstFailure() const;
  bool flagged() const;     // some flag is raised
  const CheckResult* findCheck(const std::string& name) const;
  const FlagResult* findFlag(const std::string& name) const;
};

struct ConcreteOptions {
  std::set<std::string> skip;       // check and flag names to switch off
  bool stopAtFirstFailure = false;  // leave later checks NotEvaluated and flags unevaluated
  bool witnesses = true;            // compute witnesses of failures and raised flags
  bool flagsOnly = false;           // evaluate the flags only (ConcreteResult::checks stays empty)
  OrderSearchLimits limits;
};

// Evaluates `model` on one execution of `n` events. `primitives` must hold every primitive the
// evaluated checks use (Model::primitivesUsed), with sets and relations of size n; a missing or
// mistyped one is a caller bug (std::invalid_argument).
ConcreteResult checkExecution(const Model& model, const std::map<std::string, Primitive>& primitives,
                              size_t n, const ConcreteOptions& options = {});

// The same, through an evaluator the caller keeps (its primitives and the values it remembers
// between executions are the caller's: enumerate/CandidateCheck.h); options.limits are the
// algebra's. orderSteps counts this call's steps only.
ConcreteResult evaluateChecks(const Model& model, Evaluator<ConcreteAlgebra>& ev, ConcreteAlgebra& algebra,
                              const ConcreteOptions& options);

}  // namespace clmm::cat
