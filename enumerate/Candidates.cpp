// Candidate-execution enumeration: control-flow paths per thread (cartesian product across
// threads), then reads-from choices (an odometer with conflict-directed back-jumping), values
// computed once per (path, reads-from) with the acyclic-justification rule, then every
// coherence order per location (in-place permutations), each handed to the visitor.
//
// Rules implemented (docs: Candidates.h):
// * Paths: per thread, in condition order, a reached condition (its guard holds) is true or
//   false; an unreached one is -1. A LoopBound condition that nothing refers to is fixed to
//   false; if an otherwise valid candidate evaluates it to true, the candidate is dropped and
//   loopBoundHit is set (the same candidate with it true would be valid). A LoopBound condition
//   that guards or values do refer to is enumerated both ways; a valid candidate with it true is
//   dropped and sets loopBoundHit.
// * Reads-from: each executed read from any executed write w != r that may share its location.
// * Values: memoised evaluation; a read's value is its source's written value, and a read's
//   justification also includes the locations (offsets) of the read and of its source. If the
//   evaluation re-enters a read it is computing, the candidate is rejected (out of thin air).
//   Ite and CondValue use the path's chosen truth values (control dependencies add no edges).
// * Checks: each reached non-Choice condition evaluates to nonzero iff chosen true; each
//   computed array offset is within bounds; each read is at its source's location.
// * Coherence: per location the initial write first, then every permutation of the others.
//
// Back-jumping: reads are the odometer's digits (first read most significant). When a check
// fails, the reads whose choices it depends on are collected; every combination that agrees
// with them fails the same way, so the odometer increments the least significant of them
// directly (resetting the less significant digits).
#include "enumerate/Candidates.h"

#include <algorithm>
#include <stdexcept>

namespace clmm {
namespace {

using Clock = std::chrono::steady_clock;

class Enumerator {
 public:
  Enumerator(const Program& p, const EnumerateLimits& limits,
             const std::function<bool(const Execution&)>& visit, EnumerateStats& stats)
      : p_(p), limits_(limits), visit_(visit), stats_(stats) {}

  EnumerateStatus run();

 private:
  void prepare();
  void firstPath(int t, size_t from);  // conditions from index `from` on: first assignment
  bool nextPath(int t);                // the next assignment in DFS order; false: wrapped
  bool guardHolds(const Guard& g) const;

  bool setUpPath();                     // false: some read has no possible source
  EnumerateStatus enumerateReadsFrom();  // over the current path
  bool evaluate(int& jump);             // values and checks of the current rf choice
  EnumerateStatus enumerateCoherence();  // over the current (path, rf)

  void bumpStamp();
  int64_t node(ValueRef v);
  int64_t readValue(EventId r);
  LocId concreteLoc(EventId e, bool& inBounds);

  int dependencies(ValueRef v);  // the least significant read digit the value depends on
  void depNode(ValueRef v);
  void depRead(EventId r);

  bool tick(uint64_t weight);  // false: deadline passed

  const Program& p_;
  const EnumerateLimits& limits_;
  const std::function<bool(const Execution&)>& visit_;
  EnumerateStats& stats_;

  // Static data.
  std::vector<std::vector<CondId>> threadConds_;                 // per thread, in order
  std::vector<bool> fixedFalse_;                                 // LoopBound, unreferenced
  std::vector<EventId> initOf_;                                  // per location
  std::vector<std::vector<EventId>> mayReadFrom_;                // per event: possible sources

  // Current path.
  Execution x_;
  std::vector<EventId> readList_;               // executed reads: the rf digits, in event order
  std::vector<EventId> writeList_;              // executed writes
  std::vector<EventId> accessList_;             // executed accesses with a computed location
  std::vector<CondId> checkedConds_;            // reached conditions to check
  std::vector<int> readPos_;                    // per event: digit index, -1 when not a read
  std::vector<std::vector<EventId>> sources_;   // per digit: candidate writes
  std::vector<uint32_t> digit_;
  std::vector<LocId> permutedLocs_;             // locations with >= 2 non-initial writes
  bool loopBoundTrue_ = false;                  // path chose a (referenced) LoopBound true

  // Evaluation state, valid where the stamp equals stamp_.
  uint32_t stamp_ = 0;
  std::vector<uint32_t> nodeStamp_;
  std::vector<int64_t> nodeValue_;
  std::vector<uint32_t> readDone_, readBusy_;
  std::vector<EventId> busy_;
  bool oota_ = false;
  int ootaJump_ = -1;

  uint32_t depStamp_ = 0;
  std::vector<uint32_t> depNodeStamp_, depReadStamp_;
  int depMax_ = -1;

