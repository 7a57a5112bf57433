// The bundled catalogue of clmm serve: examples/catalogue's tests (and examples/basics'),
// embedded in the binary at build time (serve/CMakeLists.txt), grouped by the lessons of
// examples/catalogue/README.md ("## LESSON" headings, the tests they link). Only these are served:
// a name is looked up in the embedded table, never opened as a path. A test is served without its
// clmm-expect: lines, and without the comment of its header (the lesson's notes, which state the
// answer) unless asked: the page shows those notes after the student's prediction.
#include <regex>

#include "axioms/BuiltinModels.h"
#include "serve/Api.h"
#include "serve/EmbeddedFiles.h"
#include "serve/Request.h"

namespace clmm::serve {

using nlohmann::json;

namespace {

const std::map<std::string, std::string>& tests() { return catalogueFiles(); }

// `text` without its clmm-expect: lines (a comment's closing `*)` kept on its own line).
std::string withoutExpectations(const std::string& text) {
  std::string out;
  size_t start = 0;
  while (start < text.size()) {
    size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    start = end + 1;
    size_t marker = line.find("clmm-expect:");
    if (marker != std::string::npos) {
      size_t close = line.find("*)", marker);
      if (close == std::string::npos) continue;
      line = line.substr(0, marker) + "*)";
    }
    out += line + "\n";
  }
  return out;
}

// The lesson's notes: the first comment before the test's initial state `{`.
std::pair<size_t, size_t> notesOf(const std::string& text) {
  size_t brace = text.find('{');
  size_t open = text.find("(*");
  if (open == std::string::npos || open > brace) return {std::string::npos, 0};
  size_t close = text.find("*)", open);
  if (close == std::string::npos) return {std::string::npos, 0};
  return {open, close + 2};
}

}  // namespace

ApiAnswer apiCatalogue() {
  const std::string& readme = tests().at("README.md");
  json lessons = json::array();
  std::set<std::string> listed;
  static const std::regex link(R"(\[([A-Za-z0-9_]+)\]\(([A-Za-z0-9_]+)\.litmus\))");
  size_t start = 0;
  while (start < readme.size()) {
    size_t end = readme.find('\n', start);
    if (end == std::string::npos) end = readme.size();
    std::string line = readme.substr(start, end - start);
    start = end + 1;
    if (line.rfind("## ", 0) == 0) {
      std::string title = line.substr(3);
      title = title.substr(0, title.find(" — "));
      lessons.push_back({{"title", title}, {"tests", json::array()}});
    }
    if (lessons.empty() || line.rfind("#", 0) != 0) continue;
    for (std::sregex_iterator it(line.begin(), line.end(), link), e; it != e; ++it) {
      std::string name = (*it)[2];
      if (tests().count(name + ".litmus") && listed.insert(name).second) lessons.back()["tests"].push_back(name);
    }
  }
  json other = json::array();
  for (const auto& [file, text] : tests())
    if (file.size() > 7 && file.compare(file.size() - 7, 7, ".litmus") == 0 &&
        !listed.count(file.substr(0, file.size() - 7)))
      other.push_back(file.substr(0, file.size() - 7));
  if (!other.empty()) lessons.push_back({{"title", "Other examples"}, {"tests", other}});
  return answer({{"lessons", lessons}, {"models", builtinModelNames()}});
}

ApiAnswer apiCatalogueTest(const std::string& name) {
  auto it = tests().find(name + ".litmus");
  if (it == tests().end()) return answer({{"error", "no bundled test of that name"}}, 404);
  std::string text = withoutExpectations(it->second);
  auto [open, close] = notesOf(text);
  std::string notes = open == std::string::npos ? "" : text.substr(open, close - open);
  std::string bare = text;
  if (open != std::string::npos) {
    bare.erase(open, close - open);
    if (open < bare.size() && bare[open] == '\n') bare.erase(open, 1);
  }
  return answer({{"name", name}, {"text", text}, {"withoutNotes", bare}, {"notes", notes}});
}

}  // namespace clmm::serve
