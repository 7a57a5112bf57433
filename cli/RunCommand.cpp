// `clmm run --backend opencl|cuda PATH...`: writes the harness (into --keep DIR or a temporary
// directory), builds it with its build.sh, runs it on this machine and compares its report with
// the model (CompareCommand.cpp). Progress lines of the harness go to a terminal's stderr.
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/HardwareCommands.h"

namespace clmm {

namespace {

std::string quote(const std::string& s) {
  std::string o = "'";
  for (char c : s) o += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return o + "'";
}

bool onPath(const std::string& tool) {
  return std::system(("command -v " + quote(tool) + " >/dev/null 2>&1").c_str()) == 0;
}

std::string tail(const std::string& path, size_t lines) {
  std::ifstream f(path);
  std::vector<std::string> all;
  for (std::string l; std::getline(f, l);) all.push_back(l);
  std::string out;
  for (size_t i = all.size() > lines ? all.size() - lines : 0; i < all.size(); ++i) out += "  " + all[i] + "\n";
  return out;
}

}  // namespace

int runRun(const RunOptions& o) {
  namespace fs = std::filesystem;
  hw::Backend backend = o.harness.backend == "cuda" ? hw::Backend::Cuda : hw::Backend::OpenCL;
  if (backend == hw::Backend::Cuda && !onPath(std::getenv("NVCC") ? std::getenv("NVCC") : "nvcc")) {
    std::cerr << "clmm: error: the cuda backend needs nvcc on PATH and an NVIDIA GPU; use --backend opencl, or write "
                 "the harness with clmm harness --backend cuda and build it where CUDA is\n";
    return 2;
  }
  if (backend == hw::Backend::OpenCL && !onPath(std::getenv("CXX") ? std::getenv("CXX") : "c++")) {
    std::cerr << "clmm: error: the opencl backend needs a C++ compiler (c++, or $CXX) to build the harness\n";
    return 2;
  }
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
  struct Cleanup {
    std::string dir;
    bool on;
    ~Cleanup() {
      std::error_code ec;
      if (on) fs::remove_all(dir, ec);
    }
  } cleanup{dir, temporary};
  std::string error = hw::writeHarness(dir, backend, plans, o.harness.params);
  if (!error.empty()) {
    std::cerr << error;
    return 2;
  }
  bool progress = !o.compare.quiet && isatty(STDERR_FILENO);
  if (progress) std::cerr << "clmm: building the " << hw::backendName(backend) << " harness in " << dir << "\n";
  std::string buildLog = dir + "/build.log";
  if (std::system(("sh " + quote(dir + "/build.sh") + " >" + quote(buildLog) + " 2>&1").c_str()) != 0) {
    std::cerr << "clmm: error: the harness did not build (" << buildLog << "; --keep DIR keeps it):\n"
              << tail(buildLog, 20) << "  (the opencl backend needs the OpenCL headers and ICD loader: Debian's "
                 "opencl-headers and ocl-icd-opencl-dev)\n";
    return 2;
  }
  const auto& p = o.harness.params;
  std::ostringstream cmd;
  cmd << quote(dir + "/harness") << " -o " << quote(dir + "/observed.json") << " --iterations " << p.iterations
      << " --instances " << p.instances << " --group-instances " << p.groupInstances << " --seed " << p.seed
      << " --spin-limit " << p.spinLimit << (p.stress ? " --stress" : " --no-stress");
  std::string runLog = dir + "/run.log";
  if (!progress) cmd << " 2>" << quote(runLog);
  if (std::system(cmd.str().c_str()) != 0) {
    std::cerr << "clmm: error: the harness failed" << (progress ? "" : " (" + runLog + "):\n" + tail(runLog, 20));
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
