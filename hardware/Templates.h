// The fixed sources of a harness (hardware/templates/), embedded into clmm at build time
// (Templates.cpp.in, filled in by CMake).
#pragma once

#include <string>

namespace clmm::hw {

std::string templateCommon();      // common.h
std::string templateOpenclMain();  // main.cpp
std::string templateCudaMain();    // main.cu

}  // namespace clmm::hw
