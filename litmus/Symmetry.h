// Interchangeable work-items: threads whose code is identical event for event, that sit in the
// same kernel and, at each scope level (sub-group, work-group, device), in the same unit or
// each alone in its own, and whose registers no observable names.
// Swapping two of them maps every candidate execution to another with the same consistency,
// the same flags and the same final state (every primitive of a model is defined from event
// attributes and scope units, never from a work-item's number), so an engine may keep one
// execution per orbit. Used by the Z3 engine to break the symmetry of tests like RMW-n (n
// work-items incrementing one counter), where the solver otherwise explores n! orders.
#pragma once

#include <vector>

#include "litmus/Program.h"

namespace clmm {

struct SymmetricThreads {
  std::vector<int> threads;      // indices into Program::threads, ascending (at least two)
  std::vector<EventId> anchors;  // per thread: a write at a fixed location that always executes
};

// Classes of interchangeable work-items that each have an anchor write: every execution has
// a permutation within the class whose anchors are in coherence order by thread index. Tests
// with commands (kernels, queues) have none.
std::vector<SymmetricThreads> symmetricThreads(const Program& p);

}  // namespace clmm
