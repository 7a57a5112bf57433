// `clmm refine SOURCE TARGET`: a sound pair (exit 0), an unsound pair with the extra outcome
// and a witness execution of the target (exit 1), a racy source (sound whatever the target),
// a racy target of a race-free source (unsound), different source and target models,
// observables the target lacks, JSON, bad inputs (exit 2) and unknown results (exit 3).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "lowering/Refinement.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

namespace {

using clmm::test::runClmm;
using clmm::test::Scratch;

const char* kMpData = R"(OPENCL mp_data
{ int data=0; flag=0; }
P0@wg 0, dev 0 (global int* data, global atomic_int* flag) {
  *data = 1;
  atomic_store_explicit(flag, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global int* data, global atomic_int* flag) {
  int r0 = atomic_load_explicit(flag, memory_order_acquire, memory_scope_device);
  int r1 = -1;
  if (r0 == 1) r1 = *data;
}
exists (1:r0=1 /\ 1:r1=0)
)";

// The same program with relaxed flag accesses: racy, and the stale read becomes possible.
std::string relaxedMpData() {
  std::string s = kMpData;
  for (const char* o : {"memory_order_release", "memory_order_acquire"})
    for (size_t at; (at = s.find(o)) != std::string::npos;) s.replace(at, std::string(o).size(), "memory_order_relaxed");
  return s;
}

TEST(Refine, SoundPair) {
  Scratch s;
  auto lowered = runClmm({"lower", "--mapping", "axioms/mappings/ra-fences.map", "examples/ci-example/mp_relacq_dev.litmus"});
  ASSERT_EQ(lowered.rc, 0) << lowered.err;
  auto target = s.write("mp_lowered.litmus", lowered.out);
  auto r = runClmm({"refine", "examples/ci-example/mp_relacq_dev.litmus", target});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out, "Refine examples/ci-example/mp_relacq_dev.litmus (opencl) by " + target + " (opencl), engine auto\n"
                   "Source MP_relacq_dev: 3 states, verdict forbidden\n"
                   "Target MP_relacq_dev: 3 states, verdict forbidden\n"
                   "Compared on 1:r0 1:r1\n"
                   "Result sound\n");
}

TEST(Refine, UnsoundPairWithAWitnessExecution) {
  Scratch s;
  auto lowered = runClmm({"lower", "--mapping", "axioms/mappings/sc-acqrel.map", "examples/ci-example/sb_sc.litmus"});
  ASSERT_EQ(lowered.rc, 0) << lowered.err;
  auto target = s.write("sb_lowered.litmus", lowered.out);
  for (const char* engine : {"smt", "enumerate"}) {
    auto r = runClmm({"refine", "--engine", engine, "examples/ci-example/sb_sc.litmus", target});
    EXPECT_EQ(r.rc, 1) << r.err;
    EXPECT_EQ(r.out, "Refine examples/ci-example/sb_sc.litmus (opencl) by " + target + " (opencl), engine " + engine + "\n"
                     "Source SB_sc: 3 states, verdict forbidden\n"
                     "Target SB_sc: 4 states, verdict allowed\n"
                     "Compared on 0:r0 1:r1\n"
                     "  target outcome 0:r0=0 1:r1=0 (allowed) is forbidden by the source\n"
                     "    witness execution of the target under opencl:\n"
                     "      P0:e2 W x=1 rel dev  (line 10: atomic_store_explicit(x, 1, memory_order_release, memory_scope_device))\n"
                     "      P0:e3 R y=0 acq dev  <- init  (line 11: atomic_load_explicit(y, memory_order_acquire, memory_scope_device))\n"
                     "      P1:e4 W y=1 rel dev  (line 15: atomic_store_explicit(y, 1, memory_order_release, memory_scope_device))\n"
                     "      P1:e5 R x=0 acq dev  <- init  (line 16: atomic_load_explicit(x, memory_order_acquire, memory_scope_device))\n"
                     "      co x: init < P0:e2\n"
                     "      co y: init < P1:e4\n"
                     "Result unsound\n");
  }
}

