// The elaboration's symbolic values (docs/architecture.md, "One test, from file to verdict to
// explanation"): value nodes with their C types (the usual arithmetic conversions), constants
// folded as they are built, control-flow conditions and the source snippets events show.
#include <cstdint>
#include <optional>
#include <string>

#include "litmus/Elaborator.h"
#include "litmus/Int32.h"

namespace clmm::detail {

ValueRef Elaborator::node(VN n) {
  p_.values.push_back(n);
  return static_cast<ValueRef>(p_.values.size() - 1);
}

ValueRef Elaborator::constant(int64_t c) {
  // A literal is an int when it fits, else a long (C11 6.4.4.1 p5).
  return constant(c, c >= INT32_MIN && c <= INT32_MAX ? IntType::Int : IntType::Long);
}

ValueRef Elaborator::constant(int64_t c, IntType type) {
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
ValueRef Elaborator::convert(ValueRef v, IntType t) {
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

std::optional<int64_t> Elaborator::constantOf(ValueRef v) const {
  if (p_.values[v].op == VN::Op::Const) return p_.values[v].constant;
  return std::nullopt;
}

ValueRef Elaborator::binary(VN::BOp op, ValueRef a, ValueRef b) {
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

ValueRef Elaborator::unary(VN::UOp op, ValueRef a) {
  const IntType type = op == VN::UOp::Not ? IntType::Int : p_.values[a].type;
  if (auto ca = constantOf(a)) return constant(applyUnary(op, *ca), type);
  VN n;
  n.op = VN::Op::Unary;
  n.uop = op;
  n.a = a;
  n.type = type;
  return node(n);
}

ValueRef Elaborator::ite(CondId c, ValueRef a, ValueRef b) {
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

CondId Elaborator::newCond(Cond::Kind kind, ValueRef value, SourceRange range) {
  Cond c;
  c.kind = kind;
  c.thread = tid_;
  c.value = value;
  c.guard = guard_;
  c.range = range;
  if (tid_ >= 0 && static_cast<size_t>(tid_) < p_.threads.size())
    c.cutPo = static_cast<int>(p_.threads[tid_].events.size());
  p_.conds.push_back(c);
  return static_cast<CondId>(p_.conds.size() - 1);
}

std::string Elaborator::snippet(SourceRange r) const {
  if (!r.known() || !test_.source) return "";
  std::string line = test_.source->lineText(r.line);
  int from = std::max(r.col, 1) - 1;
  int to = r.endLine == r.line ? r.endCol : static_cast<int>(line.size());
  if (from >= static_cast<int>(line.size())) return "";
  std::string s = line.substr(from, std::max(0, to - from));
  if (r.endLine != r.line) s += " ...";
  return s;
}

}  // namespace clmm::detail
