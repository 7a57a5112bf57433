// clmm serve's endpoints (serve/Api.h) without a network: a check's states, located errors in a
// test and in a model, stepping to an inconsistent execution with its checks' values and picture,
// the catalogue (without its answers), and the guards (size, nesting, bad JSON, includes, remote).
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "check/Engine.h"
#include "serve/Api.h"
#include "serve/Server.h"
#include "support/Budget.h"
#include "tests/TestPaths.h"

namespace clmm::serve {
namespace {

using nlohmann::json;

const char* kMp = R"(OPENCL MP
{ data=0; flag=0; }
P0@wg 0, dev 0 (global int* data, global atomic_int* flag) {
  *data = 42;
  atomic_store_explicit(flag, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global int* data, global atomic_int* flag) {
  int r0 = atomic_load_explicit(flag, memory_order_acquire, memory_scope_device);
  int r1 = -1;
  if (r0 == 1) { r1 = *data; }
}
exists (1:r0=1 /\ 1:r1=0)
)";

json call(ApiAnswer (*endpoint)(const std::string&, const ServeLimits&), const json& request, int status = 200) {
  ApiAnswer a = endpoint(request.dump(), ServeLimits{});
  EXPECT_EQ(a.status, status) << a.body;
  return json::parse(a.body);
}

TEST(ServeApi, CheckGivesTheStatesAndTheVerdict) {
  json r = call(apiCheck, {{"test", kMp}, {"model", "opencl"}});
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["verdict"], "forbidden");
  ASSERT_EQ(r["states"].size(), 2u);
  EXPECT_EQ(r["states"][0]["class"], "allowed");
  EXPECT_EQ(r["states"][1]["values"], "1:r0=1; 1:r1=42; ");
}

TEST(ServeApi, ABadTestIsALocatedError) {
  std::string bad = kMp;
  bad.replace(bad.find("atomic_store_explicit"), 21, "atomic_stor_explicit");
  json r = call(apiCheck, {{"test", bad}, {"model", "opencl"}});
  ASSERT_FALSE(r["ok"].get<bool>());
  ASSERT_FALSE(r["errors"].empty());
  EXPECT_EQ(r["errors"][0]["where"], "test");
  EXPECT_EQ(r["errors"][0]["line"], 5);
  EXPECT_GT(r["errors"][0]["col"].get<int>(), 0);
}

TEST(ServeApi, ABadModelIsALocatedErrorAndIncludesOnlyBuiltInFiles) {
  json r = call(apiCheck, {{"test", kMp}, {"modelText", "include \"opencl.cat\"\nacyclic nosuchrel\n"}});
  ASSERT_FALSE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["errors"][0]["where"], "model");
  EXPECT_EQ(r["errors"][0]["line"], 2);
  EXPECT_EQ(r["errors"][0]["col"], 9);
  // An error inside an included file is named with its place there, not put on the editor's lines.
  json included = call(apiCheck, {{"test", kMp}, {"modelText", "include \"opencl-base.cat\"\n"}});
  ASSERT_FALSE(included["ok"].get<bool>());
  EXPECT_EQ(included["errors"][0]["line"], 0);
  EXPECT_EQ(included["errors"][0]["message"].get<std::string>().rfind("in opencl-base.cat:", 0), 0u) << included.dump();
  json outside = call(apiCheck, {{"test", kMp}, {"modelText", "include \"mine.cat\"\n"}});
  ASSERT_FALSE(outside["ok"].get<bool>());
  EXPECT_NE(outside["errors"][0]["message"].get<std::string>().find("only built-in model files"), std::string::npos)
      << outside.dump();
  json unknown = call(apiCheck, {{"test", kMp}, {"model", "../../etc/passwd"}});
  EXPECT_NE(unknown["errors"][0]["message"].get<std::string>().find("is not a built-in model"), std::string::npos);
}

TEST(ServeApi, AModelGivenAsTextIsChecked) {
  json r = call(apiCheck, {{"test", kMp}, {"modelText", "include \"opencl.cat\"\n"}});
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["verdict"], "forbidden");
}

TEST(ServeApi, StepsToTheInconsistentExecutionWithItsChecks) {
  json all = call(apiExecution, {{"test", kMp}, {"model", "opencl"}, {"state", -1}, {"only", "candidate"}});
  json consistent = call(apiExecution, {{"test", kMp}, {"model", "opencl"}, {"state", -1}, {"only", "consistent"}});
  EXPECT_GT(all["count"].get<int>(), consistent["count"].get<int>());
  json r = call(apiExecution, {{"test", kMp}, {"model", "opencl"}, {"only", "candidate"}, {"find", "inconsistent"}});
  ASSERT_TRUE(r["execution"].is_object()) << r.dump();
  const json& x = r["execution"];
  EXPECT_EQ(x["role"], "inconsistent");
  EXPECT_EQ(x["state"], "1:r0=1; 1:r1=0; ");
  bool failing = false;
  for (const auto& c : x["axioms"]["checks"])
    if (c["value"] == "fails") failing = !c["why"].get<std::string>().empty();
  EXPECT_TRUE(failing) << x["axioms"].dump();
  EXPECT_NE(x["dot"].get<std::string>().find("digraph"), std::string::npos);
  EXPECT_NE(x["svg"].get<std::string>().find("<svg"), std::string::npos);
  EXPECT_EQ(x["svg"].get<std::string>().find("<script"), std::string::npos);
  EXPECT_FALSE(x["relations"]["rf"].empty());
  ASSERT_FALSE(x["events"].empty());
  EXPECT_EQ(x["events"][0]["workItem"], "P0");
  EXPECT_EQ(x["events"][0]["workGroup"], 0);
}

