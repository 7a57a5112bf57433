// Typed abstract syntax of a litmus test, built from the ANTLR parse tree by AstBuilder.
// Every node carries the source range it came from; names are resolved (a name in a thread
// body is either one of the thread's pointer parameters, i.e. a location, or a register).
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "support/Diagnostics.h"
#include "events/StateRef.h"
#include "events/Types.h"

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
bool isCas(AtomicOp op);

// An atomic_* call. `object` (and `expected` for compare-exchange) are address expressions.
struct AtomicCall {
  AtomicOp op = AtomicOp::Load;
  std::string spelling;  // the function name as written
  bool remote = false;   // the *_remote variants of remote-scope-promotion tests
  bool reduction = false;  // PTX's red: a read-modify-write whose old value nobody reads
  uint32_t hw = 0;         // AMDGPU: the instruction's attributes (events/AmdgpuBits.h)
  ExprPtr object;
  ExprPtr value;     // store value, fetch operand, exchange value, compare-exchange desired
  ExprPtr expected;  // compare-exchange: address of the expected value
  // PTX's atom.cas (litmus/PtxCode.cpp): `expected` is the value itself and the call returns
  // the value read, not whether it succeeded; nothing is written back on failure.
  bool expectedIsValue = false;
  // OpenCL C's usual idiom `int e = 0; atomic_compare_exchange_strong(x, &e, 1)`: `expected` is
  // the Register `e`, whose address is passed; on failure the call writes the value read into it
  // (C11 7.17.7.4 p2). Printed back as `&e`.
  bool expectedRegister = false;
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
  bool ulong = false;  // Int: a literal past 2^63 - 1, an unsigned long (value: its bit pattern)
  std::string name;
  std::string op;
  std::vector<ExprPtr> operands;
  std::unique_ptr<AtomicCall> atomic;
  // Location (PTX tests only): the proxy of the access through this address, and the generic
  // virtual address it names when that is an alias of `name` (`y @ generic aliases x`), else "".
  Proxy proxy = Proxy::Generic;
  std::string alias;
};

// Fence and barrier parameters.
struct FenceSpec {
  uint8_t flags = kNoFlags;
  MemoryOrder order = MemoryOrder::SeqCst;
  MemoryScope scope = MemoryScope::WorkGroup;
  bool remote = false;  // atomic_work_item_fence_remote (remote scope promotion, --model opencl-rsp)
  Proxy proxy = Proxy::Generic;  // PTX's fence.proxy.KIND (Proxy::Alias: fence.proxy.alias)
  uint32_t hw = 0;  // AMDGPU: a wait, invalidation or write-back as a fence (events/AmdgpuBits.h)
};

// The API calls of host threads and the device-side enqueue of kernels (see
// docs/kernels.md, "Commands as events").
enum class CommandKind {
  NDRangeKernel,    // clEnqueueNDRangeKernel(queue, kernel, n, wait list, event)
  EnqueueKernel,    // enqueue_kernel(get_default_queue(), flags, ndrange_ND(...), [n, wait list, event,] kernel)
  Marker,           // clEnqueueMarkerWithWaitList(queue, n, wait list, event)
  Barrier,          // clEnqueueBarrierWithWaitList(queue, n, wait list, event)
  Finish,           // clFinish(queue)
  WaitForEvents,    // clWaitForEvents(n, wait list)
  SetUserEventStatus,  // clSetUserEventStatus(event, CL_COMPLETE)
};
const char* commandCallee(CommandKind k);  // "clEnqueueNDRangeKernel", "enqueue_kernel", ...
bool isHostCommand(CommandKind k);         // every kind but EnqueueKernel

enum class EnqueueFlags { NoWait, WaitKernel, WaitWorkGroup };
const char* enqueueFlagsSpelling(EnqueueFlags f);  // "CLK_ENQUEUE_FLAGS_NO_WAIT", ...

// A name written in a command: a queue, a kernel or an event variable.
struct NameRef {
  std::string name;
  SourceRange range;
};

struct Command {
  CommandKind kind = CommandKind::NDRangeKernel;
  NameRef queue;    // host queue (NDRangeKernel, Marker, Barrier, Finish)
  NameRef kernel;   // NDRangeKernel, EnqueueKernel
  EnqueueFlags flags = EnqueueFlags::NoWait;  // EnqueueKernel
  std::vector<NameRef> waitList;   // the events waited on
  std::optional<NameRef> eventRet; // `&e`: the event that will signal this command's completion
  NameRef event;    // SetUserEventStatus: the user event set to CL_COMPLETE
};

enum class StmtKind {
  Block,      // body
  Decl,       // int name [= value]
  Assign,     // name = value (register)
  Store,      // *target = value (plain store)
  Eval,       // value; (an expression evaluated for its effects)
  If,         // if (value) body else elseBody
  While,      // while (value) body
  Fence,      // atomic_work_item_fence(fence.flags, fence.order, fence.scope)
  Barrier,    // label: [work_group_|sub_group_]barrier(fence.flags[, fence.scope]); an unlabelled
              // one is named kUnlabelledBarrier + its number among the work-item's unlabelled
              // barriers of its kind (work-group or sub-group), in the order of the text
  EventDecl,  // typeText name [= clCreateUserEvent(context, NULL)] (userEvent); an event variable
  Command,    // `command`: an API call or a device-side enqueue
};

