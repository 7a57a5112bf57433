// Lifting LLVM IR (clang -emit-llvm -S, after the optimisation pipeline) back into an OpenCL
// litmus test (docs/compile-check.md, "clang: LLVM IR"), which the OpenCL model checks against the
// source. Atomic instructions (`load/store atomic`, `atomicrmw`, `cmpxchg`, `fence`) keep their
// ordering and syncscope (LlvmScopes.h), the OpenCL C builtins' calls (SPIR's mangled
// atomic_*_explicit, atomic_work_item_fence, work_group_barrier, barrier) their order, scope and
// flags; plain accesses to the test's locations stay plain; allocas are private registers; values,
// comparisons, selects, branches and phis become registers, if/else and while loops. A loop that
// only waits (loads feeding its exit test, fences) becomes the await loop `while (TEST) {}` of the
// language, which clmm cuts exactly; any other loop a `while` on a flag register, unrolled under
// the same --unroll and unknown rules as the source's loops. What cannot be lifted throws BadInput
// located in the .ll file, its message the reason (compile-check reports it as unknown).
#pragma once

#include <memory>
#include <string>

#include "events/Program.h"
#include "lifting/Lift.h"
#include "lifting/LlvmIr.h"
#include "litmus/Ast.h"
#include "support/Diagnostics.h"
#include "targets/Emit.h"

namespace clmm::lifting {

// `ll` is the module compiled from `emitted` (alone, or in a batch whose kernels of this test are
// named `prefix` + "P0", ...); `program` the source test elaborated (its work-items' placement).
LiftedTest liftLlvm(std::shared_ptr<const SourceFile> ll, const targets::EmittedSource& emitted, const ast::Test& test,
                    const Program& program, const std::string& prefix = "clmm_");

// The same for SPIR-V disassembled by `spirv-dis --raw-id` (lifting/SpirvIr.h), read as SPIR.
// `module`: the file already read (a batch's, read once for all its tests), else nullptr.
LiftedTest liftSpirv(std::shared_ptr<const SourceFile> spvasm, const targets::EmittedSource& emitted,
                     const ast::Test& test, const Program& program, const std::string& prefix = "clmm_",
                     const llvm::IrModule* module = nullptr);

}  // namespace clmm::lifting
