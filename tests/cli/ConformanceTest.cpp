// Conformance of the explicit engine with the reference simulator's results on the public
// corpus (../shared/corpus): for every test clmm accepts, under `opencl` (herd's popl16-opencl)
// and `opencl-scoped` (popl16-scopedsc), the full set of final states, the states reached only
// by racy executions, and the test-level class must equal herd's, unless the difference is
// listed with its reason in tests/conformance/herd-differences.tsv.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "tests/cli/Run.h"

using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::slurp;
using State = std::set<std::string>;  // {"1:r0=1", "x=2"}

namespace {

std::vector<std::string> splitTabs(const std::string& line) {
  std::vector<std::string> out;
  std::string cell;
  std::istringstream in(line);
  while (std::getline(in, cell, '\t')) out.push_back(cell);
  return out;
}

// herd's state lines: "1:r0=1; 1:r1=0;" -> {"1:r0=1", "1:r1=0"}; one line per state (an empty
// line is the empty state of a condition without observables).
std::set<State> readStates(const std::string& path) {
  std::set<State> out;
  std::string text = slurp(path);
  if (text.empty()) return out;
  if (text.back() == '\n') text.pop_back();
  std::istringstream in(text + "\n");
  for (std::string line; std::getline(in, line);) {
    State s;
    std::istringstream items(line);
    for (std::string item; items >> item;) {
      if (!item.empty() && item.back() == ';') item.pop_back();
      s.insert(item);
    }
    out.insert(s);
  }
  return out;
}

struct Known {
  std::set<std::string> kinds;
  std::string reason;
};

std::map<std::pair<std::string, std::string>, Known> readKnown() {
  std::map<std::pair<std::string, std::string>, Known> out;
  for (const auto& line : lines(slurp(std::string(CLMM_SOURCE_DIR) + "/tests/conformance/herd-differences.tsv"))) {
    if (line.empty() || line[0] == '#') continue;
    auto cells = splitTabs(line);
    EXPECT_EQ(cells.size(), 4u) << line;
    if (cells.size() != 4) continue;
    Known k;
    std::istringstream kinds(cells[2]);
    for (std::string kind; std::getline(kinds, kind, ',');) k.kinds.insert(kind);
    k.reason = cells[3];
    for (const char* model : {"opencl", "opencl-scoped"})
      if (cells[1] == "both" || cells[1] == model) out[{cells[0], model}] = k;
  }
  return out;
}

void compareModel(const std::string& corpus, const std::string& model, const std::string& herdModel) {
  std::map<std::string, std::map<std::string, std::string>> expected;  // path -> column -> value
  auto tsv = lines(slurp(corpus + "/expected.tsv"));
  auto header = splitTabs(tsv.at(0));
  for (size_t i = 1; i < tsv.size(); ++i) {
    auto cells = splitTabs(tsv[i]);
    for (size_t c = 0; c < cells.size() && c < header.size(); ++c) expected[cells[0]][header[c]] = cells[c];
  }
  auto known = readKnown();

  // Every test gets a generous timeout, so that a loaded CI machine cannot turn a slow test
  // into "unknown"; the one test the explicit engine cannot finish (its coherence orders
  // explode) runs separately with a short timeout.
  const std::string slow = "dat3m/portedFromC11/manual/TSan.litmus";
  std::vector<std::string> args = {"check", "-q", "-j", "1", "--engine", "enumerate", "--format",
                                   "json", "--timeout", "300", "--model", model};
  for (const auto& e : std::filesystem::recursive_directory_iterator(corpus))
    if (e.path().extension() == ".litmus" && e.path().string() != corpus + "/" + slow)
      args.push_back(e.path().string());
  auto r = runClmm(args);
  EXPECT_EQ(r.rc, 2) << "the corpus holds ill-formed tests (see CorpusParseTest)";
  auto tsan = runClmm({"check", "-q", "--engine", "enumerate", "--format", "json", "--timeout", "1",
                       "--model", model, corpus + "/" + slow});
  EXPECT_EQ(tsan.rc, 3);
  r.out += tsan.out;
  int agree = 0, listed = 0, total = 0;
  for (const auto& line : lines(r.out)) {
    auto j = nlohmann::json::parse(line);
    std::string path = j["file"].get<std::string>().substr(corpus.size() + 1);
    SCOPED_TRACE(model + " " + path);
    ++total;
    std::set<std::string> differs;
    std::string detail;
    const auto& row = expected.at(path);
    std::string herdClass = row.at(herdModel + "_class");
    std::string statesFile = corpus + "/states/" + herdModel + "/";
    for (char c : path) statesFile += c == '/' ? std::string("__") : std::string(1, c);
    if (j["verdict"] == "unknown") {
      differs.insert("unknown");
    } else {
      std::set<State> mine, mineRacy;
      for (const auto& s : j["states"]) {
        State st;
        for (auto it = s["values"].begin(); it != s["values"].end(); ++it)
          st.insert(it.key() + "=" + std::to_string(it.value().get<int64_t>()));
        mine.insert(st);
        if (s["class"] == "racy") mineRacy.insert(st);
      }
      if (std::ifstream(statesFile + ".states").good()) {
        if (mine != readStates(statesFile + ".states")) differs.insert("states");
        if (mineRacy != readStates(statesFile + ".racy-only")) differs.insert("racy-only");
      } else {
        // herd could not run it (corpus README 6.3): compare with Dat3M's expectation.
        std::string dat3m = row.at("dat3m_exists");
        ASSERT_FALSE(dat3m.empty()) << "no reference result at all";
        EXPECT_EQ(j["condition"]["observation"]["positive"].get<uint64_t>() > 0, dat3m == "1");
        herdClass = j["verdict"];
      }
      if (j["verdict"] != herdClass) {
        differs.insert("verdict");
        detail = "herd " + herdClass + ", clmm " + j["verdict"].get<std::string>();
      }
    }
    auto k = known.find({path, model});
    if (k == known.end()) {
      EXPECT_TRUE(differs.empty()) << "unexplained difference from herd in:"
                                   << [&] { std::string s; for (auto& d : differs) s += " " + d; return s; }()
                                   << " " << detail;
      if (differs.empty()) ++agree;
    } else {
      ++listed;
      EXPECT_EQ(differs, k->second.kinds) << "the listed difference (" << k->second.reason
                                          << ") no longer matches; update herd-differences.tsv";
    }
  }
  EXPECT_EQ(total, 85);
  std::cout << "[ conformance ] " << model << ": " << agree << " of " << total
            << " tests agree with herd exactly, " << listed << " differ for a listed reason\n";
}

}  // namespace

TEST(Conformance, OpenclAgainstHerdPopl16Opencl) {
  CLMM_REQUIRE_CORPUS(corpus);
  compareModel(corpus, "opencl", "popl16-opencl");
}

TEST(Conformance, OpenclScopedAgainstHerdPopl16ScopedSc) {
  CLMM_REQUIRE_CORPUS(corpus);
  compareModel(corpus, "opencl-scoped", "popl16-scopedsc");
}
