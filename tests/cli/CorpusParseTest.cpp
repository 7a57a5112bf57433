// `clmm parse` over the public corpus: every test is accepted except the ill-formed ones listed
// here, each rejected with a located message for the reason given. The corpus README lists two
// malformed files (3LB's scope tree, CT_wsq2's undeclared name); clmm also rejects, by the rules
// of docs/models.md and the foundation issue, tests that share a local location between
// work-groups (local memory belongs to one work-group; herd silently accepts them), tests with an
// order their operation does not allow or an atomic call on a non-atomic pointer, a test whose
// condition names pointer parameters as registers, a test that uses a location that is not a
// parameter of the thread (the same defect as CT_wsq2), and a test declaring one location both
// global and local. Under --herd-compat, which reads those tests as herd and Dat3M do, only the
// three files malformed for every tool are rejected.
#include <gtest/gtest.h>

#include <map>

#include "tests/cli/Run.h"

using clmm::test::lines;
using clmm::test::runClmm;

TEST(CorpusParse, AcceptsEveryWellFormedTestAndRejectsTheRest) {
  CLMM_REQUIRE_CORPUS(corpus);
  const std::map<std::string, std::string> rejected = {
      // malformed per the corpus README, section 5
      {"herd-legacy/OpenCLTests/3LB/3LB_xaG_yaG_zaG_sc--sc_na--sc_sc--sc_0_1__2.litmus", "unexpected '('"},
      {"herd-legacy/OpenCLTests/CT_wsq/CT_wsq2.litmus", "'oldHead_p' is not a pointer parameter of P0"},
      // the same defect as CT_wsq2: g0, g1 are used but not declared as parameters
      {"herd-legacy/OpenCLTests/global_barrier_mo.litmus", "'g0' is not a pointer parameter of P0"},
      // the condition names x and y of P0 and P1, which are their pointer parameters
      // (its atomic calls on int locations are reported first)
      {"dat3m/herd/barrier_example.litmus", "'atomic_store_explicit' on 'x', declared 'global int* x'"},
      // y declared global by P0 and local by P1
      {"dat3m/overhauling/example7a.litmus", "location 'y' is declared local here but global"},
      // local memory shared between work-groups (docs/models.md)
      {"dat3m/herd/old/MP_dr.litmus", "local location 'x' is used by P1 and by P0"},
      {"dat3m/herd/old/MP_relacq.litmus", "local location 'y' is used by P1 and by P0"},
      {"dat3m/herd/old/MP_relaxed.litmus", "local location 'y' is used by P1 and by P0"},
      {"dat3m/herd/old/MP_relseq.litmus", "local location 'x' is used by P1 and by P0"},
      {"dat3m/herd/thinair.litmus", "local location 'y' is used by P1 and by P0"},
      {"herd-legacy/OpenCLTests/thinair.litmus", "'atomic_load_explicit' on 'y', declared '__local int* y'"},
      {"herd-legacy/RSPTests/RSP_Test7.litmus", "local location 'y' is used by P1 and by P0"},
      // an order the operation does not allow, an atomic call on a non-atomic pointer (issue 22
      // item 7; --herd-compat keeps them as warnings: Run.h, herdCompatOrderTests)
      {"dat3m/herd/CT_wsq2.litmus", "memory order 'memory_order_release' is invalid for the failure of"},
      {"dat3m/herd/global_barrier_mo.litmus", "'atomic_store_explicit' on 'f0', declared 'global int* f0'"},
      {"herd-legacy/OpenCLTests/3.2W/3.2W_xaG_yaG_zaG_sc--sc_rel.wg-LFsc-rel_rel-GFrel.dev-acq.wg_0__1_2.litmus",
       "memory order 'memory_order_acquire' is invalid for a store"},
      {"herd-legacy/OpenCLTests/RWC/RWC_xaG_yaG_sc-_rel.wg-LFsc-rel_rel-GFrel.dev-acq.wg_0__1_2.litmus",
       "memory order 'memory_order_release' is invalid for a load"},
      {"herd-legacy/OpenCLTests/S/S_xaG_yaG_rel.wg-LFsc-rel_rel-GFrel.dev-acq.wg_0__1.litmus",
       "memory order 'memory_order_release' is invalid for a load"},
      {"herd-legacy/OpenCLTests/SB/SB_xaG_yaG_rel.wg-LFsc-rel_rel-GFrel.dev-acq.wg_0__1.litmus",
       "memory order 'memory_order_release' is invalid for a load"},
      {"herd-legacy/OpenCLTests/WRC/WRC_xaG_yaG_sc-_rel.wg-LFsc-rel_rel-GFrel.dev-acq.wg_0__1_2.litmus",
       "memory order 'memory_order_release' is invalid for a load"},
      {"herd-legacy/OpenCLTests/barrier_example.litmus", "'atomic_store_explicit' on 'x', declared '__global int* x'"},
      {"herd-legacy/OpenCLTests/global_barrier.litmus", "'atomic_store_explicit' on 'f0', declared '__global int* f0'"},
  };
  auto r = runClmm({"parse", corpus});
  EXPECT_EQ(r.rc, 2);
  // One summary line per accepted test.
  auto out = lines(r.out);
  EXPECT_EQ(out.size(), 76u);
  for (const auto& l : out)
    for (const auto& [path, why] : rejected) EXPECT_EQ(l.find(path), std::string::npos) << l;
  EXPECT_NE(r.err.find("clmm: 76 of 97 tests parsed, 21 rejected"), std::string::npos);
  // The tests rejected for orders and atomic types alone are the ones the corpus runs read with
  // --herd-compat.
  for (const auto& path : clmm::test::herdCompatOrderTests()) {
    EXPECT_EQ(rejected.count(path), 1u) << path;
    EXPECT_EQ(runClmm({"parse", "--herd-compat", corpus + "/" + path}).rc, 0) << path;
  }
  // Each rejected test fails with a located error for the stated reason.
  for (const auto& [path, why] : rejected) {
    SCOPED_TRACE(path);
    auto one = runClmm({"parse", corpus + "/" + path});
    EXPECT_EQ(one.rc, 2);
    EXPECT_EQ(one.out, "");
    auto errLines = lines(one.err);
    ASSERT_FALSE(errLines.empty());
    EXPECT_EQ(errLines[0].rfind(corpus + "/" + path + ":", 0), 0u) << errLines[0];
    EXPECT_NE(errLines[0].find(": error: "), std::string::npos);
    EXPECT_NE(one.err.find(why), std::string::npos) << one.err;
  }
}

