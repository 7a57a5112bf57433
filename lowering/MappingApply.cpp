// Applies a mapping to a test's AST: every atomic access, fence and barrier is matched against
// the rules (first match wins); the access keeps its place in its expression with the rule's
// order and scope, and the rule's fences go right before / right after the statement that
// performs it (for an if test: at the start of both branches; for a while test: before the loop
// and at the end of the body, and at the start of the body and after the loop).
#include <map>

#include "events/AmdgpuBits.h"
#include "lowering/Mapping.h"
#include "litmus/AstTools.h"
#include "litmus/Printer.h"

namespace clmm::mapping {
namespace {

// An atomic call found in a statement, in evaluation order.
struct Site {
  ast::Expr* expr = nullptr;
  bool conditional = false;  // on the right of && or ||
};

void collectSites(ast::Expr& e, bool conditional, std::vector<Site>& out) {
  if (e.kind == ast::ExprKind::Atomic) {
    ast::AtomicCall& c = *e.atomic;
    for (ast::ExprPtr* sub : {&c.object, &c.expected, &c.value})
      if (*sub) collectSites(**sub, conditional, out);
    out.push_back({&e, conditional});
    return;
  }
  bool shortCircuit = e.kind == ast::ExprKind::Binary && (e.op == "&&" || e.op == "||");
  for (size_t i = 0; i < e.operands.size(); ++i)
    collectSites(*e.operands[i], conditional || (shortCircuit && i == 1), out);
}

MemoryOrder readStrength(MemoryOrder o) { return fitForRead(o); }

// The weaker of two read orders (relaxed < acquire < seq_cst).
MemoryOrder weakerRead(MemoryOrder a, MemoryOrder b) {
  auto rank = [](MemoryOrder o) { return o == MemoryOrder::SeqCst ? 2 : isAcquire(o) ? 1 : 0; };
  return rank(readStrength(a)) <= rank(readStrength(b)) ? readStrength(a) : readStrength(b);
}

uint8_t regionFlag(Region r) { return r == Region::Global ? kGlobalFlag : kLocalFlag; }

std::string flagsWords(uint8_t f) {
  if (f == (kGlobalFlag | kLocalFlag)) return "global|local";
  if (f == kGlobalFlag) return "global";
  if (f == kLocalFlag) return "local";
  return "none";
}

class Applier {
 public:
  Applier(const Mapping& m, ast::Test& t, Origins* origins) : m_(m), t_(t), origins_(origins) {}

  LoweringStats run() {
    regions();
    for (auto& th : t_.threads) th.body = list(std::move(th.body));
    return stats_;
  }

 private:
  // What an operation looks like to the patterns.
  struct Op {
    Kind kind = Kind::Fence;
    ast::AtomicOp atomic = ast::AtomicOp::Load;
    MemoryOrder order = MemoryOrder::Relaxed, failure = MemoryOrder::Relaxed;
    MemoryScope scope = MemoryScope::Device;
    Region region = Region::Global;
    uint8_t flags = kNoFlags;  // fences and barriers: their flags; accesses: the region's flag
    bool used = true;          // an access: the source uses the value it reads (or it reads none)
  };

  void regions();
  Region regionOf(const ast::Expr& address) const;
  const Rule* match(const Op& op) const;
  std::string describe(const Op& op) const;
  [[noreturn]] void fail(SourceRange r, const std::string& message) const {
    throw BadInput(t_.source ? t_.source->path() : "", r, message, t_.source);
  }
  std::string ruleAt(const Rule& r) const {
    return m_.source->path() + ":" + std::to_string(r.range.line);
  }

  ast::StmtPtr fence(const TargetOp& t, const Op& op, SourceRange range) const;
  MemoryOrder order(const OrderArg& a, const Op& op) const {
    return a.from == OrderArg::From::Order ? op.order : a.from == OrderArg::From::Failure ? op.failure : a.literal;
  }
  MemoryScope scope(const ScopeArg& a, const Op& op) const { return a.fromSource ? op.scope : a.literal; }
  uint8_t flags(const FlagsArg& a, const Op& op) const {
    return static_cast<uint8_t>((a.fromSource ? op.flags : 0) | a.literal);
  }

