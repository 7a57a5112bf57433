// What an AMDGPU spin's load reaches (litmus/AmdgpuProgress.h), from AMDGPUUsage's memory-model
// sections per family: which cache levels a load may hit, which bits bypass them and which
// invalidations drop their lines. Where the text leaves a level unsaid, the narrower reach is
// taken (the loop then stays a bound: unknown, never a wrong verdict).
#include "litmus/AmdgpuProgress.h"

#include <algorithm>

#include "events/AmdgpuBits.h"

namespace clmm::amdgpu {

namespace {

// GFX90A: the CU's vector L1 is not coherent between work-groups (nor within one in tgsplit mode);
// glc=1 bypasses it and buffer_wbinvl1_vol drops it; the L2 is the agent's; buffer_invl2
// invalidates its lines of other agents' (system) memory.
Reach gfx90a(const std::string& mode, uint32_t load, uint32_t inv) {
  const bool l1 = (load & kGlc) || (inv & kWbinvl1);
  if (!l1) return mode == "tgsplit" ? Reach::Wave : Reach::WorkGroup;
  return (inv & kInvl2) ? Reach::System : Reach::Agent;
}

// GFX940-GFX950: the scope bits of a load (sc0 work-group, sc1 agent, both system) or of a
// buffer_inv say how far it is coherent; without them the L1 is the CU's only.
Reach gfx942(const std::string& mode, uint32_t bits) {
  if ((bits & kSc0) && (bits & kSc1)) return Reach::System;
  if (bits & kSc1) return Reach::Agent;
  if (bits & kSc0) return Reach::WorkGroup;
  return mode == "tgsplit" ? Reach::Wave : Reach::WorkGroup;
}

// GFX10/GFX11: each CU has a GL0 (in WGP mode a work-group's wavefronts may be on the two CUs of
// a WGP), each shader array a GL1; glc bypasses the GL0 (and on GFX11 the GL1), dlc the GL1 on
// GFX10; buffer_gl0_inv and buffer_gl1_inv drop their lines. No bit makes a load coherent with
// other agents beyond the L2 (the text leaves it to the memory type): agent at most.
Reach rdna(const std::string& family, const std::string& mode, uint32_t load, uint32_t inv) {
  const bool gl0 = (load & kGlc) || (inv & kGl0Inv);
  const bool gl1 = (family == "gfx11" ? (load & kGlc) != 0 : (load & kGlc) && (load & kDlc)) || (inv & kGl1Inv);
  if (gl0 && gl1) return Reach::Agent;
  if (gl0 || mode == "cumode") return Reach::WorkGroup;
  return Reach::Wave;
}

// GFX12: a load's scope (or a global_inv's) is the level it is coherent at; SCOPE_CU is one CU,
// which in WGP mode need not hold the whole work-group.
Reach gfx12(const std::string& mode, uint32_t bits) {
  if (bits & kScopeSys) return Reach::System;
  if (bits & kScopeDev) return Reach::Agent;
  if (bits & kScopeSe) return Reach::WorkGroup;
  return mode == "cumode" ? Reach::WorkGroup : Reach::Wave;
}

}  // namespace

Reach spinLoadReach(const std::string& family, const std::string& mode, uint32_t loadBits, bool lds,
                    const std::vector<uint32_t>& turnInvalidations) {
  if (lds) return Reach::WorkGroup;
  uint32_t inv = 0;
  for (uint32_t b : turnInvalidations) inv |= b;
  if (family == "gfx90a") return gfx90a(mode, loadBits, inv);
  if (family == "gfx10" || family == "gfx11") return rdna(family, mode, loadBits, inv);
  // GFX942 and GFX12: each invalidation carries its own scope; the widest one counts.
  Reach r = family == "gfx942" ? gfx942(mode, loadBits) : family == "gfx12" ? gfx12(mode, loadBits) : Reach::Wave;
  for (uint32_t b : turnInvalidations) {
    if (family == "gfx942" && (b & kBufInv)) r = std::max(r, gfx942(mode, b));
    if (family == "gfx12" && (b & kGlobalInv)) r = std::max(r, gfx12(mode, b));
  }
  return r;
}

Reach reachBetween(const ast::Thread& reader, const ast::Thread& writer) {
  if (!reader.placement || !writer.placement) return Reach::System;
  const ast::Placement& a = *reader.placement;
  const ast::Placement& b = *writer.placement;
  if (a.device.value_or(0) != b.device.value_or(0)) return Reach::System;
  if (a.workGroup && b.workGroup && *a.workGroup == *b.workGroup) return Reach::WorkGroup;
  return Reach::Agent;
}

std::string staleSpin(const std::string& loc, Reach have, const ast::Thread& reader, const ast::Thread& writer) {
  const Reach needed = reachBetween(reader, writer);
  if (have >= needed) return "";
  static const char* const reach[] = {"its own wavefront", "its work-group", "its agent", "the system"};
  static const char* const from[] = {"", "its work-group", "another work-group", "another agent"};
  return "its load of " + loc + " reaches " + reach[static_cast<int>(have)] + " only, and " + writer.name + " writes " +
         loc + " from " + from[static_cast<int>(needed)] +
         ": it may read a stale cache line in every turn, so it may spin for ever";
}

}  // namespace clmm::amdgpu
