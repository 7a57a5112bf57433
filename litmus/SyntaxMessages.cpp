// Rewording of ANTLR's syntax error messages (SyntaxMessages.h).
#include "litmus/SyntaxMessages.h"

#include <cctype>

namespace clmm {
namespace {

void replaceAll(std::string& s, const std::string& from, const std::string& to) {
  for (size_t p = s.find(from); p != std::string::npos; p = s.find(from, p + to.size())) s.replace(p, from.size(), to);
}

bool wordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// Each whole word `from` outside '...' becomes `to`, in one pass (what is put in is not read again).
std::string replaceTokenNames(const std::string& s, const std::vector<std::pair<std::string, std::string>>& names) {
  std::string out;
  bool quoted = false;
  for (size_t i = 0; i < s.size();) {
    if (s[i] == '\'') quoted = !quoted;
    bool replaced = false;
    if (!quoted && (i == 0 || !wordChar(s[i - 1])))
      for (const auto& [from, to] : names)
        if (s.compare(i, from.size(), from) == 0 && (i + from.size() == s.size() || !wordChar(s[i + from.size()]))) {
          out += to;
          i += from.size();
          replaced = true;
          break;
        }
    if (!replaced) out += s[i++];
  }
  return out;
}

}  // namespace

std::string rewordSyntaxError(const std::string& message, const SyntaxWording& wording) {
  std::string out = message;
  std::string expected;
  const std::string key = " expecting ";
  size_t pos = out.find(key);
  if (pos != std::string::npos) {
    expected = out.substr(pos + key.size());
    out = out.substr(0, pos);
  }
  replaceAll(out, "'<EOF>'", "end of file");
  replaceAll(out, "<EOF>", "end of file");
  replaceAll(out, "extraneous input ", "unexpected ");
  replaceAll(out, "mismatched input ", "unexpected ");
  replaceAll(out, "no viable alternative at input ", "cannot parse ");
  replaceAll(out, "token recognition error at: ", "unexpected character ");
  size_t items = expected.empty() ? 0 : 1;
  for (char c : expected) items += c == ',';
  if (out.find("end of file") != std::string::npos && expected.find("'}'") != std::string::npos)
    return "unexpected end of file: missing '}'";
  if (!expected.empty() && items <= wording.maxExpected) {
    if (expected.front() == '{') expected = expected.substr(1, expected.size() - 2);
    out += ", expecting " + expected;
  }
  auto names = wording.tokens;
  names.emplace_back("HEADER", "a header line " + wording.header);
  out = replaceTokenNames(out, names);
  if (out.rfind("missing a header", 0) == 0) out = "expected a header line " + wording.header + " first";
  return out;
}

std::optional<std::string> keywordAsName(const std::string& text, size_t line, size_t column, const std::string& word) {
  // The word's byte offset: its line's start, then `column` characters (a UTF-8 lead byte each).
  size_t at = 0;
  for (size_t l = 1; l < line && at != std::string::npos; ++l) {
    at = text.find('\n', at);
    if (at != std::string::npos) ++at;
  }
  if (at == std::string::npos) return std::nullopt;
  for (size_t col = 0; col < column && at < text.size(); ++col)
    do ++at;
    while (at < text.size() && (static_cast<unsigned char>(text[at]) & 0xC0) == 0x80);
  if (word.empty() || text.compare(at, word.size(), word) != 0) return std::nullopt;
  const size_t after = text.find_first_not_of(" \t\r\n", at + word.size());
  const size_t before = at == 0 ? std::string::npos : text.find_last_not_of(" \t\r\n", at - 1);
  const bool statementStart = before == std::string::npos || std::string(";{}|").find(text[before]) != std::string::npos;
  const bool nameAfter = after != std::string::npos && (std::string("=,)[").find(text[after]) != std::string::npos ||
                                                        (text[after] == ';' && !statementStart));
  const bool nameBefore = before != std::string::npos && (text[before] == ':' || text[before] == '*');
  if (!nameAfter && !nameBefore) return std::nullopt;
  return "'" + word + "' is a keyword of litmus tests and cannot name a location, register or parameter: rename it (e.g. '" +
         word + "_')";
}

}  // namespace clmm
