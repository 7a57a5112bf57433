// Interchangeable work-items (events/Symmetry.h): which threads form a class, their anchor
// writes, and the differences that keep two threads apart (code, scope units, observation).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "events/Symmetry.h"
#include "tests/litmus/Helpers.h"

using namespace clmm;
using clmm::test::elaborateText;

namespace {

// n work-items of work-group 0 each increment x; `body` replaces work-item 2's statement.
std::string counters(int n, const std::string& header2 = "", const std::string& body2 = "") {
  std::string s = "OPENCL counters\n{ [x]=0; [y]=0; }\n";
  for (int i = 0; i < n; ++i) {
    std::string header = "P" + std::to_string(i) + "@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {\n";
    std::string body = "  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed);\n";
    if (i == 2 && !header2.empty()) header = header2;
    if (i == 2 && !body2.empty()) body = body2;
    s += header + body + "}\n";
  }
  return s + "exists (0:r0=0)\n";
}

}  // namespace

TEST(Symmetry, IdenticalCountersFormOneClassWithoutTheObservedOne) {
  Program p = elaborateText(counters(4));
  auto classes = symmetricThreads(p);
  ASSERT_EQ(classes.size(), 1u);
  EXPECT_EQ(classes[0].threads, (std::vector<int>{1, 2, 3}));
  ASSERT_EQ(classes[0].anchors.size(), 3u);
  for (size_t i = 0; i < 3; ++i) {
    const Event& e = p.events[classes[0].anchors[i]];
    EXPECT_EQ(e.thread, classes[0].threads[i]);
    EXPECT_EQ(e.kind, EventKind::Update);
  }
}

TEST(Symmetry, DifferentCodeOrOrderOrScopeUnitSplitsTheClass) {
  // A different constant, memory order or location: work-item 2 stands apart.
  for (const char* body : {"  int r0 = atomic_fetch_add_explicit(x, 2, memory_order_relaxed);\n",
                           "  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_acq_rel);\n",
                           "  int r0 = atomic_fetch_add_explicit(y, 1, memory_order_relaxed);\n"}) {
    SCOPED_TRACE(body);
    auto classes = symmetricThreads(elaborateText(counters(4, "", body)));
    ASSERT_EQ(classes.size(), 1u);
    EXPECT_EQ(classes[0].threads, (std::vector<int>{1, 3}));
  }
  // Work-item 2 in another work-group, where the others share one: swapping it changes wg.
  auto classes = symmetricThreads(
      elaborateText(counters(4, "P2@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {\n")));
  ASSERT_EQ(classes.size(), 1u);
  EXPECT_EQ(classes[0].threads, (std::vector<int>{1, 3}));
}

// PTX attributes are part of an event too (issue 23): a red beside atoms, or a store through
// another proxy or a generic alias, keeps its thread apart (the sets RED, SUR and vloc tell them
// apart, so a swap would change what the model sees).
TEST(Symmetry, PtxReductionsProxiesAndAliasesSplitTheClass) {
  auto ptx = [](const std::string& odd) {
    return "PTX counters\n{ x=0; y @ generic aliases x; s @ surface aliases x; }\n"
           " P0@cta 0,gpu 0 | P1@cta 0,gpu 0 | P2@cta 0,gpu 0 | P3@cta 0,gpu 0 ;\n"
           " st.relaxed.gpu x, 1 | st.relaxed.gpu x, 1 | " +
           odd +
           " | st.relaxed.gpu x, 1 ;\n"
           "exists (x == 1)\n";
  };
  auto same = symmetricThreads(elaborateText(ptx("st.relaxed.gpu x, 1")));
  ASSERT_EQ(same.size(), 1u);
  EXPECT_EQ(same[0].threads, (std::vector<int>{0, 1, 2, 3}));
  for (const char* odd : {"sust.relaxed.gpu s, 1", "st.relaxed.gpu y, 1"}) {
    SCOPED_TRACE(odd);
    auto classes = symmetricThreads(elaborateText(ptx(odd)));
    ASSERT_EQ(classes.size(), 1u);
    EXPECT_EQ(classes[0].threads, (std::vector<int>{0, 1, 3}));
  }
  auto rmw = [](const std::string& odd) {
    return "PTX counters\n{ x=0; }\n P0@cta 0,gpu 0 | P1@cta 0,gpu 0 | P2@cta 0,gpu 0 ;\n"
           " atom.relaxed.gpu.add r0, x, 1 | atom.relaxed.gpu.add r0, x, 1 | " +
           odd +
           " ;\n"
           "exists (x == 3)\n";
  };
  auto classes = symmetricThreads(elaborateText(rmw("red.relaxed.gpu.add x, 1")));
  ASSERT_EQ(classes.size(), 1u);
  EXPECT_EQ(classes[0].threads, (std::vector<int>{0, 1}));
}

TEST(Symmetry, WorkItemsAloneInTheirUnitsAreInterchangeable) {
  // Each in its own work-group (and sub-group): swapping two keeps every unit.
  std::string s = "OPENCL own\n{ [x]=0; }\n";
  for (int i = 0; i < 3; ++i)
    s += "P" + std::to_string(i) + "@wg " + std::to_string(i) +
         ", dev 0 (global atomic_int* x) {\n  atomic_store_explicit(x, 1, memory_order_relaxed);\n}\n";
  s += "exists (x=1)\n";
  auto classes = symmetricThreads(elaborateText(s));
  ASSERT_EQ(classes.size(), 1u);
  EXPECT_EQ(classes[0].threads, (std::vector<int>{0, 1, 2}));
}

