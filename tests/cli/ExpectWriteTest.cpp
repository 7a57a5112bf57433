// Expectations from results (issue 17): --write-expect writes the run's results as an
// expectation table that --expect reads back as all passing, and --require-expectations fails
// (exit 1, labelled in every format) a result without an expectation.
#include <gtest/gtest.h>

#include <filesystem>

#include "tests/cli/Run.h"

namespace fs = std::filesystem;
using clmm::test::runClmm;
using clmm::test::slurp;

namespace {

// A scratch directory holding a copy of tests/data/sb_relaxed.litmus.
struct Scratch {
  fs::path dir;
  Scratch() {
    dir = fs::temp_directory_path() / ("clmm-write-expect-" + std::to_string(getpid()));
    fs::create_directories(dir);
    fs::copy_file(fs::path(CLMM_SOURCE_DIR) / "tests/data/sb_relaxed.litmus", dir / "sb_relaxed.litmus",
                  fs::copy_options::overwrite_existing);
  }
  ~Scratch() { fs::remove_all(dir); }
};

}  // namespace

TEST(WriteExpect, WritesTheResultsAsATableThatReadsBackAsPassing) {
  Scratch s;
  std::string test = (s.dir / "sb_relaxed.litmus").string();
  std::string table = (s.dir / "expect.csv").string();
  auto w = runClmm({"check", "--engine", "enumerate", "-m", "opencl", "-m", "tests/data/user-model.cat",
                    "--write-expect", table, test});
  ASSERT_EQ(w.rc, 0) << w.err;
  EXPECT_EQ(slurp(table),
            "# expectations written by clmm check --write-expect; review them before use\n"
            "path,model,verdict,states\n"
            "sb_relaxed.litmus,opencl,allowed,0:r0=0 1:r1=0 ; 0:r0=0 1:r1=1 ; 0:r0=1 1:r1=0 ; 0:r0=1 1:r1=1\n"
            "sb_relaxed.litmus,user-model,forbidden,0:r0=0 1:r1=1 ; 0:r0=1 1:r1=0 ; 0:r0=1 1:r1=1\n");
  auto r = runClmm({"check", "--engine", "enumerate", "-m", "opencl", "-m", "tests/data/user-model.cat", "--expect",
                    table, "--require-expectations", test});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("2 passed, 0 failed, 0 unknown"), std::string::npos) << r.out;
  // A test outside the table's directory is written with its absolute path.
  std::string elsewhere = (s.dir / "sub" / "t.csv").string();
  fs::create_directories(s.dir / "sub");
  auto a = runClmm({"check", "--write-expect", elsewhere, test});
  ASSERT_EQ(a.rc, 0) << a.err;
  EXPECT_NE(slurp(elsewhere).find("\n" + test + ",opencl,allowed,"), std::string::npos) << slurp(elsewhere);
}

TEST(WriteExpect, RefusedWithSkipAndWhenTheFileCannotBeWritten) {
  auto skip = runClmm({"check", "--skip", "HbG", "--write-expect", "/tmp/clmm-never.csv", "tests/data/sb_relaxed.litmus"});
  EXPECT_EQ(skip.rc, 2);
  EXPECT_EQ(skip.out, "");
  EXPECT_NE(skip.err.find("clmm: error: --write-expect records the models' results, and with --skip they are not"),
            std::string::npos)
      << skip.err;
  EXPECT_FALSE(fs::exists("/tmp/clmm-never.csv"));
  auto unwritable = runClmm({"check", "--write-expect", "/nonexistent-dir/e.csv", "tests/data/sb_relaxed.litmus"});
  EXPECT_EQ(unwritable.rc, 2);
  EXPECT_NE(unwritable.err.find("clmm: error: cannot write the expectation table '/nonexistent-dir/e.csv'"),
            std::string::npos)
      << unwritable.err;
}

TEST(RequireExpectations, AResultWithoutOneFailsInEveryFormat) {
  const std::string none = "tests/data/sb_relaxed.litmus";  // no clmm-expect line
  const std::string some = "examples/basics/mp_dev.litmus";
  auto text = runClmm({"check", "--require-expectations", none, some});
  EXPECT_EQ(text.rc, 1);
  EXPECT_NE(text.out.find("Expected: nothing (no clmm-expect line or --expect row): FAIL, --require-expectations is "
                          "given"),
            std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("1 passed, 1 failed, 0 unknown"), std::string::npos) << text.out;
  auto brief = runClmm({"check", "--require-expectations", "--format", "brief", none});
  EXPECT_EQ(brief.rc, 1);
  EXPECT_NE(brief.out.find("FAIL    " + none + " [opencl] allowed (no expectation, and --require-expectations is "
                                             "given)"),
            std::string::npos)
      << brief.out;
  std::string junit = (fs::temp_directory_path() / "clmm-require-junit.xml").string();
  auto json = runClmm({"check", "--require-expectations", "--format", "json", "--junit", junit, none});
  EXPECT_EQ(json.rc, 1);
  EXPECT_NE(json.out.find("\"missing_expectation\":true"), std::string::npos) << json.out;
  std::string xml = slurp(junit);
  EXPECT_NE(xml.find("<failure type=\"no-expectation\" message=\"no expectation (--require-expectations), got "
                     "allowed\">"),
            std::string::npos)
      << xml;
  fs::remove(junit);
  // Without the option the same run passes with the result unchecked.
  auto plain = runClmm({"check", none});
  EXPECT_EQ(plain.rc, 0);
  EXPECT_NE(plain.out.find("1 without expectation"), std::string::npos) << plain.out;
}
