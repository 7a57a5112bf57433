// clmm diff --herd-log (issue 43, item 9): clmm's results held against hand-written herd7 and
// litmus7 logs (not copied from any corpus): agreement, each kind of difference, tests missing
// from the log, herd's `??` and `Fatal`, the exit codes, JSON records, and every located error
// of the log reader; and the herd log clmm writes: `Hash=` only as the test declares it, a
// liveness violation on a line herd's reader skips, never a `Flag` herd does not have.
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

using clmm::test::lines;
using clmm::test::runClmm;
using clmm::test::Scratch;

namespace {

const std::string kSb = "tests/data/sb_relaxed.litmus";  // SB_relaxed: opencl allows all four states

// herd7's block for SB_relaxed with the given state lines, validation word and observation.
std::string herdBlock(const std::string& states, const std::string& ok, const std::string& observation) {
  return "Test SB_relaxed Allowed\nStates 4\n" + states + ok +
         "\nWitnesses\nPositive: 1 Negative: 3\nCondition exists (0:r0=0 /\\ 1:r1=0)\nObservation SB_relaxed " +
         observation + " 1 3\nTime SB_relaxed 0.01\nHash=0123456789abcdef0123456789abcdef\n\n";
}

const std::string kAllFour = "0:r0=0; 1:r1=0;\n0:r0=0; 1:r1=1;\n0:r0=1; 1:r1=0;\n0:r0=1; 1:r1=1;\n";

}  // namespace

TEST(HerdDiff, AgreesWithAMatchingHerdLog) {
  Scratch s;
  auto log = s.write("herd.log", "Some header herd prints\n" + herdBlock(kAllFour, "Ok", "Sometimes"));
  auto r = runClmm({"diff", "--herd-log", log, kSb});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "0 of 1 tests differ from the herd7 log " + log + "\n");
  EXPECT_EQ(r.err, "");
}

TEST(HerdDiff, ListsStatesOnOneSideAndTheObservation) {
  Scratch s;
  // herd (under some stronger model) without 0:r0=0 1:r1=0, and with a state clmm never reaches.
  auto log = s.write("herd.log", herdBlock("0:r0=0; 1:r1=1;\n0:r0=1; 1:r1=0;\n[0:r0]=1; 1:r1=0x1;\n0:r0=2; 1:r1=2;\n",
                                           "No", "Never"));
  auto r = runClmm({"diff", "--herd-log", log, kSb});
  EXPECT_EQ(r.rc, 1) << r.out << r.err;
  EXPECT_EQ(r.out, kSb + " (SB_relaxed, opencl)\n"
                   "  only in the log: 0:r0=2; 1:r1=2;\n"
                   "  only under opencl: 0:r0=0; 1:r1=0;\n"
                   "  observation: the log Never, opencl Sometimes\n"
                   "1 of 1 tests differ from the herd7 log " + log + "\n");
  auto j = runClmm({"diff", "--format", "json", "--herd-log", log, kSb});
  EXPECT_EQ(j.rc, 1);
  auto rec = nlohmann::json::parse(j.out);
  EXPECT_EQ(rec["status"], "differ");
  EXPECT_EQ(rec["line"], 1);
  EXPECT_EQ(rec["only_in_log"], nlohmann::json::array({"0:r0=2; 1:r1=2;"}));
  EXPECT_EQ(rec["observation"]["log"], "Never");
  EXPECT_EQ(j.err, "1 of 1 tests differ from the herd7 log " + log + "\n");
}

// A value is compared as a number: -0, 00 and 0x0 are the state clmm writes 0 (the first was read
// as a value of its own, a difference that was none).
TEST(HerdDiff, ZeroWrittenAnyWayIsZero) {
  Scratch s;
  auto log = s.write("herd.log", herdBlock("0:r0=-0; 1:r1=00;\n0:r0=0x0; 1:r1=1;\n0:r0=1; 1:r1=-0x0;\n0:r0=1; 1:r1=1;\n",
                                           "Ok", "Sometimes"));
  auto r = runClmm({"diff", "--herd-log", log, kSb});
  EXPECT_EQ(r.rc, 0) << r.out << r.err;
  EXPECT_EQ(r.out, "0 of 1 tests differ from the herd7 log " + log + "\n");
}

