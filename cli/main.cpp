// The clmm command line: subcommands parse, events, check, diff, lower, refine, validate,
// models, harness, compare, run.
// Only this layer decides exit codes: 0 success, 1 expectation mismatch, 2 bad input or usage,
// 3 internal error or undecided result, 4 output that could not be written (cli/Output.h).
#include <CLI/CLI.hpp>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <map>
#include <optional>

#include "check/Engine.h"
#include "cli/Batch.h"
#include "cli/Commands.h"
#include "cli/CompileCheck.h"
#include "cli/HardwareCommands.h"
#include "cli/Options.h"
#include "cli/Output.h"
#include "support/AtomicFile.h"
#include "support/Budget.h"
#include "support/DeepStack.h"
#include "support/Process.h"
#include "litmus/Elaborate.h"

// SIGINT and SIGTERM stop the run: no test starts, running tests end at their next budget check
// (support/Budget.h), finished results and the reports are written, and the exit code is 128 +
// the signal. A second signal ends the process at once, and so does the end of a grace period
// (SIGALRM), whatever clmm is waiting for. The handler is installed without SA_RESTART: a system
// call blocked when the signal comes (a write into a full pipe, an open of a FIFO) fails with
// EINTR instead of waiting on.
constexpr unsigned kStopGraceSeconds = 5;
extern "C" void onStopSignal(int signal) {
  if (clmm::stopSignal() != 0) {
    // A report being written is not left half-written, nor a program clmm started running.
    clmm::removeTemporaryReports();
    clmm::killRunningProcesses();
    _exit(128 + signal);
  }
  clmm::requestStop(signal);
  alarm(kStopGraceSeconds);
}
extern "C" void onStopGraceOver(int) {
  // The grace period is over: as on a second signal, no half-written report, no program left running.
  clmm::removeTemporaryReports();
  clmm::killRunningProcesses();
  _exit(128 + (clmm::stopSignal() != 0 ? clmm::stopSignal() : SIGALRM));
}

