// The applicability test of the interleaving search (Qualify.h): each instruction decoded as the
// front end decodes it, refused unless the interleaving argument covers it (docs/models.md, "One
// location: the interleavings", says why each accepted form adds no constraint).
#include "interleave/Qualify.h"

#include <algorithm>
#include <map>
#include <set>

#include "litmus/PtxDecode.h"

namespace clmm::interleave {
namespace {

constexpr int64_t kMaxNumber = INT32_MAX;  // values stay non-negative 32-bit numbers: no masking, no sign

struct Refusal {
  std::string why;
};

[[noreturn]] void refuse(const std::string& why) { throw Refusal{why}; }

std::string where(const ptx::Item& it) { return "'" + it.opcode + "' (line " + std::to_string(it.range.line) + ")"; }

// A form of an instruction the search does not run (a typed move; the forms the front end
// already refuses: operands out of place, labels of no thread).
[[noreturn]] void unmodelled(const ptx::Item& it) { refuse(where(it) + " is not a form the search runs"); }

int64_t number(int64_t v, const std::string& what) {
  if (v < 0 || v > kMaxNumber) refuse(what + " is not a number from 0 to 2^31 - 1");
  return v;
}

// The units of one thread, from the elaborated program: equal ids are the same CTA / GPU.
struct Units {
  int workGroup = 0, device = 0;
};

// One memory access, for the morally-strong test.
struct Access {
  int thread = 0;
  std::string scope;
  const ptx::Item* item = nullptr;
};

bool covers(const std::string& scope, const Units& a, const Units& b) {
  if (scope == "sys") return true;
  if (scope == "gpu") return a.device == b.device;
  if (scope == "cta") return a.device == b.device && a.workGroup == b.workGroup;
  return false;
}

class Builder {
 public:
  Builder(const ast::Test& test, const ptx::Columns& columns, const Program& program)
      : test_(test), columns_(columns), program_(program) {}

  Machine build() {
    if (test_.dialectHeader != "PTX") refuse("not a PTX test");
    if (!columns_.aliases.empty()) refuse("the test declares virtual aliases");
    if (columns_.code.size() != test_.threads.size()) refuse("the test's columns are not its threads");
    for (size_t t = 0; t < test_.threads.size(); ++t) thread(t);
    moralStrength();
    observables();
    return std::move(m_);
  }

  // Why the interleavings are only some of the executions ("" when they are all of them).
  const std::string& several() const { return several_; }

 private:
  const ast::Test& test_;
  const ptx::Columns& columns_;
  const Program& program_;
  Machine m_;
  std::string several_;
  std::vector<Units> units_;
  std::vector<Access> accesses_;

  int programThread(const std::string& name) const {
    for (size_t i = 0; i < program_.threads.size(); ++i)
      if (program_.threads[i].name == name) return static_cast<int>(i);
    refuse("the test's columns are not its threads");
  }

  int reg(ThreadMachine& th, const std::string& written) {
    std::string name = ptx::registerName(written);
    for (size_t i = 0; i < th.registers.size(); ++i)
      if (th.registers[i] == name) return static_cast<int>(i);
    th.registers.push_back(name);  // registers start at 0 unless the initial state says otherwise
    th.initial.push_back(0);
    return static_cast<int>(th.registers.size() - 1);
  }

  Operand operand(ThreadMachine& th, const ptx::Operand& o, const ptx::Item& it) {
    Operand out;
    if (o.kind == ptx::Operand::Kind::Int)
      out.number = number(o.value, "the number " + std::to_string(o.value) + " in " + where(it));
    else if (o.kind == ptx::Operand::Kind::Name && !isLocation(o.name))
      out.reg = reg(th, o.name);
    else
      unmodelled(it);
    return out;
  }

  bool isLocation(const std::string& name) const {
    for (const auto& l : test_.locations)
      if (l.name == name) return true;
    return false;
  }

  // The location operand of a memory instruction, at its own address: its index in
  // Machine::locations. A second location makes the interleavings only some of the executions.
  int location(const ptx::Operand& o, const ptx::Item& it) {
    if (o.kind == ptx::Operand::Kind::Int || !isLocation(o.name) ||
        (o.kind == ptx::Operand::Kind::Address && o.value != 0))
      unmodelled(it);
    for (size_t i = 0; i < m_.locations.size(); ++i)
      if (m_.locations[i] == o.name) return static_cast<int>(i);
    if (m_.locations.size() == 1)
      several_ = "the test accesses two locations, " + m_.locations[0] + " and " + o.name +
                 ": the interleavings are its executions only for one location";
    m_.locations.push_back(o.name);
    return static_cast<int>(m_.locations.size() - 1);
  }

  void thread(size_t t) {
    const ast::Thread& at = test_.threads[t];
    ThreadMachine th;
    th.name = at.name;
    th.programThread = programThread(at.name);
    const WorkItem& wi = program_.threads[static_cast<size_t>(th.programThread)];
    units_.push_back({wi.workGroup, wi.device});
    for (const auto& r : test_.registerInits)
      if (r.thread == at.index) {
        th.registers.push_back(ptx::registerName(r.name));
        th.initial.push_back(number(r.value, "the initial value of " + at.name + ":" + r.name));
      }
    const auto& items = columns_.code[t].items;
    std::map<std::string, size_t> labels;  // label -> the index of the next instruction
    std::vector<const ptx::Item*> instrs;
    std::string pending;
    std::vector<std::string> labelOf;
    for (const auto& it : items) {
      if (!it.label.empty()) {
        labels[it.label] = instrs.size();
        pending = it.label;
        continue;
      }
      instrs.push_back(&it);
      labelOf.push_back(pending);
    }
    for (size_t i = 0; i < instrs.size(); ++i) {
      Instr in = instruction(th, *instrs[i], labels, static_cast<int>(t));
      in.line = instrs[i]->range.line;
      in.label = labelOf[i];
      th.code.push_back(in);
    }
    m_.threads.push_back(std::move(th));
  }

