// Candidate-execution enumeration: control-flow paths per thread (cartesian product across
// threads), then reads-from choices (an odometer with conflict-directed back-jumping), values
// computed once per (path, reads-from) with the acyclic-justification rule, then every
// coherence order per location (depth first, position by position, skipping the prefixes an
// optional refuter rejects: PartialCoherence.h), each handed to the visitor.
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
// * Coherence: per location the initial write first, then every permutation of the others;
//   with EnumerateLimits::rmwAdjacent, only those that put each read-modify-write right after
//   the write it reads (and reads-from choices that no such order exists for are skipped).
//
// Back-jumping: reads are the odometer's digits (first read most significant). When a check
// fails, the reads whose choices it depends on are collected; every combination that agrees
// with them fails the same way, so the odometer increments the least significant of them
// directly (resetting the less significant digits).
#include "enumerate/Candidates.h"

#include <algorithm>
#include <stdexcept>

#include "enumerate/Enumerator.h"

namespace clmm {
namespace detail {
namespace {

const char* kindName(Cond::Kind k) {
  switch (k) {
    case Cond::Kind::Branch: return "branch";
    case Cond::Kind::CasSuccess: return "compare-exchange success";
    case Cond::Kind::LoopBound: return "loop bound";
    case Cond::Kind::Choice: return "choice";
  }
  return "?";
}

}  // namespace

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

