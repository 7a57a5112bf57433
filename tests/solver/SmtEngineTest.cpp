// The Z3 engine's own behaviour: undecided answers (deadline, resource limit), the checks that
// forbid a condition (unsat cores), undefined-behaviour witnesses, the loop-bound note, counts of
// states, switched-off checks, exact 64-bit arithmetic, the choice of the value sort, internal
// errors on malformed programs, and the command line (--engine smt, --self-check, exit 3).
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>

#include "bench/Families.h"
#include "solver/DifferenceLogic.h"
#include "solver/ProgramEncoding.h"
#include "tests/cli/Run.h"
#include "tests/solver/AgreementUtil.h"

namespace clmm::agreement {
namespace {

const char* kMessagePassing = R"(OPENCL MP
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* y) {
  *x = 1;
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);
  int r1 = -1;
  if (r0 == 1) { r1 = *x; }
}
exists (1:r0=1 /\ 1:r1=0)
)";

TEST(SmtEngine, ForbiddingChecksAreAMinimalCore) {
  Program mp = test::elaborateText(kMessagePassing);
  TestResult r = runSmt(mp, "opencl");
  EXPECT_EQ(r.verdict, Verdict::Forbidden);
  // Coherence and the visibility of non-atomic reads each forbid it alone: the core names one.
  ASSERT_EQ(r.forbiddingChecks.size(), 1u);
  EXPECT_TRUE(r.forbiddingChecks[0] == "CohG" || r.forbiddingChecks[0] == "NaRfG") << r.forbiddingChecks[0];
  EXPECT_EQ(runSmt(mp, "opencl", {r.forbiddingChecks[0]}).forbiddingChecks.size(), 1u);
  Program sb = test::elaborateText(bench::storeBuffering(2, true).text);
  for (const auto& m : allModels()) {
    TestResult s = runSmt(sb, m);
    EXPECT_EQ(s.verdict, Verdict::Forbidden) << m;
    EXPECT_EQ(s.forbiddingChecks, std::vector<std::string>{"SC"}) << m;
  }
  // Allowed outcomes have none.
  EXPECT_TRUE(runSmt(test::elaborateText(bench::storeBuffering(2, false).text), "opencl").forbiddingChecks.empty());
}

TEST(SmtEngine, SkippedChecksDoNotForbid) {
  Program sb = test::elaborateText(bench::storeBuffering(2, true).text);
  for (const auto& m : allModels()) {
    TestResult s = runSmt(sb, m, {"SC"});
    EXPECT_EQ(s.verdict, Verdict::Allowed) << m;
    EXPECT_TRUE(sameAnswers(runExplicit(sb, m, 30, {"SC"}), s)) << m;
  }
}

TEST(SmtEngine, RaceWitnessNamesTheRacingEvents) {
  Program p = test::elaborateText(test::kPlainRace);
  TestResult r = runSmt(p, "opencl");
  EXPECT_EQ(r.verdict, Verdict::Racy);
  EXPECT_TRUE(std::count(r.ubFlags.begin(), r.ubFlags.end(), "data_race"));
  ASSERT_EQ(r.ubWitnesses.size(), 1u);
  const UbWitness& w = r.ubWitnesses[0];
  EXPECT_EQ(w.flag, "data_race");
  ASSERT_EQ(w.events.size(), 2u);
  std::set<int> threads = {p.events[w.events[0]].thread, p.events[w.events[1]].thread};
  EXPECT_EQ(threads, (std::set<int>{0, 1}));
  EXPECT_NE(w.description.find("  vs  "), std::string::npos);
  EXPECT_NE(w.description.find("(line "), std::string::npos);
}

TEST(SmtEngine, CountsStatesNotExecutions) {
  TestResult r = runSmt(test::elaborateText(bench::storeBuffering(3, false).text), "opencl");
  EXPECT_FALSE(r.countsAreExecutions);
  EXPECT_EQ(r.engine, "smt");
  EXPECT_EQ(r.positive, 1u);
  EXPECT_EQ(r.negative, 7u);
  EXPECT_EQ(r.observation, Observation::Sometimes);
  ASSERT_FALSE(r.notes.empty());
  EXPECT_EQ(r.notes[0], "engine smt: Positive and Negative count final states, not executions");
}

