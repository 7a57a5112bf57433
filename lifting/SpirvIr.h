// A reader of SPIR-V as spirv-dis writes it (`spirv-dis --raw-id`: ids as %N), for compile-check
// of OpenCL C compiled to SPIR-V (docs/compile-check.md, "SPIR-V"). It reads each kernel (an
// OpEntryPoint, through the wrapper llvm-spirv writes around a kernel's body) into the LLVM IR
// structures of LlvmIr.h, each instruction rewritten as the LLVM instruction or SPIR builtin
// call of the same meaning (scope and memory-semantics constants resolved to OpenCL's
// encodings), so that the LLVM lifter (LlvmLift.h) lifts it; the instructions keep their SPIR-V
// text and line for provenance. What it cannot read is a located error in the .spvasm file.
#pragma once

#include "lifting/LlvmIr.h"

namespace clmm::lifting::llvm {

IrModule readSpirv(const std::shared_ptr<const SourceFile>& file);

}  // namespace clmm::lifting::llvm
