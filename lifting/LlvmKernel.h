// The LLVM lifter's classes (LlvmLift.h), shared by its parts: LlvmLift.cpp (the module, the
// values and instructions of a kernel), LlvmCalls.cpp (the builtins' and intrinsics' calls) and
// LlvmControl.cpp (the control flow written as if/else and while). Private to lifting/.
#pragma once

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "events/Program.h"
#include "lifting/Lift.h"
#include "lifting/LlvmCfg.h"
#include "lifting/LlvmIr.h"
#include "lifting/LlvmScopes.h"
#include "litmus/Ast.h"
#include "support/Diagnostics.h"
#include "support/Printable.h"
#include "targets/Emit.h"

namespace clmm::lifting::detail {

using namespace clmm::lifting::llvm;

struct Val {
  enum class Kind { Data, Address, Output, Slot, Pair, Vector };
  Kind kind = Kind::Data;
  std::string location;                  // Address
  int64_t offset = 0;                    // Address, Output: bytes
  std::string reg;                       // Data: the register; Slot: its register; Pair: the base of _e and _ok
  std::string expr;                      // Data: the expression it stands for (operands as registers)
  bool pure = false;                     // Data: computed from registers only (no memory)
  std::map<int64_t, std::string> lanes;  // Vector: the values of its set lanes (insertelement)
};

inline Val makeVal(Val::Kind kind, std::string location, int64_t offset, std::string reg, std::string expr, bool pure) {
  Val v;
  v.kind = kind;
  v.location = std::move(location);
  v.offset = offset;
  v.reg = std::move(reg);
  v.expr = std::move(expr);
  v.pure = pure;
  return v;
}

inline std::optional<int64_t> integer(const std::string& s) {
  if (s == "true") return 1;
  if (s == "false") return 0;
  if (s.empty()) return std::nullopt;
  size_t i = s[0] == '-' ? 1 : 0;
  if (i == s.size() || s.size() - i > 18) return std::nullopt;  // fits int64 (stoll would throw)
  for (size_t k = i; k < s.size(); ++k)
    if (!std::isdigit(static_cast<unsigned char>(s[k]))) return std::nullopt;
  return std::stoll(s);
}

class KernelLifter;

class LlvmLifter {
 public:
  LlvmLifter(std::shared_ptr<const SourceFile> ll, const targets::EmittedSource& emitted, const ast::Test& test,
             const Program& program, std::string prefix, bool spirv, const IrModule* module = nullptr)
      : ll_(std::move(ll)),
        emitted_(emitted),
        test_(test),
        program_(program),
        prefix_(std::move(prefix)),
        spirv_(spirv),
        module_(module) {}

  LiftedTest run();

  [[noreturn]] void fail(int line, const std::string& message) const {
    throw BadInput(ll_->path(), SourceRange::point(line, 1), "cannot lift: " + message, ll_);
  }

  std::string sourceOp(int thread, const IrInst& in, const std::string& loc, char kind) const {
    const targets::SourceOp* best = nullptr;
    int bestScore = -1;
    for (const auto& op : emitted_.ops) {
      if (op.thread != thread) continue;
      if (in.sourceLine && op.emittedLine != in.sourceLine) continue;
      if (!in.sourceLine && op.location != loc) continue;
      int score = (op.location == loc ? 2 : 0) + (op.kind == kind ? 1 : 0);
      if (score > bestScore) bestScore = score, best = &op;
    }
    return best ? "line " + std::to_string(best->litmusLine) + ": " + best->text : "";
  }

  Flavour flavour = Flavour::Spir;
  LiftedTest out;
  const targets::EmittedSource& emitted() const { return emitted_; }
  const ast::Test& test() const { return test_; }

 private:
  std::string threadHeader(const ast::Thread& th) const;

