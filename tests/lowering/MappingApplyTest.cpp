// Applying a mapping to a test (lowering/MappingApply.cpp): first matching rule wins, unmatched
// operations are unchanged (or an error under `unmatched error`), orders and scopes are
// rewritten in place, $order/$failure/$scope/$flags take the source operation's values, fences
// go around the statement (both branches of an if, both sides of a while test), and the
// statements whose fences cannot be placed are located errors.
#include <gtest/gtest.h>

#include "lowering/Mapping.h"
#include "litmus/Parser.h"
#include "litmus/Printer.h"

namespace {

using namespace clmm;

const char* kHeader = "OPENCL t\n{ x=0; }\n";

// The body of P0 after lowering `body` (P0 has global x, global y, local z) with `rules`.
std::string lower(const std::string& rules, const std::string& body, mapping::LoweringStats* stats = nullptr) {
  auto src = std::make_shared<SourceFile>("t.litmus", std::string(kHeader) +
                                                          "P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y, "
                                                          "local atomic_int* z, global int* e) {\n" +
                                                          body + "\n}\n");
  DiagnosticSink sink(src);
  ast::Test t = parseLitmus(src, sink);
  mapping::Mapping m = mapping::parseMapping(std::make_shared<SourceFile>("m.map", rules));
  mapping::LoweringStats s = mapping::applyMapping(m, t);
  if (stats) *stats = s;
  std::string out;
  for (const auto& st : t.threads[0].body) out += printStmt(*st, 0);
  return out;
}

std::string lowerError(const std::string& rules, const std::string& body) {
  try {
    lower(rules, body);
  } catch (const BadInput& e) {
    return e.formatted();
  }
  return "";
}

const std::string kRa =
    "load order=acquire -> load(relaxed, $scope); fence($flags, acquire, $scope)\n"
    "store order=release -> fence($flags, release, $scope); store(relaxed, $scope)\n"
    "cas order=acq_rel -> fence($flags, release, $scope); cas(relaxed, relaxed, $scope); fence($flags, acq_rel, $scope)\n"
    "rmw order=acq_rel -> fence($flags, release, $scope); rmw(relaxed, $scope); fence($flags, acq_rel, $scope)\n";

TEST(MappingApply, FencesAroundTheStatementWithTheRegionsFlag) {
  mapping::LoweringStats stats;
  EXPECT_EQ(lower(kRa,
                  "atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);\n"
                  "int r0 = atomic_load_explicit(z, memory_order_acquire, memory_scope_work_group);\n"
                  "int r1 = atomic_load_explicit(y, memory_order_relaxed);",
                  &stats),
            "atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);\n"
            "atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_device);\n"
            "int r0 = atomic_load_explicit(z, memory_order_relaxed, memory_scope_work_group);\n"
            "atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_acquire, memory_scope_work_group);\n"
            "int r1 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_device);\n");
  EXPECT_EQ(stats.operations, 3);
  EXPECT_EQ(stats.matched, 2);
  EXPECT_EQ(stats.changed, 2);
}

TEST(MappingApply, IfTestsAndWhileTests) {
  EXPECT_EQ(lower(kRa, "int r = 0;\nif (atomic_load_explicit(y, memory_order_acquire) == 1) r = *e;"),
            "int r = 0;\n"
            "if (atomic_load_explicit(y, memory_order_relaxed, memory_scope_device) == 1) {\n"
            "  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);\n"
            "  r = *e;\n"
            "} else {\n"
            "  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_device);\n"
            "}\n");
  EXPECT_EQ(lower(kRa, "while (atomic_compare_exchange_strong_explicit(x, e, 1, memory_order_acq_rel, memory_order_acquire) == 0) {}"),
            "atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);\n"
            "while (atomic_compare_exchange_strong_explicit(x, e, 1, memory_order_relaxed, memory_order_relaxed, memory_scope_device) == 0) {\n"
            "  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);\n"
            "  {\n"
            "  }\n"
            "  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);\n"
            "}\n"
            "atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);\n");
}

TEST(MappingApply, FirstMatchWinsAndSubstitutions) {
  const std::string rules =
      "store scope=work_group -> store($order, device)\n"
      "store -> fence(global | $flags, seq_cst, all_svm_devices); store(release, $scope)\n"
      "access order=seq_cst -> access(acq_rel, $scope)\n";
  EXPECT_EQ(lower(rules,
                  "atomic_store_explicit(x, 1, memory_order_release, memory_scope_work_group);\n"
                  "atomic_store_explicit(z, 2, memory_order_relaxed, memory_scope_work_group);\n"
                  "atomic_store_explicit(z, 3, memory_order_relaxed, memory_scope_sub_group);\n"
                  "int a = atomic_load(y);\n"
                  "int b = atomic_fetch_add(y, 1);"),
            "atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);\n"
            "atomic_store_explicit(z, 2, memory_order_relaxed, memory_scope_device);\n"
            "atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_all_svm_devices);\n"
            "atomic_store_explicit(z, 3, memory_order_release, memory_scope_sub_group);\n"
            "int a = atomic_load_explicit(y, memory_order_acquire, memory_scope_device);\n"
            "int b = atomic_fetch_add_explicit(y, 1, memory_order_acq_rel, memory_scope_device);\n");
}

TEST(MappingApply, CompareExchangeFailureOrders) {
  // rmw(...) on a compare-exchange: the failure order becomes the weaker of its own and the read
  // part of the new order; cas(...) sets it; $failure is the source's.
  EXPECT_EQ(lower("rmw -> rmw(acq_rel, $scope)\n",
                  "atomic_compare_exchange_strong_explicit(x, e, 1, memory_order_seq_cst, memory_order_seq_cst);\n"
                  "atomic_compare_exchange_weak_explicit(x, e, 1, memory_order_relaxed, memory_order_relaxed);"),
            "atomic_compare_exchange_strong_explicit(x, e, 1, memory_order_acq_rel, memory_order_acquire, memory_scope_device);\n"
            "atomic_compare_exchange_weak_explicit(x, e, 1, memory_order_acq_rel, memory_order_relaxed, memory_scope_device);\n");
  EXPECT_EQ(lower("cas failure=acquire -> cas($failure, relaxed, $scope)\n",
                  "atomic_compare_exchange_strong_explicit(x, e, 1, memory_order_acq_rel, memory_order_acquire);"),
            "atomic_compare_exchange_strong_explicit(x, e, 1, memory_order_acquire, memory_order_relaxed, memory_scope_device);\n");
}

TEST(MappingApply, FencesAndBarriers) {
  const std::string rules =
      "fence scope=work_item -> nothing\n"
      "fence order=seq_cst -> fence($flags, acq_rel, $scope); fence(local, $order, work_group)\n"
      "barrier flags=global -> fence($flags, release, device); barrier(local, $scope); fence($flags, $order, device)\n";
  mapping::LoweringStats stats;
  EXPECT_EQ(lower(rules,
                  "atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_work_item);\n"
                  "atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);\n"
                  "atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);\n"
                  "B1: barrier(CLK_GLOBAL_MEM_FENCE);\n"
                  "B2: barrier(CLK_LOCAL_MEM_FENCE);",
                  &stats),
            "atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);\n"
            "atomic_work_item_fence(CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_work_group);\n"
            "atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);\n"
            "atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, memory_scope_device);\n"
            "B1: barrier(CLK_LOCAL_MEM_FENCE);\n"
            "atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acq_rel, memory_scope_device);\n"
            "B2: barrier(CLK_LOCAL_MEM_FENCE);\n");
  EXPECT_EQ(stats.operations, 5);
  EXPECT_EQ(stats.matched, 3);
  EXPECT_EQ(stats.changed, 3);
}

TEST(MappingApply, AMappingThatRewritesNothingChangesNothing) {
  mapping::LoweringStats stats;
  std::string body = "atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);\nB1: barrier(CLK_GLOBAL_MEM_FENCE);";
  EXPECT_EQ(lower("store -> store($order, $scope)\nbarrier -> barrier($flags, $scope)\n", body, &stats),
            "atomic_store_explicit(x, 1, memory_order_release, memory_scope_device);\nB1: barrier(CLK_GLOBAL_MEM_FENCE);\n");
  EXPECT_EQ(stats.matched, 2);
  EXPECT_EQ(stats.changed, 0);
}

TEST(MappingApply, UnmatchedOperationsAreErrorsWhenAsked) {
  EXPECT_EQ(lowerError("unmatched error\nstore -> store($order, $scope)\n",
                       "atomic_store(x, 1);\nint r = atomic_load_explicit(z, memory_order_acquire, memory_scope_work_group);"),
            "t.litmus:5:9: error: no rule of m.map matches this load (order acquire, scope work_group, region local)\n"
            "  int r = atomic_load_explicit(z, memory_order_acquire, memory_scope_work_group);\n"
            "          ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n");
  EXPECT_EQ(lowerError("unmatched error\n", "B1: barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);"),
            "t.litmus:4:5: error: no rule of m.map matches this barrier (order acq_rel, scope work_group, flags global|local)\n"
            "  B1: barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);\n"
            "      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n");
  EXPECT_EQ(lowerError("unmatched error\n", "atomic_compare_exchange_strong(x, e, 1);"),
            "t.litmus:4:1: error: no rule of m.map matches this cas (order seq_cst, failure seq_cst, scope device, region global)\n"
            "  atomic_compare_exchange_strong(x, e, 1);\n"
            "  ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n");
}

TEST(MappingApply, FencesThatCannotBePlacedAreErrors) {
  EXPECT_EQ(lowerError(kRa, "int r = atomic_load_explicit(x, memory_order_acquire) + atomic_load_explicit(y, memory_order_relaxed);"),
            "t.litmus:4:5: error: cannot lower this statement: it makes 2 atomic operations and the rule for one of them "
            "(m.map:1) inserts fences; write one atomic operation per statement\n"
            "  int r = atomic_load_explicit(x, memory_order_acquire) + atomic_load_explicit(y, memory_order_relaxed);\n"
            "      ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n");
  EXPECT_EQ(lowerError(kRa, "int r = *e == 1 && atomic_load_explicit(x, memory_order_acquire) == 1;"),
            "t.litmus:4:20: error: cannot lower this load: it runs only when the left operand of '&&' or '||' lets it, "
            "and its rule (m.map:1) inserts fences; test it in an if statement of its own\n"
            "  int r = *e == 1 && atomic_load_explicit(x, memory_order_acquire) == 1;\n"
            "                     ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n");
  // Without inserted fences both are fine.
  EXPECT_EQ(lower("load -> load(relaxed, $scope)\n", "int r = atomic_load(x) + atomic_load(y) || atomic_load(z);"),
            "int r = atomic_load_explicit(x, memory_order_relaxed, memory_scope_device) + "
            "atomic_load_explicit(y, memory_order_relaxed, memory_scope_device) || "
            "atomic_load_explicit(z, memory_order_relaxed, memory_scope_device);\n");
}

}  // namespace
