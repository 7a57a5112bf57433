// Lowers the AST of a test to the event program: locations and their regions, initial writes,
// per-thread events in program order with guards (if/while on loaded values, compare-exchange
// success), symbolic values, barrier instances, scope units and the observables of the final
// condition; and reports the semantic errors of a well-formed-looking but meaningless test.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <stdexcept>

#include "litmus/Int32.h"
#include "litmus/Liveness.h"
#include "litmus/Lowerer.h"
#include "litmus/Printable.h"

namespace clmm::detail {

ValueRef Lowerer::node(VN n) {
  p_.values.push_back(n);
  return static_cast<ValueRef>(p_.values.size() - 1);
}

ValueRef Lowerer::constant(int64_t c) {
  // A literal is an int when it fits, else a long (C11 6.4.4.1 p5).
  return constant(c, c >= INT32_MIN && c <= INT32_MAX ? IntType::Int : IntType::Long);
}

ValueRef Lowerer::constant(int64_t c, IntType type) {
  VN n;
  n.op = VN::Op::Const;
  n.constant = wrapTo(c, type);
  n.type = type;
  return node(n);
}

// The type of `a op b` (C11 6.3.1.8 on int, uint and long; shifts take their left operand's
// type, comparisons and logical operators give int).
static IntType resultType(VN::BOp op, IntType a, IntType b) {
  switch (op) {
    case VN::BOp::Shl:
    case VN::BOp::Shr:
      return a;
    case VN::BOp::Eq:
    case VN::BOp::Ne:
    case VN::BOp::Lt:
    case VN::BOp::Le:
    case VN::BOp::Gt:
    case VN::BOp::Ge:
    case VN::BOp::LAnd:
    case VN::BOp::LOr:
      return IntType::Int;
    default:
      return widerType(a, b);
  }
}

// v as a value of type t (C11 6.3.1.3: modulo 2^32 into int or uint; clmm's choice for the
// implementation-defined conversion to int, docs/language.md). A non-constant value gets a
// node `v + 0` of type t, which Int32.cpp wraps where its values may leave t's range.
ValueRef Lowerer::convert(ValueRef v, IntType t) {
  if (p_.values[v].type == t) return v;
  if (auto c = constantOf(v)) return constant(*c, t);
  VN n;
  n.op = VN::Op::Binary;
  n.bop = VN::BOp::Add;
  n.a = v;
  n.b = constant(0, t);
  n.type = t;
  return node(n);
}

std::optional<int64_t> Lowerer::constantOf(ValueRef v) const {
  if (p_.values[v].op == VN::Op::Const) return p_.values[v].constant;
  return std::nullopt;
}

ValueRef Lowerer::binary(VN::BOp op, ValueRef a, ValueRef b) {
  const IntType type = resultType(op, p_.values[a].type, p_.values[b].type);
  // The usual arithmetic conversions (C11 6.3.1.8) convert both operands to their common type
  // before an arithmetic or comparison operator: with a uint beside an int (and no long), the
  // int becomes a uint (6.3.1.3 p2, modulo 2^32), so `-1 < 0u` is false and `-2 / 2u` is
  // 2147483647. Only int -> uint changes a value (int and uint to long keep it). Shifts convert
  // neither operand; && and || compare each with 0.
  if (op != VN::BOp::Shl && op != VN::BOp::Shr && op != VN::BOp::LAnd && op != VN::BOp::LOr &&
      widerType(p_.values[a].type, p_.values[b].type) == IntType::UInt) {
    a = convert(a, IntType::UInt);
    b = convert(b, IntType::UInt);
  }
  // OpenCL C 6.3 (j): a shift uses the low log2(N) bits of its right operand, N the width of
  // its left operand's type, so `x << 32` on an int is `x << 0`.
  if ((op == VN::BOp::Shl || op == VN::BOp::Shr) && type != IntType::Long) b = binary(VN::BOp::And, b, constant(31));
  auto ca = constantOf(a), cb = constantOf(b);
  if (ca && cb) return constant(applyBinary(op, *ca, *cb), type);
  VN n;
  n.op = VN::Op::Binary;
  n.bop = op;
  n.a = a;
  n.b = b;
  n.type = type;
  return node(n);
}

ValueRef Lowerer::unary(VN::UOp op, ValueRef a) {
  const IntType type = op == VN::UOp::Not ? IntType::Int : p_.values[a].type;
  if (auto ca = constantOf(a)) return constant(applyUnary(op, *ca), type);
  VN n;
  n.op = VN::Op::Unary;
  n.uop = op;
  n.a = a;
  n.type = type;
  return node(n);
}

ValueRef Lowerer::ite(CondId c, ValueRef a, ValueRef b) {
  if (a == b) return a;
  auto ca = constantOf(a), cb = constantOf(b);
  if (ca && cb && *ca == *cb) return a;
  VN n;
  n.op = VN::Op::Ite;
  n.cond = c;
  n.a = a;
  n.b = b;
  n.type = widerType(p_.values[a].type, p_.values[b].type);
  return node(n);
}

CondId Lowerer::newCond(Cond::Kind kind, ValueRef value, SourceRange range) {
  Cond c;
  c.kind = kind;
  c.thread = tid_;
  c.value = value;
  c.guard = guard_;
  c.range = range;
  p_.conds.push_back(c);
  return static_cast<CondId>(p_.conds.size() - 1);
}

std::string Lowerer::snippet(SourceRange r) const {
  if (!r.known() || !test_.source) return "";
  std::string line = test_.source->lineText(r.line);
  int from = std::max(r.col, 1) - 1;
  int to = r.endLine == r.line ? r.endCol : static_cast<int>(line.size());
  if (from >= static_cast<int>(line.size())) return "";
  std::string s = line.substr(from, std::max(0, to - from));
  if (r.endLine != r.line) s += " ...";
  return s;
}

// ----------------------------------------------------------------------------- locations

void Lowerer::declareLocations() {
  for (const auto& init : test_.locations) {
    Array a;
    a.name = init.name;
    a.first = static_cast<LocId>(p_.locations.size());
    a.size = init.size;
    a.range = init.range;
    arrays_[a.name] = static_cast<int>(p_.arrays.size());
    for (int i = 0; i < init.size; ++i) {
      Location l;
      l.name = init.isArray ? init.name + "[" + std::to_string(i) + "]" : init.name;
      l.array = static_cast<int>(p_.arrays.size());
      l.index = i;
      l.init = init.values[i];
      l.atomicType = init.typeText.find("atomic_") != std::string::npos;
      if (init.typeText.find("local") != std::string::npos) l.region = Region::Local;
      if (init.typeText.find("global") != std::string::npos || init.typeText.find("local") != std::string::npos) l.regionGiven = true;
      p_.locations.push_back(l);
    }
    p_.arrays.push_back(a);
  }
  // Parameters name locations; an uninitialised one starts at 0. The region comes from the
  // parameters' address-space qualifiers, which must agree.
  std::map<std::string, const ast::Param*> regionFrom;
  for (const auto& th : test_.threads) {
    for (const auto& param : th.params) {
      if (!arrays_.count(param.name)) {
        Array a;
        a.name = param.name;
        a.first = static_cast<LocId>(p_.locations.size());
        a.range = param.range;
        arrays_[a.name] = static_cast<int>(p_.arrays.size());
        Location l;
        l.name = param.name;
        l.array = static_cast<int>(p_.arrays.size());
        p_.locations.push_back(l);
        p_.arrays.push_back(a);
      }
      const Array& a = p_.arrays[arrays_[param.name]];
      for (int i = 0; i < a.size; ++i) {
        Location& l = p_.locations[a.first + i];
        l.atomicType |= param.atomicType;
        if (!param.regionGiven) continue;
        auto prev = regionFrom.find(param.name);
        if (prev != regionFrom.end() && prev->second->region != param.region) {
          sink_.error(param.range, "location '" + param.name + "' is declared " +
                                       std::string(regionName(param.region)) + " here but " +
                                       std::string(regionName(prev->second->region)) +
                                       " at line " + std::to_string(prev->second->range.line));
          continue;
        }
        regionFrom[param.name] = &param;
        l.region = param.region;
        l.regionGiven = true;
        l.fineGrained |= param.fineGrained;
      }
    }
  }
  std::string unqualified;
  for (const auto& a : p_.arrays)
    if (!p_.locations[a.first].regionGiven) unqualified += (unqualified.empty() ? "" : ", ") + a.name;
  if (!unqualified.empty())
    sink_.warning(test_.nameRange,
                  "no address space given for " + unqualified +
                      ": taken as global memory (OpenCL C requires kernel pointer arguments to "
                      "name one; herd leaves such locations outside both regions)");
  // Arrays indexed by computed values, or by constants outside them, get their out-of-bounds
  // stand-in (Array::outOfBounds).
  std::set<std::string> dynamic;
  std::map<std::string, int> sizes;
  for (const auto& a : p_.arrays) sizes[a.name] = a.size;
  for (const auto& th : test_.threads) findComputedIndices(th.body, sizes, dynamic);
  for (auto& a : p_.arrays) {
    if (!dynamic.count(a.name)) continue;
    Location l = p_.locations[a.first];
    l.name = a.name + "[out of bounds]";
    l.index = -1;
    l.init = 0;
    l.outOfBounds = true;
    a.outOfBounds = static_cast<LocId>(p_.locations.size());
    p_.locations.push_back(l);
  }
  // The type of each array's values: the widest its declarations give (as Int32.cpp reads them).
  arrayType_.assign(p_.arrays.size(), IntType::Int);
  std::map<std::string, IntType> declared;
  auto note = [&](const std::string& name, const std::string& typeText) {
    auto it = declared.find(name);
    declared[name] = it == declared.end() ? intTypeOf(typeText) : widerType(it->second, intTypeOf(typeText));
  };
  for (const auto& l : test_.locations) note(l.name, l.typeText);
  for (const auto& th : test_.threads)
    for (const auto& prm : th.params) note(prm.name, prm.typeText);
  for (size_t a = 0; a < p_.arrays.size(); ++a)
    if (auto it = declared.find(p_.arrays[a].name); it != declared.end()) arrayType_[a] = it->second;
  for (const auto& l : p_.locations) {
    Event init;
    init.kind = EventKind::Init;
    init.thread = -1;
    init.array = l.array;
    init.offset = constant(l.index);
    init.loc = static_cast<LocId>(&l - p_.locations.data());
    init.value = constant(l.init);
    init.order = MemoryOrder::NonAtomic;
    init.scope = MemoryScope::WorkItem;
    init.text = l.name + "=" + std::to_string(l.init);
    init.id = static_cast<EventId>(p_.events.size());
    p_.events.push_back(init);
  }
}

namespace {
// The location an address expression starts from; `computed` becomes true when an offset added
// to it is not an integer literal, and `offset` sums the literal offsets.
const ast::Expr* addressBase(const ast::Expr& e, bool& computed, __int128& offset) {
  if (e.kind == ast::ExprKind::Location) return &e;
  if (e.kind != ast::ExprKind::Binary || (e.op != "+" && e.op != "-") || e.operands.size() != 2) return nullptr;
  for (int i = 0; i < 2; ++i)
    if (const ast::Expr* base = addressBase(*e.operands[i], computed, offset)) {
      const ast::Expr& other = *e.operands[1 - i];
      if (other.kind != ast::ExprKind::Int)
        computed = true;
      else
        offset += e.op == "-" ? -__int128(other.value) : __int128(other.value);
      return base;
    }
  return nullptr;
}

void findComputedIndicesIn(const ast::Expr* e, const std::map<std::string, int>& sizes, std::set<std::string>& out) {
  if (!e) return;
  bool computed = false;
  __int128 offset = 0;
  if (const ast::Expr* base = addressBase(*e, computed, offset)) {
    auto size = sizes.find(base->name);
    // A constant index outside the array is out of bounds in the executions that perform the
    // access, as a computed one is: the array gets its out-of-bounds stand-in too.
    if (computed || (size != sizes.end() && (offset < 0 || offset >= size->second))) out.insert(base->name);
  }
  for (const auto& o : e->operands) findComputedIndicesIn(o.get(), sizes, out);
  if (e->atomic) {
    findComputedIndicesIn(e->atomic->object.get(), sizes, out);
    findComputedIndicesIn(e->atomic->value.get(), sizes, out);
    findComputedIndicesIn(e->atomic->expected.get(), sizes, out);
  }
}
}  // namespace

void Lowerer::findComputedIndices(const std::vector<ast::StmtPtr>& body, const std::map<std::string, int>& sizes,
                                  std::set<std::string>& out) {
  for (const auto& s : body) {
    findComputedIndicesIn(s->target.get(), sizes, out);
    findComputedIndicesIn(s->value.get(), sizes, out);
    findComputedIndices(s->body, sizes, out);
    findComputedIndices(s->elseBody, sizes, out);
  }
}

// ----------------------------------------------------------------------------- threads

// The events emitted in [a, b) and those in [b, c) come from unsequenced evaluations (two
// operands of an operator, two arguments of a call): no sequenced-before between them. A pair
// of which one event belongs to an atomic built-in's own operation is indeterminately
// sequenced instead (C11 6.5.2.2 p10: the called function's body is not interleaved with the
// caller's evaluations), which is no undefined behaviour (docs/models.md, "Sequenced-before"):
// a free Choice condition per pair of units orders them in each execution.
void Lowerer::unsequenced(EventId a, EventId b, EventId c) {
  // A unit is a call body (its id) or a single other event (-1 - its id).
  auto unit = [&](EventId e) -> int64_t {
    auto it = callOf_.find(e);
    return it != callOf_.end() ? it->second : -1 - static_cast<int64_t>(e);
  };
  std::map<std::pair<int64_t, int64_t>, CondId> choices;
  for (EventId x = a; x < b; ++x)
    for (EventId y = b; y < c; ++y) {
      if (p_.events[x].thread != tid_ || p_.events[y].thread != tid_) continue;
      if (!callOf_.count(x) && !callOf_.count(y)) {
        p_.unsequenced.insert({x, y});
        continue;
      }
      auto [it, fresh] = choices.try_emplace({unit(x), unit(y)}, 0);
      if (fresh) it->second = newCond(Cond::Kind::Choice, constant(0), p_.events[y].range);
      p_.indeterminate[{x, y}] = it->second;
    }
}

// Undefined behaviour where `when` is non-zero: an Undefined event under that condition, which
// the model flags (undefined_arithmetic) in the executions that reach it.
void Lowerer::undefinedIf(ValueRef when, const ast::Expr& site, const std::string& what) {
  auto c = constantOf(when);
  if (c && *c == 0) return;
  Event ev;
  ev.kind = EventKind::Undefined;
  ev.order = MemoryOrder::NonAtomic;
  ev.scope = MemoryScope::WorkItem;
  ev.range = site.range;
  ev.text = snippet(site.range) + " (" + what + ")";
  if (c) {
    emit(ev);
    return;
  }
  CondId cond = newCond(Cond::Kind::Branch, when, site.range);
  guard_.push_back({cond, true});
  emit(ev);
  guard_.pop_back();
}

ValueRef Lowerer::readValue(EventId read) {
  VN n;
  n.op = VN::Op::ReadValue;
  n.event = read;
  n.type = arrayType_.at(static_cast<size_t>(p_.events[read].array));
  return node(n);
}

// An event of the operation of atomic built-in call `call` (not of the evaluation of its
// arguments).
EventId Lowerer::emitCall(Event ev, int call) {
  EventId id = emit(std::move(ev));
  callOf_[id] = call;
  return id;
}

EventId Lowerer::emit(Event ev) {
  ev.id = static_cast<EventId>(p_.events.size());
  ev.thread = tid_;
  ev.guard = guard_;
  ev.po = static_cast<int>(p_.threads[tid_].events.size());
  p_.events.push_back(ev);
  p_.threads[tid_].events.push_back(ev.id);
  return ev.id;
}

Event Lowerer::access(EventKind kind, const Address& a, const ast::Expr& site) {
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

Address Lowerer::address(const ast::Expr& e) {
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

ValueRef Lowerer::eval(const ast::Expr& e, bool needValue) {
  switch (e.kind) {
    case ast::ExprKind::Int:
      return constant(e.value);
    case ast::ExprKind::Register: {
      auto it = env_.find(e.name);
      if (it == env_.end())
        sink_.fail(e.range, "register '" + e.name + "' is used before it is declared or assigned");
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
        (void)saved;
        return op == VN::BOp::LAnd ? ite(cond, rhs, constant(0)) : ite(cond, constant(1), rhs);
      }
      const EventId rhsFrom = static_cast<EventId>(p_.events.size());
      ValueRef rhs = eval(*e.operands[1]);
      unsequenced(lhsFrom, rhsFrom, static_cast<EventId>(p_.events.size()));
      if (op == VN::BOp::Div || op == VN::BOp::Mod) {
        // C11 6.5.5 p5-6: the result of / or % by zero, or whose quotient is not representable
        // (INT_MIN / -1), is undefined: flagged where it is evaluated.
        const IntType type = widerType(p_.values[lhs].type, p_.values[rhs].type);
        ValueRef a = convert(lhs, type), b = convert(rhs, type);
        undefinedIf(binary(VN::BOp::Eq, b, constant(0)), e,
                    std::string(op == VN::BOp::Div ? "division" : "remainder") + " by zero");
        if (type != IntType::UInt) {
          const int64_t least = type == IntType::Int ? INT32_MIN : INT64_MIN;
          undefinedIf(binary(VN::BOp::LAnd, binary(VN::BOp::Eq, a, constant(least, type)),
                             binary(VN::BOp::Eq, b, constant(-1))),
                      e,
                      std::string(op == VN::BOp::Div ? "quotient" : "remainder") + " of " + std::to_string(least) +
                          " / -1, which overflows");
        }
      }
      return binary(op, lhs, rhs);
    }
    case ast::ExprKind::Atomic:
      return evalAtomic(e, needValue);
  }
  return constant(0);
}

ValueRef Lowerer::evalAtomic(const ast::Expr& e, bool needValue) {
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

  auto finish = [&](Event& ev) {
    ev.atomic = true;
    ev.order = call.order;
    ev.failureOrder = call.failureOrder;
    ev.scope = call.scope;
    ev.remote = call.remote;
    ev.reduction = call.reduction;
  };

  if (call.op == Op::Store) {
    if (needValue) sink_.fail(e.range, "'" + call.spelling + "' returns no value");
    Event ev = access(EventKind::Write, obj, e);
    ev.value = eval(*call.value);
    unsequenced(objFrom, objEnd, here());
    finish(ev);
    emitCall(ev, callNo);
    return constant(0);
  }
  if (call.op == Op::Load) {
    Event ev = access(EventKind::Read, obj, e);
    finish(ev);
    return readValue(emitCall(ev, callNo));
  }
  if (!ast::isCas(call.op)) {
    ValueRef operand = eval(*call.value);
    unsequenced(objFrom, objEnd, here());
    Event ev = access(EventKind::Update, obj, e);
    finish(ev);
    EventId id = emitCall(ev, callNo);
    ValueRef old = readValue(id);
    VN::BOp op = VN::BOp::Add;
    switch (call.op) {
      case Op::FetchAdd: op = VN::BOp::Add; break;
      case Op::FetchSub: op = VN::BOp::Sub; break;
      case Op::FetchAnd: op = VN::BOp::And; break;
      case Op::FetchOr: op = VN::BOp::Or; break;
      case Op::FetchXor: op = VN::BOp::Xor; break;
      case Op::FetchMin: op = VN::BOp::Min; break;
      case Op::FetchMax: op = VN::BOp::Max; break;
      default: break;
    }
    p_.events[id].value = call.op == Op::Exchange ? operand : binary(op, old, operand);
    return old;
  }
  if (call.expectedIsValue) return evalPtxCas(e, obj);
  // Compare-exchange: read *expected (plain), compare-and-swap the object, and on failure
  // write the value found back into *expected (plain). Its value is 1 on success, else 0.
  // `&e` with e a private register (call.expectedRegister): no memory access; e takes the value
  // read, which on success is its own (C11 7.17.7.4 p2).
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
  finish(ev);
  EventId id = emitCall(ev, callNo);
  ValueRef equal = binary(VN::BOp::Eq, readValue(id), expected);
  if (call.op == Op::CasWeak) {  // may fail spuriously
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
ValueRef Lowerer::evalPtxCas(const ast::Expr& e, const Address& obj) {
  const ast::AtomicCall& call = *e.atomic;
  ValueRef expected = eval(*call.expected);
  ValueRef desired = eval(*call.value);
  Event ev = access(EventKind::Cas, obj, e);
  ev.expected = expected;
  ev.value = desired;
  ev.atomic = true;
  ev.order = call.order;
  ev.failureOrder = call.failureOrder;
  ev.scope = call.scope;
  EventId id = emitCall(ev, nextCall_++);
  ValueRef old = readValue(id);
  CondId success = newCond(Cond::Kind::CasSuccess, binary(VN::BOp::Eq, old, expected), e.range);
  p_.conds[success].event = id;
  p_.events[id].success = success;
  return old;
}

void Lowerer::joinEnv(CondId c, const std::map<std::string, ValueRef>& thenEnv,
                      const std::map<std::string, ValueRef>& elseEnv) {
  std::map<std::string, ValueRef> joined;
  std::set<std::string> names;
  for (const auto& kv : thenEnv) names.insert(kv.first);
  for (const auto& kv : elseEnv) names.insert(kv.first);
  for (const auto& n : names) {
    auto t = thenEnv.find(n), f = elseEnv.find(n);
    ValueRef tv = t != thenEnv.end() ? t->second : constant(0);
    ValueRef fv = f != elseEnv.end() ? f->second : constant(0);
    joined[n] = ite(c, tv, fv);
  }
  env_ = std::move(joined);
}

void Lowerer::lowerIf(ValueRef cond, SourceRange range, const std::vector<ast::StmtPtr>& thenS,
                      const std::vector<ast::StmtPtr>* elseS) {
  if (auto c = constantOf(cond)) {  // statically decided
    if (*c != 0) statements(thenS);
    else if (elseS) statements(*elseS);
    return;
  }
  CondId c = newCond(Cond::Kind::Branch, cond, range);
  auto before = env_;
  guard_.push_back({c, true});
  statements(thenS);
  auto thenEnv = env_;
  guard_.back().positive = false;
  env_ = before;
  if (elseS) statements(*elseS);
  guard_.pop_back();
  joinEnv(c, thenEnv, env_);
}

// while (test) body, unrolled. An iteration whose test is a constant (it reads no memory: a
// local counter against a constant bound) runs as C runs it, whatever --unroll says, up to
// kMaxConstantIterations; a test that depends on memory gets a Branch condition, iteration i
// running when the test held i+1 times, and after `unroll` such iterations the test must be
// false (a LoopBound condition: the executions that need more make the result unknown).
void Lowerer::lowerLoop(const ast::Stmt& s, int iteration, int dynamic) {
  // Nested loops multiply (each level lowers its body unroll + 1 times), so a short test could
  // need more memory than there is before --max-events is ever consulted: refuse it here. Every
  // iteration evaluates its test, so the values bound the work done.
  constexpr size_t kMaxLowered = 200000;
  constexpr int kMaxConstantIterations = 10000;
  for (;; ++iteration) {
    if (p_.values.size() + p_.events.size() > kMaxLowered)
      sink_.fail(s.range, "the test grows too large when its loops are unrolled (--unroll " +
                              std::to_string(options_.unroll) + "): more than " + std::to_string(kMaxLowered) +
                              " values and events; nest fewer loops or unroll fewer times");
    const size_t testFrom = p_.events.size();
    ValueRef test = eval(*s.value);
    auto constantTest = constantOf(test);
    if (constantTest && *constantTest == 0) return;
    // `while (1)`: an endless loop, unrolled as before and then cut (Cond::endless).
    const bool endless = s.value->kind == ast::ExprKind::Int;
    const int limit = endless ? options_.unroll : constantTest ? kMaxConstantIterations : options_.unroll;
    if ((constantTest && !endless ? iteration : dynamic) >= limit) {
      CondId bound = newCond(Cond::Kind::LoopBound, test, s.value->range);
      p_.conds[bound].text = "while (" + snippet(s.value->range) + ")";
      p_.conds[bound].bound = limit;
      p_.conds[bound].endless = endless;
      if (endless && s.spinReads > 0) {
        p_.conds[bound].text = "the loop back to " + s.name;
        spinCut(bound, static_cast<size_t>(s.spinReads));
      }
      if (!constantTest && awaitLoop(s, testFrom)) {
        std::vector<int> arrays;
        for (size_t e = testFrom; e < p_.events.size(); ++e) arrays.push_back(p_.events[e].array);
        for (size_t e = testFrom; e < p_.events.size(); ++e) p_.conds[bound].reads.push_back(static_cast<EventId>(e));
        awaits_.push_back({bound, std::move(arrays)});
      }
      return;
    }
    if (endless) ++dynamic;
    if (constantTest) {
      loopIterations_.push_back(iteration);
      statements(s.body);
      loopIterations_.pop_back();
      continue;
    }
    CondId c = newCond(Cond::Kind::Branch, test, s.value->range);
    auto before = env_;
    guard_.push_back({c, true});
    loopIterations_.push_back(iteration);
    statements(s.body);
    loopIterations_.pop_back();
    lowerLoop(s, iteration + 1, dynamic + 1);
    guard_.pop_back();
    joinEnv(c, env_, before);
    return;
  }
}

// A PTX path cut where its last iteration only loaded (PtxCode.cpp): the loop may wait forever
// when those loads read the last writes (litmus/Liveness.h). Its reads are the thread's last
// `loads` reads on the current path (their guards are prefixes of the current one).
void Lowerer::spinCut(CondId bound, size_t loads) {
  std::vector<EventId> reads;
  for (size_t i = p_.events.size(); i-- > 0 && reads.size() < loads;) {
    const Event& e = p_.events[i];
    if (e.thread != tid_ || e.kind != EventKind::Read) continue;
    if (e.guard.size() > guard_.size() || !std::equal(e.guard.begin(), e.guard.end(), guard_.begin())) continue;
    reads.insert(reads.begin(), e.id);
  }
  if (reads.size() != loads) return;
  p_.conds[bound].await = true;
  p_.conds[bound].reads = std::move(reads);
}

// An await loop: a body of fences only (or nothing) and a test whose only events (from
// `testFrom` on) are reads: an iteration changes no register and no location.
bool Lowerer::awaitLoop(const ast::Stmt& s, size_t testFrom) const {
  std::function<bool(const std::vector<ast::StmtPtr>&)> empty = [&](const std::vector<ast::StmtPtr>& body) {
    for (const auto& st : body)
      if (st->kind != ast::StmtKind::Fence && (st->kind != ast::StmtKind::Block || !empty(st->body))) return false;
    return true;
  };
  if (!empty(s.body)) return false;
  for (size_t e = testFrom; e < p_.events.size(); ++e)
    if (p_.events[e].kind != EventKind::Read || p_.events[e].thread != tid_) return false;
  return true;
}

// An await loop cut after U iterations loses no final state when U >= 1 + W, W the writes
// (other than initial ones) to the arrays its test reads, one count per read: by coherence
// (CohG/CohL: two reads of one location in sequenced-before order read writes in mo order),
// each read of the test reads, iteration after iteration, writes that never go back in mo, so
// among more than W + 1 failing iterations two consecutive ones read the same writes; the first
// of them can be removed with its body's fences (the second has the same values, the same
// synchronisation, the same fences, and comes before all that follows), which leaves a
// consistent execution with the same final state, the same races and one iteration fewer. Such a LoopBound is exact (Cond::endless), not a reason for
// `unknown` (docs/language.md, "Loops").
void Lowerer::markExactAwaits() {
  std::vector<size_t> writes(p_.arrays.size(), 0);
  for (const Event& e : p_.events)
    if (e.mayWrite() && e.kind != EventKind::Init && e.array >= 0) ++writes[static_cast<size_t>(e.array)];
  for (const auto& [cond, arrays] : awaits_) {
    size_t total = 0;
    for (int a : arrays) total += writes[static_cast<size_t>(a)];
    if (total + 1 <= static_cast<size_t>(p_.conds[cond].bound)) p_.conds[cond].endless = p_.conds[cond].await = true;
  }
}

void Lowerer::barrier(const ast::Stmt& s) {
  std::string key = s.name;
  for (int it : loopIterations_) key += "#" + std::to_string(it);
  int wg = units_[tid_].workGroup;
  int unit = s.subGroupBarrier ? units_[tid_].subGroup : wg;
  std::string fullKey = key + (s.subGroupBarrier ? "@sg" : "@wg") + std::to_string(unit);
  int id;
  auto found = barrierIds_.find(fullKey);
  if (found == barrierIds_.end()) {
    id = static_cast<int>(p_.barriers.size());
    barrierIds_[fullKey] = id;
    Barrier b;
    b.label = key;
    b.name = s.name;
    b.subGroup = s.subGroupBarrier;
    b.workGroup = wg;
    b.unit = unit;
    b.channel = s.barrierChannel;
    b.count = s.barrierCount;
    b.arrive = s.barrierArrive;
    p_.barriers.push_back(b);
  } else {
    id = found->second;
    if (p_.barriers[id].count != s.barrierCount)  // PTX: bar.sync a, b
      sink_.fail(s.range,
                 "barrier " + std::to_string(s.barrierChannel % 16) +
                     (s.barrierChannel < 16 ? "" : " of instance " + std::to_string(s.barrierChannel / 16 - 1)) +
                     " is given different thread counts in one CTA (or with and without a count): "
                     "give every bar.sync of one barrier the same count");
  }
  auto& threads = p_.barriers[id].threads;
  if (std::find(threads.begin(), threads.end(), tid_) == threads.end()) threads.push_back(tid_);
  for (EventKind k : {EventKind::BarrierEntry, EventKind::BarrierExit}) {
    if (k == EventKind::BarrierExit && s.barrierArrive) break;  // PTX bar.arrive does not wait
    Event ev;
    ev.kind = k;
    ev.fenceFlags = s.fence.flags;
    ev.scope = s.fence.scope;
    ev.order = k == EventKind::BarrierEntry ? MemoryOrder::Release : MemoryOrder::Acquire;
    ev.barrier = id;
    ev.range = s.range;
    ev.text = snippet(s.range);
    emit(ev);
  }
}

void Lowerer::statements(const std::vector<ast::StmtPtr>& list) {
  for (const auto& s : list) statement(*s);
}

void Lowerer::statement(const ast::Stmt& s) {
  switch (s.kind) {
    case ast::StmtKind::Block:
      statements(s.body);
      break;
    case ast::StmtKind::Decl:
      registerType_[s.name] = intTypeOf(s.typeText);
      env_[s.name] = convert(s.value ? eval(*s.value) : constant(0), registerType_[s.name]);
      break;
    case ast::StmtKind::Assign: {
      ValueRef v = eval(*s.value);
      auto type = registerType_.find(s.name);
      env_[s.name] = convert(v, type == registerType_.end() ? IntType::Int : type->second);
      break;
    }
    case ast::StmtKind::Store: {  // the two operands of `=` are unsequenced (C11 6.5.16 p3)
      const EventId from = static_cast<EventId>(p_.events.size());
      Address a = address(*s.target);
      const EventId mid = static_cast<EventId>(p_.events.size());
      ValueRef v = eval(*s.value);
      unsequenced(from, mid, static_cast<EventId>(p_.events.size()));
      Event ev = access(EventKind::Write, a, *s.target);
      ev.range = s.range;
      ev.text = snippet(s.range);
      ev.value = v;
      ev.order = MemoryOrder::NonAtomic;
      ev.scope = MemoryScope::WorkItem;
      emit(ev);
      break;
    }
    case ast::StmtKind::Eval:
      eval(*s.value, false);
      break;
    case ast::StmtKind::If:
      lowerIf(eval(*s.value), s.value->range, s.body, &s.elseBody);
      break;
    case ast::StmtKind::While:
      lowerLoop(s, 0, 0);
      break;
    case ast::StmtKind::Fence: {
      Event ev;
      ev.kind = EventKind::Fence;
      ev.fenceFlags = s.fence.flags;
      ev.order = s.fence.order;
      ev.scope = s.fence.scope;
      ev.remote = s.fence.remote;
      ev.proxy = s.fence.proxy;
      ev.range = s.range;
      ev.text = snippet(s.range);
      emit(ev);
      break;
    }
    case ast::StmtKind::Barrier:
      barrier(s);
      break;
    case ast::StmtKind::EventDecl:
    case ast::StmtKind::Command:
      commandStatement(s);
      break;
  }
}

void Lowerer::lowerThread(size_t i) {
  tid_ = static_cast<int>(i);
  thread_ = &test_.threads[i];
  params_.clear();
  for (const auto& prm : thread_->params) params_[prm.name] = &prm;
  guard_.clear();
  env_.clear();
  registerType_.clear();
  if (commands_) startThreadCommands();
  for (const auto& r : test_.registerInits)
    if (r.thread == thread_->index) env_[r.name] = constant(r.value);
  statements(thread_->body);
  if (commands_) finishThreadCommands();
  p_.threads[i].registers = env_;
}

void Lowerer::checkLocalUse() {
  for (const auto& [name, uses] : localUse_) {
    for (const auto& [tid, range] : uses) {
      const auto& [firstTid, firstRange] = uses.front();
      if (units_[tid].workGroup != units_[firstTid].workGroup) {
        std::string where = "local location '" + name + "' is used by " + p_.threads[tid].name +
                            " and by " + p_.threads[firstTid].name + " (line " +
                            std::to_string(firstRange.line) + "), which are in different work-groups";
        if (options_.herdCompat)  // herd and Dat3M: one location, whoever uses it
          sink_.warning(range, where + ": taken as one location shared by the work-groups (--herd-compat)");
        else
          sink_.error(range, where + "; local memory belongs to one work-group (use --herd-compat "
                                     "to take it as one location, as herd and Dat3M do)");
        break;
      }
    }
  }
}

void Lowerer::resolveObservables() {
  constexpr int kPointerRegister = -2;  // --herd-compat: a condition comparing a pointer parameter
  std::map<std::string, int> seen;
  auto add = [&](const ast::StateRef& ref) -> int {
    Observable o;
    o.ref = ref;
    o.name = ast::stateRefToString(ref);
    if (ref.kind == ast::StateRef::Kind::Register) {
      int found = -1;
      for (size_t t = 0; t < p_.threads.size(); ++t)
        if (p_.threads[t].index == ref.thread) found = static_cast<int>(t);
      if (found < 0) {
        sink_.error(ref.range, "'" + o.name + "' names thread " + std::to_string(ref.thread) +
                                   ", but the test has no thread P" + std::to_string(ref.thread));
        return -1;
      }
      auto it = p_.threads[found].registers.find(ref.name);
      o.thread = found;
      bool pointer = false;
      for (const auto& prm : test_.threads[found].params) pointer |= prm.name == ref.name;
      if (pointer && !options_.herdCompat) {
        sink_.error(ref.range, "'" + o.name + "' names pointer parameter '" + ref.name + "' of P" +
                                   std::to_string(ref.thread) + ", not a register (use --herd-compat "
                                   "to read it as herd does: an address, equal to no integer)");
        return -1;
      }
      if (pointer) {  // herd: a parameter is a register holding an address
        sink_.warning(ref.range, "'" + o.name + "' names pointer parameter '" + ref.name + "' of P" +
                                     std::to_string(ref.thread) + ": its value is the address of '" +
                                     ref.name + "', equal to no integer, so the comparison is false "
                                     "(--herd-compat, as herd reads it)");
        return kPointerRegister;
      }
      if (it != p_.threads[found].registers.end()) {
        o.value = it->second;
      } else if (options_.herdCompat) {  // herd: a register never assigned holds 0
        sink_.warning(ref.range, "thread P" + std::to_string(ref.thread) + " never assigns register '" +
                                     ref.name + "': its value is 0 (--herd-compat)");
        o.value = constant(0);
      } else {
        sink_.error(ref.range, "thread P" + std::to_string(ref.thread) + " has no register '" +
                                   ref.name + "' (use --herd-compat to read a register that is "
                                   "never assigned as 0, as herd does)");
        return -1;
      }
    } else {
      auto it = arrays_.find(ref.name);
      if (it == arrays_.end()) {
        sink_.error(ref.range, "unknown location '" + ref.name + "'");
        return -1;
      }
      const Array& a = p_.arrays[it->second];
      if (ref.index < 0 || ref.index >= a.size) {
        sink_.error(ref.range, "index " + std::to_string(ref.index) + " is out of bounds of '" +
                                   a.name + "' (size " + std::to_string(a.size) + ")");
        return -1;
      }
      o.loc = a.first + ref.index;
      o.name = p_.locations[o.loc].name;
    }
    auto it = seen.find(o.name);
    if (it != seen.end()) return it->second;
    p_.observables.push_back(o);
    return seen[o.name] = static_cast<int>(p_.observables.size() - 1);
  };
  std::function<Formula(const ast::Prop&)> walk = [&](const ast::Prop& pr) {
    Formula f;
    f.kind = static_cast<Formula::Kind>(pr.kind);
    if (pr.kind == ast::Prop::Kind::Atom) {
      f.observable = add(pr.ref);
      f.value = pr.value;
      if (!pr.operands.empty()) {  // PTX: two state references compared (P0:r1 == P1:r2)
        Formula other;
        other.kind = Formula::Kind::Atom;
        other.observable = add(pr.operands[0]->ref);
        if (other.observable == kPointerRegister) f.observable = kPointerRegister;
        f.operands.push_back(other);
      }
      if (f.observable == kPointerRegister) {
        f.kind = Formula::Kind::False;
        f.observable = -1;
        f.operands.clear();
      }
      return f;
    }
    for (const auto& o : pr.operands) f.operands.push_back(walk(*o));
    return f;
  };
  if (test_.condition) {
    FinalCondition c;
    c.quantifier = test_.condition->quantifier;
    c.text = test_.condition->text;
    c.range = test_.condition->range;
    c.prop = walk(*test_.condition->prop);
    p_.condition = std::move(c);
  }
  for (const auto& ref : test_.observed) add(ref);
  if (!test_.condition && test_.observed.empty()) {
    for (size_t t = 0; t < p_.threads.size(); ++t)
      for (const auto& [reg, v] : p_.threads[t].registers) {
        ast::StateRef r;
        r.kind = ast::StateRef::Kind::Register;
        r.thread = p_.threads[t].index;
        r.name = reg;
        add(r);
      }
    for (const auto& a : p_.arrays)
      for (int i = 0; i < a.size; ++i) {
        ast::StateRef r;
        r.name = a.name;
        r.index = i;
        add(r);
      }
  }
}

Program Lowerer::run() {
  p_.name = printableName(test_.name);  // shown in every output (litmus/Printable.h)
  p_.file = printableName(test_.source ? test_.source->path() : "");
  p_.unroll = options_.unroll;
  if (test_.threads.size() > static_cast<size_t>(kMaxWorkItems))
    sink_.fail(test_.threads[kMaxWorkItems].range,
               "too many work-items: the test has " + std::to_string(test_.threads.size()) +
                   ", clmm checks at most " + std::to_string(kMaxWorkItems));
  units_ = resolveScopes(test_, sink_);
  sink_.throwIfErrors();
  declareLocations();
  sink_.throwIfErrors();
  for (size_t i = 0; i < test_.threads.size(); ++i) {
    WorkItem w;
    w.name = test_.threads[i].name;
    w.index = test_.threads[i].index;
    w.subGroup = units_[i].subGroup;
    w.workGroup = units_[i].workGroup;
    w.device = units_[i].device;
    w.host = test_.threads[i].host;
    if (test_.threads[i].kernel >= 0) w.kernel = test_.kernels[test_.threads[i].kernel].name;
    p_.threads.push_back(w);
  }
  for (const auto& r : test_.registerInits) {
    bool found = false;
    for (const auto& t : test_.threads) found |= t.index == r.thread;
    if (!found)
      sink_.error(r.range, "initial value for a register of thread " + std::to_string(r.thread) +
                               ", but the test has no thread P" + std::to_string(r.thread));
  }
  commands_ = ast::hasCommands(test_);
  if (commands_) {  // kernels are lowered after the work-items that enqueue them
    for (size_t i : planKernels()) lowerThread(i);
    finishCommands();
  } else {
    for (size_t i = 0; i < test_.threads.size(); ++i) lowerThread(i);
  }
  markExactAwaits();
  checkLocalUse();
  resolveObservables();
  sink_.throwIfErrors();
  if (!nonAtomicTyped_.empty()) {
    std::string names;
    for (const auto& n : nonAtomicTyped_) names += (names.empty() ? "" : ", ") + n;
    sink_.warning(test_.nameRange,
                  "atomic operations on location(s) declared without an atomic type (" + names +
                      "): treated as atomic accesses, as the herd and Dat3M references do");
  }
  return std::move(p_);
}

}  // namespace clmm::detail

namespace clmm {

Program lowerProgram(const ast::Test& test, DiagnosticSink& sink, const LowerOptions& options) {
  detail::Lowerer l(test, sink, options);
  Program p = l.run();
  detail::wrapInt32(test, p);
  // PTX: executions whose barriers deadlock have no final state. OpenCL: such a barrier is
  // barrier divergence, undefined behaviour, whose racy states stay (docs/models.md, "Liveness").
  if (test.dialectHeader == "PTX") excludeDeadlocks(p, sink);
  return p;
}

}  // namespace clmm
