// The event-level form of a litmus test that both engines consume: per work-item the sequence
// of memory events (with order, scope, region, atomicity), each guarded by the control-flow
// condition under which it executes; symbolic values (expressions over the values that reads
// return); initial writes; locations; the scope hierarchy; and the observables of the final
// condition. Built from a front end's AST by elaborateProgram() (litmus/Elaborate.h).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "events/StateRef.h"
#include "events/Types.h"

namespace clmm {

using EventId = uint32_t;
using CondId = uint32_t;
using ValueRef = uint32_t;  // index into Program::values
using LocId = int32_t;

// OpenCL C's integer types as values carry them: int and uint (32 bits), long and ulong (64).
// A value is an int64_t: a uint is kept in [0, 2^32), a ulong is its bit pattern (2^64 - 1 is -1),
// so that the operators whose result depends on signedness have unsigned forms (ValueNode::BOp).
enum class IntType : uint8_t { Int, UInt, Long, ULong };
bool isUnsigned(IntType t);  // uint, ulong
bool is64(IntType t);        // long, ulong
const char* intTypeName(IntType t);  // "int", "uint", "long", "ulong"
// The decimal text of a value of type t: a ulong with its top bit set prints as the unsigned
// number it is (18446744073709551615 for the bit pattern -1).
std::string valueText(int64_t v, IntType t);

// A node of a symbolic value expression. Arithmetic is 64-bit two's complement (wrapping);
// comparisons and logical operators give 0 or 1; division or remainder by zero gives 0 (the
// elaboration flags the executions that divide so as undefined behaviour, docs/language.md). The
// U-forms of the operators whose result depends on signedness (UDiv ... UMax) read both operands
// as unsigned 64-bit numbers; the elaboration picks them for operands of an unsigned type, and
// wraps each node into its C type (Int32.cpp). The engines honour the operator, not `type`.
struct ValueNode {
  enum class Op : uint8_t {
    Const,      // constant
    ReadValue,  // the value read by event `event`
    CondValue,  // 1 if condition `cond` holds, else 0
    Unary,      // uop operand a
    Binary,     // a bop b
    Ite,        // cond ? a : b
  };
  enum class UOp : uint8_t { Neg, Not, BitNot };
  enum class BOp : uint8_t {
    Add, Sub, Mul, Div, Mod, And, Or, Xor, Shl, Shr, Eq, Ne, Lt, Le, Gt, Ge, LAnd, LOr, Min, Max,
    UDiv, UMod, UShr, ULt, ULe, UGt, UGe, UMin, UMax  // unsigned 64-bit forms
  };

