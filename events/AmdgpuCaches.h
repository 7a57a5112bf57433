// The caches of each built-in AMDGPU model that a load may be served from without seeing other
// wavefronts' writes, for the progress of cached loads (docs/amdgpu.md, "Progress of cached
// loads"): per family and mode, innermost first, the smallest unit whose wavefronts surely share
// the cache, the load bits that read past it and the invalidations that drop its lines. The
// liveness check (events/Liveness.h) reads it; the models' own rules (axioms/amdgpu-*.cat) read
// the same bits the same way.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "events/Program.h"

namespace clmm::amdgpu {

// The unit of work-items that surely share a cache: the wavefront alone (its work-group's other
// wavefronts may run on another CU), its work-group, or its agent.
enum class CacheUnit : uint8_t { Wavefront, WorkGroup, Agent };

struct CacheLevel {
  std::string name;  // "the CU's L1", as the witness names it
  CacheUnit unit = CacheUnit::Wavefront;
  // A load reads past the cache when its bits (events/AmdgpuBits.h) include all of one mask.
  std::vector<uint32_t> bypass;
  // An invalidation drops the cache's lines when its bits include all of one mask.
  std::vector<uint32_t> drop;
  // The cache may be stale only for coarse-grained memory (GFX90A's L2: fine-grained memory is
  // kept coherent with the system, docs/amdgpu.md "Memory kinds").
  bool coarseOnly = false;
  // A read-modify-write (a compare-exchange spin's read, litmus/AmdgpuSpin.h) is performed past
  // the cache when its bits include all of one mask ({0}: always; the model's atomic_meet).
  std::vector<uint32_t> atomicBypass = {};
};

// Whether `hw` includes all the bits of one of `masks`.
bool matchesAny(uint32_t hw, const std::vector<uint32_t>& masks);

// The caches of the built-in model `model` ("amdgpu-gfx90a", "amdgpu-gfx12-cu", ...), innermost
// first; empty for any other model (whose loads read, for liveness, the last write: eventual
// visibility).
const std::vector<CacheLevel>& cacheLevels(const std::string& model);

// Whether an await loop's read may keep, for ever, the value it read (docs/amdgpu.md, "Progress
// of cached loads"): it is served from a cache of `levels` that its loop's turns do not
// invalidate and that some other wavefront's write to its location never reaches (a writer
// outside the cache's unit). Decided when no wavefront that shares the cache, other than the
// reader, writes the location, reads it past the cache or invalidates the cache (each of which
// may bring it a newer value); Undecided otherwise, with the reason. A compare-exchange's read
// (a spin of litmus/AmdgpuSpin.h) that may be performed at such a cache is Undecided: the rule
// is written for loads.
struct StaleRead {
  enum class Kind : uint8_t { No, Yes, Undecided } kind = Kind::No;
  std::string why;  // Yes: "its load of y (line 7) may keep a stale line of the CU's L1"; Undecided: why not decided
};
StaleRead staleRead(const Program& p, const std::vector<CacheLevel>& levels, CondId loop, EventId read);

}  // namespace clmm::amdgpu
