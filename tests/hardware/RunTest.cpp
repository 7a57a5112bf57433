// clmm run --backend opencl for real on PoCL (this machine's and CI's OpenCL CPU device): a few
// catalogue tests and a compare-exchange test that need no two work-groups running at once, small
// iteration counts; the harness program's own option errors; and run's errors when a toolchain is
// missing.
#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/cli/Run.h"

namespace {

using clmm::test::runClmm;
using clmm::test::RunResult;
using clmm::test::slurp;

bool openclInstalled() {
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator("/etc/OpenCL/vendors", ec))
    if (e.path().extension() == ".icd") return true;
  return false;
}

// Runs a program (from an argument vector, no shell) in the source directory.
RunResult run(const std::vector<std::string>& argv, const std::vector<std::string>& environment = {}) {
  return clmm::test::runProgram(argv, "", environment);
}

TEST(Run, PoclRunsTestsAndNoForbiddenStateShows) {
  if (!openclInstalled())
    GTEST_SKIP() << "no OpenCL ICD under /etc/OpenCL/vendors (.ci/setup installs pocl-opencl-icd)";
  auto keep = std::filesystem::temp_directory_path() / ("clmm-hw-run-" + std::to_string(getpid()));
  std::filesystem::remove_all(keep);
  auto plots = keep.string() + "-plots";
  auto r = runClmm({"run",
                    "--backend",
                    "opencl",
                    "--iterations",
                    "3",
                    "--instances",
                    "128",
                    "--group-instances",
                    "4",
                    "--format",
                    "json",
                    "--keep",
                    keep.string(),
                    "--plot",
                    plots,
                    "examples/catalogue/barrier_global.litmus",
                    "examples/catalogue/mp_local_memory.litmus",
                    "examples/catalogue/sb_sc_dev.litmus",
                    "examples/catalogue/mp_dev_two_groups.litmus",
                    "examples/catalogue/release_sequence_rmw.litmus",
                    "tests/hardware/data/cas_two_groups.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err << r.out;
  auto lines = clmm::test::lines(r.out);
  ASSERT_EQ(lines.size(), 6u) << r.out;
  for (const auto& l : lines) {
    auto j = nlohmann::json::parse(l);
    EXPECT_EQ(j["backend"], "opencl");
    EXPECT_EQ(j["instances"], 3 * 128) << l;
    uint64_t total = 0;
    for (const auto& s : j["observed"]) {
      EXPECT_NE(s["class"], "forbidden") << l;
      total += s["count"].get<uint64_t>();
    }
    EXPECT_EQ(total + j["unfinished"].get<uint64_t>(), 3u * 128) << l;
    EXPECT_TRUE(j["result"] == "ok" || j["result"] == "racy-observed") << l;
  }
  // Barrier_global: the barrier hands the data over, every instance reads 1.
  auto first = nlohmann::json::parse(lines[0]);
  EXPECT_EQ(first["test"], "Barrier_global");
  EXPECT_EQ(first["observed"][0]["values"], nlohmann::json::array({1}));
  // CAS_two_groups: exactly one compare-exchange wins; the loser's expected value is written back.
  auto cas = nlohmann::json::parse(lines[5]);
  EXPECT_EQ(cas["test"], "CAS_two_groups");
  for (const auto& s : cas["observed"])
    EXPECT_TRUE(s["values"] == nlohmann::json::array({0, 1, 2, 2, 0}) ||
                s["values"] == nlohmann::json::array({1, 0, 1, 0, 1}))
        << s;
  EXPECT_TRUE(std::filesystem::exists(keep / "observed.json"));
  EXPECT_TRUE(std::filesystem::exists(keep / "harness"));
  EXPECT_TRUE(std::filesystem::exists(plots + "/mp_local_memory.svg"));

  // The harness program checks its own options.
  std::string harness = (keep / "harness").string();
  auto zero = run({harness, "--instances", "0"});
  EXPECT_EQ(zero.rc, 2);
  EXPECT_NE(zero.err.find("harness: error: --instances takes a number from 1 to 16777216"), std::string::npos)
      << zero.err;
  auto unknown = run({harness, "--bogus"});
  EXPECT_EQ(unknown.rc, 2);
  EXPECT_NE(unknown.err.find("harness: error: unknown option '--bogus' (see --help)"), std::string::npos)
      << unknown.err;
  auto platform = run({harness, "--platform", "9"});
  EXPECT_EQ(platform.rc, 2);
  EXPECT_NE(platform.err.find("harness: error: no platform 9 (see --list)"), std::string::npos) << platform.err;
  auto device = run({harness, "--device", "9"});
  EXPECT_EQ(device.rc, 2);
  EXPECT_NE(device.err.find("harness: error: no device 9 on platform 0 (see --list)"), std::string::npos) << device.err;
  auto missing = run({harness, "--seed"});
  EXPECT_EQ(missing.rc, 2);
  EXPECT_NE(missing.err.find("harness: error: --seed needs a value"), std::string::npos) << missing.err;
  auto none = run({harness, "-o", "/dev/null"}, {"OCL_ICD_VENDORS=/nonexistent"});
  EXPECT_EQ(none.rc, 2);
  EXPECT_NE(none.err.find("harness: error: no OpenCL platform"), std::string::npos) << none.err;
  std::filesystem::remove_all(keep);
  std::filesystem::remove_all(plots);
}

// Every shape of compare-exchange runs: the expected value a global or local int (the prelude's
// helpers), or a private register passed as `&e` (OpenCL C's own call); strong and weak. A
// register's expected value once crashed `clmm harness`.
TEST(Run, CompareExchangesOfEveryShapeRunOnPocl) {
  if (!openclInstalled())
    GTEST_SKIP() << "no OpenCL ICD under /etc/OpenCL/vendors (.ci/setup installs pocl-opencl-icd)";
  auto r = runClmm({"run", "--backend", "opencl", "--iterations", "2", "--instances", "64", "--group-instances", "4",
                    "--format", "json", "tests/hardware/data/cas_weak_local.litmus",
                    "tests/litmus/c-syntax/cas_expected_register.litmus",
                    "tests/litmus/c-syntax/cas_loop_register.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err << r.out;
  auto lines = clmm::test::lines(r.out);
  ASSERT_EQ(lines.size(), 3u) << r.out;
  for (const auto& l : lines) {
    auto j = nlohmann::json::parse(l);
    uint64_t total = 0;
    for (const auto& s : j["observed"]) {
      EXPECT_NE(s["class"], "forbidden") << l;
      total += s["count"].get<uint64_t>();
    }
    EXPECT_EQ(total + j["unfinished"].get<uint64_t>(), 2u * 64) << l;
  }
  // cas_expected_register (0:ok 1:ok 0:e 1:e): one wins, the loser's e holds the winner's value.
  auto reg = nlohmann::json::parse(lines[1]);
  ASSERT_EQ(reg["test"], "cas_expected_register");
  for (const auto& s : reg["observed"])
    EXPECT_TRUE(s["values"] == nlohmann::json::array({1, 0, 0, 1}) ||
                s["values"] == nlohmann::json::array({0, 1, 2, 0}))
        << s;
  // cas_loop_register (x 0:ok 1:ok): both increments land.
  auto loop = nlohmann::json::parse(lines[2]);
  for (const auto& s : loop["observed"]) EXPECT_EQ(s["values"], nlohmann::json::array({2, 1, 1})) << s;
}

// The harness's settings: a file of options (--params, as --tune writes it), the stress
// settings in the report, each test's condition counted, and the errors of the new options.
TEST(Run, HarnessSettingsFileAndConditionCount) {
  if (!openclInstalled()) GTEST_SKIP() << "no OpenCL ICD under /etc/OpenCL/vendors (.ci/setup installs pocl-opencl-icd)";
  auto keep = std::filesystem::temp_directory_path() / ("clmm-hw-params-" + std::to_string(getpid()));
  std::filesystem::remove_all(keep);
  auto r = runClmm({"run", "--backend", "opencl", "--iterations", "1", "--instances", "16", "--keep", keep.string(),
                    "examples/catalogue/mp_relaxed.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err << r.out;
  std::string harness = (keep / "harness").string();
  std::string settings = (keep / "settings.conf").string(), report = (keep / "params.json").string();
  {
    std::ofstream f(settings);
    f << "# a settings file\n--iterations 2\n--instances 64   # instances per launch\n--group-instances 4\n"
         "--sync-start\n--pre-stress 8\n--stress-pattern 2\n--warm-reads 0\n";
  }
  auto ok = run({harness, "--params", settings, "-o", report});
  ASSERT_EQ(ok.rc, 0) << ok.err;
  auto j = nlohmann::json::parse(slurp(report));
  EXPECT_EQ(j["parameters"]["iterations"], 2);
  EXPECT_EQ(j["parameters"]["instances"], 64);
  EXPECT_EQ(j["parameters"]["sync_start"], true);
  EXPECT_EQ(j["parameters"]["pre_stress"], 8);
  EXPECT_EQ(j["parameters"]["stress_pattern"], 2);
  EXPECT_EQ(j["parameters"]["warm_reads"], 0);
  EXPECT_EQ(j["parameters"]["skew"], 0);
  EXPECT_EQ(j["parameters"]["gap"], 0);
  EXPECT_EQ(j["parameters"]["skew_percent"], 100);
  const auto& test = j["tests"][0];
  EXPECT_EQ(test["instances"], 128);
  // MP_relaxed's condition is 1:r0=1 /\ 1:r1=0: the count is that state's.
  uint64_t weak = 0;
  for (const auto& s : test["states"])
    if (s["values"] == nlohmann::json::array({1, 0})) weak += s["count"].get<uint64_t>();
  EXPECT_EQ(test["condition_count"].get<uint64_t>(), weak) << test;
  auto missing = run({harness, "--params", "/nonexistent/settings.conf"});
  EXPECT_EQ(missing.rc, 2);
  EXPECT_NE(missing.err.find("harness: error: cannot read the settings file /nonexistent/settings.conf"), std::string::npos)
      << missing.err;
  auto tune = run({harness, "--tune", "2"});
  EXPECT_EQ(tune.rc, 2);
  EXPECT_NE(tune.err.find("harness: error: --tune runs on the CUDA harness only"), std::string::npos) << tune.err;
  auto warm = run({harness, "--warm-reads", "1"});
  EXPECT_EQ(warm.rc, 2);
  EXPECT_NE(warm.err.find("harness: error: --warm-reads loads through the L1 with CUDA's __ldca, which OpenCL C lacks"),
            std::string::npos)
      << warm.err;
  for (const char* option : {"--skew", "--gap"}) {
    auto timed = run({harness, option, "64"});
    EXPECT_EQ(timed.rc, 2) << option;
    EXPECT_NE(timed.err.find("harness: error: --skew and --gap time each warp's wait with CUDA's clock64, which "
                             "OpenCL C lacks; leave it at 0 here"),
              std::string::npos)
        << timed.err;
  }
  auto percent = run({harness, "--skew-percent", "101"});
  EXPECT_EQ(percent.rc, 2);
  EXPECT_NE(percent.err.find("harness: error: --skew-percent takes a number from 0 to 100"), std::string::npos)
      << percent.err;
  auto warmRange = run({harness, "--warm-reads", "3"});
  EXPECT_EQ(warmRange.rc, 2);
  EXPECT_NE(warmRange.err.find("harness: error: --warm-reads takes a number from 0 to 2"), std::string::npos)
      << warmRange.err;
  auto pattern = run({harness, "--stress-pattern", "4"});
  EXPECT_EQ(pattern.rc, 2);
  EXPECT_NE(pattern.err.find("harness: error: --stress-pattern takes a number from 0 to 3"), std::string::npos) << pattern.err;
  std::filesystem::remove_all(keep);
}

// A spin-wait on another work-group with a tiny --spin-limit and memory stress: the run ends, the
// instances whose spin-wait gave up are counted as unfinished, never as a state.
TEST(Run, SpinLimitAndStress) {
  if (!openclInstalled())
    GTEST_SKIP() << "no OpenCL ICD under /etc/OpenCL/vendors (.ci/setup installs pocl-opencl-icd)";
  auto r = runClmm({"run", "--backend", "opencl", "--iterations", "2", "--instances", "128", "--group-instances", "4",
                    "--stress", "--spin-limit", "1", "--format", "json", "examples/lowering/mp_spin.litmus"});
  ASSERT_EQ(r.rc, 0) << r.err << r.out;
  auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["instances"], 256);
  uint64_t total = j["unfinished"].get<uint64_t>();
  for (const auto& s : j["observed"]) {
    EXPECT_EQ(s["values"], nlohmann::json::array({42})) << s;  // the message, once the flag is seen
    total += s["count"].get<uint64_t>();
  }
  EXPECT_EQ(total, 256u);
}

TEST(Run, HarnessThatFailsIsReported) {
  if (!openclInstalled())
    GTEST_SKIP() << "no OpenCL ICD under /etc/OpenCL/vendors (.ci/setup installs pocl-opencl-icd)";
  auto r = runClmm(
      {"run", "--backend", "opencl", "--iterations", "1", "--instances", "8", "examples/catalogue/mp_relaxed.litmus"},
      "", {"OCL_ICD_VENDORS=/nonexistent"});
  EXPECT_EQ(r.rc, 3);
  EXPECT_NE(r.err.find("clmm: error: the harness failed"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("no OpenCL platform"), std::string::npos) << r.err;
  EXPECT_EQ(r.out, "");
}

TEST(Run, MissingToolchainsAreUsageErrors) {
  auto cuda =
      runClmm({"run", "--backend", "cuda", "examples/catalogue/mp_relaxed.litmus"}, "", {"NVCC=/nonexistent/nvcc"});
  EXPECT_EQ(cuda.rc, 2);
  EXPECT_NE(cuda.err.find("clmm: error: the cuda backend needs nvcc on PATH and an NVIDIA GPU"), std::string::npos)
      << cuda.err;
  auto cxx = runClmm({"run", "examples/catalogue/mp_relaxed.litmus"}, "", {"CXX=/nonexistent/c++"});
  EXPECT_EQ(cxx.rc, 2);
  EXPECT_NE(cxx.err.find("clmm: error: the opencl backend needs a C++ compiler"), std::string::npos) << cxx.err;
  auto build = runClmm({"run", "examples/catalogue/mp_relaxed.litmus"}, "", {"CXX=false"});
  EXPECT_EQ(build.rc, 2);
  // The temporary harness is gone when clmm ends: its log is printed, never named.
  EXPECT_NE(build.err.find("clmm: error: the harness did not build (exit status 1; the last lines of its log follow, "
                           "--keep DIR keeps the harness):"),
            std::string::npos)
      << build.err;
  EXPECT_EQ(build.err.find("build.log"), std::string::npos) << build.err;
  EXPECT_NE(build.err.find("Debian's opencl-c-headers and ocl-icd-opencl-dev"), std::string::npos) << build.err;
  EXPECT_EQ(build.out, "");
  // Kept (--keep DIR): the log is named, where it stays.
  auto keep = std::filesystem::temp_directory_path() / ("clmm-hw-keep-" + std::to_string(getpid()));
  auto kept = runClmm({"run", "--keep", keep.string(), "examples/catalogue/mp_relaxed.litmus"}, "", {"CXX=false"});
  EXPECT_EQ(kept.rc, 2);
  EXPECT_NE(kept.err.find("; its log: " + keep.string() + "/build.log):"), std::string::npos) << kept.err;
  EXPECT_TRUE(std::filesystem::exists(keep / "build.log"));
  std::filesystem::remove_all(keep);
}

// The cuda backend looks for a GPU before it compiles anything (seconds of nvcc for nothing).
TEST(Run, CudaWithoutAGpuFailsAtOnce) {
  for (const char* device : {"/dev/nvidiactl", "/dev/nvidia0", "/dev/dxg"})
    if (std::filesystem::exists(device)) GTEST_SKIP() << device << " exists: this machine has a GPU";
  auto start = std::chrono::steady_clock::now();
  auto r = runClmm({"run", "--backend", "cuda", "examples/catalogue/mp_relaxed.litmus"}, "", {"NVCC=true"});
  EXPECT_EQ(r.rc, 2);
  EXPECT_NE(r.err.find("clmm: error: no NVIDIA GPU here (no /dev/nvidiactl or /dev/nvidia0): clmm run builds and "
                       "runs the cuda harness on this machine; write it with clmm harness --backend cuda"),
            std::string::npos)
      << r.err;
  EXPECT_LT(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(), 5.0);
}

// The OpenCL harness's build.sh names the packages that hold CL/cl.h when the compiler cannot
// find it (here: a compiler told to search no system folder).
TEST(Run, MissingOpenclHeadersNameTheirPackages) {
  auto dir = std::filesystem::temp_directory_path() / ("clmm-hw-noheaders-" + std::to_string(getpid()));
  auto h = runClmm({"harness", "--backend", "opencl", "-o", dir.string(), "examples/catalogue/mp_relaxed.litmus"});
  ASSERT_EQ(h.rc, 0) << h.err;
  auto b = run({"sh", (dir / "build.sh").string()}, {"CXX=c++ -nostdinc"});
  EXPECT_EQ(b.rc, 1);
  EXPECT_NE(b.err.find("build.sh: CL/cl.h was not found: install the OpenCL headers and ICD loader (Debian and "
                       "Ubuntu: apt-get install opencl-c-headers ocl-icd-opencl-dev), or name the folder holding "
                       "CL/cl.h with CLMM_OPENCL_CFLAGS=\"-I DIR\""),
            std::string::npos)
      << b.err;
  std::filesystem::remove_all(dir);
}

}  // namespace
