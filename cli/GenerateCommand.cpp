// clmm generate (docs/generate.md): registers the subcommand, reads its options, and writes the
// suite that generate/ builds, test by test as they are made, under --timeout, --max-memory and
// the stop signals. Exit codes: 0 written, 2 a bad cycle or option, 3 stopped by --timeout or
// --max-memory, 4 not written, 128+N stopped by signal N (what was made is written, with its
// index, in each case).
#include <CLI/CLI.hpp>

#include <csignal>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>

#include "check/Engine.h"
#include "cli/Commands.h"
#include "cli/DistinguishCommand.h"
#include "cli/Options.h"
#include "generate/Suite.h"
#include "support/Budget.h"
#include "support/Printable.h"

namespace clmm {

namespace {

struct GenerateOptions {
  std::string target = "opencl";
  std::vector<std::string> cycles;
  size_t size = 4, threads = 4, sample = 0;
  uint64_t seed = 0;
  double timeoutSeconds = 0;
  std::string outDir;
};

// Why generation stopped early, in the words of the message.
std::string stoppedBecause(const BudgetExceeded& e, double timeoutSeconds) {
  std::ostringstream why;
  if (e.kind() == BudgetKind::Timeout) why << "--timeout of " << timeoutSeconds << " s reached";
  else if (e.kind() == BudgetKind::Memory) why << "over --max-memory " << memoryCapMb() << " MB";
  else why << "interrupted by " << (stopSignal() == SIGTERM ? "SIGTERM" : "SIGINT");
  return why.str();
}

int runGenerate(const GenerateOptions& o, bool seedGiven) {
  if (seedGiven && o.sample == 0) {
    std::cerr << "clmm: error: --seed chooses a random sample: give --sample N too\n";
    return 2;
  }
  if (o.sample > 0 && !o.cycles.empty()) {
    std::cerr << "clmm: error: --sample draws cycles from the vocabulary: leave out --cycle, or --sample\n";
    return 2;
  }
  gen::SuiteOptions s;
  s.target = o.target == "ptx" ? gen::Target::Ptx : gen::Target::Opencl;
  s.cycles = o.cycles;
  s.size = o.size;
  s.threads = o.threads;
  s.sample = o.sample;
  s.seed = o.seed;
  gen::SuiteWriter writer(o.outDir);
  std::string why;
  std::optional<std::string> stopped;
  try {
    BudgetScope budget(deadlineAfter(o.timeoutSeconds));
    bool opened = false;
    gen::generateSuite(s, [&](gen::GenTest&& t) {
      if (!opened && (why = writer.open()).empty()) opened = true;  // once the cycles are known good
      if (why.empty()) why = writer.add(t);
      if (!why.empty()) throw BudgetExceeded(BudgetKind::Canceled);  // a file not written: stop here
    });
    if (!opened && why.empty()) why = writer.open();  // no test at all: the folder and an empty index
  } catch (const gen::SuiteError& e) {
    std::string text = printableText(o.cycles[e.cycle]);
    std::cerr << "--cycle " << e.cycle + 1 << ":1:" << e.column << ": error: " << e.what() << "\n  " << text << "\n  "
              << std::string(static_cast<size_t>(std::max(0, e.column - 1)), ' ') << "^\n";
    return 2;
  } catch (const BudgetExceeded& e) {
    if (why.empty()) stopped = stoppedBecause(e, o.timeoutSeconds);
  }
  if (why.empty()) why = writer.finish();
  if (!why.empty()) {
    std::cerr << "clmm: error: " << printableText(o.outDir) << ": " << why << " (after " << writer.written()
              << " tests were written)\n";
    return 4;
  }
  size_t n = writer.written();
  if (stopped) {
    std::cerr << "clmm: generate stopped (" << *stopped << "): " << n << " test" << (n == 1 ? "" : "s")
              << " written in " << printableText(o.outDir) << ", listed in its index.csv and index.json\n";
    return stopSignal() != 0 ? 128 + stopSignal() : 3;
  }
  std::cout << "generated " << n << " test" << (n == 1 ? "" : "s") << " in " << printableText(o.outDir)
            << " (index.csv, index.json)\n";
  return 0;
}

}  // namespace

std::function<std::optional<int>()> addGenerateCommand(CLI::App& app) {
  auto o = std::make_shared<GenerateOptions>();
  auto d = std::make_shared<DistinguishCommandOptions>();
  auto* g = app.add_subcommand("generate", "write diy-style litmus tests from cycles of relaxations, with scopes");
  g->add_option("--target", o->target, "opencl or ptx")
      ->check(choiceValidator({"opencl", "ptx"}))
      ->capture_default_str();
  g->add_option("--cycle", o->cycles, "a cycle of edges, e.g. 'PodWW rel.dev Rfe acq.dev PodRR Fre' (repeatable)");
  auto* size = g->add_option("--size", o->size, "at most N edges per cycle (the vocabulary's cycles)")
                   ->capture_default_str()
                   ->check(countValidator(2, 8, "edges"));
  auto* threads = g->add_option("--threads", o->threads, "at most N work-items per test")
                      ->capture_default_str()
                      ->check(countValidator(2, 8, "work-items"));
  g->add_option("--sample", o->sample, "draw N tests at random from the vocabulary (with --seed)")
      ->check(countValidator(1, 1000000, "tests"));
  auto* seed =
      g->add_option("--seed", o->seed, "the random sample's seed")->check(countValidator(0, uint64_t{1} << 62, "seed"));
  auto* timeout = g->add_option("--timeout", o->timeoutSeconds,
                                "stop generating after S seconds (0: none); what was made is written, with its index")
                      ->check(secondsValidator());
  g->add_option("-o,--output", o->outDir, "the directory of .litmus files, index.csv and index.json (created)")
      ->required();
  auto names = std::make_shared<std::vector<std::string>>();
  auto* dist = g->add_option("--distinguish", *names,
                             "search tests telling models apart: --distinguish M1 M2 [M3...] (any two of them)")
                   ->expected(2, 8)
                   ->allow_extra_args(false);
  auto* vocabulary = g->add_option("--vocabulary", d->parts,
                                   "--distinguish: the parts searched (accesses, fences, rmw, barriers; default all)")
                         ->delimiter(',')
                         ->allow_extra_args(false);
  auto* maxEvents = g->add_option("--max-events", d->maxEvents, "--distinguish: search tests of up to N events")
                        ->capture_default_str()
                        ->check(countValidator(2, 8, "events"));
  auto* perSize = g->add_option("--per-size", d->perSize, "--distinguish: differing tests kept per size")
                      ->capture_default_str()
                      ->check(countValidator(1, 100, "tests"));
  auto* maxTests = g->add_option("--max-tests", d->maxTests, "--distinguish: at most N tests checked per size")
                       ->capture_default_str()
                       ->check(countValidator(1, 10000000, "tests"));
  auto* engine = g->add_option("--engine", d->engine, "--distinguish: the search's engine (enumerate or smt)")
                     ->check(choiceValidator({"enumerate", "smt"}))
                     ->capture_default_str();
  auto* noExplain = g->add_flag("--no-explain", "--distinguish: print the differences without the explanations");
  return [g, o, d, names, seed, size, threads, dist, maxEvents, perSize, maxTests, engine, noExplain, vocabulary,
          timeout]() -> std::optional<int> {
    if (!*g) return std::nullopt;
    if (dist->count() == 0) {
      for (auto* opt : {maxEvents, perSize, maxTests, engine, noExplain, vocabulary})
        if (opt->count() > 0) {
          std::cerr << "clmm: error: " << opt->get_name() << " belongs to --distinguish M1 M2 [M3...]\n";
          return 2;
        }
      return runGenerate(*o, seed->count() > 0);
    }
    if (!o->cycles.empty() || o->sample > 0 || seed->count() > 0 || size->count() > 0 || threads->count() > 0) {
      std::cerr << "clmm: error: --distinguish searches its own vocabulary up to --max-events: leave out --cycle, "
                   "--sample, --seed, --size and --threads\n";
      return 2;
    }
    d->models = *names;
    d->budgetSeconds = o->timeoutSeconds;  // --timeout: the whole search's
    d->target = o->target;
    d->outDir = o->outDir;
    d->explain = noExplain->count() == 0;
    return runDistinguish(*d);
  };
}

}  // namespace clmm