namespace {

// The options of every subcommand that reads litmus files: how to read them.
void addReadingOptions(CLI::App* sub, clmm::ElaborateOptions& reading) {
  sub->add_flag("--herd-compat", reading.herdCompat,
                "read tests as herd and Dat3M do (docs/language.md: The public suites, unmodified), with a warning for "
                "each reading");
  sub->add_flag("--strict", reading.strict, "every warning about a test is an error (exit 2)");
}

// What the parser fills: the global options and each subcommand's.
struct Options {
  bool verbose = false;
  clmm::ResourceLimits limits;
  uint64_t maxInputMb = clmm::kDefaultMaxInputMb;
  clmm::ParseOptions parseOpts;
  clmm::EventsOptions eventsOpts;
  clmm::CheckOptions checkOpts;
  clmm::DiffOptions diffOpts;
  clmm::LowerCommandOptions lowerOpts;
  clmm::RefineCommandOptions refineOpts;
  clmm::ValidateOptions validateOpts;
  clmm::ModelsOptions modelsOpts;
  clmm::CompileCheckOptions ccOpts;
};

// The subcommands, to tell which one was chosen.
struct Commands {
  CLI::App *parse = nullptr, *events = nullptr, *check = nullptr, *diff = nullptr, *lower = nullptr;
  CLI::App *refine = nullptr, *validate = nullptr, *models = nullptr, *compileCheck = nullptr;
  std::function<std::optional<int>()> hardware;  // harness, compare, run (cli/HardwareOptions.cpp)
  std::function<std::optional<int>()> generate;  // generate (cli/GenerateCommand.cpp)
  std::function<std::optional<int>()> mutate;    // mutate (cli/MutateCommand.cpp)
  std::function<std::optional<int>()> serve;     // serve (cli/ServeCommand.cpp)
};

void installSignalHandlers() {
  // Writing into a pipe whose reader has gone (a Graphviz `dot` that exits early, `clmm ... |
  // head`) must not kill clmm with SIGPIPE: the write fails instead, and dot's exit status is
  // reported as an error (tests/explain/DotTest.cpp, Svg.DotThatFailsIsAnError).
  std::signal(SIGPIPE, SIG_IGN);
  struct sigaction stop {};
  stop.sa_handler = onStopSignal;
  sigemptyset(&stop.sa_mask);
  stop.sa_flags = 0;  // no SA_RESTART (see onStopSignal)
  sigaction(SIGINT, &stop, nullptr);
  sigaction(SIGTERM, &stop, nullptr);
  struct sigaction grace {};
  grace.sa_handler = onStopGraceOver;
  sigemptyset(&grace.sa_mask);
  sigaction(SIGALRM, &grace, nullptr);
}

void installLogger() {
  auto logger = spdlog::stderr_color_mt("clmm");
  spdlog::set_default_logger(logger);
  spdlog::set_pattern("clmm: %l: %v");
  spdlog::set_level(spdlog::level::warn);
}

// herd's single-dash long options would be split by the option parser (`-model opencl` reads
// as `-m odel`): name clmm's spelling instead (exit 2); 0 when there is none.
int refuseHerdOptions(int argc, char** argv) {
  // (clmm harness takes -o DIR: its output directory.)
  bool harnessCommand = false;
  for (int i = 1; i < argc && !harnessCommand; ++i) {
    std::string a = argv[i];
    if (a == "harness" || a == "generate" || a == "mutate") harnessCommand = true;  // -o DIR
    if (a == "parse" || a == "events" || a == "check" || a == "diff" || a == "lower" || a == "refine" ||
        a == "validate" || a == "compare" || a == "run")
      break;
  }
  for (int i = 1; i < argc; ++i) {
    if (harnessCommand && std::string(argv[i]) == "-o") continue;
    static const std::map<std::string, std::string> herd = {
        {"-model", "--model NAME (or -m NAME)"}, {"-skipcheck", "--skip CHECK[,CHECK...]"},
        {"-show", "--explain, --dot DIR or --svg DIR"}, {"-o", "--dot DIR or --svg DIR"},
        {"-through", "--skip CHECK[,CHECK...]"}};
    auto it = herd.find(argv[i]);
    if (it == herd.end()) continue;
    std::cerr << "clmm: error: '" << argv[i] << "' is herd's option; clmm spells it " << it->second
              << " (see clmm check --help)\n";
    return 2;
  }
  return 0;
}

void addGlobalOptions(CLI::App& app, Options& o) {
  app.add_flag("-v,--verbose", o.verbose, "log each phase to stderr");
  app.add_option("--max-events", o.limits.maxEvents,
                 "a test with more events (after loop unrolling) is unknown (0: no limit)")
      ->capture_default_str()
      ->check(clmm::countValidator(0, 1000000, "events"));
  app.add_option("--max-memory", o.limits.maxMemoryMb,
                 "memory cap in MB: a test that needs more is unknown (0: no limit)")
      ->check(clmm::countValidator(0, 16777216, "MB"));
  app.add_option("--max-input-size", o.maxInputMb, "largest input file (test, model, table, mapping) in MB")
      ->capture_default_str()
      ->check(clmm::countValidator(1, 4096, "MB"));
  app.fallthrough();
}

void addParseCommands(CLI::App& app, Options& o, Commands& c) {
  auto& parseOpts = o.parseOpts;
  auto& eventsOpts = o.eventsOpts;
  auto* parse = c.parse = app.add_subcommand("parse", "parse and validate litmus tests; one summary line per test");
  parse->add_option("paths", parseOpts.paths, "files, directories (searched for *.litmus) or globs")->required();
  parse->add_option("--unroll", parseOpts.reading.unroll, "loop iterations to unroll")->capture_default_str()
      ->check(clmm::countValidator(0, 64, "iterations"));

  auto* events = c.events = app.add_subcommand("events", "print the events and relations of one test");
  events->add_option("file", eventsOpts.file, "litmus test")->required();
  events->add_option("--unroll", eventsOpts.reading.unroll, "loop iterations to unroll")->capture_default_str()
      ->check(clmm::countValidator(0, 64, "iterations"));
  addReadingOptions(parse, parseOpts.reading);
  addReadingOptions(events, eventsOpts.reading);
}

void addCheckCommand(CLI::App& app, Options& o, Commands& c) {
  auto& checkOpts = o.checkOpts;
  auto* check = c.check = app.add_subcommand("check", "classify every final state of each test under a model");
  check->add_option("paths", checkOpts.paths, "files, directories (searched for *.litmus) or globs")->required();
  check->add_option("--model,-m", checkOpts.models,
                    "opencl, opencl-scoped, opencl-spec, opencl-lax, opencl-rsp, ptx, amdgpu-gfx90a, amdgpu-gfx942, "
                    "amdgpu-gfx10, amdgpu-gfx11, amdgpu-gfx12, or a model file (repeatable: one result per model; "
                    "default: opencl for an OpenCL test, ptx for a PTX test, the processor's for an AMDGPU test)")
      ->allow_extra_args(false);
  check->add_option("--engine", checkOpts.engine, "auto (explicit under a budget, then Z3), enumerate (explicit) or smt (Z3)")->capture_default_str();
  check->add_option("--format", checkOpts.format,
                    "text, brief (one line per test and model), json (JSON Lines) or herd (herd7's log, for its log readers)")
      ->check(clmm::choiceValidator({"text", "brief", "json", "herd"}))->capture_default_str();
  check->add_option("--timeout", checkOpts.timeoutSeconds, "seconds per test (0: none); a test that hits it is unknown")
      ->check(clmm::secondsValidator());
  check->add_option("--skip", checkOpts.skipChecks,
                    "switch off named checks of the model (repeatable, or a comma list as herd's -skipcheck)")
      ->allow_extra_args(false)->delimiter(',');
  check->add_option("--unroll", checkOpts.reading.unroll, "loop iterations to unroll")->capture_default_str()
      ->check(clmm::countValidator(0, 64, "iterations"));
  check->add_flag("--quiet,-q", checkOpts.quiet, "no warnings");
  check->add_flag("--self-check", checkOpts.selfCheck,
                  "smt: re-check each state's witness execution with the explicit checker");
  check->add_option("--expect", checkOpts.expectTable,
                    "expectation table: CSV rows path,model,verdict[,states], paths relative to the table");
  check->add_option("--expect-name", checkOpts.expectNames,
                    "FILE=NAME: the model file FILE (as given to --model) takes the expectations written for NAME "
                    "(default: the name its title line declares)")
      ->allow_extra_args(false);
  check->add_option("--junit", checkOpts.junit, "also write a JUnit XML report to this file");
  check->add_flag("--require-expectations", checkOpts.requireExpectations,
                  "a result without an expectation (clmm-expect line or --expect row) fails (exit 1)");
  check->add_option("--write-expect", checkOpts.writeExpect,
                    "write the results as an expectation table (CSV, for --expect) to this file");
  check->add_option("-j,--jobs", checkOpts.jobs, "worker threads (default: the number of cores)")
      ->check(clmm::countValidator(0, 4096, "threads"));
  check->add_option("--shard", checkOpts.shard, "check only shard I of N (I/N, 1-based) of the sorted inputs");
  check->add_flag("--explain", checkOpts.explain,
                  "explain each result: the checks forbidding the condition, why racy states race, an execution per state");
  check->add_option("--dot", checkOpts.dotDir, "write a Graphviz picture of each execution explained into DIR");
  check->add_option("--svg", checkOpts.svgDir, "render those pictures as SVG into DIR (needs Graphviz's dot)");
  check->add_option("--state", checkOpts.state,
                    "explain, draw and put in the page only the executions ending in a state satisfying COND, e.g. "
                    "'1:r0=1 /\\ 1:r1=0' (a state no execution reaches: why it is forbidden)");
  check->add_option("--html", checkOpts.htmlFile,
                    "write one self-contained HTML page: source, states, explanation, switchable pictures (needs dot)");
  check->add_option("--title", checkOpts.title, "the --html page's title (default: clmm report)");
  check->add_flag("--show-expect", checkOpts.showExpect,
                  "show the tests' clmm-expect: lines in the --html page's source (hidden: they give the answer away)");
  addReadingOptions(check, checkOpts.reading);
}

void addDiffCommand(CLI::App& app, Options& o, Commands& c) {
  auto& diffOpts = o.diffOpts;
  auto* diff = c.diff = app.add_subcommand("diff", "list the tests whose verdicts or states differ between two models");
  diff->add_option("paths", diffOpts.paths, "files, directories (searched for *.litmus) or globs")->required();
  diff->add_option("--model,-m", diffOpts.models,
                   "the two models: --model A --model B (with --herd-log: one, default each test's dialect's)")
      ->allow_extra_args(false);
  diff->add_option("--herd-log", diffOpts.herdLog,
                   "hold the model's results against a herd7 or litmus7 log: states, Always/Sometimes/Never");
  diff->add_option("--engine", diffOpts.engine, "auto (explicit under a budget, then Z3), enumerate (explicit) or smt (Z3)")->capture_default_str();
  diff->add_option("--format", diffOpts.format,
                   "text, or json: one JSON object per test (its models, verdicts and the states that differ)")
      ->check(clmm::choiceValidator({"text", "json"}))->capture_default_str();
  diff->add_option("--timeout", diffOpts.timeoutSeconds, "seconds per test and model (0: none)")
      ->check(clmm::secondsValidator());
  diff->add_option("--skip", diffOpts.skipChecks,
                   "switch off named checks in both models (repeatable, or a comma list)")
      ->allow_extra_args(false)->delimiter(',');
  diff->add_option("--unroll", diffOpts.reading.unroll, "loop iterations to unroll")->capture_default_str()
      ->check(clmm::countValidator(0, 64, "iterations"));
  diff->add_option("-j,--jobs", diffOpts.jobs, "worker threads (default: the number of cores)")
      ->check(clmm::countValidator(0, 4096, "threads"));
  diff->add_option("--shard", diffOpts.shard, "compare only shard I of N (I/N, 1-based) of the sorted inputs");
  diff->add_flag("--quiet,-q", diffOpts.quiet, "no warnings");
  addReadingOptions(diff, diffOpts.reading);
}

void addLoweringCommands(CLI::App& app, Options& o, Commands& c) {
  auto& lowerOpts = o.lowerOpts;
  auto& refineOpts = o.refineOpts;
  auto* lower = c.lower = app.add_subcommand("lower", "print a test lowered by a compiler mapping file");
  lower->add_option("--mapping", lowerOpts.mapping, "mapping file (docs/lowering.md: Mapping files)")->required();
  lower->add_option("file", lowerOpts.file, "litmus test")->required();

  auto* refine = c.refine = app.add_subcommand("refine", "report the outcomes of TARGET that SOURCE forbids");
  refine->add_option("source", refineOpts.source, "source litmus test")->required();
  refine->add_option("target", refineOpts.target, "target litmus test (e.g. the source, lowered)")->required();
  refine->add_option("--source-model", refineOpts.sourceModel,
                     "model of the source (default: opencl for an OpenCL test, ptx for a PTX test)");
  refine->add_option("--target-model", refineOpts.targetModel,
                     "model of the target, any model file (default: as --source-model's, by the target's dialect)");
  refine->add_option("--engine", refineOpts.engine, "auto (explicit under a budget, then Z3), enumerate (explicit) or smt (Z3)")->capture_default_str();
  refine->add_option("--format", refineOpts.format, "text or json")->check(clmm::choiceValidator({"text", "json"}))
      ->capture_default_str();
  refine->add_option("--timeout", refineOpts.timeoutSeconds, "seconds per program (0: none); unknown when hit")
      ->check(clmm::secondsValidator());
  refine->add_option("--unroll", refineOpts.reading.unroll, "loop iterations to unroll")->capture_default_str()
      ->check(clmm::countValidator(0, 64, "iterations"));
  refine->add_option("--witness-timeout", refineOpts.witnessSeconds,
                     "seconds to look for a witness execution of each extra outcome (explicit engine)")
      ->capture_default_str()->check(clmm::secondsValidator());
  refine->add_flag("--quiet,-q", refineOpts.quiet, "no warnings");
  refine->add_flag("--explain", refineOpts.explain,
                   "explain each counterexample: why the source model forbids it, how the target model reaches it");
  addReadingOptions(lower, lowerOpts.reading);
  addReadingOptions(refine, refineOpts.reading);
}

void addValidateCommand(CLI::App& app, Options& o, Commands& c) {
  auto& validateOpts = o.validateOpts;
  auto* validate = c.validate =
      app.add_subcommand("validate", "lower every test with a mapping and check each lowering refines its source");
  validate->add_option("paths", validateOpts.paths, "files, directories (searched for *.litmus) or globs")->required();
  validate->add_option("--mapping", validateOpts.mapping, "mapping file (docs/lowering.md: Mapping files)")->required();
  validate->add_option("--source-model", validateOpts.sourceModel, "model of the tests")->capture_default_str();
  validate->add_option("--target-model", validateOpts.targetModel,
                       "model of the lowered tests (any model file; default: opencl, or an AMDGPU mapping's processor's)");
  validate->add_flag("--weakenings", validateOpts.weakenings,
                     "check that every single weakening of the mapping's rules is caught by some test");
  validate->add_option("--engine", validateOpts.engine, "auto (explicit under a budget, then Z3), enumerate (explicit) or smt (Z3)")->capture_default_str();
  validate->add_option("--format", validateOpts.format, "text, brief (one line per test) or json (JSON Lines)")
      ->check(clmm::choiceValidator({"text", "brief", "json"}))->capture_default_str();
  validate->add_option("--junit", validateOpts.junit, "also write a JUnit XML report to this file");
  validate->add_flag("--explain", validateOpts.explain,
                     "explain each counterexample: why the source model forbids it, how the target model reaches it");
  validate->add_option("--timeout", validateOpts.timeoutSeconds, "seconds per program (0: none); unknown when hit")
      ->check(clmm::secondsValidator());
  validate->add_option("--unroll", validateOpts.reading.unroll, "loop iterations to unroll")->capture_default_str()
      ->check(clmm::countValidator(0, 64, "iterations"));
  validate->add_option("-j,--jobs", validateOpts.jobs, "worker threads (default: the number of cores)")
      ->check(clmm::countValidator(0, 4096, "threads"));
  validate->add_option("--shard", validateOpts.shard, "validate only shard I of N (I/N, 1-based) of the sorted inputs");
  validate->add_option("--witness-timeout", validateOpts.witnessSeconds,
                       "seconds to look for a witness execution of each extra outcome (explicit engine)")
      ->capture_default_str()->check(clmm::secondsValidator());
  validate->add_flag("--quiet,-q", validateOpts.quiet, "no warnings");
  addReadingOptions(validate, validateOpts.reading);
}

void addModelsCommand(CLI::App& app, Options& o, Commands& c) {
  auto& modelsOpts = o.modelsOpts;
  auto* models = c.models =
      app.add_subcommand("models", "list the built-in models with their checks; `models show NAME` prints one");
  models->add_flag("--names", modelsOpts.namesOnly, "print the names alone");
  auto* modelsShow = models->add_subcommand("show", "print a built-in model file");
  modelsShow->add_option("name", modelsOpts.show, "built-in model (or included file) name")->required();
}

void addCompileCheckCommand(CLI::App& app, Options& o, Commands& c) {
  auto& ccOpts = o.ccOpts;
  auto* compileCheck = c.compileCheck = app.add_subcommand(
      "compile-check", "compile each test with a real GPU compiler, lift the PTX or LLVM IR back and check it refines the source");
  compileCheck->add_option("paths", ccOpts.paths, "files, directories (searched for *.litmus) or globs")->required();
  compileCheck->add_option("--compiler", ccOpts.compiler,
                           "nvcc (CUDA sources), nvidia-opencl (OpenCL C sources, PTX) or clang (OpenCL C, LLVM IR)")
      ->capture_default_str();
  compileCheck->add_option("--clang", ccOpts.clang, "the clang binary of --compiler clang (a name on PATH or a path)")
      ->capture_default_str();
  compileCheck->add_option("--target", ccOpts.target, "clang's target: spir64, spir or amdgcn-amd-amdhsa")
      ->capture_default_str();
  compileCheck->add_flag("--spirv", ccOpts.spirv,
                         "--compiler clang: to SPIR-V (llvm-spirv, spirv-dis) and lift that instead of LLVM IR");
  compileCheck->add_option("--llvm-spirv", ccOpts.llvmSpirv, "the SPIR-V translator of --spirv (its LLVM's clang)")
      ->capture_default_str();
  compileCheck->add_option("--spirv-dis", ccOpts.spirvDis, "the disassembler of --spirv")->capture_default_str();
  compileCheck->add_option("-O,--opt-level", ccOpts.optLevel, "clang's optimisation level: 0, 1, 2, 3, s or z")
      ->check(clmm::choiceValidator({"0", "1", "2", "3", "s", "z"}))->capture_default_str();
  compileCheck->add_option("--compiler-command", ccOpts.compilerCommand,
                           "run this compiler instead of nvcc: a template split by clmm, no shell ({src} {out} {arch}); "
                           "it receives the sources of --compiler's language");
  compileCheck->add_option("--keep", ccOpts.keepDir, "keep the emitted sources and the compiler's PTX in DIR");
  compileCheck->add_option("--batch", ccOpts.batch, "tests per compiler run (one translation unit)")
      ->capture_default_str()->check(clmm::countValidator(1, 100000, "tests"));
  compileCheck->add_flag("--fail-on-skip", ccOpts.strict, "a test the compiler cannot express is an error (exit 2), not skipped");
  compileCheck->add_option("--campaign", ccOpts.campaign,
                           "print the verdicts per annotation (order, scope, region, fence) and write them as JSON to FILE");
  compileCheck->add_option("--ptx", ccOpts.ptxDir, "read the compiled PTX (LLVM IR .ll for --compiler clang) from DIR (e.g. targets/fixtures/nvcc)");
  compileCheck->add_flag("--machine-code", ccOpts.machineCode,
                         "clang for amdgcn: lift its AMDGPU assembly (-S) into the AMDGPU dialect and check it under "
                         "the processor's AMDGPU model (docs/compile-check.md)");
  compileCheck->add_option("--mcpu", ccOpts.mcpu, "clang's -mcpu for amdgcn (gfx90a, gfx942, gfx1100, gfx1200, ...)")
      ->capture_default_str();
  compileCheck->add_option("--mattr", ccOpts.mattr,
                           "the mode of --machine-code: +tgsplit (gfx90a, gfx940-gfx950: clang's -mtgsplit) or +cumode "
                           "(GFX10-GFX12: -mcumode); the lifted test and its model are that mode's");
  compileCheck->add_option("--asm", ccOpts.asmDir,
                           "read AMDGPU assembly (.s, e.g. kept with --keep and edited by hand) from DIR: "
                           "--machine-code --compiler clang --target amdgcn-amd-amdhsa --ptx DIR");
  compileCheck->add_option("--emit", ccOpts.emitDir, "write the sources to compile into DIR and stop");
  compileCheck->add_option("--arch", ccOpts.arch, "nvcc's -arch when clmm runs nvcc")->capture_default_str();
  compileCheck->add_option("--source-model", ccOpts.sourceModel,
                           "model of the tests (default: opencl for an OpenCL test, ptx for a PTX test)");
  compileCheck->add_option("--target-model", ccOpts.targetModel,
                           "model of the lifted tests (default: ptx; opencl for --compiler clang)");
  compileCheck->add_option("--engine", ccOpts.engine, "auto (explicit under a budget, then Z3), enumerate (explicit) or smt (Z3)")->capture_default_str();
  compileCheck->add_option("--format", ccOpts.format, "text or json (JSON Lines)")
      ->check(clmm::choiceValidator({"text", "json"}))->capture_default_str();
  compileCheck->add_option("--junit", ccOpts.junit, "also write a JUnit XML report to this file");
  compileCheck
      ->add_option("--timeout", ccOpts.timeoutSeconds,
                   "seconds per program (0: none); unknown when hit; also each compiler run, per test it compiles")
      ->check(clmm::secondsValidator());
  compileCheck->add_option("--witness-timeout", ccOpts.witnessSeconds,
                           "seconds to look for a witness execution of each extra outcome (explicit engine)")
      ->capture_default_str()->check(clmm::secondsValidator());
  compileCheck->add_option("--unroll", ccOpts.reading.unroll, "loop iterations to unroll")->capture_default_str()
      ->check(clmm::countValidator(0, 64, "iterations"));
  compileCheck->add_option("-j,--jobs", ccOpts.jobs, "worker threads (default: the number of cores)")
      ->check(clmm::countValidator(0, 4096, "threads"));
  compileCheck->add_option("--shard", ccOpts.shard, "check only shard I of N (I/N, 1-based) of the sorted inputs");
  compileCheck->add_flag("--show-lifted", ccOpts.showLifted, "print each lifted PTX litmus test");
  compileCheck->add_flag("--explain", ccOpts.explain, "explain each unsound compiled test under the target model");
  compileCheck->add_flag("--quiet,-q", ccOpts.quiet, "no warnings");
  addReadingOptions(compileCheck, ccOpts.reading);
}

// Runs the chosen subcommand; an exception escaping it is an internal error (exit 3).
int dispatch(const Options& o, const Commands& c) {
  int rc = 2;
  try {
    if (*c.parse)
      rc = clmm::runParse(o.parseOpts);
    else if (*c.events)
      rc = clmm::runEvents(o.eventsOpts);
    else if (*c.check)
      rc = clmm::runCheck(o.checkOpts);
    else if (*c.diff)
      rc = clmm::runDiff(o.diffOpts);
    else if (*c.lower)
      rc = clmm::runLower(o.lowerOpts);
    else if (*c.refine)
      rc = clmm::runRefine(o.refineOpts);
    else if (*c.validate)
      rc = clmm::runValidate(o.validateOpts);
    else if (*c.models)
      rc = clmm::runModels(o.modelsOpts);
    else if (auto hw = c.hardware())
      rc = *hw;
    else if (auto gen = c.generate())
      rc = *gen;
    else if (auto mut = c.mutate())
      rc = *mut;
    else if (auto srv = c.serve())
      rc = *srv;
    else if (*c.compileCheck)
      rc = clmm::runCompileCheck(o.ccOpts);
  } catch (const std::exception& e) {
    std::cerr << "clmm: internal error: " << e.what() << "\n";
    rc = 3;
  }
  return rc;
}

}  // namespace

