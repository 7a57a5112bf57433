// Predicates of the memory-model vocabulary, and the spellings of regions and flags (orders and
// scopes: the table of events/Spellings.cpp).
#include "events/Types.h"

#include "events/Spellings.h"

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

std::string_view orderName(MemoryOrder o) { return spellingOf(o).name; }

std::string_view scopeName(MemoryScope s) { return spellingOf(s).name; }

std::string_view regionName(Region r) { return r == Region::Global ? "global" : "local"; }

std::string fenceFlagsName(uint8_t flags) {
  std::string s;
  if (flags & kGlobalFlag) s += 'G';
  if (flags & kLocalFlag) s += 'L';
  return s.empty() ? "-" : s;
}

std::optional<MemoryOrder> parseOrder(std::string_view t) {
  for (const auto& row : orderSpellings())
    if (!row.opencl.empty() &&
        (t == row.opencl || t == row.aliases[0] || (!row.aliases[1].empty() && t == row.aliases[1])))
      return row.order;
  return std::nullopt;
}

std::optional<MemoryScope> parseScope(std::string_view t) {
  for (const auto& row : scopeSpellings())
    if (t == row.opencl || t == row.aliases[0] || (!row.aliases[1].empty() && t == row.aliases[1])) return row.scope;
  return std::nullopt;
}

std::optional<uint8_t> parseFenceFlag(std::string_view t) {
  if (t == "CLK_GLOBAL_MEM_FENCE") return kGlobalFlag;
  if (t == "CLK_LOCAL_MEM_FENCE") return kLocalFlag;
  if (t == "CLK_IMAGE_MEM_FENCE") return kNoFlags;  // images are outside the model
  return std::nullopt;
}

}  // namespace clmm
