// The table of order and scope spellings (Spellings.h) and the look-ups every part uses.
#include "events/Spellings.h"

namespace clmm {

const std::vector<OrderSpelling>& orderSpellings() {
  using O = MemoryOrder;
  static const std::vector<OrderSpelling> table = {
      {O::NonAtomic, "na", "", "", {}},
      {O::Relaxed, "rlx", "relaxed", "memory_order_relaxed", {"mo_rlx", ""}},
      {O::Acquire, "acq", "acquire", "memory_order_acquire", {"mo_acq", ""}},
      {O::Release, "rel", "release", "memory_order_release", {"mo_rel", ""}},
      {O::AcqRel, "acq_rel", "acq_rel", "memory_order_acq_rel", {"mo_ar", "mo_acq_rel"}},
      {O::SeqCst, "sc", "seq_cst", "memory_order_seq_cst", {"mo_sc", ""}},
  };
  return table;
}

const std::vector<ScopeSpelling>& scopeSpellings() {
  using S = MemoryScope;
  static const std::vector<ScopeSpelling> table = {
      {S::WorkItem, "wi", "work_item", "memory_scope_work_item", {"s_wi", ""}, "cuda::thread_scope_thread", ""},
      {S::SubGroup, "sg", "sub_group", "memory_scope_sub_group", {"s_sg", ""}, "", ""},
      {S::WorkGroup, "wg", "work_group", "memory_scope_work_group", {"s_wg", ""}, "cuda::thread_scope_block", "cta"},
      {S::Device, "dev", "device", "memory_scope_device", {"s_dev", ""}, "cuda::thread_scope_device", "gpu"},
      {S::AllSvmDevices,
       "all",
       "all_svm_devices",
       "memory_scope_all_svm_devices",
       {"s_all", "memory_scope_all_devices"},
       "cuda::thread_scope_system",
       "sys"},
  };
  return table;
}

const OrderSpelling& spellingOf(MemoryOrder o) { return orderSpellings().at(static_cast<size_t>(o)); }
const ScopeSpelling& spellingOf(MemoryScope s) { return scopeSpellings().at(static_cast<size_t>(s)); }

std::string orderSpelling(MemoryOrder o) {
  return std::string(spellingOf(o == MemoryOrder::NonAtomic ? MemoryOrder::Relaxed : o).opencl);
}

std::string scopeSpelling(MemoryScope s) { return std::string(spellingOf(s).opencl); }

std::string cudaOrder(MemoryOrder o) { return "cuda::" + orderSpelling(o); }

std::optional<std::string> cudaScope(MemoryScope s) {
  const std::string_view c = spellingOf(s).cuda;
  if (c.empty()) return std::nullopt;
  return std::string(c);
}

std::optional<MemoryScope> ptxScope(std::string_view qualifier) {
  for (const auto& row : scopeSpellings())
    if (!row.ptx.empty() && row.ptx == qualifier) return row.scope;
  return std::nullopt;
}

std::optional<std::string> ptxScopeQualifier(MemoryScope s) {
  const std::string_view q = spellingOf(s).ptx;
  if (q.empty()) return std::nullopt;
  return std::string(q);
}

std::string_view orderWord(MemoryOrder o) { return spellingOf(o).word; }
std::string_view scopeWord(MemoryScope s) { return spellingOf(s).word; }

std::optional<MemoryOrder> orderOfWord(std::string_view word) {
  for (const auto& row : orderSpellings())
    if (!row.word.empty() && row.word == word) return row.order;
  return std::nullopt;
}

std::optional<MemoryScope> scopeOfWord(std::string_view word) {
  for (const auto& row : scopeSpellings())
    if (row.word == word) return row.scope;
  return std::nullopt;
}

std::vector<std::string> allOrderWords() {
  std::vector<std::string> out;
  for (const auto& row : orderSpellings())
    if (!row.word.empty()) out.emplace_back(row.word);
  return out;
}

std::vector<std::string> allScopeWords() {
  std::vector<std::string> out;
  for (const auto& row : scopeSpellings()) out.emplace_back(row.word);
  return out;
}

}  // namespace clmm
