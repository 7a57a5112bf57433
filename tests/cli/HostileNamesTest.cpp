// Hostile file names and test names (issue 24, items 1, 2 and 6) through the binary, against
// every command that writes or runs something: check in each format, --junit, --html, --dot,
// --write-expect, harness (CUDA and OpenCL, whose sources must still compile), compile-check
// --emit and its nvcc step. Each name tries a way out of its context (a line feed, quotes, a
// backslash, "*/", $(...), backticks, <, &, "]]>", terminal escapes, bytes that are not UTF-8,
// a bidirectional override, a long name); none may run a command, end a comment or a string,
// break a report's syntax or reach a terminal raw (docs/ci.md, "Names in reports").
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "support/Printable.h"
#include "support/Process.h"
#include "tests/cli/XmlCheck.h"

namespace {

namespace fs = std::filesystem;

struct Ran {
  int rc = -1;
  std::string out, err;
};

std::string slurp(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The names, each of which becomes tests/NAME.litmus.
std::vector<std::string> hostileNames() {
  return {"nl\n#error INJECTED\nx",
          "q';touch INJECTED;'",
          "dq\";touch INJECTED;\"",
          "back\\slash\\",
          "star*?[x]",
          "$(touch INJECTED)",
          "`touch INJECTED`",
          "lt<amp&gt>",
          "cdata]]>",
          "esc\x1b[2J\x1b]0;title\x07",
          "bad\xff\xfe",
          "bidi\xe2\x80\xae",
          std::string(200, 'L')};
}

// A scratch directory (the working directory of every run) holding tests/ with one test per
// hostile name: the catalogue's message passing between work-groups, renamed.
class HostileNames : public ::testing::Test {
 protected:
  void SetUp() override {
    static int counter = 0;
    dir_ = fs::temp_directory_path() / ("clmm-hostile-" + std::to_string(getpid()) + "-" + std::to_string(counter++));
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "tests");
    std::string body = slurp(std::string(CLMM_SOURCE_DIR) + "/examples/catalogue/mp_dev_two_groups.litmus");
    body = body.substr(body.find('\n') + 1);
    int i = 0;
    for (const auto& n : hostileNames()) {
      // The test's own name is hostile too (a header line holds no line feed).
      std::string header = "OPENCL MP" + std::to_string(i++) + "'<&]]>*/\\\x1b[31m";
      std::ofstream(dir_ / "tests" / (n + ".litmus"), std::ios::binary) << header << "\n" << body;
      paths_.push_back("tests/" + n + ".litmus");
    }
  }
  void TearDown() override {
    EXPECT_FALSE(injected()) << "a name ran a command";
    fs::remove_all(dir_);
  }

  Ran clmm(const std::vector<std::string>& args, const std::vector<std::string>& env = {}) {
    clmm::ProcessOptions o;
    o.workingDirectory = dir_.string();
    o.captureStdout = o.captureStderr = true;
    o.environment = env;
    o.timeoutSeconds = 300;
    std::vector<std::string> argv = {CLMM_BINARY};
    argv.insert(argv.end(), args.begin(), args.end());
    auto r = clmm::runProcess(argv, o);
    return {r.exitCode >= 0 ? r.exitCode : 128 + r.signal, r.out, r.err};
  }

  bool injected() const {
    std::error_code ec;
    for (const auto& e : fs::recursive_directory_iterator(dir_, ec))
      if (e.path().filename().string().rfind("INJECTED", 0) == 0) return true;
    return false;
  }

  // Output that follows the rule: no control character but line feeds and tabs, UTF-8 only, no
  // name's line feed.
  void expectClean(const std::string& text, const std::string& what) {
    EXPECT_EQ(clmm::printableText(text), text) << what << " holds a raw control character or non-UTF-8 byte";
    EXPECT_EQ(text.find("\n#error INJECTED"), std::string::npos) << what << " holds a name's raw line feed";
  }

  std::string shown(const std::string& path) const { return clmm::printableName(path); }

  fs::path dir_;
  std::vector<std::string> paths_;
};

TEST_F(HostileNames, CheckTextBriefAndHerdShowEveryNameEscaped) {
  for (std::string format : {"text", "brief", "herd"}) {
    Ran r = clmm({"check", "-q", "--format", format, "tests"});
    EXPECT_EQ(r.rc, 0) << format << ": " << r.err;
    expectClean(r.out, format + " output");
    expectClean(r.err, format + " errors");
    if (format != "herd") {
      for (const auto& p : paths_) EXPECT_NE(r.out.find(shown(p)), std::string::npos) << format << ": " << shown(p);
    }
  }
  Ran r = clmm({"check", "-q", "tests"});
  EXPECT_NE(r.out.find("Test MP0'<&]]>*/\\\\x1b[31m (tests/nl\\x0a#error INJECTED\\x0ax.litmus)"), std::string::npos)
      << r.out;
}

// A path that names no file (a glob too: '[' makes one), a --shard value and a `models show`
// name are echoed in their error escaped, as every name is.
TEST_F(HostileNames, ErrorsAboutArgumentsShowThemEscaped) {
  for (const auto& n : hostileNames()) {
    Ran r = clmm({"check", "missing/" + n + ".litmus"});
    EXPECT_EQ(r.rc, 2) << n;
    expectClean(r.err, "the error for a missing " + n);
    EXPECT_NE(r.err.find(shown("missing/" + n + ".litmus") + ": no "), std::string::npos) << r.err;
    r = clmm({"models", "show", n});
    EXPECT_EQ(r.rc, 2) << n;
    expectClean(r.err, "models show " + n);
    r = clmm({"check", "--shard", n, "tests"});
    EXPECT_EQ(r.rc, 2) << n;
    expectClean(r.err, "--shard " + n);
  }
}

TEST_F(HostileNames, JsonHasEveryTestAndIsValid) {
  Ran r = clmm({"check", "-q", "--format", "json", "tests"});
  EXPECT_EQ(r.rc, 0) << r.err;
  std::set<std::string> files;
  std::istringstream lines(r.out);
  for (std::string l; std::getline(lines, l);) {
    auto j = nlohmann::json::parse(l);  // throws on invalid UTF-8 or syntax
    files.insert(j["file"].get<std::string>());
    EXPECT_EQ(clmm::printableName(j["test"].get<std::string>()), j["test"].get<std::string>());
  }
  std::set<std::string> expected;
  for (const auto& p : paths_) expected.insert(shown(p));
  EXPECT_EQ(files, expected);
}

TEST_F(HostileNames, JunitIsWellFormedWithEveryTest) {
  Ran r = clmm({"check", "-q", "--junit", "report.xml", "tests"});
  EXPECT_EQ(r.rc, 0) << r.err;
  std::string xml = slurp(dir_ / "report.xml");
  EXPECT_EQ(clmm::test::xmlProblem(xml), "");
  EXPECT_EQ(clmm::test::pythonXmlProblem((dir_ / "report.xml").string()), "");
  EXPECT_NE(xml.find("tests=\"" + std::to_string(paths_.size()) + "\""), std::string::npos);
  EXPECT_NE(xml.find("file=\"tests/lt&lt;amp&amp;gt&gt;.litmus\""), std::string::npos);
}

TEST_F(HostileNames, HtmlAndPicturesEscapeNames) {
  if (!clmm::findProgram("dot")) GTEST_SKIP() << "Graphviz's dot is not installed: skipped";
  Ran r = clmm({"check", "-q", "--engine", "enumerate", "--html", "page.html", "--dot", "dots", "--svg", "svgs",
                "--explain", "tests"});
  EXPECT_EQ(r.rc, 0) << r.err;
  expectClean(r.out, "the explanations");
  std::string page = slurp(dir_ / "page.html");
  expectClean(page, "the page");
  EXPECT_EQ(page.find("lt<amp"), std::string::npos);
  EXPECT_NE(page.find("lt&lt;amp&amp;gt&gt;"), std::string::npos);
  int pictures = 0;
  for (const auto& e : fs::directory_iterator(dir_ / "dots")) {
    ++pictures;
    for (char c : e.path().filename().string())
      EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c)) || std::string("_-+.=").find(c) != std::string::npos)
          << e.path();
    std::string dot = slurp(e.path());
    expectClean(dot, e.path().string());
    clmm::ProcessOptions o;
    o.stdinText = dot;
    EXPECT_TRUE(clmm::runProcess({"dot", "-Tcanon"}, o).ok()) << "Graphviz rejects " << e.path();
  }
  EXPECT_GE(pictures, static_cast<int>(paths_.size()));
  for (const auto& e : fs::directory_iterator(dir_ / "svgs")) EXPECT_EQ(clmm::test::xmlProblem(slurp(e.path())), "");
}

