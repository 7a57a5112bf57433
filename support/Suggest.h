// "Did you mean": the nearest of a list of known names to a misspelt one, for every error that
// refuses an enumerated value (memory orders, scopes, fence flags, models, checks, output
// formats, engines, header keywords).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace clmm {

// Edit distance between `a` and `b`, a swap of two adjacent characters counting as one edit.
size_t editDistance(const std::string& a, const std::string& b);

// The candidate nearest to `word`, ignoring case first (`opencl` for `OpenCl`), when it is near
// enough to be a likely misspelling: at most a quarter of the word's length edits away (at least
// one, at most three), so that `memory_order_consume` is not taken for `memory_order_acquire`.
// Nothing when no candidate is that near or `word` is itself a candidate.
std::optional<std::string> nearestName(const std::string& word, const std::vector<std::string>& candidates);

// "; did you mean 'X'?" for nearestName, or "" when there is none.
std::string didYouMean(const std::string& word, const std::vector<std::string>& candidates);

// "a, b, c".
std::string joinNames(const std::vector<std::string>& names);

}  // namespace clmm