TEST(HerdDiff, ALitmusLogFailsOnlyOnAStateTheModelForbids) {
  Scratch s;
  // Hardware saw two of the four states: not a difference. Under user-model (sequential
  // consistency) the observed 0:r0=0 1:r1=0 is forbidden: that is one.
  auto log = s.write("run.log",
                     "Test SB_relaxed Allowed\nHistogram (2 states)\n5000  *>0:r0=0; 1:r1=0;\n4000  :>0:r0=1; 1:r1=1;\n"
                     "Ok\n\nWitnesses\nPositive: 5000, Negative: 4000\nCondition exists (0:r0=0 /\\ 1:r1=0) is validated\n"
                     "Observation SB_relaxed Sometimes 5000 4000\nTime SB_relaxed 0.50\n\n");
  auto ok = runClmm({"diff", "--herd-log", log, kSb});
  EXPECT_EQ(ok.rc, 0) << ok.out << ok.err;
  EXPECT_EQ(ok.out, "0 of 1 tests differ from the litmus7 log " + log + "\n");
  auto sc = runClmm({"diff", "-m", "tests/data/user-model.cat", "--herd-log", log, kSb});
  EXPECT_EQ(sc.rc, 1) << sc.out << sc.err;
  EXPECT_EQ(sc.out, kSb + " (SB_relaxed, tests/data/user-model.cat)\n"
                          "  observed, not allowed under tests/data/user-model.cat: 0:r0=0; 1:r1=0;\n"
                          "1 of 1 tests differ from the litmus7 log " + log + "\n");
}

// A litmus7 histogram line whose count is 0 is a state that was not observed: under sequential
// consistency it is no difference (only a state the hardware showed can contradict the model).
TEST(HerdDiff, ALitmusStateSeenZeroTimesWasNotObserved) {
  Scratch s;
  auto log = s.write("run.log",
                     "Test SB_relaxed Allowed\nHistogram (2 states)\n0     *>0:r0=0; 1:r1=0;\n4000  :>0:r0=1; 1:r1=1;\n"
                     "No\n\nWitnesses\nPositive: 0, Negative: 4000\nCondition exists (0:r0=0 /\\ 1:r1=0) is NOT validated\n"
                     "Observation SB_relaxed Never 0 4000\nTime SB_relaxed 0.50\n\n");
  auto sc = runClmm({"diff", "-m", "tests/data/user-model.cat", "--herd-log", log, kSb});
  EXPECT_EQ(sc.rc, 0) << sc.out << sc.err;
  EXPECT_EQ(sc.out, "0 of 1 tests differ from the litmus7 log " + log + "\n");
}

TEST(HerdDiff, MissingTestsUnknownResultsAndTestsOfTheLogNotChecked) {
  Scratch s;
  auto other = s.write("other.log", "Test MP Allowed\nStates 1\nx=1;\nOk\n\nTest Other Allowed\nStates 1\nx=1;\nOk\n");
  auto missing = runClmm({"diff", "--herd-log", other, kSb});
  EXPECT_EQ(missing.rc, 1);
  EXPECT_EQ(missing.out, kSb + " (SB_relaxed, opencl)\n  not in the herd7 log " + other +
                             "\n0 of 1 tests differ from the herd7 log " + other +
                             ", 1 not in the log; 2 of the log's 2 tests not among the inputs\n");
  auto dontKnow = s.write("dk.log", "Test SB_relaxed Allowed\nStates 0\n?? timeout\n");
  auto dk = runClmm({"diff", "--herd-log", dontKnow, kSb});
  EXPECT_EQ(dk.rc, 3);
  EXPECT_EQ(lines(dk.out).at(1), "  the log does not know its result (?\?)");
  auto fatal = s.write("fatal.log", "Test SB_relaxed Allowed\nFatal: something herd could not do\n");
  auto f = runClmm({"diff", "--herd-log", fatal, kSb});
  EXPECT_EQ(f.rc, 3);
  EXPECT_EQ(lines(f.out).at(1), "  the log has no result: Fatal: something herd could not do");
  auto tooMany = runClmm({"diff", "-m", "opencl", "-m", "ptx", "--herd-log", fatal, kSb});
  EXPECT_EQ(tooMany.rc, 2);
  EXPECT_EQ(tooMany.err, "clmm: error: clmm diff --herd-log holds one model's results against the log (herd writes "
                         "one log per model): give at most one --model\n");
}

