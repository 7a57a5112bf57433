// The 32-bit wrap of OpenCL C's int (see Int32.h): an interval analysis over the value graph
// (reads take the values of the writes they may read from, to a fixed point), then the values
// that may leave the range are wrapped by appended value nodes, and their uses redirected.
#include "litmus/Int32.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <set>

namespace clmm::detail {
namespace {

using Wide = __int128;
using VN = ValueNode;

constexpr Wide kMin32 = -(Wide(1) << 31), kMax32 = (Wide(1) << 31) - 1, kMaxU32 = (Wide(1) << 32) - 1;
constexpr Wide kMin64 = -(Wide(1) << 63), kMax64 = (Wide(1) << 63) - 1;

struct Interval {
  Wide lo = 0, hi = -1;  // empty when lo > hi
  static Interval of(Wide lo, Wide hi) { return {lo, hi}; }
  bool empty() const { return lo > hi; }
  Interval join(const Interval& o) const {
    if (empty()) return o;
    if (o.empty()) return *this;
    return {std::min(lo, o.lo), std::max(hi, o.hi)};
  }
  bool within(Wide a, Wide b) const { return empty() || (lo >= a && hi <= b); }
  Wide magnitude() const { return empty() ? 0 : std::max(lo < 0 ? -lo : lo, hi < 0 ? -hi : hi); }
};

using Width = IntType;

bool wordIn(const std::string& text, std::initializer_list<const char*> words) {
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find_first_of(" *\t", start);
    std::string w = text.substr(start, end == std::string::npos ? std::string::npos : end - start);
    for (const char* x : words)
      if (w == x) return true;
    if (end == std::string::npos) break;
    start = end + 1;
  }
  return false;
}

class Wrapper {
 public:
  Wrapper(const ast::Test& test, Program& p) : test_(test), p_(p) {}

  void run() {
    readWidths();
    analyse();
    rewrite();
  }

  void readWidths() {
    // The width of each array (location names).
    std::map<std::string, Width> width;
    auto note = [&](const std::string& name, const std::string& typeText) {
      Width w = intTypeOf(typeText);
      auto it = width.find(name);
      width[name] = it == width.end() ? w : widerType(it->second, w);
    };
    for (const auto& l : test_.locations) note(l.name, l.typeText);
    for (const auto& th : test_.threads)
      for (const auto& prm : th.params) note(prm.name, prm.typeText);
    arrayWidth_.assign(p_.arrays.size(), IntType::Int);
    for (size_t a = 0; a < p_.arrays.size(); ++a) {
      auto it = width.find(p_.arrays[a].name);
      if (it != width.end()) arrayWidth_[a] = it->second;
    }
  }

  // The accesses whose computed index may fall outside its array, from the index's interval.
  std::vector<EventId> outside() {
    readWidths();
    analyse();
    std::vector<EventId> out;
    for (const Event& e : p_.events) {
      if (!e.isAccess() || e.array < 0 || e.loc >= 0) continue;
      const Interval r = node(e.offset);
      if (!r.within(0, p_.arrays[static_cast<size_t>(e.array)].size - 1)) out.push_back(e.id);
    }
    return out;
  }

  std::set<const ast::Expr*> overflows(const std::vector<OverflowSite>& sites) {
    readWidths();
    analyse();
    std::set<const ast::Expr*> out;
    for (const OverflowSite& s : sites)
      if (!out.count(s.site) && mayOverflow(s)) out.insert(s.site);
    return out;
  }

 private:
  // Whether an instance of site s may leave its type's range, from its operands' intervals.
  bool mayOverflow(const OverflowSite& s) {
    const Interval t = range(s.type);
    const Interval a = node(s.a), b = node(s.b);
    if (a.empty() || b.empty()) return false;
    if (s.negation) return b.lo <= t.lo;  // -b overflows only for the least value
    Interval r;
    switch (s.op) {
      case VN::BOp::Add: r = Interval::of(a.lo + b.lo, a.hi + b.hi); break;
      case VN::BOp::Sub: r = Interval::of(a.lo - b.hi, a.hi - b.lo); break;
      case VN::BOp::Mul: {
        Wide c[] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
        r = Interval::of(*std::min_element(c, c + 4), *std::max_element(c, c + 4));
        break;
      }
      case VN::BOp::Shl: {  // C11 6.5.7 p4: a negative left operand, or a result past the maximum
        if (a.lo < 0) return true;
        const int bits = is64(s.type) ? 64 : 32;
        // OpenCL C 6.3 (j): the count is taken modulo the width
        const Wide n = b.lo == b.hi ? (b.lo & (bits - 1)) : b.lo >= 0 && b.hi < bits ? b.hi : bits - 1;
        return a.hi > (t.hi >> static_cast<int>(n));
      }
      default: return true;
    }
    return !r.within(t.lo, t.hi);
  }

