// AMDGPU instructions as the right-hand side of mapping rules, and the lowered test printed in
// the AMDGPU dialect (AmdgpuTarget.h; docs/amdgpu.md, "Mapping files").
#include "lowering/AmdgpuTarget.h"

#include <map>
#include <set>
#include <sstream>

#include "events/AmdgpuBits.h"
#include "litmus/AmdgpuCode.h"
#include "support/Printable.h"

namespace clmm::mapping {
namespace {

using namespace amdgpu;

bool in(const std::string& family, const char* families) {
  std::string f = " " + std::string(families) + " ";
  return f.find(" " + family + " ") != std::string::npos;
}

std::string bitsOf(const std::string& family) {
  if (family == "gfx90a") return "glc, slc";
  if (family == "gfx942") return "sc0, sc1, nt";
  if (family == "gfx10" || family == "gfx11") return "glc, slc, dlc";
  return "scope:SCOPE_CU, scope:SCOPE_SE, scope:SCOPE_DEV, scope:SCOPE_SYS";
}

uint32_t scopeBit(const std::string& word, SourceRange at, const AmdgpuFail& fail) {
  if (word == "scope:SCOPE_CU") return 0;
  if (word == "scope:SCOPE_SE") return kScopeSe;
  if (word == "scope:SCOPE_DEV") return kScopeDev;
  if (word == "scope:SCOPE_SYS") return kScopeSys;
  fail(at, "unknown scope '" + word + "': write scope:SCOPE_CU, scope:SCOPE_SE, scope:SCOPE_DEV or scope:SCOPE_SYS");
  return 0;
}

// GFX12's instructions have one scope field: a second `scope:` is refused at it (the two read
// together would be neither scope).
void oneScope(const std::vector<AmdgpuWord>& words, const AmdgpuFail& fail) {
  const AmdgpuWord* first = nullptr;
  for (const auto& w : words) {
    if (w.text.rfind("scope:", 0) != 0) continue;
    if (first)
      fail(w.range, "a second scope ('" + w.text + "' after '" + first->text +
                        "'): an instruction has one scope; keep the one you mean");
    first = &w;
  }
}

// A memory instruction's cache bit on `family`.
uint32_t cacheBit(const std::string& processor, const AmdgpuWord& w, const AmdgpuFail& fail) {
  const std::string family = familyOf(processor);
  static const std::map<std::string, std::pair<uint32_t, const char*>> plain = {
      {"glc", {kGlc, "gfx90a gfx10 gfx11"}}, {"slc", {kSlc, "gfx90a gfx10 gfx11"}}, {"dlc", {kDlc, "gfx10 gfx11"}},
      {"sc0", {kSc0, "gfx942"}},             {"sc1", {kSc1, "gfx942"}},             {"nt", {kNt, "gfx942"}}};
  if (auto p = plain.find(w.text); p != plain.end() && in(family, p->second.second)) return p->second.first;
  if (family == "gfx12" && w.text.rfind("scope:", 0) == 0) return scopeBit(w.text, w.range, fail);
  fail(w.range, "'" + w.text + "' is not a cache bit of " + processor + " (its bits: " + bitsOf(family) + ")");
  return 0;
}

TargetOp op(TargetOp::Kind kind, uint32_t hw, SourceRange range) {
  TargetOp t;
  t.kind = kind;
  t.amdgpu = true;
  t.hw = hw;
  t.range = range;
  return t;
}

// A memory instruction: UNIT_load, UNIT_store or UNIT_atomic (UNIT: global, flat, buffer, ds).
bool access(const std::string& processor, const Rule& r, const AmdgpuWord& m, const std::vector<AmdgpuWord>& words,
            const AmdgpuFail& fail, std::vector<TargetOp>& out) {
  size_t us = m.text.find('_');
  if (us == std::string::npos) return false;
  std::string unit = m.text.substr(0, us), what = m.text.substr(us + 1);
  if (!(unit == "global" || unit == "flat" || unit == "buffer" || unit == "ds")) return false;
  if (!(what == "load" || what == "store" || what == "atomic")) return false;
  Kind k = r.pattern.kind;
  const char* fits = k == Kind::Load ? "load" : k == Kind::Store ? "store" : (k == Kind::Rmw || k == Kind::Cas) ? "atomic" : "";
  if (what != fits)
    fail(m.range, "'" + m.text + "' cannot lower " + kindName(k) + " operations" +
                      (*fits ? std::string(": write ") + unit + "_" + fits
                             : std::string(": an AMDGPU rule with an access names its kind (load, store, rmw or cas)")));
  bool lds = unit == "ds";
  if (lds && modeOf(processor) == "tgsplit")  // the dialect's refusal (litmus/AmdgpuCode.cpp)
    fail(m.range, "'" + m.text + "': in tgsplit mode no LDS is allocated (the wavefronts of a work-group may be on "
                  "different CUs): a " + processor + " mapping cannot use ds_ instructions (drop the region=local rules)");
  const auto& regions = r.pattern.regions;
  if (!regions || regions->size() != 1)
    fail(m.range, "'" + m.text + "': an AMDGPU rule with an access names the region of its location (region=global "
                  "for global_, flat_ and buffer_ instructions, region=local for ds_)");
  if (lds != (*regions->begin() == Region::Local))
    fail(m.range, "'" + m.text + "' does not reach " + (lds ? "global memory" : "LDS") + ": write " +
                      (lds ? "global_" : "ds_") + what + " for region=" + (lds ? "global" : "local"));
  uint32_t hw = unit == "flat" ? static_cast<uint32_t>(kFlat) : 0u;
  oneScope(words, fail);
  for (const auto& w : words) {
    if (lds) fail(w.range, "'" + w.text + "': ds_ instructions take no cache bits (LDS is not cached)");
    hw |= cacheBit(processor, w, fail);
  }
  out.push_back(op(TargetOp::Kind::Access, hw, m.range));
  return true;
}

void zero(const AmdgpuWord& w, const std::string& form, const AmdgpuFail& fail) {
  if (w.text != "0")
    fail(w.range, "a count of '" + w.text + "': only waits for every outstanding operation (count 0) are modelled; write " + form);
}

bool wait(const std::string& processor, const AmdgpuWord& m, const std::vector<AmdgpuWord>& words, const AmdgpuFail& fail,
          std::vector<TargetOp>& out) {
  const std::string family = familyOf(processor);
  auto need = [&](const char* families, const char* instead) {
    if (!in(family, families)) fail(m.range, "'" + m.text + "' is not an instruction of " + processor + ": " + instead);
  };
  if (m.text == "s_waitcnt") {
    need("gfx90a gfx942 gfx10 gfx11", "gfx12 waits with s_wait_loadcnt, s_wait_storecnt and s_wait_dscnt");
    uint32_t bits = 0, vs = 0;
    if (words.size() == 1 && words[0].text == "0") bits = kWaitVm | kWaitLgkm;
    else if (words.empty()) fail(m.range, "'s_waitcnt' names its counters: s_waitcnt vmcnt(0) lgkmcnt(0)");
    for (const auto& w : words) {
      if (bits == (kWaitVm | kWaitLgkm) && w.text == "0") break;
      if (w.text == "vmcnt(0)") bits |= kWaitVm;
      else if (w.text == "lgkmcnt(0)") bits |= kWaitLgkm;
      else if (w.text == "vscnt(0)" && in(family, "gfx10 gfx11")) vs = kWaitVs;
      else fail(w.range, "unknown counter '" + w.text + "' (" +
                             (in(family, "gfx10 gfx11") ? "vmcnt(0), lgkmcnt(0), vscnt(0)" : "vmcnt(0), lgkmcnt(0)") + ")");
    }
    if (bits) out.push_back(op(TargetOp::Kind::Fence, bits, m.range));
    if (vs) out.push_back(op(TargetOp::Kind::Fence, vs, m.range));
    return true;
  }
  static const std::map<std::string, uint32_t> gfx10 = {
      {"s_waitcnt_vscnt", kWaitVs}, {"s_waitcnt_vmcnt", kWaitVm}, {"s_waitcnt_lgkmcnt", kWaitLgkm}};
  if (auto g = gfx10.find(m.text); g != gfx10.end()) {
    need("gfx10 gfx11", "the s_waitcnt_*cnt forms are gfx10 and gfx11 instructions");
    if (words.size() != 2 || words[0].text != "null") fail(m.range, "write '" + m.text + " null, 0'");
    zero(words[1], m.text + " null, 0", fail);
    out.push_back(op(TargetOp::Kind::Fence, g->second, m.range));
    return true;
  }
  static const std::map<std::string, uint32_t> gfx12 = {{"s_wait_loadcnt", kWaitVm},
                                                        {"s_wait_storecnt", kWaitVs},
                                                        {"s_wait_dscnt", kWaitLgkm},
                                                        {"s_wait_loadcnt_dscnt", kWaitVm | kWaitLgkm},
                                                        {"s_wait_storecnt_dscnt", kWaitVs | kWaitLgkm}};
  if (auto g = gfx12.find(m.text); g != gfx12.end()) {
    need("gfx12", "s_wait_* are gfx12 instructions (earlier families write s_waitcnt)");
    if (words.size() != 1) fail(m.range, "write '" + m.text + " 0'");
    zero(words[0], m.text + " 0", fail);
    out.push_back(op(TargetOp::Kind::Fence, g->second, m.range));
    return true;
  }
  return false;
}

bool cacheOperation(const std::string& processor, const AmdgpuWord& m, const std::vector<AmdgpuWord>& words,
                    const AmdgpuFail& fail, std::vector<TargetOp>& out) {
  const std::string family = familyOf(processor);
  struct Form {
    uint32_t bit;
    const char* families;
  };
  static const std::map<std::string, Form> forms = {
      {"buffer_wbinvl1_vol", {kWbinvl1, "gfx90a"}}, {"buffer_wbinvl1", {kWbinvl1, "gfx90a"}},
      {"buffer_invl2", {kInvl2, "gfx90a"}},         {"buffer_wbl2", {kWbl2, "gfx90a gfx942"}},
      {"buffer_inv", {kBufInv, "gfx942"}},          {"buffer_gl0_inv", {kGl0Inv, "gfx10 gfx11"}},
      {"buffer_gl1_inv", {kGl1Inv, "gfx10 gfx11"}}, {"global_inv", {kGlobalInv, "gfx12"}},
      {"global_wb", {kGlobalWb, "gfx12"}}};
  auto f = forms.find(m.text);
  if (f == forms.end()) return false;
  if (!in(family, f->second.families))
    fail(m.range, "'" + m.text + "' is not an instruction of " + processor + " (it is one of " +
                      familyNames(f->second.families) + ")");
  uint32_t hw = f->second.bit;
  oneScope(words, fail);
  for (const auto& w : words) {
    if (family == "gfx942" && (w.text == "sc0" || w.text == "sc1")) hw |= w.text == "sc0" ? kSc0 : kSc1;
    else if (family == "gfx12" && w.text.rfind("scope:", 0) == 0) hw |= scopeBit(w.text, w.range, fail);
    else fail(w.range, "'" + m.text + "' takes no '" + w.text + "'" +
                           (family == "gfx942" ? " (its scope: sc0, sc1)" : family == "gfx12" ? " (its scope: scope:SCOPE_*)" : ""));
  }
  out.push_back(op(TargetOp::Kind::Fence, hw, m.range));
  return true;
}

}  // namespace

std::vector<TargetOp> amdgpuInstruction(const std::string& processor, const Rule& r, const AmdgpuWord& m,
                                        const std::vector<AmdgpuWord>& words, const AmdgpuFail& fail) {
  std::vector<TargetOp> out;
  if (m.text == "s_barrier") {
    if (!words.empty()) fail(words[0].range, "s_barrier takes no operands");
    out.push_back(op(TargetOp::Kind::Barrier, 0, m.range));
    return out;
  }
  if (wait(processor, m, words, fail, out) || cacheOperation(processor, m, words, fail, out) ||
      access(processor, r, m, words, fail, out))
    return out;
  fail(m.range, "unknown AMDGPU instruction '" + m.text +
                    "' (a rule's instructions: UNIT_load, UNIT_store, UNIT_atomic with UNIT global, flat, buffer or ds "
                    "and cache bits; s_waitcnt, s_waitcnt_vscnt, s_wait_*; buffer_wbinvl1_vol, buffer_invl2, "
                    "buffer_wbl2, buffer_inv, buffer_gl0_inv, buffer_gl1_inv, global_inv, global_wb; s_barrier)");
  return out;
}

std::string amdgpuBitsText(uint32_t hw) {
  static const std::pair<uint32_t, const char*> names[] = {
      {kGlc, "glc"}, {kSlc, "slc"}, {kDlc, "dlc"}, {kSc0, "sc0"}, {kSc1, "sc1"}, {kNt, "nt"},
      {kScopeSe, "scope:SCOPE_SE"}, {kScopeDev, "scope:SCOPE_DEV"}, {kScopeSys, "scope:SCOPE_SYS"}};
  std::string out;
  for (const auto& [bit, name] : names)
    if (hw & bit) out += (out.empty() ? "" : " ") + std::string(name);
  return out;
}

std::string amdgpuFenceText(uint32_t hw, const std::string& family) {
  const bool g12 = family == "gfx12";
  if (hw & (kWaitVm | kWaitLgkm | kWaitVs)) {
    if (g12) {
      std::string w = hw & kWaitVm ? "loadcnt" : hw & kWaitVs ? "storecnt" : "";
      if (hw & kWaitLgkm) w += w.empty() ? "dscnt" : "_dscnt";
      return "s_wait_" + w + " 0";
    }
    if (hw & kWaitVs) return "s_waitcnt_vscnt null, 0";
    return std::string("s_waitcnt") + (hw & kWaitVm ? " vmcnt(0)" : "") + (hw & kWaitLgkm ? " lgkmcnt(0)" : "");
  }
  static const std::pair<uint32_t, const char*> ops[] = {
      {kWbinvl1, "buffer_wbinvl1_vol"}, {kInvl2, "buffer_invl2"},     {kBufInv, "buffer_inv"},
      {kWbl2, "buffer_wbl2"},           {kGl0Inv, "buffer_gl0_inv"}, {kGl1Inv, "buffer_gl1_inv"},
      {kGlobalInv, "global_inv"},       {kGlobalWb, "global_wb"}};
  for (const auto& [bit, name] : ops)
    if (hw & bit) {
      std::string bits = amdgpuBitsText(hw);
      if (g12 && !(hw & (kScopeSe | kScopeDev | kScopeSys))) bits = "scope:SCOPE_CU";
      return name + (bits.empty() ? "" : " " + bits);
    }
  return "s_nop 0";  // no attribute: not made by a rule
}

}  // namespace clmm::mapping
