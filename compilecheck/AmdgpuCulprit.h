// The culprit of an unsound AMDGPU machine-code compilation (docs/compile-check.md, "clang: AMDGPU
// machine code"). clang compiles the test's own OpenCL C, and the AMDGPU model has no OpenCL
// operations to compare a compiled sequence with, so the culprit is found by experiment: the code
// of each source operation is made as strong as the family allows (lifting/AmdgpuAsm.h,
// strengthenedAmdgpuText) and the refinement is checked again; an operation whose strengthening
// alone makes the compilation sound is compiled too weakly. The stage is the compiler.
#pragma once

#include "check/Models.h"
#include "compilecheck/Pipeline.h"
#include "lifting/Responsibility.h"
#include "litmus/Elaborate.h"
#include "lowering/Refinement.h"

namespace clmm::compilecheck {

lifting::Responsibility amdgpuCulprits(const CompiledTest& c, const NamedModel& sourceModel,
                                       const NamedModel& targetModel, const RefineOptions& options,
                                       const std::string& processor, const ElaborateOptions& reading);

}  // namespace clmm::compilecheck