  std::shared_ptr<const SourceFile> ll_;
  const targets::EmittedSource& emitted_;
  const ast::Test& test_;
  const Program& program_;
  std::string prefix_;
  bool spirv_;
  const IrModule* module_;
};

// One kernel: values, statements, structure.
class KernelLifter {
 public:
  KernelLifter(LlvmLifter& l, const IrFunction& f, const targets::EmittedKernel& k, bool localUsed, bool globalUsed)
      : l_(l), f_(f), k_(k), cfg_(f, &missing_), localUsed_(localUsed), globalUsed_(globalUsed) {}

  std::vector<std::string> run() {
    if (!missing_.empty()) l_.fail(f_.line, "a branch to " + missing_ + ", which is no block of @" + f_.name);
    if (f_.params.size() != k_.locations.size() + 1)
      l_.fail(f_.line, "@" + f_.name + " has " + std::to_string(f_.params.size()) + " parameters, the emitted kernel " +
                           std::to_string(k_.locations.size() + 1));
    for (size_t i = 0; i < k_.locations.size(); ++i)
      vals_[f_.params[i]] = makeVal(Val::Kind::Address, k_.locations[i], 0, "", "", false);
    vals_[f_.params.back()] = makeVal(Val::Kind::Output, "", 0, "", "", false);
    for (const auto& o : k_.outputs)
      if (o.rfind("clmm_", 0) == 0)
        l_.fail(f_.line, "the source's register " + o + " has a name the lifter keeps for its own registers");
    for (const auto& o : k_.outputs) decls_.push_back(o);
    funcPdom_ = cfg_.postDominators({}, -2);
    if (!f_.blocks.empty()) region(0, Cfg::kEnd, nullptr, 1);
    for (size_t i = 0; i < k_.outputs.size(); ++i)
      if (!stored_.count(static_cast<int64_t>(i)))
        l_.fail(f_.line,
                "@" + f_.name + " never stores register " + k_.outputs[i] + " to clmm_out[" + std::to_string(i) + "]");
    std::vector<std::string> lines;
    for (const auto& d : decls_) lines.push_back("  int " + d + " = " + std::to_string(initOf(d)) + ";");
    lines.insert(lines.end(), body_.begin(), body_.end());
    return lines;
  }

 private:
  struct Ctx {
    const Loop* loop = nullptr;
    std::string flag;
    std::map<int, int> pdom;
  };

  int64_t initOf(const std::string& reg) const {
    for (const auto& ri : l_.test().registerInits)
      if (ri.thread == k_.thread && ri.name == reg) return ri.value;
    return 0;
  }

  std::string fresh(const std::string& kind) {
    std::string r = "clmm_" + kind + std::to_string(++counter_);
    decls_.push_back(r);
    return r;
  }

  void line(int depth, const std::string& s) { body_.push_back(std::string(static_cast<size_t>(2 * depth), ' ') + s); }

  void memory(int depth, const IrInst& in, const std::string& text, const std::string& loc, char kind) {
    LiftedInstruction li;
    li.thread = k_.thread;
    li.text = text;
    li.ptx = printableName(in.raw);  // the compiler's text, for reports
    li.ptxLine = in.line;
    li.memory = true;
    li.sourceOp = l_.sourceOp(k_.thread, in, loc, kind);
    l_.out.instructions.push_back(li);
    line(depth, text);
  }

  // ------------------------------------------------------------------ operands
  // The value an operand names: a number, or a register holding data.
  std::string data(const std::string& operand, int ln) {
    std::vector<std::string> w = words(operand);
    if (w.empty()) l_.fail(ln, "an empty operand");
    const std::string& v = w.back();
    if (auto n = integer(v)) {
      if (*n < INT32_MIN || *n > INT32_MAX) l_.fail(ln, "the constant " + v + " does not fit the test's 32-bit ints");
      return std::to_string(*n);
    }
    if (v == "undef" || v == "poison") l_.fail(ln, "an " + v + " value");
    auto it = vals_.find(v);
    if (it == vals_.end()) l_.fail(ln, "'" + v + "' is not a value this lifter knows (defined later, or a global)");
    if (it->second.kind == Val::Kind::Data) return it->second.reg;
    if (it->second.kind == Val::Kind::Slot) l_.fail(ln, "the address of a private variable used as a value");
    l_.fail(ln, "an address used as a value; compile-check lifts values that are numbers");
  }

