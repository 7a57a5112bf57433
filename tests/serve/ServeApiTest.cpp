// clmm serve's endpoints (serve/Api.h) without a network: a check's states, located errors in a
// test and in a model, stepping to an inconsistent execution with its checks' values and picture,
// the catalogue (without its answers), the guards (size, nesting, bad JSON, every field's type
// and range, includes, remote), the kept checks, the relations drawn on request, the loop bound.
#include <gtest/gtest.h>

#include <map>

#include <nlohmann/json.hpp>

#include "check/Engine.h"
#include "serve/Api.h"
#include "serve/Request.h"
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
  bool rf = false;
  for (const auto& rel : x["relations"]) rf |= rel["name"] == "rf" && !rel["pairs"].empty();
  EXPECT_TRUE(rf) << x["relations"].dump();
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
  EXPECT_EQ(json::parse(apiCheck("[1, 2]", limits).body)["request"], "the request must be a JSON object");
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
  // A test past --max-events is unknown, and its executions are not enumerated (the kept checks
  // forgotten: they were made under other limits).
  forgetChecks();
  ResourceLimits limits;
  limits.maxEvents = 2;
  setResourceLimits(limits);
  json unknown = call(apiExecution, {{"test", kMp}, {"model", "opencl"}});
  setResourceLimits(ResourceLimits{});
  forgetChecks();  // (the unknown check is kept: under the same limits it is unknown again)
  ASSERT_FALSE(unknown["ok"].get<bool>());
  EXPECT_NE(unknown["request"].get<std::string>().find("the test is unknown under opencl"), std::string::npos)
      << unknown.dump();
  json none = call(apiExecution, {{"test", kMp}, {"model", "opencl"}, {"state", 9}}, 400);
  EXPECT_EQ(none["request"], "state 9 is not one of the test's 2 final states (-1: any)");
}

// Every field of a request is checked, type and range, before anything is loaded; each refusal
// says which field and what it must be.
TEST(ServeApi, EveryFieldIsCheckedWithAMessage) {
  auto refusal = [](ApiAnswer (*endpoint)(const std::string&, const ServeLimits&), json request) {
    request["test"] = kMp;
    json r = call(endpoint, request, 400);
    return r["request"].get<std::string>();
  };
  EXPECT_EQ(refusal(apiExecution, {{"state", -5}}), "state must be at least -1 (-1: any state)");
  EXPECT_EQ(refusal(apiExecution, {{"state", "1"}}), "state must be an integer from -1 to 1073741824 (-1: any state)");
  EXPECT_EQ(refusal(apiExecution, {{"state", 1.5}}), "state must be an integer from -1 to 1073741824 (-1: any state)");
  EXPECT_EQ(refusal(apiExecution, {{"state", uint64_t{1} << 63}}), "state must be at most 1073741824 (-1: any state)");
  EXPECT_EQ(refusal(apiExecution, {{"index", -1}}), "index must be at least 0");
  EXPECT_EQ(refusal(apiExecution, {{"only", "some"}}), "only must be \"consistent\" or \"candidate\"");
  EXPECT_EQ(refusal(apiExecution, {{"find", 1}}), "find must be \"inconsistent\" or \"\"");
  EXPECT_EQ(refusal(apiExecution, {{"draw", "rf"}}), "draw must be a list of at most 16 relation names");
  EXPECT_EQ(refusal(apiExecution, {{"draw", json::array({3})}}),
            "draw must list relation names (strings of 1 to 64 characters)");
  EXPECT_EQ(refusal(apiExecution, {{"draw", json::array({"nosuch"})}}),
            "draw: 'nosuch' is not a relation of the model (neither one it defines nor a primitive)");
  EXPECT_EQ(refusal(apiCheck, {{"model", 7}}), "model must be a string");
  EXPECT_EQ(refusal(apiCheck, {{"unroll", 0}}), "unroll must be at least 1");
  EXPECT_EQ(refusal(apiCheck, {{"unroll", 99}}), "unroll must be at most 16");
  EXPECT_EQ(refusal(apiCheck, {{"state", 0}}), "unknown field 'state' (this request takes test, model, modelText, unroll)");
  EXPECT_EQ(refusal(apiExecution, {{"tset", 0}}),
            "unknown field 'tset' (this request takes test, model, modelText, unroll, state, index, only, find, draw)");
}

