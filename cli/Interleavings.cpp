// Interleaving coverage and mutation scores by class (cli/Interleavings.h).
#include "cli/Interleavings.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cli/Report.h"
#include "support/Budget.h"
#include "support/Printable.h"

namespace clmm {

namespace {

std::string percent(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.3g%%", v);
  return b;
}

}  // namespace

hw::Coverage scCoverage(const Program& p, const cat::Model& sc, const TestResult& r, const hw::Comparison& c,
                        const EngineOptions& eo) {
  if (!r.decided) return {};
  TestResult s;
  {
    BudgetScope budget(deadlineAfter(eo.timeoutSeconds));
    s = runEngine(p, sc, "sc", eo);
  }
  return hw::interleavingCoverage(s, r, c);
}

std::string mutatorClass(const std::string& path) {
  std::string folder = std::filesystem::path(path).parent_path().filename().string();
  return folder.empty() ? "." : printableName(folder);
}

void ClassTallies::addCoverage(const std::string& path, const hw::Coverage& cov) {
  ClassTally& t = classes_[mutatorClass(path)];
  ++t.tests;
  if (!cov.known) return;
  ++t.covered;
  t.coverageSum += cov.states.empty() ? 1.0 : static_cast<double>(cov.seen()) / cov.states.size();
  if (cov.unseen.empty()) ++t.fullyCovered;
}

void ClassTallies::addMutant(const std::string& path, const std::string& name, bool killed, const hw::Coverage& cov) {
  ClassTally& t = classes_[mutatorClass(path)];
  ++t.mutants;
  if (killed) {
    ++t.killed;
    return;
  }
  std::string why;
  if (!cov.known)
    why = "the sc model did not decide the test, so no reason is given";
  else if (!cov.unseen.empty())
    why = "the harness: " + std::to_string(cov.seen()) + " of " + std::to_string(cov.states.size()) +
          " sequentially consistent states observed";
  else
    why = "the hardware: every sequentially consistent state observed, the condition's never";
  t.survivors.push_back(name + " (" + why + ")");
}

void ClassTallies::addEquivalent(const std::string& path, const std::string& name, const std::string& compiler) {
  classes_[mutatorClass(path)].equivalent.push_back(name + " (equivalent on " + compiler + ")");
}

nlohmann::json ClassTallies::scoresJson() const {
  nlohmann::json j = nlohmann::json::object();
  for (const auto& [name, t] : classes_) {
    if (!t.mutants && t.equivalent.empty()) continue;
    j[name] = {{"mutants", t.mutants},
               {"killed", t.killed},
               {"mutation_score", t.mutants ? 100.0 * t.killed / t.mutants : 0.0},
               {"survivors", t.survivors},
               {"equivalent", t.equivalent}};
  }
  return j;
}

void ClassTallies::printScores() const {
  std::cout << "Mutation score by class (the folder a mutant lies in):\n";
  for (const auto& [name, t] : classes_) {
    if (!t.mutants && t.equivalent.empty()) continue;
    std::cout << "  " << name << ": " << t.killed << " of " << t.mutants << " ("
              << percent(t.mutants ? 100.0 * t.killed / t.mutants : 0.0) << ")";
    if (!t.equivalent.empty()) std::cout << ", " << t.equivalent.size() << " equivalent left out";
    std::cout << "\n";
    for (const auto& s : t.survivors) std::cout << "    survives: " << s << "\n";
  }
}

void ClassTallies::printCoverage(bool json) const {
  if (json) {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& [name, t] : classes_)
      j[name] = {{"tests", t.tests},
                 {"decided", t.covered},
                 {"all_sc_states_observed", t.fullyCovered},
                 {"mean_coverage", t.covered ? 100.0 * t.coverageSum / t.covered : 0.0}};
    std::cout << jsonLine(nlohmann::json{{"interleaving_coverage_by_class", j}});
    return;
  }
  std::cout << "Interleaving coverage by class (sequentially consistent states observed):\n";
  for (const auto& [name, t] : classes_) {
    std::cout << "  " << name << ": mean " << percent(t.covered ? 100.0 * t.coverageSum / t.covered : 0.0) << " over "
              << t.covered << " tests; every state in " << t.fullyCovered << " of them";
    if (t.covered < t.tests) std::cout << " (" << t.tests - t.covered << " not decided by the sc model)";
    std::cout << "\n";
  }
}

}  // namespace clmm
