// The fence, barrier and PTX order spellings of OperationSpellings.h.
#include "events/OperationSpellings.h"

#include "events/Spellings.h"

namespace clmm {

std::optional<std::string> ptxOrderQualifier(MemoryOrder o) {
  if (o == MemoryOrder::NonAtomic) return std::nullopt;
  if (o == MemoryOrder::SeqCst) return std::string("sc");
  return std::string(orderWord(o));
}

std::string openclFenceFlags(uint8_t flags) {
  std::string s;
  if (flags & kGlobalFlag) s = "CLK_GLOBAL_MEM_FENCE";
  if (flags & kLocalFlag) s += std::string(s.empty() ? "" : " | ") + "CLK_LOCAL_MEM_FENCE";
  return s.empty() ? "0" : s;
}

std::string openclFence(uint8_t flags, MemoryOrder o, const std::string& scope) {
  return "atomic_work_item_fence(" + openclFenceFlags(flags) + ", " + orderSpelling(o) + ", " + scope + ");";
}

std::string openclBarrier(uint8_t flags, const std::string& scope) {
  return "work_group_barrier(" + openclFenceFlags(flags) + ", " + scope + ");";
}

std::string cudaFence(MemoryOrder o, const std::string& scope) {
  return "cuda::atomic_thread_fence(" + cudaOrder(o) + ", " + scope + ");";
}

std::string cudaBarrier(const std::optional<std::string>& wideScope) {
  if (!wideScope) return "__syncthreads();";
  return cudaFence(MemoryOrder::Release, *wideScope) + " __syncthreads(); " +
         cudaFence(MemoryOrder::Acquire, *wideScope);
}

}  // namespace clmm
