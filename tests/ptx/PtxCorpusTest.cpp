// The public PTX dialect as it is (issue 23, item 1): every litmus file of Dat3M's PTX suite
// (../shared/dat3m-ptx, or $CLMM_PTX_CORPUS; skipped with a message when absent) is parsed and
// lowered as it is, unmodified, and both engines give it the same verdict and states. The only
// files refused are named below, each with the located error that says what clmm does not model
// (docs/ptx.md, "Dat3M's PTX suite"); any other refusal fails, and so does a named file that
// parses (the list must shrink with the model). Every proxy test (issue 23, item 6) parses.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <map>
#include <sstream>

#include "litmus/Parser.h"
#include "events/Program.h"
#include "tests/cli/Run.h"
#include "litmus/Elaborate.h"
#include "tests/Sampling.h"

namespace fs = std::filesystem;

namespace {

std::string ptxCorpus() {
  if (const char* env = std::getenv("CLMM_PTX_CORPUS"); env && *env) return fs::is_directory(env) ? env : "";
  std::string dir = std::string(CLMM_SOURCE_DIR) + "/../shared/dat3m-ptx";
  return fs::is_directory(dir) ? dir : "";
}

std::vector<std::string> corpusFiles(const std::string& root) {
  std::vector<std::string> files;
  for (const auto& e : fs::recursive_directory_iterator(root))
    if (e.path().extension() == ".litmus") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

// Files refused with a located error (file -> a part of the message); none since issue 23's
// barrier quorums and bar.arrive (docs/ptx.md, "Barriers").
const std::map<std::string, std::string> kRefused = {};

TEST(PtxCorpus, EveryFileParsesButTheNamedOnes) {
  std::string root = ptxCorpus();
  if (root.empty()) GTEST_SKIP() << "PTX corpus not found (../shared/dat3m-ptx or $CLMM_PTX_CORPUS): skipped";
  std::vector<std::string> files = corpusFiles(root);
  ASSERT_EQ(files.size(), 748u);
  int parsed = 0, proxyParsed = 0;
  for (const auto& f : files) {
    SCOPED_TRACE(f);
    std::string rel = fs::relative(f, root).generic_string();
    auto refused = kRefused.find(rel);
    auto source = clmm::SourceFile::read(f);
    clmm::DiagnosticSink sink(source);
    try {
      clmm::ast::Test t = clmm::parseLitmus(source, sink);
      EXPECT_EQ(t.dialectHeader, "PTX");
      clmm::Program p = clmm::elaborateProgram(t, sink);
      EXPECT_FALSE(p.threads.empty());
      EXPECT_EQ(refused, kRefused.end()) << "parses now: take it off the list of refused files";
      ++parsed;
      if (f.find("/proxy/") != std::string::npos) ++proxyParsed;
    } catch (const clmm::BadInput& e) {
      ASSERT_FALSE(e.diagnostics().empty());
      const auto& d = e.diagnostics().front();
      EXPECT_TRUE(d.range.known()) << "an unlocated error: " << d.message;
      ASSERT_NE(refused, kRefused.end()) << "refused: " << e.formatted();
      EXPECT_NE(d.message.find(refused->second), std::string::npos) << e.formatted();
    }
  }
  std::cout << "[ PTX corpus ] " << files.size() << " files: " << parsed << " parse, " << files.size() - parsed
            << " refused\n";
  EXPECT_EQ(parsed, 748);
  EXPECT_EQ(proxyParsed, 129);
}

// Both engines on every file outside CADP/ (263 files, all of which parse): the same states, Ok/No,
// observation and verdict in herd-style output. CADP/'s 485 tests take the explicit engine minutes each for some of
// them (bench/ptx-corpus.sh runs the whole suite).
TEST(PtxCorpus, BothEnginesAgree) {
  std::string root = ptxCorpus();
  if (root.empty()) GTEST_SKIP() << "PTX corpus not found (../shared/dat3m-ptx or $CLMM_PTX_CORPUS): skipped";
  std::vector<std::string> sample;
  for (const auto& f : corpusFiles(root)) {
    std::string rel = fs::relative(f, root).generic_string();
    if (kRefused.count(rel)) continue;
    if (rel.rfind("CADP/", 0) == 0) continue;
    sample.push_back(f);
  }
  sample = clmm::test::sampledUnderSanitizers(sample, "Dat3M's PTX tests outside CADP/");
  auto run = [&](const std::string& engine) {
    std::vector<std::string> args = {"check", "--engine", engine, "--format", "herd", "-m", "ptx"};
    args.insert(args.end(), sample.begin(), sample.end());
    clmm::test::RunResult r = clmm::test::runClmm(args);
    EXPECT_NE(r.rc, 2) << r.err;
    std::istringstream in(r.out);
    std::string line, kept;
    // What both engines state alike: the states, Ok/No, the observation, the verdict and any
    // liveness witness; not the times, nor the witness counts (the Z3 engine counts final
    // states, the explicit one executions: docs/checking.md).
    while (std::getline(in, line)) {
      for (const char* skip : {"Time ", "Witnesses", "Positive: ", "Note: "})
        if (line.rfind(skip, 0) == 0) line.clear();
      if (line.rfind("Observation ", 0) == 0) line = line.substr(0, line.find_last_of(' ', line.find_last_of(' ') - 1));
      if (!line.empty()) kept += line + "\n";
    }
    return kept;
  };
  std::string smt = run("smt"), enumerate = run("enumerate");
  EXPECT_FALSE(smt.empty());
  if (smt == enumerate) return;
  std::istringstream a(smt), b(enumerate);
  std::string la, lb;
  int n = 1;
  while (std::getline(a, la) && std::getline(b, lb) && la == lb) ++n;
  ADD_FAILURE() << "the engines differ at line " << n << ": smt '" << la << "', enumerate '" << lb << "'";
}

}  // namespace
