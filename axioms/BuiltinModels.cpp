// Built-in model lookup and the primitive signature shared by every model file.
#include "axioms/BuiltinModels.h"

#include <algorithm>
#include <filesystem>
#include <vector>

#include "axioms/ModelParser.h"
#include "litmus/Suggest.h"

namespace clmm {

namespace {
const std::string kBuiltinDir = "<builtin>";
}

std::vector<std::string> builtinModelNames() {
  return {"opencl", "opencl-scoped", "opencl-spec", "opencl-lax", "opencl-rsp", "ptx"};
}

const cat::PrimitiveSignature& modelSignature() {
  using K = cat::Kind;
  static const cat::PrimitiveSignature sig = {
      // event sets (docs/models.md, "Events")
      {"R", K::Set}, {"W", K::Set}, {"F", K::Set}, {"I", K::Set}, {"A", K::Set},
      {"G", K::Set}, {"L", K::Set}, {"FGA", K::Set}, {"SC", K::Set}, {"ACQ", K::Set},
      {"REL", K::Set}, {"s_wi", K::Set}, {"s_sg", K::Set}, {"s_wg", K::Set}, {"s_dev", K::Set},
      {"s_all", K::Set}, {"Bentry", K::Set}, {"Bexit", K::Set}, {"BD", K::Set}, {"RMT", K::Set}, {"NAL", K::Set},
      {"OOB", K::Set}, {"RED", K::Set}, {"UDEF", K::Set},
      // PTX's proxies (docs/ptx.md, "Proxies"): accesses and fences by proxy; fence.proxy.alias
      {"GEN", K::Set}, {"TEX", K::Set}, {"SUR", K::Set}, {"CON", K::Set}, {"ALIAS", K::Set},
      // relations
      {"sb", K::Relation}, {"rf", K::Relation}, {"mo", K::Relation}, {"co", K::Relation},
      {"loc", K::Relation}, {"id", K::Relation}, {"wi", K::Relation}, {"sg", K::Relation},
      {"wg", K::Relation}, {"dev", K::Relation}, {"same_barrier", K::Relation}, {"csw", K::Relation},
      {"denq", K::Relation},   // device-side enqueue: the enqueue_kernel call, the child's start
      {"unseq", K::Relation},  // unsequenced pairs of one work-item's events (Program::unsequenced)
      {"dep", K::Relation},    // syntactic address, data and control dependencies (litmus/Dependencies.h)
      {"vloc", K::Relation},   // PTX: accesses at one location through one virtual address
  };
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
