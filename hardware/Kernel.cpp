// The kernel of one test for the OpenCL or the CUDA harness. Each work-item reads its role from
// the host's table (roles[4*gid .. 4*gid+3] = the test's work-group, the instance, the thread or
// -1 (idle) / -2 (stress), the instance's slot in the work-group's local memory), points at its
// instance's locations, runs its thread's code with every barrier at a place the whole work-group
// passes, and writes the observed registers. Plain accesses are volatile (the compiler keeps each
// one, as the test writes it); spin-waits give up after spin_limit iterations and mark the instance.
#include <algorithm>
#include <map>
#include <sstream>

#include "hardware/Kernel.h"
#include "events/OperationSpellings.h"
#include "litmus/AtomicCalls.h"
#include "litmus/Printer.h"
#include "events/Spellings.h"
#include "support/Printable.h"

namespace clmm::hw {

namespace {

// Orders and scopes as events/Spellings.h spells them, but for all_svm_devices: the harness's
// prelude defines CLMM_SCOPE_ALL (OpenCL C 3.0 spells it memory_scope_all_devices).
std::string openclScope(MemoryScope s) { return s == MemoryScope::AllSvmDevices ? "CLMM_SCOPE_ALL" : scopeSpelling(s); }

class Writer {
 public:
  Writer(const ast::Test& test, const Plan& plan, Backend backend) : test_(test), plan_(plan), be_(backend) {
    for (size_t a = 0; a < plan.arrays.size(); ++a) arrayOf_[plan.arrays[a].name] = static_cast<int>(a);
  }

  std::string kernel();
  void results(std::ostringstream& o);
  void warmReads(std::ostringstream& o);
  void segmentCode(const std::vector<const ast::Stmt*>& segment, std::ostringstream& o);
  void start(std::ostringstream& o);

 private:
  bool cl() const { return be_ == Backend::OpenCL; }
  // A PTX test under CUDA: each access and fence is the PTX instruction the test writes, as
  // inline assembly (the prelude's CLMM_PTX_* macros), so ptxas and the GPU see what the model sees.
  bool ptx() const { return be_ == Backend::Cuda && test_.dialectHeader == "PTX"; }
  std::string ptxQualifiers(MemoryOrder o, MemoryScope s, const SourceRange& at) const;
  std::string ptxPointer(const ast::Expr& addr);
  std::string ptxAtomic(const ast::Expr& e);
  std::string ptxFence(const ast::FenceSpec& f, const SourceRange& at) const;
  std::string reg(const std::string& name) const { return "t" + std::to_string(thread_) + "_" + name; }
  std::string space(const ast::Expr& address) const {
    const ast::Expr* e = &address;
    while (e->kind != ast::ExprKind::Location) e = e->operands[0]->kind == ast::ExprKind::Location ||
                                                           e->operands[0]->kind == ast::ExprKind::Binary
                                                       ? e->operands[0].get()
                                                       : e->operands[1].get();
    return plan_.arrays[arrayOf_.at(e->name)].local ? "local" : "global";
  }
  std::string address(const ast::Expr& e) {
    if (e.kind == ast::ExprKind::Location) return "L_" + e.name;
    return "(" + address(*e.operands[0]) + " " + e.op + " " + value(*e.operands[1]) + ")";
  }
  std::string plainPointer(const ast::Expr& addr) {
    return cl() ? "(volatile " + space(addr) + " int*)" + address(addr) : "(volatile int*)" + address(addr);
  }
  std::string value(const ast::Expr& e);
  std::string atomic(const ast::Expr& e);
  void stmt(const ast::Stmt& s, const std::string& indent, std::ostream& o);
  std::string fence(const ast::FenceSpec& f, bool barrier, const SourceRange& at);
  // CUDA has no sub-group scope (events/Spellings.h); plan() refuses one before a kernel is written.
  std::string cudaScopeAt(MemoryScope s, const SourceRange& at) const {
    if (auto c = cudaScope(s)) return *c;
    throw KernelError(at, "CUDA has no sub-group (warp) scope for atomics and fences; use work_group scope or wider");
  }

