// Which stage of a compile-check is responsible for an unsound result (docs/lowering.md, "Which
// stage is responsible"): clmm's translation of the OpenCL test into the compiler's language, the
// compiler, or neither because the test uses an operation the device does not promise. For nvcc
// the compiled code of each source operation is compared with NVIDIA's atomics ABI for the CUDA
// operation clmm emitted; for NVIDIA's OpenCL, whose source is the test as written, the device's
// reported atomic capabilities (relaxed order, work-group scope) decide.
#pragma once

#include <string>

#include "lifting/Lift.h"
#include "litmus/Program.h"
#include "targets/Emit.h"

namespace clmm::lifting {

struct Responsibility {
  std::string stage;   // "translation", "compiler" or "device"
  std::string reason;  // one sentence, naming the source operation where there is one
};

Responsibility responsibleStage(const Program& source, const LiftedTest& lifted, targets::Target target);

}  // namespace clmm::lifting
