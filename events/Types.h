// Vocabulary of the OpenCL memory model shared by the AST, the events and the engines:
// memory orders, memory scopes, memory regions and fence flags, with their spellings.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace clmm {

enum class MemoryOrder : uint8_t { NonAtomic, Relaxed, Acquire, Release, AcqRel, SeqCst };
enum class MemoryScope : uint8_t { WorkItem, SubGroup, WorkGroup, Device, AllSvmDevices };
enum class Region : uint8_t { Global, Local };
// PTX's memory proxies (PTX ISA, "Proxies"; docs/ptx.md, "Proxies"): the method of access of a
// memory operation or the proxy a fence.proxy.KIND fence orders. OpenCL events are all generic.
// Alias marks fence.proxy.alias, which orders accesses through distinct virtual addresses of one
// location and belongs to no proxy.
enum class Proxy : uint8_t { Generic, Texture, Surface, Constant, Alias };

// Fence flags of atomic_work_item_fence and barriers (bit set).
enum FenceFlags : uint8_t { kNoFlags = 0, kGlobalFlag = 1, kLocalFlag = 2 };

bool isAcquire(MemoryOrder o);  // acquire, acq_rel, seq_cst
bool isRelease(MemoryOrder o);  // release, acq_rel, seq_cst

// The part of an order that fits a read (drops release) or a write (drops acquire).
MemoryOrder fitForRead(MemoryOrder o);
MemoryOrder fitForWrite(MemoryOrder o);

std::string_view orderName(MemoryOrder o);       // "rlx", "acq", "rel", "acq_rel", "sc", "na"
std::string_view scopeName(MemoryScope s);       // "wi", "sg", "wg", "dev", "all"
std::string_view regionName(Region r);           // "global", "local"
std::string fenceFlagsName(uint8_t flags);       // "G", "L", "GL", "-"

// Spellings accepted in litmus tests: memory_order_acquire / mo_acq, memory_scope_device / s_dev.
std::optional<MemoryOrder> parseOrder(std::string_view text);
std::optional<MemoryScope> parseScope(std::string_view text);
std::optional<uint8_t> parseFenceFlag(std::string_view text);  // CLK_GLOBAL_MEM_FENCE ...

}  // namespace clmm
