// Parsing of expected verdicts and state sets, and the scan of a litmus file's comments for
// `clmm-expect:` lines (the litmus grammar skips comments, so this reads the raw text).
#include "check/ExpectSyntax.h"

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <set>

#include "litmus/PtxParser.h"
#include "support/Suggest.h"

namespace clmm {

namespace {

const std::string kMarker = "clmm-expect:";

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

bool startsWith(const std::string& t, size_t i, const char* word) { return t.compare(i, std::strlen(word), word) == 0; }

size_t lineEnd(const std::string& t, size_t i) {
  size_t n = t.find_first_of("\r\n", i);
  return n == std::string::npos ? t.size() : n;
}

// The end of a `Key = value` line of the preamble starting at i (the lexer's KEY_VALUE), or 0.
size_t keyValueEnd(const std::string& t, size_t i) {
  auto identChar = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_' || c == '.' || c == '-';
  };
  if (i >= t.size() || !(std::isalpha(static_cast<unsigned char>(t[i])) != 0 || t[i] == '_')) return 0;
  size_t k = i + 1;
  while (k < t.size() && identChar(t[k])) ++k;
  while (k < t.size() && (t[k] == ' ' || t[k] == '\t')) ++k;
  return k < t.size() && t[k] == '=' ? lineEnd(t, k) : 0;
}

// The bodies [begin, end) of the comments of a litmus file, found as its lexer finds them
// (grammar/LitmusLexer.g4, grammar/PtxLitmus.g4): the header line and the preamble's doc strings
// and `Key = value` lines are text, a doc string ends at the end of its line, and in an OpenCL
// test "(*" opens a comment only before white space, '*' or ')' (C code such as `(*x)`).
std::vector<std::pair<size_t, size_t>> commentBodies(const std::string& t, bool ptx) {
  std::vector<std::pair<size_t, size_t>> out;
  bool preamble = true;  // OpenCL: before the first '{'
  for (size_t i = 0; i < t.size();) {
    char c = t[i];
    bool header = ptx ? startsWith(t, i, "PTX") && i + 3 < t.size() && (t[i + 3] == ' ' || t[i + 3] == '\t')
                      : preamble && (((startsWith(t, i, "OpenCL") || startsWith(t, i, "OPENCL")) && i + 6 < t.size() &&
                                   (t[i + 6] == ' ' || t[i + 6] == '\t')) ||
                                  (startsWith(t, i, "CUDA") && i + 4 < t.size() && (t[i + 4] == ' ' || t[i + 4] == '\t')));
    if (header) {
      i = lineEnd(t, i);
    } else if (c == '"') {  // a doc string, or (unclosed on its line) one character
      size_t close = t.find_first_of("\"\r\n", i + 1);
      i = close != std::string::npos && t[close] == '"' ? close + 1 : i + 1;
    } else if (!ptx && preamble && keyValueEnd(t, i) != 0) {
      i = keyValueEnd(t, i);
    } else if (startsWith(t, i, "//")) {
      size_t close = lineEnd(t, i);
      out.emplace_back(i + 2, close);
      i = close;
    } else if (startsWith(t, i, "/*") || (startsWith(t, i, "(*") && (ptx || i + 2 >= t.size() || isSpace(t[i + 2]) ||
                                                                     t[i + 2] == '*' || t[i + 2] == ')'))) {
      const char* closer = t[i] == '/' ? "*/" : "*)";
      size_t close = t.find(closer, i + 2);
      out.emplace_back(i + 2, close == std::string::npos ? t.size() : close);
      i = close == std::string::npos ? t.size() : close + 2;
    } else {
      if (c == '{') preamble = false;
      ++i;
    }
  }
  return out;
}

// Where something looks like an expectation marker: "clmm", then at most one '-', '_' or blank,
// then "expect", in any case.
std::vector<size_t> markerLookalikes(const std::string& t) {
  std::vector<size_t> out;
  auto lower = [&](size_t k) { return static_cast<char>(std::tolower(static_cast<unsigned char>(t[k]))); };
  auto wordAt = [&](size_t k, const char* w) {
    for (size_t j = 0; w[j]; ++j)
      if (k + j >= t.size() || lower(k + j) != w[j]) return false;
    return true;
  };
  for (size_t i = 0; i + 10 <= t.size(); ++i) {
    if (!wordAt(i, "clmm")) continue;
    size_t k = i + 4;
    if (k < t.size() && (t[k] == '-' || t[k] == '_' || t[k] == ' ')) ++k;
    if (wordAt(k, "expect")) out.push_back(i);
  }
  return out;
}

// Whitespace-separated tokens of text[begin, end): [begin, end) pairs.
std::vector<std::pair<size_t, size_t>> tokens(const std::string& text, size_t begin, size_t end) {
  std::vector<std::pair<size_t, size_t>> out;
  size_t i = begin;
  while (i < end) {
    while (i < end && isSpace(text[i])) ++i;
    if (i >= end) break;
    size_t start = i;
    while (i < end && !isSpace(text[i])) ++i;
    out.emplace_back(start, i);
  }
  return out;
}

std::optional<int64_t> parseInteger(const std::string& s) {
  if (s.empty()) return std::nullopt;
  size_t digits = s[0] == '-' ? 1 : 0;
  if (digits == s.size()) return std::nullopt;
  for (size_t i = digits; i < s.size(); ++i)
    if (s[i] < '0' || s[i] > '9') return std::nullopt;
  errno = 0;
  if (digits == 0) {  // up to 2^64 - 1: a ulong's value, kept as its bit pattern (events/Program.h)
    unsigned long long u = std::strtoull(s.c_str(), nullptr, 10);
    if (errno == ERANGE) return std::nullopt;
    return static_cast<int64_t>(u);
  }
  long long v = std::strtoll(s.c_str(), nullptr, 10);
  if (errno == ERANGE) return std::nullopt;
  return static_cast<int64_t>(v);
}

void parseState(const Span& span, size_t begin, size_t end, std::vector<ExpectedState>& out) {
  auto toks = tokens(span.text, begin, end);
  if (toks.empty())
    span.fail(span.at(begin),
              "empty state: a state is NAME=VALUE ... [allowed|racy], and states are separated by ';'");
  ExpectedState st;
  st.range = span.range(toks.front().first, toks.back().second);
  for (size_t k = 0; k < toks.size(); ++k) {
    auto [b, e] = toks[k];
    std::string tok = span.text.substr(b, e - b);
    if (k + 1 == toks.size() && k > 0 && (tok == "racy" || tok == "allowed")) {
      st.cls = tok == "racy" ? StateClass::Racy : StateClass::Allowed;
      break;
    }
    size_t eq = tok.find('=');
    if (eq == std::string::npos || eq == 0)
      span.fail(span.range(b, e), "expected NAME=VALUE in a state, found '" + tok + "'");
    std::string value = tok.substr(eq + 1);
    auto v = parseInteger(value);
    if (!v)
      span.fail(value.empty() ? span.at(b + eq + 1) : span.range(b + eq + 1, e),
                "expected an integer value after '=', found '" + value + "'");
    st.values.emplace_back(tok.substr(0, eq), *v);
    st.ranges.push_back(span.range(b, e));
  }
  out.push_back(std::move(st));
}

// One `clmm-expect:` line (the text after the marker) merged into `into`.
void parseLine(const Span& span, ExpectationsByModel& into) {
  auto toks = tokens(span.text, 0, span.text.size());
  if (toks.empty()) span.fail(span.at(0), "expected a model name after 'clmm-expect:'");
  std::string model = span.text.substr(toks[0].first, toks[0].second - toks[0].first);
  auto word = [&](size_t k) { return span.text.substr(toks[k].first, toks[k].second - toks[k].first); };
  const std::string expectedWord =
      "expected 'allowed', 'forbidden', 'racy', 'liveness' or 'states' after the model name";
  if (toks.size() < 2) span.fail(span.at(span.text.size()), expectedWord);
  Expectation& e = into[model];
  if (!e.source) {
    e.source = span.source;
    e.line = span.line;
    e.modelRange = span.range(toks[0].first, toks[0].second);
  }
  std::string what = word(1);
  if (what == "states") {
    e.hasStates = true;
    parseStates(span.sub(toks[1].second, span.text.size()), e.states);
    return;
  }
  auto verdict = parseVerdictWord(what);
  if (!verdict) span.fail(span.range(toks[1].first, toks[1].second), expectedWord + ", found '" + what + "'");
  if (toks.size() > 2)
    span.fail(span.range(toks[2].first, toks[2].second),
              "unexpected '" + word(2) + "' after the verdict (one expectation per line)");
  if (e.verdict)
    span.fail(span.range(toks[1].first, toks[1].second),
              "second verdict for model '" + model + "' (the first is on line " +
                  std::to_string(e.verdictRange.line) + ")");
  e.verdict = verdict;
  e.verdictRange = span.range(toks[1].first, toks[1].second);
}

}  // namespace

