// Reads the integer literals of litmus tests by the rules of C, with herd's decimal reading of a
// leading 0 under --herd-compat (see Literals.h).
#include "litmus/Literals.h"

#include <limits>
#include <optional>

namespace clmm {
namespace {

// The value of `digits` in `base`, or nothing when a digit is not one of the base or the value
// exceeds `max` (INT64_MAX, or UINT64_MAX for an unsigned long, returned as its bit pattern).
std::optional<int64_t> valueIn(const std::string& digits, int base,
                               uint64_t max = static_cast<uint64_t>(std::numeric_limits<int64_t>::max())) {
  if (digits.empty()) return std::nullopt;
  uint64_t v = 0;
  for (char c : digits) {
    int d = c >= '0' && c <= '9'   ? c - '0'
            : c >= 'a' && c <= 'f' ? c - 'a' + 10
            : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                   : 99;
    if (d >= base) return std::nullopt;
    if (v > (max - static_cast<uint64_t>(d)) / static_cast<uint64_t>(base)) return std::nullopt;
    v = v * static_cast<uint64_t>(base) + static_cast<uint64_t>(d);
  }
  return static_cast<int64_t>(v);
}

}  // namespace

int64_t readIntLiteral(const std::string& text, SourceRange range, DiagnosticSink& sink,
                       bool herdCompat, bool* ulong) {
  const std::string tooBig = "integer literal '" + text + "' does not fit in 64 bits";
  const uint64_t umax = std::numeric_limits<uint64_t>::max();
  auto unsignedLong = [&](std::optional<int64_t> v, const std::string& digits, int base) {
    if (v || !ulong) return v;
    v = valueIn(digits, base, umax);
    if (v) *ulong = true;
    return v;
  };
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    auto v = unsignedLong(valueIn(text.substr(2), 16), text.substr(2), 16);
    if (!v) sink.fail(range, tooBig);
    return *v;
  }
  // The lexer's INT token: decimal digits, or 0x and hexadecimal digits.
  auto decimal = valueIn(text, 10);
  if (text.size() < 2 || text[0] != '0') {
    decimal = unsignedLong(decimal, text, 10);
    if (!decimal) sink.fail(range, tooBig);
    return *decimal;
  }
  // A leading 0: octal in C, decimal for herd and Dat3M.
  auto octal = valueIn(text, 8);
  if (herdCompat) {
    if (!decimal) sink.fail(range, tooBig);
    if (!octal || *octal != *decimal)
      sink.warning(range, "literal '" + text + "' read as decimal " + std::to_string(*decimal) +
                              " (--herd-compat, as herd and Dat3M read it); in C a leading 0 makes it " +
                              (octal ? "octal " + std::to_string(*octal) : std::string("invalid")));
    return *decimal;
  }
  if (!octal) {
    for (char c : text)
      if (c == '8' || c == '9')
        sink.fail(range, "invalid digit '" + std::string(1, c) + "' in octal literal '" + text +
                             "' (in C a leading 0 makes a literal octal); write it without the "
                             "leading 0, or use --herd-compat to read such literals as decimal");
    sink.fail(range, tooBig);
  }
  if (decimal != octal)
    sink.warning(range, "octal literal '" + text + "' is " + std::to_string(*octal) +
                            " (in C a leading 0 makes a literal octal), but herd and Dat3M read it "
                            "as decimal " + (decimal ? std::to_string(*decimal) : text) +
                            "; write it without the leading 0, or use --herd-compat to read it as "
                            "decimal");
  return *octal;
}

int64_t readSignedLiteral(const std::string& digits, bool negative, SourceRange range, DiagnosticSink& sink,
                          bool herdCompat, bool* ulong) {
  bool pastSigned = false;
  const int64_t v = readIntLiteral(digits, range, sink, herdCompat, &pastSigned);
  const int64_t min = std::numeric_limits<int64_t>::min();
  if (negative) {
    if (pastSigned && v != min)
      sink.fail(range, "integer -" + digits + " is below -9223372036854775808, the smallest 64-bit value: no "
                       "location or register holds it; write a value from -2^63 to 2^64 - 1");
    return pastSigned ? min : -v;
  }
  if (pastSigned && !ulong)
    sink.fail(range, "integer literal '" + digits + "' is past 9223372036854775807, the largest initial value: "
                     "write a ulong's value past it as its two's complement (-1 for 18446744073709551615)");
  if (ulong) *ulong = pastSigned;
  return v;
}

}  // namespace clmm
