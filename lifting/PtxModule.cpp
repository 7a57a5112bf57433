// The PTX module reader (PtxModule.h).
#include "lifting/PtxModule.h"

#include <algorithm>
#include <cstdlib>
#include <map>

namespace clmm::lifting::ptxmodule {

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  size_t b = s.find_last_not_of(" \t\r");
  return s.substr(a, b - a + 1);
}

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : s) {
    if (c == sep) {
      out.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  out.push_back(cur);
  return out;
}

namespace {

class Reader {
 public:
  explicit Reader(std::shared_ptr<const SourceFile> ptx) : ptx_(std::move(ptx)) {}

  std::vector<PtxFunction> run() {
    read();
    return std::move(functions_);
  }

 private:
  [[noreturn]] void fail(int line, const std::string& message) {
    throw BadInput(ptx_->path(), SourceRange::point(line, 1), "cannot lift: " + message, ptx_);
  }

  // The module's lines with its comments blanked (PTX ISA, "Comments": C's non-nesting /* */, which
  // may span lines, and // to the end of the line; not inside a quoted string, as a .file path).
  // ptxas reads nothing in a comment, so neither may the lifter: a fence or a kernel inside one is
  // not in the program. Lines whose first character is '#' are the C preprocessor's (PTX ISA,
  // "Source Format": #if, #define, #include ...), which decide what ptxas reads: refused.
  std::vector<std::string> codeLines() {
    std::vector<std::string> lines = split(ptx_->text(), '\n');
    bool inBlock = false;
    int opened = 0;
    for (size_t i = 0; i < lines.size(); ++i) {
      std::string& l = lines[i];
      bool quoted = false;
      for (size_t k = 0; k < l.size(); ++k) {
        if (inBlock) {
          if (l.compare(k, 2, "*/") == 0) inBlock = false, l[k + 1] = ' ';
          l[k] = ' ';
        } else if (l[k] == '"') {
          quoted = !quoted;
        } else if (!quoted && l.compare(k, 2, "/*") == 0) {
          inBlock = true, opened = static_cast<int>(i) + 1;
          l[k] = l[k + 1] = ' ';
          ++k;  // the opener's '*' closes nothing: "/*/" is still open
        } else if (!quoted && l.compare(k, 2, "//") == 0) {
          l.erase(k);
        }
      }
      if (!inBlock && !trim(l).empty() && trim(l)[0] == '#')
        fail(static_cast<int>(i) + 1, "a preprocessor directive ('" + trim(l).substr(0, trim(l).find_first_of(" \t")) +
                                          "'): the lifter reads PTX as ptxas does after preprocessing; give it the "
                                          "preprocessed module (cpp -P)");
    }
    if (inBlock) fail(opened, "a comment opened here ('/*') is not closed: ptxas rejects the module");
    return lines;
  }

  void read() {
    std::vector<std::string> lines = codeLines();
    PtxFunction* fn = nullptr;
    bool inParams = false, inBody = false;
    int depth = 0;
    int locLine = 0;
    std::string pendingLabel;
    std::string pending;
    for (size_t i = 0; i < lines.size(); ++i) {
      int ln = static_cast<int>(i) + 1;
      std::string l = trim(lines[i]);
      if (l.empty()) continue;
      if (l.rfind(".loc", 0) == 0) {
        locLine = sourceLine(l, locLine);
        continue;
      }
      if (!fn) {
        auto e = l.find(".entry ");
        if (e == std::string::npos) continue;
        std::string rest = trim(l.substr(e + 7));
        auto paren = rest.find('(');
        std::string name = trim(paren == std::string::npos ? rest : rest.substr(0, paren));
        for (const PtxFunction& f : functions_)
          if (f.name == name)
            fail(ln, "a second kernel '" + name + "' (the first at line " + std::to_string(f.line) +
                         "): ptxas rejects a module that defines a kernel twice");
        functions_.emplace_back();
        fn = &functions_.back();
        fn->line = ln;
        fn->name = name;
        inParams = paren != std::string::npos && rest.find(')') == std::string::npos;
        if (paren != std::string::npos) addParams(*fn, rest.substr(paren + 1));
        continue;
      }
      if (inParams) {
        addParams(*fn, l);
        if (l.find(')') != std::string::npos) inParams = false;
        continue;
      }
      if (!inBody) {
        if (l.find('{') != std::string::npos) {
          inBody = true;
          depth = 1;
          locLine = 0;
        }
        continue;
      }
      // Inside the body: braces nest inline-assembly blocks; statements end with ';' (one may
      // go on over the next lines: `pending` carries it).
      std::string cur = pending;
      pending.clear();
      for (char c : l + "\n") {
        if (c == '{') {
          ++depth;
          continue;
        }
        if (c == '}') {
          --depth;
          if (depth == 0) {
            if (!trim(cur).empty()) fail(ln, "an instruction without its ';' before the end of " + fn->name);
            fn = nullptr;
            inBody = false;
            break;
          }
          continue;
        }
        if (c == ';' || c == '\n') {
          std::string s = trim(cur);
          cur.clear();
          if (s.empty()) continue;
          if (s.back() == ':' && s.find(' ') == std::string::npos) {
            pendingLabel = s.substr(0, s.size() - 1);
            PtxStmt st;
            st.line = ln;
            st.label = pendingLabel;
            fn->body.push_back(st);
            continue;
          }
          if (c == '\n' && s[0] != '.') {
            pending = s + " ";  // an instruction split over lines
            continue;
          }
          if (s[0] == '.') continue;  // .reg, .shared, .local, .pragma declarations
          fn->body.push_back(statement(s, ln, locLine));
          continue;
        }
        cur += c;
      }
    }
  }

  // `.loc FILE LINE COL[, function_name F, inlined_at FILE2 LINE2 COL2]`: the line of the emitted
  // source (file 1) it stands for, following the chain of inlined_at positions (each position's
  // most recent inlined_at); `current` when it leads nowhere.
  int sourceLine(const std::string& l, int current) {
    auto words = [](const std::string& s) {
      std::vector<std::string> w;
      std::string cur;
      for (char c : s + " ") {
        if (c == ' ' || c == '\t' || c == ',') {
          if (!cur.empty()) w.push_back(cur);
          cur.clear();
        } else {
          cur += c;
        }
      }
      return w;
    };
    std::vector<std::string> w = words(l);
    if (w.size() < 4) return current;
    std::string here = w[1] + " " + w[2] + " " + w[3];
    auto at = std::find(w.begin(), w.end(), "inlined_at");
    if (at != w.end() && w.end() - at >= 4) inlinedAt_[here] = at[1] + " " + at[2] + " " + at[3];
    std::string pos = here;
    for (int step = 0; step < 64; ++step) {
      if (pos.rfind("1 ", 0) == 0) return std::atoi(pos.c_str() + 2);
      auto it = inlinedAt_.find(pos);
      if (it == inlinedAt_.end()) return current;
      pos = it->second;
    }
    return current;
  }

  void addParams(PtxFunction& f, const std::string& text) {
    for (auto part : split(text, ',')) {
      part = trim(part);
      if (auto p = part.find(')'); p != std::string::npos) part = trim(part.substr(0, p));
      if (part.empty()) continue;
      auto sp = part.find_last_of(" \t");
      f.params.push_back(sp == std::string::npos ? part : part.substr(sp + 1));
    }
  }

  PtxStmt statement(const std::string& s, int line, int locLine) {
    PtxStmt st;
    st.line = line;
    st.locLine = locLine;
    st.raw = s;
    std::string rest = s;
    if (rest[0] == '@') {
      auto sp = rest.find_first_of(" \t");
      if (sp == std::string::npos) fail(line, "a guard '" + s + "' with no instruction after it");
      std::string p = rest.substr(1, sp - 1);
      if (!p.empty() && p[0] == '!') {
        st.predNegated = true;
        p = p.substr(1);
      }
      st.pred = p;
      rest = trim(rest.substr(sp));
    }
    auto sp = rest.find_first_of(" \t");
    st.opcode = rest.substr(0, sp);
    if (sp != std::string::npos)
      for (auto a : split(rest.substr(sp), ',')) {
        a = trim(a);
        if (!a.empty()) st.args.push_back(a);
      }
    return st;
  }

  std::shared_ptr<const SourceFile> ptx_;
  std::vector<PtxFunction> functions_;
  std::map<std::string, std::string> inlinedAt_;
};

}  // namespace

std::vector<PtxFunction> readModule(const std::shared_ptr<const SourceFile>& ptx) { return Reader(ptx).run(); }

}  // namespace clmm::lifting::ptxmodule
