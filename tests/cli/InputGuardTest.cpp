// Every input guarded, no silent pass, budgets over every phase (issue 24, items 3, 4, 5, 8),
// through the clmm binary: the observed report of `clmm compare` read as any other input (a
// FIFO, /dev/zero, its size, its nesting, --max-memory); a signal ends clmm even when it is
// blocked in a system call; an expectation that looks like one but is not read is an error, as
// is a misspelt model name; loading a model (includes read once, no cycle, bounded depth) and a
// large initial state stay within --timeout; byte order marks in mapping files, tables and
// reports are skipped.
#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <csignal>
#include <cstdlib>
#include <string>
#include <thread>
#include <vector>

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"
#include "tests/cli/Spawn.h"

using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::slurp;

namespace {

const char* kMp = "examples/catalogue/mp_dev_two_groups.litmus";
const std::string kBom = "\xEF\xBB\xBF";

std::string source(const std::string& path) { return slurp(std::string(CLMM_SOURCE_DIR) + "/" + path); }

double since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The first line of stderr of a run that must be refused as bad input (exit 2, no result).
std::string refused(const clmm::test::RunResult& r) {
  EXPECT_EQ(r.rc, 2) << r.out << r.err;
  EXPECT_EQ(r.out.find("Result"), std::string::npos);
  EXPECT_EQ(r.out.find("Verdict"), std::string::npos);
  auto l = lines(r.err);
  return l.empty() ? "" : l[0];
}

// A message-passing test with `comment` after its header line; the relaxed flag makes the
// condition reachable (allowed), so an expectation "forbidden" must fail.
std::string mpRelaxed(const std::string& header, const std::string& comment) {
  return header + "\n" + comment +
         "\n{ x=0; y=0; }\n"
         "P0@wg 0, dev 0 (global atomic_int* x, global atomic_int* y) {\n"
         "  atomic_store_explicit(x, 1, memory_order_relaxed);\n"
         "  atomic_store_explicit(y, 1, memory_order_relaxed);\n}\n"
         "P1@wg 1, dev 0 (global atomic_int* x, global atomic_int* y) {\n"
         "  int r0 = atomic_load_explicit(y, memory_order_relaxed);\n"
         "  int r1 = atomic_load_explicit(x, memory_order_relaxed);\n}\n"
         "exists (1:r0=1 /\\ 1:r1=0)\n";
}

}  // namespace

// ---------------------------------------------------------------- item 3: the observed report

TEST(ObservedInput, NotARegularFileIsRefusedAtOnce) {
  Scratch s;
  std::string fifo = s.path("observed.json");
  ASSERT_EQ(mkfifo(fifo.c_str(), 0600), 0);
  auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(refused(runClmm({"compare", "--observed", fifo, kMp})),
            fifo + ": error: not a regular file (a FIFO): clmm reads only regular files");
  EXPECT_LT(since(start), 5.0);  // before: blocked for ever opening the FIFO
  EXPECT_EQ(refused(runClmm({"compare", "--observed", "/dev/zero", kMp})),
            "/dev/zero: error: not a regular file (a device): clmm reads only regular files");
  EXPECT_EQ(refused(runClmm({"compare", "--observed", s.path(), kMp})),
            s.path() + ": error: is a directory, not a litmus file");
}

TEST(ObservedInput, SizeLimitApplies) {
  Scratch s;
  std::string report = source("tests/hardware/data/observed-allowed.json");
  std::string big = s.write("big.json", report + std::string(2u << 20, ' '));
  std::string size = std::to_string(report.size() + (2u << 20));
  EXPECT_EQ(refused(runClmm({"compare", "--observed", big, kMp})),
            big + ": error: file too large: " + size +
                " bytes, more than the limit of 1 MB (raise it with --max-input-size MB)");
  auto r = runClmm({"--max-input-size", "3", "compare", "--observed", big, kMp});
  EXPECT_EQ(r.rc, 0) << r.err;
}

