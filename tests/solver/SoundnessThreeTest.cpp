// Issue 22, items 1-5, through both engines: a plain access next to an atomic call is
// indeterminately sequenced (no unsequenced_race, either order); one integer semantics (int
// wraps at 32 bits in registers, conditions and memory, whatever else the test declares);
// division by zero and INT_MIN / -1 are undefined behaviour where performed; a constant index
// out of bounds is undefined behaviour where performed; a loop cut by --unroll gives no verdict,
// a loop whose test reads no memory runs as far as it goes.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>

#include "tests/cli/Run.h"
#include "tests/solver/AgreementUtil.h"
#include "litmus/Elaborate.h"

namespace clmm::agreement {
namespace {

// Runs both engines under `opencl`; they must agree (states, classes, flags, verdict).
std::vector<TestResult> both(const Program& p) {
  TestResult e = runExplicit(p, "opencl", 60), s = runSmt(p, "opencl");
  EXPECT_EQ(e.decided, s.decided) << e.unknownReason << " / " << s.unknownReason;
  if (e.decided) {
    EXPECT_TRUE(sameAnswers(e, s));
  }
  return {e, s};
}

std::vector<std::vector<int64_t>> statesOf(const TestResult& r) {
  std::vector<std::vector<int64_t>> out;
  for (const auto& s : r.states) out.push_back(s.values);
  return out;
}

bool flagged(const TestResult& r, const std::string& flag) {
  return std::find(r.ubFlags.begin(), r.ubFlags.end(), flag) != r.ubFlags.end();
}

// ---------------------------------------------------------------- item 1

TEST(SoundnessThree, PlainReadNextToACallIsIndeterminatelySequenced) {
  Program p = test::elaborateText(R"(OPENCL T
{ [y]=0; }
P0@wg 0, dev 0 (global atomic_int* y) {
  int t = *y + atomic_fetch_add_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
exists (0:t=1)
)");
  EXPECT_TRUE(p.unsequenced.empty());
  ASSERT_EQ(p.indeterminate.size(), 1u);
  EXPECT_FALSE(p.sequencedBefore(p.indeterminate.begin()->first.first, p.indeterminate.begin()->first.second));
  for (const TestResult& result : both(p))
    if (const TestResult* r = &result) {
      EXPECT_TRUE(r->ubFlags.empty());
      EXPECT_EQ(r->verdict, Verdict::Allowed);
      EXPECT_EQ(statesOf(*r), (std::vector<std::vector<int64_t>>{{0}, {1}}));  // read first; call first
    }
}

TEST(SoundnessThree, AcquireCallFirstOrdersTheSiblingOperand) {
  // Either order: the load first (and acquiring) makes the plain read see 1, race-free.
  Program p = test::elaborateText(R"(OPENCL T
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global int* y, global atomic_int* x) {
  *y = 1;
  atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global int* y, global atomic_int* x) {
  int t = atomic_load_explicit(x, memory_order_acquire, memory_scope_device) + *y;
}
exists (1:t=2)
)");
  for (const TestResult& result : both(p))
    if (const TestResult* r = &result) {
      ASSERT_FALSE(r->states.empty());
      EXPECT_EQ(r->states.back().values, std::vector<int64_t>{2});
      EXPECT_EQ(r->states.back().cls, StateClass::Allowed);
      EXPECT_EQ(r->verdict, Verdict::Racy);  // the read may also go first, unsynchronised
      EXPECT_FALSE(flagged(*r, "unsequenced_race"));
    }
}

TEST(SoundnessThree, OneChoiceOrdersAWholeCallBody) {
  // The compare-exchange's read of *e, its access to x and its write-back to *e move together.
  Program p = test::elaborateText(R"(OPENCL T
{ [x]=1; [e]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global int* e) {
  int t = *e + atomic_compare_exchange_strong_explicit(x, e, 2, memory_order_relaxed, memory_order_relaxed, memory_scope_device);
}
exists (0:t=1)
)");
  ASSERT_EQ(p.indeterminate.size(), 3u);
  std::set<CondId> choices;
  for (const auto& [pair, c] : p.indeterminate) choices.insert(c);
  EXPECT_EQ(choices.size(), 1u);
  for (const TestResult& result : both(p))
    if (const TestResult* r = &result) {
      EXPECT_TRUE(r->ubFlags.empty());
      EXPECT_EQ(statesOf(*r), (std::vector<std::vector<int64_t>>{{0}, {1}}));
    }
}

TEST(SoundnessThree, OperandsWithoutCallsStayUnsequenced) {
  Program p = test::elaborateText(R"(OPENCL T
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global int* x, global int* y) {
  int t = *x + *(y + *x);
}
exists (0:t=0)
)");
  // The read of x on the left and the two reads on the right (an address and its access).
  EXPECT_EQ(p.unsequenced.size(), 2u);
  EXPECT_TRUE(p.indeterminate.empty());
  for (const auto& [a, b] : p.unsequenced) EXPECT_TRUE(p.unsequencedPair(b, a));
}

// ---------------------------------------------------------------- item 2

TEST(SoundnessThree, IntWrapsWhateverElseTheTestDeclares) {
  Program p = test::elaborateText(R"(OPENCL T
{ x=0; long big=0; }
P0@wg 0, dev 0 (global atomic_int* x, global long* big) {
  int r = 2147483647 + atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  r = r + 1;
  long w = r;
  w = w - 1;
  int n = 0;
  if (r < 0) { n = 1; }
  *big = r;
}
exists (0:r=-2147483648 /\ 0:w=-2147483649 /\ 0:n=1 /\ big=-2147483648)
)");
  for (const TestResult& result : both(p))
    if (const TestResult* r = &result) {
      ASSERT_EQ(r->states.size(), 1u);
      EXPECT_TRUE(r->states[0].satisfiesCondition);
    }
}

TEST(SoundnessThree, UnsignedArithmeticWrapsIntoUint) {
  Program p = test::elaborateText(R"(OPENCL T
{ x=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  uint u = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  u = u - 1;
}
exists (0:u=4294967295)
)");
  for (const TestResult& result : both(p))
    if (const TestResult* r = &result) {
      EXPECT_EQ(r->verdict, Verdict::Allowed);
    }
}

// ---------------------------------------------------------------- item 3

TEST(SoundnessThree, DivisionByZeroIsFlaggedWithAWitness) {
  Program p = test::elaborateText(R"(OPENCL T
{ x=0; }
P0@wg 0, dev 0 (global atomic_int* x) { atomic_store_explicit(x, 3, memory_order_relaxed, memory_scope_device); }
P1@wg 0, dev 0 (global atomic_int* x) {
  int r = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  int q = 12 / r;
}
exists (1:q=4)
)");
  for (const TestResult& result : both(p))
    if (const TestResult* r = &result) {
      EXPECT_TRUE(flagged(*r, "undefined_arithmetic"));
      EXPECT_EQ(r->verdict, Verdict::Racy);
      ASSERT_EQ(r->ubWitnesses.size(), 1u);
      EXPECT_NE(r->ubWitnesses[0].description.find("division by zero"), std::string::npos)
          << r->ubWitnesses[0].description;
    }
}

TEST(SoundnessThree, DivisionNotPerformedFlagsNothing) {
  Program p = test::elaborateText(R"(OPENCL T
{ x=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  int q = 0;
  if (r != 0) { q = (-2147483647 - 1) / r; }
  if (r == 5) { q = r % 0; }
}
exists (0:q=0)
)");
  for (const TestResult& result : both(p))
    if (const TestResult* r = &result) {
      EXPECT_TRUE(r->ubFlags.empty());
      EXPECT_EQ(r->verdict, Verdict::Allowed);
    }
}

TEST(SoundnessThree, IntMinDividedByMinusOneIsFlagged) {
  Program p = test::elaborateText(R"(OPENCL T
{ x=-1; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int r = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  int q = (-2147483647 - 1) / r;
}
exists (0:q=0)
)");
  for (const TestResult& result : both(p))
    if (const TestResult* r = &result) {
      EXPECT_TRUE(flagged(*r, "undefined_arithmetic"));
    }
}

// ---------------------------------------------------------------- item 4

TEST(SoundnessThree, ConstantIndexOutOfBoundsIsUndefinedWherePerformed) {
  const char* text = R"(OPENCL T
{ atomic_int y[2] = {0, 0}; x=0; }
P0@wg 0, dev 0 (global atomic_int* x) { atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device); }
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  if (r1 == WHEN) { int r2 = atomic_load_explicit(y + 5, memory_order_relaxed, memory_scope_device); }
}
exists (1:r1=1)
)";
  auto with = [&](const char* when) {
    std::string t = text;
    t.replace(t.find("WHEN"), 4, when);
    return test::elaborateText(t);
  };
  for (const TestResult& result : both(with("1")))
    if (const TestResult* r = &result) {
      EXPECT_TRUE(flagged(*r, "out_of_bounds"));
      EXPECT_EQ(r->verdict, Verdict::Racy);
    }
  for (const TestResult& result : both(with("7")))
    if (const TestResult* r = &result) {
      EXPECT_TRUE(r->ubFlags.empty());
      EXPECT_EQ(r->verdict, Verdict::Allowed);
    }
}

