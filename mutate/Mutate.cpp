// First-order mutants of a litmus test (Mutate.h): the sites of a test (its atomics and fences,
// in the order of the threads and their statements), the one-step weakenings of each, and the
// mutant's text, printed from the AST so that it parses back as the test with that one change.
#include "mutate/Mutate.h"

#include <functional>

#include "litmus/Parser.h"
#include "litmus/Printer.h"
#include "events/Spellings.h"

namespace clmm::mutate {

namespace {

// A place where a mutation applies: an atomic call (`atomic`) or a fence statement (`list`[`index`]).
struct Site {
  size_t thread = 0;
  ast::Expr* atomic = nullptr;
  std::vector<ast::StmtPtr>* list = nullptr;
  size_t index = 0;
  int ordinal = 0;  // the site's number among the thread's atomics (or fences)
};

void visitExpr(ast::Expr* e, const std::function<void(ast::Expr*)>& f) {
  if (!e) return;
  for (auto& o : e->operands) visitExpr(o.get(), f);
  if (e->kind == ast::ExprKind::Atomic && e->atomic) {
    visitExpr(e->atomic->object.get(), f);
    visitExpr(e->atomic->value.get(), f);
    if (e->atomic->expectedIsValue) visitExpr(e->atomic->expected.get(), f);
    f(e);
  }
}

void visitBody(std::vector<ast::StmtPtr>& body, const std::function<void(ast::Expr*)>& atomic,
               const std::function<void(std::vector<ast::StmtPtr>&, size_t)>& fence) {
  for (size_t i = 0; i < body.size(); ++i) {
    ast::Stmt& s = *body[i];
    visitExpr(s.target.get(), atomic);
    visitExpr(s.value.get(), atomic);
    if (s.kind == ast::StmtKind::Fence) fence(body, i);
    visitBody(s.body, atomic, fence);
    visitBody(s.elseBody, atomic, fence);
  }
}

std::vector<Site> sitesOf(ast::Test& t) {
  std::vector<Site> sites;
  for (size_t th = 0; th < t.threads.size(); ++th) {
    int atomics = 0, fences = 0;
    visitBody(
        t.threads[th].body,
        [&](ast::Expr* e) { sites.push_back(Site{th, e, nullptr, 0, atomics++}); },
        [&](std::vector<ast::StmtPtr>& list, size_t i) { sites.push_back(Site{th, nullptr, &list, i, fences++}); });
  }
  return sites;
}

const char* shortOrder(MemoryOrder o) {
  switch (o) {
    case MemoryOrder::Relaxed: return "rlx";
    case MemoryOrder::Acquire: return "acq";
    case MemoryOrder::Release: return "rel";
    case MemoryOrder::AcqRel: return "ar";
    case MemoryOrder::SeqCst: return "sc";
    case MemoryOrder::NonAtomic: return "na";
  }
  return "?";
}

const char* shortScope(MemoryScope s) {
  switch (s) {
    case MemoryScope::WorkItem: return "wi";
    case MemoryScope::SubGroup: return "sg";
    case MemoryScope::WorkGroup: return "wg";
    case MemoryScope::Device: return "dev";
    case MemoryScope::AllSvmDevices: return "all";
  }
  return "?";
}

int strength(MemoryOrder o) {
  switch (o) {
    case MemoryOrder::NonAtomic:
    case MemoryOrder::Relaxed: return 0;
    case MemoryOrder::Acquire:
    case MemoryOrder::Release: return 1;
    case MemoryOrder::AcqRel: return 2;
    case MemoryOrder::SeqCst: return 3;
  }
  return 0;
}

// The orders one step weaker than `o` for an operation that reads (`reads`) and/or writes.
std::vector<MemoryOrder> weaker(MemoryOrder o, bool reads, bool writes) {
  switch (o) {
    case MemoryOrder::SeqCst:
      if (reads && writes) return {MemoryOrder::AcqRel};
      return {reads ? MemoryOrder::Acquire : MemoryOrder::Release};
    case MemoryOrder::AcqRel: return {MemoryOrder::Acquire, MemoryOrder::Release};
    case MemoryOrder::Acquire:
    case MemoryOrder::Release: return {MemoryOrder::Relaxed};
    default: return {};
  }
}

// The scope one step narrower, down to work_group (CUDA has no sub-group scope).
std::vector<MemoryScope> narrower(MemoryScope s) {
  if (s == MemoryScope::AllSvmDevices) return {MemoryScope::Device};
  if (s == MemoryScope::Device) return {MemoryScope::WorkGroup};
  return {};
}

// One mutation of one site: what it does to the site, and its token and description.
struct Change {
  enum class Kind { Order, Scope, Drop } kind = Kind::Drop;
  MemoryOrder order = MemoryOrder::Relaxed;
  MemoryScope scope = MemoryScope::Device;
};

std::vector<Change> changesOf(const Site& s) {
  std::vector<Change> out;
  MemoryOrder order;
  MemoryScope scope;
  bool reads = true, writes = true;
  if (s.atomic) {
    const ast::AtomicCall& a = *s.atomic->atomic;
    order = a.order, scope = a.scope;
    reads = a.op != ast::AtomicOp::Store && !a.reduction;
    writes = a.op != ast::AtomicOp::Load;
  } else {
    const ast::FenceSpec& f = (*s.list)[s.index]->fence;
    order = f.order, scope = f.scope;
    out.push_back(Change{Change::Kind::Drop});
  }
  for (MemoryOrder o : weaker(order, reads, writes)) out.push_back(Change{Change::Kind::Order, o});
  for (MemoryScope n : narrower(scope)) out.push_back(Change{Change::Kind::Scope, order, n});
  return out;
}

std::string lineOf(const SourceRange& r) { return "line " + std::to_string(r.line); }

// Applies `c` to site `s` of the test that owns it; returns the token and the description.
std::pair<std::string, std::string> apply(const ast::Test& t, const Site& s, const Change& c) {
  const std::string who = t.threads[s.thread].name;
  std::string site = who + (s.atomic ? "a" : "f") + std::to_string(s.ordinal);
  std::string what = who + "'s " + (s.atomic ? "atomic " : "fence ") + std::to_string(s.ordinal) + " (";
  if (!s.atomic && c.kind == Change::Kind::Drop) {
    what += lineOf((*s.list)[s.index]->range) + ") dropped";
    s.list->erase(s.list->begin() + static_cast<long>(s.index));
    return {site + "-drop", what};
  }
  MemoryOrder* order = s.atomic ? &s.atomic->atomic->order : &(*s.list)[s.index]->fence.order;
  MemoryScope* scope = s.atomic ? &s.atomic->atomic->scope : &(*s.list)[s.index]->fence.scope;
  what += lineOf(s.atomic ? s.atomic->range : (*s.list)[s.index]->range) + "): ";
  if (c.kind == Change::Kind::Order) {
    std::string token = site + "-" + shortOrder(*order) + "-" + shortOrder(c.order);
    what += orderSpelling(*order) + " weakened to " + orderSpelling(c.order);
    *order = c.order;
    if (s.atomic && ast::isCas(s.atomic->atomic->op)) {
      MemoryOrder& f = s.atomic->atomic->failureOrder;
      if (strength(f) > strength(fitForRead(c.order))) f = fitForRead(c.order);
    }
    return {token, what};
  }
  std::string token = site + "-" + shortScope(*scope) + "-" + shortScope(c.scope);
  what += scopeSpelling(*scope) + " narrowed to " + scopeSpelling(c.scope);
  *scope = c.scope;
  return {token, what};
}

}  // namespace

std::vector<Mutant> mutantsOf(std::shared_ptr<const SourceFile> source) {
  DiagnosticSink sink(source);
  ast::Test original = parseLitmus(source, sink);
  if (ast::followsPtx(original) || original.dialectHeader == "AMDGPU") return {};  // no printer for PTX or AMDGPU
  std::vector<Site> sites = sitesOf(original);
  std::vector<Mutant> out;
  for (size_t i = 0; i < sites.size(); ++i) {
    for (const Change& c : changesOf(sites[i])) {
      DiagnosticSink again(source);
      ast::Test t = parseLitmus(source, again);
      std::vector<Site> here = sitesOf(t);
      auto [token, what] = apply(t, here[i], c);
      Mutant m;
      m.token = token;
      m.description = what;
      m.name = original.name + "~" + token;
      t.name = m.name;
      t.doc = "Mutant of " + original.name + ": " + what;
      t.info.clear();
      m.text = printTest(t);
      out.push_back(std::move(m));
    }
  }
  return out;
}

}  // namespace clmm::mutate