  // The value an operand names, which must be an address.
  Val pointer(const std::string& operand, int ln) {
    std::string p;
    for (const auto& w : words(operand))
      if (!w.empty() && (w[0] == '%' || w[0] == '@')) {
        p = w;
        break;
      }
    if (p.empty()) l_.fail(ln, "an access to an absolute address '" + operand + "'");
    auto it = vals_.find(p);
    if (it == vals_.end()) l_.fail(ln, "'" + p + "' is not an address of a test location");
    if (it->second.kind == Val::Kind::Data || it->second.kind == Val::Kind::Pair)
      l_.fail(ln, "an address computed from data in " + p + " cannot be lifted");
    return it->second;
  }

  std::string location(const Val& v, int ln) {
    if (v.kind == Val::Kind::Output) l_.fail(ln, "an access to the output array other than a plain store");
    if (v.kind != Val::Kind::Address) l_.fail(ln, "an atomic operation on private memory");
    if (v.offset != 0)
      l_.fail(ln, "an access at offset " + std::to_string(v.offset) + " from location '" + v.location +
                      "' (locations are single ints)");
    return v.location;
  }

  static std::string typeOf(const std::string& operand) {
    std::vector<std::string> w = words(operand);
    return w.empty() ? "" : w.front();
  }

  void needInt(const std::string& type, int ln) {
    if (type != "i32")
      l_.fail(ln, "a " + type + " access: the test's locations are 32-bit ints (mixed-size accesses are not lifted)");
  }

  // syncscope("x") and the ordering words of an atomic instruction's operand text.
  struct Atomic {
    std::string order, failOrder, scope;
    bool oneAs = false;
  };
  Atomic atomic(const std::vector<std::string>& w, int ln) {
    Atomic a;
    std::string ss;
    for (const auto& x : w) {
      if (x.rfind("syncscope(", 0) == 0) {
        ss = x.substr(10, x.size() - 11);
        if (ss.size() >= 2 && ss.front() == '"') ss = ss.substr(1, ss.size() - 2);
      } else if (auto o = orderOf(x)) {
        (a.order.empty() ? a.order : a.failOrder) = *o;
      } else if (x == "unordered") {
        l_.fail(ln, "an unordered atomic (Java's), which OpenCL has no order for");
      }
    }
    if (a.order.empty()) l_.fail(ln, "an atomic instruction without an ordering");
    auto s = syncscopeOf(l_.flavour, ss);
    if (!s) l_.fail(ln, "syncscope(\"" + ss + "\") is no scope this target's documentation gives");
    if (s->scope == "memory_scope_work_item")
      l_.fail(ln, "a singlethread atomic: OpenCL atomics have no work-item scope");
    a.scope = s->scope;
    a.oneAs = s->oneAddressSpace;
    return a;
  }

  std::string fenceFlags(bool oneAs, int ln) {
    if (!oneAs) return "CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE";
    if (localUsed_ && globalUsed_)
      l_.fail(ln,
              "a -one-as fence orders each address space apart (AMDGPUUsage, \"Memory Scopes\"), which OpenCL's "
              "fence flags cannot say for a test with both global and local locations");
    return localUsed_ ? "CLK_LOCAL_MEM_FENCE" : "CLK_GLOBAL_MEM_FENCE";
  }

  // ------------------------------------------------------------------ instructions
  void define(const IrInst& in, const std::string& expr, bool pure, int depth) {
    std::string r = fresh("v");
    vals_[in.result] = makeVal(Val::Kind::Data, "", 0, r, expr, pure);
    line(depth, r + " = " + expr + ";");
  }

