// The attributes of AMDGPU instructions that the AMDGPU models read (docs/amdgpu.md): cache-policy
// bits of memory instructions, the counters an s_waitcnt (or gfx12 s_wait_*) waits for, and the
// cache invalidations and write-backs. An event's `hw` (events/Program.h) is a set of these bits;
// each bit is one primitive set of the model language (axioms/PrimitiveTable.cpp).
#pragma once

#include <cstdint>
#include <string>
#include <utility>

namespace clmm::amdgpu {

enum Bit : uint32_t {
  kGlc = 1u << 0,        // glc (gfx9-gfx11 loads and stores; on atomics: return the old value)
  kSlc = 1u << 1,        // slc
  kDlc = 1u << 2,        // dlc (gfx10, gfx11)
  kSc0 = 1u << 3,        // sc0 (gfx940-gfx950)
  kSc1 = 1u << 4,        // sc1 (gfx940-gfx950)
  kNt = 1u << 5,         // nt (gfx940-gfx950)
  kScopeSe = 1u << 6,    // scope:SCOPE_SE (gfx12; SCOPE_CU is no bit)
  kScopeDev = 1u << 7,   // scope:SCOPE_DEV (gfx12)
  kScopeSys = 1u << 8,   // scope:SCOPE_SYS (gfx12)
  kWaitVm = 1u << 9,     // s_waitcnt vmcnt(0); gfx12 s_wait_loadcnt 0
  kWaitLgkm = 1u << 10,  // s_waitcnt lgkmcnt(0); gfx12 s_wait_dscnt 0
  kWaitVs = 1u << 11,    // s_waitcnt_vscnt null, 0 (gfx10, gfx11); gfx12 s_wait_storecnt 0
  kWbinvl1 = 1u << 12,   // buffer_wbinvl1_vol, buffer_wbinvl1 (gfx9)
  kInvl2 = 1u << 13,     // buffer_invl2 (gfx90a)
  kBufInv = 1u << 14,    // buffer_inv (gfx940-gfx950; scope by sc0/sc1)
  kWbl2 = 1u << 15,      // buffer_wbl2 (gfx90a; gfx940-gfx950 with sc0/sc1)
  kGl0Inv = 1u << 16,    // buffer_gl0_inv (gfx10, gfx11)
  kGl1Inv = 1u << 17,    // buffer_gl1_inv (gfx10, gfx11)
  kGlobalInv = 1u << 18, // global_inv (gfx12; scope by scope:)
  kGlobalWb = 1u << 19,  // global_wb (gfx12; scope by scope:)
  kFlat = 1u << 20,      // a flat_* access (counted by vmcnt and lgkmcnt)
  kAmdgpu = 1u << 21,    // any event of an AMDGPU test's instruction (set AMD)
  kLeave1 = 1u << 22,    // a wait that leaves N > 0 operations outstanding (vmcnt(N)): N's bit 1
  kLeave2 = 1u << 23,    // ... N's bit 2 (N is 1 to 3)
};

// The attributes as the instructions spell them ("glc sc1", "vmcnt(0)", "buffer_wbinvl1_vol"),
// for event listings and witnesses; "" when there are none.
inline std::string attributeNames(uint32_t hw) {
  static const std::pair<uint32_t, const char*> names[] = {
      {kGlc, "glc"}, {kSlc, "slc"}, {kDlc, "dlc"}, {kSc0, "sc0"}, {kSc1, "sc1"}, {kNt, "nt"},
      {kScopeSe, "scope:SCOPE_SE"}, {kScopeDev, "scope:SCOPE_DEV"}, {kScopeSys, "scope:SCOPE_SYS"},
      {kWaitVm, "wait vmcnt/loadcnt"}, {kWaitLgkm, "wait lgkmcnt/dscnt"}, {kWaitVs, "wait vscnt/storecnt"},
      {kWbinvl1, "buffer_wbinvl1_vol"}, {kInvl2, "buffer_invl2"}, {kBufInv, "buffer_inv"}, {kWbl2, "buffer_wbl2"},
      {kGl0Inv, "buffer_gl0_inv"}, {kGl1Inv, "buffer_gl1_inv"}, {kGlobalInv, "global_inv"},
      {kGlobalWb, "global_wb"}, {kFlat, "flat"}};
  std::string out;
  for (const auto& [bit, name] : names)
    if (hw & bit) out += (out.empty() ? "" : " ") + std::string(name);
  if (const int left = ((hw & kLeave1) ? 1 : 0) + ((hw & kLeave2) ? 2 : 0); left > 0)
    out += " leaving " + std::to_string(left);
  return out;
}

// The families of a list of family keys, as the text names them: "gfx90a gfx11" -> "GFX90A, GFX11".
inline std::string familyNames(const std::string& families) {
  static const std::pair<const char*, const char*> names[] = {
      {"gfx10", "GFX10"}, {"gfx11", "GFX11"}, {"gfx12", "GFX12"}, {"gfx90a", "GFX90A"}, {"gfx942", "GFX940-GFX950"}};
  std::string out;
  for (const auto& [key, name] : names)
    if (families.find(key) != std::string::npos) out += (out.empty() ? "" : ", ") + std::string(name);
  return out;
}

}  // namespace clmm::amdgpu
