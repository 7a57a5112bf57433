// The interval analysis behind the Z3 engine's value sort and its redundant read bounds
// (solver/ValueSort.h): every read value of every candidate execution that the explicit
// engine generates lies inside the bounds, on hand-written tests, the benchmark families and
// random programs; and the bounds of counters are tight (a chain of n increments reads 0..n-1).
#include <gtest/gtest.h>

#include <random>

#include "bench/Families.h"
#include "enumerate/Candidates.h"
#include "solver/ValueSort.h"
#include "tests/litmus/Helpers.h"
#include "tests/solver/RandomPrograms.h"

namespace clmm::agreement {
namespace {

// Visits every candidate of `text` and checks each executed read's value against the bounds.
void boundsHold(const std::string& text) {
  SCOPED_TRACE(text);
  Program p = test::elaborateText(text);
  smt::ValueSort s = smt::chooseValueSort(p, smt::ValueEncoding::Auto);
  ASSERT_EQ(s.readRange.size(), p.events.size());
  uint64_t candidates = 0;
  EnumerateLimits limits;
  limits.maxCandidates = 200000;
  enumerateCandidates(p, limits, [&](const Execution& x) {
    ++candidates;
    for (const Event& e : p.events) {
      if (!e.mayRead()) continue;
      const int64_t v = x.reads[e.id] ? x.readValue[e.id] : 0;
      auto [lo, hi] = s.readRange[e.id];
      if (v < lo || v > hi) {
        ADD_FAILURE() << "read e" << e.id << " (" << e.text << ") takes " << v << ", outside [" << lo << ", " << hi << "]";
        return false;
      }
    }
    return true;
  });
  EXPECT_GT(candidates, 0u);
}

const char* kBranchesAndCas = R"(OPENCL branches-cas
{ [x]=0; [y]=5; [e]=7; global atomic_int a[3] = {0, 0, 0}; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y, global atomic_int* a) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed);
  if (r0 == 5) { atomic_store_explicit(x, r0 + 2, memory_order_relaxed); }
  int r1 = atomic_fetch_add_explicit(x, r0, memory_order_relaxed);
  atomic_store_explicit(a + r1 % 3, 1, memory_order_relaxed);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y, global atomic_int* a, global int* e) {
  int ok = atomic_compare_exchange_strong(x, e, 9);
  int r2 = atomic_exchange(y, ok - 3);
  int r3 = atomic_load_explicit(a + 2, memory_order_relaxed);
}
exists (0:r1=7 /\ 1:r2=5)
)";

TEST(ValueRange, ContainsEveryCandidateReadValue) {
  boundsHold(kBranchesAndCas);
  for (const auto& t : {bench::readModifyWrites(4, false), bench::readModifyWrites(3, true), bench::storeBuffering(3, false),
                        bench::coherenceOfWrites(2, 2), bench::messagePassingChain(3)})
    boundsHold(t.text);
  std::mt19937 rng(7);
  for (int i = 0; i < 25; ++i) boundsHold(randomProgram(rng, i));
  for (int i = 0; i < 25; ++i) boundsHold(symmetricProgram(rng, i));
}

TEST(ValueRange, CountersAreTight) {
  // n increments of x, then of y: each read of x or y takes 0 .. n-1.
  Program p = test::elaborateText(bench::readModifyWrites(6, true).text);
  smt::ValueSort s = smt::chooseValueSort(p, smt::ValueEncoding::Auto);
  EXPECT_TRUE(s.isInt);
  int reads = 0;
  for (const Event& e : p.events)
    if (e.mayRead()) {
      ++reads;
      EXPECT_EQ(s.readRange[e.id], (std::pair<int64_t, int64_t>{0, 5})) << e.text;
    }
  EXPECT_EQ(reads, 12);
}

}  // namespace
}  // namespace clmm::agreement
