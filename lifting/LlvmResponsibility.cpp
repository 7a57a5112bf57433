// Culprits of an unsound LLVM IR compilation (LlvmResponsibility.h): the source's events by line
// against the lifted instructions that name that line.
#include "lifting/LlvmResponsibility.h"

#include <map>

#include "events/Spellings.h"

namespace clmm::lifting {
namespace {

// The order and scope a lifted OpenCL statement spells (NonAtomic for a plain access).
MemoryOrder orderIn(const std::string& text) {
  static const std::pair<const char*, MemoryOrder> table[] = {{"memory_order_seq_cst", MemoryOrder::SeqCst},
                                                              {"memory_order_acq_rel", MemoryOrder::AcqRel},
                                                              {"memory_order_acquire", MemoryOrder::Acquire},
                                                              {"memory_order_release", MemoryOrder::Release},
                                                              {"memory_order_relaxed", MemoryOrder::Relaxed}};
  for (const auto& [word, order] : table)
    if (text.find(word) != std::string::npos) return order;
  return MemoryOrder::NonAtomic;
}

MemoryScope scopeIn(const std::string& text) {
  static const std::pair<const char*, MemoryScope> table[] = {
      {"memory_scope_all_svm_devices", MemoryScope::AllSvmDevices},
      {"memory_scope_device", MemoryScope::Device},
      {"memory_scope_work_group", MemoryScope::WorkGroup},
      {"memory_scope_sub_group", MemoryScope::SubGroup},
      {"memory_scope_work_item", MemoryScope::WorkItem}};
  for (const auto& [word, scope] : table)
    if (text.find(word) != std::string::npos) return scope;
  return MemoryScope::WorkItem;
}

bool acquires(MemoryOrder o) {
  return o == MemoryOrder::Acquire || o == MemoryOrder::AcqRel || o == MemoryOrder::SeqCst;
}
bool releases(MemoryOrder o) {
  return o == MemoryOrder::Release || o == MemoryOrder::AcqRel || o == MemoryOrder::SeqCst;
}

// Whether `got` keeps every guarantee of `want`.
bool orderKept(MemoryOrder want, MemoryOrder got) {
  if (want == MemoryOrder::NonAtomic) return true;
  if (got == MemoryOrder::NonAtomic) return false;
  if (want == MemoryOrder::SeqCst) return got == MemoryOrder::SeqCst;
  return (!acquires(want) || acquires(got)) && (!releases(want) || releases(got));
}

}  // namespace

Responsibility responsibleLlvm(const Program& source, const LiftedTest& lifted) {
  Responsibility r;
  r.stage = "compiler";
  std::map<std::pair<int, int>, const Event*> ops;  // (thread, line) -> its strongest event
  for (const Event& e : source.events) {
    if (e.thread < 0 || e.kind == EventKind::BarrierExit || e.kind == EventKind::Init) continue;
    bool sync = e.kind == EventKind::Fence || e.kind == EventKind::BarrierEntry || (e.isAccess() && e.atomic);
    if (!sync) continue;
    auto& slot = ops[{e.thread, e.range.line}];
    if (!slot || static_cast<int>(e.order) > static_cast<int>(slot->order)) slot = &e;
  }
  for (const auto& [key, e] : ops) {
    const std::string prefix = "line " + std::to_string(key.second) + ": ";
    std::vector<const LiftedInstruction*> compiled;
    for (const auto& li : lifted.instructions)
      if (li.memory && li.thread == key.first && li.sourceOp.rfind(prefix, 0) == 0) compiled.push_back(&li);
    Culprit c;
    c.line = key.second;
    c.thread = key.first;
    c.operation = e->text;
    while (!c.operation.empty() && (c.operation.back() == ';' || c.operation.back() == ' ')) c.operation.pop_back();
    auto bare = [](std::string t) {  // without the statement's ';'
      while (!t.empty() && (t.back() == ';' || t.back() == ' ')) t.pop_back();
      return t;
    };
    for (const auto& li : compiled) {
      if (li->sourceOp.size() > prefix.size()) c.operation = bare(li->sourceOp.substr(prefix.size()));
      c.compiled += (c.compiled.empty() ? "" : "; ") + bare(li->text) + " (" + compiledLine(lifted, li->ptxLine) + ")";
    }
    c.reference = std::string(spellingOf(e->order).name) + " " + std::string(spellingOf(e->scope).name);
    const bool barrier = e->kind == EventKind::BarrierEntry, fence = e->kind == EventKind::Fence;
    if (compiled.empty()) {
      c.kind = barrier ? "barrier lost" : fence ? "fence lost" : "operation lost";
    } else if (!barrier) {
      bool orderOk = false, scopeOk = false;
      for (const auto& li : compiled) {
        MemoryOrder o = orderIn(li->text);
        orderOk = orderOk || orderKept(e->order, o);
        scopeOk = scopeOk || (orderKept(e->order, o) && scopeIn(li->text) >= e->scope);
      }
      if (!orderOk)
        c.kind = "order weakened";
      else if (!scopeOk)
        c.kind = "scope narrowed";
    }
    if (c.kind.empty()) continue;
    c.summary = "P" + std::to_string(c.thread) + " " + fileLine(source.file, c.line) + ": " + c.operation + ": " +
                c.kind + ": compiled to " + (c.compiled.empty() ? std::string("nothing") : "'" + c.compiled + "'") +
                ", the source asks for " + c.reference;
    r.culprits.push_back(c);
  }
  r.reason = r.culprits.empty()
                 ? "the compiler: no single operation is compiled weaker than written; the compiled code as a whole "
                   "allows the outcome (see the lifted code)"
                 : "the compiler: " + fileLine(source.file, r.culprits.front().line) + ": " +
                       r.culprits.front().operation + " became " +
                       (r.culprits.front().compiled.empty() ? std::string("nothing")
                                                            : "'" + r.culprits.front().compiled + "'");
  return r;
}

}  // namespace clmm::lifting
