// The self-check of the Z3 engine's witnesses: candidate executions from the explicit
// enumerator pass it; each kind of corruption of one is reported with its message; and the
// model-level checks (consistency, flags, final state) refute wrong claims.
#include <gtest/gtest.h>

#include "axioms/BuiltinModels.h"
#include "enumerate/Candidates.h"
#include "solver/SelfCheck.h"
#include "tests/litmus/Helpers.h"

namespace clmm::smt {
namespace {

// r0 feeds an array index, r1 a nested branch; r2's value is unused.
const char* kProgram = R"(OPENCL selfcheck
{ [x]=0; [y]=0; global atomic_int a[2] = {0, 0}; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y, global atomic_int* a) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  int r1 = atomic_load_explicit(a + r0, memory_order_relaxed, memory_scope_device);
  if (r1 == 5) {
    if (r0 == 1) { atomic_store_explicit(y, 1, memory_order_relaxed, memory_scope_device); }
  }
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y, global atomic_int* a) {
  atomic_store_explicit(a + 1, 5, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);
  int r2 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
}
exists (y=1)
)";

std::vector<Execution> candidates(const Program& p) {
  std::vector<Execution> out;
  enumerateCandidates(p, {}, [&](const Execution& x) {
    out.push_back(x);
    return true;
  });
  return out;
}

// The event of thread `t` whose source text starts with `text`.
EventId eventOf(const Program& p, int t, const std::string& text) {
  for (const Event& e : p.events)
    if (e.thread == t && e.text.rfind(text, 0) == 0) return e.id;
  ADD_FAILURE() << "no event " << text;
  return 0;
}

class SelfCheckFixture : public ::testing::Test {
 protected:
  SelfCheckFixture() : p_(test::elaborateText(kProgram)), all_(candidates(p_)) {
    for (const auto& x : all_) EXPECT_EQ(candidateViolation(x), "");
    r0_ = eventOf(p_, 0, "atomic_load_explicit(x");
    r1_ = eventOf(p_, 0, "atomic_load_explicit(a");
    r2_ = eventOf(p_, 1, "atomic_load_explicit(y");
    wa_ = eventOf(p_, 1, "atomic_store_explicit(a");
    // A candidate in which r0 reads the initial 0 (so the inner branch is not reached).
    for (const auto& x : all_)
      if (x.readValue[r0_] == 0 && x.readValue[r1_] == 0) base_ = x;
    EXPECT_TRUE(base_.program);
  }
  std::string violation(const Execution& x) { return candidateViolation(x); }

  Program p_;
  std::vector<Execution> all_;
  Execution base_;
  EventId r0_ = 0, r1_ = 0, r2_ = 0, wa_ = 0;
};

TEST_F(SelfCheckFixture, Conditions) {
  Execution x = base_;
  x.condValue[0] = -1;
  EXPECT_EQ(violation(x), "condition c0 is reached but has no value");
  x = base_;
  x.condValue[1] = 0;
  EXPECT_EQ(violation(x), "condition c1 has a value but is not reached");
  x = base_;
  x.condValue[0] = 1;
  EXPECT_EQ(violation(x), "condition c0 is true but its value is 0");
}

TEST_F(SelfCheckFixture, EventsAndLocations) {
  Execution x = base_;
  x.executed[r2_] = !x.executed[r2_];
  EXPECT_EQ(violation(x), "event e" + std::to_string(r2_) + ": executed/read/write flags disagree with the control flow");
  x = base_;
  x.readValue[r0_] = 7;  // index 7 reaches the array's out-of-bounds stand-in, not the location recorded
  EXPECT_NE(violation(x).find("event e" + std::to_string(r1_) + ": location "), std::string::npos) << violation(x);
  x = base_;
  x.loc[r1_] = x.loc[r1_] + 1;
  EXPECT_NE(violation(x).find("event e" + std::to_string(r1_) + ": location "), std::string::npos) << violation(x);
}

TEST_F(SelfCheckFixture, ValuesAndReadsFrom) {
  Execution x = base_;
  x.writeValue[wa_] = 6;
  EXPECT_EQ(violation(x), "write e" + std::to_string(wa_) + " writes 6, not 5");
  x = base_;
  x.rf[r2_] = static_cast<int>(wa_);
  EXPECT_EQ(violation(x), "read e" + std::to_string(r2_) + " reads from no write to its location");
  x = base_;
  x.readValue[r2_] = 9;
  EXPECT_EQ(violation(x), "read e" + std::to_string(r2_) + " reads a value its source did not write");
  x = base_;
  std::reverse(x.co[p_.locations.size() - 1].begin(), x.co[p_.locations.size() - 1].end());
  x.co[0].clear();
  EXPECT_NE(violation(x).find("the coherence order of "), std::string::npos) << violation(x);
}