TEST(ObservedInput, NestingIsBoundedAndLocated) {
  Scratch s;
  // 100 000 nested arrays overflowed the stack when the report was printed back.
  std::string deep =
      s.write("deep.json", "{\"format\": \"clmm-observed-1\", \"parameters\":\n " + std::string(100000, '[') +
                               std::string(100000, ']') + ", \"tests\": []}\n");
  EXPECT_EQ(
      refused(runClmm({"compare", "--observed", deep, kMp})),
      deep + ":2:33: error: nested deeper than 32 levels: not a harness report (its values nest four levels deep)");
  // Brackets inside strings are text.
  std::string report = source("tests/hardware/data/observed-allowed.json");
  std::string quoted = s.write(
      "quoted.json", report.substr(0, report.rfind('}')) + ", \"note\": \"" + std::string(100, '[') + "\\\"[\"}\n");
  auto r = runClmm({"compare", "--observed", quoted, kMp});
  EXPECT_EQ(r.rc, 0) << r.err;
}

TEST(ObservedInput, CountsAndValuesMustBeIntegers) {
  Scratch s;
  std::string report = source("tests/hardware/data/observed-allowed.json");
  std::string negative = report;
  negative.replace(negative.find("\"count\": 600"), 12, "\"count\": -600");
  std::string path = s.write("negative.json", negative);
  EXPECT_EQ(refused(runClmm({"compare", "--observed", path, kMp})),
            path + ":6:44: error: test 'MP_dev_two_groups': a state's count -600 is not a whole number");
  std::string huge = report;
  huge.replace(huge.find("[0, -1]"), 7, "[0, 18446744073709551615]");
  path = s.write("huge.json", huge);
  EXPECT_EQ(
      refused(runClmm({"compare", "--observed", path, kMp})),
      path + ":6:30: error: test 'MP_dev_two_groups': a state's value 18446744073709551615 is not a 64-bit integer");
}

TEST(ObservedInput, MemoryCapApplies) {
#if defined(__SANITIZE_ADDRESS__)
  GTEST_SKIP() << "resident memory under AddressSanitizer includes its shadow memory";
#endif
  Scratch s;
  // Eight megabytes of small numbers: several hundred megabytes once parsed.
  std::string text = "{\"format\": \"clmm-observed-1\", \"parameters\": [0";
  for (size_t i = 0; text.size() < (8u << 20); ++i) text += ",0,1,2,3,4,5,6,7,8,9";
  std::string path = s.write("many.json", text + "], \"tests\": []}\n");
  auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(refused(runClmm({"--max-input-size", "16", "--max-memory", "100", "compare", "--observed", path, kMp})),
            path + ": error: not read: it needs more memory than the cap of 100 MB (--max-memory)");
  EXPECT_LT(since(start), 20.0);
}

TEST(ObservedInput, ByteOrderMarkIsSkipped) {
  Scratch s;
  for (const char* engine : {"enumerate", "smt"}) {
    SCOPED_TRACE(engine);
    std::string path = s.write("bom.json", kBom + source("tests/hardware/data/observed-forbidden.json"));
    auto r = runClmm({"compare", "--engine", engine, "--observed", path, kMp});
    EXPECT_EQ(r.rc, 1) << r.err;  // a forbidden state observed
    EXPECT_NE(r.out.find("Result forbidden-observed"), std::string::npos) << r.out;
  }
}

