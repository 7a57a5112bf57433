// Grammar and AST builder: both public dialects and every statement, expression, scope and
// condition form, checked on the typed AST.
#include <gtest/gtest.h>

#include <functional>

#include "tests/litmus/Helpers.h"

using namespace clmm;
using clmm::test::parseText;

namespace {

const ast::Stmt& stmt(const ast::Test& t, size_t thread, size_t i) { return *t.threads[thread].body[i]; }

}  // namespace

TEST(Grammar, HerdDialectWithPreambleScopeTreeAndComments) {
  auto t = parseText(R"L(OpenCL MP+rel[wg]|1
"Doc string with (* not a comment *)"
Prefetch=0:x=F,0:y=W
Com=Rf Fr
(* a herd comment *)
{
[x]=0;
[y] = 1;
}
P0 (__global int* x, global atomic_int* y) { // line comment
  *x = 1; /* C comment */
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
(* between threads *)
P1 (__local int* z, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
}
scopeTree
(device (kernel (work_group (sub_group P0) (sub_group P1))))
exists (1:r0=1 /\ x=1)
)L");
  EXPECT_EQ(t.dialectHeader, "OpenCL");
  EXPECT_EQ(t.name, "MP+rel[wg]|1");
  EXPECT_EQ(t.doc, "Doc string with (* not a comment *)");
  ASSERT_EQ(t.info.size(), 2u);
  EXPECT_EQ(t.info[0], (std::pair<std::string, std::string>("Prefetch", "0:x=F,0:y=W")));
  EXPECT_EQ(t.info[1].second, "Rf Fr");
  ASSERT_EQ(t.locations.size(), 2u);
  EXPECT_EQ(t.locations[1].name, "y");
  EXPECT_EQ(t.locations[1].values, std::vector<int64_t>{1});
  ASSERT_EQ(t.threads.size(), 2u);
  EXPECT_EQ(t.threads[0].params[0].region, Region::Global);
  EXPECT_FALSE(t.threads[0].params[0].atomicType);
  EXPECT_TRUE(t.threads[0].params[1].atomicType);
  EXPECT_EQ(t.threads[1].params[0].region, Region::Local);
  ASSERT_EQ(t.scopeTree.size(), 1u);
  EXPECT_EQ(t.scopeTree[0].level, ast::ScopeNode::Level::Device);
  EXPECT_EQ(t.scopeTree[0].children[0].level, ast::ScopeNode::Level::Kernel);
  const auto& wg = t.scopeTree[0].children[0].children[0];
  EXPECT_EQ(wg.level, ast::ScopeNode::Level::WorkGroup);
  ASSERT_EQ(wg.children.size(), 2u);
  EXPECT_EQ(wg.children[1].threads[0].first, "P1");
  ASSERT_TRUE(t.condition);
  EXPECT_EQ(t.condition->text, "exists (1:r0=1 /\\ x=1)");
  EXPECT_EQ(ast::propToString(*t.condition->prop), "(1:r0=1 /\\ x=1)");
}

TEST(Grammar, Dat3mDialectPlacementsAndVolatile) {
  auto t = parseText(R"L(OPENCL SB
(*
 * a Dat3M comment
 *)
{}
P0@sg 0, wg 0, dev 0 (volatile global int* x, volatile global int* y) {
 *x = 1;
 int r0 = *y;
}
P1@wg 1 (volatile global int* x, volatile global int* y) {
 *y = 1;
 int r1 = *x;
}
P2@dev 1 (global_fga atomic_int* x) {
 int r2 = atomic_load(x);
}
exists (0:r0=0 /\ 1:r1=0)
)L");
  EXPECT_EQ(t.dialectHeader, "OPENCL");
  EXPECT_TRUE(t.locations.empty());
  ASSERT_TRUE(t.threads[0].placement);
  EXPECT_EQ(*t.threads[0].placement->subGroup, 0);
  EXPECT_EQ(*t.threads[0].placement->workGroup, 0);
  EXPECT_EQ(*t.threads[0].placement->device, 0);
  EXPECT_FALSE(t.threads[1].placement->device.has_value());
  EXPECT_EQ(*t.threads[1].placement->workGroup, 1);
  EXPECT_TRUE(t.threads[2].params[0].fineGrained);
  EXPECT_EQ(stmt(t, 0, 0).kind, ast::StmtKind::Store);
  EXPECT_EQ(stmt(t, 0, 1).kind, ast::StmtKind::Decl);
  EXPECT_EQ(stmt(t, 0, 1).value->kind, ast::ExprKind::Deref);
}

TEST(Grammar, InitialStateForms) {
  auto t = parseText(R"L(OpenCL init
{ [a]=1; b=2; atomic_int y[3] = {4, 5}; int c; global atomic_int d = -7; 0:r0 = 9 }
P0 (global atomic_int* a) { int r1 = r0; }
exists (0:r1=9)
)L");
  ASSERT_EQ(t.locations.size(), 5u);
  EXPECT_EQ(t.locations[0].values, std::vector<int64_t>{1});
  EXPECT_EQ(t.locations[1].values, std::vector<int64_t>{2});
  EXPECT_TRUE(t.locations[2].isArray);
  EXPECT_EQ(t.locations[2].size, 3);
  EXPECT_EQ(t.locations[2].values, (std::vector<int64_t>{4, 5, 0}));
  EXPECT_EQ(t.locations[2].typeText, "atomic_int");
  EXPECT_EQ(t.locations[3].values, std::vector<int64_t>{0});
  EXPECT_EQ(t.locations[4].values, std::vector<int64_t>{-7});
  ASSERT_EQ(t.registerInits.size(), 1u);
  EXPECT_EQ(t.registerInits[0].thread, 0);
  EXPECT_EQ(t.registerInits[0].value, 9);
}

TEST(Grammar, EveryStatementForm) {
  auto t = parseText(R"L(OpenCL stmts
{ x=0; y=0; }
P0 (global atomic_int* x, global int* y) {
  int r0;
  int r1 = 1, r2 = r1 + 2;
  r0 = *y;
  *y = r0 * 2;
  *(y) = 3;
  if (*y == 1) { r0 = 1; } else r0 = 2;
  if (r0) r1 = 0;
  while (atomic_load(x) == 0) {}
  { int r3 = 4; }
  ;
  atomic_store(x, 1);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_acq_rel, memory_scope_work_group);
  fence(CLK_LOCAL_MEM_FENCE, mo_sc, s_dev);
  B1: barrier(CLK_GLOBAL_MEM_FENCE);
  B2: work_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_device);
  B3: sub_group_barrier(CLK_GLOBAL_MEM_FENCE);
}
exists (0:r0=1)
)L");
  const auto& body = t.threads[0].body;
  std::vector<ast::StmtKind> kinds;
  for (const auto& s : body) kinds.push_back(s->kind);
  using K = ast::StmtKind;
  std::vector<K> expected = {K::Decl,  K::Decl,  K::Decl,  K::Assign, K::Store, K::Store,
                             K::If,    K::If,    K::While, K::Block,  K::Eval,  K::Fence,
                             K::Fence, K::Barrier, K::Barrier, K::Barrier};
  EXPECT_EQ(kinds, expected);
  EXPECT_EQ(body[0]->value, nullptr);
  EXPECT_EQ(body[2]->name, "r2");
  EXPECT_EQ(body[2]->value->kind, ast::ExprKind::Binary);
  EXPECT_EQ(body[6]->elseBody.size(), 1u);
  EXPECT_EQ(body[11]->fence.flags, kGlobalFlag | kLocalFlag);
  EXPECT_EQ(body[11]->fence.order, MemoryOrder::AcqRel);
  EXPECT_EQ(body[11]->fence.scope, MemoryScope::WorkGroup);
  EXPECT_EQ(body[12]->fence.order, MemoryOrder::SeqCst);
  EXPECT_EQ(body[12]->fence.scope, MemoryScope::Device);
  EXPECT_EQ(body[13]->name, "B1");
  EXPECT_EQ(body[13]->fence.scope, MemoryScope::WorkGroup);
  EXPECT_EQ(body[14]->fence.scope, MemoryScope::Device);
  EXPECT_EQ(body[14]->fence.flags, kLocalFlag);
  EXPECT_TRUE(body[15]->subGroupBarrier);
  EXPECT_EQ(body[15]->fence.scope, MemoryScope::SubGroup);
}

