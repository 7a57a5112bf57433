// opencl-spec has no outside reference; its closest published relative is the corpus's
// `2015-total` column (the reference simulator under the 2014-15 OpenCL model with an explicit
// total SC order). Every verdict clmm gives under opencl-spec must equal that column's class,
// unless the difference is listed with its reason (from the specification's text) in
// tests/conformance/spec-vs-2015.tsv; a listed row whose verdicts change, or that matches no
// test, fails.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <filesystem>
#include <map>
#include <sstream>

#include "tests/cli/Run.h"

using clmm::test::lines;
using clmm::test::needsHerdCompatOrders;
using clmm::test::runClmm;
using clmm::test::slurp;

namespace {

std::vector<std::string> splitTabs(const std::string& line) {
  std::vector<std::string> out;
  std::string cell;
  std::istringstream in(line);
  while (std::getline(in, cell, '\t')) out.push_back(cell);
  return out;
}

struct Listed {
  std::string clmm, reference, reason;
  bool matched = false;
};

TEST(SpecVs2015, OpenclSpecAgainstHerd2015Total) {
  CLMM_REQUIRE_CORPUS(corpus);
  std::map<std::string, std::string> reference;  // path -> 2015-total_class
  auto tsv = lines(slurp(corpus + "/expected.tsv"));
  auto header = splitTabs(tsv.at(0));
  size_t column = std::find(header.begin(), header.end(), "2015-total_class") - header.begin();
  ASSERT_LT(column, header.size());
  for (size_t i = 1; i < tsv.size(); ++i) reference[splitTabs(tsv[i]).at(0)] = splitTabs(tsv[i]).at(column);

  std::map<std::string, Listed> listed;
  for (const auto& line : lines(slurp(std::string(CLMM_SOURCE_DIR) + "/tests/conformance/spec-vs-2015.tsv"))) {
    if (line.empty() || line[0] == '#') continue;
    auto cells = splitTabs(line);
    ASSERT_EQ(cells.size(), 4u) << line;
    EXPECT_NE(cells[1], cells[2]) << "a listed difference must differ: " << line;
    EXPECT_FALSE(cells[3].empty()) << "a listed difference needs its reason: " << line;
    EXPECT_FALSE(listed.count(cells[0])) << "listed twice: " << line;
    listed[cells[0]] = {cells[1], cells[2], cells[3]};
  }

  // The explicit engine on every test but TSan, whose coherence orders it cannot enumerate in
  // time (tests/solver/CorpusAgreementTest.cpp); the Z3 engine decides that one.
  const std::string slow = "dat3m/portedFromC11/manual/TSan.litmus";
  std::vector<std::string> args = {"check", "-q", "-j", "1", "--engine", "enumerate", "--format",
                                   "json", "--timeout", "300", "--model", "opencl-spec"};
  // The tests that need --herd-compat's reading of invalid orders run with it (Run.h).
  std::vector<std::string> compatArgs = args;
  compatArgs.insert(compatArgs.begin() + 1, "--herd-compat");
  for (const auto& e : std::filesystem::recursive_directory_iterator(corpus))
    if (e.path().extension() == ".litmus" && e.path().string() != corpus + "/" + slow)
      (needsHerdCompatOrders(e.path().string()) ? compatArgs : args).push_back(e.path().string());
  auto r = runClmm(args);
  EXPECT_EQ(r.rc, 2) << "the corpus holds ill-formed tests (see CorpusParseTest)";
  auto compat = runClmm(compatArgs);
  EXPECT_NE(compat.rc, 2) << compat.err;
  r.out += compat.out;
  auto tsan = runClmm({"check", "-q", "--engine", "smt", "--format", "json", "--timeout", "300", "--model",
                       "opencl-spec", corpus + "/" + slow});
  EXPECT_EQ(tsan.rc, 0) << tsan.err;
  r.out += tsan.out;

  int agree = 0, differ = 0, total = 0;
  for (const auto& line : lines(r.out)) {
    auto j = nlohmann::json::parse(line);
    std::string path = j["file"].get<std::string>().substr(corpus.size() + 1);
    SCOPED_TRACE(path);
    ++total;
    std::string mine = j["verdict"], theirs = reference.at(path);
    auto l = listed.find(path);
    if (l == listed.end()) {
      EXPECT_EQ(mine, theirs) << "opencl-spec differs from 2015-total: explain it in spec-vs-2015.tsv";
      if (mine == theirs) ++agree;
      continue;
    }
    ++differ;
    l->second.matched = true;
    EXPECT_EQ(mine, l->second.clmm) << "clmm's verdict of a listed test changed (" << l->second.reason << ")";
    EXPECT_EQ(theirs, l->second.reference) << "the corpus's 2015-total class is not the listed one";
  }
  for (const auto& [path, l] : listed)
    EXPECT_TRUE(l.matched) << "spec-vs-2015.tsv lists " << path << " (" << l.reason
                           << "), but clmm checked no such test: remove or fix the row";
  EXPECT_EQ(total, 73);  // the 12 tests with remote operations need opencl-rsp (RspCorpusTest)
  EXPECT_EQ(agree, 61);
  EXPECT_EQ(differ, 12);
  std::cout << "[ spec-vs-2015 ] opencl-spec: " << agree << " of " << total
            << " verdicts equal 2015-total's, " << differ << " differ for a listed reason\n";
}

}  // namespace
