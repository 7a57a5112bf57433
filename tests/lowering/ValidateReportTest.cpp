// `clmm validate`'s counterexamples that say why: each witness event names the source operation
// and the mapping rule behind it (text and JSON objects), and the report formats (--format
// brief, --junit FILE) and --explain.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

namespace clmm::test {
namespace {

bool has(const std::string& text, const std::string& piece) { return text.find(piece) != std::string::npos; }

#define EXPECT_HAS(text, piece) EXPECT_TRUE(has(text, piece)) << "missing: " << (piece) << "\n---\n" << (text)

const char* kMapping = "axioms/mappings/ra-fences-wg.map";
const char* kTest = "examples/lowering/mp_dev_wg_fences.litmus";

// The fence the mapping inserts before the release store comes from that store (line 12 of the
// test) and from the store rule (line 7 of the mapping); the relaxed load matched no rule.
TEST(ValidateReport, JsonWitnessEventsNameTheirSourceAndRule) {
  auto r = runClmm({"validate", "--format", "json", "--mapping", kMapping, kTest});
  EXPECT_EQ(r.rc, 1) << r.err;
  auto j = nlohmann::json::parse(r.out);
  const auto& events = j["extra"][0]["witness"]["events"];
  ASSERT_EQ(events.size(), 6u) << r.out;
  EXPECT_EQ(events[1]["event"], "P0:e3");
  EXPECT_EQ(events[1]["kind"], "F");
  EXPECT_EQ(events[1]["flags"], "G");
  EXPECT_EQ(events[1]["order"], "rel");
  EXPECT_EQ(events[1]["scope"], "wg");
  EXPECT_EQ(events[1]["source"],
            nlohmann::json({{"file", kTest}, {"line", 12}, {"col", 3},
                            {"text", "atomic_store_explicit(y, 1, memory_order_release, memory_scope_device)"}}));
  EXPECT_EQ(events[1]["rule"],
            nlohmann::json({{"file", kMapping}, {"line", 7},
                            {"text", "store order=release -> fence($flags, release, work_group); store(relaxed, $scope)"}}));
  EXPECT_EQ(events[5]["event"], "P1:e7");
  EXPECT_EQ(events[5]["reads_from"], "init");
  EXPECT_EQ(events[5]["read"], 0);
  EXPECT_EQ(events[5]["source"]["line"], 16);
  EXPECT_TRUE(events[5]["rule"].is_null());
  EXPECT_EQ(j["extra"][0]["witness"]["coherence"].size(), 2u);
}

// Smallest tests first, as in the text format.
TEST(ValidateReport, BriefOneLinePerTest) {
  auto r = runClmm({"validate", "--format", "brief", "--mapping", "axioms/mappings/sc-acqrel.map",
                    "examples/lowering/sb_sc.litmus", "examples/lowering/mp_spin.litmus"});
  EXPECT_EQ(r.rc, 1) << r.err;
  EXPECT_EQ(r.out,
            "UNSOUND examples/lowering/sb_sc.litmus [sc-acqrel.map] target outcome 0:r0=0 1:r1=0 (allowed) is "
            "forbidden by the source\n"
            "ok      examples/lowering/mp_spin.litmus [sc-acqrel.map] sound (unchanged by the mapping)\n"
            "2 tests: 1 sound, 1 unsound, 0 unknown\n");
}

TEST(ValidateReport, JunitReport) {
  Scratch s;
  std::string bad = s.write("bad.litmus", "OpenCL bad\n{ x=0; }\nP0 (global atomic_int* x) { oops }\n");
  auto r = runClmm({"validate", "-q", "--junit", s.path("report.xml"), "--mapping", "axioms/mappings/sc-acqrel.map",
                    "examples/lowering/sb_sc.litmus", "examples/lowering/mp_spin.litmus", bad});
  EXPECT_EQ(r.rc, 2) << r.err;  // the bad input wins
  std::string xml = slurp(s.path("report.xml"));
  EXPECT_HAS(xml, "<testsuite name=\"clmm validate\" tests=\"3\" failures=\"1\" errors=\"1\"");
  EXPECT_HAS(xml, "<testcase name=\"mp_spin.litmus [sc-acqrel.map]\" classname=\"examples.lowering\"");
  EXPECT_HAS(xml, "<testcase name=\"sb_sc.litmus [sc-acqrel.map]\"");
  EXPECT_HAS(xml, "<failure type=\"unsound\" message=\"target outcome 0:r0=0 1:r1=0 (allowed) is forbidden by the source\">");
  EXPECT_HAS(xml, "by rule axioms/mappings/sc-acqrel.map:7");
  EXPECT_HAS(xml, "<testcase name=\"bad.litmus [sc-acqrel.map]\"");
  EXPECT_HAS(xml, "<error type=\"bad-input\" message=\"" + bad + ":3:");
  // A report that cannot be written is an error.
  r = runClmm({"validate", "-q", "--junit", s.path("no/such/dir/report.xml"), "--mapping",
               "axioms/mappings/sc-acqrel.map", "examples/lowering/mp_spin.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_HAS(r.err, "clmm: error: cannot write the JUnit report '" + s.path("no/such/dir/report.xml") + "'\n");
}

// --explain: why the source model forbids the counterexample (its CohG cycle through the
// release/acquire synchronisation the mapping lost) and how the target model reaches it.
TEST(ValidateReport, ExplainGivesBothModelsReasons) {
  auto r = runClmm({"validate", "--explain", "--mapping", kMapping, kTest});
  EXPECT_EQ(r.rc, 1) << r.err;
  EXPECT_HAS(r.out, "  explanation of target outcome 1:r0=1 1:r1=0:\n    why the source forbids it, under opencl:\n"
                    "      Explanation of mp_dev_wg_fences under opencl\n"
                    "      Why forbidden: no consistent execution ends in a state where (1:r0=1 /\\ 1:r1=0)\n"
                    "        forbidden by: CohG\n");
  EXPECT_HAS(r.out, "              -ra_sw_G->  c: P1 R y=1 acq dev   [b -rf-> c]\n");
  EXPECT_HAS(r.out, "    why the target allows it, under opencl (lines of the lowered test, as clmm lower prints it):\n");
  EXPECT_HAS(r.out, "        State 1:r0=1 1:r1=0 (satisfies the condition):\n");
  EXPECT_HAS(r.out, "            b: F global rel wg              line 10\n");
  // In JSON, each extra outcome carries its explanation.
  auto j = runClmm({"validate", "--explain", "--format", "json", "--mapping", kMapping, kTest});
  auto doc = nlohmann::json::parse(j.out);
  std::string text = doc["extra"][0]["explanation"];
  EXPECT_EQ(text.rfind("    why the source forbids it, under opencl:\n", 0), 0u) << text;
  // Brief: the line, then the explanation.
  auto b = runClmm({"validate", "--explain", "--format", "brief", "--mapping", kMapping, kTest});
  EXPECT_HAS(b.out, "UNSOUND " + std::string(kTest) + " [ra-fences-wg.map] target outcome 1:r0=1 1:r1=0 (allowed) is "
                    "forbidden by the source\n  explanation of target outcome 1:r0=1 1:r1=0:\n");
}

TEST(ValidateReport, RefineExplain) {
  Scratch s;
  auto lowered = runClmm({"lower", "--mapping", "axioms/mappings/sc-acqrel.map", "examples/ci-example/sb_sc.litmus"});
  auto target = s.write("sb_lowered.litmus", lowered.out);
  auto r = runClmm({"refine", "--explain", "examples/ci-example/sb_sc.litmus", target});
  EXPECT_EQ(r.rc, 1) << r.err;
  EXPECT_HAS(r.out, "  explanation of target outcome 0:r0=0 1:r1=0:\n    why the source forbids it, under opencl:\n");
  EXPECT_HAS(r.out, "        forbidden by: SC\n");
  EXPECT_HAS(r.out, "    why the target allows it, under opencl (lines of the lowered test, as clmm lower prints it):\n");
  EXPECT_HAS(r.out, "Result unsound\n");
}

// A racy target: the racing events say where they come from, in the text and in JSON.
TEST(ValidateReport, RacyTargetEventsNameTheirSource) {
  auto r = runClmm({"validate", "--format", "json", "--mapping", "axioms/mappings/barrier-local.map",
                    "examples/lowering/barrier_global_data.litmus"});
  EXPECT_EQ(r.rc, 1) << r.err;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["ub"][0]["origins"],
            nlohmann::json({"P0:e1 from examples/lowering/barrier_global_data.litmus:10:3 `*x = 1;`, matched by no rule: as written",
                            "P1:e6 from examples/lowering/barrier_global_data.litmus:15:12 `*x`, matched by no rule: as written"}));
}

}  // namespace
}  // namespace clmm::test
