// Every check of every built-in model does something, through the binary and with both engines:
// the model's suite (tests/models/checks/opencl for the OpenCL models, tests/models/checks/ptx
// for ptx; one test per check, named after it) meets its expectations, and with `--skip CHECK`
// the test CHECK.litmus fails its expectation (its verdict or its states change). The checks come
// from `clmm models`, so a new check without a test fails here. Two PTX checks forbid nothing the
// others allow (docs/ptx.md): they are switched off together with the check that also forbids
// what they do, and that check alone switched off must leave their test forbidden.
#include <gtest/gtest.h>

#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "axioms/BuiltinModels.h"
#include "tests/cli/Run.h"

namespace {

using clmm::test::runClmm;

// The checks of each model, as `clmm models` lists them.
std::map<std::string, std::vector<std::string>> checksByModel() {
  static const std::map<std::string, std::vector<std::string>> byModel = [] {
    std::map<std::string, std::vector<std::string>> out;
    auto r = runClmm({"models"});
    EXPECT_EQ(r.rc, 0) << r.err;
    for (const auto& line : clmm::test::lines(r.out)) {
      size_t colon = line.find(": "), checks = line.find(" checks: "), end = line.find("; flags:");
      if (colon == std::string::npos || checks == std::string::npos || end == std::string::npos) continue;
      std::istringstream words(line.substr(checks + 9, end - checks - 9));
      for (std::string w; words >> w;) out[line.substr(0, colon)].push_back(w);
    }
    return out;
  }();
  return byModel;
}

std::string suiteOf(const std::string& model) {
  if (model == "ptx") return "tests/models/checks/ptx";
  if (model.rfind("opencl", 0) == 0) return "tests/models/checks/opencl";
  return "";
}

// The check that also forbids everything a check forbids, for the checks that forbid nothing
// the others allow (the tests' doc strings and docs/ptx.md give the reason).
const std::map<std::pair<std::string, std::string>, std::string>& companions() {
  static const std::map<std::pair<std::string, std::string>, std::string> table = {
      {{"ptx", "Atomicity"}, "ScPerLocation"},  // its fr ; pco cycle is one of ScPerLocation's
      {{"ptx", "FenceSC"}, "Causality"},        // an order against causality only adds causality
  };
  return table;
}

struct Param {
  std::string model, engine;
};

class SkipEachCheck : public ::testing::TestWithParam<Param> {};

TEST_P(SkipEachCheck, EveryCheckForbidsItsTest) {
  const auto& [model, engine] = GetParam();
  const std::string suite = suiteOf(model);
  ASSERT_FALSE(suite.empty()) << "the built-in model " << model << " has no suite of per-check tests";
  auto checks = checksByModel();
  ASSERT_TRUE(checks.count(model)) << "`clmm models` does not list " << model;
  auto base =
      runClmm({"check", "-q", "--require-expectations", "--engine", engine, "--format", "brief", "-m", model, suite});
  EXPECT_EQ(base.rc, 0) << base.out << base.err;
  for (const auto& check : checks[model]) {
    SCOPED_TRACE(model + " --skip " + check + " (" + engine + ")");
    std::string skip = check, test = suite + "/" + check + ".litmus";
    auto companion = companions().find({model, check});
    if (companion != companions().end()) {
      auto alone = runClmm(
          {"check", "-q", "--engine", engine, "--format", "brief", "-m", model, "--skip", companion->second, test});
      EXPECT_EQ(alone.rc, 0) << check << " must forbid its test with only " << companion->second << " off:\n"
                             << alone.out << alone.err;
      skip += "," + companion->second;
    }
    auto r = runClmm({"check", "-q", "--engine", engine, "--format", "brief", "-m", model, "--skip", skip, suite});
    EXPECT_EQ(r.rc, 1) << r.out << r.err;
    EXPECT_NE(r.out.find("FAIL    " + test + " [" + model + ", checks skipped"), std::string::npos)
        << "switching " << skip << " off changes nothing in " << test << " (write one it forbids):\n"
        << r.out;
  }
}

std::vector<Param> params() {
  std::vector<Param> out;
  for (const auto& model : clmm::builtinModelNames())
    if (!clmm::isAmdgpuModelName(model))  // OpenCL and PTX tests here; tests/amdgpu covers them
    for (const char* engine : {"enumerate", "smt"}) out.push_back({model, engine});
  return out;
}

INSTANTIATE_TEST_SUITE_P(Models, SkipEachCheck, ::testing::ValuesIn(params()),
                         [](const ::testing::TestParamInfo<Param>& info) {
                           std::string n = info.param.model + "_" + info.param.engine;
                           for (char& c : n)
                             if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                           return n;
                         });

}  // namespace
