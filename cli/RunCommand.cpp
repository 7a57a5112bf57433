// `clmm run --backend opencl|cuda PATH...`: writes the harness (into --keep DIR or a temporary
// directory), builds it with its build.sh, runs it on this machine and compares its report with
// the model (CompareCommand.cpp). Progress lines of the harness go to a terminal's stderr. Both
// steps are programs started from argument vectors (support/Process.h); a stop signal ends them,
// and the run then exits 128 + the signal with its JUnit report saying it was interrupted.
#include <unistd.h>

#include <csignal>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/CheckReport.h"
#include "cli/HardwareCommands.h"
#include "cli/Junit.h"
#include "support/AtomicFile.h"
#include "support/Budget.h"
#include "support/Diagnostics.h"
#include "support/Printable.h"
#include "support/Process.h"

namespace clmm {

namespace {

bool onPath(const std::string& tool) { return findProgram(tool).has_value(); }

// Whether this machine has an NVIDIA GPU the driver exposes (its device files; WSL's /dev/dxg):
// checked before the harness is compiled, which takes seconds, so that a machine without one
// fails at once.
bool nvidiaGpuPresent() {
  std::error_code ec;
  for (const char* device : {"/dev/nvidiactl", "/dev/nvidia0", "/dev/dxg"})
    if (std::filesystem::exists(device, ec)) return true;
  return false;
}

// The JUnit report of a run stopped by a signal before its results were compared: every test
// planned, not run, interrupted.
void writeInterruptedJunit(const std::vector<std::string>& files, const RunOptions& o, const char* step) {
  if (o.compare.junit.empty()) return;
  std::string why = std::string(stopSignal() == SIGTERM ? "interrupted (SIGTERM)" : "interrupted (SIGINT)") +
                    " while the harness was " + step;
  std::vector<JunitCase> cases;
  for (const auto& f : files) cases.push_back(junitNotRun(f, o.compare.model.empty() ? "by dialect" : o.compare.model, why));
  if (!writeJunit(o.compare.junit, "clmm run", cases, 0))
    std::cerr << "clmm: error: cannot write the JUnit report '" << printableName(o.compare.junit) << "'\n";
}

// The last lines of a log the harness's build or run wrote, read under the input guard (the
// user's compiler may have replaced it by a link to a device or a FIFO).
std::string tail(const std::string& path, size_t lines) {
  std::string text;
  std::error_code ec;
  if (!std::filesystem::exists(std::filesystem::symlink_status(path, ec))) return "";
  try {
    text = readLogTail(path, 64 * 1024);
  } catch (const BadInput& e) {
    return "  (not read: " + e.diagnostics().front().message + ")\n";
  }
  std::istringstream f(text);
  std::vector<std::string> all;
  for (std::string l; std::getline(f, l);) all.push_back(l);
  std::string out;
  for (size_t i = all.size() > lines ? all.size() - lines : 0; i < all.size(); ++i) out += "  " + all[i] + "\n";
  return out;
}

// The backend's toolchain (and, for cuda, a GPU) before anything is written or compiled; false
// after the error.
bool toolchainReady(hw::Backend backend) {
  if (backend == hw::Backend::Cuda && !onPath(std::getenv("NVCC") ? std::getenv("NVCC") : "nvcc")) {
    std::cerr << "clmm: error: the cuda backend needs nvcc on PATH and an NVIDIA GPU; use --backend opencl, or write "
                 "the harness with clmm harness --backend cuda and build it where CUDA is\n";
    return false;
  }
  if (backend == hw::Backend::Cuda && !nvidiaGpuPresent()) {
    std::cerr << "clmm: error: no NVIDIA GPU here (no /dev/nvidiactl or /dev/nvidia0): clmm run builds and runs the "
                 "cuda harness on this machine; write it with clmm harness --backend cuda and run it where the GPU "
                 "is, or use --backend opencl\n";
    return false;
  }
  if (backend == hw::Backend::OpenCL && !onPath(std::getenv("CXX") ? std::getenv("CXX") : "c++")) {
    std::cerr << "clmm: error: the opencl backend needs a C++ compiler (c++, or $CXX) to build the harness\n";
    return false;
  }
  return true;
}

// The harness did not build. A temporary harness is removed when clmm ends: its log is printed,
// not named.
void reportBuildFailure(const ProcessResult& built, const std::string& buildLog, bool temporary,
                        hw::Backend backend) {
  std::cerr << "clmm: error: the harness did not build (" << built.describe()
            << (temporary ? "; the last lines of its log follow, --keep DIR keeps the harness"
                          : "; its log: " + printableName(buildLog))
            << "):\n"
            << printableText(tail(buildLog, 20));
  if (backend == hw::Backend::OpenCL)
    std::cerr << "  (the opencl backend needs the OpenCL headers and ICD loader: Debian's opencl-c-headers and "
                 "ocl-icd-opencl-dev)\n";
}

}  // namespace

int runRun(const RunOptions& o) {
  namespace fs = std::filesystem;
  if (!removeStaleReports({{"--junit", o.compare.junit}},
                          commandInputs(o.harness.paths, {{"--model", o.compare.model}})))
    return 2;
  hw::Backend backend = o.harness.backend == "cuda" ? hw::Backend::Cuda : hw::Backend::OpenCL;
  if (!toolchainReady(backend)) return 2;
  std::vector<hw::Plan> plans;
  std::vector<std::string> files;
  if (!planTests(o.harness, backend, plans, files)) return 2;
  std::string dir = o.keepDir;
  bool temporary = dir.empty();
  if (temporary) {
    std::string pattern = (fs::temp_directory_path() / "clmm-run-XXXXXX").string();
    if (!mkdtemp(pattern.data())) {
      std::cerr << "clmm: error: cannot create a temporary directory in " << fs::temp_directory_path().string() << "\n";
      return 2;
    }
    dir = pattern;
  }
  // The temporary harness goes at the end, and on a second stop signal too (support/AtomicFile.h).
  struct Cleanup {
    std::string dir;
    bool on;
    int slot = on ? registerScratchDirectory(dir) : -1;
    ~Cleanup() {
      releaseScratchDirectory(slot);
      std::error_code ec;
      if (on) fs::remove_all(dir, ec);
    }
  } cleanup{dir, temporary};
  std::string error = hw::writeHarness(dir, backend, plans, o.harness.params, files);
  if (!error.empty()) {
    std::cerr << error;
    return 2;
  }
  bool progress = !o.compare.quiet && isatty(STDERR_FILENO);
  if (progress) std::cerr << "clmm: building the " << hw::backendName(backend) << " harness in " << dir << "\n";
  std::string buildLog = dir + "/build.log";
  ProcessOptions build;
  build.stdoutFile = build.stderrFile = buildLog;
  ProcessResult built = runProcess({"sh", pathArgument(dir + "/build.sh")}, build);
  if (stopSignal()) {
    writeInterruptedJunit(files, o, "built");
    return 128 + stopSignal();
  }
  if (!built.ok()) {
    reportBuildFailure(built, buildLog, temporary, backend);
    return 2;
  }
  const auto& p = o.harness.params;
  std::vector<std::string> args = {pathArgument(dir + "/harness"),
                                   "-o",
                                   pathArgument(dir + "/observed.json"),
                                   "--iterations",
                                   std::to_string(p.iterations),
                                   "--instances",
                                   std::to_string(p.instances),
                                   "--group-instances",
                                   std::to_string(p.groupInstances),
                                   "--seed",
                                   std::to_string(p.seed),
                                   "--spin-limit",
                                   std::to_string(p.spinLimit),
                                   p.stress ? "--stress" : "--no-stress"};
  std::string runLog = dir + "/run.log";
  ProcessOptions harness;
  harness.inheritStderr = progress;
  if (!progress) harness.stderrFile = runLog;
  ProcessResult ran = runProcess(args, harness);
  if (stopSignal()) {
    writeInterruptedJunit(files, o, "running");
    return 128 + stopSignal();
  }
  if (!ran.ok()) {
    // A temporary harness is removed when clmm ends: its log is printed, not named.
    std::cerr << "clmm: error: the harness failed (" << ran.describe()
              << (progress    ? ")"
                  : temporary ? "; the last lines of its log follow, --keep DIR keeps the harness):\n" +
                                    printableText(tail(runLog, 20))
                              : "; its log: " + printableName(runLog) + "):\n" + printableText(tail(runLog, 20)));
    if (progress) std::cerr << "\n";
    return 3;
  }
  hw::ObservedRun run;
  try {
    run = hw::readObserved(dir + "/observed.json");
  } catch (const BadInput& e) {
    std::cerr << e.formatted();
    return 3;
  }
  return compareObservedRun(run, files, o.compare);
}

}  // namespace clmm
