// clmm compare --coverage and the mutation score by class (cli/Interleavings.cpp): a test's
// sequentially consistent states (the sc model, axioms/sc.cat) and which of them a device showed;
// the score per class (the folder a mutant lies in), each survivor with its reason; and the
// suite hardware/mutation-suite.sh writes, each class's tests classified as its folder says.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "tests/TestPaths.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

namespace {

using clmm::test::runClmm;

const std::string kData = "tests/hardware/data/classes/";

TEST(Classes, CoverageCountsTheSequentiallyConsistentStatesObserved) {
  auto r = runClmm({"compare", "--coverage", "--observed", kData + "observed.json", kData + "reversing-po",
                    kData + "weakening-po"});
  EXPECT_EQ(r.rc, 0) << r.err;
  // SB-rev: (0,0), (0,1) and (1,0) seen; (1,1), an interleaving too, never.
  EXPECT_NE(r.out.find("Interleavings 3 of 4 sequentially consistent states observed\nResult ok"), std::string::npos)
      << r.out;
  // MP: (0,1) never; (1,0), its weak outcome, is not sequentially consistent.
  EXPECT_NE(r.out.find("Interleavings 2 of 3 sequentially consistent states observed\nResult ok"), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Interleaving coverage by class (sequentially consistent states observed):\n"
                       "  reversing-po: mean 75% over 1 tests; every state in 0 of them\n"
                       "  weakening-po: mean 83.3% over 2 tests; every state in 1 of them\n"),
            std::string::npos)
      << r.out;
  EXPECT_EQ(r.out.find("Mutation score"), std::string::npos) << r.out;
  r = runClmm({"compare", "--coverage", "--format", "json", "--observed", kData + "observed.json",
               kData + "weakening-po/SB.litmus"});
  EXPECT_EQ(r.rc, 0) << r.err;
  auto lines = clmm::test::lines(r.out);
  ASSERT_EQ(lines.size(), 2u) << r.out;
  auto test = nlohmann::json::parse(lines[0]);
  EXPECT_EQ(test["sc_states"], 3);
  EXPECT_EQ(test["sc_observed"], 3);
  EXPECT_EQ(test["sc_never_observed"], nlohmann::json::array());
  auto summary = nlohmann::json::parse(lines[1]);
  EXPECT_EQ(summary["interleaving_coverage_by_class"]["weakening-po"]["all_sc_states_observed"], 1);
}

TEST(Classes, MutationScoreByClassNamesWhySurvivorsSurvive) {
  std::vector<std::string> args = {"compare", "--mutation-score", "--observed", kData + "observed.json",
                                   kData + "reversing-po", kData + "weakening-po"};
  auto r = runClmm(args);
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("Mutation score 1 of 3 tests the model does not forbid (33.3%): their condition was observed\n"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("Mutation score by class (the folder a mutant lies in):\n"
                       "  reversing-po: 1 of 1 (100%)\n"
                       "  weakening-po: 0 of 2 (0%)\n"
                       "    survives: MP (the harness: 2 of 3 sequentially consistent states observed)\n"
                       "    survives: SB (the hardware: every sequentially consistent state observed, the "
                       "condition's never)\n"),
            std::string::npos)
      << r.out;
  args.insert(args.begin() + 1, {"--format", "json"});
  r = runClmm(args);
  EXPECT_EQ(r.rc, 0) << r.err;
  auto j = nlohmann::json::parse(clmm::test::lines(r.out).back());
  EXPECT_EQ(j["mutants"], 3);
  EXPECT_EQ(j["by_class"]["reversing-po"]["killed"], 1);
  EXPECT_DOUBLE_EQ(j["by_class"]["weakening-po"]["mutation_score"].get<double>(), 0.0);
  EXPECT_EQ(j["by_class"]["weakening-po"]["survivors"].size(), 2u);
}

// The suite's classes: every mutant is one the model does not forbid, every conformance test one
// it forbids; the within-work-group tests keep their work-items in one work-group.
TEST(Classes, MutationSuiteWritesEachClassAsItsFolderSays) {
  clmm::test::Scratch s;
  auto sh = clmm::test::runProgram({"/bin/sh", "hardware/mutation-suite.sh", s.path("suite")}, "",
                                   {std::string("CLMM=") + CLMM_BINARY});
  ASSERT_EQ(sh.rc, 0) << sh.err;
  const std::string classes = s.path("suite/classes/");
  for (const char* cls : {"reversing-po", "weakening-po", "weakening-sw", "reversing-po-loc", "cta-global-reversing-po",
                          "cta-shared-reversing-po", "cta-shared-weakening-po", "hw-scope", "hw-order", "hw-iriw"}) {
    auto r = runClmm({"check", "-q", classes + cls});
    EXPECT_EQ(r.out.find("Verdict forbidden"), std::string::npos) << cls << "\n" << r.out;
    EXPECT_NE(r.out.find("Verdict"), std::string::npos) << cls << "\n" << r.out << r.err;
  }
  auto r = runClmm({"check", "-q", classes + "conformance"});
  EXPECT_EQ(r.out.find("Verdict allowed"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("Verdict racy"), std::string::npos) << r.out;
  EXPECT_TRUE(std::filesystem::exists(classes + "cta-shared-reversing-po/SB-rev.litmus"));
  EXPECT_FALSE(std::filesystem::exists(classes + "cta-shared-reversing-po/S-rev.litmus"));  // x=2: local memory
  auto h = runClmm({"harness", "--backend", "cuda", "-q", "-o", s.path("h"), classes});
  EXPECT_EQ(h.rc, 0) << h.err;
}

}  // namespace