TEST(ServeApi, RacesComeWithTheirTwoEvents) {
  std::string racy = kMp;
  for (size_t at; (at = racy.find("memory_scope_device")) != std::string::npos;)
    racy.replace(at, 19, "memory_scope_work_group");
  json r = call(apiExecution, {{"test", racy}, {"model", "opencl"}, {"state", 1}});
  ASSERT_TRUE(r["execution"].is_object()) << r.dump();
  EXPECT_EQ(r["execution"]["role"], "racy");
  bool race = false;
  for (const auto& f : r["execution"]["axioms"]["flags"])
    if (f["raised"].get<bool>() && f.contains("races") && !f["races"].empty())
      race = !f["races"][0]["first"].get<std::string>().empty() && !f["races"][0]["second"].get<std::string>().empty();
  EXPECT_TRUE(race) << r["execution"]["axioms"].dump();
}

TEST(ServeApi, GuardsRefuseBadRequests) {
  ServeLimits limits;
  EXPECT_EQ(apiCheck("{\"test\": ", limits).status, 400);
  EXPECT_EQ(apiCheck("[1, 2]", limits).status, 400);
  EXPECT_EQ(apiCheck(json{{"test", 3}}.dump(), limits).status, 400);
  EXPECT_EQ(apiCheck(std::string(2000, '[') + std::string(2000, ']'), limits).status, 400);
  EXPECT_EQ(apiCheck(std::string(limits.maxBodyBytes + 1, ' '), limits).status, 413);
  EXPECT_EQ(apiExecution(json{{"test", kMp}, {"index", "x"}}.dump(), limits).status, 400);
  EXPECT_TRUE(jsonDepthWithin(R"({"a": "[[[[[[[[[[[["})", 2));
  EXPECT_FALSE(jsonDepthWithin("[[[", 2));
}

TEST(ServeApi, LimitsOfTheCommandLineHold) {
  // The input guard's size (--max-input-size) for the test's text.
  const uint64_t saved = maxInputBytes();
  setMaxInputBytes(100);
  json big = call(apiCheck, {{"test", kMp}});
  setMaxInputBytes(saved);
  ASSERT_FALSE(big["ok"].get<bool>());
  EXPECT_EQ(big["errors"][0]["message"], "larger than the input limit (--max-input-size)");
  // A test past --max-events is unknown, and its executions are not enumerated.
  ResourceLimits limits;
  limits.maxEvents = 2;
  setResourceLimits(limits);
  json unknown = call(apiExecution, {{"test", kMp}, {"model", "opencl"}});
  setResourceLimits(ResourceLimits{});
  ASSERT_FALSE(unknown["ok"].get<bool>());
  EXPECT_NE(unknown["request"].get<std::string>().find("the test is unknown under opencl"), std::string::npos)
      << unknown.dump();
  json none = call(apiExecution, {{"test", kMp}, {"model", "opencl"}, {"state", 9}}, 400);
  EXPECT_EQ(none["request"], "no such state or execution");
}

TEST(ServeApi, TheCatalogueHasLessonsAndKeepsTheAnswerBack) {
  json c = json::parse(apiCatalogue().body);
  ASSERT_GE(c["lessons"].size(), 5u);
  EXPECT_EQ(c["lessons"][0]["title"], "Message passing");
  EXPECT_EQ(c["lessons"][0]["tests"][0], "mp_wg_two_groups");
  json t = json::parse(apiCatalogueTest("mp_wg_two_groups").body);
  EXPECT_EQ(t["text"].get<std::string>().find("clmm-expect"), std::string::npos);
  EXPECT_NE(t["notes"].get<std::string>().find("Teaches"), std::string::npos);
  EXPECT_EQ(t["withoutNotes"].get<std::string>().find("Teaches"), std::string::npos);
  EXPECT_EQ(apiCatalogueTest("no_such_test").status, 404);
}

TEST(ServeOptions, ANonLoopbackAddressNeedsAllowRemote) {
  ServeOptions o;
  EXPECT_EQ(refuseOptions(o), "");
  o.host = "0.0.0.0";
  EXPECT_NE(refuseOptions(o).find("--allow-remote"), std::string::npos);
  o.allowRemote = true;
  EXPECT_EQ(refuseOptions(o), "");
  o.port = 70000;
  EXPECT_NE(refuseOptions(o).find("is not a port"), std::string::npos);
  EXPECT_TRUE(isLoopback("127.0.0.2"));
  EXPECT_TRUE(isLoopback("::1"));
  EXPECT_FALSE(isLoopback("192.168.1.1"));
  EXPECT_FALSE(isLoopback("127.0.0.1.example.com"));
}

}  // namespace
}  // namespace clmm::serve
