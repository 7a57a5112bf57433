// Equivalent mutants on a compiler (docs/hardware.md, "Mutation score"): a test whose condition
// the source model does not forbid, but whose code as a real compiler made it, lifted back from
// the PTX, the target model (ptx) forbids. A device that keeps the target model never shows such a
// condition, so the test measures nothing of a harness: mutation testing calls it an equivalent
// mutant and leaves it out of the score. Stages 1 to 3 are the compile-check pipeline's (Pipeline.h).
#pragma once

#include <string>
#include <vector>

#include "check/Engine.h"
#include "check/Models.h"
#include "compilecheck/Pipeline.h"

namespace clmm::compilecheck {

struct TargetCondition {
  std::string path;
  bool checked = false;  // compiled, lifted and decided under the target model
  Verdict verdict = Verdict::Allowed;  // the lifted test's verdict, when checked
  std::string why;       // when not checked: skipped, not compiled or undecided (one line)
  bool fatal = false;    // the pipeline stopped here (a scratch folder or a file it could not write)
};

// The verdict of the compiled code of each test of `paths` (in their order) under `target`. A
// fatal error of the pipeline ends the list at the test that met it (`fatal`).
std::vector<TargetCondition> targetConditions(const std::vector<std::string>& paths, const PipelineOptions& options,
                                              const NamedModel& source, const NamedModel& target,
                                              const EngineOptions& engine);

}  // namespace clmm::compilecheck
