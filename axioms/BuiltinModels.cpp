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
  return {"opencl", "opencl-scoped", "opencl-spec", "opencl-lax", "opencl-rsp", "ptx"};
}

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

std::optional<Diagnostic> unsupportedOperation(const Program& p, const cat::Model& model,
                                               const std::string& modelName) {
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
