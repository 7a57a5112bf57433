// clmm harness / compare / run: litmus tests on real hardware (hardware/, docs/hardware.md).
// The subcommands register themselves (HardwareOptions.cpp) so that main.cpp only dispatches.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "hardware/Harness.h"
#include "hardware/Observed.h"
#include "events/Program.h"
#include "litmus/Elaborate.h"

namespace CLI {
class App;
}

namespace clmm {

struct HarnessOptions {
  std::string backend = "opencl";
  std::string outDir;
  std::vector<std::string> paths;
  hw::RunParameters params;
  bool skipUnsupported = false;  // list what the backend cannot express and go on with the rest
  bool quiet = false;
  ElaborateOptions reading;
};
int runHarness(const HarnessOptions& o);

struct CompareOptions {
  std::string observed;
  std::vector<std::string> paths;
  std::string model;  // none: each test's dialect's (opencl, or ptx for a PTX test)
  std::string engine = "auto";
  std::string format = "text";  // text or json (JSON Lines)
  std::string junit;
  std::string plotDir;
  double timeoutSeconds = 0;
  bool quiet = false;
  bool explainAllowed = false;  // --explain-allowed: also an execution of each allowed state
  bool mutationScore = false;  // --mutation-score: the share of not-forbidden tests whose condition was seen
  std::string equivalentOn;    // --equivalent-on nvcc: leave out the tests whose compiled code ptx forbids
  bool coverage = false;       // --coverage: per test, the sequentially consistent states observed
  ElaborateOptions reading;
};
int runCompare(const CompareOptions& o);
// The comparison itself, on an observed run already read (clmm run uses it too).
int compareObservedRun(const hw::ObservedRun& run, const std::vector<std::string>& files, const CompareOptions& o);

struct RunOptions {
  HarnessOptions harness;
  CompareOptions compare;
  std::string keepDir;  // --keep DIR: the harness and its report stay there
};
int runRun(const RunOptions& o);

// Plans every test of `paths` for `backend` (HarnessCommand.cpp): the plans, the files planned,
// and false when a path is bad or a test cannot be expressed (reported; with skipUnsupported such
// tests are listed as skipped instead).
bool planTests(const HarnessOptions& o, hw::Backend backend, std::vector<hw::Plan>& plans,
               std::vector<std::string>& files);

// Adds the three subcommands to `app`; the function returned runs the one chosen, or returns
// nothing when another subcommand was chosen.
std::function<std::optional<int>()> addHardwareCommands(CLI::App& app);

}  // namespace clmm
