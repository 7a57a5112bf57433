// Which stage is responsible for an unsound compile-check (Responsibility.h; docs/lowering.md,
// "Which stage is responsible"). NVIDIA's atomics ABI (the PTX writer's guide, "Atomics
// Application Binary Interface", whose C++ mapping ASPLOS 2019 proves correct) compiles a CUDA
// operation of order O at scope S to: a load ld.relaxed / ld.acquire, a store st.relaxed /
// st.release, a read-modify-write atom.{relaxed,acquire,release,acq_rel}, a fence fence.acq_rel,
// and for seq_cst a fence.sc before ld.acquire / st.relaxed / atom.acquire, at S's PTX scope.
// Compiled code at least that strong is what the CUDA operation means; anything weaker is the
// compiler's doing.
#include "lifting/Responsibility.h"

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <sstream>
#include <vector>

namespace clmm::lifting {
namespace {

// A lifted PTX instruction's semantics, as far as the comparison needs them.
struct Sem {
  std::string op;  // ld, st, atom, red, fence, bar, ...
  bool strong = false, acq = false, rel = false, sc = false;
  int scope = 0;  // 1 cta, 2 gpu, 3 sys
};

Sem semantics(const std::string& text) {
  Sem s;
  std::string word = text.substr(0, text.find(' '));
  std::stringstream parts(word);
  std::string part;
  std::getline(parts, s.op, '.');
  if (s.op == "atom" || s.op == "red" || s.op == "fence") s.strong = true;
  if (s.op == "fence") s.acq = s.rel = true;  // the lifter writes fence.acq_rel in full; kept for safety
  bool semGiven = false;
  while (std::getline(parts, part, '.')) {
    auto set = [&](bool strong, bool acq, bool rel) {
      semGiven = true;
      s.strong = strong, s.acq = acq, s.rel = rel;
    };
    if (part == "weak")
      set(false, false, false);
    else if (part == "relaxed")
      set(true, false, false);
    else if (part == "acquire")
      set(true, true, false);
    else if (part == "release")
      set(true, false, true);
    else if (part == "acq_rel")
      set(true, true, true);
    else if (part == "sc")
      set(true, true, true), s.sc = true;
    else if (part == "volatile")
      set(true, false, false), s.scope = 3;
    else if (part == "cta")
      s.scope = 1;
    else if (part == "gpu")
      s.scope = 2;
    else if (part == "sys")
      s.scope = 3;
  }
  if (s.op == "fence" && !semGiven) s.acq = s.rel = true;
  return s;
}

int ptxScope(MemoryScope s) { return s == MemoryScope::Device ? 2 : s == MemoryScope::AllSvmDevices ? 3 : 1; }
const char* scopeName(int s) { return s == 3 ? "sys" : s == 2 ? "gpu" : "cta"; }

// What the ABI compiles the CUDA operation of source event e to, in words.
std::string abiText(const Event& e) {
  std::string s = scopeName(ptxScope(e.scope));
  std::string sc = e.order == MemoryOrder::SeqCst ? "fence.sc." + s + "; " : "";
  if (e.isFence()) return e.order == MemoryOrder::SeqCst ? "fence.sc." + s : "fence.acq_rel." + s;
  if (e.kind == EventKind::Read) return sc + (isAcquire(e.order) ? "ld.acquire." : "ld.relaxed.") + s;
  if (e.kind == EventKind::Write)
    return sc + (e.order == MemoryOrder::Release || e.order == MemoryOrder::AcqRel ? "st.release." : "st.relaxed.") + s;
  const char* sem = e.order == MemoryOrder::Relaxed   ? "relaxed"
                    : e.order == MemoryOrder::Release ? "release"
                    : e.order == MemoryOrder::AcqRel  ? "acq_rel"
                                                      : "acquire";
  return sc + "atom." + sem + "." + s;
}

// What the compiled instructions of e lost against what the ABI compiles its CUDA operation to:
// "" when they are at least that strong, else "fence lost", "order weakened", "scope narrowed"
// or "operation lost".
std::string shortfall(const Event& e, const std::vector<Sem>& code) {
  const int scope = ptxScope(e.scope);
  const bool needAcq = isAcquire(e.order) && e.kind != EventKind::Write;
  const bool needRel = isRelease(e.order) && e.kind != EventKind::Read;
  const bool needSc = e.order == MemoryOrder::SeqCst;
  if (e.isFence()) {
    bool any = false, strongEnough = false;
    for (const Sem& s : code) {
      if (s.op != "fence") continue;
      any = true;
      bool strong = (!needAcq || s.acq) && (!needRel || s.rel) && (!needSc || s.sc);
      if (strong && s.scope >= scope) return "";
      strongEnough = strongEnough || strong;
    }
    return !any ? "fence lost" : strongEnough ? "scope narrowed" : "order weakened";
  }
  size_t at = code.size();
  for (size_t i = 0; i < code.size() && at == code.size(); ++i) {
    const std::string& op = code[i].op;
    if (op == "atom" || op == "red" || (op == "ld" && e.kind == EventKind::Read) ||
        (op == "st" && e.kind == EventKind::Write))
      at = i;
  }
  if (at == code.size()) return "operation lost";
  const Sem& a = code[at];
  bool acq = a.acq, rel = a.rel, sc = false, narrowFence = false;
  for (size_t i = 0; i < code.size(); ++i) {
    const Sem& f = code[i];
    if (f.op != "fence") continue;
    bool ordersHere = (i < at && (f.rel || f.sc)) || (i > at && f.acq);
    if (f.scope < scope) {
      narrowFence = narrowFence || ordersHere;
      continue;
    }
    if (i < at) rel = rel || f.rel, sc = sc || f.sc;
    if (i > at) acq = acq || f.acq;
  }
  if (!a.strong) return "order weakened";  // a weak access where an atomic was written
  if (a.scope < scope) return "scope narrowed";
  if ((needAcq && !acq) || (needRel && !rel) || (needSc && !sc)) {
    if (narrowFence) return "scope narrowed";
    if (needSc && !sc && (!needAcq || acq) && (!needRel || rel)) return "fence lost";
    bool fenced = std::any_of(code.begin(), code.end(), [](const Sem& f) { return f.op == "fence"; });
    return fenced || a.acq || a.rel         ? "order weakened"
           : e.order == MemoryOrder::SeqCst ? "fence lost"
                                            : "order weakened";
  }
  return "";
}

// Whether a lifted instruction is a fence, or accesses location `loc` (an operand written as it).
bool touches(const std::string& text, const std::string& loc) {
  if (text.rfind("fence", 0) == 0) return true;
  std::stringstream operands(text.substr(text.find(' ') + 1));
  std::string operand;
  while (std::getline(operands, operand, ',')) {
    size_t from = operand.find_first_not_of(' ');
    if (from != std::string::npos && operand.substr(from) == loc) return true;
  }
  return false;
}

int sourceLine(const std::string& sourceOp) {
  if (sourceOp.rfind("line ", 0) != 0) return 0;
  return std::atoi(sourceOp.c_str() + 5);
}

// An observed register stored to its output slot before a load or read-modify-write of its
// work-item that comes after it in the compiled code: the compiler moved the store (clmm's
// kernel stores the outputs last), "" when none was.
std::string outputBeforeLoad(const LiftedTest& lifted) {
  const auto& is = lifted.instructions;
  for (size_t i = 0; i < is.size(); ++i) {
    if (is[i].output < 0) continue;
    for (size_t j = i + 1; j < is.size(); ++j) {
      if (is[j].thread != is[i].thread || !is[j].memory) continue;
      const std::string& t = is[j].text;
      if (t.rfind("ld", 0) != 0 && t.rfind("atom", 0) != 0) continue;
      return "P" + std::to_string(is[i].thread) + " stores its observed register to clmm_out (" +
             compiledLine(lifted, is[i].ptxLine) + " '" + is[i].ptx + "') before '" + is[j].ptx + "' (" +
             compiledLine(lifted, is[j].ptxLine) + ")";
    }
  }
  return "";
}

}  // namespace

std::string fileLine(const std::string& path, int line) {
  if (path.empty()) return "line " + std::to_string(line);
  return std::filesystem::path(path).filename().string() + ":" + std::to_string(line);
}

std::string compiledLine(const LiftedTest& lifted, int line) {
  return lifted.file.empty() ? lifted.code + " line " + std::to_string(line) : fileLine(lifted.file, line);
}

Responsibility responsibleStage(const Program& source, const LiftedTest& lifted, targets::Target target,
                                bool targetHangs) {
  Responsibility out;
  std::string device;  // the first operation the device does not promise (NVIDIA's OpenCL)
  for (const Event& e : source.events) {
    const bool atomicAccess = e.isAccess() && e.atomic;
    const bool barrier = e.kind == EventKind::BarrierEntry;
    if (e.thread < 0 || !(atomicAccess || e.kind == EventKind::Fence || barrier)) continue;
    const int thread = source.threads[e.thread].index;
    std::vector<Sem> code;
    std::string compiled;
    for (const auto& li : lifted.instructions)
      if (li.memory && li.thread == thread && sourceLine(li.sourceOp) == e.range.line &&
          (e.loc < 0 || touches(li.text, source.locations[e.loc].name))) {
        code.push_back(semantics(li.text));
        compiled += (compiled.empty() ? "" : "; ") + li.text;
      }
    const std::string where = fileLine(source.file, e.range.line) + ": " + e.text;
    if (target == targets::Target::OpenCL && device.empty() && e.isAccess() &&
        (e.order != MemoryOrder::Relaxed || ptxScope(e.scope) > 1))
      device = where;
    std::string lost, reference;
    if (barrier) {
      bool kept =
          std::any_of(code.begin(), code.end(), [](const Sem& s) { return s.op == "bar" || s.op == "barrier"; });
      lost = kept ? "" : "barrier lost";
      reference = "bar.sync 0";
    } else {
      lost = shortfall(e, code);
      reference = abiText(e);
    }
    if (lost.empty()) continue;
    std::string op = e.text;
    while (!op.empty() && (op.back() == ';' || op.back() == ' ')) op.pop_back();
    // One culprit per source operation: a loop's turns are events of one line.
    if (std::any_of(out.culprits.begin(), out.culprits.end(), [&](const Culprit& x) {
          return x.thread == thread && x.line == e.range.line && x.operation == op && x.kind == lost;
        }))
      continue;
    Culprit c{lost, op, e.range.line, thread, compiled, reference, ""};
    c.summary = "P" + std::to_string(thread) + " " + fileLine(source.file, e.range.line) + ": " + op + ": " + lost +
                ": compiled to '" + (compiled.empty() ? "nothing" : compiled) +
                "', the reference mapping (docs/lowering.md) gives " + reference;
    out.culprits.push_back(c);
  }
  if (!device.empty()) {
    out.stage = "device";
    out.reason = "the device does not promise " + device +
                 " (NVIDIA's OpenCL reports atomic capabilities relaxed and work_group only): what the compiled code "
                 "does with it is not a compiler bug";
  } else if (target == targets::Target::OpenCL) {
    out.stage = "compiler";
    out.reason = "the compiler: clmm emits the OpenCL C operations as written, and the device promises each";
  } else if (!out.culprits.empty()) {
    const Culprit& c = out.culprits.front();
    out.stage = "compiler";
    out.reason = "the compiler: " + fileLine(source.file, c.line) + ": " + c.operation + " became '" +
                 (c.compiled.empty() ? "nothing" : c.compiled) +
                 "'; NVIDIA's atomics ABI compiles the CUDA operation clmm emitted to " + c.reference;
  } else if (auto early = outputBeforeLoad(lifted); !early.empty()) {
    out.stage = "compiler";
    out.reason = "the compiler: " + early +
                 "; clmm's kernel stores the observed registers to clmm_out after all of the test's operations";
  } else if (targetHangs) {
    out.stage = "compiler";
    out.reason = "the compiler: the compiled code may wait forever where the source always finishes, and clmm "
                 "emits no loop and no barrier the source does not have";
  } else {
    out.stage = "translation";
    out.reason =
        "clmm's translation: nvcc compiled every CUDA operation clmm emitted as NVIDIA's atomics ABI does, so the "
        "CUDA program allows the outcome: the CUDA operations clmm chose do not carry the source's meaning under "
        "the source model";
  }
  return out;
}

}  // namespace clmm::lifting
