// A test lowered by an AMDGPU mapping, printed in the AMDGPU litmus dialect (AmdgpuTarget.h):
// one column per thread, one instruction per row; an if or a while becomes labels and branches
// on registers (docs/amdgpu.md, "Branches and loops"), with the memory its test reads loaded
// into registers of their own first.
#include <functional>
#include <map>
#include <set>
#include <sstream>

#include "events/AmdgpuBits.h"
#include "litmus/AmdgpuCode.h"
#include "lowering/AmdgpuTarget.h"
#include "support/Printable.h"

namespace clmm::mapping {
namespace {

using namespace amdgpu;

class AmdgpuPrinter {
 public:
  AmdgpuPrinter(const ast::Test& t, const std::string& processor)
      : t_(t), processor_(processor), family_(familyOf(processor)) {
    for (const auto& l : t.locations)
      if (l.typeText.find("local") != std::string::npos) local_.insert(l.name);
    for (const auto& th : t.threads)
      for (const auto& p : th.params)
        if (p.regionGiven && p.region == Region::Local) local_.insert(p.name);
    for (const auto& th : t.threads)
      for (const auto& st : th.body) names(*st);
  }

  std::string run() {
    if (!t_.scopeTree.empty() || !t_.kernels.empty() || !t_.queues.empty())
      fail(t_.nameRange, "AMDGPU targets place threads by their headers (P0@wg 0, dev 0): this test's scopeTree, "
                         "kernels or queues have no AMDGPU form");
    std::map<std::pair<int, int>, std::string> subGroups;  // (device, sub-group) -> first thread
    std::vector<std::vector<std::string>> columns;
    std::vector<std::string> heads;
    for (const auto& th : t_.threads) {
      if (th.host) fail(th.range, "host threads have no AMDGPU form");
      std::string head = th.name;
      if (th.placement) {
        const auto& p = *th.placement;
        if (p.subGroup && !p.workGroup)
          fail(th.range, "a thread placed in a sub-group names its work-group too (@sg N, wg N)");
        if (p.subGroup) {
          auto [at, fresh] = subGroups.emplace(std::make_pair(p.device.value_or(0) * 100000 + *p.workGroup, *p.subGroup), th.name);
          if (!fresh)
            fail(th.range, th.name + " and " + at->second + " share a sub-group: each thread of an AMDGPU test is a "
                           "wavefront of its own (one active lane), so two work-items of one sub-group have no AMDGPU form");
        }
        std::vector<std::string> levels;
        if (p.workGroup) levels.push_back("wg " + std::to_string(*p.workGroup));
        if (p.device) levels.push_back("agent " + std::to_string(*p.device));
        for (size_t i = 0; i < levels.size(); ++i) head += (i ? "," : "@") + levels[i];
      }
      heads.push_back(head);
      columns.emplace_back();
      col_ = &columns.back();
      pending_.clear();
      for (const auto& s : th.body) stmt(*s, columns.back());
    }
    std::ostringstream out;
    out << "AMDGPU " << processor_ << " " << printableName(t_.name) << "\n";
    if (!t_.doc.empty()) out << "\"" << printableName(t_.doc) << "\"\n";
    out << "{";
    for (const auto& l : t_.locations) {
      if (l.isArray) fail(l.range, "'" + l.name + "' is an array: AMDGPU tests name scalar locations");
      out << " " << memoryKindWord(t_, l.name) << l.name << "=" << (l.values.empty() ? 0 : l.values[0]) << ";";
    }
    for (const auto& r : t_.registerInits) out << " " << r.thread << ":" << r.name << "=" << r.value << ";";
    out << " }\n";
    size_t rows = 0;
    std::vector<size_t> width(columns.size());
    for (size_t i = 0; i < columns.size(); ++i) {
      rows = std::max(rows, columns[i].size());
      width[i] = heads[i].size();
      for (const auto& c : columns[i]) width[i] = std::max(width[i], c.size());
    }
    auto row = [&](const std::function<std::string(size_t)>& cell) {
      for (size_t i = 0; i < columns.size(); ++i) {
        std::string c = cell(i);
        out << " " << c << std::string(width[i] - c.size(), ' ') << (i + 1 < columns.size() ? " |" : " ;\n");
      }
    };
    row([&](size_t i) { return heads[i]; });
    for (size_t r = 0; r < rows; ++r) row([&](size_t i) { return r < columns[i].size() ? columns[i][r] : std::string(); });
    if (!t_.observed.empty()) {
      out << "locations [";
      for (size_t i = 0; i < t_.observed.size(); ++i) out << (i ? "; " : "") << ast::stateRefToString(t_.observed[i]);
      out << "]\n";
    }
    if (t_.condition) {
      const auto& c = *t_.condition;
      const char* q = c.quantifier == Quantifier::Exists ? "exists " : c.quantifier == Quantifier::NotExists ? "~exists " : "forall ";
      std::string p = ast::propToString(*c.prop);
      out << q << (p.rfind("(", 0) == 0 ? p : "(" + p + ")") << "\n";
    }
    return out.str();
  }

