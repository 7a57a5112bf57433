// Tests of `include "FILE"`: splicing, paths relative to the including file, errors located in
// the file that holds the offending text, missing files and include cycles.
#include <filesystem>
#include <fstream>

#include "tests/axioms/ModelTestUtil.h"

namespace clmm::cat::test {
namespace {

namespace fs = std::filesystem;

const PrimitiveSignature kSig = {{"S", Kind::Set}, {"r", Kind::Relation}, {"s", Kind::Relation}};

class Include : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           ("clmm-include-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()));
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "lib");
  }
  void TearDown() override { fs::remove_all(dir_); }

  std::string write(const std::string& name, const std::string& text) {
    std::ofstream(dir_ / name) << text;
    return (dir_ / name).string();
  }
  // "file:line:col: message" of the first error, file relative to the test directory.
  std::string error(const std::string& main) {
    try {
      loadModel((dir_ / main).string(), kSig);
    } catch (const BadInput& e) {
      const Diagnostic& d = e.diagnostics().at(0);
      std::string msg = d.message;
      for (size_t at; (at = msg.find(dir_.string() + "/")) != std::string::npos;)
        msg.erase(at, dir_.string().size() + 1);
      return fs::path(d.file).lexically_relative(dir_).string() + ":" + std::to_string(d.range.line) + ":" +
             std::to_string(d.range.col) + ": " + msg;
    }
    return "no error";
  }

  fs::path dir_;
};

TEST_F(Include, SplicesTheFileWhereItIsIncluded) {
  write("lib/base.cat", "let hb = (r | sw)+\nacyclic hb as Hb\nlet base_only = s\n");
  write("main.cat",
        "\"main\"\n"
        "let sw = [S] ; s\n"
        "empty 0 as First\n"
        "include \"lib/base.cat\"\n"
        "irreflexive hb ; base_only as Last\n");
  Model m = loadModel((dir_ / "main.cat").string(), kSig);
  EXPECT_EQ(m.title, "main");
  EXPECT_EQ(m.checkNames(), (std::vector<std::string>{"First", "Hb", "Last"}));
  ASSERT_EQ(m.files.size(), 2u);
  EXPECT_EQ(m.files[0], m.source);
  EXPECT_EQ(m.files[1]->path(), (dir_ / "lib/base.cat").string());
  EXPECT_EQ(m.checks[1].file, 1);
  EXPECT_EQ(m.checks[2].file, 0);
  EXPECT_EQ(m.bindings[m.findBinding("hb")].file, 1);
  EXPECT_EQ(m.bindings[m.findBinding("sw")].file, 0);
  // Evaluates like one file.
  std::map<std::string, Primitive> p = {{"S", set(3, {0})}, {"r", rel(3, {{1, 0}})}, {"s", rel(3, {{0, 1}})}};
  ConcreteResult res = checkExecution(m, p, 3);
  EXPECT_EQ(res.findCheck("Hb")->verdict, Verdict::Fails);
  EXPECT_EQ(res.findCheck("Hb")->witness, (Events{0, 1}));
}

TEST_F(Include, NestedIncludesAreRelativeToTheirOwnFile) {
  write("lib/inner.cat", "let deep = r\n");
  write("lib/outer.cat", "include \"inner.cat\"\nacyclic deep as Deep\n");
  write("main.cat", "include \"lib/outer.cat\"\n");
  Model m = loadModel((dir_ / "main.cat").string(), kSig);
  EXPECT_EQ(m.checkNames(), (std::vector<std::string>{"Deep"}));
  EXPECT_EQ(m.files.size(), 3u);
}

TEST_F(Include, ErrorsPointIntoTheRightFile) {
  write("lib/base.cat", "let y = S | r\n");
  write("main.cat", "let x = r\ninclude \"lib/base.cat\"\n");
  EXPECT_EQ(error("main.cat"),
            "lib/base.cat:1:11: the operands of '|' must be both event sets or both relations, but the "
            "left is an event set and the right is a relation");
  write("lib/base.cat", "let x = s\n");
  EXPECT_EQ(error("main.cat"), "lib/base.cat:1:5: redefinition of 'x' (first defined at main.cat:1:5)");
  write("lib/base.cat", "acyclic r as A\n");
  write("main.cat", "include \"lib/base.cat\"\nempty r as A\n");
  EXPECT_EQ(error("main.cat"), "main.cat:2:12: duplicate check name 'A' (first used at lib/base.cat:1:14)");
  write("lib/base.cat", "let y = r ;\n");
  EXPECT_EQ(error("main.cat"), "lib/base.cat:2:1: expected an expression, found end of file");
  // A name used in the included file but defined (wrongly) in the including one.
  write("lib/base.cat", "acyclic needed as B\n");
  write("main.cat", "let needed = S\ninclude \"lib/base.cat\"\n");
  EXPECT_EQ(error("main.cat"), "lib/base.cat:1:9: 'acyclic' needs a relation, but this is an event set");
}

TEST_F(Include, MissingFilesAndCycles) {
  write("main.cat", "let x = r\ninclude \"nope.cat\"\n");
  EXPECT_EQ(error("main.cat"), "main.cat:2:1: cannot include 'nope.cat': cannot open file");
  write("a.cat", "include \"b.cat\"\n");
  write("b.cat", "let b = r\ninclude \"a.cat\"\n");
  EXPECT_EQ(error("a.cat"), "b.cat:2:1: 'a.cat' is already being included (an include cycle)");
  write("main.cat", "include \"main.cat\"\n");
  EXPECT_EQ(error("main.cat"), "main.cat:1:1: 'main.cat' is already being included (an include cycle)");
  write("main.cat", "include base\n");
  EXPECT_EQ(error("main.cat"), "main.cat:1:9: expected a file name in double quotes, found name 'base'");
  write("main.cat", "total o on S containing r { include \"x.cat\" } as T\n");
  EXPECT_EQ(error("main.cat"), "main.cat:1:29: 'include' is not allowed inside a 'total' block");
}

}  // namespace
}  // namespace clmm::cat::test
