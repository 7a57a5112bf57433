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

}  // namespace
}  // namespace clmm::test
