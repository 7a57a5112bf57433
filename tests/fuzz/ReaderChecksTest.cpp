// Tests of the readers' fuzz checks (ReaderChecks.h) in the normal build: the project's own
// inputs and a few hostile ones (deep nesting, byte order marks, binary bytes, truncations)
// are each read or refused with a located error, never another exception.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <utility>
#include <vector>

#include "tests/fuzz/ReaderChecks.h"

namespace fs = std::filesystem;
using namespace clmm::fuzz;

namespace {

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The files under `dir` (in the source tree) whose names end with `suffix`.
std::vector<fs::path> files(const std::string& dir, const std::string& suffix) {
  std::vector<fs::path> out;
  for (const auto& e : fs::recursive_directory_iterator(fs::path(CLMM_SOURCE_DIR) / dir)) {
    std::string name = e.path().filename().string();
    if (e.is_regular_file() && name.size() >= suffix.size() &&
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0)
      out.push_back(e.path());
  }
  return out;
}

// Every prefix of `text` cut at a few places, and the text with a byte order mark and with a
// NUL byte and an invalid UTF-8 byte in the middle: the variations a fuzzer starts with.
std::vector<std::string> variations(const std::string& text) {
  std::vector<std::string> out = {text, "\xEF\xBB\xBF" + text, std::string(), std::string(100000, '[')};
  for (size_t cut : {size_t{1}, text.size() / 3, text.size() / 2, text.size() - 1})
    if (cut < text.size()) out.push_back(text.substr(0, cut));
  std::string bad = text;
  if (!bad.empty()) bad[bad.size() / 2] = '\0';
  out.push_back(bad);
  if (!bad.empty()) bad[bad.size() / 3] = '\xFF';
  out.push_back(bad);
  return out;
}

}  // namespace

TEST(ReaderChecks, PtxTests) {
  auto tests = files("examples/ptx", ".litmus");
  ASSERT_GE(tests.size(), 5u);
  for (const auto& f : tests)
    for (const auto& v : variations(slurp(f))) EXPECT_EQ(checkPtxTest(v), "") << f;
}

TEST(ReaderChecks, PtxLifter) {
  auto fixtures = files("targets/fixtures/nvcc", ".ptx");
  ASSERT_GE(fixtures.size(), 5u);
  for (const auto& f : fixtures)
    for (const auto& v : variations(slurp(f))) EXPECT_EQ(checkPtxLift(v), "") << f;
  // A guard with no instruction after it (found by fuzz_lift: substr past the end).
  EXPECT_EQ(checkPtxLift(".visible .entry clmm_P0(\n.param .u64 a\n)\n{\n@%p1;\n}\n"), "");
}

TEST(ReaderChecks, MappingFiles) {
  auto maps = files("axioms/mappings", ".map");
  ASSERT_GE(maps.size(), 3u);
  for (const auto& f : maps)
    for (const auto& v : variations(slurp(f))) EXPECT_EQ(checkMappingFile(v), "") << f;
}

TEST(ReaderChecks, ExpectationTablesAndLines) {
  std::vector<fs::path> inputs = files("examples/ci-example", ".csv");
  for (const auto& f : files("examples/ci-example", ".litmus")) inputs.push_back(f);
  ASSERT_GE(inputs.size(), 3u);
  for (const auto& f : inputs)
    for (const auto& v : variations(slurp(f))) EXPECT_EQ(checkExpectations(v), "") << f;
  EXPECT_EQ(checkExpectations("path,model,verdict\nx.litmus,opencl-scope,forbidden\n"), "");
  EXPECT_EQ(checkExpectations("OpenCL t \"\n// clmm-expect: opencl forbidden\nCLMM-EXPECT\n"), "");
}

TEST(ReaderChecks, ObservedReports) {
  auto reports = files("tests/hardware/data", ".json");
  ASSERT_GE(reports.size(), 5u);
  for (const auto& f : reports)
    for (const auto& v : variations(slurp(f))) EXPECT_EQ(checkObservedReport(v), "") << f;
  EXPECT_EQ(checkObservedReport(std::string(100000, '[') + std::string(100000, ']')), "");
  EXPECT_EQ(checkObservedReport(R"({"format":"clmm-observed-1","tests":[{"test":"t","file":"f","observables":["x"],)"
                                R"("states":[{"values":[18446744073709551615],"count":-1}]}]})"),
            "");
}

// Issue 37: a compiler's batch PTX, split per test and lifted: the seed batch (two copies of the
// message-passing test's real PTX) and its variations, and every fixture as a batch of one kind.
TEST(ReaderChecks, BatchPtx) {
  auto seeds = files("tests/fuzz/seeds/batch", ".ptx");
  ASSERT_GE(seeds.size(), 1u);
  for (const auto& f : seeds)
    for (const auto& v : variations(slurp(f))) EXPECT_EQ(checkBatchPtx(v), "") << f;
  for (const auto& f : files("targets/fixtures/nvcc", ".ptx")) EXPECT_EQ(checkBatchPtx(slurp(f)), "") << f;
}

// Issue 37: generate's --cycle: the seeds, their variations, and cycles that must be refused.
TEST(ReaderChecks, GenerateCycles) {
  auto seeds = files("tests/fuzz/seeds/cycle", ".cycle");
  ASSERT_GE(seeds.size(), 5u);
  for (const auto& f : seeds)
    for (const auto& v : variations(slurp(f))) EXPECT_EQ(checkGenerateCycle(v), "") << f;
  for (const char* c : {"", " ", "Rfe", "Rfe Rfe", "PodWW PodWW", "Rfe.dev Fre", "PodWR Fre PodWR Fre acq",
                        "Rmw Rmw Rmw", "FdWW.xx Rfe PodRR Fre", "\xff"})
    EXPECT_EQ(checkGenerateCycle(c), "") << c;
}

