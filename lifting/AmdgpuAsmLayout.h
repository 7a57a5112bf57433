// The block order of an AMDGPU kernel, made the one the lifter follows (AmdgpuAsm.h): clang places
// the join block of an if before the if when the join is a loop's latch (the atomic optimiser's
// one-atomic-per-wave rewrite of a read-modify-write in a spin: `s_cbranch_execz .LBB1_1` back to
// the block that restores exec, and the if's body ends with `s_branch .LBB1_1`). The lifter follows
// an if's exec mask in text order, from its save through its branch to its restore; moving that
// join block after the if's body, with its fall-through made an explicit branch, changes no path
// of the kernel, only the text's order (docs/compile-check.md, "One atomic per wave").
#pragma once

#include "lifting/AmdgpuAsmReader.h"

namespace clmm::lifting::amdasm {

// Moves each join block that a backward s_cbranch_execz reaches to after the s_branch to it that
// ends the if's body (the first after the s_cbranch_execz, in the same block). Every edge of the
// control flow graph is kept: a block that fell through into a moved block, or a moved block that
// fell through into the next, branches there explicitly (an s_branch written at the line of the
// block's last statement). Other layouts are left as they are (the lifter refuses them).
void placeJoinBlocks(AsmKernel& kernel);

}  // namespace clmm::lifting::amdasm
