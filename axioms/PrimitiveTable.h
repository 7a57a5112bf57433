// The one definition of the primitive sets and relations, the names a model uses without defining
// them (docs/models.md, "Events"): a table of name, kind, shape and meaning, and the rule that
// computes each one from the event IR (events/Program.h) for an execution. Both engines consume
// it through a view of an execution: the explicit engine's view answers for one candidate
// execution with bool (enumerate/Primitives.cpp), the Z3 engine's with a literal that holds in the
// candidates where the answer is yes (solver/ProgramPrimitives.cpp). A view V provides:
//
//   using Bool;  Bool yes(), no(), all(Bool, Bool), any(Bool, Bool), negate(Bool);
//   const Program& program();
//   Bool executed(e), reads(e), writes(e)      the event executed / read / wrote
//   Bool orderIs(e, bool (*)(MemoryOrder))     executed, and its effective order satisfies it
//   Bool atLocationWith(e, bool (*)(const Location&))  executed at a location that satisfies it
//   Bool condition(c)                          condition c holds
//   Bool sameLocation(a, b), readsFrom(w, r), coherence(a, b)
//   Bool divergentBarrier(e), sameArrival(a, b)  barrier arrivals (events/BarrierArrivals.h); PTX's
//                                              grouped arrivals read Program::barrierGroups instead
//
// Every member or pair the rules give implies that its events executed.
#pragma once

#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "axioms/ModelAst.h"
#include "events/AmdgpuBits.h"
#include "events/BarrierArrivals.h"
#include "events/Program.h"

