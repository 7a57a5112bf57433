// PTX loops (issue 36, item 4; docs/ptx.md, "Loops"): the front end's bound follows --unroll, and
// a path cut at it is a reason for `unknown` unless the loop is provably endless or an exact
// await loop. Checked on the elaborated program (the LoopBound conditions the engines read), so
// what the engines then do with an endless loop does not matter here; tests/ptx/CMakeLists.txt
// runs the same files through both engines.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "events/Program.h"
#include "litmus/Elaborate.h"
#include "litmus/Parser.h"

namespace {

clmm::Program load(const std::string& file, int unroll) {
  auto source = clmm::SourceFile::read(std::string(CLMM_SOURCE_DIR) + "/" + file);
  clmm::DiagnosticSink sink(source);
  clmm::ElaborateOptions o;
  o.unroll = unroll;
  clmm::ast::Test t = clmm::parseLitmus(source, sink, false, unroll);
  return clmm::elaborateProgram(t, sink, o);
}

// The loop bounds the front end cut paths with (not the liveness check's impossible ones).
std::vector<clmm::Cond> bounds(const clmm::Program& p) {
  std::vector<clmm::Cond> out;
  for (const clmm::Cond& c : p.conds)
    if (c.kind == clmm::Cond::Kind::LoopBound && !c.impossible) out.push_back(c);
  return out;
}

size_t reads(const clmm::Program& p, int thread) {
  size_t n = 0;
  for (const clmm::Event& e : p.events) n += e.thread == thread && e.kind == clmm::EventKind::Read;
  return n;
}

TEST(PtxLoops, TheBoundFollowsUnroll) {
  clmm::Program two = load("tests/ptx/loops/count_turns.litmus", 2);
  clmm::Program five = load("tests/ptx/loops/count_turns.litmus", 5);
  EXPECT_EQ(reads(two, 1), 3u);  // three turns, one load each
  EXPECT_EQ(reads(five, 1), 6u);
  for (const auto& c : bounds(five)) EXPECT_EQ(c.bound, 5);
}

TEST(PtxLoops, ACountingLoopIsABoundNotEndless) {
  for (int unroll : {2, 3, 6}) {
    auto b = bounds(load("tests/ptx/loops/count_turns.litmus", unroll));
    ASSERT_FALSE(b.empty());
    for (const auto& c : b) {
      EXPECT_FALSE(c.endless) << "a cut loop that counts its turns must make the result unknown";
      EXPECT_FALSE(c.await);
      EXPECT_EQ(c.text, "the loop back to LC00");
      EXPECT_EQ(c.range.line, 13);
    }
  }
}

TEST(PtxLoops, OnlyLoopsThatRepeatWithoutReadingAreEndless) {
  for (const char* f : {"tests/ptx/loops/endless_self_branch.litmus", "tests/ptx/loops/endless_constant_test.litmus"}) {
    auto b = bounds(load(f, 2));
    ASSERT_EQ(b.size(), 1u) << f;
    EXPECT_TRUE(b[0].endless) << f;
    EXPECT_FALSE(b[0].await) << f;
  }
  // A register counter: the turn writes what it tests; not endless, and no cut once the bound
  // reaches its five turns.
  for (const auto& c : bounds(load("tests/ptx/loops/counter_loop.litmus", 2))) EXPECT_FALSE(c.endless);
  EXPECT_TRUE(bounds(load("tests/ptx/loops/counter_loop.litmus", 4)).empty());
}

TEST(PtxLoops, AnAwaitLoopIsExactOnceTheBoundCoversTheWritesItMayRead) {
  // r1, loaded in the failed turns only, is live at the loop's label: not a read-only spin, and
  // the await rule needs a bound of 1 + 2, which the front end gives the loop's label whatever
  // --unroll says (issue 41, item 2): the same unfolding as --unroll 3.
  const size_t atThree = reads(load("tests/ptx/loops/spin_live_register.litmus", 3), 1);
  EXPECT_EQ(atThree, 8u);  // four turns, each loads x (and y when it fails)
  for (int unroll : {2, 3}) {
    clmm::Program p = load("tests/ptx/loops/spin_live_register.litmus", unroll);
    EXPECT_EQ(reads(p, 1), atThree) << unroll;
    auto b = bounds(p);
    ASSERT_FALSE(b.empty());
    for (const auto& c : b) {
      EXPECT_TRUE(c.endless && c.await) << unroll;
      EXPECT_EQ(c.reads.size(), 2u);
    }
  }
  // One store of the flag (by another thread): exact at the default bound, checked for liveness.
  for (const auto& c : bounds(load("examples/liveness/ptx_spin_finishes.litmus", 2))) EXPECT_TRUE(c.await);
  for (const auto& c : bounds(load("examples/liveness/ptx_spin_never_set.litmus", 2))) EXPECT_TRUE(c.await);
}

// A read-only spin (docs/models.md, "Read-only spins") is exact at any bound of at least 1, its
// last turn's loads the await test. One whose turns are all the same keeps the await rule's bound
// (the unfolding it always had) and is exact beyond it too.
TEST(PtxLoops, AReadOnlySpinIsExactAtAnyBound) {
  const size_t atFour = reads(load("tests/ptx/loops/spin_three_writes.litmus", 4), 1);
  EXPECT_EQ(atFour, 10u);  // five turns, each a load of f, and a load of x after each
  for (int unroll : {2, 3, 4}) {
    clmm::Program p = load("tests/ptx/loops/spin_three_writes.litmus", unroll);
    EXPECT_EQ(reads(p, 1), atFour) << unroll;
    for (const auto& c : bounds(p)) EXPECT_TRUE(c.endless && c.await && c.reads.size() == 1) << unroll;
    clmm::Program q = load("tests/ptx/loops/spin_three_writes_swapped.litmus", unroll);
    EXPECT_EQ(reads(q, 0), atFour) << unroll;
    for (const auto& c : bounds(q)) EXPECT_TRUE(c.endless && c.await) << unroll;
  }
  for (int unroll : {1, 2, 8}) {
    // Two loads of f a turn and four stores: the await rule would need 9, more than the front end
    // gives (8): the label keeps --unroll, and the cut is exact as a read-only spin.
    clmm::Program r = load("tests/ptx/loops/spin_two_loads.litmus", unroll);
    EXPECT_EQ(reads(r, 1), 3u * static_cast<size_t>(unroll + 1)) << unroll;  // f twice, then x
    auto a = bounds(r);
    ASSERT_FALSE(a.empty());
    for (const auto& c : a) EXPECT_TRUE(c.endless && c.await && c.reads.size() == 2) << unroll;
    // Turns through several labels, each cut's last turn its test.
    auto b = bounds(load("tests/ptx/loops/readonly_two_flags.litmus", unroll));
    ASSERT_FALSE(b.empty());
    for (const auto& c : b) EXPECT_TRUE(c.endless && c.await && !c.reads.empty()) << unroll;
  }
  // A register the final state reads, loaded only by failed turns of two shapes: a bound.
  auto b = bounds(load("tests/ptx/loops/readonly_stale_register.litmus", 2));
  ASSERT_FALSE(b.empty());
  bool someBound = false;
  for (const auto& c : b) someBound |= !c.endless && !c.await;
  EXPECT_TRUE(someBound);
}

TEST(PtxLoops, AWeakSpinLoadIsNeverExact) {
  for (int unroll : {2, 6}) {
    auto b = bounds(load("tests/ptx/loops/spin_weak_flag.litmus", unroll));
    ASSERT_FALSE(b.empty());
    for (const auto& c : b) EXPECT_FALSE(c.endless || c.await) << unroll;
  }
}

// An exchange spin whose failed turn writes back what it read is exact at any bound, its read the
// exchange (docs/models.md, "Exchange spins"); one whose failed turn writes another value, or
// whose location has accesses that are not morally strong with each other, stays a bound.
TEST(PtxLoops, AnExchangeSpinThatWritesBackIsExact) {
  for (int unroll : {0, 2, 5})
    for (const char* f : {"tests/ptx/loops/exch_lock.litmus", "tests/ptx/loops/exch_forever.litmus",
                          "examples/liveness/ptx_xchg_lock_never_free.litmus"}) {
      clmm::Program p = load(f, unroll);
      auto b = bounds(p);
      ASSERT_FALSE(b.empty()) << f;
      for (const auto& c : b) {
        EXPECT_TRUE(c.endless && c.await) << f << " " << unroll;
        ASSERT_EQ(c.reads.size(), 1u) << f;
        EXPECT_EQ(p.events[c.reads[0]].kind, clmm::EventKind::Update) << f;
      }
    }
  for (const char* f : {"tests/ptx/loops/exch_forever_cta.litmus", "tests/ptx/loops/exch_spin_first.litmus",
                        "tests/ptx/loops/exch_spin_second.litmus"}) {
    auto b = bounds(load(f, 2));
    ASSERT_FALSE(b.empty()) << f;
    for (const auto& c : b) EXPECT_FALSE(c.await) << f;
  }
}

// A compare-and-swap spin that goes round only when its cas failed is a read-only spin, its read
// the failed cas (docs/models.md, "Read-only spins").
TEST(PtxLoops, ACasSpinThatGoesRoundOnFailureIsReadOnly) {
  for (int unroll : {1, 2, 4})
    for (const char* f : {"tests/ptx/loops/cas_lock_loop.litmus", "tests/ptx/loops/cas_spin_flag.litmus",
                          "tests/ptx/loops/cas_spin_never_set.litmus"}) {
      clmm::Program p = load(f, unroll);
      auto b = bounds(p);
      ASSERT_FALSE(b.empty()) << f;
      for (const auto& c : b) {
        EXPECT_TRUE(c.endless && c.await) << f << " " << unroll;
        ASSERT_EQ(c.reads.size(), 1u) << f;
        EXPECT_EQ(p.events[c.reads[0]].kind, clmm::EventKind::Cas) << f;
      }
    }
}

}  // namespace
