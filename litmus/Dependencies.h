// Syntactic dependencies between the events of a program (the `dep` primitive of the model
// language, which PTX's No-Thin-Air axiom reads: docs/ptx.md).
#pragma once

#include <utility>
#include <vector>

#include "litmus/Program.h"

namespace clmm {

// The pairs (a, b) of one thread, a before b in program order, where a may read and b's address,
// stored value or expected value, or a condition of b's guard (a control dependency), is
// computed from the value a reads.
std::vector<std::pair<EventId, EventId>> dependencies(const Program& p);

}  // namespace clmm
