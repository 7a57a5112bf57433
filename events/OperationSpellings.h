// How one fence, barrier or PTX order is spelled in the kernels clmm writes: the one place both
// kernel writers (targets/Emit.cpp for compile-check, hardware/Kernel.cpp for the harness) take
// these spellings from, built on the order and scope table of events/Spellings.h.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "events/Types.h"

namespace clmm {

// PTX's .sem qualifier of an atomic order: "relaxed", "acquire", "release", "acq_rel", "sc";
// nothing for na (a weak access has no .sem).
std::optional<std::string> ptxOrderQualifier(MemoryOrder o);

// The one spelling of each fence and barrier, for every kernel clmm writes (targets/ for
// compile-check, hardware/ for the harness). The scope is passed already spelled: the harness
// spells all_svm_devices through its prelude, and CUDA has no sub-group scope to spell.
// OpenCL C fence flags: "CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE", "0" for none.
std::string openclFenceFlags(uint8_t flags);
// "atomic_work_item_fence(F, O, S);" and "work_group_barrier(F, S);".
std::string openclFence(uint8_t flags, MemoryOrder o, const std::string& scope);
std::string openclBarrier(uint8_t flags, const std::string& scope);
// "cuda::atomic_thread_fence(O, S);".
std::string cudaFence(MemoryOrder o, const std::string& scope);
// __syncthreads orders the block's memory at block scope; a barrier of a wider scope (wideScope
// given) adds a release fence before and an acquire fence after, at that scope.
std::string cudaBarrier(const std::optional<std::string>& wideScope);
}  // namespace clmm
