// Built-in model lookup and the primitive signature shared by every model file.
#include "axioms/BuiltinModels.h"

#include <algorithm>
#include <filesystem>
#include <vector>

#include "axioms/ModelParser.h"

namespace clmm {

namespace {
const std::string kBuiltinDir = "<builtin>";
}

std::vector<std::string> builtinModelNames() { return {"opencl", "opencl-scoped", "opencl-spec", "opencl-lax", "ptx"}; }

const cat::PrimitiveSignature& modelSignature() {
  using K = cat::Kind;
  static const cat::PrimitiveSignature sig = {
      // event sets (docs/models.md, "Events")
      {"R", K::Set}, {"W", K::Set}, {"F", K::Set}, {"I", K::Set}, {"A", K::Set},
      {"G", K::Set}, {"L", K::Set}, {"FGA", K::Set}, {"SC", K::Set}, {"ACQ", K::Set},
      {"REL", K::Set}, {"s_wi", K::Set}, {"s_sg", K::Set}, {"s_wg", K::Set}, {"s_dev", K::Set},
      {"s_all", K::Set}, {"Bentry", K::Set}, {"Bexit", K::Set}, {"BD", K::Set}, {"RMT", K::Set}, {"NAL", K::Set},
      {"OOB", K::Set},
      // relations
      {"sb", K::Relation}, {"rf", K::Relation}, {"mo", K::Relation}, {"co", K::Relation},
      {"loc", K::Relation}, {"id", K::Relation}, {"wi", K::Relation}, {"sg", K::Relation},
      {"wg", K::Relation}, {"dev", K::Relation}, {"same_barrier", K::Relation}, {"csw", K::Relation},
      {"dep", K::Relation},  // syntactic address, data and control dependencies (litmus/Dependencies.h)
  };
  return sig;
}

namespace {
// Levenshtein distance, for "did you mean".
size_t editDistance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}
}  // namespace

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
      std::string list, nearest;
      size_t best = std::string::npos;
      for (const auto& name : builtinModelNames()) {
        list += (list.empty() ? "" : ", ") + name;
        size_t d = editDistance(name, nameOrPath);
        if (d < best) best = d, nearest = name;
      }
      std::string hint = best <= 3 ? "; did you mean '" + nearest + "'?" : "";
      throw BadInput(nameOrPath, {}, "'" + nameOrPath + "' is neither a built-in model nor a model file (built-in models: " +
                                         list + ")" + hint);
    }
    source = SourceFile::read(nameOrPath);
  }
  return cat::parseModel(source, modelSignature(), reader);
}

}  // namespace clmm