TEST(SmtEngine, LoopBound) {
  Program p = test::elaborateText(R"(OPENCL spin
{ [x]=0; }
P0@wg 0, dev 0 (global atomic_int* x) { atomic_store_explicit(x, 1, memory_order_release, memory_scope_device); }
P1@wg 1, dev 0 (global atomic_int* x) {
  while (atomic_load_explicit(x, memory_order_acquire, memory_scope_device) == 0) {}
}
exists (x=1)
)");
  TestResult r = runSmt(p, "opencl");
  EXPECT_TRUE(r.loopBoundHit);
  ASSERT_EQ(r.notes.size(), 2u);
  EXPECT_NE(r.notes[1].find("loop unrolling bound 2 reached"), std::string::npos);
  EXPECT_FALSE(runSmt(test::elaborateText(kMessagePassing), "opencl").loopBoundHit);
}

TEST(SmtEngine, DeadlineGivesUndecided) {
  Program p = test::elaborateText(bench::storeBuffering(12, true).text);
  SmtOptions o;
  o.deadline = std::chrono::steady_clock::now();
  TestResult r = checkSmt(p, model("opencl"), "opencl", o);
  EXPECT_FALSE(r.decided);
  EXPECT_EQ(r.unknownReason.rfind("timeout after ", 0), 0u) << r.unknownReason;
  EXPECT_TRUE(r.states.empty());
  // Interrupted in the middle of a query by the watchdog, or between queries.
  o.deadline = in(0.2);
  r = checkSmt(p, model("opencl-spec"), "opencl-spec", o);
  EXPECT_FALSE(r.decided);
  EXPECT_EQ(r.unknownReason.rfind("timeout after ", 0), 0u) << r.unknownReason;
}

// The self-check's explicit search for opencl-spec's total order is cut by a step limit: the
// witnesses are then unconfirmed (a note), not refuted.
TEST(SmtEngine, SelfCheckStepLimit) {
  Program p = test::elaborateText(bench::storeBuffering(4, true).text);
  SmtOptions o;
  o.selfCheck = true;
  o.selfCheckSteps = 1;
  TestResult r = checkSmt(p, model("opencl-spec"), "opencl-spec", o);
  ASSERT_TRUE(r.decided) << r.unknownReason;
  EXPECT_EQ(r.states.size(), 15u);
  ASSERT_EQ(r.notes.size(), 2u);
  EXPECT_EQ(r.notes[1], "self-check: 15 of 15 witnesses not confirmed: the explicit search for a total order was cut after 1 steps");
  o.selfCheckSteps = 20000;
  r = checkSmt(p, model("opencl-spec"), "opencl-spec", o);
  EXPECT_EQ(r.notes.size(), 1u);
}

TEST(SmtEngine, ResourceLimitGivesUndecided) {
  SmtOptions o;
  o.resourceLimit = 1;
  TestResult r = checkSmt(test::elaborateText(kMessagePassing), model("opencl"), "opencl", o);
  EXPECT_FALSE(r.decided);
  EXPECT_EQ(r.unknownReason.rfind("Z3 returned unknown (", 0), 0u) << r.unknownReason;
}

