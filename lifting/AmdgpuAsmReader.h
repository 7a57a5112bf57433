// The AMDGPU assembly reader of the machine-code lifter (AmdgpuAsm.h): the kernels of a `clang -S`
// file for amdgcn, each statement with its opcode, operands, modifiers, .s line and the emitted
// source line its .loc names; labels as statements of their own; dual-issue pairs (`A :: B`) split
// in two. Also what the code object says of each kernel: where its kernarg segment pointer is
// (the .amdhsa_user_sgpr_* directives) and each argument's offset (the amdhsa.kernels metadata).
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "support/Diagnostics.h"

namespace clmm::lifting::amdasm {

struct AsmStmt {
  int line = 0;
  int column = 1;   // where the instruction begins on its line
  int locLine = 0;  // the emitted source line (.loc) in force, 0 when none
  std::string label;
  std::string opcode;
  std::vector<std::string> args;       // comma-separated operands
  std::vector<std::string> modifiers;  // the words after the operands: glc, offset:16, scope:SCOPE_DEV, ...
  std::string raw;
};

struct AsmArg {
  int64_t offset = 0;
  int64_t size = 8;
  bool local = false;  // address_space: local (a 32-bit LDS address)
};

struct AsmKernel {
  std::string name;
  int line = 0;
  std::vector<AsmStmt> body;
  int kernargSgpr = -1;  // the first SGPR of the kernarg segment pointer; -1 when not enabled
  int preloadedArgs = 0; // .amdhsa_user_sgpr_kernarg_preload_length
  bool privateSegmentBuffer = false;  // .amdhsa_user_sgpr_private_segment_buffer 1: s[0:3] is the scratch resource
  // The SGPR holding the private segment wavefront offset (the first system SGPR after the user
  // SGPRs, work-group ids and info); -1 when the kernel descriptor does not enable it.
  int waveOffsetSgpr = -1;
  // .amdhsa_enable_private_segment 1 (gfx942 and later: scratch_ reaches the work-item's private memory).
  bool flatScratch = false;
  int64_t privateSize = 0;  // .amdhsa_private_segment_fixed_size: the private bytes each work-item has
  bool tgSplit = false;   // .amdhsa_tg_split 1 (-mtgsplit)
  bool cuMode = false;    // .amdhsa_workgroup_processor_mode 0 (-mcumode, gfx10+)
  bool wave32 = false;    // .amdhsa_wavefront_size32 1 (exec is exec_lo alone)
  std::vector<AsmArg> args;  // explicit arguments, in order (hidden ones left out)
};

// The kernels of the file, by name. Throws BadInput located in `s` ("cannot lift: ...").
std::map<std::string, AsmKernel> readAsm(const std::shared_ptr<const SourceFile>& s);

}  // namespace clmm::lifting::amdasm
