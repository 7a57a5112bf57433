// Shows that Evaluator<A> depends only on the algebra interface of Algebra.h: a "formula"
// algebra, in which sets, relations and truth values are all strings (so Set == Rel, and Bool
// is not decidable, as with z3::expr), turns a model into the formulas a symbolic back end
// would build, with fixpoints and total orders left to the algebra.
#include "tests/axioms/ModelTestUtil.h"

namespace clmm::cat::test {
namespace {

struct FormulaAlgebra {
  using Set = std::string;
  using Rel = std::string;
  using Bool = std::string;
  using Val = Value<Set, Rel>;

  static std::string bin(const std::string& a, const char* op, const std::string& b) {
    return "(" + a + " " + op + " " + b + ")";
  }
  Set emptySet() { return "{}"; }
  Set allEvents() { return "_"; }
  Rel emptyRelation() { return "0"; }
  Set setUnion(const Set& a, const Set& b) { return bin(a, "|", b); }
  Set setInter(const Set& a, const Set& b) { return bin(a, "&", b); }
  Set setDiff(const Set& a, const Set& b) { return bin(a, "\\", b); }
  Set setComplement(const Set& a) { return "~" + a; }
  Rel relUnion(const Rel& a, const Rel& b) { return bin(a, "|", b); }
  Rel relInter(const Rel& a, const Rel& b) { return bin(a, "&", b); }
  Rel relDiff(const Rel& a, const Rel& b) { return bin(a, "\\", b); }
  Rel relComplement(const Rel& a) { return "~" + a; }
  Rel compose(const Rel& a, const Rel& b) { return bin(a, ";", b); }
  Rel product(const Set& a, const Set& b) { return bin(a, "*", b); }
  Rel identity(const Set& a) { return "[" + a + "]"; }
  Rel inverse(const Rel& a) { return a + "^-1"; }
  Rel plus(const Rel& a) { return a + "+"; }
  Rel star(const Rel& a) { return a + "*"; }
  Rel opt(const Rel& a) { return a + "?"; }
  Set domain(const Rel& a) { return "domain(" + a + ")"; }
  Set range(const Rel& a) { return "range(" + a + ")"; }
  Bool setEmpty(const Set& a) { return "empty(" + a + ")"; }
  Bool relEmpty(const Rel& a) { return a == "0" ? "true" : "empty(" + a + ")"; }
  Bool acyclic(const Rel& a) { return "acyclic(" + a + ")"; }
  Bool irreflexive(const Rel& a) { return "irreflexive(" + a + ")"; }
  Bool constant(bool b) { return b ? "true" : "false"; }
  Bool negate(const Bool& a) { return a == "true" ? "false" : a == "false" ? "true" : "not " + a; }
  Bool conj(const Bool& a, const Bool& b) {
    if (a == "true") return b;
    if (b == "true") return a;
    return a == "false" || b == "false" ? "false" : bin(a, "and", b);
  }
  Bool disj(const Bool& a, const Bool& b) {
    if (a == "false") return b;
    if (b == "false") return a;
    return a == "true" || b == "true" ? "true" : bin(a, "or", b);
  }
  std::optional<bool> known(const Bool& a) {
    if (a == "true") return true;
    if (a == "false") return false;
    return std::nullopt;
  }
  std::vector<Val> leastFixpoint(const std::vector<Kind>& kinds,
                                 const std::function<std::vector<Val>(const std::vector<Val>&)>& step) {
    std::vector<Val> vars;
    for (size_t i = 0; i < kinds.size(); ++i) {
      std::string v = "X" + std::to_string(i);
      vars.push_back(kinds[i] == Kind::Set ? Val::ofSet(v) : Val::ofRel(v));
    }
    std::vector<Val> body = step(vars), out;
    for (size_t i = 0; i < kinds.size(); ++i) {
      const std::string& b = kinds[i] == Kind::Set ? body[i].set() : body[i].rel();
      std::string f = "lfp X" + std::to_string(i) + ". " + b;
      out.push_back(kinds[i] == Kind::Set ? Val::ofSet(f) : Val::ofRel(f));
    }
    return out;
  }
  Bool existsTotalOrder(const Set& on, const Rel& base, const OrderBody<Rel, Bool>& body) {
    return "(exists total order O on " + on + " containing " + base + ": " + body.holds("O") + ")";
  }
};

TEST(GenericAlgebra, ModelBecomesFormulas) {
  PrimitiveSignature sig = {{"sb", Kind::Relation}, {"sw", Kind::Relation}, {"r", Kind::Relation},
                            {"SC", Kind::Set}, {"unused", Kind::Relation}};
  Model m = parse(
      "let hb = (sb | sw)+\n"
      "let rec t = r | t ; t\n"
      "let rec reach = SC | range([reach] ; r)\n"
      "acyclic hb as Hb\n"
      "irreflexive t as T when ~empty sw\n"
      "empty reach as Reach\n"
      "flag ~empty hb & r as F\n"
      "total S on SC containing hb { irreflexive S ; r as I  empty [SC] as Off } as Tot\n"
      "empty unused as Vacuous when ~empty 0\n",  // decided without fetching `unused`
      sig);
  FormulaAlgebra alg;
  std::set<std::string> fetched;
  Evaluator<FormulaAlgebra> ev(
      m, alg,
      [&](const Binding& b) {
        fetched.insert(b.name);
        return b.kind == Kind::Set ? FormulaAlgebra::Val::ofSet(b.name) : FormulaAlgebra::Val::ofRel(b.name);
      },
      {"Off"});
  auto formula = [&](const char* name) { return ev.check(*m.findCheck(name)).result; };
  EXPECT_EQ(formula("Hb"), "acyclic((sb | sw)+)");
  EXPECT_EQ(formula("T"), "(not not empty(sw) or irreflexive(lfp X0. (r | (X0 ; X0))))");
  EXPECT_EQ(formula("Reach"), "empty(lfp X0. (SC | range(([X0] ; r))))");
  EXPECT_EQ(formula("F"), "not empty(((sb | sw)+ & r))");
  EXPECT_EQ(formula("Tot"), "(exists total order O on SC containing (sb | sw)+: irreflexive((O ; r)))");
  EXPECT_EQ(formula("Vacuous"), "true");
  EXPECT_EQ(fetched, (std::set<std::string>{"SC", "r", "sb", "sw"}));
}

}  // namespace
}  // namespace clmm::cat::test
