// The mapping-file parser (lowering/MappingParser.cpp): what a rule means (kinds, fields,
// alternatives, substitutions, continuation lines, the `unmatched` directive) and every error
// message, each at its line and column.
#include <gtest/gtest.h>

#include "lowering/Mapping.h"

namespace {

using namespace clmm;
using namespace clmm::mapping;

Mapping parse(const std::string& text) {
  return parseMapping(std::make_shared<SourceFile>("m.map", text));
}

// "LINE:COL: message" of each error, or "" when the text is accepted.
std::string errors(const std::string& text) {
  try {
    parse(text);
  } catch (const BadInput& e) {
    std::string s;
    for (const auto& d : e.diagnostics())
      s += (s.empty() ? "" : "\n") + std::to_string(d.range.line) + ":" + std::to_string(d.range.col) + ": " + d.message;
    return s;
  }
  return "";
}

TEST(MappingParser, RulesPatternsAndTargets) {
  Mapping m = parse(
      "# a comment\n"
      "\n"
      "unmatched error\n"
      "load order=acquire,seq_cst scope=device region=global -> load(relaxed, $scope); fence($flags, acquire, work_group)\n"
      "cas order=acq_rel failure=* -> fence(CLK_GLOBAL_MEM_FENCE | local, mo_rel, s_dev);\n"
      "    cas($order, $failure, memory_scope_device)   # continued after ';'\n"
      "fence flags=global|local,none -> nothing\n"
      "barrier scope=* ->\n"
      "  barrier($flags | global, $scope)\n");
  EXPECT_TRUE(m.unmatchedIsError);
  ASSERT_EQ(m.rules.size(), 4u);
  const Rule& load = m.rules[0];
  EXPECT_EQ(load.pattern.kind, Kind::Load);
  EXPECT_EQ(*load.pattern.orders, (std::set<MemoryOrder>{MemoryOrder::Acquire, MemoryOrder::SeqCst}));
  EXPECT_EQ(*load.pattern.scopes, std::set<MemoryScope>{MemoryScope::Device});
  EXPECT_EQ(*load.pattern.regions, std::set<Region>{Region::Global});
  EXPECT_FALSE(load.pattern.flags.has_value());
  ASSERT_EQ(load.targets.size(), 2u);
  EXPECT_EQ(load.targets[0].kind, TargetOp::Kind::Access);
  EXPECT_EQ(load.targets[0].order.literal, MemoryOrder::Relaxed);
  EXPECT_TRUE(load.targets[0].scope.fromSource);
  EXPECT_EQ(load.targets[1].kind, TargetOp::Kind::Fence);
  EXPECT_TRUE(load.targets[1].flags.fromSource);
  EXPECT_EQ(load.targets[1].scope.literal, MemoryScope::WorkGroup);
  EXPECT_EQ(load.range.line, 4);

  const Rule& cas = m.rules[1];
  EXPECT_FALSE(cas.pattern.failures.has_value());  // '*': any
  EXPECT_EQ(cas.targets[0].flags.literal, kGlobalFlag | kLocalFlag);
  EXPECT_EQ(cas.targets[0].order.literal, MemoryOrder::Release);
  ASSERT_TRUE(cas.targets[1].failure.has_value());
  EXPECT_EQ(cas.targets[1].order.from, OrderArg::From::Order);
  EXPECT_EQ(cas.targets[1].failure->from, OrderArg::From::Failure);

  EXPECT_EQ(*m.rules[2].pattern.flags, (std::set<uint8_t>{kGlobalFlag | kLocalFlag, kNoFlags}));
  EXPECT_TRUE(m.rules[2].targets.empty());
  EXPECT_EQ(m.rules[3].targets[0].kind, TargetOp::Kind::Barrier);
  EXPECT_TRUE(m.rules[3].targets[0].flags.fromSource);
  EXPECT_EQ(m.rules[3].targets[0].flags.literal, kGlobalFlag);
}

TEST(MappingParser, EmptyFileIsTheIdentity) {
  Mapping m = parse("# nothing\n");
  EXPECT_TRUE(m.rules.empty());
  EXPECT_FALSE(m.unmatchedIsError);
  EXPECT_FALSE(parse("unmatched keep\n").unmatchedIsError);
}

TEST(MappingParser, EveryErrorIsLocated) {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {"lod -> nothing\n",
       "1:1: unknown operation 'lod'; a rule starts with load, store, rmw, cas, access, fence or barrier; did you mean "
       "'load'?"},
      {"load order=acquire load(relaxed, $scope)\n", "1:20: 'load' is not a field of load patterns (they take order, scope, region)"},
      {"load order=acquire ( load(relaxed, $scope)\n", "1:20: expected '->' after the pattern, found '('"},
      {"fence region=global -> nothing\n", "1:7: 'region' is not a field of fence patterns (they take order, scope, flags)"},
      {"barrier order=acq_rel -> barrier($flags, $scope)\n",
       "1:9: 'order' is not a field of barrier patterns (they take scope, flags)"},
      {"load failure=relaxed -> load(relaxed, $scope)\n",
       "1:6: 'failure' is not a field of load patterns (they take order, scope, region)"},
      {"load order acquire -> load(relaxed, $scope)\n", "1:12: expected '=' after 'order', found 'acquire'"},
      {"load order=\n", "1:12: expected a value for 'order', found the end of the line"},
      {"load order=aquire -> load(relaxed, $scope)\n",
       "1:12: unknown order 'aquire'; expected relaxed, acquire, release, acq_rel or seq_cst (or *); did you mean "
       "'acquire'?"},
      {"load scope=group -> load(relaxed, $scope)\n",
       "1:12: unknown scope 'group'; expected work_item, sub_group, work_group, device or all_svm_devices (or *)"},
      {"load region=private -> load(relaxed, $scope)\n", "1:13: unknown region 'private'; expected global or local (or *)"},
      {"rmw result=unsued -> rmw(relaxed, $scope)\n",
       "1:12: unknown result 'unsued'; expected used or unused (or *); did you mean 'unused'?"},
      {"load result=unused -> load(relaxed, $scope)\n",
       "1:6: 'result' is not a field of load patterns (they take order, scope, region)"},
      {"fence flags=image -> nothing\n",
       "1:13: unknown fence flag 'image'; expected global, local or none, joined by '|' (or *)"},
      {"fence flags=global| -> nothing\n", "1:21: expected a flag after '|', found '->'"},
      {"load order=acquire scope=device order=seq_cst -> load(relaxed, $scope)\n",
       "1:33: 'order' is given twice in this pattern"},
      {"rmw -> rmw($failure, $scope)\n",
       "1:12: '$failure' is defined only in cas rules (the failure order of a compare-exchange)"},
      {"load -> load(device, $scope)\n",
       "1:14: expected an order (relaxed, acquire, release, acq_rel or seq_cst, $order or $failure), found 'device'"},
      {"load -> load(relaxed, $order)\n",
       "1:23: expected a scope (work_item, sub_group, work_group, device or all_svm_devices or $scope), found '$order'"},
      {"load -> fence($scope, acquire, device); load(relaxed, $scope)\n",
       "1:15: expected fence flags (global, local or none, joined by '|', or $flags), found '$scope'"},
      {"load -> $order\n",
       "1:9: unknown substitution '$order'; $order, $failure, $scope and $flags are arguments of a target operation"},
      {"load -> lod(relaxed, $scope)\n",
       "1:9: unknown target operation 'lod'; expected fence(...), barrier(...), load(...), store(...), rmw(...), cas(...) or "
       "access(...); did you mean 'load'?"},
      {"load -> load relaxed\n", "1:14: expected '(' after 'load', found 'relaxed'"},
      {"load -> load(relaxed $scope)\n",
       "1:22: expected ',' in 'load(...)', found '$scope'; it takes load(order, scope)"},
      {"cas -> cas(relaxed, relaxed, device, device)\n",
       "1:36: expected ')' in 'cas(...)', found ','; it takes cas(order, failure order, scope)"},
      {"load -> store(relaxed, $scope)\n",
       "1:9: 'store(...)' cannot lower load operations: the access keeps its kind; write load(...) or access(...)"},
      {"access -> load(relaxed, $scope)\n",
       "1:11: 'load(...)' cannot lower access operations: the access keeps its kind; write access(...)"},
      {"fence -> load(relaxed, $scope)\n",
       "1:10: a fence rule produces only fences; this access is not allowed here"},
      {"barrier -> barrier($flags, $scope); barrier($flags, $scope)\n",
       "1:1: a barrier rule must produce exactly one barrier, found 2"},
      {"store -> barrier($flags, $scope)\n",
       "1:10: a store rule produces one access and fences; this barrier is not allowed here"},
      {"fence -> barrier($flags, $scope)\n", "1:10: a fence rule produces only fences; this barrier is not allowed here"},
      {"barrier -> load(relaxed, $scope)\n",
       "1:12: a barrier rule produces one barrier and fences; this access is not allowed here"},
      {"load -> fence($flags, acquire, $scope)\n",
       "1:1: a load rule must produce exactly one access (the lowered operation), found 0"},
      {"rmw -> nothing\n", "1:1: a rmw rule must produce exactly one access (the lowered operation), found 0"},
      {"barrier -> nothing\n", "1:1: a barrier rule must produce exactly one barrier, found 0"},
      {"unmatched maybe\n", "1:11: expected 'keep' or 'error' after 'unmatched', found 'maybe'"},
      {"unmatched keep\nunmatched error\n", "2:1: 'unmatched' is given twice (first on line 1)"},
      {"load -> load(relaxed, $scope) load(relaxed, $scope)\n",
       "1:30: missing ';' between two target operations: write ';' here, before 'load(...)'"},
      {"store -> fence($flags, release, $scope)\n  store(relaxed, $scope)\n",
       "1:40: missing ';' between two target operations: write ';' here, before 'store(...)'"},
      {"load -> load(relaxed, $scope) @\n", "1:31: expected the end of the line, found '@'"},
      {"load -> load(relaxed, $scope)\n# caf\xc3\xa9 \xff\n", "2:8: invalid UTF-8 in a mapping file"},
  };
  for (const auto& [text, expected] : cases) EXPECT_EQ(errors(text), expected) << text;
}

TEST(MappingParser, ReportsEveryBadLineAndGoesOn) {
  EXPECT_EQ(errors("load order=aquire -> load(relaxed, $scope)\n"
                   "store -> store(relaxed, $scope)\n"
                   "fence -> load(relaxed, $scope)\n"),
            "1:12: unknown order 'aquire'; expected relaxed, acquire, release, acq_rel or seq_cst (or *); did you mean "
            "'acquire'?\n"
            "3:10: a fence rule produces only fences; this access is not allowed here");
}

TEST(MappingParser, ErrorsAreFormattedWithACaret) {
  try {
    parse("store order=release -> fence($flags, release, $scope); store(relaxed, $scope)\nload order=aquire -> load(relaxed, $scope)\n");
    FAIL() << "accepted";
  } catch (const BadInput& e) {
    EXPECT_EQ(e.formatted(),
              "m.map:2:12: error: unknown order 'aquire'; expected relaxed, acquire, release, acq_rel or seq_cst (or *); "
              "did you mean 'acquire'?\n"
              "  load order=aquire -> load(relaxed, $scope)\n"
              "             ^~~~~~\n");
  }
}

}  // namespace