 private:
  [[noreturn]] void fail(SourceRange r, const std::string& message) const {
    throw BadInput(t_.source ? t_.source->path() : "", r, message, t_.source);
  }
  [[noreturn]] void straightLine(SourceRange r, const std::string& what) const {
    fail(r, what + " has no AMDGPU form here: an AMDGPU target takes memory accesses, fences, barriers, and if and "
                   "while on registers, memory and numbers compared with == or != (AMDGPU tests have no register "
                   "arithmetic, docs/amdgpu.md)");
  }

  // Every register name of the test, so that the registers the printer adds are new.
  void names(const ast::Stmt& s) {
    if (s.kind == ast::StmtKind::Decl || s.kind == ast::StmtKind::Assign) taken_.insert(s.name);
    for (const auto& x : s.body) names(*x);
    for (const auto& x : s.elseBody) names(*x);
  }

  std::string value(const ast::Expr& e) {
    if (e.kind == ast::ExprKind::Int && !e.ulong) return std::to_string(e.value);
    if (e.kind == ast::ExprKind::Register) return use(e.name);
    straightLine(e.range, "this value");
  }

  // A register a load writes holds its value only once the load's counter is waited for: the
  // compiler waits before an instruction reads or writes such a register (and clang's machine
  // code lifter refuses code that does not), so the printer writes that wait, for the counter
  // (vmcnt or loadcnt; lgkmcnt or dscnt for LDS), where no wait of the rule came first. Before
  // a branch this is the wait that a branch on a loaded flag implies.
  std::string use(const std::string& reg) {
    auto p = pending_.find(reg);
    if (p == pending_.end()) return reg;
    col_->push_back(amdgpuFenceText(p->second, family_));
    waited(p->second);
    return reg;
  }
  void waited(uint32_t counters) {
    for (auto it = pending_.begin(); it != pending_.end();) it = it->second & counters ? pending_.erase(it) : std::next(it);
  }
  std::string loaded(const std::string& reg, bool inLds) {
    use(reg);
    pending_[reg] = inLds ? kWaitLgkm : kWaitVm;
    return reg;
  }
  // The registers that loads of `s` write (a loop's turn may leave them pending at its head).
  void loadsIn(const ast::Stmt& s, std::map<std::string, uint32_t>& out) const {
    const ast::Expr* v = s.value.get();
    if ((s.kind == ast::StmtKind::Decl || s.kind == ast::StmtKind::Assign) && v) {
      const ast::Expr* object = v->kind == ast::ExprKind::Atomic ? v->atomic->object.get()
                                : v->kind == ast::ExprKind::Deref ? v->operands[0].get() : nullptr;
      if (object) out[s.name] = lds(object->name) ? kWaitLgkm : kWaitVm;
    }
    for (const auto& x : s.body) loadsIn(*x, out);
    for (const auto& x : s.elseBody) loadsIn(*x, out);
  }

  std::string location(const ast::Expr& e) const {
    if (e.kind != ast::ExprKind::Location) straightLine(e.range, "this address");
    return "[" + e.name + "]";
  }

  bool lds(const std::string& name) const { return local_.count(name) > 0; }

  std::string width() const { return family_ == "gfx11" || family_ == "gfx12" ? "b32" : "dword"; }
  std::string unit(const ast::Expr& object, uint32_t hw) const {
    return lds(object.name) ? "ds" : (hw & kFlat) ? "flat" : "global";
  }
  std::string bits(uint32_t hw) const {
    std::string b = amdgpuBitsText(hw);
    return b.empty() ? "" : " " + b;
  }

  std::string load(const std::string& dest, const ast::Expr& object, uint32_t hw) {
    std::string u = unit(object, hw);
    loaded(dest, u == "ds");
    if (u == "ds") return std::string(family_ == "gfx11" || family_ == "gfx12" ? "ds_load_b32 " : "ds_read_b32 ") + dest + ", " + location(object);
    return u + "_load_" + width() + " " + dest + ", " + location(object) + bits(hw);
  }
  std::string store(const ast::Expr& object, const std::string& v, uint32_t hw) const {
    std::string u = unit(object, hw);
    if (u == "ds") return std::string(family_ == "gfx11" || family_ == "gfx12" ? "ds_store_b32 " : "ds_write_b32 ") + location(object) + ", " + v;
    return u + "_store_" + width() + " " + location(object) + ", " + v + bits(hw);
  }

