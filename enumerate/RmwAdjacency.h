// Whether a model forbids, in every execution, a read-modify-write that is not immediately after
// the write it reads in coherence (opencl-base.cat's `Rmw` check). The explicit enumerator then
// skips the reads-from choices and coherence orders that break it (EnumerateLimits::rmwAdjacent):
// every one of those candidates fails that check, so no consistent candidate is lost.
#pragma once

#include <set>
#include <string>

#include "axioms/ModelAst.h"

namespace clmm {

// True when some top-level check of `model`, not a flag, not in `skip` and without `when`, is
// `irreflexive E` with E a union (in any grouping) that includes the terms `mo ; mo ; rf^-1` and
// `mo ; rf` (in any grouping of the `;`), where `rf` is the primitive reads-from and each `mo`
// the primitive `mo` or `co` (the same relation: every write of a location, the initial one
// first). The irreflexivity of those two terms says that a read-modify-write r reading w is
// after w in coherence (`mo ; rf`) with no write between them (`mo ; mo ; rf^-1`).
bool forcesRmwAdjacency(const cat::Model& model, const std::set<std::string>& skip);

}  // namespace clmm
