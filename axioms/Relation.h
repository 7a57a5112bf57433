// Event sets and binary relations over the events of one candidate execution, as bit sets and
// bit matrices (row i = the successors of event i). Events are dense ids 0..n-1; every set and
// relation of one evaluation has the same n. Iteration order is ascending, so output is stable.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "axioms/WordPool.h"

namespace clmm {

class EventSet {
 public:
  EventSet() = default;
  explicit EventSet(size_t n) : n_(n), words_((n + 63) / 64, 0) {}
  static EventSet all(size_t n);

  size_t size() const { return n_; }  // the universe size, not the number of members
  bool test(size_t i) const { return (words_[i >> 6] >> (i & 63)) & 1; }
  void set(size_t i, bool v = true) {
    if (v) words_[i >> 6] |= uint64_t(1) << (i & 63);
    else words_[i >> 6] &= ~(uint64_t(1) << (i & 63));
  }
  size_t count() const;
  bool empty() const;
  std::optional<size_t> first() const;
  void forEach(const std::function<void(size_t)>& f) const;
  std::vector<size_t> members() const;

  EventSet& operator|=(const EventSet& o);
  EventSet& operator&=(const EventSet& o);
  EventSet& operator-=(const EventSet& o);  // set difference
  EventSet operator|(const EventSet& o) const { EventSet r = *this; return r |= o; }
  EventSet operator&(const EventSet& o) const { EventSet r = *this; return r &= o; }
  EventSet operator-(const EventSet& o) const { EventSet r = *this; return r -= o; }
  EventSet complement() const;  // within 0..n-1
  bool operator==(const EventSet& o) const { return n_ == o.n_ && words_ == o.words_; }
  bool operator!=(const EventSet& o) const { return !(*this == o); }
  bool subsetOf(const EventSet& o) const;
  bool intersects(const EventSet& o) const;

  const Words& words() const { return words_; }
  Words& words() { return words_; }

 private:
  size_t n_ = 0;
  Words words_;
};

class Relation {
 public:
  Relation() = default;
  explicit Relation(size_t n) : n_(n), w_((n + 63) / 64), words_(n * ((n + 63) / 64), 0) {}
  static Relation identity(const EventSet& s);           // [S]
  static Relation product(const EventSet& a, const EventSet& b);  // A*B
  static Relation universal(size_t n);

  size_t size() const { return n_; }
  bool test(size_t i, size_t j) const { return (words_[i * w_ + (j >> 6)] >> (j & 63)) & 1; }
  void set(size_t i, size_t j, bool v = true) {
    uint64_t& w = words_[i * w_ + (j >> 6)];
    if (v) w |= uint64_t(1) << (j & 63);
    else w &= ~(uint64_t(1) << (j & 63));
  }
  EventSet row(size_t i) const;                  // the successors of i (a copy)
  void setRow(size_t i, const EventSet& successors);
  bool rowEmpty(size_t i) const;

  bool empty() const;
  size_t count() const;
  std::vector<std::pair<size_t, size_t>> pairs() const;
  void forEach(const std::function<void(size_t, size_t)>& f) const;

  Relation& operator|=(const Relation& o);
  Relation& operator&=(const Relation& o);
  Relation& operator-=(const Relation& o);
  Relation operator|(const Relation& o) const { Relation r = *this; return r |= o; }
  Relation operator&(const Relation& o) const { Relation r = *this; return r &= o; }
  Relation operator-(const Relation& o) const { Relation r = *this; return r -= o; }
  bool operator==(const Relation& o) const;
  bool operator!=(const Relation& o) const { return !(*this == o); }
  bool subsetOf(const Relation& o) const;

  Relation compose(const Relation& o) const;  // this ; o
  Relation inverse() const;
  Relation complement() const;
  Relation transitiveClosure() const;         // r+
  Relation reflexiveTransitiveClosure() const;  // r* (reflexive on all n events)
  Relation reflexiveClosure() const;          // r? (reflexive on all n events)
  EventSet domain() const;
  EventSet range() const;
  Relation restrict(const EventSet& dom, const EventSet& ran) const;  // [dom];r;[ran]

  bool irreflexive() const;
  // irreflexive(this ; other) without composing: no pair (i, j) here with (j, i) in other.
  bool irreflexiveComposedWith(const Relation& other) const;
  std::optional<size_t> reflexiveWitness() const;
  bool acyclic() const;
  // A shortest cycle as a list of events e0 -> e1 -> ... -> ek (-> e0), if any.
  std::optional<std::vector<size_t>> findCycle() const;

  // Row i's words (bit j of word k: successor 64k + j), for the graph view (RelationGraph.h).
  const uint64_t* rowData(size_t i) const { return &words_[i * w_]; }
  size_t rowWordCount() const { return w_; }

  // Calls f(j) for every successor j of i, in ascending order.
  template <class F>
  void forEachInRow(size_t i, F&& f) const {
    const uint64_t* r = &words_[i * w_];
    for (size_t k = 0; k < w_; ++k)
      for (uint64_t w = r[k]; w; w &= w - 1) f(k * 64 + static_cast<size_t>(__builtin_ctzll(w)));
  }

 private:
  // The matrix is one block: row i occupies words_[i * w_ .. i * w_ + w_).
  uint64_t* rowWords(size_t i) { return &words_[i * w_]; }
  const uint64_t* rowWords(size_t i) const { return &words_[i * w_]; }

  size_t n_ = 0;
  size_t w_ = 0;
  Words words_;
};

}  // namespace clmm