  std::vector<ast::StmtPtr> list(std::vector<ast::StmtPtr> in);
  void statement(ast::StmtPtr s, std::vector<ast::StmtPtr>& out);
  void fenceOrBarrier(ast::StmtPtr s, std::vector<ast::StmtPtr>& out);
  // Rewrites the atomic calls of `e` in place; fills the fences to put before and after.
  void accesses(ast::Stmt& s, std::vector<ast::Expr*> exprs, std::vector<ast::StmtPtr>& pre,
                std::vector<ast::StmtPtr>& post);

  void note(const void* node, SourceRange source, const Rule* r) {
    if (origins_) (*origins_)[node] = Origin{source, r};
  }
  // A copy of a node the lowering made has the same origin.
  void noteCopy(const ast::Stmt& from, const ast::Stmt& to) {
    if (!origins_) return;
    auto it = origins_->find(&from);
    if (it != origins_->end()) (*origins_)[&to] = it->second;
  }

  const Mapping& m_;
  ast::Test& t_;
  Origins* origins_ = nullptr;
  LoweringStats stats_;
  std::map<std::string, Region> regionOf_;
};

// A location's region as the lowering to events decides it: a parameter's address-space
// qualifier, else the declaration in the initial state, else global.
void Applier::regions() {
  for (const auto& l : t_.locations)
    if (l.typeText.find("local") != std::string::npos) regionOf_[l.name] = Region::Local;
  for (const auto& th : t_.threads)
    for (const auto& p : th.params)
      if (p.regionGiven) regionOf_[p.name] = p.region;
}

Region Applier::regionOf(const ast::Expr& address) const {
  std::vector<const ast::Expr*> stack{&address};
  while (!stack.empty()) {
    const ast::Expr* x = stack.back();
    stack.pop_back();
    if (x->kind == ast::ExprKind::Location) {
      auto it = regionOf_.find(x->name);
      return it == regionOf_.end() ? Region::Global : it->second;
    }
    for (auto o = x->operands.rbegin(); o != x->operands.rend(); ++o) stack.push_back(o->get());
  }
  return Region::Global;
}

const Rule* Applier::match(const Op& op) const {
  for (const auto& r : m_.rules) {
    const Pattern& p = r.pattern;
    bool kindFits = p.kind == op.kind ||
                    (p.kind == Kind::Access && isAccessKind(op.kind)) ||
                    (p.kind == Kind::Rmw && op.kind == Kind::Cas);
    if (!kindFits) continue;
    if (p.orders && !p.orders->count(op.order)) continue;
    if (p.failures && !p.failures->count(op.failure)) continue;
    if (p.scopes && !p.scopes->count(op.scope)) continue;
    if (p.regions && !p.regions->count(op.region)) continue;
    if (p.flags && !p.flags->count(op.flags)) continue;
    if (p.results && !p.results->count(op.used)) continue;
    return &r;
  }
  return nullptr;
}

// "load (order acquire, scope work_group, region global)", in the words of mapping files.
std::string Applier::describe(const Op& op) const {
  // (a plain access's order reads as relaxed, as the litmus printer spells it)
  auto order = [](MemoryOrder o) {
    return std::string(orderWord(o == MemoryOrder::NonAtomic ? MemoryOrder::Relaxed : o));
  };
  std::string s = std::string(kindName(op.kind)) + " (order " + order(op.order);
  if (op.kind == Kind::Cas) s += ", failure " + order(op.failure);
  s += ", scope " + std::string(scopeWord(op.scope));
  if (isAccessKind(op.kind)) s += ", region " + std::string(regionName(op.region));
  if (op.kind == Kind::Rmw && !op.used) s += ", result unused";
  if (!isAccessKind(op.kind)) s += ", flags " + flagsWords(op.flags);
  return s + ")";
}

ast::StmtPtr Applier::fence(const TargetOp& t, const Op& op, SourceRange range) const {
  auto s = std::make_unique<ast::Stmt>();
  s->kind = ast::StmtKind::Fence;
  s->range = range;
  s->fence.flags = flags(t.flags, op);
  s->fence.order = order(t.order, op);
  s->fence.scope = scope(t.scope, op);
  if (t.amdgpu) {  // a wait or cache operation, as litmus/AmdgpuCode.cpp makes it
    s->fence.flags = kGlobalFlag | kLocalFlag;
    s->fence.order = MemoryOrder::Relaxed;
    s->fence.scope = MemoryScope::WorkItem;
    s->fence.hw = t.hw | amdgpu::kAmdgpu;
  }
  return s;
}

std::vector<ast::StmtPtr> Applier::list(std::vector<ast::StmtPtr> in) {
  std::vector<ast::StmtPtr> out;
  for (auto& s : in) statement(std::move(s), out);
  return out;
}

void Applier::accesses(ast::Stmt& s, std::vector<ast::Expr*> exprs, std::vector<ast::StmtPtr>& pre,
                       std::vector<ast::StmtPtr>& post) {
  std::vector<Site> sites;
  for (ast::Expr* e : exprs)
    if (e) collectSites(*e, false, sites);
  for (const Site& site : sites) {
    ast::AtomicCall& c = *site.expr->atomic;
    Op op;
    using A = ast::AtomicOp;
    op.kind = c.op == A::Load ? Kind::Load : c.op == A::Store ? Kind::Store : ast::isCas(c.op) ? Kind::Cas : Kind::Rmw;
    op.atomic = c.op;
    op.order = c.order;
    op.failure = c.failureOrder;
    op.scope = c.scope;
    op.region = regionOf(*c.object);
    op.flags = regionFlag(op.region);
    // A read-modify-write evaluated as a statement of its own: nothing reads its value (the
    // compiler emits the form without return, docs/amdgpu.md "Mapping files").
    op.used = !(op.kind == Kind::Rmw && s.kind == ast::StmtKind::Eval && s.value.get() == site.expr);
    ++stats_.operations;
    const Rule* r = match(op);
    if (!r) {
      if (m_.unmatchedIsError || !m_.processor.empty())
        fail(site.expr->range, "no rule of " + m_.source->path() + " matches this " + describe(op));
      continue;
    }
    ++stats_.matched;
    bool fences = r->targets.size() > 1;
    if (fences && site.conditional)
      fail(site.expr->range, "cannot lower this " + std::string(kindName(op.kind)) +
                                 ": it runs only when the left operand of '&&' or '||' lets it, and its rule (" +
                                 ruleAt(*r) + ") inserts fences; test it in an if statement of its own");
    if (fences && sites.size() > 1)
      fail(s.range, "cannot lower this statement: it makes " + std::to_string(sites.size()) +
                        " atomic operations and the rule for one of them (" + ruleAt(*r) +
                        ") inserts fences; write one atomic operation per statement");
    bool before = true, changed = fences;
    note(site.expr, site.expr->range, r);
    for (const auto& t : r->targets) {
      if (t.kind == TargetOp::Kind::Fence) {
        (before ? pre : post).push_back(fence(t, op, s.range));
        note((before ? pre : post).back().get(), site.expr->range, r);
        continue;
      }
      before = false;
      if (t.amdgpu) {  // the AMDGPU instruction: a relaxed access with its cache bits
        c.hw = t.hw | amdgpu::kAmdgpu;
        changed = true;
        continue;
      }
      MemoryOrder o = order(t.order, op);
      if (op.kind == Kind::Load) o = fitForRead(o);
      if (op.kind == Kind::Store) o = fitForWrite(o);
      MemoryOrder failure = c.failureOrder;
      if (op.kind == Kind::Cas)
        failure = t.failure ? fitForRead(order(*t.failure, op)) : weakerRead(c.failureOrder, o);
      MemoryScope sc = scope(t.scope, op);
      changed = changed || o != c.order || failure != c.failureOrder || sc != c.scope;
      c.order = o;
      c.failureOrder = failure;
      c.scope = sc;
      bool defaults = o == MemoryOrder::SeqCst && sc == MemoryScope::Device &&
                      (op.kind != Kind::Cas || failure == MemoryOrder::SeqCst);
      if (!defaults) c.spelling = explicitAtomicName(c.op, c.remote);
    }
    stats_.changed += changed;
  }
}

void Applier::fenceOrBarrier(ast::StmtPtr s, std::vector<ast::StmtPtr>& out) {
  Op op;
  op.kind = s->kind == ast::StmtKind::Fence ? Kind::Fence : Kind::Barrier;
  op.order = s->fence.order;
  op.scope = s->fence.scope;
  op.flags = s->fence.flags;
  ++stats_.operations;
  const Rule* r = match(op);
  if (!r) {
    if (m_.unmatchedIsError || !m_.processor.empty())
      fail(s->range, "no rule of " + m_.source->path() + " matches this " + describe(op));
    out.push_back(std::move(s));
    return;
  }
  ++stats_.matched;
  bool changed = r->targets.size() != 1;
  SourceRange range = s->range;
  ast::StmtPtr original = std::move(s);
  for (const auto& t : r->targets) {
    if (t.kind == TargetOp::Kind::Fence) {
      auto f = fence(t, op, range);
      if (op.kind == Kind::Barrier || f->fence.flags != original->fence.flags ||
          f->fence.order != original->fence.order || f->fence.scope != original->fence.scope)
        changed = true;
      note(f.get(), range, r);
      out.push_back(std::move(f));
    } else {  // the barrier itself, with new flags and scope
      auto b = ast::cloneStmt(*original);
      b->fence.flags = flags(t.flags, op);
      b->fence.scope = scope(t.scope, op);
      if (t.amdgpu) b->fence.hw = amdgpu::kAmdgpu, changed = true;
      changed = changed || b->fence.flags != original->fence.flags || b->fence.scope != original->fence.scope;
      note(b.get(), range, r);
      out.push_back(std::move(b));
    }
  }
  stats_.changed += changed;
}

void Applier::statement(ast::StmtPtr s, std::vector<ast::StmtPtr>& out) {
  using K = ast::StmtKind;
  if (s->kind == K::Fence || s->kind == K::Barrier) return fenceOrBarrier(std::move(s), out);
  if (s->kind == K::Block) {
    s->body = list(std::move(s->body));
    out.push_back(std::move(s));
    return;
  }
  std::vector<ast::StmtPtr> pre, post;
  accesses(*s, {s->target.get(), s->value.get()}, pre, post);
  auto clones = [&](const std::vector<ast::StmtPtr>& v) {
    std::vector<ast::StmtPtr> c;
    for (const auto& x : v) {
      c.push_back(ast::cloneStmt(*x));
      noteCopy(*x, *c.back());
    }
    return c;
  };
  auto block = [&](std::vector<ast::StmtPtr> first, std::vector<ast::StmtPtr> body, std::vector<ast::StmtPtr> last) {
    auto b = std::make_unique<ast::Stmt>();
    b->kind = K::Block;
    b->range = s->range;
    for (auto* part : {&first, &body, &last})
      for (auto& x : *part) b->body.push_back(std::move(x));
    std::vector<ast::StmtPtr> v;
    v.push_back(std::move(b));
    return v;
  };
  // A branch or loop body that lowering turned into several statements becomes a block, as it
  // would be written (several declarations of one statement print as that statement).
  auto asWritten = [&](std::vector<ast::StmtPtr> body) {
    bool decls = true;
    for (const auto& x : body) decls = decls && x->kind == K::Decl;
    if (body.size() <= 1 || decls) return body;
    return block({}, std::move(body), {});
  };
  if (s->kind == K::If) {
    s->body = asWritten(list(std::move(s->body)));
    s->elseBody = asWritten(list(std::move(s->elseBody)));
    if (!post.empty()) {
      s->body = block(clones(post), std::move(s->body), {});
      s->elseBody = block(std::move(post), std::move(s->elseBody), {});
      post.clear();
    }
  } else if (s->kind == K::While) {
    s->body = asWritten(list(std::move(s->body)));
    if (!pre.empty() || !post.empty()) s->body = block(clones(post), std::move(s->body), clones(pre));
  }
  for (auto& f : pre) out.push_back(std::move(f));
  out.push_back(std::move(s));
  for (auto& f : post) out.push_back(std::move(f));
}

}  // namespace

LoweringStats applyMapping(const Mapping& m, ast::Test& test, Origins* origins) {
  if (ast::followsPtx(test))  // PTX is a target language already (docs/ptx.md); CUDA is checked as PTX
    throw BadInput(test.source ? test.source->path() : "", test.nameRange,
                   "'" + test.name + "' is a " + test.dialectHeader + " test: mappings lower OpenCL tests (check " +
                       test.dialectHeader + " tests with --model ptx)",
                   test.source);
  if (test.dialectHeader == "AMDGPU")  // docs/amdgpu.md
    throw BadInput(test.source ? test.source->path() : "", test.nameRange,
                   "'" + test.name + "' is an AMDGPU test: mappings lower OpenCL tests (check AMDGPU tests under their "
                   "processor's model, docs/amdgpu.md)",
                   test.source);
  Applier a(m, test, origins);
  return a.run();
}

}  // namespace clmm::mapping
