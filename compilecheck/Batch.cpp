// Many tests in one translation unit, and its PTX split back per test (Batch.h).
#include "compilecheck/Batch.h"

#include <cctype>
#include <map>
#include <set>

#include <sstream>

namespace clmm::compilecheck {
namespace {

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::string line;
  std::istringstream in(text);
  while (std::getline(in, line)) out.push_back(line);
  return out;
}

std::string trimmed(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  size_t b = s.find_last_not_of(" \t\r");
  return s.substr(a, b - a + 1);
}

void replaceAll(std::string& s, const std::string& from, const std::string& to) {
  for (size_t at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size()))
    s.replace(at, from.size(), to);
}

// The name of the kernel a PTX line declares (".visible .entry clmm_t3_P0("), or "".
std::string entryName(const std::string& line) {
  std::string l = trimmed(line);
  size_t e = l.find(".entry ");
  if (e == std::string::npos || l.rfind("//", 0) == 0) return "";
  size_t from = e + 7, to = l.find('(', from);
  return trimmed(l.substr(from, to == std::string::npos ? std::string::npos : to - from));
}

// The braces a PTX line opens minus those it closes, comments left out.
int braceBalance(const std::string& line) {
  std::string l = line.substr(0, line.find("//"));
  int n = 0;
  for (char c : l) n += c == '{' ? 1 : c == '}' ? -1 : 0;
  return n;
}

struct Entry {
  std::string name;
  std::vector<std::string> text;
};

}  // namespace

std::string batchPrefix(size_t index) { return "clmm_t" + std::to_string(index) + "_"; }

std::string batchSource(const std::vector<const targets::EmittedSource*>& tests) {
  std::string out;
  for (size_t i = 0; i < tests.size(); ++i) {
    std::string text = tests[i]->text;
    for (const auto& k : tests[i]->kernels)
      if (k.name.rfind("clmm_", 0) == 0)
        replaceAll(text, "void " + k.name + "(", "void " + batchPrefix(i) + k.name.substr(5) + "(");
    out += "#line 1\n" + text;
    if (!text.empty() && text.back() != '\n') out += "\n";
  }
  return out;
}

std::vector<std::string> splitBatchPtx(const std::string& ptx, size_t count) {
  std::vector<std::string> all = lines(ptx), header, trailer;
  std::vector<Entry> entries;
  for (size_t i = 0; i < all.size(); ++i) {
    std::string name = entryName(all[i]);
    if (name.empty()) {
      if (trimmed(all[i]).rfind("// .globl", 0) == 0) continue;
      (entries.empty() ? header : trailer).push_back(all[i]);
      continue;
    }
    // What lay between two kernels (a .func, a declaration) belongs before the next one.
    header.insert(header.end(), trailer.begin(), trailer.end());
    trailer.clear();
    Entry e{name, {}};
    int depth = 0;
    bool opened = false;
    for (; i < all.size(); ++i) {
      e.text.push_back(all[i]);
      depth += braceBalance(all[i]);
      opened = opened || all[i].find('{') != std::string::npos;
      if (opened && depth <= 0) break;
    }
    entries.push_back(std::move(e));
  }
  std::vector<std::string> modules(count);
  for (size_t t = 0; t < count; ++t) {
    const std::string prefix = batchPrefix(t);
    std::string m;
    for (const auto& l : header) m += l + "\n";
    for (const auto& e : entries) {
      if (e.name.rfind(prefix, 0) != 0) continue;
      m += "\n";
      for (std::string l : e.text) {
        replaceAll(l, prefix, "clmm_");
        m += l + "\n";
      }
    }
    for (const auto& l : trailer) m += l + "\n";
    modules[t] = std::move(m);
  }
  return modules;
}

namespace {

// The metadata ids a line names ("!12" in "!dbg !12", "inlinedAt: !30").
void metadataIds(const std::string& line, std::vector<std::string>& out) {
  for (size_t at = line.find('!'); at != std::string::npos; at = line.find('!', at + 1)) {
    size_t e = at + 1;
    while (e < line.size() && std::isdigit(static_cast<unsigned char>(line[e]))) ++e;
    if (e > at + 1) out.push_back(line.substr(at + 1, e - at - 1));
  }
}

}  // namespace

std::vector<std::string> splitBatchLl(const std::string& ll, size_t count) {
  std::vector<std::string> all = lines(ll), header;
  std::map<std::string, std::string> locations;  // id -> its !DILocation line
  std::vector<std::vector<std::string>> functions(count);
  size_t owner = count;  // the test whose function is being read; count: none
  for (const auto& l : all) {
    if (l.rfind("define ", 0) == 0) {
      owner = count;
      for (size_t i = 0; i < count && owner == count; ++i)
        if (l.find("@" + batchPrefix(i)) != std::string::npos) owner = i;
      if (owner == count) continue;
      std::string renamed = l;
      replaceAll(renamed, "@" + batchPrefix(owner), "@clmm_");
      functions[owner].push_back(renamed);
      continue;
    }
    if (owner < count) {
      functions[owner].push_back(l);
      if (l == "}") owner = count;
      continue;
    }
    if (l.rfind("target ", 0) == 0 || l.rfind("source_filename", 0) == 0) header.push_back(l);
    size_t eq = l.find(" = ");
    if (!l.empty() && l[0] == '!' && eq != std::string::npos && l.find("DILocation(") != std::string::npos)
      locations[l.substr(1, eq - 1)] = l;
  }
  std::vector<std::string> out(count);
  for (size_t i = 0; i < count; ++i) {
    std::string m;
    for (const auto& h : header) m += h + "\n";
    std::vector<std::string> ids;
    for (const auto& f : functions[i]) {
      m += f + "\n";
      metadataIds(f, ids);
    }
    std::set<std::string> seen;
    std::string meta;
    while (!ids.empty()) {
      std::string id = ids.back();
      ids.pop_back();
      auto it = locations.find(id);
      if (it == locations.end() || !seen.insert(id).second) continue;
      meta += it->second + "\n";
      size_t inl = it->second.find("inlinedAt:");
      if (inl != std::string::npos) metadataIds(it->second.substr(inl), ids);
    }
    out[i] = m + meta;
  }
  return out;
}

}  // namespace clmm::compilecheck