  void instruction(const IrInst& in, int depth) {
    const int ln = in.line;
    const std::string& op = in.opcode;
    std::vector<std::string> parts = splitOperands(in.rest);
    std::vector<std::string> w = words(in.rest);
    if (op == "alloca") {
      std::string type = w.empty() ? "?" : w[0];
      if (!type.empty() && type.back() == ',') type.pop_back();
      if (type != "i32" && type != "ptr" && type.find('*') == std::string::npos)
        l_.fail(ln, "a private variable of type " + type + " (ints and pointers are lifted)");
      std::string r = fresh("s");
      vals_[in.result] = makeVal(Val::Kind::Slot, "", 0, r, "", false);
      return;
    }
    if (op == "addrspacecast" || op == "bitcast" || op == "getelementptr") {
      address(in, parts);
      return;
    }
    if (op == "load") return load(in, parts, depth);
    if (op == "store") return store(in, parts, depth);
    if (op == "atomicrmw") return rmw(in, parts, depth);
    if (op == "cmpxchg") return cmpxchg(in, parts, depth);
    if (op == "fence") {
      Atomic a = atomic(w, ln);
      memory(depth, in, "atomic_work_item_fence(" + fenceFlags(a.oneAs, ln) + ", " + a.order + ", " + a.scope + ");",
             "", 'F');
      return;
    }
    if (op == "extractvalue") {
      if (parts.size() != 2) l_.fail(ln, "an extractvalue with several indices");
      std::vector<std::string> pw = words(parts[0]);
      auto it = vals_.find(pw.empty() ? "" : pw.back());
      if (it == vals_.end() || it->second.kind != Val::Kind::Pair) l_.fail(ln, "an extractvalue of no cmpxchg");
      std::string reg = it->second.reg + (parts[1] == "0" ? "_e" : parts[1] == "1" ? "_ok" : "");
      if (reg == it->second.reg) l_.fail(ln, "extractvalue index " + parts[1]);
      vals_[in.result] = makeVal(Val::Kind::Data, "", 0, reg, reg, false);
      return;
    }
    if (op == "icmp") return compare(in, w, parts, depth);
    if (op == "select") {
      if (parts.size() != 3) l_.fail(ln, "a select with " + std::to_string(parts.size()) + " operands");
      std::string c = data(parts[0], ln), a = data(parts[1], ln), b = data(parts[2], ln);
      std::string r = fresh("v");
      vals_[in.result] = makeVal(Val::Kind::Data, "", 0, r, "", false);
      line(depth, "if (" + c + ") {");
      line(depth + 1, r + " = " + a + ";");
      line(depth, "} else {");
      line(depth + 1, r + " = " + b + ";");
      line(depth, "}");
      return;
    }
    if (op == "zext" || op == "sext" || op == "trunc" || op == "freeze") return convert(in, w, depth);
    static const std::map<std::string, std::string> binary = {{"add", "+"},  {"sub", "-"},  {"mul", "*"},
                                                              {"and", "&"},  {"or", "|"},   {"xor", "^"},
                                                              {"shl", "<<"}, {"ashr", ">>"}};
    if (auto b = binary.find(op); b != binary.end()) {
      if (parts.size() != 2) l_.fail(ln, "'" + op + "' with " + std::to_string(parts.size()) + " operands");
      size_t t = 0;
      while (t < w.size() && (w[t] == "nsw" || w[t] == "nuw" || w[t] == "exact" || w[t] == "disjoint")) ++t;
      if (t < w.size() && w[t] != "i32" && w[t] != "i1")
        l_.fail(ln, "arithmetic on " + w[t] + " (32-bit ints are lifted)");
      define(in, "(" + data(parts[0], ln) + " " + b->second + " " + data(parts[1], ln) + ")", true, depth);
      return;
    }
    if (op == "call") return call(in, depth);
    if (op == "insertelement") {  // <N x i32> VEC, i32 V, i64 K: the vectorised stores of the outputs
      if (parts.size() != 3) l_.fail(ln, "an insertelement with " + std::to_string(parts.size()) + " operands");
      std::vector<std::string> vw = words(parts[0]), kw = words(parts[2]);
      Val v;
      v.kind = Val::Kind::Vector;
      if (!vw.empty() && vw.back() != "poison" && vw.back() != "undef") {
        auto it = vals_.find(vw.back());
        if (it == vals_.end() || it->second.kind != Val::Kind::Vector) l_.fail(ln, "an insertelement into no vector");
        v = it->second;
      }
      auto k = integer(kw.empty() ? "" : kw.back());
      if (!k || *k < 0 || *k > 64) l_.fail(ln, "an insertelement at a computed lane");
      std::vector<std::string> ew = words(parts[1]);
      if (ew.empty() || ew[0] != "i32") l_.fail(ln, "a vector of other than 32-bit ints");
      v.lanes[*k] = data(parts[1], ln);
      vals_[in.result] = v;
      return;
    }
    if (op == "phi") return;  // registers assigned on the edges (copies)
    l_.fail(ln, "instruction '" + op + "' is not lifted");
  }