Span Span::sub(size_t begin, size_t end) const {
  Span s;
  s.source = source;
  s.line = line;
  s.text = text.substr(begin, end - begin);
  s.cols.assign(cols.begin() + static_cast<long>(begin), cols.begin() + static_cast<long>(end));
  s.endCol = end < cols.size() ? cols[end] : endCol;
  return s;
}

SourceRange Span::range(size_t begin, size_t end) const {
  return {line, cols.at(begin), line, cols.at(end - 1)};
}

SourceRange Span::at(size_t i) const {
  int c = i < cols.size() ? cols[i] : endCol;
  return SourceRange::point(line, c);
}

void Span::fail(SourceRange r, const std::string& message) const {
  throw BadInput(source->path(), r, message, source);
}

std::string Expectation::origin() const {
  return (source ? source->path() : std::string("?")) + ":" + std::to_string(line);
}

std::optional<Verdict> parseVerdictWord(const std::string& word) {
  if (word == "allowed") return Verdict::Allowed;
  if (word == "forbidden") return Verdict::Forbidden;
  if (word == "racy") return Verdict::Racy;
  if (word == "liveness") return Verdict::Liveness;
  return std::nullopt;
}

void parseStates(const Span& span, std::vector<ExpectedState>& out) {
  size_t begin = 0;
  for (size_t i = 0; i <= span.text.size(); ++i) {
    if (i < span.text.size() && span.text[i] != ';') continue;
    parseState(span, begin, i, out);
    begin = i + 1;
  }
}

