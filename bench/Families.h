// Scalable litmus-test families for benchmarking the engines (and small instances for the
// agreement tests): SB-n, IRIW with n readers, COW-n x k, MP-chain-n and INC-n x k, in the Dat3M dialect,
// each work-item in its own work-group of one device, atomics at device scope; and RMW-n, n
// work-items of ONE work-group incrementing a shared counter (read-modify-writes).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace clmm::bench {

struct FamilyTest {
  std::string name;  // e.g. "SB-12-sc"
  std::string text;  // the litmus test
};

// SB-n: n work-items in a ring; work-item i stores 1 to x_i, then loads x_{i+1 mod n}.
// `seqCst`: seq_cst accesses, else relaxed. Condition: every load reads 0.
FamilyTest storeBuffering(int n, bool seqCst);
// 2+2W-n: n work-items in a ring; work-item i stores 2 to x_i, then 1 to x_{i+1 mod n}, relaxed.
// Condition: every x_i ends 2 (each location's second store is coherence-before its first).
// 2^n final states.
FamilyTest twoPlusTwoWrites(int n);
// IRIW with 2 writers (x = 1, y = 1) and n readers, all seq_cst; even readers load x then y,
// odd readers y then x. Condition: every reader sees its first location's write and not the
// other's (the readers disagree on the order of the writes).
FamilyTest iriw(int readers);
// COW-n x k: n work-items each store k distinct values to x (relaxed), then load x.
// Condition over every load and the final x.
FamilyTest coherenceOfWrites(int n, int k);
// MP-chain-n: work-item 0 writes data (non-atomic) and sets flag f1 with a release store;
// work-item i (1 <= i < n) passes the flag it acquires from f_i on to f_{i+1}; work-item n
// acquires f_n and, if it is 1, reads data. Condition: the flag arrives but data is stale.
FamilyTest messagePassingChain(int n);
// RMW-n: n work-items of work-group 0 each do `r0 = atomic_fetch_add_explicit(x, 1,
// memory_order_relaxed)` (a work-group counter). Condition: work-item 0 reads 0 (n states).
// RMW2-n (`twoLocations`): each work-item does r0 = fetch_add(x, 1, acq_rel), then
// r1 = fetch_add(y, 1, acq_rel) (release/acquire synchronisation through both counters).
// Condition: work-item 0 reads 0 from both (n * n states).
FamilyTest readModifyWrites(int n, bool twoLocations);

// INC-n x k: k work-items of work-group 0, work-item i doing `*x_i += 1; *x_i += 2; ...
// *x_i += n` on a plain int of its own (straight-line code: one state). Condition: every x_i is
// n(n+1)/2. Each read may read from any write of its location, which the explicit engine must
// not enumerate one by one (issue 36, item 11).
FamilyTest increments(int n, int k);

// A family instance by name and size ("sb-rlx", "sb-sc", "iriw", "cow", "mpchain", "rmw",
// "rmw2", "inc"); `k` is COW's and INC's second size. nullopt for an unknown family.
std::optional<FamilyTest> familyTest(const std::string& family, int n, int k = 0);
std::vector<std::string> familyNames();

}  // namespace clmm::bench
