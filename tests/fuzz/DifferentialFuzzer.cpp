// libFuzzer target: a small litmus test (generated from the input, or the input itself when it is
// litmus text) run by both engines under the three built-in models; any disagreement when both
// decided is a finding (Checks.h). The generated test is printed with the finding.
#include <cstdio>
#include <cstdlib>

#include "tests/fuzz/Checks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  bool generated = false;
  std::string text = clmm::fuzz::differentialInput(data, size, &generated);
  std::string finding = clmm::fuzz::checkEngines(text, generated, 2);
  if (!finding.empty()) {
    std::fprintf(stderr, "clmm fuzz_differential finding: %s\n", finding.c_str());
    std::abort();
  }
  return 0;
}