TEST(Refine, ARacySourceConstrainsNothing) {
  auto r = runClmm({"refine", "examples/ci-example/mp_wg_scope_race.litmus", "examples/ci-example/mp_relaxed.litmus"});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(r.out,
            "Refine examples/ci-example/mp_wg_scope_race.litmus (opencl) by examples/ci-example/mp_relaxed.litmus (opencl), engine auto\n"
            "Source MP_wg_scope_race: 2 states, verdict racy\n"
            "  the source is racy (data_race: P0:e3 W flag=1 rel wg (line 9)  vs  P1:e4 R flag acq wg (line 13)): its "
            "behaviour is undefined, so any target refines it\n"
            "Result sound (the source is racy)\n");
}

TEST(Refine, ARacyTargetOfARaceFreeSourceIsUnsound) {
  Scratch s;
  auto source = s.write("mp.litmus", kMpData);
  auto target = s.write("mp_relaxed.litmus", relaxedMpData());
  auto r = runClmm({"refine", source, target});
  EXPECT_EQ(r.rc, 1) << r.err;
  auto out = clmm::test::lines(r.out);
  ASSERT_GE(out.size(), 6u) << r.out;
  EXPECT_EQ(out[1], "Source mp_data: 2 states, verdict forbidden");
  EXPECT_EQ(out[2], "Target mp_data: 2 states, verdict racy");
  EXPECT_EQ(out[4], "  the target has undefined behaviour (data_race: P0:e2 W data=1 na wi (line 4)  vs  P1:e5 R data na wi "
                    "(line 10)), the source has none");
  EXPECT_EQ(out[5], "  target outcome 1:r0=1 1:r1=0 (racy) is forbidden by the source");
  EXPECT_EQ(out.back(), "Result unsound");
  // The other way round: the relaxed program is racy, so anything refines it.
  auto back = runClmm({"refine", target, source});
  EXPECT_EQ(back.rc, 0) << back.err;
  EXPECT_EQ(clmm::test::lines(back.out).back(), "Result sound (the source is racy)");
}

TEST(Refine, SourceAndTargetModels) {
  // Under plain sequential consistency (tests/data/user-model.cat) SB's weak outcome is gone:
  // the SC program refines the relaxed OpenCL one, not the other way round.
  auto r = runClmm({"refine", "--source-model", "opencl", "--target-model", "tests/data/user-model.cat",
                    "tests/data/sb_relaxed.litmus", "tests/data/sb_relaxed.litmus"});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_EQ(clmm::test::lines(r.out).back(), "Result sound");
  auto back = runClmm({"refine", "--source-model", "tests/data/user-model.cat", "--target-model", "opencl",
                       "tests/data/sb_relaxed.litmus", "tests/data/sb_relaxed.litmus"});
  EXPECT_EQ(back.rc, 1) << back.err;
  EXPECT_NE(back.out.find("  target outcome 0:r0=0 1:r1=0 (allowed) is forbidden by the source\n"), std::string::npos)
      << back.out;
}

TEST(Refine, ComparedOnTheSharedObservables) {
  Scratch s;
  // The target drops register r1 (and the data read): compared on 1:r0 only, with a note.
  std::string t = kMpData;
  t.replace(t.find("  int r1 = -1;\n  if (r0 == 1) r1 = *data;\n"), std::string("  int r1 = -1;\n  if (r0 == 1) r1 = *data;\n").size(), "");
  t.replace(t.find("exists (1:r0=1 /\\ 1:r1=0)"), std::string("exists (1:r0=1 /\\ 1:r1=0)").size(), "exists (1:r0=1)");
  auto source = s.write("mp.litmus", kMpData);
  auto target = s.write("mp_no_r1.litmus", t);
  auto r = runClmm({"refine", source, target});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("Compared on 1:r0\n  note: the target does not observe 1:r1; outcomes are compared on the others\n"),
            std::string::npos)
      << r.out;
}

