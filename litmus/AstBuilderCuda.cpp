// The AST builder's CUDA dialect (header "CUDA NAME", docs/cuda.md): CUDA C++ litmus kernels
// read through the C-like grammar into the AST a PTX test makes, so that they are checked under
// the PTX model and compiled by nvcc as PTX tests are. Placement `P0@cta N,gpu M`; parameters
// `int* x` (weak accesses) and `volatile int* x` (nvcc's ld/st.volatile: relaxed, .sys);
// __threadfence{_block,_system}, __syncthreads, atomicOP{,_block,_system},
// cuda::atomic_ref<int, S>(*x).METHOD(...) and cuda::atomic_thread_fence(order, scope). A
// seq_cst operation becomes the PTX ABI's fence.sc before it (lowerCudaThread). Everything else
// is a located error that says what to write.
#include <map>
#include <set>

#include "events/Spellings.h"
#include "litmus/AstBuilderImpl.h"
#include "support/Suggest.h"

namespace clmm::astbuild {

namespace {

const char* const kCudaPage = " (docs/cuda.md)";

struct CudaAtomicName {
  ast::AtomicOp op;
  MemoryScope scope;
};

// atomicAdd and its relatives (CUDA C++ Programming Guide, "Atomic Functions"): relaxed, at device
// scope, _block at block scope, _system at system scope.
std::optional<CudaAtomicName> cudaAtomicNamed(const std::string& callee) {
  static const std::map<std::string, ast::AtomicOp> ops = {
      {"atomicAdd", ast::AtomicOp::FetchAdd},  {"atomicSub", ast::AtomicOp::FetchSub},
      {"atomicExch", ast::AtomicOp::Exchange}, {"atomicMin", ast::AtomicOp::FetchMin},
      {"atomicMax", ast::AtomicOp::FetchMax},  {"atomicAnd", ast::AtomicOp::FetchAnd},
      {"atomicOr", ast::AtomicOp::FetchOr},    {"atomicXor", ast::AtomicOp::FetchXor},
      {"atomicCAS", ast::AtomicOp::CasStrong}};
  for (const auto& [suffix, scope] : std::vector<std::pair<std::string, MemoryScope>>{
           {"", MemoryScope::Device}, {"_block", MemoryScope::WorkGroup}, {"_system", MemoryScope::AllSvmDevices}})
    for (const auto& [name, op] : ops)
      if (callee == name + suffix) return CudaAtomicName{op, scope};
  return std::nullopt;
}

std::vector<std::string> cudaCallNames() {
  std::vector<std::string> out = {"__threadfence", "__threadfence_block", "__threadfence_system", "__syncthreads"};
  for (const char* n : {"atomicAdd", "atomicSub", "atomicExch", "atomicMin", "atomicMax", "atomicAnd", "atomicOr",
                        "atomicXor", "atomicCAS"})
    for (const char* s : {"", "_block", "_system"}) out.push_back(std::string(n) + s);
  return out;
}

std::string withoutSpace(const std::string& s) {
  std::string out;
  for (char c : s)
    if (c != ' ' && c != '\t' && c != '\r' && c != '\n') out += c;
  return out;
}

// `cuda::memory_order_X` or `cuda::std::memory_order_X`.
std::optional<MemoryOrder> cudaOrderOf(const std::string& text) {
  for (const char* ns : {"cuda::", "cuda::std::"})
    for (const auto& row : orderSpellings())
      if (!row.opencl.empty() && text == std::string(ns) + std::string(row.opencl)) return row.order;
  return std::nullopt;
}

}  // namespace

void Builder::cudaHeader(const ast::Test& t) { cuda_ = ast::isCudaTest(t); }

ast::Param Builder::cudaParam(P::ParamContext* ctx) {
  ast::Param p;
  p.range = rangeOf(ctx);
  auto words = ctx->paramWord();
  if (!words.back()->IDENT()) sink_.fail(rangeOf(words.back()), "parameter has no name");
  p.name = words.back()->getText();
  int stars = 0;
  bool typed = false, isVolatile = false;
  for (size_t i = 0; i + 1 < words.size(); ++i) {
    const std::string text = words[i]->getText();
    p.typeText += (p.typeText.empty() || text == "*" ? "" : " ") + text;
    if (words[i]->STAR()) {
      ++stars;
    } else if (text == "int") {
      typed = true;
    } else if (text == "volatile") {
      isVolatile = true;
    } else if (text == "const" || text == "__restrict__") {
      // no effect on the memory model
    } else {
      sink_.error(rangeOf(words[i]), "'" + text + "' in parameter '" + p.name +
                                         "': a CUDA test's locations are 'int* " + p.name +
                                         "' (weak accesses) or "
                                         "'volatile int* " +
                                         p.name + "' (relaxed system-scope accesses)" + kCudaPage);
    }
  }
  if (!typed || stars != 1)
    sink_.error(p.range, "parameter '" + p.name + "' must be a pointer to a location: write 'int* " + p.name + "'");
  // Global memory, usable by atomic_ref and atomicOP as a PTX test's locations are.
  p.region = Region::Global;
  p.regionGiven = true;
  p.atomicType = true;
  if (isVolatile) volatileParams_.insert(p.name);
  return p;
}

// P0@cta N,gpu M: the PTX dialect's placement. A missing gpu is GPU 0; a missing cta a CTA of the
// thread's own.
void Builder::cudaPlacement(P::ThreadContext* ctx, ast::Thread& th) {
  ast::Placement pl;
  if (!ctx->placement().empty())
    pl.range = rangeOf(ctx->placement().front()).to(rangeOf(ctx->placement().back()));
  else
    pl.range = th.range;
  for (auto* p : ctx->placement()) {
    const std::string level = p->level->getText();
    auto number = smallInt(p->index, std::numeric_limits<int>::max(), "'" + level + "' number");
    if (!number) continue;
    std::optional<int>* slot = level == "cta" ? &pl.workGroup : level == "gpu" ? &pl.device : nullptr;
    if (!slot) {
      sink_.error(rangeOf(p->level), "unknown level '" + level +
                                         "': place CUDA threads with 'cta N' (the block) "
                                         "and 'gpu N', e.g. P0@cta 0,gpu 0" +
                                         didYouMean(level, {"cta", "gpu"}));
      continue;
    }
    if (slot->has_value()) sink_.error(rangeOf(p), "scope level '" + level + "' given twice");
    *slot = *number;
  }
  if (!pl.device) pl.device = 0;
  th.placement = pl;
}

MemoryScope Builder::cudaScopeArg(const std::string& written, SourceRange at) {
  const std::string text = withoutSpace(written);
  for (const char* ns : {"cuda::", "cuda::std::"}) {
    const std::string n = ns;
    if (text == n + "thread_scope_block") return MemoryScope::WorkGroup;
    if (text == n + "thread_scope_device") return MemoryScope::Device;
    if (text == n + "thread_scope_system") return MemoryScope::AllSvmDevices;
    if (text == n + "thread_scope_thread")
      sink_.fail(at, "'" + text +
                         "': the PTX model has no scope of one thread (its scopes are .cta, .gpu and .sys); "
                         "write cuda::thread_scope_block" +
                         kCudaPage);
  }
  sink_.fail(
      at, "'" + text +
              "' is not a thread scope: write cuda::thread_scope_block, cuda::thread_scope_device "
              "or cuda::thread_scope_system" +
              didYouMean(text, {"cuda::thread_scope_block", "cuda::thread_scope_device", "cuda::thread_scope_system"}));
}

MemoryOrder Builder::cudaOrderArg(P::ExprContext* arg) {
  const std::string text = withoutSpace(textOf(arg, input_));
  if (auto o = cudaOrderOf(text)) return *o;
  if (text == "cuda::memory_order_consume" || text == "cuda::std::memory_order_consume")
    sink_.fail(rangeOf(arg), "memory_order_consume is not supported: write cuda::memory_order_acquire");
  std::vector<std::string> names;
  for (const auto& row : orderSpellings())
    if (!row.opencl.empty()) names.push_back("cuda::" + std::string(row.opencl));
  sink_.fail(rangeOf(arg), "'" + text +
                               "' is not a memory order: write cuda::memory_order_relaxed, _acquire, "
                               "_release, _acq_rel or _seq_cst" +
                               didYouMean(text, names));
}

// __threadfence*, __syncthreads and cuda::atomic_thread_fence as statements; false for any other
// expression statement.
bool Builder::cudaStatementInto(P::ExprContext* ex, SourceRange range, std::vector<ast::StmtPtr>& out) {
  auto* u = dynamic_cast<P::UnaryExprContext*>(ex);
  auto* pe = u ? dynamic_cast<P::PrimaryExprContext*>(u->unary()) : nullptr;
  if (!pe) return false;
  auto s = std::make_unique<ast::Stmt>();
  s->range = range;
  s->fence.flags = kGlobalFlag;
  if (auto* c = dynamic_cast<P::CallExprContext*>(pe->primary())) {
    const std::string callee = c->callee->getText();
    static const std::map<std::string, MemoryScope> fences = {{"__threadfence_block", MemoryScope::WorkGroup},
                                                              {"__threadfence", MemoryScope::Device},
                                                              {"__threadfence_system", MemoryScope::AllSvmDevices}};
    auto f = fences.find(callee);
    if (f == fences.end() && callee != "__syncthreads") return false;
    if (!c->expr().empty()) sink_.fail(rangeOf(c->callee), "'" + callee + "' takes no arguments");
    if (f != fences.end()) {  // CUDA C++ Programming Guide: cuda::atomic_thread_fence(seq_cst, scope)
      s->kind = ast::StmtKind::Fence;
      s->fence.order = MemoryOrder::SeqCst;
      s->fence.scope = f->second;
    } else {  // nvcc's bar.sync 0: the whole block (docs/ptx.md, "Barriers")
      s->kind = ast::StmtKind::Barrier;
      s->name = "bar0#" + std::to_string(cudaBarriers_++);
      s->barrierChannel = 0;
      s->barrierExitReleases = true;
      s->fence.scope = MemoryScope::WorkGroup;
    }
    out.push_back(std::move(s));
    return true;
  }
  auto* q = dynamic_cast<P::QualifiedCallExprContext*>(pe->primary());
  if (!q) return false;
  const std::string callee = withoutSpace(q->qcallee->getText());
  if (callee != "cuda::atomic_thread_fence" && callee != "cuda::std::atomic_thread_fence") return false;
  auto args = q->expr();
  const bool stdForm = callee == "cuda::std::atomic_thread_fence";
  if (args.empty() || args.size() > (stdForm ? 1u : 2u))
    sink_.fail(rangeOf(q->qcallee),
               "'" + callee + "' takes " +
                   (stdForm ? "an order" : "an order and a scope (cuda::thread_scope_system when left out)"));
  s->kind = ast::StmtKind::Fence;
  s->fence.order = cudaOrderArg(args[0]);
  s->fence.scope =
      args.size() > 1 ? cudaScopeArg(textOf(args[1], input_), rangeOf(args[1])) : MemoryScope::AllSvmDevices;
  if (s->fence.order == MemoryOrder::Relaxed)
    sink_.fail(rangeOf(args[0]), "a relaxed fence orders nothing: remove it, or give it an order");
  out.push_back(std::move(s));
  return true;
}

// atomicOP(address, ...): relaxed, at device, block (_block) or system (_system) scope.
ast::ExprPtr Builder::cudaAtomicFunction(P::CallExprContext* c) {
  const std::string callee = c->callee->getText();
  auto known = cudaAtomicNamed(callee);
  if (!known) {
    if (callee == "__syncthreads" || callee.rfind("__threadfence", 0) == 0)
      sink_.fail(rangeOf(c->callee), "'" + callee + "' is a statement and has no value");
    if (callee.rfind("atomicInc", 0) == 0 || callee.rfind("atomicDec", 0) == 0)
      sink_.fail(rangeOf(c->callee), "'" + callee +
                                         "' (a wrapping increment) is not supported: write atomicAdd or "
                                         "atomicSub" +
                                         std::string(kCudaPage));
    sink_.fail(rangeOf(c->callee),
               "unknown function '" + callee + "' in a CUDA test" + didYouMean(callee, cudaCallNames()) + kCudaPage);
  }
  const bool cas = known->op == ast::AtomicOp::CasStrong;
  const size_t want = cas ? 3 : 2;
  if (c->expr().size() != want)
    sink_.fail(rangeOf(c->callee),
               "'" + callee + "' takes " + std::to_string(want) + " arguments (" +
                   (cas ? "the address, the expected value and the new value" : "the address and a value") + "), got " +
                   std::to_string(c->expr().size()));
  auto a = std::make_unique<ast::AtomicCall>();
  a->op = known->op;
  a->spelling = callee;
  a->object = expr(c->expr()[0]);
  checkAddress(*a->object);
  if (cas) {  // atomicCAS returns the old value, as PTX's atom.cas
    a->expected = valueExpr(c->expr()[1]);
    a->expectedIsValue = true;
    a->value = valueExpr(c->expr()[2]);
  } else {
    a->value = valueExpr(c->expr()[1]);
  }
  a->order = a->failureOrder = MemoryOrder::Relaxed;
  a->scope = known->scope;
  auto e = std::make_unique<ast::Expr>();
  e->kind = ast::ExprKind::Atomic;
  e->range = rangeOf(c);
  e->atomic = std::move(a);
  return e;
}

// cuda::atomic_ref<int, S>(*x).METHOD(args): the C++ atomic operations, seq_cst by default.
ast::ExprPtr Builder::cudaAtomicRef(P::AtomicRefExprContext* r) {
  const std::string ref = withoutSpace(r->ref->getText());
  const bool stdForm = ref == "cuda::std::atomic_ref";
  if (ref != "cuda::atomic_ref" && !stdForm)
    sink_.fail(rangeOf(r->ref), "'" + ref +
                                    "' is not supported: write cuda::atomic_ref<int, cuda::thread_scope_S>(*x)"
                                    "." +
                                    "load(...)" + didYouMean(ref, {"cuda::atomic_ref"}) + kCudaPage);
  if (r->targs.size() > (stdForm ? 1u : 2u))
    sink_.fail(rangeOf(r->targs.back()), "'" + ref + "' takes a type" + (stdForm ? "" : " and a scope"));
  if (withoutSpace(r->targs[0]->getText()) != "int")
    sink_.fail(rangeOf(r->targs[0]), "only cuda::atomic_ref<int, ...> is supported (values are 32-bit ints)");
  auto a = std::make_unique<ast::AtomicCall>();
  a->spelling = ref + "." + r->method->getText();
  a->scope =
      r->targs.size() > 1 ? cudaScopeArg(r->targs[1]->getText(), rangeOf(r->targs[1])) : MemoryScope::AllSvmDevices;
  ast::ExprPtr object = expr(r->object);
  if (object->kind != ast::ExprKind::Deref)
    sink_.fail(rangeOf(r->object), "cuda::atomic_ref takes the object, '*x' (x a location)");
  a->object = std::move(object->operands[0]);
  static const std::map<std::string, ast::AtomicOp> methods = {{"load", ast::AtomicOp::Load},
                                                               {"store", ast::AtomicOp::Store},
                                                               {"exchange", ast::AtomicOp::Exchange},
                                                               {"fetch_add", ast::AtomicOp::FetchAdd},
                                                               {"fetch_sub", ast::AtomicOp::FetchSub},
                                                               {"fetch_and", ast::AtomicOp::FetchAnd},
                                                               {"fetch_or", ast::AtomicOp::FetchOr},
                                                               {"fetch_xor", ast::AtomicOp::FetchXor},
                                                               {"fetch_min", ast::AtomicOp::FetchMin},
                                                               {"fetch_max", ast::AtomicOp::FetchMax},
                                                               {"compare_exchange_strong", ast::AtomicOp::CasStrong},
                                                               {"compare_exchange_weak", ast::AtomicOp::CasWeak}};
  const std::string method = r->method->getText();
  auto m = methods.find(method);
  if (m == methods.end()) {
    std::vector<std::string> names;
    for (const auto& [n, op] : methods) names.push_back(n);
    sink_.fail(rangeOf(r->method), "unknown cuda::atomic_ref operation '" + method + "'" + didYouMean(method, names));
  }
  a->op = m->second;
  const auto& args = r->args;
  const bool cas = ast::isCas(a->op);
  const size_t operands = a->op == ast::AtomicOp::Load ? 0 : cas ? 2 : 1;
  const size_t orders = args.size() > operands ? args.size() - operands : 0;
  if (args.size() < operands || orders > (cas ? 2u : 1u))
    sink_.fail(rangeOf(r->method), "'" + method + "' takes " +
                                       (cas        ? "the expected register, the desired value and up to two orders"
                                        : operands ? "a value and, optionally, an order"
                                                   : "at most an order"));
  if (cas) {  // compare_exchange_*(e, desired, ...): e is a register the failure writes (C++ [atomics.ref.ops])
    a->expected = expr(args[0]);
    if (a->expected->kind != ast::ExprKind::Register)
      sink_.fail(rangeOf(args[0]),
                 "the expected value of '" + method + "' is a register (int e = 0; ..." + method + "(e, 1))");
    a->expectedRegister = true;
    a->value = valueExpr(args[1]);
  } else if (operands) {
    a->value = valueExpr(args[0]);
  }
  a->order = orders ? cudaOrderArg(args[operands]) : MemoryOrder::SeqCst;
  // C++ [atomics.types.operations]: one order given to a compare-exchange stands for both, with
  // acq_rel failing as acquire and release as relaxed.
  a->failureOrder = orders == 2                        ? cudaOrderArg(args[operands + 1])
                    : a->order == MemoryOrder::AcqRel  ? MemoryOrder::Acquire
                    : a->order == MemoryOrder::Release ? MemoryOrder::Relaxed
                                                       : a->order;
  const SourceRange orderAt = orders ? rangeOf(args[operands]) : rangeOf(r->method);
  const MemoryOrder o = a->order;
  if (a->op == ast::AtomicOp::Load && (o == MemoryOrder::Release || o == MemoryOrder::AcqRel))
    sink_.fail(orderAt, "a load cannot be a release: write cuda::memory_order_acquire");
  if (a->op == ast::AtomicOp::Store && (o == MemoryOrder::Acquire || o == MemoryOrder::AcqRel))
    sink_.fail(orderAt, "a store cannot be an acquire: write cuda::memory_order_release");
  if (cas && (a->failureOrder == MemoryOrder::Release || a->failureOrder == MemoryOrder::AcqRel))
    sink_.fail(rangeOf(args.back()), "a compare-exchange's failure order is a load's: relaxed, acquire or seq_cst");
  auto e = std::make_unique<ast::Expr>();
  e->kind = ast::ExprKind::Atomic;
  e->range = rangeOf(r);
  e->atomic = std::move(a);
  return e;
}

// The CUDA forms of a primary expression, or nullptr; in an OpenCL test a CUDA form is an error.
ast::ExprPtr Builder::cudaPrimary(P::PrimaryContext* ctx) {
  if (auto* r = dynamic_cast<P::AtomicRefExprContext*>(ctx)) {
    if (!cuda_) sink_.fail(rangeOf(r->ref), notOpenclMessage(r->ref->getText()));
    return cudaAtomicRef(r);
  }
  if (auto* q = dynamic_cast<P::QualifiedCallExprContext*>(ctx)) {
    const std::string callee = withoutSpace(q->qcallee->getText());
    if (!cuda_) sink_.fail(rangeOf(q->qcallee), notOpenclMessage(callee));
    if (callee == "cuda::atomic_thread_fence" || callee == "cuda::std::atomic_thread_fence")
      sink_.fail(rangeOf(q->qcallee), "'" + callee + "' is a statement and has no value");
    sink_.fail(rangeOf(q->qcallee), "unknown function '" + callee +
                                        "' in a CUDA test: its atomics are "
                                        "cuda::atomic_ref<int, S>(*x).OP(...), atomicOP(x, ...) and "
                                        "cuda::atomic_thread_fence(order, scope)" +
                                        std::string(kCudaPage));
  }
  if (auto* n = dynamic_cast<P::QualifiedNameExprContext*>(ctx)) {
    const std::string name = withoutSpace(n->getText());
    if (!cuda_) sink_.fail(rangeOf(n), notOpenclMessage(name));
    sink_.fail(rangeOf(n), "'" + name + "' is only meaningful as an argument of an atomic operation or a fence");
  }
  if (!cuda_) return nullptr;
  if (auto* c = dynamic_cast<P::CallExprContext*>(ctx)) return cudaAtomicFunction(c);
  return nullptr;
}

std::string Builder::notOpenclMessage(const std::string& what) const {
  return "'" + withoutSpace(what) + "' is CUDA C++, not OpenCL C: write the test under a 'CUDA NAME' header" +
         std::string(kCudaPage) + ", or use OpenCL C's atomic_*_explicit calls";
}

namespace {

ast::ExprPtr atomicExpr(ast::AtomicOp op, ast::ExprPtr object, SourceRange r) {
  auto e = std::make_unique<ast::Expr>();
  e->kind = ast::ExprKind::Atomic;
  e->range = r;
  e->atomic = std::make_unique<ast::AtomicCall>();
  e->atomic->op = op;
  e->atomic->spelling = "volatile";
  e->atomic->object = std::move(object);
  e->atomic->order = e->atomic->failureOrder = MemoryOrder::Relaxed;
  e->atomic->scope = MemoryScope::AllSvmDevices;
  return e;
}

bool namesVolatile(const ast::Expr& e, const std::set<std::string>& vol) {
  if (e.kind == ast::ExprKind::Location) return vol.count(e.name) > 0;
  if (e.kind == ast::ExprKind::Deref || e.kind == ast::ExprKind::Atomic) return false;
  for (const auto& o : e.operands)
    if (namesVolatile(*o, vol)) return true;
  return false;
}

// A plain access of a volatile location is what nvcc makes of it, ld.volatile / st.volatile,
// which the PTX model reads as relaxed at system scope (docs/ptx.md).
void lowerVolatile(ast::ExprPtr& e, const std::set<std::string>& vol, DiagnosticSink& sink) {
  if (!e) return;
  for (auto& o : e->operands) lowerVolatile(o, vol, sink);
  if (e->atomic) {
    lowerVolatile(e->atomic->value, vol, sink);
    if (!e->atomic->expectedRegister) lowerVolatile(e->atomic->expected, vol, sink);
  }
  if (e->kind != ast::ExprKind::Deref || !namesVolatile(*e->operands[0], vol)) return;
  if (e->operands[0]->kind != ast::ExprKind::Location)
    sink.fail(e->range, "a volatile location is accessed as '*x' only (no arrays)");
  e = atomicExpr(ast::AtomicOp::Load, std::move(e->operands[0]), e->range);
}

// A seq_cst operation anywhere but as the whole value of a statement: its fence.sc could not be
// placed before it alone (a condition, a loop test, an operand of && or ||).
void refuseNestedSeqCst(const ast::Expr* e, bool top, DiagnosticSink& sink) {
  if (!e) return;
  if (e->atomic && !top && (e->atomic->order == MemoryOrder::SeqCst || e->atomic->failureOrder == MemoryOrder::SeqCst))
    sink.fail(e->range,
              "a seq_cst operation is PTX's fence.sc followed by the access (the PTX atomics ABI), so "
              "it must be a statement of its own here: 'int r = ...;' then use r (or give it an order)");
  for (const auto& o : e->operands) refuseNestedSeqCst(o.get(), false, sink);
  if (e->atomic) {
    refuseNestedSeqCst(e->atomic->value.get(), false, sink);
    refuseNestedSeqCst(e->atomic->expected.get(), false, sink);
  }
}

}  // namespace

// The CUDA operations whose PTX the elaboration does not take from the AST as it stands: volatile
// accesses (relaxed, .sys), and seq_cst operations, which become the PTX atomics ABI's
// `fence.sc.S` before an acquire load, a relaxed store or an acquire read-modify-write
// (docs/cuda.md, "Orders and scopes").
void Builder::lowerCuda(std::vector<ast::StmtPtr>& body) {
  std::vector<ast::StmtPtr> out;
  for (auto& s : body) {
    lowerCuda(s->body);
    lowerCuda(s->elseBody);
    lowerVolatile(s->value, volatileParams_, sink_);
    lowerVolatile(s->target, volatileParams_, sink_);
    if (s->kind == ast::StmtKind::Store && s->target && s->target->kind == ast::ExprKind::Location &&
        volatileParams_.count(s->target->name)) {
      auto st = atomicExpr(ast::AtomicOp::Store, std::move(s->target), s->range);
      st->atomic->value = std::move(s->value);
      s->kind = ast::StmtKind::Eval;
      s->value = std::move(st);
    } else if (s->kind == ast::StmtKind::Store && s->target && namesVolatile(*s->target, volatileParams_)) {
      sink_.fail(s->range, "a volatile location is accessed as '*x' only (no arrays)");
    }
    const bool statementValue =
        s->kind == ast::StmtKind::Assign || s->kind == ast::StmtKind::Decl || s->kind == ast::StmtKind::Eval;
    refuseNestedSeqCst(s->value.get(), statementValue, sink_);
    refuseNestedSeqCst(s->target.get(), false, sink_);
    if (statementValue && s->value && s->value->atomic &&
        (s->value->atomic->order == MemoryOrder::SeqCst || s->value->atomic->failureOrder == MemoryOrder::SeqCst)) {
      ast::AtomicCall& a = *s->value->atomic;
      auto f = std::make_unique<ast::Stmt>();
      f->kind = ast::StmtKind::Fence;
      f->range = s->value->range;
      f->fence.flags = kGlobalFlag;
      f->fence.order = MemoryOrder::SeqCst;
      f->fence.scope = a.scope;
      out.push_back(std::move(f));
      // C++17 lets a compare-exchange's failure order be the stronger one (P0418R2): its seq_cst
      // failure needs the fence and an acquire too.
      if (a.order == MemoryOrder::SeqCst || ast::isCas(a.op))
        a.order = a.op == ast::AtomicOp::Store                                        ? MemoryOrder::Relaxed
                  : a.order == MemoryOrder::Release || a.order == MemoryOrder::AcqRel ? MemoryOrder::AcqRel
                                                                                      : MemoryOrder::Acquire;
      if (a.failureOrder == MemoryOrder::SeqCst) a.failureOrder = MemoryOrder::Acquire;
    }
    out.push_back(std::move(s));
  }
  body = std::move(out);
}

}  // namespace clmm::astbuild
