// Interleaving coverage (docs/hardware-scores.md): which of a test's sequentially consistent final
// states a device showed. The states are the sc model's (axioms/sc.cat) that the test's own model
// also allows (or calls racy): the sc model ignores scopes, fences and barriers, so a state a
// barrier rules out is not counted as an interleaving the harness missed.
#pragma once

#include <cstdint>
#include <vector>

#include "axioms/Verdict.h"
#include "hardware/Observed.h"

namespace clmm::hw {

struct Coverage {
  bool known = false;  // false: the sc model or the test's model did not decide the test
  std::vector<std::vector<int64_t>> states, unseen;
  size_t seen() const { return states.size() - unseen.size(); }
};

// `sc`: the sc model's result on the test; `r`: the test's model's; `c`: the observations held
// against `r`.
Coverage interleavingCoverage(const TestResult& sc, const TestResult& r, const Comparison& c);

}  // namespace clmm::hw