// The name of the n-th unlabelled barrier of a work-item is kUnlabelledBarrier + n (1, 2, ...):
// not an identifier, so it never meets a written label, and the printer leaves it out.
inline constexpr const char* kUnlabelledBarrier = "barrier#";

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
  int barrierChannel = 0;            // Barrier: PTX's barrier number (arrivals meet per number)
  int barrierCount = 0;              // Barrier: PTX's thread count (bar.sync a, b); 0: the whole CTA
  bool barrierArrive = false;        // Barrier: PTX's bar.arrive (arrives, does not wait)
  bool barrierExitReleases = false;  // Barrier: PTX's (a thread that exits releases it)
  // While: a PTX path cut at a label (litmus/PtxLoops.h): a bound whose executions are not
  // checked, a loop that provably never ends, or an exact await loop whose last turn made
  // spinReads loads (checked for liveness), or a cut whose executions reduce to shorter ones
  // (Reduced: no final state is lost and no liveness is asked there; docs/models.md, "Spins with
  // read-only turns").
  enum class Cut : uint8_t { None, Bound, Endless, Await, Reduced } cut = Cut::None;
  int spinReads = -1;
  std::string typeText;              // EventDecl: cl_event or clk_event_t; Decl: its type words
  bool userEvent = false;            // EventDecl: created by clCreateUserEvent
  std::unique_ptr<Command> command;  // Command
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
  bool host = false;  // a host thread (`host P0 (...)`): API calls and SVM accesses
  int kernel = -1;    // index into Test::kernels; -1: a host thread or a top-level work-item
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
  int64_t thread = 0;  // as written: may name no thread (reported by the elaboration)
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

// A named kernel (`kernel NAME { work-items [scopeTree] }`): its work-items are the threads
// whose `kernel` is its index (consecutive in Test::threads); placed by its own scopeTree or by
// their headers.
struct Kernel {
  std::string name;
  SourceRange range;  // the name
  std::vector<ScopeNode> scopeTree;
  SourceRange scopeTreeRange;
};

// A host command queue (`queue NAME in_order;` or `out_of_order`).
struct Queue {
  std::string name;
  SourceRange range;
  bool inOrder = true;
};

// A register of a thread or a memory location (optionally an array element) in a condition.
using StateRef = clmm::StateRef;  // events/StateRef.h: the event IR names it too

struct Prop;
using PropPtr = std::unique_ptr<Prop>;
struct Prop {
  enum class Kind { True, False, Atom, Not, And, Or, Implies };
  Kind kind = Kind::True;
  SourceRange range;
  StateRef ref;       // Atom
  int64_t value = 0;  // Atom; an Atom whose one operand is an Atom compares ref with its ref (PTX)
  bool ulong = false;  // value is a literal past 2^63 - 1 (an unsigned long, as its bit pattern)
  std::vector<PropPtr> operands;
};

struct Condition {
  using Quantifier = clmm::Quantifier;  // events/StateRef.h
  Quantifier quantifier = Quantifier::Exists;
  PropPtr prop;
  SourceRange range;
  std::string text;  // as written, whitespace-normalised
};

struct Test {
  std::shared_ptr<const SourceFile> source;
  std::string name;
  SourceRange nameRange;
  std::string dialectHeader;  // "OpenCL" or "OPENCL"; "PTX"; "CUDA"; "AMDGPU"
  std::string processor;      // AMDGPU tests: the processor the header names ("gfx90a"), lower case
  std::string doc;
  std::vector<std::pair<std::string, std::string>> info;  // Key=Value lines
  std::vector<LocationInit> locations;
  std::vector<RegisterInit> registerInits;
  std::vector<Thread> threads;       // host threads, top-level work-items and kernels' work-items, as written
  std::vector<Kernel> kernels;       // named kernels, as written
  std::vector<Queue> queues;         // host command queues, as written
  std::vector<ScopeNode> scopeTree;  // one root per device (empty: no scopeTree block)
  SourceRange scopeTreeRange;
  std::vector<StateRef> observed;  // the locations [...] clause
  std::optional<Condition> condition;
};

// A CUDA test ("CUDA NAME", docs/cuda.md): parsed by the C-like grammar into the events a PTX
// test makes, and checked, like a PTX test, under the PTX model.
bool isCudaTest(const Test& t);
// Whether the test follows the PTX model's rules (its default model, its barriers: bar.sync 0,
// released by exited threads): a PTX or a CUDA test.
bool followsPtx(const Test& t);

// Whether the test uses kernels, host threads or queues (a test without them is one kernel).
bool hasCommands(const Test& t);

std::string propToString(const Prop& p);
std::string stateRefToString(const StateRef& r);  // "1:r0", "x", "y[1]"

}  // namespace clmm::ast
