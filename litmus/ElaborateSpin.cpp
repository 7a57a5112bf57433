// Await loops cut exactly (docs/language.md, "Loops"; docs/models.md, "Await loops"): which
// `while` loops are await loops, compare-exchange spins among them, and the bound that makes
// their cut lose no final state.
#include <functional>

#include "litmus/Elaborator.h"

namespace clmm::detail {
namespace {

const ast::AtomicCall* strongCas(const ast::Expr& e) {
  if (e.kind != ast::ExprKind::Atomic || !e.atomic || e.atomic->op != ast::AtomicOp::CasStrong) return nullptr;
  return e.atomic.get();
}

bool literal(const ast::Expr& e, int64_t value, bool ulong) {
  return e.kind == ast::ExprKind::Int && e.value == value && e.ulong == ulong;
}

}  // namespace

bool casSpinTest(const ast::Expr& test) {
  if (test.kind == ast::ExprKind::Unary && test.op == "!" && test.operands.size() == 1) {
    const ast::AtomicCall* c = strongCas(*test.operands[0]);
    return c && !c->expectedIsValue;
  }
  if (test.kind != ast::ExprKind::Binary || test.operands.size() != 2) return false;
  for (int side = 0; side < 2; ++side) {
    const ast::AtomicCall* c = strongCas(*test.operands[side]);
    const ast::Expr& other = *test.operands[1 - side];
    if (!c) continue;
    if (test.op == "==" && !c->expectedIsValue) return literal(other, 0, false);
    if (test.op == "!=" && c->expectedIsValue && c->expected)
      return c->expected->kind == ast::ExprKind::Int && literal(other, c->expected->value, c->expected->ulong);
  }
  return false;
}

// A `while` loop: the registers before its first turn (an await loop's turns must all start
// from them), and the compare-exchange events of a spin's tests, grouped as one loop's.
void Elaborator::whileLoop(const ast::Stmt& s) {
  loops_.push_back({env_, {}});
  elaborateLoop(s, 0, 0, nullptr, 0);
  if (!loops_.back().second.empty()) spins_.push_back(std::move(loops_.back().second));
  loops_.pop_back();
}

// An await loop: a turn that goes on changes no location and starts the next turn as the first
// one started. Its test's events (from `testFrom` on) are reads of this work-item, or the one
// compare-exchange of a spin test (casSpinTest: a turn that goes on is one where it failed, a
// read); its body is fences and registers set to literals, and the turn cut (`turnStart`) starts
// with the registers the loop started with (so a compare-exchange's expected register, which a
// failure sets to the value read, is set back by the body).
bool Elaborator::awaitLoop(const ast::Stmt& s, size_t testFrom, const Env& turnStart) const {
  bool assigns = false;
  std::function<bool(const std::vector<ast::StmtPtr>&)> quiet = [&](const std::vector<ast::StmtPtr>& body) {
    for (const auto& st : body) {
      if (st->kind == ast::StmtKind::Fence) continue;
      if (st->kind == ast::StmtKind::Block && quiet(st->body)) continue;
      if (st->kind == ast::StmtKind::Assign && st->value && st->value->kind == ast::ExprKind::Int) {
        assigns = true;
        continue;
      }
      return false;
    }
    return true;
  };
  if (!quiet(s.body)) return false;
  const bool spin = casSpinTest(*s.value);
  int cas = 0;
  for (size_t e = testFrom; e < p_.events.size(); ++e) {
    const Event& ev = p_.events[e];
    if (ev.thread != tid_) return false;
    if (ev.kind == EventKind::Cas && spin && ++cas == 1) continue;
    if (ev.kind != EventKind::Read) return false;
  }
  if (!spin && !assigns) return true;
  return !loops_.empty() && sameEnv(loops_.back().first, turnStart);
}

// An await loop cut after U iterations loses no final state when U >= 1 + W, W the writes
// (other than initial ones) to the arrays its test reads that an execution may have and the
// loop may read, one count per read: by coherence (CohG/CohL: two reads of one location in
// sequenced-before order read writes in mo order), each read of the test reads, iteration after
// iteration, writes that never go back in mo, so among more than W + 1 failing iterations two
// consecutive ones read the same writes; the first of them can be removed with its body's fences
// (the second starts from the same registers, reads the same values, has the same
// synchronisation and fences, and comes before all that follows), which leaves a consistent
// execution with the same final state, the same races and one iteration fewer. Not counted: the
// work-item's own writes after the loop (a read never reads a write sequenced after it, the same
// coherence) and the loop's own compare-exchange (it writes only in the turn that ends the loop);
// another spin's compare-exchange events count as one write (only the turn where one succeeds
// writes, and that turn ends its loop). Such a LoopBound is exact (Cond::endless), not a reason
// for `unknown` (docs/language.md, "Loops").
void Elaborator::markExactAwaits() {
  std::vector<int> spinOf(p_.events.size(), -1);
  for (size_t g = 0; g < spins_.size(); ++g)
    for (EventId e : spins_[g]) spinOf[e] = static_cast<int>(g);
  for (const auto& [cond, arrays] : awaits_) {
    Cond& c = p_.conds[cond];
    auto later = [&](const Event& e) { return e.thread == c.thread && e.po >= c.cutPo; };
    int own = -1;
    for (EventId r : c.reads)
      if (spinOf[r] >= 0) own = spinOf[r];
    size_t total = 0;
    for (int a : arrays) {
      std::vector<bool> counted(spins_.size(), false);
      for (const Event& e : p_.events) {
        if (!e.mayWrite() || e.kind == EventKind::Init || e.array != a || later(e)) continue;
        const int g = spinOf[e.id];
        if (g < 0) ++total;
        else if (g != own && !counted[static_cast<size_t>(g)]) counted[static_cast<size_t>(g)] = true, ++total;
      }
    }
    if (total + 1 <= static_cast<size_t>(c.bound)) c.endless = c.await = true;
  }
}

}  // namespace clmm::detail
