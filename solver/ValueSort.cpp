// Interval analysis of symbolic values and the choice of their Z3 sort.
#include "solver/ValueSort.h"

#include <algorithm>
#include <limits>
#include <vector>

namespace clmm::smt {

const char* valueEncodingName(ValueEncoding e) {
  switch (e) {
    case ValueEncoding::Auto: return "auto";
    case ValueEncoding::Bv: return "bv";
    case ValueEncoding::Bv64: return "bv64";
  }
  return "?";
}

std::optional<ValueEncoding> parseValueEncoding(const std::string& s) {
  for (ValueEncoding e : {ValueEncoding::Auto, ValueEncoding::Bv, ValueEncoding::Bv64})
    if (s == valueEncodingName(e)) return e;
  return std::nullopt;
}

namespace {

using Wide = __int128;
constexpr Wide kMin64 = std::numeric_limits<int64_t>::min();
constexpr Wide kMax64 = std::numeric_limits<int64_t>::max();

struct Interval {
  Wide lo = 0, hi = -1;  // empty when lo > hi
  bool empty() const { return lo > hi; }
  static Interval point(Wide v) { return {v, v}; }
  Interval join(const Interval& o) const {
    if (empty()) return o;
    if (o.empty()) return *this;
    return {std::min(lo, o.lo), std::max(hi, o.hi)};
  }
  Wide magnitude() const { return empty() ? 0 : std::max(lo < 0 ? -lo : lo, hi < 0 ? -hi : hi); }
};

// Whether sign-extended narrow arithmetic equals 64-bit arithmetic (no shifts), and whether
// linear integer arithmetic does (no bitwise operations, division or non-linear products).
struct Findings {
  bool overflow = false;  // some bound leaves the 64-bit range: only 64 bits are exact
  bool shifts = false;
  bool intInexact = false;
};

class Analysis {
 public:
  explicit Analysis(const Program& p) : p_(p), reads_(p.events.size()) {}

  ValueSort run(ValueEncoding requested) {
    size_t numReads = 0;
    std::vector<std::vector<EventId>> sources(p_.events.size());
    for (const Event& r : p_.events) {
      if (!r.mayRead()) continue;
      ++numReads;
      reads_[r.id] = Interval::point(0);
      for (const Event& w : p_.events)
        if (w.id != r.id && w.mayWrite() && p_.sameLocationPossible(r, w)) sources[r.id].push_back(w.id);
    }
    for (size_t round = 0; round <= numReads; ++round) {
      memo_.assign(p_.values.size(), std::nullopt);
      std::vector<Interval> next = reads_;
      bool changed = false;
      for (const Event& r : p_.events) {
        if (!r.mayRead()) continue;
        for (EventId w : sources[r.id]) next[r.id] = next[r.id].join(written(p_.events[w]));
        changed |= next[r.id].lo != reads_[r.id].lo || next[r.id].hi != reads_[r.id].hi;
      }
      reads_ = std::move(next);
      if (!changed) break;
    }
    memo_.assign(p_.values.size(), std::nullopt);
    Wide magnitude = 0;
    for (ValueRef v = 0; v < p_.values.size(); ++v) magnitude = std::max(magnitude, node(v).magnitude());
    for (const Location& l : p_.locations) magnitude = std::max(magnitude, Interval::point(l.init).magnitude());
    for (const Array& a : p_.arrays) magnitude = std::max<Wide>(magnitude, a.size);  // bounds checks

    ValueSort s;
    if (f_.overflow || requested == ValueEncoding::Bv64) {
      s.why = f_.overflow ? "values may exceed 64 bits" : "64-bit bit-vectors requested";
      return s;
    }
    if (requested == ValueEncoding::Auto && !f_.intInexact) {
      s.isInt = true;
      s.why = "integers are exact: |values| <= " + std::to_string(static_cast<int64_t>(magnitude));
      return s;
    }
    if (f_.shifts) {
      s.why = "shifts need 64 bits";
      return s;
    }
    unsigned bits = 1;
    while (bits < 62 && (Wide(1) << bits) <= magnitude) ++bits;
    s.width = std::min(64u, bits + 2);  // sign bit and one bit of margin
    s.why = "|values| <= " + std::to_string(static_cast<int64_t>(magnitude));
    return s;
  }

