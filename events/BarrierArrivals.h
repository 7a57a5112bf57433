// Barrier matching by arrival (one definition for both engines and the explanations): each
// work-item's n-th arrival at the barriers of a unit (its work-group, or its sub-group for
// sub_group_barrier) meets every other work-item's n-th arrival there; the unit diverges when
// its work-items do not arrive at the same sequence of barrier labels (one skips a barrier,
// reaches one more often, or reaches them in another order).
#pragma once

#include <functional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "events/Program.h"

namespace clmm {

// The unit a barrier event belongs to: (sub-group barrier?, unit id), and the barrier's channel
// (PTX: bar.sync's barrier number, 0-15; always 0 in OpenCL). Arrivals are counted per unit and
// channel, so `bar.sync 0` and `bar.sync 1` never meet; the work-items that must arrive are those
// of the unit (a count-less bar.sync waits for every thread of the CTA).
struct BarrierUnit {
  bool first = false;  // a sub-group barrier
  int second = 0;      // the sub-group or work-group id
  int channel = 0;
  bool operator<(const BarrierUnit& o) const {
    return std::tie(first, second, channel) < std::tie(o.first, o.second, o.channel);
  }
  bool operator==(const BarrierUnit& o) const { return first == o.first && second == o.second && channel == o.channel; }
  bool operator!=(const BarrierUnit& o) const { return !(*this == o); }
};
BarrierUnit barrierUnit(const Program& p, const Event& e);

// Per thread and unit, the barrier entry events that may execute, in program order.
struct BarrierSlots {
  BarrierUnit unit;
  int thread = -1;
  std::vector<EventId> entries;  // BarrierEntry events (each followed by its BarrierExit, but PTX's bar.arrive)
};

// The exit fence that follows a barrier's entry fence; the entry itself for an arrival that does
// not wait (PTX's bar.arrive), which has none.
EventId barrierExitOf(const Program& p, EventId entry);
std::vector<BarrierSlots> barrierSlots(const Program& p);

// The work-items that must arrive at the barriers of `unit`.
std::vector<int> barrierUnitThreads(const Program& p, const BarrierUnit& unit);

// One execution's arrivals (`executed` tells which events run).
struct BarrierArrivals {
  std::vector<int> arrival;         // per event: arrival index of a barrier fence, else -1
  std::vector<bool> divergent;      // per event: an executed barrier fence of a diverging unit
  // Per diverging unit: the first arrival index at which its work-items differ, and per
  // work-item of the unit the label it reaches there ("" when it reaches none).
  struct Divergence {
    BarrierUnit unit;
    int index = 0;
    std::vector<std::pair<int, std::string>> labels;  // (thread, label)
  };
  std::vector<Divergence> divergences;
};
BarrierArrivals barrierArrivals(const Program& p, const std::function<bool(EventId)>& executed);

}  // namespace clmm