// 64-bit corner cases of applyBinary: the value sort falls back to 64-bit bit-vectors.
TEST(SmtEngine, ExactSixtyFourBitArithmetic) {
  const int64_t kMin = std::numeric_limits<int64_t>::min();
  Program p = test::elaborateText(R"(OPENCL arith64
{ [x]=-9223372036854775807; [y]=-1; [s]=65; }
P0@wg 0, dev 0 (global atomic_long* x, global atomic_long* y, global atomic_long* s) {
  long a = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device) - 1;
  long b = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  long c = atomic_load_explicit(s, memory_order_relaxed, memory_scope_device);
  long r0 = a / b;
  long r1 = a % b;
  long r2 = a * b;
  long r3 = a - 1;
  long r4 = b << c;
  long r5 = a >> c;
  long r6 = (a < b) + 2 * (a / 0) + 4 * (c % 0);
}
exists (0:r0=0 /\ 0:r1=0 /\ 0:r2=0 /\ 0:r3=0 /\ 0:r4=0 /\ 0:r5=0 /\ 0:r6=0)
)");
  EXPECT_EQ(smt::chooseValueSort(p, smt::ValueEncoding::Auto).width, 64u);
  TestResult r = runSmt(p, "opencl");
  ASSERT_TRUE(r.decided) << r.unknownReason;
  ASSERT_EQ(r.states.size(), 1u);
  using B = ValueNode::BOp;
  std::map<std::string, int64_t> expected = {
      {"0:r0", applyBinary(B::Div, kMin, -1)}, {"0:r1", applyBinary(B::Mod, kMin, -1)},
      {"0:r2", applyBinary(B::Mul, kMin, -1)}, {"0:r3", applyBinary(B::Sub, kMin, 1)},  // wraps
      {"0:r4", applyBinary(B::Shl, -1, 65)},   {"0:r5", applyBinary(B::Shr, kMin, 65)},
      {"0:r6", 1}};
  ASSERT_EQ(r.observables.size(), expected.size());
  for (size_t i = 0; i < r.observables.size(); ++i) {
    ASSERT_TRUE(expected.count(r.observables[i])) << r.observables[i];
    EXPECT_EQ(r.states[0].values[i], expected[r.observables[i]]) << r.observables[i];
  }
}

TEST(SmtEngine, ValueSortChoice) {
  Program small = test::elaborateText(kMessagePassing);
  smt::ValueSort s = smt::chooseValueSort(small, smt::ValueEncoding::Auto);
  EXPECT_TRUE(s.isInt);
  s = smt::chooseValueSort(small, smt::ValueEncoding::Bv);
  EXPECT_FALSE(s.isInt);
  EXPECT_LT(s.width, 8u);
  EXPECT_EQ(smt::chooseValueSort(small, smt::ValueEncoding::Bv64).width, 64u);
  // Bitwise operators rule out integers; shifts need 64 bits.
  Program bitwise = test::elaborateText(R"(OPENCL bits
{ [x]=3; }
P0@wg 0, dev 0 (global atomic_int* x) { int r0 = atomic_load(x) & 6; }
exists (0:r0=2)
)");
  s = smt::chooseValueSort(bitwise, smt::ValueEncoding::Auto);
  EXPECT_FALSE(s.isInt);
  EXPECT_LT(s.width, 8u);
  Program shift = test::elaborateText(R"(OPENCL shift
{ [x]=3; }
P0@wg 0, dev 0 (global atomic_int* x) { int r0 = atomic_load(x) << 1; }
exists (0:r0=6)
)");
  EXPECT_EQ(smt::chooseValueSort(shift, smt::ValueEncoding::Auto).width, 64u);
  for (const Program* p : {&bitwise, &shift})
    for (auto e : {smt::ValueEncoding::Auto, smt::ValueEncoding::Bv, smt::ValueEncoding::Bv64}) {
      SmtOptions o;
      o.values = e;
      o.selfCheck = true;
      TestResult r = checkSmt(*p, model("opencl"), "opencl", o);
      EXPECT_EQ(r.verdict, Verdict::Allowed) << smt::valueEncodingName(e);
    }
}

TEST(SmtEngine, EncodingOptionsAgree) {
  Program p = test::elaborateText(bench::iriw(2).text);
  for (const auto& m : allModels()) {
    TestResult reference = runExplicit(p, m, 30);
    for (auto acyclic : {smt::ClockKind::Int, smt::ClockKind::BitVector, smt::ClockKind::SpecialRelation})
      for (auto co : {smt::ClockKind::Int, smt::ClockKind::BitVector}) {
        for (bool dl : {true, false}) {
          SmtOptions o;
          o.acyclicity = o.totalOrders = acyclic;
          o.coherence = co;
          o.differenceLogic = dl;
          o.selfCheck = true;
          EXPECT_TRUE(sameAnswers(reference, checkSmt(p, model(m), m, o)))
              << m << " " << smt::clockKindName(acyclic) << " " << smt::clockKindName(co) << (dl ? " dl" : "");
        }
      }
  }
}

