// Unit tests of the symbolic algebra: every operator, applied to small random sets and relations
// whose entries are false, true or a Boolean variable (and whose events execute under a
// literal), must agree with the concrete algebra under every assignment of the variables
// tried; acyclicity and total orders (existential clocks) are checked by satisfiability.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <random>

#include "axioms/ConcreteAlgebra.h"
#include "solver/SymbolicAlgebra.h"

namespace clmm::smt {
namespace {

constexpr size_t kN = 4;

class AlgebraFixture : public ::testing::Test {
 protected:
  AlgebraFixture() : terms_(ctx_), clocks_(terms_, kN), vars_(ctx_) {}

  // A random literal: false, true, or one of the variables (or its negation).
  Lit randomLit() {
    int k = static_cast<int>(rng_() % 6);
    if (k == 0) return kFalse;
    if (k == 1) return kTrue;
    Lit v = terms_.lit(vars_[static_cast<int>(rng_() % vars_.size())]);
    return k == 2 ? terms_.mkNot(v) : v;
  }

  void setUpWorld(ClockKind acyclic = ClockKind::Int, ClockKind total = ClockKind::Int) {
    for (int i = 0; i < 5; ++i) vars_.push_back(ctx_.bool_const(("x" + std::to_string(i)).c_str()));
    std::vector<Lit> exec;
    for (size_t e = 0; e < kN; ++e) exec.push_back(e == 0 ? kTrue : (rng_() % 3 ? kTrue : randomLit()));
    exec_ = exec;
    alg_ = std::make_unique<SymbolicAlgebra>(terms_, clocks_, exec, acyclic, total);
  }

  SymSet randomSet() {
    SymSet s{std::vector<Lit>(kN)};
    for (size_t i = 0; i < kN; ++i) s.v[i] = terms_.mkAnd(randomLit(), exec_[i]);
    return s;
  }
  SymRel randomRel() {
    SymRel r{kN, std::vector<Lit>(kN * kN)};
    for (size_t i = 0; i < kN; ++i)
      for (size_t j = 0; j < kN; ++j) r.at(i, j) = terms_.mkAnd(randomLit(), terms_.mkAnd(exec_[i], exec_[j]));
    return r;
  }

  // The truth value of a literal under an assignment of the variables.
  bool eval(Lit l, const std::vector<bool>& a) {
    z3::expr_vector to(ctx_);
    for (bool b : a) to.push_back(ctx_.bool_val(b));
    z3::expr e = terms_.expr(l);
    e = e.substitute(vars_, to).simplify();
    EXPECT_TRUE(e.is_true() || e.is_false()) << e;
    return e.is_true();
  }
  // Satisfiability of `l` under each assignment, asked of one incremental solver.
  class Oracle {
   public:
    Oracle(AlgebraFixture& f, Lit l) : f_(f), s_(f.ctx_) {
      for (Lit b : f.clocks_.takeBackground()) f.background_.push_back(b);
      for (Lit b : f.background_) s_.add(f.terms_.expr(b));
      s_.add(f.terms_.expr(l));
    }
    bool satisfiable(const std::vector<bool>& a) {
      z3::expr_vector assumptions(f_.ctx_);
      for (size_t i = 0; i < a.size(); ++i) {
        z3::expr v = f_.vars_[static_cast<int>(i)];
        assumptions.push_back(a[i] ? v : !v);
      }
      return s_.check(assumptions) == z3::sat;
    }

   private:
    AlgebraFixture& f_;
    z3::solver s_;
  };

  // The executed events under `a`, as dense ids.
  std::vector<size_t> executed(const std::vector<bool>& a) {
    std::vector<size_t> out;
    for (size_t e = 0; e < kN; ++e)
      if (eval(exec_[e], a)) out.push_back(e);
    return out;
  }
  EventSet concrete(const SymSet& s, const std::vector<bool>& a, const std::vector<size_t>& ex) {
    EventSet c(ex.size());
    for (size_t d = 0; d < ex.size(); ++d) c.set(d, eval(s.v[ex[d]], a));
    return c;
  }
  Relation concrete(const SymRel& r, const std::vector<bool>& a, const std::vector<size_t>& ex) {
    Relation c(ex.size());
    for (size_t d = 0; d < ex.size(); ++d)
      for (size_t f = 0; f < ex.size(); ++f) c.set(d, f, eval(r.at(ex[d], ex[f]), a));
    return c;
  }
  // Symbolic results must match the concrete ones on executed events and be empty elsewhere.
  void expectSame(const SymSet& sym, const EventSet& con, const std::vector<bool>& a, const std::vector<size_t>& ex) {
    EXPECT_EQ(concrete(sym, a, ex), con);
    for (size_t e = 0; e < kN; ++e)
      if (std::find(ex.begin(), ex.end(), e) == ex.end()) {
        EXPECT_FALSE(eval(sym.v[e], a));
      }
  }
  void expectSame(const SymRel& sym, const Relation& con, const std::vector<bool>& a, const std::vector<size_t>& ex) {
    EXPECT_EQ(concrete(sym, a, ex), con);
    for (size_t i = 0; i < kN; ++i)
      for (size_t j = 0; j < kN; ++j) {
        bool outside = std::find(ex.begin(), ex.end(), i) == ex.end() || std::find(ex.begin(), ex.end(), j) == ex.end();
        if (outside) {
          EXPECT_FALSE(eval(sym.at(i, j), a));
        }
      }
  }

