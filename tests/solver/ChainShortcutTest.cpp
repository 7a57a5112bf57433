// Tests of ProgramEncoding::irreflexiveShortcut (consecutive coherence clocks for "a
// read-modify-write reads from its immediate coherence predecessor", n^2 terms instead of n^3):
// on programs with read-modify-writes, under every built-in model, the shortcut's formula
// implies the general diagonal encoding of the same chain under the structural constraints (Z3
// proves the difference unsatisfiable) and is satisfiable; it is taken for integer clocks only
// and for no other chain shape; and the engine answers the same with and without it (and as
// the explicit engine), forbidding the outcomes in which an RMW reads a write that is not its
// immediate predecessor.
#include <gtest/gtest.h>

#include "axioms/Evaluator.h"
#include "bench/Families.h"
#include "solver/ProgramEncoding.h"
#include "solver/SmtEngine.h"
#include "tests/solver/AgreementUtil.h"

namespace clmm::smt {
namespace {

// A store sequence and a fetch_add on one location: the RMW reads 0, 1 or 2 and is then placed
// right after its source (x ends at 2, 2 or 12). Reading 1 and ending at 11 needs the RMW to
// follow 2 while reading 1; reading 0 and ending at 10 needs it last while reading the initial
// write: both are forbidden by the Rmw check alone.
const char* kStoresAndRmw = R"(OPENCL stores-rmw
{ [x]=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, 2, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  int r0 = atomic_fetch_add_explicit(x, 10, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ x=11)
)";

// Two RMWs that both read the initial value: one of them does not read its predecessor.
const char* kTwoRmwsReadZero = R"(OPENCL two-rmw-zero
{ [x]=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
P2@wg 1, dev 0 (global atomic_int* x) {
  int r0 = atomic_exchange_explicit(x, 5, memory_order_acq_rel, memory_scope_device);
}
exists (0:r0=0 /\ 1:r0=0)
)";

// An RMW at a computed array index (locations decided by values) after a store to one element.
const char* kArrayRmw = R"(OPENCL array-rmw
{ [y]=0; global atomic_int a[2] = {0, 0}; }
P0@wg 0, dev 0 (global atomic_int* a, global atomic_int* y) {
  atomic_store_explicit(a + 1, 3, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* a, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = atomic_fetch_add_explicit(a + r0, 1, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1 /\ 1:r1=0)
)";

std::vector<std::string> programs() {
  return {kStoresAndRmw, kTwoRmwsReadZero, kArrayRmw, bench::readModifyWrites(3, false).text,
          bench::readModifyWrites(2, true).text};
}

// Encodes `text` under `model`, collecting every chain the evaluator asks irreflexive of; for
// each, compares the shortcut (when it applies) with the general encoding.
size_t compareOnChains(const std::string& text, const std::string& model, ClockKind coherence) {
  Program p = test::elaborateText(text);
  z3::context ctx;
  Terms terms(ctx);
  Clocks clocks(terms, p.events.size());
  ProgramEncoding enc(p, terms, clocks, chooseValueSort(p, ValueEncoding::Auto), coherence);
  SymbolicAlgebra alg(terms, clocks, enc.executed());
  size_t taken = 0;
  std::vector<std::pair<Lit, Lit>> pairs;  // (shortcut, general)
  alg.setChainShortcut([&](const std::vector<SymRel>& chain) -> std::optional<Lit> {
    std::optional<Lit> fast = enc.irreflexiveShortcut(chain);
    if (!fast) return std::nullopt;
    ++taken;
    SymbolicAlgebra general(terms, clocks, enc.executed());
    std::vector<SymRel> copy = chain;
    pairs.emplace_back(*fast, general.irreflexiveChain(copy));
    return fast;
  });
  cat::Evaluator<SymbolicAlgebra> ev(agreement::model(model), alg,
                                     [&](const cat::Binding& b) { return enc.primitive(b.name); });
  for (const cat::Check& c : agreement::model(model).checks) ev.check(c);
  z3::solver s(ctx);
  for (Lit l : enc.hard()) s.add(terms.expr(l));
  for (Lit l : clocks.takeBackground()) s.add(terms.expr(l));
  for (const auto& [fast, general] : pairs) {
    s.push();
    s.add(terms.expr(fast) && !terms.expr(general));
    EXPECT_EQ(s.check(), z3::unsat) << "the shortcut allows what the general encoding forbids";
    s.pop();
    // Neither is trivially false: the program has executions that satisfy the check.
    s.push();
    s.add(terms.expr(fast));
    EXPECT_EQ(s.check(), z3::sat);
    s.pop();
  }
  return taken;
}

TEST(ChainShortcut, ImpliesTheGeneralEncoding) {
  for (const std::string& text : programs())
    for (const auto& m : agreement::allModels()) {
      SCOPED_TRACE(m + "\n" + text);
      // Every built-in OpenCL model has the Rmw check, with one mo ; mo ; rf^-1 chain; with
      // bit-vector clocks (which could overflow) the general encoding is used.
      EXPECT_EQ(compareOnChains(text, m, ClockKind::Int), 1u);
      EXPECT_EQ(compareOnChains(text, m, ClockKind::BitVector), 0u);
    }
}

TEST(ChainShortcut, OtherShapesAndSpecialRelationsAreNotTaken) {
  Program p = test::elaborateText(kStoresAndRmw);
  z3::context ctx;
  Terms terms(ctx);
  Clocks clocks(terms, p.events.size());
  ProgramEncoding enc(p, terms, clocks, chooseValueSort(p, ValueEncoding::Auto), ClockKind::Int);
  SymbolicAlgebra alg(terms, clocks, enc.executed());
  SymRel mo = enc.primitive("mo").rel(), rf = enc.primitive("rf").rel();
  SymRel rfInv = alg.inverse(rf);
  EXPECT_TRUE(enc.irreflexiveShortcut({mo, mo, rfInv}));
  EXPECT_TRUE(enc.irreflexiveShortcut({rfInv, mo, mo}));  // rotations: the same cycles
  EXPECT_TRUE(enc.irreflexiveShortcut({mo, rfInv, mo}));
  EXPECT_FALSE(enc.irreflexiveShortcut({mo, mo, mo}));  // other shapes
  EXPECT_FALSE(enc.irreflexiveShortcut({rfInv, rfInv, mo}));
  EXPECT_FALSE(enc.irreflexiveShortcut({mo, mo, rf}));
  EXPECT_FALSE(enc.irreflexiveShortcut({mo, mo}));
  EXPECT_FALSE(enc.irreflexiveShortcut({mo, mo, mo, rfInv}));
  EXPECT_FALSE(enc.irreflexiveShortcut({alg.plus(mo), mo, rfInv}));

  z3::context ctx2;
  Terms terms2(ctx2);
  Clocks clocks2(terms2, p.events.size());
  ProgramEncoding special(p, terms2, clocks2, chooseValueSort(p, ValueEncoding::Auto), ClockKind::SpecialRelation);
  SymbolicAlgebra alg2(terms2, clocks2, special.executed());
  SymRel mo2 = special.primitive("mo").rel();
  EXPECT_FALSE(special.irreflexiveShortcut({mo2, mo2, alg2.inverse(special.primitive("rf").rel())}));
}

TEST(ChainShortcut, SameAnswersWithAndWithoutIt) {
  for (const std::string& text : programs()) {
    Program p = test::elaborateText(text);
    for (const auto& m : agreement::allModels()) {
      SCOPED_TRACE(m + "\n" + text);
      SmtOptions with, without;
      with.selfCheck = without.selfCheck = true;
      without.chainShortcuts = false;
      TestResult a = checkSmt(p, agreement::model(m), m, with);
      TestResult b = checkSmt(p, agreement::model(m), m, without);
      EXPECT_TRUE(agreement::sameAnswers(b, a));
      EXPECT_TRUE(agreement::sameAnswers(agreement::runExplicit(p, m, 30), a));
    }
  }
}

TEST(ChainShortcut, AnRmwReadsItsImmediatePredecessor) {
  for (const char* text : {kStoresAndRmw, kTwoRmwsReadZero}) {
    Program p = test::elaborateText(text);
    for (const std::string m : {"opencl", "opencl-scoped", "opencl-spec"}) {
      SCOPED_TRACE(m + "\n" + text);
      TestResult r = checkSmt(p, agreement::model(m), m);
      ASSERT_TRUE(r.decided) << r.unknownReason;
      EXPECT_EQ(r.verdict, Verdict::Forbidden) << "an RMW read a write other than its predecessor";
      EXPECT_FALSE(r.states.empty());
    }
  }
  // The outcomes that are allowed: the RMW reads 1 and x ends at 2 (it sits between the stores).
  Program p = test::elaborateText(kStoresAndRmw);
  TestResult r = checkSmt(p, agreement::model("opencl"), "opencl");
  std::set<std::vector<int64_t>> states;
  for (const auto& s : r.states) states.insert(s.values);
  EXPECT_EQ(states, (std::set<std::vector<int64_t>>{{0, 2}, {1, 2}, {2, 12}}));
}

// The literals of RMW-n's encoding under opencl, every check evaluated (no query).
size_t encodingSize(int n) {
  Program p = test::elaborateText(bench::readModifyWrites(n, false).text);
  z3::context ctx;
  Terms terms(ctx);
  Clocks clocks(terms, p.events.size());
  ProgramEncoding enc(p, terms, clocks, chooseValueSort(p, ValueEncoding::Auto), ClockKind::Int);
  SymbolicAlgebra alg(terms, clocks, enc.executed());
  alg.setChainShortcut([&](const std::vector<SymRel>& chain) { return enc.irreflexiveShortcut(chain); });
  cat::Evaluator<SymbolicAlgebra> ev(agreement::model("opencl"), alg,
                                     [&](const cat::Binding& b) { return enc.primitive(b.name); });
  for (const cat::Check& c : agreement::model("opencl").checks) ev.check(c);
  return terms.size();
}

TEST(ChainShortcut, RmwEncodingGrowsQuadratically) {
  // With the shortcut, and with (SC * SC) & scp not built when nothing is seq_cst (Evaluator's
  // knownEmpty), no part of the encoding is cubic: from 12 to 32 work-items a quadratic
  // encoding grows about 7 times (33^2 / 13^2 events), a cubic part 16 times.
  const size_t small = encodingSize(12), large = encodingSize(32);
  EXPECT_LT(large, small * 9) << small << " literals for RMW-12, " << large << " for RMW-32";
}

}  // namespace
}  // namespace clmm::smt
