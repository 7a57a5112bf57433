// The mapping tables of LlvmScopes.h. Sources: LLVM's AMDGPUUsage.rst, "Memory Scopes" (the
// AMDHSA LLVM sync scopes table, with the -one-as variants), LangRef "Atomic Memory Ordering
// Constraints" (LLVM orderings as C11's), clang's lib/Headers/opencl-c-base.h (the enums of
// OpenCL C's builtins) and lib/Target/SPIRV/SPIRVUtils.cpp, getMemScope (the SPIR-V back end's
// syncscope names).
#include "lifting/LlvmScopes.h"

#include <map>

namespace clmm::lifting::llvm {

std::optional<Flavour> flavourOf(const std::string& triple) {
  if (triple.rfind("spir", 0) == 0) return Flavour::Spir;
  if (triple.rfind("amdgcn", 0) == 0) return Flavour::Amdgpu;
  return std::nullopt;
}

std::optional<std::string> orderOf(const std::string& o) {
  static const std::map<std::string, std::string> table = {{"monotonic", "memory_order_relaxed"},
                                                           {"acquire", "memory_order_acquire"},
                                                           {"release", "memory_order_release"},
                                                           {"acq_rel", "memory_order_acq_rel"},
                                                           {"seq_cst", "memory_order_seq_cst"}};
  auto it = table.find(o);
  if (it == table.end()) return std::nullopt;
  return it->second;
}

std::optional<ScopeMeaning> syncscopeOf(Flavour target, const std::string& name) {
  static const std::map<std::string, std::string> amdgpu = {{"", "memory_scope_all_svm_devices"},
                                                            {"agent", "memory_scope_device"},
                                                            {"workgroup", "memory_scope_work_group"},
                                                            {"wavefront", "memory_scope_sub_group"},
                                                            {"singlethread", "memory_scope_work_item"}};
  static const std::map<std::string, std::string> spir = {{"", "memory_scope_all_svm_devices"},
                                                          {"device", "memory_scope_device"},
                                                          {"workgroup", "memory_scope_work_group"},
                                                          {"subgroup", "memory_scope_sub_group"},
                                                          {"singlethread", "memory_scope_work_item"}};
  const auto& table = target == Flavour::Amdgpu ? amdgpu : spir;
  std::string base = name;
  bool oneAs = false;
  if (target == Flavour::Amdgpu) {
    const std::string suffix = "one-as";
    if (base == suffix) {
      base = "";
      oneAs = true;
    } else if (base.size() > suffix.size() + 1 &&
               base.compare(base.size() - suffix.size() - 1, std::string::npos, "-" + suffix) == 0) {
      base = base.substr(0, base.size() - suffix.size() - 1);
      oneAs = true;
    }
  }
  auto it = table.find(base);
  if (it == table.end()) return std::nullopt;
  return ScopeMeaning{it->second, oneAs};
}

std::optional<std::string> builtinOrder(long long v) {
  switch (v) {
    case 0:
      return "memory_order_relaxed";
    case 2:
      return "memory_order_acquire";
    case 3:
      return "memory_order_release";
    case 4:
      return "memory_order_acq_rel";
    case 5:
      return "memory_order_seq_cst";
    default:
      return std::nullopt;
  }
}

std::optional<std::string> builtinScope(long long v) {
  switch (v) {
    case 0:
      return "memory_scope_work_item";
    case 1:
      return "memory_scope_work_group";
    case 2:
      return "memory_scope_device";
    case 3:
      return "memory_scope_all_svm_devices";
    case 4:
      return "memory_scope_sub_group";
    default:
      return std::nullopt;
  }
}

std::optional<std::string> builtinFlags(long long v) {
  if (v < 0 || v > 3) return std::nullopt;
  if (v == 0) return "CLK_IMAGE_MEM_FENCE";  // no memory: the flag of no region the model orders
  if (v == 1) return "CLK_LOCAL_MEM_FENCE";
  if (v == 2) return "CLK_GLOBAL_MEM_FENCE";
  return "CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE";
}

std::string regionOf(Flavour target, int as) {
  if (as == 1) return "global";
  if (as == 3) return "local";
  if (target == Flavour::Amdgpu) return as == 0 ? "generic" : as == 5 ? "private" : "";
  return as == 4 ? "generic" : as == 0 ? "private" : "";
}

}  // namespace clmm::lifting::llvm
