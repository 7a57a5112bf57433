// The SPIR-V reader (SpirvIr.h): spirv-dis text (`--raw-id`) read into the LLVM IR structures of
// LlvmIr.h, each SPIR-V instruction written as the LLVM instruction or OpenCL C builtin call of
// the same meaning, so that the LLVM lifter structures and lifts it. Atomics, fences and barriers
// become the SPIR builtins' calls with OpenCL's encodings (LlvmScopes.h), their scope and memory
// semantics resolved from OpConstant ids per the OpenCL SPIR-V environment specification (Scope:
// CrossDevice 0, Device 1, Workgroup 2, Subgroup 3, Invocation 4; semantics: Acquire 0x2,
// Release 0x4, AcquireRelease 0x8, SequentiallyConsistent 0x10, WorkgroupMemory 0x100,
// CrossWorkgroupMemory 0x200).
#include "lifting/SpirvIr.h"

#include <cstdlib>
#include <map>
#include <set>

namespace clmm::lifting::llvm {
namespace {

class SpirvReader {
 public:
  explicit SpirvReader(std::shared_ptr<const SourceFile> file) : file_(std::move(file)) {}

  IrModule run() {
    std::vector<std::string> lines;
    std::string cur;
    for (char c : file_->text()) {
      if (c == '\n')
        lines.push_back(cur), cur.clear();
      else
        cur += c;
    }
    lines.push_back(cur);
    std::map<std::string, IrFunction> functions;               // by id
    std::vector<std::pair<std::string, std::string>> entries;  // id, name
    IrFunction* fn = nullptr;
    std::map<std::string, int> defined;  // each result id, at its line: SPIR-V defines an id once
    std::string fnId;
    int sourceLine = 0;
    for (size_t i = 0; i < lines.size(); ++i) {
      const int ln = static_cast<int>(i) + 1;
      std::string l = trim(lines[i]);
      if (l.empty() || l[0] == ';') continue;
      std::vector<std::string> w = words(l);
      std::string result;
      if (w.size() >= 3 && w[1] == "=") {
        result = w[0];
        w.erase(w.begin(), w.begin() + 2);
      }
      if (w.empty()) continue;
      // (A second definition would be read over the first, a constant's value or a function's code
      // a guess where spirv-val rejects the module.)
      if (!result.empty() && !defined.emplace(result, ln).second)
        fail(ln, result + " is defined twice (first at line " + std::to_string(defined[result]) +
                     "): a SPIR-V module defines each id once");
      const std::string& op = w[0];
      if (op == "OpEntryPoint" && w.size() >= 4) {
        std::string name = w[3];
        if (name.size() >= 2 && name.front() == '"') name = name.substr(1, name.size() - 2);
        for (const auto& e : entries)
          if (e.second == name) fail(ln, "a second entry point named '" + name + "'");
        entries.push_back({w[2], name});
      } else if (op == "OpConstant" && w.size() == 3) {
        // spirv-dis writes a 32-bit int's bits unsigned: the test's ints read them signed.
        if (w[2].size() > 18) fail(ln, "a constant " + w[2] + " wider than the test's ints");
        long long v = std::atoll(w[2].c_str());
        if (ints_.count(w[1]) && ints_[w[1]] == "32" && v > 2147483647LL && v <= 4294967295LL) v -= 4294967296LL;
        constants_[result] = std::to_string(v);
      } else if (op == "OpConstantTrue" || op == "OpConstantFalse") {
        constants_[result] = op == "OpConstantTrue" ? "true" : "false";
      } else if (op == "OpConstantNull") {
        constants_[result] = "0";
      } else if (op == "OpTypeInt" && w.size() >= 2) {
        ints_[result] = w[1];
      } else if (op == "OpTypeBool") {
        ints_[result] = "1";
      } else if (op == "OpTypePointer") {
        pointers_.insert(result);
      } else if (op == "OpFunction") {
        fnId = result;
        fn = &functions[result];
        fn->line = ln;
      } else if (op == "OpFunctionParameter" && fn) {
        fn->params.push_back(result);
        if (w.size() >= 2) resultType_[result] = w[1];
      } else if (op == "OpFunctionEnd") {
        fn = nullptr;
      } else if (op == "OpLine" && w.size() >= 3) {
        sourceLine = w[2].size() > 9 ? 0 : std::atoi(w[2].c_str());
      } else if (op == "OpNoLine") {
        sourceLine = 0;
      } else if (fn) {
        if (op == "OpLabel") {
          fn->blocks.push_back({result, ln, {}, {}});
          continue;
        }
        if (fn->blocks.empty()) fail(ln, "an instruction before the function's first OpLabel");
        instruction(*fn, result, w, l, ln, sourceLine);
      }
    }
    // Each entry point: its function, or, when its body only calls another function with its own
    // parameters (as llvm-spirv writes kernels), that function's body.
    IrModule m;
    for (const auto& [id, name] : entries) {
      auto it = functions.find(id);
      if (it == functions.end()) continue;
      IrFunction f = it->second;
      if (f.blocks.size() == 1 && f.blocks[0].insts.size() == 2 && f.blocks[0].insts[0].opcode == "spirv.call") {
        auto callee = functions.find(f.blocks[0].insts[0].rest);
        if (callee != functions.end()) f = callee->second;
      }
      f.name = name;
      m.functions.push_back(std::move(f));
    }
    return m;
  }

