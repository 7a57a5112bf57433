// The progress of an AMDGPU spin's loads (docs/amdgpu.md, "Progress of cached loads"): which
// wavefronts' writes a load in a loop is sure to read in some later turn. A load that may hit a
// cache that no write of the writer reaches, in a loop whose turns invalidate nothing of it, may
// keep the line it holds for ever (AMDGPUUsage: the L1/GL0/GL1 caches are not coherent between
// work-groups, and nothing in the text evicts a line), so its loop is no exact await loop: a cut
// of it is a bound (unknown), never a verdict.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "litmus/Ast.h"

namespace clmm::amdgpu {

// How far a load reaches: the wavefronts whose writes it eventually reads.
enum class Reach { Wave = 0, WorkGroup = 1, Agent = 2, System = 3 };

// What a spin's load of one location reaches for `family` ("gfx90a", "gfx942", "gfx10", "gfx11",
// "gfx12") in `mode` ("", "tgsplit", "cumode"), given its cache bits (events/AmdgpuBits.h) and the
// bits of each cache invalidation in the loop's turn (one entry per instruction: its kind and its
// scope bits). An LDS load (no cache) reaches its work-group, which holds every LDS writer.
Reach spinLoadReach(const std::string& family, const std::string& mode, uint32_t loadBits, bool lds,
                    const std::vector<uint32_t>& turnInvalidations);

// How far a load of `reader` must reach to read `writer`'s writes: the smallest unit holding both
// threads (a thread without a placement is taken as anywhere).
Reach reachBetween(const ast::Thread& reader, const ast::Thread& writer);

// Why a spin's load of `loc` that reaches `have` may never read `writer`'s write ("" when it
// reaches it): the reason a bound names (events/Program.h, Cond::boundWhy).
std::string staleSpin(const std::string& loc, Reach have, const ast::Thread& reader, const ast::Thread& writer);

}  // namespace clmm::amdgpu