  size_t target(const ptx::Operand& o, const ptx::Item& it, const std::map<std::string, size_t>& labels) {
    auto l = labels.find(o.name);
    if (o.kind != ptx::Operand::Kind::Name || l == labels.end()) unmodelled(it);
    return l->second;
  }

  Instr instruction(ThreadMachine& th, const ptx::Item& it, const std::map<std::string, size_t>& labels, int t) {
    DiagnosticSink sink(test_.source);
    ptx::Decoded d;
    try {
      d = ptx::decodeInstruction(it, sink);
    } catch (const BadInput&) {
      unmodelled(it);
    }
    if (sink.hasErrors()) unmodelled(it);
    const auto& o = it.operands;
    Instr in;
    if (d.base == "fence" || d.base == "membar") {
      // A fence with memory semantics orders nothing an interleaving does not already order.
      if (d.proxyFence || d.proxy != Proxy::Generic) refuse("proxy fence " + where(it));
      return in;
    }
    if (d.base == "mov") {
      if (o.size() != 2 || o[0].kind != ptx::Operand::Kind::Name || !d.type.empty()) unmodelled(it);
      in.op = Op::Move;
      in.dst = reg(th, o[0].name);
      in.a = operand(th, o[1], it);
      return in;
    }
    if ((d.base == "beq" || d.base == "bne") && it.opcode == d.base) {
      if (o.size() != 3) unmodelled(it);
      in.op = d.base == "beq" ? Op::BranchEq : Op::BranchNe;
      in.a = operand(th, o[0], it);
      in.b = operand(th, o[1], it);
      in.target = target(o[2], it, labels);
      return in;
    }
    if (d.base == "goto" || d.base == "bra") {
      if (o.size() != 1) unmodelled(it);
      in.op = Op::Jump;
      in.target = target(o[0], it, labels);
      return in;
    }
    if (d.base != "ld" && d.base != "st" && d.base != "atom")
      refuse(where(it) + ": only ld, st, atom.exch, atom.cas, mov, untyped beq/bne, goto and fences are searched");
    if (d.proxy != Proxy::Generic) refuse(where(it) + " is not on the generic proxy");
    if (d.sem == "weak") refuse(where(it) + " is a weak access (not morally strong with the other threads')");
    if (!d.type.empty()) refuse(where(it) + " is typed");
    if (d.base == "ld") {
      in.loc = location(o[1], it);
      in.op = Op::Load;
      in.dst = reg(th, o[0].name);
    } else if (d.base == "st") {
      in.loc = location(o[0], it);
      in.op = Op::Store;
      in.a = operand(th, o[1], it);
    } else if (d.op == "exch" || d.op == "cas") {
      in.loc = location(o[1], it);
      in.op = d.op == "exch" ? Op::Exchange : Op::CompareSwap;
      in.dst = reg(th, o[0].name);
      in.a = operand(th, o[2], it);
      if (d.op == "cas") in.b = operand(th, o[3], it);
    } else {
      refuse(where(it) + ": only atom.exch and atom.cas are searched");
    }
    accesses_.push_back({t, d.scope, &it});
    return in;
  }

  // Every two accesses of different threads are morally strong: both strong (checked per
  // instruction), each scope covering the other's thread, one proxy and one address (checked).
  void moralStrength() const {
    for (const Access& a : accesses_)
      for (const Access& b : accesses_)
        if (a.thread != b.thread &&
            !covers(a.scope, units_[static_cast<size_t>(a.thread)], units_[static_cast<size_t>(b.thread)]))
          refuse(where(*a.item) + " in " + test_.threads[static_cast<size_t>(a.thread)].name + " is ." + a.scope +
                 ", which does not cover " + test_.threads[static_cast<size_t>(b.thread)].name +
                 ": the two accesses are not morally strong");
  }

  int64_t initialOf(const std::string& loc) const {
    for (const auto& l : test_.locations)
      if (l.name == loc) return l.values.empty() ? 0 : number(l.values[0], "the initial value of " + loc);
    return 0;
  }

  void observables() {
    for (const std::string& loc : m_.locations) m_.initial.push_back(initialOf(loc));
    for (const Observable& ob : program_.observables) {
      ObservableSource s;
      if (ob.ref.kind == StateRef::Kind::Memory) {
        auto at = std::find(m_.locations.begin(), m_.locations.end(), ob.ref.name);
        if (at != m_.locations.end()) {
          s.kind = ObservableSource::Kind::Location;
          s.loc = static_cast<int>(at - m_.locations.begin());
        } else {
          s.constant = initialOf(ob.ref.name);
        }
      } else {
        int found = -1;
        for (size_t t = 0; t < m_.threads.size(); ++t)
          if (m_.threads[t].programThread == ob.thread) found = static_cast<int>(t);
        if (found < 0) refuse("the test's columns are not its threads");
        s.kind = ObservableSource::Kind::Register;
        s.thread = found;
        s.reg = reg(m_.threads[static_cast<size_t>(found)], ob.ref.name);
      }
      m_.observables.push_back(s);
    }
  }
};

}  // namespace

Qualification qualify(const ast::Test& test, const ptx::Columns& columns, const Program& program) {
  Qualification q;
  try {
    Builder b(test, columns, program);
    q.machine = b.build();
    q.why = b.several();
    q.onlySequentiallyConsistent = !q.why.empty();
  } catch (const Refusal& r) {
    q.why = r.why;
  }
  return q;
}

}  // namespace clmm::interleave
