// A reader of herd7 logs that accepts what herd's own log reader accepts (herdtools7
// tools/lexLog_tools.mll, behind mcompare7 and msum7; docs/cli.md, "herd logs") and fails the test
// wherever herd's reader would stop with an error, drop a block, or read something else than
// clmm meant: a `Test` line it does not take, a kind it does not know, a state line it cannot lex,
// a condition its condition parser refuses.
#pragma once

#include <gtest/gtest.h>

#include <regex>
#include <string>
#include <vector>

#include "tests/cli/Run.h"

namespace clmm::test {

struct HerdTest {
  std::string name, kind;
  std::vector<std::string> preamble;  // lines between Test and States (herd skips them)
  std::vector<std::string> states;
  std::string okNo;  // the validation word: Ok, No, ?? ...
  std::string validationLine;
  bool witnesses = false;
  long positive = -1, negative = -1;
  std::vector<std::string> flags;
  std::string condition, observation;
  long obsPositive = -1, obsNegative = -1;
  bool timed = false;
};

namespace herdlog {

// herd's condition syntax (its LogConstr parser): a quantifier, then a proposition of atoms
// `LOC=VALUE` or `LOC=LOC`, `true`, `false`, `~`, `/\`, `\/`, `=>` and parentheses.
class ConditionParser {
 public:
  explicit ConditionParser(const std::string& text) : s_(text) {}
  bool parse() {
    skip();
    if (eat("~exists") || eat("exists") || eat("forall")) {
    } else if (eat("~")) {
      skip();
      if (!eat("exists")) return false;
    } else {
      return false;
    }
    if (!implication()) return false;
    skip();
    return i_ == s_.size();
  }

 private:
  void skip() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t')) ++i_;
  }
  bool eat(const std::string& word) {
    skip();
    if (s_.compare(i_, word.size(), word) != 0) return false;
    i_ += word.size();
    return true;
  }
  bool implication() {
    if (!disjunction()) return false;
    return eat("=>") ? implication() : true;
  }
  bool disjunction() {
    if (!conjunction()) return false;
    while (eat("\\/"))
      if (!conjunction()) return false;
    return true;
  }
  bool conjunction() {
    if (!unary()) return false;
    while (eat("/\\"))
      if (!unary()) return false;
    return true;
  }
  bool unary() {
    if (eat("~")) return unary();
    if (eat("(")) return implication() && eat(")");
    if (eat("true") || eat("false")) return true;
    return atom();
  }
  bool atom() {
    static const std::regex loc(R"(^(\d+:[A-Za-z][A-Za-z0-9_.]*|\[?[A-Za-z][A-Za-z0-9_.]*\]?(\[\d+\])?))");
    static const std::regex value(R"(^(-?(0x[0-9a-fA-F]+|\d+)))");
    std::smatch m;
    skip();
    std::string rest = s_.substr(i_);
    if (!std::regex_search(rest, m, loc)) return false;
    i_ += m.length(0);
    if (!eat("=")) return false;
    skip();
    rest = s_.substr(i_);
    if (std::regex_search(rest, m, loc) || std::regex_search(rest, m, value)) {
      i_ += m.length(0);
      return true;
    }
    return false;
  }
  std::string s_;
  size_t i_ = 0;
};

// One state line as herd's `pline` lexes it: bindings `LOC = VALUE ;`, then an optional comment.
inline bool stateLine(const std::string& line) {
  static const std::regex binding(
      R"(^[ \t]*(\d+:[A-Za-z][A-Za-z0-9_.]*|\[?([A-Za-z][A-Za-z0-9_.]*|\$([A-Za-z]+|\d+))\]?|[A-Za-z][A-Za-z0-9_.]*\[\d+\])[ \t]*=[ \t]*(-?(\d+|0x[0-9a-fA-F]+)|[A-Za-z][A-Za-z0-9_.]*(:[A-Za-z][A-Za-z0-9_.]*)?)[ \t]*;)");
  static const std::regex end(R"(^[ \t]*(#.*)?$)");
  std::string rest = line;
  std::smatch m;
  while (std::regex_search(rest, m, binding)) rest = rest.substr(m.length(0));
  return std::regex_match(rest, end);
}

inline const std::regex& testName() {
  static const std::regex r(R"([A-Za-z0-9_/.\-+\[\]]+)");
  return r;
}

}  // namespace herdlog