 private:
  [[noreturn]] void fail(int line, const std::string& message) {
    throw BadInput(file_->path(), SourceRange::point(line, 1), "cannot read the SPIR-V: " + message, file_);
  }

  // An operand as an LLVM value: a constant's number, else the id.
  std::string value(const std::string& id) const {
    auto it = constants_.find(id);
    return it == constants_.end() ? id : it->second;
  }

  long long constant(const std::string& id, int ln, const char* what) {
    auto it = constants_.find(id);
    if (it == constants_.end()) fail(ln, std::string(what) + " " + id + " is not an OpConstant");
    return std::atoll(it->second.c_str());
  }

  // SPIR-V Scope -> OpenCL C's memory_scope encoding (opencl-c-base.h).
  long long scope(const std::string& id, int ln) {
    static const std::map<long long, long long> table = {{0, 3}, {1, 2}, {2, 1}, {3, 4}, {4, 0}};
    auto it = table.find(constant(id, ln, "the scope"));
    if (it == table.end()) fail(ln, "scope " + value(id) + " is no OpenCL scope (QueueFamily, ShaderCall)");
    return it->second;
  }

  // Memory semantics -> memory_order (0, 2, 3, 4, 5) and, for fences and barriers, fence flags.
  long long order(long long sem, int ln) {
    long long o = sem & 0x1f;
    if (o == 0) return 0;
    if (o == 0x2) return 2;
    if (o == 0x4) return 3;
    if (o == 0x8) return 4;
    if (o == 0x10) return 5;
    fail(ln, "memory semantics " + std::to_string(sem) + " name several orders");
  }
  static long long flags(long long sem) { return ((sem & 0x200) ? 2 : 0) | ((sem & 0x100) ? 1 : 0); }

  std::string type(const std::string& id) const {
    if (pointers_.count(id)) return "ptr";
    auto it = ints_.find(id);
    return it == ints_.end() ? "?" + id : "i" + it->second;
  }

  void add(IrFunction& f, const std::string& result, const std::string& opcode, const std::string& rest,
           const std::string& raw, int ln, int sourceLine) {
    IrInst in;
    in.line = ln;
    in.sourceLine = sourceLine;
    in.result = result;
    in.opcode = opcode;
    in.rest = rest;
    in.raw = raw;
    f.blocks.back().insts.push_back(in);
  }

  std::string builtin(const std::string& name, const std::vector<std::string>& args) {
    std::string s = "spir_func i32 @_Z" + std::to_string(name.size()) + name + "(";
    for (size_t i = 0; i < args.size(); ++i) s += (i ? ", " : "") + args[i];
    return s + ")";
  }

