// The commands the documentation shows ("$ build/clmm ..."), run without a shell: a line is split
// into words (blanks separate them; '...' and "..." quote, with no expansion), and the few forms
// the docs use are done here: `PROGRAM ARGS... [> FILE] [| tail -N | head -N] [# comment]` runs
// PROGRAM from an argument vector (support/Process.h), and `echo $?` prints the previous command's
// exit code. Anything else is refused with a message naming these forms.
#pragma once

#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include "support/Process.h"
#include "tests/cli/Run.h"

namespace clmm::doctest {

// One command line, parsed.
struct Command {
  std::vector<std::string> argv;
  std::string stdoutFile;   // after '>'
  int tail = 0, head = 0;   // after '| tail -N', '| head -N'
  bool echoStatus = false;  // `echo $?`
};

// The words of `line`, or an error. '#' at the start of a word begins a comment.
inline std::optional<std::vector<std::string>> words(const std::string& line, std::string& error) {
  std::vector<std::string> out;
  std::string word;
  bool inWord = false;
  for (size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (c == ' ' || c == '\t') {
      if (inWord) out.push_back(word), word.clear(), inWord = false;
    } else if (c == '#' && !inWord) {
      break;
    } else if (c == '\'' || c == '"') {
      size_t end = line.find(c, i + 1);
      if (end == std::string::npos) return error = "unterminated quote", std::nullopt;
      word += line.substr(i + 1, end - i - 1);
      inWord = true;
      i = end;
    } else if (line.compare(i, 2, "$?") == 0) {
      word += "$?";
      inWord = true;
      ++i;
    } else if (std::string("\\$`;&<()*?{}").find(c) != std::string::npos) {
      return error = std::string("the character '") + c + "' is shell syntax", std::nullopt;
    } else {
      word += c;
      inWord = true;
    }
  }
  if (inWord) out.push_back(word);
  return out;
}

inline bool number(const std::string& s, int& n) {
  if (s.size() < 2 || s[0] != '-' || s.find_first_not_of("0123456789", 1) != std::string::npos) return false;
  n = std::stoi(s.substr(1));
  return true;
}

// Parses a documented command line; on failure `error` says why.
inline std::optional<Command> parseCommand(const std::string& line, std::string& error) {
  auto w = words(line, error);
  if (!w) return std::nullopt;
  Command c;
  if (*w == std::vector<std::string>{"echo", "$?"}) {
    c.echoStatus = true;
    return c;
  }
  for (size_t i = 0; i < w->size(); ++i) {
    const std::string& t = (*w)[i];
    if (t == ">" && i + 1 < w->size() && c.stdoutFile.empty()) {
      c.stdoutFile = (*w)[++i];
    } else if (t == "|" && i + 2 < w->size() && ((*w)[i + 1] == "tail" || (*w)[i + 1] == "head") &&
               number((*w)[i + 2], (*w)[i + 1] == "tail" ? c.tail : c.head)) {
      i += 2;
    } else if (t == ">" || t == "|" || t == "$?" || !c.stdoutFile.empty() || c.tail || c.head) {
      error = "only PROGRAM ARGS... [> FILE] [| tail -N] [| head -N] and `echo $?` are run";
      return std::nullopt;
    } else {
      c.argv.push_back(t);
    }
  }
  if (c.argv.empty()) return error = "no program", std::nullopt;
  return c;
}

// Runs `c` in `directory` (its standard error discarded, no input); what it prints, and its exit
// code into `status` (`echo $?` prints the `status` it is given).
inline std::string runCommand(const Command& c, const std::string& directory, int& status) {
  if (c.echoStatus) return std::to_string(status) + "\n";
  ProcessOptions o;
  o.workingDirectory = directory;
  o.captureStdout = true;
  std::vector<std::string> argv = c.argv;
  if (argv[0].find('/') != std::string::npos && argv[0][0] != '/') argv[0] = directory + "/" + argv[0];
  ProcessResult p = runProcess(argv, o);
  status = clmm::test::exitCodeOf(p);
  auto lines = clmm::test::lines(p.out);
  if (c.tail > 0 && lines.size() > static_cast<size_t>(c.tail)) lines.erase(lines.begin(), lines.end() - c.tail);
  if (c.head > 0 && lines.size() > static_cast<size_t>(c.head)) lines.resize(c.head);
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  if (c.tail || c.head) status = 0;  // a pipeline's status is its last program's
  if (!c.stdoutFile.empty()) {
    std::string path = c.stdoutFile[0] == '/' ? c.stdoutFile : directory + "/" + c.stdoutFile;
    std::ofstream(path, std::ios::binary) << out;
    return "";
  }
  return out;
}

}  // namespace clmm::doctest
