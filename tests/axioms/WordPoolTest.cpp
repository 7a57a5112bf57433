// The per-thread reuse of the bit words of sets and relations (axioms/WordPool.h): a freed block
// serves the next value of its size, a value made in a reused block starts empty, at most
// kMaxKept blocks of a size are kept, releaseKept() gives them all back, and a value freed by
// another thread than the one that made it is kept by that thread.
#include <gtest/gtest.h>

#include <memory>
#include <thread>
#include <vector>

#include "axioms/Relation.h"

namespace clmm {
namespace {

bool pooling() { return word_pool::kMaxWords > 0; }  // off under AddressSanitizer

TEST(WordPool, AFreedBlockServesTheNextValueOfItsSize) {
  if (!pooling()) GTEST_SKIP() << "nothing is kept under AddressSanitizer";
  word_pool::releaseKept();
  const uint64_t* first = nullptr;
  {
    Relation r(10);  // 10 rows of one word
    first = r.rowData(0);
  }
  EXPECT_EQ(word_pool::kept[10], 1u);
  Relation again(10);
  EXPECT_EQ(again.rowData(0), first);
  EXPECT_EQ(word_pool::kept[10], 0u);
}

TEST(WordPool, AValueInAReusedBlockStartsEmpty) {
  word_pool::releaseKept();
  { Relation::universal(70); }  // 70 rows of two words, every bit set
  Relation r(70);
  EXPECT_TRUE(r.empty());
  EXPECT_EQ(r.count(), 0u);
  { EventSet::all(130); }
  EventSet s(130);
  EXPECT_TRUE(s.empty());
}

TEST(WordPool, KeepsAtMostKMaxKeptOfASizeAndReleasesThemAll) {
  if (!pooling()) GTEST_SKIP() << "nothing is kept under AddressSanitizer";
  word_pool::releaseKept();
  {
    std::vector<Relation> many;
    for (uint32_t i = 0; i < word_pool::kMaxKept + 20; ++i) many.emplace_back(12);
  }
  EXPECT_EQ(word_pool::kept[12], word_pool::kMaxKept);
  word_pool::releaseKept();
  EXPECT_EQ(word_pool::kept[12], 0u);
  EXPECT_EQ(word_pool::head[12], nullptr);
}

TEST(WordPool, AValueFreedByAnotherThreadIsKeptThere) {
  word_pool::releaseKept();
  auto r = std::make_unique<Relation>(20);
  r->set(3, 17);
  size_t seen = 0;
  uint32_t keptThere = 0;
  std::thread t([&] {
    seen = r->count();
    r.reset();
    if (pooling()) keptThere = word_pool::kept[20];  // under ASan kept[] has one entry
  });  // the thread's end gives what it kept back to the heap
  t.join();
  EXPECT_EQ(seen, 1u);
  if (pooling()) {
    EXPECT_EQ(word_pool::kept[20], 0u);
    EXPECT_EQ(keptThere, 1u);
  }
}

}  // namespace
}  // namespace clmm