TEST_F(HostileNames, WriteExpectQuotesNamesAndRefusesUnprintableOnes) {
  Ran r = clmm({"check", "-q", "--write-expect", "table.csv", "tests"});
  EXPECT_EQ(r.rc, 2);
  for (const auto& p : paths_) {
    bool printable = clmm::isPrintableName(p);
    EXPECT_EQ(r.err.find("no row for " + shown(p) + " [opencl]") != std::string::npos, !printable) << r.err;
  }
  expectClean(r.err, "the errors");
  std::string table = slurp(dir_ / "table.csv");
  expectClean(table, "the table");
  // The rows written read back as the expectations of the tests they name.
  std::vector<std::string> args = {"check", "-q", "--expect", "table.csv", "--require-expectations"};
  for (const auto& p : paths_)
    if (clmm::isPrintableName(p)) args.push_back(p);
  Ran again = clmm(args);
  EXPECT_EQ(again.rc, 0) << again.out << again.err;
}

TEST_F(HostileNames, HarnessSourcesCompileWithNamesOnlyInStringsAndComments) {
  Ran r = clmm({"harness", "-q", "--backend", "cuda", "-o", "cuda", "tests"});
  ASSERT_EQ(r.rc, 0) << r.err;
  for (const char* f : {"tests.h", "kernels.cuh", "README.md", "build.sh"}) expectClean(slurp(dir_ / "cuda" / f), f);
  clmm::ProcessOptions o;
  o.captureStdout = o.captureStderr = true;
  auto cc = clmm::runProcess({CLMM_CXX, "-std=c++17", "-fsyntax-only", "-x", "c++", "-I",
                              std::string(CLMM_SOURCE_DIR) + "/tests/hardware/stub", (dir_ / "cuda/main.cu").string()},
                             o);
  EXPECT_TRUE(cc.ok()) << cc.out << cc.err;
  // Names reach the program as the rule shows them, in string literals only.
  EXPECT_NE(slurp(dir_ / "cuda/tests.h").find("\"tests/nl\\\\x0a#error INJECTED\\\\x0ax.litmus\""), std::string::npos);

  r = clmm({"harness", "-q", "--backend", "opencl", "-o", "opencl", "tests"});
  ASSERT_EQ(r.rc, 0) << r.err;
  expectClean(slurp(dir_ / "opencl/tests.h"), "tests.h");
  if (!fs::exists("/usr/include/CL/cl.h")) GTEST_SKIP() << "no OpenCL headers: the OpenCL harness is not compiled";
  cc = clmm::runProcess({CLMM_CXX, "-std=c++17", "-fsyntax-only", (dir_ / "opencl/main.cpp").string()}, o);
  EXPECT_TRUE(cc.ok()) << cc.out << cc.err;
}