// A signal ends clmm whatever system call it is blocked in: here a write into a pipe that is
// never read (stderr holds 200 kB of warnings). Before, the handler only set a flag, the write
// was restarted, and only SIGKILL ended clmm.
TEST(Signals, EndClmmBlockedInASystemCall) {
  Scratch s;
  std::string text = "OPENCL many\n{ ";
  for (int i = 0; i < 20000; ++i) text += "x" + std::to_string(i) + "=0; ";
  text +=
      "}\nP0@wg 0, dev 0 (global atomic_int* x0) {\n  atomic_store_explicit(x0, 1, memory_order_relaxed);\n}\n"
      "exists (x0=1)\n";
  std::string test = s.write("many.litmus", text);
  for (const auto& [signal, rc] : std::vector<std::pair<int, int>>{{SIGTERM, 143}, {SIGINT, 130}}) {
    SCOPED_TRACE(signal);
    auto start = std::chrono::steady_clock::now();
    // clmm's standard error is a pipe whose reading end the test holds open but never reads.
    int ends[2];
    ASSERT_EQ(pipe2(ends, O_CLOEXEC), 0);
    int in = open("/dev/null", O_RDONLY | O_CLOEXEC), out = open("/dev/null", O_WRONLY | O_CLOEXEC);
    pid_t pid = clmm::test::spawnClmm({"parse", test}, in, out, ends[1]);
    close(in);
    close(out);
    close(ends[1]);
    ASSERT_GT(pid, 0);
    std::this_thread::sleep_for(std::chrono::seconds(1));
    kill(pid, signal);
    int status = clmm::test::waitExitCode(pid, /*killAfterSeconds=*/20);
    close(ends[0]);
    EXPECT_EQ(status, rc);
    EXPECT_LT(since(start), 1.0 + 5.0 + 3.0);  // the signal, the grace period, a loaded machine
  }
}

// ---------------------------------------------------------------- item 4: no silent pass

TEST(NoSilentPass, AnOddQuoteInTheHeaderHidesNoExpectation) {
  Scratch s;
  std::string path = s.write("quote.litmus", mpRelaxed("OpenCL MP \"odd", "// clmm-expect: opencl forbidden"));
  for (const char* engine : {"enumerate", "smt"}) {
    SCOPED_TRACE(engine);
    auto r = runClmm({"check", "--engine", engine, "--format", "brief", "--junit", s.path("r.xml"), path});
    EXPECT_EQ(r.rc, 1) << r.out << r.err;  // before: "no expectation", exit 0, a pass in JUnit
    EXPECT_EQ(lines(r.out).at(0).rfind("FAIL    " + path + " [opencl] allowed, expected forbidden", 0), 0u) << r.out;
    EXPECT_NE(slurp(s.path("r.xml")).find("<failure"), std::string::npos);
  }
  // An odd quote in a `Key = value` line, too.
  path = s.write("doc.litmus", mpRelaxed("OpenCL MP", "Note = an odd \" quote\n(* clmm-expect: opencl forbidden *)"));
  EXPECT_EQ(runClmm({"check", "--format", "brief", path}).rc, 1);
}

TEST(NoSilentPass, AnExpectationThatIsNotReadIsAnError) {
  struct Case {
    std::string comment, needle, message;
  };
  const std::string outside =
      "' outside a comment is not read as an expectation (is a quote or a comment above left open?); write it in a "
      "comment: (* ... *), /* ... */ or //";
  const std::string misspelt =
      "' is not read as an expectation: write 'clmm-expect:' (lower case, a colon right after)";
  const std::vector<Case> cases = {
      {"\"doc clmm-expect: opencl forbidden\"", "clmm-expect:", "'clmm-expect:" + outside},
      {"Note = see // clmm-expect: opencl forbidden", "clmm-expect:", "'clmm-expect:" + outside},
      {"// clmm-expect opencl forbidden", "clmm-expect", "'clmm-expect" + misspelt},
      {"(* CLMM-EXPECT: opencl forbidden *)", "CLMM-EXPECT:", "'CLMM-EXPECT:" + misspelt},
      {"/* clmm_expect: opencl forbidden */", "clmm_expect:", "'clmm_expect:" + misspelt},
  };
  Scratch s;
  for (const auto& c : cases) {
    SCOPED_TRACE(c.comment);
    std::string text = mpRelaxed("OpenCL MP", c.comment);
    std::string path = s.write("t.litmus", text);
    auto r = runClmm({"check", "--format", "brief", path});
    EXPECT_EQ(r.rc, 2) << r.out << r.err;
    EXPECT_EQ(lines(r.err).at(0), path + ":" + clmm::test::lineCol(text, c.needle) + ": error: " + c.message);
  }
}

