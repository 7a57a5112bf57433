// herd's cat constructs in clmm's model language (docs/model-language.md, "Coming from herd's
// cat"): the title line and its options, functions, `!`, primed names, `show`,
// `undefined_unless`, herd's names from clmm's library (stdlib.cat, cos.cat) in a herd model
// only, redefined primitives, and the errors that say what to write instead.
#include <filesystem>
#include <fstream>

#include "axioms/BuiltinModels.h"
#include "tests/axioms/ModelTestUtil.h"

namespace clmm::cat::test {
namespace {

namespace fs = std::filesystem;

// A model file in a fresh directory, loaded as `--model FILE` loads it (the built-in files
// reachable by include, herd's library among them).
class HerdCat : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           ("clmm-herdcat-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
    return (dir_ / name).string();
  }
  Model load(const std::string& text) { return loadModelByName(write("m.cat", text)); }
  // "line:col: message" of the first error, or "no error".
  std::string error(const std::string& text) {
    try {
      load(text);
    } catch (const BadInput& e) {
      const Diagnostic& d = e.diagnostics().at(0);
      return std::to_string(d.range.line) + ":" + std::to_string(d.range.col) + ": " + d.message;
    }
    return "no error";
  }
  fs::path dir_;
};

TEST(HerdSyntax, FunctionCallsAreReplacedByTheirBody) {
  auto m = parse("let twice(x) = x ; x\nlet both(a, b) = a | b\nlet y = both(twice(r), s)", signatureOf(world()));
  int id = m.findBinding("y");
  ASSERT_GE(id, 0);
  EXPECT_EQ(printExpr(*m.bindings[id].body), "((r ; r) | s)");
}

TEST(HerdSyntax, BangIsComplementAndPrimesBelongToNames) {
  EXPECT_EQ(pairsOf("!r"), pairsOf("~r"));
  auto v = evalIn("let r' = r\nlet x = r' | s", "x", world(), 4);
  EXPECT_EQ(v.rel().pairs(), pairsOf("r | s"));
}

TEST(HerdSyntax, ShowNamesARelationForThePictures) {
  auto m = parse("show r\nshow r ; s as rs, s", signatureOf(world()));
  ASSERT_EQ(m.shows.size(), 3u);
  EXPECT_EQ(m.shows[0].name, "r");
  EXPECT_EQ(m.shows[1].name, "rs");
  EXPECT_EQ(printExpr(*m.shows[1].expr), "(r ; s)");
  EXPECT_EQ(m.shows[2].name, "s");
}

TEST(HerdSyntax, AnUnnamedCheckIsNamedAfterItsKeywordAndLine) {
  auto m = parse("let x = r\nirreflexive r ; s\nacyclic r", signatureOf(world()));
  EXPECT_NE(m.findCheck("irreflexive-2"), nullptr);
  EXPECT_NE(m.findCheck("acyclic-3"), nullptr);
  EXPECT_EQ(firstError("flag ~empty r", signatureOf(world())), "1:14: expected 'as', found end of file");
}

TEST(HerdSyntax, UndefinedUnlessIsAFlag) {
  auto m = parse("undefined_unless empty r & s as O-Dr", signatureOf(world()));
  const Check* c = m.findCheck("O-Dr");
  ASSERT_NE(c, nullptr);
  EXPECT_TRUE(c->isFlag());
}

TEST(HerdSyntax, ErrorsSayWhatToWriteInstead) {
  auto sig = signatureOf(world());
  EXPECT_EQ(firstError("\"m\" withsc\nlet x = r", sig),
            "1:5: herd's option 'withsc' (an enumerated SC order S) is a block in clmm: drop it and write 'total S on "
            "SC containing ... { ... } as NAME' (docs/model-language.md)");
  EXPECT_EQ(firstError("\"m\" withoutinit", sig),
            "1:5: clmm's executions always have initial writes (the set I): drop 'withoutinit'");
  EXPECT_EQ(firstError("\"m\" fast", sig).substr(0, 54), "1:5: 'fast' is neither a statement nor a herd model op");
  EXPECT_EQ(firstError("let x = f(r)", sig),
            "1:9: 'f' is not a function: define it with 'let f(PARAMS) = ...' before its first use");
  EXPECT_EQ(firstError("let f(a, b) = a | b\nlet x = f(r)", sig),
            "2:12: expected ',' (f takes 2 arguments), found ')'");
  EXPECT_EQ(firstError("undefined_unless acyclic r as A", sig),
            "1:18: clmm's undefined behaviour is raised by a non-empty expression: write 'undefined_unless empty EXPR "
            "as NAME' (or 'flag ~empty EXPR as NAME')");
  EXPECT_EQ(firstError("show r ; s", sig), "1:6: name what 'show' draws: 'show EXPR as NAME'");
  EXPECT_EQ(firstError("show S", sig),
            "1:6: 'show' draws a relation, and this is an event set: write [S] to draw its events");
  EXPECT_EQ(firstError("show r\nshow s as r", sig), "2:11: 'r' is shown twice");
  EXPECT_EQ(firstError("let rec f(x) = x", sig), "1:10: a function (let NAME(PARAMS) = ...) cannot be recursive");
}

TEST(HerdSyntax, ExpandingFunctionsIsBounded) {
  std::string text = "let f0(x) = x\n";
  for (int i = 1; i <= 30; ++i)
    text +=
        "let f" + std::to_string(i) + "(x) = f" + std::to_string(i - 1) + "(x) | f" + std::to_string(i - 1) + "(x)\n";
  text += "let y = f30(r)\n";
  EXPECT_NE(firstError(text, signatureOf(world())).find("function calls expand to more than"), std::string::npos);
}

TEST_F(HerdCat, AHerdModelUsesHerdsNamesAndRedefinesPrimitives) {
  Model m = load(
      "\"mine\" withoutsc\nlet sb = po\nlet mo = co & ((!nonatomicloc)^2)\nlet x = unv ; [M]\n"
      "acyclic sb | mo as A\nundefined_unless empty x & ext as B");
  ASSERT_GE(m.findBinding("x"), 0);
  EXPECT_NE(m.findCheck("B"), nullptr);
  // Without herd's options herd's names are errors that give clmm's spelling.
  EXPECT_EQ(error("\"mine\"\nlet x = po"),
            "2:9: unknown name 'po'; did you mean 'sb'? ('po' is herd's name for it: a herd cat file, whose title "
            "carries herd's options as in '\"OpenCL\" withoutsc', may use herd's names; docs/model-language.md)");
  EXPECT_EQ(error("\"mine\"\nlet x = unv").substr(0, 50), "2:9: unknown name 'unv'; did you mean '_ * _'? ('u");
  EXPECT_EQ(error("\"mine\"\nlet mo = co"), "2:5: 'mo' is a primitive and cannot be redefined");
}

TEST_F(HerdCat, AnUnquotedTitleIsHerds) {
  Model m = load("OpenCL\nlet x = po & loc");
  EXPECT_EQ(m.title, "OpenCL");
  EXPECT_GE(m.findBinding("x"), 0);
}

TEST_F(HerdCat, AMisspeltNameGetsTheNearestDefinedOne) {
  EXPECT_EQ(error("\"m\"\nlet ghb = sb+\nacyclic ghbb as A"), "3:9: unknown name 'ghbb'; did you mean 'ghb'?");
  EXPECT_EQ(error("\"m\"\nacyclic rff as A"), "2:9: unknown name 'rff'; did you mean 'rf'?");
}

TEST_F(HerdCat, CosCatIsClmmsUnlessAFileBesideTheModelWins) {
  Model builtin = load("\"m\"\ninclude \"cos.cat\"\nacyclic fr | po as A");
  EXPECT_NE(builtin.findCheck("A"), nullptr);
  write("cos.cat", "let fr = rf\n");
  Model beside = load("\"m\"\ninclude \"cos.cat\"\nacyclic fr as A");
  int fr = beside.findBinding("fr");
  ASSERT_GE(fr, 0);
  EXPECT_EQ(printExpr(*beside.bindings[fr].body), "rf");
}

TEST_F(HerdCat, TheLibrarySeesThePrimitivesNotTheModelsRedefinitions) {
  // The model's sb is po, and po is the primitive sb: no cycle through the model's sb.
  Model m = load("\"m\" withoutsc\nlet sb = po\nacyclic sb as A");
  int sb = m.findBinding("sb");
  ASSERT_GE(sb, 0);
}

}  // namespace
}  // namespace clmm::cat::test
