// libFuzzer target: the litmus front end (parseLitmus, elaborateProgram, the printer round trip).
// BadInput is the correct answer to bad input; anything else is a finding (Checks.h).
#include <cstdio>
#include <cstdlib>

#include "tests/fuzz/Checks.h"
#include "litmus/Elaborate.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string finding = clmm::fuzz::checkLitmusFrontEnd(std::string(reinterpret_cast<const char*>(data), size));
  if (!finding.empty()) {
    std::fprintf(stderr, "clmm fuzz_litmus finding: %s\n", finding.c_str());
    std::abort();
  }
  return 0;
}