TEST_F(HostileNames, RunOnPoclComparesEveryTest) {
  std::error_code ec;
  bool icd = false;
  for (const auto& e : fs::directory_iterator("/etc/OpenCL/vendors", ec)) icd = icd || e.path().extension() == ".icd";
  if (!icd) GTEST_SKIP() << "no OpenCL ICD under /etc/OpenCL/vendors (.ci/setup installs pocl-opencl-icd): skipped";
  Ran r = clmm({"run", "-q", "--backend", "opencl", "--iterations", "2", "--instances", "32", "--group-instances", "4",
                "--format", "json", "--junit", "run.xml", "tests"});
  EXPECT_EQ(r.rc, 0) << r.err << r.out;
  expectClean(r.err, "the errors");
  std::set<std::string> files;
  std::istringstream lines(r.out);
  for (std::string l; std::getline(lines, l);) files.insert(nlohmann::json::parse(l)["file"].get<std::string>());
  std::set<std::string> expected;
  for (const auto& p : paths_) expected.insert(shown(p));
  EXPECT_EQ(files, expected);
  EXPECT_EQ(clmm::test::xmlProblem(slurp(dir_ / "run.xml")), "");
}

TEST_F(HostileNames, CompileCheckEmitsUnderSafeNames) {
  Ran r = clmm({"compile-check", "-q", "--compiler", "nvcc", "--emit", "emitted", "tests"});
  EXPECT_EQ(r.rc, 0) << r.err;
  expectClean(r.out, "the list of sources");
  int files = 0;
  for (const auto& e : fs::directory_iterator(dir_ / "emitted")) {
    ++files;
    for (char c : e.path().filename().string())
      EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '-' || c == '.') << e.path();
    std::string text = slurp(e.path());
    expectClean(text, e.path().string());
    std::string first = text.substr(0, text.find('\n'));
    EXPECT_EQ(first.find("*/"), std::string::npos) << first;
    EXPECT_NE(first.back(), '\\') << first;
  }
  EXPECT_EQ(files, static_cast<int>(paths_.size()));
}

