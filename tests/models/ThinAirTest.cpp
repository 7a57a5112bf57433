// Unit tests of clmm's out-of-thin-air rule (a choice of the engine, not an axiom of the model
// files): every value must have an acyclic justification through reads-from and data or address
// dependencies, so self-justifying values never appear in any candidate execution, whichever
// checks are on; load buffering, including through control dependencies, stays allowed, as in
// the C11-style axiomatic models. (The specification's note on x == y == 42 calls that outcome
// valid under its rules but asks implementations not to produce it.)
#include "tests/models/ModelTestUtil.h"

namespace clmm::modeltest {
namespace {

// Every named check and flag of the three models.
const std::set<std::string> kEveryCheck = {
    "HbG",   "HbL",         "CohG",         "CohL",     "Rf",         "NaRfG",     "NaRfL",
    "Rmw",   "SC",          "ScRead",       "ScFenceRead", "ScFenceWrite", "ScFences", "ScFencesMo",
    "data_race", "barrier_divergence"};

// Each work-item copies one global location into the other (data dependencies): 42 could only
// come from itself.
const char* kThinAirData = R"(OPENCL LB_data_42
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, r0, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, r1, memory_order_relaxed, memory_scope_device);
}
exists (x=42 /\ y=42)
)";

// The value 1 read from x picks a[1] = 1 (an address dependency), which flows to y and back to
// x: also a value justified only by itself.
const char* kThinAirAddress = R"(OPENCL LB_addr
{ [x] = 0; [y] = 0; global atomic_int a[2] = {0, 1}; }
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
)";

// Plain load buffering: each load reads the other work-item's later store.
const char* kLoadBuffering = R"(OPENCL LB
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
exists (0:r0=1 /\ 1:r1=1)
)";

// Load buffering where each store depends on the other's value through a branch only: the
// stored values are constants, so the cycle is not a value cycle and is produced.
const char* kLoadBufferingControl = R"(OPENCL LB_ctrl_42
{ [x] = 0; [y] = 0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  if (r0 == 42) {
    atomic_store_explicit(y, 42, memory_order_relaxed, memory_scope_device);
  }
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  if (r1 == 42) {
    atomic_store_explicit(x, 42, memory_order_relaxed, memory_scope_device);
  }
}
exists (x=42 /\ y=42)
)";

TEST(ThinAir, DataDependencyCycleNeverProducesFortyTwo) {  // not even with every check off
  for (const auto& m : allModels()) {
    EXPECT_TRUE(forbidden(kThinAirData, m)) << m;
    Checked c = run(kThinAirData, m, kEveryCheck);
    EXPECT_FALSE(reachable(c.result)) << m;
    ASSERT_EQ(c.result.states.size(), 1u) << m;  // only x = y = 0
    EXPECT_EQ(c.result.states[0].values, (std::vector<int64_t>{0, 0})) << m;
  }
}

TEST(ThinAir, AddressDependencyCycleIsNotProduced) {  // a value chosen by its own address
  for (const auto& m : allModels()) {
    EXPECT_TRUE(forbidden(kThinAirAddress, m)) << m;
    EXPECT_TRUE(forbidden(kThinAirAddress, m, kEveryCheck)) << m;
  }
}

TEST(ThinAir, LoadBufferingIsAllowed) {  // no dependency: reads from later stores are fine
  for (const auto& m : allModels()) EXPECT_TRUE(reachableWithoutUb(run(kLoadBuffering, m).result)) << m;
}

TEST(ThinAir, LoadBufferingThroughControlDependenciesIsAllowed) {  // only data/address count
  for (const auto& m : allModels())
    EXPECT_TRUE(reachableWithoutUb(run(kLoadBufferingControl, m).result)) << m;
}

}  // namespace
}  // namespace clmm::modeltest