  Interval range(Width w) const {
    if (w == IntType::Int) return Interval::of(kMin32, kMax32);
    if (w == IntType::UInt) return Interval::of(0, kMaxU32);
    return Interval::of(kMin64, kMax64);  // long, and ulong as its bit pattern
  }

  // A node whose value is its type's: arithmetic and bitwise operators (comparisons and logical
  // operators give 0 or 1), and the conversions the elaboration writes as `v + 0`.
  static bool arithmetic(const VN& n) {
    if (n.op == VN::Op::Unary) return n.uop != VN::UOp::Not;
    if (n.op != VN::Op::Binary) return false;
    switch (n.bop) {
      case VN::BOp::Add: case VN::BOp::Sub: case VN::BOp::Mul: case VN::BOp::Div: case VN::BOp::Mod:
      case VN::BOp::Shl: case VN::BOp::Shr: case VN::BOp::And: case VN::BOp::Or: case VN::BOp::Xor:
      case VN::BOp::Min: case VN::BOp::Max: case VN::BOp::UDiv: case VN::BOp::UMod: case VN::BOp::UShr:
      case VN::BOp::UMin: case VN::BOp::UMax:
        return true;
      default:
        return false;
    }
  }

  // The values node v may take, reads taking reads_; arithmetic as wrapped when it will be.
  Interval node(ValueRef v) {
    if (memo_[v]) return *memo_[v];
    const VN& n = p_.values[v];
    Interval r;
    auto full = Interval::of(kMin64, kMax64);
    switch (n.op) {
      case VN::Op::Const: r = Interval::of(n.constant, n.constant); break;
      case VN::Op::ReadValue: r = reads_.at(n.event).join(Interval::of(0, 0)); break;
      case VN::Op::CondValue: r = Interval::of(0, 1); break;
      case VN::Op::Ite: r = node(n.a).join(node(n.b)); break;
      case VN::Op::Unary: {
        Interval a = node(n.a);
        if (a.empty()) { r = a; break; }
        if (n.uop == VN::UOp::Neg) r = Interval::of(-a.hi, -a.lo);
        else if (n.uop == VN::UOp::Not) r = Interval::of(0, 1);
        else r = Interval::of(-a.hi - 1, -a.lo - 1);
        break;
      }
      case VN::Op::Binary: {
        Interval a = node(n.a), b = node(n.b);
        if (a.empty() || b.empty()) { r = Interval{}; break; }
        Wide m = std::max(a.magnitude(), b.magnitude());
        // An unsigned operator on operands that are not negative is its signed form; otherwise
        // an operand is a ulong with its top bit set, whose value as int64_t is negative.
        VN::BOp op = n.bop;
        if (isUnsignedOp(op)) {
          if (a.lo < 0 || b.lo < 0) {
            r = op == VN::BOp::ULt || op == VN::BOp::ULe || op == VN::BOp::UGt || op == VN::BOp::UGe ? Interval::of(0, 1)
                // a never negative is below every negative (huge) b, and the other way round
                : op == VN::BOp::UMin ? (a.lo >= 0 && b.hi < 0 ? a : b.lo >= 0 && a.hi < 0 ? b : full)
                : op == VN::BOp::UMax ? (a.hi < 0 && b.lo >= 0 ? a : b.hi < 0 && a.lo >= 0 ? b : full)
                                      : full;
            break;
          }
          op = signedForm(op);
        }
        switch (op) {
          case VN::BOp::Add: r = Interval::of(a.lo + b.lo, a.hi + b.hi); break;
          case VN::BOp::Sub: r = Interval::of(a.lo - b.hi, a.hi - b.lo); break;
          case VN::BOp::Mul: {
            if (a.magnitude() > kMax64 || b.magnitude() > kMax64) { r = full; break; }
            Wide c[] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
            r = Interval::of(*std::min_element(c, c + 4), *std::max_element(c, c + 4));
            break;
          }
          case VN::BOp::Div: case VN::BOp::Mod: r = Interval::of(-a.magnitude(), a.magnitude()); break;
          case VN::BOp::And: case VN::BOp::Or: case VN::BOp::Xor: {
            Wide p = 1;
            while (p <= m) p <<= 1;
            r = Interval::of(-p, p - 1);
            break;
          }
          case VN::BOp::Shl: r = full; break;
          case VN::BOp::Shr: r = a.lo >= 0 ? Interval::of(0, a.hi) : Interval::of(a.lo, std::max<Wide>(a.hi, 0)); break;
          case VN::BOp::Min: r = Interval::of(std::min(a.lo, b.lo), std::min(a.hi, b.hi)); break;
          case VN::BOp::Max: r = Interval::of(std::max(a.lo, b.lo), std::max(a.hi, b.hi)); break;
          default: r = Interval::of(0, 1); break;  // comparisons and logical operators
        }
        break;
      }
    }
    // A result past 64 bits wraps (a long's overflow, flagged undefined where it is an operator
    // of the test; a ulong's modular arithmetic): its values may then be any 64-bit ones, not
    // only those of the clamped interval.
    if (!r.empty() && (r.lo < kMin64 || r.hi > kMax64)) r = full;
    if (arithmetic(n) && !is64(n.type) && !r.within(range(n.type).lo, range(n.type).hi)) {
      wrapped_.insert(v);
      r = range(n.type);
    }
    memo_[v] = r;
    return r;
  }

