// Queries on a finished candidate execution: evaluating a symbolic value under its choices and
// computing its outcome (the final values of the test's observables).
#include "enumerate/Execution.h"

#include <stdexcept>

namespace clmm {
namespace {

// Memoised evaluation of value expressions (the expression graph is a DAG that may share
// sub-expressions heavily, e.g. registers joined over unrolled loop iterations).
class Evaluator {
 public:
  explicit Evaluator(const Execution& x)
      : x_(x), p_(*x.program), known_(p_.values.size(), false), memo_(p_.values.size(), 0) {}

  int64_t value(ValueRef v) {
    if (known_[v]) return memo_[v];
    const ValueNode& n = p_.values[v];
    int64_t r = 0;
    switch (n.op) {
      case ValueNode::Op::Const: r = n.constant; break;
      case ValueNode::Op::ReadValue:
        r = n.event < x_.reads.size() && x_.reads[n.event] ? x_.readValue[n.event] : 0;
        break;
      case ValueNode::Op::CondValue: r = holds(n.cond) ? 1 : 0; break;
      case ValueNode::Op::Unary: r = applyUnary(n.uop, value(n.a)); break;
      case ValueNode::Op::Binary: {
        int64_t a = value(n.a);
        r = applyBinary(n.bop, a, value(n.b));
        break;
      }
      case ValueNode::Op::Ite: r = holds(n.cond) ? value(n.a) : value(n.b); break;
    }
    known_[v] = true;
    memo_[v] = r;
    return r;
  }

 private:
  bool holds(CondId c) const { return c < x_.condValue.size() && x_.condValue[c] == 1; }

  const Execution& x_;
  const Program& p_;
  std::vector<bool> known_;
  std::vector<int64_t> memo_;
};

}  // namespace

int64_t Execution::evaluate(ValueRef v) const {
  if (!program) throw std::logic_error("Execution::evaluate: no program");
  return Evaluator(*this).value(v);
}

Execution Execution::blank(const Program& p) {
  const size_t nE = p.events.size();
  Execution x;
  x.program = &p;
  x.executed.assign(nE, false);
  x.writes.assign(nE, false);
  x.reads.assign(nE, false);
  x.loc.assign(nE, -1);
  x.readValue.assign(nE, 0);
  x.writeValue.assign(nE, 0);
  x.order.assign(nE, MemoryOrder::NonAtomic);
  x.condValue.assign(p.conds.size(), -1);
  x.rf.assign(nE, -1);
  x.co.assign(p.locations.size(), {});
  return x;
}

std::vector<int64_t> Execution::outcome() const {
  if (!program) throw std::logic_error("Execution::outcome: no program");
  Evaluator ev(*this);
  std::vector<int64_t> out;
  out.reserve(program->observables.size());
  for (const Observable& o : program->observables) {
    if (o.loc >= 0) {
      int64_t v = program->locations.at(o.loc).init;
      if (static_cast<size_t>(o.loc) < co.size() && !co[o.loc].empty()) {
        EventId last = co[o.loc].back();
        v = writeValue.at(last);
      }
      out.push_back(v);
    } else {
      out.push_back(ev.value(o.value));
    }
  }
  return out;
}

}  // namespace clmm