 private:
  Interval written(const Event& w) {
    if (w.kind == EventKind::Init) return Interval::point(p_.locations.at(w.loc).init);
    return node(w.value);
  }

  Interval clamp(Interval i) {
    if (i.lo < kMin64 || i.hi > kMax64) f_.overflow = true;
    i.lo = std::max(i.lo, kMin64);
    i.hi = std::min(i.hi, kMax64);
    return i;
  }

  static Interval boolean() { return {0, 1}; }

  Interval node(ValueRef v) {
    if (memo_[v]) return *memo_[v];
    const ValueNode& n = p_.values[v];
    Interval r;
    switch (n.op) {
      case ValueNode::Op::Const: r = Interval::point(n.constant); break;
      case ValueNode::Op::ReadValue: r = reads_.at(n.event).join(Interval::point(0)); break;
      case ValueNode::Op::CondValue: r = boolean(); break;
      case ValueNode::Op::Ite: r = node(n.a).join(node(n.b)); break;
      case ValueNode::Op::Unary: r = unary(n.uop, node(n.a)); break;
      case ValueNode::Op::Binary: r = binary(n, node(n.a), node(n.b)); break;
    }
    r = clamp(r);
    memo_[v] = r;
    return r;
  }

  Interval unary(ValueNode::UOp op, const Interval& a) {
    if (a.empty()) return a;
    switch (op) {
      case ValueNode::UOp::Neg: return {-a.hi, -a.lo};
      case ValueNode::UOp::Not: return boolean();
      case ValueNode::UOp::BitNot: return {-a.hi - 1, -a.lo - 1};
    }
    return a;
  }

  Interval binary(const ValueNode& n, const Interval& a, const Interval& b) {
    using B = ValueNode::BOp;
    if (a.empty() || b.empty()) return {};
    const bool constA = p_.values[n.a].op == ValueNode::Op::Const;
    const bool constB = p_.values[n.b].op == ValueNode::Op::Const;
    Wide m = std::max(a.magnitude(), b.magnitude());
    switch (n.bop) {
      case B::Add: return {a.lo + b.lo, a.hi + b.hi};
      case B::Sub: return {a.lo - b.hi, a.hi - b.lo};
      case B::Mul: {
        if (!constA && !constB) f_.intInexact = true;
        if (a.magnitude() > kMax64 || b.magnitude() > kMax64) return {kMin64 - 1, kMax64 + 1};
        Wide c[] = {a.lo * b.lo, a.lo * b.hi, a.hi * b.lo, a.hi * b.hi};
        return {*std::min_element(c, c + 4), *std::max_element(c, c + 4)};
      }
      case B::Div:
      case B::Mod:
        f_.intInexact = true;
        return {-a.magnitude(), a.magnitude()};
      case B::And:
      case B::Or:
      case B::Xor: {
        f_.intInexact = true;
        Wide p = 1;
        while (p <= m) p <<= 1;
        return {-p, p - 1};  // two's complement within the operands' width
      }
      case B::Shl:
      case B::Shr:
        f_.shifts = f_.intInexact = true;
        return {kMin64, kMax64};
      case B::Eq: case B::Ne: case B::Lt: case B::Le: case B::Gt: case B::Ge:
      case B::LAnd: case B::LOr:
        return boolean();
      case B::Min: return {std::min(a.lo, b.lo), std::min(a.hi, b.hi)};
      case B::Max: return {std::max(a.lo, b.lo), std::max(a.hi, b.hi)};
    }
    return {kMin64, kMax64};
  }

  const Program& p_;
  std::vector<Interval> reads_;
  std::vector<std::optional<Interval>> memo_;
  Findings f_;
};

}  // namespace

ValueSort chooseValueSort(const Program& p, ValueEncoding requested) {
  return Analysis(p).run(requested);
}

}  // namespace clmm::smt