  Op op = Op::Const;
  IntType type = IntType::Int;  // the C type of the value (the elaboration's; engines ignore it)
  UOp uop = UOp::Neg;
  BOp bop = BOp::Add;
  int64_t constant = 0;
  EventId event = 0;
  CondId cond = 0;
  ValueRef a = 0, b = 0;
};

const char* binaryOpSpelling(ValueNode::BOp op);
// The unsigned form of op (UDiv for Div, ...), or op itself when signedness does not matter.
ValueNode::BOp unsignedForm(ValueNode::BOp op);
ValueNode::BOp signedForm(ValueNode::BOp op);  // the inverse: Div for UDiv, ...
bool isUnsignedOp(ValueNode::BOp op);
int64_t applyBinary(ValueNode::BOp op, int64_t a, int64_t b);
int64_t applyUnary(ValueNode::UOp op, int64_t a);

// A literal of a guard: condition `cond` has truth value `positive`.
struct GuardLit {
  CondId cond;
  bool positive;
  bool operator==(const GuardLit& o) const { return cond == o.cond && positive == o.positive; }
};
using Guard = std::vector<GuardLit>;  // conjunction; empty = always

// A branch point: an `if`/`while` test or a compare-exchange's success. Evaluated (and
// relevant) only when its guard holds.
struct Cond {
  enum class Kind : uint8_t {
    Branch,     // if / while test
    CasSuccess, // the compare-exchange `event` succeeded
    LoopBound,  // the loop test after the last unrolled iteration: must be false
    Choice,     // a free choice (spurious failure of a weak compare-exchange); value unused
  };
  Kind kind = Kind::Branch;
  int thread = 0;
  ValueRef value = 0;  // the condition holds iff value != 0
  Guard guard;
  EventId event = 0;  // CasSuccess
  SourceRange range;
  std::string text;  // LoopBound: the loop, "while (test)"
  int bound = 0;     // LoopBound: the iterations unrolled before it (memory-dependent ones)
  // LoopBound of `while (1)` (PTX's cut paths too): an execution that gets there never ends, so
  // it has no final state; it is left out with a note, and the result stays decided.
  bool endless = false;
  // An exact await loop's LoopBound (Elaborate.cpp, markExactAwaits): when it holds, the work-item
  // may wait in the loop forever (events/Liveness.h asks whether some execution does).
  bool await = false;
  // An await LoopBound proved exact against the built-in OpenCL models only (a write-back
  // read-modify-write spin, litmus/ElaborateSpin.cpp): under any other model (ptx, a cat file
  // of one's own) check/Engine.cpp makes it a bound again.
  bool openclModelsOnly = false;
  // A LoopBound that, when it holds, proves the work-item loops forever: a loop whose last turn
  // (test and body) had no event and changed no register, so that every later turn is the same
  // (`while (1) {}`, `while (r == 0) {}`; Elaborate.cpp), or a PTX loop PtxLoops.h proved endless.
  // A stopping point of liveness (events/Liveness.h) that needs no condition on the values read.
  bool forever = false;
  // The position in its work-item's program order (Event::po) that the work-item's next event
  // would get: the events at or after it come later than the condition.
  int cutPo = -1;
  // A LoopBound that no execution may satisfy: an execution where it holds cannot finish (its
  // barriers deadlock), or a liveness query's assumption fails (events/Liveness.h). Both
  // engines drop such candidates without a note.
  bool impossible = false;
  std::vector<EventId> reads;  // an await LoopBound: the reads of its last test
};

enum class EventKind : uint8_t {
  Init,          // initial write of one location
  Read,          // load (atomic or plain)
  Write,         // store (atomic or plain)
  Update,        // fetch_op / exchange: always both a read and a write
  Cas,           // compare-exchange: a read; also a write when its success condition holds
  Fence,         // atomic_work_item_fence
  BarrierEntry,  // the release fence a barrier starts with
  BarrierExit,   // the acquire fence a barrier ends with
  // Commands (docs/kernels.md, "Commands as events"): a global-region event
  // that is neither a read, a write nor a fence.
  Call,          // an API call in its thread's program order: clEnqueue*, enqueue_kernel, clFinish, clWaitForEvents, clSetUserEventStatus
  CmdStart,      // a command starts (a kernel instance: before all its work-items' events)
  CmdEnd,        // a kernel instance's work-items have all ended
  CmdComplete,   // a command's completion event is set to CL_COMPLETE
  // Undefined arithmetic reached (a division or remainder by zero, INT_MIN / -1): no memory
  // effect, in its work-item's program order, in no region; the model's set UDEF.
  Undefined,
};

const char* eventKindName(EventKind k);

struct Event {
  EventId id = 0;
  EventKind kind = EventKind::Read;
  int thread = -1;  // -1 for initial writes
  int po = 0;       // position in the thread's program order (elaboration order)
  Guard guard;

  // Memory access: location `array`[offset]; `loc` when the offset is a constant.
  int array = -1;
  ValueRef offset = 0;
  LocId loc = -1;
  ValueRef value = 0;     // Write/Init: value stored; Update: value stored (uses its own read)
  ValueRef expected = 0;  // Cas: expected value
  CondId success = 0;     // Cas: its success condition

  bool atomic = false;
  MemoryOrder order = MemoryOrder::NonAtomic;  // Cas: success order
  MemoryOrder failureOrder = MemoryOrder::NonAtomic;
  MemoryScope scope = MemoryScope::WorkItem;
  uint8_t fenceFlags = kNoFlags;  // fences and barrier fences
  int barrier = -1;               // barrier instance (index into Program::barriers)
  bool remote = false;            // *_remote operation (remote scope promotion)
  bool reduction = false;         // PTX's red: an update whose old value nobody reads (set RED)
  Proxy proxy = Proxy::Generic;   // PTX: the access's or fence's proxy (sets GEN TEX SUR CON ALIAS)
  uint32_t hw = 0;                // AMDGPU: the instruction's attributes (events/AmdgpuBits.h; docs/amdgpu.md)
  // PTX: the virtual address an access names when it is a generic alias of its location
  // (index into Program::virtualAddresses); -1 when the access names the location itself. Two
  // accesses are at one virtual address (the primitive vloc) when they are at one location and
  // have the same vaddr.
  int vaddr = -1;
  int command = -1;               // CmdStart/CmdEnd/CmdComplete, and a Call that enqueues: index into Program::commands

