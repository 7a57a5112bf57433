// `clmm compile-check [--compiler nvcc|nvidia-opencl|clang] [--ptx DIR] PATH...`: emits each OpenCL
// test as CUDA or OpenCL C (targets/), takes the PTX the real compiler made of it (compiling
// with nvcc, or the team's --compiler-command, many tests per run; or reading DIR/<key>.ptx),
// lifts it back to a PTX litmus test (lifting/; clang's LLVM IR to an OpenCL one, whose lift
// refusals are unknown) and runs the refinement check
// (lowering/Refinement.h) of the lifted test under the PTX model against the source under the
// source model: the stages are compilecheck/Pipeline.h; this file checks the options and prints.
// Exit codes as clmm validate: 2 bad input, else 3 unknown, else 1 unsound, else 0; a test the
// compiler cannot express is skipped (2 under --fail-on-skip). `--emit DIR` writes the sources and stops.
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <iostream>

#include "check/Expectations.h"
#include "check/Models.h"
#include "cli/Batch.h"
#include "cli/CompileCampaign.h"
#include "cli/CompileCheck.h"
#include "cli/Inputs.h"
#include "cli/Junit.h"
#include "cli/Report.h"
#include "compilecheck/AmdgpuCulprit.h"
#include "compilecheck/Pipeline.h"
#include "explain/Explain.h"
#include "lifting/LlvmResponsibility.h"
#include "litmus/AmdgpuCode.h"
#include "lifting/Responsibility.h"
#include "support/AtomicFile.h"
#include "support/Budget.h"
#include "support/Printable.h"
#include "support/Process.h"
#include "lowering/RefineExplain.h"

