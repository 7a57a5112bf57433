// Showing names read from outside in clmm's outputs (support/Printable.h).
#include "support/Printable.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace clmm {

namespace {

// The code point of the well-formed UTF-8 sequence at s[i] and its length, or a length of 0.
std::pair<uint32_t, size_t> decode(std::string_view s, size_t i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(s[k]); };
  unsigned char b = byte(i);
  if (b < 0x80) return {b, 1};
  size_t len = b >= 0xc2 && b <= 0xdf ? 2 : b >= 0xe0 && b <= 0xef ? 3 : b >= 0xf0 && b <= 0xf4 ? 4 : 0;
  if (len == 0 || i + len > s.size()) return {0, 0};
  uint32_t cp = b & (len == 2 ? 0x1f : len == 3 ? 0x0f : 0x07);
  for (size_t k = 1; k < len; ++k) {
    if ((byte(i + k) & 0xc0) != 0x80) return {0, 0};
    cp = cp << 6 | (byte(i + k) & 0x3f);
  }
  // Overlong forms, surrogates and code points past U+10FFFF are not well-formed.
  if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) || (cp >= 0xd800 && cp <= 0xdfff))
    return {0, 0};
  return {cp, len};
}

bool escaped(uint32_t cp) {
  return cp < 0x20 || (cp >= 0x7f && cp <= 0x9f) || cp == 0x200e || cp == 0x200f || (cp >= 0x202a && cp <= 0x202e) ||
         (cp >= 0x2066 && cp <= 0x2069) || cp == 0x2028 || cp == 0x2029 || cp == 0xfffe || cp == 0xffff;
}

std::string hex(const char* format, unsigned value) {
  char buffer[16];
  std::snprintf(buffer, sizeof buffer, format, value);
  return buffer;
}

// Printable ASCII (space to tilde) is kept as it is; with `breaks`, so are line feeds and tabs.
bool plain(unsigned char c, bool breaks) { return (c >= 0x20 && c < 0x7f) || (breaks && (c == '\n' || c == '\t')); }

// Whether all 8 bytes of `w` are printable ASCII (0x20 to 0x7e): none below 0x20 (a borrow out
// of w - 0x20.. under a clear high bit), none at 0x7f or above (w + 0x01.. sets a high bit, or
// the byte had one).
bool printableWord(uint64_t w) {
  constexpr uint64_t kOnes = 0x0101010101010101ull, kHigh = 0x8080808080808080ull;
  return (((w - 0x20 * kOnes) & ~w) & kHigh) == 0 && (((w + kOnes) | w) & kHigh) == 0;
}

// The end of the run of plain bytes that starts at s[i]: eight at a time while all eight are
// printable ASCII (explanations are megabytes of it), byte by byte from the first that is not.
size_t plainRun(std::string_view s, size_t i, bool breaks) {
  for (;;) {
    while (i + 8 <= s.size()) {
      uint64_t w;
      std::memcpy(&w, s.data() + i, 8);
      if (!printableWord(w)) break;
      i += 8;
    }
    const size_t stop = std::min(s.size(), i + 8);
    const size_t from = i;
    while (i < stop && plain(static_cast<unsigned char>(s[i]), breaks)) ++i;
    if (i < stop || i == s.size() || i == from) return i;
  }
}

// printableName of `s`, or printableText with `breaks`, appended to `out`: runs of plain bytes
// are copied whole (explanations and JSON reports are megabytes of them), the rest decoded.
void appendPrintable(std::string& out, std::string_view s, bool breaks) {
  for (size_t i = 0; i < s.size();) {
    const size_t run = plainRun(s, i, breaks);
    out.append(s.data() + i, run - i);
    i = run;
    if (i >= s.size()) break;
    auto [cp, len] = decode(s, i);
    if (len == 0) {
      out += hex("\\x%02x", static_cast<unsigned char>(s[i]));
      ++i;
    } else if (escaped(cp)) {
      out += cp < 0x80 ? hex("\\x%02x", cp) : hex("\\u%04x", cp);
      i += len;
    } else {
      out.append(s.data() + i, len);
      i += len;
    }
  }
}

// Whether appendPrintable would copy `s` unchanged.
bool unchanged(std::string_view s, bool breaks) {
  for (size_t i = 0; i < s.size();) {
    i = plainRun(s, i, breaks);
    if (i >= s.size()) break;
    auto [cp, len] = decode(s, i);
    if (len == 0 || escaped(cp)) return false;
    i += len;
  }
  return true;
}

}  // namespace

std::string printableName(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  appendPrintable(out, s, false);
  return out;
}

bool isPrintableName(std::string_view s) { return unchanged(s, false); }

// A line feed or a tab is never part of a UTF-8 sequence, so escaping the text in one pass with
// them kept is escaping each line (and each part between tabs) on its own.
std::string printableText(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  appendPrintable(out, s, true);
  return out;
}

bool isPrintableText(std::string_view s) { return unchanged(s, true); }

std::string commentText(std::string_view s) {
  std::string out;
  for (char c : printableName(s)) {
    bool keep = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
    for (char ok : std::string_view(" _-.,:/+=@()[]#")) keep = keep || c == ok;
    out += keep ? c : '?';
  }
  return out;
}

std::string cStringLiteral(std::string_view s, bool breakLines) {
  std::string out = "\"";
  for (size_t i = 0; i < s.size(); ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '?':
        out += "\\?";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\n':
        out += breakLines && i + 1 < s.size() ? "\\n\"\n    \"" : "\\n";
        break;
      default:
        if (c < 0x20 || c >= 0x7f)
          out += hex("\\%03o", c);
        else
          out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string cIntegerLiteral(int64_t v) {
  return v == INT64_MIN ? std::string("(-9223372036854775807L - 1)") : std::to_string(v);
}

}  // namespace clmm
