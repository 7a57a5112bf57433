// The layer order, the include and link scans, and the function-length measure (Architecture.h).
#include "tests/architecture/Architecture.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <regex>
#include <set>
#include <sstream>

namespace clmm::arch {

namespace fs = std::filesystem;

const std::vector<std::vector<std::string>>& layers() {
  // The one place the order is written (docs/architecture.md, "Layers", explains it).
  static const std::vector<std::vector<std::string>> order = {
      {"support"},                                  // process support: diagnostics, budget, processes
      {"grammar", "events"},                        // the ANTLR grammars; the event IR
      {"litmus", "axioms"},                         // the front ends; the model language and its files
      {"enumerate", "interleave"},                  // the explicit engine; the interleaving search
      {"solver"},                                   // the Z3 engine (self-checks use enumerate/)
      {"check"},                                    // the check service: engines, loading, expectations
      {"explain", "targets", "hardware", "bench", "generate", "mutate"},  // capabilities on the service or the IR
      {"lowering", "lifting", "serve"},             // refinement (uses explain/), lifting (uses targets/), the playground
      {"compilecheck"},                             // emit, compile, lift, refine
      {"cli"},                                      // option parsing and printing
  };
  return order;
}

int layerOf(const std::string& folder) {
  const auto& ls = layers();
  for (size_t i = 0; i < ls.size(); ++i)
    if (std::find(ls[i].begin(), ls[i].end(), folder) != ls[i].end()) return static_cast<int>(i);
  return -1;
}

std::string Finding::text() const { return file + ":" + std::to_string(line) + ": " + message; }

namespace {

std::string relative(const fs::path& p, const std::string& root) {
  return fs::path(p).lexically_relative(root).generic_string();
}

std::string topFolder(const std::string& rel) { return rel.substr(0, rel.find('/')); }

bool hasExtension(const fs::path& p, std::initializer_list<const char*> exts) {
  const std::string e = p.extension().string();
  return std::any_of(exts.begin(), exts.end(), [&](const char* x) { return e == x; });
}

// The files under root/folder with one of the extensions, sorted.
std::vector<fs::path> filesUnder(const std::string& root, const std::string& folder,
                                 std::initializer_list<const char*> exts) {
  std::vector<fs::path> out;
  std::error_code ec;
  fs::path dir = fs::path(root) / folder;
  if (!fs::is_directory(dir, ec)) return out;
  for (auto it = fs::recursive_directory_iterator(dir, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec))
    if (it->is_regular_file(ec) && hasExtension(it->path(), exts)) out.push_back(it->path());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> layeredFolders() {
  std::vector<std::string> out;
  for (const auto& layer : layers()) out.insert(out.end(), layer.begin(), layer.end());
  return out;
}

std::string why(const std::string& from, const std::string& to) {
  return layerOf(from) == layerOf(to) ? from + "/ and " + to + "/ are peers in one layer"
                                      : from + "/ is below " + to + "/";
}

}  // namespace

std::vector<Finding> includeViolations(const std::string& root) {
  static const std::regex include(R"(^\s*#\s*include\s+"([A-Za-z0-9_]+)/)");
  std::vector<Finding> out;
  for (const auto& folder : layeredFolders()) {
    for (const auto& file : filesUnder(root, folder, {".h", ".cpp", ".in", ".cu"})) {
      std::ifstream in(file);
      std::string line;
      for (int n = 1; std::getline(in, line); ++n) {
        std::smatch m;
        if (!std::regex_search(line, m, include)) continue;
        const std::string to = m[1];
        if (to == folder || layerOf(to) < 0 || layerOf(to) < layerOf(folder)) continue;
        out.push_back({relative(file, root), n, "includes " + to + "/ (" + why(folder, to) + ")"});
      }
    }
  }
  return out;
}

namespace {

struct Target {
  std::string folder;  // top folder of the CMakeLists.txt that declares it
  std::string file;
  int line = 0;
};

struct LinkGraph {
  std::map<std::string, Target> targets;
  std::vector<std::tuple<std::string, std::string, std::string, int>> links;  // from, to, file, line
};

// The CMakeLists.txt files under root, build folders and hidden folders left out.
std::vector<fs::path> cmakeFiles(const std::string& root) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(root, ec); !ec && it != fs::recursive_directory_iterator();
       it.increment(ec)) {
    const std::string name = it->path().filename().string();
    if (it->is_directory(ec) && (name.rfind("build", 0) == 0 || name[0] == '.')) {
      it.disable_recursion_pending();
      continue;
    }
    if (name == "CMakeLists.txt") out.push_back(it->path());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// The text of a CMake file without its comments, and the line of each character.
std::string withoutComments(std::istream& in) {
  std::string out, line;
  while (std::getline(in, line)) {
    bool quoted = false;
    for (char c : line) {
      if (c == '"') quoted = !quoted;
      if (c == '#' && !quoted) break;
      out += c;
    }
    out += '\n';
  }
  return out;
}

// The arguments of every call of `command` in `text`, with the line where each call starts.
std::vector<std::pair<int, std::vector<std::string>>> calls(const std::string& text, const std::string& command) {
  std::vector<std::pair<int, std::vector<std::string>>> out;
  const std::regex call("(^|[^A-Za-z0-9_])" + command + R"(\s*\()");
  for (auto it = std::sregex_iterator(text.begin(), text.end(), call); it != std::sregex_iterator(); ++it) {
    size_t begin = it->position() + it->length();
    size_t end = text.find(')', begin);
    if (end == std::string::npos) break;
    std::istringstream args(text.substr(begin, end - begin));
    std::vector<std::string> words;
    for (std::string w; args >> w;) words.push_back(w);
    const size_t at = it->position() + (*it)[1].length();  // past the character before the name
    int line = 1 + static_cast<int>(std::count(text.begin(), text.begin() + at, '\n'));
    out.push_back({line, words});
  }
  return out;
}

LinkGraph readLinks(const std::string& root) {
  LinkGraph g;
  for (const auto& file : cmakeFiles(root)) {
    std::ifstream in(file);
    const std::string text = withoutComments(in);
    const std::string rel = relative(file, root);
    const std::string folder = rel.find('/') == std::string::npos ? "" : topFolder(rel);
    for (const char* declare : {"add_library", "add_executable"})
      for (const auto& [line, words] : calls(text, declare))
        if (!words.empty() && words[0].find('$') == std::string::npos) g.targets[words[0]] = {folder, rel, line};
    for (const auto& [line, words] : calls(text, "target_link_libraries"))
      for (size_t i = 1; i < words.size(); ++i) g.links.emplace_back(words[0], words[i], rel, line);
  }
  return g;
}

// Every cycle of links among the declared targets, each reported once at its first link.
void findCycles(const LinkGraph& g, std::vector<Finding>& out) {
  std::map<std::string, std::set<std::string>> next;
  for (const auto& [from, to, file, line] : g.links)
    if (g.targets.count(from) && g.targets.count(to)) next[from].insert(to);
  std::map<std::string, int> state;  // 0 new, 1 on the path, 2 done
  std::vector<std::string> path;
  std::function<void(const std::string&)> visit = [&](const std::string& t) {
    state[t] = 1;
    path.push_back(t);
    for (const auto& n : next[t]) {
      if (state[n] == 1) {
        std::string cycle;
        for (auto it = std::find(path.begin(), path.end(), n); it != path.end(); ++it) cycle += *it + " -> ";
        const Target& at = g.targets.at(n);
        out.push_back({at.file, at.line, "library cycle: " + cycle + n});
      } else if (state[n] == 0) {
        visit(n);
      }
    }
    path.pop_back();
    state[t] = 2;
  };
  for (const auto& [name, target] : g.targets)
    if (state[name] == 0) visit(name);
}

}  // namespace

std::vector<Finding> linkViolations(const std::string& root) {
  const LinkGraph g = readLinks(root);
  std::vector<Finding> out;
  for (const auto& [from, to, file, line] : g.links) {
    auto f = g.targets.find(from), t = g.targets.find(to);
    if (f == g.targets.end() || t == g.targets.end()) continue;
    const std::string& a = f->second.folder;
    const std::string& b = t->second.folder;
    if (a == b || layerOf(a) < 0 || layerOf(b) < 0 || layerOf(b) < layerOf(a)) continue;
    out.push_back({file, line, from + " links " + to + " (" + why(a, b) + ")"});
  }
  findCycles(g, out);
  return out;
}

namespace {

// The headings of a Markdown file, without their #s.
std::vector<std::string> headings(const fs::path& file) {
  std::vector<std::string> out;
  std::ifstream in(file);
  static const std::regex heading(R"(^#+\s+(.*)$)");
  std::smatch m;
  for (std::string line; std::getline(in, line);)
    if (std::regex_match(line, m, heading)) out.push_back(m[1]);
  return out;
}

}  // namespace

std::vector<Finding> danglingPointers(const std::string& root) {
  static const std::regex quoted(R"re((README|docs/[A-Za-z0-9_-]+\.md)[,:] "([^"]+)")re");
  static const std::regex parenthesised(R"re(\((README|docs/[A-Za-z0-9_-]+\.md): ([^)"]+)\))re");
  std::vector<std::string> folders = layeredFolders();
  folders.push_back("tests");
  std::vector<Finding> out;
  for (const auto& folder : folders) {
    for (const auto& file : filesUnder(root, folder, {".h", ".cpp", ".in", ".cat", ".map", ".txt"})) {
      if (relative(file, root).rfind("tests/architecture/", 0) == 0) continue;  // its own examples
      std::ifstream in(file);
      std::string line;
      for (int n = 1; std::getline(in, line); ++n) {
        for (const auto* re : {&quoted, &parenthesised}) {
          for (auto it = std::sregex_iterator(line.begin(), line.end(), *re); it != std::sregex_iterator(); ++it) {
            if (re == &quoted && (*it)[1] != "README") continue;  // a quoted docs/ name may be a term
            const std::string doc = (*it)[1] == "README" ? "README.md" : (*it)[1].str();
            const std::string section = (*it)[2];
            auto hs = headings(fs::path(root) / doc);
            if (std::any_of(hs.begin(), hs.end(), [&](const std::string& h) { return h.rfind(section, 0) == 0; }))
              continue;
            out.push_back({relative(file, root), n,
                           "points to section '" + section + "' of " + doc + ", which has no such heading"});
          }
        }
      }
    }
  }
  return out;
}

namespace {

bool startsWith(const std::string& s, const char* prefix) { return s.rfind(prefix, 0) == 0; }

// Whether a line at column 0 may begin a function definition.
bool mayStartDefinition(const std::string& line) {
  if (line.empty() || !(std::isalpha(static_cast<unsigned char>(line[0])) || line[0] == '~' || line[0] == '_'))
    return false;
  for (const char* word : {"namespace", "struct ", "class ", "enum ", "union ", "using ", "typedef ", "extern \"C\" {"})
    if (startsWith(line, word)) return false;
  return true;
}

// The function's name: the (qualified) identifier before the parameter list.
std::string functionName(const std::string& signature) {
  static const std::regex name(R"(((?:[A-Za-z_~][A-Za-z0-9_]*::)*(?:operator\S+|[A-Za-z_~][A-Za-z0-9_]*))\s*$)");
  const size_t paren =
      signature.find("operator()") != std::string::npos ? signature.find("operator()") + 8 : signature.find('(');
  std::smatch m;
  const std::string before = signature.substr(0, paren);
  return std::regex_search(before, m, name) ? m[1].str() : before;
}

void measureFile(const fs::path& file, const std::string& rel, int maxLines, std::vector<FunctionLength>& out) {
  std::ifstream in(file);
  std::vector<std::string> lines;
  for (std::string l; std::getline(in, l);) lines.push_back(l);
  for (size_t i = 0; i < lines.size(); ++i) {
    if (!mayStartDefinition(lines[i])) continue;
    // The signature: this line and its indented continuations, up to the body's `{`.
    std::string signature;
    size_t j = i;
    char last = 0;
    for (; j < lines.size(); ++j) {
      if (j > i && (lines[j].empty() || lines[j][0] != ' ')) break;
      signature += lines[j] + " ";
      const size_t e = lines[j].find_last_not_of(' ');
      last = e == std::string::npos ? 0 : lines[j][e];
      if (last == '{' || last == ';' || last == '}') break;
    }
    if (j == lines.size()) break;
    if (last != '{' && last != ';' && last != '}') {  // not a definition (a template line, a macro)
      i = j - 1;
      continue;
    }
    const std::string prefix = signature.substr(0, signature.find('('));
    const bool assigned = prefix.find('=') != std::string::npos && prefix.find("operator") == std::string::npos;
    if (last != '{' || prefix.size() == signature.size() || assigned) {
      i = j;
      continue;
    }
    size_t end = j + 1;
    while (end < lines.size() && !startsWith(lines[end], "}")) ++end;
    const int length = static_cast<int>(end - i + 1);
    if (length > maxLines) out.push_back({rel, static_cast<int>(i + 1), functionName(signature), length});
    i = end;
  }
}

}  // namespace

std::vector<FunctionLength> longFunctions(const std::string& root, const std::vector<std::string>& folders,
                                          int maxLines) {
  std::vector<FunctionLength> out;
  for (const auto& folder : folders.empty() ? layeredFolders() : folders)
    for (const auto& file : filesUnder(root, folder, {".cpp", ".in"}))
      measureFile(file, relative(file, root), maxLines, out);
  std::stable_sort(out.begin(), out.end(),
                   [](const FunctionLength& a, const FunctionLength& b) { return a.lines > b.lines; });
  return out;
}


std::vector<Finding> longFiles(const std::string& root, int maxLines) {
  std::vector<Finding> out;
  std::vector<std::string> folders = layeredFolders();
  folders.push_back("tests");
  for (const auto& folder : folders)
    for (const auto& file : filesUnder(root, folder, {".cpp", ".h"})) {
      std::ifstream in(file);
      int lines = 0;
      for (std::string line; std::getline(in, line);) ++lines;
      if (lines > maxLines)
        out.push_back({relative(file, root), lines,
                       std::to_string(lines) + " lines, over " + std::to_string(maxLines) +
                           ": split it along a seam (CONTRIBUTING.md)"});
    }
  return out;
}

namespace {

std::string slurpFile(const fs::path& p) {
  std::ifstream in(p);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// A model file without its comments (`(* ... *)`, nestable, and `// ...`).
std::string withoutComments(const std::string& text) {
  std::string out;
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 2, "(*") == 0) {
      ++depth, ++i;
    } else if (depth > 0 && text.compare(i, 2, "*)") == 0) {
      --depth, ++i;
    } else if (depth == 0 && text.compare(i, 2, "//") == 0) {
      while (i < text.size() && text[i] != '\n') ++i;
      out += '\n';
    } else if (depth == 0) {
      out += text[i];
    }
  }
  return out;
}

