// `clmm check`: runs an engine on each test under a model and prints herd-style text or JSON
// Lines. Exit 0 when every test was decided, 2 on bad input, 3 when some result is unknown.
#include <spdlog/spdlog.h>

#include <chrono>
#include <iostream>

#include "axioms/BuiltinModels.h"
#include "cli/Commands.h"
#include "cli/Inputs.h"
#include "cli/Load.h"
#include "cli/Report.h"
#include "cli/Engine.h"

namespace clmm {

int runCheck(const CheckOptions& o) {
  cat::Model model;
  try {
    model = loadModelByName(o.model);
  } catch (const BadInput& e) {
    std::cerr << e.formatted();
    return 2;
  }
  for (const auto& name : o.skipChecks)
    if (!model.findCheck(name)) {
      std::cerr << "clmm: error: model '" << o.model << "' has no check named '" << name << "'\n";
      return 2;
    }
  bool engineKnown = false;
  std::string engines;
  for (const auto& e : engineNames()) {
    engineKnown |= e == o.engine;
    engines += (engines.empty() ? "" : ", ") + e;
  }
  if (!engineKnown) {
    std::cerr << "clmm: error: unknown engine '" << o.engine << "' (expected " << engines << ")\n";
    return 2;
  }

  InputList inputs = expandInputs(o.paths);
  for (const auto& e : inputs.errors) std::cerr << "clmm: error: " << e << "\n";
  bool badInput = !inputs.errors.empty(), unknown = false;
  for (const auto& path : inputs.files) {
    LoadedTest t = loadTest(path, o.lower);
    reportDiagnostics(t, !o.quiet);
    if (!t.ok()) {
      badInput = true;
      continue;
    }
    EngineOptions eo;
    eo.engine = o.engine;
    eo.timeoutSeconds = o.timeoutSeconds;
    eo.skipChecks = o.skipChecks;
    eo.selfCheck = o.selfCheck;
    TestResult r = runEngine(*t.program, model, o.model, eo);
    r.file = path;
    if (!r.decided) unknown = true;
    if (o.format == "json") std::cout << toJson(r).dump() << "\n";
    else printText(r, std::cout);
    std::cout.flush();
    spdlog::info("check: {} under {}: {} in {:.3f} s", path, o.model,
                 r.decided ? verdictName(r.verdict) : "unknown", r.seconds);
  }
  if (badInput) return 2;
  return unknown ? 3 : 0;
}

}  // namespace clmm