  // The values a write leaves in its location: its value, wrapped into the location's type.
  Interval written(const Event& w) {
    Width width = arrayWidth_[w.array];
    Interval v = w.kind == EventKind::Init ? Interval::of(p_.locations.at(w.loc).init, p_.locations.at(w.loc).init)
                                           : node(w.value);
    if (!is64(width) && !v.within(range(width).lo, range(width).hi)) {
      stores_.insert(w.id);
      return range(width);
    }
    return v;
  }

  // Reads take the values of the other writes to their array (a sound approximation of the
  // writes they may read from), round by round. A value reaches a read through a chain of
  // read-modify-writes, each at most once, so rounds = reads + 1 cover every chain even without
  // a fixed point. A round costs about (values + events); when reads + 1 rounds would cost more
  // than kMaxWork, the analysis stops at that many rounds and every read takes its type's whole
  // range instead (sound, since every store into the array is then wrapped as needed). (A fixed
  // number of rounds, 64, made a chain of 64 counter increments lose its bounds, so that the Z3
  // engine needed 64-bit bit-vectors for it: RMW-64 in bench/.)
  void analyse() {
    constexpr size_t kMaxWork = size_t(1) << 26;
    const size_t nA = p_.arrays.size();
    std::vector<std::vector<EventId>> writes(nA);  // per array
    std::vector<int> slot(p_.events.size(), -1);    // a write's index in its array's list
    size_t numReads = 0;
    for (const Event& e : p_.events) {
      if (!e.isAccess()) continue;
      if (e.mayWrite()) {
        slot[e.id] = static_cast<int>(writes[e.array].size());
        writes[e.array].push_back(e.id);
      }
      numReads += e.mayRead();
    }
    reads_.assign(p_.events.size(), Interval{});
    const size_t rounds = numReads + 1;
    const size_t kMaxRounds = std::max<size_t>(64, kMaxWork / (p_.values.size() + p_.events.size() + 1));
    bool converged = false;
    for (size_t round = 0; round < std::min(rounds, kMaxRounds) && !converged; ++round) {
      memo_.assign(p_.values.size(), std::nullopt);
      // Joins of each array's writes before and after each one, to leave a read's own write out.
      std::vector<std::vector<Interval>> before(nA), after(nA);
      for (size_t a = 0; a < nA; ++a) {
        const auto& ws = writes[a];
        std::vector<Interval> vals;
        for (EventId w : ws) vals.push_back(written(p_.events[w]));
        before[a].assign(ws.size() + 1, Interval{});
        after[a].assign(ws.size() + 1, Interval{});
        for (size_t i = 0; i < ws.size(); ++i) before[a][i + 1] = before[a][i].join(vals[i]);
        for (size_t i = ws.size(); i-- > 0;) after[a][i] = after[a][i + 1].join(vals[i]);
      }
      converged = true;
      for (const Event& r : p_.events) {
        if (!r.mayRead() || !r.isAccess()) continue;
        const size_t a = static_cast<size_t>(r.array);
        Interval next = slot[r.id] < 0 ? before[a].back()
                                       : before[a][slot[r.id]].join(after[a][slot[r.id] + 1]);
        converged &= next.lo == reads_[r.id].lo && next.hi == reads_[r.id].hi;
        reads_[r.id] = next;
      }
    }
    if (!converged && rounds > kMaxRounds)
      for (const Event& r : p_.events)
        if (r.mayRead() && r.isAccess()) reads_[r.id] = range(arrayWidth_[r.array]);
    memo_.assign(p_.values.size(), std::nullopt);
    wrapped_.clear();
    stores_.clear();
    for (ValueRef v = 0; v < p_.values.size(); ++v) node(v);
    for (const Event& w : p_.events)
      if (w.mayWrite() && w.isAccess()) written(w);
  }

