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
// A liveness violation is said on a line before `States` (herd's `Flag` lines are the model's
// flags); `Hash=` is written when the test declares its hash (r.declaredHash, 32 hex digits).
std::string herdLog(const TestResult& r);

// The test's name in its block: herd's reader takes letters, digits and `_ / . - + [ ]`, so any
// other character becomes `_`.
std::string herdTestName(const TestResult& r);

// Whether `text` is herd's hash: an MD5 digest, 32 hexadecimal digits.
bool isHerdHash(const std::string& text);

}  // namespace clmm
