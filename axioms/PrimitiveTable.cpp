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
      {P::AmdGlc, "GLC", K::Set, E, "AMDGPU: accesses with the glc bit"},
      {P::AmdSlc, "SLC", K::Set, E, "AMDGPU: accesses with the slc bit"},
      {P::AmdDlc, "DLC", K::Set, E, "AMDGPU: accesses with the dlc bit"},
      {P::AmdSc0, "SC0", K::Set, E, "AMDGPU: accesses and cache operations with the sc0 bit"},
      {P::AmdSc1, "SC1", K::Set, E, "AMDGPU: accesses and cache operations with the sc1 bit"},
      {P::AmdNt, "NT", K::Set, E, "AMDGPU: accesses with the nt bit"},
      {P::AmdScopeSe, "SCOPE_SE", K::Set, E, "AMDGPU: gfx12 instructions with scope:SCOPE_SE"},
      {P::AmdScopeDev, "SCOPE_DEV", K::Set, E, "AMDGPU: gfx12 instructions with scope:SCOPE_DEV"},
      {P::AmdScopeSys, "SCOPE_SYS", K::Set, E, "AMDGPU: gfx12 instructions with scope:SCOPE_SYS"},
      {P::AmdWaitVm, "WAIT_VM", K::Set, E, "AMDGPU: waits for the vector memory loads (vmcnt(0), s_wait_loadcnt 0)"},
      {P::AmdWaitLgkm, "WAIT_LGKM", K::Set, E, "AMDGPU: waits for the LDS operations (lgkmcnt(0), s_wait_dscnt 0)"},
      {P::AmdWaitVs, "WAIT_VS", K::Set, E, "AMDGPU: waits for the vector memory stores (vscnt, s_wait_storecnt)"},
      {P::AmdWbinvl1, "WBINVL1", K::Set, E, "AMDGPU: buffer_wbinvl1_vol (invalidates the CU's vector L1)"},
      {P::AmdInvl2, "INVL2", K::Set, E, "AMDGPU: buffer_invl2 (invalidates non-coherent L2 lines)"},
      {P::AmdBufInv, "BUFFER_INV", K::Set, E, "AMDGPU: buffer_inv (gfx940: invalidates caches by sc0/sc1)"},
      {P::AmdWbl2, "WBL2", K::Set, E, "AMDGPU: buffer_wbl2 (writes dirty L2 lines back)"},
      {P::AmdGl0Inv, "GL0_INV", K::Set, E, "AMDGPU: buffer_gl0_inv (invalidates the CU's L0)"},
      {P::AmdGl1Inv, "GL1_INV", K::Set, E, "AMDGPU: buffer_gl1_inv (invalidates the shader array's L1)"},
      {P::AmdGlobalInv, "GLOBAL_INV", K::Set, E, "AMDGPU: global_inv (gfx12: invalidates caches below its scope)"},
      {P::AmdGlobalWb, "GLOBAL_WB", K::Set, E, "AMDGPU: global_wb (gfx12: writes caches back to its scope)"},
      {P::AmdLeave1, "LEAVE1", K::Set, E, "AMDGPU: waits that leave 1 or 3 of their counter's most recent operations outstanding (vmcnt(1), vmcnt(3))"},
      {P::AmdLeave2, "LEAVE2", K::Set, E, "AMDGPU: waits that leave 2 or 3 of their counter's most recent operations outstanding (vmcnt(2), vmcnt(3))"},
      {P::AmdFlat, "FLAT", K::Set, E, "AMDGPU: flat accesses"},
      {P::Amd, "AMD", K::Set, E, "AMDGPU: the events of an AMDGPU test's instructions"},
  };
  return table;
}

uint32_t amdgpuBit(Primitive id) {
  using P = Primitive;
  namespace a = amdgpu;
  switch (id) {
    case P::AmdGlc: return a::kGlc;
    case P::AmdSlc: return a::kSlc;
    case P::AmdDlc: return a::kDlc;
    case P::AmdSc0: return a::kSc0;
    case P::AmdSc1: return a::kSc1;
    case P::AmdNt: return a::kNt;
    case P::AmdScopeSe: return a::kScopeSe;
    case P::AmdScopeDev: return a::kScopeDev;
    case P::AmdScopeSys: return a::kScopeSys;
    case P::AmdWaitVm: return a::kWaitVm;
    case P::AmdWaitLgkm: return a::kWaitLgkm;
    case P::AmdWaitVs: return a::kWaitVs;
    case P::AmdWbinvl1: return a::kWbinvl1;
    case P::AmdInvl2: return a::kInvl2;
    case P::AmdBufInv: return a::kBufInv;
    case P::AmdWbl2: return a::kWbl2;
    case P::AmdGl0Inv: return a::kGl0Inv;
    case P::AmdGl1Inv: return a::kGl1Inv;
    case P::AmdGlobalInv: return a::kGlobalInv;
    case P::AmdGlobalWb: return a::kGlobalWb;
    case P::AmdLeave1: return a::kLeave1;
    case P::AmdLeave2: return a::kLeave2;
    case P::AmdFlat: return a::kFlat;
    case P::Amd: return a::kAmdgpu;
    default: return 0;
  }
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
