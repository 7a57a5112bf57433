// Dispatch from engine names to the explicit engine (enumerate/) and the Z3 engine (solver/).
#include "cli/Engine.h"

#include <stdexcept>

#include "enumerate/Checker.h"
#include "solver/SmtEngine.h"

namespace clmm {

const std::vector<std::string>& engineNames() {
  static const std::vector<std::string> names = {"enumerate", "smt"};
  return names;
}

TestResult runEngine(const Program& p, const cat::Model& model, const std::string& modelName,
                     const EngineOptions& options) {
  std::optional<std::chrono::steady_clock::time_point> deadline;
  if (options.timeoutSeconds > 0)
    deadline = std::chrono::steady_clock::now() +
               std::chrono::milliseconds(static_cast<int64_t>(options.timeoutSeconds * 1000));
  if (options.engine == "enumerate") {
    ExplicitOptions eo;
    eo.deadline = deadline;
    eo.skipChecks = options.skipChecks;
    return checkExplicit(p, model, modelName, eo);
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