TEST(Grammar, EveryAtomicOperation) {
  auto t = parseText(R"L(OpenCL atomics
{ x=0; e=0; }
P0 (global atomic_int* x, global int* e) {
  int a = atomic_load(x);
  int b = atomic_load_explicit(x, memory_order_acquire);
  int c = atomic_load_explicit(x, mo_rlx, memory_scope_sub_group);
  atomic_store_explicit(x, 1, memory_order_release, s_all);
  int d = atomic_exchange(x, 2);
  int f = atomic_fetch_add_explicit(x, 1, mo_ar, s_wg);
  int g = atomic_fetch_sub(x, 1);
  int h = atomic_fetch_and(x, 1);
  int i = atomic_fetch_or(x, 1);
  int j = atomic_fetch_xor(x, 1);
  int k = atomic_fetch_min(x, 1);
  int l = atomic_fetch_max(x, 1);
  int m = atomic_compare_exchange_strong(x, e, 3);
  int n = atomic_compare_exchange_weak_explicit(x, e, 4, memory_order_seq_cst, memory_order_acquire, memory_scope_device);
  int o = atomic_load_explicit_remote(x, memory_order_acquire, memory_scope_device);
}
exists (0:a=0)
)L");
  using Op = ast::AtomicOp;
  std::vector<Op> ops;
  for (const auto& s : t.threads[0].body) {
    const ast::Expr* e = s->value.get();
    if (!e) continue;
    ops.push_back(e->atomic->op);
  }
  std::vector<Op> expected = {Op::Load,     Op::Load,     Op::Load,     Op::Store, Op::Exchange, Op::FetchAdd,
                              Op::FetchSub, Op::FetchAnd, Op::FetchOr,  Op::FetchXor, Op::FetchMin,
                              Op::FetchMax, Op::CasStrong, Op::CasWeak, Op::Load};
  EXPECT_EQ(ops, expected);
  const auto& body = t.threads[0].body;
  EXPECT_EQ(body[0]->value->atomic->order, MemoryOrder::SeqCst);  // non-explicit defaults
  EXPECT_EQ(body[0]->value->atomic->scope, MemoryScope::Device);
  EXPECT_EQ(body[1]->value->atomic->order, MemoryOrder::Acquire);
  EXPECT_EQ(body[1]->value->atomic->scope, MemoryScope::Device);  // explicit without scope
  EXPECT_EQ(body[2]->value->atomic->scope, MemoryScope::SubGroup);
  EXPECT_EQ(body[3]->value->atomic->op, Op::Store);
  EXPECT_EQ(body[3]->value->atomic->scope, MemoryScope::AllSvmDevices);
  EXPECT_EQ(body[5]->value->atomic->order, MemoryOrder::AcqRel);
  const auto& cas = *body[13]->value->atomic;
  EXPECT_EQ(cas.expected->kind, ast::ExprKind::Location);
  EXPECT_EQ(cas.expected->name, "e");
  EXPECT_EQ(cas.failureOrder, MemoryOrder::Acquire);
  EXPECT_TRUE(body[14]->value->atomic->remote);
}

