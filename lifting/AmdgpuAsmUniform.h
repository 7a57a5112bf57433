// Folding the if-else chains on exec whose conditions are known numbers (the machine-code lifter,
// AmdgpuAsm.h). clang-19 at -O0 compiles a fence or an atomic whose order and scope are held in a
// variable into a `switch`: an if-else chain on exec (s_and of a copy of exec with a comparison,
// s_xor for the else arm, s_or_saveexec at the else's entry, s_or exec at the join, the masks kept
// in lanes of a VGPR). The order and scope are constants kept in private memory, so every
// comparison is of numbers and, for the one active lane of a lifted work-item, every arm's mask is
// known: the chain runs one arm. This pass proves it by an abstract interpretation of the kernel
// (values of registers, lanes and private slots; each mask as the lane's bit and the other lanes'
// bits) and rewrites the body: the arms that never run are removed, an s_cbranch_execz that is
// always taken becomes an s_branch, one never taken is removed, the exec writes of the chain are
// removed and its masks become copies of exec or 0 (docs/amdgpu.md, "If-else chains on known
// numbers", gives the argument). Where any step is not proved the body is left as it is, and the
// lifter refuses what it does not follow.
#pragma once

#include "lifting/AmdgpuAsmReader.h"

namespace clmm::lifting::amdasm {

// Rewrites the kernel's body as above, or leaves it unchanged. Returns whether it changed it.
bool foldKnownExecIfs(AsmKernel& kernel);

}  // namespace clmm::lifting::amdasm
