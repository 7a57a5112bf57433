// The campaign report of `clmm compile-check --campaign FILE` (docs/compile-check.md, "Campaigns"):
// per annotation of the tests' operations (kind × order × scope × region, fence flags for a
// fence), how many tests hold one and how many of those were sound, unsound, unknown, skipped
// or bad under the compiler; as a text table and as JSON.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

namespace clmm {

class CampaignReport {
 public:
  // One test's verdict: "sound", "unsound", "unknown", "skipped" or "bad"; its annotations
  // (empty when the test could not be loaded).
  void add(const std::string& file, const std::set<std::string>& annotations, const std::string& verdict);
  std::string text() const;
  nlohmann::json json(const std::string& compiler) const;

 private:
  struct Row {
    std::map<std::string, int> verdicts;
    int tests = 0;
  };
  std::map<std::string, Row> rows_;
  std::map<std::string, int> totals_;
  std::vector<std::pair<std::string, std::string>> unsound_;  // file, its annotations
};

}  // namespace clmm
