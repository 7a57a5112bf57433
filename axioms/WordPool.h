// The allocator of the bit words of event sets and relations (Relation.h): a per-thread free list
// per block size. The explicit engine's evaluations make and drop many short-lived values of a
// few sizes (every union, composition or closure of one execution is an n x n matrix), and
// malloc/free of those was a quarter of its time (bench/README.md, "Reused buffers for the
// relation algebra"); a freed block is kept for the next value of its size instead.
#pragma once

#include <cstddef>
#include <cstdint>
#include <new>
#include <vector>

namespace clmm {

namespace word_pool {

// Blocks of up to kMaxWords words are kept, at most kMaxKept of each size per thread (the rest
// go back to the heap): the blocks a thread keeps are at most what it had live at its peak.
constexpr size_t kMaxWords = 4096;
constexpr size_t kMaxKept = 256;

struct Lists {
  std::vector<std::vector<void*>> free;  // by size in words
  ~Lists();
};

// Whether this thread's lists are gone (a value freed during thread exit, after them): a
// trivially destructible flag, readable until the thread ends.
inline thread_local bool gone = false;

inline Lists& lists() {
  static thread_local Lists l;
  return l;
}

inline Lists::~Lists() {
  gone = true;
  for (auto& blocks : free)
    for (void* b : blocks) ::operator delete(b);
}

inline void* take(size_t words) {
  if (words == 0 || words > kMaxWords || gone) return ::operator new(words * sizeof(uint64_t));
  Lists& l = lists();
  if (words < l.free.size() && !l.free[words].empty()) {
    void* b = l.free[words].back();
    l.free[words].pop_back();
    return b;
  }
  return ::operator new(words * sizeof(uint64_t));
}

inline void give(void* b, size_t words) {
  if (words == 0 || words > kMaxWords || gone) {
    ::operator delete(b);
    return;
  }
  Lists& l = lists();
  if (l.free.size() <= words) l.free.resize(words + 1);
  if (l.free[words].size() >= kMaxKept) {
    ::operator delete(b);
    return;
  }
  l.free[words].push_back(b);
}

}  // namespace word_pool

// A stateless allocator of uint64_t words through word_pool (any two compare equal).
template <class T>
struct WordAllocator {
  using value_type = T;
  WordAllocator() = default;
  template <class U>
  WordAllocator(const WordAllocator<U>&) {}
  T* allocate(size_t n) {
    static_assert(sizeof(T) == sizeof(uint64_t), "WordAllocator holds 64-bit words");
    return static_cast<T*>(word_pool::take(n));
  }
  void deallocate(T* p, size_t n) { word_pool::give(p, n); }
  template <class U>
  bool operator==(const WordAllocator<U>&) const { return true; }
  template <class U>
  bool operator!=(const WordAllocator<U>&) const { return false; }
};

using Words = std::vector<uint64_t, WordAllocator<uint64_t>>;

}  // namespace clmm