  SourceRange range;
  std::string text;  // short source description, e.g. "atomic_load(y)"

  bool isFence() const { return kind == EventKind::Fence || kind == EventKind::BarrierEntry || kind == EventKind::BarrierExit; }
  // An event of a command itself (start, end, completion): in no work-item and in no program
  // order; `thread` is the work-item whose call enqueued it, whose guard it shares.
  bool isCommand() const { return kind == EventKind::CmdStart || kind == EventKind::CmdEnd || kind == EventKind::CmdComplete; }
  bool isCall() const { return kind == EventKind::Call; }
  bool isUndefined() const { return kind == EventKind::Undefined; }
  bool isAccess() const { return !isFence() && !isCommand() && !isCall() && !isUndefined(); }
  bool mayRead() const { return kind == EventKind::Read || kind == EventKind::Update || kind == EventKind::Cas; }
  bool mayWrite() const { return kind == EventKind::Write || kind == EventKind::Update || kind == EventKind::Cas || kind == EventKind::Init; }
};

struct Location {
  std::string name;  // "x", or "y[1]" for array elements
  int array = 0;
  int index = 0;
  Region region = Region::Global;
  bool fineGrained = false;
  bool regionGiven = false;  // some declaration names its address space
  bool atomicType = false;  // declared with an atomic type somewhere
  bool outOfBounds = false;  // the stand-in for every index outside its array (see Array::outOfBounds)
  int64_t init = 0;
};

struct Array {
  std::string name;
  LocId first = 0;
  int size = 1;
  SourceRange range;
  // An array indexed by a computed value gets one more location that stands for every index
  // outside [0, size): an access that lands there is out of bounds, undefined behaviour (the
  // model's primitive set OOB); -1 when every index is a constant.
  LocId outOfBounds = -1;
};

// A barrier instance: one label (in one loop iteration) across the work-items of a work-group,
// or of a sub-group for sub_group_barrier. Every work-item of that unit must reach it.
struct Barrier {
  std::string label;         // the label, with the loop iterations it is in ("B1#0")
  std::string name;          // the label as written: work-items' arrivals are compared by it
  bool subGroup = false;     // a sub_group_barrier: its unit is a sub-group
  int workGroup = 0;
  int unit = 0;              // the sub-group or work-group id (WorkItem::subGroup / workGroup)
  int channel = 0;           // PTX: the barrier number of bar.sync (arrivals meet per number); 0 in OpenCL
  int count = 0;             // PTX: bar.sync a, b's thread count b; 0: every work-item of the unit
  bool arrive = false;       // PTX: bar.arrive, an arrival that does not wait (an entry, no exit)
  // PTX: the barrier waits for the threads that have not exited (PTX ISA, "bar, barrier" and
  // "exit"): a phase that waits only on exited threads is released (events/Liveness.h).
  bool exitReleases = false;
  std::vector<int> threads;  // the work-items whose code contains this instance
};

struct WorkItem {
  std::string name;  // P0
  int index = 0;     // the number in the name
  bool host = false;   // a host thread
  std::string kernel;  // the named kernel it belongs to ("" for a host thread or a top-level work-item)
  int subGroup = 0, workGroup = 0, device = 0;  // unit ids: equal ids = same unit
  std::vector<EventId> events;                  // in program order
  std::map<std::string, ValueRef> registers;    // final value of each register
};

// A register or location whose final value is part of an outcome.
struct Observable {
  StateRef ref;
  std::string name;  // "1:r0", "x", "y[1]"
  int thread = -1;   // Register: index into Program::threads
  ValueRef value = 0;
  LocId loc = -1;    // Memory
  IntType type = IntType::Int;  // the register's or location's type: how its final value prints
};

// The final condition's proposition over observables (atoms compare one observable).
struct Formula {
  enum class Kind { True, False, Atom, Not, And, Or, Implies };
  Kind kind = Kind::True;
  int observable = -1;  // Atom: index into Program::observables
  int64_t value = 0;    // Atom; an Atom with one operand (an Atom) compares the two observables
  std::vector<Formula> operands;

