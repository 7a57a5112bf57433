// The compile-check pipeline (clmm compile-check; docs/lowering.md "Checking a real compiler's
// output"), one stage per function: (1) emit an OpenCL litmus test as CUDA or OpenCL C
// (targets/), (2) obtain the PTX a real compiler made of it (nvcc run here, or a folder of PTX
// compiled elsewhere), (3) lift that PTX back into a PTX litmus test (lifting/), (4) check that
// the lifted test refines the source (lowering/Refinement.h). cli/CompileCheckCommand.cpp parses
// the options and prints; nothing here ends the process.
#pragma once

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "check/Load.h"
#include "check/Models.h"
#include "lifting/Lift.h"
#include "litmus/Program.h"
#include "lowering/Refinement.h"
#include "targets/Emit.h"

namespace clmm::compilecheck {

struct PipelineOptions {
  std::string compiler = "nvcc";  // nvcc (CUDA) or nvidia-opencl (OpenCL C)
  std::string ptxDir;             // stage 2 reads DIR/<key>.ptx instead of running nvcc
  std::string emitDir;            // stage 1 writes DIR/<key>.cu|.cl and the pipeline stops there
  std::string arch = "sm_90";     // nvcc -arch
  LowerOptions lower;
  bool showWarnings = true;
};

// The target language of a compiler name ("nvcc": CUDA, else OpenCL C).
targets::Target targetOf(const std::string& compiler);

// Whether `arch` is a value nvcc's -arch takes: sm_NN, compute_NN (with an optional a or f
// suffix), native, all or all-major. Anything else is refused before it reaches a command.
bool validArch(const std::string& arch);

// The name under which a test's emitted source and its compiled PTX are kept: the file's stem and
// a hash of the emitted text, so that PTX compiled from another emission is never taken for it.
std::string sourceKey(const std::string& path, const std::string& text);

// One test after stages 1 to 3.
struct CompiledTest {
  std::string path;
  std::string key;
  std::string ptxPath;
  std::string diagnostics;  // the test's warnings and located errors when loading, to print first
  std::string emittedFile;  // --emit: the source written
  std::string fatal;        // an error that ends the run (exit 2): "cannot write FILE", ...
  std::optional<Program> source;
  std::optional<Program> target;
  lifting::LiftedTest lifted;
  std::string error;  // bad input, formatted; " " when it is in `diagnostics` already
};

class Pipeline {
 public:
  explicit Pipeline(PipelineOptions options);
  ~Pipeline();  // removes the scratch folder of nvcc's files
  Pipeline(const Pipeline&) = delete;
  Pipeline& operator=(const Pipeline&) = delete;

  // Stages 1 to 3 for the test at `path`: load it (a test with an operation that `sourceModel`
  // has no rule for is bad input), emit it, compile it or find its PTX, lift the PTX. Serially:
  // the parser is not thread-safe.
  CompiledTest prepare(const std::string& path, const NamedModel& sourceModel);

 private:
  targets::EmittedSource emit(const LoadedTest& t, CompiledTest& c);             // stage 1
  bool obtainPtx(const targets::EmittedSource& src, CompiledTest& c);            // stage 2
  void lift(LoadedTest& t, const targets::EmittedSource& src, CompiledTest& c);  // stage 3
  std::string scratchDir();                                                      // "" when it cannot be made

  PipelineOptions options_;
  targets::Target target_;
  std::string scratch_;
};

// Stage 4: the outcomes of the lifted test under `targetModel` that the source forbids under
// `sourceModel` (lowering/Refinement.h).
RefineResult refineCompiled(const CompiledTest& c, const NamedModel& sourceModel, const NamedModel& targetModel,
                            const RefineOptions& options);

// The lifted code, one memory instruction a line with the PTX line and the source operation it
// came from ("PTX instruction <- source operation"); and the same as JSON.
std::string liftedListing(const lifting::LiftedTest& l);
nlohmann::json liftedJson(const lifting::LiftedTest& l);

}  // namespace clmm::compilecheck
