// The options of clmm harness, compare and run (the commands are in HarnessCommand.cpp,
// CompareCommand.cpp and RunCommand.cpp).
#include <CLI/CLI.hpp>

#include <memory>

#include "cli/HardwareCommands.h"
#include "cli/Options.h"
#include "litmus/Elaborate.h"

namespace clmm {

namespace {

void addReading(CLI::App* sub, ElaborateOptions& reading) {
  sub->add_flag("--herd-compat", reading.herdCompat, "read tests as herd and Dat3M do, with a warning for each reading");
  sub->add_flag("--strict", reading.strict, "every warning about a test is an error (exit 2)");
  sub->add_option("--unroll", reading.unroll, "loop iterations to unroll")->capture_default_str()
      ->check(countValidator(0, 64, "iterations"));
}

void addParameters(CLI::App* sub, hw::RunParameters& p) {
  sub->add_option("--iterations", p.iterations, "launches per test")->capture_default_str()
      ->check(countValidator(1, 100000000, "launches"));
  sub->add_option("--instances", p.instances, "instances of a test per launch")->capture_default_str()
      ->check(countValidator(1, 1 << 24, "instances"));
  sub->add_option("--group-instances", p.groupInstances, "instances sharing one work-group")->capture_default_str()
      ->check(countValidator(1, 1024, "instances"));
  sub->add_flag("--stress,!--no-stress", p.stress, "stress the run: CUDA, a synchronised start of each launch's test work-items; OpenCL, extra work-groups hammering memory (docs/hardware.md, Stress and tuning)");
  sub->add_option("--seed", p.seed, "seed of the placement, location permutation and stride")->capture_default_str()
      ->check(countValidator(0, uint64_t{1} << 62, "seed"));
  sub->add_option("--spin-limit", p.spinLimit, "iterations of a spin-wait before the instance is given up")
      ->capture_default_str()->check(countValidator(1, 1 << 30, "iterations"));
}

void addModel(CLI::App* sub, CompareOptions& c) {
  sub->add_option("--model,-m", c.model,
                  "the model the observations are held against (default: opencl for an OpenCL test, ptx for a PTX test)");
  sub->add_option("--engine", c.engine, "auto, enumerate or smt")->capture_default_str();
  sub->add_option("--format", c.format, "text or json (JSON Lines)")->check(clmm::choiceValidator({"text", "json"}))
      ->capture_default_str();
  sub->add_option("--junit", c.junit, "also write a JUnit XML report to this file");
  sub->add_option("--timeout", c.timeoutSeconds, "seconds per test for the model (0: none)")->check(secondsValidator());
  sub->add_option("--plot", c.plotDir, "write an SVG histogram per test into DIR, coloured by the model's class");
  sub->add_flag("--quiet,-q", c.quiet, "no warnings");
  sub->add_flag("--explain-allowed", c.explainAllowed,
                "after why each forbidden state observed is forbidden, also show an execution reaching each allowed "
                "state");
  sub->add_flag("--mutation-score", c.mutationScore,
                "end with the share of tests the model does not forbid whose condition the device showed "
                "(run on clmm mutate's output: the mutation score)");
  sub->add_option("--equivalent-on", c.equivalentOn,
                  "with --mutation-score: compile each test with COMPILER (nvcc: the CUDA harness's), lift the PTX "
                  "and leave out the equivalent mutants, those whose compiled condition the ptx model forbids")
      ->check(clmm::choiceValidator({"nvcc"}));
  sub->add_flag("--coverage", c.coverage,
                "per test, which of its sequentially consistent states (the interleavings) the device showed, and "
                "the mean by class (the folder a test lies in)");
}

const char* kBackendHelp = "opencl (OpenCL C kernels built at run time via the ICD loader) or cuda (nvcc)";

}  // namespace

std::function<std::optional<int>()> addHardwareCommands(CLI::App& app) {
  auto harness = std::make_shared<HarnessOptions>();
  auto compare = std::make_shared<CompareOptions>();
  auto run = std::make_shared<RunOptions>();

  auto* h = app.add_subcommand("harness", "write a self-contained harness that runs tests on a real device");
  h->add_option("paths", harness->paths, "files, directories (searched for *.litmus) or globs")->required();
  h->add_option("--backend", harness->backend, kBackendHelp)->check(clmm::choiceValidator({"opencl", "cuda"}))
      ->capture_default_str();
  h->add_option("-o,--output", harness->outDir, "the harness directory (created)")->required();
  h->add_flag("--skip-unsupported", harness->skipUnsupported,
              "leave out the tests the backend cannot express (listed on stderr) instead of failing");
  h->add_flag("--quiet,-q", harness->quiet, "no warnings");
  addParameters(h, harness->params);
  addReading(h, harness->reading);

  auto* c = app.add_subcommand("compare", "hold the final states a device showed against the model's classes");
  c->add_option("paths", compare->paths, "the tests: files, directories or globs")->required();
  c->add_option("--observed", compare->observed, "the harness's JSON report")->required();
  addModel(c, *compare);
  addReading(c, compare->reading);

  auto* r = app.add_subcommand("run", "harness, build, run and compare in one step on this machine");
  r->add_option("paths", run->harness.paths, "files, directories (searched for *.litmus) or globs")->required();
  r->add_option("--backend", run->harness.backend, kBackendHelp)->check(clmm::choiceValidator({"opencl", "cuda"}))
      ->capture_default_str();
  r->add_option("--keep", run->keepDir, "write the harness and its report into DIR and keep them");
  r->add_flag("--skip-unsupported", run->harness.skipUnsupported,
              "leave out the tests the backend cannot express (listed on stderr) instead of failing");
  addParameters(r, run->harness.params);
  addModel(r, run->compare);
  addReading(r, run->harness.reading);

  return [=]() -> std::optional<int> {
    if (h->parsed()) return runHarness(*harness);
    if (c->parsed()) return runCompare(*compare);
    if (r->parsed()) {
      RunOptions o = *run;
      o.harness.quiet = o.compare.quiet;
      o.compare.reading = o.harness.reading;
      o.compare.paths = o.harness.paths;
      return runRun(o);
    }
    return std::nullopt;
  };
}

}  // namespace clmm
