// Tests of the evaluator with the concrete algebra: every operator on tiny sets and relations
// (exact results), let / let rec, every check kind holding and failing, `when`, flags, witnesses,
// skipping checks, laziness, and a small realistic model end to end.
#include "tests/axioms/ModelTestUtil.h"

namespace clmm::cat::test {
namespace {

// world(): S = {0, 1}, T = {1, 2}, r = {0->1, 1->2}, s = {1->3, 2->0}, 4 events.

TEST(Evaluator, SetOperators) {
  EXPECT_EQ(membersOf("S | T"), (Events{0, 1, 2}));
  EXPECT_EQ(membersOf("S & T"), (Events{1}));
  EXPECT_EQ(membersOf("S \\ T"), (Events{0}));
  EXPECT_EQ(membersOf("~S"), (Events{2, 3}));
  EXPECT_EQ(membersOf("_"), (Events{0, 1, 2, 3}));
  EXPECT_EQ(membersOf("0 | S"), (Events{0, 1}));
  EXPECT_EQ(membersOf("S & 0"), (Events{}));
  EXPECT_EQ(membersOf("domain(r)"), (Events{0, 1}));
  EXPECT_EQ(membersOf("range(r)"), (Events{1, 2}));
  EXPECT_EQ(membersOf("domain(s) \\ range(s)"), (Events{1, 2}));
  EXPECT_EQ(membersOf("~(S | T) | S & T"), (Events{1, 3}));
}

TEST(Evaluator, RelationOperators) {
  EXPECT_EQ(pairsOf("r | s"), (Pairs{{0, 1}, {1, 2}, {1, 3}, {2, 0}}));
  EXPECT_EQ(pairsOf("r & s"), (Pairs{}));
  EXPECT_EQ(pairsOf("(r | s) & s"), (Pairs{{1, 3}, {2, 0}}));
  EXPECT_EQ(pairsOf("(r | s) \\ r"), (Pairs{{1, 3}, {2, 0}}));
  EXPECT_EQ(pairsOf("r ; s"), (Pairs{{0, 3}, {1, 0}}));
  EXPECT_EQ(pairsOf("s ; r"), (Pairs{{2, 1}}));
  EXPECT_EQ(pairsOf("S * T"), (Pairs{{0, 1}, {0, 2}, {1, 1}, {1, 2}}));
  EXPECT_EQ(pairsOf("S^2"), (Pairs{{0, 0}, {0, 1}, {1, 0}, {1, 1}}));
  EXPECT_EQ(pairsOf("r+"), (Pairs{{0, 1}, {0, 2}, {1, 2}}));
  EXPECT_EQ(pairsOf("r*"), (Pairs{{0, 0}, {0, 1}, {0, 2}, {1, 1}, {1, 2}, {2, 2}, {3, 3}}));
  EXPECT_EQ(pairsOf("r?"), (Pairs{{0, 0}, {0, 1}, {1, 1}, {1, 2}, {2, 2}, {3, 3}}));
  EXPECT_EQ(pairsOf("r^-1"), (Pairs{{1, 0}, {2, 1}}));
  EXPECT_EQ(pairsOf("[S]"), (Pairs{{0, 0}, {1, 1}}));
  EXPECT_EQ(pairsOf("[S] ; r"), (Pairs{{0, 1}, {1, 2}}));
  EXPECT_EQ(pairsOf("r ; [S]"), (Pairs{{0, 1}}));
  EXPECT_EQ(pairsOf("0"), (Pairs{}));
  EXPECT_EQ(pairsOf("[0]"), (Pairs{}));
  EXPECT_EQ(pairsOf("S * 0"), (Pairs{}));
  EXPECT_EQ(pairsOf("r | 0"), (Pairs{{0, 1}, {1, 2}}));
  EXPECT_EQ(pairsOf("(r | s)+ & [_]"), (Pairs{{0, 0}, {1, 1}, {2, 2}}));
  EXPECT_EQ(evalExpr("~r").rel().count(), 14u);
  EXPECT_FALSE(evalExpr("~r").rel().test(0, 1));
  EXPECT_TRUE(evalExpr("~r").rel().test(0, 0));
  EXPECT_EQ(evalExpr("~0").rel().count(), 16u);
  EXPECT_EQ(evalExpr("_ * _").rel().count(), 16u);
}

TEST(Evaluator, PrecedenceIsEvaluated) {
  // r | s ; r = r | (s ; r), not (r | s) ; r.
  EXPECT_EQ(pairsOf("r | s ; r"), (Pairs{{0, 1}, {1, 2}, {2, 1}}));
  EXPECT_EQ(pairsOf("(r | s) ; r"), (Pairs{{0, 2}, {2, 1}}));
  // ~r+ is ~(r+).
  EXPECT_EQ(evalExpr("~r+").rel().count(), 13u);
  // S * T & r = (S * T) & r.
  EXPECT_EQ(pairsOf("S * T & r"), (Pairs{{0, 1}, {1, 2}}));
}

TEST(Evaluator, LetsAndForwardReferences) {
  auto v = evalIn("let b = a ; a\nlet a = r | s", "b", world(), 4);
  EXPECT_EQ(v.rel().pairs(), (Pairs{{0, 2}, {0, 3}, {1, 0}, {2, 1}}));
}

TEST(Evaluator, LetRecIsTheLeastFixpoint) {
  auto prims = world();
  EXPECT_EQ(evalIn("let rec t = r | t ; t", "t", prims, 4).rel().pairs(), (Pairs{{0, 1}, {0, 2}, {1, 2}}));
  // Paths of even and odd length along the chain 0 -> 1 -> 2 -> 3.
  prims["c"] = rel(4, {{0, 1}, {1, 2}, {2, 3}});
  const std::string evenOdd = "let rec even = [_] | odd ; c and odd = even ; c";
  EXPECT_EQ(evalIn(evenOdd, "even", prims, 4).rel().pairs(),
            (Pairs{{0, 0}, {0, 2}, {1, 1}, {1, 3}, {2, 2}, {3, 3}}));
  EXPECT_EQ(evalIn(evenOdd, "odd", prims, 4).rel().pairs(), (Pairs{{0, 1}, {0, 3}, {1, 2}, {2, 3}}));
  // A recursive set: everything reachable from Z.
  prims["Z"] = set(4, {2});
  EXPECT_EQ(evalIn("let rec reach = Z | range([reach] ; c)", "reach", prims, 4).set().members(), (Events{2, 3}));
  // A recursive definition that is not needed is never computed; one used twice once.
  EXPECT_EQ(evalIn("let rec t = r | t ; s\nlet u = t | t", "u", prims, 4).rel().pairs(),
            (Pairs{{0, 1}, {0, 3}, {1, 0}, {1, 2}}));
}

const char* kChecks =
    "acyclic r as AcyR\n"
    "acyclic r | s as AcyRS\n"
    "irreflexive r as IrrR\n"
    "irreflexive (r | s)+ as IrrP\n"
    "empty r & s as E1\n"
    "empty S & T as E2\n"
    "empty r ; s as E3\n"
    "acyclic r | s as W1 when empty S\n"
    "acyclic r | s as W2 when ~empty S\n"
    "empty S as W3 when not empty S or empty T\n"
    "empty S as W4 when empty S and ~empty T\n"
    "flag ~empty r ; s as F1\n"
    "flag ~empty r & s as F2\n"
    "flag ~empty S as F3 when empty T\n"
    "flag nonempty S \\ T as F4\n";

TEST(Evaluator, ChecksHoldAndFailWithWitnesses) {
  Model m = parse(kChecks, signatureOf(world()));
  ConcreteResult res = checkExecution(m, world(), 4);
  ASSERT_EQ(res.checks.size(), 11u);
  auto verdict = [&](const char* name) { return res.findCheck(name)->verdict; };
  auto witness = [&](const char* name) { return res.findCheck(name)->witness; };
  EXPECT_EQ(verdict("AcyR"), Verdict::Holds);
  EXPECT_EQ(verdict("AcyRS"), Verdict::Fails);
  EXPECT_EQ(witness("AcyRS"), (Events{0, 1, 2}));  // 0 -> 1 -> 2 -> 0
  EXPECT_EQ(verdict("IrrR"), Verdict::Holds);
  EXPECT_EQ(verdict("IrrP"), Verdict::Fails);
  EXPECT_EQ(witness("IrrP"), (Events{0}));
  EXPECT_EQ(verdict("E1"), Verdict::Holds);
  EXPECT_TRUE(witness("E1").empty());
  EXPECT_EQ(verdict("E2"), Verdict::Fails);
  EXPECT_EQ(witness("E2"), (Events{1}));
  EXPECT_EQ(verdict("E3"), Verdict::Fails);
  EXPECT_EQ(witness("E3"), (Events{0, 3}));
  // `when`: a false condition makes the check hold without looking at it.
  EXPECT_EQ(verdict("W1"), Verdict::Holds);
  EXPECT_FALSE(res.findCheck("W1")->applied);
  EXPECT_EQ(verdict("W2"), Verdict::Fails);
  EXPECT_TRUE(res.findCheck("W2")->applied);
  EXPECT_EQ(verdict("W3"), Verdict::Fails);
  EXPECT_EQ(verdict("W4"), Verdict::Holds);
  EXPECT_FALSE(res.consistent());
  EXPECT_FALSE(res.unknown());
  EXPECT_EQ(res.firstFailure()->name, "AcyRS");
  // Flags.
  ASSERT_EQ(res.flags.size(), 4u);
  EXPECT_TRUE(res.findFlag("F1")->raised);
  EXPECT_EQ(res.findFlag("F1")->witness, (Events{0, 3}));
  EXPECT_FALSE(res.findFlag("F2")->raised);
  EXPECT_FALSE(res.findFlag("F3")->raised);
  EXPECT_TRUE(res.findFlag("F4")->raised);
  EXPECT_EQ(res.findFlag("F4")->witness, (Events{0}));
  EXPECT_TRUE(res.flagged());
}

TEST(Evaluator, AcyclicWitnessLooksThroughClosures) {
  Model m = parse(
      "let cyc = (r | s)+\n"
      "let rec t = r | s | t ; t\n"
      "acyclic (r | s)+ as Plus\n"
      "acyclic cyc as ThroughLet\n"
      "acyclic t as Rec\n",
      signatureOf(world()));
  ConcreteResult res = checkExecution(m, world(), 4);
  EXPECT_EQ(res.findCheck("Plus")->witness, (Events{0, 1, 2}));
  EXPECT_EQ(res.findCheck("ThroughLet")->witness, (Events{0, 1, 2}));
  EXPECT_EQ(res.findCheck("Rec")->witness, (Events{0}));  // a recursive let is taken as it is
}

TEST(Evaluator, SkippedChecksAreLeftOut) {
  Model m = parse(kChecks, signatureOf(world()));
  ConcreteOptions opt;
  opt.skip = {"AcyRS", "IrrP", "E2", "E3", "W2", "W3", "F1", "F4"};
  ConcreteResult res = checkExecution(m, world(), 4, opt);
  EXPECT_EQ(res.checks.size(), 5u);
  EXPECT_EQ(res.findCheck("AcyRS"), nullptr);
  EXPECT_TRUE(res.consistent());
  EXPECT_EQ(res.flags.size(), 2u);
  EXPECT_FALSE(res.flagged());
}

TEST(Evaluator, StopAtFirstFailure) {
  Model m = parse(kChecks, signatureOf(world()));
  ConcreteOptions opt;
  opt.stopAtFirstFailure = true;
  opt.witnesses = false;
  ConcreteResult res = checkExecution(m, world(), 4, opt);
  EXPECT_EQ(res.checks[0].verdict, Verdict::Holds);
  EXPECT_EQ(res.checks[1].verdict, Verdict::Fails);
  EXPECT_TRUE(res.checks[1].witness.empty());
  for (size_t i = 2; i < res.checks.size(); ++i) EXPECT_EQ(res.checks[i].verdict, Verdict::NotEvaluated);
  for (const auto& f : res.flags) EXPECT_FALSE(f.evaluated);
}

TEST(Evaluator, PrimitivesAreFetchedLazily) {
  PrimitiveSignature sig = {{"r", Kind::Relation}, {"rf", Kind::Relation}, {"G", Kind::Set}};
  Model m = parse(
      "acyclic r as A\n"
      "acyclic rf as B\n"
      "empty G as C when empty r\n",  // r is not empty: G is never needed
      sig);
  std::map<std::string, Primitive> prims = {{"r", rel(3, {{0, 1}})}};
  ConcreteOptions opt;
  opt.skip = {"B"};
  EXPECT_TRUE(checkExecution(m, prims, 3, opt).consistent());
  EXPECT_THROW(checkExecution(m, prims, 3), std::invalid_argument);  // rf is missing
  prims["rf"] = set(3, {0});                                            // the wrong kind
  EXPECT_THROW(checkExecution(m, prims, 3), std::invalid_argument);
  prims["rf"] = rel(4, {});                                             // the wrong size
  EXPECT_THROW(checkExecution(m, prims, 3), std::invalid_argument);
}

// Message passing: x = 1; y =rel 1 || r1 =acq y; r2 = x, with r1 = 1 and r2 = 0.
// Events: 0 Wx  1 Wy(rel)  2 Ry(acq)  3 Rx  4 Ix  5 Iy.
std::map<std::string, Primitive> messagePassing(bool acquire) {
  return {
      {"W", set(6, {0, 1, 4, 5})},
      {"REL", set(6, {1})},
      {"ACQ", acquire ? set(6, {2}) : set(6, {})},
      {"NA", set(6, {0, 3})},
      {"sb", rel(6, {{0, 1}, {2, 3}, {4, 0}, {4, 1}, {4, 2}, {4, 3}, {5, 0}, {5, 1}, {5, 2}, {5, 3}})},
      {"rf", rel(6, {{1, 2}, {4, 3}})},
      {"co", rel(6, {{4, 0}, {5, 1}})},
      {"loc", Relation::product(set(6, {0, 3, 4}), set(6, {0, 3, 4})) |
                  Relation::product(set(6, {1, 2, 5}), set(6, {1, 2, 5}))},
      {"id", Relation::identity(EventSet::all(6))},
  };
}

const char* kMiniModel =
    "\"mini release/acquire\"\n"
    "let sw = [REL] ; rf ; [ACQ]\n"
    "let hb = (sb | sw)+\n"
    "let fr = (rf^-1 ; co) \\ id\n"
    "let conflict = (W * _ | _ * W) & loc\n"
    "let dr = conflict & (NA * NA) & ~(hb | hb^-1) \\ id\n"
    "acyclic hb as Hb\n"
    "irreflexive fr ; hb as Coh\n"
    "flag ~empty dr as Race\n";

TEST(Evaluator, RealisticModelEndToEnd) {
  Model m = parse(kMiniModel, signatureOf(messagePassing(true)));
  EXPECT_EQ(m.title, "mini release/acquire");
  EXPECT_EQ(m.primitivesUsed(), (std::set<std::string>{"ACQ", "NA", "REL", "W", "co", "id", "loc", "rf", "sb"}));

  // With release/acquire, the outcome r1 = 1, r2 = 0 is forbidden by coherence: 3 fr 0 hb 3.
  ConcreteResult ra = checkExecution(m, messagePassing(true), 6);
  EXPECT_EQ(ra.findCheck("Hb")->verdict, Verdict::Holds);
  EXPECT_EQ(ra.findCheck("Coh")->verdict, Verdict::Fails);
  EXPECT_EQ(ra.findCheck("Coh")->witness, (Events{3}));
  EXPECT_FALSE(ra.findFlag("Race")->raised);

  // Without the acquire there is no synchronisation: consistent, but x is raced on.
  ConcreteResult rlx = checkExecution(m, messagePassing(false), 6);
  EXPECT_TRUE(rlx.consistent());
  EXPECT_TRUE(rlx.findFlag("Race")->raised);
  EXPECT_EQ(rlx.findFlag("Race")->witness, (Events{0, 3}));
}

TEST(Evaluator, OrderOutsideItsBlockIsALogicError) {
  Model m = parse("total o on S containing r { irreflexive o as I } as T", signatureOf(world()));
  ConcreteAlgebra alg(4);
  Evaluator<ConcreteAlgebra> ev(m, alg, [](const Binding&) -> ConcreteAlgebra::Val { throw 0; });
  EXPECT_THROW(ev.value(m.checks[0].order), std::logic_error);
}

}  // namespace
}  // namespace clmm::cat::test
