// Helpers of the event program: value arithmetic, condition evaluation and readable
// descriptions of events, values and guards (used by `clmm events` and by explanations).
#include "events/Program.h"

#include <algorithm>
#include <limits>

#include "events/AmdgpuBits.h"

namespace clmm {

const char* binaryOpSpelling(ValueNode::BOp op) {
  using B = ValueNode::BOp;
  switch (op) {
    case B::Add: return "+";
    case B::Sub: return "-";
    case B::Mul: return "*";
    case B::Div: return "/";
    case B::Mod: return "%";
    case B::And: return "&";
    case B::Or: return "|";
    case B::Xor: return "^";
    case B::Shl: return "<<";
    case B::Shr: return ">>";
    case B::Eq: return "==";
    case B::Ne: return "!=";
    case B::Lt: return "<";
    case B::Le: return "<=";
    case B::Gt: return ">";
    case B::Ge: return ">=";
    case B::LAnd: return "&&";
    case B::LOr: return "||";
    case B::Min: return "min";
    case B::Max: return "max";
    case B::UDiv: return "/u";
    case B::UMod: return "%u";
    case B::UShr: return ">>u";
    case B::ULt: return "<u";
    case B::ULe: return "<=u";
    case B::UGt: return ">u";
    case B::UGe: return ">=u";
    case B::UMin: return "umin";
    case B::UMax: return "umax";
  }
  return "?";
}

ValueNode::BOp unsignedForm(ValueNode::BOp op) {
  using B = ValueNode::BOp;
  switch (op) {
    case B::Div: return B::UDiv;
    case B::Mod: return B::UMod;
    case B::Shr: return B::UShr;
    case B::Lt: return B::ULt;
    case B::Le: return B::ULe;
    case B::Gt: return B::UGt;
    case B::Ge: return B::UGe;
    case B::Min: return B::UMin;
    case B::Max: return B::UMax;
    default: return op;
  }
}

ValueNode::BOp signedForm(ValueNode::BOp op) {
  using B = ValueNode::BOp;
  switch (op) {
    case B::UDiv: return B::Div;
    case B::UMod: return B::Mod;
    case B::UShr: return B::Shr;
    case B::ULt: return B::Lt;
    case B::ULe: return B::Le;
    case B::UGt: return B::Gt;
    case B::UGe: return B::Ge;
    case B::UMin: return B::Min;
    case B::UMax: return B::Max;
    default: return op;
  }
}

bool isUnsignedOp(ValueNode::BOp op) { return op >= ValueNode::BOp::UDiv; }

bool isUnsigned(IntType t) { return t == IntType::UInt || t == IntType::ULong; }
bool is64(IntType t) { return t == IntType::Long || t == IntType::ULong; }

const char* intTypeName(IntType t) {
  switch (t) {
    case IntType::Int: return "int";
    case IntType::UInt: return "uint";
    case IntType::Long: return "long";
    case IntType::ULong: return "ulong";
  }
  return "?";
}

std::string valueText(int64_t v, IntType t) {
  if (t == IntType::ULong) return std::to_string(static_cast<uint64_t>(v));
  return std::to_string(v);
}

int64_t applyBinary(ValueNode::BOp op, int64_t a, int64_t b) {
  using B = ValueNode::BOp;
  auto ua = static_cast<uint64_t>(a), ub = static_cast<uint64_t>(b);
  switch (op) {
    case B::Add: return static_cast<int64_t>(ua + ub);
    case B::Sub: return static_cast<int64_t>(ua - ub);
    case B::Mul: return static_cast<int64_t>(ua * ub);
    case B::Div:
      if (b == 0 || (a == std::numeric_limits<int64_t>::min() && b == -1)) return 0;
      return a / b;
    case B::Mod:
      if (b == 0 || (a == std::numeric_limits<int64_t>::min() && b == -1)) return 0;
      return a % b;
    case B::And: return a & b;
    case B::Or: return a | b;
    case B::Xor: return a ^ b;
    case B::Shl: return static_cast<int64_t>(ua << (ub & 63));
    case B::Shr: return a >> (ub & 63);
    case B::Eq: return a == b;
    case B::Ne: return a != b;
    case B::Lt: return a < b;
    case B::Le: return a <= b;
    case B::Gt: return a > b;
    case B::Ge: return a >= b;
    case B::LAnd: return a != 0 && b != 0;
    case B::LOr: return a != 0 || b != 0;
    case B::Min: return std::min(a, b);
    case B::Max: return std::max(a, b);
    case B::UDiv: return ub == 0 ? 0 : static_cast<int64_t>(ua / ub);
    case B::UMod: return ub == 0 ? 0 : static_cast<int64_t>(ua % ub);
    case B::UShr: return static_cast<int64_t>(ua >> (ub & 63));
    case B::ULt: return ua < ub;
    case B::ULe: return ua <= ub;
    case B::UGt: return ua > ub;
    case B::UGe: return ua >= ub;
    case B::UMin: return static_cast<int64_t>(std::min(ua, ub));
    case B::UMax: return static_cast<int64_t>(std::max(ua, ub));
  }
  return 0;
}

int64_t applyUnary(ValueNode::UOp op, int64_t a) {
  switch (op) {
    case ValueNode::UOp::Neg: return static_cast<int64_t>(0 - static_cast<uint64_t>(a));
    case ValueNode::UOp::Not: return a == 0;
    case ValueNode::UOp::BitNot: return ~a;
  }
  return 0;
}

const char* eventKindName(EventKind k) {
  switch (k) {
    case EventKind::Init: return "I";
    case EventKind::Read: return "R";
    case EventKind::Write: return "W";
    case EventKind::Update: return "RMW";
    case EventKind::Cas: return "CAS";
    case EventKind::Fence: return "F";
    case EventKind::BarrierEntry: return "Bentry";
    case EventKind::BarrierExit: return "Bexit";
    case EventKind::Call: return "call";
    case EventKind::CmdStart: return "start";
    case EventKind::CmdEnd: return "end";
    case EventKind::CmdComplete: return "complete";
    case EventKind::Undefined: return "UB";
  }
  return "?";
}

bool Formula::eval(const std::vector<int64_t>& outcome) const {
  switch (kind) {
    case Kind::True: return true;
    case Kind::False: return false;
    case Kind::Atom:  // with an operand: two observables compared (PTX's P0:r1 == P1:r2)
      return outcome.at(observable) == (operands.empty() ? value : outcome.at(operands[0].observable));
    case Kind::Not: return !operands[0].eval(outcome);
    case Kind::And: return operands[0].eval(outcome) && operands[1].eval(outcome);
    case Kind::Or: return operands[0].eval(outcome) || operands[1].eval(outcome);
    case Kind::Implies: return !operands[0].eval(outcome) || operands[1].eval(outcome);
  }
  return false;
}

bool Program::sameLocationPossible(const Event& a, const Event& b) const {
  if (!a.isAccess() || !b.isAccess()) return false;
  if (a.loc >= 0 && b.loc >= 0) return a.loc == b.loc;
  return a.array == b.array;
}

std::string Program::valueToString(ValueRef v) const {
  const ValueNode& n = values.at(v);
  switch (n.op) {
    case ValueNode::Op::Const: return std::to_string(n.constant);
    case ValueNode::Op::ReadValue: return "v" + std::to_string(n.event);
    case ValueNode::Op::CondValue: return "c" + std::to_string(n.cond);
    case ValueNode::Op::Unary: {
      const char* op = n.uop == ValueNode::UOp::Neg ? "-" : n.uop == ValueNode::UOp::Not ? "!" : "~";
      return op + valueToString(n.a);
    }
    case ValueNode::Op::Binary:
      if (n.bop == ValueNode::BOp::Min || n.bop == ValueNode::BOp::Max || n.bop == ValueNode::BOp::UMin ||
          n.bop == ValueNode::BOp::UMax)
        return std::string(binaryOpSpelling(n.bop)) + "(" + valueToString(n.a) + ", " +
               valueToString(n.b) + ")";
      return "(" + valueToString(n.a) + " " + binaryOpSpelling(n.bop) + " " + valueToString(n.b) + ")";
    case ValueNode::Op::Ite:
      return "(c" + std::to_string(n.cond) + " ? " + valueToString(n.a) + " : " +
             valueToString(n.b) + ")";
  }
  return "?";
}

std::string Program::guardToString(const Guard& g) const {
  if (g.empty()) return "";
  std::string s;
  for (const auto& lit : g) s += (s.empty() ? "" : " & ") + std::string(lit.positive ? "" : "!") + "c" + std::to_string(lit.cond);
  return s;
}

std::string Program::describe(EventId id) const {
  const Event& e = events.at(id);
  if (e.isCommand())  // "child:e12 start": the command's label, not its issuer
    return commands.at(e.command).label + ":e" + std::to_string(id) + " " + eventKindName(e.kind);
  std::string s = (e.thread >= 0 ? threads[e.thread].name : std::string("init")) + ":e" + std::to_string(id) + " ";
  s += eventKindName(e.kind);
  if (e.isCall()) return s + " " + e.text.substr(0, e.text.find('('));  // "P0:e1 call clFinish"
  if (e.isUndefined()) return s + " " + e.text;                         // "P0:e3 UB x / r0 (division by zero)"
  if (e.isAccess()) {
    std::string where = e.loc >= 0 ? locations[e.loc].name
                                   : arrays[e.array].name + "[" + valueToString(e.offset) + "]";
    s += " " + where;
    if (e.kind == EventKind::Write || e.kind == EventKind::Init) s += "=" + valueToString(e.value);
    if (e.kind == EventKind::Update) s += " := " + valueToString(e.value);
    if (e.kind == EventKind::Cas)
      s += " ==" + valueToString(e.expected) + " ? :=" + valueToString(e.value);
  } else if (!(e.hw & amdgpu::kAmdgpu)) {
    s += " " + fenceFlagsName(e.fenceFlags);
  }
  if (e.kind == EventKind::Init) return s;
  if (e.hw & amdgpu::kAmdgpu) {  // an AMDGPU instruction: its attributes, not an order and a scope
    const std::string attributes = amdgpu::attributeNames(e.hw);
    return attributes.empty() ? s : s + " " + attributes;
  }
  s += " " + std::string(orderName(e.order));
  if (e.kind == EventKind::Cas) s += "/" + std::string(orderName(e.failureOrder));
  s += " " + std::string(scopeName(e.scope));
  if (e.remote) s += " remote";
  return s;
}

std::string Program::loopBoundReason(CondId c) const {
  const Cond& cond = conds.at(c);
  std::string who =
      cond.thread >= 0 && cond.thread < static_cast<int>(threads.size()) ? threads[cond.thread].name : "?";
  std::string where = cond.range.known() ? " at line " + std::to_string(cond.range.line) : "";
  std::string loop = who + "'s loop" + where + (cond.text.empty() ? "" : " (" + cond.text + ")");
  if (cond.bound != unroll)  // a loop whose test reads no memory, run to its cap (kMaxConstantIterations)
    return loop + " runs more than " + std::to_string(cond.bound) +
           " iterations without reading memory: "
           "the executions beyond that are not checked";
  if (!cond.boundWhy.empty())
    return loop + " runs more than --unroll " + std::to_string(unroll) + " iterations in some execution, and " +
           cond.boundWhy + ": those executions are not checked, so no verdict (no --unroll decides it)";
  return loop + " runs more than --unroll " + std::to_string(unroll) +
         " iterations in some execution: those executions are not checked, so no verdict (rerun with --unroll " +
         std::to_string(unroll + 1) + " or more; a loop that may spin forever needs a bound on its iterations)";
}

int Program::firstLoopCuts() const {
  int last = -1;
  std::string first;
  for (CondId c = 0; c < conds.size(); ++c) {
    if (conds[c].kind != Cond::Kind::LoopBound || conds[c].endless) continue;
    std::string reason = loopBoundReason(c);
    if (last >= 0 && reason != first) break;
    first = std::move(reason);
    last = static_cast<int>(c);
  }
  return last;
}

bool Program::sequencedBefore(EventId a, EventId b) const {
  const Event& x = events[a];
  const Event& y = events[b];
  if (x.thread < 0 || x.thread != y.thread || x.po >= y.po || x.isCommand() || y.isCommand()) return false;
  return !unsequenced.count({a, b}) && !indeterminate.count({a, b});
}

std::optional<std::pair<CondId, bool>> Program::orderChoice(EventId a, EventId b) const {
  if (indeterminate.empty()) return std::nullopt;
  auto it = indeterminate.find({std::min(a, b), std::max(a, b)});
  if (it == indeterminate.end()) return std::nullopt;
  return std::make_pair(it->second, a < b);
}

bool Program::unsequencedPair(EventId a, EventId b) const {
  return unsequenced.count({std::min(a, b), std::max(a, b)}) > 0;
}

}  // namespace clmm
