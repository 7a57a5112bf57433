// Hostile inputs (tests/hostile/, plus inputs too large to keep in the repository, generated
// here) must be rejected cleanly by `clmm check`: exit code 2, the located message recorded in
// NAME.expected, nothing on stdout that could look like a verdict, no crash or stack trace.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "tests/cli/Run.h"

namespace fs = std::filesystem;
using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::slurp;

namespace {

void expectCleanRejection(const clmm::test::RunResult& r, const std::string& expectedFirstLine) {
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out.find("Verdict"), std::string::npos);
  EXPECT_EQ(r.out.find("States"), std::string::npos);
  auto errLines = lines(r.err);
  ASSERT_FALSE(errLines.empty());
  EXPECT_EQ(errLines[0], expectedFirstLine);
  for (const char* crash : {"terminate called", "internal error", "Segmentation", "Aborted", "what():"})
    EXPECT_EQ(r.err.find(crash), std::string::npos) << crash;
}

std::string writeTemp(const std::string& name, const std::string& text) {
  std::string path = fs::temp_directory_path().string() + "/" + name;
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

}  // namespace

TEST(HostileInput, EveryLitmusFileIsRejectedCleanly) {
  std::vector<std::string> files;
  for (const auto& e : fs::directory_iterator(std::string(CLMM_SOURCE_DIR) + "/tests/hostile"))
    if (e.path().extension() == ".litmus") files.push_back("tests/hostile/" + e.path().filename().string());
  std::sort(files.begin(), files.end());
  ASSERT_GE(files.size(), 12u);
  for (const auto& f : files) {
    SCOPED_TRACE(f);
    std::string expected = lines(slurp(std::string(CLMM_SOURCE_DIR) + "/" + f.substr(0, f.size() - 7) + ".expected")).at(0);
    for (const char* engine : {"enumerate"})
      expectCleanRejection(runClmm({"check", "-q", "--engine", engine, f}), expected);
  }
}

TEST(HostileInput, EveryModelFileIsRejectedCleanly) {
  for (const char* name : {"cyclic_let", "undefined_name", "unterminated_comment"}) {
    SCOPED_TRACE(name);
    std::string model = std::string("tests/hostile/") + name + ".cat";
    std::string expected = lines(slurp(std::string(CLMM_SOURCE_DIR) + "/tests/hostile/" + name + ".expected")).at(0);
    expectCleanRejection(runClmm({"check", "--model", model, "litmus/examples/mp_dev.litmus"}), expected);
  }
}

TEST(HostileInput, TenMegabytesOfNesting) {
  std::string path = writeTemp("clmm-nesting.litmus", "OpenCL deep\n{ x=0; }\nP0 (global atomic_int* x) {\n" +
                                                         std::string(10 * 1024 * 1024, '{') + "\n");
  expectCleanRejection(runClmm({"check", "-q", path}),
                       path + ":4:256: error: nesting deeper than 256 levels");
  fs::remove(path);
}

TEST(HostileInput, ThousandsOfThreads) {
  std::string text = "OpenCL many\n{ x=0; }\n";
  for (int i = 0; i < 3000; ++i)
    text += "P" + std::to_string(i) + " (global atomic_int* x) { atomic_store(x, " + std::to_string(i) + "); }\n";
  text += "exists (x=1)\n";
  std::string path = writeTemp("clmm-threads.litmus", text);
  expectCleanRejection(runClmm({"check", "-q", path}),
                       path + ":259:1: error: too many work-items: the test has 3000, clmm checks at most 256");
  fs::remove(path);
}