// Which problems count as integer difference logic (solver/DifferenceLogic.h).
TEST(SmtEngine, DifferenceLogicScan) {
  z3::context c;
  z3::expr x = c.int_const("x"), y = c.int_const("y"), z = c.int_const("z");
  z3::expr b = c.bool_const("b");
  auto dl = [](std::vector<z3::expr> roots) { return smt::scanDifferenceLogic(roots).differenceLogic; };
  z3::expr_vector three(c);
  three.push_back(x);
  three.push_back(y + 2);
  three.push_back(z);
  EXPECT_TRUE(dl({x < y, x == y + 1, implies(b, x - y >= 3), x == 5, distinct(three)}));
  EXPECT_TRUE(dl({!(x + 1 <= y - 2), b || (x == z)}));
  EXPECT_EQ(smt::scanDifferenceLogic({x < y, y < z}).integerVariables, 3u);
  EXPECT_FALSE(dl({x + y == z}));              // three variables
  EXPECT_FALSE(dl({x + y == 1}));              // two with the same sign
  EXPECT_FALSE(dl({2 * x <= y}));              // a coefficient other than 1
  EXPECT_FALSE(dl({x * y == 1}));              // non-linear
  EXPECT_FALSE(dl({ite(b, x, y) == 1}));       // an integer choice
  EXPECT_FALSE(dl({x % 2 == 0}));              // modulus
  EXPECT_FALSE(dl({c.bv_const("v", 8) == c.bv_val(1, 8)}));  // bit-vectors
  // A nested conjunction of atoms with their own constants.
  z3::expr deep = x < y;
  for (int i = 0; i < 500; ++i) deep = deep && (x < y + i);
  EXPECT_TRUE(dl({deep}));
  EXPECT_FALSE(dl({deep && (x + y + z > 0)}));
}

// Internal errors: a program the lowering would never produce, a primitive that does not exist,
// a clock of an event outside its family, a model value of the wrong sort.
TEST(SmtEngine, InternalErrors) {
  Program p = test::elaborateText(kMessagePassing);
  z3::context ctx;
  smt::Terms terms(ctx);
  smt::Clocks clocks(terms, p.events.size());
  smt::ProgramEncoding enc(p, terms, clocks, smt::chooseValueSort(p, smt::ValueEncoding::Auto));
  EXPECT_THROW(
      try { enc.primitive("bogus"); } catch (const std::invalid_argument& e) {
        EXPECT_STREQ(e.what(), "smt: primitive 'bogus' is not encoded");
        throw;
      },
      std::invalid_argument);
  for (const auto& [name, kind] : modelSignature()) EXPECT_NO_THROW(enc.primitive(name)) << name;

  int family = clocks.family({1, 2}, false, "test", smt::ClockKind::Int);
  EXPECT_THROW(
      try { clocks.before(family, 1, 3); } catch (const std::logic_error& e) {
        EXPECT_STREQ(e.what(), "smt: event e3 has no clock in family test#0");
        throw;
      },
      std::logic_error);

  z3::solver s(ctx);
  ASSERT_EQ(s.check(), z3::sat);
  EXPECT_THROW(
      try { enc.valueIn(s.get_model(), ctx.bool_val(true)); } catch (const std::logic_error& e) {
        EXPECT_STREQ(e.what(), "smt: a model value is not a 64-bit number");
        throw;
      },
      std::logic_error);

  Program bitwise = test::elaborateText(R"(OPENCL bits
{ [x]=3; }
P0@wg 0, dev 0 (global atomic_int* x) { int r0 = atomic_load(x) & 6; }
exists (0:r0=2)
)");
  smt::ValueSort integers;
  integers.isInt = true;
  smt::Terms terms3(ctx);
  smt::Clocks clocks3(terms3, bitwise.events.size());
  EXPECT_THROW(
      try { smt::ProgramEncoding(bitwise, terms3, clocks3, integers); } catch (const std::logic_error& e) {
        EXPECT_STREQ(e.what(), "smt: integer values cannot encode operator &");
        throw;
      },
      std::logic_error);

  Program bad = p;
  ASSERT_FALSE(bad.conds.empty());
  bad.conds[0].guard.push_back({0, true});
  smt::Terms terms2(ctx);
  smt::Clocks clocks2(terms2, bad.events.size());
  EXPECT_THROW(
      try {
        smt::ProgramEncoding(bad, terms2, clocks2, smt::chooseValueSort(bad, smt::ValueEncoding::Auto));
      } catch (const std::logic_error& e) {
        EXPECT_STREQ(e.what(), "smt: the guard of condition c0 refers to a later condition");
        throw;
      },
      std::logic_error);
}

