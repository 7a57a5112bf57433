// Reading a Z3 model back into a concrete candidate execution (enumerate/Execution.h): the
// executed events, locations, values, conditions, reads-from and coherence orders, so that the
// explicit checker can re-check what the solver claims.
#include <algorithm>
#include <stdexcept>

#include "solver/ProgramEncoding.h"

namespace clmm::smt {

bool ProgramEncoding::holdsIn(const z3::model& m, Lit l) const {
  if (auto k = Terms::known(l)) return *k;
  return m.eval(terms_.expr(l), true).is_true();
}

int64_t ProgramEncoding::valueIn(const z3::model& m, const z3::expr& e) const {
  z3::expr v = m.eval(e, true);
  if (sort_.isInt) {
    int64_t out = 0;
    if (!v.is_numeral_i64(out)) throw std::logic_error("smt: a model value is not a 64-bit number");
    return out;
  }
  uint64_t bits = 0;
  if (!v.is_numeral_u64(bits)) throw std::logic_error("smt: a model value is not a 64-bit number");
  if (sort_.width < 64 && (bits >> (sort_.width - 1)) & 1) bits |= ~uint64_t(0) << sort_.width;
  return static_cast<int64_t>(bits);
}

Execution ProgramEncoding::execution(const z3::model& m) {
  Execution x = Execution::blank(p_);
  const size_t nC = p_.conds.size();

  for (CondId c = 0; c < nC; ++c)
    if (holdsIn(m, reached_[c])) x.condValue[c] = holdsIn(m, condTrue_[c]) ? 1 : 0;
  for (const Event& e : p_.events) {
    const EventId id = e.id;
    x.executed[id] = holdsIn(m, exec_[id]);
    x.reads[id] = holdsIn(m, reads_[id]);
    x.writes[id] = holdsIn(m, writes_[id]);
    x.order[id] = e.order;
    if (e.kind == EventKind::Cas && x.executed[id] && x.condValue.at(e.success) != 1) x.order[id] = e.failureOrder;
    if (x.executed[id] && e.isAccess()) {
      if (e.loc >= 0) {
        x.loc[id] = e.loc;
      } else {  // an index outside the array reaches its out-of-bounds stand-in
        const Array& a = p_.arrays.at(e.array);
        const int64_t off = valueIn(m, *offset_[id]);
        x.loc[id] = off >= 0 && off < a.size ? a.first + static_cast<LocId>(off) : a.outOfBounds;
      }
    }
    if (x.reads[id]) {
      x.readValue[id] = valueIn(m, *readVar_[id]);
      for (const auto& [w, v] : rf_[id])
        if (holdsIn(m, v)) x.rf[id] = static_cast<int>(w);
    }
  }
  for (const Event& e : p_.events) {
    if (!x.writes[e.id]) continue;
    x.writeValue[e.id] = e.kind == EventKind::Init ? p_.locations.at(e.loc).init
                                                   : valueIn(m, value(e.value));
    if (e.kind != EventKind::Init) x.co.at(x.loc[e.id]).push_back(e.id);
  }
  // Each location: its initial write, then the others by their coherence clocks.
  for (size_t l = 0; l < x.co.size(); ++l) {
    auto& order = x.co[l];
    std::sort(order.begin(), order.end(), [&](EventId a, EventId b) {
      return holdsIn(m, clocks_.before(coFamily_, a, b));
    });
    if (initOf_.at(l) != static_cast<EventId>(-1)) order.insert(order.begin(), initOf_[l]);
  }
  return x;
}

}  // namespace clmm::smt
