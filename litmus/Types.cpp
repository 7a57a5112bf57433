// Spellings and predicates of the memory-model vocabulary (orders, scopes, regions, flags).
#include "litmus/Types.h"

namespace clmm {

bool isAcquire(MemoryOrder o) {
  return o == MemoryOrder::Acquire || o == MemoryOrder::AcqRel || o == MemoryOrder::SeqCst;
}

bool isRelease(MemoryOrder o) {
  return o == MemoryOrder::Release || o == MemoryOrder::AcqRel || o == MemoryOrder::SeqCst;
}

MemoryOrder fitForRead(MemoryOrder o) {
  if (o == MemoryOrder::Release) return MemoryOrder::Relaxed;
  if (o == MemoryOrder::AcqRel) return MemoryOrder::Acquire;
  return o;
}

MemoryOrder fitForWrite(MemoryOrder o) {
  if (o == MemoryOrder::Acquire) return MemoryOrder::Relaxed;
  if (o == MemoryOrder::AcqRel) return MemoryOrder::Release;
  return o;
}

std::string_view orderName(MemoryOrder o) {
  switch (o) {
    case MemoryOrder::NonAtomic: return "na";
    case MemoryOrder::Relaxed: return "rlx";
    case MemoryOrder::Acquire: return "acq";
    case MemoryOrder::Release: return "rel";
    case MemoryOrder::AcqRel: return "acq_rel";
    case MemoryOrder::SeqCst: return "sc";
  }
  return "?";
}

std::string_view scopeName(MemoryScope s) {
  switch (s) {
    case MemoryScope::WorkItem: return "wi";
    case MemoryScope::SubGroup: return "sg";
    case MemoryScope::WorkGroup: return "wg";
    case MemoryScope::Device: return "dev";
    case MemoryScope::AllSvmDevices: return "all";
  }
  return "?";
}

std::string_view regionName(Region r) { return r == Region::Global ? "global" : "local"; }

std::string fenceFlagsName(uint8_t flags) {
  std::string s;
  if (flags & kGlobalFlag) s += 'G';
  if (flags & kLocalFlag) s += 'L';
  return s.empty() ? "-" : s;
}

std::optional<MemoryOrder> parseOrder(std::string_view t) {
  if (t == "memory_order_relaxed" || t == "mo_rlx") return MemoryOrder::Relaxed;
  if (t == "memory_order_acquire" || t == "mo_acq") return MemoryOrder::Acquire;
  if (t == "memory_order_release" || t == "mo_rel") return MemoryOrder::Release;
  if (t == "memory_order_acq_rel" || t == "mo_ar" || t == "mo_acq_rel") return MemoryOrder::AcqRel;
  if (t == "memory_order_seq_cst" || t == "mo_sc") return MemoryOrder::SeqCst;
  return std::nullopt;
}

std::optional<MemoryScope> parseScope(std::string_view t) {
  if (t == "memory_scope_work_item" || t == "s_wi") return MemoryScope::WorkItem;
  if (t == "memory_scope_sub_group" || t == "s_sg") return MemoryScope::SubGroup;
  if (t == "memory_scope_work_group" || t == "s_wg") return MemoryScope::WorkGroup;
  if (t == "memory_scope_device" || t == "s_dev") return MemoryScope::Device;
  if (t == "memory_scope_all_svm_devices" || t == "memory_scope_all_devices" || t == "s_all")
    return MemoryScope::AllSvmDevices;
  return std::nullopt;
}

std::optional<uint8_t> parseFenceFlag(std::string_view t) {
  if (t == "CLK_GLOBAL_MEM_FENCE") return kGlobalFlag;
  if (t == "CLK_LOCAL_MEM_FENCE") return kLocalFlag;
  if (t == "CLK_IMAGE_MEM_FENCE") return kNoFlags;  // images are outside the model
  return std::nullopt;
}

}  // namespace clmm
