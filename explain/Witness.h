// Witness executions for the refinement check: finds one consistent execution of a program
// under a model that ends in a wanted outcome (with the explicit enumerator, whatever engine
// decided the result), and renders it: the executed events of each work-item with the values
// read and written and where each read reads from, then the coherence order of each location
// written more than once. This is the seam where a richer explanation (--explain, --dot) can
// plug in: refinement only calls findWitness and keeps the lines it returns.
#pragma once

#include <chrono>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "litmus/Program.h"

namespace clmm {

struct Execution;

struct WitnessExecution {
  std::vector<std::string> lines;  // rendered, without indentation
};

// The first consistent execution whose outcome (values of p.observables) satisfies `wanted`;
// nothing when there is none or the deadline passes first.
std::optional<WitnessExecution> findWitness(
    const Program& p, const cat::Model& model, const std::function<bool(const std::vector<int64_t>&)>& wanted,
    std::optional<std::chrono::steady_clock::time_point> deadline);

std::vector<std::string> renderExecution(const Program& p, const Execution& x);

}  // namespace clmm
