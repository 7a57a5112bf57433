// Parsing of expected verdicts and state sets, and the scan of a litmus file's comments for
// `clmm-expect:` lines (the litmus grammar skips comments, so this reads the raw text).
#include "cli/ExpectSyntax.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>

namespace clmm {

namespace {

const std::string kMarker = "clmm-expect:";

bool isSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

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
  const std::string expectedWord = "expected 'allowed', 'forbidden', 'racy' or 'states' after the model name";
  if (toks.size() < 2) span.fail(span.at(span.text.size()), expectedWord);
  Expectation& e = into[model];
  if (!e.source) {
    e.source = span.source;
    e.line = span.line;
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
  // Comment bodies [begin, end), found the way the litmus lexer finds them.
  std::vector<std::pair<size_t, size_t>> comments;
  for (size_t i = 0; i < t.size();) {
    if (t[i] == '"') {
      size_t close = t.find('"', i + 1);
      i = close == std::string::npos ? t.size() : close + 1;
    } else if (t.compare(i, 2, "//") == 0) {
      size_t close = t.find('\n', i);
      if (close == std::string::npos) close = t.size();
      comments.emplace_back(i + 2, close);
      i = close;
    } else if (t.compare(i, 2, "/*") == 0 ||
               (t.compare(i, 2, "(*") == 0 && (i + 2 >= t.size() || isSpace(t[i + 2]) ||
                                                t[i + 2] == '*' || t[i + 2] == ')'))) {
      const char* closer = t[i] == '/' ? "*/" : "*)";
      size_t close = t.find(closer, i + 2);
      comments.emplace_back(i + 2, close == std::string::npos ? t.size() : close);
      i = close == std::string::npos ? t.size() : close + 2;
    } else {
      ++i;
    }
  }
  for (auto [begin, end] : comments) {
    for (size_t m = t.find(kMarker, begin); m != std::string::npos && m < end; m = t.find(kMarker, m + 1)) {
      size_t from = m + kMarker.size();
      size_t to = std::min(end, t.find('\n', from));
      size_t lineStart = t.rfind('\n', m);
      lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
      Span span;
      span.source = source;
      span.line = 1 + static_cast<int>(std::count(t.begin(), t.begin() + static_cast<long>(m), '\n'));
      span.text = t.substr(from, to - from);
      for (size_t k = from; k < to; ++k) span.cols.push_back(static_cast<int>(k - lineStart) + 1);
      span.endCol = static_cast<int>(to - lineStart) + 1;
      parseLine(span, result);
    }
  }
  return result;
}

}  // namespace clmm