TEST(CorpusParse, HerdCompatAcceptsAllButTheThreeMalformedTests) {
  CLMM_REQUIRE_CORPUS(corpus);
  const std::map<std::string, std::string> rejected = {
      {"herd-legacy/OpenCLTests/3LB/3LB_xaG_yaG_zaG_sc--sc_na--sc_sc--sc_0_1__2.litmus", "unexpected '('"},
      {"herd-legacy/OpenCLTests/CT_wsq/CT_wsq2.litmus", "'oldHead_p' is not a pointer parameter of P0"},
      {"dat3m/overhauling/example7a.litmus", "location 'y' is declared local here but global"},
  };
  auto r = runClmm({"parse", "--herd-compat", corpus});
  EXPECT_EQ(r.rc, 2);
  auto out = lines(r.out);
  EXPECT_EQ(out.size(), 94u);
  for (const auto& l : out)
    for (const auto& [path, why] : rejected) EXPECT_EQ(l.find(path), std::string::npos) << l;
  EXPECT_NE(r.err.find("clmm: 94 of 97 tests parsed, 3 rejected"), std::string::npos);
  for (const auto& [path, why] : rejected) {
    SCOPED_TRACE(path);
    EXPECT_NE(r.err.find(corpus + "/" + path + ":"), std::string::npos);
    EXPECT_NE(r.err.find(why), std::string::npos);
  }
  // Each reading is reported where it is made, with a located warning.
  for (const char* reading : {"(--herd-compat)", "taken as one location shared by the work-groups",
                              "'0:x' names pointer parameter 'x' of P0: its value is the address",
                              "'g0' is not a parameter of P0: taken as the global location"})
    EXPECT_NE(r.err.find(reading), std::string::npos) << reading;
  // The strict reading stays the default, and its messages name the option.
  auto strict = runClmm({"parse", corpus + "/herd-legacy/OpenCLTests/global_barrier_mo.litmus"});
  EXPECT_EQ(strict.rc, 2);
  EXPECT_NE(strict.err.find("use --herd-compat to take it as a global location"), std::string::npos);
}