  uint64_t ticks_ = 0;
  uint64_t nextClockCheck_ = 0;
};

const char* kindName(Cond::Kind k) {
  switch (k) {
    case Cond::Kind::Branch: return "branch";
    case Cond::Kind::CasSuccess: return "compare-exchange success";
    case Cond::Kind::LoopBound: return "loop bound";
    case Cond::Kind::Choice: return "choice";
  }
  return "?";
}

// ----------------------------------------------------------------------------- set-up

void Enumerator::prepare() {
  const size_t nT = p_.threads.size(), nC = p_.conds.size(), nE = p_.events.size();
  threadConds_.assign(nT, {});
  for (CondId c = 0; c < nC; ++c) {
    const Cond& cond = p_.conds[c];
    if (cond.thread < 0 || static_cast<size_t>(cond.thread) >= nT)
      throw std::invalid_argument("enumerate: condition c" + std::to_string(c) + " has no thread");
    threadConds_[cond.thread].push_back(c);
    for (const GuardLit& lit : cond.guard)
      if (lit.cond >= c || p_.conds.at(lit.cond).thread != cond.thread)
        throw std::invalid_argument("enumerate: the guard of " + std::string(kindName(cond.kind)) +
                                    " condition c" + std::to_string(c) +
                                    " refers to a later condition or another thread's");
  }
  for (const Event& e : p_.events)
    for (const GuardLit& lit : e.guard)
      if (lit.cond >= nC || p_.conds[lit.cond].thread != e.thread)
        throw std::invalid_argument("enumerate: event " + p_.describe(e.id) +
                                    " is guarded by another thread's condition");

  // LoopBound conditions that nothing refers to are fixed to false (see the file comment).
  std::vector<bool> referenced(nC, false);
  for (const Cond& c : p_.conds)
    for (const GuardLit& lit : c.guard) referenced[lit.cond] = true;
  for (const Event& e : p_.events)
    for (const GuardLit& lit : e.guard) referenced[lit.cond] = true;
  for (const ValueNode& n : p_.values)
    if (n.op == ValueNode::Op::CondValue || n.op == ValueNode::Op::Ite) referenced.at(n.cond) = true;
  fixedFalse_.assign(nC, false);
  for (CondId c = 0; c < nC; ++c)
    fixedFalse_[c] = p_.conds[c].kind == Cond::Kind::LoopBound && !referenced[c];

  initOf_.assign(p_.locations.size(), static_cast<EventId>(-1));
  for (const Event& e : p_.events)
    if (e.kind == EventKind::Init) initOf_.at(e.loc) = e.id;
  for (size_t l = 0; l < initOf_.size(); ++l)
    if (initOf_[l] == static_cast<EventId>(-1))
      throw std::invalid_argument("enumerate: location " + p_.locations[l].name +
                                  " has no initial write");

  mayReadFrom_.assign(nE, {});
  for (const Event& r : p_.events) {
    if (!r.mayRead()) continue;
    for (const Event& w : p_.events)
      if (w.id != r.id && w.mayWrite() && p_.sameLocationPossible(r, w))
        mayReadFrom_[r.id].push_back(w.id);
  }

  x_ = Execution();
  x_.program = &p_;
  x_.executed.assign(nE, false);
  x_.writes.assign(nE, false);
  x_.reads.assign(nE, false);
  x_.loc.assign(nE, -1);
  x_.readValue.assign(nE, 0);
  x_.writeValue.assign(nE, 0);
  x_.order.assign(nE, MemoryOrder::NonAtomic);
  x_.condValue.assign(nC, -1);
  x_.rf.assign(nE, -1);
  x_.co.assign(p_.locations.size(), {});

  readPos_.assign(nE, -1);
  nodeStamp_.assign(p_.values.size(), 0);
  nodeValue_.assign(p_.values.size(), 0);
  readDone_.assign(nE, 0);
  readBusy_.assign(nE, 0);
  depNodeStamp_.assign(p_.values.size(), 0);
  depReadStamp_.assign(nE, 0);
}

// A thread's paths are generated lazily in depth-first order (false before true): the
// assignment is kept in x_.condValue; reachability of a condition depends only on earlier ones.
void Enumerator::firstPath(int t, size_t from) {
  const auto& conds = threadConds_[t];
  for (size_t i = from; i < conds.size(); ++i)
    x_.condValue[conds[i]] = guardHolds(p_.conds[conds[i]].guard) ? 0 : -1;
}

bool Enumerator::nextPath(int t) {
  const auto& conds = threadConds_[t];
  for (size_t i = conds.size(); i-- > 0;) {
    if (x_.condValue[conds[i]] != 0 || fixedFalse_[conds[i]]) continue;
    x_.condValue[conds[i]] = 1;
    firstPath(t, i + 1);
    return true;
  }
  firstPath(t, 0);
  return false;
}

bool Enumerator::guardHolds(const Guard& g) const {
  for (const GuardLit& lit : g)
    if (x_.condValue[lit.cond] != (lit.positive ? 1 : 0)) return false;
  return true;
}

// ----------------------------------------------------------------------------- driver

bool Enumerator::tick(uint64_t weight) {
  ticks_ += weight;
  if (!limits_.deadline || ticks_ < nextClockCheck_) return true;
  nextClockCheck_ = ticks_ + 2048;
  return Clock::now() < *limits_.deadline;
}

EnumerateStatus Enumerator::run() {
  prepare();
  if (limits_.deadline && Clock::now() >= *limits_.deadline) return EnumerateStatus::Timeout;
  const int nT = static_cast<int>(p_.threads.size());
  for (int t = 0; t < nT; ++t) firstPath(t, 0);
  for (;;) {
    ++stats_.paths;
    if (!tick(1)) return EnumerateStatus::Timeout;
    if (setUpPath()) {
      EnumerateStatus s = enumerateReadsFrom();
      if (s != EnumerateStatus::Complete) return s;
    }
    int t = nT - 1;  // the cartesian product across threads, the last thread fastest
    while (t >= 0 && !nextPath(t)) --t;
    if (t < 0) return EnumerateStatus::Complete;
  }
}

bool Enumerator::setUpPath() {
  readList_.clear();
  writeList_.clear();
  accessList_.clear();
  checkedConds_.clear();
  loopBoundTrue_ = false;
  for (CondId c = 0; c < p_.conds.size(); ++c) {
    int8_t v = x_.condValue[c];
    if (v < 0 || p_.conds[c].kind == Cond::Kind::Choice) continue;
    checkedConds_.push_back(c);
    if (v == 1 && p_.conds[c].kind == Cond::Kind::LoopBound) loopBoundTrue_ = true;
  }
  for (const Event& e : p_.events) {
    const EventId id = e.id;
    bool exec = e.kind == EventKind::Init || guardHolds(e.guard);
    x_.executed[id] = exec;
    x_.reads[id] = exec && e.mayRead();
    bool writes = exec && e.mayWrite();
    if (writes && e.kind == EventKind::Cas) writes = x_.condValue.at(e.success) == 1;
    x_.writes[id] = writes;
    x_.order[id] = e.order;
    if (exec && e.kind == EventKind::Cas && x_.condValue[e.success] != 1) x_.order[id] = e.failureOrder;
    x_.loc[id] = exec && e.isAccess() ? e.loc : -1;
    x_.readValue[id] = 0;
    x_.writeValue[id] = 0;
    x_.rf[id] = -1;
    readPos_[id] = -1;
    if (x_.reads[id]) {
      readPos_[id] = static_cast<int>(readList_.size());
      readList_.push_back(id);
    }
    if (writes) writeList_.push_back(id);
    if (exec && e.isAccess() && e.loc < 0) accessList_.push_back(id);
  }
  sources_.resize(readList_.size());
  for (size_t i = 0; i < readList_.size(); ++i) {
    auto& s = sources_[i];
    s.clear();
    for (EventId w : mayReadFrom_[readList_[i]])
      if (x_.writes[w]) s.push_back(w);
    if (s.empty()) return false;
  }
  digit_.assign(readList_.size(), 0);
  return true;
}

// The odometer over reads-from choices. `jump` is the digit to increment next: the last one
// normally, a more significant one after a failure, -1 when no combination of this path can
// succeed.
EnumerateStatus Enumerator::enumerateReadsFrom() {
  const int n = static_cast<int>(readList_.size());
  for (;;) {
    for (int i = 0; i < n; ++i) x_.rf[readList_[i]] = static_cast<int>(sources_[i][digit_[i]]);
    ++stats_.rfChoices;
    if (!tick(1)) return EnumerateStatus::Timeout;
    int jump = n - 1;
    if (evaluate(jump)) {
      EnumerateStatus s = enumerateCoherence();
      if (s != EnumerateStatus::Complete) return s;
    }
    if (jump < 0) return EnumerateStatus::Complete;
    for (int i = jump + 1; i < n; ++i) digit_[i] = 0;
    int i = jump;
    for (; i >= 0; --i) {
      if (++digit_[i] < sources_[i].size()) break;
      digit_[i] = 0;
    }
    if (i < 0) return EnumerateStatus::Complete;
  }
}

EnumerateStatus Enumerator::enumerateCoherence() {
  permutedLocs_.clear();
  for (size_t l = 0; l < x_.co.size(); ++l) {
    x_.co[l].clear();
    x_.co[l].push_back(initOf_[l]);
  }
  for (EventId w : writeList_)
    if (p_.events[w].kind != EventKind::Init) x_.co[x_.loc[w]].push_back(w);
  for (size_t l = 0; l < x_.co.size(); ++l)
    if (x_.co[l].size() > 2) permutedLocs_.push_back(static_cast<LocId>(l));
  for (;;) {
    if (limits_.maxCandidates && stats_.candidates >= limits_.maxCandidates)
      return EnumerateStatus::TooMany;
    ++stats_.coOrders;
    ++stats_.candidates;
    if (!visit_(x_)) return EnumerateStatus::Stopped;
    if (!tick(16)) return EnumerateStatus::Timeout;
    size_t k = 0;
    for (; k < permutedLocs_.size(); ++k) {
      auto& order = x_.co[permutedLocs_[k]];
      if (std::next_permutation(order.begin() + 1, order.end())) break;
    }
    if (k == permutedLocs_.size()) return EnumerateStatus::Complete;
  }
}

// ----------------------------------------------------------------------------- values

void Enumerator::bumpStamp() {
  if (++stamp_ == 0) {
    std::fill(nodeStamp_.begin(), nodeStamp_.end(), 0);
    std::fill(readDone_.begin(), readDone_.end(), 0);
    std::fill(readBusy_.begin(), readBusy_.end(), 0);
    stamp_ = 1;
  }
}

int64_t Enumerator::node(ValueRef v) {
  if (nodeStamp_[v] == stamp_) return nodeValue_[v];
  const ValueNode& n = p_.values[v];
  int64_t r = 0;
  switch (n.op) {
    case ValueNode::Op::Const: return n.constant;
    case ValueNode::Op::ReadValue: r = readValue(n.event); break;
    case ValueNode::Op::CondValue: r = x_.condValue[n.cond] == 1 ? 1 : 0; break;
    case ValueNode::Op::Unary: r = applyUnary(n.uop, node(n.a)); break;
    case ValueNode::Op::Binary: {
      int64_t a = node(n.a);
      r = applyBinary(n.bop, a, node(n.b));
      break;
    }
    case ValueNode::Op::Ite: r = x_.condValue[n.cond] == 1 ? node(n.a) : node(n.b); break;
  }
  if (oota_) return 0;
  nodeStamp_[v] = stamp_;
  nodeValue_[v] = r;
  return r;
}

// A read's value: its source's written value. Its justification also includes the read's and
// the source's locations (address dependencies), evaluated here so that a cycle through them
// is found too. Re-entering a read that is being computed is a thin-air cycle.
int64_t Enumerator::readValue(EventId r) {
  if (oota_) return 0;
  if (readDone_[r] == stamp_) return x_.readValue[r];
  if (readPos_[r] < 0) return 0;  // not an executed read: guarded away by the lowering
  if (readBusy_[r] == stamp_) {
    oota_ = true;
    ootaJump_ = -1;
    for (size_t i = busy_.size(); i-- > 0;) {
      ootaJump_ = std::max(ootaJump_, readPos_[busy_[i]]);
      if (busy_[i] == r) break;
    }
    return 0;
  }
  readBusy_[r] = stamp_;
  busy_.push_back(r);
  const Event& re = p_.events[r];
  const Event& we = p_.events[x_.rf[r]];
  if (re.loc < 0) node(re.offset);
  if (we.loc < 0) node(we.offset);
  int64_t v = node(we.value);
  busy_.pop_back();
  if (oota_) return 0;
  readDone_[r] = stamp_;
  x_.readValue[r] = v;
  return v;
}

LocId Enumerator::concreteLoc(EventId e, bool& inBounds) {
  const Event& ev = p_.events[e];
  inBounds = true;
  if (ev.loc >= 0) return ev.loc;
  const Array& a = p_.arrays[ev.array];
  int64_t off = node(ev.offset);
  if (off < 0 || off >= a.size) {
    inBounds = false;
    return -1;
  }
  return a.first + static_cast<LocId>(off);
}

// Computes every value of the current (path, rf) and checks it. Returns whether the candidate
// is valid; `jump` becomes the odometer digit to increment next.
bool Enumerator::evaluate(int& jump) {
  bumpStamp();
  oota_ = false;
  busy_.clear();
  for (EventId r : readList_) {
    readValue(r);
    if (oota_) {
      ++stats_.ootaRejected;
      jump = ootaJump_;
      return false;
    }
  }
  for (EventId w : writeList_) x_.writeValue[w] = node(p_.events[w].value);

  bool failed = false, loopBound = false;
  int failJump = static_cast<int>(readList_.size()) - 1, boundJump = failJump;
  auto fail = [&](int j) {
    failed = true;
    failJump = std::min(failJump, j);
  };
  for (EventId e : accessList_) {
    bool inBounds = true;
    x_.loc[e] = concreteLoc(e, inBounds);
    if (!inBounds) fail(dependencies(p_.events[e].offset));
  }
  for (CondId c : checkedConds_) {
    if (failed && failJump < 0) break;
    const Cond& cond = p_.conds[c];
    bool holds = node(cond.value) != 0;
    if (holds == (x_.condValue[c] == 1)) continue;
    int j = dependencies(cond.value);
    if (fixedFalse_[c]) {
      loopBound = true;
      boundJump = std::min(boundJump, j);
    } else {
      fail(j);
    }
  }
  for (EventId r : readList_) {
    if (failed && failJump < 0) break;
    EventId w = static_cast<EventId>(x_.rf[r]);
    if (x_.loc[r] == x_.loc[w] || x_.loc[r] < 0 || x_.loc[w] < 0) continue;
    int j = readPos_[r];
    if (p_.events[r].loc < 0) j = std::max(j, dependencies(p_.events[r].offset));
    if (p_.events[w].loc < 0) j = std::max(j, dependencies(p_.events[w].offset));
    fail(j);
  }

  const bool beyondBound = loopBound || loopBoundTrue_;
  if (failed) {
    ++stats_.valueFailures;
    jump = failJump;
  } else if (beyondBound) {
    // Valid but for the loop bound: the same candidate with the bound's test true would be.
    stats_.loopBoundHit = true;
    ++stats_.loopBoundRejected;
  }
  // Once the flag is set, the combinations that share the bound's dependencies (all of the
  // path's, when the path itself chose a LoopBound true) have nothing more to tell.
  if (beyondBound && stats_.loopBoundHit) jump = std::min(jump, loopBoundTrue_ ? -1 : boundJump);
  return !failed && !beyondBound;
}

// ----------------------------------------------------------------------------- dependencies

int Enumerator::dependencies(ValueRef v) {
  if (++depStamp_ == 0) {
    std::fill(depNodeStamp_.begin(), depNodeStamp_.end(), 0);
    std::fill(depReadStamp_.begin(), depReadStamp_.end(), 0);
    depStamp_ = 1;
  }
  depMax_ = -1;
  depNode(v);
  return depMax_;
}

void Enumerator::depNode(ValueRef v) {
  if (depNodeStamp_[v] == depStamp_) return;
  depNodeStamp_[v] = depStamp_;
  const ValueNode& n = p_.values[v];
  switch (n.op) {
    case ValueNode::Op::Const:
    case ValueNode::Op::CondValue: return;
    case ValueNode::Op::ReadValue: depRead(n.event); return;
    case ValueNode::Op::Unary: depNode(n.a); return;
    case ValueNode::Op::Binary:
      depNode(n.a);
      depNode(n.b);
      return;
    case ValueNode::Op::Ite: depNode(x_.condValue[n.cond] == 1 ? n.a : n.b); return;
  }
}

// A read's value depends on its own choice and on its source's written value (its location
// only matters to the location check, which collects those dependencies itself).
void Enumerator::depRead(EventId r) {
  if (readPos_[r] < 0 || depReadStamp_[r] == depStamp_) return;
  depReadStamp_[r] = depStamp_;
  depMax_ = std::max(depMax_, readPos_[r]);
  depNode(p_.events[x_.rf[r]].value);
}

}  // namespace

const char* enumerateStatusName(EnumerateStatus s) {
  switch (s) {
    case EnumerateStatus::Complete: return "complete";
    case EnumerateStatus::Stopped: return "stopped";
    case EnumerateStatus::Timeout: return "timeout";
    case EnumerateStatus::TooMany: return "too many candidates";
  }
  return "?";
}

EnumerateStatus enumerateCandidates(const Program& p, const EnumerateLimits& limits,
                                    const std::function<bool(const Execution&)>& visit,
                                    EnumerateStats* stats) {
  EnumerateStats local;
  Enumerator e(p, limits, visit, stats ? *stats : local);
  if (stats) *stats = EnumerateStats();
  return e.run();
}

}  // namespace clmm
