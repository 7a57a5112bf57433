// Lifting clang's AMDGPU assembly (`clang -S --target amdgcn-amd-amdhsa -mcpu=gfxN`, machine code)
// for the kernels of targets/Emit.h back into an AMDGPU litmus test (docs/amdgpu.md's dialect), so
// that the family's AMDGPU model can check it (docs/compile-check.md, "clang: AMDGPU machine
// code"). Memory instructions keep their cache bits, waits, invalidations and write-backs stay
// what they are, branches on compared values and loops become the dialect's branches (its loop
// rules decide an await loop or a bound). Kernel arguments are resolved from the kernarg segment
// (the code object's metadata gives each argument's offset); private (scratch) memory becomes
// registers, and so do the lanes -O0 keeps SGPRs in (v_writelane/v_readlane, the VGPR saved whole
// with every lane on: AmdgpuAsmPrivate.inc). What cannot be followed (an address computed from data, a scalar load of a test
// location, exec-mask code other than an if, a wait for all but N operations, a register read
// or written again before the wait for the load that writes it, the atomic optimiser's
// wave-level rewrite beyond what AmdgpuAsmWave.inc proves for one lane, an instruction not in the
// tables) is refused with a located
// error in the .s file: the test is unknown, never guessed.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "lifting/Lift.h"
#include "support/Diagnostics.h"
#include "targets/Emit.h"

namespace clmm::lifting {

// `s` is the assembly (path for messages), `emitted` what was compiled from `test`, `processor`
// the -mcpu it was compiled for (gfx90a, gfx942, gfx1100, gfx1200, ...). Throws BadInput located in
// the .s file ("cannot lift: ...").
LiftedTest liftAmdgpuAsm(std::shared_ptr<const SourceFile> s, const targets::EmittedSource& emitted,
                         const ast::Test& test, const std::string& processor);

// The lifted test's text again, with the code of the source operation `sourceOp` (a
// LiftedInstruction::sourceOp) of work-item `thread` made as strong as the family allows: every
// counter waited for and the caches written back before it, waited for and invalidated after it,
// its loads and stores at system scope. compile-check's culprit search (a weak operation is one
// whose strengthening alone removes the unsound outcome).
std::string strengthenedAmdgpuText(const LiftedTest& lifted, const std::vector<std::pair<int, std::string>>& ops,
                                   const std::string& processor);

// The lifted instruction at `line`:`column` of the lifted test's text (its .s line and text), or
// null outside the instructions: a refusal of the lifted text by the dialect names the .s line too.
const LiftedInstruction* amdgpuOrigin(const LiftedTest& lifted, int line, int column);

}  // namespace clmm::lifting
