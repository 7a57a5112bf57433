// Whether a backend can run a test on a real device, and how an instance of it is laid out:
// its work-items grouped by the test's work-groups, its locations as arrays (global or local),
// the observables of its final state, and the kernel (Kernel.cpp) that runs it.
#include <algorithm>
#include <cctype>
#include <cstdint>
#include <functional>
#include <map>
#include <set>

#include "hardware/Harness.h"
#include "hardware/Kernel.h"
#include "litmus/Int32.h"
#include "support/Printable.h"

namespace clmm::hw {

const char* backendName(Backend b) { return b == Backend::OpenCL ? "opencl" : "cuda"; }

namespace {

struct Refusal {
  SourceRange range;
  std::string message;
};

// Every statement and expression of a thread, checked for what the harness cannot run.
struct Checker {
  Backend backend = Backend::OpenCL;
  std::vector<Refusal> refusals;
  std::set<std::string> registers;
  std::vector<std::string> order;  // registers in declaration order

  void refuse(const SourceRange& r, std::string m) { refusals.push_back({r, std::move(m)}); }

  // The harness's registers and memory are 32-bit ints: a 64-bit value would be cut silently.
  void wide(const std::string& typeText, const std::string& name, const SourceRange& r) {
    if (is64(detail::intTypeOf(typeText)))
      refuse(r, "'" + name + "' is declared '" + typeText + "', a 64-bit type: the harness runs 32-bit values only "
                "(its memory and registers are int); check this test with clmm check only");
  }

  void scope(MemoryScope s, const SourceRange& r) {
    if (s == MemoryScope::SubGroup)
      refuse(r, "memory_scope_sub_group: the harness cannot place work-items in chosen sub-groups "
                "(use memory_scope_work_group, or check this test with clmm check only)");
  }

  void expr(const ast::Expr& e) {
    if (e.kind == ast::ExprKind::Register && !registers.count(e.name)) {
      registers.insert(e.name);
      order.push_back(e.name);
    }
    if (e.kind == ast::ExprKind::Atomic) {
      const auto& a = *e.atomic;
      if (a.remote) refuse(e.range, "'" + a.spelling + "': remote scope promotion has no hardware counterpart in the harness");
      scope(a.scope, e.range);
      expr(*a.object);
      if (a.value) expr(*a.value);
      if (a.expected) expr(*a.expected);
      return;
    }
    for (const auto& o : e.operands) expr(*o);
  }

  void stmts(const std::vector<ast::StmtPtr>& body, bool topLevel) {
    for (const auto& s : body) stmt(*s, topLevel);
  }