// ---------------------------------------------------------------- item 5

const char* kCountToThree = R"(OPENCL T
{ x=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  while (atomic_load_explicit(x, memory_order_relaxed, memory_scope_device) < 3) {
    atomic_fetch_add_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  }
}
exists (x=3)
)";

TEST(SoundnessThree, MemoryLoopPastTheBoundIsUnknownNamingIt) {
  for (const TestResult& result : both(test::elaborateText(kCountToThree)))
    if (const TestResult* r = &result) {
      EXPECT_FALSE(r->decided);
      EXPECT_NE(r->unknownReason.find("P0's loop at line 4"), std::string::npos) << r->unknownReason;
      EXPECT_NE(r->unknownReason.find("--unroll 3"), std::string::npos) << r->unknownReason;
    }
  ElaborateOptions three;
  three.unroll = 3;
  for (const TestResult& result : both(test::elaborateText(kCountToThree, three)))
    if (const TestResult* r = &result) {
      EXPECT_TRUE(r->decided) << r->unknownReason;
      EXPECT_EQ(r->verdict, Verdict::Allowed);
      EXPECT_EQ(statesOf(*r), (std::vector<std::vector<int64_t>>{{3}}));
    }
}

TEST(SoundnessThree, ConstantTripLoopRunsPastUnroll) {
  Program p = test::elaborateText(R"(OPENCL T
{ x=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  int i = 0;
  while (i < 5) {
    atomic_fetch_add_explicit(x, 2, memory_order_relaxed, memory_scope_device);
    i = i + 1;
  }
}
exists (x=10)
)");
  for (const TestResult& result : both(p))
    if (const TestResult* r = &result) {
      EXPECT_TRUE(r->decided) << r->unknownReason;
      EXPECT_EQ(r->verdict, Verdict::Allowed);
      EXPECT_FALSE(r->loopBoundHit);
    }
}

