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

// Blocks of 1 to kMaxWords words are kept, at most kMaxKept of each size per thread (the rest go
// back to the heap): the blocks a thread keeps are at most what it had live at its peak. A kept
// block holds the next one of its list in its first word. The lists and counts are trivially
// destructible thread-locals (no guard on the hot path); the first block kept registers the
// clean-up that frees them at the thread's end.
// Under AddressSanitizer nothing is kept, so that it still sees a use after free.
#if defined(__SANITIZE_ADDRESS__)
constexpr size_t kMaxWords = 0;
#else
constexpr size_t kMaxWords = 1024;
#endif
constexpr uint32_t kMaxKept = 256;

inline thread_local void* head[kMaxWords + 1];
inline thread_local uint32_t kept[kMaxWords + 1];
inline thread_local bool registered = false;
inline thread_local bool gone = false;  // the clean-up ran: nothing is kept any more

// Gives this thread's kept blocks back to the heap. runEngine() (check/Engine.cpp) calls it after
// each test, so that between tests the memory cap (support/Budget.h) sees only what malloc keeps,
// and a batch's worker does not keep the blocks of every size its tests used.
inline void releaseKept() {
  for (size_t w = 0; w <= kMaxWords; ++w) {
    while (void* b = head[w]) {
      head[w] = *static_cast<void**>(b);
      ::operator delete(b);
    }
    kept[w] = 0;
  }
}

struct CleanUp {
  ~CleanUp() {
    gone = true;
    releaseKept();
  }
};

inline void* take(size_t words) {
  if (words - 1 < kMaxWords) {
    if (void* b = head[words]) {
      head[words] = *static_cast<void**>(b);
      --kept[words];
      return b;
    }
  }
  return ::operator new(words * sizeof(uint64_t));
}

inline void give(void* b, size_t words) {
  if (words - 1 >= kMaxWords || kept[words] >= kMaxKept || gone) {
    ::operator delete(b);
    return;
  }
  if (!registered) {
    registered = true;
    static thread_local CleanUp cleanUp;
    (void)cleanUp;
  }
  *static_cast<void**>(b) = head[words];
  head[words] = b;
  ++kept[words];
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
