// Expectation tables (`clmm check --expect FILE.csv`): rows path,model,verdict[,states] with
// paths relative to the table's directory, rows overriding a test's own `clmm-expect:` lines,
// rows for tests outside the run, quoted fields, and every located error (FILE.csv:line:col).
#include <gtest/gtest.h>

#include "tests/cli/Litmus.h"
#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::Scratch;
using clmm::test::storeBufferingRelaxed;

namespace {

const std::string kSb = storeBufferingRelaxed();

const char* kAllSb = "0:r0=0 1:r1=0 ; 0:r0=0 1:r1=1 ; 0:r0=1 1:r1=0 ; 0:r0=1 1:r1=1";

}  // namespace

TEST(ExpectTable, TheCiExampleMatches) {
  auto r = runClmm({"check", "--format", "brief", "-m", "opencl", "-m", "opencl-scoped", "--expect",
                    "examples/ci-example/expected.csv", "examples/ci-example"});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_EQ(lines(r.out).back(), "12 passed, 0 failed, 0 unknown");
}

TEST(ExpectTable, PathsAreRelativeToTheTableAndRowsOutsideTheRunAreIgnored) {
  Scratch s;
  auto sb = s.write("suite/sub/sb.litmus", kSb);
  auto other = s.write("suite/other.litmus", kSb);
  auto table = s.write("suite/expected.csv", std::string("path,model,verdict,states\n") +
                                                 "sub/sb.litmus,opencl,allowed," + kAllSb + "\n" +
                                                 "other.litmus,opencl,forbidden\n");
  // The command runs in the source directory: only the table's directory can resolve sub/sb.litmus.
  auto r = runClmm({"check", "--format", "brief", "--expect", table, sb});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "ok      " + sb + " [opencl] allowed\n1 passed, 0 failed, 0 unknown\n");
  auto both = runClmm({"check", "--format", "brief", "--expect", table, s.path("suite")});
  EXPECT_EQ(both.rc, 1);
  EXPECT_EQ(lines(both.out).at(0), "FAIL    " + other + " [opencl] allowed, expected forbidden (" + table + ":3)");
}

TEST(ExpectTable, ARowReplacesTheTestsOwnLinesForThatModel) {
  Scratch s;
  auto table = s.write("t.csv", std::string("# the table wins over the file's clmm-expect lines\n") +
                                    CLMM_SOURCE_DIR + "/examples/ci-example/mp_relacq_dev.litmus,opencl,allowed\n");
  auto r = runClmm({"check", "--format", "brief", "-m", "opencl", "-m", "opencl-scoped", "--expect", table,
                    "examples/ci-example/mp_relacq_dev.litmus"});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_EQ(r.out, "FAIL    examples/ci-example/mp_relacq_dev.litmus [opencl] forbidden, expected allowed (" + table +
                       ":2)\n"
                       "        verdict: expected allowed, got forbidden\n"
                       "ok      examples/ci-example/mp_relacq_dev.litmus [opencl-scoped] forbidden\n"
                       "1 passed, 1 failed, 0 unknown\n");
}

TEST(ExpectTable, QuotedFieldsAndStates) {
  Scratch s;
  auto sb = s.write("s b.litmus", kSb);
  auto table = s.write("t.csv", std::string("\"s b.litmus\" , \"opencl\",allowed,\"") + kAllSb + "\"\r\n");
  auto r = runClmm({"check", "--format", "brief", "--expect", table, sb});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  auto lost = s.write("lost.csv", "\"s b.litmus\",opencl,allowed,0:r0=0 1:r1=1 ; 0:r0=1 1:r1=0 ; 0:r0=1 1:r1=1 ; 0:r0=5 1:r1=5\n");
  auto m = runClmm({"check", "--format", "brief", "--expect", lost, sb});
  EXPECT_EQ(m.rc, 1);
  EXPECT_EQ(lines(m.out).at(1), "        state gained: 0:r0=0 1:r1=0 (allowed)");
  EXPECT_EQ(lines(m.out).at(2), "        state lost: 0:r0=5 1:r1=5 (allowed)");
}

TEST(ExpectTable, MalformedRowsAreLocated) {
  struct Case {
    std::string row, where, message;
  };
  const std::vector<Case> cases = {
      {"sb.litmus,opencl", "2:1", "expected 3 or 4 fields (path,model,verdict[,states]), found 2"},
      {"sb.litmus,opencl,allowed,,", "2:1", "expected 3 or 4 fields (path,model,verdict[,states]), found 5"},
      {"\"sb.litmus,opencl,allowed", "2:1", "unterminated quoted field"},
      {"\"sb.litmus\"x,opencl,allowed", "2:12", "expected ',' after a quoted field"},
      {" ,opencl,allowed", "2:1", "expected a test path in the first field"},
      {"sb.litmus,,allowed", "2:11", "expected a model name in the second field"},
      {"sb.litmus,opencl,maybe", "2:18", "expected 'allowed', 'forbidden' or 'racy' in the third field, found 'maybe'"},
      {"sb.litmus,opencl,", "2:18", "expected 'allowed', 'forbidden' or 'racy' in the third field, found ''"},
      {"nosuch.litmus,opencl,allowed", "2:1",
       "'nosuch.litmus': no such test file (paths are relative to the table's directory, 'DIR')"},
      {"sb.litmus,opencl,allowed\nsb.litmus,opencl,forbidden", "3:1",
       "second row for 'sb.litmus' and model 'opencl' (the first is on line 2)"},
      {"sb.litmus,opencl,allowed,0:r0=0 1:r1=x", "2:38", "expected an integer value after '=', found 'x'"},
      {"sb.litmus,opencl,allowed,0:r0=0 1:r1=0;", "2:40",
       "empty state: a state is NAME=VALUE ... [allowed|racy], and states are separated by ';'"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.row);
    Scratch s;
    auto sb = s.write("sb.litmus", kSb);
    auto table = s.write("t.csv", "path,model,verdict,states\n" + c.row + "\n");
    auto r = runClmm({"check", "--expect", table, sb});
    EXPECT_EQ(r.rc, 2);
    EXPECT_EQ(r.out, "") << "a bad table stops the run before any test";
    std::string message = c.message;
    if (auto p = message.find("DIR"); p != std::string::npos) message.replace(p, 3, s.path());
    EXPECT_EQ(lines(r.err).at(0), table + ":" + c.where + ": error: " + message);
    EXPECT_NE(r.err.find('^'), std::string::npos);
  }
}

TEST(ExpectTable, StatesThatDoNotFitTheTestAreLocatedInTheTable) {
  Scratch s;
  auto sb = s.write("sb.litmus", kSb);
  auto table = s.write("t.csv", "sb.litmus,opencl,allowed,0:r0=0 1:r1=0 ; 0:r0=1 1:r7=0\n");
  auto r = runClmm({"check", "--format", "brief", "--expect", table, sb});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(lines(r.err).at(0), table + ":1:49: error: '1:r7' is not an observable of " + sb +
                                    " (observables: 0:r0 1:r1)");
  EXPECT_EQ(r.out, "BAD     " + sb + " (bad input, see the error above)\n0 passed, 0 failed, 0 unknown, 1 bad input\n");
}

TEST(ExpectTable, AMissingTableIsAnError) {
  auto r = runClmm({"check", "--expect", "tests/data/no-such-table.csv", "examples/basics/mp_dev.litmus"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_EQ(r.err, "tests/data/no-such-table.csv: error: cannot open file\n");
}
