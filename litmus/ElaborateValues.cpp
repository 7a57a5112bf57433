// The elaboration's symbolic values (docs/architecture.md, "One test, from file to verdict to
// explanation"): value nodes with their C types (the usual arithmetic conversions), constants
// folded as they are built, the signed-overflow checks, control-flow conditions and the source
// snippets events show.
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

// The type of `a op b` (C11 6.3.1.8 on int, uint, long and ulong; shifts take their left
// operand's type, comparisons and logical operators give int).
static IntType resultType(VN::BOp op, IntType a, IntType b) {
  switch (signedForm(op)) {
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
// node `v + 0` of type t, which Int32.cpp wraps where its values may leave t's range. A
// conversion to long or ulong keeps the bit pattern: an int -1 is the ulong 2^64 - 1.
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

// `a op b` by the one integer rule: the usual arithmetic conversions (C11 6.3.1.8) convert both
// operands to their common type before an arithmetic or comparison operator: with a uint beside
// an int, the int becomes a uint (6.3.1.3 p2, modulo 2^32), so `-1 < 0u` is false and `-2 / 2u`
// is 2147483647; beside a ulong, an int or long becomes a ulong (its bit pattern), so
// `-1 > 0ul` holds. An operator whose result depends on signedness (/ % >> < <= > >= min max)
// then takes its unsigned form on an unsigned common type (a shift: on an unsigned left
// operand). Shifts convert neither operand; && and || compare each with 0.
ValueRef Elaborator::binary(VN::BOp op, ValueRef a, ValueRef b) {
  op = signedForm(op);
  const IntType type = resultType(op, p_.values[a].type, p_.values[b].type);
  const bool shift = op == VN::BOp::Shl || op == VN::BOp::Shr;
  const IntType common = shift ? type : widerType(p_.values[a].type, p_.values[b].type);
  if (!shift && op != VN::BOp::LAnd && op != VN::BOp::LOr && isUnsigned(common)) {
    a = convert(a, common);
    b = convert(b, common);
  }
  if (op != VN::BOp::LAnd && op != VN::BOp::LOr && op != VN::BOp::Eq && op != VN::BOp::Ne && isUnsigned(common))
    op = unsignedForm(op);
  // OpenCL C 6.3 (j): a shift uses the low log2(N) bits of its right operand, N the width of
  // its left operand's type, so `x << 32` on an int is `x << 0` (the engines take 6 bits).
  if (shift && !is64(type)) b = binary(VN::BOp::And, b, constant(31));
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

// Signed overflow (C11 6.5 p5: "If an exceptional condition occurs during the evaluation of an
// expression (that is, if the result is not mathematically defined or not in the range of
// representable values for its type), the behavior is undefined"; 6.5.7 p4 for E1 << E2 on a
// signed E1: undefined unless E1 is not negative and E1 * 2^E2 is representable). OpenCL C
// keeps C's rule; PTX's add, sub and mul wrap (no check). The check is emitted only where the
// first elaboration's interval analysis could not rule the overflow out (mayOverflow), so tests
// whose values stay small keep their events.
void Elaborator::signedOverflow(const ast::Expr& site, VN::BOp op, ValueRef a, ValueRef b, bool negation) {
  if (test_.dialectHeader == "PTX" || test_.dialectHeader == "AMDGPU") return;
  if (op != VN::BOp::Add && op != VN::BOp::Sub && op != VN::BOp::Mul && op != VN::BOp::Shl) return;
  const IntType type = op == VN::BOp::Shl ? p_.values[a].type : widerType(p_.values[a].type, p_.values[b].type);
  if (isUnsigned(type)) return;  // unsigned arithmetic wraps modulo 2^N (C11 6.2.5 p9)
  if (!mayOverflow_) {
    sites_.push_back({&site, op, negation, a, b, type});
    return;
  }
  if (!mayOverflow_->count(&site)) return;
  const bool wide = is64(type);
  const int64_t least = wide ? INT64_MIN : INT32_MIN, most = wide ? INT64_MAX : INT32_MAX;
  auto cmp = [&](VN::BOp c, ValueRef x, ValueRef y) { return binary(c, x, y); };
  ValueRef when = 0;
  std::string what;
  if (negation) {
    when = cmp(VN::BOp::Eq, b, constant(least, type));
    what = "-(" + std::to_string(least) + ") overflows " + intTypeName(type);
  } else if (op == VN::BOp::Shl) {
    ValueRef n = binary(VN::BOp::And, b, constant(wide ? 63 : 31));
    when = binary(VN::BOp::LOr, cmp(VN::BOp::Lt, a, constant(0, type)),
                  cmp(VN::BOp::Gt, a, binary(VN::BOp::Shr, constant(most, type), n)));
    what = "left shift of a negative " + std::string(intTypeName(type)) + " or past its maximum";
  } else if (!wide) {  // int: the exact result, computed as a long, outside int's range
    ValueRef r = binary(op, convert(a, IntType::Long), convert(b, IntType::Long));
    when = binary(VN::BOp::LOr, cmp(VN::BOp::Lt, r, constant(least, IntType::Long)),
                  cmp(VN::BOp::Gt, r, constant(most, IntType::Long)));
  } else {  // long: the two's complement result r, and the sign rules of overflow
    ValueRef x = convert(a, IntType::Long), y = convert(b, IntType::Long);
    ValueRef r = binary(op, x, y);
    ValueRef zero = constant(0, IntType::Long);
    if (op == VN::BOp::Add)  // both operands' signs differ from the result's
      when = cmp(VN::BOp::Lt, binary(VN::BOp::And, binary(VN::BOp::Xor, x, r), binary(VN::BOp::Xor, y, r)), zero);
    else if (op == VN::BOp::Sub)  // the operands' signs differ, and the result's differs from x's
      when = cmp(VN::BOp::Lt, binary(VN::BOp::And, binary(VN::BOp::Xor, x, y), binary(VN::BOp::Xor, x, r)), zero);
    else  // x != 0 and r / x != y (the engines' LONG_MIN / -1 is 0, which differs from y = LONG_MIN)
      when = binary(VN::BOp::LAnd, cmp(VN::BOp::Ne, x, zero), cmp(VN::BOp::Ne, binary(VN::BOp::Div, r, x), y));
  }
  if (what.empty())
    what = std::string(op == VN::BOp::Add ? "sum" : op == VN::BOp::Sub ? "difference" : "product") +
           " overflows " + intTypeName(type);
  undefinedIf(when, site, "signed overflow: " + what);
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
