// clmm mutate and compare --mutation-score (mutate/, cli/MutateCommand.cpp): the first-order
// mutants of a forbidden test (one order weakened one step, one fence dropped, one scope narrowed),
// each one change away from the test and classified by the model; the share of them a device
// showed (committed, hand-written observations).
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "mutate/Mutate.h"
#include "support/Diagnostics.h"
#include "support/Process.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

namespace {

using clmm::test::runClmm;

std::vector<clmm::mutate::Mutant> mutantsOfFile(const std::string& path) {
  return clmm::mutate::mutantsOf(clmm::SourceFile::read(path));
}

TEST(Mutate, EachMutantChangesOneSiteOneStep) {
  auto ms = mutantsOfFile("examples/catalogue/mp_fences_global.litmus");
  std::set<std::string> tokens;
  for (const auto& m : ms) tokens.insert(m.token);
  // Fences are dropped or weakened and narrowed; relaxed atomics cannot be weakened, only narrowed.
  EXPECT_TRUE(tokens.count("P0f0-drop")) << ::testing::PrintToString(tokens);
  EXPECT_TRUE(tokens.count("P1f0-drop")) << ::testing::PrintToString(tokens);
  EXPECT_TRUE(tokens.count("P0f0-rel-rlx") || tokens.count("P0f0-ar-acq") || tokens.count("P0f0-sc-ar"))
      << ::testing::PrintToString(tokens);
  EXPECT_EQ(tokens.size(), ms.size()) << "a mutation made twice";
  std::string original = clmm::test::slurp("examples/catalogue/mp_fences_global.litmus");
  for (const auto& m : ms) {
    EXPECT_EQ(m.text.find("clmm-expect"), std::string::npos) << "a mutant keeps the test's expectations: " << m.name;
    EXPECT_NE(m.text.find("Mutant of MP_fences_global: "), std::string::npos) << m.text;
  }
}

TEST(Mutate, OrdersWeakenOneStepAndScopesNarrowToWorkGroup) {
  auto ms = mutantsOfFile("examples/catalogue/sb_sc_all_svm.litmus");
  std::set<std::string> tokens;
  for (const auto& m : ms) tokens.insert(m.token);
  EXPECT_TRUE(tokens.count("P0a0-sc-rel")) << ::testing::PrintToString(tokens);  // a store: sc -> release
  EXPECT_TRUE(tokens.count("P0a1-sc-acq")) << ::testing::PrintToString(tokens);  // a load: sc -> acquire
  EXPECT_TRUE(tokens.count("P0a0-all-dev")) << ::testing::PrintToString(tokens);
  for (const auto& t : tokens) EXPECT_EQ(t.find("-sg"), std::string::npos) << t;
}

TEST(Mutate, PtxTestsHaveNoMutantsYet) {
  EXPECT_TRUE(mutantsOfFile("examples/ptx/mp_rel_acq_gpu.litmus").empty());
}

TEST(Mutate, WritesTheMutantsTheModelNoLongerForbids) {
  auto dir = clmm::test::uniqueTempPath("clmm-mutants");
  auto r = runClmm({"mutate", "-o", dir, "examples/catalogue/mp_dev_two_groups.litmus", "examples/catalogue/mp_relaxed.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("4 mutants of 2 tests (1 forbidden under opencl); 4 that the model no longer forbids written"),
            std::string::npos)
      << r.out;
  // MP_relaxed is allowed: its mutants are left out, with a note.
  EXPECT_NE(r.err.find("the model does not forbid the condition of MP_relaxed (allowed)"), std::string::npos) << r.err;
  auto index = clmm::test::lines(clmm::test::slurp(dir + "/index.csv"));
  ASSERT_EQ(index.size(), 5u);
  EXPECT_EQ(index[0], "name,file,base,mutation,description,verdict");
  EXPECT_NE(index[3].find("\"MP_dev_two_groups~P1a0-acq-rlx\",\"MP_dev_two_groups~P1a0-acq-rlx.litmus\""),
            std::string::npos)
      << index[3];
  // Each mutant is a test of its own, and the model gives it the verdict the index says.
  auto c = runClmm({"check", dir + "/MP_dev_two_groups~P1a0-acq-rlx.litmus"});
  EXPECT_EQ(c.rc, 0) << c.err;
  EXPECT_NE(c.out.find("Test MP_dev_two_groups~P1a0-acq-rlx"), std::string::npos) << c.out;
  EXPECT_NE(index[3].find(",racy"), std::string::npos) << index[3];
  EXPECT_NE(c.out.find("racy"), std::string::npos) << c.out;
  std::filesystem::remove_all(dir);
}

TEST(Mutate, OnlyExistsConditionsMakeMutants) {
  std::string text = clmm::test::slurp("examples/catalogue/mp_dev_two_groups.litmus");
  text.replace(text.find("exists ("), 6, "~exists");
  auto file = clmm::test::uniqueTempPath("clmm-mut-notexists") + ".litmus";
  std::ofstream(file) << text;
  auto dir = clmm::test::uniqueTempPath("clmm-mutants-notexists");
  auto r = runClmm({"mutate", "-o", dir, file});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.err.find("has no 'exists' condition"), std::string::npos) << r.err;
  EXPECT_NE(r.out.find("0 mutants of 1 test"), std::string::npos) << r.out;
  std::filesystem::remove_all(dir);
  std::filesystem::remove(file);
}

TEST(Mutate, AllKeepsEveryMutant) {
  auto dir = clmm::test::uniqueTempPath("clmm-mutants-all");
  auto r = runClmm({"mutate", "--all", "-o", dir, "examples/catalogue/iriw_sc_dev.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  auto index = clmm::test::slurp(dir + "/index.csv");
  EXPECT_NE(index.find(",forbidden\n"), std::string::npos) << index;  // IRIW~P1a0-sc-acq stays forbidden
  std::filesystem::remove_all(dir);
}

TEST(Mutate, BadInputAndUnwritableDirectory) {
  auto r = runClmm({"mutate", "-o", clmm::test::uniqueTempPath("clmm-mut-bad"), "tests/bad/address_of.litmus"});
  EXPECT_EQ(r.rc, 2) << r.out;
  auto blocker = clmm::test::uniqueTempPath("clmm-mut-file");
  std::ofstream(blocker) << "x";
  r = runClmm({"mutate", "-o", blocker, "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 4) << r.out;
  EXPECT_NE(r.err.find("cannot create the directory"), std::string::npos) << r.err;
  std::filesystem::remove(blocker);
}

TEST(Compare, MutationScoreCountsTheTestsTheModelDoesNotForbid) {
  const std::vector<std::string> tests = {"examples/catalogue/mp_relaxed.litmus", "examples/catalogue/sb_relaxed.litmus",
                                          "examples/catalogue/mp_dev_two_groups.litmus"};
  std::vector<std::string> args = {"compare", "--mutation-score", "--observed", "tests/hardware/data/observed-mutants.json"};
  args.insert(args.end(), tests.begin(), tests.end());
  auto r = runClmm(args);
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("Mutation score 1 of 2 tests the model does not forbid (50%): their condition was observed\n"
                       "  never observed: SB_relaxed\n"),
            std::string::npos)
      << r.out;
  args.insert(args.begin() + 1, {"--format", "json"});
  r = runClmm(args);
  EXPECT_EQ(r.rc, 0) << r.err;
  auto last = clmm::test::lines(r.out).back();
  auto j = nlohmann::json::parse(last);
  EXPECT_EQ(j["mutants"], 2);
  EXPECT_EQ(j["killed"], 1);
  EXPECT_DOUBLE_EQ(j["mutation_score"].get<double>(), 50.0);
  EXPECT_EQ(j["survivors"], nlohmann::json::array({"SB_relaxed"}));
}

// --equivalent-on nvcc: a mutant whose compiled code ptx forbids (nvcc puts a fence.sc.gpu before
// every seq_cst load, so SB with one store weakened to release keeps its condition forbidden) is
// left out of the score; observed anyway, it is a finding (exit 1).
TEST(Compare, EquivalentMutantsOnNvccAreLeftOut) {
  const std::string data = "tests/hardware/data/equivalent/";
  std::vector<std::string> args = {"compare", "-q", "--mutation-score", "--equivalent-on", "nvcc", "--observed",
                                   data + "observed.json", "examples/catalogue/mp_relaxed.litmus",
                                   "examples/catalogue/sb_relaxed.litmus", data + "sb_release_store.litmus"};
  auto misused = runClmm({"compare", "--equivalent-on", "nvcc", "--observed", data + "observed.json",
                          "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(misused.rc, 2);
  EXPECT_NE(misused.err.find("--equivalent-on leaves equivalent mutants out of the mutation score: add "
                             "--mutation-score"),
            std::string::npos)
      << misused.err;
  if (!clmm::findProgram("nvcc")) GTEST_SKIP() << "nvcc is not on PATH: --equivalent-on nvcc is not run";
  auto r = runClmm(args);
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("Mutation score 1 of 2 tests the model does not forbid (50%): their condition was observed\n"
                       "  never observed: SB_relaxed\n"
                       "1 equivalent on nvcc, left out: the ptx model forbids the condition of their compiled code\n"
                       "  equivalent: SB_release_store\n"),
            std::string::npos)
      << r.out;
  args[6] = data + "observed-forbidden.json";
  r = runClmm(args);
  EXPECT_EQ(r.rc, 1) << r.err;
  EXPECT_NE(r.out.find("  observed although its compiled code forbids it (a finding): SB_release_store\n"),
            std::string::npos)
      << r.out;
  args.insert(args.begin() + 1, {"--format", "json"});
  r = runClmm(args);
  auto perTest = clmm::test::lines(r.out);
  ASSERT_EQ(perTest.size(), 4u) << r.out;
  EXPECT_EQ(nlohmann::json::parse(perTest[2])["result"], "equivalent-observed") << perTest[2];
  EXPECT_EQ(nlohmann::json::parse(perTest[0])["result"], "ok") << perTest[0];
  auto j = nlohmann::json::parse(clmm::test::lines(r.out).back());
  EXPECT_EQ(j["mutants"], 2);
  EXPECT_EQ(j["equivalent_on"], "nvcc");
  EXPECT_EQ(j["equivalent"], nlohmann::json::array({"SB_release_store"}));
  EXPECT_EQ(j["equivalent_observed"], nlohmann::json::array({"SB_release_store"}));
}

// Where the compilation cannot start (no scratch folder), nothing is scored: exit 2.
TEST(Compare, EquivalentOnNvccWithoutAScratchFolderIsAnError) {
  if (!clmm::findProgram("nvcc")) GTEST_SKIP() << "nvcc is not on PATH: --equivalent-on nvcc is not run";
  auto r = runClmm({"compare", "-q", "--mutation-score", "--equivalent-on", "nvcc", "--observed",
                    "tests/hardware/data/equivalent/observed.json", "examples/catalogue/mp_relaxed.litmus"},
                   "", {"TMPDIR=/proc"});
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_NE(r.err.find("clmm: error: --equivalent-on nvcc: cannot create a temporary directory (in $TMPDIR, else /tmp)"),
            std::string::npos)
      << r.err;
  EXPECT_EQ(r.out.find("Mutation score"), std::string::npos) << r.out;
}

// Without nvcc the option is refused before anything is compared.
TEST(Compare, EquivalentOnNvccNeedsNvcc) {
  auto r = runClmm({"compare", "--mutation-score", "--equivalent-on", "nvcc", "--observed",
                    "tests/hardware/data/equivalent/observed.json", "examples/catalogue/mp_relaxed.litmus"},
                   "", {"PATH=/nonexistent-clmm-test-path"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find("--equivalent-on nvcc: nvcc is not on PATH"), std::string::npos) << r.err;
}

// Issue 37: where the compiler rejects the mutants, none is judged equivalent or not: the score is
// not the one --equivalent-on asked for, and the run does not pass (exit 3, as for a test without a
// usable result), whatever nvcc is on PATH.
TEST(Compare, EquivalentOnACompilerThatRejectsTheMutantsExitsThree) {
  clmm::test::Scratch s;
  const std::string nvcc = s.write("bin/nvcc", "#!/bin/sh\necho 'error: rejected by a stand-in nvcc' >&2\nexit 1\n");
  std::filesystem::permissions(nvcc, std::filesystem::perms::owner_all);
  auto r = runClmm({"compare", "-q", "--mutation-score", "--equivalent-on", "nvcc", "--observed",
                    "tests/hardware/data/observed-mutants.json", "examples/catalogue/mp_relaxed.litmus",
                    "examples/catalogue/sb_relaxed.litmus", "examples/catalogue/mp_dev_two_groups.litmus"},
                   "", {"PATH=" + s.path("bin") + ":/usr/bin:/bin"});
  EXPECT_EQ(r.rc, 3) << r.out << r.err;
  EXPECT_NE(r.out.find("  counted, not compiled: "), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("clmm: warning: --equivalent-on nvcc: 2 of 2 mutants were not compiled, so not judged "
                       "equivalent or not (exit 3)\n"),
            std::string::npos)
      << r.err;
}

}  // namespace
