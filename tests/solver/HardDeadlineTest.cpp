// Z3 queries given up past their deadline (solver/HardDeadline.h): a query that ignores its
// deadline (a stand-in for a Z3 phase that does not stop at the watchdog's interrupt) is given up
// within the grace, undecided; one that ends in time gives its answer and its exceptions, on the
// thread it ran on, thrown again; the real engine under a deadline answers as before.
#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <stdexcept>
#include <thread>

#include "enumerate/Witnesses.h"
#include "solver/HardDeadline.h"
#include "support/Budget.h"
#include "tests/solver/AgreementUtil.h"

namespace clmm::agreement {
namespace {

using Clock = std::chrono::steady_clock;

TEST(HardDeadline, GraceIsAQuarterOfTheBudgetAndAtLeastASecond) {
  EXPECT_EQ(smt::deadlineGrace(std::chrono::seconds(60)), std::chrono::milliseconds(15000));
  EXPECT_EQ(smt::deadlineGrace(std::chrono::milliseconds(200)), std::chrono::milliseconds(1000));
}

TEST(HardDeadline, AQueryThatIgnoresItsDeadlineIsGivenUp) {
  Program p = test::elaborateText(test::kMpReleaseAcquire);
  SmtOptions o;
  o.deadline = in(0.2);
  auto release = std::make_shared<std::atomic<bool>>(false);
  BudgetKind why = BudgetKind::Memory;
  auto begin = Clock::now();
  auto r = smt::runWithHardDeadline(p, model("opencl"), "opencl", o,
                                    [release](const Program&, const cat::Model&, const std::string&, const SmtOptions&) {
                                      while (!*release) std::this_thread::sleep_for(std::chrono::milliseconds(10));
                                      return TestResult{};
                                    },
                                    why);
  double seconds = std::chrono::duration<double>(Clock::now() - begin).count();
  EXPECT_FALSE(r.has_value());
  EXPECT_EQ(why, BudgetKind::Timeout);
  EXPECT_GE(seconds, 1.1);  // the deadline (0.2 s) and the grace (1 s)
  EXPECT_LT(seconds, 3.0);
  EXPECT_TRUE(abandonedThreads());
  *release = true;  // the abandoned query ends on its own, into state it owns
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
}

TEST(HardDeadline, AnAnswerInTimeAndAnExceptionComeBack) {
  Program p = test::elaborateText(test::kMpReleaseAcquire);
  SmtOptions o;
  o.deadline = in(30);
  BudgetKind why = BudgetKind::Timeout;
  auto r = smt::runWithHardDeadline(p, model("opencl"), "opencl", o,
                                    [](const Program& q, const cat::Model&, const std::string& name, const SmtOptions& so) {
                                      TestResult t;
                                      t.test = q.name;
                                      t.model = name;
                                      // The query's thread runs inside a budget of the same deadline.
                                      t.decided = currentDeadline() == so.deadline;
                                      return t;
                                    },
                                    why);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->test, "mp");
  EXPECT_EQ(r->model, "opencl");
  EXPECT_TRUE(r->decided);
  EXPECT_THROW(smt::runWithHardDeadline(p, model("opencl"), "opencl", o,
                                        [](const Program&, const cat::Model&, const std::string&, const SmtOptions&)
                                            -> TestResult { throw std::logic_error("from the query's thread"); },
                                        why),
               std::logic_error);
}

// Its witness executions point at the caller's program, not at the query's copy, which is gone
// when the answer comes back (--explain read freed memory through them: a crash).
TEST(HardDeadline, TheEngineUnderADeadlineAnswersAsBefore) {
  Program p = test::elaborateText(test::kMpReleaseAcquire);
  SmtOptions o;
  o.deadline = in(60);
  o.keepWitnesses = true;
  TestResult r = checkSmt(p, model("opencl"), "opencl", o);
  ASSERT_TRUE(r.decided) << r.unknownReason;
  EXPECT_EQ(r.verdict, Verdict::Forbidden);
  EXPECT_EQ(r.states.size(), 3u);
  ASSERT_TRUE(r.witnesses);
  EXPECT_EQ(r.witnesses->allowed.size(), 3u);
  for (const auto& entry : r.witnesses->allowed) EXPECT_EQ(entry.second.program, &p);
}

}  // namespace
}  // namespace clmm::agreement
