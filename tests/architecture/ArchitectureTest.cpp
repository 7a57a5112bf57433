// The layered house (docs/architecture.md): no include or library link from a lower layer to a
// higher one, no library cycle, every library folder in the order, and no function over 100
// lines in the folders that were split to that end; and that each scan finds what it looks for.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "tests/architecture/Architecture.h"
#include "tests/cli/Scratch.h"

namespace clmm::arch {
namespace {

std::string texts(const std::vector<Finding>& fs) {
  std::string s;
  for (const auto& f : fs) s += f.text() + "\n";
  return s;
}

TEST(Architecture, NoIncludeAgainstTheLayerOrder) {
  auto found = includeViolations(CLMM_SOURCE_DIR);
  EXPECT_TRUE(found.empty()) << texts(found);
}

TEST(Architecture, NoLinkAgainstTheLayerOrderAndNoLibraryCycle) {
  auto found = linkViolations(CLMM_SOURCE_DIR);
  EXPECT_TRUE(found.empty()) << texts(found);
}

TEST(Architecture, EveryFolderWithALibraryHasALayer) {
  for (const auto& entry : std::filesystem::directory_iterator(CLMM_SOURCE_DIR)) {
    const std::string name = entry.path().filename().string();
    if (!entry.is_directory() || name == "tests" || name[0] == '.' || name.rfind("build", 0) == 0) continue;
    if (std::filesystem::exists(entry.path() / "CMakeLists.txt")) {
      EXPECT_GE(layerOf(name), 0) << name << "/ has a CMakeLists.txt but no place in layers() (Architecture.cpp)";
    }
  }
}

// Every layered folder but explain/ and hardware/, which still hold some (docs/architecture.md,
// "Function length"); once they have none, the folder list goes (an empty list: every folder).
TEST(Architecture, NoFunctionOver100Lines) {
  auto found = longFunctions(CLMM_SOURCE_DIR, {}, 100);
  std::string s;
  for (const auto& f : found) s += f.file + ":" + std::to_string(f.line) + ": " + f.name + "\n";
  EXPECT_TRUE(found.empty()) << s;
}

// "No file over about 800 lines": the limit leaves a file room to pass 800 by a few lines.
TEST(Architecture, NoFileOver820Lines) {
  auto found = longFiles(CLMM_SOURCE_DIR, 820);
  EXPECT_TRUE(found.empty()) << texts(found);
}

TEST(Architecture, ALongFileIsFound) {
  test::Scratch tree;
  std::string text;
  for (int i = 0; i < 30; ++i) text += "// line\n";
  tree.write("litmus/Long.cpp", text);
  tree.write("tests/x/Short.h", "// short\n");
  auto found = longFiles(tree.path(), 20);
  ASSERT_EQ(found.size(), 1u) << texts(found);
  EXPECT_EQ(found[0].file, "litmus/Long.cpp");
  EXPECT_EQ(found[0].line, 30);
  EXPECT_TRUE(longFiles(tree.path(), 30).empty());
}

TEST(Architecture, EveryPointerToADocumentSectionResolves) {
  auto found = danglingPointers(CLMM_SOURCE_DIR);
  EXPECT_TRUE(found.empty()) << texts(found);
}

TEST(Architecture, APointerToAMissingSectionIsFound) {
  test::Scratch tree;
  tree.write("README.md", "# clmm\n## Checking a suite in CI\n");
  tree.write("docs/ci.md", "# CI\n## Exit codes\n");
  tree.write("cli/Output.h",
             "// codes (README: Exit codes).\n// see docs/ci.md, \"Exit codes\", and the corpus README 5.7\n");
  tree.write("cli/main.cpp", "  f(\"(docs/ci.md: Exit codes, all)\");\n  g(\"(README: Checking a suite)\");\n");
  tree.write("axioms/m.cat", "(* README, \"Anything\" *)\n");
  auto found = danglingPointers(tree.path());
  ASSERT_EQ(found.size(), 3u) << texts(found);
  EXPECT_EQ(found[0].text(), "axioms/m.cat:1: points to section 'Anything' of README.md, which has no such heading");
  EXPECT_EQ(found[1].text(), "cli/Output.h:1: points to section 'Exit codes' of README.md, which has no such heading");
  EXPECT_EQ(found[2].text(),
            "cli/main.cpp:1: points to section 'Exit codes, all' of docs/ci.md, which has no such heading");
}

TEST(Architecture, AnIncludeUpwardsOrFromAPeerIsFound) {
  test::Scratch tree;
  tree.write("litmus/Ast.h", "// x\n#include \"events/Types.h\"\n#include \"cli/Engine.h\"\n");
  tree.write("explain/Dot.cpp", "#include \"check/Engine.h\"\n  #  include \"hardware/Kernel.h\"\n");
  tree.write("check/Engine.cpp", "#include \"solver/SmtEngine.h\"\n#include <cli/Engine.h>\n");
  tree.write("tests/any/T.cpp", "#include \"cli/Engine.h\"\n");
  auto found = includeViolations(tree.path());
  ASSERT_EQ(found.size(), 2u) << texts(found);
  EXPECT_EQ(found[0].text(), "litmus/Ast.h:3: includes cli/ (litmus/ is below cli/)");
  EXPECT_EQ(found[1].text(), "explain/Dot.cpp:2: includes hardware/ (explain/ and hardware/ are peers in one layer)");
}

TEST(Architecture, ALinkUpwardsAndACycleAreFound) {
  test::Scratch tree;
  tree.write(
      "cli/CMakeLists.txt",
      "add_library(clmm_cli STATIC A.cpp)\ntarget_link_libraries(clmm_cli PUBLIC clmm_lowering Threads::Threads)\n");
  tree.write("lowering/CMakeLists.txt",
             "# target_link_libraries(clmm_lowering PUBLIC clmm_hardware) is a comment\n"
             "add_library(clmm_lowering STATIC B.cpp)\n"
             "target_link_libraries(clmm_lowering\n  PUBLIC clmm_check clmm_cli)\n");
  tree.write("check/CMakeLists.txt", "add_library(clmm_check STATIC C.cpp)\n");
  tree.write("hardware/CMakeLists.txt", "add_library(clmm_hardware STATIC D.cpp)\n");
  auto found = linkViolations(tree.path());
  ASSERT_EQ(found.size(), 2u) << texts(found);
  EXPECT_EQ(found[0].text(), "lowering/CMakeLists.txt:3: clmm_lowering links clmm_cli (lowering/ is below cli/)");
  EXPECT_EQ(found[1].text(), "cli/CMakeLists.txt:1: library cycle: clmm_cli -> clmm_lowering -> clmm_cli");
}

// Explanations and pictures read what is special about a relation or a flag (a race, a
// divergence, happens-before, the words of a legend) from the model file, never from its name.
TEST(Architecture, ExplanationsNameNoModelRelation) {
  const auto names = modelNames(CLMM_SOURCE_DIR);
  for (const char* name : {"hb", "ghb", "incl", "sw", "data_race", "barrier_divergence", "S", "CohG"})
    EXPECT_TRUE(names.count(name)) << name;
  EXPECT_FALSE(names.count("sb")) << "a primitive: C++ owns its name";
  // ("before" is a word of the race explanation's sentences, and a let of opencl-spec.cat.)
  auto found = modelNamesInCode(CLMM_SOURCE_DIR, "explain", {"before"});
  EXPECT_TRUE(found.empty()) << texts(found);
}

TEST(Architecture, AModelNameInCodeIsFound) {
  test::Scratch tree;
  tree.write("axioms/m.cat", "\"m\" (* let commented = sb *)\nlet hb = sb+\nlet rec a = b and b = a\n"
                             "irreflexive hb as Hb\ntotal S on W containing 0 { } as Tot\nshow a as sw\n");
  tree.write("axioms/PrimitiveTable.cpp", "      {P::Sb, \"sb\", K::Relation, X, \"sequenced before\"},\n");
  tree.write("explain/A.cpp", "f(\"hb\", \"sb\", '\"', \"commented\");  // \"Hb\"\ng(\"x\" \"sw\", \"S\");\n");
  EXPECT_EQ(modelNames(tree.path()), (std::set<std::string>{"hb", "a", "b", "Hb", "S", "Tot", "sw"}));
  auto found = modelNamesInCode(tree.path(), "explain");
  ASSERT_EQ(found.size(), 3u) << texts(found);
  EXPECT_EQ(found[0].text(),
            "explain/A.cpp:1: names the model relation, check or flag 'hb': read what is special about it from the "
            "model file (docs/model-language.md)");
  EXPECT_EQ(found[1].line, 2);
  EXPECT_EQ(found[2].message.substr(0, 48), "names the model relation, check or flag 'S': rea");
}

TEST(Architecture, LongFunctionsAreMeasured) {
  test::Scratch tree;
  std::string text = "// x\nnamespace clmm {\n\nint shortOne(int a) {\n  return a;\n}\n\n";
  text += "std::string Lifter::liftKernel(const std::string& a,\n                               int b) {\n";
  for (int i = 0; i < 100; ++i) text += "  call(" + std::to_string(i) + ");\n";
  text += "}\n\nstatic const std::map<int, int> kTable = {\n";
  for (int i = 0; i < 120; ++i) text += "  {1, 2},\n";
  text += "};\n\nint declared(int a);\n\n}  // namespace clmm\n";
  tree.write("cli/A.cpp", text);
  auto found = longFunctions(tree.path(), {}, 100);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].file, "cli/A.cpp");
  EXPECT_EQ(found[0].line, 8);
  EXPECT_EQ(found[0].name, "Lifter::liftKernel");
  EXPECT_EQ(found[0].lines, 103);
  EXPECT_TRUE(longFunctions(tree.path(), {}, 103).empty());
}

}  // namespace
}  // namespace clmm::arch