TEST(NoSilentPass, PtxCommentsAreReadAsItsLexerReadsThem) {
  // In a PTX test "(*" always opens a comment.
  Scratch s;
  std::string ptx = source("examples/ptx/mp_fences.litmus");
  for (size_t at; (at = ptx.find("clmm-expect:")) != std::string::npos;) ptx.replace(at, 12, "expected:");  // its own
  size_t nl = ptx.find('\n');
  std::string path =
      s.write("mp.litmus", ptx.substr(0, nl + 1) + "(*clmm-expect: ptx allowed*)\n" + ptx.substr(nl + 1));
  for (const char* engine : {"enumerate", "smt"}) {
    auto r = runClmm({"check", "--engine", engine, "-m", "ptx", "--format", "brief", path});
    EXPECT_EQ(r.rc, 1) << r.out << r.err;  // mp with fences is forbidden
    EXPECT_EQ(lines(r.out).at(0).rfind("FAIL", 0), 0u) << r.out;
  }
}

TEST(NoSilentPass, AMisspeltModelIsAnError) {
  Scratch s;
  std::string text = mpRelaxed("OpenCL MP", "// clmm-expect: opencl-scope forbidden");
  std::string path = s.write("t.litmus", text);
  auto r = runClmm({"check", "--format", "brief", path});
  EXPECT_EQ(r.rc, 2) << r.out;
  EXPECT_EQ(lines(r.err).at(0),
            path + ":" + clmm::test::lineCol(text, "opencl-scope") +
                ": error: unknown model 'opencl-scope'; did you mean 'opencl-scoped'? (models: opencl, "
                "opencl-scoped, opencl-spec, opencl-lax, opencl-rsp, ptx, amdgpu-gfx90a, amdgpu-gfx942, amdgpu-gfx10, "
                "amdgpu-gfx11, amdgpu-gfx12, amdgpu-gfx90a-tgsplit, amdgpu-gfx942-tgsplit, amdgpu-gfx10-cu, "
                "amdgpu-gfx11-cu, amdgpu-gfx12-cu, or the name a model file declares)");
  // The same in a table; a model file's stem (checked or not) is no misspelling.
  std::string test = s.write("mp.litmus", mpRelaxed("OpenCL MP", ""));
  std::string table = s.write("t.csv", "path,model,verdict\nmp.litmus,OpenCL,allowed\n");
  r = runClmm({"check", "--expect", table, test});
  EXPECT_EQ(lines(r.err).at(0),
            table +
                ":2:11: error: unknown model 'OpenCL'; did you mean 'opencl'? (models: opencl, "
                "opencl-scoped, opencl-spec, opencl-lax, opencl-rsp, ptx, amdgpu-gfx90a, amdgpu-gfx942, amdgpu-gfx10, "
                "amdgpu-gfx11, amdgpu-gfx12, amdgpu-gfx90a-tgsplit, amdgpu-gfx942-tgsplit, amdgpu-gfx10-cu, "
                "amdgpu-gfx11-cu, amdgpu-gfx12-cu, or the name a model file declares)");
  EXPECT_EQ(r.rc, 2);
  table = s.write("u.csv", "path,model,verdict\nmp.litmus,my-model,forbidden\nmp.litmus,opencl,allowed\n");
  r = runClmm({"check", "--format", "brief", "--expect", table, test});
  EXPECT_EQ(r.rc, 0) << r.err;
}

// ---------------------------------------------------------------- item 5: budgets over every phase

TEST(Budgets, EachModelFileIsReadOnce) {
  Scratch s;
  // N files, each including the next twice: 2^N parses before (68 s at N=17 whatever --timeout).
  const int n = 20;
  for (int i = 0; i < n; ++i)
    s.write("m" + std::to_string(i) + ".cat",
            "include \"m" + std::to_string(i + 1) + ".cat\"\ninclude \"m" + std::to_string(i + 1) + ".cat\"\n");
  s.write("m" + std::to_string(n) + ".cat", "include \"opencl.cat\"\n");
  auto start = std::chrono::steady_clock::now();
  auto r = runClmm({"check", "--timeout", "1", "--model", s.path("m0.cat"), kMp});
  EXPECT_LT(since(start), 5.0);
  EXPECT_EQ(refused(r), s.path("m" + std::to_string(n - 1) + ".cat") + ":2:1: error: 'm" + std::to_string(n) +
                            ".cat' is included a second time (first at " +
                            s.path("m" + std::to_string(n - 1) + ".cat") +
                            ":1:1); a file is included once, else its definitions would be defined twice");
}

