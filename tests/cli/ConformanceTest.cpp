// Conformance of the explicit engine with the reference simulator's results on the public
// corpus (../shared/corpus): for every test clmm accepts, under `opencl` (herd's popl16-opencl)
// and `opencl-scoped` (popl16-scopedsc), the full set of final states, the states reached only
// by racy executions, and the test-level class must equal herd's, unless the difference is
// listed with its reason in tests/conformance/herd-differences.tsv. A listed test's exact result
// (every state with its class, and the verdict) is pinned in tests/conformance/pinned, so it
// cannot change unnoticed; a row that matches no test fails, and a test herd could not run is
// compared with its pinned result under both engines.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "tests/cli/Run.h"

using clmm::test::lines;
using clmm::test::needsHerdCompatOrders;
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
  std::string dir;      // the row's model column, which names its folder of pinned results
  std::string verdict;  // the verdict clmm must give
  std::string reason;
  bool matched = false;
};

const std::string kConformanceDir = std::string(CLMM_SOURCE_DIR) + "/tests/conformance";
const std::set<std::string> kKinds = {"states", "racy-only", "verdict", "unknown", "no-reference"};

std::string flatten(const std::string& path) {
  std::string out;
  for (char c : path) out += c == '/' ? std::string("__") : std::string(1, c);
  return out;
}

std::map<std::pair<std::string, std::string>, Known> readKnown() {
  std::map<std::pair<std::string, std::string>, Known> out;
  for (const auto& line : lines(slurp(kConformanceDir + "/herd-differences.tsv"))) {
    if (line.empty() || line[0] == '#') continue;
    auto cells = splitTabs(line);
    EXPECT_EQ(cells.size(), 5u) << line;
    if (cells.size() != 5) continue;
    Known k;
    std::istringstream kinds(cells[2]);
    for (std::string kind; std::getline(kinds, kind, ',');) {
      EXPECT_TRUE(kKinds.count(kind)) << "unknown kind of difference '" << kind << "' in: " << line;
      k.kinds.insert(kind);
    }
    k.dir = cells[1];
    k.verdict = cells[3];
    k.reason = cells[4];
    EXPECT_FALSE(k.reason.empty()) << "a listed difference needs its reason: " << line;
    EXPECT_TRUE(k.verdict == "allowed" || k.verdict == "forbidden" || k.verdict == "racy") << line;
    EXPECT_TRUE(k.dir == "both" || k.dir == "opencl" || k.dir == "opencl-scoped") << line;
    for (const char* model : {"opencl", "opencl-scoped"})
      if (cells[1] == "both" || cells[1] == model) {
        EXPECT_FALSE(out.count({cells[0], model})) << "listed twice for " << model << ": " << line;
        out[{cells[0], model}] = k;
      }
  }
  return out;
}

// clmm's states in the pinned files' format: "0:r0=0; 1:r1=0; racy" (keys sorted bytewise).
std::set<std::string> stateLines(const nlohmann::json& j) {
  std::set<std::string> out;
  for (const auto& s : j["states"]) {
    std::string line;
    for (auto it = s["values"].begin(); it != s["values"].end(); ++it)
      line += it.key() + "=" + std::to_string(it.value().get<int64_t>()) + "; ";
    out.insert(line + s["class"].get<std::string>());
  }
  return out;
}

std::set<std::string> pinnedLines(const Known& k, const std::string& path) {
  std::string file = kConformanceDir + "/pinned/" + k.dir + "/" + flatten(path) + ".states";
  EXPECT_TRUE(std::filesystem::is_regular_file(file)) << "no pinned result " << file;
  auto ls = lines(slurp(file));
  return {ls.begin(), ls.end()};
}

