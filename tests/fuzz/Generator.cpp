// The differential fuzzer's generator: bytes -> a small valid litmus test (see Generator.h).
// Every choice is bounded so that the explicit engine stays fast: at most 4 work-items and about
// 7 memory operations in all, counting those of a loop once per unrolled copy.
#include "tests/fuzz/Generator.h"

#include <initializer_list>
#include <set>
#include <sstream>
#include <vector>

namespace clmm::fuzz {

unsigned Choices::below(unsigned n) {
  if (n <= 1) return 0;
  unsigned v = 0;
  if (pos_ < size_) v = data_[pos_++];
  if (n > 256 && pos_ < size_) v = v << 8 | data_[pos_++];
  return v % n;
}

namespace {

// Concatenation whose parts are evaluated left to right (the elements of a braced list are
// sequenced; the operands of `+` are not, so `a() + b()` could consume choices in either order
// and the same input would give different tests with different compilers).
std::string cat(std::initializer_list<std::string> parts) {
  std::string s;
  for (const auto& p : parts) s += p;
  return s;
}

template <size_t N>
const char* pick(Choices& c, const char* const (&options)[N]) {
  return options[c.below(N)];
}

const char* const kOrders[] = {"memory_order_relaxed", "memory_order_acquire", "memory_order_release",
                               "memory_order_acq_rel", "memory_order_seq_cst"};
const char* const kLoadOrders[] = {"memory_order_relaxed", "memory_order_acquire", "memory_order_seq_cst"};
const char* const kStoreOrders[] = {"memory_order_relaxed", "memory_order_release", "memory_order_seq_cst"};
const char* const kScopes[] = {"memory_scope_work_item", "memory_scope_sub_group", "memory_scope_work_group",
                               "memory_scope_device", "memory_scope_all_svm_devices"};
const char* const kFlags[] = {"CLK_GLOBAL_MEM_FENCE", "CLK_LOCAL_MEM_FENCE",
                              "CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE"};
const char* const kRmws[] = {"atomic_exchange", "atomic_fetch_add", "atomic_fetch_sub", "atomic_fetch_and",
                             "atomic_fetch_or",  "atomic_fetch_xor", "atomic_fetch_min", "atomic_fetch_max"};

struct Loc {
  std::string name;
  std::string param;  // parameter declaration, e.g. "global atomic_int* x"
  bool atomic = false;
  bool local = false;
};

class Gen {
 public:
  explicit Gen(Choices& c) : c_(c) {}

  std::string run() {
    const int threads = 2 + static_cast<int>(c_.below(3));  // 2..4
    budget_ = 7;
    const bool sg = c_.chance(30), twoDevices = c_.chance(25), svm = c_.chance(15);
    locs_ = {{"x", std::string(svm ? "global_fga" : "global") + " atomic_int* x", true, false},
             {"y", "global atomic_int* y", true, false},
             {"d", "global int* d", false, false},
             {"l", "local atomic_int* l", true, true},
             {"m", "local int* m", false, true}};
    for (int t = 0; t < threads; ++t) {
      Unit u;
      u.dev = twoDevices ? static_cast<int>(c_.below(2)) : 0;
      u.wg = static_cast<int>(c_.below(2));
      u.sg = static_cast<int>(c_.below(2));
      u.noDev = c_.chance(5);
      units_.push_back(u);
    }
    std::ostringstream body;
    for (int t = 0; t < threads; ++t) body << thread(t, sg);
    std::ostringstream out;
    out << "OPENCL fuzz\n{ ";
    for (const auto& l : locs_)
      if (used_.count(l.name)) out << (l.atomic ? "" : "int ") << l.name << "=" << c_.below(2) << "; ";
    for (int t : casThreads_) out << "int e" << t << "=" << c_.below(3) << "; ";
    if (used_.count("a")) out << "atomic_int a[2] = {0, " << c_.below(2) << "}; ";
    if (used_.empty() && casThreads_.empty()) out << "x=0; ";
    out << "}\n" << body.str();
    out << condition();
    return out.str();
  }

