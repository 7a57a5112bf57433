// Hostile inputs (tests/hostile/, plus inputs too large to keep in the repository, generated
// here) must be rejected cleanly by `clmm check`: exit code 2, the located message recorded in
// NAME.expected, nothing on stdout that could look like a verdict, no crash or stack trace.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <tuple>

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
  std::string path = clmm::test::uniqueTempPath(name);
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
    expectCleanRejection(runClmm({"check", "--model", model, "examples/basics/mp_dev.litmus"}), expected);
  }
}

TEST(HostileInput, TenMegabytesOfNesting) {
  std::string path = writeTemp("clmm-nesting.litmus", "OpenCL deep\n{ x=0; }\nP0 (global atomic_int* x) {\n" +
                                                         std::string(10 * 1024 * 1024, '{') + "\n");
  // Above the default input size limit (docs/ci.md, "Batches"): raised to reach the nesting check.
  expectCleanRejection(runClmm({"--max-input-size", "16", "check", "-q", path}),
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

namespace {

// Repeats `unit` n times.
std::string times(const std::string& unit, int n) {
  std::string s;
  for (int i = 0; i < n; ++i) s += unit;
  return s;
}

// Rejected with a message that starts with `where` (file:line:) and ends with `message`. (The
// chains below are files of a few MB, above the default --max-input-size: the runs raise it.)
void expectRejectedAt(const clmm::test::RunResult& r, const std::string& where, const std::string& message) {
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.out.find("Verdict"), std::string::npos);
  auto errLines = lines(r.err);
  ASSERT_FALSE(errLines.empty());
  EXPECT_EQ(errLines[0].rfind(where, 0), 0u) << errLines[0];
  EXPECT_GE(errLines[0].size(), message.size());
  EXPECT_EQ(errLines[0].substr(errLines[0].size() - std::min(message.size(), errLines[0].size())), message);
  for (const char* crash : {"terminate called", "internal error", "Segmentation", "Aborted", "what():"})
    EXPECT_EQ(r.err.find(crash), std::string::npos) << crash;
}

}  // namespace

// Brackets are not the only nesting: each operator of a chain, each label and each if/else/while
// without braces is one more level of the parse tree and of the AST, which every pass walks
// recursively. Before the limit these inputs crashed clmm with a stack overflow.
TEST(HostileInput, LongChainsInALitmusTest) {
  const std::string head = "OpenCL chain\n{ x=0; }\nP0 (global atomic_int* x) {\n  int r0 = 0;\n";
  const std::string message = "error: nesting deeper than 1000 levels (of brackets, operators, labels and if/else/while)";
  const std::pair<const char*, std::string> cases[] = {
      {"sum", head + "  r0 = 1" + times(" + 1", 100000) + ";\n}\nexists (0:r0=1)\n"},
      {"negations", head + "  r0 = " + times("-", 100000) + "1;\n}\nexists (0:r0=1)\n"},
      {"ifs", head + "  " + times("if (1) ", 100000) + "r0 = 1;\n}\nexists (0:r0=1)\n"},
      {"else-ifs", head + "  if (1) {}" + times(" else if (1) {}", 100000) + "\n}\nexists (0:r0=1)\n"},
      {"labels", head + "  " + times("L: ", 100000) + "r0 = 1;\n}\nexists (0:r0=1)\n"},
      {"condition", head + "}\nexists (0:r0=1" + times(" /\\ 0:r0=1", 100000) + ")\n"},
      {"negated-condition", head + "}\nexists (" + times("~", 100000) + "0:r0=1)\n"},
  };
  for (const auto& [name, text] : cases) {
    SCOPED_TRACE(name);
    std::string path = writeTemp(std::string("clmm-chain-") + name + ".litmus", text);
    int line = std::string(name).find("condition") != std::string::npos ? 6 : 5;
    expectRejectedAt(runClmm({"--max-input-size", "4", "check", "-q", path}), path + ":" + std::to_string(line) + ":", message);
    fs::remove(path);
  }
}

// Just under the limits, the same shapes are checked normally (and, in the sanitizer build, with
// the larger stack frames of AddressSanitizer).
TEST(HostileInput, ChainsJustUnderTheLimitAreChecked) {
  std::string text = "OpenCL chain\n{ x=0; }\nP0 (global atomic_int* x) {\n  int r0 = 0;\n  r0 = 1" +
                     times(" + 1", 990) + ";\n  " + times("if (1) ", 990) + "r0 = r0 - 1;\n}\nexists (" +
                     times("~", 990) + "0:r0=990)\n";
  std::string path = writeTemp("clmm-chain-ok.litmus", text);
  auto r = runClmm({"check", "-q", "--engine", "enumerate", path});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("\nOk\n"), std::string::npos) << r.out;
  fs::remove(path);
}

TEST(HostileInput, LongChainsInAModelFile) {
  const std::string message = "error: nesting deeper than 500 levels (of brackets, operators and 'not')";
  const std::pair<const char*, std::string> cases[] = {
      {"parentheses", "let r = " + times("(", 100000) + "sb" + times(")", 100000) + "\nacyclic r as A\n"},
      {"complements", "let r = " + times("~", 100000) + "sb\nacyclic r as A\n"},
      {"closures", "let r = sb" + times("+", 100000) + "\nacyclic r as A\n"},
      {"unions", "let r = sb" + times(" | sb", 100000) + "\nacyclic r as A\n"},
      {"conditions", "acyclic sb as A when empty sb" + times(" or empty sb", 100000) + "\n"},
      {"negations", "acyclic sb as A when " + times("not ", 100000) + "empty sb\n"},
  };
  for (const auto& [name, text] : cases) {
    SCOPED_TRACE(name);
    std::string path = writeTemp(std::string("clmm-chain-") + name + ".cat", text);
    expectRejectedAt(runClmm({"--max-input-size", "4", "check", "--model", path, "examples/basics/mp_dev.litmus"}), path + ":", message);
    fs::remove(path);
  }
  std::string ok = "let r = " + times("(", 400) + "sb" + times(" | sb", 90) + times(")", 400) + "\nacyclic r as A\n";
  std::string path = writeTemp("clmm-chain-ok.cat", ok);
  for (const char* engine : {"enumerate", "smt"}) {
    auto r = runClmm({"check", "--engine", engine, "--model", path, "examples/basics/mp_dev.litmus"});
    EXPECT_EQ(r.rc, 0) << r.err;
  }
  fs::remove(path);
}

