// The AMDGPU assembly reader (AmdgpuAsmReader.h): statements, labels and .loc lines of each kernel,
// the user-SGPR directives of its kernel descriptor and the explicit arguments of its metadata.
#include "lifting/AmdgpuAsmReader.h"

#include <cctype>
#include <set>
#include <sstream>

#include "lifting/PtxModule.h"

namespace clmm::lifting::amdasm {
namespace {

using ptxmodule::trim;

[[noreturn]] void fail(const std::shared_ptr<const SourceFile>& s, int line, const std::string& message) {
  throw BadInput(s->path(), SourceRange::point(line, 1), "cannot lift: " + message, s);
}

bool startsWith(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }

// The line without its comment (`;` starts one; `//` too).
std::string uncomment(const std::string& l) {
  size_t c = l.find(';');
  size_t d = l.find("//");
  return trim(l.substr(0, std::min(c, d)));
}

// "global_load_dword v1, v0, s[2:3] glc" -> opcode, operands, modifiers. The modifiers are the
// words after the last operand (an operand never holds a space, except inside parentheses:
// "vmcnt(0) lgkmcnt(0)" are modifiers of s_waitcnt).
AsmStmt parseInstruction(const std::string& text, int line, int loc) {
  AsmStmt st;
  st.line = line;
  st.locLine = loc;
  st.raw = text;
  size_t sp = text.find_first_of(" \t");
  st.opcode = text.substr(0, sp);
  if (sp == std::string::npos) return st;
  std::string rest = trim(text.substr(sp));
  std::vector<std::string> parts;
  std::string cur;
  int depth = 0;
  for (char c : rest) {
    if (c == '(' || c == '[') ++depth;
    if (c == ')' || c == ']') --depth;
    if (c == ',' && depth == 0) {
      parts.push_back(trim(cur));
      cur.clear();
      continue;
    }
    cur += c;
  }
  parts.push_back(trim(cur));
  // The last part: its first word is an operand, the rest modifiers (or all modifiers, for a
  // statement with no comma whose words all look like modifiers: s_waitcnt vmcnt(0) lgkmcnt(0)).
  std::string last = parts.back();
  parts.pop_back();
  std::vector<std::string> words;
  std::string w;
  depth = 0;
  for (char c : last) {
    if (c == '(' || c == '[') ++depth;
    if (c == ')' || c == ']') --depth;
    if ((c == ' ' || c == '\t') && depth == 0) {
      if (!w.empty()) words.push_back(w);
      w.clear();
      continue;
    }
    w += c;
  }
  if (!w.empty()) words.push_back(w);
  size_t first = 0;
  bool allModifiers = parts.empty() && st.opcode == "s_waitcnt";
  if (!allModifiers && !words.empty()) parts.push_back(words[0]), first = 1;
  st.args = parts;
  for (size_t i = first; i < words.size(); ++i) st.modifiers.push_back(words[i]);
  return st;
}

// The kernel descriptor's directives the lifter reads. Each is a flag (0 or 1) but the preload
// length (0 to 16 SGPRs' worth of arguments); any other value is refused at its line, for a value
// read loosely would shift the kernarg pointer's SGPR or flip the kernel's mode unseen.
void readDirectives(const std::shared_ptr<const SourceFile>& s, const std::vector<std::string>& lines,
                    std::map<std::string, AsmKernel>& kernels) {
  AsmKernel* k = nullptr;
  int psb = 0, dispatch = 0, queue = 0, kernarg = 0, userCount = -1, system = 0, waveOffset = 0, systemSeen = 0;
  for (size_t i = 0; i < lines.size(); ++i) {
    std::string l = uncomment(lines[i]);
    if (startsWith(l, ".amdhsa_kernel ")) {
      auto it = kernels.find(trim(l.substr(15)));
      k = it == kernels.end() ? nullptr : &it->second;
      psb = dispatch = queue = kernarg = system = waveOffset = systemSeen = 0;
      userCount = -1;
      continue;
    }
    if (!k) continue;
    auto value = [&](const char* name, int max = 1) {
      std::string n = name;
      if (!startsWith(l, n + " ")) return -1;
      const std::string v = trim(l.substr(n.size() + 1));
      if (v.empty() || v.size() > 2 || v.find_first_not_of("0123456789") != std::string::npos || std::stoi(v) > max)
        fail(s, static_cast<int>(i) + 1, "'" + l + "': the value of " + n + " is 0 to " + std::to_string(max));
      return std::stoi(v);
    };
    if (int v = value(".amdhsa_user_sgpr_private_segment_buffer"); v >= 0) psb = v;
    if (int v = value(".amdhsa_user_sgpr_dispatch_ptr"); v >= 0) dispatch = v;
    if (int v = value(".amdhsa_user_sgpr_queue_ptr"); v >= 0) queue = v;
    if (int v = value(".amdhsa_user_sgpr_kernarg_segment_ptr"); v >= 0) kernarg = v;
    if (int v = value(".amdhsa_user_sgpr_kernarg_preload_length", 16); v >= 0) k->preloadedArgs = v;
    if (int v = value(".amdhsa_user_sgpr_count", 32); v >= 0) userCount = v;
    // The system SGPRs follow the user SGPRs in this order (AMDGPUUsage, "Initial Kernel
    // Execution State"): work-group id X, Y, Z, work-group info, private segment wavefront offset.
    for (const char* id : {".amdhsa_system_sgpr_workgroup_id_x", ".amdhsa_system_sgpr_workgroup_id_y",
                           ".amdhsa_system_sgpr_workgroup_id_z", ".amdhsa_system_sgpr_workgroup_info"})
      if (int v = value(id); v >= 0) system += v, ++systemSeen;
    if (int v = value(".amdhsa_system_sgpr_private_segment_wavefront_offset"); v >= 0) waveOffset = v;
    if (int v = value(".amdhsa_tg_split"); v >= 0) k->tgSplit = v != 0;
    if (int v = value(".amdhsa_workgroup_processor_mode"); v >= 0) k->cuMode = v == 0;
    if (int v = value(".amdhsa_wavefront_size32"); v >= 0) k->wave32 = v != 0;
    if (int v = value(".amdhsa_enable_private_segment"); v >= 0) k->flatScratch = v != 0;
    if (startsWith(l, ".amdhsa_private_segment_fixed_size ")) {
      const std::string v = trim(l.substr(35));
      if (v.empty() || v.size() > 9 || v.find_first_not_of("0123456789") != std::string::npos)
        fail(s, static_cast<int>(i) + 1, "'" + l + "': the value of .amdhsa_private_segment_fixed_size is a number "
                                         "of bytes (0 to 999999999)");
      k->privateSize = std::stoll(v);
    }
    if (startsWith(l, ".end_amdhsa_kernel")) {
      k->kernargSgpr = kernarg ? 4 * psb + 2 * dispatch + 2 * queue : -1;
      k->privateSegmentBuffer = psb != 0;
      // Only where every directive that places it is written (an absent one has a default).
      k->waveOffsetSgpr = waveOffset && userCount >= 0 && systemSeen == 4 ? userCount + system : -1;
      k = nullptr;
    }
  }
}

// The amdhsa.kernels metadata: per entry its explicit arguments, then its .name.
// An argument's .offset or .size: a whole number of bytes that a kernarg segment can have (a
// larger one, or one that is no number, would overflow the byte arithmetic of the lifter).
int64_t metadataBytes(const std::shared_ptr<const SourceFile>& s, int line, const char* key, const std::string& v) {
  if (v.empty() || v.size() > 9 || v.find_first_not_of("0123456789") != std::string::npos)
    fail(s, line, "the metadata's " + std::string(key) + " '" + v + "' is not a byte count (0 to 999999999)");
  return std::stoll(v);
}

void readMetadata(const std::shared_ptr<const SourceFile>& s, const std::vector<std::string>& lines,
                  std::map<std::string, AsmKernel>& kernels) {
  bool in = false;
  std::vector<AsmArg> args;
  AsmArg* arg = nullptr;
  bool hidden = false;
  for (size_t i = 0; i < lines.size(); ++i) {
    const std::string& raw = lines[i];
    const int line = static_cast<int>(i) + 1;
    if (startsWith(raw, "amdhsa.kernels:")) {
      in = true;
      continue;
    }
    if (!in) continue;
    if (!raw.empty() && raw[0] != ' ' && raw[0] != '-') break;  // the next top-level key
    std::string l = trim(raw);
    if (startsWith(raw, "  - ")) {  // a new kernel entry
      args.clear(), arg = nullptr;
      continue;
    }
    if (startsWith(raw, "      - .")) {  // a new argument
      args.push_back({}), arg = &args.back(), hidden = false;
      l = trim(l.substr(2));
    } else if (!startsWith(raw, "        ")) {
      arg = nullptr;  // a key of the kernel, not of an argument
    }
    auto field = [&](const char* name) -> std::string {
      std::string n = name;
      return startsWith(l, n) ? trim(l.substr(n.size())) : std::string("\x01");
    };
    if (auto v = field(".offset:"); v != "\x01" && arg) arg->offset = metadataBytes(s, line, ".offset", v);
    if (auto v = field(".size:"); v != "\x01" && arg) arg->size = metadataBytes(s, line, ".size", v);
    if (auto v = field(".address_space:"); v != "\x01" && arg) arg->local = v == "local";
    if (auto v = field(".value_kind:"); v != "\x01" && arg) {
      hidden = startsWith(v, "hidden_");
      if (hidden) args.pop_back(), arg = nullptr;
    }
    if (startsWith(raw, "    .name:")) {
      auto it = kernels.find(trim(l.substr(6)));
      if (it != kernels.end()) it->second.args = args;
    }
  }
}

// A block comment (/* ... */, outside a string) is refused: the assembler skips what it encloses,
// lines the reader would take as instructions (a buffer_inv there is in no binary).
void blockComment(const std::shared_ptr<const SourceFile>& s, int line, const std::string& l) {
  bool quoted = false;
  for (size_t i = 0; i + 1 < l.size(); ++i) {
    if (l[i] == '\\' && quoted) ++i;
    else if (l[i] == '"') quoted = !quoted;
    else if (!quoted && l[i] == '/' && l[i + 1] == '*')
      fail(s, line, "'" + l + "': a block comment (/* */), whose lines the assembler skips and the reader would "
                    "not: remove it");
  }
}

// A directive's effect on the section (`text`: code or not), and, in a function's code, a directive
// that puts bytes there (.long, .inst, .fill, an alignment's fill value): bytes the hardware runs as
// instructions the reader would not see, refused.
void section(const std::shared_ptr<const SourceFile>& s, int line, const std::string& l, bool function, bool& text,
             std::string& current) {
  std::istringstream words(l);
  std::string d, name;
  words >> d >> name;
  name = name.substr(0, name.find(','));  // the section's name, without its flags
  if (d == ".text") text = true, current = ".text";
  else if (d == ".section" || d == ".pushsection")
    text = startsWith(name, ".text") || startsWith(name, "\".text"), current = name;
  else if (d == ".data" || d == ".bss") text = false, current = d;
  else if (d == ".previous" || d == ".popsection" || d == ".subsection")
    text = true, current = "?";  // not followed: taken as code, another than any function's
  // Conditional assembly, repetition, macros and inclusion make the assembled code other than the
  // lines the reader reads (".if 0" drops the lines up to .endif, ".rept 2" doubles them).
  static const std::set<std::string> expanding = {".else", ".elseif", ".endif", ".rept", ".irp", ".irpc", ".endr",
                                                  ".macro", ".endm", ".exitm", ".purgem", ".include", ".altmacro"};
  if (expanding.count(d) || startsWith(d, ".if"))
    fail(s, line, "'" + l + "': conditional assembly, repetition, a macro or an inclusion, which make the assembled "
                  "code other than the lines read: give the code as plain instructions");
  if (!function || !text) return;
  static const std::set<std::string> bytes = {
      ".byte", ".2byte", ".4byte", ".8byte", ".short", ".hword", ".word", ".long", ".int", ".quad", ".octa",
      ".inst", ".fill", ".zero", ".skip", ".space", ".ascii", ".asciz", ".string", ".incbin", ".value",
      ".uleb128", ".sleb128", ".org", ".reloc", ".dc", ".dcb", ".ds"};
  const bool fill = (d == ".p2align" || d == ".align" || d == ".balign" || startsWith(d, ".p2align") ||
                     startsWith(d, ".balign")) && l.find(',') != std::string::npos;
  if (bytes.count(d) || startsWith(d, ".dc.") || startsWith(d, ".ds.") || fill)
    fail(s, line, "'" + l + "': a directive that puts bytes in a function's code, which the hardware runs as "
                  "instructions the lifter does not read: assemble it from instructions");
}

}  // namespace

std::map<std::string, AsmKernel> readAsm(const std::shared_ptr<const SourceFile>& s) {
  std::vector<std::string> lines;
  {
    const std::string& t = s->text();
    size_t at = 0;
    while (at <= t.size()) {
      size_t nl = t.find('\n', at);
      if (nl == std::string::npos) nl = t.size();
      std::string l = t.substr(at, nl - at);
      if (!l.empty() && l.back() == '\r') l.pop_back();
      lines.push_back(l);
      at = nl + 1;
    }
  }
  std::map<std::string, AsmKernel> kernels;
  AsmKernel* k = nullptr;
  int loc = 0;
  bool text = true;  // whether the lines are in a code section (where a section is not known: yes)
  std::string current = ".text", home;  // the section the lines are in; the function's own
  for (size_t i = 0; i < lines.size(); ++i) {
    const int line = static_cast<int>(i) + 1;
    std::string l = uncomment(lines[i]);
    if (l.empty()) continue;
    if (startsWith(l, ".amdgpu_metadata")) break;  // the code object's metadata: no code after it
    blockComment(s, line, l);
    if (l[0] == '.') section(s, line, l, k != nullptr, text, current);
    if (l.back() == ':' && l.find_first_of(" \t") == std::string::npos) {
      std::string name = l.substr(0, l.size() - 1);
      if (!name.empty() && name[0] != '.' && name.find('$') == std::string::npos && !text) {
        k = nullptr;  // data (a variable, or bytes a call would run): no function's code follows it
        continue;
      }
      if (!name.empty() && name[0] != '.' && name.find('$') == std::string::npos) {  // a function begins
        if (kernels.count(name)) fail(s, line, "kernel '" + name + "' is defined twice");
        k = &kernels[name];
        home = current;
        k->name = name;
        k->line = line;
        loc = 0;
        continue;
      }
      if (startsWith(name, ".Lfunc_end")) {
        k = nullptr;
        continue;
      }
      if (k && startsWith(name, ".LBB")) {
        if (current != home)
          fail(s, line, "label '" + name + "' of function '" + k->name + "' in section '" + current +
                            "', not in its own '" + home + "': put it there");
        AsmStmt st;
        st.line = line;
        st.label = name;
        st.raw = l;
        k->body.push_back(st);
      }
      continue;
    }
    if (!k) continue;
    if (startsWith(l, ".loc")) {  // .loc FILE LINE [COL] ...
      std::string rest = trim(l.substr(4));
      size_t sp = rest.find_first_of(" \t");
      loc = sp == std::string::npos ? 0 : std::atoi(trim(rest.substr(sp)).c_str());
      continue;
    }
    if (l[0] == '.') continue;  // other directives (.file, .p2align, .cfi_*, ...)
    if (current != home)  // placed elsewhere than the code before it: not what runs after that code
      fail(s, line, "'" + l + "': an instruction of function '" + k->name + "' in section '" + current +
                        "', not in its own '" + home + "' (after the code before it): put it there");
    const int column = static_cast<int>(lines[i].find(l.substr(0, 1))) + 1;
    size_t dual = l.find("::");
    if (dual != std::string::npos) {  // v_dual_X a :: v_dual_Y b: two moves issued together
      AsmStmt x = parseInstruction(trim(l.substr(0, dual)), line, loc);
      AsmStmt y = parseInstruction(trim(l.substr(dual + 2)), line, loc);
      x.column = column;
      y.column = column + static_cast<int>(l.find(y.opcode, dual));
      // The halves issue together and read their operands before either writes; lifted one after
      // the other, that holds unless the second reads (or writes) the first's destination.
      if (!x.args.empty() && !y.args.empty())
        for (const auto& a : y.args)
          if (a == x.args[0])
            fail(s, line, "'" + l + "': the second half of a dual-issued pair uses " + a +
                              ", the first half's destination (the halves read their operands together; the lifter "
                              "follows one after the other)");
      k->body.push_back(std::move(x));
      k->body.push_back(std::move(y));
      continue;
    }
    k->body.push_back(parseInstruction(l, line, loc));
    k->body.back().column = column;
  }
  readDirectives(s, lines, kernels);
  readMetadata(s, lines, kernels);
  return kernels;
}

}  // namespace clmm::lifting::amdasm