TEST(HerdDiff, ALogThatCannotBeReadIsALocatedError) {
  struct Case {
    std::string log, where, message;
  };
  const std::vector<Case> cases = {
      {"just words\n", "1:1", "no test in this log: herd7 and litmus7 start each test's block with a line `Test NAME [KIND]`"},
      {"Test a<b Allowed\n", "1:6", "a test name herd's log readers do not take (letters, digits and _ / . - + [ ] only)"},
      {"Test A Allowed\nno states here\n", "1:1", "test A's block has no `States` line (nor `Fatal`) before the end of the log"},
      {"Test A Allowed\nTest B Allowed\nStates 0\nOk\n", "1:1",
       "test A's block has no `States` line (nor `Fatal`) before the next test"},
      {"Test A Allowed\nStates 1\nx=1;\n", "3:1",
       "test A's states end without a validation word (Ok, No, ??, Succeeded, Failed or Undef)"},
      {"Test A Allowed\nStates 1\nx=1\nOk\n", "3:1", "a state is bindings LOC=VALUE; (e.g. `1:r0=1; x=2;`)"},
      {"Test A Allowed\nStates 1\nx=1; y=;\nOk\n", "3:8", "an empty value"},
      {"Test A Allowed\nStates 1\nx=1; y=1z;\nOk\n", "3:8", "'1z' is not a number"},
      {"Test A Allowed\nStates 1\nx=99999999999999999999;\nOk\n", "3:3", "'99999999999999999999' is out of range"},
      {"Test A Allowed\nStates 1\nx=-9223372036854775809;\nOk\n", "3:3", "'-9223372036854775809' is out of range"},
      {"Test A Allowed\nStates 1\nx=(1);\nOk\n", "3:3", "'(1)' is neither a number nor a name"},
      {"Test A Allowed\nStates 1\nx y=1;\nOk\n", "3:1", "'x y' is not a location (`0:r0`, `x`, `[x]`, `x[1]`)"},
      {"Test A Allowed\nStates 1\nx=1; [x]=1;\nOk\n", "3:6", "location [x] is given twice in one state"},
      {"Test A Allowed\nHistogram (1 states)\n99999999999999999999 :>x=1;\nOk\n", "3:1",
       "the count '99999999999999999999' is out of range"},
      {"Test A Allowed\nStates 1\nx=1;\nOk\nObservation A Maybe 1 0\n", "5:1",
       "an Observation line is `Observation NAME Always|Sometimes|Never P N`"},
      {"Test A Allowed\nStates 3\nx=1;\nx=2;\nOk\n", "2:1",
       "test A declares 3 states but lists 2: the log is cut or edited; regenerate it with herd7 or litmus7"},
      {"Test A Allowed\nHistogram (2 states)\n5 :>x=1;\nOk\n", "2:1",
       "test A declares 2 states but lists 1: the log is cut or edited; regenerate it with herd7 or litmus7"},
      {"Test A Allowed\nStates 1\nx=1;\nOk\nTest A Allowed\nStates 1\nx=1;\nOk\n", "5:6",
       "test A is in the log twice (first on line 1); give one log per run"},
  };
  Scratch s;
  for (const auto& c : cases) {
    auto log = s.write("bad.log", c.log);
    auto r = runClmm({"diff", "--herd-log", log, kSb});
    EXPECT_EQ(r.rc, 2) << c.message;
    EXPECT_EQ(lines(r.err).at(0), log + ":" + c.where + ": error: " + c.message) << r.err;
  }
  auto binary = s.write("nul.log", std::string("Test A\0\n", 8));
  auto b = runClmm({"diff", "--herd-log", binary, kSb});
  EXPECT_EQ(b.rc, 2) << b.err;
  auto dir = runClmm({"diff", "--herd-log", s.path(), kSb});
  EXPECT_EQ(dir.rc, 2) << dir.err;
}

TEST(HerdLogOutput, HashOnlyAsTheTestDeclaresItAndNoFlagHerdLacks) {
  Scratch s;
  auto hashed = s.write("h.litmus", "OpenCL H\nHash=0123456789abcdef0123456789ABCDEF\n{ x=0; }\n"
                                    "P0@wg 0, dev 0 (global atomic_int* x) {\n  atomic_store_explicit(x, 1, memory_order_relaxed);\n}\n"
                                    "exists (x=1)\n");
  auto r = runClmm({"check", "--format", "herd", hashed});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("\nTime H "), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\nHash=0123456789abcdef0123456789ABCDEF\n\n"), std::string::npos) << r.out;
  auto notHerds = s.write("n.litmus", "OpenCL N\nHash=not-a-digest\n{ x=0; }\n"
                                      "P0@wg 0, dev 0 (global atomic_int* x) {\n  atomic_store_explicit(x, 1, memory_order_relaxed);\n}\n"
                                      "exists (x=1)\n");
  auto n = runClmm({"check", "--format", "herd", notHerds, kSb});
  EXPECT_EQ(n.rc, 0) << n.err;
  EXPECT_EQ(n.out.find("Hash="), std::string::npos) << n.out;
  // A spin that can wait forever: said before States, not as a Flag.
  auto spin = s.write("spin.litmus", "OpenCL Spin\n{ x=0; }\n"
                                     "P0@wg 0, dev 0 (global atomic_int* x) {\n"
                                     "  while (atomic_load_explicit(x, memory_order_relaxed) == 0) {}\n}\n"
                                     "exists (x=0)\n");
  auto l = runClmm({"check", "--format", "herd", spin});
  EXPECT_EQ(l.out.find("Flag liveness"), std::string::npos) << l.out;
  auto at = l.out.find("Liveness violation: ");
  EXPECT_NE(at, std::string::npos) << l.out;
  EXPECT_LT(at, l.out.find("States ")) << l.out;
  // The log clmm writes reads back and agrees with clmm.
  auto log = s.write("clmm.log", runClmm({"check", "--format", "herd", kSb, hashed}).out);
  auto back = runClmm({"diff", "--herd-log", log, kSb, hashed});
  EXPECT_EQ(back.rc, 0) << back.out << back.err;
}
