// Both engines on tests of our own under each built-in model: hand-written tests for the
// features the corpus exercises little (loops and the unrolling bound, compare-exchange, arrays
// indexed by read values, barriers and divergence, local memory, fences, out-of-thin-air
// values, arithmetic corner cases, other quantifiers), small instances of the benchmark
// families, and randomly generated programs (fixed seed).
#include <random>
#include <sstream>

#include "bench/Families.h"
#include "events/Symmetry.h"
#include "tests/solver/AgreementUtil.h"
#include "tests/solver/RandomPrograms.h"
#include "litmus/Elaborate.h"

namespace clmm::agreement {
namespace {

void agreeEverywhere(const std::string& text, int unroll = 2) {
  ElaborateOptions reading;
  reading.unroll = unroll;
  Program p = test::elaborateText(text, reading);
  for (const auto& m : allModels()) {
    SCOPED_TRACE(m + "\n" + text);
    TestResult e = runExplicit(p, m, 30);
    ASSERT_TRUE(e.decided) << e.unknownReason;
    EXPECT_TRUE(sameAnswers(e, runSmt(p, m)));
  }
}

const char* kHandWritten[] = {
    // A spin loop: the unrolling bound is reached.
    R"(OPENCL spin
{ [x]=0; [d]=0; }
P0@wg 0, dev 0 (global int* d, global atomic_int* x) {
  *d = 1;
  atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global int* d, global atomic_int* x) {
  while (atomic_load_explicit(x, memory_order_acquire, memory_scope_device) == 0) {}
  int r1 = *d;
}
exists (1:r1=0)
)",
    // A compare-exchange retry loop and a fetch_add.
    R"(OPENCL loopcas
{ [x]=0; [e]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global int* e) {
  *e = atomic_load_explicit(x, memory_order_relaxed);
  while (atomic_compare_exchange_strong_explicit(x, e, *e + 1, memory_order_relaxed, memory_order_relaxed) == 0) {}
}
P1@wg 0, dev 0 (global atomic_int* x) {
  int r0 = atomic_fetch_add_explicit(x, 2, memory_order_relaxed);
}
exists (x=3)
)",
    // A weak compare-exchange (spurious failure) and an exchange.
    R"(OPENCL weak
{ [x]=0; [e]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global int* e) {
  int r0 = atomic_compare_exchange_weak_explicit(x, e, 1, memory_order_acq_rel, memory_order_acquire);
  int r1 = atomic_load_explicit(x, memory_order_relaxed);
}
P1@wg 1, dev 0 (global atomic_int* x) {
  int r2 = atomic_exchange_explicit(x, 5, memory_order_release, memory_scope_device);
}
exists (0:r0=1 /\ 1:r2=1)
)",
    // Arrays indexed by a read value (address dependency), with a store through the same array.
    R"(OPENCL array
{ [x]=0; global atomic_int y[3] = {0, 0, 7}; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  int r1 = atomic_load_explicit(y + r0, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y + 1, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r2 = atomic_load_explicit(y + 1, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, r2 + 1, memory_order_release, memory_scope_device);
}
exists (0:r0=2 /\ 0:r1=7)
)",
    // Out of thin air through an array index and through data.
    R"(OPENCL thinair
{ [x]=0; [y]=0; global atomic_int a[2] = {0, 1}; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y, global atomic_int* a) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  int r2 = atomic_load_explicit(a + r0, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, r2, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, r1, memory_order_relaxed, memory_scope_device);
}
exists (x=1 /\ y=1)
)",
    R"(OPENCL thinair42
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, r0, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  if (r1 == 42) { atomic_store_explicit(x, 42, memory_order_relaxed, memory_scope_device); }
}
exists (x=42 /\ y=42)
)",
    // Barriers: synchronising, and divergent (the barrier is under a condition).
    R"(OPENCL barrier
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global int* x, global int* y) {
  *x = 1;
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  int r0 = *y;
}
P1@wg 0, dev 0 (global int* x, global int* y) {
  *y = 1;
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  int r1 = *x;
}
exists (0:r0=0 \/ 1:r1=0)
)",
    R"(OPENCL divergent
{ [x]=0; [f]=0; }
P0@wg 0, dev 0 (global int* x, global atomic_int* f) {
  int r0 = atomic_load_explicit(f, memory_order_relaxed, memory_scope_work_group);
  if (r0 == 0) {
    B1: barrier(CLK_GLOBAL_MEM_FENCE);
  }
  *x = 1;
}
P1@wg 0, dev 0 (global int* x, global atomic_int* f) {
  atomic_store_explicit(f, 1, memory_order_relaxed, memory_scope_work_group);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  int r1 = *x;
}
exists (1:r1=1)
)",
    // Local memory and local fences inside one work-group.
    R"(OPENCL local
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (local int* x, local atomic_int* y) {
  *x = 1;
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_release, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_work_group);
}
P1@wg 0, dev 0 (local int* x, local atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_work_group);
  atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);
  int r1 = -1;
  if (r0 == 1) { r1 = *x; }
}
exists (1:r0=1 /\ 1:r1=0)
)",
    // Global fences, seq_cst fences, mixed regions.
    R"(OPENCL fences
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=0 /\ 1:r1=0)
)",
    // Arithmetic corner cases: division and remainder by zero, shifts, bitwise operators.
    R"(OPENCL arith
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, -7, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 2, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int a = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  int b = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  int r0 = a / b + a % b * 10 + (a / (b - b)) + (a % (b - b));
  int r1 = (a << b) ^ (a >> 1) | (b & 3);
  int r2 = (a < b) + (a >= b) * 2 + !a + ~b;
}
exists (1:r0=-13)
)",
    // Non-atomic race, and the other quantifiers.
    R"(OPENCL race
{ [x]=0; }
P0@wg 0, dev 0 (global int* x) { *x = 1; }
P1@wg 1, dev 0 (global int* x) { int r0 = *x; }
~exists (1:r0=1)
)",
    R"(OPENCL forall
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_seq_cst, memory_scope_device);
  int r0 = atomic_load_explicit(y, memory_order_seq_cst, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_seq_cst, memory_scope_device);
  int r1 = atomic_load_explicit(x, memory_order_seq_cst, memory_scope_device);
}
forall (0:r0=1 \/ 1:r1=1)
)",
    // Work-group scope across work-groups (a race), and seq_cst at two scopes (SC switched off
    // under opencl, scoped under opencl-scoped).
    R"(OPENCL scopes
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_seq_cst, memory_scope_work_group);
  int r0 = atomic_load_explicit(y, memory_order_seq_cst, memory_scope_device);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(y, 1, memory_order_seq_cst, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_seq_cst, memory_scope_device);
}
P2@wg 1, dev 0 (global atomic_int* x) {
  int r2 = atomic_load_explicit(x, memory_order_acquire, memory_scope_work_group);
}
exists (0:r0=0 /\ 1:r1=0)
)",
};

