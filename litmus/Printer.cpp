// Prints a test's AST back in the litmus language (both dialects: the header word, placements
// and scopeTree are the test's own; queues, host threads and kernels as written). Expressions get
// the fewest parentheses C precedence needs; atomic calls keep their spelling unless their orders
// or scope no longer fit it; API calls are printed in one canonical form each.
#include "litmus/Printer.h"

#include "events/OperationSpellings.h"
#include "support/Printable.h"

#include <sstream>

namespace clmm {
namespace {

std::string pad(int n) { return std::string(static_cast<size_t>(std::max(n, 0)), ' '); }

// C binding strength of a binary operator (higher binds tighter), as in the grammar.
int precedence(const std::string& op) {
  if (op == "*" || op == "/" || op == "%") return 10;
  if (op == "+" || op == "-") return 9;
  if (op == "<<" || op == ">>") return 8;
  if (op == "<" || op == "<=" || op == ">" || op == ">=") return 7;
  if (op == "==" || op == "!=") return 6;
  if (op == "&") return 5;
  if (op == "^") return 4;
  if (op == "|") return 3;
  if (op == "&&") return 2;
  return 1;  // ||
}

constexpr int kUnary = 11, kPrimary = 12;

bool isFlagCall(const ast::AtomicCall& c) { return c.spelling.rfind("atomic_flag_", 0) == 0; }

// The AST builder reads `atomic_flag_test_and_set(f)` as the exchange `...(f, 1) != 0` (a bool):
// the call of such a comparison, printed back as written.
const ast::AtomicCall* flagTestAndSet(const ast::Expr& e) {
  if (e.kind != ast::ExprKind::Binary || e.op != "!=" || e.operands[0]->kind != ast::ExprKind::Atomic ||
      e.operands[1]->kind != ast::ExprKind::Int || e.operands[1]->value != 0)
    return nullptr;
  const ast::AtomicCall& c = *e.operands[0]->atomic;
  return isFlagCall(c) && c.op == ast::AtomicOp::Exchange ? &c : nullptr;
}

int precedenceOf(const ast::Expr& e) {
  if (flagTestAndSet(e)) return kPrimary;
  if (e.kind == ast::ExprKind::Binary) return precedence(e.op);
  if (e.kind == ast::ExprKind::Unary || e.kind == ast::ExprKind::Deref) return kUnary;
  if (e.kind == ast::ExprKind::Int && e.value < 0 && !e.ulong) return kUnary;  // printed as -N
  return kPrimary;
}

std::string atomicBaseName(ast::AtomicOp op) {
  using Op = ast::AtomicOp;
  switch (op) {
    case Op::CasStrong: return "atomic_compare_exchange_strong";
    case Op::CasWeak: return "atomic_compare_exchange_weak";
    default: return std::string("atomic_") + ast::atomicOpName(op);
  }
}

bool spelledExplicit(const std::string& spelling) { return spelling.find("_explicit") != std::string::npos; }

std::string printAtomic(const ast::AtomicCall& c) {
  bool cas = ast::isCas(c.op);
  bool defaults = c.order == MemoryOrder::SeqCst && c.scope == MemoryScope::Device &&
                  (!cas || c.failureOrder == MemoryOrder::SeqCst);
  std::vector<std::string> args;
  args.push_back(printExpr(*c.object));
  if (cas) args.push_back((c.expectedRegister ? "&" : "") + printExpr(*c.expected));
  // atomic_flag_test_and_set / _clear: an exchange with 1 / a store of 0 whose value is implicit.
  bool flag = isFlagCall(c);
  if (c.value && !flag) args.push_back(printExpr(*c.value));
  std::string name;
  if (defaults && !spelledExplicit(c.spelling)) {
    name = c.spelling;
  } else {
    name = flag ? std::string(c.op == ast::AtomicOp::Store ? "atomic_flag_clear" : "atomic_flag_test_and_set") +
                      "_explicit" + (c.remote ? "_remote" : "")
                : explicitAtomicName(c.op, c.remote);
    args.push_back(orderSpelling(c.order));
    if (cas) args.push_back(orderSpelling(c.failureOrder));
    args.push_back(scopeSpelling(c.scope));
  }
  std::string s = name + "(";
  for (size_t i = 0; i < args.size(); ++i) s += (i ? ", " : "") + args[i];
  return s + ")";
}

// An operand, parenthesised when it binds looser than `least`.
std::string operand(const ast::Expr& e, int least) {
  std::string s = printExpr(e);
  return precedenceOf(e) < least ? "(" + s + ")" : s;
}

// The body of an if/while as it came from one statement: a block, an empty statement, one
// statement, or the declarations of one multi-declarator statement.
std::string inlineBody(const std::vector<ast::StmtPtr>& body, int indent) {
  if (body.empty()) return ";";
  bool allDecls = body.size() > 1;
  for (const auto& s : body)
    allDecls = allDecls && s->kind == ast::StmtKind::Decl && s->typeText == body[0]->typeText;
  bool allEventDecls = body.size() > 1;
  for (const auto& s : body)
    allEventDecls = allEventDecls && s->kind == ast::StmtKind::EventDecl && s->typeText == body[0]->typeText;
  if (allEventDecls) {
    std::string s = body[0]->typeText + " ";
    for (size_t i = 0; i < body.size(); ++i)
      s += (i ? ", " : "") + body[i]->name + (body[i]->userEvent ? " = clCreateUserEvent(context, NULL)" : "");
    return s + ";";
  }
  if (allDecls) {
    std::string s = (body[0]->typeText.empty() ? std::string("int") : body[0]->typeText) + " ";
    for (size_t i = 0; i < body.size(); ++i) {
      s += (i ? ", " : "") + body[i]->name;
      if (body[i]->value) s += " = " + printExpr(*body[i]->value);
    }
    return s + ";";
  }
  if (body.size() == 1) {
    std::string s = printStmt(*body[0], indent);
    s = s.substr(static_cast<size_t>(indent));  // starts on the if/while line
    if (!s.empty() && s.back() == '\n') s.pop_back();
    return s;
  }
  // Several statements that no single statement produces: a block (only a rewritten AST).
  std::string s = "{\n";
  for (const auto& st : body) s += printStmt(*st, indent + 2);
  return s + pad(indent) + "}";
}

std::string stateRef(const StateRef& r) { return ast::stateRefToString(r); }

void printScopeNode(const ast::ScopeNode& n, std::ostringstream& out) {
  static const char* levels[] = {"device", "kernel", "work_group", "sub_group"};
  out << "(" << levels[static_cast<int>(n.level)];
  for (const auto& [name, range] : n.threads) out << " " << name;
  for (const auto& c : n.children) {
    out << " ";
    printScopeNode(c, out);
  }
  out << ")";
}

// A wait list: its count, then NULL, &e or a compound literal of the event type.
std::string waitList(const std::vector<ast::NameRef>& events, const char* type) {
  std::string s = std::to_string(events.size()) + ", ";
  if (events.empty()) return s + "NULL";
  if (events.size() == 1) return s + "&" + events[0].name;
  s += std::string("(") + type + "[]){";
  for (size_t i = 0; i < events.size(); ++i) s += (i ? ", " : "") + events[i].name;
  return s + "}";
}

std::string eventRet(const std::optional<ast::NameRef>& e) { return e ? "&" + e->name : "NULL"; }

std::string printCommand(const ast::Command& c) {
  using K = ast::CommandKind;
  std::string s = std::string(ast::commandCallee(c.kind)) + "(";
  switch (c.kind) {
    case K::NDRangeKernel:
      s += c.queue.name + ", " + c.kernel.name + ", " + waitList(c.waitList, "cl_event") + ", " + eventRet(c.eventRet);
      break;
    case K::EnqueueKernel:
      s += std::string("get_default_queue(), ") + ast::enqueueFlagsSpelling(c.flags) + ", ndrange_1D(1), ";
      if (!c.waitList.empty() || c.eventRet) s += waitList(c.waitList, "clk_event_t") + ", " + eventRet(c.eventRet) + ", ";
      s += c.kernel.name;
      break;
    case K::Marker:
    case K::Barrier: s += c.queue.name + ", " + waitList(c.waitList, "cl_event") + ", " + eventRet(c.eventRet); break;
    case K::Finish: s += c.queue.name; break;
    case K::WaitForEvents: s += waitList(c.waitList, "cl_event"); break;
    case K::SetUserEventStatus: s += c.event.name + ", CL_COMPLETE"; break;
  }
  return s + ");";
}

void printThread(const ast::Thread& th, int indent, std::ostringstream& out) {
  out << pad(indent) << (th.host ? "host " : "") << th.name;
  if (th.placement) {
    std::vector<std::string> levels;
    if (th.placement->subGroup) levels.push_back("sg " + std::to_string(*th.placement->subGroup));
    if (th.placement->workGroup) levels.push_back("wg " + std::to_string(*th.placement->workGroup));
    if (th.placement->device) levels.push_back("dev " + std::to_string(*th.placement->device));
    for (size_t i = 0; i < levels.size(); ++i) out << (i ? ", " : "@") << levels[i];
  }
  out << " (";
  for (size_t i = 0; i < th.params.size(); ++i)
    out << (i ? ", " : "") << th.params[i].typeText << " " << th.params[i].name;
  out << ") {\n";
  for (const auto& s : th.body) out << printStmt(*s, indent + 2);
  out << pad(indent) << "}\n" << (indent == 0 ? "\n" : "");
}

bool safeConditionText(const std::string& text) {
  return !text.empty() && text.find("(*") == std::string::npos && text.find("/*") == std::string::npos &&
         text.find("//") == std::string::npos;
}

std::string conditionText(const ast::Condition& c) {
  if (safeConditionText(c.text)) return c.text;
  const char* q = c.quantifier == Quantifier::Exists      ? "exists "
                  : c.quantifier == Quantifier::NotExists ? "~exists "
                                                                           : "forall ";
  return q + ast::propToString(*c.prop);
}

}  // namespace

std::string explicitAtomicName(ast::AtomicOp op, bool remote) {
  return atomicBaseName(op) + "_explicit" + (remote ? "_remote" : "");
}

std::string flagsSpelling(uint8_t flags) {
  // No flag of the model's two regions: the image flag, which the parser reads as no region.
  return flags & (kGlobalFlag | kLocalFlag) ? openclFenceFlags(flags) : "CLK_IMAGE_MEM_FENCE";
}

std::string printExpr(const ast::Expr& e) {
  switch (e.kind) {
    case ast::ExprKind::Int: return e.ulong ? std::to_string(static_cast<uint64_t>(e.value)) : std::to_string(e.value);
    case ast::ExprKind::Register:
    case ast::ExprKind::Location: return e.name;
    case ast::ExprKind::Deref: return "*" + operand(*e.operands[0], kPrimary);
    case ast::ExprKind::Unary: return e.op + operand(*e.operands[0], kPrimary);
    case ast::ExprKind::Binary: {
      if (const ast::AtomicCall* c = flagTestAndSet(e)) return printAtomic(*c);
      int p = precedence(e.op);
      return operand(*e.operands[0], p) + " " + e.op + " " + operand(*e.operands[1], p + 1);
    }
    case ast::ExprKind::Atomic: return printAtomic(*e.atomic);
  }
  return "0";
}

std::string printStmt(const ast::Stmt& s, int indent) {
  std::string in = pad(indent);
  switch (s.kind) {
    case ast::StmtKind::Block: {
      std::string out = in + "{\n";
      for (const auto& st : s.body) out += printStmt(*st, indent + 2);
      return out + in + "}\n";
    }
    case ast::StmtKind::Decl:
      return in + (s.typeText.empty() ? std::string("int") : s.typeText) + " " + s.name +
             (s.value ? " = " + printExpr(*s.value) : "") + ";\n";
    case ast::StmtKind::Assign: return in + s.name + " = " + printExpr(*s.value) + ";\n";
    case ast::StmtKind::Store:
      return in + "*" + operand(*s.target, kPrimary) + " = " + printExpr(*s.value) + ";\n";
    case ast::StmtKind::Eval: return in + printExpr(*s.value) + ";\n";
    case ast::StmtKind::If: {
      std::string out = in + "if (" + printExpr(*s.value) + ") " + inlineBody(s.body, indent);
      if (!s.elseBody.empty()) out += " else " + inlineBody(s.elseBody, indent);
      return out + "\n";
    }
    case ast::StmtKind::While:
      return in + "while (" + printExpr(*s.value) + ") " + inlineBody(s.body, indent) + "\n";
    case ast::StmtKind::Fence:
      return in + (s.fence.remote ? "atomic_work_item_fence_remote(" : "atomic_work_item_fence(") +
             flagsSpelling(s.fence.flags) + ", " +
             orderSpelling(s.fence.order) + ", " + scopeSpelling(s.fence.scope) + ");\n";
    case ast::StmtKind::EventDecl:
      return in + s.typeText + " " + s.name + (s.userEvent ? " = clCreateUserEvent(context, NULL)" : "") + ";\n";
    case ast::StmtKind::Command: return in + printCommand(*s.command) + "\n";
    case ast::StmtKind::Barrier: {
      MemoryScope byDefault = s.subGroupBarrier ? MemoryScope::SubGroup : MemoryScope::WorkGroup;
      // An unlabelled barrier is printed without a label: read back, it gets the same name.
      bool unlabelled = s.name.rfind(ast::kUnlabelledBarrier, 0) == 0;
      std::string out = in + (unlabelled ? "" : s.name + ": ") +
                        (s.subGroupBarrier ? "sub_group_barrier(" : "barrier(") + flagsSpelling(s.fence.flags);
      if (s.fence.scope != byDefault) out += ", " + scopeSpelling(s.fence.scope);
      return out + ");\n";
    }
  }
  return "";
}

std::string printTest(const ast::Test& t) {
  std::ostringstream out;
  // The preamble's free text by the rule of every output (support/Printable.h): no escape sequence
  // or stray byte reaches the printed test.
  out << t.dialectHeader << " " << printableName(t.name) << "\n";
  if (!t.doc.empty()) out << "\"" << printableName(t.doc) << "\"\n";
  for (const auto& [key, value] : t.info) out << printableName(key) << "=" << printableName(value) << "\n";

  out << "{\n";
  for (const auto& l : t.locations) {
    out << "  " << (l.typeText.empty() ? "" : l.typeText + " ") << l.name;
    if (l.isArray) {
      out << "[" << l.size << "] = {";
      for (size_t i = 0; i < l.values.size(); ++i) out << (i ? ", " : "") << l.values[i];
      out << "}";
    } else {
      out << " = " << (l.values.empty() ? 0 : l.values[0]);
    }
    out << ";\n";
  }
  for (const auto& r : t.registerInits) out << "  " << r.thread << ":" << r.name << " = " << r.value << ";\n";
  out << "}\n\n";

  for (const auto& q : t.queues) out << "queue " << q.name << (q.inOrder ? " in_order" : " out_of_order") << ";\n";
  if (!t.queues.empty()) out << "\n";
  for (size_t i = 0; i < t.threads.size(); ++i) {
    const ast::Thread& th = t.threads[i];
    if (th.kernel < 0) {
      printThread(th, 0, out);
      continue;
    }
    // A kernel's work-items are consecutive: print the kernel block once, at its first.
    const ast::Kernel& k = t.kernels.at(static_cast<size_t>(th.kernel));
    out << "kernel " << k.name << " {\n";
    for (; i < t.threads.size() && t.threads[i].kernel == th.kernel; ++i) printThread(t.threads[i], 2, out);
    --i;
    if (!k.scopeTree.empty()) {
      out << "  scopeTree";
      for (const auto& n : k.scopeTree) {
        out << " ";
        printScopeNode(n, out);
      }
      out << "\n";
    }
    out << "}\n\n";
  }

  if (!t.scopeTree.empty()) {
    out << "scopeTree";
    for (const auto& n : t.scopeTree) {
      out << " ";
      printScopeNode(n, out);
    }
    out << "\n";
  }
  if (!t.observed.empty()) {
    out << "locations [";
    for (size_t i = 0; i < t.observed.size(); ++i) out << (i ? "; " : "") << stateRef(t.observed[i]);
    out << "]\n";
  }
  if (t.condition) out << conditionText(*t.condition) << "\n";
  return out.str();
}

}  // namespace clmm
