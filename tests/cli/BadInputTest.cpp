// Every file in tests/bad/ must be rejected with exit code 2, nothing on stdout, and the located
// message recorded next to it in NAME.expected (the first stderr line), followed by the quoted
// source line and a caret. Every file in tests/warn/ must be accepted with exactly the warnings
// recorded in its NAME.expected (with --herd-compat when its first line says so, and then
// rejected without it).
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "tests/cli/Run.h"

namespace fs = std::filesystem;
using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::slurp;

namespace {

std::vector<std::string> filesIn(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(std::string(CLMM_SOURCE_DIR) + "/" + dir))
    if (e.path().extension() == ".litmus") out.push_back(dir + "/" + e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::string expectedFor(const std::string& litmus) {
  std::string path = std::string(CLMM_SOURCE_DIR) + "/" + litmus.substr(0, litmus.size() - 7) + ".expected";
  return slurp(path);
}

}  // namespace

TEST(BadInput, EveryFileIsRejectedWithItsLocatedMessage) {
  auto files = filesIn("tests/bad");
  ASSERT_GE(files.size(), 50u);
  for (const auto& f : files) {
    SCOPED_TRACE(f);
    auto r = runClmm({"parse", f});
    EXPECT_EQ(r.rc, 2);
    EXPECT_EQ(r.out, "");
    auto errLines = lines(r.err);
    ASSERT_FALSE(errLines.empty());
    auto expected = lines(expectedFor(f));
    ASSERT_EQ(expected.size(), 1u) << "missing or malformed .expected file";
    EXPECT_EQ(errLines[0], expected[0]);
    EXPECT_EQ(errLines[0].rfind(f + ":", 0), 0u) << "message must start with file:line:col";
    // A caret under the offending text, unless the problem is the end of the file or binary data.
    bool positional = errLines[0].find("end of file") == std::string::npos &&
                      errLines[0].find("NUL") == std::string::npos;
    if (positional) {
      ASSERT_GE(errLines.size(), 3u);
      EXPECT_NE(errLines[2].find('^'), std::string::npos);
    }
    EXPECT_EQ(r.err.find("terminate called"), std::string::npos);
  }
}

TEST(BadInput, EventsCommandRejectsTheSameWay) {
  auto r = runClmm({"events", "tests/bad/unknown_order.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("unknown memory order 'memory_order_consume'"), std::string::npos);
}

TEST(BadInput, DeepNestingIsRefusedBeforeParsing) {
  std::string path = clmm::test::uniqueTempPath("deep.litmus");
  std::string text = "OpenCL deep\n{ x=0; }\nP0 (global atomic_int* x) {\n  int r0 = ";
  text += std::string(100000, '(') + "1" + std::string(100000, ')') + ";\n}\nexists (0:r0=1)\n";
  std::ofstream(path) << text;
  auto r = runClmm({"parse", path});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find(path + ":4:"), std::string::npos);
  EXPECT_NE(r.err.find("nesting deeper than 256 levels"), std::string::npos);
  fs::remove(path);
}

TEST(BadInput, MissingPathsAreUsageErrors) {
  auto r = runClmm({"parse", "tests/no-such-file.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find("tests/no-such-file.litmus: no such file or directory"), std::string::npos);
  r = runClmm({"parse", "cli"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find("cli: no .litmus files in this directory"), std::string::npos);
  r = runClmm({"parse", "tests/nothing-*.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find("tests/nothing-*.litmus: no file matches this pattern"), std::string::npos);
  r = runClmm({"events", "tests"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find("tests: error: is a directory, not a litmus file"), std::string::npos);
  r = runClmm({"parse"});
  EXPECT_EQ(r.rc, 2);
  r = runClmm({"frobnicate"});
  EXPECT_EQ(r.rc, 2);
}

TEST(Warnings, EveryFileIsAcceptedWithItsWarnings) {
  auto files = filesIn("tests/warn");
  ASSERT_GE(files.size(), 2u);
  for (const auto& f : files) {
    SCOPED_TRACE(f);
    // A file whose first line says "under --herd-compat" has readings that are errors without it.
    std::string text = slurp(std::string(CLMM_SOURCE_DIR) + "/" + f);
    bool compat = text.substr(0, text.find('\n')).find("under --herd-compat") != std::string::npos;
    if (compat) {
      EXPECT_EQ(runClmm({"parse", f}).rc, 2) << "an error without --herd-compat";
    }
    auto r = compat ? runClmm({"parse", "--herd-compat", f}) : runClmm({"parse", f});
    EXPECT_EQ(r.rc, 0);
    std::vector<std::string> got;
    for (const auto& l : lines(r.err))
      if (l.rfind(f + ":", 0) == 0) got.push_back(l);
    EXPECT_EQ(got, lines(expectedFor(f)));
    EXPECT_NE(r.out.find(f + ": "), std::string::npos);
  }
}