TEST_F(HostileNames, CompileCheckRunsNvccWithoutAShell) {
  fs::create_directories(dir_ / "bin");
  // An nvcc stand-in: records its arguments, one per line, and refuses.
  std::ofstream(dir_ / "bin/nvcc") << "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done >> \""
                                   << (dir_ / "args").string() << "\"\necho 'nvcc: refused' >&2\nexit 1\n";
  fs::permissions(dir_ / "bin/nvcc", fs::perms::owner_all);
  std::vector<std::string> path = {"PATH=" + (dir_ / "bin").string() + ":/usr/bin:/bin"};
  Ran r = clmm({"compile-check", "-q", "--compiler", "nvcc", "tests"}, path);
  EXPECT_EQ(r.rc, 2) << r.err;
  expectClean(r.err, "the errors");
  std::string args = slurp(dir_ / "args");
  // One run for the batch of all tests (docs/compile-check.md, "Campaigns"), which fails, then
  // one per test so that each error names its test.
  const long runs = static_cast<long>(paths_.size()) + (paths_.size() > 1 ? 1 : 0);
  EXPECT_EQ(std::count(args.begin(), args.end(), '\n'), 7 * runs) << args;
  EXPECT_NE(r.err.find("nvcc: refused"), std::string::npos) << r.err;

  r = clmm({"compile-check", "--compiler", "nvcc", "--arch", "sm_90 -o x;touch INJECTED", "tests"}, path);
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.err,
            "clmm: error: --arch 'sm_90 -o x;touch INJECTED' is not an architecture nvcc takes: give sm_NN "
            "or compute_NN (e.g. --arch sm_90), native, all or all-major\n");
}

TEST_F(HostileNames, LoweredTestsKeepNamesInTheirComment) {
  // A mapping whose name would end the lowered test's comment and add a work-item to it.
  std::string mapping = "m*)\nP9 () { }\n(*.map";
  fs::copy_file(std::string(CLMM_SOURCE_DIR) + "/axioms/mappings/ra-fences.map", dir_ / mapping);
  Ran r = clmm({"lower", "--mapping", mapping, paths_[0]});
  ASSERT_EQ(r.rc, 0) << r.err;
  expectClean(r.out, "the lowered test");
  EXPECT_EQ(r.out.find("\nP9"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\n(* tests/nl?x0a#error INJECTED?x0ax.litmus lowered by m?)?x0aP9 () ? ??x0a(?.map: 2 of 2 "
                       "operations changed *)\n"),
            std::string::npos)
      << r.out;
  r = clmm({"validate", "--mapping", mapping, "--format", "brief", "tests"});
  expectClean(r.out, "validate's report");
  r = clmm({"validate", "--mapping", mapping, "--format", "json", "tests"});
  expectClean(r.out, "validate's JSON");
  expectClean(r.err, "validate's errors");
  std::istringstream lines(r.out);
  int records = 0;
  for (std::string l; std::getline(lines, l); ++records) EXPECT_TRUE(nlohmann::json::accept(l)) << l;
  EXPECT_EQ(records, static_cast<int>(paths_.size())) << r.out << r.err;
}

}  // namespace
