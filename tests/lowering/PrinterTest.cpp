// The litmus printer (litmus/Printer.h): a printed test parses back to the same AST (sameTest),
// and printing is a fixed point; on the project's own tests, on the public corpus (skipped
// with a message when absent), on every test lowered by every shipped mapping, and on
// hand-written tests covering both dialects, precedence and every statement form.
#include <gtest/gtest.h>

#include <filesystem>

#include "litmus/AstTools.h"
#include "lowering/Mapping.h"
#include "litmus/Parser.h"
#include "litmus/Printer.h"
#include "litmus/PtxParser.h"
#include "tests/cli/Run.h"

namespace {

using namespace clmm;

ast::Test parse(const std::string& name, const std::string& text) {
  auto src = std::make_shared<SourceFile>(name, text);
  DiagnosticSink sink(src);
  // corpus tests rejected only for invalid orders or atomic types: read as --herd-compat does
  // and the tests of --herd-compat's readings
  return parseLitmus(src, sink,
                     test::needsHerdCompatOrders(name) || name.find("/tests/litmus/herd-compat/") != std::string::npos);
}

// Prints `t`, parses the text back, and checks both ASTs and both printings agree.
void expectRoundTrip(const ast::Test& t, const std::string& label) {
  std::string text = printTest(t);
  ast::Test back;
  try {
    back = parse(label + " (printed)", text);
  } catch (const BadInput& e) {
    ADD_FAILURE() << label << ": the printed test does not parse:\n" << e.formatted() << text;
    return;
  }
  std::string why;
  EXPECT_TRUE(ast::sameTest(t, back, &why)) << label << ": " << why << "\n" << text;
  EXPECT_EQ(printTest(back), text) << label;
}

std::vector<std::string> litmusFiles(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
    // PTX and AMDGPU tests (examples/ptx/, examples/amdgpu/) have no printer: they are checked,
    // not lowered (docs/ptx.md, docs/amdgpu.md); nor have CUDA tests (examples/cuda/, docs/cuda.md).
    if (e.is_regular_file() && e.path().extension() == ".litmus" && e.path().parent_path().filename() != "cuda") {
      const std::string text = test::slurp(e.path().string());
      if (!looksLikePtx(text) && !looksLikeAmdgpu(text)) out.push_back(e.path().string());
    }
  std::sort(out.begin(), out.end());
  return out;
}

// Parses every file that parses (ill-formed corpus tests are skipped), returning how many.
int roundTripDirectory(const std::string& dir) {
  int n = 0;
  for (const auto& path : litmusFiles(dir)) {
    std::optional<ast::Test> t;
    try {
      t = parse(path, test::slurp(path));
    } catch (const BadInput&) {
      continue;
    }
    expectRoundTrip(*t, path);
    ++n;
  }
  return n;
}

std::vector<mapping::Mapping> shippedMappings() {
  std::vector<mapping::Mapping> ms;
  for (const auto& e : std::filesystem::directory_iterator(std::string(CLMM_SOURCE_DIR) + "/axioms/mappings"))
    if (e.path().extension() == ".map") ms.push_back(mapping::parseMapping(SourceFile::read(e.path().string())));
  return ms;
}

TEST(Printer, RoundTripOnTheProjectsTests) {
  int n = roundTripDirectory(std::string(CLMM_SOURCE_DIR) + "/examples");
  n += roundTripDirectory(std::string(CLMM_SOURCE_DIR) + "/tests/data");
  // atomic_flag calls, atomic_init, typed declarations
  n += roundTripDirectory(std::string(CLMM_SOURCE_DIR) + "/tests/litmus");
  EXPECT_GE(n, 25);
}

TEST(Printer, RoundTripOnTheCorpus) {
  CLMM_REQUIRE_CORPUS(corpus);
  EXPECT_GE(roundTripDirectory(corpus), 90);  // 97 tests, of which the 2 malformed ones do not parse
}

TEST(Printer, RoundTripOfEveryLoweredTest) {
  std::vector<std::string> dirs = {std::string(CLMM_SOURCE_DIR) + "/examples",
                                   std::string(CLMM_SOURCE_DIR) + "/tests/litmus"};
  std::string corpus = test::corpusDir();
  if (!corpus.empty()) dirs.push_back(corpus);
  auto mappings = shippedMappings();
  ASSERT_GE(mappings.size(), 5u);
  int lowered = 0;
  for (const auto& dir : dirs)
    for (const auto& path : litmusFiles(dir))
      for (const auto& m : mappings) {
        std::optional<ast::Test> t;
        try {
          t = parse(path, test::slurp(path));
        } catch (const BadInput&) {
          continue;
        }
        mapping::LoweringStats stats = mapping::applyMapping(m, *t);
        if (stats.changed == 0) continue;
        expectRoundTrip(*t, path + " lowered by " + m.source->path());
        ++lowered;
      }
  EXPECT_GE(lowered, 20);
}

// Under --herd-compat a location of the initial state used without a parameter becomes one:
// the printed test declares it, and reads back the same in the strict reading.
TEST(Printer, HerdCompatImplicitParameterIsPrinted) {
  std::string path = std::string(CLMM_SOURCE_DIR) + "/tests/litmus/herd-compat/undeclared_location.litmus";
  auto src = std::make_shared<SourceFile>(path, test::slurp(path));
  DiagnosticSink sink(src);
  ast::Test t = parseLitmus(src, sink, true);
  ASSERT_EQ(sink.warnings().size(), 1u);
  std::string text = printTest(t);
  EXPECT_NE(text.find("P0@wg 0, dev 0 (global int* g)"), std::string::npos) << text;
  expectRoundTrip(t, path);
}

TEST(Printer, BothDialectsAndEveryStatementForm) {
  const std::string herd = R"(OpenCL Everything
"a doc string"
Generator=hand
{
  [x]=1; global atomic_int y[3] = {1, 2}; int z; 0:r9 = -4;
}
P0 (global atomic_int* x, __global atomic_int* y, local int* z) {
  int r0 = atomic_load_explicit(x, memory_order_acquire, memory_scope_work_group);
  int a = 1, b;
  if (r0 == 1) { *z = 2; } else r0 = 3;
  if (r0) ;
  while (r0 < 2) r0 = r0 + 1;
  *(y + 1) = atomic_fetch_add(y + r0 - 1, 5);
  atomic_compare_exchange_strong_explicit(x, z, 7, memory_order_acq_rel, memory_order_relaxed);
  atomic_compare_exchange_weak(x, z, 8);
  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
  B1: barrier(CLK_LOCAL_MEM_FENCE);
  B2: work_group_barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
  S1: sub_group_barrier(CLK_IMAGE_MEM_FENCE);
  r9 = atomic_exchange_explicit_remote(x, 3, memory_order_relaxed, memory_scope_all_svm_devices);
  { b = -(r0 * (a + 2)) % 3 - -1; a = !(b == 1) && (a | 2) ^ 3 || ~a << 1; }
}
P1 (global atomic_int* x) {
  S1: sub_group_barrier(CLK_IMAGE_MEM_FENCE);
  B1: barrier(CLK_LOCAL_MEM_FENCE);
  B2: barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);
}
scopeTree (device (work_group (sub_group P0 P1)))
locations [y[2]; 0:r9]
~exists (0:r0=1 /\ ~(x=2 \/ 0:a=1) => y[1]=3)
)";
  ast::Test t = parse("herd.litmus", herd);
  expectRoundTrip(t, "herd.litmus");
  std::string text = printTest(t);
  for (const char* line :
       {"OpenCL Everything\n\"a doc string\"\nGenerator=hand\n{\n  x = 1;\n  global atomic_int y[3] = {1, 2, 0};\n  int z = 0;\n  0:r9 = -4;\n}\n",
        "P0 (global atomic_int* x, __global atomic_int* y, local int* z) {\n",
        "  int r0 = atomic_load_explicit(x, memory_order_acquire, memory_scope_work_group);\n",
        "  int a = 1;\n  int b;\n",
        "  if (r0 == 1) {\n    *z = 2;\n  } else r0 = 3;\n",
        "  if (r0) ;\n",
        "  while (r0 < 2) r0 = r0 + 1;\n",
        "  *(y + 1) = atomic_fetch_add(y + r0 - 1, 5);\n",
        "  atomic_compare_exchange_strong_explicit(x, z, 7, memory_order_acq_rel, memory_order_relaxed, memory_scope_device);\n",
        "  atomic_compare_exchange_weak(x, z, 8);\n",
        "  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);\n",
        "  B1: barrier(CLK_LOCAL_MEM_FENCE);\n  B2: barrier(CLK_GLOBAL_MEM_FENCE, memory_scope_device);\n"
        "  S1: sub_group_barrier(CLK_IMAGE_MEM_FENCE);\n",
        "  r9 = atomic_exchange_explicit_remote(x, 3, memory_order_relaxed, memory_scope_all_svm_devices);\n",
        "    b = -(r0 * (a + 2)) % 3 - -1;\n    a = !(b == 1) && (a | 2) ^ 3 || ~a << 1;\n",
        "scopeTree (device (work_group (sub_group P0 P1)))\nlocations [y[2]; 0:r9]\n~exists (0:r0=1 /\\ ~(x=2 \\/ 0:a=1) => y[1]=3)\n"})
    EXPECT_NE(text.find(line), std::string::npos) << "missing:\n" << line << "\nin:\n" << text;
}

