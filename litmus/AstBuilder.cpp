// Builds the typed AST from the parse tree: resolves names (pointer parameter or register),
// interprets atomic_* calls, fences and barriers with their orders, scopes and flags, and
// reports malformed constructs as located errors (misfitting orders as located warnings).
// Literals, the initial state, the scope tree and the condition: AstBuilderState.cpp.
#include "litmus/AstBuilder.h"

#include <regex>
#include <set>

#include "litmus/AstBuilderImpl.h"
#include "litmus/AstCommands.h"
#include "support/Budget.h"
#include "litmus/Calls.h"
#include "litmus/Literals.h"
#include "support/Suggest.h"

namespace clmm {
namespace astbuild {

ast::Test Builder::test(P::TestContext* ctx) {
  ast::Test t;
  test_ = &t;
  t.source = source_;
  input_ = ctx->getStart()->getInputStream();
  header(ctx->HEADER()->getSymbol(), t);
  cudaHeader(t);
  for (auto* item : ctx->preambleItem()) {
    if (item->DOC_STRING()) {
      std::string s = item->DOC_STRING()->getText();
      t.doc = s.substr(1, s.size() - 2);
    } else {
      std::string s = item->KEY_VALUE()->getText();
      size_t eq = s.find('=');
      std::string key = normaliseSpace(s.substr(0, eq));
      t.info.emplace_back(key, normaliseSpace(s.substr(eq + 1)));
    }
  }
  for (auto* item : ctx->initBlock()->initItem()) {
    checkBudget();
    initItem(item, t);
  }

  for (auto* item : ctx->programItem()) programItem(item, t);
  std::set<int> indices;
  for (const ast::Thread& added : t.threads) {
    if (!indices.insert(added.index).second)
      sink_.error(added.range.line ? SourceRange{added.range.line, added.range.col, added.range.line,
                                                 added.range.col + int(added.name.size()) - 1}
                                   : added.range,
                  "duplicate thread name '" + added.name + "'");
  }
  if (t.threads.empty()) sink_.error(rangeOf(ctx->initBlock()->getStop()), "test has no threads");

  if (auto* st = ctx->scopeTree()) {
    t.scopeTreeRange = rangeOf(st);
    for (auto* s : st->sexpr()) t.scopeTree.push_back(sexpr(s, -1));
  }
  if (auto* loc = ctx->locationsClause())
    for (auto* r : loc->locationRef()) t.observed.push_back(stateRef(r));
  if (auto* c = ctx->condition()) {
    ast::Condition cond;
    cond.range = rangeOf(c);
    cond.text = normaliseSpace(textOf(c, input_));
    if (dynamic_cast<P::ExistsQContext*>(c->quantifier()))
      cond.quantifier = Quantifier::Exists;
    else if (dynamic_cast<P::NotExistsQContext*>(c->quantifier()))
      cond.quantifier = Quantifier::NotExists;
    else
      cond.quantifier = Quantifier::Forall;
    cond.prop = prop(c->prop());
    t.condition = std::move(cond);
  }
  sink_.throwIfErrors();
  return t;
}

bool Builder::keyword(antlr4::Token* kw, const char* expected) {
  if (kw->getText() == expected) return true;
  sink_.error(rangeOf(kw), "unknown declaration '" + kw->getText() +
                               "' (expected 'host P0 (...) {...}', 'kernel NAME {...}' or 'queue NAME in_order;')");
  return false;
}

// A top-level work-item, a host thread, a kernel with its work-items, or a queue.
void Builder::programItem(P::ProgramItemContext* ctx, ast::Test& t) {
  if (auto* d = dynamic_cast<P::DeviceThreadItemContext*>(ctx)) {
    t.threads.push_back(thread(d->thread(), false, -1));
  } else if (auto* h = dynamic_cast<P::HostThreadItemContext*>(ctx)) {
    if (!keyword(h->kw, "host")) return;
    t.threads.push_back(thread(h->thread(), true, -1));
    if (t.threads.back().placement)
      sink_.error(t.threads.back().placement->range,
                  "host thread '" + t.threads.back().name + "' has no placement: the host runs outside every device");
  } else if (auto* k = dynamic_cast<P::KernelItemContext*>(ctx)) {
    if (!keyword(k->kw, "kernel")) return;
    ast::Kernel kernel;
    kernel.name = k->name->getText();
    kernel.range = rangeOf(k->name);
    for (const auto& other : t.kernels)
      if (other.name == kernel.name)
        sink_.error(kernel.range, "kernel '" + kernel.name + "' is declared twice (first at line " +
                                      std::to_string(other.range.line) + ")");
    int index = static_cast<int>(t.kernels.size());
    if (k->thread().empty()) sink_.error(kernel.range, "kernel '" + kernel.name + "' has no work-items");
    for (auto* th : k->thread()) t.threads.push_back(thread(th, false, index));
    if (auto* st = k->scopeTree()) {
      kernel.scopeTreeRange = rangeOf(st);
      for (auto* sx : st->sexpr()) kernel.scopeTree.push_back(sexpr(sx, -1));
    }
    t.kernels.push_back(std::move(kernel));
  } else if (auto* q = dynamic_cast<P::QueueItemContext*>(ctx)) {
    if (!keyword(q->kw, "queue")) return;
    ast::Queue queue;
    queue.name = q->name->getText();
    queue.range = rangeOf(q->name);
    if (q->kind) {
      std::string mode = q->kind->getText();
      if (mode == "out_of_order") queue.inOrder = false;
      else if (mode != "in_order")
        sink_.error(rangeOf(q->kind), "unknown queue mode '" + mode + "' (expected in_order or out_of_order)");
    }
    for (const auto& other : t.queues)
      if (other.name == queue.name)
        sink_.error(queue.range, "queue '" + queue.name + "' is declared twice (first at line " +
                                     std::to_string(other.range.line) + ")");
    t.queues.push_back(std::move(queue));
  }
}

void Builder::header(antlr4::Token* tok, ast::Test& t) {
  std::string text = tok->getText();
  size_t kw = text.find_first_of(" \t");
  t.dialectHeader = text.substr(0, kw);
  size_t start = text.find_first_not_of(" \t", kw);
  std::string name = start == std::string::npos ? "" : text.substr(start);
  while (!name.empty() && (name.back() == ' ' || name.back() == '\t' || name.back() == '\r'))
    name.pop_back();
  SourceRange r = rangeOf(tok);
  t.nameRange = {r.line, r.col + static_cast<int>(start), r.line, r.endCol};
  if (name.empty()) sink_.error(r, "missing test name after '" + t.dialectHeader + "'");
  t.name = name;
}

ast::Param Builder::param(P::ParamContext* ctx) {
  ast::Param p;
  p.range = rangeOf(ctx);
  auto words = ctx->paramWord();
  auto* last = words.back();
  if (!last->IDENT()) sink_.fail(rangeOf(last), "parameter has no name");
  p.name = last->getText();
  int stars = 0;
  bool typed = false;
  for (size_t i = 0; i + 1 < words.size(); ++i) {
    auto* w = words[i];
    std::string text = w->getText();
    p.typeText += (p.typeText.empty() || text == "*" ? "" : " ") + text;
    if (w->STAR()) {
      ++stars;
      continue;
    }
    if (stars > 0) sink_.error(rangeOf(w), "unexpected '" + text + "' after '*' in a parameter");
    if (text == "global" || text == "__global") {
      p.region = Region::Global, p.regionGiven = true;
    } else if (text == "local" || text == "__local") {
      p.region = Region::Local, p.regionGiven = true;
    } else if (text == "global_fga") {
      p.region = Region::Global, p.regionGiven = true, p.fineGrained = true;
    } else if (isQualifierWord(text)) {
      // volatile, const, restrict: no effect on the memory model
    } else if (isTypeWord(text)) {
      if (auto why = unmodelledTypeMessage(text); !why.empty()) sink_.error(rangeOf(w), why);
      typed = true;
      p.atomicType = isAtomicTypeWord(text);
    } else {
      sink_.error(rangeOf(w), "unknown type or qualifier '" + text + "' in parameter '" + p.name + "'");
    }
  }
  if (!typed) sink_.error(p.range, "parameter '" + p.name + "' has no type (e.g. 'global atomic_int* " + p.name + "')");
  if (stars != 1)
    sink_.error(p.range, "parameter '" + p.name + "' must be a pointer to a location (one '*')");
  return p;
}

ast::Thread Builder::thread(P::ThreadContext* ctx, bool host, int kernel) {
  ast::Thread th;
  th.host = host;
  th.kernel = kernel;
  th.name = ctx->name->getText();
  th.range = rangeOf(ctx->name);
  static const std::regex threadName("P([0-9]+)");
  std::smatch m;
  if (std::regex_match(th.name, m, threadName) && m[1].str().size() < 6)
    th.index = std::stoi(m[1].str());
  else
    sink_.error(th.range, "thread name '" + th.name + "' must be P followed by a number (P0, P1, ...)");

  if (cuda_) {
    cudaPlacement(ctx, th);
  } else if (!ctx->placement().empty()) {
    ast::Placement pl;
    pl.range = rangeOf(ctx->placement().front()).to(rangeOf(ctx->placement().back()));
    for (auto* p : ctx->placement()) {
      std::string level = p->level->getText();
      auto number = smallInt(p->index, std::numeric_limits<int>::max(), "'" + level + "' number");
      if (!number) continue;
      int index = *number;
      std::optional<int>* slot = nullptr;
      if (level == "sg" || level == "sub_group") slot = &pl.subGroup;
      else if (level == "wg" || level == "work_group") slot = &pl.workGroup;
      else if (level == "dev" || level == "device") slot = &pl.device;
      if (!slot) {
        sink_.error(rangeOf(p->level), "unknown scope level '" + level + "' (expected sg, wg or dev)" +
                                                 didYouMean(level, {"sg", "wg", "dev", "sub_group", "work_group", "device"}));
        continue;
      }
      if (slot->has_value()) sink_.error(rangeOf(p), "scope level '" + level + "' given twice");
      *slot = index;
    }
    th.placement = pl;
  }

  volatileParams_.clear();
  cudaBarriers_ = 0;
  for (auto* p : ctx->param()) {
    ast::Param param = cuda_ ? cudaParam(p) : this->param(p);
    for (const auto& other : th.params)
      if (other.name == param.name)
        sink_.error(param.range, "parameter '" + param.name + "' declared twice");
    if (host && param.region == Region::Local)
      sink_.error(param.range, "host thread '" + th.name + "' cannot access local memory (local memory "
                                   "belongs to a work-group of a kernel)");
    th.params.push_back(std::move(param));
  }
  thread_ = &th;
  unlabelledBarriers_ = unlabelledSubGroupBarriers_ = 0;
  params_.clear();
  for (const auto& p : th.params) params_[p.name] = &p;
  th.body = block(ctx->block());
  if (cuda_) lowerCuda(th.body);
  for (auto& p : implicitParams_) th.params.push_back(std::move(p));
  implicitParams_.clear();
  thread_ = nullptr;
  params_.clear();
  return th;
}

std::vector<ast::StmtPtr> Builder::block(P::BlockContext* ctx) {
  std::vector<ast::StmtPtr> out;
  scopes_.emplace_back();
  for (auto* s : ctx->statement()) statementInto(s, out);
  scopes_.pop_back();
  return out;
}

std::vector<ast::StmtPtr> Builder::statementList(P::StatementContext* ctx) {
  std::vector<ast::StmtPtr> out;
  scopes_.emplace_back();
  statementInto(ctx, out);
  scopes_.pop_back();
  return out;
}

bool Builder::declaredRegister(const std::string& name) const {
  for (const auto& scope : scopes_)
    if (scope.count(name)) return true;
  return false;
}

const ast::LocationInit* Builder::initialLocation(const std::string& name) const {
  auto it = locationIndex_.find(name);
  return it == locationIndex_.end() ? nullptr : &test_->locations[it->second];
}

// --herd-compat: a location of the initial state used without a parameter is a global location
// of the thread, as if declared 'global int* NAME' (atomic_int for an atomic initial state).
ast::Param* Builder::implicitParam(const std::string& name, SourceRange use) {
  const ast::LocationInit* init = initialLocation(name);
  if (!herdCompat_ || !init || declaredRegister(name)) return nullptr;
  ast::Param p;
  p.name = name;
  p.range = use;
  p.region = init->typeText.find("local") != std::string::npos ? Region::Local : Region::Global;
  p.regionGiven = true;
  p.atomicType = init->typeText.find("atomic_") != std::string::npos;
  p.typeText = std::string(regionName(p.region)) + (p.atomicType ? " atomic_int*" : " int*");
  sink_.warning(use, "'" + name + "' is not a parameter of " + thread_->name + ": taken as the " +
                         std::string(regionName(p.region)) + " location of the initial state "
                         "(--herd-compat); declare it: '" + p.typeText + " " + name + "'");
  implicitParams_.push_back(std::move(p));
  params_[name] = &implicitParams_.back();
  return &implicitParams_.back();
}

void Builder::statementInto(P::StatementContext* ctx, std::vector<ast::StmtPtr>& out,
                            const std::string& label, SourceRange labelRange) {
  auto make = [&](ast::StmtKind kind) {
    auto s = std::make_unique<ast::Stmt>();
    s->kind = kind;
    s->range = rangeOf(ctx);
    return s;
  };
  auto warnLabel = [&]() {
    if (!label.empty())
      sink_.warning(labelRange, "label '" + label + "' ignored: only barriers use labels");
  };

  if (auto* b = dynamic_cast<P::BlockStmtContext*>(ctx)) {
    warnLabel();
    auto s = make(ast::StmtKind::Block);
    s->body = block(b->block());
    out.push_back(std::move(s));
  } else if (dynamic_cast<P::EmptyStmtContext*>(ctx)) {
    warnLabel();
  } else if (auto* l = dynamic_cast<P::LabelledStmtContext*>(ctx)) {
    if (!label.empty()) sink_.error(rangeOf(l->label), "a statement may carry only one label");
    statementInto(l->statement(), out, l->label->getText(), rangeOf(l->label));
  } else if (auto* i = dynamic_cast<P::IfStmtContext*>(ctx)) {
    warnLabel();
    auto s = make(ast::StmtKind::If);
    s->value = valueExpr(i->expr());
    s->body = statementList(i->thenS);
    if (i->elseS) s->elseBody = statementList(i->elseS);
    out.push_back(std::move(s));
  } else if (auto* w = dynamic_cast<P::WhileStmtContext*>(ctx)) {
    warnLabel();
    auto s = make(ast::StmtKind::While);
    s->value = valueExpr(w->expr());
    s->body = statementList(w->body);
    out.push_back(std::move(s));
  } else if (auto* f = dynamic_cast<P::ForStmtContext*>(ctx)) {
    warnLabel();
    forInto(f, out);
  } else if (auto* dw = dynamic_cast<P::DoWhileStmtContext*>(ctx)) {
    warnLabel();
    doWhileInto(dw, out);
  } else if (auto* d = dynamic_cast<P::DeclStmtContext*>(ctx);
             d && d->types.size() == 1 && isEventType(d->types[0]->getText())) {
    warnLabel();
    eventDeclarationsInto(d, out);
  } else if (auto* d = dynamic_cast<P::DeclStmtContext*>(ctx)) {
    warnLabel();
    declarationsInto(d->types, d->declarator(), out);
  } else if (auto* a = dynamic_cast<P::AssignStmtContext*>(ctx)) {
    warnLabel();
    assignmentInto(a->target, a->assignOp(), a->expr(), rangeOf(ctx), out);
  } else if (auto* e = dynamic_cast<P::ExprStmtContext*>(ctx)) {
    expressionStatementInto(e, out, label, labelRange);
  }
}

// `event_t e;` and `event_t u = clCreateUserEvent(...);`: one EventDecl per declarator.
void Builder::eventDeclarationsInto(P::DeclStmtContext* d, std::vector<ast::StmtPtr>& out) {
  for (auto* decl : d->declarator()) {
    auto s = std::make_unique<ast::Stmt>();
    s->kind = ast::StmtKind::EventDecl;
    s->range = rangeOf(decl);
    s->name = decl->name->getText();
    s->typeText = d->types[0]->getText();
    if (params_.count(s->name))
      sink_.error(rangeOf(decl->name), "event '" + s->name + "' has the name of a parameter");
    if (decl->expr()) {
      checkUserEventInit(decl->expr(), sink_);
      s->userEvent = true;
      if (!thread_->host)
        sink_.error(rangeOf(decl->expr()), "user events are created by the host (clCreateUserEvent is a host API call)");
    }
    out.push_back(std::move(s));
  }
}

// An expression used as a statement: an increment, an API call (a command), atomic_init, a
// fence or barrier (the only statements a label names), or an expression evaluated.
void Builder::expressionStatementInto(P::ExprStmtContext* e, std::vector<ast::StmtPtr>& out,
                                      const std::string& label, SourceRange labelRange) {
  auto make = [&](ast::StmtKind kind) {
    auto s = std::make_unique<ast::Stmt>();
    s->kind = kind;
    s->range = rangeOf(e);
    return s;
  };
  auto warnLabel = [&]() {
    if (!label.empty())
      sink_.warning(labelRange, "label '" + label + "' ignored: only barriers use labels");
  };
  // Fences and barriers are calls used as statements.
  P::ExprContext* ex = e->expr();
  if (incrementInto(ex, rangeOf(e), out)) {
    warnLabel();
    return;
  }
  if (cuda_ && cudaStatementInto(ex, rangeOf(e), out)) {
    warnLabel();
    return;
  }
  P::CallExprContext* call = nullptr;
  if (auto* u = dynamic_cast<P::UnaryExprContext*>(ex))
    if (auto* pe = dynamic_cast<P::PrimaryExprContext*>(u->unary()))
      call = dynamic_cast<P::CallExprContext*>(pe->primary());
  if (call && !cuda_ && isCommandCallee(call->callee->getText())) {
    warnLabel();
    auto s = make(ast::StmtKind::Command);
    s->command = buildCommand(call, sink_, herdCompat_);
    bool hostCall = ast::isHostCommand(s->command->kind);
    if (hostCall && !thread_->host)
      sink_.error(rangeOf(call->callee), "'" + call->callee->getText() + "' is a host API call: " +
                                             thread_->name + " is a work-item of a kernel (declare the "
                                             "caller as 'host " + thread_->name + " (...)')");
    if (!hostCall && thread_->host)
      sink_.error(rangeOf(call->callee), "enqueue_kernel is called by kernels' work-items; the host "
                                         "enqueues a kernel with clEnqueueNDRangeKernel");
    out.push_back(std::move(s));
    return;
  }
  if (call && !cuda_) {
    std::string callee = call->callee->getText();
    CallKind kind = classifyCall(callee);
    if (kind == CallKind::Init) {  // atomic_init(object, value): a plain store (C11 7.17.2.2)
      warnLabel();
      if (call->expr().size() != 2)
        sink_.fail(rangeOf(call->callee), "'atomic_init' takes 2 arguments (the object and its value), got " +
                                              std::to_string(call->expr().size()));
      auto s = make(ast::StmtKind::Store);
      s->target = expr(call->expr()[0]);
      checkAddress(*s->target);
      checkAtomicType(*s->target, callee);
      s->value = valueExpr(call->expr()[1]);
      out.push_back(std::move(s));
      return;
    }
    if (kind == CallKind::Fence || kind == CallKind::Barrier) {
      auto s = make(kind == CallKind::Fence ? ast::StmtKind::Fence : ast::StmtKind::Barrier);
      std::vector<CallArg> args;
      for (auto* arg : call->expr()) args.push_back({textOf(arg, input_), rangeOf(arg)});
      if (kind == CallKind::Fence) {
        warnLabel();
        s->fence = interpretFence(callee, rangeOf(call->callee), args, sink_);
      } else {
        s->fence = interpretBarrier(callee, rangeOf(call->callee), args, sink_);
        s->subGroupBarrier = callee == "sub_group_barrier";
        s->name = label;
        // Unlabelled: the n-th unlabelled barrier of each work-item of a work-group (sub-group)
        // is the same barrier (docs/language.md).
        if (label.empty())
          s->name = ast::kUnlabelledBarrier +
                    std::to_string(s->subGroupBarrier ? ++unlabelledSubGroupBarriers_ : ++unlabelledBarriers_);
      }
      out.push_back(std::move(s));
      return;
    }
  }
  warnLabel();
  auto s = make(ast::StmtKind::Eval);
  s->value = valueExpr(ex);
  out.push_back(std::move(s));
}

ast::ExprPtr Builder::expr(P::ExprContext* ctx) {
  if (auto* u = dynamic_cast<P::UnaryExprContext*>(ctx)) return unary(u->unary());
  auto* b = dynamic_cast<P::BinaryExprContext*>(ctx);
  auto e = std::make_unique<ast::Expr>();
  e->kind = ast::ExprKind::Binary;
  e->range = rangeOf(ctx);
  e->op = b->op->getText();
  e->operands.push_back(expr(b->lhs));
  e->operands.push_back(expr(b->rhs));
  return e;
}

ast::ExprPtr Builder::valueExpr(P::ExprContext* ctx) {
  ast::ExprPtr e = expr(ctx);
  if (containsLocation(*e))
    sink_.fail(e->range, "a pointer is used as a value here; to read the location write '*" +
                             (e->kind == ast::ExprKind::Location ? e->name : std::string("p")) +
                             "'");
  return e;
}

// `++` / `--` inside an expression: its side effect on a register would be unsequenced with the
// rest of the expression (C11 6.5 p2); clmm takes them as statements of their own only.
[[noreturn]] void incrementInExpression(antlr4::ParserRuleContext* ctx, antlr4::CharStream* input,
                                        DiagnosticSink& sink) {
  std::string text = textOf(ctx, input);
  sink.fail(rangeOf(ctx), "'" + text +
                              "' inside an expression is not supported: clmm takes ++ and -- as "
                              "statements of their own ('" +
                              text +
                              ";') or as a for loop's step; "
                              "write the increment as a separate statement");
}

ast::ExprPtr Builder::unary(P::UnaryContext* ctx) {
  if (auto* p = dynamic_cast<P::PrimaryExprContext*>(ctx)) return primary(p->primary());
  if (auto* inc = dynamic_cast<P::PreIncExprContext*>(ctx)) incrementInExpression(inc, input_, sink_);
  auto* pre = dynamic_cast<P::PrefixExprContext*>(ctx);
  std::string op = pre->op->getText();
  if (op == "*") {
    auto e = std::make_unique<ast::Expr>();
    e->kind = ast::ExprKind::Deref;
    e->range = rangeOf(ctx);
    e->operands.push_back(address(pre->unary()));
    return e;
  }
  ast::ExprPtr operand = unary(pre->unary());
  if (op == "&") {
    // &*p and &a[i] are addresses (C11 6.5.3.2 p3); a register's address only as the expected
    // argument of a compare-exchange (Builder::registerAddress).
    if (operand->kind == ast::ExprKind::Deref) return std::move(operand->operands[0]);
    if (operand->kind == ast::ExprKind::Location)
      sink_.fail(rangeOf(pre), "'" + operand->name + "' is already a pointer to the location; pass '" + operand->name +
                                   "' itself, without '&'");
    if (operand->kind == ast::ExprKind::Register)
      sink_.fail(rangeOf(pre), "the address of register '" + operand->name +
                                   "' is taken only as the expected argument of a compare-exchange "
                                   "('atomic_compare_exchange_strong(x, &" +
                                   operand->name +
                                   ", 1)'); pass a "
                                   "pointer parameter here");
    sink_.fail(rangeOf(pre),
               "cannot take the address of this expression; '&' applies to '*p', 'a[i]' or, in a "
               "compare-exchange's expected argument, a register");
  }
  if (op == "+") return operand;
  if (op == "-" && operand->kind == ast::ExprKind::Int && !operand->ulong) {  // fold negative literals
    operand->value = -operand->value;
    operand->range = rangeOf(ctx);
    return operand;
  }
  auto e = std::make_unique<ast::Expr>();
  e->kind = ast::ExprKind::Unary;
  e->range = rangeOf(ctx);
  e->op = op;
  e->operands.push_back(std::move(operand));
  return e;
}

// An address: a pointer parameter, optionally plus or minus an integer expression ("y+r0").
ast::ExprPtr Builder::address(P::UnaryContext* ctx) {
  ast::ExprPtr e = unary(ctx);
  checkAddress(*e);
  return e;
}

void Builder::checkAddress(const ast::Expr& e) {
  if (e.kind == ast::ExprKind::Location) return;
  if (e.kind == ast::ExprKind::Binary && (e.op == "+" || e.op == "-")) {
    bool lhsAddr = e.operands[0]->kind == ast::ExprKind::Location ||
                   e.operands[0]->kind == ast::ExprKind::Binary;
    if (lhsAddr && e.operands[0]->kind == ast::ExprKind::Binary) checkAddress(*e.operands[0]);
    if (lhsAddr && !containsLocation(*e.operands[1])) return;
    if (e.op == "+" && e.operands[1]->kind == ast::ExprKind::Location &&
        !containsLocation(*e.operands[0]))
      return;
  }
  if (e.kind == ast::ExprKind::Register) {
    std::string list;
    for (const auto& p : thread_->params) list += (list.empty() ? "" : ", ") + p.name;
    std::string hint;
    if (initialLocation(e.name))
      hint = "; '" + e.name + "' is a location of the initial state: declare it as a parameter, or "
             "use --herd-compat to take it as a global location, as herd and Dat3M do";
    sink_.fail(e.range, "'" + e.name + "' is not a pointer parameter of " + thread_->name +
                            (list.empty() ? std::string(" (it has none)")
                                          : " (its parameters: " + list + ")") + hint);
  }
  sink_.fail(e.range, "expected a location: a pointer parameter, optionally plus an offset");
}

// `&e` (or `&(e)`) where e is a register, else nullptr.
ast::ExprPtr Builder::registerAddress(P::ExprContext* ctx) {
  auto* u = dynamic_cast<P::UnaryExprContext*>(ctx);
  auto* pre = u ? dynamic_cast<P::PrefixExprContext*>(u->unary()) : nullptr;
  if (!pre || pre->op->getText() != "&") return nullptr;
  P::UnaryContext* operand = pre->unary();
  while (auto* pe = dynamic_cast<P::PrimaryExprContext*>(operand)) {
    if (dynamic_cast<P::NameExprContext*>(pe->primary())) break;
    auto* paren = dynamic_cast<P::ParenExprContext*>(pe->primary());
    auto* inner = paren ? dynamic_cast<P::UnaryExprContext*>(paren->expr()) : nullptr;
    if (!inner) return nullptr;
    operand = inner->unary();
  }
  auto* pe = dynamic_cast<P::PrimaryExprContext*>(operand);
  if (!pe) return nullptr;
  ast::ExprPtr e = primary(pe->primary());
  if (e->kind != ast::ExprKind::Register) return nullptr;
  e->range = rangeOf(ctx);
  return e;
}

// C11 7.17.1 p5, OpenCL C 6.13.11: the object of an atomic built-in is a pointer to an atomic
// type. A pointer parameter to a plain type is an error, kept as the elaboration's warning under
// --herd-compat (herd and Dat3M treat such calls as atomic accesses).
void Builder::checkAtomicType(const ast::Expr& object, const std::string& callee) {
  if (herdCompat_) return;
  const ast::Expr* base = &object;
  while (base->kind == ast::ExprKind::Binary)
    base = base->operands[base->operands[0]->kind == ast::ExprKind::Location ||
                                  base->operands[0]->kind == ast::ExprKind::Binary
                              ? 0
                              : 1]
               .get();
  auto it = params_.find(base->name);
  if (base->kind != ast::ExprKind::Location || it == params_.end()) return;
  const ast::Param& p = *it->second;
  // The atomic_flag functions take an atomic_flag (C11 7.17.8 p1-2). (The other direction, an
  // ordinary atomic call on an atomic_flag, stays accepted: the lowered tests of a mapping write
  // a flag's operations as exchanges and stores on it.)
  if (p.atomicType) {
    if (callee.rfind("atomic_flag_", 0) == 0 && p.typeText.find("atomic_flag") == std::string::npos)
      sink_.error(object.range, "'" + callee + "' on '" + p.name + "', declared '" + p.typeText + " " + p.name +
                                    "': the atomic_flag functions take a pointer to atomic_flag (C11 7.17.8); "
                                    "declare it '" + std::string(regionName(p.region)) + " atomic_flag* " + p.name +
                                    "'");
    return;
  }
  std::string fixed = p.typeText;
  for (const char* plain : {"unsigned int", "uint", "int", "long", "ulong"}) {
    size_t at = fixed.find(plain);
    if (at == std::string::npos) continue;
    std::string word = plain;
    fixed.replace(at, word.size(), word == "unsigned int" ? "atomic_uint" : "atomic_" + word);
    break;
  }
  if (fixed == p.typeText) fixed = std::string(regionName(p.region)) + " atomic_int*";
  sink_.error(object.range, "'" + callee + "' on '" + p.name + "', declared '" + p.typeText + " " + p.name +
                                "': an atomic operation takes a pointer to an atomic type (C11 7.17.1 p5); "
                                "declare it '" +
                                fixed + " " + p.name +
                                "' (or use --herd-compat to treat "
                                "the call as atomic, as herd and Dat3M do)");
}

// A bare pointer inside a value; the addresses of *p and of atomic calls are not values.
bool Builder::containsLocation(const ast::Expr& e) {
  if (e.kind == ast::ExprKind::Location) return true;
  if (e.kind == ast::ExprKind::Deref || e.kind == ast::ExprKind::Atomic) return false;
  for (const auto& o : e.operands)
    if (containsLocation(*o)) return true;
  return false;
}

ast::ExprPtr Builder::primary(P::PrimaryContext* ctx) {
  if (ast::ExprPtr c = cudaPrimary(ctx)) return c;
  auto e = std::make_unique<ast::Expr>();
  e->range = rangeOf(ctx);
  if (auto* i = dynamic_cast<P::IntLiteralContext*>(ctx)) {
    e->kind = ast::ExprKind::Int;
    e->value = readIntLiteral(i->INT()->getSymbol()->getText(), rangeOf(i->INT()->getSymbol()), sink_, herdCompat_,
                              &e->ulong);
  } else if (auto* b = dynamic_cast<P::BoolLiteralContext*>(ctx)) {
    e->kind = ast::ExprKind::Int;
    e->value = b->TRUE() ? 1 : 0;
  } else if (auto* n = dynamic_cast<P::NameExprContext*>(ctx)) {
    e->name = n->name->getText();
    e->kind = params_.count(e->name) || implicitParam(e->name, e->range) ? ast::ExprKind::Location
                                                                         : ast::ExprKind::Register;
    static const std::set<std::string> unsupported = {"break",  "continue", "return",  "goto",
                                                      "switch", "case",     "default", "sizeof"};
    if (unsupported.count(e->name))
      sink_.fail(e->range, "'" + e->name +
                               "' is not supported: clmm's C subset has no break, continue, return, "
                               "goto, switch or sizeof; end a loop by its condition");
    if (parseOrder(e->name) || parseScope(e->name) || parseFenceFlag(e->name))
      sink_.fail(e->range, "'" + e->name + "' is only meaningful as an argument of an atomic "
                                           "operation, fence or barrier");
  } else if (auto* p = dynamic_cast<P::ParenExprContext*>(ctx)) {
    return expr(p->expr());
  } else if (auto* ix = dynamic_cast<P::IndexExprContext*>(ctx)) {
    // a[i] is *(a + i) (C11 6.5.2.1 p2)
    auto sum = std::make_unique<ast::Expr>();
    sum->kind = ast::ExprKind::Binary;
    sum->range = rangeOf(ctx);
    sum->op = "+";
    sum->operands.push_back(primary(ix->base));
    if (sum->operands[0]->kind == ast::ExprKind::Register) checkAddress(*sum->operands[0]);  // names it
    sum->operands.push_back(valueExpr(ix->index));
    checkAddress(*sum);
    e->kind = ast::ExprKind::Deref;
    e->operands.push_back(std::move(sum));
  } else if (auto* inc = dynamic_cast<P::PostIncExprContext*>(ctx)) {
    incrementInExpression(inc, input_, sink_);
  } else if (auto* l = dynamic_cast<P::ListExprContext*>(ctx)) {
    sink_.fail(rangeOf(l), "a braced list of events is only meaningful as the wait list of a command");
  } else if (auto* c = dynamic_cast<P::CallExprContext*>(ctx)) {
    std::string callee = c->callee->getText();
    CallKind kind = classifyCall(callee);
    if (kind == CallKind::Fence || kind == CallKind::Barrier || kind == CallKind::Init ||
        isCommandCallee(callee))
      sink_.fail(rangeOf(c->callee), "'" + callee + "' is a statement and has no value");
    if (kind == CallKind::Unknown)
      sink_.fail(rangeOf(c->callee), "unknown function '" + callee + "'" + didYouMean(callee, knownCallNames()));
    std::vector<ast::ExprPtr> operands;
    std::vector<CallArg> args;
    for (auto* arg : c->expr()) args.push_back({textOf(arg, input_), rangeOf(arg)});
    e->kind = ast::ExprKind::Atomic;
    e->atomic = interpretAtomic(
        callee, rangeOf(c->callee), args, [&](size_t i) { return valueExpr(c->expr()[i]); },
        [&](size_t i) {
          // A compare-exchange's expected argument (its second) may be `&e`, e a register.
          if (i == 1)
            if (ast::ExprPtr reg = registerAddress(c->expr()[i])) return reg;
          ast::ExprPtr a = expr(c->expr()[i]);
          checkAddress(*a);
          return a;
        },
        sink_, herdCompat_);
    e->atomic->expectedRegister = e->atomic->expected && e->atomic->expected->kind == ast::ExprKind::Register;
    checkAtomicType(*e->atomic->object, callee);
    if (callee.rfind("atomic_flag_test_and_set", 0) == 0) {
      // Its value is a bool: whether the flag was set (an exchange with 1 returns the old value).
      auto set = std::make_unique<ast::Expr>();
      set->kind = ast::ExprKind::Binary;
      set->range = e->range;
      set->op = "!=";
      auto zero = std::make_unique<ast::Expr>();
      zero->range = e->range;
      set->operands.push_back(std::move(e));
      set->operands.push_back(std::move(zero));
      return set;
    }
  }
  return e;
}

}  // namespace astbuild

ast::Test buildAst(LitmusParser::TestContext* tree, std::shared_ptr<const SourceFile> source,
                   DiagnosticSink& sink, bool herdCompat) {
  astbuild::Builder b(std::move(source), sink, herdCompat);
  return b.test(tree);
}

}  // namespace clmm
