// A compiler mapping as data: rules that say how each source operation (atomic load, store,
// read-modify-write, compare-exchange, fence, barrier; by order, scope, region or flags) is
// lowered to a sequence of target operations (the access itself with a new order and scope,
// inserted fences, a barrier with new flags). The file format is documented in README.md
// ("Mapping files"); MappingParser.cpp reads it, MappingApply.cpp applies it to a test's AST.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "litmus/Ast.h"
#include "support/Diagnostics.h"

namespace clmm::mapping {

// What a rule's pattern matches. Access matches any atomic access (load, store, rmw, cas); Rmw
// matches exchange, fetch_* and compare-exchange; Cas only compare-exchange.
enum class Kind { Load, Store, Rmw, Cas, Access, Fence, Barrier };
const char* kindName(Kind k);
bool isAccessKind(Kind k);

struct Pattern {
  Kind kind = Kind::Access;
  std::optional<std::set<MemoryOrder>> orders;    // absent: any
  std::optional<std::set<MemoryOrder>> failures;  // cas: the failure order
  std::optional<std::set<MemoryScope>> scopes;
  std::optional<std::set<Region>> regions;        // accesses: the location's region
  std::optional<std::set<uint8_t>> flags;         // fences and barriers: the exact flag set
  // rmw: whether the source uses the value read (`result=used|unused`; LLVM's "atomic with
  // return" and "no return" rows). A compare-exchange always uses it (its expected value).
  std::optional<std::set<bool>> results;
};

// An order or scope argument of a target operation: the source's ($order, $failure, $scope) or
// a literal.
struct OrderArg {
  enum class From { Literal, Order, Failure } from = From::Literal;
  MemoryOrder literal = MemoryOrder::Relaxed;
};
struct ScopeArg {
  bool fromSource = false;  // $scope
  MemoryScope literal = MemoryScope::Device;
};
// Flags: the union of literal flags and, with $flags, the source's (an access: the flag of its
// location's region; a fence or barrier: its own flags).
struct FlagsArg {
  bool fromSource = false;
  uint8_t literal = kNoFlags;
};

struct TargetOp {
  enum class Kind { Access, Fence, Barrier };
  Kind kind = Kind::Fence;
  OrderArg order;
  std::optional<OrderArg> failure;  // an access lowering a compare-exchange: cas(ORDER, FAILURE, SCOPE)
  ScopeArg scope;
  FlagsArg flags;
  // An AMDGPU target (Mapping::processor set, docs/amdgpu.md "Mapping files"): the instruction's
  // attributes (events/AmdgpuBits.h): an access's cache bits (kFlat for flat_), a fence's wait
  // counters or cache operation with its scope bits; a barrier is s_barrier.
  bool amdgpu = false;
  uint32_t hw = 0;
  SourceRange range;
};

struct Rule {
  Pattern pattern;
  std::vector<TargetOp> targets;  // empty: `nothing` (a fence rule that removes the fence)
  SourceRange range;  // the pattern's kind word
};

struct Mapping {
  std::shared_ptr<const SourceFile> source;
  std::vector<Rule> rules;
  bool unmatchedIsError = false;  // `unmatched error`: every atomic, fence and barrier must match
  // `target amdgpu PROCESSOR`: the rules lower to that processor's instructions (docs/amdgpu.md,
  // "Mapping files"); "" for OpenCL operations. Such a mapping lowers every operation (no
  // `unmatched keep`) and prints the lowered test in the AMDGPU dialect.
  std::string processor;
  std::string family;  // amdgpu::familyOf(processor)
};

// Reads a mapping file. Throws BadInput with every located error found (file:line:col).
Mapping parseMapping(std::shared_ptr<const SourceFile> source);

// What a lowering did to one test.
struct LoweringStats {
  int operations = 0;  // atomic operations, fences and barriers seen
  int matched = 0;     // of those, matched by some rule
  int changed = 0;     // of those, lowered to something other than themselves
};

// Lowers `test` with `m`, in place. Throws BadInput located in the test for an operation no
// rule matches under `unmatched error`, or whose inserted fences cannot be placed (two atomic
// operations in one statement, or one evaluated conditionally inside && or ||).
// `origins`, when given, receives for each node the lowering made or changed (an atomic call's
// Expr, an inserted or rewritten fence or barrier Stmt) the source operation it comes from and
// the rule that made it; nodes left alone keep their source ranges.
struct Origin {
  SourceRange source;          // the source operation (an atomic call, a fence or a barrier)
  const Rule* rule = nullptr;  // the rule that lowered it
};
using Origins = std::map<const void*, Origin>;
LoweringStats applyMapping(const Mapping& m, ast::Test& test, Origins* origins = nullptr);

}  // namespace clmm::mapping