  // The atomics, fences and barriers, as SPIR builtin calls; false for another instruction.
  bool atomic(IrFunction& f, const std::string& r, const std::vector<std::string>& w, const std::string& raw, int ln,
              int sl) {
    const std::string& op = w[0];
    auto need = [&](size_t n) {
      if (w.size() != n) fail(ln, op + " with " + std::to_string(w.size() - 1) + " operands");
    };
    auto arg = [&](const std::string& t, const std::string& v) { return t + " " + value(v); };
    static const std::map<std::string, std::string> rmws = {
        {"OpAtomicExchange", "atomic_exchange_explicit"}, {"OpAtomicIAdd", "atomic_fetch_add_explicit"},
        {"OpAtomicISub", "atomic_fetch_sub_explicit"},    {"OpAtomicAnd", "atomic_fetch_and_explicit"},
        {"OpAtomicOr", "atomic_fetch_or_explicit"},       {"OpAtomicXor", "atomic_fetch_xor_explicit"},
        {"OpAtomicSMin", "atomic_fetch_min_explicit"},    {"OpAtomicSMax", "atomic_fetch_max_explicit"}};
    auto ord = [&](const std::string& id) {
      return "i32 " + std::to_string(order(constant(id, ln, "the semantics"), ln));
    };
    auto scp = [&](const std::string& id) { return "i32 " + std::to_string(scope(id, ln)); };
    if (op == "OpAtomicLoad") {
      need(5);
      add(f, r, "call", builtin("atomic_load_explicit", {"ptr " + w[2], ord(w[4]), scp(w[3])}), raw, ln, sl);
    } else if (op == "OpAtomicStore") {
      need(5);
      add(f, "", "call", builtin("atomic_store_explicit", {"ptr " + w[1], arg("i32", w[4]), ord(w[3]), scp(w[2])}), raw,
          ln, sl);
    } else if (rmws.count(op)) {
      need(6);
      add(f, r, "call", builtin(rmws.at(op), {"ptr " + w[2], arg("i32", w[5]), ord(w[4]), scp(w[3])}), raw, ln, sl);
    } else if (op == "OpAtomicCompareExchange" || op == "OpAtomicCompareExchangeWeak") {
      // RESULT = old value: a cmpxchg and its value read.
      need(8);
      const std::string pair = r + ".pair";
      auto sem = [&](const std::string& id) {
        static const char* const names[] = {"monotonic", "", "acquire", "release", "acq_rel", "seq_cst"};
        return std::string(names[order(constant(id, ln, "the semantics"), ln)]);
      };
      static const char* const scopes[] = {"singlethread", "workgroup", "device", "", "subgroup"};
      std::string ss = scopes[scope(w[3], ln)];
      add(f, pair, "cmpxchg",
          std::string(op == "OpAtomicCompareExchangeWeak" ? "weak " : "") + "ptr " + w[2] + ", " + arg("i32", w[7]) +
              ", " + arg("i32", w[6]) + " syncscope(\"" + ss + "\") " + sem(w[4]) + " " + sem(w[5]),
          raw, ln, sl);
      add(f, r, "extractvalue", "{ i32, i1 } " + pair + ", 0", raw, ln, sl);
    } else if (op == "OpMemoryBarrier") {
      need(3);
      long long sem = constant(w[2], ln, "the semantics");
      add(f, "", "call", builtin("atomic_work_item_fence", {"i32 " + std::to_string(flags(sem)), ord(w[2]), scp(w[1])}),
          raw, ln, sl);
    } else if (op == "OpControlBarrier") {
      need(4);
      if (constant(w[1], ln, "the execution scope") != 2)
        fail(ln, "an OpControlBarrier whose execution scope is not Workgroup");
      long long sem = constant(w[3], ln, "the semantics");
      add(f, "", "call", builtin("work_group_barrier", {"i32 " + std::to_string(flags(sem)), scp(w[2])}), raw, ln, sl);
    } else {
      return false;
    }
    return true;
  }

