// Deep copies and position-insensitive equality of AST nodes.
#include "litmus/AstTools.h"

#include <sstream>

namespace clmm::ast {
namespace {

bool differ(std::string* why, const std::string& what) {
  if (why && why->empty()) *why = what;
  return false;
}

#define SAME_FIELD(a, b, field)                                                                   \
  if ((a).field != (b).field) return differ(why, std::string(#field) + ": " + show((a).field) + \
                                                       " vs " + show((b).field))

std::ostream& operator<<(std::ostream& o, const std::pair<std::string, std::string>& p) {
  return o << p.first << "=" << p.second;
}
std::ostream& operator<<(std::ostream& o, MemoryOrder m) { return o << orderName(m); }
std::ostream& operator<<(std::ostream& o, MemoryScope s) { return o << scopeName(s); }
std::ostream& operator<<(std::ostream& o, Region r) { return o << regionName(r); }
std::ostream& operator<<(std::ostream& o, ExprKind k) { return o << static_cast<int>(k); }
std::ostream& operator<<(std::ostream& o, StmtKind k) { return o << static_cast<int>(k); }
std::ostream& operator<<(std::ostream& o, AtomicOp k) { return o << atomicOpName(k); }
std::ostream& operator<<(std::ostream& o, Proxy p) { return o << static_cast<int>(p); }
template <class T>
std::ostream& operator<<(std::ostream& o, const std::optional<T>& v) {
  return v ? o << *v : o << "none";
}
template <class T>
std::ostream& operator<<(std::ostream& o, const std::vector<T>& v) {
  o << "[";
  for (size_t i = 0; i < v.size(); ++i) o << (i ? " " : "") << v[i];
  return o << "]";
}

template <class T>
std::string show(const T& v) {
  std::ostringstream s;
  s << v;
  return s.str();
}

bool samePtr(const ExprPtr& a, const ExprPtr& b, std::string* why, const char* what) {
  if (!a || !b) return (!a && !b) || differ(why, std::string(what) + ": present on one side only");
  return sameExpr(*a, *b, why);
}

bool sameList(const std::vector<StmtPtr>& a, const std::vector<StmtPtr>& b, std::string* why) {
  if (a.size() != b.size())
    return differ(why, "statement count " + std::to_string(a.size()) + " vs " + std::to_string(b.size()));
  for (size_t i = 0; i < a.size(); ++i)
    if (!sameStmt(*a[i], *b[i], why)) return false;
  return true;
}

bool sameAtomic(const AtomicCall& a, const AtomicCall& b, std::string* why) {
  SAME_FIELD(a, b, op);
  SAME_FIELD(a, b, spelling);
  SAME_FIELD(a, b, remote);
  SAME_FIELD(a, b, reduction);
  SAME_FIELD(a, b, hw);
  SAME_FIELD(a, b, expectedIsValue);
  SAME_FIELD(a, b, expectedRegister);
  SAME_FIELD(a, b, order);
  SAME_FIELD(a, b, failureOrder);
  SAME_FIELD(a, b, scope);
  return samePtr(a.object, b.object, why, "object") && samePtr(a.value, b.value, why, "value") &&
         samePtr(a.expected, b.expected, why, "expected");
}

bool sameRef(const StateRef& a, const StateRef& b, std::string* why) {
  if (a.kind != b.kind || a.thread != b.thread || a.name != b.name || a.index != b.index)
    return differ(why, "state reference " + stateRefToString(a) + " vs " + stateRefToString(b));
  return true;
}

bool sameProp(const Prop& a, const Prop& b, std::string* why) {
  if (a.kind != b.kind || a.value != b.value || a.operands.size() != b.operands.size() ||
      (a.kind == Prop::Kind::Atom && !sameRef(a.ref, b.ref, why)))
    return differ(why, "condition " + propToString(a) + " vs " + propToString(b));
  for (size_t i = 0; i < a.operands.size(); ++i)
    if (!sameProp(*a.operands[i], *b.operands[i], why)) return false;
  return true;
}

bool sameScopeNode(const ScopeNode& a, const ScopeNode& b, std::string* why) {
  if (a.level != b.level || a.children.size() != b.children.size() || a.threads.size() != b.threads.size())
    return differ(why, "scope tree node differs");
  for (size_t i = 0; i < a.threads.size(); ++i)
    if (a.threads[i].first != b.threads[i].first) return differ(why, "scope tree thread " + a.threads[i].first);
  for (size_t i = 0; i < a.children.size(); ++i)
    if (!sameScopeNode(a.children[i], b.children[i], why)) return false;
  return true;
}

bool sameNames(const std::vector<NameRef>& a, const std::vector<NameRef>& b, std::string* why) {
  if (a.size() != b.size()) return differ(why, "wait list length");
  for (size_t i = 0; i < a.size(); ++i)
    if (a[i].name != b[i].name) return differ(why, "wait list: " + a[i].name + " vs " + b[i].name);
  return true;
}

bool sameCommand(const Command& a, const Command& b, std::string* why) {
  if (a.kind != b.kind) return differ(why, std::string("command ") + commandCallee(a.kind) + " vs " + commandCallee(b.kind));
  if (a.queue.name != b.queue.name) return differ(why, "queue " + a.queue.name + " vs " + b.queue.name);
  if (a.kernel.name != b.kernel.name) return differ(why, "kernel " + a.kernel.name + " vs " + b.kernel.name);
  if (a.flags != b.flags) return differ(why, std::string("flags ") + enqueueFlagsSpelling(a.flags) + " vs " + enqueueFlagsSpelling(b.flags));
  if (a.event.name != b.event.name) return differ(why, "event " + a.event.name + " vs " + b.event.name);
  if (a.eventRet.has_value() != b.eventRet.has_value() || (a.eventRet && a.eventRet->name != b.eventRet->name))
    return differ(why, "returned event differs");
  return sameNames(a.waitList, b.waitList, why);
}

bool sameThread(const Thread& a, const Thread& b, std::string* why) {
  SAME_FIELD(a, b, name);
  SAME_FIELD(a, b, index);
  SAME_FIELD(a, b, host);
  SAME_FIELD(a, b, kernel);
  if (a.placement.has_value() != b.placement.has_value()) return differ(why, a.name + ": placement");
  if (a.placement) {
    SAME_FIELD(*a.placement, *b.placement, subGroup);
    SAME_FIELD(*a.placement, *b.placement, workGroup);
    SAME_FIELD(*a.placement, *b.placement, device);
  }
  if (a.params.size() != b.params.size()) return differ(why, a.name + ": parameter count");
  for (size_t i = 0; i < a.params.size(); ++i) {
    SAME_FIELD(a.params[i], b.params[i], name);
    SAME_FIELD(a.params[i], b.params[i], region);
    SAME_FIELD(a.params[i], b.params[i], regionGiven);
    SAME_FIELD(a.params[i], b.params[i], fineGrained);
    SAME_FIELD(a.params[i], b.params[i], atomicType);
    SAME_FIELD(a.params[i], b.params[i], typeText);
  }
  return sameList(a.body, b.body, why);
}

}  // namespace

ExprPtr cloneExpr(const Expr& e) {
  auto c = std::make_unique<Expr>();
  c->kind = e.kind;
  c->range = e.range;
  c->value = e.value;
  c->ulong = e.ulong;
  c->name = e.name;
  c->op = e.op;
  c->proxy = e.proxy;
  c->alias = e.alias;
  for (const auto& o : e.operands) c->operands.push_back(cloneExpr(*o));
  if (e.atomic) {
    const AtomicCall& a = *e.atomic;
    auto ca = std::make_unique<AtomicCall>();
    ca->op = a.op;
    ca->spelling = a.spelling;
    ca->remote = a.remote;
    ca->reduction = a.reduction;
    ca->hw = a.hw;
    ca->expectedIsValue = a.expectedIsValue;
    ca->expectedRegister = a.expectedRegister;
    if (a.object) ca->object = cloneExpr(*a.object);
    if (a.value) ca->value = cloneExpr(*a.value);
    if (a.expected) ca->expected = cloneExpr(*a.expected);
    ca->order = a.order;
    ca->failureOrder = a.failureOrder;
    ca->scope = a.scope;
    c->atomic = std::move(ca);
  }
  return c;
}

StmtPtr cloneStmt(const Stmt& s) {
  auto c = std::make_unique<Stmt>();
  c->kind = s.kind;
  c->range = s.range;
  c->name = s.name;
  if (s.target) c->target = cloneExpr(*s.target);
  if (s.value) c->value = cloneExpr(*s.value);
  for (const auto& b : s.body) c->body.push_back(cloneStmt(*b));
  for (const auto& b : s.elseBody) c->elseBody.push_back(cloneStmt(*b));
  c->fence = s.fence;
  c->subGroupBarrier = s.subGroupBarrier;
  c->typeText = s.typeText;
  c->userEvent = s.userEvent;
  if (s.command) c->command = std::make_unique<Command>(*s.command);
  return c;
}

bool sameExpr(const Expr& a, const Expr& b, std::string* why) {
  SAME_FIELD(a, b, kind);
  SAME_FIELD(a, b, value);
  SAME_FIELD(a, b, ulong);
  SAME_FIELD(a, b, name);
  SAME_FIELD(a, b, op);
  SAME_FIELD(a, b, proxy);
  SAME_FIELD(a, b, alias);
  if (a.operands.size() != b.operands.size()) return differ(why, "operand count");
  for (size_t i = 0; i < a.operands.size(); ++i)
    if (!sameExpr(*a.operands[i], *b.operands[i], why)) return false;
  if (!a.atomic != !b.atomic) return differ(why, "atomic call on one side only");
  return !a.atomic || sameAtomic(*a.atomic, *b.atomic, why);
}

bool sameStmt(const Stmt& a, const Stmt& b, std::string* why) {
  SAME_FIELD(a, b, kind);
  SAME_FIELD(a, b, name);
  SAME_FIELD(a, b, subGroupBarrier);
  SAME_FIELD(a, b, typeText);
  SAME_FIELD(a, b, userEvent);
  if (!a.command != !b.command) return differ(why, "command on one side only");
  if (a.command && !sameCommand(*a.command, *b.command, why)) return false;
  if (a.kind == StmtKind::Fence || a.kind == StmtKind::Barrier) {
    if (a.fence.flags != b.fence.flags) return differ(why, "fence flags");
    SAME_FIELD(a.fence, b.fence, order);
    SAME_FIELD(a.fence, b.fence, scope);
    SAME_FIELD(a.fence, b.fence, remote);
    SAME_FIELD(a.fence, b.fence, proxy);
    SAME_FIELD(a.fence, b.fence, hw);
  }
  return samePtr(a.target, b.target, why, "target") && samePtr(a.value, b.value, why, "value") &&
         sameList(a.body, b.body, why) && sameList(a.elseBody, b.elseBody, why);
}

bool sameTest(const Test& a, const Test& b, std::string* why) {
  SAME_FIELD(a, b, name);
  SAME_FIELD(a, b, dialectHeader);
  SAME_FIELD(a, b, processor);
  SAME_FIELD(a, b, doc);
  SAME_FIELD(a, b, info);
  if (a.locations.size() != b.locations.size()) return differ(why, "location count");
  for (size_t i = 0; i < a.locations.size(); ++i) {
    SAME_FIELD(a.locations[i], b.locations[i], name);
    SAME_FIELD(a.locations[i], b.locations[i], size);
    SAME_FIELD(a.locations[i], b.locations[i], isArray);
    SAME_FIELD(a.locations[i], b.locations[i], values);
    SAME_FIELD(a.locations[i], b.locations[i], typeText);
  }
  if (a.registerInits.size() != b.registerInits.size()) return differ(why, "register initialisation count");
  for (size_t i = 0; i < a.registerInits.size(); ++i) {
    SAME_FIELD(a.registerInits[i], b.registerInits[i], thread);
    SAME_FIELD(a.registerInits[i], b.registerInits[i], name);
    SAME_FIELD(a.registerInits[i], b.registerInits[i], value);
  }
  if (a.threads.size() != b.threads.size()) return differ(why, "thread count");
  for (size_t i = 0; i < a.threads.size(); ++i)
    if (!sameThread(a.threads[i], b.threads[i], why)) return false;
  if (a.scopeTree.size() != b.scopeTree.size()) return differ(why, "scope tree roots");
  for (size_t i = 0; i < a.scopeTree.size(); ++i)
    if (!sameScopeNode(a.scopeTree[i], b.scopeTree[i], why)) return false;
  if (a.kernels.size() != b.kernels.size()) return differ(why, "kernel count");
  for (size_t i = 0; i < a.kernels.size(); ++i) {
    SAME_FIELD(a.kernels[i], b.kernels[i], name);
    if (a.kernels[i].scopeTree.size() != b.kernels[i].scopeTree.size()) return differ(why, "kernel scope tree roots");
    for (size_t j = 0; j < a.kernels[i].scopeTree.size(); ++j)
      if (!sameScopeNode(a.kernels[i].scopeTree[j], b.kernels[i].scopeTree[j], why)) return false;
  }
  if (a.queues.size() != b.queues.size()) return differ(why, "queue count");
  for (size_t i = 0; i < a.queues.size(); ++i) {
    SAME_FIELD(a.queues[i], b.queues[i], name);
    SAME_FIELD(a.queues[i], b.queues[i], inOrder);
  }
  if (a.observed.size() != b.observed.size()) return differ(why, "locations clause");
  for (size_t i = 0; i < a.observed.size(); ++i)
    if (!sameRef(a.observed[i], b.observed[i], why)) return false;
  if (a.condition.has_value() != b.condition.has_value()) return differ(why, "condition on one side only");
  if (a.condition) {
    SAME_FIELD(*a.condition, *b.condition, text);
    if (a.condition->quantifier != b.condition->quantifier) return differ(why, "quantifier");
    if (!sameProp(*a.condition->prop, *b.condition->prop, why)) return false;
  }
  return true;
}

std::string writtenLocation(const Stmt& s) {
  if (s.kind == StmtKind::Store && s.target) return s.target->name;
  if ((s.kind == StmtKind::Eval || s.kind == StmtKind::Assign) && s.value && s.value->kind == ExprKind::Atomic &&
      s.value->atomic->op != AtomicOp::Load)
    return s.value->atomic->object->name;
  return "";
}

}  // namespace clmm::ast