// One engine's result for a listed test must be exactly the pinned one.
void expectPinned(const nlohmann::json& j, const Known& k, const std::string& path, const std::string& engine) {
  SCOPED_TRACE("engine " + engine);
  ASSERT_NE(j["verdict"], "unknown") << "the pinned result of a listed test must be decided";
  EXPECT_EQ(j["verdict"], k.verdict) << "the listed test's verdict changed (" << k.reason
                                     << "); update herd-differences.tsv only if the new one is right";
  EXPECT_EQ(stateLines(j), pinnedLines(k, path))
      << "the listed test's states or their classes changed (" << k.reason << ")";
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
  // The tests that need --herd-compat's reading of invalid orders run with it (Run.h).
  std::vector<std::string> compatArgs = args;
  compatArgs.insert(compatArgs.begin() + 1, "--herd-compat");
  for (const auto& e : std::filesystem::recursive_directory_iterator(corpus))
    if (e.path().extension() == ".litmus" && e.path().string() != corpus + "/" + slow)
      (needsHerdCompatOrders(e.path().string()) ? compatArgs : args).push_back(e.path().string());
  auto r = runClmm(args);
  EXPECT_EQ(r.rc, 2) << "the corpus holds ill-formed tests (see CorpusParseTest)";
  EXPECT_NE(r.err.find("check the test with --model opencl-rsp"), std::string::npos)
      << "the RSP tests' remote operations are errors under " << model;
  auto compat = runClmm(compatArgs);
  EXPECT_NE(compat.rc, 2) << compat.err;
  r.out += compat.out;
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
    std::string statesFile = corpus + "/states/" + herdModel + "/" + flatten(path);
    bool reference = std::ifstream(statesFile + ".states").good();
    if (!reference) differs.insert("no-reference");  // herd could not run it (corpus README 6.3)
    if (j["verdict"] == "unknown") {
      differs.insert("unknown");
    } else if (reference) {
      std::set<State> mine, mineRacy;
      for (const auto& s : j["states"]) {
        State st;
        for (auto it = s["values"].begin(); it != s["values"].end(); ++it)
          st.insert(it.key() + "=" + std::to_string(it.value().get<int64_t>()));
        mine.insert(st);
        if (s["class"] == "racy") mineRacy.insert(st);
      }
      if (mine != readStates(statesFile + ".states")) differs.insert("states");
      if (mineRacy != readStates(statesFile + ".racy-only")) differs.insert("racy-only");
      if (j["verdict"] != herdClass) {
        differs.insert("verdict");
        detail = "herd " + herdClass + ", clmm " + j["verdict"].get<std::string>();
      }
    } else if (!row.at("dat3m_exists").empty()) {
      // No herd result: Dat3M's expectation of the condition still applies.
      EXPECT_EQ(j["condition"]["observation"]["positive"].get<uint64_t>() > 0, row.at("dat3m_exists") == "1");
    }
    auto k = known.find({path, model});
    if (k == known.end()) {
      EXPECT_TRUE(differs.empty()) << "unexplained difference from herd in:"
                                   << [&] { std::string s; for (auto& d : differs) s += " " + d; return s; }()
                                   << " " << detail
                                   << (differs.count("no-reference") ? " (herd has no result: pin clmm's in herd-differences.tsv)" : "");
      if (differs.empty()) ++agree;
      continue;
    }
    ++listed;
    k->second.matched = true;
    EXPECT_EQ(differs, k->second.kinds) << "the listed difference (" << k->second.reason
                                        << ") no longer matches; update herd-differences.tsv";
    if (j["verdict"] != "unknown") expectPinned(j, k->second, path, "enumerate");
    if (k->second.kinds.count("no-reference")) {
      // No outside reference: the Z3 engine must give the pinned result too, so the two
      // engines are compared with each other and with the pin, never clmm with itself.
      auto smt = runClmm({"check", "-q", "--engine", "smt", "--format", "json", "--timeout", "300", "--model", model,
                          corpus + "/" + path});
      EXPECT_EQ(smt.rc, 0) << smt.err;
      auto sj = lines(smt.out);
      ASSERT_FALSE(sj.empty()) << smt.err;
      expectPinned(nlohmann::json::parse(sj[0]), k->second, path, "smt");
    }
  }
  for (const auto& [key, k] : known) {
    if (key.second != model) continue;
    EXPECT_TRUE(k.matched) << "herd-differences.tsv lists " << key.first << " under " << model << " (" << k.reason
                           << "), but clmm checked no such test: remove or fix the row";
  }
  EXPECT_EQ(total, 73);  // 85 well-formed tests, less the 12 with remote operations (RspCorpusTest)
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

// Every pinned result belongs to a row of herd-differences.tsv (a stale pin fails).
TEST(Conformance, EveryPinnedResultHasItsRow) {
  auto known = readKnown();
  std::set<std::string> pins;
  for (const auto& [key, k] : known) pins.insert(k.dir + "/" + flatten(key.first) + ".states");
  int files = 0;
  for (const auto& e : std::filesystem::recursive_directory_iterator(kConformanceDir + "/pinned")) {
    if (!e.is_regular_file()) continue;
    ++files;
    std::string rel = std::filesystem::relative(e.path(), kConformanceDir + "/pinned").string();
    EXPECT_TRUE(pins.count(rel)) << "pinned result without a row in herd-differences.tsv: " << rel;
  }
  EXPECT_EQ(files, static_cast<int>(pins.size()));
}
