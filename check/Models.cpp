// Model loading, engine and check name checks, serialised test loading, unsupported operations.
#include "check/Models.h"

#include <algorithm>
#include <iostream>
#include <mutex>

#include "axioms/BuiltinModels.h"
#include "litmus/AmdgpuCode.h"
#include "check/Engine.h"
#include "support/Suggest.h"
#include "litmus/Elaborate.h"
#include "support/Printable.h"

namespace clmm {

bool loadModels(const std::vector<std::string>& names, std::vector<NamedModel>& out, double timeoutSeconds) {
  // Loading honours the budget as a test does: --timeout (for each model), --max-memory, a stop.
  auto builtins = builtinModelNames();
  for (const auto& name : names) {
    // Shown in every output (text, brief, tables, reports): by the names rule.
    if (std::any_of(out.begin(), out.end(), [&](const NamedModel& m) { return m.name == printableName(name); }))
      continue;
    NamedModel m;
    m.name = printableName(name);
    m.builtin = std::find(builtins.begin(), builtins.end(), name) != builtins.end();
    try {
      BudgetScope budget(deadlineAfter(timeoutSeconds));
      m.model = loadModelByName(name);
      m.key = m.builtin ? name : modelExpectName(m.model.title);
    } catch (const BadInput& e) {
      std::cerr << e.formatted();
      return false;
    } catch (const BudgetExceeded& e) {
      std::cerr << printableName(name) << ": error: model not loaded: " << budgetReason(e.kind(), timeoutSeconds)
                << " while loading it (--timeout and --max-memory cover loading a model)\n";
      return false;
    }
    out.push_back(std::move(m));
  }
  return true;
}

bool isExpectName(const std::string& name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
           c == '.';
  });
}

std::string modelExpectName(const std::string& title) { return isExpectName(title) ? title : std::string(); }

bool knownEngine(const std::string& engine) {
  const auto& names = engineNames();
  if (std::find(names.begin(), names.end(), engine) != names.end()) return true;
  std::cerr << "clmm: error: unknown engine '" << engine << "' (expected " << joinNames(names) << ")"
            << didYouMean(engine, names) << "\n";
  return false;
}

// A CUDA test is checked under the PTX model as a PTX test is (docs/cuda.md).
bool isPtxTest(const LoadedTest& t) { return t.ast && ast::followsPtx(*t.ast); }

std::string amdgpuModelName(const LoadedTest& t) {
  return t.ast && t.ast->dialectHeader == "AMDGPU" ? amdgpu::modelOf(t.ast->processor) : "";
}

const std::vector<NamedModel>& ModelChoice::of(const LoadedTest& t) const {
  const std::string name = amdgpuModelName(t);
  if (name.empty() || !amdgpuByProcessor) return of(isPtxTest(t));
  std::lock_guard<std::mutex> lock(*amdgpuLock);
  auto found = amdgpu.find(name);
  if (found == amdgpu.end()) {
    std::vector<NamedModel> loaded;
    if (!loadModels({name}, loaded, amdgpuTimeoutSeconds)) loaded.clear();
    found = amdgpu.emplace(name, std::move(loaded)).first;
  }
  return found->second.empty() ? named : found->second;
}

std::vector<NamedModel> ModelChoice::all() const {
  std::vector<NamedModel> both = named;
  both.insert(both.end(), ptx.begin(), ptx.end());
  return both;
}

const char* dialectModelName(bool ptxTest) { return ptxTest ? "ptx" : "opencl"; }

bool loadModelChoice(const std::vector<std::string>& names, ModelChoice& out, double timeoutSeconds) {
  if (!names.empty()) return loadModels(names, out.named, timeoutSeconds);
  out.amdgpuByProcessor = true;
  out.amdgpuTimeoutSeconds = timeoutSeconds;
  return loadModels({dialectModelName(false)}, out.named, timeoutSeconds) &&
         loadModels({dialectModelName(true)}, out.ptx, timeoutSeconds);
}

bool loadModelChoice(const std::string& name, ModelChoice& out, double timeoutSeconds) {
  return loadModelChoice(name.empty() ? std::vector<std::string>{} : std::vector<std::string>{name}, out,
                         timeoutSeconds);
}

bool knownChecks(const std::vector<NamedModel>& models, const std::set<std::string>& skip, bool inEveryModel) {
  for (const auto& name : skip) {
    size_t having = 0;
    for (const auto& m : models) having += m.model.findCheck(name) ? 1 : 0;
    if (having == models.size() || (!inEveryModel && having > 0)) continue;
    for (const auto& m : models) {
      if (m.model.findCheck(name)) continue;
      std::vector<std::string> checks;
      for (const auto& c : m.model.checkNames())
        if (!c.empty()) checks.push_back(c);
      std::cerr << "clmm: error: model '" << m.name << "' has no check named '" << name << "'"
                << didYouMean(name, checks) << " (its checks: " << joinNames(checks) << ")\n";
      break;
    }
    return false;
  }
  return true;
}

void rejectUnsupported(LoadedTest& t, const std::vector<NamedModel>& models) {
  if (!t.ok()) return;
  // An AMDGPU test's instructions and bits are its family's (docs/amdgpu.md): another family's
  // model would read them as that family's hardware.
  const std::string own = amdgpuModelName(t);
  for (const auto& m : models)
    if (!own.empty() && m.name.rfind("amdgpu-", 0) == 0 && m.name != own) {
      Diagnostic d;
      d.file = t.program->file;
      d.range = t.ast->nameRange;
      const bool sameFamily = m.name.rfind("amdgpu-" + amdgpu::familyOf(t.ast->processor), 0) == 0;
      d.message = "'" + t.ast->name + "' is a " + t.ast->processor + " test: check it under " + own + ", not " +
                  m.name +
                  (sameFamily ? " (the mode, tgsplit or CU, decides where a work-group's wavefronts run: docs/amdgpu.md)"
                              : " (each family's instructions and cache bits are its own)");
      t.errorText = formatDiagnostic(d, t.source.get());
      t.program.reset();
      return;
    }
  for (const auto& m : models)
    if (auto d = unsupportedOperation(*t.program, m.model, m.name)) {
      t.errorText = formatDiagnostic(*d, t.source.get());
      t.program.reset();
      return;
    }
}

static std::mutex& parsingLock() {
  static std::mutex parsing;
  return parsing;
}

LoadedTest loadTestLocked(const std::string& path, const ElaborateOptions& options, double timeoutSeconds) {
  std::lock_guard<std::mutex> lock(parsingLock());
  BudgetScope budget(deadlineAfter(timeoutSeconds));
  return loadTest(path, options);
}

LoadedTest loadTestTextLocked(const std::string& name, const std::string& text, const ElaborateOptions& options,
                              double timeoutSeconds) {
  std::lock_guard<std::mutex> lock(parsingLock());
  BudgetScope budget(deadlineAfter(timeoutSeconds));
  return loadTestText(name, text, options);
}

}  // namespace clmm