namespace clmm {

enum class Primitive : uint8_t {
  // event sets
  R,
  W,
  F,
  I,
  A,
  G,
  L,
  FGA,
  SC,
  ACQ,
  REL,
  ScopeWi,
  ScopeSg,
  ScopeWg,
  ScopeDev,
  ScopeAll,
  Bentry,
  Bexit,
  BD,
  RMT,
  NAL,
  OOB,
  RED,
  UDEF,
  // relations
  Sb,
  Rf,
  Mo,
  Co,
  Loc,
  Id,
  Wi,
  Sg,
  Wg,
  Dev,
  SameBarrier,
  Csw,
  Denq,
  Unseq,
  Dep,
  AddrCtrl,
  Gen,
  Tex,
  Sur,
  Con,
  Alias,
  Vloc,
  // AMDGPU instruction attributes (events/AmdgpuBits.h), sets
  AmdGlc,
  AmdSlc,
  AmdDlc,
  AmdSc0,
  AmdSc1,
  AmdNt,
  AmdScopeSe,
  AmdScopeDev,
  AmdScopeSys,
  AmdWaitVm,
  AmdWaitLgkm,
  AmdWaitVs,
  AmdWbinvl1,
  AmdInvl2,
  AmdBufInv,
  AmdWbl2,
  AmdGl0Inv,
  AmdGl1Inv,
  AmdGlobalInv,
  AmdGlobalWb,
  AmdLeave1,
  AmdLeave2,
  AmdFlat,
  Amd
};

// The attribute bit (events/AmdgpuBits.h) of an AMDGPU primitive set, or 0.
uint32_t amdgpuBit(Primitive id);

// How a primitive is computed: a rule per event (sets), a rule per pair of events, or the pairs
// the program lists (Program::commandSync, deviceEnqueue, dependencies()), of executed events.
enum class PrimitiveShape : uint8_t { PerEvent, PerPair, ProgramPairs };

struct PrimitiveInfo {
  Primitive id;
  std::string_view name;  // as models write it: "R", "sb", "s_wg"
  cat::Kind kind;
  PrimitiveShape shape;
  std::string_view meaning;  // one line (docs/models.md says more)
};

// Every primitive, in the order of the enumeration.
const std::vector<PrimitiveInfo>& primitiveTable();
// The entry named `name`, or nullptr.
const PrimitiveInfo* findPrimitive(std::string_view name);
// The pairs of a ProgramPairs primitive (csw, denq, dep, addr_ctrl), before the rule keeps the executed ones.
std::vector<std::pair<EventId, EventId>> programPairs(const Program& p, Primitive id);

namespace primitive_rules {

template <class V>
typename V::Bool flagged(V& v, const Event& e, bool flag) {
  return flag ? v.executed(e) : v.no();
}

// The per-event rules (sets).
template <class V>
typename V::Bool member(V& v, Primitive id, const Event& e) {
  using P = Primitive;
  switch (id) {
    case P::R:
      return v.reads(e);
    case P::W:
      return v.writes(e);
    case P::F:
      return flagged(v, e, e.isFence());
    case P::I:
      return flagged(v, e, e.kind == EventKind::Init);
    case P::A:
      return flagged(v, e, e.isAccess() && e.atomic);
    case P::G:
    case P::L: {
      const bool global = id == P::G;
      if (e.isCommand() || e.isCall()) return flagged(v, e, global);  // commands: global-region events
      if (e.isFence()) return flagged(v, e, (e.fenceFlags & (global ? kGlobalFlag : kLocalFlag)) != 0);
      if (!e.isAccess()) return v.no();
      return global ? v.atLocationWith(e, [](const Location& l) { return l.region == Region::Global; })
                    : v.atLocationWith(e, [](const Location& l) { return l.region == Region::Local; });
    }
    case P::FGA:
      if (!e.isAccess()) return v.no();
      return v.atLocationWith(e, [](const Location& l) { return l.fineGrained; });
    case P::NAL:
      if (!e.isAccess()) return v.no();
      return v.atLocationWith(e, [](const Location& l) { return !l.atomicType; });
    case P::OOB:  // accesses of work-items, not the out-of-bounds stand-in's initial write
      if (!e.isAccess() || e.kind == EventKind::Init) return v.no();
      return v.atLocationWith(e, [](const Location& l) { return l.outOfBounds; });
    case P::SC:
      return v.orderIs(e, [](MemoryOrder o) { return o == MemoryOrder::SeqCst; });
    case P::ACQ:  // reads (a failed compare-exchange too) and fences
      if (!e.mayRead() && !e.isFence()) return v.no();
      return v.orderIs(e, [](MemoryOrder o) { return isAcquire(o); });
    case P::REL:  // writes (a compare-exchange only when it succeeds, with its success order) and fences
      if (e.isFence()) return v.orderIs(e, [](MemoryOrder o) { return isRelease(o); });
      if (!e.mayWrite() || !isRelease(e.order)) return v.no();
      return v.writes(e);
    case P::ScopeWi:
    case P::ScopeSg:
    case P::ScopeWg:
    case P::ScopeDev:
    case P::ScopeAll: {
      const MemoryScope scope = e.kind == EventKind::Init ? MemoryScope::WorkItem : e.scope;
      return flagged(v, e, static_cast<int>(scope) == static_cast<int>(id) - static_cast<int>(P::ScopeWi));
    }
    case P::Bentry:
      return flagged(v, e, e.kind == EventKind::BarrierEntry);
    case P::Bexit:
      return flagged(v, e, e.kind == EventKind::BarrierExit);
    case P::BD:
      return v.divergentBarrier(e);
    case P::RMT:
      return flagged(v, e, e.remote);
    case P::RED:
      return flagged(v, e, e.reduction);
    case P::UDEF:
      return flagged(v, e, e.isUndefined());
    case P::Gen:
    case P::Tex:
    case P::Sur:
    case P::Con:
    case P::Alias: {  // PTX's proxies: accesses and fences by proxy (docs/ptx.md, "Proxies")
      const Proxy proxy = id == P::Gen   ? Proxy::Generic
                          : id == P::Tex ? Proxy::Texture
                          : id == P::Sur ? Proxy::Surface
                          : id == P::Con ? Proxy::Constant
                                         : Proxy::Alias;
      return flagged(v, e, (e.isAccess() || e.isFence()) && e.proxy == proxy);
    }
    default:
      if (uint32_t bit = amdgpuBit(id)) return flagged(v, e, (e.hw & bit) != 0);  // docs/amdgpu.md
      return v.no();  // a relation
  }
}

// `l`, for a pair of events that both executed.
template <class V>
typename V::Bool bothExecuted(V& v, const Event& a, const Event& b, typename V::Bool l) {
  return v.all(l, v.all(v.executed(a), v.executed(b)));
}

// The scope-unit relations: initial writes are related to each other by every unit and to no
// other event; commands belong to no work-item.
template <class V>
typename V::Bool sameUnit(V& v, Primitive id, const Event& a, const Event& b) {
  if (a.isCommand() || b.isCommand()) return v.no();
  if (a.thread < 0 || b.thread < 0) return bothExecuted(v, a, b, a.thread < 0 && b.thread < 0 ? v.yes() : v.no());
  const Program& p = v.program();
  const WorkItem& ta = p.threads[a.thread];
  const WorkItem& tb = p.threads[b.thread];
  bool same = id == Primitive::Wi   ? a.thread == b.thread
              : id == Primitive::Sg ? ta.subGroup == tb.subGroup
              : id == Primitive::Wg ? ta.workGroup == tb.workGroup
                                    : ta.device == tb.device;
  return bothExecuted(v, a, b, same ? v.yes() : v.no());
}

// Whether a guard (a conjunction of conditions) holds; exact where the guarded event executed.
template <class V>
typename V::Bool guardValue(V& v, const Guard& g) {
  auto r = v.yes();
  for (const GuardLit& l : g) r = v.all(r, l.positive ? v.condition(l.cond) : v.negate(v.condition(l.cond)));
  return r;
}

// The per-pair rules (relations but the program's pairs).
template <class V>
typename V::Bool pair(V& v, Primitive id, const Event& a, const Event& b) {
  using P = Primitive;
  const Program& p = v.program();
  switch (id) {
    case P::Id:
      return a.id == b.id ? v.executed(a) : v.no();
    case P::Sb: {
      if (a.thread < 0 || a.thread != b.thread) return v.no();
      if (auto choice = p.orderChoice(a.id, b.id)) {  // indeterminately sequenced: chosen per execution
        auto holds = v.condition(choice->first);
        return bothExecuted(v, a, b, choice->second ? holds : v.negate(holds));
      }
      return bothExecuted(v, a, b, p.sequencedBefore(a.id, b.id) ? v.yes() : v.no());
    }
    case P::Unseq:
      if (a.thread < 0 || a.thread != b.thread) return v.no();
      return bothExecuted(v, a, b, p.unsequencedPair(a.id, b.id) ? v.yes() : v.no());
    case P::Wi:
    case P::Sg:
    case P::Wg:
    case P::Dev:
      return sameUnit(v, id, a, b);
    case P::SameBarrier: {  // the same arrival index in the same unit
      auto barrierFence = [](const Event& e) {
        return e.kind == EventKind::BarrierEntry || e.kind == EventKind::BarrierExit;
      };
      if (!barrierFence(a) || !barrierFence(b) || barrierUnit(p, a) != barrierUnit(p, b)) return v.no();
      if (a.id < p.barrierGroups.size() && !p.barrierGroups[a.id].empty()) {
        // PTX: the same group of arrivals; and an entry of an earlier group with an exit of a later
        // one: groups fill in arrival order, so a later group completes after the earlier group's
        // arrivals (docs/ptx.md, "Barriers": a thread released because the others exited).
        const bool forward = a.kind == EventKind::BarrierEntry && b.kind == EventKind::BarrierExit;
        const auto &ga = p.barrierGroups[a.id], &gb = p.barrierGroups[b.id];
        auto same = v.no();
        for (size_t g = 0; g < gb.size(); ++g)
          for (size_t h = 0; h < ga.size() && h <= g; ++h)
            if (h == g || forward) same = v.any(same, v.all(guardValue(v, ga[h]), guardValue(v, gb[g])));
        return bothExecuted(v, a, b, same);
      }
      return bothExecuted(v, a, b, v.sameArrival(a, b));
    }
    case P::Loc:
      return v.sameLocation(a, b);
    case P::Vloc:  // PTX: one location through one virtual address
      return a.vaddr == b.vaddr ? v.sameLocation(a, b) : v.no();
    case P::Rf:
      return v.readsFrom(a, b);
    case P::Mo:
    case P::Co:
      return v.coherence(a, b);
    default:
      return v.no();  // a set, or the program's pairs
  }
}

// The ProgramPairs rule: a listed pair of events that both executed.
template <class V>
typename V::Bool listedPair(V& v, const Event& a, const Event& b) {
  return v.all(v.executed(a), v.executed(b));
}

}  // namespace primitive_rules
}  // namespace clmm
