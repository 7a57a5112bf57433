// The subcommands of the clmm command line, each a function returning the exit code.
#pragma once

#include <functional>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "events/Program.h"
#include "litmus/Elaborate.h"

namespace clmm {

struct ParseOptions {
  std::vector<std::string> paths;
  ElaborateOptions reading;
};
int runParse(const ParseOptions& o);

struct EventsOptions {
  std::string file;
  ElaborateOptions reading;
};
int runEvents(const EventsOptions& o);

struct CheckOptions {
  std::vector<std::string> paths;
  // One result per test and model; none given: each test's dialect's model (opencl, or ptx for a
  // PTX test), as herd picks the model of a test's architecture.
  std::vector<std::string> models;
  std::string engine = "auto";                   // check/Engine.h
  std::string format = "text";  // text, brief, json or herd
  double timeoutSeconds = 0;  // 0: none
  std::set<std::string> skipChecks;
  bool quiet = false;
  bool selfCheck = false;  // smt: re-check every witness with the explicit checker
  ElaborateOptions reading;
  std::string expectTable;  // --expect FILE.csv
  std::vector<std::string> expectNames;  // --expect-name FILE=NAME: the name a model file's expectations use
  std::string junit;        // --junit FILE
  bool requireExpectations = false;  // --require-expectations: a result without one fails
  std::string writeExpect;  // --write-expect FILE.csv: the results as an expectation table
  unsigned jobs = 0;        // -j; 0: the number of cores
  std::optional<std::string> shard;  // --shard I/N; none: every test
  bool explain = false;     // --explain: why forbidden / racy / allowed (explain/Explain.h)
  std::string dotDir;       // --dot DIR: a Graphviz file per execution shown
  std::string svgDir;       // --svg DIR: the same, rendered with Graphviz's dot
  std::string state;        // --state COND: explain only the states satisfying it (explain/StateFilter.h)
  std::string htmlFile;     // --html FILE: one self-contained page for teaching (explain/Html.h)
  std::string title;        // --title TEXT: the page's title
  bool showExpect = false;  // --show-expect: the clmm-expect: lines in the page's source
};
int runCheck(const CheckOptions& o);

struct DiffOptions {
  std::vector<std::string> paths;
  std::vector<std::string> models;  // exactly two; with herdLog, at most one
  std::string herdLog;              // --herd-log FILE: clmm's results held against a herd7/litmus7 log
  std::string engine = CheckOptions{}.engine;  // the default engine of clmm check
  std::string format = "text";                 // text, or json: one JSON Lines record per test
  double timeoutSeconds = 0;
  std::set<std::string> skipChecks;  // --skip: switched off in both models
  bool quiet = false;
  ElaborateOptions reading;
  unsigned jobs = 0;
  std::optional<std::string> shard;
};
int runDiff(const DiffOptions& o);
int runHerdDiff(const DiffOptions& o);  // runDiff with --herd-log (cli/HerdDiffCommand.cpp)

// clmm lower / refine / validate: compiler mappings and outcome refinement (RefineCommand.cpp,
// ValidateCommand.cpp).
struct LowerCommandOptions {
  std::string mapping;
  std::string file;
  ElaborateOptions reading;  // --herd-compat, --strict
};
int runLower(const LowerCommandOptions& o);

struct RefineCommandOptions {
  std::string source, target;
  std::string sourceModel, targetModel;  // none named: each test's dialect's (opencl, or ptx for a PTX test)
  std::string engine = CheckOptions{}.engine;  // the default engine of clmm check
  std::string format = "text";  // text or json
  double timeoutSeconds = 0;
  double witnessSeconds = 10;  // budget to find each witness execution
  bool quiet = false;
  ElaborateOptions reading;
  bool explain = false;  // --explain: both models' explanations of each counterexample
};
int runRefine(const RefineCommandOptions& o);

struct ValidateOptions {
  std::string mapping;
  std::vector<std::string> paths;
  std::string sourceModel = "opencl";
  std::string targetModel;  // none named: opencl, or the processor's model of an AMDGPU mapping
  bool weakenings = false;  // --weakenings: validate every single weakening of the mapping instead
  std::string engine = CheckOptions{}.engine;  // the default engine of clmm check
  std::string format = "text";  // text, brief or json
  double timeoutSeconds = 0;
  double witnessSeconds = 10;  // budget to find each witness execution
  bool quiet = false;
  ElaborateOptions reading;
  unsigned jobs = 0;
  std::optional<std::string> shard;
  std::string junit;     // --junit FILE
  bool explain = false;  // --explain: both models' explanations of each counterexample
};
int runValidate(const ValidateOptions& o);

struct ModelsOptions {
  std::string show;        // `models show NAME`: print that built-in file
  bool namesOnly = false;  // --names: the names alone (for shell completion)
};
int runModels(const ModelsOptions& o);

// clmm generate registers itself (GenerateCommand.cpp); the function runs it when it was chosen.
}  // namespace clmm
namespace CLI {
class App;
}
namespace clmm {
std::function<std::optional<int>()> addGenerateCommand(CLI::App& app);
// clmm mutate (MutateCommand.cpp), likewise.
std::function<std::optional<int>()> addMutateCommand(CLI::App& app);
// clmm serve (cli/ServeCommand.cpp): the teaching playground's server (serve/Server.h).
std::function<std::optional<int>()> addServeCommand(CLI::App& app);

}  // namespace clmm
