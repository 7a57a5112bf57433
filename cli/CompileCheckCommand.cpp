// `clmm compile-check --compiler nvcc|nvidia-opencl [--ptx DIR] PATH...`: emits each OpenCL
// test as CUDA or OpenCL C (targets/), takes the PTX the real compiler made of it (compiling
// with nvcc when it is on PATH, or reading DIR/<key>.ptx), lifts it back to a PTX litmus test
// (lifting/) and runs the refinement check (lowering/Refinement.h) of the lifted test under the
// PTX model against the source under the source model: the stages are compilecheck/Pipeline.h;
// this file checks the options and prints. Exit codes as clmm validate: 2 bad input,
// else 3 unknown, else 1 unsound, else 0. `--emit DIR` writes the sources to compile and stops.
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <iostream>

#include "check/Models.h"
#include "cli/Batch.h"
#include "cli/CompileCheck.h"
#include "cli/Inputs.h"
#include "cli/Junit.h"
#include "cli/Report.h"
#include "compilecheck/Pipeline.h"
#include "explain/Explain.h"
#include "lifting/Responsibility.h"
#include "litmus/Budget.h"
#include "litmus/Printable.h"
#include "litmus/Process.h"

namespace clmm {
namespace {

namespace fs = std::filesystem;

// The options' own checks, before anything is read: an error message (exit 2), or "".
std::string optionError(const CompileCheckOptions& o) {
  if (o.compiler != "nvcc" && o.compiler != "nvidia-opencl")
    return "--compiler must be nvcc or nvidia-opencl, not '" + o.compiler + "'";
  if (!compilecheck::validArch(o.arch))
    return "--arch '" + printableName(o.arch) +
           "' is not an architecture nvcc takes: give sm_NN or compute_NN (e.g. --arch sm_90), native, all or "
           "all-major";
  if (!o.ptxDir.empty() && !o.emitDir.empty())
    return "--ptx and --emit exclude each other: --emit writes the sources to compile, --ptx reads what was "
           "compiled from them";
  if (!o.ptxDir.empty() && !fs::is_directory(o.ptxDir))
    return "--ptx " + o.ptxDir + ": no such directory (give the folder of compiled .ptx files)";
  if (o.ptxDir.empty() && o.emitDir.empty()) {
    if (compilecheck::targetOf(o.compiler) == targets::Target::OpenCL)
      return "--compiler nvidia-opencl needs --ptx DIR: clmm does not link NVIDIA's OpenCL driver; write the "
             "sources with --emit DIR and compile them with targets/compile.sh on a machine that has it";
    if (!findProgram("nvcc"))
      return "nvcc is not on PATH: give --ptx DIR (PTX already compiled, e.g. targets/fixtures/nvcc) or write the "
             "sources with --emit DIR";
  }
  return "";
}

// Stages 1 to 3 for every input, printing each test's diagnostics (and, with --emit, the file
// written) as it goes. With --emit only the tests that were not written are kept. Nothing when
// the run must end (reported).
std::optional<std::vector<compilecheck::CompiledTest>> prepareAll(const CompileCheckOptions& o,
                                                                  const std::vector<std::string>& files,
                                                                  const NamedModel& sourceModel,
                                                                  compilecheck::Pipeline& pipeline, int& emitted) {
  std::vector<compilecheck::CompiledTest> tests;
  for (const auto& path : files) {
    compilecheck::CompiledTest c = pipeline.prepare(path, sourceModel);
    std::cerr << c.diagnostics;
    if (!c.fatal.empty()) {
      std::cerr << "clmm: error: " << c.fatal << "\n";
      return std::nullopt;
    }
    if (!c.emittedFile.empty()) {
      std::cout << printableName(c.emittedFile) << "\n";
      ++emitted;
      continue;
    }
    tests.push_back(std::move(c));
  }
  return tests;
}

// The JUnit case and the text or JSON line of one test checked (stage 4).
struct Checked {
  TestOutcome out;
  JunitCase junit;
};

Checked badInput(const CompileCheckOptions& o, const compilecheck::CompiledTest& c) {
  Checked k;
  k.junit.name = printableName(c.path) + " [" + o.compiler + "]";
  k.junit.classname = junitClassname(c.path);
  k.junit.file = c.path;
  k.out.err = c.error == " " ? "" : c.error;
  k.out.badInput = true;
  k.junit.status = JunitCase::Status::Error;
  k.junit.type = "bad-input";
  k.junit.message = "not checked: the test could not be emitted, compiled or lifted";
  k.junit.text = c.error;
  return k;
}

Checked checkOne(const CompileCheckOptions& o, const compilecheck::CompiledTest& c, const NamedModel& sm,
                 const NamedModel& tm, const RefineOptions& ro) {
  if (!c.error.empty()) return badInput(o, c);
  Checked k;
  JunitCase& jc = k.junit;
  jc.name = printableName(c.path) + " [" + o.compiler + "]";
  jc.classname = junitClassname(c.path);
  jc.file = c.path;
  auto t0 = std::chrono::steady_clock::now();
  RefineResult r = compilecheck::refineCompiled(c, sm, tm, ro);
  jc.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  int rc = refineExitCode(r);
  k.out.passed = rc == 0;
  k.out.failed = rc == 1;
  k.out.unknown = rc == 3;
  k.out.unchecked = r.sourceRacy ? 1 : 0;
  std::string details;
  for (const auto& l : describeRefinement(r)) details += l + "\n";
  lifting::Responsibility stage;
  if (rc == 1) stage = lifting::responsibleStage(*c.source, c.lifted, compilecheck::targetOf(o.compiler));
  if (rc == 1) details += "  responsible: " + stage.reason + "\n" + compilecheck::liftedListing(c.lifted);
  if (rc == 1 && o.explain) {
    ExplainRequest request;
    request.text = true;
    std::string error;
    details += "  explanation of the compiled test under " + tm.name + ":\n" +
               explainResult(*c.target, tm.model, r.target, ro.engine, request, error);
  }
  if (o.showLifted) details += "  lifted test:\n" + c.lifted.text;
  if (rc == 1) {
    jc.status = JunitCase::Status::Failed;
    jc.type = "unsound";
    jc.message = "the compiled PTX allows an outcome the source forbids";
  } else if (rc == 3) {
    jc.status = JunitCase::Status::Error;
    jc.type = "unknown";
    jc.message = r.unknownReason;
  }
  jc.text = details;
  if (o.format == "json") {
    nlohmann::json j = refinementJson(r);
    j["file"] = printableName(c.path);
    j["compiler"] = o.compiler;
    j["ptx"] = c.ptxPath;
    j["lifted"] = compilecheck::liftedJson(c.lifted);
    if (rc == 1) j["responsible"] = {{"stage", stage.stage}, {"reason", stage.reason}};
    k.out.out = jsonLine(j);
    return k;
  }
  std::string status = rc == 0 ? "ok      " : rc == 1 ? "UNSOUND " : "UNKNOWN ";
  k.out.out = status + " " + printableName(c.path) + " (" + printableName(c.ptxPath) + ")" +
              (r.sourceRacy ? ": racy source" : "") + "\n";
  if (rc != 0 || o.showLifted) k.out.out += details;
  return k;
}

struct Counts {
  int sound = 0, racy = 0, unsound = 0, unknown = 0, bad = 0, notRun = 0;
};

// The JUnit report: a test the stop left unrun is skipped. False when it cannot be written.
bool writeReport(const CompileCheckOptions& o, const std::vector<compilecheck::CompiledTest>& tests,
                 const std::vector<JunitCase>& junit, const std::vector<bool>& ran, double seconds) {
  std::vector<JunitCase> cases;
  for (size_t i = 0; i < tests.size(); ++i) {
    if (ran[i]) {
      cases.push_back(junit[i]);
      continue;
    }
    JunitCase c = junit[i];
    c.name = printableName(tests[i].path) + " [" + o.compiler + "]";
    c.classname = junitClassname(tests[i].path);
    c.status = JunitCase::Status::Skipped;
    c.message = "not run: the run was stopped";
    cases.push_back(c);
  }
  if (writeJunit(o.junit, "clmm compile-check", cases, seconds)) return true;
  std::cerr << "clmm: error: cannot write the JUnit report '" << o.junit << "'\n";
  return false;
}

std::string summaryLine(const Counts& n) {
  int total = n.sound + n.unsound + n.unknown + n.bad;
  std::string s = std::to_string(total) + (total == 1 ? " test: " : " tests: ") + std::to_string(n.sound) + " sound";
  if (n.racy) s += " (" + std::to_string(n.racy) + " with a racy source)";
  s += ", " + std::to_string(n.unsound) + " unsound, " + std::to_string(n.unknown) + " unknown";
  if (n.bad) s += ", " + std::to_string(n.bad) + (n.bad == 1 ? " bad input" : " bad inputs");
  if (n.notRun) s += ", " + std::to_string(n.notRun) + " not run";
  return s;
}

// Stage 4 for every prepared test on worker threads, the results printed in input order, the
// JUnit report and the summary. The exit code.
int checkAll(const CompileCheckOptions& o, const std::vector<compilecheck::CompiledTest>& tests, const NamedModel& sm,
             const NamedModel& tm, bool badInputs, std::chrono::steady_clock::time_point start) {
  RefineOptions ro;
  ro.engine.engine = o.engine;
  ro.engine.timeoutSeconds = o.timeoutSeconds;
  ro.witnessSeconds = o.witnessSeconds;
  std::vector<JunitCase> junit(tests.size());
  auto work = [&](size_t i) {
    Checked k = checkOne(o, tests[i], sm, tm, ro);
    junit[i] = std::move(k.junit);
    return k.out;
  };
  Counts n;
  std::vector<bool> ran(tests.size(), false);
  BatchOptions bo;
  bo.jobs = o.jobs;
  bo.progress = !o.quiet && isatty(STDERR_FILENO);
  bo.failedWord = "unsound";
  runBatch(tests.size(), bo, work, [&](size_t i, TestOutcome& out) {
    std::cerr << out.err;
    std::cout << out.out;
    n.sound += out.passed;
    n.racy += out.unchecked;
    n.unsound += out.failed;
    n.unknown += out.unknown;
    n.bad += out.badInput ? 1 : 0;
    n.notRun += out.notRun ? 1 : 0;
    ran[i] = !out.notRun;
  });
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!o.junit.empty() && !writeReport(o, tests, junit, ran, seconds)) n.bad += 1;
  (o.format == "json" ? std::cerr : std::cout) << summaryLine(n) << "\n";
  if (stopSignal()) return 128 + stopSignal();
  if (badInputs || n.bad) return 2;
  if (n.unknown) return 3;
  return n.unsound ? 1 : 0;
}

}  // namespace

