// `clmm events` prints the events, guards, registers and scope units of a test readably.
#include <gtest/gtest.h>

#include "tests/cli/Run.h"

using clmm::test::runClmm;

TEST(EventsCommand, PrintsEventsGuardsAndUnits) {
  auto r = runClmm({"events", "examples/basics/mp_dev.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.err, "");
  for (const char* expected : {
           "test MP_dev",
           "flag      global atomic_int  init 0",
           "init:e0 I data=0",
           "work-item P0  (sub-group 0, work-group 0, device 0)",
           "P0:e2 W data=42 na wi non-atomic",
           "P0:e3 W flag=1 rel dev atomic",
           "work-item P1  (sub-group 1, work-group 1, device 0)",
           "P1:e4 R flag acq dev atomic",
           "P1:e5 R data na wi non-atomic  if c0",
           "final 1:r1 = (c0 ? v5 : -1)",
           "c0 (P1, branch): (v4 == 1) != 0",
           "wg: {P0} {P1}",
           "dev: {P0 P1}",
           "observables: 1:r0 1:r1",
           "condition: exists (1:r0=1 /\\ 1:r1=0)",
       })
    EXPECT_NE(r.out.find(expected), std::string::npos) << expected << "\n" << r.out;
}

TEST(ParseCommand, PrintsOneSummaryLinePerTest) {
  auto r = runClmm({"parse", "examples/basics/mp_dev.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out,
            "examples/basics/mp_dev.litmus: MP_dev: 2 work-items, 4 events, 2 locations, "
            "exists (1:r0=1 /\\ 1:r1=0)\n");
}
