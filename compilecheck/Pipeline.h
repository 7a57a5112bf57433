// The compile-check pipeline (clmm compile-check; docs/lowering.md "Checking a real compiler's
// output"), one stage per function: (1) emit an OpenCL litmus test as CUDA or OpenCL C
// (targets/), (2) obtain the PTX a real compiler made of it (nvcc run here, or a folder of PTX
// compiled elsewhere; or clang's LLVM IR), (3) lift that PTX back into a PTX litmus test
// (lifting/; LLVM IR into an OpenCL one, lifting/LlvmLift.h), (4) check that
// the lifted test refines the source (lowering/Refinement.h). A live compilation puts many tests
// into one translation unit (Batch.h) and runs the compiler once per batch (Compiler.h).
// cli/CompileCheckCommand.cpp parses the options and prints; nothing here ends the process.
#pragma once

#include <nlohmann/json.hpp>
#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "check/Load.h"
#include "check/Models.h"
#include "compilecheck/Compiler.h"
#include "lifting/Lift.h"
#include "lifting/LlvmIr.h"
#include "events/Program.h"
#include "lowering/Refinement.h"
#include "targets/Emit.h"
#include "litmus/Elaborate.h"

namespace clmm::compilecheck {

struct PipelineOptions {
  std::string compiler = "nvcc";  // nvcc (CUDA), nvidia-opencl (OpenCL C to PTX) or clang (OpenCL C to LLVM IR)
  std::string clangTarget = "spir64";  // clang's --target (an AMDGPU one gets the atomics header)
  std::string ptxDir;             // stage 2 reads DIR/<key>.ptx instead of running nvcc
  std::string emitDir;            // stage 1 writes DIR/<key>.cu|.cl and the pipeline stops there
  std::string keepDir;            // a live compilation's files are kept in DIR (else a scratch folder)
  std::string arch = "sm_90";     // nvcc -arch, {arch} of a command
  CompilerCommand command = nvccCommand();
  bool spirv = false;                 // clang: through SPIR-V (its .spvasm lifted)
  bool machineCode = false;           // clang for amdgcn: its machine code (.s) lifted into the AMDGPU dialect
  std::string mcpu = "gfx90a";        // clang's -mcpu for amdgcn: the processor of the lifted test
  std::vector<CompilerCommand> chain;  // run after `command`, each on the previous one's output
  size_t batch = 100;  // tests per compiler run (1: one run per test)
  double timeoutSeconds = 0;  // --timeout: a compiler run ends after this per test it compiles (0: none)
  ElaborateOptions reading;
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

// The annotations of a program's operations, for a campaign's report: "load acq dev global",
// "fence sc dev global", "barrier wg global|local", "store na global".
std::set<std::string> operationAnnotations(const Program& p);

// One test after stages 1 to 3.
struct CompiledTest {
  std::string path;
  std::string key;
  std::string ptxPath;
  std::string diagnostics;  // the test's warnings and located errors when loading, to print first
  std::string emittedFile;  // --emit: the source written
  std::string sourcePath;   // a live compilation: the test's emitted source alone
  std::string batchSource;  // ... and the translation unit that held it, and its PTX (Batch.h)
  std::string batchPtx;
  std::set<std::string> annotations;  // operationAnnotations of the source, once loaded
  bool ptxSource = false;             // written in the PTX dialect (its default source model is ptx)
  std::string skipped;                // why the test cannot be expressed for this compiler (a located message)
  std::string fatal;                  // an error that ends the run (exit 2): "cannot write FILE", ...
  std::optional<Program> source;
  std::optional<Program> target;
  lifting::LiftedTest lifted;
  std::string error;  // bad input, formatted; " " when it is in `diagnostics` already
  std::string unliftable;  // why the compiled code cannot be lifted (the test is unknown), formatted
};

class Pipeline {
 public:
  explicit Pipeline(PipelineOptions options);
  ~Pipeline();  // removes the scratch folder of nvcc's files
  Pipeline(const Pipeline&) = delete;
  Pipeline& operator=(const Pipeline&) = delete;

  // Stages 1 to 3 for the tests at `paths`, in their order: load each (a test with an operation
  // that `sourceModel` has no rule for is bad input), emit it (a test the target cannot express
  // is skipped), compile them batch by batch or find their PTX, lift the PTX. Serially: the
  // parser is not thread-safe. A fatal error ends the list at the test that met it.
  std::vector<CompiledTest> prepareAll(const std::vector<std::string>& paths, const NamedModel& sourceModel);

 private:
  struct Pending;
  void load(const std::string& path, const NamedModel& sourceModel, Pending& p);  // stage 1
  bool findPtx(CompiledTest& c);                                                  // stage 2 from --ptx
  void compileBatch(std::vector<Pending*>& batch);                                // stage 2, live
  bool compileAlone(Pending& p);
  void lift(Pending& p, const std::string& prefix = "clmm_");  // stage 3
  // The scratch folder the compiler runs in (a name clmm makes: nvcc writes its folder's path
  // into the PTX unescaped); "" when it cannot be made.
  std::string workDir();
  // With --keep DIR: copies a file of the scratch folder there; the path to name (kept or not).
  std::string keep(const std::string& file, CompiledTest& c);
  std::string compilerName() const;
  bool clang() const { return options_.compiler == "clang"; }
  std::string outExt() const {
    return clang() ? (options_.spirv ? ".spvasm" : options_.machineCode ? ".s" : ".ll") : ".ptx";
  }
  // The compiler (and its chain) from `src` to `out`, files of `dir`: the reason it failed, or nothing.
  // Runs the compiler (and --spirv's chain of steps), each ended after timeoutSeconds (0: none).
  std::optional<std::string> compile(const std::string& dir, const std::string& src, const std::string& out,
                                     double timeoutSeconds);
  void liftPtx(Pending& p);
  void liftLlvm(Pending& p, const std::string& prefix);
  void liftAsm(Pending& p);
  // Runs `run` (a lifter) into p.c.lifted, naming the compiled file: false when it throws (bad
  // input or a malformed file the reader did not foresee), with the reason in p.c.unliftable.
  bool lift(Pending& p, const std::function<lifting::LiftedTest()>& run);
  void parseLifted(Pending& p);

  size_t batches_ = 0;
  std::shared_ptr<lifting::llvm::IrModule> batchModule_;  // a SPIR-V batch's module, read once

  PipelineOptions options_;
  targets::Target target_;
  std::string scratch_;
  int scratchSlot_ = -1;  // support/AtomicFile.h, registerScratchDirectory
};

// Stage 4: the outcomes of the lifted test under `targetModel` that the source forbids under
// `sourceModel` (lowering/Refinement.h).
RefineResult refineCompiled(const CompiledTest& c, const NamedModel& sourceModel, const NamedModel& targetModel,
                            const RefineOptions& options);

// The lifted code, one memory instruction a line with its line in the compiled file and the
// source operation it came from with its line in `sourceFile` ("KEY.ptx:72 '...' <- test.litmus:20:
// ..."); and the same as JSON.
std::string liftedListing(const lifting::LiftedTest& l, const std::string& sourceFile);
nlohmann::json liftedJson(const lifting::LiftedTest& l);

}  // namespace clmm::compilecheck
