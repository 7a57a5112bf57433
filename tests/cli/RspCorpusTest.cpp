// Remote scope promotion through the command line (docs/models.md, "Remote scope promotion"):
// the 14 RSP tests of the public corpus (herd-legacy/RSPTests) run under opencl-rsp with both
// engines, each with the verdict tests/conformance/rsp.tsv gives it (and its reason), the two
// engines with the same states; under every other model a remote operation is a located error
// that names --model opencl-rsp (exit 2), in clmm check and clmm diff alike.
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

struct RspRow {
  std::string path, options, verdict, herd, reason;
};

std::vector<RspRow> readRows() {
  std::vector<RspRow> rows;
  for (const auto& line : lines(slurp(std::string(CLMM_SOURCE_DIR) + "/tests/conformance/rsp.tsv"))) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> cells;
    std::istringstream in(line);
    for (std::string cell; std::getline(in, cell, '\t');) cells.push_back(cell);
    EXPECT_EQ(cells.size(), 5u) << line;
    if (cells.size() != 5) continue;
    EXPECT_FALSE(cells[4].empty()) << "every row needs its reason: " << line;
    rows.push_back({cells[0], cells[1], cells[2], cells[3], cells[4]});
  }
  return rows;
}

std::set<std::string> stateLines(const nlohmann::json& j) {
  std::set<std::string> out;
  for (const auto& s : j["states"]) out.insert(s["values"].dump() + " " + s["class"].get<std::string>());
  return out;
}

}  // namespace

TEST(RspCorpus, EveryTestRunsUnderOpenclRspWithBothEngines) {
  CLMM_REQUIRE_CORPUS(corpus);
  auto rows = readRows();
  ASSERT_EQ(rows.size(), 14u);
  for (const auto& row : rows) {
    SCOPED_TRACE(row.path);
    std::map<std::string, nlohmann::json> byEngine;
    for (const char* engine : {"enumerate", "smt"}) {
      std::vector<std::string> args = {"check", "-q", "--engine", engine, "--format", "json", "--timeout", "300",
                                       "--model", "opencl-rsp"};
      if (row.options == "herd-compat") args.push_back("--herd-compat");
      args.push_back(corpus + "/" + row.path);
      auto r = runClmm(args);
      ASSERT_EQ(r.rc, 0) << engine << ": " << r.err;
      auto out = lines(r.out);
      ASSERT_EQ(out.size(), 1u) << r.out;
      byEngine[engine] = nlohmann::json::parse(out[0]);
      EXPECT_EQ(byEngine[engine]["verdict"], row.verdict) << engine << " (" << row.reason << ")";
    }
    EXPECT_EQ(stateLines(byEngine["enumerate"]), stateLines(byEngine["smt"]));
    EXPECT_EQ(byEngine["enumerate"]["condition"]["holds"], byEngine["smt"]["condition"]["holds"]);
  }
}

