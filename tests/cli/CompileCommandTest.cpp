// `clmm compile-check` for a compiler team (issue 28 item 1; docs/compile-check.md): tests the
// compiler cannot express are skipped (exit 0 unless --fail-on-skip), --keep keeps the sources and PTX,
// --compiler-command runs the team's compiler from a template split by clmm (no shell; hostile
// paths stay single arguments), many tests go into one translation unit (Batch.h), and the
// counterexample names the operation compiled weaker than the reference mapping.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "compilecheck/Batch.h"
#include "compilecheck/Compiler.h"
#include "support/Process.h"
#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::has;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::slurp;
namespace fs = std::filesystem;
namespace cc = clmm::compilecheck;

namespace {

#define CLMM_REQUIRE_NVCC() \
  if (!clmm::findProgram("nvcc")) GTEST_SKIP() << "nvcc is not on PATH: live compile-check tests skipped"

const char* const kFixture = "targets/fixtures/nvcc/mp_dev_two_groups-f9af1fd3f482.ptx";

// --- the template of --compiler-command ---

TEST(CompilerTemplate, SplitsQuotesAndEscapesWithoutAShell) {
  cc::CompilerCommand c;
  ASSERT_EQ(cc::parseCompilerTemplate(R"(my\ cc 'a b' "c \"d\" \\" -o{out} --in={src} -m{arch} x{{y}})", c), "");
  EXPECT_EQ(c.argv,
            (std::vector<std::string>{"my cc", "a b", R"(c "d" \)", "-o{out}", "--in={src}", "-m{arch}", "x{{y}}"}));
  auto argv = cc::instantiate(c, "/t/a b;c\n'\".cu", "/t/o $(x).ptx", "sm_90");
  EXPECT_EQ(argv, (std::vector<std::string>{"my cc", "a b", R"(c "d" \)", "-o/t/o $(x).ptx", "--in=/t/a b;c\n'\".cu",
                                            "-msm_90", "x{y}"}));
}

TEST(CompilerTemplate, ErrorsSayWhatToWrite) {
  cc::CompilerCommand c;
  EXPECT_TRUE(has(cc::parseCompilerTemplate("cc 'x {src} {out}", c), "an unclosed ' in the template"));
  EXPECT_TRUE(has(cc::parseCompilerTemplate("cc \"x {src} {out}", c), "an unclosed \" in the template"));
  EXPECT_TRUE(has(cc::parseCompilerTemplate("cc {src} {out} \\", c), "ends with a lone \\"));
  EXPECT_TRUE(has(cc::parseCompilerTemplate("  ", c), "the template is empty"));
  EXPECT_TRUE(
      has(cc::parseCompilerTemplate("cc {source} {out}", c),
          "unknown placeholder '{source}' in argument '{source}': the placeholders are {src}, {out} and {arch}"));
  EXPECT_TRUE(has(cc::parseCompilerTemplate("cc {src} {out} }", c), "a lone '}'"));
  EXPECT_TRUE(has(cc::parseCompilerTemplate("cc {src}", c), "the template has no {out}"));
  EXPECT_TRUE(has(cc::parseCompilerTemplate("cc -o {out}", c), "the template has no {src}"));
}

TEST(CompilerTemplate, BadTemplateIsAUsageError) {
  auto r =
      runClmm({"compile-check", "--compiler-command", "mycc '{src} {out}", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_TRUE(has(r.err, "clmm: error: --compiler-command: an unclosed ' in the template")) << r.err;
  auto ptx = runClmm(
      {"compile-check", "--ptx", "targets/fixtures/nvcc", "--keep", "x", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(ptx.rc, 2);
  EXPECT_TRUE(has(ptx.err, "clmm: error: --keep is for a live compilation")) << ptx.err;
}

// --- batches: one translation unit, its PTX split per test ---

TEST(Batch, SourceRenamesKernelsAndRestartsLines) {
  clmm::targets::EmittedSource a, b;
  a.text = "// a\nextern \"C\" __global__ void clmm_P0(int* x, int* clmm_out) {\n}\n";
  a.kernels.push_back({"clmm_P0", 0, {"x"}, {}, {}, 0, 0});
  b = a;
  std::string tu = cc::batchSource({&a, &b});
  EXPECT_EQ(tu,
            "#line 1\n// a\nextern \"C\" __global__ void clmm_t0_P0(int* x, int* clmm_out) {\n}\n"
            "#line 1\n// a\nextern \"C\" __global__ void clmm_t1_P0(int* x, int* clmm_out) {\n}\n");
}

TEST(Batch, PtxSplitsIntoOneModulePerTest) {
  const std::string ptx =
      ".version 9.0\n.target sm_90\n\n\t// .globl\tclmm_t0_P0\n"
      ".visible .entry clmm_t0_P0(\n\t.param .u64 clmm_t0_P0_param_0\n)\n{\n\t{ // inner\n\t}\n\tret;\n}\n"
      "\t// .globl\tclmm_t1_P0\n.visible .entry clmm_t1_P0(\n\t.param .u64 clmm_t1_P0_param_0\n)\n{\n\tret;\n}\n"
      "\t.file\t1 \"/tmp/batch-0001.cu\"\n";
  auto m = cc::splitBatchPtx(ptx, 3);
  ASSERT_EQ(m.size(), 3u);
  EXPECT_TRUE(has(m[0], ".visible .entry clmm_P0(\n\t.param .u64 clmm_P0_param_0\n)\n{\n\t{ // inner\n\t}\n\tret;\n}"))
      << m[0];
  EXPECT_FALSE(has(m[0], "clmm_t")) << m[0];
  EXPECT_TRUE(has(m[1], ".target sm_90")) << m[1];
  EXPECT_TRUE(has(m[1], "clmm_P0_param_0")) << m[1];
  EXPECT_TRUE(has(m[1], ".file\t1")) << m[1];
  EXPECT_FALSE(has(m[2], ".entry")) << m[2];  // a test whose kernels are missing: the lifter names them
}

// --- skipped tests ---

TEST(CompileCheckSkip, CatalogueIsGreenWithTheUnexpressibleSkipped) {
  Scratch s;
  auto r = runClmm(
      {"compile-check", "-q", "--ptx", "targets/fixtures/nvcc", "--junit", s.path("r.xml"), "examples/catalogue"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(has(r.out,
                  "skipped  examples/catalogue/mp_local_memory.litmus: cannot be expressed for nvcc: "
                  "examples/catalogue/mp_local_memory.litmus:13:17: cuda target: local location 'data' cannot be "
                  "compiled one kernel per work-item"))
      << r.out;
  EXPECT_TRUE(has(r.out, " skipped\n")) << r.out;
  std::string xml = slurp(s.path("r.xml"));
  EXPECT_TRUE(has(xml, "name=\"mp_local_memory.litmus [nvcc]\" classname=\"examples.catalogue\"")) << xml;
  EXPECT_TRUE(has(xml, "<skipped message=\"cannot be expressed for nvcc: ")) << xml;
  auto strict =
      runClmm({"compile-check", "-q", "--fail-on-skip", "--ptx", "targets/fixtures/nvcc", "examples/catalogue"});
  EXPECT_EQ(strict.rc, 2) << strict.out;
  auto json = runClmm({"compile-check", "-q", "--format", "json", "--ptx", "targets/fixtures/nvcc",
                       "examples/catalogue/mp_local_memory.litmus"});
  EXPECT_EQ(json.rc, 0);
  auto j = nlohmann::json::parse(json.out);
  EXPECT_EQ(j["result"], "skipped");
  EXPECT_TRUE(has(j["reason"].get<std::string>(), "cuda target: local location 'data'")) << json.out;
}

TEST(CompileCheckSkip, EmitSkipsToo) {
  Scratch s;
  auto r = runClmm(
      {"compile-check", "--emit", s.path("src"), "tests/compile/endless_loop.litmus", "examples/catalogue/mp_relaxed.litmus"});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_TRUE(has(r.err, "tests/compile/endless_loop.litmus:11:3: cuda target: an endless loop (while (1)")) << r.err;
  EXPECT_TRUE(has(r.err, "1 source written to " + s.path("src") + ", 1 skipped")) << r.err;
  auto strict = runClmm({"compile-check", "--fail-on-skip", "--emit", s.path("src"), "tests/compile/endless_loop.litmus"});
  EXPECT_EQ(strict.rc, 2);
}

// --- the culprit ---

TEST(CompileCheckCulprit, NamesWhatEachOperationLost) {
  struct Case {
    const char* dir;
    const char* test;
    const char* culprit;
  };
  for (const Case& c : std::vector<Case>{
           {"fence_removed", "mp_fences_global.litmus",
            "P0 mp_fences_global.litmus:17: atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_release, "
            "memory_scope_device): "
            "fence lost: compiled to 'nothing', the reference mapping (docs/lowering.md) gives fence.acq_rel.gpu"},
           {"scope_narrowed", "mp_dev_two_groups.litmus",
            "P1 mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device): "
            "scope narrowed: "
            "compiled to 'ld.acquire.cta tr4, flag', the reference mapping (docs/lowering.md) gives ld.acquire.gpu"},
           {"acquire_weakened", "release_sequence_rmw.litmus",
            "P2 release_sequence_rmw.litmus:24: atomic_load_explicit(flag, memory_order_acquire, memory_scope_device): "
            "order weakened: "
            "compiled to 'ld.relaxed.gpu tr4, flag'"}}) {
    auto r = runClmm({"compile-check", "-q", "--ptx", std::string("tests/compile/broken/") + c.dir,
                      std::string("examples/catalogue/") + c.test});
    EXPECT_EQ(r.rc, 1) << r.out;
    EXPECT_TRUE(has(r.out, std::string("    ") + c.culprit)) << r.out;
    auto json = runClmm({"compile-check", "-q", "--format", "json", "--ptx",
                         std::string("tests/compile/broken/") + c.dir, std::string("examples/catalogue/") + c.test});
    auto j = nlohmann::json::parse(json.out);
    ASSERT_FALSE(j["responsible"]["culprits"].empty()) << json.out;
    EXPECT_TRUE(has(c.culprit, j["responsible"]["culprits"][0]["kind"].get<std::string>())) << json.out;
  }
}

// NVIDIA's OpenCL: a barrier removed from the compiled code is named as lost.
TEST(CompileCheckCulprit, BarrierLost) {
  const std::string key = "barrier_global-1c9713bca67b.ptx";
  std::string text = slurp("targets/fixtures/nvidia-opencl/" + key);
  for (const std::string drop : {"bar.sync", "membar.cta;"}) {
    size_t at;
    while ((at = text.find(drop)) != std::string::npos) text.erase(at, text.find('\n', at) - at);
  }
  Scratch s;
  s.write("ptx/" + key, text);
  auto r = runClmm({"compile-check", "--compiler", "nvidia-opencl", "--ptx", s.path("ptx"), "-q",
                    "examples/catalogue/barrier_global.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(r.out,
                  ": barrier lost: compiled to 'nothing', the reference mapping (docs/lowering.md) gives "
                  "bar.sync 0"))
      << r.out;
}

// JUnit test names have one shape in check, validate and compile-check: FILE [LABEL], the
// directory as the class.
TEST(CompileCheckJunit, NamesAreShapedAsValidates) {
  Scratch s;
  auto cc = runClmm({"compile-check", "-q", "--ptx", "targets/fixtures/nvcc", "--junit", s.path("cc.xml"),
                     "examples/catalogue/mp_dev_two_groups.litmus"});
  auto v = runClmm({"validate", "-q", "--mapping", "axioms/mappings/ra-fences.map", "--junit", s.path("v.xml"),
                    "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(cc.rc, 0) << cc.err;
  EXPECT_EQ(v.rc, 0) << v.err;
  EXPECT_TRUE(has(slurp(s.path("cc.xml")),
                  "<testcase name=\"mp_dev_two_groups.litmus [nvcc]\" classname=\"examples.catalogue\""));
  EXPECT_TRUE(has(slurp(s.path("v.xml")),
                  "<testcase name=\"mp_dev_two_groups.litmus [ra-fences.map]\" classname=\"examples.catalogue\""));
}

// The JUnit failure's message, the headline of CI interfaces, names the culprit: its source
// line, the compiled instruction with its line in the compiled file, what it lost, the outcome;
// and every line number printed names its file (the source, the PTX, the lifted test).
TEST(CompileCheckJunit, TheFailureMessageNamesTheCulprit) {
  Scratch s;
  auto r = runClmm({"compile-check", "-q", "--ptx", "tests/compile/broken/scope_narrowed", "--junit", s.path("r.xml"),
                    "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_TRUE(has(slurp(s.path("r.xml")),
                  "message=\"P1 mp_dev_two_groups.litmus:20: atomic_load_explicit(flag, memory_order_acquire, "
                  "memory_scope_device) compiled to &apos;ld.acquire.cta.b32 %r4,[%rd3]&apos; "
                  "(mp_dev_two_groups-f9af1fd3f482.ptx:72): scope narrowed; the compiled PTX allows 1:r0=1 1:r1=0, "
                  "which the source forbids\""))
      << slurp(s.path("r.xml"));
  EXPECT_TRUE(has(r.out, "P1:e4 R flag=1 acq wg  <- P0:e3  (lifted test line 5: ld.acquire.cta tr4, flag)")) << r.out;
  EXPECT_TRUE(has(r.out,
                  "from mp_dev_two_groups-f9af1fd3f482.ptx:72 'ld.acquire.cta.b32 %r4,[%rd3]' <- "
                  "mp_dev_two_groups.litmus:20: atomic_load_explicit("))
      << r.out;
  // No single operation to blame: the outcome and the stage responsible.
  auto h = runClmm({"compile-check", "-q", "--ptx", "tests/compile/broken/output_hoisted", "--junit", s.path("h.xml"),
                    "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(h.rc, 1) << h.out << h.err;
  EXPECT_TRUE(has(slurp(s.path("h.xml")),
                  "message=\"the compiled PTX allows 1:r0=0 1:r1=1, which the source forbids (responsible: the "
                  "compiler: P1 stores its observed register to clmm_out (mp_dev_two_groups-f9af1fd3f482.ptx:72"))
      << slurp(s.path("h.xml"));
}

TEST(CompileCheckCulprit, ExplainShowsWhyTheSourceForbidsIt) {
  auto r = runClmm({"compile-check", "-q", "--explain", "--ptx", "tests/compile/broken/scope_narrowed",
                    "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out;
  EXPECT_TRUE(has(r.out, "explanation of target outcome 1:r0=1 1:r1=0:")) << r.out;
  EXPECT_TRUE(has(r.out, "why the source forbids it, under opencl:")) << r.out;
  EXPECT_TRUE(has(r.out, "why the target allows it, under ptx")) << r.out;
}

// --- --compiler-command and --keep, without nvcc: a stand-in compiler copying a fixture ---

TEST(CompileCommand, HostilePathsStayOneArgument) {
  Scratch s;
  const std::string keep = s.path("kept dir; with 'quotes' \"and\" $(x)\nnewline");
  // The compiler runs in the kept folder: a path outside it is given absolute.
  const std::string tmpl =
      "tests/compile/fake-compiler.sh {src} {out} " + std::string(CLMM_SOURCE_DIR) + "/" + kFixture;
  auto r = runClmm({"compile-check", "--compiler-command", tmpl, "--keep", keep, "--junit", s.path("r.xml"),
                    "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  const std::string ptx = keep + "/mp_dev_two_groups-f9af1fd3f482.ptx";
  EXPECT_TRUE(fs::exists(ptx)) << r.out << r.err;
  EXPECT_TRUE(fs::exists(keep + "/mp_dev_two_groups-f9af1fd3f482.cu")) << r.out;
  EXPECT_TRUE(has(r.out, "ok       examples/catalogue/mp_dev_two_groups.litmus (")) << r.out;
  EXPECT_TRUE(has(r.out, "mp_dev_two_groups-f9af1fd3f482.ptx)")) << r.out;
  std::string xml = slurp(s.path("r.xml"));
  EXPECT_TRUE(has(xml, "<property name=\"ptx\"")) << xml;
  EXPECT_TRUE(has(xml, "<property name=\"source\"")) << xml;
}

TEST(CompileCommand, AFailingCompilerIsNamedWithItsMessages) {
  Scratch s;
  auto r = runClmm({"compile-check", "--compiler-command", "tests/compile/fake-compiler.sh {src} {out}", "--keep",
                    s.path("k"), "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_TRUE(has(r.err, "error: fake-compiler.sh rejected the emitted source " + s.path("k") +
                             "/mp_dev_two_groups-f9af1fd3f482.cu:\nfake-compiler: expected 3 arguments, got 2"))
      << r.err;
}

// Without --keep a live compilation's files go with its scratch folder: no result names them
// there; with a report they are kept beside it, so that its paths hold (docs/compile-check.md).
TEST(CompileCommand, NoResultNamesARemovedFile) {
  Scratch s;
  const std::string tmpl =
      "tests/compile/fake-compiler.sh {src} {out} " + std::string(CLMM_SOURCE_DIR) + "/" + kFixture;
  auto text =
      runClmm({"compile-check", "-q", "--compiler-command", tmpl, "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(text.rc, 0) << text.out << text.err;
  EXPECT_TRUE(has(text.out,
                  "ok       examples/catalogue/mp_dev_two_groups.litmus (mp_dev_two_groups-f9af1fd3f482.ptx, "
                  "not kept: --keep DIR keeps it)"))
      << text.out;
  EXPECT_FALSE(has(text.out, "clmm-compile-")) << text.out;
  auto json = runClmm({"compile-check", "-q", "--format", "json", "--compiler-command", tmpl,
                       "examples/catalogue/mp_dev_two_groups.litmus"});
  auto j = nlohmann::json::parse(json.out);
  EXPECT_EQ(j["kept"], false) << json.out;
  EXPECT_FALSE(j.contains("ptx")) << json.out;
  // A report: the files beside it (reports/r.xml: reports/r-files/), named by the report.
  auto junit = runClmm({"compile-check", "--compiler-command", tmpl, "--junit", s.path("reports/r.xml"),
                        "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(junit.rc, 0) << junit.out << junit.err;
  const std::string kept = s.path("reports/r-files") + "/mp_dev_two_groups-f9af1fd3f482.ptx";
  EXPECT_TRUE(fs::exists(kept));
  EXPECT_TRUE(has(slurp(s.path("reports/r.xml")), "<property name=\"ptx\" value=\"" + kept + "\"/>"));
  EXPECT_TRUE(has(junit.err, "clmm: note: the compiled files are kept in " + s.path("reports/r-files") +
                                 ", beside the report (--keep DIR names another folder)"))
      << junit.err;
  // A rejected source is named without the path it had in the removed folder.
  auto rejected = runClmm({"compile-check", "--compiler-command", "tests/compile/fake-compiler.sh {src} {out}",
                           "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(rejected.rc, 2);
  EXPECT_TRUE(has(rejected.err,
                  "error: fake-compiler.sh rejected the emitted source mp_dev_two_groups-f9af1fd3f482.cu "
                  "(not kept: --keep DIR keeps it):\nfake-compiler: expected 3 arguments, got 2"))
      << rejected.err;
}

// A compiler that cannot be found says so first, before anything is compiled (exit 2); a relative
// path is resolved from the current directory, as a shell resolves it (docs/compile-check.md).
TEST(CompileCommand, ACompilerThatCannotBeFoundSaysSo) {
  auto bare = runClmm({"compile-check", "--compiler-command", "no-such-compiler-clmm {src} {out}",
                       "examples/catalogue/mp_dev_two_groups.litmus"});
  EXPECT_EQ(bare.rc, 2);
  EXPECT_EQ(bare.err,
            "clmm: error: --compiler-command: the compiler 'no-such-compiler-clmm' was not found: no such program "
            "on PATH; give its path, or put its folder on PATH\n");
  Scratch s;
  const std::string test = std::string(CLMM_SOURCE_DIR) + "/examples/catalogue/mp_dev_two_groups.litmus";
  auto relative = clmm::test::runProgram(
      {CLMM_BINARY, "compile-check", "--compiler-command", "tools/cc {src} {out}", test}, "", {}, s.path());
  EXPECT_EQ(relative.rc, 2);
  EXPECT_EQ(relative.err,
            "clmm: error: --compiler-command: the compiler 'tools/cc' was not found: no such "
            "executable file (a relative path is resolved from the current directory, " +
                s.path() + ")\n");
  // The same relative path, once there, runs from the current directory (not from clmm's folder,
  // nor from the scratch folder the compiler runs in).
  fs::create_directories(s.path("tools"));
  fs::copy_file(std::string(CLMM_SOURCE_DIR) + "/tests/compile/fake-compiler.sh", s.path("tools/cc"));
  auto found = clmm::test::runProgram({CLMM_BINARY, "compile-check", "-q", "--compiler-command",
                                       "tools/cc {src} {out} " + std::string(CLMM_SOURCE_DIR) + "/" + kFixture, test},
                                      "", {}, s.path());
  EXPECT_EQ(found.rc, 0) << found.out << found.err;
  EXPECT_TRUE(has(found.out, "1 test: 1 sound")) << found.out;
  // Found but not a program the system can start: said as such, not as a rejected source.
  s.write("tools/garbage", "not a program\n");
  fs::permissions(s.path("tools/garbage"), fs::perms::owner_all);
  auto garbage = clmm::test::runProgram(
      {CLMM_BINARY, "compile-check", "-q", "--compiler-command", "tools/garbage {src} {out}", test}, "", {}, s.path());
  EXPECT_EQ(garbage.rc, 2);
  EXPECT_TRUE(has(garbage.err, "error: garbage could not be started: ")) << garbage.err;
  EXPECT_FALSE(has(garbage.err, "rejected")) << garbage.err;
}

// --- live nvcc ---

TEST(CompileCheckLive, BatchOfTestsThroughAWrapperWithHostileKeep) {
  CLMM_REQUIRE_NVCC();
  Scratch s;
  const std::string keep = s.path("kept; 'x' \"y\"\nz");
  auto r = runClmm({"compile-check", "-q", "--compiler-command", "tests/compile/nvcc-wrapper.sh {src} {out} {arch}",
                    "--keep", keep, "--format", "json", "examples/catalogue/mp_dev_two_groups.litmus",
                    "examples/catalogue/mp_fences_global.litmus", "examples/catalogue/sb_sc_dev.litmus"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_TRUE(fs::exists(keep + "/batch-0001.cu"));
  EXPECT_TRUE(fs::exists(keep + "/batch-0001.ptx"));
  int sound = 0;
  for (const auto& line : clmm::test::lines(r.out)) {
    auto j = nlohmann::json::parse(line);
    sound += j["result"] == "sound" ? 1 : 0;
    EXPECT_EQ(j["batch"]["source"], keep + "/batch-0001.cu");
    EXPECT_TRUE(fs::exists(j["ptx"].get<std::string>()));
    EXPECT_TRUE(fs::exists(j["source"].get<std::string>()));
  }
  EXPECT_EQ(sound, 3) << r.out;
  // The batch's split PTX of a test lifts as the PTX of a compilation of its own.
  std::string batched = slurp(keep + "/mp_dev_two_groups-f9af1fd3f482.ptx");
  EXPECT_TRUE(has(batched, ".visible .entry clmm_P1(")) << batched;
  EXPECT_FALSE(has(batched, "clmm_t")) << batched;
}

}  // namespace

namespace {

// A generated campaign (issue 26 item 4): 300 sampled tests and cycles with fences, a barrier, an
// RMW, all_svm_devices scope and local memory (skipped under CUDA), each set in one nvcc run;
// every annotation's tests sound, the campaign report counting them.
// A PTX test's source model is ptx unless --source-model names another: under OpenCL's model its
// weak accesses race, and a racy source makes every compilation trivially sound.
TEST(CompileCheckLive, PtxTestsAreSourcesUnderPtx) {
  CLMM_REQUIRE_NVCC();
  const char* ptx = "examples/ptx/mp_rel_acq_gpu.litmus";
  auto byDialect = runClmm({"compile-check", "-q", ptx, "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(byDialect.rc, 0) << byDialect.out << byDialect.err;
  EXPECT_FALSE(has(byDialect.out, "racy source")) << byDialect.out;
  EXPECT_TRUE(has(byDialect.out, "2 tests: 2 sound")) << byDialect.out;
  auto opencl = runClmm({"compile-check", "-q", "--source-model", "opencl", ptx});
  EXPECT_EQ(opencl.rc, 0) << opencl.out << opencl.err;
  EXPECT_TRUE(has(opencl.out, "racy source")) << opencl.out;
}

TEST(CompileCheckLive, GeneratedCampaign) {
  CLMM_REQUIRE_NVCC();
  Scratch s;
  auto gen = runClmm({"generate", "--sample", "300", "--seed", "26", "-o", s.path("sample")});
  ASSERT_EQ(gen.rc, 0) << gen.err;
  auto cyc = runClmm({"generate",
                      "-o",
                      s.path("cycles"),
                      "--cycle",
                      "FdWW.rel.dev Rfe FdRR.acq.dev Fre",
                      "--cycle",
                      "FdWW.rel.wg Rfe FdRR.acq.wg Fre",
                      "--cycle",
                      "FdWR.sc.all Fre FdWR.sc.all Fre",
                      "--cycle",
                      "FdWW.ar.dev.gl Rfe FdRR.ar.dev.gl Fre",
                      "--cycle",
                      "rel.all PodWW rel.all Rfe acq.all PodRR acq.all Fre",
                      "--cycle",
                      "PodWW rel.dev Rfe acq.dev Rmw rel.dev Rfe acq.dev PodRR Fre",
                      "--cycle",
                      "rlx.dev.l PodWW rel.wg.l Rfe.sg acq.wg.l PodRR rlx.dev.l Fre.sg",
                      "--cycle",
                      "na PodWW rel Rfe acq PodRR na Fre",
                      "--cycle",
                      "BdWR Fre.sg BdWR Fre.sg"});
  ASSERT_EQ(cyc.rc, 0) << cyc.err;
  for (const char* suite : {"sample", "cycles"}) {
    auto r = runClmm({"compile-check", "-q", "--batch", "400", "--keep", s.path(std::string(suite) + "-kept"),
                      "--campaign", s.path(std::string(suite) + ".json"), s.path(suite)});
    EXPECT_EQ(r.rc, 0) << r.out << r.err;
    EXPECT_TRUE(has(r.out, "campaign: per annotation")) << r.out;
    // One compiler run for the whole suite.
    EXPECT_TRUE(fs::exists(s.path(std::string(suite) + "-kept/batch-0001.cu")));
    EXPECT_FALSE(fs::exists(s.path(std::string(suite) + "-kept/batch-0002.cu")));
    auto j = nlohmann::json::parse(slurp(s.path(std::string(suite) + ".json")));
    EXPECT_EQ(j["totals"]["unsound"], 0) << j.dump(2);
    EXPECT_EQ(j["totals"]["bad"], 0) << j.dump(2);
    int expected = std::string(suite) == "sample" ? 300 : 9;
    EXPECT_EQ(j["totals"]["sound"].get<int>() + j["totals"]["skipped"].get<int>(), expected) << j.dump(2);
    if (std::string(suite) == "cycles") {
      EXPECT_EQ(j["totals"]["skipped"], 1) << j.dump(2);  // local memory under CUDA
      bool fence = false;
      for (const auto& row : j["annotations"]) fence = fence || row["annotation"] == "fence sc all global";
      EXPECT_TRUE(fence) << j.dump(2);
    }
  }
}

}  // namespace
