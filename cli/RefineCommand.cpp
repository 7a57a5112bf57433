// `clmm refine SOURCE TARGET`: does TARGET (under --target-model) have an outcome that SOURCE
// (under --source-model) forbids? And `clmm lower --mapping FILE TEST`: prints TEST lowered by
// a mapping. Exit codes of refine: 0 sound, 1 unsound, 2 bad input, 3 unknown. With --explain,
// each counterexample gets both models' explanations (lowering/RefineExplain.h).
#include <iostream>

#include "check/Expectations.h"
#include "check/Models.h"
#include "cli/Commands.h"
#include "cli/Report.h"
#include "litmus/AmdgpuCode.h"
#include "litmus/Parser.h"
#include "lowering/Lowering.h"
#include "lowering/RefineExplain.h"
#include "lowering/Refinement.h"
#include "litmus/Elaborate.h"
#include "support/Printable.h"

namespace clmm {
namespace {

// Loads the two models (once each when they are the same).
bool loadPair(const std::string& a, const std::string& b, NamedModel& ma, NamedModel& mb, double timeoutSeconds) {
  std::vector<NamedModel> ms;
  if (!loadModels({a, b}, ms, timeoutSeconds)) return false;
  ma = ms.front();
  mb = ms.back();
  return true;
}

std::string refinementSummary(const RefineResult& r) {
  auto side = [](const TestResult& t) {
    return t.test + ": " + std::to_string(t.states.size()) + (t.states.size() == 1 ? " state" : " states") +
           ", verdict " + verdictName(t.verdict);
  };
  std::string s;
  if (r.source.decided) s += "Source " + side(r.source) + "\n";
  if (r.sourceRacy || r.status == RefineStatus::Unknown) return s;
  s += "Target " + side(r.target) + "\n";
  std::string names;
  for (const auto& n : r.observables) names += " " + n;
  s += "Compared on" + (names.empty() ? std::string(" no shared observable") : names) + "\n";
  return s;
}

}  // namespace

int runRefine(const RefineCommandOptions& o) {
  if (!knownEngine(o.engine)) return 2;
  LoadedTest source = loadTest(o.source, o.reading);
  reportDiagnostics(source, !o.quiet);
  if (!source.ok()) return 2;

  std::optional<Program> target;
  bool targetPtx = false;
  std::string targetAmdgpu;  // an AMDGPU target: its processor's model
  try {
    auto file = SourceFile::read(o.target);
    DiagnosticSink sink(file);
    sink.setStrict(o.reading.strict);
    try {
      ast::Test t = parseLitmus(file, sink, o.reading.herdCompat);
      targetPtx = ast::followsPtx(t);
      if (t.dialectHeader == "AMDGPU") targetAmdgpu = amdgpu::modelOf(t.processor);
      observeSourceObservables(*source.program, t);
      target = elaborateProgram(t, sink, o.reading);
      sink.throwIfErrors();  // the warnings that --strict made errors
    } catch (const BadInput& e) {
      std::cerr << e.formatted();
      return 2;
    }
    if (!o.quiet)
      for (const auto& w : sink.warnings()) std::cerr << formatDiagnostic(w, file.get());
  } catch (const BadInput& e) {
    std::cerr << e.formatted();
    return 2;
  }
  // Each side's model: the one named, or its test's dialect's (ptx for a PTX test, opencl for an
  // OpenCL one; under OpenCL's model a PTX test's weak accesses race, and a racy source is refined
  // by anything).
  NamedModel sm, tm;
  const std::string sName = !o.sourceModel.empty() ? o.sourceModel : dialectModelName(isPtxTest(source));
  const std::string tName = !o.targetModel.empty() ? o.targetModel
                            : !targetAmdgpu.empty() ? targetAmdgpu
                                                    : dialectModelName(targetPtx);
  if (!loadPair(sName, tName, sm, tm, o.timeoutSeconds)) return 2;
  rejectUnsupported(source, {sm});  // a remote operation means something under opencl-rsp only
  if (!source.ok()) {
    std::cerr << source.errorText;
    return 2;
  }

  RefineOptions ro;
  ro.engine.engine = o.engine;
  ro.engine.timeoutSeconds = o.timeoutSeconds;
  ro.witnessSeconds = o.witnessSeconds;
  RefineResult r = refine(*source.program, &*target, sm, tm, ro);
  if (o.format == "json") {
    nlohmann::json j = refinementJson(r);
    if (o.explain && r.status == RefineStatus::Unsound)
      for (size_t k = 0; k < r.extra.size() && k < j["extra"].size(); ++k)
        j["extra"][k]["explanation"] = explainCounterexample(*source.program, &*target, sm, tm, r, r.extra[k], ro.engine, "");
    std::cout << jsonLine(j);
    return refineExitCode(r);
  }
  std::cout << "Refine " << printableName(o.source) << " (" << sm.name << ") by " << printableName(o.target) << " ("
            << tm.name << "), engine " << o.engine << "\n";
  std::cout << refinementSummary(r);
  for (const auto& l : describeRefinement(r)) std::cout << l << "\n";
  if (o.explain && r.status == RefineStatus::Unsound)
    for (const auto& e : r.extra)
      std::cout << "  explanation of target outcome "
                << (r.observables.empty() ? std::string("(no shared observable)") : stateText(r.observables, e.values))
                << ":\n"
                << explainCounterexample(*source.program, &*target, sm, tm, r, e, ro.engine, "    ");
  std::cout << "Result " << refineStatusName(r) << (r.sourceRacy ? " (the source is racy)" : "") << "\n";
  return refineExitCode(r);
}

int runLower(const LowerCommandOptions& o) {
  auto m = loadMapping(o.mapping);
  if (!m) return 2;
  LoadedTest t = loadTest(o.file, o.reading);
  reportDiagnostics(t);
  if (!t.ok()) return 2;
  ast::Test lowered = std::move(*t.ast);
  mapping::LoweringStats stats;
  std::string text;
  try {
    stats = mapping::applyMapping(*m, lowered);
    text = loweredText(lowered, o.file, o.mapping, stats, m->processor);
  } catch (const BadInput& e) {
    std::cerr << e.formatted();
    return 2;
  }
  std::cout << text;
  return 0;
}

}  // namespace clmm