namespace clmm {
namespace {

namespace fs = std::filesystem;

bool amdgpuTargetName(const std::string& t) { return compilecheck::amdgpuTarget(t); }

// The options' own checks, before anything is read: an error message (exit 2), or "".
std::string optionError(const CompileCheckOptions& o) {
  if (o.compiler != "nvcc" && o.compiler != "nvidia-opencl" && o.compiler != "clang")
    return "--compiler must be nvcc, nvidia-opencl or clang, not '" + printableName(o.compiler) + "'";
  if (o.compiler == "clang" && o.target != "spir64" && o.target != "spir" && o.target != "amdgcn-amd-amdhsa")
    return "--target '" + printableName(o.target) +
           "' is not a target compile-check lifts: give spir64, spir or amdgcn-amd-amdhsa";
  if (amdgpu::familyOf(o.mcpu).empty())
    return "--mcpu '" + printableName(o.mcpu) + "' is not a processor clmm models: give " + amdgpu::processorList() +
           " (e.g. --mcpu gfx942)";
  if (!o.mattr.empty()) {
    const std::string feature = o.mattr[0] == '+' ? o.mattr.substr(1) : o.mattr;
    if (feature != "tgsplit" && feature != "cumode")
      return "--mattr '" + printableName(o.mattr) + "' is not a mode clmm models: give +tgsplit (gfx90a, " +
             "gfx940-gfx950) or +cumode (GFX10-GFX12), or leave it out for the default mode";
    if (std::string e = amdgpu::featureError(o.mcpu, feature); !e.empty()) return "--mattr: " + e;
    if (!o.machineCode) return "--mattr chooses the mode of the lifted machine code: give --machine-code (or --asm DIR)";
  }
  if (o.machineCode && (o.compiler != "clang" || !amdgpuTargetName(o.target)))
    return "--machine-code lifts clang's AMDGPU assembly: give --compiler clang --target amdgcn-amd-amdhsa (or "
           "--asm DIR, which implies them)";
  if (!compilecheck::validArch(o.arch))
    return "--arch '" + printableName(o.arch) +
           "' is not an architecture nvcc takes: give sm_NN or compute_NN (e.g. --arch sm_90), native, all or "
           "all-major";
  if (!o.ptxDir.empty() && !o.emitDir.empty())
    return "--ptx and --emit exclude each other: --emit writes the sources to compile, --ptx reads what was "
           "compiled from them";
  if (!o.ptxDir.empty() && !fs::is_directory(o.ptxDir))
    return "--ptx " + o.ptxDir + ": no such directory (give the folder of compiled .ptx files)";
  if (!o.compilerCommand.empty() || !o.keepDir.empty()) {
    if (!o.ptxDir.empty() || !o.emitDir.empty())
      return std::string(o.compilerCommand.empty() ? "--keep" : "--compiler-command") +
             " is for a live compilation: --ptx reads PTX compiled elsewhere and --emit compiles nothing";
  }
  if (!o.compilerCommand.empty()) {
    compilecheck::CompilerCommand command;
    if (std::string e = compilecheck::parseCompilerTemplate(o.compilerCommand, command); !e.empty())
      return "--compiler-command: " + e;
    // Found before anything is compiled, as a shell finds it: on PATH, or a path from the current
    // directory (the compiler then runs in a scratch folder, given the absolute path).
    const std::string& program = command.argv.front();
    if (!findProgram(program)) {
      std::error_code ec;
      return "--compiler-command: the compiler '" + printableName(program) + "' was not found: " +
             (program.find('/') == std::string::npos
                  ? "no such program on PATH; give its path, or put its folder on PATH"
                  : "no such executable file (a relative path is resolved from the current directory, " +
                        printableName(fs::current_path(ec).string()) + ")");
    }
    return "";
  }
  if (o.spirv && (o.compiler != "clang" || amdgpuTargetName(o.target)))
    return "--spirv is for --compiler clang with a SPIR target (spir64 or spir)";
  if (o.ptxDir.empty() && o.emitDir.empty() && o.compiler == "clang") {
    if (o.spirv && o.compilerCommand.empty())
      for (const std::string& p : {o.llvmSpirv, o.spirvDis})
        if (!findProgram(p) && !(p.find('/') != std::string::npos && fs::exists(p)))
          return printableName(p) + ": no such program (--spirv needs Debian's llvm-spirv-15 (or -14, matching the "
                 "clang) and spirv-tools; name them with --llvm-spirv and --spirv-dis)";
    if (!findProgram(o.clang) && !(o.clang.find('/') != std::string::npos && fs::exists(o.clang)))
      return "--clang " + printableName(o.clang) +
             ": no such program (install clang, e.g. Debian's clang-14 or clang-15, or name its binary with --clang)";
    return "";
  }
  if (o.ptxDir.empty() && o.emitDir.empty()) {
    if (compilecheck::targetOf(o.compiler) == targets::Target::OpenCL)
      return "--compiler nvidia-opencl needs --ptx DIR or --compiler-command: clmm does not link NVIDIA's OpenCL "
             "driver; write the sources with --emit DIR and compile them with targets/compile.sh on a machine that "
             "has it";
    if (!findProgram("nvcc"))
      return "nvcc is not on PATH: give --ptx DIR (PTX already compiled, e.g. targets/fixtures/nvcc), your compiler "
             "with --compiler-command, or write the sources with --emit DIR";
  }
  return "";
}

// Stages 1 to 3 for every input (compilecheck/Pipeline.h), printing each test's diagnostics
// (and, with --emit, the file written). With --emit only the tests that were not written are
// kept. Nothing when the run must end (reported).
std::optional<std::vector<compilecheck::CompiledTest>> prepareAll(const std::vector<std::string>& files,
                                                                  const NamedModel& sourceModel,
                                                                  compilecheck::Pipeline& pipeline, int& emitted) {
  std::vector<compilecheck::CompiledTest> tests;
  for (auto& c : pipeline.prepareAll(files, sourceModel)) {
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
  std::string verdict;  // for the campaign report: sound, unsound, unknown, skipped, bad
};

// The JUnit case of a test, named as `clmm validate` and `clmm check` name theirs ("FILE [LABEL]",
// the class from its directory), with the files clmm kept or read as properties.
JunitCase junitCase(const CompileCheckOptions& o, const compilecheck::CompiledTest& c) {
  JunitCase j;
  j.name = junitTestName(c.path, o.compiler);
  j.classname = junitClassname(c.path);
  j.file = c.path;
  for (const auto& [name, value] : {std::pair<const char*, std::string>{"source", c.sourcePath},
                                    {"ptx", c.ptxPath},
                                    {"batch_source", c.batchSource},
                                    {"batch_ptx", c.batchPtx}})
    if (!value.empty()) j.properties.emplace_back(name, value);
  return j;
}

// Whether a live compilation's files go with its scratch folder when clmm ends (no --keep, and no
// report beside which they are kept): then no result names them.
bool filesRemoved(const CompileCheckOptions& o) { return o.ptxDir.empty() && o.keepDir.empty(); }

// The compiled file of a result line: its path, or, when it is removed at the end, its name and
// how to keep it.
std::string shownPtx(const CompileCheckOptions& o, const compilecheck::CompiledTest& c) {
  if (!filesRemoved(o)) return printableName(c.ptxPath);
  return printableName(fs::path(c.ptxPath).filename().string()) + ", not kept: --keep DIR keeps it";
}

// The kept or read files of a test, for its JSON line (none when they are removed at the end).
void addFiles(const CompileCheckOptions& o, nlohmann::json& j, const compilecheck::CompiledTest& c) {
  if (filesRemoved(o)) {
    j["kept"] = false;
    return;
  }
  j["ptx"] = c.ptxPath;
  if (!c.sourcePath.empty()) j["source"] = c.sourcePath;
  if (!c.batchSource.empty()) j["batch"] = {{"source", c.batchSource}, {"ptx", c.batchPtx}};
}

Checked notChecked(const CompileCheckOptions& o, const compilecheck::CompiledTest& c) {
  Checked k;
  k.junit = junitCase(o, c);
  if (!c.skipped.empty()) {
    k.verdict = "skipped";
    k.out.unchecked = 0;
    k.out.badInput = o.strict;
    k.junit.status = o.strict ? JunitCase::Status::Error : JunitCase::Status::Skipped;
    k.junit.type = o.strict ? "not-expressible" : "";
    k.junit.message = "cannot be expressed for " + o.compiler + ": " + c.skipped;
    if (o.format == "json")
      k.out.out = jsonLine(
          {{"file", printableName(c.path)}, {"compiler", o.compiler}, {"result", "skipped"}, {"reason", c.skipped}});
    else
      k.out.out =
          "skipped  " + printableName(c.path) + ": cannot be expressed for " + o.compiler + ": " + c.skipped + "\n";
    return k;
  }
  k.verdict = "bad";
  k.out.err = c.error == " " ? "" : c.error;
  k.out.badInput = true;
  k.junit.status = JunitCase::Status::Error;
  k.junit.type = "bad-input";
  k.junit.message = "not checked: the test could not be emitted, compiled or lifted";
  k.junit.text = c.error;
  return k;
}

// The culprit of an unsound test and, with --explain, both models' reasons per extra outcome.
std::string unsoundDetails(const CompileCheckOptions& o, const compilecheck::CompiledTest& c, const NamedModel& sm,
                           const NamedModel& tm, const RefineOptions& ro, const RefineResult& r,
                           const lifting::Responsibility& stage) {
  std::string s = "  responsible: " + stage.reason + "\n";
  for (const auto& culprit : stage.culprits) s += "    " + culprit.summary + "\n";
  s += compilecheck::liftedListing(c.lifted, c.source->file);
  if (!o.explain) return s;
  for (const auto& e : r.extra)
    s += "  explanation of target outcome " +
         (r.observables.empty() ? std::string("(no shared observable)") : stateText(r.observables, e.values)) + ":\n" +
         explainCounterexample(*c.source, &*c.target, sm, tm, r, e, ro.engine, "    ");
  return s;
}

// The headline of an unsound test's JUnit failure, which CI interfaces show first: the culprit
// (its source line, the compiled instruction with its line in the compiled file, what it lost) and
// the extra outcome; or, without a culprit, the outcome and the stage responsible.
std::string unsoundMessage(const std::string& code, const compilecheck::CompiledTest& c, const RefineResult& r,
                           const lifting::Responsibility& stage) {
  std::string outcome;
  if (!r.extra.empty())
    outcome = "the compiled " + code + " allows " +
              (r.observables.empty() ? std::string("an outcome") : stateText(r.observables, r.extra.front().values)) +
              ", which the source forbids";
  else if (r.targetRacy)
    outcome = "the compiled " + code + " has undefined behaviour (a race) the source does not have";
  else if (!r.targetHangs.empty())
    outcome = "the compiled " + code + " may hang where the source always finishes";
  else
    outcome = "the compiled " + code + " allows an outcome the source forbids";
  if (stage.culprits.empty()) return outcome + " (responsible: " + stage.reason + ")";
  const lifting::Culprit& k = stage.culprits.front();
  std::string compiled = "nothing";
  for (const auto& li : c.lifted.instructions)
    if (li.memory && li.thread == k.thread && li.sourceOp.rfind("line " + std::to_string(k.line) + ":", 0) == 0) {
      compiled = "'" + li.ptx + "' (" + lifting::compiledLine(c.lifted, li.ptxLine) + ")";
      break;
    }
  std::string more = stage.culprits.size() > 1 ? " (and " + std::to_string(stage.culprits.size() - 1) + " more)" : "";
  return "P" + std::to_string(k.thread) + " " + lifting::fileLine(c.source->file, k.line) + ": " + k.operation +
         " compiled to " + compiled + ": " + k.kind + more + "; " + outcome;
}

// The refinement's lines name events "(line N...)": the lifted test's lines (--show-lifted), or
// the source's when the source is racy (its race is the source's). Each gets its file's name.
std::string namedLines(std::string text, const RefineResult& r, const std::string& sourceFile) {
  const std::string to = r.sourceRacy ? "(" + lifting::fileLine(sourceFile, 0) : std::string("(lifted test line ");
  const std::string prefix = r.sourceRacy ? to.substr(0, to.size() - 1) : to;  // "(NAME:" or "(lifted test line "
  for (size_t at = 0; (at = text.find("(line ", at)) != std::string::npos; at += prefix.size())
    text.replace(at, 6, prefix);
  return text;
}

// A test whose compiled code cannot be lifted: unknown, with the reason.
Checked notLifted(const CompileCheckOptions& o, const compilecheck::CompiledTest& c) {
  Checked k;
  k.junit = junitCase(o, c);
  k.verdict = "unknown";
  k.out.unknown = true;
  k.junit.status = JunitCase::Status::Error;
  k.junit.type = "unknown";
  k.junit.message = "the compiled code cannot be lifted";
  k.junit.text = c.unliftable;
  if (o.format == "json") {
    nlohmann::json j = {{"file", printableName(c.path)}, {"compiler", o.compiler}, {"result", "unknown"},
                        {"reason", c.unliftable}};
    addFiles(o, j, c);
    k.out.out = jsonLine(j);
  } else {
    k.out.out = "UNKNOWN  " + printableName(c.path) + " (" + shownPtx(o, c) +
                "): the compiled code cannot be lifted:\n  " + c.unliftable;
  }
  return k;
}

Checked checkOne(const CompileCheckOptions& o, const compilecheck::CompiledTest& c, const NamedModel& sm,
                 const NamedModel& tm, const RefineOptions& ro) {
  if (!c.error.empty() || !c.skipped.empty()) return notChecked(o, c);
  if (!c.unliftable.empty()) return notLifted(o, c);
  Checked k;
  JunitCase& jc = k.junit = junitCase(o, c);
  auto t0 = std::chrono::steady_clock::now();
  RefineResult r = compilecheck::refineCompiled(c, sm, tm, ro);
  jc.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  int rc = refineExitCode(r);
  // AMDGPU code that reads a register before the wait for its load was lifted as if the load had
  // completed (lifting/Lift.h, assumed): a timing the hardware allows, so unsound stands; sound
  // does not (the register may hold its old value), and the test is unknown with the reason,
  // unless the source is racy (then any code refines it).
  std::string assumed;
  for (const auto& a : c.lifted.assumed) assumed += "  " + a + "\n";
  if (rc == 0 && !assumed.empty() && !r.sourceRacy) {
    rc = 3;
    r.unknownReason = "the code reads a register before the wait for the load that writes it; lifted as if the load "
                      "had completed, it refines the source, but the hardware may also read the register's old value";
  }
  k.out.passed = rc == 0;
  k.out.failed = rc == 1;
  k.out.unknown = rc == 3;
  k.out.unchecked = r.sourceRacy ? 1 : 0;
  k.verdict = rc == 0 ? "sound" : rc == 1 ? "unsound" : "unknown";
  std::string details;
  if (!assumed.empty() && !r.sourceRacy) {
    details += rc == 3 ? "  unknown: " + r.unknownReason + ":\n" + assumed
                       : "  lifted as if each load had completed before its register is read (a timing the hardware "
                         "allows):\n" + assumed;
  }
  if (rc != 3 || assumed.empty() || r.sourceRacy)
    for (const auto& l : describeRefinement(r)) details += namedLines(l, r, c.source->file) + "\n";
  lifting::Responsibility stage;
  if (rc == 1) {
    stage = o.machineCode ? compilecheck::amdgpuCulprits(c, sm, tm, ro, o.mcpu, o.reading)
          : o.compiler == "clang" ? lifting::responsibleLlvm(*c.source, c.lifted)
                                  : lifting::responsibleStage(*c.source, c.lifted, compilecheck::targetOf(o.compiler),
                                                              !r.targetHangs.empty());
    details += unsoundDetails(o, c, sm, tm, ro, r, stage);
  }
  if (o.showLifted) details += "  lifted test:\n" + c.lifted.text;
  if (rc == 1) {
    jc.status = JunitCase::Status::Failed;
    jc.type = "unsound";
    jc.message = unsoundMessage(o.spirv ? "SPIR-V" : o.machineCode ? "AMDGPU machine code" : o.compiler == "clang" ? "LLVM IR" : "PTX", c, r, stage);
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
    addFiles(o, j, c);
    j["lifted"] = compilecheck::liftedJson(c.lifted);
    if (!c.lifted.assumed.empty()) {
      j["assumed"] = c.lifted.assumed;
      if (rc == 3 && !r.sourceRacy) j["result"] = "unknown", j["reason"] = r.unknownReason;
    }
    if (rc == 1) {
      nlohmann::json culprits = nlohmann::json::array();
      for (const auto& x : stage.culprits)
        culprits.push_back({{"kind", x.kind},
                            {"operation", x.operation},
                            {"line", x.line},
                            {"file", c.source->file},
                            {"compiled", x.compiled},
                            {"reference", x.reference}});
      j["responsible"] = {{"stage", stage.stage}, {"reason", stage.reason}, {"culprits", culprits}};
    }
    k.out.out = jsonLine(j);
    return k;
  }
  std::string status = rc == 0 ? "ok      " : rc == 1 ? "UNSOUND " : "UNKNOWN ";
  k.out.out =
      status + " " + printableName(c.path) + " (" + shownPtx(o, c) + ")" + (r.sourceRacy ? ": racy source" : "") + "\n";
  if (rc != 0 || o.showLifted) k.out.out += details;
  return k;
}

struct Counts {
  int sound = 0, racy = 0, unsound = 0, unknown = 0, bad = 0, skipped = 0, notRun = 0;
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
    JunitCase c = junitCase(o, tests[i]);
    c.status = JunitCase::Status::Skipped;
    c.message = "not run: the run was stopped";
    cases.push_back(c);
  }
  if (writeJunit(o.junit, "clmm compile-check", cases, seconds)) return true;
  std::cerr << "clmm: error: cannot write the JUnit report '" << printableName(o.junit) << "'\n";
  return false;
}

std::string summaryLine(const Counts& n) {
  int total = n.sound + n.unsound + n.unknown + n.bad + n.skipped;
  std::string s = std::to_string(total) + (total == 1 ? " test: " : " tests: ") + std::to_string(n.sound) + " sound";
  if (n.racy) s += " (" + std::to_string(n.racy) + " with a racy source)";
  s += ", " + std::to_string(n.unsound) + " unsound, " + std::to_string(n.unknown) + " unknown";
  if (n.skipped) s += ", " + std::to_string(n.skipped) + " skipped";
  if (n.bad) s += ", " + std::to_string(n.bad) + (n.bad == 1 ? " bad input" : " bad inputs");
  if (n.notRun) s += ", " + std::to_string(n.notRun) + " not run";
  return s;
}

// The campaign report: its table after the tests, its JSON into --campaign FILE. False when the
// file cannot be written.
bool writeCampaign(const CompileCheckOptions& o, const CampaignReport& report) {
  (o.format == "json" ? std::cerr : std::cout) << report.text();
  std::string error = writeFileAtomically(o.campaign, report.json(o.compiler).dump(2) + "\n");
  if (error.empty()) return true;
  std::cerr << "clmm: error: cannot write the campaign report '" << printableName(o.campaign) << "': " << error << "\n";
  return false;
}

// Stage 4 for every prepared test on worker threads, the results printed in input order, the
// JUnit report and the summary. The exit code.
int checkAll(const CompileCheckOptions& o, const std::vector<compilecheck::CompiledTest>& tests,
             const ModelChoice& sources, const NamedModel& tm, bool badInputs,
             std::chrono::steady_clock::time_point start) {
  RefineOptions ro;
  ro.engine.engine = o.engine;
  ro.engine.timeoutSeconds = o.timeoutSeconds;
  ro.witnessSeconds = o.witnessSeconds;
  std::vector<JunitCase> junit(tests.size());
  std::vector<std::string> verdicts(tests.size());
  auto work = [&](size_t i) {
    const NamedModel& sm = sources.of(tests[i].ptxSource)[0];
    Checked k = checkOne(o, tests[i], sm, tm, ro);
    junit[i] = std::move(k.junit);
    verdicts[i] = k.verdict;
    return k.out;
  };
  Counts n;
  std::vector<bool> ran(tests.size(), false);
  BatchOptions bo;
  bo.jobs = o.jobs;
  bo.progress = !o.quiet && isatty(STDERR_FILENO);
  bo.failedWord = "unsound";
  CampaignReport campaign;
  runBatch(tests.size(), bo, work, [&](size_t i, TestOutcome& out) {
    std::cerr << out.err;
    std::cout << out.out;
    n.sound += out.passed;
    n.racy += out.unchecked;
    n.unsound += out.failed;
    n.unknown += out.unknown;
    n.skipped += verdicts[i] == "skipped" ? 1 : 0;
    n.bad += out.badInput && verdicts[i] != "skipped" ? 1 : 0;
    n.notRun += out.notRun ? 1 : 0;
    ran[i] = !out.notRun;
    if (ran[i]) campaign.add(tests[i].path, tests[i].annotations, verdicts[i]);
  });
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  if (!o.junit.empty() && !writeReport(o, tests, junit, ran, seconds)) n.bad += 1;
  if (!o.campaign.empty() && !writeCampaign(o, campaign)) n.bad += 1;
  (o.format == "json" ? std::cerr : std::cout) << summaryLine(n) << "\n";
  if (stopSignal()) return 128 + stopSignal();
  if (badInputs || n.bad || (o.strict && n.skipped)) return 2;
  if (n.unknown) return 3;
  return n.unsound ? 1 : 0;
}

// Creates the folder an option names; false, with a message, when it cannot be made.
bool makeFolder(const char* option, const std::string& dir) {
  if (dir.empty()) return true;
  std::error_code ec;
  fs::create_directories(dir, ec);
  if (!ec) return true;
  std::cerr << "clmm: error: cannot create " << option << " directory " << printableName(dir) << ": " << ec.message()
            << "\n";
  return false;
}

// A live compilation's files are removed with its scratch folder, unless kept: with a report
// (--junit, else --campaign FILE) and no --keep, into the folder beside it named after it
// (reports/cc.xml: reports/cc-files/), so that the report's paths hold where CI keeps it.
std::string keepBesideReport(const CompileCheckOptions& o) {
  if (!o.keepDir.empty() || !o.ptxDir.empty() || !o.emitDir.empty()) return o.keepDir;
  const std::string& report = !o.junit.empty() ? o.junit : o.campaign;
  if (report.empty()) return "";
  fs::path p(report);
  return (p.parent_path() / (p.stem().string() + "-files")).string();
}

}  // namespace

int runCompileCheck(const CompileCheckOptions& options) {
  CompileCheckOptions given = options;
  if (!given.asmDir.empty()) {  // --asm DIR: kept (or hand-edited) AMDGPU assembly, read as --ptx reads PTX
    if (!given.ptxDir.empty()) {
      std::cerr << "clmm: error: --asm and --ptx both name a folder of compiled files: give one\n";
      return 2;
    }
    given.ptxDir = given.asmDir;
    given.machineCode = true;
    given.compiler = "clang";
    given.target = "amdgcn-amd-amdhsa";
  }
  if (std::string error = optionError(given); !error.empty()) {
    std::cerr << "clmm: error: " << error << "\n";
    return 2;
  }
  CompileCheckOptions o = given;
  o.keepDir = keepBesideReport(given);
  // From here the processor carries its mode ("gfx90a:tgsplit"): the lifted test's header, its
  // model (amdgpu::modelOf) and clang's flags (compilecheck::clangCommand) all read it.
  if (!o.mattr.empty()) o.mcpu += ":" + (o.mattr[0] == '+' ? o.mattr.substr(1) : o.mattr);
  if (!removeStaleReports(
          {{"--junit", o.junit}, {"--campaign", o.campaign}},
          commandInputs(o.paths, {{"--source-model", o.sourceModel}, {"--target-model", o.targetModel}})))
    return 2;
  ModelChoice sources;  // --source-model's, or each test's dialect's
  std::vector<NamedModel> target;
  const std::string targetModel = !o.targetModel.empty() ? o.targetModel
                                  : o.machineCode         ? amdgpu::modelOf(o.mcpu)
                                  : o.compiler == "clang" ? "opencl"
                                                          : "ptx";
  if (!loadModelChoice(o.sourceModel, sources, o.timeoutSeconds) || !loadModels({targetModel}, target, o.timeoutSeconds))
    return 2;
  if (!knownEngine(o.engine)) return 2;
  auto inputs = batchInputs(o.paths, o.shard);
  if (!inputs) return 2;
  if (!makeFolder("--emit", o.emitDir) || !makeFolder("--keep", o.keepDir)) return 2;
  if (given.keepDir.empty() && !o.keepDir.empty() && !o.quiet)
    std::cerr << "clmm: note: the compiled files are kept in " << printableName(o.keepDir)
              << ", beside the report (--keep DIR names another folder)\n";
  const auto start = std::chrono::steady_clock::now();
  compilecheck::PipelineOptions po;
  po.compiler = o.compiler;
  po.ptxDir = o.ptxDir;
  po.emitDir = o.emitDir;
  po.keepDir = o.keepDir;
  po.arch = o.arch;
  // AMDGPU assembly is not split per test (its code object metadata is one per file): one run each.
  po.batch = o.machineCode ? 1 : o.batch;
  po.clangTarget = o.target;
  po.spirv = o.spirv;
  po.machineCode = o.machineCode;
  po.mcpu = o.mcpu;
  if (o.compiler == "clang" && !o.spirv)
    po.command = compilecheck::clangCommand(o.clang, o.target, o.optLevel, o.mcpu, o.machineCode);
  if (o.compiler == "clang" && o.spirv && o.compilerCommand.empty()) {
    auto commands = compilecheck::clangSpirvCommands(o.clang, o.target, o.optLevel, o.llvmSpirv, o.spirvDis);
    po.command = commands.front();
    po.chain.assign(commands.begin() + 1, commands.end());
  }
  po.timeoutSeconds = o.timeoutSeconds;
  if (!o.compilerCommand.empty()) compilecheck::parseCompilerTemplate(o.compilerCommand, po.command);
  po.reading = o.reading;
  po.showWarnings = !o.quiet;
  compilecheck::Pipeline pipeline(po);
  int emitted = 0;
  auto tests = prepareAll(inputs->files, sources.named.front(), pipeline, emitted);
  if (!tests) return 2;
  if (o.emitDir.empty()) return checkAll(o, *tests, sources, target.front(), inputs->bad, start);
  int skipped = 0;
  for (const auto& c : *tests) {
    if (!c.skipped.empty()) {
      std::cerr << c.skipped << " (skipped: cannot be expressed for " << o.compiler << ")\n";
      ++skipped;
    } else if (c.error != " ") {
      std::cerr << c.error;
    }
  }
  std::cerr << emitted << (emitted == 1 ? " source" : " sources") << " written to " << printableName(o.emitDir);
  if (skipped) std::cerr << ", " << skipped << " skipped";
  std::cerr << "\n";
  return inputs->bad || emitted + (o.strict ? 0 : skipped) != static_cast<int>(inputs->files.size()) ? 2 : 0;
}

}  // namespace clmm