// Nested loops multiply when unrolled: 25 of them, 3 copies each, would need 3^25 events. Before
// the limit this exhausted the memory while lowering (--max-events is consulted only afterwards).
TEST(HostileInput, NestedLoopsUnrolled) {
  std::string text = "OpenCL loops\n{ x=0; }\nP0 (global atomic_int* x) {\n  int r0 = atomic_load(x);\n" +
                     times("  while (r0) {\n", 25) + "  atomic_store(x, 1);\n" + times("  }\n", 25) + "}\nexists (x=1)\n";
  std::string path = writeTemp("clmm-loops.litmus", text);
  expectRejectedAt(runClmm({"check", "-q", path}), path + ":",
                   "error: the test grows too large when its loops are unrolled (--unroll 2): more than 200000 "
                   "values and events; nest fewer loops or unroll fewer times");
  fs::remove(path);
}

// Each name is evaluated by evaluating its definition, so a chain of lets each using the previous
// one nests as deep as it is long, in whichever order they are written (before the limit: a stack
// overflow in the evaluator, or in the resolver for the reverse order).
TEST(HostileInput, ChainsOfDefinitionsInAModelFile) {
  const std::string message =
      "error: definitions nested deeper than 2000 levels (counting, at each name, the definition it names)";
  std::string forward = "let a0 = sb\n", backward;
  for (int i = 1; i <= 100000; ++i) forward += "let a" + std::to_string(i) + " = a" + std::to_string(i - 1) + "\n";
  for (int i = 100000; i >= 1; --i) backward += "let a" + std::to_string(i) + " = a" + std::to_string(i - 1) + "\n";
  backward += "let a0 = sb\n";
  for (const auto& [name, text, line] : {std::tuple<const char*, std::string, int>{"forward", forward, 2001},
                                         {"backward", backward, 2001}}) {
    SCOPED_TRACE(name);
    std::string path = writeTemp(std::string("clmm-lets-") + name + ".cat", text + "acyclic a100000 as A\n");
    expectRejectedAt(runClmm({"--max-input-size", "4", "check", "--model", path, "examples/basics/mp_dev.litmus"}),
                     path + ":" + std::to_string(line) + ":", message);
    fs::remove(path);
  }
  std::string ok = "let a0 = sb\n";
  for (int i = 1; i <= 1900; ++i) ok += "let a" + std::to_string(i) + " = a" + std::to_string(i - 1) + "\n";
  std::string path = writeTemp("clmm-lets-ok.cat", ok + "acyclic a1900 as A\n");
  for (const char* engine : {"enumerate", "smt"}) {
    auto r = runClmm({"check", "--engine", engine, "--model", path, "examples/basics/mp_dev.litmus"});
    EXPECT_EQ(r.rc, 0) << r.err;
  }
  fs::remove(path);
}

// The depth limits hold whatever the stack the user gives clmm (`ulimit -s`) and whatever the
// build (sanitizers make frames several times larger): clmm does its work on threads of its own
// stack size (support/DeepStack.h). Before, a chain of 2000 definitions overflowed an 8 MB stack
// under AddressSanitizer. Here with a 1 MB stack limit, through util-linux's prlimit.
TEST(HostileInput, DepthLimitsHoldUnderASmallStackLimit) {
  if (!fs::exists("/usr/bin/prlimit")) GTEST_SKIP() << "no /usr/bin/prlimit (util-linux)";
  std::string backward;
  for (int i = 1900; i >= 1; --i) backward += "let a" + std::to_string(i) + " = a" + std::to_string(i - 1) + "\n";
  std::string ok = writeTemp("clmm-small-stack-ok.cat", backward + "let a0 = sb\nacyclic a1900 as A\n");
  std::string deep;
  for (int i = 3000; i >= 1; --i) deep += "let a" + std::to_string(i) + " = a" + std::to_string(i - 1) + "\n";
  std::string bad = writeTemp("clmm-small-stack-bad.cat", deep + "let a0 = sb\nacyclic a3000 as A\n");
  for (const char* engine : {"enumerate", "smt"}) {
    SCOPED_TRACE(engine);
    auto r = clmm::test::runProgram({"/usr/bin/prlimit", "--stack=1048576", CLMM_BINARY, "check", "--engine",
                                     engine, "--model", ok, "examples/basics/mp_dev.litmus"});
    EXPECT_EQ(r.rc, 0) << r.err;
    EXPECT_NE(r.out.find("Verdict"), std::string::npos) << r.out;
  }
  expectRejectedAt(clmm::test::runProgram({"/usr/bin/prlimit", "--stack=1048576", CLMM_BINARY, "check", "--model",
                                           bad, "examples/basics/mp_dev.litmus"}),
                   bad + ":2001:",
                   "error: definitions nested deeper than 2000 levels (counting, at each name, the definition it names)");
  fs::remove(ok);
  fs::remove(bad);
}