int runCompileCheck(const CompileCheckOptions& o) {
  if (std::string error = optionError(o); !error.empty()) {
    std::cerr << "clmm: error: " << error << "\n";
    return 2;
  }
  if (!removeStaleReports({{"--junit", o.junit}})) return 2;
  std::vector<NamedModel> ms;
  if (!loadModels({o.sourceModel, o.targetModel}, ms, o.timeoutSeconds)) return 2;
  if (!knownEngine(o.engine)) return 2;
  auto inputs = batchInputs(o.paths, o.shard);
  if (!inputs) return 2;
  if (!o.emitDir.empty()) {
    std::error_code ec;
    fs::create_directories(o.emitDir, ec);
    if (ec) {
      std::cerr << "clmm: error: cannot create --emit directory " << o.emitDir << ": " << ec.message() << "\n";
      return 2;
    }
  }
  const auto start = std::chrono::steady_clock::now();
  compilecheck::PipelineOptions po;
  po.compiler = o.compiler;
  po.ptxDir = o.ptxDir;
  po.emitDir = o.emitDir;
  po.arch = o.arch;
  po.lower = o.lower;
  po.showWarnings = !o.quiet;
  compilecheck::Pipeline pipeline(po);
  int emitted = 0;
  auto tests = prepareAll(o, inputs->files, ms.front(), pipeline, emitted);
  if (!tests) return 2;
  if (o.emitDir.empty()) return checkAll(o, *tests, ms.front(), ms.back(), inputs->bad, start);
  for (const auto& c : *tests)
    if (c.error != " ") std::cerr << c.error;
  std::cerr << emitted << (emitted == 1 ? " source" : " sources") << " written to " << o.emitDir << "\n";
  return inputs->bad || emitted != static_cast<int>(inputs->files.size()) ? 2 : 0;
}

}  // namespace clmm