TEST(Refine, Json) {
  Scratch s;
  auto lowered = runClmm({"lower", "--mapping", "axioms/mappings/sc-acqrel.map", "examples/ci-example/sb_sc.litmus"});
  auto target = s.write("sb_lowered.litmus", lowered.out);
  auto r = runClmm({"refine", "--format", "json", "examples/ci-example/sb_sc.litmus", target});
  EXPECT_EQ(r.rc, 1) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["result"], "unsound");
  EXPECT_EQ(j["source"]["verdict"], "forbidden");
  EXPECT_EQ(j["target"]["verdict"], "allowed");
  EXPECT_EQ(j["observables"], nlohmann::json({"0:r0", "1:r1"}));
  EXPECT_EQ(j["source_states"].size(), 3u);
  ASSERT_EQ(j["extra"].size(), 1u);
  EXPECT_EQ(j["extra"][0]["state"], nlohmann::json({{"0:r0", 0}, {"1:r1", 0}}));
  EXPECT_EQ(j["extra"][0]["class"], "allowed");
  // The witness is an object: its events with their fields (a refined file of one's own has no
  // mapping behind it: no source or rule), and the coherence orders.
  EXPECT_EQ(j["extra"][0]["witness"]["events"][0],
            nlohmann::json({{"event", "P0:e2"}, {"thread", "P0"}, {"kind", "W"}, {"location", "x"}, {"written", 1},
                            {"order", "rel"}, {"scope", "dev"}, {"line", 10},
                            {"text", "atomic_store_explicit(x, 1, memory_order_release, memory_scope_device)"}}));
  EXPECT_EQ(j["extra"][0]["witness"]["events"][1]["reads_from"], "init");
  EXPECT_EQ(j["extra"][0]["witness"]["events"][1]["read"], 0);
  EXPECT_EQ(j["extra"][0]["witness"]["coherence"][0], nlohmann::json({{"location", "x"}, {"order", {"init", "P0:e2"}}}));
  EXPECT_EQ(j["source_racy"], false);
  EXPECT_EQ(j["target_racy"], false);
  EXPECT_EQ(j["unchanged"], false);
  EXPECT_TRUE(j["ub"].empty());

  auto racy = runClmm({"refine", "--format", "json", "examples/ci-example/mp_wg_scope_race.litmus", target});
  EXPECT_EQ(racy.rc, 0);
  auto jr = nlohmann::json::parse(racy.out);
  EXPECT_EQ(jr["result"], "sound");
  EXPECT_EQ(jr["source_racy"], true);
  EXPECT_TRUE(jr["target"].is_null());
  EXPECT_EQ(jr["ub"][0]["flag"], "data_race");
}

TEST(Refine, BadInputsAndUnknownResults) {
  Scratch s;
  auto missing = runClmm({"refine", "examples/ci-example/sb_sc.litmus", s.path("nope.litmus")});
  EXPECT_EQ(missing.rc, 2);
  EXPECT_EQ(missing.err, s.path("nope.litmus") + ": error: cannot open file\n");
  auto broken = s.write("broken.litmus", "OPENCL broken\n{ x=0; }\nP0 (global atomic_int* x) { atomic_store(x, 1) }\n");
  auto bad = runClmm({"refine", broken, "examples/ci-example/sb_sc.litmus"});
  EXPECT_EQ(bad.rc, 2);
  EXPECT_NE(bad.err.find(broken + ":3:"), std::string::npos) << bad.err;
  auto badTarget = runClmm({"refine", "examples/ci-example/sb_sc.litmus", broken});
  EXPECT_EQ(badTarget.rc, 2);
  EXPECT_NE(badTarget.err.find(broken + ":3:"), std::string::npos) << badTarget.err;
  auto badModel = runClmm({"refine", "--target-model", "tests/data/bad-model.cat", "examples/ci-example/sb_sc.litmus",
                           "examples/ci-example/sb_sc.litmus"});
  EXPECT_EQ(badModel.rc, 2);
  EXPECT_NE(badModel.err.find("tests/data/bad-model.cat:"), std::string::npos) << badModel.err;
  auto badEngine = runClmm({"refine", "--engine", "magic", "examples/ci-example/sb_sc.litmus", "examples/ci-example/sb_sc.litmus"});
  EXPECT_EQ(badEngine.rc, 2);
  EXPECT_EQ(badEngine.err, "clmm: error: unknown engine 'magic' (expected auto, enumerate, smt)\n");

  auto slow = s.write("slow.litmus", clmm::test::slowLitmus());
  auto unknown = runClmm({"refine", "--engine", "enumerate", "--timeout", "0.3", slow, slow});
  EXPECT_EQ(unknown.rc, 3);
  EXPECT_NE(unknown.out.find("  unknown: source under opencl: timeout after"), std::string::npos) << unknown.out;
  EXPECT_EQ(clmm::test::lines(unknown.out).back(), "Result unknown");
}

