// `clmm models`: the built-in models, one line each with their named checks and flags, and
// `clmm models show NAME`: the text of a built-in model file (or of a file it includes).
#include <algorithm>
#include <cctype>
#include <iostream>
#include <sstream>

#include "axioms/BuiltinModels.h"
#include "cli/Commands.h"
#include "support/Diagnostics.h"
#include "support/Printable.h"

namespace clmm {

namespace {

// The model file's first comment, cut to its first sentence with parenthesised asides removed:
// the one-line description of `clmm models`.
std::string describe(const std::string& text) {
  size_t open = text.find("(*");
  if (open == std::string::npos) return "";
  size_t close = text.find("*)", open + 2);
  std::string comment = text.substr(open + 2, close == std::string::npos ? std::string::npos : close - open - 2);
  std::string out;
  int depth = 0;
  for (size_t i = 0; i < comment.size(); ++i) {
    char c = comment[i];
    bool endsSentence = (c == '.' || c == ':' || c == ';') &&
                        (i + 1 == comment.size() || std::isspace(static_cast<unsigned char>(comment[i + 1])));
    if (c == '(') {
      ++depth;
    } else if (c == ')') {
      if (depth > 0) --depth;
    } else if (depth == 0) {
      if (endsSentence) break;
      if (std::isspace(static_cast<unsigned char>(c))) {
        if (!out.empty() && out.back() != ' ') out += ' ';
      } else {
        if ((c == ',' || c == '.') && !out.empty() && out.back() == ' ') out.pop_back();
        out += c;
      }
    }
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string joined(const std::vector<std::string>& names) {
  if (names.empty()) return "none";
  std::string s;
  for (const auto& n : names) s += (s.empty() ? "" : " ") + n;
  return s;
}

}  // namespace

int runModels(const ModelsOptions& o) {
  const auto& files = builtinModelFiles();
  if (!o.show.empty()) {
    std::string file = o.show;
    if (file.size() < 4 || file.compare(file.size() - 4, 4, ".cat") != 0) file += ".cat";
    auto it = files.find(file);
    if (it == files.end()) {
      std::vector<std::string> names;
      for (const auto& entry : files) names.push_back(entry.first.substr(0, entry.first.size() - 4));
      std::sort(names.begin(), names.end());
      std::string list;
      for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
      std::cerr << "clmm: error: '" << printableName(o.show) << "' is not a built-in model file (built-in files: " << list
                << "); a model of your own is a file: print it with cat\n";
      return 2;
    }
    std::cout << it->second;
    if (!it->second.empty() && it->second.back() != '\n') std::cout << "\n";
    return 0;
  }
  for (const auto& name : builtinModelNames()) {
    if (o.namesOnly) {
      std::cout << name << "\n";
      continue;
    }
    cat::Model m = loadModelByName(name);
    std::vector<std::string> checks, flags;
    for (const auto& c : m.checkNames()) {
      const cat::Check* k = m.findCheck(c);
      (k && k->isFlag() ? flags : checks).push_back(c);
    }
    std::cout << name << ": " << describe(files.at(name + ".cat")) << ". checks: " << joined(checks)
              << "; flags: " << joined(flags) << "\n";
  }
  if (!o.namesOnly)
    std::cout << "(`clmm models show NAME` prints a model; --skip CHECK switches a check off; docs/models.md explains them)\n";
  return 0;
}

}  // namespace clmm
