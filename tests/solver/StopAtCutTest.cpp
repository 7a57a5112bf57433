// Stopping at the first loop cut (SmtOptions::stopAtCut, ExplicitOptions::stopAtCut; issue 41,
// item 2): a consistent execution beyond a loop's bound makes the result unknown, so `clmm check`
// stops there. Every PTX loop test and example gives the same decision, verdict and reason with
// and without it, in both engines; the exchange spin loops are answered by the search for a
// sequentially consistent cut (solver/SequentialCut.h) before the model is encoded.
#include <algorithm>
#include <filesystem>

#include "tests/solver/AgreementUtil.h"
#include "tests/Sampling.h"

namespace clmm::agreement {
namespace {

Program loadFile(const std::string& path) {
  auto source = SourceFile::read(std::string(CLMM_SOURCE_DIR) + "/" + path);
  return test::elaborateText(source->text());
}

TestResult smt(const Program& p, bool stop) {
  SmtOptions o;
  o.deadline = in(60);
  o.stopAtCut = stop;
  return checkSmt(p, model("ptx"), "ptx", o);
}

TestResult explicitEngine(const Program& p, bool stop) {
  ExplicitOptions o;
  o.deadline = in(60);
  o.stopAtCut = stop;
  return checkExplicit(p, model("ptx"), "ptx", o);
}

void same(const TestResult& full, const TestResult& stopped, const std::string& what) {
  SCOPED_TRACE(what);
  ASSERT_EQ(full.decided, stopped.decided) << full.unknownReason << " / " << stopped.unknownReason;
  if (!full.decided) {
    EXPECT_EQ(full.unknownReason, stopped.unknownReason);
    EXPECT_GE(stopped.loopBoundCond, 0);
    return;
  }
  EXPECT_EQ(full.verdict, stopped.verdict);
  EXPECT_TRUE(sameAnswers(full, stopped));
}

std::vector<std::string> ptxFiles(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(std::string(CLMM_SOURCE_DIR) + "/" + dir))
    if (e.path().extension() == ".litmus") out.push_back(dir + "/" + e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

TEST(StopAtCut, SameAnswersOnThePtxLoopTests) {
  std::vector<std::string> files = ptxFiles("tests/ptx/loops");
  ASSERT_GE(files.size(), 11u);
  for (const std::string& f : test::sampledUnderSanitizers(files, "the PTX loop tests")) {
    Program p = loadFile(f);
    same(smt(p, false), smt(p, true), f + " (smt)");
    same(explicitEngine(p, false), explicitEngine(p, true), f + " (enumerate)");
  }
}

TEST(StopAtCut, SameAnswersOnThePtxExamples) {
  for (const char* dir : {"examples/ptx", "examples/liveness"})
    for (const std::string& f : ptxFiles(dir)) {
      auto source = SourceFile::read(std::string(CLMM_SOURCE_DIR) + "/" + f);
      if (source->text().rfind("PTX", 0) != 0) continue;  // the OpenCL ones: not under ptx
      Program p = test::elaborateText(source->text());
      same(smt(p, false), smt(p, true), f);
    }
}

// The exchange spin loops are cut by a sequentially consistent execution, found and confirmed
// with one query per loop tried, before the model is encoded (the whole engine asks at least
// three: the bound, the lowest loop beyond it, a state).
TEST(StopAtCut, ExchangeSpinsAreCutBeforeTheModelIsEncoded) {
  TestResult first = smt(loadFile("tests/ptx/loops/exch_spin_first.litmus"), true);
  EXPECT_FALSE(first.decided);
  EXPECT_EQ(first.candidates, 1u);  // P0's loop, the first one tried
  EXPECT_NE(first.unknownReason.find("P0's loop at line 12"), std::string::npos) << first.unknownReason;
  TestResult second = smt(loadFile("tests/ptx/loops/exch_spin_second.litmus"), true);
  EXPECT_FALSE(second.decided);
  EXPECT_EQ(second.candidates, 2u);  // P0's loop has no such cut, P1's has
  EXPECT_NE(second.unknownReason.find("P1's loop at line 11"), std::string::npos) << second.unknownReason;
}

}  // namespace
}  // namespace clmm::agreement
