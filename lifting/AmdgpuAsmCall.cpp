// Direct calls inlined (AmdgpuAsmCall.h). The callee runs on the caller's registers and returns to
// the instruction after the call, so its statements put in place of the call compute what the
// call computes, provided that (1) the call jumps to the callee: its target pair holds the
// callee's address, made by s_getpc_b64 and the two adds whose @rel32 relocations the linker
// resolves to the callee's label (the addends are the distances from the address s_getpc_b64
// returns to each add's literal, +4/+12, or +8/+16 with gfx12's s_sext_i32_i16 between), the label
// defined once in this file and not weak (no other definition can be bound); (2) the callee
// returns to the caller: its last instruction, and its only jump, is s_setpc_b64 of the pair the
// call wrote the return address to, which no instruction of the callee names (so it still holds
// that address); (3) the callee calls nothing (the depth is one, no recursion) and ends nowhere
// else (no s_endpgm, no branch out of it). The registers the call's own instructions write hold
// a code address afterwards, which the lifter knows nothing of.
#include "lifting/AmdgpuAsmCall.h"

#include <cctype>
#include <optional>
#include <set>
#include <sstream>
#include <vector>

namespace clmm::lifting::amdasm {

const char* const kCodeAddress = "clmm.code_address";

namespace inlining {

bool startsWith(const std::string& s, const std::string& p) { return s.compare(0, p.size(), p) == 0; }

[[noreturn]] void fail(const std::shared_ptr<const SourceFile>& s, const AsmStmt& st, const std::string& message) {
  throw BadInput(s->path(), SourceRange::point(st.line, st.column), "cannot lift: '" + st.raw + "': " + message, s);
}

// The SGPRs an operand names: "s5" -> {5}, "s[30:31]" -> {30, 31}; none for anything else. A
// number too long to be an SGPR's names them all (so a check of what it names refuses it).
std::set<int> every() {
  std::set<int> out;
  for (int i = 0; i < 128; ++i) out.insert(i);
  return out;
}
std::set<int> sgprs(const std::string& a) {
  std::set<int> out;
  if (a.size() >= 2 && a[0] == 's' && std::isdigit(static_cast<unsigned char>(a[1]))) {
    size_t used = 1;
    while (used < a.size() && std::isdigit(static_cast<unsigned char>(a[used]))) ++used;
    if (used == a.size()) {
      if (used > 4) return every();
      out.insert(std::stoi(a.substr(1)));
    }
    return out;
  }
  if (startsWith(a, "s[") && a.back() == ']') {
    const size_t colon = a.find(':');
    if (colon == std::string::npos) return out;
    if (colon > 6 || a.size() - colon > 6) return every();
    const int lo = std::atoi(a.c_str() + 2), hi = std::atoi(a.c_str() + colon + 1);
    for (int i = lo; i <= hi && i - lo < 32; ++i) out.insert(i);
  }
  return out;
}

// The SGPRs any operand or modifier of `st` names.
std::set<int> named(const AsmStmt& st) {
  std::set<int> out;
  for (const auto* list : {&st.args, &st.modifiers})
    for (const auto& a : *list)
      for (int r : sgprs(a)) out.insert(r);
  return out;
}

bool overlaps(const std::set<int>& a, const std::set<int>& b) {
  for (int r : a)
    if (b.count(r)) return true;
  return false;
}

// A pair s[N:N+1] (N even) as {N, N+1}; empty when the operand is no such pair.
std::vector<int> pair(const std::string& a) {
  const std::set<int> r = sgprs(a);
  if (r.size() != 2 || !startsWith(a, "s[") || *r.begin() % 2 != 0) return {};
  return {*r.begin(), *r.rbegin()};
}

struct Reloc {
  std::string symbol, part;
  int64_t addend = 0;
};
// "F@rel32@lo+4" -> {F, lo, 4}; nullopt for anything else.
std::optional<Reloc> reloc(const std::string& a) {
  const size_t at = a.find("@rel32@");
  if (at == std::string::npos || at == 0) return std::nullopt;
  Reloc r;
  r.symbol = a.substr(0, at);
  std::string rest = a.substr(at + 7);
  const size_t plus = rest.find('+');
  r.part = rest.substr(0, plus);
  if (plus != std::string::npos) {
    const std::string n = rest.substr(plus + 1);
    if (n.empty() || n.size() > 3 || n.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    r.addend = std::stoll(n);
  }
  return r;
}

std::string sreg(int n) { return "s" + std::to_string(n); }

bool isCall(const AsmStmt& st) { return st.opcode == "s_swappc_b64" || st.opcode == "s_call_b64"; }

// Whether the source lines from `from` to `to`, but the instructions' own lines `own`, emit no
// bytes (blank, comments, .loc and .cfi_ directives): the relocations' addends count the bytes
// from s_getpc_b64 on.
bool nothingBetween(int from, int to, const std::set<int>& own, const std::shared_ptr<const SourceFile>& s) {
  std::istringstream in(s->text());
  std::string l;
  for (int n = 1; std::getline(in, l); ++n) {
    if (n < from || n > to || own.count(n)) continue;
    const size_t c = l.find(';');
    if (c != std::string::npos) l = l.substr(0, c);
    std::istringstream words(l);
    std::string first;
    words >> first;
    if (!first.empty() && first != ".loc" && !startsWith(first, ".cfi_")) return false;
  }
  return true;
}

// The statements that make the target pair of the call at `c` (getpc, [sext,] add, addc) and the
// callee they name. Throws where the pair is not proven to hold a function's address.
struct Target {
  size_t first = 0, last = 0;  // the statements of the pattern, [first, last]
  std::string callee;
  const AsmStmt* add = nullptr;
};
Target target(const std::vector<AsmStmt>& body, size_t c, const std::shared_ptr<const SourceFile>& s) {
  const AsmStmt& call = body[c];
  const std::string why = "a call or jump through a register is not lifted: the lifter inlines a direct call of a "
                          "function of this file, whose target pair is set before the call by s_getpc_b64 and, on "
                          "the lines right after it, the adds of FUNCTION@rel32@lo+4 and FUNCTION@rel32@hi+12 (gfx12: "
                          "s_sext_i32_i16 of the high half between, the addends +8 and +16), as clang-22 at -O0 calls an "
                          "OpenCL kernel's body";
  if (call.opcode != "s_swappc_b64" || call.args.size() != 2 || !call.modifiers.empty()) fail(s, call, why);
  const std::vector<int> t = pair(call.args[1]);
  if (t.empty() || pair(call.args[0]).empty()) fail(s, call, why);
  const std::set<int> ts(t.begin(), t.end());
  size_t j = c;
  while (j > 0) {  // back to the last statement that names the target pair, in the call's block
    --j;
    if (!body[j].label.empty() || body[j].opcode == "s_branch" || startsWith(body[j].opcode, "s_cbranch_") ||
        isCall(body[j]) || body[j].opcode == "s_setpc_b64")
      fail(s, call, why);
    if (overlaps(named(body[j]), ts)) break;
  }
  if (j < 2) fail(s, call, why);
  const AsmStmt& addc = body[j];
  const AsmStmt& add = body[j - 1];
  const bool sext = j >= 3 && body[j - 2].opcode == "s_sext_i32_i16";
  const AsmStmt& getpc = body[j - (sext ? 3 : 2)];
  const std::string lo = sreg(t[0]), hi = sreg(t[1]);
  auto ra = add.args.size() == 3 ? reloc(add.args[2]) : std::nullopt;
  auto rc = addc.args.size() == 3 ? reloc(addc.args[2]) : std::nullopt;
  const bool shape =
      getpc.opcode == "s_getpc_b64" && getpc.args.size() == 1 && pair(getpc.args[0]) == t && getpc.label.empty() &&
      (!sext || (body[j - 2].args == std::vector<std::string>{hi, hi} && body[j - 2].modifiers.empty())) &&
      (add.opcode == (sext ? "s_add_co_u32" : "s_add_u32")) && add.modifiers.empty() && add.args.size() == 3 &&
      add.args[0] == lo && add.args[1] == lo && ra && ra->part == "lo" && ra->addend == (sext ? 8 : 4) &&
      (addc.opcode == (sext ? "s_add_co_ci_u32" : "s_addc_u32")) && addc.modifiers.empty() && addc.args.size() == 3 &&
      addc.args[0] == hi && addc.args[1] == hi && rc && rc->part == "hi" && rc->addend == (sext ? 16 : 12) &&
      rc->symbol == ra->symbol;
  if (!shape) fail(s, call, why);
  std::set<int> own;
  for (size_t i = j - (sext ? 3 : 2); i <= j; ++i) own.insert(body[i].line);
  if (own.size() != (sext ? 4u : 3u) || !nothingBetween(getpc.line, addc.line, own, s)) fail(s, call, why);
  Target out;
  out.first = j - (sext ? 3 : 2);
  out.last = j;
  out.callee = ra->symbol;
  out.add = &add;
  return out;
}

// Whether the file binds `name` other than by its one label: weak (the linker may bind another
// definition), or set to an expression.
bool boundElsewhere(const std::string& name, const std::shared_ptr<const SourceFile>& s) {
  std::istringstream in(s->text());
  std::string l;
  bool global = false, visibility = false;
  while (std::getline(in, l)) {
    const size_t c = l.find(';');
    if (c != std::string::npos) l = l.substr(0, c);
    std::istringstream words(l);
    std::string first, second;
    words >> first >> second;
    if (!second.empty() && second.back() == ',') second.pop_back();
    // The symbols a directive names: .weak, .globl, .hidden and the like take a list (".weak a, b").
    bool listed = false;
    {
      std::istringstream rest(l);
      std::string item;
      rest >> item;  // the directive
      std::getline(rest, l);
      std::istringstream items(l);
      while (std::getline(items, item, ',')) {
        const size_t b = item.find_first_not_of(" \t"), e = item.find_last_not_of(" \t");
        if (b != std::string::npos && item.substr(b, e - b + 1) == name) listed = true;
      }
    }
    if ((first == ".weak" || first == ".weak_definition" || first == ".weak_reference") && listed) return true;
    if ((first == ".weakref" || first == ".set" || first == ".equ" || first == ".equiv") && second == name) return true;
    if (first == name && startsWith(second, "=")) return true;
    if (listed) global = global || first == ".globl" || first == ".global";
    if (listed) visibility = visibility || first == ".protected" || first == ".hidden";
  }
  return global && !visibility;  // a global symbol of default visibility may be preempted
}


// The callee's statements as they run in place of the call (its return left out). Throws where it
// may not return to the caller through the return address the call wrote.
std::vector<AsmStmt> calleeBody(const AsmKernel& callee, const AsmKernel& caller, const AsmStmt& call,
                                const std::shared_ptr<const SourceFile>& s) {
  const std::string f = callee.name;
  const std::set<int> ret = sgprs(call.args[0]);
  const std::vector<AsmStmt>& b = callee.body;
  if (b.empty() || !b.back().label.empty() || b.back().opcode != "s_setpc_b64" || b.back().args.size() != 1 ||
      sgprs(b.back().args[0]) != ret)
    fail(s, call, "the callee " + f + " (line " + std::to_string(callee.line) + ") does not end with s_setpc_b64 " +
                      call.args[0] + ", the return to the instruction after the call: the lifter inlines a callee "
                      "that returns there");
  std::set<std::string> labels;
  for (const auto& st : b)
    if (!st.label.empty()) labels.insert(st.label);
  for (size_t i = 0; i + 1 < b.size(); ++i) {
    const AsmStmt& st = b[i];
    if (!st.label.empty()) continue;
    if (isCall(st)) {
      std::string to;
      for (size_t j = i; j > 0 && to.empty(); --j)
        for (const auto& a : b[j - 1].args)
          if (auto r = reloc(a)) to = r->symbol;
      if (to == f || to == caller.name)
        fail(s, st, "a recursive call (" + f + " calls " + to + "): the lifter inlines a call of a leaf function, "
                    "one level deep");
      fail(s, st, "the callee " + f + " makes a call of its own: the lifter inlines a call of a leaf function, one "
                  "level deep");
    }
    if (st.opcode == "s_setpc_b64" || startsWith(st.opcode, "s_setpc") || st.opcode == "s_rfe_b64")
      fail(s, st, "a jump through a register in the callee " + f + " before its return (line " +
                      std::to_string(b.back().line) + "): the lifter inlines a callee whose one jump out is its last "
                      "instruction, the return");
    if (st.opcode == "s_endpgm")
      fail(s, st, "the callee " + f + " ends the program: the lifter inlines a callee that returns to the caller");
    if ((st.opcode == "s_branch" || startsWith(st.opcode, "s_cbranch_")) && st.args.size() == 1 &&
        !labels.count(st.args[0]))
      fail(s, st, "a branch to '" + st.args[0] + "', which is not a label of the callee " + f);
    if (overlaps(named(st), ret))
      fail(s, st, "the callee " + f + " names a register of " + call.args[0] + ", which holds the return address the "
                      "call wrote: the lifter inlines a callee that leaves the return address alone and returns "
                      "through it");
  }
  return std::vector<AsmStmt>(b.begin(), b.end() - 1);
}

AsmStmt codeAddress(const AsmStmt& st, std::vector<std::string> regs) {
  AsmStmt m = st;
  m.opcode = kCodeAddress;
  m.args = std::move(regs);
  m.modifiers.clear();
  return m;
}

}  // namespace inlining


void inlineCalls(AsmKernel& kernel, const std::map<std::string, AsmKernel>& functions,
                 const std::shared_ptr<const SourceFile>& s) {
  const std::vector<AsmStmt>& body = kernel.body;
  bool any = false;
  for (const auto& st : body) any = any || inlining::isCall(st);
  if (!any) return;
  std::vector<AsmStmt> out;
  size_t done = 0;  // body[0, done) is in out
  for (size_t c = 0; c < body.size(); ++c) {
    if (!inlining::isCall(body[c])) continue;
    const AsmStmt& call = body[c];
    const inlining::Target t = inlining::target(body, c, s);
    // (target() stops at the call before: t.first >= done.)
    if (t.callee == kernel.name)
      inlining::fail(s, call, "a recursive call (" + kernel.name + " calls itself): the lifter inlines a call of a leaf "
                    "function, one level deep");
    auto f = functions.find(t.callee);
    if (f == functions.end())
      inlining::fail(s, *t.add, "a call of '" + t.callee + "', which is not a function of this file: the lifter inlines a "
                      "function whose code it reads");
    if (inlining::boundElsewhere(t.callee, s))
      inlining::fail(s, *t.add, "'" + t.callee + "' is declared weak, set by a directive, or global with default visibility "
                      "(preemptible) in this file: the linker may bind the call to other code than its label's");
    std::vector<AsmStmt> inlined = inlining::calleeBody(f->second, kernel, call, s);
    // A branch of the caller into the callee (to one of its labels) runs the callee's code up to
    // its return, which jumps through the return pair, wherever it points then: the inlined copy
    // falls through to the instruction after the call instead.
    for (const auto& in : inlined)
      if (!in.label.empty())
        for (const auto& b : body)
          if ((b.opcode == "s_branch" || inlining::startsWith(b.opcode, "s_cbranch_")) && b.args.size() == 1 &&
              b.args[0] == in.label)
            inlining::fail(s, b, "a branch into the callee " + t.callee + " (to its label '" + in.label + "'), whose "
                                 "return then jumps through the return pair, not to the instruction after the call: "
                                 "the lifter inlines a callee entered by its call only");
    out.insert(out.end(), body.begin() + static_cast<long>(done), body.begin() + static_cast<long>(t.first));
    for (size_t i = t.first; i <= t.last; ++i) out.push_back(inlining::codeAddress(body[i], {body[i].args[0]}));
    out.insert(out.end(), body.begin() + static_cast<long>(t.last + 1), body.begin() + static_cast<long>(c));
    out.push_back(inlining::codeAddress(call, {call.args[0]}));  // the return address
    out.insert(out.end(), inlined.begin(), inlined.end());
    done = c + 1;
  }
  out.insert(out.end(), body.begin() + static_cast<long>(done), body.end());
  kernel.body = std::move(out);
}

}  // namespace clmm::lifting::amdasm