  bool eval(const std::vector<int64_t>& outcome) const;
};

struct FinalCondition {
  Quantifier quantifier = Quantifier::Exists;
  Formula prop;
  std::string text;
  SourceRange range;
};

// A command: a kernel instance, a marker or a barrier, enqueued by the Call event `call` of
// work-item `issuer` (a kernel started without a command has no Command).
struct Command {
  enum class Kind { Kernel, Marker, Barrier };
  Kind kind = Kind::Kernel;
  std::string label;      // the kernel's name, "marker" or "barrier"
  int issuer = -1;        // index into Program::threads
  std::string queue;      // the host queue, or "" for the device's default queue
  EventId call = 0, start = 0, complete = 0;
  int end = -1;           // kernel instances: their CmdEnd event
};

struct Program {
  std::string name;
  std::string file;
  std::vector<Location> locations;
  std::vector<Array> arrays;
  std::vector<WorkItem> threads;
  std::vector<Event> events;  // initial writes first, then threads in order
  std::vector<Cond> conds;
  std::vector<ValueNode> values;
  std::vector<Barrier> barriers;
  // PTX barriers that more threads reach than their count (litmus/BarrierGroups.h): per barrier
  // fence of such a barrier, the guard under which its arrival is in the g-th group (phase) of
  // the barrier's arrivals; empty for the other events, whose n-th arrivals meet.
  std::vector<std::vector<Guard>> barrierGroups;
  // PTX's virtual aliases (`y @ generic aliases x;`): the names of the generic addresses that
  // differ from their location's own (Event::vaddr indexes this list).
  std::vector<std::string> virtualAddresses;
  std::vector<Command> commands;
  // The global-synchronises-with edges of commands (the model's primitive `csw`); an edge holds
  // in an execution when both its events execute.
  std::vector<std::pair<EventId, EventId>> commandSync;
  // Rule (1) for device-side enqueue (the model's primitive `denq`): the enqueue_kernel call and
  // the start of the child it enqueues. The specification orders only fine-grained SVM through
  // it ("for device-side enqueue, global memory updates sequenced before X happen-before C reads
  // or writes to those memory locations only in the case of fine-grained SVM"), so it is not in
  // commandSync: the model decides which accesses it orders (axioms/opencl-base.cat).
  std::vector<std::pair<EventId, EventId>> deviceEnqueue;
  std::vector<Observable> observables;  // condition's registers and locations, then locations[]
  std::optional<FinalCondition> condition;
  int unroll = 0;  // loop unrolling bound used
  // Pairs of events of one work-item (earlier id first) that program order lists one after the
  // other but that are unsequenced: they come from different operands of one operator or from
  // different arguments of one call (C11 6.5 p2-3, 6.5.16 p3), and neither is part of an atomic
  // built-in's own operation (the primitive relation unseq; docs/models.md, "Sequenced-before").
  std::set<std::pair<EventId, EventId>> unsequenced;
  // Pairs from such operands of which one is part of an atomic built-in's operation (the
  // atomic access, and a compare-exchange's read and write-back of *expected): a call's body is
  // indeterminately sequenced with the caller's other evaluations (C11 6.5.2.2 p10): no
  // undefined behaviour, and each execution sequences them one way or the other, as the Choice
  // condition mapped to holds (the earlier id first) or not. One condition orders a whole call
  // body against one other event or call body, so that a body is never interleaved.
  std::map<std::pair<EventId, EventId>, CondId> indeterminate;

  // Helpers for the engines.
  int numEvents() const { return static_cast<int>(events.size()); }
  // The primitive relation sb where it does not depend on the execution (false for the pairs
  // of `indeterminate`, which orderChoice() describes).
  bool sequencedBefore(EventId a, EventId b) const;
  // For an indeterminately sequenced pair: the Choice condition, and whether a is sequenced
  // before b when it holds (else b before a); nullopt for any other pair.
  std::optional<std::pair<CondId, bool>> orderChoice(EventId a, EventId b) const;
  bool unsequencedPair(EventId a, EventId b) const;  // the primitive relation unseq (either order)
  bool sameLocationPossible(const Event& a, const Event& b) const;
  std::string describe(EventId e) const;  // "P1:b W x=1 rel wg"
  std::string valueToString(ValueRef v) const;
  std::string guardToString(const Guard& g) const;
  // Why a result is unknown when the LoopBound condition `c` holds in some candidate: the loop,
  // its work-item and line, and the --unroll that would check those executions.
  std::string loopBoundReason(CondId c) const;
  // The LoopBound conditions (not endless) that name the program's first loop, as the highest id
  // up to which every such condition has the lowest one's loopBoundReason (a loop has a
  // condition per cut path); -1 when there is none. A consistent execution beyond one of them
  // makes a result unknown for the reason the lowest consistent cut gives: its engine may stop
  // there (ExplicitOptions::stopAtCut).
  int firstLoopCuts() const;
};

}  // namespace clmm
