// Validation of the numeric command-line options: every value is checked for its range, and
// NaN, infinity, hexadecimal and exponent forms that would overflow are refused with a message
// that says what is expected, before anything runs.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace clmm {

// The largest --timeout / --witness-timeout: about 11.5 days, far inside what a deadline on the
// steady clock can represent.
constexpr double kMaxSeconds = 1e6;

// A number of seconds: a decimal number from 0 to kMaxSeconds (0: no limit).
CLI::Validator secondsValidator();

// One of `choices` (an option's enumerated values: formats, ...): otherwise the message lists them
// and names the nearest ("expected text, brief or json, found 'jsn'; did you mean 'json'?").
CLI::Validator choiceValidator(const std::vector<std::string>& choices);

// A whole number from `min` to `max` written in decimal digits; `what` names the unit.
CLI::Validator countValidator(uint64_t min, uint64_t max, const std::string& what);

}  // namespace clmm