// Without opencl-rsp, a remote operation is never run as an ordinary one.
TEST(RspCorpus, RemoteOperationsNeedTheRspModel) {
  for (const char* model : {"opencl", "opencl-scoped", "opencl-spec", "opencl-lax"}) {
    SCOPED_TRACE(model);
    auto r = runClmm({"check", "--model", model, "examples/rsp/mp_remote_acquire.litmus"});
    EXPECT_EQ(r.rc, 2);
    EXPECT_EQ(r.err.rfind("examples/rsp/mp_remote_acquire.litmus:15:12: error: ", 0), 0u) << r.err;
    EXPECT_NE(r.err.find("is a remote-scope-promotion operation, which model '" + std::string(model) +
                         "' has no rule for"),
              std::string::npos)
        << r.err;
    EXPECT_NE(r.err.find("check the test with --model opencl-rsp"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find('^'), std::string::npos) << r.err;
  }
  // The default model, a remote fence, a second model beside opencl-rsp, and clmm diff.
  auto fence = runClmm({"check", "tests/data/remote_fence.litmus"});
  EXPECT_EQ(fence.rc, 2);
  EXPECT_EQ(fence.err.rfind("tests/data/remote_fence.litmus:7:3: error: ", 0), 0u) << fence.err;
  EXPECT_NE(fence.err.find("check the test with --model opencl-rsp"), std::string::npos) << fence.err;
  EXPECT_EQ(runClmm({"check", "-m", "opencl-rsp", "tests/data/remote_fence.litmus"}).rc, 0);
  auto both = runClmm({"check", "-m", "opencl-rsp", "-m", "opencl", "examples/rsp/mp_remote_acquire.litmus"});
  EXPECT_EQ(both.rc, 2);
  EXPECT_NE(both.err.find("which model 'opencl' has no rule for"), std::string::npos) << both.err;
  auto diff = runClmm({"diff", "-m", "opencl-rsp", "-m", "opencl", "examples/rsp/mp_remote_acquire.litmus"});
  EXPECT_EQ(diff.rc, 2);
  EXPECT_NE(diff.err.find("check the test with --model opencl-rsp"), std::string::npos) << diff.err;
  // opencl-rsp itself runs it; parse and events use no model and accept it.
  auto rsp = runClmm({"check", "-m", "opencl-rsp", "examples/rsp/mp_remote_acquire.litmus"});
  EXPECT_EQ(rsp.rc, 0) << rsp.err;
  EXPECT_NE(rsp.out.find("Verdict forbidden"), std::string::npos) << rsp.out;
  EXPECT_EQ(runClmm({"parse", "examples/rsp/mp_remote_fence.litmus"}).rc, 0);
  auto events = runClmm({"events", "examples/rsp/mp_remote_fence.litmus"});
  EXPECT_EQ(events.rc, 0);
  EXPECT_NE(events.out.find("remote"), std::string::npos) << events.out;
  // A model file that reads RMT is accepted; one that does not is refused.
  auto file = runClmm({"check", "-m", "axioms/opencl-rsp.cat", "examples/rsp/mp_remote_acquire.litmus"});
  EXPECT_EQ(file.rc, 0) << file.err;
  auto own = runClmm({"check", "-m", "tests/data/user-model.cat", "examples/rsp/mp_remote_acquire.litmus"});
  EXPECT_EQ(own.rc, 2);
  EXPECT_NE(own.err.find("which model 'tests/data/user-model.cat' has no rule for"), std::string::npos) << own.err;
}

// The siblings of check and diff: every command that judges a test under an OpenCL model refuses
// a remote operation unless that model is opencl-rsp (validate, compile-check and refine judge
// the source under --source-model, compare under --model), never reads it as device scope.
TEST(RspCorpus, EveryCommandThatJudgesRefusesRemoteOperations) {
  const std::string test = "examples/rsp/mp_remote_acquire.litmus";
  auto validate = runClmm({"validate", "--mapping", "axioms/mappings/ra-fences.map", test});
  EXPECT_EQ(validate.rc, 2) << validate.out;
  EXPECT_NE(validate.err.find("check the test with --model opencl-rsp"), std::string::npos) << validate.err;
  auto compile = runClmm({"compile-check", "--compiler", "nvcc", "--ptx", "targets/fixtures/nvcc", test});
  EXPECT_EQ(compile.rc, 2) << compile.out;
  EXPECT_NE(compile.err.find("--model opencl-rsp"), std::string::npos) << compile.err;
  auto refine = runClmm({"refine", test, test});
  EXPECT_EQ(refine.rc, 2) << refine.out;
  EXPECT_NE(refine.err.find("check the test with --model opencl-rsp"), std::string::npos) << refine.err;
  auto compare = runClmm({"compare", "--observed", "tests/hardware/data/observed-allowed.json", test});
  EXPECT_EQ(compare.rc, 2) << compare.out;
  EXPECT_NE(compare.err.find("check the test with --model opencl-rsp"), std::string::npos) << compare.err;
}