  void instruction(IrFunction& f, const std::string& r, const std::vector<std::string>& w, const std::string& raw,
                   int ln, int sl) {
    const std::string& op = w[0];
    auto need = [&](size_t n) {
      if (w.size() != n) fail(ln, op + " with " + std::to_string(w.size() - 1) + " operands");
    };
    auto arg = [&](const std::string& t, const std::string& v) { return t + " " + value(v); };
    static const std::map<std::string, std::string> binary = {{"OpIAdd", "add"},
                                                              {"OpISub", "sub"},
                                                              {"OpIMul", "mul"},
                                                              {"OpBitwiseAnd", "and"},
                                                              {"OpBitwiseOr", "or"},
                                                              {"OpBitwiseXor", "xor"},
                                                              {"OpShiftLeftLogical", "shl"},
                                                              {"OpShiftRightArithmetic", "ashr"},
                                                              {"OpLogicalAnd", "and"},
                                                              {"OpLogicalOr", "or"}};
    static const std::map<std::string, std::string> compare = {
        {"OpIEqual", "eq"},        {"OpINotEqual", "ne"},
        {"OpSLessThan", "slt"},    {"OpSLessThanEqual", "sle"},
        {"OpSGreaterThan", "sgt"}, {"OpSGreaterThanEqual", "sge"},
        {"OpULessThan", "ult"},    {"OpULessThanEqual", "ule"},
        {"OpUGreaterThan", "ugt"}, {"OpUGreaterThanEqual", "uge"},
        {"OpLogicalEqual", "eq"},  {"OpLogicalNotEqual", "ne"}};
    if (op == "OpSelectionMerge" || op == "OpLoopMerge" || op == "OpLifetimeStart" || op == "OpLifetimeStop") return;
    if (op == "OpExtInst" && w.size() >= 4 && w[3].rfind("Debug", 0) == 0) return;  // OpenCL.DebugInfo.100
    if (op == "OpVariable") {
      add(f, r, "alloca", "i32, align 4", raw, ln, sl);
    } else if (op == "OpPtrCastToGeneric" || op == "OpGenericCastToPtr" || op == "OpBitcast" || op == "OpCopyObject") {
      need(3);
      add(f, r, "bitcast", "ptr " + w[2] + " to ptr", raw, ln, sl);
    } else if (op == "OpInBoundsPtrAccessChain" || op == "OpPtrAccessChain") {
      need(4);
      add(f, r, "getelementptr", "i32, ptr " + w[2] + ", i64 " + value(w[3]), raw, ln, sl);
    } else if (op == "OpLoad") {
      if (w.size() < 3) fail(ln, "OpLoad without its pointer");
      add(f, r, "load", type(w[1]) + ", ptr " + w[2], raw, ln, sl);
    } else if (op == "OpStore") {
      if (w.size() < 3) fail(ln, "OpStore without its value");
      add(f, "", "store", (pointers_.count(typeOf(w[2])) ? "ptr " : "i32 ") + value(w[2]) + ", ptr " + w[1], raw, ln,
          sl);
    } else if (atomic(f, r, w, raw, ln, sl)) {
    } else if (binary.count(op)) {
      need(4);
      add(f, r, binary.at(op), type(w[1]) + " " + value(w[2]) + ", " + value(w[3]), raw, ln, sl);
    } else if (compare.count(op)) {
      need(4);
      add(f, r, "icmp", compare.at(op) + " " + typeOfValue(w[2]) + " " + value(w[2]) + ", " + value(w[3]), raw, ln, sl);
    } else if (op == "OpLogicalNot") {
      need(3);
      add(f, r, "xor", "i1 " + value(w[2]) + ", true", raw, ln, sl);
    } else if (op == "OpSelect") {
      need(5);
      add(f, r, "select", "i1 " + value(w[2]) + ", " + arg("i32", w[3]) + ", " + arg("i32", w[4]), raw, ln, sl);
    } else if (op == "OpSConvert" || op == "OpUConvert") {
      need(3);
      add(f, r, op == "OpSConvert" ? "sext" : "zext", typeOfValue(w[2]) + " " + value(w[2]) + " to " + type(w[1]), raw,
          ln, sl);
    } else if (op == "OpPhi") {
      std::string rest = type(w[1]);
      for (size_t k = 2; k + 1 < w.size(); k += 2)
        rest += std::string(k > 2 ? "," : "") + " [ " + value(w[k]) + ", " + w[k + 1] + " ]";
      add(f, r, "phi", rest, raw, ln, sl);
    } else if (op == "OpBranch") {
      need(2);
      add(f, "", "br", "label " + w[1], raw, ln, sl);
      f.blocks.back().succs = {w[1]};
    } else if (op == "OpBranchConditional") {
      if (w.size() < 4) fail(ln, "OpBranchConditional without its targets");
      add(f, "", "br", "i1 " + value(w[1]) + ", label " + w[2] + ", label " + w[3], raw, ln, sl);
      f.blocks.back().succs = {w[2], w[3]};
    } else if (op == "OpReturn") {
      add(f, "", "ret", "void", raw, ln, sl);
    } else if (op == "OpFunctionCall") {
      if (w.size() < 4) fail(ln, "OpFunctionCall without its function");
      add(f, r, "spirv.call", w[2], raw, ln, sl);
    } else {
      add(f, r, op, "", raw, ln, sl);  // the lifter names it: "instruction 'OpX' is not lifted"
    }
    if (!r.empty() && w.size() >= 2) resultType_[r] = w[1];
  }

  std::string typeOf(const std::string& id) const {
    auto it = resultType_.find(id);
    return it == resultType_.end() ? "" : it->second;
  }
  std::string typeOfValue(const std::string& id) const {
    auto it = resultType_.find(id);
    if (it != resultType_.end()) return type(it->second);
    return "i32";
  }

  std::shared_ptr<const SourceFile> file_;
  std::map<std::string, std::string> constants_, ints_, resultType_;
  std::set<std::string> pointers_;
};

}  // namespace

IrModule readSpirv(const std::shared_ptr<const SourceFile>& file) { return SpirvReader(file).run(); }

}  // namespace clmm::lifting::llvm
