// The generic pair explanation on a small hand-made execution and a model written for the test
// (so nothing here depends on the OpenCL models): each operator of the language, labelled and
// unfolded lets, the failure of acyclic / irreflexive / empty checks, and the exact minimum
// hitting set behind "forbidden by".
#include <gtest/gtest.h>

#include "axioms/Explain.h"
#include "explain/ExplainCollect.h"
#include "tests/axioms/ModelTestUtil.h"

namespace clmm::cat::test {
namespace {

// Five events: 0 -sb-> 1 -rf-> 2 -sb-> 3, and 3 reads the initial write 4, which is mo-before 0.
std::map<std::string, Primitive> execution() {
  return {{"sb", rel(5, {{0, 1}, {2, 3}})},
          {"rf", rel(5, {{1, 2}, {4, 3}})},
          {"mo", rel(5, {{4, 0}})},
          {"id", rel(5, {{0, 0}, {1, 1}, {2, 2}, {3, 3}, {4, 4}})},
          {"A", set(5, {0, 1})}};
}

const char* kModel = R"(
(** from-read *)
let fr = (rf^-1 ; mo) \ id
(** happens before: an order, so walked step by step *)
let hb = (sb | rf)+
acyclic hb | fr as Cyc
irreflexive hb ; fr as Irr
empty rf \ (sb | mo) as Emp
)";

std::string show(const ExplainPath& path) {
  std::string s;
  for (const auto& st : path) {
    s += (s.empty() ? std::to_string(st.from) : std::string()) + (st.inverse ? " <-" + st.label + "- " : " -" + st.label + "-> ") +
         std::to_string(st.to);
    if (!st.detail.empty()) s += " [" + show(st.detail) + "]";
  }
  return s;
}

struct Fixture {
  std::map<std::string, Primitive> prims = execution();
  Model model = parse(kModel, signatureOf(prims));
  ConcreteAlgebra algebra{5};
  Evaluator<ConcreteAlgebra> ev{model, algebra, [this](const Binding& b) {
                                  const Primitive& p = prims.at(b.name);
                                  if (p.index() == 0) return ConcreteAlgebra::Val::ofSet(std::get<EventSet>(p));
                                  return ConcreteAlgebra::Val::ofRel(std::get<Relation>(p));
                                }};
  PairExplainer px{model, ev};

  ExprPtr expr(const std::string& text) {
    // A throwaway model with one check, to get a resolved expression over the same names.
    Model m = parse(std::string(kModel) + "acyclic " + text + " as Probe\n", signatureOf(prims));
    models.push_back(std::make_unique<Model>(std::move(m)));
    evaluators.push_back(std::make_unique<Evaluator<ConcreteAlgebra>>(*models.back(), algebra, [this](const Binding& b) {
      const Primitive& p = prims.at(b.name);
      if (p.index() == 0) return ConcreteAlgebra::Val::ofSet(std::get<EventSet>(p));
      return ConcreteAlgebra::Val::ofRel(std::get<Relation>(p));
    }));
    explainers.push_back(std::make_unique<PairExplainer>(*models.back(), *evaluators.back()));
    return models.back()->findCheck("Probe")->expr;
  }
  std::optional<ExplainPath> explain(const std::string& text, size_t a, size_t b, std::vector<ExplainNote>* notes = nullptr) {
    ExprPtr e = expr(text);
    return explainers.back()->explain(*e, a, b, notes);
  }

