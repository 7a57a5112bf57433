// Built-in model lookup and the primitive signature shared by every model file (the names and
// kinds of the primitive table, axioms/PrimitiveTable.h).
#include "axioms/BuiltinModels.h"

#include <algorithm>
#include <filesystem>
#include <vector>

#include "axioms/ModelParser.h"
#include "axioms/PrimitiveTable.h"
#include "support/Suggest.h"

namespace clmm {

namespace {
const std::string kBuiltinDir = "<builtin>";
}

std::vector<std::string> builtinModelNames() {
  return {"opencl",        "opencl-scoped", "opencl-spec",  "opencl-lax",   "opencl-rsp", "ptx",
          "amdgpu-gfx90a", "amdgpu-gfx942", "amdgpu-gfx10", "amdgpu-gfx11", "amdgpu-gfx12"};
}

bool isAmdgpuModelName(const std::string& name) { return name.rfind("amdgpu-", 0) == 0; }

const cat::PrimitiveSignature& modelSignature() {
  static const cat::PrimitiveSignature sig = [] {
    cat::PrimitiveSignature out;
    for (const PrimitiveInfo& info : primitiveTable()) out.emplace(std::string(info.name), info.kind);
    return out;
  }();
  return sig;
}

cat::Model loadModelByName(const std::string& nameOrPath) {
  const auto& files = builtinModelFiles();
  // Included files: next to the including file first, then among the built-in files.
  cat::FileReader reader = [&files](const std::string& resolved,
                                    const std::string& written) -> std::shared_ptr<const SourceFile> {
    std::error_code ec;
    if (resolved.rfind(kBuiltinDir + "/", 0) != 0 && std::filesystem::exists(resolved, ec))
      return nullptr;
    auto it = files.find(std::filesystem::path(written).filename().string());
    if (it == files.end()) return nullptr;
    return std::make_shared<SourceFile>(kBuiltinDir + "/" + it->first, it->second);
  };
  auto it = files.find(nameOrPath + ".cat");
  std::shared_ptr<const SourceFile> source;
  if (it != files.end() && nameOrPath.find('/') == std::string::npos) {
    source = std::make_shared<SourceFile>(kBuiltinDir + "/" + it->first, it->second);
  } else {
    std::error_code ec;
    const bool looksLikeName = nameOrPath.find('/') == std::string::npos &&
                               nameOrPath.find(".cat") == std::string::npos;
    if (looksLikeName && !std::filesystem::exists(nameOrPath, ec)) {
      const std::string list = joinNames(builtinModelNames());
      const std::string hint = didYouMean(nameOrPath, builtinModelNames());
      throw BadInput(nameOrPath, {}, "'" + nameOrPath + "' is neither a built-in model nor a model file (built-in models: " +
                                         list + ")" + hint);
    }
    source = SourceFile::read(nameOrPath);
  }
  return cat::parseModel(source, modelSignature(), reader);
}

namespace {
// An AMDGPU model reads the instructions' attributes (docs/amdgpu.md), which an OpenCL or PTX
// event lacks; any other model reads orders and scopes, which an AMDGPU event lacks. Either way
// the verdict would mean nothing: the test is refused.
std::optional<Diagnostic> mixedDialect(const Program& p, const cat::Model& model, const std::string& modelName) {
  bool amdModel = false;
  for (const PrimitiveInfo& info : primitiveTable())
    if (amdgpuBit(info.id) && model.primitivesUsed().count(std::string(info.name))) amdModel = true;
  for (const Event& e : p.events) {
    if (e.kind == EventKind::Init || !(e.isAccess() || e.kind == EventKind::Fence)) continue;
    const bool amdEvent = (e.hw & amdgpu::kAmdgpu) != 0;
    if (amdEvent == amdModel) continue;
    Diagnostic d;
    d.file = p.file;
    d.range = e.range;
    d.message = amdModel ? "'" + e.text + "' is not an AMDGPU instruction: model '" + modelName +
                               "' reads AMDGPU tests only (docs/amdgpu.md); check this test under an OpenCL or PTX model"
                         : "'" + e.text + "' is an AMDGPU instruction, which model '" + modelName +
                               "' has no rule for: check AMDGPU tests under their processor's model (amdgpu-gfx90a, "
                               "amdgpu-gfx942, amdgpu-gfx10, amdgpu-gfx11, amdgpu-gfx12; none named: the header's)";
    return d;
  }
  return std::nullopt;
}
}  // namespace

std::optional<Diagnostic> unsupportedOperation(const Program& p, const cat::Model& model,
                                               const std::string& modelName) {
  if (auto d = mixedDialect(p, model, modelName)) return d;
  const auto remote = std::find_if(p.events.begin(), p.events.end(), [](const Event& e) { return e.remote; });
  if (remote == p.events.end() || model.primitivesUsed().count("RMT")) return std::nullopt;
  Diagnostic d;
  d.file = p.file;
  d.range = remote->range;
  d.message = "'" + remote->text + "' is a remote-scope-promotion operation, which model '" + modelName +
              "' has no rule for (it would be an ordinary operation of its scope); check the test with --model "
              "opencl-rsp";
  return d;
}

}  // namespace clmm