  x_ = Execution::blank(p_);

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
  stats_.work = ticks_;
  if (earlyCheck_ && ticks_ > earlyCheck_) {
    const bool first = earlyCheck_ < limits_.maxWork / 4;  // the sixteenth: a look, not an interval
    earlyCheck_ = first ? limits_.maxWork / 4 : 0;
    // The sixteenth's look needs candidates visited: refuted partial ones alone (RMW-n, a nested
    // counter, examples/audit/opencl/nested_counters.litmus) predict too early from too little.
    if ((first ? stats_.candidates > 0 : candidatesExamined()) && !worthGoingOn(!first)) {
      overBudget_ = true;
      stats_.stoppedEarly = true;
      stats_.stoppedAt = first ? limits_.maxWork / 16 : limits_.maxWork / 4;
      return false;
    }
  }
  if (workLimit_ && ticks_ > workLimit_ && !extendBudget()) {
    overBudget_ = true;
    return false;
  }
  if (!limits_.deadline || ticks_ < nextClockCheck_) return true;
  nextClockCheck_ = ticks_ + 2048;
  return std::chrono::steady_clock::now() < *limits_.deadline;
}

// Each level of the tree counts as uniform: a path's reached conditions (two ways each, thread 0
// most significant, as runPaths() steps them), then the reads-from digits, then the coherence
// positions. Skipped subtrees (back-jumps, refuted prefixes) count as covered.
double Enumerator::progress() const {
  double done = 0, unit = 1;
  for (const auto& conds : threadConds_)
    for (CondId c : conds) {
      if (x_.condValue[c] < 0 || fixedFalse_[c]) continue;
      unit /= 2;
      if (x_.condValue[c] == 1) done += unit;
    }
  for (size_t i = 0; i < digit_.size() && i < sources_.size(); ++i) {
    unit /= static_cast<double>(sources_[i].size());
    done += unit * digit_[i];
  }
  for (const auto& [index, choices] : coChoices_) {
    unit /= choices;
    done += unit * index;
  }
  return done;
}

// Deterministic: the prediction reads only the work counted and the position in the tree. The
// rate is the last interval's (work over the part of the tree it covered): the work is rarely
// spread evenly (refuted prefixes skip cheap parts fast), and the recent rate says what the rest
// costs better than the average does (on COW-3x3 the average predicted a fifth of the work the
// recent rate did). The budget grows by half, so the prediction is made again often.
bool Enumerator::predict(double& predicted, double& covered, bool intervalEnd) {
  covered = progress();
  const double interval = covered - lastCovered_;
  const double work = static_cast<double>(ticks_ - lastTicks_);
  if (intervalEnd) {
    lastCovered_ = covered;
    lastTicks_ = ticks_;
  }
  if (interval <= 0) return false;
  predicted = static_cast<double>(ticks_) + (1 - covered) * work / interval;
  return true;
}

bool Enumerator::extendBudget() {
  double predicted = 0, covered = 0;
  if (!limits_.extendWork || !predict(predicted, covered) || !limits_.extendWork(predicted, covered)) return false;
  workLimit_ = ticks_ + ticks_ / 2;
  ++stats_.budgetExtensions;
  return true;
}

// Whether the enumeration has reached the candidates: one visited, or a partial one refuted
// (RMW-n: its first coherence orders are all refuted). Before that its work was only paths and
// the values of reads-from choices, which says neither what a candidate costs nor how many final
// states the rest holds (a lifted loop, tests/enumerate/data/fenced_loop_nvidia_opencl.litmus:
// a fifth of its paths covered, none with valid values yet, 0 states, and the whole enumeration
// within the budget).
bool Enumerator::candidatesExamined() const {
  return stats_.candidates > 0 || stats_.coRefuted > 0 || stats_.rfRefuted > 0;
}

// A sixteenth and a quarter into the first budget: a test predicted to need more than the
// budget, and that extendWork would not let go on, stops now rather than at the budget (COW-3x3:
// a quarter of the budget's time, which is longer than Z3 needs for it; MP-chain-16: a quarter
// cost three times Z3's whole run, its candidates being the costliest per unit of work). The
// look at the sixteenth predicts from the work since the start and leaves the interval of the
// quarter's prediction as it was (`intervalEnd` false), so a test that goes on past it is
// judged at the quarter as before. Asked only where the enumeration has examined candidates
// (candidatesExamined(); at the sixteenth, visited one): without them there is no rate of final
// states to predict from, and the test goes on to the budget, where extendWork is asked as for
// any other. Where nothing is
// covered yet, no prediction: it goes on.
bool Enumerator::worthGoingOn(bool intervalEnd) {
  double predicted = 0, covered = 0;
  if (!predict(predicted, covered, intervalEnd)) return true;
  return predicted <= static_cast<double>(workLimit_) || limits_.extendWork(predicted, covered);
}

EnumerateStatus Enumerator::run() {
  workLimit_ = limits_.maxWork;
  earlyCheck_ = limits_.maxWork >= 16 && limits_.extendWork ? limits_.maxWork / 16 : 0;
  EnumerateStatus s = runPaths();
  return s == EnumerateStatus::Timeout && overBudget_ ? EnumerateStatus::TooMany : s;
}

EnumerateStatus Enumerator::runPaths() {
  prepare();
  const uint64_t events = p_.events.size();
  uint64_t reads = 0;
  for (const Event& e : p_.events) reads += e.mayRead();
  choiceWeight_ = std::max<uint64_t>(1, reads / 16);
  candidateWeight_ = 16 * std::max<uint64_t>(1, (events / 32) * (events / 32));
  if (limits_.deadline && std::chrono::steady_clock::now() >= *limits_.deadline) return EnumerateStatus::Timeout;
  const int nT = static_cast<int>(p_.threads.size());
  for (int t = 0; t < nT; ++t) firstPath(t, 0);
  for (;;) {
    ++stats_.paths;
    digit_.clear();  // the last path's reads-from position is not this path's (progress())
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
  loopBoundTrueCond_ = -1;
  for (CondId c = 0; c < p_.conds.size(); ++c) {
    int8_t v = x_.condValue[c];
    if (v < 0 || p_.conds[c].kind == Cond::Kind::Choice) continue;
    checkedConds_.push_back(c);
    if (v == 1 && p_.conds[c].kind == Cond::Kind::LoopBound) {
      loopBoundTrue_ = true;
      if (!p_.conds[c].endless && loopBoundTrueCond_ < 0) loopBoundTrueCond_ = static_cast<int>(c);
    }
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
  suffixChoices_.assign(readList_.size() + 1, 1);
  // With rmwAdjacent, a read-modify-write's choices exclude the writes that the earlier ones of
  // its location read (rmwConflict() skips those choices at little cost): the offers to the
  // refuter weigh the completions that are evaluated (an estimate: only the threshold uses it).
  std::vector<uint64_t> taken(limits_.rmwAdjacent ? p_.locations.size() : 0, 0);
  std::vector<uint64_t> choices(readList_.size());
  for (size_t i = 0; i < readList_.size(); ++i) {
    choices[i] = sources_[i].size();
    const EventId r = readList_[i];
    const LocId l = p_.events[r].loc;
    if (taken.empty() || !x_.writes[r] || l < 0) continue;
    choices[i] -= std::min<uint64_t>(choices[i] - 1, taken[static_cast<size_t>(l)]++);
  }
  for (size_t i = readList_.size(); i-- > 0;)
    suffixChoices_[i] = std::min<uint64_t>(suffixChoices_[i + 1] * choices[i], uint64_t{1} << 32);
  boundSensitive_ = loopBoundTrue_;
  for (CondId c : checkedConds_) boundSensitive_ = boundSensitive_ || (fixedFalse_[c] && !p_.conds[c].impossible);
  return true;
}

// The odometer over reads-from choices. `jump` is the digit to increment next: the last one
// normally, a more significant one after a failure, -1 when no combination of this path can
// succeed.
EnumerateStatus Enumerator::enumerateReadsFrom() {
  const int n = static_cast<int>(readList_.size());
  // The prefixes shorter than `from` digits are unchanged since they were offered to the
  // refuter (and not refuted) or found not worth offering: only the longer ones are offered.
  int from = 0;
  for (;;) {
    for (int i = 0; i < n; ++i) x_.rf[readList_[i]] = static_cast<int>(sources_[i][digit_[i]]);
    int jump = n - 1;
    bool timeout = false;
    const int conflict = rmwConflict();  // the prefixes offered to the refuter stop short of it
    bool refuted = refuteReadsFrom(from, conflict < 0 ? n : conflict + 1, jump, timeout);
    if (timeout) return EnumerateStatus::Timeout;
    if (!refuted && conflict >= 0) {
      ++stats_.rmwRejected;
      jump = conflict;
    } else if (!refuted) {
      ++stats_.rfChoices;
      if (!tick(choiceWeight_)) return EnumerateStatus::Timeout;
      if (evaluate(jump)) {
        EnumerateStatus s = enumerateCoherence();
        if (s != EnumerateStatus::Complete) return s;
      }
    }
    if (jump < 0) return EnumerateStatus::Complete;
    for (int i = jump + 1; i < n; ++i) digit_[i] = 0;
    int i = jump;
    for (; i >= 0; --i) {
      if (++digit_[i] < sources_[i].size()) break;
      digit_[i] = 0;
    }
    if (i < 0) return EnumerateStatus::Complete;
    from = i + 1;
  }
}

// Partial reads-from refutation: the reads of digits below `length` keep their sources, the
// others are open, and the refuter bounds every completion (PartialCoherence.h). Refuting a
// prefix skips only candidates the model rejects, so the consistent ones come in the same
// order. Not done where an open candidate could set stats_.loopBoundHit (valid values beyond a
// loop bound, consistent or not) before it is set: the flag is the same as without pruning.
//
// A prefix is offered only when it has at least limits_.offerReadsFrom (64) reads-from
// completions: an offer costs a few candidates' checks, and where every choice is consistent no
// offer is refuted (offering every prefix with 2 or more made MP-chain-16 2.3x and SB-12 1.45x
// slower; 16, 1.16x and 1.0x; 64, within noise). Below that size the completions are enumerated.

bool Enumerator::refuteReadsFrom(int from, int below, int& jump, bool& timeout) {
  const int n = static_cast<int>(readList_.size()), end = std::min(n, below);
  const uint64_t offer = std::max<uint64_t>(2, limits_.offerReadsFrom);
  if (!refute_ || from >= end || suffixChoices_[from] < offer || (boundSensitive_ && !stats_.loopBoundHit)) return false;
  // Every access's location must be known: a computed one from the digits its offset depends on.
  int known = 0;
  if (!accessList_.empty()) {
    for (EventId e : accessList_) known = std::max(known, dependencies(p_.events[e].offset) + 1);
    if (std::max(known, from) >= end || suffixChoices_[std::max(known, from)] < offer) return false;
    bumpStamp();
    oota_ = false;
    busy_.clear();
    for (EventId e : accessList_) {
      bool inBounds = true;
      x_.loc[e] = concreteLoc(e, inBounds);
      if (!inBounds || oota_) return false;  // no completion is valid: evaluate() says why
    }
  }
  for (size_t l = 0; l < x_.co.size(); ++l) x_.co[l].assign(1, initOf_[l]);
  for (EventId w : writeList_)
    if (p_.events[w].kind != EventKind::Init) x_.co[x_.loc[w]].push_back(w);
  x_.coPlaced.assign(x_.co.size(), 1);
  x_.rfOpen.assign(p_.events.size(), false);
  for (int d = std::max(known, from); d < n; ++d) x_.rfOpen[readList_[d]] = true;
  bool refuted = false;
  for (int length = std::max(known, from); length < end && suffixChoices_[length] >= offer; ++length) {
    refuted = !prefixMayReachWanted(length) || refute_(x_);
    if (!tick(candidateWeight_)) {
      timeout = true;
      break;
    }
    if (!refuted) refuted = refuteByFirstWrite(timeout);
    if (timeout) break;
    if (refuted) {
      ++stats_.rfRefuted;
      jump = length - 1;
      break;
    }
    x_.rfOpen[readList_[length]] = false;
  }
  x_.rfOpen.clear();
  x_.coPlaced.clear();
  return refuted;
}

// A case split on coherence being total, for a partial reads-from choice the refuter did not
// refute: every completion places some write of a location first after its initial write, so
// when the prefix is refuted with each write of the first location that has two or more placed
// there (the rest of that location, and every other location, still open), it is refuted. The
// must/may bounds alone cannot see a failure that needs two open writes ordered one way or the
// other (RMW-n: two read-modify-writes that read one write break atomicity in every order,
// whichever comes first), and each such choice cost its whole coherence search before.
//
// Tried only where two chosen read-modify-writes read one write of a location of two or more
// writes, and only where every read of that location writes too (the pattern above; any
// split is sound, but each costs a check per write, and the exchange loops of a lifted spin
// lock, tests/enumerate/data/fenced_loop_nvidia_opencl.litmus, paid it for nothing): the first
// such location is split.
bool Enumerator::refuteByFirstWrite(bool& timeout) {
  size_t l = x_.co.size();
  sharedSource_.assign(p_.events.size(), false);
  for (EventId r : readList_) {
    if (x_.rfOpen[r] || x_.rf[r] < 0 || !x_.writes[r]) continue;
    const size_t w = static_cast<size_t>(x_.rf[r]);
    const size_t at = static_cast<size_t>(x_.loc[r]);
    if (sharedSource_[w] && at < x_.co.size() && x_.co[at].size() > 2) l = std::min(l, at);
    sharedSource_[w] = true;
  }
  if (l == x_.co.size()) return false;
  for (EventId r : readList_)  // a location also read by plain loads (a spin loop's flag) is not split
    if (x_.loc[r] == static_cast<LocId>(l) && !x_.writes[r]) return false;
  auto& order = x_.co[l];
  bool all = true;
  for (size_t i = 1; i < order.size() && all; ++i) {
    std::rotate(order.begin() + 1, order.begin() + static_cast<long>(i), order.begin() + static_cast<long>(i) + 1);
    x_.coPlaced[l] = 2;
    all = refute_(x_);
    x_.coPlaced[l] = 1;
    std::rotate(order.begin() + 1, order.begin() + 2, order.begin() + static_cast<long>(i) + 1);
    if (!tick(candidateWeight_)) {
      timeout = true;
      return false;
    }
  }
  return all;
}

// ----------------------------------------------------------------------------- atomicity

bool Enumerator::trackedRmw(EventId r) const {
  if (!x_.reads[r] || !x_.writes[r] || x_.rf[r] < 0) return false;
  const LocId l = p_.events[r].loc;
  return l >= 0 && p_.events[static_cast<size_t>(x_.rf[r])].loc == l;
}

// Scans the digits in order: digit d conflicts when its read-modify-write reads a write that an
// earlier digit's read-modify-write reads (coherence cannot put both right after it), or when
// following the sources back from it through earlier digits' read-modify-writes comes back to it
// (a cycle: each would be after the next in coherence). Which events are read-modify-writes and
// where they are depends on the path only, so the choices of digits 0..d decide the conflict.
int Enumerator::rmwConflict() {
  if (!limits_.rmwAdjacent || (boundSensitive_ && !stats_.loopBoundHit)) return -1;
  rmwReader_.assign(p_.events.size(), -1);
  const int n = static_cast<int>(readList_.size());
  for (int d = 0; d < n; ++d) {
    const EventId r = readList_[static_cast<size_t>(d)];
    if (!trackedRmw(r)) continue;
    EventId w = static_cast<EventId>(x_.rf[r]);
    if (rmwReader_[w] >= 0) return d;
    rmwReader_[w] = d;
    // The sources of earlier digits' read-modify-writes, back from w (a path: each write has one
    // such reader, and a cycle among earlier digits was found at its last digit).
    for (int steps = 0; steps < n && readPos_[w] >= 0 && readPos_[w] < d && trackedRmw(w); ++steps) {
      w = static_cast<EventId>(x_.rf[w]);
      if (w == r) return d;
    }
  }
  return -1;
}

bool Enumerator::rmwFits(const std::vector<EventId>& order, size_t pos, EventId w) const {
  const EventId before = order[pos - 1];
  if (trackedRmw(w)) return static_cast<EventId>(x_.rf[w]) == before;
  return rmwOf_[before] == static_cast<EventId>(-1);
}

// The observables' final values that the reads of the first `length` digits fix: a register's
// whose value depends on no later digit (dependencies(), through the sources' written values),
// evaluated under the current digits; a thin-air cycle among them fixes nothing.
bool Enumerator::prefixMayReachWanted(int length) {
  if (!limits_.mayReachWanted) return true;
  std::vector<std::optional<int64_t>> known(p_.observables.size());
  bumpStamp();
  oota_ = false;
  busy_.clear();
  for (size_t i = 0; i < known.size(); ++i) {
    const Observable& o = p_.observables[i];
    if (o.loc >= 0 || dependencies(o.value) >= length) continue;
    const int64_t v = node(o.value);
    if (oota_) return true;
    known[i] = v;
  }
  return limits_.mayReachWanted(known);
}

EnumerateStatus Enumerator::enumerateCoherence() {
  permutedLocs_.clear();
  coChoices_.clear();
  for (size_t l = 0; l < x_.co.size(); ++l) {
    x_.co[l].clear();
    x_.co[l].push_back(initOf_[l]);
  }
  for (EventId w : writeList_)
    if (p_.events[w].kind != EventKind::Init) x_.co[x_.loc[w]].push_back(w);
  for (size_t l = 0; l < x_.co.size(); ++l)
    if (x_.co[l].size() > 2) permutedLocs_.push_back(static_cast<LocId>(l));
  x_.coPlaced.clear();
  if (limits_.rmwAdjacent) {
    rmwOf_.assign(p_.events.size(), static_cast<EventId>(-1));
    for (EventId r : readList_)
      if (trackedRmw(r)) rmwOf_[static_cast<size_t>(x_.rf[r])] = r;
  }
  // Two writes: no choice, but the second must fit after the initial one.
  for (size_t l = 0; l < x_.co.size() && limits_.rmwAdjacent; ++l)
    if (x_.co[l].size() == 2 && !rmwFits(x_.co[l], 1, x_.co[l][1])) return EnumerateStatus::Complete;
  if (permutedLocs_.empty()) return visitCandidate();
  // The last location is the outermost choice, as in the odometer this replaces (the first
  // location varied fastest); each location's orders in lexicographic order of event ids.
  return placeCoherence(permutedLocs_.size() - 1, 1);
}

EnumerateStatus Enumerator::visitCandidate() {
  if (limits_.maxCandidates && stats_.candidates >= limits_.maxCandidates) return EnumerateStatus::TooMany;
  ++stats_.coOrders;
  ++stats_.candidates;
  x_.coPlaced.clear();
  if (!visit_(x_)) return EnumerateStatus::Stopped;
  if (!tick(candidateWeight_)) return EnumerateStatus::Timeout;
  return EnumerateStatus::Complete;
}

// Depth-first over the positions of permutedLocs_[k]'s order: positions below `pos` are chosen
// and co[l][pos..] holds the unplaced writes in ascending order (each choice rotates the chosen
// one to `pos` and back, which keeps the rest sorted). A node with more than two completions is
// first offered to refute_ on the partial execution.
EnumerateStatus Enumerator::placeCoherence(size_t k, size_t pos) {
  auto& order = x_.co[permutedLocs_[k]];
  const size_t size = order.size();
  if (pos + 1 >= size) {
    if (limits_.rmwAdjacent && pos < size && !rmwFits(order, pos, order[pos])) return EnumerateStatus::Complete;
    if (k == 0) return visitCandidate();
    return placeCoherence(k - 1, 1);
  }
  // With rmwAdjacent, a position that only one write fits is not offered: its one child, with
  // that write placed, has the same completions and is offered instead (when it has more than two).
  size_t fitting = size - pos;
  if (limits_.rmwAdjacent) {
    fitting = 0;
    for (size_t i = pos; i < size && fitting < 2; ++i) fitting += rmwFits(order, pos, order[i]);
    if (fitting == 0) return EnumerateStatus::Complete;
  }
  if (refute_ && fitting > 1) {
    uint64_t completions = 1;  // capped: only "more than two" matters
    for (size_t m = size - pos; m > 1 && completions <= 2; --m) completions *= m;
    for (size_t j = 0; j < k && completions <= 2; ++j)
      for (size_t m = x_.co[permutedLocs_[j]].size() - 1; m > 1 && completions <= 2; --m) completions *= m;
    if (completions > 2) {
      x_.coPlaced.assign(x_.co.size(), 0);
      for (size_t l = 0; l < x_.co.size(); ++l) x_.coPlaced[l] = x_.co[l].size();
      for (size_t j = 0; j < k; ++j) x_.coPlaced[permutedLocs_[j]] = 1;
      x_.coPlaced[permutedLocs_[k]] = pos;
      bool refuted = refute_(x_);
      x_.coPlaced.clear();
      if (!tick(candidateWeight_)) return EnumerateStatus::Timeout;
      if (refuted) {
        ++stats_.coRefuted;
        return EnumerateStatus::Complete;
      }
    }
  }
  coChoices_.emplace_back(0, static_cast<uint32_t>(size - pos));
  for (size_t i = pos; i < size; ++i) {
    if (limits_.rmwAdjacent && !rmwFits(order, pos, order[i])) continue;  // its candidates are inconsistent
    coChoices_.back().first = static_cast<uint32_t>(i - pos);
    auto first = order.begin() + static_cast<long>(pos);
    auto chosen = order.begin() + static_cast<long>(i);
    std::rotate(first, chosen, chosen + 1);
    EnumerateStatus s = placeCoherence(k, pos + 1);
    std::rotate(first, first + 1, chosen + 1);
    if (s != EnumerateStatus::Complete) return s;
  }
  coChoices_.pop_back();
  return EnumerateStatus::Complete;
}

}  // namespace detail

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
                                    EnumerateStats* stats,
                                    const std::function<bool(const Execution&)>& refute) {
  EnumerateStats local;
  detail::Enumerator e(p, limits, visit, stats ? *stats : local, refute);
  if (stats) *stats = EnumerateStats();
  return e.run();
}

}  // namespace clmm