// A user's model that names its relations and flags differently gets the same explanations and
// pictures as the built-in model it copies: a self-contained copy of opencl.cat (with
// opencl-base.cat spliced in) whose relations, flags and shown relation are all renamed (hb,
// ghb, lhb, incl, gsw, lsw, sw, dr, data_race, barrier_divergence, ...) explains the teaching
// catalogue exactly as `-m opencl` does, once its names are mapped back. Nothing in explain/
// knows a model's names (tests/architecture: ExplanationsNameNoModelRelation): what is special
// about a race, a divergence or happens-before is read from the model file.
#include <gtest/gtest.h>

#include <regex>
#include <utility>
#include <vector>

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

namespace clmm::test {
namespace {

// Built-in name -> the copy's name; longer names first, so that mapping back never splits one.
const std::vector<std::pair<std::string, std::string>>& renames() {
  static const std::vector<std::pair<std::string, std::string>> r = {
      {"barrier_divergence", "diverged_barriers"},
      {"data_race", "racy_access"},
      {"incl_L", "ScIncL"},
      {"incl", "ScInc"},
      {"ghb", "GHapBef"},
      {"lhb", "LHapBef"},
      {"hb", "HapBef"},
      {"gsw", "GSy"},
      {"lsw", "LSy"},
      {"sw", "Sy_"},
      {"dr", "confl_pairs"},
  };
  return r;
}

std::string replaceWord(std::string text, const std::string& from, const std::string& to) {
  return std::regex_replace(text, std::regex("\\b" + from + "\\b"), to);
}

// opencl.cat with opencl-base.cat in place of its include, every name of renames() renamed.
std::string renamedModel() {
  std::string top = slurp(std::string(CLMM_SOURCE_DIR) + "/axioms/opencl.cat");
  std::string base = slurp(std::string(CLMM_SOURCE_DIR) + "/axioms/opencl-base.cat");
  const std::string include = "include \"opencl-base.cat\"";
  size_t at = top.find(include);
  EXPECT_NE(at, std::string::npos);
  if (at == std::string::npos) return "";
  std::string text = top.replace(at, include.size(), base);
  for (const auto& [from, to] : renames()) text = replaceWord(text, from, to);
  return text;
}

// The copy's output with its names mapped back and its file name for the model's.
std::string mappedBack(std::string out, const std::string& modelPath) {
  for (size_t at; (at = out.find(modelPath)) != std::string::npos;) out.replace(at, modelPath.size(), "opencl");
  for (auto it = renames().rbegin(); it != renames().rend(); ++it) out = replaceWord(out, it->second, it->first);
  // A picture's title spells a flag with spaces, after a Graphviz "\\n" ("\\ndata race").
  for (auto [from, to] : {std::pair<std::string, std::string>{"racy access", "data race"},
                          {"diverged barriers", "barrier divergence"}})
    for (size_t at; (at = out.find(from)) != std::string::npos;) out.replace(at, from.size(), to);
  return out;
}

// The report without what differs between any two runs or models by design: times, the test's
// expectations (written for the built-in model's name) and the summary that counts them.
std::string explanationOnly(const std::string& out) {
  std::string kept;
  for (const auto& line : lines(out))
    if (line.rfind("Time ", 0) != 0 && line.rfind("Expected ", 0) != 0 && line.find(" passed, ") == std::string::npos)
      kept += line + "\n";
  return kept;
}

TEST(RenamedModel, ExplainsTheCatalogueAsTheBuiltInModelDoes) {
  Scratch s;
  const std::string model = s.write("renamed.cat", renamedModel());
  ASSERT_EQ(renamedModel().find("hb"), std::string::npos) << "every hb was renamed";
  for (const char* test : {"examples/catalogue/mp_relaxed.litmus", "examples/catalogue/barrier_divergence.litmus",
                           "examples/catalogue/mp_wg_two_groups.litmus", "examples/catalogue/mp_dev_two_groups.litmus",
                           "examples/catalogue/release_sequence_broken.litmus",
                           "examples/catalogue/mp_local_data_global_fences.litmus"}) {
    SCOPED_TRACE(test);
    RunResult builtin = runClmm({"check", "-q", "--engine", "enumerate", "--explain", "-m", "opencl", test});
    RunResult copy = runClmm({"check", "-q", "--engine", "enumerate", "--explain", "-m", model, test});
    ASSERT_EQ(builtin.rc, copy.rc) << copy.err;
    EXPECT_EQ(explanationOnly(builtin.out), explanationOnly(mappedBack(copy.out, model)));
  }
}

TEST(RenamedModel, DrawsTheSamePictures) {
  Scratch s;
  const std::string model = s.write("renamed.cat", renamedModel());
  for (const char* test : {"examples/catalogue/mp_relaxed.litmus", "examples/catalogue/barrier_divergence.litmus",
                           "examples/catalogue/mp_wg_two_groups.litmus"}) {
    SCOPED_TRACE(test);
    Scratch a, b;
    RunResult builtin = runClmm({"check", "-q", "--engine", "enumerate", "--dot", a.path("pics"), "-m", "opencl", test});
    RunResult copy = runClmm({"check", "-q", "--engine", "enumerate", "--dot", b.path("pics"), "-m", model, test});
    ASSERT_EQ(builtin.rc, copy.rc) << copy.err;
    std::vector<std::string> names;
    for (const auto& e : std::filesystem::directory_iterator(a.path("pics"))) names.push_back(e.path().filename());
    ASSERT_FALSE(names.empty());
    for (const auto& name : names) {
      SCOPED_TRACE(name);
      // The copy's pictures are named after its file ("renamed") and say "under .../renamed.cat".
      std::string mine = name;
      mine.replace(mine.find(".opencl."), 8, ".renamed.");
      EXPECT_EQ(slurp(a.path("pics/" + name)), mappedBack(slurp(b.path("pics/" + mine)), model));
    }
  }
}

// The HTML page's happens-before is the order the model's race flag exempts, whatever its name:
// hb in the built-in model, HapBef in the copy, herd's `ghb | lhb` in its own opencl.cat.
TEST(RenamedModel, TheHtmlPageDrawsItsHappensBefore) {
  Scratch s;
  const std::string model = s.write("renamed.cat", renamedModel());
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--html", s.path("page.html"), "-m", model,
                         "examples/catalogue/barrier_global.litmus"});
  if (r.rc == 2 && r.err.find("Graphviz") != std::string::npos) GTEST_SKIP() << "no Graphviz dot: " << r.err;
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string html = slurp(s.path("page.html"));
  EXPECT_NE(html.find("class=\"edge rel_order\""), std::string::npos);
  EXPECT_NE(html.find("HapBef: happens before, beyond program order (off at first)"), std::string::npos) << html;
  EXPECT_NE(html.find("data-rel=\"order\"> HapBef</label>"), std::string::npos);
  EXPECT_NE(html.find("data-rel=\"shown\" checked> Sy_</label>"), std::string::npos);
}

