// herd's own POPL 2016 model files (the public corpus's cats/opencl.cat and
// cats/opencl_scopedsc.cat, unmodified) against the built-in opencl and opencl-scoped over the
// public corpus: every test must get the same verdict and the same states with classes, except
// the tests of tests/conformance/herd-cat-differences.tsv, each with its reason
// (docs/model-language.md, "The POPL 2016 files"); and on the tests of
// tests/conformance/departures, herd's opencl.cat gives what its transcription
// tests/conformance/popl2016.cat gives, with both engines. Skips visibly without the corpus.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <map>
#include <set>
#include <sstream>

#include "tests/cli/Run.h"

using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::slurp;

namespace {

// path -> model pair ("opencl" or "opencl-scoped") -> reason.
std::map<std::pair<std::string, std::string>, std::string> expectedDifferences() {
  std::map<std::pair<std::string, std::string>, std::string> rows;
  for (const auto& line : lines(slurp(std::string(CLMM_SOURCE_DIR) + "/tests/conformance/herd-cat-differences.tsv"))) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cells;
    std::istringstream in(line);
    for (std::string cell; std::getline(in, cell, '\t');) cells.push_back(cell);
    EXPECT_EQ(cells.size(), 3u) << line;
    if (cells.size() != 3) continue;
    EXPECT_FALSE(cells[2].empty()) << "every row needs its reason: " << line;
    rows[{cells[0], cells[1]}] = cells[2];
  }
  return rows;
}

// One line per test: its verdict and its states with their classes.
std::string outcome(const nlohmann::json& j) {
  std::string s = j.value("verdict", std::string("?"));
  if (j.contains("states"))
    for (const auto& st : j["states"]) s += " " + st["values"].dump() + ":" + st["class"].get<std::string>();
  return s;
}

}  // namespace

TEST(HerdCatCorpus, ThePopl2016CatFilesGiveTheBuiltInModelsResults) {
  CLMM_REQUIRE_CORPUS(corpus);
  const auto expected = expectedDifferences();
  std::set<std::pair<std::string, std::string>> seen;
  const std::vector<std::pair<std::string, std::string>> pairs = {{"opencl", "opencl.cat"},
                                                                  {"opencl-scoped", "opencl_scopedsc.cat"}};
  // auto: the explicit engine under a budget, then Z3 (the explicit engine alone runs past a
  // minute on TSan); smt: Z3 alone.
  for (const char* engine : {"auto", "smt"})
    for (const auto& [builtin, file] : pairs) {
      const std::string cat = corpus + "/cats/" + file;
      SCOPED_TRACE(engine);
      auto r = runClmm({"check", "-q", "--herd-compat", "--engine", engine, "--format", "json", "--timeout", "60",
                        "--model", builtin, "--model", cat, corpus + "/dat3m", corpus + "/herd-legacy/OpenCLTests"});
      // 2: the corpus holds a few tests clmm refuses to read (tests/cli/CorpusParseTest.cpp).
      ASSERT_TRUE(r.rc == 0 || r.rc == 1 || r.rc == 2) << r.err;
      std::map<std::string, std::map<std::string, std::string>> byFile;  // path -> model -> outcome
      for (const auto& line : lines(r.out)) {
        if (line.empty() || line[0] != '{') continue;
        auto j = nlohmann::json::parse(line);
        std::string path = j["file"].get<std::string>().substr(corpus.size() + 1);
        byFile[path][j["model"] == builtin ? "builtin" : "cat"] = outcome(j);
      }
      EXPECT_GE(byFile.size(), 80u) << "the corpus's OpenCL tests";
      for (const auto& [path, outcomes] : byFile) {
        SCOPED_TRACE(path + " under " + builtin + " and " + file);
        ASSERT_EQ(outcomes.size(), 2u);
        const bool differ = outcomes.at("builtin") != outcomes.at("cat");
        const bool listed = expected.count({path, builtin}) > 0;
        EXPECT_EQ(differ, listed) << (differ ? "an unlisted difference" : "a listed difference that is gone") << "\n  "
                                  << builtin << ": " << outcomes.at("builtin") << "\n  " << file << ": "
                                  << outcomes.at("cat");
        if (listed) seen.insert({path, builtin});
      }
    }
  for (const auto& [key, reason] : expected)
    EXPECT_TRUE(seen.count(key)) << "a row that matches no test: " << key.first << " " << key.second;
}

TEST(HerdCatCorpus, HerdsOpenclCatAgreesWithItsTranscriptionOnTheDepartures) {
  CLMM_REQUIRE_CORPUS(corpus);
  for (const char* engine : {"enumerate", "smt"}) {
    SCOPED_TRACE(engine);
    const std::string transcription = std::string(CLMM_SOURCE_DIR) + "/tests/conformance/popl2016.cat";
    auto r = runClmm({"check", "-q", "--engine", engine, "--format", "json", "--model", transcription, "--model",
                      corpus + "/cats/opencl.cat", std::string(CLMM_SOURCE_DIR) + "/tests/conformance/departures"});
    ASSERT_TRUE(r.rc == 0 || r.rc == 1) << r.err;
    std::map<std::string, std::map<std::string, std::string>> byFile;
    for (const auto& line : lines(r.out)) {
      if (line.empty() || line[0] != '{') continue;
      auto j = nlohmann::json::parse(line);
      byFile[j["file"].get<std::string>()][j["model"].get<std::string>()] = outcome(j);
    }
    EXPECT_GE(byFile.size(), 5u);
    for (const auto& [path, outcomes] : byFile) {
      ASSERT_EQ(outcomes.size(), 2u) << path;
      EXPECT_EQ(outcomes.begin()->second, outcomes.rbegin()->second) << path;
    }
  }
}
