// Tests of the model parser and resolver on good input: precedence and associativity, the
// postfix/binary '*' rule, statements, scoping, kinds, and the model's dependency queries.
#include "tests/axioms/ModelTestUtil.h"

namespace clmm::cat::test {
namespace {

const PrimitiveSignature kSig = {{"S", Kind::Set}, {"T", Kind::Set}, {"U", Kind::Set},
                                 {"r", Kind::Relation}, {"s", Kind::Relation}, {"t", Kind::Relation},
                                 {"po", Kind::Relation}, {"loc", Kind::Relation}};

// The fully parenthesised form of `let x = EXPR`.
std::string shape(const std::string& expr) {
  Model m = parse("let x = " + expr, kSig);
  return printExpr(*m.bindings[m.findBinding("x")].body);
}

Kind kindOf(const Model& m, const std::string& name) { return m.bindings[m.findBinding(name)].kind; }

TEST(ModelParser, PrecedenceLowestToHighest) {
  EXPECT_EQ(shape("r | s ; t \\ r & s"), "(r | (s ; (t \\ (r & s))))");
  EXPECT_EQ(shape("r & s \\ t ; r | s"), "((((r & s) \\ t) ; r) | s)");
  EXPECT_EQ(shape("S * T & r"), "((S * T) & r)");
  EXPECT_EQ(shape("r & S * T"), "(r & (S * T))");
  EXPECT_EQ(shape("~S * T"), "(~S * T)");
  EXPECT_EQ(shape("~r+"), "~(r)+");
  EXPECT_EQ(shape("~r^-1 ; s?"), "(~(r)^-1 ; (s)?)");
  EXPECT_EQ(shape("(r | s) ; t"), "((r | s) ; t)");
}

TEST(ModelParser, BinaryOperatorsAreLeftAssociative) {
  EXPECT_EQ(shape("r ; s ; t"), "((r ; s) ; t)");
  EXPECT_EQ(shape("r \\ s \\ t"), "((r \\ s) \\ t)");
  EXPECT_EQ(shape("r | s | t"), "((r | s) | t)");
  EXPECT_EQ(shape("S | T \\ U & S"), "(S | (T \\ (U & S)))");
}

TEST(ModelParser, StarIsBinaryBeforeAnOperandElsePostfix) {
  EXPECT_EQ(shape("S * T"), "(S * T)");
  EXPECT_EQ(shape("S*T"), "(S * T)");
  EXPECT_EQ(shape("S * _"), "(S * _)");
  EXPECT_EQ(shape("_ * S"), "(_ * S)");
  EXPECT_EQ(shape("S * ~T"), "(S * ~T)");
  EXPECT_EQ(shape("S * (T)"), "(S * T)");
  EXPECT_EQ(shape("S * 0"), "(S * 0)");
  EXPECT_EQ(shape("S * domain(r)"), "(S * domain(r))");
  EXPECT_EQ(shape("r*"), "(r)*");
  EXPECT_EQ(shape("r* ; s"), "((r)* ; s)");
  EXPECT_EQ(shape("r* | s"), "((r)* | s)");
  EXPECT_EQ(shape("(r*)"), "(r)*");
  EXPECT_EQ(shape("[S] ; r*"), "([S] ; (r)*)");
  EXPECT_EQ(shape("r**"), "((r)*)*");
  EXPECT_EQ(shape("r+*?"), "(((r)+)*)?");
  EXPECT_EQ(shape("r* \\ s"), "((r)* \\ s)");
}

TEST(ModelParser, PrimariesAndSugar) {
  EXPECT_EQ(shape("S^2"), "(S * S)");
  EXPECT_EQ(shape("[S]"), "[S]");
  EXPECT_EQ(shape("domain(r) * range(r)"), "(domain(r) * range(r))");
  EXPECT_EQ(shape("0"), "0");
  EXPECT_EQ(shape("_"), "_");
  EXPECT_EQ(shape("r^-1^-1"), "((r)^-1)^-1");
}

TEST(ModelParser, CommentsTitleAndNames) {
  Model m = parse(
      "\"OpenCL toy\" (* a (* nested *) comment *)\n"
      "// a line comment\n"
      "let po-loc = po & loc // trailing\n"
      "let fence.r = [S]\n"
      "acyclic po-loc | fence.r as Coh\n",
      kSig);
  EXPECT_EQ(m.title, "OpenCL toy");
  EXPECT_EQ(printExpr(*m.bindings[m.findBinding("po-loc")].body), "(po & loc)");
  ASSERT_EQ(m.checks.size(), 1u);
  EXPECT_EQ(m.checks[0].kind, CheckKind::Acyclic);
  EXPECT_EQ(m.checks[0].name, "Coh");
  EXPECT_EQ(printExpr(*m.checks[0].expr), "(po-loc | fence.r)");
  EXPECT_EQ(m.checks[0].nameRange.line, 5);
  EXPECT_EQ(m.checks[0].nameRange.col, 29);
}

// `(** TEXT *)` right before a statement documents it (docs/model-language.md, "What explanations
// and pictures read from the model"); other comments, and one between it and the statement, do not.
TEST(ModelParser, DocumentationComments) {
  Model m = parse(
      "\"toy\"\n"
      "(** happens\n    before *)\nlet hb = r+\n"
      "(**) let a = r\n"
      "(***** a banner *****)\nlet b = r\n"
      "(** dropped *) (* by this comment *)\nlet c = r\n"
      "(** first *) let rec d = r | e (** second *) and e = d\n"
      "(** a race (* nested *) between two accesses *)\nflag ~empty r \\ s as Race\n"
      "(** the order *)\ntotal O on S containing 0 { (** inner *) let i = O acyclic i as In } as Tot\n"
      "(** shown *) show a as A1, (** also shown *) b\n"
      "show hb\n",
      kSig);
  auto doc = [&](const std::string& name) { return m.bindings[m.findBinding(name)].doc; };
  EXPECT_EQ(doc("hb"), "happens before");
  EXPECT_EQ(doc("a"), "");
  EXPECT_EQ(doc("b"), "");
  EXPECT_EQ(doc("c"), "");
  EXPECT_EQ(doc("d"), "first");
  EXPECT_EQ(doc("e"), "second");
  EXPECT_EQ(m.findCheck("Race")->doc, "a race (* nested *) between two accesses");
  EXPECT_EQ(m.findCheck("Tot")->doc, "the order");
  EXPECT_EQ(m.bindings[m.findCheck("Tot")->order].doc, "the order");
  bool inner = false;
  for (const auto& b : m.bindings) inner |= b.name == "i" && b.doc == "inner";
  EXPECT_TRUE(inner);
  ASSERT_EQ(m.shows.size(), 3u);
  EXPECT_EQ(m.shows[0].doc, "shown");
  EXPECT_EQ(m.shows[1].doc, "also shown");
  EXPECT_EQ(m.shows[2].doc, "happens before");  // a shown let's own documentation
}

TEST(ModelParser, StatementsAndConditions) {
  Model m = parse(
      "irreflexive r as A\n"
      "empty S as B when not empty T and ~empty r or nonempty s\n"
      "flag ~empty r & s as Race\n"
      "flag nonempty S as F2 when (empty T)\n",
      kSig);
  ASSERT_EQ(m.checks.size(), 4u);
  EXPECT_EQ(m.checks[0].kind, CheckKind::Irreflexive);
  EXPECT_EQ(m.checks[0].when, nullptr);
  EXPECT_EQ(m.checks[1].kind, CheckKind::Empty);
  EXPECT_EQ(printCond(*m.checks[1].when), "((not empty T and ~empty r) or ~empty s)");
  EXPECT_EQ(m.checks[2].kind, CheckKind::Flag);
  EXPECT_TRUE(m.checks[2].isFlag());
  EXPECT_EQ(printExpr(*m.checks[2].expr), "(r & s)");
  EXPECT_EQ(printCond(*m.checks[3].when), "empty T");
  EXPECT_EQ(m.checkNames(), (std::vector<std::string>{"A", "B", "Race", "F2"}));
}

TEST(ModelParser, LetsMayBeWrittenInAnyOrder) {
  Model m = parse(
      "acyclic hb as Hb\n"
      "let hb = (sb | sw)+\n"
      "let sw = [S] ; r ; [T]\n"
      "let sb = po\n",
      kSig);
  EXPECT_EQ(printExpr(*m.checks[0].expr), "hb");
  EXPECT_EQ(kindOf(m, "hb"), Kind::Relation);
  EXPECT_EQ(m.primitivesUsed(), (std::set<std::string>{"S", "T", "po", "r"}));
}

TEST(ModelParser, KindsAreInferred) {
  Model m = parse(
      "let a = domain(r) | S\n"
      "let b = ~a\n"
      "let c = a * b\n"
      "let e = 0 | S\n"
      "let z = 0\n"
      "let rec reach = S | range([reach] ; r)\n"
      "let rec even = [_] | odd ; r and odd = even ; r\n",
      kSig);
  EXPECT_EQ(kindOf(m, "a"), Kind::Set);
  EXPECT_EQ(kindOf(m, "b"), Kind::Set);
  EXPECT_EQ(kindOf(m, "c"), Kind::Relation);
  EXPECT_EQ(kindOf(m, "e"), Kind::Set);
  EXPECT_EQ(kindOf(m, "z"), Kind::Relation);
  EXPECT_EQ(kindOf(m, "reach"), Kind::Set);
  EXPECT_EQ(kindOf(m, "even"), Kind::Relation);
  EXPECT_EQ(kindOf(m, "odd"), Kind::Relation);
  ASSERT_EQ(m.groups.size(), 2u);
  EXPECT_EQ(m.groups[1].size(), 2u);
  EXPECT_EQ(m.bindings[m.findBinding("odd")].group, 1);
}

TEST(ModelParser, TotalBlock) {
  Model m = parse(
      "let fr = r ; s\n"
      "total ord on S containing po when ~empty S {\n"
      "  let before = ord ; fr          // depends on the order\n"
      "  let plain = fr ; fr            // does not\n"
      "  irreflexive before as Inner1\n"
      "  empty ~ord & plain as Inner2\n"
      "  acyclic plain as Inner3 when empty ord\n"
      "} as SC\n",
      kSig);
  ASSERT_EQ(m.checks.size(), 1u);
  const Check& c = m.checks[0];
  EXPECT_EQ(c.kind, CheckKind::Total);
  EXPECT_EQ(c.name, "SC");
  EXPECT_EQ(printExpr(*c.on), "S");
  EXPECT_EQ(printExpr(*c.containing), "po");
  EXPECT_EQ(printCond(*c.when), "~empty S");
  ASSERT_EQ(c.body.size(), 3u);
  EXPECT_EQ(m.bindings[c.order].name, "ord");
  EXPECT_EQ(m.bindings[c.order].source, Binding::Source::Order);
  ASSERT_EQ(c.orderDependent.size(), 1u);
  EXPECT_EQ(m.bindings[c.orderDependent[0]].name, "before");
  EXPECT_TRUE(c.body[0].monotoneInOrder);
  EXPECT_FALSE(c.body[1].monotoneInOrder);  // the order under '~'
  EXPECT_FALSE(c.body[2].monotoneInOrder);  // `when` mentions the order
  EXPECT_EQ(m.findCheck("Inner2"), &c.body[1]);
  EXPECT_EQ(m.checkNames(), (std::vector<std::string>{"SC", "Inner1", "Inner2", "Inner3"}));
  // Block-local names are not top-level bindings.
  EXPECT_EQ(m.findBinding("before"), -1);
  EXPECT_EQ(m.findBinding("ord"), -1);
}

TEST(ModelParser, BlocksMayReuseLocalNames) {
  Model m = parse(
      "total o on S containing 0 { let x = o ; r  irreflexive x as A } as B1\n"
      "total o on T containing 0 { let x = r ; o  irreflexive x as C } as B2\n",
      kSig);
  EXPECT_EQ(m.checks.size(), 2u);
  EXPECT_EQ(printExpr(*m.checks[1].body[0].expr), "x");
}

TEST(ModelParser, PrimitivesUsedFollowsLetsAndSkips) {
  Model m = parse(
      "let a = po ; loc\n"
      "let unused = t\n"
      "acyclic a as A\n"
      "empty S & T as B\n"
      "flag ~empty s as F when empty U\n"
      "total o on S containing r { irreflexive o ; a as I } as Tot\n",
      kSig);
  EXPECT_EQ(m.primitivesUsed(), (std::set<std::string>{"S", "T", "U", "loc", "po", "r", "s"}));
  EXPECT_EQ(m.primitivesUsed({"B", "F"}), (std::set<std::string>{"S", "loc", "po", "r"}));
  EXPECT_EQ(m.primitivesUsed({"B", "F", "Tot"}), (std::set<std::string>{"loc", "po"}));
  EXPECT_EQ(m.primitivesUsed({"A", "B", "F", "I"}), (std::set<std::string>{"S", "r"}));
}

TEST(ModelParser, EveryExpressionHasItsRange) {
  Model m = parse("let x =  r ;  s+\n", kSig);
  const Expr& e = *m.bindings[m.findBinding("x")].body;
  EXPECT_EQ(e.range.line, 1);
  EXPECT_EQ(e.range.col, 10);
  EXPECT_EQ(e.range.endCol, 16);
  EXPECT_EQ(e.opRange.col, 12);
  EXPECT_EQ(e.args[1]->opRange.col, 16);
}

}  // namespace
}  // namespace clmm::cat::test
