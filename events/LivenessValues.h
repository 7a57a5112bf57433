// A liveness query that no value can make stuck (docs/models.md, "Liveness", "Await loops that
// no final value keeps going"): decided from the program's constants, without asking an engine.
#pragma once

#include <vector>

#include "events/Program.h"

namespace clmm {

// Whether work-item `thread`, stopped in the await loop whose LoopBound is `loop`, can never be
// stuck there: for every choice of a final value of each location its last test reads (a value
// some write of the location stores, or its initial value unless a store or exchange of a
// work-item in `running` surely executes), the work-item does not get to the cut when the test's
// reads read those values: the cut's value, or a branch of the path to it (a literal of its
// guard), is false. False when that cannot be told from constants (a stored value that is not a
// constant, a write at a computed address, a read the test may skip, no branch that the test's
// reads alone decide), so the query is asked as before. `running`: per work-item, whether it
// runs to its end.
bool awaitNeverStuck(const Program& p, CondId loop, const std::vector<bool>& running);

}  // namespace clmm