  void address(const IrInst& in, const std::vector<std::string>& parts) {
    const int ln = in.line;
    if (in.opcode != "getelementptr") {
      std::vector<std::string> w = words(parts.at(0));
      std::vector<std::string> from(w.begin(), std::find(w.begin(), w.end(), "to"));
      vals_[in.result] = pointer(from.empty() ? "" : from.back(), ln);
      return;
    }
    // getelementptr [inbounds] TYPE, PTR, i64 N: N elements of TYPE (i32: 4 bytes, i8: 1).
    if (parts.size() != 3) l_.fail(ln, "a getelementptr with " + std::to_string(parts.size() - 1) + " indices");
    std::vector<std::string> tw = words(parts[0]);
    std::string type = tw.empty() ? "" : tw.back();
    int64_t size = type == "i32" ? 4 : type == "i8" ? 1 : 0;
    if (!size) l_.fail(ln, "a getelementptr over " + type);
    Val v = pointer(parts[1], ln);
    std::vector<std::string> iw = words(parts[2]);
    auto n = integer(iw.empty() ? "" : iw.back());
    if (!n) l_.fail(ln, "an address plus a computed offset cannot be lifted");
    v.offset += *n * size;
    vals_[in.result] = v;
  }

  void load(const IrInst& in, const std::vector<std::string>& parts, int depth) {
    const int ln = in.line;
    std::vector<std::string> w = words(in.rest);
    bool isAtomic = !w.empty() && w[0] == "atomic";
    size_t t = 0;
    while (t < w.size() && (w[t] == "atomic" || w[t] == "volatile")) ++t;
    if (parts.size() < 2) l_.fail(ln, "a load without its address");
    std::string type = t < w.size() ? w[t] : "";
    if (!type.empty() && type.back() == ',') type.pop_back();
    const bool pointerType = type == "ptr" || parts[0].find('*') != std::string::npos;
    Val p = pointer(parts[1], ln);
    if (p.kind == Val::Kind::Slot) {
      if (pointerType) {
        auto it = slotAddress_.find(p.reg);
        if (it == slotAddress_.end()) l_.fail(ln, "a pointer read from a private variable never given an address");
        vals_[in.result] = it->second;
        return;
      }
      needInt(type, ln);
      define(in, p.reg, false, depth);
      return;
    }
    if (pointerType) l_.fail(ln, "an address loaded from memory");
    needInt(type, ln);
    std::string loc = location(p, ln);
    std::string r = fresh("v");
    vals_[in.result] = makeVal(Val::Kind::Data, "", 0, r, "", false);
    if (isAtomic) {
      Atomic a = atomic(words(parts[1]), ln);
      std::string call = "atomic_load_explicit(" + loc + ", " + a.order + ", " + a.scope + ")";
      vals_[in.result].expr = call;
      memory(depth, in, r + " = " + call + ";", loc, 'R');
    } else {
      vals_[in.result].expr = "*" + loc;
      memory(depth, in, r + " = *" + loc + ";", loc, 'R');
    }
  }

