// The AMDGPU differential check (ReaderChecks.h, checkAmdgpuEngines): a test from the AMDGPU
// generator (or AMDGPU litmus text), run by both engines under its family's model; any
// difference in states, classes, Ok/No, observation, verdict, flags or loop-bound note when both
// decided is a finding (Compare.h).
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <memory>

#include "axioms/BuiltinModels.h"
#include "check/Engine.h"
#include "events/Program.h"
#include "litmus/AmdgpuCode.h"
#include "litmus/Elaborate.h"
#include "litmus/Parser.h"
#include "tests/fuzz/AmdgpuGenerator.h"
#include "tests/fuzz/Compare.h"
#include "tests/fuzz/ReaderChecks.h"

namespace clmm::fuzz {

std::string checkAmdgpuEngines(const std::string& input) {
  const bool generated = input.rfind("AMDGPU ", 0) != 0;
  const std::string text =
      generated ? generateAmdgpuLitmus(reinterpret_cast<const uint8_t*>(input.data()), input.size()) : input;
  auto source = std::make_shared<SourceFile>("fuzz.litmus", text);
  DiagnosticSink sink(source);
  std::optional<Program> p;
  std::string processor;
  try {
    ast::Test t = parseLitmus(source, sink);
    if (t.dialectHeader != "AMDGPU") return "";
    processor = t.processor;
    p = elaborateProgram(t, sink);
  } catch (const BadInput& e) {
    if (generated) return "the AMDGPU generator made a test that is rejected:\n" + e.formatted() + text;
    return "";
  }
  if (!generated && p->numEvents() > 30) return "";
  static std::map<std::string, cat::Model> models;
  const std::string name = amdgpu::modelOf(processor);
  auto it = models.find(name);
  if (it == models.end()) it = models.emplace(name, loadModelByName(name)).first;
  EngineOptions options;
  options.timeoutSeconds = 2;
  options.engine = "enumerate";
  TestResult e = runEngine(*p, it->second, name, options);
  options.engine = "smt";
  TestResult s = runEngine(*p, it->second, name, options);
  if (std::getenv("CLMM_FUZZ_VERBOSE"))
    std::fprintf(stderr, "%s=> %s %s, %s %s\n", text.c_str(), e.engine.c_str(), verdictName(e.verdict),
                 s.engine.c_str(), verdictName(s.verdict));
  std::string d = disagreement(e, s);
  return d.empty() ? "" : d + text;
}

}  // namespace clmm::fuzz
