// The wait counters of one AMDGPU kernel as the machine-code lifter (AmdgpuAsm.h) follows them:
// every operation each counter counts, in issue order, on every path the text may take to the
// current instruction, so that a wait for all but N operations completes exactly the operations
// the hardware text guarantees (docs/compile-check.md, "Registers"; LLVM AMDGPUUsage, "Memory
// Model GFX90A" ff.): vmcnt, vscnt, loadcnt and storecnt report completion in order, so all but
// the N most recent complete; lgkmcnt and dscnt complete LDS operations in order but scalar loads
// out of order, so all but the N most recent LDS operations complete and a scalar load only at 0;
// kmcnt (scalar loads only) completes nothing but at 0. A load's registers hold the loaded value
// once the load completed. The counting matches the models' (axioms/amdgpu-*.cat, CNT_VM, CNT_VS,
// CNT_LGKM and the leave bits of a wait), and the count the lifted wait gets leaves out the
// operations that are not in the lifted test (private memory, clmm_out), so lifter and model agree.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace clmm::lifting::amdcnt {

// One counted operation.
struct Op {
  int line = 0;                   // its .s line
  bool dropped = false;           // lifted as a register move (private memory, clmm_out): not in the lifted test
  bool lds = true;                // lgkmcnt/dscnt: an LDS operation (in order); false: a scalar load
  bool earlier = false;           // issued on an earlier turn of a loop (its back edge), not followed
  bool done = false;              // completed
  std::vector<std::string> regs;  // the registers a load writes
  bool operator==(const Op& o) const {
    return line == o.line && dropped == o.dropped && lds == o.lds && earlier == o.earlier && done == o.done &&
           regs == o.regs;
  }
};

// The operations of each counter ("vm", "vs", "lgkm"; gfx12 "load", "store", "ds", "km") in issue
// order on one path: the outstanding ones and the most recent ones (a partial wait counts them).
using Flow = std::map<std::string, std::vector<Op>>;

// An outstanding load's register: its counter and the load's line.
struct Pending {
  std::string reg, counter;
  int line = 0;
};

class Counters {
 public:
  explicit Counters(std::string family) : family_(std::move(family)) {}

  // Which counter counts an operation of the family: a vector load or returning atomic, a store
  // or atomic without return, an LDS operation, a scalar load, a write-back (buffer_wbl2,
  // global_wb).
  std::string loads() const;
  std::string stores() const;
  std::string lds() const;
  std::string scalar() const;
  // "s_waitcnt vmcnt(0)", ..., for messages and for the waits the lifter assumes.
  static std::string zeroWait(const std::string& counter);

  void start();  // the kernel's entry: one path, nothing outstanding
  void issue(const std::string& counter, Op op);
  // A wait for all but `n` operations of `counter`. Returns the count of the lifted wait (n less
  // the operations among the n most recent that are not in the lifted test), or sets `why` when
  // the paths to the wait disagree on it or it reaches an operation not followed.
  int64_t wait(const std::string& counter, int64_t n, std::string& why);
  // A register an outstanding load writes, on some path to here.
  std::optional<Pending> pending(const std::string& reg) const;
  std::optional<Pending> anyPending() const;
  // Every operation of `counter` complete (a wait for 0 the lifter assumes).
  void complete(const std::string& counter);
  void branchTo(const std::string& label);  // a branch forward: the paths flow to the label
  void deadEnd();                           // after s_branch or s_endpgm: the next line is reached by branches only
  // A label: the paths that branched to it and fall through to it; `backTarget`: a backward branch
  // reaches it too, whose paths are known to carry no outstanding load.
  void label(const std::string& l, bool backTarget);
  bool tooManyPaths() const { return flows_.size() > kMaxFlows; }

  std::set<std::string> droppedCounters;  // the counters with an operation not in the lifted test

 private:
  static constexpr size_t kMaxFlows = 64;
  void add(std::vector<Flow>& into, const Flow& f) const;
  void trim(Flow& f) const;

  std::string family_;
  std::vector<Flow> flows_;
  std::map<std::string, std::vector<Flow>> at_;  // label -> the paths that branched to it
};

}  // namespace clmm::lifting::amdcnt
