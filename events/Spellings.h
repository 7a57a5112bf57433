// The one table of how memory orders and scopes are spelled: in clmm's own short names (events,
// explanations), as words (mapping files, explanations), in OpenCL C (litmus tests, the printer,
// every emitted kernel), in CUDA's libcu++ and as PTX scope qualifiers. Every reader and writer of
// an order or a scope (litmus/, targets/, hardware/, lifting/, lowering/, explain/) looks here;
// a spelling a language does not have is empty (CUDA has no sub-group scope: a warp is not a
// scope the CUDA memory model promises anything for).
#pragma once

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "events/Types.h"

namespace clmm {

struct OrderSpelling {
  MemoryOrder order;
  std::string_view name;                    // "rlx": clmm events, explanations
  std::string_view word;                    // "relaxed": mapping files ("" for na)
  std::string_view opencl;                  // "memory_order_relaxed" ("" for na); CUDA's is "cuda::" + this
  std::array<std::string_view, 2> aliases;  // other spellings litmus tests use ("mo_rlx")
};

struct ScopeSpelling {
  MemoryScope scope;
  std::string_view name;                    // "wg": clmm events, explanations
  std::string_view word;                    // "work_group": mapping files, explanations
  std::string_view opencl;                  // "memory_scope_work_group"
  std::array<std::string_view, 2> aliases;  // "s_wg"; all_svm_devices: OpenCL 3.0's memory_scope_all_devices
  std::string_view cuda;                    // "cuda::thread_scope_block"; "" where CUDA has no such scope
  std::string_view ptx;                     // "cta"; "" where PTX has no such scope
};

// Every order (na first) and every scope (narrowest first), in enumeration order.
const std::vector<OrderSpelling>& orderSpellings();
const std::vector<ScopeSpelling>& scopeSpellings();
const OrderSpelling& spellingOf(MemoryOrder o);
const ScopeSpelling& spellingOf(MemoryScope s);

// OpenCL C: "memory_order_acquire" (na: "memory_order_relaxed"), "memory_scope_device".
std::string orderSpelling(MemoryOrder o);
std::string scopeSpelling(MemoryScope s);
// CUDA's libcu++: "cuda::memory_order_acquire"; "cuda::thread_scope_device", nullopt for sub_group.
std::string cudaOrder(MemoryOrder o);
std::optional<std::string> cudaScope(MemoryScope s);
// The OpenCL scope a PTX scope qualifier ("cta", "gpu", "sys") stands for (docs/ptx.md).
std::optional<MemoryScope> ptxScope(std::string_view qualifier);
// The PTX qualifier of a scope ("cta", "gpu", "sys"), or nothing where PTX has none.
std::optional<std::string> ptxScopeQualifier(MemoryScope s);
// Words: "acquire", "work_group"; and their inverses (nullopt for any other text).
std::string_view orderWord(MemoryOrder o);
std::string_view scopeWord(MemoryScope s);
std::optional<MemoryOrder> orderOfWord(std::string_view word);
std::optional<MemoryScope> scopeOfWord(std::string_view word);
// The words of every atomic order / every scope, in table order ("did you mean" lists).
std::vector<std::string> allOrderWords();
std::vector<std::string> allScopeWords();

}  // namespace clmm
