// Lifting: reads the PTX that a compiler emitted for the kernels of targets/Emit.h (one kernel per
// work-item) and builds the PTX litmus test it stands for (docs/ptx.md's format), so that the
// PTX model can check it. Memory instructions keep their semantics, scopes and locations;
// registers, branches and predicates that decide the observables are kept; parameter loads and
// address arithmetic are resolved to the test's locations (an address that is not a location, or
// the output array at a constant index, is refused). Each lifted instruction remembers the PTX line
// it came from and the source operation (by the compiler's .loc line information, else by its
// location and kind). What cannot be lifted is refused with a located error in the PTX file.
#pragma once

#include <string>
#include <vector>

#include "litmus/Ast.h"
#include "support/Diagnostics.h"
#include "targets/Emit.h"

namespace clmm::lifting {

struct LiftedInstruction {
  int thread = 0;         // work-item number
  std::string text;       // the PTX litmus instruction ("ld.acquire.gpu tr1, flag")
  std::string ptx;        // the PTX instruction as compiled
  int ptxLine = 0;
  std::string sourceOp;   // "line 12: atomic_load_explicit(...)", "" for register code
  bool memory = false;    // a memory instruction, fence or barrier
  int output = -1;        // a store of observed register `output` to clmm_out (not a memory access of the test)
};

struct LiftedTest {
  std::string code = "PTX";  // what was lifted: "PTX", or "IR" (LLVM IR, LlvmLift.h)
  std::string file;          // the compiled file's name, for "FILE:LINE" in messages ("" : "PTX line N")
  std::string text;  // the PTX litmus test (an OpenCL one lifted from LLVM IR)
  std::vector<LiftedInstruction> instructions;
  // AMDGPU machine code (code "AMDGPU"): the test's text before its columns and after them, and
  // the columns' headers; every cell of a column is an instruction above, so the text can be
  // written again with one operation's code changed (AmdgpuAsm.h, strengthenedAmdgpuText).
  std::string head, tail;
  std::vector<std::string> headers;
  // AMDGPU: where the code reads a register before the wait for the load that writes it, lifted
  // as if the load had completed (FILE:LINE:COL: the instruction and why). A timing the hardware
  // allows, not the only one: an unsound result stands, a sound one is unknown.
  std::vector<std::string> assumed;
};

// `ptx` is the compiled module (path for messages); `emitted` what was compiled from `test`.
// Throws BadInput located in the PTX file.
LiftedTest liftPtx(std::shared_ptr<const SourceFile> ptx, const targets::EmittedSource& emitted,
                   const ast::Test& test);

}  // namespace clmm::lifting