  const ast::Test& test_;
  const Plan& plan_;
  Backend be_;
  std::map<std::string, int> arrayOf_;
  int thread_ = 0;
  int loops_ = 0;
};

std::string Writer::value(const ast::Expr& e) {
  switch (e.kind) {
    case ast::ExprKind::Int:  // a literal past 2^63 - 1 is an unsigned long (its bit pattern in value)
      return "(" + (e.ulong ? std::to_string(static_cast<uint64_t>(e.value)) + "UL" : cIntegerLiteral(e.value)) + ")";
    case ast::ExprKind::Register: return reg(e.name);
    case ast::ExprKind::Location: return address(e);
    case ast::ExprKind::Deref:
      if (ptx()) return "CLMM_PTX_LD(\"ld.weak.b32\", " + ptxPointer(*e.operands[0]) + ")";
      return "(*" + plainPointer(*e.operands[0]) + ")";
    case ast::ExprKind::Unary: return "(" + e.op + value(*e.operands[0]) + ")";
    case ast::ExprKind::Binary:
      if (e.op == "/" || e.op == "%")  // the model: division by zero gives 0
        return "CLMM_DIV(" + value(*e.operands[0]) + ", " + e.op + ", " + value(*e.operands[1]) + ")";
      return "(" + value(*e.operands[0]) + " " + e.op + " " + value(*e.operands[1]) + ")";
    case ast::ExprKind::Atomic: return atomic(e);
  }
  return "0";
}

std::string Writer::ptxQualifiers(MemoryOrder o, MemoryScope s, const SourceRange& at) const {
  auto sem = ptxOrderQualifier(o);
  if (!sem) throw KernelError(at, "a weak access has no scope (the harness writes .weak)");
  auto q = ptxScopeQualifier(s);
  if (!q) throw KernelError(at, "PTX has no scope for this access; write .cta, .gpu or .sys");
  return "." + *sem + "." + *q;
}

// The generic address of a location; PTX tests on the device use the generic proxy only.
std::string Writer::ptxPointer(const ast::Expr& addr) {
  const ast::Expr* e = &addr;
  while (e->kind != ast::ExprKind::Location) e = e->operands[0].get();
  if (e->proxy != Proxy::Generic || !e->alias.empty())
    throw KernelError(addr.range, "the harness runs generic-proxy accesses only: a texture, surface or constant "
                                  "access, or an alias, is checked with clmm check --model ptx");
  return address(addr);
}

std::string Writer::ptxAtomic(const ast::Expr& e) {
  const ast::AtomicCall& a = *e.atomic;
  const std::string p = ptxPointer(*a.object), q = ptxQualifiers(a.order, a.scope, e.range);
  auto quoted = [](const std::string& ins) { return "\"" + ins + "\""; };
  switch (a.op) {
    case ast::AtomicOp::Load: return "CLMM_PTX_LD(" + quoted("ld" + q + ".b32") + ", " + p + ")";
    case ast::AtomicOp::Store:
      return "CLMM_PTX_ST(" + quoted("st" + q + ".b32") + ", " + p + ", " + value(*a.value) + ")";
    case ast::AtomicOp::CasStrong:
    case ast::AtomicOp::CasWeak:
      if (!a.expectedIsValue) throw KernelError(e.range, "a compare-exchange in a PTX test compares with a value");
      return "CLMM_PTX_CAS(" + quoted("atom" + q + ".cas.b32") + ", " + p + ", " + value(*a.expected) + ", " +
             value(*a.value) + ")";
    default: break;
  }
  // PTX's atom and red have add but no sub: a subtraction adds the negated operand.
  static const std::map<ast::AtomicOp, std::string> ops = {
      {ast::AtomicOp::FetchAdd, "add.u32"}, {ast::AtomicOp::FetchSub, "add.u32"},
      {ast::AtomicOp::FetchAnd, "and.b32"}, {ast::AtomicOp::FetchOr, "or.b32"},
      {ast::AtomicOp::FetchXor, "xor.b32"}, {ast::AtomicOp::FetchMin, "min.s32"},
      {ast::AtomicOp::FetchMax, "max.s32"}, {ast::AtomicOp::Exchange, "exch.b32"}};
  auto op = ops.find(a.op);
  if (op == ops.end()) throw KernelError(e.range, "this read-modify-write has no PTX instruction in the harness");
  std::string operand = value(*a.value);
  if (a.op == ast::AtomicOp::FetchSub) operand = "(-" + operand + ")";
  if (a.reduction && a.order != MemoryOrder::Relaxed && a.order != MemoryOrder::Release)
    throw KernelError(e.range, "red takes .relaxed or .release (PTX ISA, red; ptxas refuses the others): the test "
                               "is checked with clmm check only");
  if (a.reduction) return "CLMM_PTX_RED(" + quoted("red" + q + "." + op->second) + ", " + p + ", " + operand + ")";
  return "CLMM_PTX_ATOM(" + quoted("atom" + q + "." + op->second) + ", " + p + ", " + operand + ")";
}

std::string Writer::ptxFence(const ast::FenceSpec& f, const SourceRange& at) const {
  if (f.proxy != Proxy::Generic)
    throw KernelError(at, "the harness runs no proxy fences (fence.proxy); check the test with clmm check --model ptx");
  return "CLMM_PTX_FENCE(\"fence" + ptxQualifiers(f.order, f.scope, at) + "\");";
}

std::string Writer::atomic(const ast::Expr& e) {
  if (ptx()) return ptxAtomic(e);
  const ast::AtomicCall& a = *e.atomic;
  const bool cas = ast::isCas(a.op);
  AtomicCallOperands x;
  x.object = address(*a.object);
  if (a.value) x.value = value(*a.value);
  if (!cl()) {
    // The expected value: a register itself (`&e`), the location's int, or (a CUDA test's
    // atomicCAS) the compared value.
    if (cas)
      x.expected = a.expectedRegister  ? reg(a.expected->name)
                   : a.expectedIsValue ? value(*a.expected)
                                       : "*" + address(*a.expected);
    x.scope = cudaScopeAt(a.scope, e.range);
    return cudaAtomicCall(a, x);
  }
  x.object = "(" + space(*a.object) + " atomic_int*)" + x.object;
  x.scope = openclScope(a.scope);
  if (!cas) return openclAtomicCall(a, x);
  if (a.expectedRegister) {  // a private int: OpenCL C's own call takes its address
    x.expected = "&" + reg(a.expected->name);
    return openclAtomicCall(a, x);
  }
  // A global or local int: the prelude's helper with the same arguments (PoCL lacks these overloads).
  x.expected = "(" + space(*a.expected) + " int*)" + address(*a.expected);
  const std::string kind = a.op == ast::AtomicOp::CasWeak ? "weak" : "strong";
  return openclAtomicCall(a, x, "clmm_cas_" + kind + "_" + space(*a.object) + "_" + space(*a.expected));
}

std::string Writer::fence(const ast::FenceSpec& f, bool barrier, const SourceRange& at) {
  if (cl() && barrier) return openclBarrier(f.flags, openclScope(f.scope));
  if (cl()) return openclFence(f.flags, f.order, openclScope(f.scope));
  if (!barrier && ptx()) return ptxFence(f, at);
  if (!barrier) return cudaFence(f.order, cudaScopeAt(f.scope, at));
  const bool wide = f.scope == MemoryScope::Device || f.scope == MemoryScope::AllSvmDevices;
  std::optional<std::string> wideScope;
  if (wide) wideScope = cudaScopeAt(f.scope, at);
  return cudaBarrier(wideScope);
}

void Writer::stmt(const ast::Stmt& s, const std::string& in, std::ostream& o) {
  switch (s.kind) {
    case ast::StmtKind::Block:
      o << in << "{\n";
      for (const auto& b : s.body) stmt(*b, in + "  ", o);
      o << in << "}\n";
      break;
    case ast::StmtKind::Decl:
    case ast::StmtKind::Assign:
      if (s.value) o << in << reg(s.name) << " = " << value(*s.value) << ";\n";
      break;
    case ast::StmtKind::Store:
      if (ptx())
        o << in << "CLMM_PTX_ST(\"st.weak.b32\", " << ptxPointer(*s.target) << ", " << value(*s.value) << ");\n";
      else
        o << in << "*" << plainPointer(*s.target) << " = " << value(*s.value) << ";\n";
      break;
    case ast::StmtKind::Eval: o << in << "(void)" << value(*s.value) << ";\n"; break;
    case ast::StmtKind::If:
      o << in << "if (" << value(*s.value) << ") {\n";
      for (const auto& b : s.body) stmt(*b, in + "  ", o);
      if (!s.elseBody.empty()) {
        o << in << "} else {\n";
        for (const auto& b : s.elseBody) stmt(*b, in + "  ", o);
      }
      o << in << "}\n";
      break;
    case ast::StmtKind::While: {
      std::string k = "spin" + std::to_string(loops_++);
      o << in << "for (int " << k << " = 0;; ++" << k << ") {\n"
        << in << "  if (!(" << value(*s.value) << ")) break;\n"
        << in << "  if (" << k << " >= spin_limit) { hung_ = 1; break; }\n";
      for (const auto& b : s.body) stmt(*b, in + "  ", o);
      o << in << "}\n";
      break;
    }
    case ast::StmtKind::Fence:
      o << in << fence(s.fence, false, s.range) << "\n";
      break;
    case ast::StmtKind::Barrier:  // top-level barriers are placed by kernel(); Plan refuses others
    case ast::StmtKind::EventDecl:
    case ast::StmtKind::Command: throw KernelError(s.range, "this statement cannot run in the harness");
  }
}

// The end of the kernel: each test work-item stores its observed registers, and a hung flag.
void Writer::results(std::ostringstream& o) {
  o << "  if (th >= 0) {\n";
  for (size_t j = 0; j < plan_.observables.size(); ++j) {
    const auto& ob = plan_.observables[j];
    if (ob.thread < 0) continue;
    thread_ = ob.thread;
    o << "    if (th == " << ob.thread << ") out[(long)inst * " << plan_.observables.size() << " + " << j
      << "] = " << reg(ob.reg) << ";\n";
  }
  o << "    if (hung_) hung[inst] = 1;\n  }\n}\n";
}

// Warm reads (--warm-reads, control word 9; CUDA): before its test, a test work-item loads its
// instance's global locations through the L1 (all of them, or a half keyed by the instance and the
// array), so that a later load at work-group scope, which the L1 may serve, can find a value
// older than the one in L2: how a scope too narrow shows on a GPU whose L2 is coherent.
void Writer::warmReads(std::ostringstream& o) {
  o << "    if (ctl[9]) {\n      int warm_ = 0;\n";
  for (size_t a = 0; a < plan_.arrays.size(); ++a) {
    const auto& arr = plan_.arrays[a];
    if (arr.local) continue;
    o << "      if (ctl[9] == 1 || (((((unsigned)inst + 1u) * 2654435761u) >> (8 + (th * 5 + " << a
      << ") % 23)) & 1)) {\n";
    for (int e = 0; e < arr.size; ++e) o << "        warm_ += CLMM_WARM(L_" << arr.name << " + " << e << ");\n";
    o << "      }\n";
  }
  o << "      if (warm_ == 0x7fffffff) stress[0] = 1;\n    }\n";
}

// The start of the kernel's work: the stress lanes' accesses (they have no barriers of their own
// but pass the same ones), and for the test work-items pre-stress, warm reads, the synchronised
// start and the skew.
void Writer::start(std::ostringstream& o) {
  // The control block `ctl` (common.h, ClmmControl) holds the stress settings of the run; with a
  // synchronised start, every test work-item of the launch waits (a bounded spin) until all of
  // them have arrived, after its own pre-stress.
  o << "  if (th == -2) {  // stress: a pattern of accesses to a few lines of a scratch buffer\n"
    << "    if (clmm_stress(stress, stress_mask, ctl[2], stress_iters, ctl[7], ctl[8], gid) == 0x7fffffff) stress[0] = 1;\n"
    << "  } else if (th >= 0) {\n"
    << "    if (ctl[4] > 0 && clmm_stress(stress, stress_mask, ctl[5], ctl[4], ctl[7], ctl[8], gid) == 0x7fffffff) stress[0] = 1;\n";
  warmReads(o);
  // CUDA: the skew and the gap are read before the start, so that nothing but the wait comes
  // between leaving it and the test (a load of the control block there delayed every warp).
  if (!cl()) o << "    const int skew_ = ctl[3] > 0 ? clmm_skew(ctl) : 0;\n    if (ctl[12] > 0) gap_ = clmm_gap(ctl);\n";
  o << "    if (ctl[6]) {\n"
    << "      CLMM_ARRIVE(&ctl[0]);\n"
    << "      for (int w = 0; w < (1 << 20) && ((volatile " << (cl() ? "global " : "") << "int*)ctl)[0] < ctl[1]; ++w) {}\n"
    << "    }\n";
  // CUDA: the warps of one block leave the start in step; a keyed delay per warp (--skew) lets
  // them interleave (the prelude's clmm_skew; the OpenCL harness refuses --skew).
  if (!cl()) o << "    if (skew_ > 0) clmm_wait(skew_);\n";
  o << "  }\n";
}

// One thread's statements between two barriers. CUDA with two or more: the code as written when
// the warp has no gap (--gap), else a keyed wait between two statements: the same statements
// twice, so that the run without gaps compiles to the code it had before (a branch between two
// accesses changed how ptxas scheduled them, and the weak outcomes' rates fell 15 to 90 times on
// an H200).
void Writer::segmentCode(const std::vector<const ast::Stmt*>& segment, std::ostringstream& o) {
  if (cl() || segment.size() < 2) {
    for (const ast::Stmt* s : segment) stmt(*s, "    ", o);
    return;
  }
  o << "    if (gap_ == 0) {\n";
  for (const ast::Stmt* s : segment) stmt(*s, "      ", o);
  o << "    } else {\n";
  for (size_t i = 0; i < segment.size(); ++i) {
    if (i) o << "      clmm_wait(gap_);\n";
    stmt(*segment[i], "      ", o);
  }
  o << "    }\n";
}

std::string Writer::kernel() {
  std::ostringstream o;
  const std::string& id = plan_.id;
  if (cl())
    o << "kernel void " << id << "(global int* mem, global int* out, global const int* roles, global const int* offs,\n"
      << "    int slot, int spin_limit, global int* hung, global int* stress, int stress_iters, int stress_mask,\n"
      << "    global int* ctl) {\n"
      << "  const long gid = get_global_id(0);\n";
  else
    o << "__global__ void " << id << "(int* mem, int* out, const int* roles, const int* offs,\n"
      << "    int slot, int spin_limit, int* hung, int* stress, int stress_iters, int stress_mask, int wg_inst,\n"
      << "    int* ctl) {\n"
      << "  const long gid = (long)blockIdx.x * blockDim.x + threadIdx.x;\n";
  // Variables a test may leave unused: nvcc warns (#550-D) about one set but never read even
  // after a (void) cast, and takes [[maybe_unused]]; OpenCL C has no such attribute.
  const std::string unused = cl() ? "" : "[[maybe_unused]] ";
  o << "  " << unused
    << "const int grp = roles[4 * gid], inst = roles[4 * gid + 1], th = roles[4 * gid + 2], k = roles[4 * gid + 3];\n";
  o << "  " << unused << (cl() ? "global " : "") << "int* base = mem + (long)inst * slot;\n";
  o << "  int hung_ = 0;\n  (void)grp; (void)k; (void)base;\n";
  if (!cl()) o << "  [[maybe_unused]] int gap_ = 0;\n";
  if (plan_.localInts > 0) {
    if (cl())
      o << "  local int lmem[WG_INST * " << plan_.localInts << "];\n"
        << "  for (int i = get_local_id(0); i < WG_INST; i += get_local_size(0)) {\n";
    else
      o << "  extern __shared__ int lmem[];\n"
        << "  for (int i = threadIdx.x; i < wg_inst; i += blockDim.x) {\n";
    for (const auto& a : plan_.arrays)
      if (a.local)
        for (int e = 0; e < a.size; ++e)
          o << "    lmem[i * " << plan_.localInts << " + " << a.localOffset + e << "] = " << a.init[e] << ";\n";
    o << "  }\n  " << (cl() ? "barrier(CLK_LOCAL_MEM_FENCE);" : "__syncthreads();") << "\n";
  }
  for (size_t a = 0; a < plan_.arrays.size(); ++a) {
    const auto& arr = plan_.arrays[a];
    if (arr.local)
      o << "  " << unused << (cl() ? "local " : "") << "int* L_" << arr.name << " = lmem + k * " << plan_.localInts << " + "
        << arr.localOffset << ";\n";
    else
      o << "  " << unused << (cl() ? "global " : "") << "int* L_" << arr.name << " = base + offs[" << a << "];\n";
    o << "  (void)L_" << arr.name << ";\n";
  }
  std::map<std::string, int64_t> inits;
  for (size_t t = 0; t < plan_.threads.size(); ++t) {
    thread_ = static_cast<int>(t);
    for (const auto& r : plan_.threads[t].registers) {
      int64_t v = 0;
      for (const auto& ri : test_.registerInits)
        if (ri.thread == plan_.threads[t].index && ri.name == r) v = ri.value;
      o << "  " << unused << "int " << reg(r) << " = " << v << "; (void)" << reg(r) << ";\n";
    }
  }
  start(o);
  // Segment i of every thread, then barrier i, passed by every work-item of the launch at one
  // place: PoCL and CUDA need a barrier in control flow that every work-item of the work-group
  // takes. A work-group whose threads pass fewer barriers passes the rest after its code ends.
  int segments = 0;
  for (int g = 0; g < plan_.groups; ++g) segments = std::max(segments, plan_.groupBarriers[g]);
  for (int seg = 0; seg <= segments; ++seg) {
    o << "  switch (th) {\n";
    const ast::Stmt* barrier = nullptr;
    for (size_t t = 0; t < plan_.threads.size(); ++t) {
      thread_ = static_cast<int>(t);
      o << "  case " << t << ": {  // " << test_.threads[t].name << "\n";
      int passed = 0;
      std::vector<const ast::Stmt*> segment;  // the thread's statements before barrier `seg`
      for (const auto& s : test_.threads[t].body) {
        if (s->kind == ast::StmtKind::Barrier) {
          if (passed++ == seg) {
            // The harness's barrier is the whole work-group's: PTX barriers that count threads,
            // or that differ in number between threads, are checked with clmm check only.
            if (s->barrierCount != 0 || s->barrierArrive || (barrier && barrier->barrierChannel != s->barrierChannel))
              throw KernelError(s->range, "the harness runs barriers that every thread of the CTA passes with one "
                                          "barrier number and no thread count; check this test with clmm check");
            barrier = s.get();
            break;
          }
          continue;
        }
        if (passed == seg) segment.push_back(s.get());
      }
      segmentCode(segment, o);
      o << "    break;\n  }\n";
    }
    o << "  default: break;\n  }\n";
    if (seg < segments) o << "  " << fence(barrier->fence, true, barrier->range) << "\n";
  }
  results(o);
  return o.str();
}

}  // namespace

std::string kernelSource(const ast::Test& test, const Plan& plan, Backend backend) {
  return Writer(test, plan, backend).kernel();
}

}  // namespace clmm::hw