  void store(const IrInst& in, const std::vector<std::string>& parts, int depth) {
    const int ln = in.line;
    std::vector<std::string> w = words(in.rest);
    bool isAtomic = !w.empty() && w[0] == "atomic";
    if (parts.size() < 2) l_.fail(ln, "a store without its address");
    std::vector<std::string> vw = words(parts[0]);
    while (!vw.empty() && (vw.front() == "atomic" || vw.front() == "volatile")) vw.erase(vw.begin());
    std::string type = vw.empty() ? "" : vw.front();
    const bool pointerType = type == "ptr" || parts[0].find('*') != std::string::npos;
    Val p = pointer(parts[1], ln);
    if (p.kind == Val::Kind::Slot && pointerType) {
      Val v = pointer(parts[0], ln);
      auto it = slotAddress_.find(p.reg);
      if (it != slotAddress_.end() &&
          (it->second.location != v.location || it->second.offset != v.offset || it->second.kind != v.kind))
        l_.fail(ln, "a private variable given two addresses; the lifter reads code where each holds one");
      slotAddress_[p.reg] = v;
      return;
    }
    if (pointerType) l_.fail(ln, "an address stored to memory");
    if (type.rfind("<", 0) == 0 && p.kind == Val::Kind::Output && !isAtomic) {  // <N x i32>: N outputs
      std::vector<std::string> ow = words(parts[0]);
      auto it = vals_.find(ow.empty() ? "" : ow.back());
      if (it == vals_.end() || it->second.kind != Val::Kind::Vector || parts[0].find("x i32>") == std::string::npos)
        l_.fail(ln, "a vector store of values the lifter does not know");
      int64_t n = integer(words(parts[0].substr(1)).empty() ? "" : words(parts[0].substr(1))[0]).value_or(0);
      for (int64_t lane = 0; lane < n; ++lane) {
        auto e = it->second.lanes.find(lane);
        if (e == it->second.lanes.end()) l_.fail(ln, "a vector store with an unset lane " + std::to_string(lane));
        Val q = p;
        q.offset += 4 * lane;
        output(q, e->second, false, ln, depth);
      }
      return;
    }
    needInt(type, ln);
    std::string value = data(parts[0], ln);
    if (p.kind == Val::Kind::Slot) {
      line(depth, p.reg + " = " + value + ";");
      return;
    }
    if (p.kind == Val::Kind::Output) return output(p, value, isAtomic, ln, depth);
    std::string loc = location(p, ln);
    if (isAtomic) {
      Atomic a = atomic(words(parts[1]), ln);
      memory(depth, in, "atomic_store_explicit(" + loc + ", " + value + ", " + a.order + ", " + a.scope + ");", loc,
             'W');
    } else {
      memory(depth, in, "*" + loc + " = " + value + ";", loc, 'W');
    }
  }

  void output(const Val& p, const std::string& value, bool isAtomic, int ln, int depth) {
    if (isAtomic || p.offset % 4 != 0 || p.offset < 0 || p.offset / 4 >= static_cast<int64_t>(k_.outputs.size()))
      l_.fail(ln, "a store to clmm_out at byte " + std::to_string(p.offset) + ", which holds no register");
    stored_.insert(p.offset / 4);
    line(depth, k_.outputs[static_cast<size_t>(p.offset / 4)] + " = " + value + ";");
  }

