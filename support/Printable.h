// The one rule by which a name read from outside (a file path, a test's name, a location) is
// shown in every output clmm writes: text, brief, herd logs, JSON, JUnit, HTML, DOT, generated
// sources and --write-expect (docs/ci.md, "Names in reports"). What cannot be shown as it is
// becomes a visible escape, so that no name can end a line, rewrite a terminal, break a report's
// syntax or carry bytes that are not UTF-8.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace clmm {

// `s` with each byte that is not part of a well-formed UTF-8 sequence written as \xHH (HH: the
// byte, 80 to ff), each control character (U+0000 to U+001F and U+007F) as \xHH (00 to 1f, 7f),
// and each C1 control (U+0080 to U+009F), bidirectional formatting character (U+200E, U+200F,
// U+202A to U+202E, U+2066 to U+2069), line or paragraph separator (U+2028, U+2029) and
// noncharacter U+FFFE / U+FFFF as \uHHHH. Everything else, backslashes included, is kept.
std::string printableName(std::string_view s);

// Whether printableName leaves `s` as it is.
bool isPrintableName(std::string_view s);

// A text of several lines (a message, a report's details): printableName line by line, keeping
// the line feeds (and tabs).
std::string printableText(std::string_view s);

// Whether printableText leaves `s` as it is.
bool isPrintableText(std::string_view s);

// A comment of generated code (C, CUDA, OpenCL C, shell, Markdown): printableName with every
// character outside letters, digits, space and _ - . , : / + = @ ( ) [ ] # replaced by '?', so
// that no comment can be ended ("*/", a line feed, a trailing backslash) or open anything.
std::string commentText(std::string_view s);

// A C / C++ / CUDA / OpenCL C string literal holding the bytes of `s` exactly: quotes around
// it, every byte that is not printable ASCII, and ", \ and ?, written as an escape.
// With `breakLines`, the literal is split after each line feed ("a\n"\n    "b") for reading.
std::string cStringLiteral(std::string_view s, bool breakLines = false);

// A C / C++ / CUDA / OpenCL C integer literal of the value `v` (long where int is too narrow):
// -2^63 is written (-9223372036854775807L - 1), since "-9223372036854775808" negates an unsigned
// literal (clang refuses it in a braced initialiser of an int64_t).
std::string cIntegerLiteral(int64_t v);

}  // namespace clmm
