// clang-19's -O0 divergent loop, rewritten for the machine-code lifter (AmdgpuAsm.h). At -O0 the
// structurizer's loop keeps its masks in lanes of a VGPR: the break mask's phi (undefined on entry:
// its first read is of a lane no path wrote), the accumulated exit mask, an if on the loop's
// condition inside the loop. For the one active lane of a lifted work-item the undefined value is
// or'ed with exec (its lane's bit becomes 1) and reaches exec only and'ed with exec (its other
// lanes' bits become 0), so the loop is `H: body1; if (!cond) goto EXIT; body2; goto H; EXIT:`.
// This pass matches that exact shape (docs/amdgpu.md, "-O0 loops", gives the argument and the
// checks) and rewrites it so; where any check fails the body is left as it is and the lifter
// refuses the unwritten lane.
#pragma once

#include "lifting/AmdgpuAsmReader.h"

namespace clmm::lifting::amdasm {

// Rewrites every -O0 loop of the kernel's body that passes the checks. Returns whether it changed it.
bool rewriteO0Loops(AsmKernel& kernel);

}  // namespace clmm::lifting::amdasm