TEST(SelfCheck, ThinAir) {
  Program p = test::elaborateText(R"(OPENCL LB
{ [x]=0; [y]=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(y, r0, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r1 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);
  atomic_store_explicit(x, r1, memory_order_relaxed, memory_scope_device);
}
exists (x=0)
)");
  std::vector<Execution> all = candidates(p);
  ASSERT_FALSE(all.empty());
  Execution x = all[0];  // both read the initial values; make each read the other's write
  EventId r0 = eventOf(p, 0, "atomic_load"), w0 = eventOf(p, 0, "atomic_store");
  EventId r1 = eventOf(p, 1, "atomic_load"), w1 = eventOf(p, 1, "atomic_store");
  x.rf[r0] = static_cast<int>(w1);
  x.rf[r1] = static_cast<int>(w0);
  EXPECT_EQ(candidateViolation(x).rfind("out of thin air: the value of e", 0), 0u) << candidateViolation(x);
}

TEST(SelfCheck, LoopBound) {
  Program p = test::elaborateText(R"(OPENCL spin
{ [x]=0; }
P0@wg 0, dev 0 (global atomic_int* x) {
  while (atomic_load_explicit(x, memory_order_relaxed, memory_scope_device) == 0) {}
}
P1@wg 1, dev 0 (global atomic_int* x) { atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device); }
exists (x=0)
)");
  std::vector<Execution> all = candidates(p);
  ASSERT_FALSE(all.empty());
  // Pretend every iteration read 0: every test is true, including the loop bound's.
  Execution x = all[0];
  for (const Event& e : p.events)
    if (e.mayRead() && e.thread == 0) {
      x.executed[e.id] = x.reads[e.id] = true;
      x.readValue[e.id] = 0;
    }
  for (size_t c = 0; c < p.conds.size(); ++c)
    if (p.conds[c].thread == 0) x.condValue[c] = 1;
  std::string v = candidateViolation(x);
  EXPECT_EQ(v.rfind("loop bound condition c", 0), 0u) << v;
  EXPECT_NE(v.find(" holds"), std::string::npos) << v;
}

// The model-level part, through selfCheckWitness.
TEST_F(SelfCheckFixture, Witnesses) {
  const cat::Model model = loadModelByName("opencl");
  auto message = [&](const Execution& x, const std::vector<int64_t>& state, bool racy) -> std::string {
    try {
      selfCheckWitness(x, model, {}, state, racy);
    } catch (const SelfCheckError& e) {
      return e.what();
    }
    return "";
  };
  const std::string prefix = "self-check of the smt engine failed on selfcheck, state y=";
  EXPECT_EQ(message(base_, base_.outcome(), false), "");
  EXPECT_EQ(message(base_, {7}, false), prefix + "7;: the witness ends in state y=0;");
  EXPECT_EQ(message(base_, base_.outcome(), true), prefix + "0;: the state is racy but its witness raises no flag");
  Execution bad = base_;
  bad.rf[r2_] = -1;
  EXPECT_EQ(message(bad, bad.outcome(), false).rfind(prefix + "0;: the witness is not a candidate execution: read e", 0), 0u);
  // Message passing that reads the flag but stale data: coherence forbids it.
  Program mp = test::elaborateText(test::kMpReleaseAcquire);
  bool inconsistent = false;
  for (const auto& x : candidates(mp)) {
    std::string m = message(x, x.outcome(), false);
    if (m.find(": check ") != std::string::npos) {
      EXPECT_NE(m.find(" fails on the witness"), std::string::npos) << m;
      inconsistent = true;
    }
  }
  EXPECT_TRUE(inconsistent);

  Program race = test::elaborateText(R"(OPENCL race
{ [x]=0; }
P0@wg 0, dev 0 (global int* x) { *x = 1; }
P1@wg 1, dev 0 (global int* x) { int r0 = *x; }
exists (1:r0=1)
)");
  Execution x = candidates(race).at(0);
  EXPECT_NE(message(x, x.outcome(), false).find(": the state is allowed but its witness raises data_race"), std::string::npos);
  EXPECT_EQ(message(x, x.outcome(), true), "");
}

}  // namespace
}  // namespace clmm::smt
