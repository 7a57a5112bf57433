// Await loops cut exactly (docs/language.md, "Loops"; docs/models.md, "Await loops"): which
// `while` loops are await loops, compare-exchange spins among them, and the bound that makes
// their cut lose no final state.
#include <functional>
#include <optional>

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

// A small non-negative literal (the values a write-back spin compares with and exchanges in):
// its value, the same whatever the location's integer type.
std::optional<int64_t> smallLiteral(const ast::Expr& e) {
  if (e.kind != ast::ExprKind::Int || e.ulong || e.value < 0 || e.value > 0x7fffffff) return std::nullopt;
  return e.value;
}

// A fetch operation that writes back what it reads: add, sub, or, xor of 0; and of -1 or ~0.
bool identityFetch(const ast::AtomicCall& c) {
  if (!c.value) return false;
  const ast::Expr& v = *c.value;
  switch (c.op) {
    case ast::AtomicOp::FetchAdd: case ast::AtomicOp::FetchSub: case ast::AtomicOp::FetchOr:
    case ast::AtomicOp::FetchXor:
      return literal(v, 0, false);
    case ast::AtomicOp::FetchAnd:
      if (literal(v, -1, false)) return true;
      return v.kind == ast::ExprKind::Unary && v.operands.size() == 1 &&
             ((v.op == "-" && literal(*v.operands[0], 1, false)) || (v.op == "~" && literal(*v.operands[0], 0, false)));
    default:
      return false;
  }
}

const ast::AtomicCall* rmwCall(const ast::Expr& e) {
  if (e.kind != ast::ExprKind::Atomic || !e.atomic || e.atomic->remote || e.atomic->reduction) return nullptr;
  return e.atomic.get();
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

// A write-back read-modify-write spin (docs/models.md, "Write-back read-modify-write spins"):
// a `while` loop with an empty body whose test's only event is one read-modify-write U, on which
// the loop goes round only when U wrote back the value it read: U a fetch operation that
// writes back whatever it reads (identityFetch) under a test `U`, `!U`, `U == K` or `U != K`; or
// an exchange of a literal C under the test `U == C`. The turn starts with the registers the
// loop started with. Returns the one value the test goes round on, where there is one (`U == K`,
// `!U`), inside an engaged optional; nullopt when the loop is not of this shape.
std::optional<std::optional<int64_t>> Elaborator::writeBackRmwSpin(const ast::Stmt& s, size_t testFrom,
                                                                   const Env& turnStart) const {
  std::function<bool(const std::vector<ast::StmtPtr>&)> empty = [&](const std::vector<ast::StmtPtr>& body) {
    for (const auto& st : body)
      if (st->kind != ast::StmtKind::Block || !empty(st->body)) return false;
    return true;
  };
  if (!empty(s.body) || testFrom + 1 != p_.events.size()) return std::nullopt;
  const Event& u = p_.events[testFrom];
  if (u.thread != tid_ || u.kind != EventKind::Update || u.reduction || u.remote) return std::nullopt;
  if (ast::isCudaTest(test_)) return std::nullopt;  // checked under ptx, against which this is not proved
  if (loops_.empty() || !sameEnv(loops_.back().first, turnStart)) return std::nullopt;
  const ast::Expr& t = *s.value;
  if (const ast::AtomicCall* c = rmwCall(t)) {  // `while (U)`: goes round on every value but 0
    if (identityFetch(*c)) return std::optional<int64_t>{};
    return std::nullopt;
  }
  if (t.kind == ast::ExprKind::Unary && t.op == "!" && t.operands.size() == 1) {
    const ast::AtomicCall* c = rmwCall(*t.operands[0]);
    if (c && identityFetch(*c)) return std::optional<int64_t>{0};
    return std::nullopt;
  }
  if (t.kind != ast::ExprKind::Binary || t.operands.size() != 2 || (t.op != "==" && t.op != "!=")) return std::nullopt;
  for (int side = 0; side < 2; ++side) {
    const ast::AtomicCall* c = rmwCall(*t.operands[side]);
    const std::optional<int64_t> k = smallLiteral(*t.operands[1 - side]);
    if (!c || !k) continue;
    const std::optional<int64_t> go = t.op == "==" ? k : std::nullopt;
    if (identityFetch(*c)) return go;
    if (c->op == ast::AtomicOp::Exchange && t.op == "==" && c->value && smallLiteral(*c->value) == k) return go;
  }
  return std::nullopt;
}

// Which write-back spins are exact await loops at any bound (the proof: docs/models.md,
// "Write-back read-modify-write spins"). For every spin: its work-item has no fence or barrier,
// U is relaxed or acquire, and every access of U's array is atomic and not seq_cst. A relaxed U
// is in no synchronisation, so removing a failed turn keeps happens-before. An acquire U also
// needs every access of the array by another work-item at U's scope (device or all_svm_devices,
// the same device, global memory: inclusive under every model), so no turn races; and either
// nothing after the loop in its work-item, or no release sequence that a failed turn may read:
// every write of the array by another work-item a plain atomic store of a number other than
// the value the test goes round on, and no read-modify-write of the array but this loop's.
void Elaborator::markRmwSpins() {
  for (const RmwSpin& sp : rmwSpins_) {
    const Event& u = p_.events[sp.rmw];
    bool ok = u.order == MemoryOrder::Relaxed || u.order == MemoryOrder::Acquire;
    const bool acquire = u.order == MemoryOrder::Acquire;
    bool after = false, inclusive = u.scope == MemoryScope::Device || u.scope == MemoryScope::AllSvmDevices;
    bool noFeed = sp.goValue.has_value();
    const int device = units_[static_cast<size_t>(u.thread)].device;
    for (const Event& e : p_.events) {
      if (e.thread == u.thread && e.isFence()) ok = false;
      if (e.thread == u.thread && e.po > u.po) after = true;
      if (e.kind == EventKind::Init || e.array != u.array || !e.isAccess()) continue;
      if (!e.atomic || e.order == MemoryOrder::SeqCst || (e.kind == EventKind::Cas && e.failureOrder == MemoryOrder::SeqCst))
        ok = false;
      if (e.loc >= 0 && p_.locations[static_cast<size_t>(e.loc)].region != Region::Global) inclusive = false;
      if (e.loc < 0) inclusive = false;
      const bool ownTurn = e.thread == u.thread && e.kind == EventKind::Update && e.range.line == u.range.line &&
                           e.range.col == u.range.col && e.range.endCol == u.range.endCol;
      if (e.kind != EventKind::Write && e.kind != EventKind::Read && !ownTurn) noFeed = false;
      if (e.kind == EventKind::Write) {
        const std::optional<int64_t> v = constantOf(e.value);
        if (!v || (sp.goValue && *v == *sp.goValue)) noFeed = false;
      }
      if (e.thread == u.thread) continue;
      if (e.remote || e.scope != u.scope || e.thread < 0 || units_[static_cast<size_t>(e.thread)].device != device)
        inclusive = false;
    }
    if (acquire) ok = ok && inclusive && (!after || noFeed);
    if (!ok) continue;
    Cond& c = p_.conds[sp.cond];
    c.endless = c.await = c.openclModelsOnly = true;
    c.reads = {u.id};
  }
}

}  // namespace clmm::detail
