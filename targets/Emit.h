// Source emission for compiling one OpenCL litmus test with a real GPU compiler: CUDA with
// scoped atomics (cuda::atomic_ref, cuda::atomic_thread_fence) for nvcc, or OpenCL C for
// NVIDIA's OpenCL compiler. One kernel per work-item (clmm_P0, clmm_P1, ...), the work-item's
// locations as parameters in the order it declares them, then `clmm_out`, an int array into
// which the work-item's observed registers are stored at its end, so that every memory operation
// survives optimisation and the lifter (lifting/) can find them again. Each source operation is
// on its own line of the emitted text, so that the compiler's line information (.loc) names it.
// What a target cannot express is refused with a located error (BadInput).
#pragma once

#include <map>
#include <string>
#include <vector>

#include "litmus/Ast.h"
#include "events/Program.h"

namespace clmm::targets {

enum class Target { Cuda, OpenCL };
const char* targetName(Target t);       // "cuda", "opencl"
const char* targetExtension(Target t);  // ".cu", ".cl"

// One memory operation, fence or barrier of the source test.
struct SourceOp {
  int thread = 0;         // the work-item's number (P1 -> 1)
  std::string location;   // "" for fences and barriers
  char kind = 'R';        // R load, W store, U read-modify-write, F fence, B barrier
  std::string text;       // the operation as written in the litmus file
  int litmusLine = 0;     // where
  int emittedLine = 0;    // the line of the emitted source that performs it
};

struct EmittedKernel {
  std::string name;                    // clmm_P0
  int thread = 0;                      // 0
  std::vector<std::string> locations;  // its parameters before clmm_out, in order
  std::vector<std::string> outputs;    // clmm_out[i] holds register outputs[i] at the end
  std::map<std::string, bool> local;   // location -> in local (shared) memory
  int workGroup = 0, device = 0;       // the work-item's units (equal ids: the same unit)
};

struct EmittedSource {
  Target target = Target::Cuda;
  std::string text;
  std::vector<EmittedKernel> kernels;
  std::vector<SourceOp> ops;
};

// Throws BadInput (located in the litmus file) for what the target cannot express. A while loop is
// emitted as written (every lifter reads loops back: lifting/PtxLoop.h, LlvmCfg.h); an endless
// one (while (1)) is refused.
EmittedSource emitSource(const ast::Test& test, const Program& program, Target target);

}  // namespace clmm::targets
