// The nearest-name suggestions of error messages (support/Suggest.h).
#include "support/Suggest.h"

#include <algorithm>
#include <cctype>

namespace clmm {

size_t editDistance(const std::string& a, const std::string& b) {
  // Optimal string alignment: insertions, deletions, substitutions and swaps of two adjacent
  // characters (the commonest typing slip) each cost one.
  std::vector<std::vector<size_t>> d(a.size() + 1, std::vector<size_t>(b.size() + 1));
  for (size_t i = 0; i <= a.size(); ++i) d[i][0] = i;
  for (size_t j = 0; j <= b.size(); ++j) d[0][j] = j;
  for (size_t i = 1; i <= a.size(); ++i)
    for (size_t j = 1; j <= b.size(); ++j) {
      d[i][j] = std::min({d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) d[i][j] = std::min(d[i][j], d[i - 2][j - 2] + 1);
    }
  return d[a.size()][b.size()];
}

namespace {
std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}
}  // namespace

std::optional<std::string> nearestName(const std::string& word, const std::vector<std::string>& candidates) {
  if (word.empty() || std::find(candidates.begin(), candidates.end(), word) != candidates.end()) return std::nullopt;
  const std::string w = lower(word);
  const size_t limit = std::clamp<size_t>(word.size() / 4, 1, 3);
  std::optional<std::string> best;
  std::pair<size_t, size_t> bestScore{limit + 1, 0};  // (case-blind distance, exact distance)
  for (const auto& c : candidates) {
    std::pair<size_t, size_t> score{editDistance(w, lower(c)), editDistance(word, c)};
    if (score < bestScore) bestScore = score, best = c;
  }
  return best;
}

std::string didYouMean(const std::string& word, const std::vector<std::string>& candidates) {
  auto n = nearestName(word, candidates);
  return n ? "; did you mean '" + *n + "'?" : "";
}

std::string joinNames(const std::vector<std::string>& names) {
  std::string s;
  for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

}  // namespace clmm
