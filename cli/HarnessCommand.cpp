// `clmm harness --backend opencl|cuda -o DIR PATH...`: plans each test for the backend and writes
// the self-contained harness (hardware/Harness.h). A test the backend cannot express is a located
// error (exit 2), or with --skip-unsupported a note, the rest going on.
#include <iostream>

#include "check/Load.h"
#include "cli/HardwareCommands.h"
#include "cli/Inputs.h"
#include "support/Printable.h"

namespace clmm {

bool planTests(const HarnessOptions& o, hw::Backend backend, std::vector<hw::Plan>& plans,
               std::vector<std::string>& files) {
  InputList inputs = expandInputs(o.paths);
  bool ok = true, refused = false;
  for (const auto& e : inputs.errors) std::cerr << "clmm: error: " << e << "\n", ok = false;
  for (const auto& path : inputs.files) {
    LoadedTest t = loadTest(path, o.reading);
    reportDiagnostics(t, !o.quiet);
    if (!t.ok()) {
      ok = false;
      continue;
    }
    hw::Plan p;
    std::string why;
    if (!hw::plan(*t.ast, *t.program, backend, path, static_cast<int>(plans.size()), p, why)) {
      if (o.skipUnsupported) {
        auto at = why.find(": error: ");
        if (at != std::string::npos) why.replace(at, 9, ": note: skipped: ");
        std::cerr << why;
        continue;
      }
      std::cerr << why;
      refused = true;
      ok = false;
      continue;
    }
    plans.push_back(std::move(p));
    files.push_back(path);
  }
  if (refused)
    std::cerr << "clmm: note: --skip-unsupported leaves out the tests the " << hw::backendName(backend)
              << " backend cannot express and goes on with the rest\n";
  if (ok && plans.empty()) {
    std::cerr << "clmm: error: no test left to run on the " << (backend == hw::Backend::Cuda ? "CUDA" : "OpenCL")
              << " backend (every test was skipped)\n";
    ok = false;
  }
  return ok;
}

int runHarness(const HarnessOptions& o) {
  hw::Backend backend = o.backend == "cuda" ? hw::Backend::Cuda : hw::Backend::OpenCL;
  std::vector<hw::Plan> plans;
  std::vector<std::string> files;
  if (!planTests(o, backend, plans, files)) return 2;
  std::string error = hw::writeHarness(o.outDir, backend, plans, o.params, files);
  if (!error.empty()) {
    std::cerr << error;
    return 2;
  }
  std::cout << "Wrote " << (backend == hw::Backend::OpenCL ? "an " : "a ") << hw::backendName(backend)
            << " harness for " << plans.size() << " test(s) to " << printableName(o.outDir)
            << " (build: " << printableName(o.outDir) << "/build.sh; run: " << printableName(o.outDir)
            << "/harness -o observed.json)\n";
  return 0;
}

}  // namespace clmm
