// The structured generator of the differential fuzzer: turns arbitrary bytes into a small, valid
// litmus test (Dat3M dialect) that exercises what the engines must agree on — work-items in
// sub-groups, work-groups and devices, global, local and fine-grained locations, loads, stores,
// read-modify-writes, compare-exchanges, fences and barriers with any order, scope and flags,
// small ifs and loops, register arithmetic, and a final condition over registers and locations.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace clmm::fuzz {

// Reads the fuzz input as a stream of choices; once the bytes run out every choice is 0, so any
// input (the empty one included) gives a test.
class Choices {
 public:
  Choices(const uint8_t* data, size_t size) : data_(data), size_(size) {}
  // A number in [0, n) (n >= 1).
  unsigned below(unsigned n);
  // True with probability about percent/100.
  bool chance(unsigned percent) { return below(100) < percent; }
  bool exhausted() const { return pos_ >= size_; }

 private:
  const uint8_t* data_;
  size_t size_;
  size_t pos_ = 0;
};

// The test that `data` stands for. Every output parses and lowers without error (warnings are
// allowed: misfit orders, atomics on plain locations).
std::string generateLitmus(const uint8_t* data, size_t size);

}  // namespace clmm::fuzz
