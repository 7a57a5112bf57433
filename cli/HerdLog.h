// `clmm check --format herd`: each result as a block of herd7's log, the format that the herd
// tool family's log readers (mcompare7, msum7) take: the test's kind, its final states, Ok/No, the
// witness counts, the condition and the observation, and the time (docs/cli.md, herd logs).
#pragma once

#include <string>

#include "axioms/Verdict.h"

namespace clmm {

// The block for one result, ending with an empty line. An undecided result has no states and
// herd's validation word for "don't know", `??`; a run with checks skipped says so in a line
// herd's reader skips.
std::string herdLog(const TestResult& r);

}  // namespace clmm