TEST(RenamedModel, HerdsOwnCatFileGetsRaceDivergenceAndHappensBefore) {
  CLMM_REQUIRE_CORPUS(corpus);
  const std::string cat = corpus + "/cats/opencl.cat";
  RunResult r = runClmm({"check", "-q", "--engine", "enumerate", "--explain", "-m", cat,
                         "examples/catalogue/mp_wg_two_groups.litmus", "examples/catalogue/barrier_divergence.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  // O-Dr (dr = cnf & ~(ghb | lhb) & ... & ~incl) relates conflicting accesses: a race, its
  // scope inclusion read from the flag's placements.
  EXPECT_NE(r.out.find("both accesses are atomic, but their scopes are not inclusive: work_group scope across two "
                       "work-groups"),
            std::string::npos)
      << r.out;
  // O-Bd's witnesses are the entry fences of a diverging work-group.
  EXPECT_NE(r.out.find("the work-items of work-group 0 arrive at different barriers"), std::string::npos) << r.out;
  Scratch s;
  r = runClmm({"check", "-q", "--engine", "enumerate", "--html", s.path("page.html"), "-m", cat,
               "examples/catalogue/barrier_global.litmus"});
  if (r.rc == 2 && r.err.find("Graphviz") != std::string::npos) GTEST_SKIP() << "no Graphviz dot: " << r.err;
  ASSERT_EQ(r.rc, 0) << r.err;
  std::string html = slurp(s.path("page.html"));
  EXPECT_NE(html.find("ghb | lhb: the order that exempts a pair from O-Dr (happens-before), beyond program order"),
            std::string::npos);
}

}  // namespace
}  // namespace clmm::test