  std::vector<std::unique_ptr<Model>> models;
  std::vector<std::unique_ptr<Evaluator<ConcreteAlgebra>>> evaluators;
  std::vector<std::unique_ptr<PairExplainer>> explainers;
};

TEST(PairExplain, EachOperator) {
  Fixture f;
  EXPECT_EQ(show(*f.explain("sb ; rf ; sb", 0, 3)), "0 -sb-> 1 -rf-> 2 -sb-> 3");  // `;` finds 1 and 2
  EXPECT_EQ(show(*f.explain("(sb | rf)+", 0, 3)), "0 -sb-> 1 -rf-> 2 -sb-> 3");    // shortest path
  EXPECT_EQ(show(*f.explain("mo | rf", 1, 2)), "1 -rf-> 2");                       // the branch that holds
  EXPECT_EQ(show(*f.explain("rf^-1", 3, 4)), "3 <-rf- 4");                         // inverse
  EXPECT_EQ(show(*f.explain("(A * A) & sb", 0, 1)), "0 -sb-> 1");                  // & through the edges
  EXPECT_EQ(show(*f.explain("sb?", 2, 2)), "");                                    // reflexive: no edge
  EXPECT_EQ(show(*f.explain("A * A", 1, 0)), "1 -A * A-> 0");                      // a filter labels itself
  EXPECT_FALSE(f.explain("sb ; rf", 0, 3));                                        // not in it
  std::vector<ExplainNote> notes;
  EXPECT_EQ(show(*f.explain("rf \\ (sb | mo)", 4, 3, &notes)), "4 -rf-> 3");       // \ : left, with a note
  ASSERT_EQ(notes.size(), 1u);
  EXPECT_EQ(notes[0].text, "sb | mo");
}

TEST(PairExplain, LabelledAndUnfoldedLets) {
  Fixture f;
  // fr is documented, a named relation: one edge, with the path that puts the pair in it as
  // detail; hb is documented too but an order: unfolded.
  EXPECT_EQ(show(*f.explain("hb ; fr", 0, 0)), "0 -sb-> 1 -rf-> 2 -sb-> 3 -fr-> 0 [3 <-rf- 4 -mo-> 0]");
  PairExplainer plain(f.model, f.ev, {});  // nothing labelled: everything unfolded
  const Expr& fr = *f.model.bindings[f.model.findBinding("fr")].body;
  EXPECT_EQ(show(*plain.explain(fr, 3, 0)), "3 <-rf- 4 -mo-> 0");
}

TEST(CheckFailure, AcyclicIrreflexiveEmpty) {
  Fixture f;
  auto cyc = explainCheckFailure(f.model, *f.model.findCheck("Cyc"), f.prims, 5);
  ASSERT_TRUE(cyc);
  EXPECT_EQ(cyc->kind, "acyclic");
  EXPECT_EQ(cyc->expression, "hb | fr");
  EXPECT_EQ(show(cyc->path), "0 -sb-> 1 -rf-> 2 -sb-> 3 -fr-> 0 [3 <-rf- 4 -mo-> 0]");  // back where it started

  auto irr = explainCheckFailure(f.model, *f.model.findCheck("Irr"), f.prims, 5);
  ASSERT_TRUE(irr);
  EXPECT_EQ(show(irr->path), "0 -sb-> 1 -rf-> 2 -sb-> 3 -fr-> 0 [3 <-rf- 4 -mo-> 0]");

  auto emp = explainCheckFailure(f.model, *f.model.findCheck("Emp"), f.prims, 5);
  ASSERT_TRUE(emp);
  EXPECT_EQ(show(emp->path), "1 -rf-> 2");
  ASSERT_EQ(emp->notes.size(), 1u);
  EXPECT_EQ(emp->notes[0].text, "sb | mo");

  // A check that holds has no failure.
  Model ok = parse("acyclic sb as Fine\n", signatureOf(f.prims));
  EXPECT_FALSE(explainCheckFailure(ok, *ok.findCheck("Fine"), f.prims, 5));
}

TEST(HittingSet, MinimumSetsByIncreasingSize) {
  using clmm::minimumHittingSets;
  EXPECT_EQ(minimumHittingSets({0b011, 0b110}), (std::vector<uint64_t>{0b010}));         // one check hits both
  EXPECT_EQ(minimumHittingSets({0b001, 0b010}), (std::vector<uint64_t>{0b011}));         // two needed
  EXPECT_EQ(minimumHittingSets({0b011}), (std::vector<uint64_t>{0b001, 0b010}));         // every minimum one
  EXPECT_EQ(minimumHittingSets({0b101, 0b110, 0b011}),
            (std::vector<uint64_t>{0b011, 0b101, 0b110}));                              // no single check does
  EXPECT_TRUE(minimumHittingSets({}).empty());
  EXPECT_TRUE(minimumHittingSets({0b1, 0}).empty());  // a candidate failing no check: nothing forbids it
}

}  // namespace
}  // namespace clmm::cat::test
