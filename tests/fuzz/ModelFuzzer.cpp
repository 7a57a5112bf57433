// libFuzzer target: the model-file parser with the built-in signature; a model that loads is run
// by both engines on a small test, which must agree (Checks.h).
#include <cstdio>
#include <cstdlib>

#include "tests/fuzz/Checks.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string finding = clmm::fuzz::checkModelFile(std::string(reinterpret_cast<const char*>(data), size));
  if (!finding.empty()) {
    std::fprintf(stderr, "clmm fuzz_model finding: %s\n", finding.c_str());
    std::abort();
  }
  return 0;
}
