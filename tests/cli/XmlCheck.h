// A strict-enough XML 1.0 well-formedness check for the reports clmm writes (JUnit, SVG), and
// the same file read by Python's XML parser when python3 is installed.
#pragma once

#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include "support/Printable.h"
#include "support/Process.h"

namespace clmm::test {

// Past a declaration, comment, CDATA section or doctype at `i` (npos when unterminated), or `i`.
inline size_t skipSpecial(const std::string& x, size_t i) {
  static const std::pair<std::string, std::string> kinds[] = {
      {"<?", "?>"}, {"<!--", "-->"}, {"<![CDATA[", "]]>"}, {"<!DOCTYPE", ">"}};
  for (const auto& [start, end] : kinds)
    if (x.compare(i, start.size(), start) == 0) {
      size_t e = x.find(end, i);
      return e == std::string::npos ? e : e + end.size();
    }
  return i;
}

// "" when `x` is well-formed: UTF-8 with only the characters the output rule lets through, one
// root element, balanced elements, quoted attributes without '<', '&' only in references, no
// "]]>" in text. Comments, doctypes and CDATA sections are skipped whole.
inline std::string xmlProblem(const std::string& x) {
  if (clmm::printableText(x) != x) return "a control character or a byte that is not UTF-8";
  auto nameChar = [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == ':' || c == '.' ||
           static_cast<unsigned char>(c) >= 0x80;
  };
  auto reference = [&](size_t at) {
    size_t semi = x.find(';', at);
    if (semi == std::string::npos || semi - at > 10) return false;
    std::string r = x.substr(at + 1, semi - at - 1);
    return r == "amp" || r == "lt" || r == "gt" || r == "quot" || r == "apos" || (r.size() > 1 && r[0] == '#');
  };
  std::vector<std::string> open;
  bool rooted = false;
  for (size_t i = 0; i < x.size();) {
    if (x[i] != '<') {
      if (x[i] == '&' && !reference(i)) return "a bare '&' at byte " + std::to_string(i);
      if (x.compare(i, 3, "]]>") == 0) return "']]>' in text at byte " + std::to_string(i);
      if (open.empty() && !std::isspace(static_cast<unsigned char>(x[i]))) return "text outside the root element";
      ++i;
      continue;
    }
    size_t skipped = skipSpecial(x, i);
    if (skipped == std::string::npos) return "an unterminated comment, declaration or CDATA section";
    if (skipped != i) {
      i = skipped;
      continue;
    }
    {
      bool closing = i + 1 < x.size() && x[i + 1] == '/';
      size_t j = i + (closing ? 2 : 1), n = j;
      while (j < x.size() && nameChar(x[j])) ++j;
      std::string name = x.substr(n, j - n);
      if (name.empty()) return "a '<' that starts no tag at byte " + std::to_string(i);
      for (;;) {
        while (j < x.size() && std::isspace(static_cast<unsigned char>(x[j]))) ++j;
        if (j >= x.size()) return "an unterminated tag <" + name;
        if (x[j] == '>') {
          ++j;
          if (closing) {
            if (open.empty() || open.back() != name) return "a mismatched </" + name + ">";
            open.pop_back();
          } else {
            if (open.empty() && rooted) return "a second root element <" + name + ">";
            open.push_back(name), rooted = true;
          }
          break;
        }
        if (!closing && x.compare(j, 2, "/>") == 0) {
          if (open.empty() && rooted) return "a second root element <" + name + ">";
          j += 2, rooted = true;
          break;
        }
        size_t a = j;
        while (j < x.size() && nameChar(x[j])) ++j;
        if (a == j || j + 1 >= x.size() || x[j] != '=' || (x[j + 1] != '"' && x[j + 1] != '\''))
          return "a malformed attribute in <" + name + "> at byte " + std::to_string(j);
        char quote = x[j + 1];
        size_t end = x.find(quote, j + 2);
        if (end == std::string::npos) return "an unterminated attribute in <" + name + ">";
        for (size_t k = j + 2; k < end; ++k) {
          if (x[k] == '<') return "a '<' in an attribute of <" + name + ">";
          if (x[k] == '&' && !reference(k)) return "a bare '&' in an attribute of <" + name + ">";
        }
        j = end + 1;
      }
      i = j;
    }
  }
  if (!open.empty()) return "an unclosed <" + open.back() + ">";
  return rooted ? "" : "no root element";
}

// What Python's XML parser says of the file ("" when it parses, or when python3 is missing).
inline std::string pythonXmlProblem(const std::string& path) {
  if (!clmm::findProgram("python3")) return "";
  clmm::ProcessOptions o;
  o.captureStderr = true;
  auto r =
      clmm::runProcess({"python3", "-c", "import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])", path}, o);
  return r.ok() ? "" : r.err;
}

}  // namespace clmm::test
