// Interval analysis of symbolic values and the choice of their Z3 sort.
#include "solver/ValueSort.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/strong_components.hpp>

#include <algorithm>
#include <limits>
#include <set>
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
  bool unsignedNegative = false;  // an unsigned operator may see a ulong with its top bit set
};

class Analysis {
 public:
  explicit Analysis(const Program& p) : p_(p), reads_(p.events.size()) {}

  // The reads that a value mentions (both branches of a choice).
  void readsOf(ValueRef v, std::vector<bool>& seen, std::vector<EventId>& out) const {
    if (seen[v]) return;
    seen[v] = true;
    const ValueNode& n = p_.values[v];
    switch (n.op) {
      case ValueNode::Op::Const:
      case ValueNode::Op::CondValue: return;
      case ValueNode::Op::ReadValue: out.push_back(n.event); return;
      case ValueNode::Op::Unary: readsOf(n.a, seen, out); return;
      case ValueNode::Op::Binary:
      case ValueNode::Op::Ite:
        readsOf(n.a, seen, out);
        readsOf(n.b, seen, out);
        return;
    }
  }

  ValueSort run(ValueEncoding requested) {
    const size_t nE = p_.events.size();
    std::vector<std::vector<EventId>> sources(nE);
    for (const Event& r : p_.events) {
      if (!r.mayRead()) continue;
      for (const Event& w : p_.events)
        if (w.id != r.id && w.mayWrite() && p_.sameLocationPossible(r, w)) sources[r.id].push_back(w.id);
    }
    // Read r' -> read r when r may read from a write whose value mentions r'.
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::directedS>;
    Graph g(nE);
    for (const Event& r : p_.events)
      for (EventId w : sources[r.id]) {
        const Event& we = p_.events[w];
        if (we.kind == EventKind::Init) continue;
        std::vector<bool> seen(p_.values.size(), false);
        std::vector<EventId> mentioned;
        readsOf(we.value, seen, mentioned);
        for (EventId d : mentioned) boost::add_edge(d, r.id, g);
      }
    std::vector<int> component(nE);
    const int nComp = boost::strong_components(g, boost::make_iterator_property_map(component.begin(), boost::get(boost::vertex_index, g)));
    // The components in topological order (Kahn on the condensation).
    std::vector<std::vector<EventId>> members(static_cast<size_t>(nComp));
    for (const Event& r : p_.events)
      if (r.mayRead()) members[static_cast<size_t>(component[r.id])].push_back(r.id);
    std::vector<std::set<int>> next(static_cast<size_t>(nComp));
    std::vector<int> indegree(static_cast<size_t>(nComp), 0);
    for (auto [e, end] = boost::edges(g); e != end; ++e) {
      int a = component[boost::source(*e, g)], b = component[boost::target(*e, g)];
      if (a != b && next[static_cast<size_t>(a)].insert(b).second) ++indegree[static_cast<size_t>(b)];
    }
    std::vector<int> order;
    for (int c = 0; c < nComp; ++c)
      if (indegree[static_cast<size_t>(c)] == 0) order.push_back(c);
    for (size_t i = 0; i < order.size(); ++i)
      for (int b : next[static_cast<size_t>(order[i])])
        if (--indegree[static_cast<size_t>(b)] == 0) order.push_back(b);

    // A component of k reads: k rounds, each read taking what its sources write under the
    // previous round's values (none at first); reads of earlier components are final.
    for (int c : order) {
      const auto& reads = members[static_cast<size_t>(c)];
      for (size_t round = 0; round < reads.size(); ++round) {
        memo_.assign(p_.values.size(), std::nullopt);
        std::vector<Interval> values;
        for (EventId r : reads) {
          Interval v = p_.events[r].guard.empty() ? Interval{} : Interval::point(0);  // a read not executed is 0
          for (EventId w : sources[r]) v = v.join(written(p_.events[w]));
          values.push_back(v);
        }
        bool changed = false;
        for (size_t i = 0; i < reads.size(); ++i) {
          changed |= values[i].lo != reads_[reads[i]].lo || values[i].hi != reads_[reads[i]].hi;
          reads_[reads[i]] = values[i];
        }
        if (!changed) break;
      }
    }
    memo_.assign(p_.values.size(), std::nullopt);
    Wide magnitude = 0;
    for (ValueRef v = 0; v < p_.values.size(); ++v) magnitude = std::max(magnitude, node(v).magnitude());
    for (const Location& l : p_.locations) magnitude = std::max(magnitude, Interval::point(l.init).magnitude());
    for (const Array& a : p_.arrays) magnitude = std::max<Wide>(magnitude, a.size);  // bounds checks

    ValueSort s;
    s.readRange.assign(p_.events.size(), {1, 0});
    for (const Event& r : p_.events)
      if (r.mayRead() && !reads_[r.id].empty() && reads_[r.id].lo >= kMin64 && reads_[r.id].hi <= kMax64)
        s.readRange[r.id] = {static_cast<int64_t>(reads_[r.id].lo), static_cast<int64_t>(reads_[r.id].hi)};
    if (f_.overflow || f_.unsignedNegative || requested == ValueEncoding::Bv64) {
      s.why = f_.overflow           ? "values may exceed 64 bits"
              : f_.unsignedNegative ? "unsigned 64-bit values need 64 bits"
                                    : "64-bit bit-vectors requested";
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

  // A value past 64 bits wraps: only 64 bits are exact, and the wrapped value may be any 64-bit
  // one (the clamped interval would miss the wrapped values, and the read ranges the encoding
  // asserts would exclude them).
  Interval clamp(Interval i) {
    if (i.empty() || (i.lo >= kMin64 && i.hi <= kMax64)) return i;
    f_.overflow = true;
    return {kMin64, kMax64};
  }

  static Interval boolean() { return {0, 1}; }

  Interval node(ValueRef v) {
    if (memo_[v]) return *memo_[v];
    const ValueNode& n = p_.values[v];
    Interval r;
    switch (n.op) {
      case ValueNode::Op::Const: r = Interval::point(n.constant); break;
      case ValueNode::Op::ReadValue: r = reads_.at(n.event); break;
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
    // An unsigned operator on operands that are never negative computes its signed form (the
    // encoding uses it below 64 bits); else only 64-bit bit-vectors compute it.
    if (isUnsignedOp(n.bop)) {
      if (a.lo < 0 || b.lo < 0) {
        f_.unsignedNegative = f_.intInexact = true;
        if (n.bop == B::ULt || n.bop == B::ULe || n.bop == B::UGt || n.bop == B::UGe) return boolean();
        return {kMin64, kMax64};
      }
      ValueNode s = n;
      s.bop = signedForm(n.bop);
      return binary(s, a, b);
    }
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
      default: break;  // the unsigned forms, above
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
