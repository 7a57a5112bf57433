// The per-annotation campaign report of compile-check (CompileCampaign.h).
#include "cli/CompileCampaign.h"

#include <cstdio>

#include "support/Printable.h"

namespace clmm {
namespace {

const char* const kVerdicts[] = {"sound", "unsound", "unknown", "skipped", "bad"};

}  // namespace

void CampaignReport::add(const std::string& file, const std::set<std::string>& annotations,
                         const std::string& verdict) {
  ++totals_[verdict];
  std::string all;
  for (const auto& a : annotations) {
    Row& r = rows_[a];
    ++r.tests;
    ++r.verdicts[verdict];
    all += (all.empty() ? "" : ", ") + a;
  }
  if (verdict == "unsound") unsound_.emplace_back(printableName(file), all);
}

std::string CampaignReport::text() const {
  std::string s = "campaign: per annotation, the tests holding one and their verdicts\n";
  char line[256];
  std::snprintf(line, sizeof line, "  %-34s %6s %6s %8s %8s %8s %4s\n", "annotation", "tests", "sound", "unsound",
                "unknown", "skipped", "bad");
  s += line;
  for (const auto& [name, r] : rows_) {
    const auto& verdicts = r.verdicts;  // (a structured binding cannot be captured in C++17)
    auto n = [&verdicts](const char* v) {
      auto it = verdicts.find(v);
      return it == verdicts.end() ? 0 : it->second;
    };
    std::snprintf(line, sizeof line, "  %-34s %6d %6d %8d %8d %8d %4d\n", name.c_str(), r.tests, n("sound"),
                  n("unsound"), n("unknown"), n("skipped"), n("bad"));
    s += line;
  }
  for (const auto& [file, annotations] : unsound_) s += "  unsound: " + file + " (" + annotations + ")\n";
  return s;
}

nlohmann::json CampaignReport::json(const std::string& compiler) const {
  nlohmann::json rows = nlohmann::json::array(), unsound = nlohmann::json::array(), totals = nlohmann::json::object();
  for (const char* v : kVerdicts) totals[v] = totals_.count(v) ? totals_.at(v) : 0;
  for (const auto& [name, r] : rows_) {
    nlohmann::json row = {{"annotation", name}, {"tests", r.tests}};
    for (const char* v : kVerdicts) row[v] = r.verdicts.count(v) ? r.verdicts.at(v) : 0;
    rows.push_back(row);
  }
  for (const auto& [file, annotations] : unsound_) unsound.push_back({{"file", file}, {"annotations", annotations}});
  return {{"compiler", compiler}, {"totals", totals}, {"annotations", rows}, {"unsound", unsound}};
}

}  // namespace clmm
