// `clmm check --explain --state S` explains S whatever the test's condition, through both
// engines: a state no execution reaches gets the checks that forbid it and a candidate failing
// each (or "no candidate at all"), a reachable one the execution that reaches it.
#include <gtest/gtest.h>

#include "tests/cli/Run.h"
#include "tests/cli/Scratch.h"

namespace clmm::test {
namespace {

bool has(const std::string& text, const std::string& piece) { return text.find(piece) != std::string::npos; }

#define EXPECT_HAS(text, piece) EXPECT_TRUE(has(text, piece)) << "missing: " << (piece) << "\n---\n" << (text)

// Message passing at device scope between two work-groups, with the given last line.
std::string mp(const std::string& last) {
  return "OPENCL MP_state\n{ data=0; flag=0; }\n\n"
         "P0@wg 0, dev 0 (global int* data, global atomic_int* flag) {\n"
         "  *data = 1;\n"
         "  atomic_store_explicit(flag, 1, memory_order_release, memory_scope_device);\n}\n\n"
         "P1@wg 1, dev 0 (global int* data, global atomic_int* flag) {\n"
         "  int r0 = atomic_load_explicit(flag, memory_order_acquire, memory_scope_device);\n"
         "  int r1 = -1;\n  if (r0 == 1) {\n    r1 = *data;\n  }\n}\n\n" +
         last + "\n";
}

const char* kEngines[] = {"enumerate", "smt"};

// The condition's state is allowed; the state asked about is forbidden: its checks and cycle.
TEST(ExplainState, ForbiddenStateOtherThanTheCondition) {
  Scratch s;
  std::string cases[] = {mp("locations [1:r1;]\nexists (1:r0=0)"), mp("locations [1:r0; 1:r1;]"),
                         mp("forall (1:r0=0 \\/ 1:r1=1)")};
  for (const std::string& text : cases)
    for (const char* engine : kEngines) {
      std::string test = s.write("mp.litmus", text);
      RunResult r = runClmm({"check", "-q", "--engine", engine, "--explain", "--state", "1:r0=1 /\\ 1:r1=0", test});
      ASSERT_EQ(r.rc, 0) << engine << "\n" << r.err;
      EXPECT_HAS(r.out,
                 "  (only the executions ending in a state where 1:r0=1 /\\ 1:r1=0, as --state asks: 1 shown)\n");
      EXPECT_HAS(r.out,
                 "Why forbidden: no consistent execution ends in a state where 1:r0=1 /\\ 1:r1=0\n"
                 "  forbidden by: CohG\n");
      EXPECT_HAS(r.out, "  For example, this candidate execution ends in 1:r0=1 1:r1=0 and fails CohG:\n");
      EXPECT_HAS(r.out, "    CohG (irreflexive (rf^-1)? ; mo ; rf? ; ghb) fails on this cycle:\n");
      EXPECT_FALSE(has(r.out, "Why allowed")) << r.out;
    }
}

// A state no candidate execution ends in, whatever the model: said so, not "0 shown" alone.
TEST(ExplainState, StateNoCandidateReaches) {
  Scratch s;
  std::string test = s.write("mp.litmus", mp("locations [1:r1;]\nexists (1:r0=0)"));
  for (const char* engine : kEngines) {
    RunResult r = runClmm({"check", "-q", "--engine", engine, "--explain", "--state", "1:r0=1 /\\ 1:r1=-1", test});
    ASSERT_EQ(r.rc, 0) << engine << "\n" << r.err;
    EXPECT_HAS(r.out,
               "Why forbidden: no consistent execution ends in a state where 1:r0=1 /\\ 1:r1=-1\n"
               "  no candidate execution ends in such a state at all");
  }
}

// A reachable state other than the condition's: the execution that reaches it, no "why forbidden".
TEST(ExplainState, ReachableStateShowsItsExecution) {
  Scratch s;
  std::string test = s.write("mp.litmus", mp("exists (1:r0=1 /\\ 1:r1=0)"));
  for (const char* engine : kEngines) {
    RunResult r = runClmm({"check", "-q", "--engine", engine, "--explain", "--state", "1:r1=1", test});
    ASSERT_EQ(r.rc, 0) << engine << "\n" << r.err;
    EXPECT_HAS(r.out, "as --state asks: 1 shown)\n");
    EXPECT_HAS(r.out,
               "Why allowed: an execution without undefined behaviour reaches each allowed state\n"
               "  State 1:r0=1 1:r1=1:\n");
    EXPECT_FALSE(has(r.out, "For example, this candidate")) << r.out;
  }
}

}  // namespace
}  // namespace clmm::test
