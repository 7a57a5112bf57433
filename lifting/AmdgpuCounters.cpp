// The wait counters of the AMDGPU machine-code lifter (AmdgpuCounters.h).
#include "lifting/AmdgpuCounters.h"

#include <algorithm>

namespace clmm::lifting::amdcnt {
namespace {

// Counters whose operations complete in issue order ("completion is reported to a wavefront in
// execution order"; GFX10-GFX11 "vmcnt reports completion of load ... in order, and the vscnt
// reports the completion of store and atomic without return in order"; GFX12 "in-order within a
// type").
bool inOrder(const std::string& c) { return c == "vm" || c == "vs" || c == "load" || c == "store"; }
// LDS operations "Completion is reported to a wavefront in execution order"; the scalar loads the
// same counter counts have no order in the text (flat operations, which may complete "out of LDS
// operation order", are followed by their vector counter only).
bool ldsLike(const std::string& c) { return c == "lgkm" || c == "ds"; }

constexpr size_t kRecent = 3;  // the most a lifted wait leaves outstanding (the dialect's counts 0 to 3)

}  // namespace

std::string Counters::loads() const { return family_ == "gfx12" ? "load" : "vm"; }
std::string Counters::stores() const {
  return family_ == "gfx12" ? "store" : family_ == "gfx10" || family_ == "gfx11" ? "vs" : "vm";
}
std::string Counters::lds() const { return family_ == "gfx12" ? "ds" : "lgkm"; }
std::string Counters::scalar() const { return family_ == "gfx12" ? "km" : "lgkm"; }

std::string Counters::zeroWait(const std::string& c) {
  static const std::map<std::string, std::string> spelled = {
      {"vm", "s_waitcnt vmcnt(0)"},    {"vs", "s_waitcnt_vscnt null, 0"}, {"lgkm", "s_waitcnt lgkmcnt(0)"},
      {"load", "s_wait_loadcnt 0"},    {"store", "s_wait_storecnt 0"},    {"ds", "s_wait_dscnt 0"},
      {"km", "s_wait_kmcnt 0"}};
  return spelled.at(c);
}

void Counters::start() {
  flows_.assign(1, Flow{});
  at_.clear();
}

void Counters::issue(const std::string& counter, Op op) {
  for (Flow& f : flows_) f[counter].push_back(op);
}

// Completed operations older than the most recent kRecent are no longer counted by any wait.
void Counters::trim(Flow& f) const {
  for (auto& [c, ops] : f) {
    std::vector<Op> kept;
    for (size_t i = 0; i < ops.size(); ++i)
      if (!ops[i].done || i + kRecent >= ops.size()) kept.push_back(ops[i]);
    ops = std::move(kept);
  }
}

void Counters::add(std::vector<Flow>& into, const Flow& f) const {
  if (std::find(into.begin(), into.end(), f) == into.end()) into.push_back(f);
}

int64_t Counters::wait(const std::string& counter, int64_t n, std::string& why) {
  std::optional<int64_t> lifted;
  std::vector<Flow> after;
  for (Flow f : flows_) {
    std::vector<Op>& ops = f[counter];
    int64_t count = n;
    if (inOrder(counter)) {
      // All but the n most recent complete; the lifted wait leaves those of the n in the lifted test.
      // Fewer than n on the path since the kernel began: the missing ones are none the lifted wait
      // could complete either, so they count as lifted (every path then agrees on n).
      const size_t keep = std::min(ops.size(), static_cast<size_t>(n));
      count = n - static_cast<int64_t>(keep);
      for (size_t i = 0; i < ops.size(); ++i) {
        if (i + keep < ops.size()) {
          ops[i].done = true;
          continue;
        }
        if (ops[i].earlier && droppedCounters.count(counter)) {
          why = "the operations it leaves outstanding include some of an earlier turn of a loop, where an access "
                "lifted as a register move (private memory or clmm_out) may be among them: the lifted count would "
                "not be known";
          return n;
        }
        if (!ops[i].dropped) ++count;
      }
    } else if (ldsLike(counter)) {
      // All but the n most recent LDS operations complete; a scalar load only at 0.
      size_t later = 0;
      for (size_t i = ops.size(); i-- > 0;) {
        if (!ops[i].lds) {
          if (n == 0) ops[i].done = true;
          continue;
        }
        if (later++ >= static_cast<size_t>(n)) ops[i].done = true;
      }
    } else if (n == 0) {
      for (Op& o : ops) o.done = true;
    }
    if (lifted && *lifted != count) {
      why = "the operations it leaves outstanding differ between the paths that reach it (" + std::to_string(*lifted) +
            " or " + std::to_string(count) + " of them in the lifted test)";
      return n;
    }
    lifted = count;
    trim(f);
    add(after, f);
  }
  flows_ = std::move(after);
  return lifted.value_or(n);
}

std::optional<Pending> Counters::pending(const std::string& reg) const {
  for (const Flow& f : flows_)
    for (const auto& [c, ops] : f)
      for (const Op& o : ops)
        if (!o.done && std::find(o.regs.begin(), o.regs.end(), reg) != o.regs.end()) return Pending{reg, c, o.line};
  return std::nullopt;
}

std::optional<Pending> Counters::anyPending() const {
  for (const Flow& f : flows_)
    for (const auto& [c, ops] : f)
      for (const Op& o : ops)
        if (!o.done && !o.regs.empty()) return Pending{o.regs.front(), c, o.line};
  return std::nullopt;
}

void Counters::complete(const std::string& counter) {
  std::vector<Flow> after;
  for (Flow f : flows_) {
    for (Op& o : f[counter]) o.done = true;
    trim(f);
    add(after, f);
  }
  flows_ = std::move(after);
}

void Counters::branchTo(const std::string& label) {
  for (const Flow& f : flows_) add(at_[label], f);
}

void Counters::deadEnd() { flows_.clear(); }

void Counters::label(const std::string& l, bool backTarget) {
  std::vector<Flow> joined = flows_;
  for (const Flow& f : at_[l]) add(joined, f);
  if (backTarget) {
    // A later turn: what the loop issued before is not followed, but no load of it is outstanding
    // (the lifter refuses a back edge that carries one).
    Flow earlier;
    for (const std::string& c : {loads(), stores(), lds(), scalar()}) {
      Op o;
      o.earlier = true;
      earlier[c].assign(kRecent, o);
    }
    add(joined, earlier);
  }
  flows_ = std::move(joined);
}

}  // namespace clmm::lifting::amdcnt
