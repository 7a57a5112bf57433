// A reader of the textual LLVM IR that clang writes with `-emit-llvm -S` (docs/compile-check.md,
// "clang"): the module's functions, their basic blocks and instructions, one instruction a line,
// and the debug locations (`!N = !DILocation(line: L, ..., inlinedAt: !M)`) that tie an
// instruction to a line of the emitted source. It reads the subset compile-check needs and keeps
// each instruction's text; what it cannot read is a located error in the .ll file (BadInput).
// The lifters of LLVM IR (LlvmLift.h) and, later, of AMDGPU machine code share it.
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "support/Diagnostics.h"

namespace clmm::lifting::llvm {

struct IrInst {
  int line = 0;        // in the .ll file
  int sourceLine = 0;  // the emitted source's line (its !dbg location, inlining followed), 0 if none
  std::string result;  // "%6", "" when the instruction has none
  std::string opcode;  // "load", "call", "br", ... (after `tail`/`musttail`/`notail`)
  std::string rest;    // the operands and qualifiers, without the trailing `, !dbg !N` metadata
  std::string raw;     // the instruction as written (trimmed, comments removed)
};

struct IrBlock {
  std::string label;  // "%5", or the entry's implicit name
  int line = 0;
  std::vector<IrInst> insts;
  std::vector<std::string> succs;  // the labels the terminator names, in order
};

struct IrFunction {
  std::string name;  // without the @
  int line = 0;
  std::vector<std::string> params;  // "%0", "%1", ...
  std::vector<IrBlock> blocks;
  const IrBlock* block(const std::string& label) const;
};

struct IrModule {
  std::vector<IrFunction> functions;  // definitions only
  const IrFunction* function(const std::string& name) const;
};

// Splits at top-level commas (not inside (), [], {}, <> or quotes); each part trimmed.
std::vector<std::string> splitOperands(const std::string& s);
// The words of `s` separated by blanks, a quoted string or a parenthesised group kept whole.
std::vector<std::string> words(const std::string& s);
std::string trim(const std::string& s);

// Throws BadInput located in `file` for a module it cannot read.
IrModule readModule(const std::shared_ptr<const SourceFile>& file);

}  // namespace clmm::lifting::llvm
