// Internal to enumerate/: the state machine behind enumerateCandidates(), shared by
// Candidates.cpp (set-up, paths, reads-from and coherence odometers) and CandidateValues.cpp
// (values, checks, out-of-thin-air detection, back-jump dependencies).
#pragma once

#include <chrono>
#include <functional>
#include <vector>

#include "enumerate/Candidates.h"

namespace clmm::detail {

class Enumerator {
 public:
  Enumerator(const Program& p, const EnumerateLimits& limits,
             const std::function<bool(const Execution&)>& visit, EnumerateStats& stats,
             const std::function<bool(const Execution&)>& refute)
      : p_(p), limits_(limits), visit_(visit), stats_(stats), refute_(refute) {}

  EnumerateStatus run();

 private:
  void prepare();
  void firstPath(int t, size_t from);  // conditions from index `from` on: first assignment
  bool nextPath(int t);                // the next assignment in DFS order; false: wrapped
  bool guardHolds(const Guard& g) const;

  bool setUpPath();                     // false: some read has no possible source
  EnumerateStatus enumerateReadsFrom();  // over the current path
  // Offers refute_ the prefixes of the current reads-from choice of at least `from` digits that
  // have more than one completion (shortest first); true, with `jump` the last digit of the
  // refuted prefix (-1: the empty one), when one is refuted. `timeout`: tick() said stop.
  // Prefixes of fewer than `below` digits only.
  bool refuteReadsFrom(int from, int below, int& jump, bool& timeout);
  // With limits_.rmwAdjacent: the least digit d such that the choices of digits 0..d make two
  // read-modify-writes read one write, or read-modify-writes read each other in a cycle (every
  // choice that agrees with them has no consistent candidate); -1 when there is none or the
  // check is not made here.
  int rmwConflict();
  std::vector<int> rmwReader_;  // rmwConflict(): per write, the digit of the RMW that reads it, or -1
  // With limits_.rmwAdjacent: whether write `w` may be at position `pos` of location l's order
  // `order` (positions below `pos` placed): a read-modify-write right after its source, and
  // nothing else right after a write that a read-modify-write of l reads.
  bool rmwFits(const std::vector<EventId>& order, size_t pos, EventId w) const;
  // A read-modify-write whose location, and its source's, are fixed (Event::loc): the ones
  // rmwConflict() and rmwFits() look at (a computed location may differ from its source's).
  bool trackedRmw(EventId r) const;
  std::vector<EventId> rmwOf_;  // per write: the read-modify-write of its location reading it, or -1
  // The current partial reads-from choice refuted with each write placed first in turn at the
  // first location of two or more writes (a case split on coherence being total).
  bool refuteByFirstWrite(bool& timeout);
  std::vector<bool> sharedSource_;  // refuteByFirstWrite(): per write, some chosen read-modify-write reads it
  // limits_.mayReachWanted of the reads-from prefix of `length` digits (true without it).
  bool prefixMayReachWanted(int length);
  bool evaluate(int& jump);             // values and checks of the current rf choice
  EnumerateStatus enumerateCoherence();  // over the current (path, rf)
  // Orders of permutedLocs_[k] from position `pos` on (locations above k chosen, below k not).
  EnumerateStatus placeCoherence(size_t k, size_t pos);
  EnumerateStatus visitCandidate();

  void bumpStamp();
  int64_t node(ValueRef v);
  int64_t readValue(EventId r);
  LocId concreteLoc(EventId e, bool& inBounds);

  int dependencies(ValueRef v);  // the least significant read digit the value depends on
  void depNode(ValueRef v);
  void depRead(EventId r);

  bool tick(uint64_t weight);  // false: deadline passed or work budget spent (overBudget_)
  // The work budget is spent: true, with workLimit_ raised, when the whole enumeration is
  // predicted to need at most limits_.maxPredictedWork.
  bool extendBudget();
  // The early checks of the first budget (earlyCheck_): false to stop now. `intervalEnd`: the
  // prediction's interval ends here (the quarter), not at the sixteenth's look.
  bool worthGoingOn(bool intervalEnd);
  // A candidate visited or a partial one refuted: the early check has a rate to predict from.
  bool candidatesExamined() const;
  // The whole enumeration's work predicted from progress() and the work since the last
  // prediction, and the fraction covered; false when nothing was covered since. `intervalEnd`:
  // the next prediction's interval starts here.
  bool predict(double& predicted, double& covered, bool intervalEnd = true);
  // The fraction of the search tree (paths, reads-from digits, coherence positions, each level
  // taken as uniform) that lies before the current candidate.
  double progress() const;
  EnumerateStatus runPaths();

  const Program& p_;
  const EnumerateLimits& limits_;
  const std::function<bool(const Execution&)>& visit_;
  EnumerateStats& stats_;
  const std::function<bool(const Execution&)>& refute_;

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
  std::vector<uint64_t> suffixChoices_;         // per digit d: choices of digits d.. (capped)
  bool boundSensitive_ = false;                 // path may set stats_.loopBoundHit in evaluate()
  std::vector<LocId> permutedLocs_;             // locations with >= 2 non-initial writes
  // The coherence positions being placed, outermost first: (choice index, choices) (progress()).
  std::vector<std::pair<uint32_t, uint32_t>> coChoices_;
  bool loopBoundTrue_ = false;                  // path chose a (referenced) LoopBound true
  int loopBoundTrueCond_ = -1;                  // the lowest such condition (not endless)

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
  // Work per reads-from choice and per candidate, growing with the program (computing a
  // choice's values is linear in its reads, checking a candidate about quadratic in its
  // events): a work budget then stands for about the same time whatever the test's size.
  uint64_t choiceWeight_ = 1, candidateWeight_ = 16;
  uint64_t nextClockCheck_ = 0;
  uint64_t workLimit_ = 0;  // limits_.maxWork, raised by extendBudget()
  uint64_t earlyCheck_ = 0;  // with extendWork: a sixteenth, then a quarter of maxWork, where worthGoingOn() is asked
  uint64_t lastTicks_ = 0;  // the work and progress() at the last prediction
  double lastCovered_ = 0;
  bool overBudget_ = false;
};

}  // namespace clmm::detail
