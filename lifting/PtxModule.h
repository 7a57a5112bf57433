// The PTX module reader of the lifter (Lift.h): the .entry functions of a compiled module, each
// statement with its guard, opcode, operands, PTX line and the emitted source line its .loc names
// (following inlined_at chains), labels as statements of their own; inline-assembly braces and
// instructions split over lines are joined. What it cannot read is a located BadInput.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "support/Diagnostics.h"

namespace clmm::lifting::ptxmodule {

std::string trim(const std::string& s);
std::vector<std::string> split(const std::string& s, char sep);

struct PtxStmt {
  int line = 0;
  int locLine = 0;  // the emitted source line (.loc) in force, 0 when none
  std::string label;
  std::string pred;  // "%p1" (without @ and !)
  bool predNegated = false;
  std::string opcode;
  std::vector<std::string> args;
  std::string raw;
};

struct PtxFunction {
  std::string name;
  int line = 0;
  std::vector<std::string> params;
  std::vector<PtxStmt> body;
};

// The module's kernels (.entry), in order. Throws BadInput located in `ptx` ("cannot lift: ...").
std::vector<PtxFunction> readModule(const std::shared_ptr<const SourceFile>& ptx);

}  // namespace clmm::lifting::ptxmodule