TEST(OwnAgreement, HandWritten) {
  for (const char* text : kHandWritten) {
    // The explicit engine needs seconds for the compare-exchange loop unrolled twice.
    bool casLoop = std::string(text).find("OPENCL loopcas") == 0;
    agreeEverywhere(text, casLoop ? 1 : 2);
  }
}

TEST(OwnAgreement, BenchmarkFamiliesSmall) {
  for (const auto& t : {bench::storeBuffering(3, false), bench::storeBuffering(3, true), bench::iriw(2),
                        bench::coherenceOfWrites(2, 2), bench::coherenceOfWrites(2, 3),
                        bench::coherenceOfWrites(3, 2), bench::messagePassingChain(3),
                        bench::readModifyWrites(4, false), bench::readModifyWrites(2, true)}) {
    SCOPED_TRACE(t.name);
    agreeEverywhere(t.text);
  }
}

TEST(OwnAgreement, RandomPrograms) {
  std::mt19937 rng(20240611);
  for (int i = 0; i < 30; ++i) agreeEverywhere(randomProgram(rng, i));
}

TEST(OwnAgreement, SymmetricProgramsWithObservedWorkItems) {
  std::mt19937 rng(20261124);
  int withOrbits = 0;
  for (int i = 0; i < 30; ++i) {
    std::string text = symmetricProgram(rng, i);
    Program p = test::elaborateText(text);
    withOrbits += !StateOrbit(p, symmetricThreads(p, true)).trivial();
    agreeEverywhere(text);
  }
  EXPECT_GE(withOrbits, 20) << "the generator should mostly make classes with observed work-items";
}

// Counters whose registers are all observed: each state found stands for n! / (n - k)! images.
TEST(OwnAgreement, CountersWithEveryRegisterObserved) {
  for (const char* cond : {"exists (0:r0=0 /\\ 1:r0=1 /\\ 2:r0=2 /\\ 3:r0=3)", "exists (1:r0=3 /\\ 3:r0=3)",
                           "forall (0:r0=0 \\/ 2:r0=0 \\/ x=4)"}) {
    std::string text = bench::readModifyWrites(4, false).text;
    text = text.substr(0, text.find("exists")) + cond + "\n";
    agreeEverywhere(text);
  }
}

}  // namespace
}  // namespace clmm::agreement
