// The examples of examples/kernels through the clmm binary: both engines give the same final
// states (with their classes) and verdicts under the three built-in models, and `clmm events`
// shows the commands and their csw edges. (Their expectations are checked by the CTest tests
// kernels_expectations_enumerate and kernels_expectations_smt, tests/litmus/CMakeLists.txt.)
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "tests/cli/Run.h"
#include "tests/Sampling.h"

using clmm::test::runClmm;

namespace {

std::vector<std::string> kernelTests() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(std::string(CLMM_SOURCE_DIR) + "/examples/kernels"))
    if (e.path().extension() == ".litmus") out.push_back("examples/kernels/" + e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

// The states and the verdict of one JSON line (the result's own, not the expectation's).
std::string statesAndVerdict(const std::string& json) {
  size_t states = json.rfind("\"states\":[");
  size_t test = json.find("],\"test\"", states);
  size_t verdict = json.rfind("\"verdict\":");
  if (states == std::string::npos || test == std::string::npos || verdict == std::string::npos) return "?" + json;
  return json.substr(states, test - states) + " " + json.substr(verdict);
}

}  // namespace

TEST(Kernels, BothEnginesAgreeOnEveryExample) {
  auto files = kernelTests();
  ASSERT_GE(files.size(), 20u);
  for (const auto& f : clmm::test::sampledUnderSanitizers(files, "the kernel tests")) {
    for (const char* model : {"opencl", "opencl-scoped", "opencl-spec"}) {
      SCOPED_TRACE(f + " " + model);
      auto e = runClmm({"check", "-q", "--engine", "enumerate", "--format", "json", "-m", model, f});
      auto s = runClmm({"check", "-q", "--engine", "smt", "--self-check", "--format", "json", "-m", model, f});
      ASSERT_EQ(e.rc, 0) << e.err;
      ASSERT_EQ(s.rc, 0) << s.err;
      EXPECT_EQ(statesAndVerdict(e.out), statesAndVerdict(s.out));
    }
  }
}

TEST(Kernels, EventsCommandShowsCommandsAndTheirEdges) {
  auto r = runClmm({"events", "examples/kernels/rule12_wait_kernel.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("host thread P0  (sub-group"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("work-item P1 of kernel parent"), std::string::npos);
  EXPECT_NE(r.out.find("P0:e1 call clEnqueueNDRangeKernel"), std::string::npos);
  EXPECT_NE(r.out.find("commands:\n  parent (enqueued by P0 on queue Q): parent:e2 start, parent:e3 end, parent:e4 complete\n"
                       "  child (enqueued by P1 on the device queue): child:e6 start, child:e7 end, child:e8 complete\n"),
            std::string::npos);
  EXPECT_NE(r.out.find("  csw: e1->e2"), std::string::npos);
  EXPECT_NE(r.out.find("e3->e6"), std::string::npos);  // WAIT_KERNEL: the parent's end, the child's start
}

TEST(Kernels, RacesBetweenKernelsAreExplained) {
  auto r = runClmm({"check", "--engine", "enumerate", "--explain", "examples/kernels/rule12_no_wait_racy.litmus"});
  EXPECT_EQ(r.rc, 0) << r.err;
  EXPECT_NE(r.out.find("Verdict racy"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("data_race"), std::string::npos) << r.out;
}