TEST(Printer, Dat3mDialectPlacements) {
  const std::string dat3m = R"(OPENCL placed
{ x=0; }
P0@sg 1, wg 0, dev 0 (global atomic_int* x) { atomic_store(x, 1); }
P1@dev 0 (global atomic_int* x) { int r0 = atomic_load(x); }
forall (1:r0=0 \/ 1:r0=1)
)";
  ast::Test t = parse("dat3m.litmus", dat3m);
  expectRoundTrip(t, "dat3m.litmus");
  std::string text = printTest(t);
  EXPECT_NE(text.find("P0@sg 1, wg 0, dev 0 (global atomic_int* x) {\n  atomic_store(x, 1);\n}\n"), std::string::npos) << text;
  EXPECT_NE(text.find("P1@dev 0 (global atomic_int* x) {\n  int r0 = atomic_load(x);\n}\n"), std::string::npos) << text;
  EXPECT_NE(text.find("forall (1:r0=0 \\/ 1:r0=1)\n"), std::string::npos) << text;
}

TEST(Printer, ConditionWithACommentIsRebuiltFromTheProposition) {
  ast::Test t = parse("c.litmus", "OPENCL c\n{ x=0; }\nP0 (global atomic_int* x) { atomic_store(x, 1); }\nexists (x=1 (* one *) /\\ x=1)\n");
  std::string text = printTest(t);
  EXPECT_NE(text.find("exists (x=1 /\\ x=1)\n"), std::string::npos) << text;
  ast::Test back = parse("printed", text);
  EXPECT_TRUE(ast::sameExpr(*t.threads[0].body[0]->value, *back.threads[0].body[0]->value));
}

TEST(Printer, SameTestReportsTheFirstDifference) {
  ast::Test a = parse("a", "OPENCL t\n{ x=0; }\nP0 (global atomic_int* x) { atomic_store_explicit(x, 1, memory_order_release); }\n");
  ast::Test b = parse("b", "OPENCL t\n{ x=0; }\nP0 (global atomic_int* x) { atomic_store_explicit(x, 1, memory_order_relaxed); }\n");
  std::string why;
  EXPECT_FALSE(ast::sameTest(a, b, &why));
  EXPECT_EQ(why, "order: rel vs rlx");
  auto clone = ast::cloneStmt(*a.threads[0].body[0]);
  EXPECT_TRUE(ast::sameStmt(*clone, *a.threads[0].body[0]));
}

}  // namespace