// Stepping does not check the test again: the check is kept, and its executions enumerated once.
TEST(ServeApi, StepsFromTheKeptCheck) {
  forgetChecks();
  json first = call(apiExecution, {{"test", kMp}, {"model", "opencl"}, {"only", "candidate"}});
  ASSERT_TRUE(first["ok"].get<bool>()) << first.dump();
  // Under a limit the test would not pass now, the next step is still answered: from the kept check.
  ResourceLimits limits;
  limits.maxEvents = 2;
  setResourceLimits(limits);
  json next = call(apiExecution, {{"test", kMp}, {"model", "opencl"}, {"only", "candidate"}, {"index", 1}});
  json otherModel = call(apiExecution, {{"test", kMp}, {"model", "opencl-scoped"}, {"only", "candidate"}});
  setResourceLimits(ResourceLimits{});
  ASSERT_TRUE(next["ok"].get<bool>()) << next.dump();
  EXPECT_EQ(next["index"], 1);
  EXPECT_EQ(next["count"], first["count"]);
  EXPECT_FALSE(otherModel["ok"].get<bool>()) << "another model is another check";
}

// One test's executions are held at a time: stepping through another test and back enumerates
// them again, to the same executions.
TEST(ServeApi, SteppingThroughAnotherTestAndBack) {
  forgetChecks();
  json a = call(apiExecution, {{"test", kMp}, {"model", "opencl"}, {"only", "candidate"}, {"index", 2}});
  json b = call(apiExecution, {{"test", kMp}, {"model", "opencl-scoped"}, {"only", "candidate"}});
  json again = call(apiExecution, {{"test", kMp}, {"model", "opencl"}, {"only", "candidate"}, {"index", 2}});
  ASSERT_TRUE(a["ok"].get<bool>() && b["ok"].get<bool>() && again["ok"].get<bool>()) << again.dump();
  EXPECT_EQ(again["count"], a["count"]);
  EXPECT_EQ(again["execution"]["dot"], a["execution"]["dot"]);
}

// Every relation the model defines and every primitive one can be drawn: its edges carry their own
// class, and the answer lists its pairs; the scope relations among them.
TEST(ServeApi, DrawsTheRelationsAsked) {
  json r = call(apiExecution, {{"test", kMp}, {"model", "opencl"}, {"draw", json::array({"incl", "wg"})}});
  ASSERT_TRUE(r["execution"].is_object()) << r.dump();
  const json& x = r["execution"];
  EXPECT_EQ(x["drawn"], json::array({"incl", "wg"}));
  const std::string svg = x["svg"].get<std::string>();
  EXPECT_NE(svg.find("rel_x rel_x0"), std::string::npos);  // incl: the two device-scope atomics
  EXPECT_NE(svg.find("rel_x rel_x1"), std::string::npos);  // wg: each work-item's events
  EXPECT_NE(x["dot"].get<std::string>().find("label=\"incl\""), std::string::npos);
  std::map<std::string, json> byName;
  for (const auto& rel : x["relations"]) byName[rel["name"]] = rel;
  ASSERT_TRUE(byName.count("incl") && byName.count("hb") && byName.count("wg") && byName.count("loc"));
  EXPECT_EQ(byName["incl"]["source"], "model");
  EXPECT_EQ(byName["wg"]["source"], "primitive");
  EXPECT_GT(byName["incl"]["count"].get<int>(), 0);
  EXPECT_FALSE(byName["incl"]["words"].get<std::string>().empty());
}

// The loop bound is the page's setting (the command line's --unroll): an unknown test says so in
// those words.
TEST(ServeApi, TheLoopBoundIsASettingOfTheRequest) {
  const char* spin = R"(OPENCL spin
{ int data=0; flag=0; }
P0@wg 0, dev 0 (global int* data, global atomic_int* flag) {
  *data = 42;
  atomic_store_explicit(flag, 1, memory_order_release, memory_scope_device);
}
P1@wg 1, dev 0 (global int* data, global atomic_int* flag) {
  while (atomic_load_explicit(flag, memory_order_acquire, memory_scope_device) == 0) {}
  int r0 = *data;
}
exists (1:r0=0)
)";
  json one = call(apiCheck, {{"test", spin}, {"model", "opencl"}, {"unroll", 1}});
  ASSERT_TRUE(one["ok"].get<bool>()) << one.dump();
  EXPECT_EQ(one["verdict"], "unknown");
  const std::string why = one["unknownReason"].get<std::string>();
  EXPECT_EQ(why.find("--unroll"), std::string::npos) << why;
  EXPECT_NE(why.find("more than 1 iterations (the loop bound)"), std::string::npos) << why;
  EXPECT_NE(why.find("raise the loop bound (next to Run) to 2 or more"), std::string::npos) << why;
  json two = call(apiCheck, {{"test", spin}, {"model", "opencl"}, {"unroll", 2}});
  EXPECT_EQ(two["verdict"], "forbidden");
  json stepped = call(apiExecution, {{"test", spin}, {"model", "opencl"}, {"unroll", 1}});
  EXPECT_NE(stepped["request"].get<std::string>().find("the loop bound"), std::string::npos) << stepped.dump();
}

