// The validators of numeric options (cli/Options.h).
#include "cli/Options.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdlib>

#include "support/Suggest.h"

namespace clmm {

CLI::Validator secondsValidator() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        const std::string expected = "expected a number of seconds from 0 to 1000000 (0: no limit), found '" + text + "'";
        // Digits with an optional fraction only: no sign, exponent, hexadecimal, nan or inf.
        if (text.empty() || text.find_first_not_of("0123456789.") != std::string::npos ||
            text.find('.') != text.rfind('.') || text == ".")
          return expected;
        errno = 0;
        char* end = nullptr;
        double v = std::strtod(text.c_str(), &end);
        if (errno != 0 || *end != '\0' || !std::isfinite(v) || v < 0 || v > kMaxSeconds) return expected;
        return "";
      },
      "SECONDS");
}

CLI::Validator choiceValidator(const std::vector<std::string>& choices) {
  std::string list;
  for (size_t i = 0; i < choices.size(); ++i)
    list += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + choices[i];
  return CLI::Validator(
      [choices, list](std::string& text) -> std::string {
        if (std::find(choices.begin(), choices.end(), text) != choices.end()) return "";
        return "expected " + list + ", found '" + text + "'" + didYouMean(text, choices);
      },
      "{" + joinNames(choices) + "}");
}

CLI::Validator countValidator(uint64_t min, uint64_t max, const std::string& what) {
  return CLI::Validator(
      [min, max, what](std::string& text) -> std::string {
        const std::string expected = "expected a whole number of " + what + " from " + std::to_string(min) + " to " +
                                     std::to_string(max) + ", found '" + text + "'";
        if (text.empty() || text.size() > 19 || text.find_first_not_of("0123456789") != std::string::npos)
          return expected;
        uint64_t v = std::stoull(text);
        if (v < min || v > max) return expected;
        return "";
      },
      "N");
}

}  // namespace clmm
