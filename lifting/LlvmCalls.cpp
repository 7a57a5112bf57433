// Part of the LLVM lifter (LlvmKernel.h): the calls a kernel's IR makes, SPIR's mangled OpenCL C
// builtins (their order, scope and flags are the integers of clang's opencl-c-base.h enums,
// LlvmScopes.h) and the intrinsics, each lifted as the OpenCL C call it stands for.
#include "lifting/LlvmKernel.h"

#include <functional>

namespace clmm::lifting::detail {

// A constant integer argument of a builtin ("i32 noundef 2").
static std::optional<long long> constantArg(const std::string& a) {
  std::vector<std::string> w = words(a);
  if (w.empty()) return std::nullopt;
  auto n = integer(w.back());
  if (!n) return std::nullopt;
  return *n;
}

void KernelLifter::call(const IrInst& in, int depth) {
  const int ln = in.line;
  size_t at = in.rest.find('@');
  size_t open = at == std::string::npos ? std::string::npos : in.rest.find('(', at);
  if (open == std::string::npos) l_.fail(ln, "an indirect call or inline assembly is not lifted");
  std::string name = in.rest.substr(at + 1, open - at - 1);
  int level = 0;
  size_t close = std::string::npos;
  for (size_t k = open; k < in.rest.size(); ++k) {
    if (in.rest[k] == '(') ++level;
    if (in.rest[k] == ')' && --level == 0) {
      close = k;
      break;
    }
  }
  if (close == std::string::npos) l_.fail(ln, "a call without its closing parenthesis");
  std::vector<std::string> args = splitOperands(in.rest.substr(open + 1, close - open - 1));
  if (name.rfind("llvm.lifetime.", 0) == 0 || name.rfind("llvm.dbg.", 0) == 0) return;
  if (name == "llvm.amdgcn.s.barrier") {
    // Between a release and an acquire fence of one scope it is a work-group barrier (fencedBarrier);
    // alone, OpenCL's model has nothing for it: a barrier of no region would be weaker than AMDGPU's
    // s_barrier with the fences around it, which the model's fences do not synchronise through.
    l_.fail(ln,
            "an s_barrier that is not between a release and an acquire fence of one scope (how clang's device "
            "library writes work_group_barrier): it is not lifted");
  }
  // _Z<length><name><parameter types>: the builtin's name.
  std::string base;
  if (name.rfind("_Z", 0) == 0) {
    size_t k = 2, n = 0;
    while (k < name.size() && std::isdigit(static_cast<unsigned char>(name[k])))
      n = n * 10 + static_cast<size_t>(name[k++] - '0');
    if (n && k + n <= name.size()) base = name.substr(k, n);
  }
  auto order = [&](size_t i) {
    auto v = i < args.size() ? constantArg(args[i]) : std::nullopt;
    auto o = v ? builtinOrder(*v) : std::nullopt;
    if (!o) l_.fail(ln, "the order argument of " + base + " is not a constant memory_order");
    return *o;
  };
  auto scope = [&](size_t i) -> std::string {
    if (i >= args.size()) return "memory_scope_device";  // the builtins without a scope argument
    auto v = constantArg(args[i]);
    auto s = v ? builtinScope(*v) : std::nullopt;
    if (!s) l_.fail(ln, "the scope argument of " + base + " is not a constant memory_scope");
    return *s;
  };
  auto flags = [&](size_t i) {
    auto v = i < args.size() ? constantArg(args[i]) : std::nullopt;
    auto f = v ? builtinFlags(*v) : std::nullopt;
    if (!f)
      l_.fail(ln,
              "the flags argument of " + base + " is not a constant of CLK_GLOBAL_MEM_FENCE and CLK_LOCAL_MEM_FENCE");
    return *f;
  };
  auto result = [&]() {
    std::string r = fresh("v");
    vals_[in.result] = makeVal(Val::Kind::Data, "", 0, r, "", false);
    return r;
  };
  static const std::set<std::string> rmws = {"atomic_exchange_explicit",  "atomic_fetch_add_explicit",
                                             "atomic_fetch_sub_explicit", "atomic_fetch_and_explicit",
                                             "atomic_fetch_or_explicit",  "atomic_fetch_xor_explicit",
                                             "atomic_fetch_min_explicit", "atomic_fetch_max_explicit"};
  if (base == "atomic_load_explicit" && args.size() >= 2) {
    std::string loc = location(pointer(args[0], ln), ln);
    std::string call = "atomic_load_explicit(" + loc + ", " + order(1) + ", " + scope(2) + ")";
    std::string r = result();
    vals_[in.result].expr = call;
    memory(depth, in, r + " = " + call + ";", loc, 'R');
  } else if (base == "atomic_store_explicit" && args.size() >= 3) {
    std::string loc = location(pointer(args[0], ln), ln);
    memory(depth, in,
           "atomic_store_explicit(" + loc + ", " + data(args[1], ln) + ", " + order(2) + ", " + scope(3) + ");", loc,
           'W');
  } else if (rmws.count(base) && args.size() >= 3) {
    std::string loc = location(pointer(args[0], ln), ln);
    std::string v = data(args[1], ln);
    memory(depth, in, result() + " = " + base + "(" + loc + ", " + v + ", " + order(2) + ", " + scope(3) + ");", loc,
           'U');
  } else if ((base == "atomic_compare_exchange_strong_explicit" || base == "atomic_compare_exchange_weak_explicit") &&
             args.size() >= 5) {
    std::string loc = location(pointer(args[0], ln), ln);
    Val e = pointer(args[1], ln);
    std::string expected = e.kind == Val::Kind::Slot ? "&" + e.reg : location(e, ln);
    std::string desired = data(args[2], ln);
    memory(depth, in,
           result() + " = " + base + "(" + loc + ", " + expected + ", " + desired + ", " + order(3) + ", " + order(4) +
               ", " + scope(5) + ");",
           loc, 'U');
  } else if (base == "atomic_work_item_fence" && args.size() == 3) {
    memory(depth, in, "atomic_work_item_fence(" + flags(0) + ", " + order(1) + ", " + scope(2) + ");", "", 'F');
  } else if ((base == "work_group_barrier" && (args.size() == 1 || args.size() == 2)) ||
             (base == "barrier" && args.size() == 1)) {
    std::string s = args.size() == 2 ? ", " + scope(1) : "";
    memory(depth, in, "work_group_barrier(" + flags(0) + s + ");", "", 'B');
  } else {
    l_.fail(ln, "a call to @" + name + ", which is no OpenCL C atomic, fence or barrier builtin the lifter knows");
  }
}

}  // namespace clmm::lifting::detail