  // AMDGPU's work-group barrier as a device library writes it (clmm-amdgpu-atomics.h): a release
  // fence, s_barrier and an acquire fence at one scope, read as the barrier with that scope. The
  // number of instructions it takes (3), or 0 when the instructions at `i` are not that.
  size_t fencedBarrier(const IrBlock& blk, size_t i, int depth) {
    if (i + 2 >= blk.insts.size()) return 0;
    const IrInst &a = blk.insts[i], &b = blk.insts[i + 1], &c = blk.insts[i + 2];
    if (a.opcode != "fence" || c.opcode != "fence" || b.opcode != "call" ||
        b.rest.find("@llvm.amdgcn.s.barrier(") == std::string::npos)
      return 0;
    Atomic fa = atomic(words(a.rest), a.line), fc = atomic(words(c.rest), c.line);
    if (fa.scope != fc.scope || fa.oneAs != fc.oneAs || fa.order == "memory_order_acquire" ||
        fa.order == "memory_order_relaxed" || fc.order == "memory_order_release" || fc.order == "memory_order_relaxed")
      return 0;
    memory(depth, b, "work_group_barrier(" + fenceFlags(fa.oneAs, a.line) + ", " + fa.scope + ");", "", 'B');
    return 3;
  }

  void rmw(const IrInst& in, const std::vector<std::string>& parts, int depth) {
    const int ln = in.line;
    if (parts.size() < 2) l_.fail(ln, "an atomicrmw without its operands");
    std::vector<std::string> w0 = words(parts[0]);
    if (!w0.empty() && w0[0] == "volatile") w0.erase(w0.begin());
    static const std::map<std::string, std::string> ops = {
        {"xchg", "atomic_exchange_explicit"}, {"add", "atomic_fetch_add_explicit"},
        {"sub", "atomic_fetch_sub_explicit"}, {"and", "atomic_fetch_and_explicit"},
        {"or", "atomic_fetch_or_explicit"},   {"xor", "atomic_fetch_xor_explicit"},
        {"max", "atomic_fetch_max_explicit"}, {"min", "atomic_fetch_min_explicit"}};
    auto it = w0.empty() ? ops.end() : ops.find(w0[0]);
    if (it == ops.end()) l_.fail(ln, "atomicrmw " + (w0.empty() ? std::string() : w0[0]) + " is not lifted");
    std::string loc = location(pointer(parts[0], ln), ln);
    std::vector<std::string> vw = words(parts[1]);
    needInt(vw.empty() ? "" : vw[0], ln);
    Atomic a = atomic(vw, ln);
    std::string value = data(vw.size() > 1 ? vw[1] : "", ln);
    std::string r = fresh("v");
    vals_[in.result] = makeVal(Val::Kind::Data, "", 0, r, "", false);
    memory(depth, in, r + " = " + it->second + "(" + loc + ", " + value + ", " + a.order + ", " + a.scope + ");", loc,
           'U');
  }

  void cmpxchg(const IrInst& in, const std::vector<std::string>& parts, int depth) {
    const int ln = in.line;
    if (parts.size() < 3) l_.fail(ln, "a cmpxchg without its operands");
    std::vector<std::string> w = words(in.rest);
    bool weak = !w.empty() && w[0] == "weak";
    std::string loc = location(pointer(parts[0], ln), ln);
    std::vector<std::string> cw = words(parts[1]);
    needInt(cw.empty() ? "" : cw[0], ln);
    std::string expected = data(parts[1], ln);
    std::vector<std::string> nw = words(parts[2]);
    Atomic a = atomic(nw, ln);
    if (a.failOrder.empty()) l_.fail(ln, "a cmpxchg without its failure ordering");
    std::string desired = data(nw.size() > 1 ? nw[0] + " " + nw[1] : "", ln);
    std::string base = "clmm_x" + std::to_string(++counter_);
    decls_.push_back(base + "_e");
    decls_.push_back(base + "_ok");
    vals_[in.result] = makeVal(Val::Kind::Pair, "", 0, base, "", false);
    line(depth, base + "_e = " + expected + ";");
    memory(depth, in,
           base + "_ok = atomic_compare_exchange_" + (weak ? "weak" : "strong") + "_explicit(" + loc + ", &" + base +
               "_e, " + desired + ", " + a.order + ", " + a.failOrder + ", " + a.scope + ");",
           loc, 'U');
  }

