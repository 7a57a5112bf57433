// Encoding of candidate executions: control flow, values, locations, reads-from, coherence,
// the out-of-thin-air rule and the final values of the observables. The rules are those of
// enumerate/Candidates.cpp (see its header comment); ProgramPrimitives.cpp builds the model's
// primitives on top, ExecutionFromModel.cpp reads a model back.
#include "solver/ProgramEncoding.h"

#include <stdexcept>

#include "events/Symmetry.h"

namespace clmm::smt {

ProgramEncoding::ProgramEncoding(const Program& p, Terms& terms, Clocks& clocks, const ValueSort& sort,
                                 ClockKind coherence)
    : p_(p),
      terms_(terms),
      clocks_(clocks),
      ctx_(terms.ctx()),
      sort_(sort),
      n_(p.events.size()),
      coherenceKind_(coherence) {
  readVar_.assign(n_, std::nullopt);
  offset_.assign(n_, std::nullopt);
  valueMemo_.assign(p.values.size(), std::nullopt);
  depMemo_.assign(p.values.size(), std::nullopt);
  rf_.assign(n_, {});
  sameLoc_.assign(n_ * n_, -1);
  initOf_.assign(p.locations.size(), static_cast<EventId>(-1));
  for (const Event& e : p.events) {
    if (e.kind == EventKind::Init) initOf_.at(e.loc) = e.id;
    if (e.mayRead()) {
      std::string name = "v" + std::to_string(e.id);
      readVar_[e.id] = sort_.isInt ? ctx_.int_const(name.c_str()) : ctx_.bv_const(name.c_str(), sort_.width);
    }
  }
  encodeControlFlow();
  encodeAccesses();
  encodeReadsFrom();
  encodeCoherence();
  encodeSymmetry();
  encodeThinAir();
  encodeObservables();
}

// ----------------------------------------------------------------------------- values

z3::expr ProgramEncoding::num(int64_t v) const {
  if (sort_.isInt) return ctx_.int_val(v);
  return ctx_.bv_val(v, sort_.width);
}

z3::expr ProgramEncoding::boolValue(const z3::expr& b) const { return z3::ite(b, num(1), num(0)); }

Lit ProgramEncoding::nonZero(const z3::expr& v) { return terms_.lit((v != num(0)).simplify()); }

z3::expr ProgramEncoding::value(ValueRef ref) {
  if (valueMemo_.at(ref)) return *valueMemo_[ref];
  const ValueNode& n = p_.values[ref];
  using B = ValueNode::BOp;
  auto result = [&]() -> z3::expr {
    switch (n.op) {
      case ValueNode::Op::Const: return num(n.constant);
      case ValueNode::Op::ReadValue:
        return readVar_.at(n.event) ? *readVar_[n.event] : num(0);
      case ValueNode::Op::CondValue: return boolValue(terms_.expr(condTrue_.at(n.cond)));
      case ValueNode::Op::Ite: return z3::ite(terms_.expr(condTrue_.at(n.cond)), value(n.a), value(n.b));
      case ValueNode::Op::Unary: {
        z3::expr a = value(n.a);
        switch (n.uop) {
          case ValueNode::UOp::Neg: return -a;
          case ValueNode::UOp::Not: return boolValue(a == num(0));
          case ValueNode::UOp::BitNot: return sort_.isInt ? -a - num(1) : ~a;
        }
        break;
      }
      case ValueNode::Op::Binary: {
        z3::expr a = value(n.a), b = value(n.b);
        const bool I = sort_.isInt;
        // An unsigned operator: below 64 bits, its operands are never negative (ValueSort.h)
        // and its signed form computes it; at 64 bits, the bit-vectors' unsigned operators.
        if (isUnsignedOp(n.bop) && !I && sort_.width == 64) {
          switch (n.bop) {
            case B::UDiv: return z3::ite(b == num(0), num(0), z3::udiv(a, b));
            case B::UMod: return z3::ite(b == num(0), num(0), z3::urem(a, b));
            case B::UShr: return z3::lshr(a, b & num(63));
            case B::ULt: return boolValue(z3::ult(a, b));
            case B::ULe: return boolValue(z3::ule(a, b));
            case B::UGt: return boolValue(z3::ugt(a, b));
            case B::UGe: return boolValue(z3::uge(a, b));
            case B::UMin: return z3::ite(z3::ult(a, b), a, b);
            case B::UMax: return z3::ite(z3::ult(a, b), b, a);
            default: break;
          }
        }
        switch (signedForm(n.bop)) {
          case B::Add: return a + b;
          case B::Sub: return a - b;
          case B::Mul: return a * b;
          case B::Eq: return boolValue(a == b);
          case B::Ne: return boolValue(a != b);
          case B::Lt: return boolValue(I ? a < b : z3::slt(a, b));
          case B::Le: return boolValue(I ? a <= b : z3::sle(a, b));
          case B::Gt: return boolValue(I ? a > b : z3::sgt(a, b));
          case B::Ge: return boolValue(I ? a >= b : z3::sge(a, b));
          case B::LAnd: return boolValue(a != num(0) && b != num(0));
          case B::LOr: return boolValue(a != num(0) || b != num(0));
          case B::Min: return z3::ite(I ? a < b : z3::slt(a, b), a, b);
          case B::Max: return z3::ite(I ? a < b : z3::slt(a, b), b, a);
          default: break;
        }
        if (I) throw std::logic_error(std::string("smt: integer values cannot encode operator ") + binaryOpSpelling(n.bop));
        switch (signedForm(n.bop)) {
          case B::Div:
          case B::Mod: {
            z3::expr minimum = ctx_.bv_val(uint64_t(1) << (sort_.width - 1), sort_.width);
            z3::expr undefined = b == num(0) || (a == minimum && b == num(-1));
            return z3::ite(undefined, num(0), n.bop == B::Div ? a / b : z3::srem(a, b));
          }
          case B::And: return a & b;
          case B::Or: return a | b;
          case B::Xor: return a ^ b;
          case B::Shl: return z3::shl(a, b & num(63));
          case B::Shr: return z3::ashr(a, b & num(63));
          default: break;
        }
        break;
      }
    }
    return num(0);  // not reached: every operator is handled above
  };
  z3::expr v = result();
  valueMemo_[ref] = v;
  return v;
}

// ----------------------------------------------------------------------------- control flow

Lit ProgramEncoding::guardLit(const GuardLit& g) const {
  if (g.positive) return condTrue_.at(g.cond);  // a condition is true only where reached
  return terms_.mkAnd(reached_.at(g.cond), terms_.mkNot(condTrue_.at(g.cond)));
}

Lit ProgramEncoding::guard(const Guard& g) {
  std::vector<Lit> lits;
  for (const GuardLit& l : g) lits.push_back(guardLit(l));
  return terms_.mkAnd(lits);
}

void ProgramEncoding::encodeControlFlow() {
  const size_t nC = p_.conds.size();
  condTrue_.resize(nC);
  reached_.assign(nC, kFalse);
  for (CondId c = 0; c < nC; ++c) condTrue_[c] = terms_.fresh("c" + std::to_string(c));
  std::vector<Lit> boundTrue;
  for (CondId c = 0; c < nC; ++c) {
    const Cond& cond = p_.conds[c];
    for (const GuardLit& l : cond.guard)
      if (l.cond >= c)
        throw std::logic_error("smt: the guard of condition c" + std::to_string(c) + " refers to a later condition");
    reached_[c] = guard(cond.guard);
    hard_.push_back(terms_.mkImplies(condTrue_[c], reached_[c]));
    if (cond.kind == Cond::Kind::Choice) continue;
    hard_.push_back(terms_.mkImplies(reached_[c], terms_.mkIff(condTrue_[c], nonZero(value(cond.value)))));
    if (cond.kind == Cond::Kind::LoopBound && cond.impossible) hard_.push_back(terms_.mkNot(condTrue_[c]));
    else if (cond.kind == Cond::Kind::LoopBound) boundTrue.push_back(condTrue_[c]);
  }
  hasLoopBounds_ = !boundTrue.empty();
  if (hasLoopBounds_) {
    withinBound_ = terms_.fresh("within_loop_bound");
    beyondBound_ = terms_.fresh("beyond_loop_bound");
    for (Lit b : boundTrue) hard_.push_back(terms_.mkImplies(withinBound_, terms_.mkNot(b)));
    hard_.push_back(terms_.mkImplies(beyondBound_, terms_.mkOr(boundTrue)));
  }

  exec_.resize(n_);
  reads_.assign(n_, kFalse);
  writes_.assign(n_, kFalse);
  for (const Event& e : p_.events) {
    exec_[e.id] = e.kind == EventKind::Init ? kTrue : guard(e.guard);
    if (e.mayRead()) {
      reads_[e.id] = exec_[e.id];
      hard_.push_back(terms_.mkOr(reads_[e.id], terms_.lit(*readVar_[e.id] == num(0))));
      // The interval analysis's bounds (ValueSort::readRange), redundant but not for Z3: they
      // prove at once that a counter takes no further value.
      if (sort_.isInt && e.id < sort_.readRange.size()) {
        auto [lo, hi] = sort_.readRange[e.id];
        if (lo <= hi) {
          hard_.push_back(terms_.lit(*readVar_[e.id] >= num(lo)));
          hard_.push_back(terms_.lit(*readVar_[e.id] <= num(hi)));
        }
      }
    }
    if (e.mayWrite())
      writes_[e.id] = e.kind == EventKind::Cas ? terms_.mkAnd(exec_[e.id], condTrue_.at(e.success)) : exec_[e.id];
  }
}

// ----------------------------------------------------------------------------- locations

std::vector<LocId> ProgramEncoding::possibleLocations(const Event& e) const {
  if (!e.isAccess()) return {};
  if (e.loc >= 0) return {e.loc};
  const Array& a = p_.arrays.at(e.array);
  std::vector<LocId> out;
  for (int i = 0; i < a.size; ++i) out.push_back(a.first + i);
  if (a.outOfBounds >= 0) out.push_back(a.outOfBounds);
  return out;
}

void ProgramEncoding::encodeAccesses() {
  for (const Event& e : p_.events) {
    if (!e.isAccess() || e.loc >= 0) continue;
    const Array& a = p_.arrays.at(e.array);
    z3::expr off = value(e.offset);
    offset_[e.id] = off;
    z3::expr inBounds = sort_.isInt ? (off >= num(0) && off < num(a.size))
                                    : (z3::sge(off, num(0)) && z3::slt(off, num(a.size)));
    inBounds_[e.id] = terms_.lit(inBounds);
    // An index outside the array reaches its out-of-bounds stand-in (Array::outOfBounds).
    if (a.outOfBounds < 0) hard_.push_back(terms_.mkImplies(exec_[e.id], inBounds_[e.id]));
  }
}

Lit ProgramEncoding::atLocation(EventId id, LocId l) {
  const Event& e = p_.events[id];
  if (!e.isAccess()) return kFalse;
  if (e.loc >= 0) return e.loc == l ? exec_[id] : kFalse;
  const Array& a = p_.arrays.at(e.array);
  if (l == a.outOfBounds) return terms_.mkAnd(exec_[id], terms_.mkNot(inBounds_.at(id)));
  if (l < a.first || l >= a.first + a.size) return kFalse;
  return terms_.mkAnd(exec_[id], terms_.lit(*offset_[id] == num(l - a.first)));
}

Lit ProgramEncoding::sameLocation(EventId a, EventId b) {
  Lit& cached = sameLoc_[a * n_ + b];
  if (cached >= 0) return cached;
  const Event& ea = p_.events[a];
  const Event& eb = p_.events[b];
  Lit r = kFalse;
  if (ea.isAccess() && eb.isAccess()) {
    if (ea.loc >= 0 && eb.loc >= 0) {
      r = ea.loc == eb.loc ? terms_.mkAnd(exec_[a], exec_[b]) : kFalse;
    } else if (ea.loc >= 0) {
      r = terms_.mkAnd(exec_[a], atLocation(b, ea.loc));
    } else if (eb.loc >= 0) {
      r = terms_.mkAnd(atLocation(a, eb.loc), exec_[b]);
    } else if (ea.array == eb.array) {
      r = a == b ? exec_[a] : terms_.mkAnd(terms_.mkAnd(exec_[a], exec_[b]), terms_.lit(*offset_[a] == *offset_[b]));
    }
  }
  cached = r;
  sameLoc_[b * n_ + a] = r;
  return r;
}

// ----------------------------------------------------------------------------- reads-from

void ProgramEncoding::encodeReadsFrom() {
  for (const Event& r : p_.events) {
    if (!r.mayRead()) continue;
    std::vector<Lit> sources;
    for (const Event& w : p_.events) {
      if (w.id == r.id || !w.mayWrite() || !p_.sameLocationPossible(r, w)) continue;
      Lit possible = terms_.mkAnd(writes_[w.id], sameLocation(w.id, r.id));
      if (possible == kFalse) continue;
      Lit x = terms_.fresh("rf_" + std::to_string(w.id) + "_" + std::to_string(r.id));
      z3::expr written = w.kind == EventKind::Init ? num(p_.locations.at(w.loc).init) : value(w.value);
      hard_.push_back(terms_.mkImplies(x, possible));
      hard_.push_back(terms_.mkImplies(x, terms_.lit(*readVar_[r.id] == written)));
      rf_[r.id].emplace_back(w.id, x);
      sources.push_back(x);
    }
    stats_.rfVariables += sources.size();
    std::vector<Lit> some = sources;
    hard_.push_back(terms_.mkImplies(reads_[r.id], terms_.mkOr(some)));
    if (sources.size() <= 6) {
      for (size_t i = 0; i < sources.size(); ++i)
        for (size_t j = i + 1; j < sources.size(); ++j)
          hard_.push_back(terms_.mkNot(terms_.mkAnd(sources[i], sources[j])));
    } else {
      z3::expr_vector xs(ctx_);
      for (Lit x : sources) xs.push_back(terms_.expr(x));
      hard_.push_back(terms_.lit(z3::atmost(xs, 1)));
    }
  }
}

// ----------------------------------------------------------------------------- coherence

void ProgramEncoding::encodeCoherence() {
  std::vector<size_t> members;
  std::vector<std::pair<EventId, EventId>> pairs;
  std::vector<bool> member(n_, false);
  for (const Event& a : p_.events)
    for (const Event& b : p_.events) {
      if (a.id >= b.id || !a.mayWrite() || !b.mayWrite() || a.kind == EventKind::Init ||
          b.kind == EventKind::Init || !p_.sameLocationPossible(a, b))
        continue;
      pairs.emplace_back(a.id, b.id);
      member[a.id] = member[b.id] = true;
    }
  for (size_t e = 0; e < n_; ++e)
    if (member[e]) members.push_back(e);
  if (members.empty()) return;
  stats_.coClocks = members.size();
  coFamily_ = clocks_.family(members, true, "co", coherenceKind_);
  // The writes that always execute at one fixed location have pairwise distinct clocks: one
  // `distinct` per location, which Z3 handles lazily, instead of a disjunction a < b | b < a per
  // pair (with those, RMW-128's first query took 11 s instead of 2: bench/README.md).
  std::map<LocId, std::vector<EventId>> sure;
  if (coherenceKind_ != ClockKind::SpecialRelation)
    for (size_t e : members)
      if (p_.events[e].loc >= 0 && writes_[e] == kTrue) sure[p_.events[e].loc].push_back(static_cast<EventId>(e));
  for (const auto& [loc, writes] : sure) {
    if (writes.size() < 2) continue;
    z3::expr_vector clocks(ctx_);
    for (EventId e : writes) clocks.push_back(*clocks_.clockOf(coFamily_, e));
    hard_.push_back(terms_.lit(z3::distinct(clocks)));
  }
  auto inSure = [&](EventId e) {
    const Event& ev = p_.events[e];
    return ev.loc >= 0 && sure.count(ev.loc) && sure[ev.loc].size() >= 2 && writes_[e] == kTrue;
  };
  for (auto [a, b] : pairs) {
    if (inSure(a) && inSure(b) && p_.events[a].loc == p_.events[b].loc) continue;
    Lit both = terms_.mkAnd(terms_.mkAnd(writes_[a], writes_[b]), sameLocation(a, b));
    hard_.push_back(terms_.mkImplies(both, clocks_.apart(coFamily_, a, b)));
  }
}

Lit ProgramEncoding::co(EventId a, EventId b) {
  const Event& ea = p_.events[a];
  const Event& eb = p_.events[b];
  if (a == b || !ea.mayWrite() || !eb.mayWrite() || eb.kind == EventKind::Init ||
      !p_.sameLocationPossible(ea, eb))
    return kFalse;
  Lit both = terms_.mkAnd(terms_.mkAnd(writes_[a], writes_[b]), sameLocation(a, b));
  if (ea.kind == EventKind::Init) return both;
  return terms_.mkAnd(both, clocks_.before(coFamily_, a, b));
}

// irreflexive (mo ; mo ; rf^-1) says: no write y with mo(w, y) and mo(y, z) where z reads from
// w, n^3 terms when composed (a pair of writes and a read). With integer coherence clocks it is
// "consecutive clocks": every write's clock is at least 1, and a read z that also writes has
// the clock of its non-initial source plus one, or 1 when it reads the initial write (the
// initial write is mo-first at its location and has no clock). Then no clock, hence no write,
// lies strictly between a read-modify-write and its source: n^2 terms. The clocks are
// existential, like the coherence order they encode, so the formula is used positively only
// (the check holds), as SymbolicAlgebra's other existential encodings: any execution that
// satisfies the check has such clocks (per location, each write's rank in mo), and any clocks
// that satisfy it give an execution that satisfies the check. Clocks compare only writes of
// one location, so per-location ranks agree with every other constraint on them.
std::optional<Lit> ProgramEncoding::irreflexiveShortcut(const std::vector<SymRel>& chain) {
  if (chain.size() != 3 || coFamily_ < 0 || coherenceKind_ != ClockKind::Int) return std::nullopt;
  if (!coMatrix_) {
    SymRel m{n_, std::vector<Lit>(n_ * n_, kFalse)}, inv = m;
    for (const Event& a : p_.events)
      for (const Event& b : p_.events) m.at(a.id, b.id) = co(a.id, b.id);
    for (const Event& e : p_.events)
      for (const auto& [w, x] : rf_[e.id]) inv.at(e.id, w) = x;
    coMatrix_ = std::move(m);
    rfInverse_ = std::move(inv);
  }
  bool matches = false;
  for (size_t r = 0; r < 3 && !matches; ++r)
    matches = chain[r] == *coMatrix_ && chain[(r + 1) % 3] == *coMatrix_ && chain[(r + 2) % 3] == *rfInverse_;
  if (!matches) return std::nullopt;

  std::vector<Lit> parts;
  for (const Event& y : p_.events)
    if (std::optional<z3::expr> c = clocks_.clockOf(coFamily_, y.id)) parts.push_back(terms_.lit(*c >= 1));
  for (const Event& z : p_.events) {
    std::optional<z3::expr> cz = clocks_.clockOf(coFamily_, z.id);
    if (rf_[z.id].empty() || !cz) continue;
    for (const auto& [w, x] : rf_[z.id]) {
      Lit when = terms_.mkAnd(x, writes_[z.id]);
      if (when == kFalse) continue;
      z3::expr next = ctx_.int_val(1);
      if (p_.events[w].kind != EventKind::Init) {
        std::optional<z3::expr> cw = clocks_.clockOf(coFamily_, w);
        if (!cw) return std::nullopt;  // cannot happen: w and z are a pair of the family
        next = *cw + 1;
      }
      parts.push_back(terms_.mkImplies(when, terms_.lit(*cz == next)));
    }
  }
  ++stats_.shortcuts;
  return terms_.mkAnd(parts);
}

// ----------------------------------------------------------------------------- symmetry

// Interchangeable work-items (events/Symmetry.h): of the executions that differ only by a
// permutation of such work-items, keep those whose anchor writes are in coherence order by
// thread index. Every execution has one such image with the same consistency and flags, so the
// solver no longer explores the n! orders of n identical work-items (RMW-n: bench/README.md).
// Classes of unobserved work-items keep every state too, and are asserted. Classes with observed
// work-items are used only when the images of a state are few (kMaxStateImages): each state
// found then stands for its images (orbit()), which the engine adds, and their breaking is a
// separate literal (orbitBreak()) for the queries that enumerate states and flags, which must
// then ask for an execution with some image not found yet, not for a new state.
void ProgramEncoding::encodeSymmetry() {
  std::vector<SymmetricThreads> classes = symmetricThreads(p_, true);
  StateOrbit orbit(p_, classes);
  if (orbit.trivial() || orbit.bound() > kMaxStateImages) {
    classes = symmetricThreads(p_, false);
  } else {
    stats_.orbitBound = orbit.bound();
    orbit_.emplace(std::move(orbit));
  }
  std::vector<Lit> observedBreaks;
  for (const SymmetricThreads& cls : classes)
    for (size_t i = 0; i + 1 < cls.anchors.size(); ++i) {
      (cls.observed.empty() ? hard_ : observedBreaks).push_back(co(cls.anchors[i], cls.anchors[i + 1]));
      ++stats_.symmetryBreaks;
    }
  orbitBreak_ = terms_.mkAnd(observedBreaks);
}

// ----------------------------------------------------------------------------- thin air

// The reads a value depends on, each with the condition under which it does: Ite follows the
// chosen branch (control dependencies add no edges), as in the explicit engine.
const std::map<EventId, Lit>& ProgramEncoding::dependencies(ValueRef ref) {
  if (depMemo_.at(ref)) return *depMemo_[ref];
  const ValueNode& n = p_.values[ref];
  std::map<EventId, Lit> out;
  auto merge = [&](const std::map<EventId, Lit>& in, Lit when) {
    for (const auto& [r, c] : in) {
      Lit l = terms_.mkAnd(c, when);
      auto it = out.find(r);
      if (it == out.end()) out.emplace(r, l);
      else it->second = terms_.mkOr(it->second, l);
    }
  };
  switch (n.op) {
    case ValueNode::Op::Const:
    case ValueNode::Op::CondValue: break;
    case ValueNode::Op::ReadValue: out.emplace(n.event, kTrue); break;
    case ValueNode::Op::Unary: merge(dependencies(n.a), kTrue); break;
    case ValueNode::Op::Binary:
      merge(dependencies(n.a), kTrue);
      merge(dependencies(n.b), kTrue);
      break;
    case ValueNode::Op::Ite: {
      Lit c = condTrue_.at(n.cond);
      merge(dependencies(n.a), c);
      merge(dependencies(n.b), terms_.mkNot(c));
      break;
    }
  }
  depMemo_[ref] = std::move(out);
  return *depMemo_[ref];
}

void ProgramEncoding::encodeThinAir() {
  // Justification edges r' -> r: r's value or location needs r' (through rf and data/address
  // dependencies), with the condition under which the edge exists.
  std::map<std::pair<EventId, EventId>, Lit> edges;
  auto add = [&](EventId from, EventId to, Lit when) {
    when = terms_.mkAnd(when, reads_[from]);
    if (when == kFalse) return;
    auto [it, fresh] = edges.emplace(std::make_pair(from, to), when);
    if (!fresh) it->second = terms_.mkOr(it->second, when);
  };
  for (const Event& r : p_.events) {
    if (!r.mayRead()) continue;
    if (r.loc < 0)
      for (const auto& [d, c] : dependencies(r.offset)) add(d, r.id, terms_.mkAnd(c, reads_[r.id]));
    for (const auto& [w, x] : rf_[r.id]) {
      const Event& we = p_.events[w];
      if (we.kind == EventKind::Init) continue;
      for (const auto& [d, c] : dependencies(we.value)) add(d, r.id, terms_.mkAnd(c, x));
      if (we.loc < 0)
        for (const auto& [d, c] : dependencies(we.offset)) add(d, r.id, terms_.mkAnd(c, x));
    }
  }
  // Clocks only where the static graph has a cycle.
  std::vector<std::vector<size_t>> adj(n_);
  for (const auto& [e, c] : edges) {
    if (e.first == e.second) hard_.push_back(terms_.mkNot(c));
    else adj[e.first].push_back(e.second);
  }
  SymRel graph{n_, std::vector<Lit>(n_ * n_, kFalse)};
  for (const auto& [e, c] : edges)
    if (e.first != e.second) graph.at(e.first, e.second) = c;
  SymbolicAlgebra alg(terms_, clocks_, std::vector<Lit>(n_, kTrue));
  Lit acyclic = alg.acyclic(graph);
  stats_.ootaClocks = alg.stats().acyclicClocks;
  hard_.push_back(acyclic);
}

// ----------------------------------------------------------------------------- observables

void ProgramEncoding::encodeObservables() {
  std::map<LocId, z3::expr> finals;
  for (const Observable& o : p_.observables) {
    if (o.loc < 0) {
      observables_.push_back(value(o.value));
      continue;
    }
    auto it = finals.find(o.loc);
    if (it == finals.end()) {
      std::string name = "final_" + std::to_string(o.loc);
      z3::expr fv = sort_.isInt ? ctx_.int_const(name.c_str()) : ctx_.bv_const(name.c_str(), sort_.width);
      std::vector<EventId> writers;
      for (const Event& w : p_.events)
        if (w.mayWrite() && atLocation(w.id, o.loc) != kFalse) writers.push_back(w.id);
      for (EventId w : writers) {
        std::vector<Lit> last = {writes_[w], atLocation(w, o.loc)};
        for (EventId w2 : writers) last.push_back(terms_.mkNot(co(w, w2)));
        const Event& we = p_.events[w];
        z3::expr written = we.kind == EventKind::Init ? num(p_.locations.at(we.loc).init) : value(we.value);
        hard_.push_back(terms_.mkImplies(terms_.mkAnd(last), terms_.lit(fv == written)));
      }
      it = finals.emplace(o.loc, fv).first;
    }
    observables_.push_back(it->second);
  }
}

namespace {
// Whether a value of the sort can be v.
bool representable(const ValueSort& sort, int64_t v) {
  if (sort.isInt || sort.width >= 64) return true;
  int64_t bound = int64_t(1) << (sort.width - 1);
  return v >= -bound && v < bound;
}
}  // namespace

Lit ProgramEncoding::observableIs(size_t i, int64_t v) {
  if (!representable(sort_, v)) return kFalse;  // no value of the narrow sort is v
  return terms_.lit(observables_.at(i) == num(v));
}

Lit ProgramEncoding::finalValueIs(ValueRef ref, int64_t v) {
  if (!representable(sort_, v)) return kFalse;
  return terms_.lit(value(ref) == num(v));
}

Lit ProgramEncoding::proposition(const Formula& f) {
  switch (f.kind) {
    case Formula::Kind::True: return kTrue;
    case Formula::Kind::False: return kFalse;
    case Formula::Kind::Atom:
      if (!f.operands.empty())  // two observables compared (PTX conditions: P0:r1 == P1:r2)
        return terms_.lit(observables_.at(static_cast<size_t>(f.observable)) ==
                          observables_.at(static_cast<size_t>(f.operands[0].observable)));
      return observableIs(static_cast<size_t>(f.observable), f.value);
    case Formula::Kind::Not: return terms_.mkNot(proposition(f.operands[0]));
    case Formula::Kind::And: return terms_.mkAnd(proposition(f.operands[0]), proposition(f.operands[1]));
    case Formula::Kind::Or: return terms_.mkOr(proposition(f.operands[0]), proposition(f.operands[1]));
    case Formula::Kind::Implies:
      return terms_.mkImplies(proposition(f.operands[0]), proposition(f.operands[1]));
  }
  return kFalse;
}

}  // namespace clmm::smt
