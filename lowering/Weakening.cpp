// Every single weakening of a mapping's rules (Weakening.h).
#include "lowering/Weakening.h"

#include "events/AmdgpuBits.h"
#include "lowering/AmdgpuTarget.h"

namespace clmm::mapping {
namespace {

using namespace amdgpu;

std::string opText(const TargetOp& t, const Mapping& m) {
  if (!t.amdgpu) return t.kind == TargetOp::Kind::Fence ? "fence" : t.kind == TargetOp::Kind::Barrier ? "barrier" : "access";
  if (t.kind == TargetOp::Kind::Fence) return amdgpuFenceText(t.hw, m.family);
  if (t.kind == TargetOp::Kind::Barrier) return "s_barrier";
  std::string bits = amdgpuBitsText(t.hw);
  return std::string(t.hw & kFlat ? "flat" : "the") + " access" + (bits.empty() ? "" : " " + bits);
}

// The lower scope of a gfx12 scope bit (SCOPE_SYS -> SCOPE_DEV -> SCOPE_SE -> SCOPE_CU).
uint32_t lowerScope(uint32_t hw) {
  if (hw & kScopeSys) return (hw & ~kScopeSys) | kScopeDev;
  if (hw & kScopeDev) return (hw & ~kScopeDev) | kScopeSe;
  return hw & ~kScopeSe;
}

}  // namespace

std::vector<Weakening> singleWeakenings(const Mapping& m) {
  std::vector<Weakening> out;
  for (size_t i = 0; i < m.rules.size(); ++i) {
    const Rule& r = m.rules[i];
    for (size_t j = 0; j < r.targets.size(); ++j) {
      const TargetOp& t = r.targets[j];
      auto with = [&](const std::string& what, std::optional<uint32_t> hw) {
        Weakening w;
        w.line = r.range.line;
        w.what = what;
        w.mapping = m;
        auto& targets = w.mapping.rules[i].targets;
        if (hw) targets[j].hw = *hw;
        else targets.erase(targets.begin() + static_cast<long>(j));
        out.push_back(std::move(w));
      };
      if (t.kind == TargetOp::Kind::Fence) with("drop '" + opText(t, m) + "'", std::nullopt);
      if (!t.amdgpu || t.kind == TargetOp::Kind::Barrier) continue;
      const std::string text = opText(t, m);
      // each part: the counters of a wait naming two, the cache and scope bits
      static const std::pair<uint32_t, const char*> parts[] = {
          {kWaitVm, "vmcnt/loadcnt"}, {kWaitLgkm, "lgkmcnt/dscnt"}, {kWaitVs, "vscnt/storecnt"},
          {kGlc, "glc"}, {kSlc, "slc"}, {kDlc, "dlc"}, {kSc0, "sc0"}, {kSc1, "sc1"}, {kNt, "nt"}};
      int counters = 0;
      for (uint32_t c : {kWaitVm, kWaitLgkm, kWaitVs}) counters += (t.hw & c) ? 1 : 0;
      for (const auto& [bit, name] : parts) {
        if (!(t.hw & bit)) continue;
        bool counter = bit == kWaitVm || bit == kWaitLgkm || bit == kWaitVs;
        if (counter && counters < 2) continue;  // dropping the only counter drops the wait (above)
        with("drop '" + std::string(name) + "' from '" + text + "'", t.hw & ~bit);
      }
      if (t.hw & (kScopeSe | kScopeDev | kScopeSys)) {
        uint32_t lower = lowerScope(t.hw);
        std::string to = amdgpuBitsText(lower & (kScopeSe | kScopeDev | kScopeSys));
        with("lower the scope of '" + text + "' to " + (to.empty() ? "scope:SCOPE_CU" : to), lower);
      }
    }
  }
  return out;
}

}  // namespace clmm::mapping
