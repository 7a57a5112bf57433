// Bit-set and bit-matrix operations for event sets and relations.
#include "axioms/Relation.h"

#include "axioms/RelationGraph.h"

#include <algorithm>

namespace clmm {

EventSet EventSet::all(size_t n) {
  EventSet s(n);
  for (auto& w : s.words_) w = ~uint64_t(0);
  if (n % 64) s.words_.back() &= (uint64_t(1) << (n % 64)) - 1;
  return s;
}

size_t EventSet::count() const {
  size_t c = 0;
  for (auto w : words_) c += static_cast<size_t>(__builtin_popcountll(w));
  return c;
}

bool EventSet::empty() const {
  for (auto w : words_)
    if (w) return false;
  return true;
}

std::optional<size_t> EventSet::first() const {
  for (size_t i = 0; i < words_.size(); ++i)
    if (words_[i]) return i * 64 + static_cast<size_t>(__builtin_ctzll(words_[i]));
  return std::nullopt;
}

void EventSet::forEach(const std::function<void(size_t)>& f) const {
  for (size_t i = 0; i < words_.size(); ++i) {
    uint64_t w = words_[i];
    while (w) {
      f(i * 64 + static_cast<size_t>(__builtin_ctzll(w)));
      w &= w - 1;
    }
  }
}

std::vector<size_t> EventSet::members() const {
  std::vector<size_t> out;
  forEach([&](size_t i) { out.push_back(i); });
  return out;
}

EventSet& EventSet::operator|=(const EventSet& o) {
  for (size_t i = 0; i < words_.size(); ++i) words_[i] |= o.words_[i];
  return *this;
}
EventSet& EventSet::operator&=(const EventSet& o) {
  for (size_t i = 0; i < words_.size(); ++i) words_[i] &= o.words_[i];
  return *this;
}
EventSet& EventSet::operator-=(const EventSet& o) {
  for (size_t i = 0; i < words_.size(); ++i) words_[i] &= ~o.words_[i];
  return *this;
}

EventSet EventSet::complement() const { return all(n_) - *this; }

bool EventSet::subsetOf(const EventSet& o) const {
  for (size_t i = 0; i < words_.size(); ++i)
    if (words_[i] & ~o.words_[i]) return false;
  return true;
}

bool EventSet::intersects(const EventSet& o) const {
  for (size_t i = 0; i < words_.size(); ++i)
    if (words_[i] & o.words_[i]) return true;
  return false;
}

Relation Relation::identity(const EventSet& s) {
  Relation r(s.size());
  const Words& w = s.words();
  for (size_t k = 0; k < w.size(); ++k)
    for (uint64_t b = w[k]; b; b &= b - 1) {
      const size_t i = k * 64 + static_cast<size_t>(__builtin_ctzll(b));
      r.set(i, i);
    }
  return r;
}

Relation Relation::product(const EventSet& a, const EventSet& b) {
  Relation r(a.size());
  const Words& w = a.words();
  for (size_t k = 0; k < w.size(); ++k)
    for (uint64_t bits = w[k]; bits; bits &= bits - 1) r.setRow(k * 64 + static_cast<size_t>(__builtin_ctzll(bits)), b);
  return r;
}

Relation Relation::universal(size_t n) {
  Relation r(n);
  EventSet all = EventSet::all(n);
  for (size_t i = 0; i < n; ++i) r.setRow(i, all);
  return r;
}

EventSet Relation::row(size_t i) const {
  EventSet s(n_);
  std::copy(rowWords(i), rowWords(i) + w_, s.words().begin());
  return s;
}

void Relation::setRow(size_t i, const EventSet& successors) {
  std::copy(successors.words().begin(), successors.words().end(), rowWords(i));
}

bool Relation::rowEmpty(size_t i) const {
  const uint64_t* r = rowWords(i);
  for (size_t k = 0; k < w_; ++k)
    if (r[k]) return false;
  return true;
}

bool Relation::empty() const {
  for (auto w : words_)
    if (w) return false;
  return true;
}

size_t Relation::count() const {
  size_t c = 0;
  for (auto w : words_) c += static_cast<size_t>(__builtin_popcountll(w));
  return c;
}

std::vector<std::pair<size_t, size_t>> Relation::pairs() const {
  std::vector<std::pair<size_t, size_t>> out;
  forEach([&](size_t i, size_t j) { out.emplace_back(i, j); });
  return out;
}

void Relation::forEach(const std::function<void(size_t, size_t)>& f) const {
  for (size_t i = 0; i < n_; ++i) forEachInRow(i, [&](size_t j) { f(i, j); });
}

Relation& Relation::operator|=(const Relation& o) {
  for (size_t k = 0; k < words_.size(); ++k) words_[k] |= o.words_[k];
  return *this;
}
Relation& Relation::operator&=(const Relation& o) {
  for (size_t k = 0; k < words_.size(); ++k) words_[k] &= o.words_[k];
  return *this;
}
Relation& Relation::operator-=(const Relation& o) {
  for (size_t k = 0; k < words_.size(); ++k) words_[k] &= ~o.words_[k];
  return *this;
}

bool Relation::operator==(const Relation& o) const { return n_ == o.n_ && words_ == o.words_; }

bool Relation::subsetOf(const Relation& o) const {
  for (size_t k = 0; k < words_.size(); ++k)
    if (words_[k] & ~o.words_[k]) return false;
  return true;
}

Relation Relation::compose(const Relation& o) const {
  Relation r(n_);
  for (size_t i = 0; i < n_; ++i) {
    uint64_t* out = r.rowWords(i);
    forEachInRow(i, [&](size_t k) {
      const uint64_t* in = o.rowWords(k);
      for (size_t w = 0; w < w_; ++w) out[w] |= in[w];
    });
  }
  return r;
}

Relation Relation::inverse() const {
  Relation r(n_);
  for (size_t i = 0; i < n_; ++i) forEachInRow(i, [&](size_t j) { r.set(j, i); });
  return r;
}

Relation Relation::complement() const {
  Relation r = universal(n_);
  r -= *this;
  return r;
}

Relation Relation::transitiveClosure() const {
  Relation r = *this;
  for (size_t k = 0; k < n_; ++k) {
    const uint64_t* rk = r.rowWords(k);
    for (size_t i = 0; i < n_; ++i) {
      if (!r.test(i, k)) continue;
      uint64_t* ri = r.rowWords(i);
      for (size_t w = 0; w < w_; ++w) ri[w] |= rk[w];
    }
  }
  return r;
}

Relation Relation::reflexiveClosure() const {
  Relation r = *this;
  for (size_t i = 0; i < n_; ++i) r.set(i, i);
  return r;
}

Relation Relation::reflexiveTransitiveClosure() const { return transitiveClosure().reflexiveClosure(); }

EventSet Relation::domain() const {
  EventSet s(n_);
  for (size_t i = 0; i < n_; ++i)
    if (!rowEmpty(i)) s.set(i);
  return s;
}

EventSet Relation::range() const {
  EventSet s(n_);
  auto& out = s.words();
  for (size_t i = 0; i < n_; ++i) {
    const uint64_t* r = rowWords(i);
    for (size_t w = 0; w < w_; ++w) out[w] |= r[w];
  }
  return s;
}

Relation Relation::restrict(const EventSet& dom, const EventSet& ran) const {
  Relation r(n_);
  const auto& keep = ran.words();
  dom.forEach([&](size_t i) {
    const uint64_t* in = rowWords(i);
    uint64_t* out = r.rowWords(i);
    for (size_t w = 0; w < w_; ++w) out[w] = in[w] & keep[w];
  });
  return r;
}

bool Relation::irreflexive() const { return !reflexiveWitness().has_value(); }

bool Relation::irreflexiveComposedWith(const Relation& other) const {
  const size_t w = rowWordCount();
  for (size_t i = 0; i < n_; ++i) {
    const uint64_t* row = rowData(i);
    for (size_t k = 0; k < w; ++k)
      for (uint64_t bits = row[k]; bits; bits &= bits - 1)
        if (other.test(k * 64 + static_cast<size_t>(__builtin_ctzll(bits)), i)) return false;
  }
  return true;
}

std::optional<size_t> Relation::reflexiveWitness() const {
  for (size_t i = 0; i < n_; ++i)
    if (test(i, i)) return i;
  return std::nullopt;
}

bool Relation::acyclic() const {
  // Kahn's algorithm: acyclic iff every event can be removed in topological order. This is the
  // explicit engine's hot path (every acyclicity check of every candidate): Boost.Graph's
  // topological_sort (RelationGraph.h: topologicalOrder) reports a cycle by throwing, and is
  // 1.6-10 times slower on cyclic relations of 8-64 events (bench/README.md, clmm-bench-graph).
  // Up to 64 events, its two arrays live on the stack (no allocation per check).
  size_t small[2 * 64];
  std::vector<size_t> large;
  size_t* indegree = small;
  if (n_ > 64) {
    large.assign(2 * n_, 0);
    indegree = large.data();
  } else {
    std::fill(small, small + n_, 0);
  }
  size_t* ready = indegree + n_;  // a stack of at most n_ events (each pushed once)
  size_t top = 0;
  for (size_t i = 0; i < n_; ++i) forEachInRow(i, [&](size_t j) { ++indegree[j]; });
  for (size_t i = 0; i < n_; ++i)
    if (indegree[i] == 0) ready[top++] = i;
  size_t removed = 0;
  while (top > 0) {
    size_t i = ready[--top];
    ++removed;
    forEachInRow(i, [&](size_t j) {
      if (--indegree[j] == 0) ready[top++] = j;
    });
  }
  return removed == n_;
}

std::optional<std::vector<size_t>> Relation::findCycle() const { return shortestCycle(*this); }

}  // namespace clmm
