// The AST builder's C statements that desugar into the AST's existing forms, so that the elaboration
// and both engines need no change: declarations, `=` and the compound assignments (`x op= e` is
// `x = x op (e)`, C11 6.5.16.2 p3), `++` / `--` as statements (C11 6.5.2.4, 6.5.3.1: `x += 1`),
// and `for` loops (C11 6.8.5.3: `{ init; while (cond) { body step } }`). See docs/language.md.
#include "litmus/AstBuilderImpl.h"
#include "litmus/AstTools.h"
#include "litmus/Calls.h"

namespace clmm::astbuild {

namespace {

ast::ExprPtr intExpr(int64_t v, SourceRange r) {
  auto e = std::make_unique<ast::Expr>();
  e->kind = ast::ExprKind::Int;
  e->value = v;
  e->range = r;
  return e;
}

// Whether evaluating `e` accesses memory (a plain access or an atomic call).
bool accessesMemory(const ast::Expr& e) {
  if (e.kind == ast::ExprKind::Deref || e.kind == ast::ExprKind::Atomic) return true;
  for (const auto& o : e.operands)
    if (accessesMemory(*o)) return true;
  return false;
}

}  // namespace

void Builder::declarationsInto(const std::vector<antlr4::Token*>& types,
                               const std::vector<P::DeclaratorContext*>& declarators, std::vector<ast::StmtPtr>& out) {
  for (auto* t : types) {
    std::string word = t->getText();
    if (cuda_ && (word == "__shared__" || word == "__device__" || word == "__constant__"))
      sink_.error(rangeOf(t), "'" + word + "' declares memory, not a register: a CUDA test's locations are its "
                              "kernel's 'int*' parameters, in global memory (shared memory is not supported; docs/cuda.md)");
    else if (!isTypeWord(word) && !isQualifierWord(word))
      sink_.error(rangeOf(t), "unknown type '" + word + "'");
    else if (auto why = unmodelledTypeMessage(word); !why.empty())
      sink_.error(rangeOf(t), why);
    else if (isAtomicTypeWord(word))
      sink_.error(rangeOf(t), "registers cannot have atomic type '" + word + "'");
  }
  std::string typeText;
  for (auto* t : types) typeText += (typeText.empty() ? "" : " ") + t->getText();
  for (auto* decl : declarators) {
    auto s = std::make_unique<ast::Stmt>();
    s->kind = ast::StmtKind::Decl;
    s->range = rangeOf(decl);
    s->name = decl->name->getText();
    s->typeText = typeText;
    if (decl->size)
      sink_.fail(rangeOf(decl),
                 "arrays of registers are not supported; declare the array in the initial state "
                 "('int " +
                     s->name + "[" + decl->size->getText() +
                     "] = {...};') and pass it as a "
                     "pointer parameter");
    if (params_.count(s->name))
      sink_.error(rangeOf(decl->name), "register '" + s->name + "' has the name of a parameter");
    if (decl->expr()) s->value = valueExpr(decl->expr());
    // C: one declaration per name and block; a declaration that shadows an outer one is refused
    // too, since a work-item's registers are one namespace.
    for (const auto& scope : scopes_)
      if (auto first = scope.find(s->name); first != scope.end()) {
        sink_.error(rangeOf(decl->name), "register '" + s->name + "' is declared twice in " + thread_->name +
                                             " (first at line " + std::to_string(first->second.line) +
                                             "); to assign it, write '" + s->name + " = ...' without the type");
        break;
      }
    if (!scopes_.empty()) scopes_.back().emplace(s->name, rangeOf(decl->name));
    out.push_back(std::move(s));
  }
}

// `target op value`: a register assignment or a plain store; a compound assignment reads the
// target once more, as `target = target op (value)`.
void Builder::assignmentInto(ast::ExprPtr target, const std::string& op, ast::ExprPtr value, SourceRange range,
                             std::vector<ast::StmtPtr>& out) {
  if (target->kind == ast::ExprKind::Location)
    sink_.fail(target->range, "cannot assign to pointer parameter '" + target->name +
                                  "'; to store to the location write '*" + target->name + " = ...'");
  if (target->kind != ast::ExprKind::Register && target->kind != ast::ExprKind::Deref)
    sink_.fail(target->range, "the left side of '" + op + "' must be a register, '*p' or 'a[i]'");
  if (op != "=") {
    // C11 6.5.16.2 p3: E1 op= E2 is E1 = E1 op (E2), E1 evaluated once. An address that reads
    // memory would be read twice here.
    if (target->kind == ast::ExprKind::Deref && accessesMemory(*target->operands[0]))
      sink_.fail(target->range, "the address of '" + op +
                                    "' reads memory, and clmm would read it twice; "
                                    "read the index into a register first ('int i = ...;')");
    auto b = std::make_unique<ast::Expr>();
    b->kind = ast::ExprKind::Binary;
    b->range = range;
    b->op = op.substr(0, op.size() - 1);
    b->operands.push_back(ast::cloneExpr(*target));
    b->operands.push_back(std::move(value));
    value = std::move(b);
  }
  auto s = std::make_unique<ast::Stmt>();
  s->range = range;
  s->value = std::move(value);
  if (target->kind == ast::ExprKind::Register) {
    s->kind = ast::StmtKind::Assign;
    s->name = target->name;
  } else {
    s->kind = ast::StmtKind::Store;
    s->target = std::move(target->operands[0]);
  }
  out.push_back(std::move(s));
}

void Builder::assignmentInto(P::UnaryContext* target, P::AssignOpContext* op, P::ExprContext* value, SourceRange range,
                             std::vector<ast::StmtPtr>& out) {
  ast::ExprPtr lhs = unary(target);
  assignmentInto(std::move(lhs), op->getText(), valueExpr(value), range, out);
}

// `x++`, `x--`, `++x`, `--x` as a whole statement: `x += 1` / `x -= 1`.
bool Builder::incrementInto(P::ExprContext* ex, SourceRange range, std::vector<ast::StmtPtr>& out) {
  auto* u = dynamic_cast<P::UnaryExprContext*>(ex);
  if (!u) return false;
  ast::ExprPtr target;
  std::string op;
  if (auto* pre = dynamic_cast<P::PreIncExprContext*>(u->unary())) {
    target = unary(pre->unary());
    op = pre->op->getText();
  } else if (auto* pe = dynamic_cast<P::PrimaryExprContext*>(u->unary())) {
    auto* post = dynamic_cast<P::PostIncExprContext*>(pe->primary());
    if (!post) return false;
    target = primary(post->primary());
    op = post->op->getText();
  } else {
    return false;
  }
  if (target->kind != ast::ExprKind::Register && target->kind != ast::ExprKind::Deref &&
      target->kind != ast::ExprKind::Location)
    sink_.fail(target->range, "the operand of '" + op + "' must be a register, '*p' or 'a[i]'");
  if (target->kind == ast::ExprKind::Location)
    sink_.fail(target->range, "'" + op + "' on pointer parameter '" + target->name +
                                  "': clmm does not move pointers; to change the location write '(*" + target->name +
                                  ")" + op + "'");
  assignmentInto(std::move(target), op == "++" ? "+=" : "-=", intExpr(1, range), range, out);
  return true;
}

void Builder::simpleStatementInto(P::SimpleStatementContext* ctx, std::vector<ast::StmtPtr>& out) {
  if (auto* a = dynamic_cast<P::SimpleAssignContext*>(ctx)) {
    assignmentInto(a->target, a->assignOp(), a->expr(), rangeOf(ctx), out);
    return;
  }
  auto* e = dynamic_cast<P::SimpleExprContext*>(ctx);
  if (incrementInto(e->expr(), rangeOf(ctx), out)) return;
  auto s = std::make_unique<ast::Stmt>();
  s->kind = ast::StmtKind::Eval;
  s->range = rangeOf(ctx);
  s->value = valueExpr(e->expr());
  out.push_back(std::move(s));
}

// for (init; cond; step) body  =>  { init; while (cond) { body step } }   (C11 6.8.5.3)
// The body keeps a scope of its own, which the step cannot see; an absent condition is 1.
void Builder::forInto(P::ForStmtContext* ctx, std::vector<ast::StmtPtr>& out) {
  auto block = std::make_unique<ast::Stmt>();
  block->kind = ast::StmtKind::Block;
  block->range = rangeOf(ctx);
  scopes_.emplace_back();
  if (auto* d = dynamic_cast<P::ForDeclContext*>(ctx->init))
    declarationsInto(d->types, d->declarator(), block->body);
  else if (auto* s = dynamic_cast<P::ForSimpleContext*>(ctx->init))
    simpleStatementInto(s->simpleStatement(), block->body);
  auto loop = std::make_unique<ast::Stmt>();
  loop->kind = ast::StmtKind::While;
  loop->range = rangeOf(ctx);
  loop->value = ctx->cond ? valueExpr(ctx->cond) : intExpr(1, rangeOf(ctx->FOR()->getSymbol()));
  // One block holds the body and the step: printed back, it reads as the same AST.
  auto iteration = std::make_unique<ast::Stmt>();
  iteration->kind = ast::StmtKind::Block;
  iteration->range = rangeOf(ctx->body);
  iteration->body = statementList(ctx->body);
  if (ctx->step) simpleStatementInto(ctx->step, iteration->body);
  loop->body.push_back(std::move(iteration));
  scopes_.pop_back();
  block->body.push_back(std::move(loop));
  out.push_back(std::move(block));
}

void Builder::renumberUnlabelledBarriers(std::vector<ast::StmtPtr>& body) {
  for (auto& s : body) {
    if (s->kind == ast::StmtKind::Barrier && s->name.rfind(ast::kUnlabelledBarrier, 0) == 0)
      s->name = ast::kUnlabelledBarrier +
                std::to_string(s->subGroupBarrier ? ++unlabelledSubGroupBarriers_ : ++unlabelledBarriers_);
    renumberUnlabelledBarriers(s->body);
    renumberUnlabelledBarriers(s->elseBody);
  }
}

// do body while (cond);  =>  { body while (cond) body }   (C11 6.8.5.1: the body runs first)
void Builder::doWhileInto(P::DoWhileStmtContext* ctx, std::vector<ast::StmtPtr>& out) {
  auto block = std::make_unique<ast::Stmt>();
  block->kind = ast::StmtKind::Block;
  block->range = rangeOf(ctx);
  auto first = std::make_unique<ast::Stmt>();
  first->kind = ast::StmtKind::Block;
  first->range = rangeOf(ctx->body);
  first->body = statementList(ctx->body);
  auto loop = std::make_unique<ast::Stmt>();
  loop->kind = ast::StmtKind::While;
  loop->range = rangeOf(ctx);
  loop->value = valueExpr(ctx->expr());
  // The copy's unlabelled barriers come after the first's in the text that prints back.
  ast::StmtPtr again = ast::cloneStmt(*first);
  renumberUnlabelledBarriers(again->body);
  loop->body.push_back(std::move(again));
  block->body.push_back(std::move(first));
  block->body.push_back(std::move(loop));
  out.push_back(std::move(block));
}

}  // namespace clmm::astbuild