  ValueRef add(VN n) {
    p_.values.push_back(n);
    return static_cast<ValueRef>(p_.values.size() - 1);
  }
  ValueRef constant(int64_t c) {
    VN n;
    n.op = VN::Op::Const;
    n.constant = c;
    return add(n);
  }
  ValueRef binary(VN::BOp op, ValueRef a, ValueRef b) {
    VN n;
    n.op = VN::Op::Binary;
    n.bop = op;
    n.a = a;
    n.b = b;
    return add(n);
  }
  // v modulo 2^32, into [-2^31, 2^31) (signed) or [0, 2^32) (unsigned).
  ValueRef wrap(ValueRef v, Width w) {
    if (w == IntType::UInt) return binary(VN::BOp::And, v, constant(0xFFFFFFFF));
    ValueRef half = constant(int64_t(1) << 31);
    ValueRef low = binary(VN::BOp::And, binary(VN::BOp::Add, v, half), constant(0xFFFFFFFF));
    return binary(VN::BOp::Sub, low, half);
  }

  void rewrite() {
    if (wrapped_.empty() && stores_.empty()) return;
    const size_t original = p_.values.size();
    std::map<ValueRef, ValueRef> redirect;
    for (ValueRef v : wrapped_) redirect[v] = wrap(v, p_.values[v].type);
    auto fix = [&](ValueRef& r) {
      auto it = redirect.find(r);
      if (it != redirect.end()) r = it->second;
    };
    for (size_t v = 0; v < original; ++v) {
      VN& n = p_.values[v];
      if (n.op == VN::Op::Unary || n.op == VN::Op::Ite || n.op == VN::Op::Binary) fix(n.a);
      if (n.op == VN::Op::Ite || n.op == VN::Op::Binary) fix(n.b);
    }
    for (Event& e : p_.events) {
      if (e.mayWrite()) fix(e.value);
      if (e.isAccess()) fix(e.offset);
      if (e.kind == EventKind::Cas) fix(e.expected);
    }
    for (Cond& c : p_.conds) fix(c.value);
    for (WorkItem& w : p_.threads)
      for (auto& [name, v] : w.registers) fix(v);
    for (Observable& o : p_.observables)
      if (o.thread >= 0) fix(o.value);
    for (EventId id : stores_) {
      Event& e = p_.events[id];
      if (e.kind == EventKind::Init) {
        Location& l = p_.locations[e.loc];
        Wide span = (Wide(1) << 32);
        Wide x = ((Wide(l.init) % span) + span) % span;
        if (arrayWidth_[e.array] == IntType::Int && x > kMax32) x -= span;
        l.init = static_cast<int64_t>(x);
        e.value = constant(l.init);
        e.text = l.name + "=" + std::to_string(l.init);
      } else {
        e.value = wrap(e.value, arrayWidth_[e.array]);
      }
    }
  }

  const ast::Test& test_;
  Program& p_;
  std::vector<Width> arrayWidth_;
  std::vector<Interval> reads_;
  std::vector<std::optional<Interval>> memo_;
  std::set<ValueRef> wrapped_;  // arithmetic nodes that may leave int's range
  std::set<EventId> stores_;    // writes whose value may leave their location's range
};

}  // namespace

IntType intTypeOf(const std::string& typeText) {
  if (wordIn(typeText, {"ulong", "atomic_ulong", "uintptr_t", "atomic_uintptr_t", "size_t", "atomic_size_t"}) ||
      (wordIn(typeText, {"unsigned"}) && wordIn(typeText, {"long"})))
    return IntType::ULong;
  if (wordIn(typeText, {"long", "atomic_long", "intptr_t", "atomic_intptr_t", "atomic_ptrdiff_t", "ptrdiff_t"}))
    return IntType::Long;
  if (wordIn(typeText, {"uint", "unsigned", "atomic_uint"})) return IntType::UInt;
  return IntType::Int;
}

// C11 6.3.1.8 p1 on int, uint, long and ulong: a ulong operand makes both ulong; else a long
// makes both long (a long holds every uint); else a uint makes both uint.
IntType widerType(IntType a, IntType b) {
  if (a == IntType::ULong || b == IntType::ULong) return IntType::ULong;
  if (a == IntType::Long || b == IntType::Long) return IntType::Long;
  if (a == IntType::UInt || b == IntType::UInt) return IntType::UInt;
  return IntType::Int;
}

int64_t wrapTo(int64_t v, IntType t) {
  if (is64(t)) return v;
  const uint64_t low = static_cast<uint64_t>(v) & 0xFFFFFFFFu;
  if (t == IntType::UInt) return static_cast<int64_t>(low);
  return low >= (uint64_t(1) << 31) ? static_cast<int64_t>(low) - (int64_t(1) << 32) : static_cast<int64_t>(low);
}

void wrapInt32(const ast::Test& test, Program& p) { Wrapper(test, p).run(); }

std::set<const ast::Expr*> mayOverflow(const ast::Test& test, Program& p, const std::vector<OverflowSite>& sites) {
  if (sites.empty()) return {};
  return Wrapper(test, p).overflows(sites);
}

std::vector<EventId> mayIndexOutside(const ast::Test& test, Program& p) { return Wrapper(test, p).outside(); }

}  // namespace clmm::detail