  // `icmp PRED a, b` as an expression: eq, ne and the signed predicates as C writes them; the
  // unsigned ones on both operands with their sign bit flipped (x ^ INT_MIN), which maps the
  // unsigned order of 32-bit ints onto the signed one exactly. Nothing for another predicate.
  static std::optional<std::string> comparison(const std::string& pred, const std::string& a, const std::string& b) {
    static const std::map<std::string, std::string> preds = {{"eq", "=="}, {"ne", "!="},  {"slt", "<"}, {"sle", "<="},
                                                             {"sgt", ">"}, {"sge", ">="}, {"ult", "<"}, {"ule", "<="},
                                                             {"ugt", ">"}, {"uge", ">="}};
    auto it = preds.find(pred);
    if (it == preds.end()) return std::nullopt;
    if (pred[0] == 'u') return "((" + a + " ^ (-2147483647 - 1)) " + it->second + " (" + b + " ^ (-2147483647 - 1)))";
    return "(" + a + " " + it->second + " " + b + ")";
  }

  void compare(const IrInst& in, const std::vector<std::string>& w, const std::vector<std::string>& parts, int depth) {
    if (parts.size() != 2) l_.fail(in.line, "an icmp with " + std::to_string(parts.size()) + " operands");
    std::string first = parts[0].substr(parts[0].find(' ') + 1);  // drop the predicate
    std::vector<std::string> tw = words(first);
    if (!tw.empty() && tw[0] != "i32" && tw[0] != "i1")
      l_.fail(in.line, "a comparison of " + tw[0] + " values (32-bit ints are lifted)");
    auto e = comparison(w.empty() ? "" : w[0], data(first, in.line), data(parts[1], in.line));
    if (!e) l_.fail(in.line, "comparison icmp " + (w.empty() ? std::string() : w[0]) + " is not lifted");
    define(in, *e, true, depth);
  }

  void convert(const IrInst& in, const std::vector<std::string>& w, int depth) {
    // OP TYPE VALUE to TYPE2
    auto to = std::find(w.begin(), w.end(), "to");
    if (w.size() < 2 || to == w.end() || to == w.begin() + 1 || to + 1 == w.end())
      l_.fail(in.line, "a malformed " + in.opcode);
    const std::string from = w[0], target = *(to + 1);
    std::string v = data(*(to - 1), in.line);
    if (in.opcode == "zext" && from != "i1")
      l_.fail(in.line, "a zero extension of " + from + " (negative ints change)");
    if (in.opcode == "trunc" && target != "i32") l_.fail(in.line, "a truncation to " + target);
    if (in.opcode == "sext" && from == "i1") v = "(0 - " + v + ")";
    vals_[in.result] = makeVal(Val::Kind::Data, "", 0, "", v, true);
    define(in, v, true, depth);
  }

  void call(const IrInst& in, int depth);
  void region(int b, int stop, Ctx* ctx, int depth);
  void goTo(int from, int to, int stop, Ctx* ctx, int depth);
  void loop(int h, int stop, Ctx* ctx, int depth);
  void switchBranch(int b, const IrInst& term, int stop, Ctx* ctx, int depth);
  bool awaitLoop(const Loop& l, int depth);
  bool awaitCycle(const Loop& l, std::vector<int>& seq, int& exitAt) const;
  bool usedOutside(const Loop& l, const std::set<std::string>& defs) const;
  std::optional<std::string> awaitExpand(const std::string& operand,
                                         const std::map<std::string, const IrInst*>& defInst,
                                         std::vector<std::string>& loads, int line, int depth);
  void copies(int from, int to, int depth);

  LlvmLifter& l_;
  const IrFunction& f_;
  const targets::EmittedKernel& k_;
  std::string missing_;
  Cfg cfg_;
  bool localUsed_, globalUsed_;
  std::map<int, int> funcPdom_;
  std::map<std::string, Val> vals_;
  std::map<std::string, Val> slotAddress_;
  std::set<int64_t> stored_;
  std::vector<std::string> decls_, body_;
  int counter_ = 0;
  std::set<int> lifted_;  // blocks already written (a block reached twice is refused)
};

}  // namespace clmm::lifting::detail
