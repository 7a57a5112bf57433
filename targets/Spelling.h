// How the OpenCL memory orders and scopes are spelled in the target languages that clmm emits
// (CUDA's libcu++ and OpenCL C), and how PTX spells the scopes and orders it compiles them to.
// One small table per target, kept here so that every emitter (targets/, a hardware harness)
// agrees on them. A scope or order a target cannot express has no spelling (nullopt).
#pragma once

#include <optional>
#include <string>

#include "litmus/Types.h"

namespace clmm::targets {

// cuda::memory_order_*: CUDA's orders are C++'s.
inline std::string cudaOrder(MemoryOrder o) {
  switch (o) {
    case MemoryOrder::Relaxed: return "cuda::memory_order_relaxed";
    case MemoryOrder::Acquire: return "cuda::memory_order_acquire";
    case MemoryOrder::Release: return "cuda::memory_order_release";
    case MemoryOrder::AcqRel: return "cuda::memory_order_acq_rel";
    case MemoryOrder::SeqCst: return "cuda::memory_order_seq_cst";
    case MemoryOrder::NonAtomic: break;
  }
  return "cuda::memory_order_seq_cst";
}

// work_item -> thread, work_group -> block, device -> device, all_svm_devices -> system; CUDA
// has no sub-group (warp) scope for atomics.
inline std::optional<std::string> cudaScope(MemoryScope s) {
  switch (s) {
    case MemoryScope::WorkItem: return std::string("cuda::thread_scope_thread");
    case MemoryScope::WorkGroup: return std::string("cuda::thread_scope_block");
    case MemoryScope::Device: return std::string("cuda::thread_scope_device");
    case MemoryScope::AllSvmDevices: return std::string("cuda::thread_scope_system");
    case MemoryScope::SubGroup: break;
  }
  return std::nullopt;
}

// OpenCL C 2.0 spellings (the source language itself).
inline std::string openclOrder(MemoryOrder o) {
  switch (o) {
    case MemoryOrder::Relaxed: return "memory_order_relaxed";
    case MemoryOrder::Acquire: return "memory_order_acquire";
    case MemoryOrder::Release: return "memory_order_release";
    case MemoryOrder::AcqRel: return "memory_order_acq_rel";
    case MemoryOrder::SeqCst: return "memory_order_seq_cst";
    case MemoryOrder::NonAtomic: break;
  }
  return "memory_order_seq_cst";
}

inline std::string openclScope(MemoryScope s) {
  switch (s) {
    case MemoryScope::WorkItem: return "memory_scope_work_item";
    case MemoryScope::SubGroup: return "memory_scope_sub_group";
    case MemoryScope::WorkGroup: return "memory_scope_work_group";
    case MemoryScope::Device: return "memory_scope_device";
    case MemoryScope::AllSvmDevices: return "memory_scope_all_svm_devices";
  }
  return "memory_scope_device";
}

// PTX scope qualifiers and the OpenCL scope each stands for (docs/ptx.md): .cta is work-group
// scope, .gpu device scope, .sys all-devices scope.
inline std::optional<MemoryScope> ptxScope(const std::string& q) {
  if (q == "cta") return MemoryScope::WorkGroup;
  if (q == "gpu") return MemoryScope::Device;
  if (q == "sys") return MemoryScope::AllSvmDevices;
  return std::nullopt;
}

}  // namespace clmm::targets