  void stmt(const ast::Stmt& s, bool topLevel) {
    switch (s.kind) {
      case ast::StmtKind::Block: stmts(s.body, false); break;
      case ast::StmtKind::Decl:
        // (the front end refuses a register declared twice, so one variable per register is faithful)
        if (!registers.count(s.name)) registers.insert(s.name), order.push_back(s.name);
        wide(s.typeText, s.name, s.range);
        if (s.value) expr(*s.value);
        break;
      case ast::StmtKind::Assign:
        if (!registers.count(s.name)) registers.insert(s.name), order.push_back(s.name);
        if (s.value) expr(*s.value);
        break;
      case ast::StmtKind::Store:
        expr(*s.target);
        expr(*s.value);
        break;
      case ast::StmtKind::Eval: expr(*s.value); break;
      case ast::StmtKind::If:
        expr(*s.value);
        stmts(s.body, false);
        stmts(s.elseBody, false);
        break;
      case ast::StmtKind::While:
        expr(*s.value);
        stmts(s.body, false);
        break;
      case ast::StmtKind::Fence:
        if (s.fence.remote)
          refuse(s.range,
                 "atomic_work_item_fence_remote: remote scope promotion has no hardware counterpart in the harness");
        scope(s.fence.scope, s.range);
        break;
      case ast::StmtKind::Barrier:
        if (s.subGroupBarrier)
          refuse(s.range, "sub_group_barrier: the harness cannot place work-items in chosen sub-groups");
        else if (!topLevel)
          refuse(s.range, "a barrier inside a branch or loop cannot run safely on a device (every work-item of "
                          "the work-group must reach the same barrier); the harness runs only barriers at the "
                          "top level of a work-item's code");
        scope(s.fence.scope, s.range);
        break;
      case ast::StmtKind::EventDecl:  // plan() refuses tests with commands first
      case ast::StmtKind::Command: break;
    }
  }
};

std::string located(const std::string& path, const SourceRange& r, const std::string& message) {
  return printableName(path) + ":" + std::to_string(std::max(r.line, 1)) + ":" + std::to_string(std::max(r.col, 1)) +
         ": error: " + message + "\n";
}

std::string identifier(const std::string& name, int index) {
  std::string id = "t" + std::to_string(index) + "_";
  for (char c : name) id += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return id.substr(0, 60);
}

// The barrier statements at the top level of a body: their fences, in order.
std::vector<const ast::Stmt*> topBarriers(const ast::Thread& t) {
  std::vector<const ast::Stmt*> out;
  for (const auto& s : t.body)
    if (s->kind == ast::StmtKind::Barrier) out.push_back(s.get());
  return out;
}

// The condition as a C expression over the observables' values v[0..]: numbers and indices only.
std::string conditionCode(const Formula& f) {
  auto both = [&](const char* op) {
    return "(" + conditionCode(f.operands[0]) + " " + op + " " + conditionCode(f.operands[1]) + ")";
  };
  switch (f.kind) {
    case Formula::Kind::True: return "true";
    case Formula::Kind::False: return "false";
    case Formula::Kind::Atom:
      if (!f.operands.empty())  // two observables compared
        return "(v[" + std::to_string(f.observable) + "] == v[" + std::to_string(f.operands[0].observable) + "])";
      return "(v[" + std::to_string(f.observable) + "] == " +
             (f.value == INT64_MIN ? std::string("(-9223372036854775807LL - 1)") : std::to_string(f.value) + "LL") + ")";
    case Formula::Kind::Not: return "!" + conditionCode(f.operands[0]);
    case Formula::Kind::And: return both("&&");
    case Formula::Kind::Or: return both("||");
    case Formula::Kind::Implies: return "(!" + conditionCode(f.operands[0]) + " || " + conditionCode(f.operands[1]) + ")";
  }
  return "false";
}

using Refuse = std::function<bool(const SourceRange&, const std::string&)>;  // false, with the reason

// The barriers each work-group passes (Plan::groupBarriers), refused where the harness cannot run them.
bool planBarriers(const ast::Test& test, Plan& out, const Refuse& refuse) {
  // Every work-item of a work-group passes the same barriers (one NDRange: the barrier is the
  // whole work-group's).
  out.groupBarriers.assign(out.groups, 0);
  for (int g = 0; g < out.groups; ++g) {
    const auto& ts = out.groupThreads[g];
    auto first = topBarriers(test.threads[ts[0]]);
    out.groupBarriers[g] = static_cast<int>(first.size());
    for (int t : ts) {
      auto bs = topBarriers(test.threads[t]);
      bool same = bs.size() == first.size();
      for (size_t k = 0; same && k < bs.size(); ++k)
        same = bs[k]->fence.flags == first[k]->fence.flags && bs[k]->fence.scope == first[k]->fence.scope;
      if (!same)
        return refuse(test.threads[t].range, test.threads[t].name + " and " + test.threads[ts[0]].name +
                                                 " pass different barriers; on a device every work-item of a "
                                                 "work-group must pass the same barriers");
    }
  }
  // Every barrier runs at one place in the kernel for every work-group (Kernel.cpp): the
  // work-groups' barriers must agree where both have one.
  for (int g = 1; g < out.groups; ++g) {
    int a = out.groupThreads[0][0], b = out.groupThreads[g][0];
    auto x = topBarriers(test.threads[a]), y = topBarriers(test.threads[b]);
    for (size_t k = 0; k < std::min(x.size(), y.size()); ++k)
      if (x[k]->fence.flags != y[k]->fence.flags || x[k]->fence.scope != y[k]->fence.scope)
        return refuse(y[k]->range, "barrier " + std::to_string(k + 1) + " of " + test.threads[b].name +
                                       " differs from barrier " + std::to_string(k + 1) + " of " + test.threads[a].name +
                                       " in another work-group; the harness passes the k-th barrier of every "
                                       "work-group at one place, so their flags and scopes must agree");
  }
  return true;
}

// One planned array per array of the program, local ones with their offsets.
bool planLocations(const ast::Test& test, const Program& program, Plan& out, const Refuse& refuse) {
  // Locations: one planned array per array of the program.
  for (const auto& a : program.arrays) {
    if (a.outOfBounds >= 0)
      return refuse(a.range, "array '" + a.name + "' is indexed by a computed value; an out-of-bounds access "
                                                  "would corrupt another instance on a device");
    PlannedArray pa;
    pa.name = a.name;
    pa.size = a.size;
    const Location& first = program.locations[a.first];
    pa.local = first.region == Region::Local;
    for (int k = 0; k < a.size; ++k) pa.init.push_back(program.locations[a.first + k].init);
    if (pa.local) {
      pa.localOffset = out.localInts;
      out.localInts += a.size;
    }
    out.arrays.push_back(pa);
  }
  // Local memory exists per work-group: a local location of two work-groups (--herd-compat reads
  // one so) has no counterpart on a device.
  std::map<std::string, int> localGroup;
  for (size_t i = 0; i < test.threads.size(); ++i)
    for (const auto& prm : test.threads[i].params) {
      if (prm.region != Region::Local) continue;
      auto it = localGroup.emplace(prm.name, out.threads[i].group).first;
      if (it->second != out.threads[i].group)
        return refuse(prm.range, "local location '" + prm.name + "' is shared by two work-groups (as --herd-compat "
                                 "reads it); on a device each work-group has its own local memory");
    }
  return true;
}

// What the harness records: registers and global locations.
bool planObservables(const ast::Test& test, const Program& program, Plan& out, const Refuse& refuse) {
  for (const auto& ob : program.observables) {
    PlannedObservable po;
    po.name = ob.name;
    if (ob.ref.kind == StateRef::Kind::Register) {
      for (const auto& prm : test.threads[ob.thread].params)
        if (prm.name == ob.ref.name)
          return refuse(ob.ref.range, "'" + ob.name + "' names a pointer parameter (an address, as --herd-compat "
                                      "reads it); the harness observes only registers and locations");
      po.thread = ob.thread;
      po.reg = ob.ref.name;
      auto& regs = out.threads[ob.thread].registers;
      if (std::find(regs.begin(), regs.end(), po.reg) == regs.end()) regs.push_back(po.reg);
    } else {
      const Location& l = program.locations[ob.loc];
      po.array = l.array;
      po.element = l.index;
      if (out.arrays[l.array].local)
        return refuse(ob.ref.range, "'" + ob.name + "' is in local memory, which ends with its work-group: the "
                                                    "harness observes only registers and global locations");
    }
    out.observables.push_back(po);
  }
  return true;
}

}  // namespace

bool plan(const ast::Test& test, const Program& program, Backend backend, const std::string& path, int index,
          Plan& out, std::string& why) {
  out = Plan{};
  out.test = program.name;
  out.file = printableName(path);  // the harness carries names by the rule of every output
  out.id = identifier(program.name, index);
  auto refuse = [&](const SourceRange& r, const std::string& m) {
    why = located(path, r, m);
    return false;
  };
  if (test.dialectHeader == "AMDGPU")
    return refuse(test.nameRange, "AMDGPU tests do not run on hardware here (the harness writes CUDA and OpenCL C)");
  if (test.dialectHeader == "PTX" && backend != Backend::Cuda)
    return refuse(test.nameRange, "a PTX test runs under the CUDA harness (--backend cuda), as inline PTX");
  if (ast::isCudaTest(test) && backend != Backend::Cuda)
    return refuse(test.nameRange, "a CUDA test runs under the CUDA harness (--backend cuda)");
  if (ast::hasCommands(test) || !program.commands.empty())
    return refuse(test.nameRange, "kernels, queues and host threads are not supported by the harness (it runs "
                                  "one NDRange of work-items)");
  std::set<int> devices;
  for (const auto& w : program.threads) devices.insert(w.device);
  if (devices.size() > 1)
    return refuse(test.threads[0].range, "the test places work-items on " + std::to_string(devices.size()) +
                                             " devices; the harness runs one device (check it with clmm check only)");
  // Work-groups, renumbered in order of first appearance.
  std::map<int, int> groupOf;
  for (size_t i = 0; i < program.threads.size(); ++i) {
    const auto& w = program.threads[i];
    auto it = groupOf.emplace(w.workGroup, static_cast<int>(groupOf.size())).first;
    PlannedThread t;
    t.index = w.index;
    t.group = it->second;
    out.threads.push_back(t);
  }
  out.groups = static_cast<int>(groupOf.size());
  out.groupThreads.assign(out.groups, {});
  for (size_t i = 0; i < out.threads.size(); ++i) out.groupThreads[out.threads[i].group].push_back(static_cast<int>(i));
  // Two work-items in one sub-group: the harness cannot choose sub-groups.
  for (size_t i = 0; i < program.threads.size(); ++i)
    for (size_t j = i + 1; j < program.threads.size(); ++j)
      if (program.threads[i].subGroup == program.threads[j].subGroup)
        return refuse(test.threads[j].range, test.threads[i].name + " and " + test.threads[j].name +
                                                 " share a sub-group, which the harness cannot arrange (place them "
                                                 "in one work-group only)");
  for (const auto& l : test.locations) {
    Checker c;
    c.wide(l.typeText, l.name, l.range);
    if (!c.refusals.empty()) return refuse(c.refusals[0].range, c.refusals[0].message);
  }
  for (size_t i = 0; i < test.threads.size(); ++i) {
    Checker c;
    c.backend = backend;
    for (const auto& r : test.registerInits)
      if (r.thread == test.threads[i].index && !c.registers.count(r.name))
        c.registers.insert(r.name), c.order.push_back(r.name);
    for (const auto& prm : test.threads[i].params) c.wide(prm.typeText, prm.name, prm.range);
    c.stmts(test.threads[i].body, true);
    if (!c.refusals.empty()) return refuse(c.refusals[0].range, c.refusals[0].message);
    out.threads[i].registers = c.order;
  }
  if (!planBarriers(test, out, refuse) || !planLocations(test, program, out, refuse) ||
      !planObservables(test, program, out, refuse))
    return false;
  if (program.condition) {
    out.condition = conditionCode(program.condition->prop);
    if (program.condition->quantifier == Quantifier::Forall) out.condition = "!" + out.condition;
  }
  try {
    out.kernel = kernelSource(test, out, backend);
  } catch (const KernelError& e) {
    return refuse(e.range, e.what());
  }
  return true;
}

}  // namespace clmm::hw
