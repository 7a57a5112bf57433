// libFuzzer targets of the readers without one before issue 24, one executable each
// (tests/fuzz/CMakeLists.txt): CLMM_FUZZ_READER names the check of ReaderChecks.h it runs —
// ptx (the PTX front end), lift (the PTX lifter), mapping (mapping files), table (expectation
// tables and clmm-expect lines), observed (a harness's observed-state report), batch, cycle,
// herdlog, and AMDGPU's amdgpu (the dialect), amdlift (the machine-code lifter) and amddiff (both
// engines on the AMDGPU generator's tests).
#include <cstdio>
#include <cstdlib>
#include <string>

#include "tests/fuzz/ReaderChecks.h"

#ifndef CLMM_FUZZ_READER
#error "CLMM_FUZZ_READER must name the check (tests/fuzz/CMakeLists.txt defines it)"
#endif

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  std::string text(reinterpret_cast<const char*>(data), size);
  std::string finding = clmm::fuzz::CLMM_FUZZ_READER(text);
  if (!finding.empty()) {
    std::fprintf(stderr, "clmm fuzz finding: %s\n", finding.c_str());
    std::abort();
  }
  return 0;
}
