// Values of one (path, reads-from) choice of the enumerator: memoised evaluation with the
// acyclic-justification (out-of-thin-air) rule, the consistency checks of conditions, offsets
// and locations, and the reads a failed check depends on (for back-jumping). The rules are
// listed at the top of Candidates.cpp.
#include <algorithm>

#include "enumerate/Enumerator.h"

namespace clmm::detail {

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
  if (readPos_[r] < 0) return 0;  // not an executed read: guarded away by the elaboration
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
    if (a.outOfBounds >= 0) return a.outOfBounds;  // undefined behaviour, flagged by the model (OOB)
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
  int boundCond = loopBoundTrueCond_;
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
    if (fixedFalse_[c] && !cond.impossible) {
      loopBound = true;
      if (!cond.endless && (boundCond < 0 || static_cast<int>(c) < boundCond)) boundCond = static_cast<int>(c);
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
  x_.beyondBound = false;
  x_.beyondCond = -1;
  if (failed) {
    ++stats_.valueFailures;
    jump = failJump;
  } else if (beyondBound) {
    // Valid but for the loop bound: the same candidate with the bound's test true would be.
    stats_.loopBoundHit = true;
    ++stats_.loopBoundRejected;
    if (stats_.loopBoundCond < 0 || (boundCond >= 0 && boundCond < stats_.loopBoundCond))
      stats_.loopBoundCond = boundCond;
    if (limits_.visitBeyondBound && boundCond >= 0) {  // the visitor asks whether it is consistent
      x_.beyondBound = true;
      x_.beyondCond = boundCond;
      return true;
    }
  }
  // Once the flag is set, the combinations that share the bound's dependencies (all of the
  // path's, when the path itself chose a LoopBound true) have nothing more to tell, unless the
  // visitor asks whether one beyond a bound that is a reason for unknown is consistent: a value
  // failure there must not skip the path's other candidates (a PTX compare-exchange loop cut
  // after failing turns was called forbidden).
  const bool asked = limits_.visitBeyondBound && boundCond >= 0;
  if (beyondBound && stats_.loopBoundHit && !asked) jump = std::min(jump, loopBoundTrue_ ? -1 : boundJump);
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

}  // namespace clmm::detail
