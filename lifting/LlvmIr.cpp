// The textual LLVM IR reader (LlvmIr.h): a line reader for function definitions, blocks and
// instructions, and the debug-location metadata that names their source lines.
#include "lifting/LlvmIr.h"

#include <cctype>
#include <cstdlib>
#include <set>

namespace clmm::lifting::llvm {

std::string trim(const std::string& s) {
  size_t a = s.find_first_not_of(" \t\r");
  if (a == std::string::npos) return "";
  size_t b = s.find_last_not_of(" \t\r");
  return s.substr(a, b - a + 1);
}

std::vector<std::string> splitOperands(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  bool quoted = false;
  for (char c : s) {
    if (c == '"') quoted = !quoted;
    if (!quoted) {
      if (c == '(' || c == '[' || c == '{' || c == '<') ++depth;
      if (c == ')' || c == ']' || c == '}' || c == '>') --depth;
      if (c == ',' && depth == 0) {
        out.push_back(trim(cur));
        cur.clear();
        continue;
      }
    }
    cur += c;
  }
  if (!trim(cur).empty() || !out.empty()) out.push_back(trim(cur));
  return out;
}

std::vector<std::string> words(const std::string& s) {
  std::vector<std::string> out;
  std::string cur;
  int depth = 0;
  bool quoted = false;
  for (char c : s) {
    if (c == '"') quoted = !quoted;
    if (!quoted && (c == '(' || c == '[' || c == '{')) ++depth;
    if (!quoted && (c == ')' || c == ']' || c == '}')) --depth;
    if (!quoted && depth == 0 && (c == ' ' || c == '\t')) {
      if (!cur.empty()) out.push_back(cur);
      cur.clear();
      continue;
    }
    cur += c;
  }
  if (!cur.empty()) out.push_back(cur);
  return out;
}

const IrBlock* IrFunction::block(const std::string& label) const {
  for (const auto& b : blocks)
    if (b.label == label) return &b;
  return nullptr;
}

const IrFunction* IrModule::function(const std::string& name) const {
  for (const auto& f : functions)
    if (f.name == name) return &f;
  return nullptr;
}

namespace {

// The line without its comment (a ';' outside quotes).
std::string uncomment(const std::string& l) {
  bool quoted = false;
  for (size_t i = 0; i < l.size(); ++i) {
    if (l[i] == '"') quoted = !quoted;
    if (l[i] == ';' && !quoted) return l.substr(0, i);
  }
  return l;
}

// The decimal number at `p` (at most 9 digits read, so that it cannot overflow an int).
int smallNumber(const char* p) {
  int v = 0;
  for (int i = 0; i < 9 && *p >= '0' && *p <= '9'; ++i, ++p) v = v * 10 + (*p - '0');
  return v;
}

bool isNumber(const std::string& s) {
  if (s.empty()) return false;
  for (char c : s)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

struct DiLocation {
  int line = 0;
  std::string inlinedAt;
};

class Reader {
 public:
  explicit Reader(std::shared_ptr<const SourceFile> file) : file_(std::move(file)) {}

  IrModule run() {
    std::vector<std::string> lines;
    std::string cur;
    for (char c : file_->text()) {
      if (c == '\n') {
        lines.push_back(cur);
        cur.clear();
      } else {
        cur += c;
      }
    }
    lines.push_back(cur);
    IrFunction* fn = nullptr;
    for (size_t i = 0; i < lines.size(); ++i) {
      const int ln = static_cast<int>(i) + 1;
      std::string l = trim(uncomment(lines[i]));
      if (l.empty()) continue;
      if (!fn) {
        if (l.rfind("define ", 0) == 0)
          fn = startFunction(l, ln);
        else if (l[0] == '!')
          metadata(l);
        continue;
      }
      if (l == "}") {
        fn = nullptr;
        continue;
      }
      // An instruction over several lines (a switch's table): up to its closing bracket.
      if (l.back() == '[')
        while (i + 1 < lines.size()) {
          std::string more = trim(uncomment(lines[++i]));
          l += " " + more;
          if (more.find(']') != std::string::npos) break;
        }
      if (l.back() == ':' && l.find(' ') == std::string::npos) {
        std::string name = l.substr(0, l.size() - 1);
        if (!name.empty() && name[0] == '"') fail(ln, "a quoted block label");
        fn->blocks.push_back({"%" + name, ln, {}, {}});
        continue;
      }
      if (fn->blocks.empty()) fn->blocks.push_back({entryLabel(*fn), ln, {}, {}});
      fn->blocks.back().insts.push_back(instruction(l, ln));
      IrBlock& b = fn->blocks.back();
      const IrInst& in = b.insts.back();
      if (in.opcode == "br" || in.opcode == "switch" || in.opcode == "indirectbr" || in.opcode == "callbr") {
        std::string flat = in.rest;  // a switch's table too: its brackets and commas are blanks here
        for (char& c : flat)
          if (c == '[' || c == ']' || c == ',') c = ' ';
        std::vector<std::string> w = words(flat);
        for (size_t k = 0; k + 1 < w.size(); ++k)
          if (w[k] == "label") b.succs.push_back(w[k + 1]);
      }
    }
    if (fn) fail(fn->line, "function @" + fn->name + " has no closing '}'");
    IrModule m;
    m.functions = std::move(functions_);
    for (auto& f : m.functions)
      for (auto& b : f.blocks)
        for (auto& in : b.insts) in.sourceLine = resolve(in.sourceLine);
    return m;
  }

 private:
  [[noreturn]] void fail(int line, const std::string& message) {
    throw BadInput(file_->path(), SourceRange::point(line, 1), "cannot read the LLVM IR: " + message, file_);
  }

  // The entry block's implicit label: the number after the unnamed parameters.
  static std::string entryLabel(const IrFunction& f) {
    int unnamed = 0;
    for (const auto& p : f.params)
      if (isNumber(p.substr(1))) ++unnamed;
    return "%" + std::to_string(unnamed);
  }

  IrFunction* startFunction(const std::string& l, int ln) {
    size_t at = l.find('@');
    size_t open = at == std::string::npos ? std::string::npos : l.find('(', at);
    if (open == std::string::npos) fail(ln, "a function definition without a name and parameters");
    int depth = 0;
    size_t close = std::string::npos;
    for (size_t k = open; k < l.size(); ++k) {
      if (l[k] == '(') ++depth;
      if (l[k] == ')' && --depth == 0) {
        close = k;
        break;
      }
    }
    if (close == std::string::npos || l.back() != '{') fail(ln, "a function header over several lines");
    const std::string name = l.substr(at + 1, open - at - 1);
    // (A quoted name may spell another's with escapes, "\63lmm_P1" for clmm_P1; LLVM rejects a
    // second definition of a name, and which one the lifter read would be a guess.)
    if (!name.empty() && name[0] == '"') fail(ln, "a quoted function name (" + name + ")");
    for (const IrFunction& other : functions_)
      if (other.name == name)
        fail(ln, "a second definition of @" + name + " (the first at line " + std::to_string(other.line) +
                     "): LLVM rejects a module that defines a function twice");
    functions_.emplace_back();
    IrFunction& f = functions_.back();
    f.name = name;
    f.line = ln;
    for (const auto& p : splitOperands(l.substr(open + 1, close - open - 1))) {
      std::vector<std::string> w = words(p);
      if (w.empty() || w.back().empty() || w.back()[0] != '%') fail(ln, "a parameter without a name: '" + p + "'");
      f.params.push_back(w.back());
    }
    return &f;
  }

  IrInst instruction(const std::string& l, int ln) {
    IrInst in;
    in.line = ln;
    in.raw = l;
    std::string s = l;
    if (s[0] == '%') {
      size_t eq = s.find(" = ");
      if (eq == std::string::npos) fail(ln, "an instruction '" + l + "' without its '='");
      in.result = s.substr(0, eq);
      s = trim(s.substr(eq + 3));
    }
    // Metadata attachments (", !dbg !12", ", !tbaa !9") end the instruction.
    std::vector<std::string> parts = splitOperands(s);
    std::string kept;
    for (const auto& p : parts) {
      if (!p.empty() && p[0] == '!') {
        std::vector<std::string> w = words(p);
        if (w.size() == 2 && w[0] == "!dbg" && w[1].size() > 1) in.sourceLine = -smallNumber(w[1].c_str() + 1) - 1;
        continue;
      }
      kept += (kept.empty() ? "" : ", ") + p;
    }
    std::vector<std::string> w = words(kept);
    size_t k = 0;
    while (k < w.size() && (w[k] == "tail" || w[k] == "musttail" || w[k] == "notail")) ++k;
    if (k == w.size()) fail(ln, "an instruction without its opcode: '" + l + "'");
    in.opcode = w[k];
    size_t pos = kept.find(w[k]);
    in.rest = trim(kept.substr(pos + w[k].size()));
    return in;
  }

  // `!23 = !DILocation(line: 5, column: 3, scope: !20, inlinedAt: !30)` (also `distinct !DILocation`).
  void metadata(const std::string& l) {
    size_t eq = l.find(" = ");
    size_t di = l.find("!DILocation(");
    if (eq == std::string::npos || di == std::string::npos || !isNumber(l.substr(1, eq - 1))) return;
    DiLocation d;
    size_t line = l.find("line: ", di);
    if (line != std::string::npos) d.line = smallNumber(l.c_str() + line + 6);
    size_t inl = l.find("inlinedAt: !", di);
    if (inl != std::string::npos) {
      size_t e = inl + 12;
      while (e < l.size() && std::isdigit(static_cast<unsigned char>(l[e]))) ++e;
      d.inlinedAt = l.substr(inl + 12, e - inl - 12);
    }
    locations_[l.substr(1, eq - 1)] = d;
  }

  // An instruction's !dbg (stored as -(N+1)) followed through inlinedAt to the outermost line.
  int resolve(int encoded) const {
    if (encoded >= 0) return 0;
    std::string id = std::to_string(-encoded - 1);
    std::set<std::string> seen;
    int line = 0;
    while (seen.insert(id).second) {
      auto it = locations_.find(id);
      if (it == locations_.end()) break;
      line = it->second.line;
      if (it->second.inlinedAt.empty()) break;
      id = it->second.inlinedAt;
    }
    return line;
  }

  std::shared_ptr<const SourceFile> file_;
  std::vector<IrFunction> functions_;
  std::map<std::string, DiLocation> locations_;
};

}  // namespace

IrModule readModule(const std::shared_ptr<const SourceFile>& file) { return Reader(file).run(); }

}  // namespace clmm::lifting::llvm
