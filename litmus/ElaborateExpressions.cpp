// Elaborates the expressions of a thread body into events and values: the address an access
// names, plain reads and writes, operators and conditionals with C's sequencing and undefined
// behaviour, and the atomic built-ins (loads, stores, fetch-and-ops, compare-exchanges, PTX's
// atom.cas). Part of the Elaborator (Elaborator.h); statements and the whole run: Elaborate.cpp.
#include <algorithm>
#include <cstdint>
#include <map>
#include <set>
#include <stdexcept>
#include <string>

#include "litmus/Elaborator.h"

namespace clmm::detail {

Event Elaborator::access(EventKind kind, const Address& a, const ast::Expr& site) {
  Event ev;
  ev.kind = kind;
  ev.array = a.array;
  ev.offset = a.offset;
  ev.loc = a.loc;
  ev.proxy = a.proxy;
  ev.vaddr = a.vaddr;
  ev.range = site.range;
  ev.text = snippet(site.range);
  const Array& arr = p_.arrays[a.array];
  const Location& first = p_.locations[arr.first];
  if (first.region == Region::Local) localUse_[arr.name].emplace_back(tid_, site.range);
  return ev;
}

Address Elaborator::address(const ast::Expr& e) {
  if (e.kind == ast::ExprKind::Location) {
    Address a;
    a.array = arrays_.at(e.name);
    a.offset = constant(0);
    a.loc = p_.arrays[a.array].first;
    a.proxy = e.proxy;
    if (!e.alias.empty()) {
      auto& names = p_.virtualAddresses;
      auto found = std::find(names.begin(), names.end(), e.alias);
      a.vaddr = static_cast<int>(found - names.begin());
      if (found == names.end()) names.push_back(e.alias);
    }
    return a;
  }
  // base + offset, offset + base, base - offset (checked by the AST builder)
  bool baseLeft = e.operands[0]->kind == ast::ExprKind::Location ||
                  e.operands[0]->kind == ast::ExprKind::Binary;
  if (e.op == "+" && e.operands[1]->kind == ast::ExprKind::Location) baseLeft = false;
  Address a = address(*e.operands[baseLeft ? 0 : 1]);
  ValueRef off = eval(*e.operands[baseLeft ? 1 : 0]);
  // An index is not wrapped: the address arithmetic is as wide as any index (long).
  a.offset = binary(e.op == "-" ? VN::BOp::Sub : VN::BOp::Add, convert(a.offset, IntType::Long),
                    convert(off, IntType::Long));
  const Array& arr = p_.arrays[a.array];
  a.loc = -1;
  if (auto c = constantOf(a.offset)) {
    // A constant index outside the array reaches the out-of-bounds stand-in through the
    // engines' computed-index path: undefined behaviour where the access executes.
    if (*c < 0 || *c >= arr.size) {
      if (arr.outOfBounds < 0)  // every such address was found by findComputedIndices
        throw std::logic_error("constant index " + std::to_string(*c) + " outside '" + arr.name +
                               "' without an out-of-bounds stand-in");
      return a;
    }
    a.loc = arr.first + static_cast<LocId>(*c);
  }
  return a;
}

ValueRef Elaborator::eval(const ast::Expr& e, bool needValue) {
  switch (e.kind) {
    case ast::ExprKind::Int:
      return e.ulong ? constant(e.value, IntType::ULong) : constant(e.value);
    case ast::ExprKind::Register: {
      auto it = env_.find(e.name);
      if (it == env_.end())
        sink_.fail(e.range, "register '" + e.name + "' is used before it is declared or assigned");
      if (unassigned_.count(e.name))  // C11 6.3.2.1 p2: reading it is undefined
        sink_.fail(e.range, "register '" + e.name +
                                "' may be read before it is assigned: declared without a value ('int " + e.name +
                                ";') or on one side of a branch only, it holds an indeterminate value (C11 6.7.9 "
                                "p10); give it a value where it is declared ('int " + e.name + " = 0;')");
      return it->second;
    }
    case ast::ExprKind::Location:
      sink_.fail(e.range, "a pointer cannot be used as a value");
    case ast::ExprKind::Deref: {
      Address a = address(*e.operands[0]);
      Event ev = access(EventKind::Read, a, e);
      ev.atomic = false;
      ev.order = MemoryOrder::NonAtomic;
      ev.scope = MemoryScope::WorkItem;
      return readValue(emit(ev));
    }
    case ast::ExprKind::Unary: {
      ValueRef v = eval(*e.operands[0]);
      VN::UOp op = e.op == "-" ? VN::UOp::Neg : e.op == "!" ? VN::UOp::Not : VN::UOp::BitNot;
      if (op == VN::UOp::Neg) signedOverflow(e, VN::BOp::Sub, v, v, true);
      return unary(op, v);
    }
    case ast::ExprKind::Binary: {
      static const std::map<std::string, VN::BOp> ops = {
          {"+", VN::BOp::Add}, {"-", VN::BOp::Sub}, {"*", VN::BOp::Mul}, {"/", VN::BOp::Div},
          {"%", VN::BOp::Mod}, {"&", VN::BOp::And}, {"|", VN::BOp::Or},  {"^", VN::BOp::Xor},
          {"<<", VN::BOp::Shl}, {">>", VN::BOp::Shr}, {"==", VN::BOp::Eq}, {"!=", VN::BOp::Ne},
          {"<", VN::BOp::Lt},  {"<=", VN::BOp::Le}, {">", VN::BOp::Gt},  {">=", VN::BOp::Ge},
          {"&&", VN::BOp::LAnd}, {"||", VN::BOp::LOr}};
      VN::BOp op = ops.at(e.op);
      const EventId lhsFrom = static_cast<EventId>(p_.events.size());
      ValueRef lhs = eval(*e.operands[0]);
      if (op == VN::BOp::LAnd || op == VN::BOp::LOr) {
        // C short-circuit: the right operand's memory accesses happen only when needed.
        size_t before = p_.events.size();
        std::map<std::string, ValueRef> saved = env_;
        const std::set<std::string> savedUnassigned = unassigned_;
        auto c = constantOf(lhs);
        if (c) {
          bool decided = op == VN::BOp::LAnd ? *c == 0 : *c != 0;
          if (decided) return constant(op == VN::BOp::LOr ? 1 : 0);
          return binary(VN::BOp::Ne, eval(*e.operands[1]), constant(0));
        }
        CondId cond = newCond(Cond::Kind::Branch, lhs, e.operands[0]->range);
        guard_.push_back({cond, op == VN::BOp::LAnd});
        ValueRef rhs = binary(VN::BOp::Ne, eval(*e.operands[1]), constant(0));
        guard_.pop_back();
        (void)before;
        // A register the right operand assigns (a compare-exchange's `&e`) keeps its old value
        // where the right operand is not evaluated.
        unassigned_.insert(savedUnassigned.begin(), savedUnassigned.end());
        if (op == VN::BOp::LAnd)
          joinEnv(cond, env_, saved);
        else
          joinEnv(cond, saved, env_);
        return op == VN::BOp::LAnd ? ite(cond, rhs, constant(0)) : ite(cond, constant(1), rhs);
      }
      const EventId rhsFrom = static_cast<EventId>(p_.events.size());
      ValueRef rhs = eval(*e.operands[1]);
      unsequenced(lhsFrom, rhsFrom, static_cast<EventId>(p_.events.size()));
      if (op == VN::BOp::Div || op == VN::BOp::Mod) {
        // C11 6.5.5 p5-6: the result of / or % by zero, or whose quotient is not representable
        // (INT_MIN / -1, LONG_MIN / -1), is undefined: flagged where it is evaluated.
        const IntType type = widerType(p_.values[lhs].type, p_.values[rhs].type);
        ValueRef a = convert(lhs, type), b = convert(rhs, type);
        undefinedIf(binary(VN::BOp::Eq, b, constant(0)), e,
                    std::string(op == VN::BOp::Div ? "division" : "remainder") + " by zero");
        if (!isUnsigned(type)) {
          const int64_t least = type == IntType::Int ? INT32_MIN : INT64_MIN;
          undefinedIf(binary(VN::BOp::LAnd, binary(VN::BOp::Eq, a, constant(least, type)),
                             binary(VN::BOp::Eq, b, constant(-1))),
                      e,
                      std::string(op == VN::BOp::Div ? "quotient" : "remainder") + " of " + std::to_string(least) +
                          " / -1, which overflows");
        }
      }
      signedOverflow(e, op, lhs, rhs, false);
      return binary(op, lhs, rhs);
    }
    case ast::ExprKind::Atomic:
      return evalAtomic(e, needValue);
  }
  return constant(0);
}

namespace {
// An atomic call's order, scope and flags on the event of its operation.
void markAtomic(Event& ev, const ast::AtomicCall& call) {
  ev.atomic = true;
  ev.order = call.order;
  ev.failureOrder = call.failureOrder;
  ev.scope = call.scope;
  ev.remote = call.remote;
  ev.reduction = call.reduction;
  ev.hw = call.hw;
}

// The operator of a fetch-and-op (Add for an exchange, whose stored value is its operand).
VN::BOp fetchOperator(ast::AtomicOp op) {
  switch (op) {
    case ast::AtomicOp::FetchAdd: return VN::BOp::Add;
    case ast::AtomicOp::FetchSub: return VN::BOp::Sub;
    case ast::AtomicOp::FetchAnd: return VN::BOp::And;
    case ast::AtomicOp::FetchOr: return VN::BOp::Or;
    case ast::AtomicOp::FetchXor: return VN::BOp::Xor;
    case ast::AtomicOp::FetchMin: return VN::BOp::Min;
    case ast::AtomicOp::FetchMax: return VN::BOp::Max;
    default: return VN::BOp::Add;
  }
}
}  // namespace

ValueRef Elaborator::evalAtomic(const ast::Expr& e, bool needValue) {
  const ast::AtomicCall& call = *e.atomic;
  const int callNo = nextCall_++;
  using Op = ast::AtomicOp;
  // The arguments are unsequenced with one another; all are sequenced before the operation.
  auto here = [&] { return static_cast<EventId>(p_.events.size()); };
  const EventId objFrom = here();
  Address obj = address(*call.object);
  const EventId objEnd = here();
  const Location& loc = p_.locations[p_.arrays[obj.array].first];
  if (!loc.atomicType) nonAtomicTyped_.insert(p_.arrays[obj.array].name);

  if (call.op == Op::Store) {
    if (needValue) sink_.fail(e.range, "'" + call.spelling + "' returns no value");
    Event ev = access(EventKind::Write, obj, e);
    ev.value = eval(*call.value);
    unsequenced(objFrom, objEnd, here());
    markAtomic(ev, call);
    emitCall(ev, callNo);
    return constant(0);
  }
  if (call.op == Op::Load) {
    Event ev = access(EventKind::Read, obj, e);
    markAtomic(ev, call);
    return readValue(emitCall(ev, callNo));
  }
  if (!ast::isCas(call.op)) {
    ValueRef operand = eval(*call.value);
    unsequenced(objFrom, objEnd, here());
    Event ev = access(EventKind::Update, obj, e);
    markAtomic(ev, call);
    EventId id = emitCall(ev, callNo);
    ValueRef old = readValue(id);
    // C11 7.17.7.5 p2-3: the operand is converted to the object's type, and the operation is
    // done in that type (atomic_fetch_max on an atomic_ulong compares as unsigned); on a signed
    // type it wraps, two's complement, with no undefined result (no overflow check here).
    operand = convert(operand, p_.values[old].type);
    p_.events[id].value = call.op == Op::Exchange ? operand : binary(fetchOperator(call.op), old, operand);
    return old;
  }
  if (call.expectedIsValue) return evalPtxCas(e, obj);
  return evalCompareExchange(e, obj, objFrom, objEnd, callNo);
}

// Compare-exchange: read *expected (plain), compare-and-swap the object, and on failure
// write the value found back into *expected (plain). Its value is 1 on success, else 0.
// `&e` with e a private register (call.expectedRegister): no memory access; e takes the value
// read, which on success is its own (C11 7.17.7.4 p2). The object's address was evaluated into
// the events [objFrom, objEnd).
ValueRef Elaborator::evalCompareExchange(const ast::Expr& e, const Address& obj, EventId objFrom, EventId objEnd,
                                         int callNo) {
  const ast::AtomicCall& call = *e.atomic;
  auto here = [&] { return static_cast<EventId>(p_.events.size()); };
  const bool toRegister = call.expectedRegister;
  Address expAddr = toRegister ? Address{} : address(*call.expected);
  const EventId expEnd = here();
  ValueRef desired = eval(*call.value);
  unsequenced(objFrom, objEnd, expEnd);
  unsequenced(objFrom, expEnd, here());
  unsequenced(objEnd, expEnd, here());
  ValueRef expected = 0;
  if (toRegister) {
    expected = eval(*call.expected);
  } else {
    Event expRead = access(EventKind::Read, expAddr, *call.expected);
    expRead.order = MemoryOrder::NonAtomic;
    expRead.scope = MemoryScope::WorkItem;
    expRead.text = "*" + snippet(call.expected->range) + " (expected)";
    expected = readValue(emitCall(expRead, callNo));
  }
  Event ev = access(EventKind::Cas, obj, e);
  ev.expected = expected;
  ev.value = desired;
  markAtomic(ev, call);
  EventId id = emitCall(ev, callNo);
  ValueRef equal = binary(VN::BOp::Eq, readValue(id), expected);
  if (call.op == ast::AtomicOp::CasWeak) {  // may fail spuriously
    CondId choice = newCond(Cond::Kind::Choice, constant(0), e.range);
    VN cv;
    cv.op = VN::Op::CondValue;
    cv.cond = choice;
    equal = binary(VN::BOp::LAnd, equal, node(cv));
  }
  CondId success = newCond(Cond::Kind::CasSuccess, equal, e.range);
  p_.conds[success].event = id;
  p_.events[id].success = success;
  if (toRegister) {
    env_[call.expected->name] = readValue(id);
    unassigned_.erase(call.expected->name);
    VN cv;
    cv.op = VN::Op::CondValue;
    cv.cond = success;
    return node(cv);
  }
  guard_.push_back({success, false});
  Event writeBack = access(EventKind::Write, expAddr, *call.expected);
  writeBack.order = MemoryOrder::NonAtomic;
  writeBack.scope = MemoryScope::WorkItem;
  writeBack.value = readValue(id);
  writeBack.text = "*" + snippet(call.expected->range) + " = (failed compare-exchange)";
  emitCall(writeBack, callNo);
  guard_.pop_back();
  VN cv;
  cv.op = VN::Op::CondValue;
  cv.cond = success;
  return node(cv);
}

// PTX's atom.cas: compare with a value; the result is the value read (no write-back).
ValueRef Elaborator::evalPtxCas(const ast::Expr& e, const Address& obj) {
  const ast::AtomicCall& call = *e.atomic;
  ValueRef expected = eval(*call.expected);
  ValueRef desired = eval(*call.value);
  Event ev = access(EventKind::Cas, obj, e);
  ev.expected = expected;
  ev.value = desired;
  markAtomic(ev, call);  // with the call's flags and an AMDGPU instruction's bits, as every atomic
  EventId id = emitCall(ev, nextCall_++);
  ValueRef old = readValue(id);
  CondId success = newCond(Cond::Kind::CasSuccess, binary(VN::BOp::Eq, old, expected), e.range);
  p_.conds[success].event = id;
  p_.events[id].success = success;
  return old;
}

}  // namespace clmm::detail