TEST(Symmetry, NoClassWithoutAnAnchorWriteOrWhenEveryThreadIsObserved) {
  // Only loads: nothing to order the threads by.
  std::string loads = "OPENCL loads\n{ [x]=0; }\n";
  for (int i = 0; i < 3; ++i)
    loads += "P" + std::to_string(i) +
             "@wg 0, dev 0 (global atomic_int* x) {\n  int r0 = atomic_load_explicit(x, memory_order_relaxed);\n}\n";
  loads += "exists (x=0)\n";
  EXPECT_TRUE(symmetricThreads(elaborateText(loads)).empty());
  // A write only under a branch is no anchor either.
  std::string guarded = "OPENCL guarded\n{ [x]=0; [y]=0; }\n";
  for (int i = 0; i < 3; ++i)
    guarded += "P" + std::to_string(i) + "@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {\n"
               "  if (atomic_load_explicit(y, memory_order_relaxed) == 0) {\n"
               "    atomic_store_explicit(x, 1, memory_order_relaxed);\n  }\n}\n";
  guarded += "exists (x=1)\n";
  EXPECT_TRUE(symmetricThreads(elaborateText(guarded)).empty());
  // Every register in the condition: no thread may move.
  std::string all = counters(3);
  all.replace(all.find("exists (0:r0=0)"), std::string("exists (0:r0=0)").size(), "exists (0:r0=0 /\\ 1:r0=1 /\\ 2:r0=2)");
  EXPECT_TRUE(symmetricThreads(elaborateText(all)).empty());
}

TEST(Symmetry, ObservedWorkItemsJoinTheirClassWhenAsked) {
  Program p = elaborateText(counters(4));
  auto classes = symmetricThreads(p, true);
  ASSERT_EQ(classes.size(), 1u);
  EXPECT_EQ(classes[0].threads, (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(classes[0].observed, (std::vector<int>{0}));
  EXPECT_EQ(classes[0].anchors.size(), 4u);
  // Without the option the observed work-item stays out, and no class has an observed one.
  for (const auto& cls : symmetricThreads(p)) EXPECT_TRUE(cls.observed.empty());
}

TEST(Symmetry, ObservedWorkItemsNeedCorrespondingRegisters) {
  // Work-item 2 names its register r1: "0:r0" has no counterpart there, so it stands apart.
  Program renamed = elaborateText(counters(4, "", "  int r1 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed);\n"));
  auto classes = symmetricThreads(renamed, true);
  ASSERT_EQ(classes.size(), 1u);
  EXPECT_EQ(classes[0].threads, (std::vector<int>{0, 1, 3}));
  // A register that holds another value (the increment plus one) splits the class as well.
  Program shifted = elaborateText(counters(4, "", "  int r0 = atomic_fetch_add_explicit(x, 1, memory_order_relaxed) + 1;\n"));
  classes = symmetricThreads(shifted, true);
  ASSERT_EQ(classes.size(), 1u);
  EXPECT_EQ(classes[0].threads, (std::vector<int>{0, 1, 3}));
}

TEST(Symmetry, TheOrbitOfAStateTakesEachObservedRegisterFromAnotherWorkItem) {
  // Four counters, P0 and P1 observed: a state's images put any two distinct work-items'
  // values in their places, 4 * 3 of them.
  std::string s = counters(4);
  s.replace(s.find("exists (0:r0=0)"), std::string("exists (0:r0=0)").size(), "exists (0:r0=0 /\\ 1:r0=1)");
  Program p = elaborateText(s);
  auto classes = symmetricThreads(p, true);
  StateOrbit orbit(p, classes);
  EXPECT_FALSE(orbit.trivial());
  EXPECT_EQ(orbit.bound(), 12u);
  // An execution where P0..P3 read 2, 0, 3, 1: the final value of each register by its thread.
  const std::vector<int64_t> read = {2, 0, 3, 1};
  auto valueOf = [&](ValueRef v) -> int64_t {
    for (size_t t = 0; t < p.threads.size(); ++t)
      if (p.threads[t].registers.at("r0") == v) return read[t];
    ADD_FAILURE() << "not a register";
    return -1;
  };
  ASSERT_EQ(p.observables.size(), 2u);
  auto images = orbit.images({2, 0}, valueOf);
  ASSERT_EQ(images.size(), 12u);
  std::set<std::vector<int64_t>> states;
  for (const auto& image : images) {
    states.insert(image.state);
    // `from` is a permutation of the class that explains the image.
    std::vector<int> sorted = image.from;
    std::sort(sorted.begin(), sorted.end());
    EXPECT_EQ(sorted, (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(image.state[0], read[image.from[0]]);
    EXPECT_EQ(image.state[1], read[image.from[1]]);
  }
  EXPECT_EQ(states.size(), 12u);  // every ordered pair of distinct values
  EXPECT_TRUE(states.count({2, 0}));
  EXPECT_TRUE(states.count({1, 3}));
  EXPECT_FALSE(states.count({1, 1}));
}

TEST(Symmetry, NoOrbitWithoutObservedWorkItemsInAClass) {
  Program p = elaborateText(counters(4));
  StateOrbit orbit(p, symmetricThreads(p));
  EXPECT_TRUE(orbit.trivial());
  EXPECT_EQ(orbit.bound(), 1u);
}