int main(int argc, char** argv) {
  installSignalHandlers();
  installLogger();
  if (int rc = refuseHerdOptions(argc, argv)) return rc;

  CLI::App app{"clmm: an axiomatic checker for the OpenCL 2.x scoped memory model"};
  app.require_subcommand(1);
  app.set_version_flag("--version", "clmm 0.1.0");
  Options o;
  Commands c;
  addGlobalOptions(app, o);
  addParseCommands(app, o, c);
  addCheckCommand(app, o, c);
  addDiffCommand(app, o, c);
  addLoweringCommands(app, o, c);
  addValidateCommand(app, o, c);
  addModelsCommand(app, o, c);
  c.hardware = clmm::addHardwareCommands(app);
  c.generate = clmm::addGenerateCommand(app);
  c.mutate = clmm::addMutateCommand(app);
  c.serve = clmm::addServeCommand(app);
  addCompileCheckCommand(app, o, c);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int rc = app.exit(e);
    return clmm::finishOutput(rc == 0 ? 0 : 2);
  }
  if (o.verbose) spdlog::set_level(spdlog::level::info);
  clmm::setResourceLimits(o.limits);
  clmm::setMaxInputBytes(o.maxInputMb * 1024 * 1024);

  // (On a deep stack: the depth limits of the parsers and evaluators hold in any build.)
  int rc = clmm::runOnDeepStack([&] { return dispatch(o, c); });
  if (clmm::stopSignal() != 0) rc = 128 + clmm::stopSignal();
  rc = clmm::finishOutput(rc);
  if (clmm::stopSignal() != 0) rc = 128 + clmm::stopSignal();  // a write the signal interrupted is no output error
  // A worker stuck in Z3 after a stop, or a Z3 query given up past its deadline: do not wait for it.
  if (clmm::batchAbandonedWorkers() || clmm::abandonedThreads()) {
    std::cout.flush();
    std::cerr.flush();
    std::_Exit(rc);
  }
  return rc;
}