TEST(Grammar, ConditionForms) {
  auto cond = [](const std::string& c) {
    auto t = parseText("OpenCL c\n{ atomic_int y[2] = {0,0}; x=0; }\nP0 (global atomic_int* x, global atomic_int* y) { int r0 = 1; }\n" + c + "\n");
    return std::make_pair(t.condition->quantifier, ast::propToString(*t.condition->prop));
  };
  using Q = Quantifier;
  EXPECT_EQ(cond("exists (0:r0=1)"), std::make_pair(Q::Exists, std::string("0:r0=1")));
  EXPECT_EQ(cond("~exists (x=1)"), std::make_pair(Q::NotExists, std::string("x=1")));
  EXPECT_EQ(cond("not exists (x=1)"), std::make_pair(Q::NotExists, std::string("x=1")));
  EXPECT_EQ(cond("forall (x=0 \\/ x=1)"), std::make_pair(Q::Forall, std::string("(x=0 \\/ x=1)")));
  // ~ binds tighter than /\, which binds tighter than \/, which binds tighter than =>
  EXPECT_EQ(cond("exists ~x=1 /\\ [x]=2 \\/ y[1]=-3 => true").second,
            "(((~x=1 /\\ x=2) \\/ y[1]=-3) => true)");
  EXPECT_EQ(cond("exists (false)").second, "false");
  EXPECT_EQ(cond("exists ()").second, "true");
  auto t = parseText("OpenCL l\n{ x=0; }\nP0 (global atomic_int* x) { int r0 = 1; }\nlocations [x; 0:r0;]\nexists (true)\n");
  ASSERT_EQ(t.observed.size(), 2u);
  EXPECT_EQ(ast::stateRefToString(t.observed[1]), "0:r0");
}