TEST(Budgets, IncludeChainsAreBounded) {
  Scratch s;
  // 3000 files each including the next: over 60 s before (a quadratic look-up of the open files).
  const int n = 3000;
  for (int i = 0; i < n; ++i)
    s.write("c" + std::to_string(i) + ".cat", "include \"c" + std::to_string(i + 1) + ".cat\"\n");
  s.write("c" + std::to_string(n) + ".cat", "include \"opencl.cat\"\n");
  auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(
      refused(runClmm({"check", "--model", s.path("c0.cat"), kMp})),
      s.path("c63.cat") + ":1:1: error: includes nested more than 64 files deep (does each file include the next?)");
  EXPECT_LT(since(start), 5.0);
  // A chain within the bound loads.
  s.write("c10.cat", "include \"opencl.cat\"\n");
  for (const char* engine : {"enumerate", "smt"}) {
    auto r = runClmm({"check", "-q", "--engine", engine, "--model", s.path("c0.cat"), kMp});
    EXPECT_EQ(r.rc, 0) << r.err;
    EXPECT_NE(r.out.find("Verdict forbidden"), std::string::npos);
  }
}

TEST(Budgets, LargeInitialStateIsLinear) {
  Scratch s;
  // 136 000 locations: 31 s with --timeout 2 before (a quadratic look-up of the locations).
  std::string text = "OPENCL many\n{ ";
  for (int i = 0; i < 136000; ++i) text += "x" + std::to_string(i) + "=0; ";
  text +=
      "}\nP0@wg 0, dev 0 (global atomic_int* x0) {\n  atomic_store_explicit(x0, 1, memory_order_relaxed);\n}\n"
      "exists (x0=1)\n";
  std::string path = s.write("many.litmus", text);
  auto start = std::chrono::steady_clock::now();
  auto r = runClmm({"--max-input-size", "4", "check", "-q", "--format", "brief", "--timeout", "2", path});
  EXPECT_LT(since(start), 2.0 + 3.0) << r.out << r.err;
  EXPECT_NE(r.rc, 2) << r.err;
  // A location initialised twice is still found, among many.
  std::string twice = s.write("twice.litmus", text.substr(0, 14) + "x135999=1; " + text.substr(14));
  auto t = runClmm({"--max-input-size", "4", "parse", twice});
  EXPECT_EQ(t.rc, 2);
  EXPECT_NE(t.err.find("location 'x135999' is initialised twice"), std::string::npos);
}

// ---------------------------------------------------------------- item 8: byte order marks

TEST(ByteOrderMark, SkippedInMappingsTablesAndPtxTests) {
  Scratch s;
  // A mapping file.
  std::string map = s.write("bom.map", kBom + source("axioms/mappings/ra-fences.map"));
  auto r = runClmm({"lower", "--mapping", map, "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(r.rc, 0) << r.err;
  std::string plain =
      runClmm({"lower", "--mapping", "axioms/mappings/ra-fences.map", "examples/basics/mp_dev.litmus"}).out;
  plain.replace(plain.find("axioms/mappings/ra-fences.map"), 29, map);
  EXPECT_EQ(r.out, plain);
  // A table whose first row is its header.
  std::string test = s.write("mp.litmus", mpRelaxed("OpenCL MP", ""));
  std::string table = s.write("t.csv", kBom + "path,model,verdict\nmp.litmus,opencl,forbidden\n");
  for (const char* engine : {"enumerate", "smt"}) {
    r = runClmm({"check", "--engine", engine, "--format", "brief", "--expect", table, test});
    EXPECT_EQ(r.rc, 1) << r.err;  // read: the relaxed test is allowed, not forbidden
    EXPECT_EQ(lines(r.out).at(0).rfind("FAIL", 0), 0u) << r.out;
  }
  // A PTX test.
  std::string ptx = s.write("p.litmus", kBom + source("examples/ptx/mp_fences.litmus"));
  r = runClmm({"parse", ptx});
  EXPECT_EQ(r.rc, 0) << r.err;
}
