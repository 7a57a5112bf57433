// Interchangeable work-items: threads whose code is identical event for event, that sit in the
// same kernel and, at each scope level (sub-group, work-group, device), in the same unit or
// each alone in its own.
// Swapping two of them maps every candidate execution to another with the same consistency
// and the same flags (every primitive of a model is defined from event attributes and scope
// units, never from a work-item's number), and the same final state up to the swap of their
// registers. Used by the Z3 engine in two ways:
//  - work-items whose registers no observable names: the final state does not change, so an
//    engine may keep one execution per orbit (RMW-n, n work-items incrementing one counter,
//    where the solver otherwise explores n! orders);
//  - work-items whose registers are observed: every state found stands for its images under the
//    permutations (StateOrbit), which the engine adds at once; it may then also keep one
//    execution per orbit, since every orbit's states are added from its representative.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "events/Program.h"

namespace clmm {

struct SymmetricThreads {
  std::vector<int> threads;      // indices into Program::threads, ascending (at least two)
  std::vector<EventId> anchors;  // per thread: a write at a fixed location that always executes
  std::vector<int> observed;     // the threads of the class that an observable names (ascending)
};

// Classes of interchangeable work-items that each have an anchor write: every execution has
// a permutation within the class whose anchors are in coherence order by thread index. Tests
// with commands (kernels, queues) have none. Without `withObserved`, work-items that an
// observable names are left out (then no class changes any state); with it, they join a class
// when their registers also correspond (the same names, the same final values up to the swap).
std::vector<SymmetricThreads> symmetricThreads(const Program& p, bool withObserved = false);

// The final states that the permutations of classes' work-items map one state to: an observable
// "i:r" of a class's work-item i takes the final value of register r of another work-item of the
// class, each work-item standing in for at most one observed one. The maps are built only when
// there are at most kMaxStateImages of them.
constexpr uint64_t kMaxStateImages = uint64_t(1) << 16;

class StateOrbit {
 public:
  StateOrbit(const Program& p, const std::vector<SymmetricThreads>& classes);

  // The number of images of one state at most: the product over classes of n! / (n - k)! for n
  // work-items of which k are observed (saturating).
  uint64_t bound() const { return bound_; }
  // No class has an observed work-item: every state is its own only image.
  bool trivial() const { return trivial_; }

  // One permutation of the work-items, as far as the state sees it.
  struct Map {
    std::vector<int> from;  // per thread: the thread whose behaviour it has in the image
    // per observable: the symbolic value (a register of `from`'s work-item) that the image has
    // there, or none where the image keeps the observable's own value
    std::vector<std::optional<ValueRef>> source;
  };
  // Every map (the identity among them); empty when trivial() or bound() > kMaxStateImages.
  const std::vector<Map>& maps() const { return maps_; }

  struct Image {
    std::vector<int64_t> state;  // Program::observables order
    std::vector<int> from;       // as Map::from
  };
  // The images of the state of one execution (with repetitions), given the final value of any
  // symbolic value in that execution.
  std::vector<Image> images(const std::vector<int64_t>& state, const std::function<int64_t(ValueRef)>& valueOf) const;

 private:
  std::vector<Map> maps_;
  uint64_t bound_ = 1;
  bool trivial_ = true;
};

}  // namespace clmm