TEST(ServeApi, TheBuiltInModelsCanBeEdited) {
  json m = json::parse(apiModelText("opencl").body);
  EXPECT_EQ(m["name"], "opencl.cat");
  EXPECT_NE(m["text"].get<std::string>().find("include \"opencl-base.cat\""), std::string::npos);
  EXPECT_EQ(json::parse(apiModelText("opencl-base.cat").body)["name"], "opencl-base.cat");
  EXPECT_EQ(apiModelText("../../etc/passwd").status, 404);
  EXPECT_EQ(apiModelText("nosuch").status, 404);
}

TEST(ServeApi, TheCatalogueHasLessonsAndKeepsTheAnswerBack) {
  json c = json::parse(apiCatalogue().body);
  ASSERT_GE(c["lessons"].size(), 5u);
  EXPECT_EQ(c["lessons"][0]["title"], "Message passing");
  EXPECT_EQ(c["lessons"][0]["tests"][0]["name"], "mp_wg_two_groups");
  // Every lesson has tests; the PTX lesson has the PTX tests the README links.
  bool ptx = false;
  for (const auto& lesson : c["lessons"]) {
    EXPECT_FALSE(lesson["tests"].empty()) << lesson.dump();
    if (lesson["title"] == "The same questions in PTX") {
      ptx = true;
      EXPECT_EQ(lesson["tests"].size(), 3u) << lesson.dump();
      EXPECT_EQ(lesson["tests"][0]["name"], "ptx_mp_cta_two_ctas");
    }
  }
  EXPECT_TRUE(ptx) << c.dump();
  json ptxTest = call(apiCheck, {{"test", json::parse(apiCatalogueTest("ptx_mp_cta_two_ctas").body)["text"]}});
  EXPECT_EQ(ptxTest["model"], "ptx");
  EXPECT_EQ(ptxTest["verdict"], "allowed");
  // A name that gives the answer away is neutral in predict mode; the description goes too.
  json broken = json::parse(apiCatalogueTest("release_sequence_broken").body);
  EXPECT_EQ(broken["neutral"], "release_sequence_exercise");
  const std::string bare = broken["withoutNotes"].get<std::string>();
  EXPECT_EQ(bare.rfind("OPENCL Release_sequence_exercise\n{", 0), 0u) << bare;
  EXPECT_NE(broken["notes"].get<std::string>().find("\"A plain store of another work-item ends the release sequence\""),
            std::string::npos);
  EXPECT_TRUE(call(apiCheck, {{"test", bare}})["ok"].get<bool>());
  json t = json::parse(apiCatalogueTest("mp_wg_two_groups").body);
  EXPECT_EQ(t["text"].get<std::string>().find("clmm-expect"), std::string::npos);
  EXPECT_NE(t["notes"].get<std::string>().find("Teaches"), std::string::npos);
  EXPECT_EQ(t["withoutNotes"].get<std::string>().find("Teaches"), std::string::npos);
  EXPECT_EQ(apiCatalogueTest("no_such_test").status, 404);
}

// Every bundled test, as predict mode serves it (no description, no notes, a neutral name), is
// the same test: the same verdict and states as its full text, and nothing of the answer in it.
TEST(ServeApi, EveryCatalogueTestWithoutItsHintsIsTheSameTest) {
  json c = json::parse(apiCatalogue().body);
  size_t seen = 0;
  for (const auto& lesson : c["lessons"])
    for (const auto& t : lesson["tests"]) {
      json test = json::parse(apiCatalogueTest(t["name"]).body);
      const std::string bare = test["withoutNotes"].get<std::string>();
      EXPECT_EQ(bare.find("(*"), std::string::npos) << t["name"];
      EXPECT_EQ(bare.find('"'), std::string::npos) << t["name"];
      json full = call(apiCheck, {{"test", test["text"]}});
      json hidden = call(apiCheck, {{"test", bare}});
      ASSERT_TRUE(full["ok"].get<bool>() && hidden["ok"].get<bool>()) << t["name"] << hidden.dump();
      EXPECT_EQ(hidden["verdict"], full["verdict"]) << t["name"];
      EXPECT_EQ(hidden["states"], full["states"]) << t["name"];
      ++seen;
    }
  EXPECT_GE(seen, 29u);
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