// Issue 43: herd7 and litmus7 logs read back (clmm diff --herd-log): the seeds, their variations,
// and logs that must be refused, located.
TEST(ReaderChecks, HerdLogs) {
  auto seeds = files("tests/fuzz/seeds/herdlog", ".log");
  ASSERT_GE(seeds.size(), 2u);
  for (const auto& f : seeds)
    for (const auto& v : variations(slurp(f))) EXPECT_EQ(checkHerdLog(v), "") << f;
  for (const char* c : {"", "Test", "Test A\n", "Test A\nStates 1\nx=;\n", "Test A\nStates\nx=99999999999999999999;\nOk\n",
                        "Test A\nHistogram\n99999999999999999999 :>x=1;\nOk\n", "Test A\nStates\nOk\nTest A\nStates\nOk\n",
                        "Test A\nFatal: x\n", "\xff"})
    EXPECT_EQ(checkHerdLog(c), "") << c;
}


// Issue 39: the AMDGPU dialect (every example and test, and their variations; a headerless text
// gets a header), the machine-code lifter on clang's output for the fixed kernel (each family's
// and mode's real output lifts; its variations are lifted or refused, located), and the
// generator's tests, which both engines decide alike.
TEST(ReaderChecks, AmdgpuTests) {
  auto tests = files("examples/amdgpu", ".litmus");
  for (const auto& f : files("tests/amdgpu", ".litmus")) tests.push_back(f);
  ASSERT_GE(tests.size(), 100u);
  for (const auto& f : tests)
    for (const auto& v : variations(slurp(f))) EXPECT_EQ(checkAmdgpuTest(v), "") << f;
  // The hostile variations found while fuzzing (each now a located error: tests/bad/amdgpu_*).
  for (const char* c : {"", " P0 ;\n global_load_dword r0, [x] ;\n", "{ x=0; }\n P0 ;\n global_inv scope:SCOPE_DEV scope:SCOPE_SYS ;\n",
                        "AMDGPU gfx1200 T\n{ x=0; }\n P0 ;\n global_load_b32 r0, [x] scope:SCOPE_SE scope:SCOPE_SYS ;\n",
                        "AMDGPU gfx90a T\n{ x=0; }\n P0 ;\n s_waitcnt vmcnt(0) vmcnt(1) ;\n",
                        "AMDGPU gfx90a T\n{ x=0; }\n P0@wg 4294967296 | P1@wg 0 ;\n ds_write_b32 [x], 1 | ds_read_b32 r0, [x] ;\n",
                        "AMDGPU gfx90a T\n{ x=0; }\n P0@wg 0,agent 0,agent 1 ;\n global_store_dword [x], 1 ;\n",
                        "AMDGPU gfx90a T\n{ y=0; }\n P0 ;\n global_load_dword r0, off ;\n"})
    EXPECT_EQ(checkAmdgpuTest(c), "") << c;
}

TEST(ReaderChecks, AmdgpuLifter) {
  auto fixtures = files("tests/compile/amdgpu/fixtures", ".s");
  ASSERT_GE(fixtures.size(), 6u);
  int lifted = 0;
  for (const auto& f : fixtures) {
    const std::string text = slurp(f);
    if (f.filename().string().rfind("mp_dev_two_groups-", 0) == 0) {
      EXPECT_EQ(liftAmdgpuFixed(text).rfind("AMDGPU gfx", 0), 0u) << f;
      ++lifted;
    }
    for (const auto& v : variations(text)) EXPECT_EQ(checkAmdgpuLift(v), "") << f;
  }
  EXPECT_GE(lifted, 6);
  // Values the reader once took loosely (an offset past 64 bits overflowed, a huge flag overflowed
  // the kernarg SGPR's number, a negative one was no flag): refused, located.
  const std::string mp = slurp(fs::path(CLMM_SOURCE_DIR) / "tests/compile/amdgpu/fixtures/gfx90a-O2/mp_dev_two_groups-f614e14aaf7e.s");
  for (const auto& [from, to] : std::vector<std::pair<std::string, std::string>>{
           {".offset:         0", ".offset:         99999999999999999999"},
           {".size:           8", ".size:           -1"},
           {".amdhsa_user_sgpr_private_segment_buffer 1", ".amdhsa_user_sgpr_private_segment_buffer 1000000000"},
           {".amdhsa_tg_split 0", ".amdhsa_tg_split -1"}}) {
    std::string v = mp;
    v.replace(v.find(from), from.size(), to);
    EXPECT_EQ(checkAmdgpuLift(v), "") << to;
    EXPECT_THROW(liftAmdgpuFixed(v), clmm::BadInput) << to;
  }
}

TEST(ReaderChecks, AmdgpuDifferential) {
  // A few byte strings (the empty one included) for the generator, and an example as text.
  std::vector<std::string> inputs = {"", std::string(64, '\0'), std::string(64, '\xff')};
  for (int seed = 1; seed <= 40; ++seed) {
    std::string bytes;
    for (int i = 0; i < 60; ++i) bytes += static_cast<char>((seed * 131 + i * 197 + i * i * seed) & 0xff);
    inputs.push_back(bytes);
  }
  inputs.push_back(slurp(fs::path(CLMM_SOURCE_DIR) / "examples/amdgpu/gfx90a_mp_agent.litmus"));
  for (const auto& in : inputs) EXPECT_EQ(checkAmdgpuEngines(in), "");
}