 private:
  struct Unit {
    int dev = 0, wg = 0, sg = 0;
    bool noDev = false;
  };

  // Local memory is used only by the work-items of thread 0's work-group.
  bool sharesGroupWith0(int t) const {
    return !units_[t].noDev && !units_[0].noDev && units_[t].dev == units_[0].dev && units_[t].wg == units_[0].wg;
  }

  std::string order(const char* kind) {
    if (c_.chance(85)) {
      if (std::string(kind) == "load") return pick(c_, kLoadOrders);
      if (std::string(kind) == "store") return pick(c_, kStoreOrders);
    }
    return pick(c_, kOrders);
  }

  // ", memory_scope_..." or nothing (device scope).
  std::string scope() { return c_.chance(10) ? "" : std::string(", ") + pick(c_, kScopes); }

  std::string reg() { return "r" + std::to_string(c_.below(regs_)); }

  std::string constant() {
    static const char* const big[] = {"-1", "9223372036854775807", "0x7fffffff", "64", "-3"};
    return c_.chance(8) ? big[c_.below(5)] : std::to_string(c_.below(4));
  }

  std::string value() {
    if (regs_ == 0 || !c_.chance(35)) return constant();
    static const char* const binary[] = {"+", "-", "*", "/", "%", "<<", ">>", "&", "|", "^",
                                         "==", "!=", "<", ">=", "&&", "||"};
    switch (c_.below(4)) {
      case 0: return reg();
      case 1: return cat({reg(), " ", pick(c_, binary), " ", c_.chance(50) ? reg() : constant()});
      case 2: return cat({c_.chance(50) ? "-" : c_.chance(50) ? "!" : "~", reg()});
      default: return cat({"(", reg(), " + ", constant(), ")"});
    }
  }

  // An atomic location this thread may use (local ones only in thread 0's work-group).
  const Loc& location(int t, bool atomic) {
    std::vector<const Loc*> options;
    for (const auto& l : locs_)
      if (l.atomic == atomic && (!l.local || sharesGroupWith0(t))) options.push_back(&l);
    const Loc* l = options[c_.below(static_cast<unsigned>(options.size()))];
    if (c_.chance(8)) l = &locs_[c_.below(static_cast<unsigned>(locs_.size()))];  // atomics on plain data...
    if (l->local && !sharesGroupWith0(t)) l = &locs_[0];
    used_.insert(l->name);
    params_.insert(l->name);
    return *l;
  }

  std::string address(int t) {
    if (c_.chance(6)) {
      used_.insert("a");
      params_.insert("a");
      return regs_ > 0 && c_.chance(60) ? "a + (" + reg() + " & 1)" : "a + " + std::to_string(c_.below(2));
    }
    return location(t, true).name;
  }

  // An atomic operation, as an expression; with `needValue`, one that returns a value (not a store).
  std::string atomicOp(int t, bool needValue) {
    budget_ -= weight_;
    const std::string remote = c_.chance(4) ? "_remote" : "";
    const bool plainCall = c_.chance(10);  // non-explicit: seq_cst at device scope
    unsigned kind = c_.below(8);
    if (needValue && (kind == 3 || kind == 4)) kind = 0;
    switch (kind) {
      case 0: case 1: case 2:
        if (plainCall) return "atomic_load(" + address(t) + ")";
        return cat({"atomic_load_explicit", remote, "(", address(t), ", ", order("load"), scope(), ")"});
      case 3: case 4: {
        std::string a = address(t);
        if (plainCall) return "atomic_store(" + a + ", " + value() + ")";
        return cat({"atomic_store_explicit", remote, "(", a, ", ", value(), ", ", order("store"), scope(), ")"});
      }
      case 5: case 6: {
        std::string op = pick(c_, kRmws);
        std::string a = address(t);
        if (plainCall) return op + "(" + a + ", " + value() + ")";
        return cat({op, "_explicit", remote, "(", a, ", ", value(), ", ", order("rmw"), scope(), ")"});
      }
      default: {
        casThreads_.insert(t);
        params_.insert("e" + std::to_string(t));
        std::string kind = c_.chance(60) ? "strong" : "weak";
        std::string a = address(t);
        std::string e = "e" + std::to_string(t);
        if (plainCall) return "atomic_compare_exchange_" + kind + "(" + a + ", " + e + ", " + value() + ")";
        return cat({"atomic_compare_exchange_", kind, "_explicit", remote, "(", a, ", ", e, ", ", value(), ", ",
                    order("rmw"), ", ", order("load"), scope(), ")"});
      }
    }
  }

