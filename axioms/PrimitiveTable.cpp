// The table of primitive sets and relations (PrimitiveTable.h): names, kinds and meanings.
#include "axioms/PrimitiveTable.h"

#include "events/Dependencies.h"

namespace clmm {

const std::vector<PrimitiveInfo>& primitiveTable() {
  using P = Primitive;
  using K = cat::Kind;
  constexpr auto E = PrimitiveShape::PerEvent;
  constexpr auto X = PrimitiveShape::PerPair;
  constexpr auto L = PrimitiveShape::ProgramPairs;
  static const std::vector<PrimitiveInfo> table = {
      {P::R, "R", K::Set, E, "reads (a read-modify-write and a failed compare-exchange too)"},
      {P::W, "W", K::Set, E, "writes (a read-modify-write, a successful compare-exchange, initial writes)"},
      {P::F, "F", K::Set, E, "fences: atomic_work_item_fence and the two fences of each barrier arrival"},
      {P::I, "I", K::Set, E, "initial writes, one per location"},
      {P::A, "A", K::Set, E, "atomic operations"},
      {P::G, "G", K::Set, E, "events on global memory; fences with CLK_GLOBAL_MEM_FENCE; commands"},
      {P::L, "L", K::Set, E, "events on local memory; fences with CLK_LOCAL_MEM_FENCE"},
      {P::FGA, "FGA", K::Set, E, "accesses to fine-grained SVM memory with atomics"},
      {P::SC, "SC", K::Set, E, "seq_cst events"},
      {P::ACQ, "ACQ", K::Set, E, "acquire-or-stronger reads and fences"},
      {P::REL, "REL", K::Set, E, "release-or-stronger writes and fences"},
      {P::ScopeWi, "s_wi", K::Set, E, "events of work_item scope (initial writes, plain accesses)"},
      {P::ScopeSg, "s_sg", K::Set, E, "events of sub_group scope"},
      {P::ScopeWg, "s_wg", K::Set, E, "events of work_group scope"},
      {P::ScopeDev, "s_dev", K::Set, E, "events of device scope"},
      {P::ScopeAll, "s_all", K::Set, E, "events of all_svm_devices scope"},
      {P::Bentry, "Bentry", K::Set, E, "the release fence a barrier arrival starts with"},
      {P::Bexit, "Bexit", K::Set, E, "the acquire fence a barrier arrival ends with"},
      {P::BD, "BD", K::Set, E, "the barrier fences of a unit whose work-items diverge"},
      {P::RMT, "RMT", K::Set, E, "remote-scope-promotion operations"},
      {P::NAL, "NAL", K::Set, E, "accesses to locations of non-atomic type"},
      {P::OOB, "OOB", K::Set, E, "accesses through an index outside their array"},
      {P::RED, "RED", K::Set, E, "PTX reductions (red)"},
      {P::UDEF, "UDEF", K::Set, E, "undefined arithmetic evaluated (division by zero, INT_MIN / -1, signed overflow)"},
      {P::Sb, "sb", K::Relation, X, "sequenced before: program order within one work-item"},
      {P::Rf, "rf", K::Relation, X, "reads from: from a write to a read that takes its value"},
      {P::Mo, "mo", K::Relation, X, "coherence (modification) order: the order of the writes to one location, the initial write first"},
      {P::Co, "co", K::Relation, X, "coherence order: the order of the writes to one location (the same relation as mo)"},
      {P::Loc, "loc", K::Relation, X, "accesses to the same location"},
      {P::Id, "id", K::Relation, X, "identity"},
      {P::Wi, "wi", K::Relation, X, "events of the same work-item"},
      {P::Sg, "sg", K::Relation, X, "events of the same sub-group"},
      {P::Wg, "wg", K::Relation, X, "events of the same work-group"},
      {P::Dev, "dev", K::Relation, X, "events of the same device"},
      {P::SameBarrier, "same_barrier", K::Relation, X, "barrier fences of the same arrival in the same unit (PTX: of one group, or an entry of an earlier group and an exit of a later one)"},
      {P::Csw, "csw", K::Relation, L, "command synchronisation: the specification's rules for host-side and device-side commands"},
      {P::Denq, "denq", K::Relation, L, "device-side enqueue: the enqueue_kernel call, the child's start"},
      {P::Unseq, "unseq", K::Relation, X, "unsequenced pairs of one work-item's events"},
      {P::Dep, "dep", K::Relation, L, "syntactic address, data and control dependencies"},
      {P::AddrCtrl, "addr_ctrl", K::Relation, L,
       "dep's address and control dependencies (they reach an event's read; docs/ptx.md, The authority)"},
      {P::Gen, "GEN", K::Set, E, "PTX: accesses and fences of the generic proxy"},
      {P::Tex, "TEX", K::Set, E, "PTX: accesses and fences of the texture proxy"},
      {P::Sur, "SUR", K::Set, E, "PTX: accesses and fences of the surface proxy"},
      {P::Con, "CON", K::Set, E, "PTX: accesses and fences of the constant proxy"},
      {P::Alias, "ALIAS", K::Set, E, "PTX: fence.proxy.alias"},
      {P::Vloc, "vloc", K::Relation, X, "PTX: accesses at one location through one virtual address"},
  };
  return table;
}

const PrimitiveInfo* findPrimitive(std::string_view name) {
  for (const PrimitiveInfo& info : primitiveTable())
    if (info.name == name) return &info;
  return nullptr;
}

std::vector<std::pair<EventId, EventId>> programPairs(const Program& p, Primitive id) {
  switch (id) {
    case Primitive::Csw:
      return {p.commandSync.begin(), p.commandSync.end()};
    case Primitive::Denq:
      return {p.deviceEnqueue.begin(), p.deviceEnqueue.end()};
    case Primitive::Dep:
      return dependencies(p);
    case Primitive::AddrCtrl:
      return dependencies(p, true);
    default:
      return {};
  }
}

}  // namespace clmm
