// `clmm compile-check`: validate a real compiler's lowering (CompileCheckCommand.cpp,
// docs/lowering.md "Checking a real compiler's output").
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "events/Program.h"
#include "litmus/Elaborate.h"

namespace clmm {

struct CompileCheckOptions {
  std::vector<std::string> paths;
  std::string compiler = "nvcc";  // nvcc (CUDA sources), nvidia-opencl or clang (OpenCL C sources)
  std::string clang = "clang";     // --clang: the binary of --compiler clang
  std::string target = "spir64";   // --target: clang's target triple
  std::string optLevel = "2";      // -O: clang's optimisation level
  bool spirv = false;              // --spirv: clang through SPIR-V
  bool machineCode = false;        // --machine-code: clang's AMDGPU assembly, lifted into the AMDGPU dialect
  std::string mcpu = "gfx90a";     // --mcpu: clang's -mcpu for amdgcn
  std::string mattr;               // --mattr +tgsplit / +cumode: the mode (docs/amdgpu.md, "Modes")
  std::string asmDir;              // --asm DIR: --machine-code reading DIR/<key>.s (as --ptx)
  std::string llvmSpirv = "llvm-spirv-15", spirvDis = "spirv-dis";
  std::string compilerCommand;    // --compiler-command TEMPLATE (compilecheck/Compiler.h)
  std::string keepDir;            // --keep DIR: keep a live compilation's sources and PTX
  size_t batch = 100;             // --batch N: tests per compiler run
  bool strict = false;            // --fail-on-skip: a test the compiler cannot express is an error (exit 2)
  std::string campaign;           // --campaign FILE: the per-annotation report as JSON
  std::string ptxDir;             // --ptx DIR: PTX already compiled (DIR/<key>.ptx)
  std::string emitDir;            // --emit DIR: write the sources to compile and stop
  std::string arch = "sm_90";     // nvcc -arch
  // The tests' model: none named, each test's dialect's (opencl, or ptx for a PTX test).
  std::string sourceModel, targetModel;  // targetModel "": ptx, or opencl for --compiler clang
  std::string engine = "auto";
  std::string format = "text";  // text or json (JSON Lines)
  std::string junit;
  double timeoutSeconds = 0;
  double witnessSeconds = 10;
  bool showLifted = false;  // --show-lifted: print each lifted PTX litmus test
  bool explain = false;     // --explain: the lifted test's explanation under the target model, when unsound
  bool quiet = false;
  ElaborateOptions reading;
  unsigned jobs = 0;
  std::optional<std::string> shard;
};
int runCompileCheck(const CompileCheckOptions& o);

}  // namespace clmm