TEST(SoundnessThree, AwaitLoopsAreExactWhenTheBoundCoversTheirWrites) {
  // An empty body and a test that only reads x, written WRITES times: --unroll 1 + WRITES suffices.
  const char* text = R"(OPENCL T
{ x=0; }
P0@wg 0, dev 0 (global atomic_int* x) { STORES }
P1@wg 1, dev 0 (global atomic_int* x) {
  while (atomic_load_explicit(x, memory_order_acquire, memory_scope_device) != 3) {}
}
exists (x=3)
)";
  const std::string one = "atomic_store_explicit(x, 3, memory_order_release, memory_scope_device);";
  const std::string three =
      "atomic_store_explicit(x, 1, memory_order_release, memory_scope_device); "
      "atomic_store_explicit(x, 2, memory_order_release, memory_scope_device); " +
      one;
  auto with = [&](const std::string& stores, int unroll) {
    std::string t = text;
    t.replace(t.find("STORES"), 6, stores);
    ElaborateOptions o;
    o.unroll = unroll;
    return test::elaborateText(t, o);
  };
  for (const TestResult& result : both(with(one, 2))) {
    EXPECT_TRUE(result.decided) << result.unknownReason;
    EXPECT_EQ(result.verdict, Verdict::Allowed);
  }
  for (const TestResult& result : both(with(three, 2))) EXPECT_FALSE(result.decided);
  for (const TestResult& result : both(with(three, 4))) EXPECT_TRUE(result.decided) << result.unknownReason;
}

TEST(SoundnessThree, SpinLoopWithSideEffectsIsUnknownEndlessLoopIsNot) {
  Program spin = test::elaborateText(R"(OPENCL T
{ x=0; y=0; }
P0@wg 0, dev 0 (global atomic_int* x) { atomic_store_explicit(x, 1, memory_order_release, memory_scope_device); }
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  while (atomic_load_explicit(x, memory_order_acquire, memory_scope_device) == 0) {
    atomic_fetch_add_explicit(y, 1, memory_order_relaxed, memory_scope_device);
  }
}
exists (x=1)
)");
  for (const TestResult& result : both(spin)) EXPECT_FALSE(result.decided);
  Program endless = test::elaborateText(R"(OPENCL T
{ x=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  while (1) {}
}
exists (x=1)
)");
  for (const TestResult& result : both(endless)) {
    EXPECT_TRUE(result.decided);  // an execution that never ends has no final state: none here
    EXPECT_TRUE(result.states.empty());
  }
}

TEST(SoundnessThree, UnknownLoopExitsWithThree) {
  std::string path = test::uniqueTempPath("count.litmus");
  std::ofstream(path) << kCountToThree;
  for (const char* engine : {"enumerate", "smt"}) {
    test::RunResult r = test::runClmm({"check", "--engine", engine, path});
    EXPECT_EQ(r.rc, 3) << r.out << r.err;
    EXPECT_NE((r.out + r.err).find("--unroll 3"), std::string::npos) << r.out << r.err;
    EXPECT_EQ(test::runClmm({"check", "--engine", engine, "--unroll", "3", path}).rc, 0);
  }
}

}  // namespace
}  // namespace clmm::agreement
