// A guard for JSON input read from outside (a harness's report, a browser's request): nesting is
// measured on the text before any parser sees it, since parsed values are freed recursively.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace clmm {

// The offset of the first '[' or '{' (outside strings) nested deeper than `maxDepth`; none when
// the text stays within it.
std::optional<size_t> jsonTooDeep(const std::string& text, int maxDepth);

}  // namespace clmm
