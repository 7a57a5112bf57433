// The safety utilities every command uses (issue 24): running a program from an argument vector
// with no shell (support/Process.h), the one rule for names in outputs (support/Printable.h) and
// reports written atomically (support/AtomicFile.h).
#include <gtest/gtest.h>
#include <signal.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "support/AtomicFile.h"
#include "support/Budget.h"
#include "support/Printable.h"
#include "support/Process.h"

namespace {

namespace fs = std::filesystem;
using clmm::ProcessOptions;
using clmm::runProcess;

struct TempDir {
  fs::path dir;
  TempDir() {
    static int counter = 0;
    dir = fs::temp_directory_path() / ("clmm-safety-" + std::to_string(getpid()) + "-" + std::to_string(counter++));
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~TempDir() { fs::remove_all(dir); }
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(Process, ArgumentsAreNeverShellSyntax) {
  TempDir t;
  ProcessOptions o;
  o.workingDirectory = t.dir.string();
  o.captureStdout = true;
  const std::string hostile = "a';touch INJECTED;'$(touch INJECTED2)`touch INJECTED3`\n;touch INJECTED4 *";
  auto r = runProcess({"printf", "%s|", hostile, "two words"}, o);
  ASSERT_TRUE(r.ok()) << r.describe();
  EXPECT_EQ(r.out, hostile + "|two words|");
  for (const auto& e : fs::directory_iterator(t.dir)) ADD_FAILURE() << "a file was created: " << e.path();
}

TEST(Process, ExitStatusInputOutputAndFiles) {
  TempDir t;
  ProcessOptions o;
  o.stdinText = std::string("line one\nline two\n");
  o.captureStdout = true;
  auto r = runProcess({"cat"}, o);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r.out, "line one\nline two\n");

  ProcessOptions f;
  f.stdoutFile = f.stderrFile = (t.dir / "both.log").string();
  r = runProcess({"sh", "-c", "echo out; echo err >&2; exit 7"}, f);  // sh as a program: its script is a constant
  EXPECT_TRUE(r.started);
  EXPECT_EQ(r.exitCode, 7);
  EXPECT_EQ(r.describe(), "exit status 7");
  EXPECT_EQ(slurp(t.dir / "both.log"), "out\nerr\n");

  r = runProcess({"clmm-no-such-program-here"});
  EXPECT_FALSE(r.started);
  EXPECT_NE(r.describe().find("could not start: clmm-no-such-program-here"), std::string::npos) << r.describe();
  EXPECT_FALSE(clmm::findProgram("clmm-no-such-program-here"));
  EXPECT_TRUE(clmm::findProgram("sh"));
}

TEST(Process, TimeoutEndsTheProgramAndWhatItStarted) {
  ProcessOptions o;
  o.timeoutSeconds = 0.3;
  auto start = std::chrono::steady_clock::now();
  auto r = runProcess({"sh", "-c", "sleep 30 & sleep 30; wait"}, o);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_TRUE(r.timedOut);
  EXPECT_FALSE(r.ok());
  EXPECT_EQ(r.signal, SIGTERM);
  EXPECT_LT(seconds, 5.0);
}

TEST(Printable, OneRuleForNames) {
  using clmm::printableName;
  EXPECT_EQ(printableName("plain/name-1.litmus"), "plain/name-1.litmus");
  EXPECT_EQ(printableName("caf\xc3\xa9 \xe2\x88\x80"), "caf\xc3\xa9 \xe2\x88\x80");  // UTF-8 is kept
  EXPECT_EQ(printableName("a\nb\tc\rd"), "a\\x0ab\\x09c\\x0dd");
  EXPECT_EQ(printableName("\x1b[2J"), "\\x1b[2J");
  EXPECT_EQ(printableName("del\x7f"), "del\\x7f");
  EXPECT_EQ(printableName("bad\xff\xc0\xaf"), "bad\\xff\\xc0\\xaf");  // not UTF-8, overlong
  EXPECT_EQ(printableName("sur\xed\xa0\x80"), "sur\\xed\\xa0\\x80");  // a surrogate
  EXPECT_EQ(printableName("cut\xe2\x88"), "cut\\xe2\\x88");           // a truncated sequence
  EXPECT_EQ(printableName("c1\xc2\x85"), "c1\\u0085");
  EXPECT_EQ(printableName("bidi\xe2\x80\xae"), "bidi\\u202e");
  EXPECT_EQ(printableName("back\\slash \"q\" 'q' <&>"), "back\\slash \"q\" 'q' <&>");
  EXPECT_TRUE(clmm::isPrintableName("ok name"));
  EXPECT_FALSE(clmm::isPrintableName("no\nway"));
  EXPECT_EQ(clmm::printableText("line\x1b\n\tnext\n"), "line\\x1b\n\tnext\n");
  // A text is escaped line by line: a sequence cut by a line feed is not UTF-8 (printableText
  // copies runs of printable bytes whole; issue 41).
  EXPECT_EQ(clmm::printableText("cut\xe2\x88\n\xa0ok\t\xc3\xa9\r"), "cut\\xe2\\x88\n\\xa0ok\t\xc3\xa9\\x0d");
  EXPECT_TRUE(clmm::isPrintableText("two\nlines\tand caf\xc3\xa9"));
  EXPECT_FALSE(clmm::isPrintableText("bidi\xe2\x80\xae\n"));
  EXPECT_FALSE(clmm::isPrintableText("del\x7f"));
}

TEST(Printable, CommentsAndStringLiteralsCannotBeLeft) {
  EXPECT_EQ(clmm::commentText("a*/ b\n#error x\\"), "a?/ b?x0a#error x?");
  EXPECT_EQ(clmm::cStringLiteral("q\"b\\n\n?\x1b\xff"), "\"q\\\"b\\\\n\\n\\?\\033\\377\"");
  EXPECT_EQ(clmm::cStringLiteral("a\nb", true), "\"a\\n\"\n    \"b\"");
}

TEST(AtomicFile, ReplacesWholeAndLeavesNoTemporary) {
  TempDir t;
  std::string path = (t.dir / "report.xml").string();
  std::ofstream(path) << "previous run";
  EXPECT_EQ(clmm::writeFileAtomically(path, "new report\n"), "");
  EXPECT_EQ(slurp(path), "new report\n");
  EXPECT_EQ(fs::status(path).permissions() & fs::perms::others_read, fs::perms::others_read);
  int files = 0;
  for (const auto& e : fs::directory_iterator(t.dir)) files += e.is_regular_file();
  EXPECT_EQ(files, 1);
  EXPECT_EQ(clmm::removeStaleReport(path), "");
  EXPECT_FALSE(fs::exists(path));
  EXPECT_EQ(clmm::removeStaleReport(path), "");  // nothing to remove
  EXPECT_NE(clmm::writeFileAtomically((t.dir / "no-such-dir" / "r.xml").string(), "x"), "");
}

}  // namespace