TEST(Refine, AnExtraOutcomeWithoutAWitness) {
  // The witness search has its own time budget; an outcome it cannot reach in time is still
  // reported, with the state only.
  clmm::RefineResult r;
  r.status = clmm::RefineStatus::Unsound;
  r.observables = {"0:r0"};
  r.target.model = "opencl";
  clmm::ExtraOutcome e;
  e.values = {7};
  r.extra.push_back(e);
  EXPECT_EQ(clmm::describeRefinement(r),
            (std::vector<std::string>{"  target outcome 0:r0=7 (allowed) is forbidden by the source",
                                      "    (no witness execution found in time)"}));
}

}  // namespace

// Without --source-model / --target-model, each side takes its test's dialect's model: a PTX test
// is held to ptx (under opencl its weak accesses race, and a racy source is refined by anything).
TEST(Refine, EachSideTakesItsDialectsModel) {
  const std::string ptx = "examples/ptx/mp_rel_acq_gpu.litmus";
  auto r = runClmm({"refine", ptx, ptx});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("(ptx) by " + ptx + " (ptx)"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("Result sound\n"), std::string::npos) << r.out;
  EXPECT_EQ(r.out.find("the source is racy"), std::string::npos) << r.out;
  auto named = runClmm({"refine", "--source-model", "opencl", "--target-model", "opencl", ptx, ptx});
  EXPECT_NE(named.out.find("Result sound (the source is racy)"), std::string::npos) << named.out;
  auto cl = runClmm({"refine", "examples/basics/mp_dev.litmus", "examples/basics/mp_dev.litmus"});
  EXPECT_NE(cl.out.find("(opencl) by examples/basics/mp_dev.litmus (opencl)"), std::string::npos) << cl.out;
}

namespace {

// Issue 36 item 6: a target that may wait forever refines no source that always finishes, even
// though it has no outcome the source forbids (an execution that never ends has no final state).
const char* kFinishes = R"(OPENCL finishes
{ x=0; y=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);
}
P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device);
}
exists (1:r0=1)
)";

std::string withP1Tail(const std::string& tail) {
  std::string s = kFinishes;
  const std::string at = "memory_scope_device);\n}\nexists";
  s.replace(s.find(at), at.size(), "memory_scope_device);\n" + tail + "}\nexists");
  return s;
}

}  // namespace

TEST(Refine, ATargetThatMayHangRefinesNoSourceThatFinishes) {
  Scratch s;
  auto source = s.write("finishes.litmus", kFinishes);
  // Every execution of the target loops forever: no final state at all.
  auto endless = s.write("endless.litmus", withP1Tail("  while (1) {}\n"));
  // Some executions of the target wait forever for a flag nobody sets (r0 == 0).
  auto spin = s.write("spin.litmus", withP1Tail("  if (r0 == 0) { while (atomic_load_explicit(y, memory_order_relaxed, "
                                                "memory_scope_device) == 0) {} }\n"));
  for (const char* engine : {"smt", "enumerate"})
    for (const std::string& target : {endless, spin}) {
      auto r = runClmm({"refine", "--engine", engine, source, target});
      EXPECT_EQ(r.rc, 1) << target << "\n" << r.out << r.err;
      EXPECT_NE(r.out.find("  the target may wait forever (P1 "), std::string::npos) << r.out;
      EXPECT_NE(r.out.find("the source always finishes\nResult unsound\n"), std::string::npos) << r.out;
      auto j = runClmm({"refine", "--format", "json", "--engine", engine, source, target});
      EXPECT_NE(j.out.find("\"target_hangs\":\"the target may wait forever"), std::string::npos) << j.out;
    }
  // The same program on both sides: it hangs on both, which is no miscompilation.
  auto same = runClmm({"refine", spin, spin});
  EXPECT_EQ(same.rc, 0) << same.out << same.err;
}

TEST(Refine, ATargetNoneOfWhoseExecutionsFinishes) {
  clmm::RefineResult r;
  r.status = clmm::RefineStatus::Unsound;
  r.targetHangs = "no execution of the target finishes; the source's do";
  EXPECT_EQ(clmm::describeRefinement(r), (std::vector<std::string>{"  no execution of the target finishes; the source's do"}));
}
