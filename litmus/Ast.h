// Typed abstract syntax of a litmus test, built from the ANTLR parse tree by AstBuilder.
// Every node carries the source range it came from; names are resolved (a name in a thread
// body is either one of the thread's pointer parameters, i.e. a location, or a register).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "litmus/Diagnostics.h"
#include "litmus/Types.h"

namespace clmm::ast {

struct Expr;
struct Stmt;
using ExprPtr = std::unique_ptr<Expr>;
using StmtPtr = std::unique_ptr<Stmt>;

enum class AtomicOp {
  Load, Store, Exchange, FetchAdd, FetchSub, FetchAnd, FetchOr, FetchXor, FetchMin, FetchMax,
  CasStrong, CasWeak
};
const char* atomicOpName(AtomicOp op);
bool isFetchOp(AtomicOp op);
bool isCas(AtomicOp op);

// An atomic_* call. `object` (and `expected` for compare-exchange) are address expressions.
struct AtomicCall {
  AtomicOp op = AtomicOp::Load;
  std::string spelling;  // the function name as written
  bool remote = false;   // the *_remote variants of remote-scope-promotion tests
  ExprPtr object;
  ExprPtr value;     // store value, fetch operand, exchange value, compare-exchange desired
  ExprPtr expected;  // compare-exchange: address of the expected value
  MemoryOrder order = MemoryOrder::SeqCst;         // success order for compare-exchange
  MemoryOrder failureOrder = MemoryOrder::SeqCst;  // compare-exchange only
  MemoryScope scope = MemoryScope::Device;
};

enum class ExprKind {
  Int,       // literal `value`
  Register,  // register `name`
  Location,  // address of location `name` (a pointer parameter)
  Deref,     // *operands[0], a plain (non-atomic) access
  Unary,     // op operands[0]; op in - ! ~
  Binary,    // operands[0] op operands[1]; C operators
  Atomic,    // `atomic`
};

struct Expr {
  ExprKind kind = ExprKind::Int;
  SourceRange range;
  int64_t value = 0;
  std::string name;
  std::string op;
  std::vector<ExprPtr> operands;
  std::unique_ptr<AtomicCall> atomic;
};

// Fence and barrier parameters.
struct FenceSpec {
  uint8_t flags = kNoFlags;
  MemoryOrder order = MemoryOrder::SeqCst;
  MemoryScope scope = MemoryScope::WorkGroup;
};

enum class StmtKind {
  Block,     // body
  Decl,      // int name [= value]
  Assign,    // name = value (register)
  Store,     // *target = value (plain store)
  Eval,      // value; (an expression evaluated for its effects)
  If,        // if (value) body else elseBody
  While,     // while (value) body
  Fence,     // atomic_work_item_fence(fence.flags, fence.order, fence.scope)
  Barrier,   // label: [work_group_|sub_group_]barrier(fence.flags[, fence.scope])
};

struct Stmt {
  StmtKind kind = StmtKind::Block;
  SourceRange range;
  std::string name;  // Decl/Assign: register; Barrier: instance label
  ExprPtr target;
  ExprPtr value;
  std::vector<StmtPtr> body;
  std::vector<StmtPtr> elseBody;
  FenceSpec fence;
  bool subGroupBarrier = false;
};

// A pointer parameter of a thread: the location it names and how the thread sees it.
struct Param {
  std::string name;
  SourceRange range;
  Region region = Region::Global;
  bool regionGiven = false;  // an address-space qualifier was written
  bool fineGrained = false;  // global_fga: fine-grained SVM buffer with atomics
  bool atomicType = false;   // atomic_int, atomic_uint, ...
  std::string typeText;      // e.g. "global atomic_int*"
};

// Placement of a thread in the scope hierarchy; an absent level means "alone in its own unit".
struct Placement {
  std::optional<int> subGroup, workGroup, device;
  SourceRange range;
};

struct Thread {
  std::string name;  // "P0"
  int index = 0;     // the number in the name: conditions say "0:r0"
  SourceRange range;
  std::optional<Placement> placement;  // Dat3M dialect "P0@wg 0, dev 0"
  std::vector<Param> params;
  std::vector<StmtPtr> body;
};

// Initial value of a location (scalar or array); locations not listed start at 0.
struct LocationInit {
  std::string name;
  SourceRange range;
  int size = 1;  // array length; 1 for scalars
  bool isArray = false;
  std::vector<int64_t> values;  // size values
  std::string typeText;         // "atomic_int" when declared with a type, else ""
};

struct RegisterInit {
  int thread = 0;
  std::string name;
  int64_t value = 0;
  SourceRange range;
};

// The scopeTree block: nested levels device > kernel > work_group > sub_group with threads.
struct ScopeNode {
  enum class Level { Device, Kernel, WorkGroup, SubGroup };
  Level level = Level::Device;
  SourceRange range;
  std::vector<ScopeNode> children;
  std::vector<std::pair<std::string, SourceRange>> threads;  // threads placed directly here
};

// A register of a thread or a memory location (optionally an array element) in a condition.
struct StateRef {
  enum class Kind { Register, Memory };
  Kind kind = Kind::Memory;
  int thread = 0;  // Register
  std::string name;
  int index = 0;  // Memory: array element
  SourceRange range;
};

struct Prop;
using PropPtr = std::unique_ptr<Prop>;
struct Prop {
  enum class Kind { True, False, Atom, Not, And, Or, Implies };
  Kind kind = Kind::True;
  SourceRange range;
  StateRef ref;       // Atom
  int64_t value = 0;  // Atom
  std::vector<PropPtr> operands;
};

struct Condition {
  enum class Quantifier { Exists, NotExists, Forall };
  Quantifier quantifier = Quantifier::Exists;
  PropPtr prop;
  SourceRange range;
  std::string text;  // as written, whitespace-normalised
};

struct Test {
  std::shared_ptr<const SourceFile> source;
  std::string name;
  SourceRange nameRange;
  std::string dialectHeader;  // "OpenCL" or "OPENCL"
  std::string doc;
  std::vector<std::pair<std::string, std::string>> info;  // Key=Value lines
  std::vector<LocationInit> locations;
  std::vector<RegisterInit> registerInits;
  std::vector<Thread> threads;
  std::vector<ScopeNode> scopeTree;  // one root per device (empty: no scopeTree block)
  SourceRange scopeTreeRange;
  std::vector<StateRef> observed;  // the locations [...] clause
  std::optional<Condition> condition;
};

std::string propToString(const Prop& p);
std::string stateRefToString(const StateRef& r);  // "1:r0", "x", "y[1]"

}  // namespace clmm::ast
