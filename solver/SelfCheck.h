// Checking the Z3 engine's answers with the explicit engine's machinery: a witness execution
// read back from a model must be a candidate by the enumerator's rules (enumerate/Candidates.h),
// consistent under the model (enumerate/Primitives + axioms' checkExecution), raise a flag
// exactly when its state was classified racy, and end in the state it was found for.
#pragma once

#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "axioms/ConcreteAlgebra.h"
#include "axioms/ModelAst.h"
#include "enumerate/Execution.h"

namespace clmm::smt {

// An engine answer that its own re-check refutes: an internal error, never a verdict.
class SelfCheckError : public std::logic_error {
 public:
  using std::logic_error::logic_error;
};

// The first rule of candidate executions that `x` breaks, or "" when it is a candidate.
// `beyondBound`: a LoopBound condition may hold (a candidate that runs a loop past its bound).
std::string candidateViolation(const Execution& x, bool beyondBound = false);

// The execution `x` with work-items permuted (events/Symmetry.h): thread t does what thread
// from[t] did in `x` (the same events by program order, values, reads-from and coherence
// positions, mapped to t's events). `from` is a permutation of interchangeable work-items.
Execution permuteThreads(const Execution& x, const std::vector<int>& from);

// Throws SelfCheckError unless `x` is a candidate, consistent under `model` (with `skip`),
// raises some flag iff `racy`, and ends in `state` (Program::observables order). Returns false
// when the witness could not be confirmed because the explicit search for a `total` order was
// cut by `limits` (every other check was still made); true when it is confirmed.
bool selfCheckWitness(const Execution& x, const cat::Model& model, const std::set<std::string>& skip,
                      const std::vector<int64_t>& state, bool racy, const cat::OrderSearchLimits& limits = {});

}  // namespace clmm::smt
