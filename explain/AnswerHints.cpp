// The words of a test's name that give its answer away (explain/AnswerHints.h).
#include "explain/AnswerHints.h"

#include <cctype>
#include <set>

namespace clmm {

bool answerWord(const std::string& word) {
  std::string w;
  for (char c : word) w += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  static const std::set<std::string> words = {
      "allowed",   "forbidden", "racy",   "race",  "races", "racefree", "ok",         "no",
      "yes",       "ub",        "broken", "fixed", "fix",   "bad",      "good",       "safe",
      "unsafe",    "sync",      "nosync", "fails", "works", "wrong",    "right",      "correct",
      "incorrect", "undefined", "bug",    "buggy", "legal", "illegal",  "observable", "unobservable"};
  return words.count(w) > 0;
}

std::string neutralName(const std::string& name) {
  std::string out, word;
  auto flush = [&] {
    out += answerWord(word) ? "exercise" : word;
    word.clear();
  };
  for (char c : name) {
    if (c == '_') {
      flush();
      out += '_';
    } else {
      word += c;
    }
  }
  flush();
  return out;
}

}  // namespace clmm
