// Tests of `total S on X containing R { ... } as NAME`: an order exists, none exists, the base
// is cyclic, `when`, pruning soundness (non-monotone inner checks), local lets, search limits
// (Unknown), skipping inner checks, and the seq_cst store-buffering shape.
#include "tests/axioms/ModelTestUtil.h"

namespace clmm::cat::test {
namespace {

// 4 events, all in X. c = {3 -> 0}: "irreflexive S ; c" forbids 0 before 3.
std::map<std::string, Primitive> prims(Relation base) {
  return {{"X", set(4, {0, 1, 2, 3})}, {"E", set(4, {})}, {"b", std::move(base)}, {"c", rel(4, {{3, 0}})}};
}

ConcreteResult run(const std::string& text, const std::map<std::string, Primitive>& p,
                   ConcreteOptions opt = {}) {
  return checkExecution(parse(text, signatureOf(p)), p, 4, opt);
}

const char* kMonotone = "total S on X containing b { irreflexive S ; c as Inner } as Tot";
// The same requirement written through a complement: c must be inside S (pairs of X only).
const char* kNonMonotone = "total S on X containing b { empty c & ~S as Inner } as Tot";

TEST(TotalOrder, SomeOrderWorks) {
  auto p = prims(rel(4, {{0, 1}, {2, 3}}));
  for (const char* text : {kMonotone, kNonMonotone}) {
    ConcreteResult res = run(text, p);
    ASSERT_EQ(res.checks.size(), 1u) << text;
    EXPECT_EQ(res.checks[0].verdict, Verdict::Holds) << text;
    EXPECT_TRUE(res.checks[0].applied);
    // Ascending enumeration: 0 first cannot work (0 before 3), so 2, then 3 (2, 0 would put 0
    // before 3 again), then 0, 1.
    EXPECT_EQ(res.checks[0].witness, (Events{2, 3, 0, 1})) << text;
  }
}

TEST(TotalOrder, PruningSavesSteps) {
  auto p = prims(rel(4, {{0, 1}, {2, 3}}));
  ConcreteResult pruned = run(kMonotone, p);
  ConcreteResult unpruned = run(kNonMonotone, p);
  // Pruned: the root, 0 (refuted: 0 is before 3), 2, 2-0 (refuted), 2-3, 2-3-0, 2-3-0-1.
  EXPECT_EQ(pruned.orderSteps, 7u);
  // Unpruned: the root, the 9 prefixes starting with 0 (all three leaves fail), then the 9
  // starting with 2 up to 2-3-0-1.
  EXPECT_EQ(unpruned.orderSteps, 19u);
}

TEST(TotalOrder, NoOrderWorks) {
  auto p = prims(rel(4, {{0, 3}}));  // 0 before 3 is required by the base and forbidden inside
  for (const char* text : {kMonotone, kNonMonotone}) {
    ConcreteResult res = run(text, p);
    EXPECT_EQ(res.checks[0].verdict, Verdict::Fails) << text;
    EXPECT_TRUE(res.checks[0].witness.empty()) << text;  // the base itself is acyclic
  }
}

TEST(TotalOrder, CyclicBaseFailsAtOnce) {
  auto p = prims(rel(4, {{0, 1}, {1, 2}, {2, 1}}));
  ConcreteResult res = run(kMonotone, p);
  EXPECT_EQ(res.checks[0].verdict, Verdict::Fails);
  EXPECT_EQ(res.checks[0].witness, (Events{1, 2}));
  EXPECT_EQ(res.orderSteps, 0u);
}

TEST(TotalOrder, BaseOutsideTheSetIsIgnored) {
  auto p = prims(rel(4, {{0, 1}, {1, 2}, {2, 1}}));
  p["Y"] = set(4, {0, 1, 3});  // the cycle 1 -> 2 -> 1 leaves Y
  ConcreteResult res = run("total S on Y containing b { irreflexive S ; c as I } as Tot", p);
  EXPECT_EQ(res.checks[0].verdict, Verdict::Holds);
  EXPECT_EQ(res.checks[0].witness, (Events{3, 0, 1}));
}

TEST(TotalOrder, WhenFalseHoldsWithoutSearching) {
  auto p = prims(rel(4, {{0, 3}}));
  ConcreteResult res = run("total S on X containing b when ~empty E { irreflexive S ; c as I } as Tot", p);
  EXPECT_EQ(res.checks[0].verdict, Verdict::Holds);
  EXPECT_FALSE(res.checks[0].applied);
  EXPECT_EQ(res.orderSteps, 0u);
  res = run("total S on X containing b when empty E { irreflexive S ; c as I } as Tot", p);
  EXPECT_EQ(res.checks[0].verdict, Verdict::Fails);
}

TEST(TotalOrder, InnerWhenAndLocalLets) {
  auto p = prims(rel(4, {{0, 3}}));
  // The inner check is switched off by its own `when`, so any linear extension will do.
  ConcreteResult res = run(
      "total S on X containing b {\n"
      "  let bad = S ; c          // uses the order\n"
      "  let never = c & ~c       // does not\n"
      "  irreflexive bad as I when ~empty never\n"
      "} as Tot\n",
      p);
  EXPECT_EQ(res.checks[0].verdict, Verdict::Holds);
  EXPECT_EQ(res.checks[0].witness, (Events{0, 1, 2, 3}));
  // The order is every pair of the chosen sequence: S = X*X minus its inverse and id.
  res = run(
      "total S on X containing b {\n"
      "  let strict = S | S^-1 | [X]\n"
      "  empty X * X \\ strict as Total\n"
      "  empty S & S^-1 as Antisymmetric\n"
      "  empty (S ; S) \\ S as Transitive\n"
      "} as Tot\n",
      p);
  EXPECT_EQ(res.checks[0].verdict, Verdict::Holds);
}

TEST(TotalOrder, SkippingAnInnerCheck) {
  auto p = prims(rel(4, {{0, 3}}));
  ConcreteOptions opt;
  opt.skip = {"Inner"};
  ConcreteResult res = run(kMonotone, p, opt);
  EXPECT_EQ(res.checks[0].verdict, Verdict::Holds);
  EXPECT_EQ(res.checks[0].witness, (Events{0, 1, 2, 3}));
  opt.skip = {"Tot"};
  EXPECT_TRUE(run(kMonotone, p, opt).checks.empty());
}

TEST(TotalOrder, LimitsGiveUnknown) {
  auto p = prims(rel(4, {}));
  ConcreteOptions opt;
  opt.limits.maxSteps = 3;
  ConcreteResult res = run(kNonMonotone, p, opt);
  EXPECT_EQ(res.checks[0].verdict, Verdict::Unknown);
  EXPECT_TRUE(res.unknown());
  EXPECT_FALSE(res.consistent());
  int polls = 0;
  opt.limits.maxSteps = 0;
  opt.limits.shouldAbort = [&] { return ++polls > 2; };
  res = run(kNonMonotone + std::string("\nacyclic b as After"), p, opt);
  EXPECT_EQ(res.checks[0].verdict, Verdict::Unknown);
  EXPECT_EQ(res.checks[1].verdict, Verdict::Holds);  // later checks are still evaluated
  EXPECT_EQ(polls, 3);
}

// Store buffering with seq_cst accesses: Wx; Ry || Wy; Rx, both reads reading the initial
// value. Events 0 Wx  1 Ry  2 Wy  3 Rx; fr = {1 -> 2, 3 -> 0}. The spec's S must contain sb
// and put each read before the writes it does not see: impossible when both reads see 0.
TEST(TotalOrder, SeqCstStoreBuffering) {
  std::map<std::string, Primitive> p = {
      {"SC", set(4, {0, 1, 2, 3})},
      {"sb", rel(4, {{0, 1}, {2, 3}})},
      {"fr", rel(4, {{1, 2}, {3, 0}})},
  };
  const char* model =
      "total S on SC containing sb when ~empty SC {\n"
      "  irreflexive S ; fr as ScReads\n"
      "} as Sc\n";
  EXPECT_EQ(run(model, p).checks[0].verdict, Verdict::Fails);
  p["fr"] = rel(4, {{1, 2}});  // thread 1 reads x = 1: an order exists
  ConcreteResult res = run(model, p);
  EXPECT_EQ(res.checks[0].verdict, Verdict::Holds);
  EXPECT_EQ(res.checks[0].witness, (Events{0, 1, 2, 3}));
}

}  // namespace
}  // namespace clmm::cat::test
