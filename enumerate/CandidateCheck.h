// The explicit engine's evaluation of a model on one candidate execution after another: the
// primitives come from a PrimitiveCache (indexed by number, computed per path) and one evaluator
// is kept while the path stays the same, forgetting only the values that depend on reads-from
// or coherence when those change. The results are those of cat::checkExecution.
#pragma once

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "axioms/ConcreteAlgebra.h"
#include "axioms/ModelAst.h"
#include "enumerate/Execution.h"
#include "enumerate/Primitives.h"

namespace clmm {

// The bindings of `model` whose value depends on one of the primitives `names`, through lets
// (recursive groups until nothing changes), and the orders of total blocks; ascending.
std::vector<int> bindingsDependingOn(const cat::Model& model, const std::set<std::string>& names);

class CandidateCheck {
 public:
  // `options`: as for checkExecution (the skipped checks, witnesses, limits of order searches).
  CandidateCheck(const cat::Model& model, cat::ConcreteOptions options);
  ~CandidateCheck();

  cat::ConcreteResult check(const Execution& x);
  // The primitives of the last execution checked, by name (for a witness's second evaluation).
  PrimitiveValues primitives() const { return cache_.toValues(); }

 private:
  struct State;  // the algebra and the evaluator of the current path
  cat::ConcreteAlgebra::Val supply(const cat::Binding& b) const;
  const cat::Model& model_;
  cat::ConcreteOptions options_;
  PrimitiveCache cache_;
  std::vector<int> slot_;         // per binding: its primitive table index, -1 when not a primitive
  std::vector<int> rfDependent_;  // bindings whose value depends on rf, mo or co
  std::vector<int> coDependent_;  // bindings whose value depends on mo or co
  std::unique_ptr<State> state_;
};

}  // namespace clmm
