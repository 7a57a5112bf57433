// Clock families in the three encodings (integer, bit-vector, special relations).
#include "solver/Clocks.h"

#include <stdexcept>

namespace clmm::smt {

const char* clockKindName(ClockKind k) {
  switch (k) {
    case ClockKind::Int: return "int";
    case ClockKind::BitVector: return "bv";
    case ClockKind::SpecialRelation: return "special";
  }
  return "?";
}

std::optional<ClockKind> parseClockKind(const std::string& s) {
  for (ClockKind k : {ClockKind::Int, ClockKind::BitVector, ClockKind::SpecialRelation})
    if (s == clockKindName(k)) return k;
  return std::nullopt;
}

Clocks::Clocks(Terms& terms, size_t events) : terms_(terms), events_(events), eventConsts_(events) {}

const z3::expr& Clocks::eventConstant(size_t e) {
  z3::context& c = terms_.ctx();
  if (!eventSort_) eventSort_ = c.uninterpreted_sort("Event");
  if (!eventConsts_[e]) eventConsts_[e] = c.constant(("ev" + std::to_string(e)).c_str(), *eventSort_);
  return *eventConsts_[e];
}

int Clocks::family(const std::vector<size_t>& members, bool linear, const std::string& name, ClockKind kind) {
  z3::context& c = terms_.ctx();
  Family f;
  f.kind = kind;
  f.linear = linear;
  f.slot.assign(events_, -1);
  const int id = static_cast<int>(families_.size());
  f.name = name + "#" + std::to_string(id);
  const std::string base = f.name + "_";
  unsigned width = 1;
  while ((size_t(1) << width) < members.size()) ++width;
  for (size_t e : members) {
    f.slot[e] = static_cast<int>(f.clocks.size());
    std::string clockName = base + std::to_string(e);
    switch (f.kind) {
      case ClockKind::Int: f.clocks.push_back(c.int_const(clockName.c_str())); break;
      case ClockKind::BitVector: f.clocks.push_back(c.bv_const(clockName.c_str(), width)); break;
      case ClockKind::SpecialRelation: f.clocks.push_back(eventConstant(e)); break;
    }
  }
  if (f.kind == ClockKind::SpecialRelation) {
    eventConstant(0);
    f.rel = linear ? z3::linear_order(*eventSort_, static_cast<unsigned>(id))
                   : z3::partial_order(*eventSort_, static_cast<unsigned>(id));
    if (!distinctAsserted_ && events_ > 1) {
      z3::expr_vector all(c);
      for (size_t e = 0; e < events_; ++e) all.push_back(eventConstant(e));
      background_.push_back(terms_.lit(z3::distinct(all)));
      distinctAsserted_ = true;
    }
  }
  families_.push_back(std::move(f));
  return id;
}

Lit Clocks::before(int family, size_t a, size_t b) {
  Family& f = families_.at(static_cast<size_t>(family));
  if (a == b) return kFalse;
  auto it = f.before.find({a, b});
  if (it != f.before.end()) return it->second;
  int sa = f.slot.at(a), sb = f.slot.at(b);
  if (sa < 0 || sb < 0)
    throw std::logic_error("smt: event e" + std::to_string(sa < 0 ? a : b) + " has no clock in family " + f.name);
  const z3::expr& ca = f.clocks[static_cast<size_t>(sa)];
  const z3::expr& cb = f.clocks[static_cast<size_t>(sb)];
  Lit l = kFalse;
  switch (f.kind) {
    case ClockKind::Int: l = terms_.lit(ca < cb); break;
    case ClockKind::BitVector: l = terms_.lit(z3::ult(ca, cb)); break;
    case ClockKind::SpecialRelation: l = terms_.lit((*f.rel)(ca, cb)); break;
  }
  f.before.emplace(std::make_pair(a, b), l);
  return l;
}

std::optional<z3::expr> Clocks::clockOf(int family, size_t e) const {
  const Family& f = families_.at(static_cast<size_t>(family));
  if (f.kind == ClockKind::SpecialRelation || e >= f.slot.size() || f.slot[e] < 0) return std::nullopt;
  return f.clocks[static_cast<size_t>(f.slot[e])];
}

Lit Clocks::less(int family, const z3::expr& a, const z3::expr& b) {
  const Family& f = families_.at(static_cast<size_t>(family));
  if (f.kind == ClockKind::SpecialRelation) throw std::logic_error("smt: clock terms of a special relation");
  return terms_.lit(f.kind == ClockKind::Int ? a < b : z3::ult(a, b));
}

Lit Clocks::apart(int family, size_t a, size_t b) {
  const Family& f = families_.at(static_cast<size_t>(family));
  if (a == b) return kFalse;
  if (f.kind == ClockKind::SpecialRelation && f.linear) return kTrue;
  return terms_.mkOr(before(family, a, b), before(family, b, a));
}

std::vector<Lit> Clocks::takeBackground() {
  std::vector<Lit> out;
  out.swap(background_);
  return out;
}

}  // namespace clmm::smt
