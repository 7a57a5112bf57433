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

}  // namespace clmm