  // An atomic call whose value (if any) goes to `dest` ("" when nobody reads it).
  std::string atomic(const ast::Expr& e, const std::string& dest) {
    const ast::AtomicCall& c = *e.atomic;
    if (!(c.hw & kAmdgpu)) straightLine(e.range, "this atomic operation (no rule lowered it)");
    if (c.op == ast::AtomicOp::Load) return load(dest.empty() ? fresh() : dest, *c.object, c.hw);
    if (c.op == ast::AtomicOp::Store) return store(*c.object, value(*c.value), c.hw);
    static const std::map<ast::AtomicOp, std::pair<const char*, const char*>> names = {  // global, ds
        {ast::AtomicOp::Exchange, {"swap", "wrxchg_rtn_b32"}}, {ast::AtomicOp::FetchAdd, {"add", "add_rtn_u32"}},
        {ast::AtomicOp::FetchSub, {"sub", "sub_rtn_u32"}},     {ast::AtomicOp::FetchAnd, {"and", "and_rtn_b32"}},
        {ast::AtomicOp::FetchOr, {"or", "or_rtn_b32"}},        {ast::AtomicOp::FetchXor, {"xor", "xor_rtn_b32"}},
        {ast::AtomicOp::FetchMin, {"smin", "min_rtn_i32"}},    {ast::AtomicOp::FetchMax, {"smax", "max_rtn_i32"}},
        {ast::AtomicOp::CasStrong, {"cmpswap", "cmpst_rtn_b32"}}, {ast::AtomicOp::CasWeak, {"cmpswap", "cmpst_rtn_b32"}}};
    auto n = names.at(c.op);
    std::string u = unit(*c.object, c.hw);
    std::string name = u == "ds" ? std::string("ds_") + n.second : u + "_atomic_" + n.first;
    // A read-modify-write whose value the source reads returns it (LLVM's "atomic with return"
    // rows); one evaluated as a statement of its own does not (below).
    if (ast::isCas(c.op)) {
      if (!c.expected || !c.expectedRegister || c.expected->kind != ast::ExprKind::Register)
        straightLine(e.range, "this compare-exchange's expected value (write `int e = V; atomic_compare_exchange_...(x, &e, ...)`)");
      // The expected register receives the value read (on success it held that value already).
      std::string v = value(*c.value);
      loaded(c.expected->name, u == "ds");
      return name + " " + c.expected->name + ", " + location(*c.object) + ", " + c.expected->name + ", " + v + bits(c.hw);
    }
    std::string v = value(*c.value);
    if (dest.empty() && !(u == "ds" && c.op == ast::AtomicOp::Exchange)) {
      // Nothing reads its value (a statement of its own): the form without return, as the
      // compiler emits it (LLVM's "no return" rows; an LDS exchange always returns).
      std::string plain = name;
      if (size_t rtn = plain.find("_rtn"); rtn != std::string::npos) plain.erase(rtn, 4);
      return plain + " " + location(*c.object) + ", " + v + bits(c.hw);
    }
    std::string to = loaded(dest.empty() ? fresh() : dest, u == "ds");
    return name + " " + to + ", " + location(*c.object) + ", " + v + bits(c.hw);
  }

  std::string fresh() { return freshName("rmw"); }
  std::string freshName(const std::string& prefix) {
    std::string n;
    do n = prefix + std::to_string(fresh_++);
    while (taken_.count(n));
    taken_.insert(n);
    return n;
  }
  std::string label() {
    std::string n;
    do n = "L" + std::to_string(labels_++);
    while (taken_.count(n));
    return n;
  }

  // A value a branch compares: a register, a number, or memory loaded into a new register (an
  // atomic load as its rule lowered it, a plain load).
  std::string operand(const ast::Expr& e, std::vector<std::string>& out) {
    if (e.kind == ast::ExprKind::Atomic) {
      if (e.atomic->op != ast::AtomicOp::Load) straightLine(e.range, "this read-modify-write in a test");
      std::string r = freshName("c");
      out.push_back(atomic(e, r));
      return use(r);
    }
    if (e.kind == ast::ExprKind::Deref) {
      const ast::Expr& o = *e.operands[0];
      if (o.kind != ast::ExprKind::Location) straightLine(o.range, "this address");
      std::string r = freshName("c");
      out.push_back(load(r, o, 0));
      return use(r);
    }
    return value(e);
  }