// The string literals of one line of C++, outside `//` comments.
std::vector<std::string> stringLiterals(const std::string& line) {
  std::vector<std::string> out;
  for (size_t i = 0; i < line.size(); ++i) {
    if (line.compare(i, 2, "//") == 0) break;
    if (line[i] == '\'') {  // a character literal: '"' is no string
      size_t end = line.find('\'', i + (line[i + 1] == '\\' ? 3 : 2));
      if (end == std::string::npos) break;
      i = end;
      continue;
    }
    if (line[i] != '"') continue;
    std::string s;
    size_t j = i + 1;
    for (; j < line.size() && line[j] != '"'; ++j) {
      if (line[j] == '\\' && j + 1 < line.size()) ++j;
      s += line[j];
    }
    out.push_back(s);
    i = j;
  }
  return out;
}

}  // namespace

std::set<std::string> modelNames(const std::string& root) {
  static const std::regex named(R"re(\b(?:let(?:\s+rec)?|as|total)\s+([A-Za-z_][A-Za-z0-9_.'-]*))re");
  static const std::regex another(R"re(\band\s+([A-Za-z_][A-Za-z0-9_.'-]*)\s*=)re");  // let rec a = .. and b = ..
  static const std::regex primitive(R"re(\{P::\w+, "([^"]+)")re");
  std::set<std::string> names;
  for (const auto& file : filesUnder(root, "axioms", {".cat"})) {
    if (file.parent_path() != fs::path(root) / "axioms") continue;  // the built-in models only
    const std::string text = withoutComments(slurpFile(file));
    for (const auto* re : {&named, &another})
      for (auto it = std::sregex_iterator(text.begin(), text.end(), *re); it != std::sregex_iterator(); ++it)
        names.insert((*it)[1]);
  }
  const std::string table = slurpFile(fs::path(root) / "axioms" / "PrimitiveTable.cpp");
  for (auto it = std::sregex_iterator(table.begin(), table.end(), primitive); it != std::sregex_iterator(); ++it)
    names.erase((*it)[1]);
  return names;
}

std::vector<Finding> modelNamesInCode(const std::string& root, const std::string& folder,
                                      const std::set<std::string>& words) {
  const std::set<std::string> names = modelNames(root);
  std::vector<Finding> out;
  for (const auto& file : filesUnder(root, folder, {".h", ".cpp"})) {
    std::ifstream in(file);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n)
      for (const auto& literal : stringLiterals(line))
        if (names.count(literal) && !words.count(literal))
          out.push_back({relative(file, root), n,
                         "names the model relation, check or flag '" + literal +
                             "': read what is special about it from the model file (docs/model-language.md)"});
  }
  return out;
}

}  // namespace clmm::arch