  std::string plainAccess(int t, bool store) {
    budget_ -= weight_;
    const Loc& l = location(t, c_.chance(10));  // plain accesses to atomic locations race
    if (store) return "*" + l.name + " = " + value() + ";";
    return "*" + l.name;
  }

  std::string fence() {
    return cat({"atomic_work_item_fence(", pick(c_, kFlags), ", ", pick(c_, kOrders), ", ", pick(c_, kScopes), ");"});
  }

  std::string barrier() {
    std::string label = "B" + std::to_string(c_.below(2));
    switch (c_.below(3)) {
      case 0: return label + ": barrier(" + pick(c_, kFlags) + ");";
      case 1: return cat({label, ": work_group_barrier(", pick(c_, kFlags), scope(), ");"});
      default: return label + ": sub_group_barrier(" + pick(c_, kFlags) + ");";
    }
  }

  // A test for an if or while: over registers, or with an atomic load in it.
  std::string test(int t) {
    static const char* const cmp[] = {"==", "!=", "<", ">="};
    if (regs_ > 0 && c_.chance(60)) {
      std::string r = cat({reg(), " ", pick(c_, cmp), " ", constant()});
      if (budget_ > 0 && c_.chance(15)) r += cat({c_.chance(50) ? " && " : " || ", atomicOp(t, true), " == 1"});
      return r;
    }
    if (budget_ > 0) return cat({atomicOp(t, true), " ", pick(c_, cmp), " ", constant()});
    return "1";
  }

  // One statement at `depth` (0: the thread's top level, where new registers are declared).
  void statement(int t, int depth, std::ostream& out, const std::string& indent) {
    const bool top = depth == 0;
    switch (c_.below(top ? 12 : 9)) {
      case 0: case 1: case 2: case 3: {  // an atomic operation, its value kept or not
        const bool declare = top && c_.chance(75), assign = !declare && regs_ > 0 && c_.chance(50);
        std::string op = atomicOp(t, declare || assign);
        if (declare) out << indent << "int r" << regs_++ << " = " << op << ";\n";
        else if (assign) out << indent << reg() << " = " << op << ";\n";
        else out << indent << op << ";\n";
        return;
      }
      case 4:
        if (c_.chance(50)) {
          out << indent << plainAccess(t, true) << "\n";
        } else {
          std::string load = plainAccess(t, false);
          if (top) out << indent << "int r" << regs_++ << " = " << load << ";\n";
          else if (regs_ > 0) out << indent << reg() << " = " << load << ";\n";
          else out << indent << load << ";\n";
        }
        return;
      case 5: out << indent << fence() << "\n"; return;
      case 6: out << indent << barrier() << "\n"; return;
      case 7:
        if (regs_ > 0) out << indent << reg() << " = " << value() << ";\n";
        else if (top) out << indent << "int r" << regs_++ << " = " << constant() << ";\n";
        return;
      case 8:
        out << indent << "if (" << test(t) << ") ";
        out << block(t, depth + 1, indent);
        if (c_.chance(30)) out << indent << "else " << block(t, depth + 1, indent);
        return;
      case 9: case 10: {  // an if whose register is declared first, as in message passing
        if (depth > 0) return;
        out << indent << "int r" << regs_++ << " = " << constant() << ";\n";
        out << indent << "if (" << test(t) << ") ";
        out << block(t, depth + 1, indent);
        return;
      }
      default:
        if (loops_++ > 0 || depth > 0) return;
        weight_ = 3;  // the test is lowered 3 times and the body twice (--unroll 2)
        out << indent << "while (" << test(t) << ") ";
        weight_ = 2;
        out << block(t, depth + 1, indent);
        weight_ = 1;
        return;
    }
  }

