// Dispatch from engine names to the explicit engine (enumerate/) and the Z3 engine (solver/).
#include "cli/Engine.h"

#include <stdexcept>

#include "enumerate/Checker.h"
#include "solver/SmtEngine.h"

namespace clmm {

namespace {
ResourceLimits gLimits;
}

void setResourceLimits(const ResourceLimits& limits) { gLimits = limits; }
const ResourceLimits& resourceLimits() { return gLimits; }

const std::vector<std::string>& engineNames() {
  static const std::vector<std::string> names = {"auto", "enumerate", "smt"};
  return names;
}

TestResult runEngine(const Program& p, const cat::Model& model, const std::string& modelName,
                     const EngineOptions& options) {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  if (options.timeoutSeconds > 0)
    deadline = std::chrono::steady_clock::now() +
               std::chrono::milliseconds(static_cast<int64_t>(options.timeoutSeconds * 1000));
  if (gLimits.maxEvents > 0 && p.numEvents() > gLimits.maxEvents) {
    TestResult r;
    r.file = p.file;
    r.test = p.name;
    r.model = modelName;
    r.engine = options.engine;
    for (const auto& o : p.observables) r.observables.push_back(o.name);
    r.decided = false;
    r.unknownReason = "the test has " + std::to_string(p.numEvents()) + " events, more than --max-events " +
                      std::to_string(gLimits.maxEvents);
    return r;
  }
  if (options.engine == "enumerate" || options.engine == "auto") {
    ExplicitOptions eo;
    eo.deadline = deadline;
    eo.skipChecks = options.skipChecks;
    eo.maxMemoryMb = gLimits.maxMemoryMb;
    if (options.engine == "enumerate") return checkExplicit(p, model, modelName, eo);
    eo.maxWork = kAutoExplicitWork;
    TestResult first = checkExplicit(p, model, modelName, eo);
    const bool pastDeadline = deadline && std::chrono::steady_clock::now() >= *deadline;
    if (first.decided || pastDeadline) return first;
    SmtOptions so;
    so.deadline = deadline;
    so.skipChecks = options.skipChecks;
    so.selfCheck = options.selfCheck;
    TestResult r = checkSmt(p, model, modelName, so);
    r.seconds += first.seconds;
    r.notes.push_back("engine auto: the explicit engine stopped (" + first.unknownReason + "), so the Z3 engine ran");
    return r;
  }
  if (options.engine == "smt") {
    SmtOptions so;
    so.deadline = deadline;
    so.skipChecks = options.skipChecks;
    so.selfCheck = options.selfCheck;
    return checkSmt(p, model, modelName, so);
  }
  throw std::invalid_argument("unknown engine '" + options.engine + "'");
}

}  // namespace clmm
