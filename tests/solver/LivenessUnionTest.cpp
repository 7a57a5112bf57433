// The liveness queries asked at once (events/LivenessUnion.h; docs/models.md, "Liveness", "Asked
// at once"): for hand-derived PTX spin tests with several ways of waiting forever, the union's
// final states with the selector at i are exactly query i's own final states under Z3, and the
// same query is stuck either way.
#include <algorithm>

#include "events/Liveness.h"
#include "events/LivenessUnion.h"
#include "tests/solver/AgreementUtil.h"

namespace clmm::agreement {
namespace {

using States = std::vector<std::vector<int64_t>>;

States sorted(States s) {
  std::sort(s.begin(), s.end());
  return s;
}

TEST(LivenessUnion, EachQuerysStatesAreTheUnionsWhereItIsChosen) {
  const std::string root = CLMM_SOURCE_DIR;
  size_t asked = 0;
  for (const char* file : {"examples/liveness/ptx_spins_flag_maybe_set.litmus", "examples/liveness/ptx_spins_set_once.litmus",
                           "examples/liveness/ptx_xchg_lock_never_free.litmus", "examples/liveness/ptx_spin_finishes.litmus",
                           "tests/ptx/loops/readonly_flag_never_set.litmus"}) {
    SCOPED_TRACE(file);
    auto source = SourceFile::read(root + "/" + file);
    Program p = test::elaborateText(source->text());
    LivenessPlan plan = livenessQueries(p);
    ASSERT_TRUE(plan.incomplete.empty()) << plan.incomplete;
    if (plan.queries.size() < 2) continue;
    ++asked;
    std::vector<const LivenessQuery*> all;
    for (const LivenessQuery& q : plan.queries) all.push_back(&q);
    std::optional<LivenessUnion> u = livenessUnion(p, all);
    ASSERT_TRUE(u.has_value());
    TestResult ur = runSmt(u->program, "ptx");
    ASSERT_TRUE(ur.decided) << ur.unknownReason;
    States unionStates;
    for (const FinalState& s : ur.states) unionStates.push_back(s.values);
    for (size_t i = 0; i < plan.queries.size(); ++i) {
      SCOPED_TRACE(plan.queries[i].stops);
      TestResult qr = runSmt(plan.queries[i].program, "ptx");
      ASSERT_TRUE(qr.decided) << qr.unknownReason;
      States own;
      for (const FinalState& s : qr.states) own.push_back(s.values);
      const States mine = u->statesOf(i, unionStates, plan.queries[i]);
      EXPECT_EQ(sorted(own), sorted(mine));
      EXPECT_EQ(livenessStuck(plan.queries[i], own), livenessStuck(plan.queries[i], mine));
    }
  }
  EXPECT_GE(asked, 2u);  // the union was asked about tests of several queries
}

}  // namespace
}  // namespace clmm::agreement
