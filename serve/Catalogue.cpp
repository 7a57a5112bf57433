// The bundled catalogue of clmm serve: examples/catalogue's tests (and examples/basics', and the
// PTX tests its README links), embedded in the binary at build time (serve/CMakeLists.txt),
// grouped by the lessons of examples/catalogue/README.md ("## LESSON" headings, the tests their
// headings and list items link; a lesson without a bundled test is left out). Only these are
// served: a name is looked up in the embedded table, never opened as a path. A test is served
// without its clmm-expect: lines; for predict mode, also without its header's description and
// comment (the lesson's notes, which state the answer) and with a name that gives no hint (a word
// of the answer in it, as `broken`, replaced): the page shows the notes after the prediction.
#include <regex>
#include <set>

#include "axioms/BuiltinModels.h"
#include "explain/AnswerHints.h"
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
  for (std::string line : textLines(text)) {
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

// The test for predict mode: its header's name neutral, its description strings (before the
// initial state's `{`) and its notes left out; what was left out goes to `notes`.
std::string withoutHints(const std::string& text, std::string& notes) {
  size_t brace = text.find('{');
  if (brace == std::string::npos) return text;
  std::string head = text.substr(0, brace), out;
  size_t eol = head.find('\n');
  std::string first = head.substr(0, eol);
  size_t space = first.find_last_of(' ');
  out = space == std::string::npos ? first : first.substr(0, space + 1) + neutralName(first.substr(space + 1));
  out += '\n';
  // The rest of the header: strings and comments out, line breaks kept where nothing is left.
  for (size_t i = eol == std::string::npos ? head.size() : eol + 1; i < head.size();) {
    if (head[i] == '"') {
      size_t end = head.find('"', i + 1);
      end = end == std::string::npos ? head.size() : end + 1;
      notes += head.substr(i, end - i) + "\n";
      i = end;
    } else if (head.compare(i, 2, "(*") == 0) {
      size_t end = head.find("*)", i);
      end = end == std::string::npos ? head.size() : end + 2;
      notes += head.substr(i, end - i) + "\n";
      i = end;
    } else {
      out += head[i++];
    }
  }
  // blank lines left by what was taken out
  std::string tidy;
  for (size_t i = 0; i < out.size(); ++i)
    if (!(out[i] == '\n' && !tidy.empty() && tidy.back() == '\n')) tidy += out[i];
  return tidy + text.substr(brace);
}

}  // namespace

ApiAnswer apiCatalogue() {
  const std::string& readme = tests().at("README.md");
  json lessons = json::array();
  std::set<std::string> listed;
  static const std::regex link(R"(\[([A-Za-z0-9_]+)\]\((?:\.\./ptx/)?([A-Za-z0-9_]+)\.litmus\))");
  for (const std::string& line : textLines(readme)) {
    if (line.rfind("## ", 0) == 0) {
      std::string title = line.substr(3);
      title = title.substr(0, title.find(" — "));
      lessons.push_back({{"title", title}, {"tests", json::array()}});
    }
    if (lessons.empty() || (line.rfind("#", 0) != 0 && line.rfind("* ", 0) != 0)) continue;
    for (std::sregex_iterator it(line.begin(), line.end(), link), e; it != e; ++it) {
      std::string name = (*it)[2];
      if (tests().count(name + ".litmus") && listed.insert(name).second)
        lessons.back()["tests"].push_back({{"name", name}, {"neutral", neutralName(name)}});
    }
  }
  json kept = json::array();
  for (auto& lesson : lessons)
    if (!lesson["tests"].empty()) kept.push_back(lesson);
  lessons = kept;
  json other = json::array();
  for (const auto& [file, text] : tests())
    if (file.size() > 7 && file.compare(file.size() - 7, 7, ".litmus") == 0 &&
        !listed.count(file.substr(0, file.size() - 7)))
      other.push_back({{"name", file.substr(0, file.size() - 7)}, {"neutral", neutralName(file.substr(0, file.size() - 7))}});
  if (!other.empty()) lessons.push_back({{"title", "Other examples"}, {"tests", other}});
  return answer({{"lessons", lessons}, {"models", builtinModelNames()}});
}

ApiAnswer apiCatalogueTest(const std::string& name) {
  auto it = tests().find(name + ".litmus");
  if (it == tests().end()) return answer({{"error", "no bundled test of that name"}}, 404);
  std::string text = withoutExpectations(it->second);
  std::string notes;
  std::string bare = withoutHints(text, notes);
  return answer(
      {{"name", name}, {"neutral", neutralName(name)}, {"text", text}, {"withoutNotes", bare}, {"notes", notes}});
}

ApiAnswer apiModelText(const std::string& name) {
  const auto& files = builtinModelFiles();
  auto it = files.find(name);
  if (it == files.end()) it = files.find(name + ".cat");
  if (it == files.end()) return answer({{"error", "no built-in model file of that name"}}, 404);
  return answer({{"name", it->first}, {"text", it->second}});
}

}  // namespace clmm::serve
