// The table of built-in calls: atomic operations (plain, _explicit and _remote forms),
// atomic_work_item_fence / fence, and the barrier family, with argument checking.
#include "litmus/Calls.h"

#include <set>

#include "events/Spellings.h"
#include "support/Suggest.h"

namespace clmm {
namespace {

struct AtomicName {
  ast::AtomicOp op;
  bool isExplicit = false;
  bool remote = false;
  bool flag = false;  // atomic_flag_test_and_set (an exchange with 1), atomic_flag_clear (a store of 0)
};

bool stripSuffix(std::string& s, const std::string& suffix) {
  if (s.size() > suffix.size() && s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0) {
    s.resize(s.size() - suffix.size());
    return true;
  }
  return false;
}

const std::vector<std::pair<std::string, ast::AtomicOp>>& atomicTable() {
  using Op = ast::AtomicOp;
  static const std::vector<std::pair<std::string, Op>> table = {
      {"atomic_load", Op::Load},
      {"atomic_store", Op::Store},
      {"atomic_exchange", Op::Exchange},
      {"atomic_fetch_add", Op::FetchAdd},
      {"atomic_fetch_sub", Op::FetchSub},
      {"atomic_fetch_and", Op::FetchAnd},
      {"atomic_fetch_or", Op::FetchOr},
      {"atomic_fetch_xor", Op::FetchXor},
      {"atomic_fetch_min", Op::FetchMin},
      {"atomic_fetch_max", Op::FetchMax},
      {"atomic_compare_exchange_strong", Op::CasStrong},
      {"atomic_compare_exchange_weak", Op::CasWeak},
      {"atomic_flag_test_and_set", Op::Exchange},
      {"atomic_flag_clear", Op::Store},
  };
  return table;
}

bool parseAtomicName(std::string name, AtomicName& out) {
  out.remote = stripSuffix(name, "_remote");
  out.isExplicit = stripSuffix(name, "_explicit");
  for (const auto& [n, op] : atomicTable())
    if (name == n) {
      out.op = op;
      out.flag = name.rfind("atomic_flag_", 0) == 0;
      return true;
    }
  return false;
}

// Every spelling a litmus test may use for an order or a scope (events/Spellings.h), for "did you
// mean": the OpenCL C names, then the other memory_* names, then the short aliases.
template <class Row>
std::vector<std::string> litmusSpellings(const std::vector<Row>& table) {
  std::vector<std::string> out;
  for (const Row& row : table)
    if (!row.opencl.empty()) out.emplace_back(row.opencl);
  for (bool longNames : {true, false})
    for (const Row& row : table)
      for (std::string_view alias : row.aliases)
        if (!alias.empty() && (alias.rfind("memory_", 0) == 0) == longNames) out.emplace_back(alias);
  return out;
}

std::string orderList() {
  return "memory_order_relaxed, _acquire, _release, _acq_rel, _seq_cst (or mo_rlx, mo_acq, "
         "mo_rel, mo_ar, mo_sc)";
}

std::string scopeList() {
  return "memory_scope_work_item, _sub_group, _work_group, _device, _all_svm_devices (or s_wi, "
         "s_sg, s_wg, s_dev, s_all)";
}

MemoryOrder orderArg(const CallArg& a, DiagnosticSink& sink) {
  auto o = parseOrder(a.text);
  static const std::vector<std::string> spellings = litmusSpellings(orderSpellings());
  if (!o)
    sink.fail(a.range, "unknown memory order '" + a.text + "'; expected " + orderList() +
                           didYouMean(a.text, spellings));
  return *o;
}

MemoryScope scopeArg(const CallArg& a, DiagnosticSink& sink) {
  auto s = parseScope(a.text);
  static const std::vector<std::string> spellings = litmusSpellings(scopeSpellings());
  if (!s)
    sink.fail(a.range, "unknown memory scope '" + a.text + "'; expected " + scopeList() +
                           didYouMean(a.text, spellings));
  return *s;
}

uint8_t flagsArg(const CallArg& a, DiagnosticSink& sink) {
  uint8_t flags = 0;
  size_t start = 0;
  while (start <= a.text.size()) {
    size_t bar = a.text.find('|', start);
    std::string part = a.text.substr(start, bar == std::string::npos ? std::string::npos : bar - start);
    size_t b = part.find_first_not_of(" \t\r\n()"), e = part.find_last_not_of(" \t\r\n()");
    part = b == std::string::npos ? "" : part.substr(b, e - b + 1);
    auto f = parseFenceFlag(part);
    if (!f)
      sink.fail(a.range, "unknown fence flag '" + part +
                             "'; expected CLK_GLOBAL_MEM_FENCE, CLK_LOCAL_MEM_FENCE and/or "
                             "CLK_IMAGE_MEM_FENCE joined by '|'" +
                             didYouMean(part, {"CLK_GLOBAL_MEM_FENCE", "CLK_LOCAL_MEM_FENCE", "CLK_IMAGE_MEM_FENCE"}));
    if (part == "CLK_IMAGE_MEM_FENCE")
      sink.warning(a.range, "CLK_IMAGE_MEM_FENCE orders image accesses, which clmm does not model: "
                            "the flag orders no modelled memory");
    flags |= *f;
    if (bar == std::string::npos) break;
    start = bar + 1;
  }
  return flags;
}

void arity(const std::string& callee, SourceRange range, size_t got, size_t min, size_t max,
           DiagnosticSink& sink) {
  if (got >= min && got <= max) return;
  std::string expect = min == max ? std::to_string(min)
                                  : std::to_string(min) + " to " + std::to_string(max);
  sink.fail(range, "'" + callee + "' takes " + expect + " argument" + (max == 1 ? "" : "s") +
                       ", got " + std::to_string(got));
}

// OpenCL C (memory_scope): "The memory_scope_work_item value for memory_scope can only be used
// with atomic_work_item_fence with flags set to CLK_IMAGE_MEM_FENCE."
void warnWorkItemScope(const CallArg& scopeA, const std::string& what, DiagnosticSink& sink,
                       const std::string& effect = "; it orders nothing between work-items") {
  sink.warning(scopeA.range, "memory_scope_work_item is invalid for " + what +
                                 ": OpenCL C allows it only on atomic_work_item_fence with flags "
                                 "CLK_IMAGE_MEM_FENCE" + effect + " (write memory_scope_work_group or wider)");
}

}  // namespace

CallKind classifyCall(const std::string& callee) {
  if (callee == "atomic_work_item_fence" || callee == "atomic_work_item_fence_remote" || callee == "fence")
    return CallKind::Fence;
  if (callee == "atomic_init") return CallKind::Init;
  if (callee == "barrier" || callee == "work_group_barrier" || callee == "sub_group_barrier")
    return CallKind::Barrier;
  AtomicName n;
  if (parseAtomicName(callee, n)) return CallKind::Atomic;
  return CallKind::Unknown;
}

std::vector<std::string> knownCallNames() {
  std::vector<std::string> names = {"atomic_work_item_fence", "atomic_work_item_fence_remote", "fence", "atomic_init",
                                    "barrier", "work_group_barrier", "sub_group_barrier"};
  for (const auto& entry : atomicTable())
    for (const char* suffix : {"", "_explicit", "_remote", "_explicit_remote"}) names.push_back(entry.first + suffix);
  return names;
}

std::unique_ptr<ast::AtomicCall> interpretAtomic(const std::string& callee, SourceRange calleeRange,
                                                 const std::vector<CallArg>& args,
                                                 const std::function<ast::ExprPtr(size_t)>& valueAt,
                                                 const std::function<ast::ExprPtr(size_t)>& addressAt,
                                                 DiagnosticSink& sink, bool herdCompat) {
  AtomicName n;
  parseAtomicName(callee, n);
  auto call = std::make_unique<ast::AtomicCall>();
  call->op = n.op;
  call->spelling = callee;
  call->remote = n.remote;
  using Op = ast::AtomicOp;
  size_t operands = n.flag || n.op == Op::Load ? 1 : ast::isCas(n.op) ? 3 : 2;
  size_t orders = ast::isCas(n.op) ? 2 : 1;
  if (n.isExplicit)
    arity(callee, calleeRange, args.size(), operands + orders, operands + orders + 1, sink);
  else
    arity(callee, calleeRange, args.size(), operands, operands, sink);

  call->object = addressAt(0);
  if (n.flag) {  // test-and-set stores 1, clear stores 0
    call->value = std::make_unique<ast::Expr>();
    call->value->kind = ast::ExprKind::Int;
    call->value->range = calleeRange;
    call->value->value = n.op == Op::Exchange ? 1 : 0;
  } else if (ast::isCas(n.op)) {
    call->expected = addressAt(1);
    call->value = valueAt(2);
  } else if (n.op != Op::Load) {
    call->value = valueAt(1);
  }
  if (!n.isExplicit) return call;  // seq_cst, device scope

  // An order the operation does not allow (C11 7.17.7.1-4, 7.17.8.4, which OpenCL C 6.13.11
  // adopts): a located error that names the fix; under --herd-compat a warning, and the part of
  // the order that fits the operation is kept, as the public corpus needs (docs/language.md).
  auto invalid = [&](const CallArg& a, const std::string& what, const std::string& why, const std::string& fix,
                     MemoryOrder kept) {
    std::string head = "memory order '" + a.text + "' is invalid for " + what + ": " + why;
    if (herdCompat)
      sink.warning(a.range, head + "; treated as " + std::string(orderName(kept)) + " (--herd-compat)");
    else
      sink.error(a.range, head + "; " + fix + " (--herd-compat reads it as " + std::string(orderName(kept)) +
                              ", with a warning)");
  };
  const CallArg& orderA = args[operands];
  call->order = orderArg(orderA, sink);
  if (ast::isCas(n.op)) {
    const CallArg& failA = args[operands + 1];
    call->failureOrder = orderArg(failA, sink);
    MemoryOrder fit = fitForRead(call->failureOrder);
    // Strength of the read part: relaxed < acquire < seq_cst.
    auto rank = [](MemoryOrder o) {
      o = fitForRead(o);
      return o == MemoryOrder::SeqCst ? 2 : o == MemoryOrder::Acquire ? 1 : 0;
    };
    const std::string what = "the failure of '" + callee + "'";
    if (fit != call->failureOrder) {
      invalid(failA, what, "a failed compare-exchange only reads, it cannot release (C11 7.17.7.4 p2)",
              "write " + orderSpelling(rank(fit) > rank(call->order) ? fitForRead(call->order) : fit), fit);
      call->failureOrder = fit;
    } else if (rank(call->failureOrder) > rank(call->order)) {
      invalid(failA, what, "it may be no stronger than the success order '" + orderA.text + "' (C11 7.17.7.4 p2)",
              "write " + orderSpelling(fitForRead(call->order)) + " or a stronger success order", fit);
    }
  }
  if (n.op == Op::Load || n.op == Op::Store) {
    bool load = n.op == Op::Load;
    MemoryOrder fit = load ? fitForRead(call->order) : fitForWrite(call->order);
    if (fit != call->order) {
      std::string what = n.flag ? "'" + callee + "' (a store of 0)" : load ? "a load" : "a store";
      std::string why = load     ? "a load cannot release (C11 7.17.7.2 p2)"
                        : n.flag ? "clearing a flag cannot acquire (C11 7.17.8.4 p2)"
                                 : "a store cannot acquire (C11 7.17.7.1 p2)";
      std::string fix = fit != MemoryOrder::Relaxed ? "write " + orderSpelling(fit)
                        : load ? "write memory_order_relaxed, or memory_order_acquire to order what follows"
                               : "write memory_order_relaxed, or memory_order_release to order what precedes";
      invalid(orderA, what, why, fix, fit);
      call->order = fit;
    }
  }
  if (args.size() > operands + orders) {
    const CallArg& scopeA = args[operands + orders];
    call->scope = scopeArg(scopeA, sink);
    if (call->scope == MemoryScope::WorkItem) warnWorkItemScope(scopeA, "an atomic operation", sink);
  }
  return call;
}

ast::FenceSpec interpretFence(const std::string& callee, SourceRange calleeRange,
                              const std::vector<CallArg>& args, DiagnosticSink& sink) {
  arity(callee, calleeRange, args.size(), 3, 3, sink);
  ast::FenceSpec f;
  f.flags = flagsArg(args[0], sink);
  f.order = orderArg(args[1], sink);
  f.scope = scopeArg(args[2], sink);
  // The remote fence of remote scope promotion (Wickerson et al., OOPSLA 2015): a fence that
  // acts at its scope with every work-item the scope covers (axioms/opencl-rsp.cat).
  f.remote = callee == "atomic_work_item_fence_remote";
  if (f.scope == MemoryScope::WorkItem && (f.flags & (kGlobalFlag | kLocalFlag)))
    warnWorkItemScope(args[2], "a fence with CLK_GLOBAL_MEM_FENCE or CLK_LOCAL_MEM_FENCE", sink);
  return f;
}

ast::FenceSpec interpretBarrier(const std::string& callee, SourceRange calleeRange,
                                const std::vector<CallArg>& args, DiagnosticSink& sink) {
  arity(callee, calleeRange, args.size(), 1, 2, sink);
  ast::FenceSpec f;
  f.flags = flagsArg(args[0], sink);
  f.order = MemoryOrder::AcqRel;
  f.scope = callee == "sub_group_barrier" ? MemoryScope::SubGroup : MemoryScope::WorkGroup;
  if (args.size() == 2) {
    f.scope = scopeArg(args[1], sink);
    if (f.scope == MemoryScope::WorkItem) {
      warnWorkItemScope(args[1], "a barrier", sink, "");
    } else if (f.scope == MemoryScope::SubGroup && callee != "sub_group_barrier") {
      // OpenCL C work_group_barrier: "The scope argument specifies whether the memory accesses
      // of work-items in the work-group ... become visible to all work-items in the work-group,
      // the device or all SVM devices."
      sink.warning(args[1].range, "memory_scope_sub_group is invalid for " + callee +
                                      ": its scope makes the work-group's accesses visible to the work-group, the "
                                      "device or all SVM devices (write memory_scope_work_group or wider, or use "
                                      "sub_group_barrier)");
    }
  }
  return f;
}

bool isAtomicTypeWord(const std::string& w) {
  static const std::set<std::string> words = {
      "atomic_int", "atomic_uint", "atomic_long", "atomic_ulong", "atomic_intptr_t",
      "atomic_uintptr_t", "atomic_size_t", "atomic_ptrdiff_t", "atomic_bool", "atomic_flag"};
  return words.count(w) > 0;
}

bool isTypeWord(const std::string& w) {
  static const std::set<std::string> words = {"int",  "uint",     "long",  "ulong", "short",
                                              "char", "unsigned", "signed", "bool", "size_t",
                                              "intptr_t", "uintptr_t"};
  return words.count(w) > 0 || isAtomicTypeWord(w);
}

std::string unmodelledTypeMessage(const std::string& w) {
  if (w != "char" && w != "short" && w != "bool" && w != "atomic_bool") return "";
  return "type '" + w + "' is not modelled: clmm's integer types are int, uint, long and ulong (and their atomic "
         "forms); declare it int, or uint for an unsigned value";
}

bool isQualifierWord(const std::string& w) {
  return w == "volatile" || w == "const" || w == "restrict";
}

bool isAddressSpaceWord(const std::string& w) {
  return w == "global" || w == "__global" || w == "local" || w == "__local" || w == "global_fga";
}

}  // namespace clmm
