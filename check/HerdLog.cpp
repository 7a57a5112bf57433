// herd7 and litmus7 logs read back, and a block compared with clmm's result (check/HerdLog.h).
// Written from the log grammar docs/cli.md states, not from herd's sources: a line-by-line
// reader with no recursion, so that a hostile log costs at most its (guarded) size.
#include <cctype>
#include "check/HerdLog.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <set>


namespace clmm {

namespace {

bool isBlank(char c) { return c == ' ' || c == '\t'; }
bool isAlpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool isDigit(char c) { return c >= '0' && c <= '9'; }
// herd's test names: letters, digits and `_ / . - + [ ]`.
bool isNameChar(char c) { return isAlpha(c) || isDigit(c) || std::string("_/.-+[]").find(c) != std::string::npos; }
bool isLocChar(char c) { return isAlpha(c) || isDigit(c) || c == '_' || c == '.' || c == ':' || c == '[' || c == ']' || c == '$'; }

bool startsWith(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }

// The first word of a line and whether it is followed by a blank or the end.
bool keyword(const std::string& line, const std::string& word) {
  return startsWith(line, word) && (line.size() == word.size() || isBlank(line[word.size()]));
}

// `0x1f`, `-3`, `12` in decimal; a name (a pointer value) as it is; "" when malformed.
std::string normalValue(const std::string& v, std::string& why) {
  if (v.empty()) return why = "an empty value", "";
  bool neg = v[0] == '-';
  std::string digits = v.substr(neg ? 1 : 0);
  if (!digits.empty() && isDigit(digits[0])) {
    int base = startsWith(digits, "0x") || startsWith(digits, "0X") ? 16 : 10;
    const std::string body = base == 16 ? digits.substr(2) : digits;
    bool ok = !body.empty() && std::all_of(body.begin(), body.end(), [&](char c) {
      return isDigit(c) || (base == 16 && ((c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')));
    });
    if (!ok) return why = "'" + v + "' is not a number", "";
    errno = 0;
    unsigned long long n = std::strtoull(body.c_str(), nullptr, base);
    if (errno == ERANGE || (neg && n > (1ULL << 63))) return why = "'" + v + "' is out of range", "";
    if (neg && n == 0) return "0";  // -0 is 0, as 00 and 0x0 are
    if (neg) return n == (1ULL << 63) ? std::string("-9223372036854775808") : "-" + std::to_string(n);
    return std::to_string(n);  // a ulong stays unsigned, as clmm prints it
  }
  if (!neg && isAlpha(v[0]) && std::all_of(v.begin(), v.end(), isLocChar)) return v;
  return why = "'" + v + "' is neither a number nor a name", "";
}

// `P0:r1` -> `0:r1`, `[x]` -> `x`.
std::string normalLocation(std::string loc) {
  if (loc.size() > 2 && loc.front() == '[' && loc.back() == ']') loc = loc.substr(1, loc.size() - 2);
  if (loc.size() > 1 && loc[0] == 'P' && isDigit(loc[1])) {
    size_t colon = loc.find(':');
    if (colon != std::string::npos && std::all_of(loc.begin() + 1, loc.begin() + colon, isDigit)) loc = loc.substr(1);
  }
  return loc;
}

const char* const kValidations[] = {"Ok", "No", "??", "Succeeded", "Failed", "Undef"};

// The validation word a line starts with (after an optional `Loop `), or "".
std::string validationWord(const std::string& line) {
  std::string rest = keyword(line, "Loop") ? line.substr(4) : line;
  size_t i = 0;
  while (i < rest.size() && isBlank(rest[i])) ++i;
  rest = rest.substr(i);
  for (const char* w : kValidations)
    if (startsWith(rest, w)) {
      std::string word = w;
      if (word == "Succeeded") return "Ok";
      if (word == "Failed") return "No";
      return word;
    }
  return "";
}

class Reader {
 public:
  explicit Reader(const std::shared_ptr<const SourceFile>& source) : src_(source) {
    const std::string& text = source->text();
    size_t start = 0;
    while (start < text.size()) {
      size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      std::string line = text.substr(start, end - start);
      if (!line.empty() && line.back() == '\r') line.pop_back();
      lines_.push_back(std::move(line));
      start = end + 1;
    }
  }

  HerdLog read() {
    HerdLog log;
    std::map<std::string, int> seen;
    size_t i = 0;
    while (i < lines_.size()) {
      if (!keyword(lines_[i], "Test")) {
        ++i;
        continue;
      }
      HerdLogTest t = block(i, log.litmus);
      auto [it, fresh] = seen.emplace(t.name, t.line);
      if (!fresh)
        fail(t.line, 6, "test " + t.name + " is in the log twice (first on line " + std::to_string(it->second) +
                            "); give one log per run");
      log.tests.push_back(std::move(t));
    }
    if (log.tests.empty())
      fail(1, 1, "no test in this log: herd7 and litmus7 start each test's block with a line `Test NAME [KIND]`");
    return log;
  }

 private:
  [[noreturn]] void fail(int line, int col, const std::string& message) const {
    throw BadInput(src_->path(), SourceRange::point(line, col), message, src_);
  }

  // The block whose Test line is line i; i ends on the next Test line or past the end.
  HerdLogTest block(size_t& i, bool& litmus) {
    HerdLogTest t;
    t.line = static_cast<int>(i) + 1;
    const std::string& head = lines_[i];
    size_t p = 4;
    while (p < head.size() && isBlank(head[p])) ++p;
    size_t nameStart = p;
    while (p < head.size() && !isBlank(head[p])) ++p;
    t.name = head.substr(nameStart, p - nameStart);
    if (t.name.empty() || !std::all_of(t.name.begin(), t.name.end(), isNameChar))
      fail(t.line, static_cast<int>(nameStart) + 1,
           "a test name herd's log readers do not take (letters, digits and _ / . - + [ ] only)");
    while (p < head.size() && isBlank(head[p])) ++p;
    t.kind = head.substr(p);
    ++i;
    // Up to `States` or `Histogram`; a `Fatal` line means herd gave no result.
    for (;; ++i) {
      if (i >= lines_.size() || keyword(lines_[i], "Test"))
        fail(t.line, 1, "test " + t.name + "'s block has no `States` line (nor `Fatal`) before " +
                            (i >= lines_.size() ? std::string("the end of the log") : "the next test"));
      const std::string& l = lines_[i];
      if (startsWith(l, "Fatal")) {
        t.validation = "Fatal";
        t.fatal = l;
        ++i;
        skipToNextTest(i);
        return t;
      }
      if (keyword(l, "States")) break;
      if (keyword(l, "Histogram")) {
        litmus = true;
        break;
      }
    }
    const size_t countLine = i;
    const long declared = declaredStateCount(lines_[i]);
    ++i;
    states(t, i, litmus);
    // herd's `States N` and litmus7's `Histogram (N states)` count the lines that follow: a log
    // cut short or edited by hand would otherwise lose states silently.
    if (declared >= 0 && static_cast<size_t>(declared) != t.states.size())
      fail(static_cast<int>(countLine) + 1, 1,
           "test " + t.name + " declares " + std::to_string(declared) + " states but lists " +
               std::to_string(t.states.size()) + ": the log is cut or edited; regenerate it with herd7 or litmus7");
    trailer(t, i);
    return t;
  }

  // N of `States N` or `Histogram (N states)`; -1 where the line gives no number.
  static long declaredStateCount(const std::string& l) {
    size_t p = l.find_first_of("0123456789");
    if (p == std::string::npos) return -1;
    long n = 0;
    for (; p < l.size() && std::isdigit(static_cast<unsigned char>(l[p])) && n < 100000000; ++p) n = n * 10 + (l[p] - '0');
    return n;
  }

  void states(HerdLogTest& t, size_t& i, bool& litmus) {
    for (;; ++i) {
      if (i >= lines_.size() || keyword(lines_[i], "Test"))
        fail(static_cast<int>(std::min(i, lines_.size())), 1,
             "test " + t.name + "'s states end without a validation word (Ok, No, ??, Succeeded, Failed or Undef)");
      std::string l = lines_[i];
      std::string v = validationWord(l);
      if (!v.empty()) {
        t.validation = v;
        ++i;
        return;
      }
      size_t start = 0;
      while (start < l.size() && isBlank(l[start])) ++start;
      if (start == l.size()) {  // herd writes a test with no observables as one empty state line
        if (t.states.empty()) t.states.emplace_back(), t.counts.push_back(1);
        continue;
      }
      uint64_t count = 1;
      size_t arrow = l.find('>');
      if (isDigit(l[start]) && arrow != std::string::npos && arrow > start && (l[arrow - 1] == ':' || l[arrow - 1] == '*')) {
        std::string n = l.substr(start, arrow - 1 - start);
        while (!n.empty() && isBlank(n.back())) n.pop_back();
        if (std::all_of(n.begin(), n.end(), isDigit) && !n.empty()) {
          errno = 0;
          count = std::strtoull(n.c_str(), nullptr, 10);
          if (errno == ERANGE || n.size() > 19)
            fail(static_cast<int>(i) + 1, static_cast<int>(start) + 1, "the count '" + n + "' is out of range");
          litmus = true;
          start = arrow + 1;
        }
      }
      HerdState s;
      std::string why;
      size_t col = 0;
      if (!parseHerdState(l.substr(start), s, why, col))
        fail(static_cast<int>(i) + 1, static_cast<int>(start + col) + 1, why);
      t.states.push_back(std::move(s));
      t.counts.push_back(count);
    }
  }

  // After the validation word: Witnesses, Flag, Condition, Observation, Time, Hash, ... up to the
  // next test.
  void trailer(HerdLogTest& t, size_t& i) {
    for (; i < lines_.size() && !keyword(lines_[i], "Test"); ++i) {
      const std::string& l = lines_[i];
      if (keyword(l, "Observation")) {
        std::vector<std::string> words;
        size_t p = 0;
        while (p < l.size()) {
          while (p < l.size() && isBlank(l[p])) ++p;
          size_t s = p;
          while (p < l.size() && !isBlank(l[p])) ++p;
          if (p > s) words.push_back(l.substr(s, p - s));
        }
        if (words.size() < 3 || (words[2] != "Always" && words[2] != "Sometimes" && words[2] != "Never"))
          fail(static_cast<int>(i) + 1, 1, "an Observation line is `Observation NAME Always|Sometimes|Never P N`");
        t.observation = words[2];
      } else if (startsWith(l, "Hash") || startsWith(l, "hash") || startsWith(l, "HASH")) {
        size_t eq = l.find('=');
        if (eq == std::string::npos) continue;  // a `Hash ...` line that is not herd's
        size_t s = eq + 1;
        while (s < l.size() && isBlank(l[s])) ++s;
        size_t e = s;
        while (e < l.size() && !isBlank(l[e])) ++e;
        t.hash = l.substr(s, e - s);
      }
    }
  }

  void skipToNextTest(size_t& i) {
    while (i < lines_.size() && !keyword(lines_[i], "Test")) ++i;
  }

  std::shared_ptr<const SourceFile> src_;
  std::vector<std::string> lines_;
};

}  // namespace

const HerdLogTest* HerdLog::find(const std::string& name) const {
  for (const auto& t : tests)
    if (t.name == name) return &t;
  return nullptr;
}

bool parseHerdState(const std::string& text, HerdState& out, std::string& why, size_t& column) {
  size_t p = 0;
  for (;;) {
    while (p < text.size() && isBlank(text[p])) ++p;
    if (p == text.size() || text[p] == '#') return true;  // herd's logs may end a state line with a comment
    column = p;
    size_t eq = text.find('=', p), semi = text.find(';', p);
    if (eq == std::string::npos || semi == std::string::npos || semi < eq) {
      why = "a state is bindings LOC=VALUE; (e.g. `1:r0=1; x=2;`)";
      return false;
    }
    std::string loc = text.substr(p, eq - p), value = text.substr(eq + 1, semi - eq - 1);
    while (!loc.empty() && isBlank(loc.back())) loc.pop_back();
    size_t vs = 0;
    while (vs < value.size() && isBlank(value[vs])) ++vs;
    value = value.substr(vs);
    while (!value.empty() && isBlank(value.back())) value.pop_back();
    if (loc.empty() || !std::all_of(loc.begin(), loc.end(), isLocChar)) {
      why = "'" + loc + "' is not a location (`0:r0`, `x`, `[x]`, `x[1]`)";
      return false;
    }
    std::string v = normalValue(value, why);
    if (v.empty()) {
      column = eq + 1;
      return false;
    }
    if (!out.emplace(normalLocation(loc), v).second) {
      why = "location " + loc + " is given twice in one state";
      return false;
    }
    p = semi + 1;
  }
}

HerdLog parseHerdLog(const std::shared_ptr<const SourceFile>& source) { return Reader(source).read(); }

std::string herdStateText(const HerdState& s) {
  std::string out;
  for (const auto& [loc, value] : s) out += (out.empty() ? "" : " ") + loc + "=" + value + ";";
  return out;
}

std::vector<HerdState> herdStatesOf(const TestResult& r) {
  std::vector<HerdState> out;
  for (const auto& s : r.states) {
    HerdState h;
    for (size_t i = 0; i < s.values.size() && i < r.observables.size(); ++i)
      h[normalLocation(r.observables[i])] = r.valueText(i, s.values[i]);
    out.push_back(std::move(h));
  }
  return out;
}

HerdDifference compareWithHerd(const HerdLogTest& t, bool litmus, const TestResult& r) {
  HerdDifference d;
  std::set<std::string> log, model;
  for (size_t i = 0; i < t.states.size(); ++i)  // a litmus7 state seen 0 times was not observed
    if (!litmus || i >= t.counts.size() || t.counts[i] > 0) log.insert(herdStateText(t.states[i]));
  for (const auto& s : herdStatesOf(r)) model.insert(herdStateText(s));
  for (const auto& s : log)
    if (!model.count(s)) d.onlyInLog.push_back(s);
  for (const auto& s : model)
    if (log.count(s)) continue;
    else if (litmus) ++d.unobserved;
    else d.onlyUnderModel.push_back(s);
  if (!litmus && !t.observation.empty()) {
    std::string mine = r.hasCondition ? observationName(r.observation) : "Always";
    if (mine != t.observation) d.logObservation = t.observation, d.modelObservation = mine;
  }
  return d;
}

}  // namespace clmm