ExpectationsByModel scanFileExpectations(const std::shared_ptr<const SourceFile>& source) {
  ExpectationsByModel result;
  const std::string& t = source->text();
  auto lineOf = [&](size_t at) {
    return 1 + static_cast<int>(std::count(t.begin(), t.begin() + static_cast<long>(at), '\n'));
  };
  auto colOf = [&](size_t at) {
    size_t lineStart = t.rfind('\n', at == 0 ? 0 : at - 1);
    lineStart = at == 0 || lineStart == std::string::npos ? 0 : lineStart + 1;
    return static_cast<int>(at - lineStart) + 1;
  };
  std::vector<std::pair<size_t, size_t>> comments = commentBodies(t, looksLikePtx(t) || looksLikeAmdgpu(t));
  std::set<size_t> read;  // the markers parsed
  for (auto [begin, end] : comments) {
    for (size_t m = t.find(kMarker, begin); m != std::string::npos && m < end; m = t.find(kMarker, m + 1)) {
      size_t from = m + kMarker.size();
      size_t to = std::min(end, t.find('\n', from));
      Span span;
      span.source = source;
      span.line = lineOf(m);
      span.text = t.substr(from, to - from);
      int col = colOf(from);
      for (size_t k = from; k < to; ++k) span.cols.push_back(col + static_cast<int>(k - from));
      span.endCol = col + static_cast<int>(to - from);
      parseLine(span, result);
      read.insert(m);
    }
  }
  // Whatever looks like an expectation and was not read is an error: a test must not pass for
  // want of its expectation (a quote or a comment left open above it, a misspelt marker).
  for (size_t at : markerLookalikes(t)) {
    if (read.count(at)) continue;
    bool inComment =
        std::any_of(comments.begin(), comments.end(), [&](const auto& c) { return at >= c.first && at < c.second; });
    size_t len = 4;
    while (at + len < t.size() && std::isalpha(static_cast<unsigned char>(t[at + len])) == 0) ++len;
    len += 6;  // "expect"
    if (at + len < t.size() && t[at + len] == ':') ++len;
    std::string written = t.substr(at, len);
    SourceRange where{lineOf(at), colOf(at), lineOf(at), colOf(at) + static_cast<int>(len) - 1};
    if (inComment)
      throw BadInput(
          source->path(), where,
          "'" + written + "' is not read as an expectation: write 'clmm-expect:' (lower case, a colon right after)",
          source);
    throw BadInput(source->path(), where,
                   "'" + written +
                       "' outside a comment is not read as an expectation (is a quote or a comment above "
                       "left open?); write it in a comment: (* ... *), /* ... */ or //",
                   source);
  }
  return result;
}

void checkExpectationModels(const ExpectationsByModel& expectations, const std::vector<std::string>& known,
                            const std::vector<UnnamedModelFile>& unnamed) {
  for (const auto& [model, e] : expectations) {
    if (std::find(known.begin(), known.end(), model) != known.end()) continue;
    for (const auto& u : unnamed)
      if (u.stem == model)
        throw BadInput(e.source->path(), e.modelRange,
                       "'" + model + "' is the file name of model " + u.model +
                           ", which declares no name; expectations bind to the name a model declares, never to "
                           "its file's: give the model the title line \"" + model +
                           "\" or run with --expect-name " + u.model + "=" + model,
                       e.source);
    auto near = nearestName(model, known);
    if (!near) continue;  // a model file checked in another run: no expectation for this one
    throw BadInput(e.source->path(), e.modelRange,
                   "unknown model '" + model + "'; did you mean '" + *near + "'? (models: " + joinNames(known) +
                       ", or the name a model file declares)",
                   e.source);
  }
}

}  // namespace clmm
