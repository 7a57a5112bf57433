// Which stage of a compile-check is responsible for an unsound result (docs/lowering.md, "Which
// stage is responsible"): clmm's translation of the OpenCL test into the compiler's language, the
// compiler, or neither because the test uses an operation the device does not promise. For nvcc
// the compiled code of each source operation is compared with NVIDIA's atomics ABI for the CUDA
// operation clmm emitted; for NVIDIA's OpenCL, whose source is the test as written, the device's
// reported atomic capabilities (relaxed order, work-group scope) decide.
#pragma once

#include <string>
#include <vector>

#include "lifting/Lift.h"
#include "events/Program.h"
#include "targets/Emit.h"

namespace clmm::lifting {

// A source operation whose compiled code is weaker than the reference mapping (NVIDIA's atomics
// ABI, docs/lowering.md): what it lost.
struct Culprit {
  std::string kind;       // "fence lost", "order weakened", "scope narrowed", "operation lost", "barrier lost"
  std::string operation;  // the source operation as written
  int line = 0;           // its line in the litmus test
  int thread = 0;         // its work-item
  std::string compiled;   // its compiled code, lifted ("ld.acquire.cta tr4, flag"; "" for none)
  std::string reference;  // what the reference mapping compiles it to ("ld.acquire.gpu")
  std::string summary;    // one line: "P1 line 20: atomic_load_explicit(...): scope narrowed: ..."
};

// "NAME:LINE", NAME the file name of `path` (a printable name already, as Program::file), or
// "line LINE" when `path` is empty: every
// line number a compile-check prints names its file (the source test, the compiled code, the
// lifted test).
std::string fileLine(const std::string& path, int line);

// The compiled code's line `line` of `lifted`: "KEY.ptx:72", or "PTX line 72" when no file is known.
std::string compiledLine(const LiftedTest& lifted, int line);

struct Responsibility {
  std::string stage;              // "translation", "compiler" or "device"
  std::string reason;             // one sentence, naming the source operation where there is one
  std::vector<Culprit> culprits;  // every operation compiled weaker than the reference, in program order
};

// `targetHangs`: the compiled code may wait forever where the source always finishes
// (RefineResult::targetHangs). With no weaker operation to blame, that is the compiler's doing:
// clmm's kernels have the source's loops and barriers and no other.
Responsibility responsibleStage(const Program& source, const LiftedTest& lifted, targets::Target target,
                                bool targetHangs = false);

}  // namespace clmm::lifting
