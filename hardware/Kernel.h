// The device code of one planned test (hardware/Harness.h): one kernel that runs, in each work-item
// of the launch, the role the host's table gives it (a thread of one instance, an idle lane that
// still passes its work-group's barriers, or a stress lane), in OpenCL C 2.0/3.0 or CUDA C++.
#pragma once

#include <stdexcept>
#include <string>

#include "hardware/Harness.h"

namespace clmm::hw {

// A construct the backend cannot express, at its place in the test.
class KernelError : public std::runtime_error {
 public:
  KernelError(SourceRange r, const std::string& m) : std::runtime_error(m), range(r) {}
  SourceRange range;
};

std::string kernelSource(const ast::Test& test, const Plan& plan, Backend backend);

}  // namespace clmm::hw