  // Branches to `to` when `e` is true (`when`) or false (!`when`), else falls through; the
  // operands of && and || are evaluated only as C evaluates them.
  void jump(const ast::Expr& e, bool when, const std::string& to, std::vector<std::string>& out) {
    if (e.kind == ast::ExprKind::Unary && e.op == "!") return jump(*e.operands[0], !when, to, out);
    if (e.kind == ast::ExprKind::Binary && (e.op == "&&" || e.op == "||")) {
      bool both = e.op == "&&";  // a && b is false when either is; a || b true when either is
      if (when != both) {
        jump(*e.operands[0], when, to, out);
        jump(*e.operands[1], when, to, out);
      } else {
        std::string past = label();
        jump(*e.operands[0], !when, past, out);
        jump(*e.operands[1], when, to, out);
        out.push_back(past + ":");
      }
      return;
    }
    if (e.kind == ast::ExprKind::Binary && (e.op == "==" || e.op == "!=")) {
      std::string a = operand(*e.operands[0], out);
      std::string b = operand(*e.operands[1], out);
      bool eq = (e.op == "==") == when;
      out.push_back(std::string(eq ? "beq " : "bne ") + a + ", " + b + ", " + to);
      return;
    }
    if (e.kind == ast::ExprKind::Binary || e.kind == ast::ExprKind::Unary) straightLine(e.range, "this test");
    std::string v = operand(e, out);  // a value: true when not 0
    out.push_back(std::string(when ? "bne " : "beq ") + v + ", 0, " + to);
  }

  void block(const std::vector<ast::StmtPtr>& body, std::vector<std::string>& out) {
    for (const auto& x : body) stmt(*x, out);
  }

  void stmt(const ast::Stmt& s, std::vector<std::string>& out) {
    using K = ast::StmtKind;
    const ast::Expr* v = s.value.get();
    switch (s.kind) {
      case K::Block:
        for (const auto& x : s.body) stmt(*x, out);
        return;
      case K::Decl:
      case K::Assign:
        if (!v) {  // `int r0;`: a register, 0 until written
          out.push_back("v_mov_b32 " + use(s.name) + ", 0");
          return;
        }
        if (v->kind == ast::ExprKind::Atomic) {
          if (ast::isCas(v->atomic->op))
            straightLine(v->range, "the success flag of this compare-exchange");
          out.push_back(atomic(*v, s.name));
        } else if (v->kind == ast::ExprKind::Deref) {
          const ast::Expr& o = *v->operands[0];
          if (o.kind != ast::ExprKind::Location) straightLine(o.range, "this address");
          out.push_back(load(s.name, o, 0));
        } else {
          std::string from = value(*v);
          out.push_back("v_mov_b32 " + use(s.name) + ", " + from);
        }
        return;
      case K::Store: {
        if (s.target->kind != ast::ExprKind::Location) straightLine(s.target->range, "this address");
        std::string from = value(*v);
        out.push_back(store(*s.target, from, 0));
        return;
      }
      case K::Eval:
        if (v->kind != ast::ExprKind::Atomic) straightLine(v->range, "this expression");
        out.push_back(atomic(*v, ""));
        return;
      case K::Fence:
        if (!(s.fence.hw & kAmdgpu)) straightLine(s.range, "this fence (no rule lowered it)");
        out.push_back(amdgpuFenceText(s.fence.hw, family_));
        waited(s.fence.hw & (kWaitVm | kWaitLgkm));
        return;
      case K::Barrier:
        if (!(s.fence.hw & kAmdgpu) || s.subGroupBarrier) straightLine(s.range, "this barrier (no rule lowered it)");
        out.push_back("s_barrier");
        return;
      case K::If: {  // the fences a rule puts after an access of the test begin both branches
        std::string otherwise = label(), end = s.elseBody.empty() ? otherwise : label();
        jump(*v, false, otherwise, out);
        auto atBranch = pending_;  // what may be pending after the if: either way's
        block(s.body, out);
        auto taken = pending_;
        pending_ = atBranch;
        if (!s.elseBody.empty()) {
          out.push_back("goto " + end);
          out.push_back(otherwise + ":");
          block(s.elseBody, out);
        }
        pending_.insert(taken.begin(), taken.end());
        out.push_back(end + ":");
        return;
      }
      case K::While: {
        std::string top = label(), end = label();
        out.push_back(top + ":");
        loadsIn(s, pending_);  // a turn may end with them pending
        jump(*v, false, end, out);
        auto leaving = pending_;
        block(s.body, out);
        out.push_back("goto " + top);
        out.push_back(end + ":");
        pending_ = leaving;
        return;
      }
      default: straightLine(s.range, "this statement");
    }
  }

  const ast::Test& t_;
  std::string processor_, family_;
  std::set<std::string> local_, taken_;
  int fresh_ = 0, labels_ = 0;
  std::vector<std::string>* col_ = nullptr;    // the thread's column being printed
  std::map<std::string, uint32_t> pending_;    // a loaded register -> the counter to wait for
};

}  // namespace

std::string printAmdgpuTest(const ast::Test& t, const std::string& processor) {
  return AmdgpuPrinter(t, processor).run();
}

}  // namespace clmm::mapping