  // Runs `check` on a fresh random world and every assignment of the variables.
  void forAllAssignments(const std::function<void(const std::vector<bool>&, const std::vector<size_t>&)>& check) {
    for (unsigned bits = 0; bits < (1u << vars_.size()); ++bits) {
      std::vector<bool> a;
      for (size_t i = 0; i < vars_.size(); ++i) a.push_back((bits >> i) & 1);
      check(a, executed(a));
    }
  }

  z3::context ctx_;
  Terms terms_;
  Clocks clocks_;
  z3::expr_vector vars_;
  std::vector<Lit> exec_, background_;
  std::unique_ptr<SymbolicAlgebra> alg_;
  std::mt19937 rng_{12345};
};

constexpr int kTrials = 12;

TEST_F(AlgebraFixture, SetOperators) {
  for (int t = 0; t < kTrials; ++t) {
    vars_.resize(0);
    setUpWorld();
    SymSet s = randomSet(), u = randomSet();
    SymSet uni = alg_->setUnion(s, u), in = alg_->setInter(s, u), diff = alg_->setDiff(s, u),
           comp = alg_->setComplement(s), all = alg_->allEvents(), none = alg_->emptySet();
    Lit emptyS = alg_->setEmpty(s);
    forAllAssignments([&](const std::vector<bool>& a, const std::vector<size_t>& ex) {
      cat::ConcreteAlgebra c(ex.size());
      EventSet cs = concrete(s, a, ex), cu = concrete(u, a, ex);
      expectSame(uni, c.setUnion(cs, cu), a, ex);
      expectSame(in, c.setInter(cs, cu), a, ex);
      expectSame(diff, c.setDiff(cs, cu), a, ex);
      expectSame(comp, c.setComplement(cs), a, ex);
      expectSame(all, c.allEvents(), a, ex);
      expectSame(none, c.emptySet(), a, ex);
      EXPECT_EQ(eval(emptyS, a), c.setEmpty(cs));
    });
  }
}

TEST_F(AlgebraFixture, RelationOperators) {
  for (int t = 0; t < kTrials; ++t) {
    vars_.resize(0);
    setUpWorld();
    SymRel r = randomRel(), q = randomRel();
    SymSet s = randomSet(), u = randomSet();
    SymRel uni = alg_->relUnion(r, q), in = alg_->relInter(r, q), diff = alg_->relDiff(r, q),
           comp = alg_->relComplement(r), seq = alg_->compose(r, q), prod = alg_->product(s, u),
           id = alg_->identity(s), inv = alg_->inverse(r), plus = alg_->plus(r), star = alg_->star(r),
           opt = alg_->opt(r), none = alg_->emptyRelation();
    SymSet dom = alg_->domain(r), ran = alg_->range(r);
    Lit empty = alg_->relEmpty(r), irr = alg_->irreflexive(r);
    forAllAssignments([&](const std::vector<bool>& a, const std::vector<size_t>& ex) {
      cat::ConcreteAlgebra c(ex.size());
      Relation cr = concrete(r, a, ex), cq = concrete(q, a, ex);
      EventSet cs = concrete(s, a, ex), cu = concrete(u, a, ex);
      expectSame(uni, c.relUnion(cr, cq), a, ex);
      expectSame(in, c.relInter(cr, cq), a, ex);
      expectSame(diff, c.relDiff(cr, cq), a, ex);
      expectSame(comp, c.relComplement(cr), a, ex);
      expectSame(seq, c.compose(cr, cq), a, ex);
      expectSame(prod, c.product(cs, cu), a, ex);
      expectSame(id, c.identity(cs), a, ex);
      expectSame(inv, c.inverse(cr), a, ex);
      expectSame(plus, c.plus(cr), a, ex);
      expectSame(star, c.star(cr), a, ex);
      expectSame(opt, c.opt(cr), a, ex);
      expectSame(none, c.emptyRelation(), a, ex);
      expectSame(dom, c.domain(cr), a, ex);
      expectSame(ran, c.range(cr), a, ex);
      EXPECT_EQ(eval(empty, a), c.relEmpty(cr));
      EXPECT_EQ(eval(irr, a), c.irreflexive(cr));
    });
  }
}

// acyclic: clocks exist exactly when the concrete relation is acyclic, in every clock encoding.
TEST_F(AlgebraFixture, AcyclicInEveryClockEncoding) {
  for (ClockKind kind : {ClockKind::Int, ClockKind::BitVector, ClockKind::SpecialRelation}) {
    for (int t = 0; t < kTrials; ++t) {
      vars_.resize(0);
      setUpWorld(kind, kind);
      SymRel r = randomRel();
      Oracle acyclic(*this, alg_->acyclic(r));
      forAllAssignments([&](const std::vector<bool>& a, const std::vector<size_t>& ex) {
        cat::ConcreteAlgebra c(ex.size());
        EXPECT_EQ(acyclic.satisfiable(a), c.acyclic(concrete(r, a, ex))) << clockKindName(kind);
      });
    }
  }
}

// Constant folding is the may/must analysis: relations without variables give constants.
TEST_F(AlgebraFixture, ConstantsFold) {
  setUpWorld();
  SymRel cycle = alg_->emptyRelation();
  for (size_t i = 0; i < kN; ++i) cycle.at(i, (i + 1) % kN) = kTrue;
  EXPECT_EQ(alg_->acyclic(cycle), kFalse);  // a cycle of must-edges
  SymRel chain = alg_->emptyRelation();
  for (size_t i = 0; i + 1 < kN; ++i) chain.at(i, i + 1) = kTrue;
  EXPECT_EQ(alg_->acyclic(chain), kTrue);  // no may-cycle: no clocks at all
  EXPECT_EQ(clocks_.families(), 0u);
  EXPECT_EQ(alg_->plus(chain).at(0, kN - 1), kTrue);
  EXPECT_EQ(alg_->plus(chain).at(kN - 1, 0), kFalse);
  EXPECT_EQ(alg_->irreflexive(alg_->plus(chain)), kTrue);
}

// total S on X containing R { irreflexive S ; q }: satisfiable exactly when some linear
// extension works (the concrete algebra enumerates them).
TEST_F(AlgebraFixture, TotalOrderInEveryClockEncoding) {
  for (ClockKind kind : {ClockKind::Int, ClockKind::BitVector, ClockKind::SpecialRelation}) {
    for (int t = 0; t < kTrials; ++t) {
      vars_.resize(0);
      setUpWorld(kind, kind);
      SymSet on = randomSet();
      SymRel base = randomRel(), q = randomRel();
      cat::OrderBody<SymRel, Lit> body;
      body.holds = [&](const SymRel& order) { return alg_->irreflexive(alg_->compose(order, q)); };
      Oracle exists(*this, alg_->existsTotalOrder(on, base, body));
      forAllAssignments([&](const std::vector<bool>& a, const std::vector<size_t>& ex) {
        cat::ConcreteAlgebra c(ex.size());
        Relation cq = concrete(q, a, ex);
        cat::OrderBody<Relation, bool> cbody;
        cbody.holds = [&](const Relation& order) { return c.irreflexive(c.compose(order, cq)); };
        EXPECT_EQ(exists.satisfiable(a), c.existsTotalOrder(concrete(on, a, ex), concrete(base, a, ex), cbody))
            << clockKindName(kind);
      });
    }
  }
}

// let rec: the Kleene iteration of X = r | X;X is the transitive closure.
TEST_F(AlgebraFixture, LeastFixpointIsExact) {
  for (int t = 0; t < kTrials / 3; ++t) {
    vars_.resize(0);
    setUpWorld();
    SymRel r = randomRel();
    using Val = SymbolicAlgebra::Val;
    auto result = alg_->leastFixpoint({cat::Kind::Relation}, [&](const std::vector<Val>& x) {
      return std::vector<Val>{Val::ofRel(alg_->relUnion(r, alg_->compose(x[0].rel(), x[0].rel())))};
    });
    forAllAssignments([&](const std::vector<bool>& a, const std::vector<size_t>& ex) {
      cat::ConcreteAlgebra c(ex.size());
      expectSame(result.at(0).rel(), c.plus(concrete(r, a, ex)), a, ex);
    });
  }
}

TEST(Terms, FoldingAndSharing) {
  z3::context ctx;
  Terms t(ctx);
  Lit x = t.lit(ctx.bool_const("x")), y = t.lit(ctx.bool_const("y"));
  EXPECT_EQ(t.mkAnd(x, kTrue), x);
  EXPECT_EQ(t.mkAnd(x, kFalse), kFalse);
  EXPECT_EQ(t.mkOr(x, kTrue), kTrue);
  EXPECT_EQ(t.mkAnd(x, t.mkNot(x)), kFalse);
  EXPECT_EQ(t.mkOr(x, t.mkNot(x)), kTrue);
  EXPECT_EQ(t.mkNot(t.mkNot(x)), x);
  EXPECT_EQ(t.mkAnd(x, y), t.mkAnd(y, x));  // hash-consed, argument order normalised
  std::vector<Lit> xs = {x, kTrue, y, x};
  EXPECT_EQ(t.mkAnd(xs), t.mkAnd(x, y));
  std::vector<Lit> ys = {x, t.mkNot(x), y};
  EXPECT_EQ(t.mkOr(ys), kTrue);
  EXPECT_EQ(t.mkIff(x, x), kTrue);
  EXPECT_EQ(t.mkIff(x, kFalse), t.mkNot(x));
}

}  // namespace
}  // namespace clmm::smt
