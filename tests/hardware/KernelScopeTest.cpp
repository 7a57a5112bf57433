// The harness's kernel writer spells scopes by the one table (events/Spellings.h): a work-group
// atomic is thread_scope_block in CUDA, and a sub-group one, which plan() refuses first, has no
// CUDA spelling at all (it was once written as thread_scope_system).
#include <gtest/gtest.h>

#include "hardware/Harness.h"
#include "hardware/Kernel.h"
#include "litmus/Parser.h"
#include "litmus/Elaborate.h"

namespace clmm::hw {
namespace {

const char* kTest = R"(OPENCL MP_wg
{ x=0; y=0; }
P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  atomic_store_explicit(x, 1, memory_order_relaxed, memory_scope_work_group);
  atomic_store_explicit(y, 1, memory_order_release, memory_scope_work_group);
}
P1@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {
  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_work_group);
  int r1 = atomic_load_explicit(x, memory_order_relaxed, memory_scope_work_group);
}
exists (1:r0=1 /\ 1:r1=0)
)";

struct Planned {
  ast::Test test;
  Program program;
  Plan plan;
};

Planned planned(Backend backend) {
  auto src = std::make_shared<SourceFile>("mp.litmus", kTest);
  DiagnosticSink sink(src);
  Planned p{parseLitmus(src, sink), {}, {}};
  p.program = elaborateProgram(p.test, sink);
  std::string why;
  EXPECT_TRUE(plan(p.test, p.program, backend, "mp.litmus", 0, p.plan, why)) << why;
  return p;
}

ast::AtomicCall& firstAtomic(ast::Test& t) { return *t.threads.at(0).body.at(0)->value->atomic; }

TEST(KernelScopes, WorkGroupIsBlockScopeInCuda) {
  Planned p = planned(Backend::Cuda);
  EXPECT_NE(p.plan.kernel.find("cuda::atomic_ref<int, cuda::thread_scope_block>"), std::string::npos) << p.plan.kernel;
  Planned cl = planned(Backend::OpenCL);
  EXPECT_NE(cl.plan.kernel.find("memory_scope_work_group"), std::string::npos) << cl.plan.kernel;
}

TEST(KernelScopes, SubGroupHasNoCudaSpelling) {
  Planned p = planned(Backend::Cuda);
  firstAtomic(p.test).scope = MemoryScope::SubGroup;
  try {
    kernelSource(p.test, p.plan, Backend::Cuda);
    FAIL() << "a sub-group scope was spelled in CUDA";
  } catch (const KernelError& e) {
    EXPECT_EQ(std::string(e.what()),
              "CUDA has no sub-group (warp) scope for atomics and fences; use work_group scope or wider");
    EXPECT_EQ(e.range.line, 4);
  }
  // OpenCL C has the scope.
  Planned cl = planned(Backend::OpenCL);
  firstAtomic(cl.test).scope = MemoryScope::SubGroup;
  EXPECT_NE(kernelSource(cl.test, cl.plan, Backend::OpenCL).find("memory_scope_sub_group"), std::string::npos);
}

}  // namespace
}  // namespace clmm::hw
