// clmm mutate (docs/hardware.md, "Mutation score"): registers the subcommand, writes the
// first-order mutants of each test that mutate/ makes and keeps those whose condition the model
// no longer forbids: the tests a harness must be able to show. Exit codes: 0 written, 2 bad input
// or option, 3 a mutant the model could not decide, 4 not written.
#include <CLI/CLI.hpp>

#include <filesystem>
#include <iostream>
#include <memory>
#include <set>
#include <sstream>

#include "check/Engine.h"
#include "check/Load.h"
#include "check/Models.h"
#include "cli/Commands.h"
#include "cli/Inputs.h"
#include "cli/Options.h"
#include "support/AtomicFile.h"
#include "support/Budget.h"
#include "litmus/Parser.h"
#include "support/Printable.h"
#include "mutate/Mutate.h"
#include "litmus/Elaborate.h"

namespace clmm {

namespace {

struct MutateOptions {
  std::vector<std::string> paths;
  std::string model;  // none: each test's dialect's (opencl, or ptx for a PTX test)
  std::string engine = "auto";
  double timeoutSeconds = 60;
  bool all = false;  // every mutant of every test, whatever the verdicts
  std::string outDir;
};

// A file name clmm makes from a test's name: letters, digits and + . _ - ~ only.
std::string fileStem(const std::string& name) {
  std::string s;
  for (char c : name)
    s += (std::isalnum(static_cast<unsigned char>(c)) || std::string("+._-~").find(c) != std::string::npos) ? c : '_';
  return s.empty() || s[0] == '.' ? "test" + s : s;
}

std::string csvField(const std::string& s) {
  std::string q = "\"";
  for (char c : printableName(s)) q += c == '"' ? std::string("\"\"") : std::string(1, c);
  return q + "\"";
}

// The verdict of one test text under the model, or nothing (with the reason) when undecided.
std::optional<TestResult> classify(const std::string& path, const std::string& text, const NamedModel& m,
                                   const MutateOptions& o, std::string& why) {
  auto source = std::make_shared<SourceFile>(path, text);
  try {
    DiagnosticSink sink(source);
    ast::Test t = parseLitmus(source, sink);
    Program p = elaborateProgram(t, sink, ElaborateOptions{});
    EngineOptions eo;
    eo.engine = o.engine;
    eo.timeoutSeconds = o.timeoutSeconds;
    BudgetScope budget(deadlineAfter(o.timeoutSeconds));
    TestResult r = runEngine(p, m.model, m.name, eo);
    if (!r.decided) {
      why = r.unknownReason;
      return std::nullopt;
    }
    return r;
  } catch (const BadInput& e) {
    why = e.formatted();
    return std::nullopt;
  }
}

int runMutate(const MutateOptions& o) {
  ModelChoice models;  // --model's, or each test's dialect's
  if (!loadModelChoice(o.model, models, o.timeoutSeconds) || !knownEngine(o.engine)) return 2;
  InputList inputs = expandInputs(o.paths);
  for (const auto& e : inputs.errors) std::cerr << "clmm: error: " << e << "\n";
  if (!inputs.errors.empty()) return 2;
  std::error_code ec;
  std::filesystem::create_directories(o.outDir, ec);
  if (!std::filesystem::is_directory(o.outDir)) {
    std::cerr << "clmm: error: cannot create the directory " << printableText(o.outDir) << "\n";
    return 4;
  }
  std::ostringstream index;
  index << "name,file,base,mutation,description,verdict\n";
  int made = 0, undecided = 0, bases = 0;
  // The mutants to write, each under a name of its own: two tests of one name (in two folders),
  // or two names that make the same file name, give "-2", "-3", ... (index.csv names each file).
  std::vector<std::pair<std::string, std::string>> outputs;  // file name, text
  std::set<std::string> taken{"index.csv"};
  std::string usedNames;  // the models the tests were classified under, in order
  for (const auto& path : inputs.files) {
    LoadedTest base = loadTest(path, ElaborateOptions{});
    reportDiagnostics(base, false);
    if (!base.ok()) return 2;
    const NamedModel& m = models.of(base)[0];
    if (usedNames.find(m.name) == std::string::npos) usedNames += (usedNames.empty() ? "" : ", ") + m.name;
    std::string why;
    auto r = classify(path, base.source->text(), m, o, why);
    if (!r) {
      std::cerr << printableName(path) << ": error: the model did not decide the test: " << printableText(why) << "\n";
      return 3;
    }
    if (r->quantifier != Quantifier::Exists && !o.all) {
      std::cerr << printableName(path) << ": note: " << printableName(r->test)
                << " has no 'exists' condition: a mutant's condition is a state a run should show; its mutants "
                << "are left out (--all keeps them)\n";
      continue;
    }
    if (r->verdict != Verdict::Forbidden && !o.all) {
      std::cerr << printableName(path) << ": note: the model does not forbid the condition of " << printableName(r->test)
                << " (" << verdictName(r->verdict) << "): a mutant is weaker than a forbidden test; its mutants are "
                << "left out (--all keeps them)\n";
      continue;
    }
    if (r->verdict == Verdict::Forbidden) ++bases;
    for (const auto& mutant : mutate::mutantsOf(base.source)) {
      ++made;
      std::string file = fileStem(mutant.name) + ".litmus";
      for (int k = 2; !taken.insert(file).second; ++k)
        file = fileStem(mutant.name) + "-" + std::to_string(k) + ".litmus";
      auto mr = classify(file, mutant.text, m, o, why);
      if (!mr) {
        std::cerr << printableName(path) << ": error: mutant " << printableName(mutant.token)
                  << " was not decided: " << printableText(why) << "\n";
        ++undecided;
        continue;
      }
      if (mr->verdict == Verdict::Forbidden && !o.all) continue;
      outputs.emplace_back(file, mutant.text);
      index << csvField(mutant.name) << "," << csvField(file) << "," << csvField(r->test) << ","
            << csvField(mutant.token) << "," << csvField(mutant.description) << "," << verdictName(mr->verdict) << "\n";
    }
  }
  outputs.emplace_back("index.csv", index.str());
  // Nothing is written over a test given as input (mutate DIR -o DIR).
  for (const auto& [file, text] : outputs)
    for (const auto& input : inputs.files)
      if (sameFile((std::filesystem::path(o.outDir) / file).string(), input)) {
        std::cerr << "clmm: error: -o " << printableName(o.outDir) << ": the mutant file " << printableName(file)
                  << " would overwrite the test " << printableName(input)
                  << " given as input; write the mutants into another directory\n";
        return 2;
      }
  for (const auto& [file, text] : outputs)
    if (std::string err = writeFileAtomically((std::filesystem::path(o.outDir) / file).string(), text); !err.empty()) {
      std::cerr << "clmm: error: " << printableText(err) << "\n";
      return 4;
    }
  const size_t written = outputs.size() - 1;
  std::cout << made << " mutant" << (made == 1 ? "" : "s") << " of " << inputs.files.size() << " test"
            << (inputs.files.size() == 1 ? "" : "s") << " (" << bases << " forbidden under " << usedNames
            << "); "
            << written << (o.all ? " written" : " that the model no longer forbids written") << " to "
            << printableText(o.outDir) << " (index.csv)\n";
  return undecided ? 3 : 0;
}

}  // namespace

std::function<std::optional<int>()> addMutateCommand(CLI::App& app) {
  auto o = std::make_shared<MutateOptions>();
  auto* g = app.add_subcommand("mutate", "write the first-order mutants of tests that the model no longer forbids");
  g->add_option("paths", o->paths, "files, directories (searched for *.litmus) or globs")->required();
  g->add_option("-m,--model", o->model,
                "the model that classifies the mutants (default: opencl for an OpenCL test, ptx for a PTX test)");
  g->add_option("--engine", o->engine, "auto, enumerate or smt")->capture_default_str();
  g->add_option("--timeout", o->timeoutSeconds, "seconds per test and mutant")->capture_default_str();
  g->add_flag("--all", o->all, "write every mutant of every test, whatever the model says (index.csv gives its verdict)");
  g->add_option("-o,--output", o->outDir, "the directory of mutants and index.csv (created)")->required();
  return [g, o]() -> std::optional<int> {
    if (!*g) return std::nullopt;
    return runMutate(*o);
  };
}

}  // namespace clmm
