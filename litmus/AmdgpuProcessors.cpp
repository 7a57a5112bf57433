// AMDGPU processors as a litmus header or a mapping file's `target amdgpu` names them (declared in
// litmus/AmdgpuCode.h; docs/amdgpu.md, "The dialect", "Modes"): the family of a processor, its
// mode, the model of both, and the target features after it, read one way for both inputs.
#include <cctype>
#include <set>

#include "litmus/AmdgpuCode.h"

namespace clmm::amdgpu {

std::string baseProcessor(const std::string& p) { return p.substr(0, p.find(':')); }

std::string familyOf(const std::string& processor) {
  const std::string p = baseProcessor(processor);
  if (p == "gfx90a") return "gfx90a";
  if (p == "gfx940" || p == "gfx941" || p == "gfx942" || p == "gfx950") return "gfx942";
  auto digits = [&](size_t from) {
    if (p.size() != from + 2) return false;
    for (size_t i = from; i < p.size(); ++i)
      if (!std::isdigit(static_cast<unsigned char>(p[i]))) return false;
    return true;
  };
  if (p.rfind("gfx10", 0) == 0 && digits(5)) return "gfx10";
  if (p.rfind("gfx11", 0) == 0 && digits(5)) return "gfx11";
  // GFX12's description is of gfx120x ("global_wb can be omitted for scopes other than
  // SCOPE_SYS in gfx120x"); gfx125x is another memory system, not modelled.
  if (p.rfind("gfx120", 0) == 0 && digits(5)) return "gfx12";
  return "";
}

std::string processorList() { return "gfx90a, gfx940-gfx942, gfx950, gfx10xx, gfx11xx or gfx120x"; }

std::string modeOf(const std::string& processor) {
  size_t colon = processor.find(':');
  return colon == std::string::npos ? "" : processor.substr(colon + 1);
}

std::string modelOf(const std::string& processor) {
  const std::string mode = modeOf(processor);
  return "amdgpu-" + familyOf(processor) + (mode == "tgsplit" ? "-tgsplit" : mode == "cumode" ? "-cu" : "");
}

std::string featureError(const std::string& processor, const std::string& feature) {
  const std::string family = familyOf(processor);
  const bool cdna = family == "gfx90a" || family == "gfx942";
  if (feature == "tgsplit" && !cdna)
    return "'tgsplit' is not a feature of " + processor +
           ": threadgroup split mode is gfx90a's and gfx940-gfx950's (GFX10-GFX12 have cumode)";
  if (feature == "cumode" && cdna)
    return "'cumode' is not a feature of " + processor +
           ": CU and WGP wavefront execution modes are GFX10-GFX12's (gfx90a and gfx940-gfx950 have tgsplit)";
  if (feature == "tgsplit" || feature == "cumode" || feature == "xnack" || feature == "sramecc") return "";
  return "unknown target feature '" + feature + "' of " + processor + ": write " +
         (cdna ? "tgsplit" : "cumode") + " (the mode the model reads; docs/amdgpu.md, \"Modes\"), xnack or sramecc, "
         "each followed by + (on, as none) or - (off)";
}

std::string readFeatures(const std::string& base, const std::string& features,
                         const std::function<void(size_t, size_t, const std::string&)>& error) {
  std::string mode;
  std::set<std::string> seen;
  for (size_t at = 0;;) {
    const size_t next = features.find(':', at);
    const size_t to = next == std::string::npos ? features.size() : next;
    std::string feature = features.substr(at, to - at);
    bool on = true;
    if (!feature.empty() && (feature.back() == '+' || feature.back() == '-')) {
      on = feature.back() == '+';
      feature.pop_back();
    }
    if (const std::string why = featureError(base, feature); !why.empty())
      error(at, to, feature.empty() ? "an empty target feature after ':': write " + base + ":FEATURE" : why);
    else if (!seen.insert(feature).second)
      error(at, to, "target feature '" + feature + "' is named twice");
    else if (on && (feature == "tgsplit" || feature == "cumode"))
      mode = feature;
    if (next == std::string::npos) return mode;
    at = next + 1;
  }
}

}  // namespace clmm::amdgpu
