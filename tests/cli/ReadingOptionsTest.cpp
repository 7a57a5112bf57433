// The options that say how litmus files are read, on every subcommand that reads them:
// --strict (every warning about a test is a located error, exit 2) and --herd-compat (the public
// suites read as herd and Dat3M read them, each reading with a located warning), and --unroll,
// range-checked on each.
#include <gtest/gtest.h>

#include "tests/cli/Run.h"

using clmm::test::runClmm;

namespace {

const std::string kOctal = "tests/warn/octal_literal.litmus";  // one warning: 010 is octal
const std::string kHerd = "tests/litmus/herd-compat/octal_store.litmus";
const std::string kMapping = "axioms/mappings/ra-fences.map";

// Each subcommand that reads litmus files, with the arguments it needs around FILE.
std::vector<std::vector<std::string>> subcommands(const std::string& file) {
  return {{"parse", file},
          {"events", file},
          {"check", "-q", file},
          {"diff", "-q", "-m", "opencl", "-m", "opencl-spec", file},
          {"lower", "--mapping", kMapping, file},
          {"refine", "-q", file, file},
          {"validate", "-q", "--mapping", kMapping, file}};
}

}  // namespace

TEST(ReadingOptions, StrictMakesEveryWarningALocatedError) {
  for (auto args : subcommands(kOctal)) {
    SCOPED_TRACE(args[0]);
    auto plain = runClmm(args);
    EXPECT_NE(plain.rc, 2) << plain.err;
    args.insert(args.begin() + 1, "--strict");
    auto r = runClmm(args);
    EXPECT_EQ(r.rc, 2);
    EXPECT_NE(r.err.find(kOctal + ":6:19: error: octal literal '010' is 8"), std::string::npos) << r.err;
    EXPECT_NE(r.err.find("[a warning, made an error by --strict]"), std::string::npos);
    EXPECT_EQ(r.err.find(": warning: "), std::string::npos);
  }
  // Without warnings --strict changes nothing.
  auto clean = runClmm({"check", "--strict", kHerd});
  EXPECT_EQ(clean.rc, 2) << "010 warns without --herd-compat";
  auto quiet = runClmm({"parse", "--strict", "examples/catalogue/mp_fences_global.litmus"});
  EXPECT_EQ(quiet.rc, 0) << quiet.err;
}

TEST(ReadingOptions, HerdCompatOnEverySubcommand) {
  for (auto args : subcommands(kHerd)) {
    SCOPED_TRACE(args[0]);
    args.insert(args.begin() + 1, "--herd-compat");
    auto r = runClmm(args);
    EXPECT_NE(r.rc, 2) << r.err;
    bool quiet = args[0] == "check" || args[0] == "diff" || args[0] == "refine" || args[0] == "validate";
    if (!quiet) {
      EXPECT_NE(r.err.find("warning: literal '010' read as decimal 10 (--herd-compat"), std::string::npos) << r.err;
    }
  }
  // The same file is read in C's way by default: 010 is eight.
  auto events = runClmm({"events", kHerd});
  EXPECT_EQ(events.rc, 0);
  EXPECT_NE(events.out.find("=8"), std::string::npos) << events.out;
  auto compat = runClmm({"events", "--herd-compat", kHerd});
  EXPECT_NE(compat.out.find("=10"), std::string::npos) << compat.out;
  // --herd-compat with --strict: its readings are warnings, hence errors.
  auto both = runClmm({"parse", "--herd-compat", "--strict", kHerd});
  EXPECT_EQ(both.rc, 2);
  EXPECT_NE(both.err.find("error: literal '010' read as decimal 10"), std::string::npos) << both.err;
}

TEST(ReadingOptions, UnrollIsRangeCheckedOnEverySubcommand) {
  for (const char* sub : {"parse", "events", "check", "diff", "refine", "validate"}) {
    SCOPED_TRACE(sub);
    auto r = runClmm({sub, "--unroll", "-3"});
    EXPECT_EQ(r.rc, 2);
    EXPECT_NE(r.err.find("--unroll: expected a whole number of iterations from 0 to 64, found '-3'"), std::string::npos) << r.err;
  }
}

TEST(ReadingOptions, EachHerdCompatReadingIsALocatedWarning) {
  const std::string dir = "tests/litmus/herd-compat/";
  const std::vector<std::string> readings = {
      "local_shared.litmus:15:12: warning: local location 'y' is used by P1 and by P0 (line 12), which are "
      "in different work-groups: taken as one location shared by the work-groups (--herd-compat)",
      "undeclared_location.litmus:10:16: warning: 'g' is not a parameter of P0: taken as the global location "
      "of the initial state (--herd-compat); declare it: 'global int* g'",
      "unassigned_register.litmus:15:9: warning: thread P1 never assigns register 'r9': its value is 0 "
      "(--herd-compat)",
      "pointer_register.litmus:14:9: warning: '0:x' names pointer parameter 'x' of P0: its value is the "
      "address of 'x', equal to no integer, so the comparison is false (--herd-compat, as herd reads it)",
      "octal_store.litmus:10:19: warning: literal '010' read as decimal 10 (--herd-compat, as herd and Dat3M "
      "read it); in C a leading 0 makes it octal 8",
  };
  for (const auto& line : readings) {
    std::string file = dir + line.substr(0, line.find(':'));
    SCOPED_TRACE(file);
    auto r = runClmm({"parse", "--herd-compat", file});
    EXPECT_EQ(r.rc, 0) << r.err;
    EXPECT_NE(r.err.find(dir + line), std::string::npos) << r.err;
    auto strict = runClmm({"parse", file});  // the default, strict reading
    if (line.find("octal_store") == std::string::npos) {
      EXPECT_EQ(strict.rc, 2) << file;
    }
  }
}
