// The caches of each AMDGPU model for the progress of cached loads (see AmdgpuCaches.h). Each
// row cites the sentence of LLVM's AMDGPUUsage ("Memory Model GFX90A", "... GFX942",
// "... GFX10-GFX11", "... GFX12") that places the cache and says who shares it; the bits that
// read past it and the invalidations that drop it are the ones the family's model reads
// (axioms/amdgpu-*.cat: fresh_X, inv_X, at_X), so that a load the model lets read a stale value
// once is the load that may keep reading it.
#include "events/AmdgpuCaches.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "events/AmdgpuBits.h"

namespace clmm::amdgpu {

bool matchesAny(uint32_t hw, const std::vector<uint32_t>& masks) {
  for (uint32_t m : masks)
    if ((hw & m) == m) return true;
  return false;
}

namespace {

using U = CacheUnit;

// GFX90A: "The vector memory operations access a single vector L1 cache shared by all SIMDs a
// CU"; "The wavefronts for a single work-group are executed in the same CU ... The exception is
// when in tgsplit execution mode when the wavefronts may be executed by different SIMDs in
// different CUs"; "A buffer_wbinvl1_vol is required for coherence between wavefronts executing in
// different work-groups as they may be executing on different CUs"; a glc load misses the L1 (the
// model's reading, amdgpu-gfx90a-levels.cat). "The vector and scalar memory operations use an L2
// cache shared by all CUs on the same agent"; on coarse-grained memory "a buffer_invl2 is
// required. It will invalidate L2 cache lines with MTYPE NC (used for remote coarse grain
// memory)"; fine-grained memory is kept coherent (MTYPE CC, UC).
std::vector<CacheLevel> gfx90a(bool tgsplit) {
  return {{"the CU's L1", tgsplit ? U::Wavefront : U::WorkGroup, {kGlc}, {kWbinvl1}, false, {0}},
          {"the agent's L2", U::Agent, {}, {kInvl2}, true, {}}};
}

// GFX942: the L1 as GFX90A's ("To ensure coherence of local memory reads of CUs with different
// L1 caches in the same agent a buffer_inv sc1 is required"; tgsplit: "a buffer_inv sc0 is
// required which will invalidate the L1 cache"); "groups of CUs on each agent each sharing
// separate L2 caches", so two work-groups of one agent may not share an L2 (the configuration
// the model takes); "To ensure coherence of local memory reads of CUs in different agents a
// buffer_inv sc0 sc1 is required". The sc bits name the scope a load is coherent at (sc0:
// work-group, sc1: agent, both: system), as the model reads them (amdgpu-gfx942-levels.cat).
std::vector<CacheLevel> gfx942(bool tgsplit) {
  return {{"the CU's L1", tgsplit ? U::Wavefront : U::WorkGroup, {kSc0, kSc1}, {kBufInv | kSc0, kBufInv | kSc1}, false,
           {0}},
          {"its L2", U::WorkGroup, {kSc1}, {kBufInv | kSc1}, false, {0}},
          {"its agent's caches", U::Agent, {kSc0 | kSc1}, {kBufInv | kSc0 | kSc1}, false, {kSc1}}};
}

// GFX10-GFX11: "In WGP wavefront execution mode the wavefronts of a work-group are executed on
// the SIMDs of both CUs of the WGP. Therefore, explicit management of the per CU L0 caches is
// required"; "In CU wavefront execution mode ... all global memory access by the work-group
// access the same L0"; "a buffer_gl1_inv is required for coherence between wavefronts executing
// in different work-groups as they may be executing on different SAs that access different L1s".
// The L2 is the system's point of coherence (the model's at_sys): no cache past the L1. GFX10's
// load reads the L2 with glc and dlc, GFX11's with glc (the table's agent-scope load; the model's
// dev_read); glc alone reads past the L0 (rdna_wg_read).
std::vector<CacheLevel> rdna(bool cumode, uint32_t l2Read) {
  return {{"the CU's L0", cumode ? U::WorkGroup : U::Wavefront, {kGlc}, {kGl0Inv}, false, {0}},
          {"the shader array's L1", U::WorkGroup, {l2Read}, {kGl1Inv}, false, {0}}};
}

// GFX12: "When a memory operation with a given SCOPE reaches a cache with a smaller SCOPE value,
// it is forwarded to the next level of cache"; "global_inv invalidates caches whose scope is
// strictly smaller than the instruction's"; the L0 per CU (WGP mode: "a global_inv
// scope:SCOPE_SE is required as wavefronts may be executing on SIMDs of different CUs that access
// different L0s"; CU mode: "no special action is required"), the L1 of scope SCOPE_SE (the
// model's reading), the agent's L2, below SCOPE_SYS.
std::vector<CacheLevel> gfx12(bool cumode) {
  return {{"the CU's L0",
           cumode ? U::WorkGroup : U::Wavefront,
           {kScopeSe, kScopeDev, kScopeSys},
           {kGlobalInv | kScopeSe, kGlobalInv | kScopeDev, kGlobalInv | kScopeSys},
           false,
           {kScopeSe, kScopeDev, kScopeSys}},
          {"the shader array's L1",
           U::WorkGroup,
           {kScopeDev, kScopeSys},
           {kGlobalInv | kScopeDev, kGlobalInv | kScopeSys},
           false,
           {kScopeDev, kScopeSys}},
          {"the agent's L2", U::Agent, {kScopeSys}, {kGlobalInv | kScopeSys}, false, {kScopeSys}}};
}

}  // namespace

const std::vector<CacheLevel>& cacheLevels(const std::string& model) {
  static const std::map<std::string, std::vector<CacheLevel>> table = {{"amdgpu-gfx90a", gfx90a(false)},
                                                                       {"amdgpu-gfx90a-tgsplit", gfx90a(true)},
                                                                       {"amdgpu-gfx942", gfx942(false)},
                                                                       {"amdgpu-gfx942-tgsplit", gfx942(true)},
                                                                       {"amdgpu-gfx10", rdna(false, kGlc | kDlc)},
                                                                       {"amdgpu-gfx10-cu", rdna(true, kGlc | kDlc)},
                                                                       {"amdgpu-gfx11", rdna(false, kGlc)},
                                                                       {"amdgpu-gfx11-cu", rdna(true, kGlc)},
                                                                       {"amdgpu-gfx12", gfx12(false)},
                                                                       {"amdgpu-gfx12-cu", gfx12(true)}};
  static const std::vector<CacheLevel> none;
  auto it = table.find(model);
  return it == table.end() ? none : it->second;
}

namespace {

// The events of an await loop's last turn: its work-item's events on the path to the cut, back to
// the first that repeats one already seen (an instruction's event: its place, bits and kind), so
// the turn before; empty when nothing repeats (the path's start is reached first).
std::vector<EventId> lastTurn(const Program& p, const Cond& loop) {
  std::set<std::tuple<int, int, uint32_t, int>> seen;
  std::vector<EventId> turn;
  const std::vector<EventId>& events = p.threads[static_cast<size_t>(loop.thread)].events;
  for (size_t i = events.size(); i-- > 0;) {
    const Event& e = p.events[events[i]];
    if (e.po >= loop.cutPo || e.guard.size() > loop.guard.size() ||
        !std::equal(e.guard.begin(), e.guard.end(), loop.guard.begin()))
      continue;
    if (!seen.insert({e.range.line, e.range.col, e.hw, static_cast<int>(e.kind)}).second) return turn;
    turn.push_back(e.id);
  }
  return {};
}

bool sharesCache(const Program& p, CacheUnit unit, int a, int b) {
  if (a == b) return true;
  const WorkItem& x = p.threads[static_cast<size_t>(a)];
  const WorkItem& y = p.threads[static_cast<size_t>(b)];
  switch (unit) {
    case CacheUnit::Wavefront:
      return false;
    case CacheUnit::WorkGroup:
      return x.workGroup == y.workGroup && x.device == y.device;
    case CacheUnit::Agent:
      return x.device == y.device;
  }
  return false;
}

// Why another wavefront that shares the reader's cache may bring its line a newer value: it
// writes the location, reads it past the cache, or invalidates the cache; "" when none does.
std::string sharerMayRefresh(const Program& p, const CacheLevel& level, const Event& read) {
  for (const Event& x : p.events) {
    if (x.thread < 0 || x.thread == read.thread || !sharesCache(p, level.unit, x.thread, read.thread)) continue;
    const std::string who =
        p.threads[static_cast<size_t>(x.thread)].name + " (line " + std::to_string(x.range.line) + ")";
    const bool here = x.isAccess() && p.sameLocationPossible(x, read);
    if (here && x.mayWrite()) return who + " shares " + level.name + " and writes its location";
    if (here && x.mayRead() && matchesAny(x.hw, level.bypass))
      return who + " shares " + level.name + " and reads past it";
    if (x.isFence() && matchesAny(x.hw, level.drop)) return who + " shares " + level.name + " and invalidates it";
  }
  return "";
}

// The cache `read` may be served from for ever, given the levels each turn drops, and a
// wavefront whose writes of its location never reach that cache (`outsider`); levels.size() when
// no such cache exists (the read reads past every stale one, or every writer shares it).
size_t staleLevel(const Program& p, const std::vector<CacheLevel>& levels, uint32_t dropped, const Event& read,
                  std::string& outsider) {
  const Location& loc = p.locations[static_cast<size_t>(read.loc)];
  const bool atomic = read.kind != EventKind::Read;
  size_t i = 0;
  while (i < levels.size() &&
         (matchesAny(read.hw, levels[i].bypass) || (dropped >> i & 1u) || (levels[i].coarseOnly && loc.fineGrained) ||
          (atomic && matchesAny(read.hw, levels[i].atomicBypass))))
    ++i;
  if (i == levels.size()) return i;
  for (const Event& w : p.events)
    if (w.thread >= 0 && w.mayWrite() && w.isAccess() && p.sameLocationPossible(w, read) &&
        !sharesCache(p, levels[i].unit, w.thread, read.thread)) {
      outsider = p.threads[static_cast<size_t>(w.thread)].name;
      return i;
    }
  return levels.size();
}

}  // namespace

StaleRead staleRead(const Program& p, const std::vector<CacheLevel>& levels, CondId c, EventId r) {
  StaleRead out;
  const Event& e = p.events[r];
  const bool atomic = e.kind == EventKind::Cas || e.kind == EventKind::Update;
  if (levels.empty() || (e.kind != EventKind::Read && !atomic) || !(e.hw & kAmdgpu) || e.loc < 0) return out;
  const Location& loc = p.locations[static_cast<size_t>(e.loc)];
  if (loc.region != Region::Global) return out;  // LDS: one work-group's, no cache
  const Cond& loop = p.conds[c];
  const std::vector<EventId> turn = lastTurn(p, loop);
  bool delimited = !turn.empty();
  for (EventId x : loop.reads) delimited &= std::find(turn.begin(), turn.end(), x) != turn.end();
  uint32_t dropped = 0;  // the levels each turn invalidates
  for (EventId f : turn)
    for (size_t i = 0; i < levels.size() && i < 32; ++i)
      if (p.events[f].isFence() && matchesAny(p.events[f].hw, levels[i].drop)) dropped |= 1u << i;
  std::string outsider;  // a wavefront whose writes of the location never reach the cache
  const size_t i = staleLevel(p, levels, dropped, e, outsider);
  if (i == levels.size()) return out;
  const CacheLevel& level = levels[i];
  const std::string line = " (line " + std::to_string(e.range.line) + ")";
  if (atomic) {  // performed at a cache another wavefront's writes never reach: the rule is the loads'
    out.kind = StaleRead::Kind::Undecided;
    out.why = "its read-modify-write of " + loc.name + line + " may be performed at " + level.name + ", which " +
              outsider + "'s writes never reach, and whether it may keep a stale line there is not decided";
    return out;
  }
  if (!delimited) {
    out.kind = StaleRead::Kind::Undecided;
    out.why = "its load of " + loc.name + line + " may keep a stale line of " + level.name + ", and the turns of " +
              loop.text + " could not be told apart to see whether they invalidate it";
    return out;
  }
  // The reader's own turn reads the location again past this cache (a glc load next to a plain
  // one): its wavefront's reads of one address keep their order (own_reads), so when that read
  // is served fresh, reading the last write for ever, each later turn's read reads it too.
  std::string refresh;
  for (EventId id : turn) {
    const Event& x = p.events[id];
    if (x.id == e.id || x.kind != EventKind::Read || x.loc != e.loc || !matchesAny(x.hw, level.bypass)) continue;
    std::string other;
    if (staleLevel(p, levels, dropped, x, other) == levels.size()) return out;
    refresh = "its own load of " + loc.name + " (line " + std::to_string(x.range.line) + ") reads past " + level.name +
              " each turn";
  }
  if (refresh.empty()) refresh = sharerMayRefresh(p, level, e);
  out.kind = refresh.empty() ? StaleRead::Kind::Yes : StaleRead::Kind::Undecided;
  out.why = "its load of " + loc.name + line + " may keep reading a stale line of " + level.name + ", which " +
            outsider + "'s writes never reach and no turn invalidates";
  if (!refresh.empty()) out.why += ", unless " + refresh;
  return out;
}

}  // namespace clmm::amdgpu