  std::string block(int t, int depth, const std::string& indent) {
    std::ostringstream out;
    out << "{\n";
    const int n = depth > 1 ? 0 : static_cast<int>(c_.below(3));
    for (int i = 0; i < n && budget_ > 0; ++i) statement(t, depth, out, indent + "  ");
    out << indent << "}\n";
    return out.str();
  }

  std::string thread(int t, bool sg) {
    regs_ = 0;
    params_.clear();
    std::ostringstream body;
    const int statements = 1 + static_cast<int>(c_.below(4));
    for (int i = 0; i < statements && (budget_ > 0 || i == 0); ++i) statement(t, 0, body, "  ");
    threadRegs_.push_back(regs_);
    const Unit& u = units_[t];
    std::ostringstream out;
    out << "P" << t << "@" << (sg ? "sg " + std::to_string(u.sg) + ", " : "") << "wg " << u.wg
        << (u.noDev ? "" : ", dev " + std::to_string(u.dev)) << " (";
    bool first = true;
    for (const auto& name : params_) {
      std::string decl;
      for (const auto& l : locs_)
        if (l.name == name) decl = l.param;
      if (name == "a") decl = "global atomic_int* a";
      if (name[0] == 'e') decl = "global int* " + name;
      out << (first ? "" : ", ") << decl;
      first = false;
    }
    out << ") {\n" << body.str() << "}\n";
    return out.str();
  }

  std::string condition() {
    std::vector<std::string> refs;
    for (size_t t = 0; t < threadRegs_.size(); ++t)
      for (int r = 0; r < threadRegs_[t]; ++r) refs.push_back(std::to_string(t) + ":r" + std::to_string(r));
    for (const auto& l : locs_)
      if (used_.count(l.name)) refs.push_back(l.name);
    if (used_.count("a")) refs.push_back("a[1]");
    if (refs.empty()) refs.push_back("x");
    std::ostringstream out;
    if (c_.chance(15)) {
      out << "locations [";
      for (int i = 0, n = 1 + static_cast<int>(c_.below(2)); i < n; ++i)
        out << refs[c_.below(static_cast<unsigned>(refs.size()))] << ";";
      out << "]\n";
    }
    static const char* const quantifiers[] = {"exists", "exists", "exists", "~exists", "forall"};
    out << pick(c_, quantifiers) << " (";
    for (int i = 0, n = 1 + static_cast<int>(c_.below(3)); i < n; ++i) {
      if (i > 0) out << (c_.chance(70) ? " /\\ " : " \\/ ");
      if (c_.chance(10)) out << "~";
      out << refs[c_.below(static_cast<unsigned>(refs.size()))] << "=" << (c_.chance(5) ? "-1" : std::to_string(c_.below(3)));
    }
    out << ")\n";
    return out.str();
  }

  Choices& c_;
  std::vector<Loc> locs_;
  std::vector<Unit> units_;
  std::set<std::string> used_, params_;
  std::set<int> casThreads_;
  std::vector<int> threadRegs_;
  int regs_ = 0, budget_ = 0, loops_ = 0;
  int weight_ = 1;  // copies of the operation being generated in the lowered test
};

}  // namespace

std::string generateLitmus(const uint8_t* data, size_t size) {
  Choices c(data, size);
  return Gen(c).run();
}

}  // namespace clmm::fuzz