TEST(SmtEngine, CommandLine) {
  std::string dir = std::filesystem::temp_directory_path().string() + "/clmm-smt-cli-" + std::to_string(getpid());
  std::filesystem::create_directories(dir);
  std::ofstream(dir + "/mp.litmus") << kMessagePassing;
  std::ofstream(dir + "/sb12.litmus") << bench::storeBuffering(12, true).text;
  auto ok = test::runClmm({"check", "--engine", "smt", "--self-check", "--format", "json", "-m", "opencl-spec",
                           dir + "/mp.litmus"});
  EXPECT_EQ(ok.rc, 0) << ok.err;
  EXPECT_NE(ok.out.find("\"engine\":\"smt\""), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("\"verdict\":\"forbidden\""), std::string::npos) << ok.out;
  EXPECT_NE(ok.out.find("count final states, not executions"), std::string::npos) << ok.out;
  auto slow = test::runClmm({"check", "--engine", "smt", "--timeout", "0.05", dir + "/sb12.litmus"});
  EXPECT_EQ(slow.rc, 3) << slow.out << slow.err;
  EXPECT_NE(slow.out.find("timeout after"), std::string::npos) << slow.out;
  std::filesystem::remove_all(dir);
}

// The default engine, auto: the explicit engine decides a small test; one whose candidates
// explode (RMW-10: 10^10 reads-from choices) goes to Z3 after the budget, with a note. Both
// name the engine that decided, in text and JSON; --engine forces one.
TEST(SmtEngine, AutoEngineNamesTheEngineThatDecided) {
  std::string dir = std::filesystem::temp_directory_path().string() + "/clmm-auto-cli-" + std::to_string(getpid());
  std::filesystem::create_directories(dir);
  std::ofstream(dir + "/mp.litmus") << kMessagePassing;
  std::ofstream(dir + "/rmw10.litmus") << bench::readModifyWrites(10, false).text;
  auto small = test::runClmm({"check", "--format", "json", dir + "/mp.litmus"});
  EXPECT_EQ(small.rc, 0) << small.err;
  EXPECT_NE(small.out.find("\"engine\":\"enumerate\""), std::string::npos) << small.out;
  auto big = test::runClmm({"check", dir + "/rmw10.litmus"});
  EXPECT_EQ(big.rc, 0) << big.err;
  EXPECT_NE(big.out.find("model opencl, engine smt\n"), std::string::npos) << big.out;
  EXPECT_NE(big.out.find("Note: engine auto: the explicit engine stopped (work budget of 50000 spent ("),
            std::string::npos)
      << big.out;
  EXPECT_NE(big.out.find("States 10\n"), std::string::npos) << big.out;
  auto bigJson = test::runClmm({"check", "--engine", "auto", "--format", "json", dir + "/rmw10.litmus"});
  EXPECT_NE(bigJson.out.find("\"engine\":\"smt\""), std::string::npos) << bigJson.out;
  auto forced = test::runClmm({"check", "--engine", "smt", "--format", "json", dir + "/mp.litmus"});
  EXPECT_NE(forced.out.find("\"engine\":\"smt\""), std::string::npos) << forced.out;
  auto bad = test::runClmm({"check", "--engine", "fast", dir + "/mp.litmus"});
  EXPECT_EQ(bad.rc, 2);
  EXPECT_NE(bad.err.find("unknown engine 'fast' (expected auto, enumerate, smt)"), std::string::npos) << bad.err;
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace clmm::agreement
