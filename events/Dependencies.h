// Syntactic dependencies between the events of a program (the `dep` primitive of the model
// language, which PTX's No-Thin-Air axiom reads: docs/ptx.md).
#pragma once

#include <utility>
#include <vector>

#include "events/Program.h"

namespace clmm {

// The pairs (a, b) of one thread, a before b in program order, where a may read and b's address,
// stored value or expected value, or a condition of b's guard (a control dependency), is
// computed from the value a reads. With `addressAndControlOnly`, only the pairs where b's address
// or guard depends on a: the dependencies that reach b's read, not only the value b writes (the
// primitive addr_ctrl; PTX's formal model splits an atom into a read and a write, and a data
// dependency reaches only the write: docs/ptx.md, "The authority").
std::vector<std::pair<EventId, EventId>> dependencies(const Program& p, bool addressAndControlOnly = false);

}  // namespace clmm
