// Mappings whose right-hand sides are AMDGPU instructions (docs/amdgpu.md, "Mapping files"):
// what each instruction word of a rule means for a family (its attributes, events/AmdgpuBits.h),
// how a wait or cache operation is spelled back from its attributes, and the lowered test
// printed in the AMDGPU litmus dialect (so that it is checked under the family's model).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "litmus/Ast.h"
#include "lowering/Mapping.h"

namespace clmm::mapping {

// One word of an instruction in a mapping file, as written: the mnemonic, a bit ("glc"), a counter
// ("vmcnt(0)"), a scope ("scope:SCOPE_DEV"), or an operand ("null", "0").
struct AmdgpuWord {
  std::string text;
  SourceRange range;
};

// Reports a located error in the mapping file (and does not return).
using AmdgpuFail = std::function<void(SourceRange, const std::string&)>;

// The target operations of one instruction of rule `r` for `processor` (with its mode:
// "gfx90a:tgsplit"; a wait for vmcnt and vscnt on GFX10-GFX11 is two instructions, so two
// operations). Errors (an instruction or bit the family does not have, an access unit that does
// not fit the rule's region, a ds_ instruction in tgsplit mode) go to `fail`.
std::vector<TargetOp> amdgpuInstruction(const std::string& processor, const Rule& r, const AmdgpuWord& mnemonic,
                                        const std::vector<AmdgpuWord>& words, const AmdgpuFail& fail);

// The instruction a wait or cache operation's attributes spell on `family`
// ("s_waitcnt vmcnt(0) lgkmcnt(0)", "buffer_inv sc1", "global_inv scope:SCOPE_DEV").
std::string amdgpuFenceText(uint32_t hw, const std::string& family);
// A memory instruction's cache bits as written after it ("glc", "sc0 sc1", "scope:SCOPE_SYS").
std::string amdgpuBitsText(uint32_t hw);

// The lowered test (every atomic, fence and barrier rewritten by an AMDGPU mapping) in the AMDGPU
// dialect for `processor`; if and while become labels and branches. Throws BadInput located in the
// test for what has no such code: register arithmetic, a test other than == and != (and &&, ||, !)
// on registers, memory and numbers, a compare-exchange whose success flag is read, threads sharing
// a sub-group.
std::string printAmdgpuTest(const ast::Test& t, const std::string& processor);

}  // namespace clmm::mapping