// Reads `log` as herd's log reader does; every departure is a test failure (ADD_FAILURE).
inline std::vector<HerdTest> readHerdLog(const std::string& log) {
  static const std::regex testLine(R"(^Test[ \t]+([A-Za-z0-9_/.\-+\[\]]+)(([ \t]+([A-Za-z][A-Za-z0-9_.]*))|)$)");
  static const std::regex statesLine(R"(^States([ \t]+\d+)?$)");
  static const std::regex validation(R"(^(Loop[ \t]+)?(Undef|Succeeded|Failed|Ok|No|\?\?).*$)");
  static const std::regex counts(R"(^Positive:[ \t]*(\d+),?[ \t]*Negative:[ \t]*(\d+)[ \t]*$)");
  static const std::regex condition(R"(^Condition[ \t]+(.+)$)");
  static const std::regex time(R"(^Time[ \t]+([A-Za-z0-9_/.\-+\[\]]+)[ \t]+\d+\.\d+[ \t]*$)");
  static const std::regex keyed(R"(^([A-Za-z]+)[ \t]+([A-Za-z0-9_/.\-+\[\]]+)[ \t]+(.*)$)");
  static const std::regex assignment(R"(^[A-Za-z]+[ \t]*=.*$)");
  static const std::vector<std::string> kinds = {"Allow", "Allowed", "Require", "Required", "Forbid", "Forbidden",
                                                 "", "Unknown", "???", "---", "Undefined"};
  std::vector<HerdTest> out;
  auto ls = lines(log);
  size_t i = 0;
  std::smatch m;
  auto blank = [&] { return i < ls.size() && ls[i].find_first_not_of(" \t") == std::string::npos; };
  while (i < ls.size()) {
    if (ls[i].rfind("Test", 0) != 0) {  // herd skips lines outside blocks
      ++i;
      continue;
    }
    if (!std::regex_match(ls[i], m, testLine)) {
      ADD_FAILURE() << "herd's reader would skip this block: its Test line is not one herd reads: " << ls[i];
      ++i;
      continue;
    }
    HerdTest t;
    t.name = m[1], t.kind = m[4];
    if (std::find(kinds.begin(), kinds.end(), t.kind) == kinds.end())
      ADD_FAILURE() << "herd's reader stops: unknown kind '" << t.kind << "'";
    for (++i; i < ls.size() && !std::regex_match(ls[i], statesLine); ++i) {
      if (ls[i].rfind("Fatal", 0) == 0) ADD_FAILURE() << "a Fatal line drops test " << t.name;
      t.preamble.push_back(ls[i]);
    }
    if (i == ls.size()) {
      ADD_FAILURE() << "no States line for test " << t.name;
      break;
    }
    for (++i; i < ls.size() && !std::regex_match(ls[i], validation); ++i) {
      if (blank()) {
        if (t.states.empty()) t.states.push_back("");  // an empty first line is the empty state
        continue;
      }
      if (!herdlog::stateLine(ls[i])) ADD_FAILURE() << "herd's reader cannot lex this state line: " << ls[i];
      t.states.push_back(ls[i]);
    }
    if (i == ls.size()) {
      ADD_FAILURE() << "no validation word (Ok, No, ??...) for test " << t.name;
      break;
    }
    std::regex_match(ls[i], m, validation);
    t.okNo = m[2], t.validationLine = ls[i++];
    while (blank()) ++i;
    if (i < ls.size() && std::regex_match(ls[i], std::regex(R"(^Witnesses[ \t]*$)"))) {
      ++i;
      t.witnesses = true;
      if (i < ls.size() && std::regex_match(ls[i], m, counts)) t.positive = std::stol(m[1]), t.negative = std::stol(m[2]), ++i;
      else ADD_FAILURE() << "herd's reader stops: Witnesses without 'Positive: P Negative: N' in " << t.name;
    }
    for (; i < ls.size(); ++i) {
      if (blank()) continue;
      if (ls[i].rfind("Flag ", 0) == 0) t.flags.push_back(ls[i].substr(5));
      else if (ls[i].rfind("Bad executions", 0) != 0) break;
    }
    if (i < ls.size() && std::regex_match(ls[i], m, condition)) {
      t.condition = m[1], ++i;
      if (!herdlog::ConditionParser(t.condition).parse()) ADD_FAILURE() << "herd cannot parse the condition: " << t.condition;
    }
    while (blank()) ++i;
    for (; i < ls.size(); ++i) {  // herd's `phash`: Hash=, Time, Topology and `Key NAME ...` lines
      if (std::regex_match(ls[i], m, time)) t.timed = true;
      else if (std::regex_match(ls[i], m, keyed)) {
        if (m[1] == "Observation") {
          std::smatch o;
          std::string rest = m[3];
          if (std::regex_match(rest, o, std::regex(R"((Always|Sometimes|Never) (\d+) (\d+))")))
            t.observation = o[1], t.obsPositive = std::stol(o[2]), t.obsNegative = std::stol(o[3]);
        }
      } else if (!std::regex_match(ls[i], assignment)) break;
    }
    out.push_back(t);
  }
  return out;
}

}  // namespace clmm::test
