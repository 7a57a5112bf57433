// The one table of order and scope spellings (events/Spellings.h): every spelling reads back as
// what it spells, in every language that has it, and CUDA has no sub-group scope.
#include <gtest/gtest.h>

#include "events/OperationSpellings.h"
#include "events/Spellings.h"

namespace clmm {
namespace {

const MemoryOrder kAtomicOrders[] = {MemoryOrder::Relaxed, MemoryOrder::Acquire, MemoryOrder::Release,
                                     MemoryOrder::AcqRel, MemoryOrder::SeqCst};
const MemoryScope kScopes[] = {MemoryScope::WorkItem, MemoryScope::SubGroup, MemoryScope::WorkGroup,
                               MemoryScope::Device, MemoryScope::AllSvmDevices};

TEST(Spellings, TablesAreInEnumerationOrder) {
  for (size_t i = 0; i < orderSpellings().size(); ++i) EXPECT_EQ(static_cast<size_t>(orderSpellings()[i].order), i);
  EXPECT_EQ(orderSpellings().size(), 6u);
  for (size_t i = 0; i < scopeSpellings().size(); ++i) EXPECT_EQ(static_cast<size_t>(scopeSpellings()[i].scope), i);
  EXPECT_EQ(scopeSpellings().size(), 5u);
}

TEST(Spellings, EveryOrderReadsBackInEverySpelling) {
  for (MemoryOrder o : kAtomicOrders) {
    const OrderSpelling& row = spellingOf(o);
    EXPECT_EQ(parseOrder(orderSpelling(o)), o);
    EXPECT_EQ(orderOfWord(orderWord(o)), o);
    EXPECT_EQ(cudaOrder(o), "cuda::" + orderSpelling(o));
    for (std::string_view alias : row.aliases)
      if (!alias.empty()) {
        EXPECT_EQ(parseOrder(alias), o) << alias;
      }
  }
  EXPECT_EQ(orderSpelling(MemoryOrder::AcqRel), "memory_order_acq_rel");
  EXPECT_EQ(orderName(MemoryOrder::SeqCst), "sc");
  EXPECT_EQ(orderName(MemoryOrder::NonAtomic), "na");
  EXPECT_EQ(parseOrder("mo_ar"), MemoryOrder::AcqRel);
  // A plain access has no order of its own: the printer spells it relaxed, and no word names it.
  EXPECT_EQ(orderSpelling(MemoryOrder::NonAtomic), "memory_order_relaxed");
  EXPECT_EQ(orderOfWord(""), std::nullopt);
  EXPECT_EQ(parseOrder(""), std::nullopt);
  EXPECT_EQ(allOrderWords(), (std::vector<std::string>{"relaxed", "acquire", "release", "acq_rel", "seq_cst"}));
}

TEST(Spellings, EveryScopeReadsBackInEverySpelling) {
  for (MemoryScope s : kScopes) {
    const ScopeSpelling& row = spellingOf(s);
    EXPECT_EQ(parseScope(scopeSpelling(s)), s);
    EXPECT_EQ(scopeOfWord(scopeWord(s)), s);
    for (std::string_view alias : row.aliases)
      if (!alias.empty()) {
        EXPECT_EQ(parseScope(alias), s) << alias;
      }
    if (!row.ptx.empty()) {
      EXPECT_EQ(ptxScope(row.ptx), s);
    }
  }
  EXPECT_EQ(parseScope("memory_scope_all_devices"), MemoryScope::AllSvmDevices);  // OpenCL C 3.0
  EXPECT_EQ(scopeName(MemoryScope::WorkGroup), "wg");
  EXPECT_EQ(ptxScope("cta"), MemoryScope::WorkGroup);
  EXPECT_EQ(ptxScope("gpu"), MemoryScope::Device);
  EXPECT_EQ(ptxScope("sys"), MemoryScope::AllSvmDevices);
  EXPECT_EQ(ptxScope("cluster"), std::nullopt);
  EXPECT_EQ(ptxScope(""), std::nullopt);
}

// CUDA's scopes are thread, block, device and system: it promises nothing for a warp, so
// memory_scope_sub_group has no CUDA spelling. (hardware/Kernel.cpp once spelled it
// thread_scope_system while targets/ refused it; both now read this table.)
TEST(Spellings, CudaHasNoSubGroupScope) {
  EXPECT_EQ(cudaScope(MemoryScope::SubGroup), std::nullopt);
  EXPECT_EQ(cudaScope(MemoryScope::WorkItem), "cuda::thread_scope_thread");
  EXPECT_EQ(cudaScope(MemoryScope::WorkGroup), "cuda::thread_scope_block");
  EXPECT_EQ(cudaScope(MemoryScope::Device), "cuda::thread_scope_device");
  EXPECT_EQ(cudaScope(MemoryScope::AllSvmDevices), "cuda::thread_scope_system");
  EXPECT_EQ(ptxScope(spellingOf(MemoryScope::SubGroup).ptx), std::nullopt);
}

// The fence and barrier spellings both kernel writers (targets/, hardware/) take.
TEST(Spellings, OperationsAreSpelledOnceForEveryKernel) {
  EXPECT_EQ(openclFenceFlags(kNoFlags), "0");
  EXPECT_EQ(openclFenceFlags(kGlobalFlag | kLocalFlag), "CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE");
  EXPECT_EQ(openclFence(kLocalFlag, MemoryOrder::Acquire, scopeSpelling(MemoryScope::WorkGroup)),
            "atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);");
  EXPECT_EQ(openclBarrier(kGlobalFlag, "CLMM_SCOPE_ALL"), "work_group_barrier(CLK_GLOBAL_MEM_FENCE, CLMM_SCOPE_ALL);");
  EXPECT_EQ(cudaFence(MemoryOrder::SeqCst, "cuda::thread_scope_block"),
            "cuda::atomic_thread_fence(cuda::memory_order_seq_cst, cuda::thread_scope_block);");
  EXPECT_EQ(cudaBarrier(std::nullopt), "__syncthreads();");
  EXPECT_EQ(cudaBarrier(std::string("cuda::thread_scope_device")),
            "cuda::atomic_thread_fence(cuda::memory_order_release, cuda::thread_scope_device); __syncthreads(); "
            "cuda::atomic_thread_fence(cuda::memory_order_acquire, cuda::thread_scope_device);");
  EXPECT_EQ(ptxOrderQualifier(MemoryOrder::NonAtomic), std::nullopt);
  EXPECT_EQ(ptxOrderQualifier(MemoryOrder::SeqCst), "sc");
  EXPECT_EQ(ptxOrderQualifier(MemoryOrder::AcqRel), "acq_rel");
  EXPECT_EQ(ptxOrderQualifier(MemoryOrder::Relaxed), "relaxed");
}

}  // namespace
}  // namespace clmm
