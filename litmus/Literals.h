// Integer literals of litmus tests, read by the rules of C (C11 6.4.4.1): decimal, hexadecimal
// after 0x, octal after a leading 0; every character is consumed and the value fits in 64 bits.
#pragma once

#include <cstdint>
#include <string>

#include "support/Diagnostics.h"

namespace clmm {

// The value of the literal `text` (digits only, no sign) found at `range`. A leading 0 makes it
// octal, as in C: `09` is a located error, and an octal literal whose value differs from its
// decimal reading (`010`) gets a located warning, since herd and Dat3M read it as decimal. With
// `herdCompat` such a literal is read as decimal (with a warning saying so). With `ulong`, a
// literal up to 2^64 - 1 is read: one past 2^63 - 1 is an unsigned long (C11 6.4.4.1 p5 for a
// hexadecimal one; clmm reads a decimal one so too), returned as its bit pattern with *ulong set.
int64_t readIntLiteral(const std::string& text, SourceRange range, DiagnosticSink& sink,
                       bool herdCompat, bool* ulong = nullptr);

// A literal with an optional minus (`negative`) of the initial state or the final condition, the
// value of a mathematical integer: -2^63 is read (its digits alone do not fit a signed 64-bit
// value), and a negative literal below it is a located error (C would negate the unsigned long and
// wrap, so that -9223372036854775809 would equal 2^63 - 1). Past 2^63 - 1, a positive literal is
// read as readIntLiteral does with `ulong`; without `ulong` it is a located error.
int64_t readSignedLiteral(const std::string& digits, bool negative, SourceRange range, DiagnosticSink& sink,
                          bool herdCompat, bool* ulong = nullptr);

}  // namespace clmm