TEST(Grammar, DerefInParenthesesIsNotAComment) {
  auto t = parseText(R"L(OpenCL paren
{ x=0; }
P0 (global int* x) {
  if (*x == 1) { *x = 2; }
  int r0 = (*x) + 1;
}
exists (0:r0=1)
)L");
  const auto& s = stmt(t, 0, 0);
  EXPECT_EQ(s.kind, ast::StmtKind::If);
  EXPECT_EQ(s.value->operands[0]->kind, ast::ExprKind::Deref);
}

TEST(Grammar, ArraysAndAddressArithmetic) {
  auto t = parseText(R"L(OPENCL arr
{ atomic_int y[2] = {0, 0}; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(x, memory_order_relaxed);
  int r1 = atomic_load_explicit(y+r0, memory_order_relaxed);
  int r2 = *(y + 1);
}
exists (0:r1=1)
)L");
  const auto& load = *stmt(t, 0, 1).value->atomic;
  EXPECT_EQ(load.object->kind, ast::ExprKind::Binary);
  EXPECT_EQ(load.object->operands[0]->kind, ast::ExprKind::Location);
  EXPECT_EQ(load.object->operands[1]->kind, ast::ExprKind::Register);
}

TEST(Grammar, SourceRangesPointAtTheText) {
  auto t = parseText("OpenCL r\n{ x=0; }\nP0 (global atomic_int* x) {\n  int r0 = atomic_load(x);\n}\nexists (0:r0=1)\n");
  const auto& s = stmt(t, 0, 0);
  EXPECT_EQ(s.range.line, 4);
  EXPECT_EQ(s.value->range.line, 4);
  EXPECT_EQ(s.value->range.col, 12);
  EXPECT_EQ(s.value->range.endCol, 25);
  EXPECT_EQ(t.threads[0].range.line, 3);
  EXPECT_EQ(t.nameRange.col, 8);
}

// Regression: binary operators once parsed with inverted precedence (r0*10+1 as r0*(10+1)).
TEST(Grammar, CPrecedenceAndAssociativity) {
  auto t = parseText(R"L(OpenCL prec
{ x=0; }
P0 (global atomic_int* x) {
  int r0 = atomic_load(x);
  int a = r0 * 10 + 1;
  int b = r0 + 1 == 2;
  int c = r0 == 1 && r0 == 2 || r0 == 3;
  int d = 10 - 2 - 3;
  int e = r0 | 1 ^ 2 & 3;
  int f = r0 < 1 == 1;
}
exists (0:a=1)
)L");
  const auto& body = t.threads[0].body;
  auto shape = [](const ast::Expr& e) {
    std::function<std::string(const ast::Expr&)> go = [&](const ast::Expr& x) -> std::string {
      switch (x.kind) {
        case ast::ExprKind::Binary: return "(" + go(*x.operands[0]) + x.op + go(*x.operands[1]) + ")";
        case ast::ExprKind::Int: return std::to_string(x.value);
        case ast::ExprKind::Register: return x.name;
        default: return "?";
      }
    };
    return go(e);
  };
  EXPECT_EQ(shape(*body[1]->value), "((r0*10)+1)");
  EXPECT_EQ(shape(*body[2]->value), "((r0+1)==2)");
  EXPECT_EQ(shape(*body[3]->value), "(((r0==1)&&(r0==2))||(r0==3))");
  EXPECT_EQ(shape(*body[4]->value), "((10-2)-3)");
  EXPECT_EQ(shape(*body[5]->value), "(r0|(1^(2&3)))");
  EXPECT_EQ(shape(*body[6]->value), "((r0<1)==1)");
}
