// Direct calls of a function of the same assembly file, inlined before the AMDGPU lifter
// (AmdgpuAsm.h) runs: clang-22 at -O0 puts an OpenCL kernel's body in a function
// (`__clang_ocl_kern_imp_NAME`) that the kernel calls. Only a call whose target is proven to be the
// function's label and whose return is the callee's one `s_setpc_b64` of the untouched return
// address is inlined; anything else is refused at its line (docs/amdgpu.md, "Calls, inlined").
#pragma once

#include <map>
#include <memory>
#include <string>

#include "lifting/AmdgpuAsmReader.h"

namespace clmm::lifting::amdasm {

// The opcode of a statement that inlining leaves in place of the call's own instructions (the
// target's address made, the call, the return): it gives each register of its operands a code
// address, a value the lifter knows nothing of (AsmStmt::raw keeps the replaced instruction).
extern const char* const kCodeAddress;

// Replaces each direct call in `kernel` (s_getpc_b64 T; [s_sext_i32_i16 T.hi, T.hi;] an add of
// F@rel32@lo and an add with carry of F@rel32@hi to T; straight-line code that leaves T alone;
// s_swappc_b64 R, T) with the body of function F of `functions` (what readAsm read from the
// same file) up to its return (its last instruction, s_setpc_b64 R). Throws BadInput located in
// `s` ("cannot lift: ...") at a call or callee it does not inline.
void inlineCalls(AsmKernel& kernel, const std::map<std::string, AsmKernel>& functions,
                 const std::shared_ptr<const SourceFile>& s);

}  // namespace clmm::lifting::amdasm
