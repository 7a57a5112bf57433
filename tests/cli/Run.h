// Runs the clmm binary from tests and captures its exit code, stdout and stderr; also locates
// the public corpus (../shared/corpus or $CLMM_CORPUS) for tests that compare against it.
#pragma once

#include <unistd.h>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "support/Process.h"

namespace clmm::test {

struct RunResult {
  int rc = -1;
  std::string out;
  std::string err;
};

inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The exit code of a finished program as a shell reports it: its exit status, or 128 plus the
// signal that ended it; -1 when it did not start.
inline int exitCodeOf(const ProcessResult& p) {
  if (!p.started) return -1;
  return p.signal != 0 ? 128 + p.signal : p.exitCode;
}

// Runs ARGV (argv[0] looked up on PATH when it holds no '/') in the source directory, from an
// argument vector (support/Process.h: no shell), with `stdinText` as its standard input (else
// /dev/null), `environment` (NAME=VALUE) added to the test's, and its output captured.
inline RunResult runProgram(const std::vector<std::string>& argv, const std::string& stdinText = "",
                            const std::vector<std::string>& environment = {},
                            const std::string& workingDirectory = CLMM_SOURCE_DIR) {
  ProcessOptions o;
  o.workingDirectory = workingDirectory;
  if (!stdinText.empty()) o.stdinText = stdinText;
  o.captureStdout = o.captureStderr = true;
  o.environment = environment;
  ProcessResult p = runProcess(argv, o);
  RunResult r;
  r.rc = exitCodeOf(p);
  r.out = p.out;
  r.err = p.started ? p.err : p.error;
  return r;
}

// Runs `clmm ARGS...` in the source directory, from an argument vector (support/Process.h: no
// shell), with `stdinText` as its standard input (else /dev/null) and its output captured.
inline RunResult runClmm(const std::vector<std::string>& args, const std::string& stdinText = "",
                         const std::vector<std::string>& environment = {}) {
  std::vector<std::string> argv = {CLMM_BINARY};
  argv.insert(argv.end(), args.begin(), args.end());
  return runProgram(argv, stdinText, environment);
}

// A path in the temporary directory that no other test (or concurrently running suite) uses:
// the name with the process id and a counter in front.
inline std::string uniqueTempPath(const std::string& name) {
  static int counter = 0;
  return (std::filesystem::temp_directory_path() /
          ("clmm-" + std::to_string(getpid()) + "-" + std::to_string(counter++) + "-" + name))
      .string();
}

inline std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string l; std::getline(in, l);) out.push_back(l);
  return out;
}

// The public corpus, or "" when it is absent (tests then skip with a visible message).
inline std::string corpusDir() {
  if (const char* env = std::getenv("CLMM_CORPUS")) {
    if (std::filesystem::is_directory(env)) return env;
    return "";
  }
  std::string d = std::string(CLMM_SOURCE_DIR) + "/../shared/corpus";
  return std::filesystem::is_directory(d) ? std::filesystem::canonical(d).string() : "";
}

// The corpus tests that the strict reading rejects only for an order the operation does not allow
// or an atomic call on a pointer to a non-atomic type, which --herd-compat keeps as warnings
// (docs/language.md): the tests that run the corpus read these with --herd-compat, so that they
// keep running (their events are the same as before those became errors).
inline const std::set<std::string>& herdCompatOrderTests() {
  static const std::set<std::string> paths = {
      "dat3m/herd/CT_wsq2.litmus",
      "dat3m/herd/global_barrier_mo.litmus",
      "herd-legacy/OpenCLTests/3.2W/3.2W_xaG_yaG_zaG_sc--sc_rel.wg-LFsc-rel_rel-GFrel.dev-acq.wg_0__1_2.litmus",
      "herd-legacy/OpenCLTests/RWC/RWC_xaG_yaG_sc-_rel.wg-LFsc-rel_rel-GFrel.dev-acq.wg_0__1_2.litmus",
      "herd-legacy/OpenCLTests/S/S_xaG_yaG_rel.wg-LFsc-rel_rel-GFrel.dev-acq.wg_0__1.litmus",
      "herd-legacy/OpenCLTests/SB/SB_xaG_yaG_rel.wg-LFsc-rel_rel-GFrel.dev-acq.wg_0__1.litmus",
      "herd-legacy/OpenCLTests/WRC/WRC_xaG_yaG_sc-_rel.wg-LFsc-rel_rel-GFrel.dev-acq.wg_0__1_2.litmus",
      "herd-legacy/OpenCLTests/barrier_example.litmus",
      "herd-legacy/OpenCLTests/global_barrier.litmus",
  };
  return paths;
}

// Whether `path` (or a label that contains it) names one of herdCompatOrderTests().
inline bool needsHerdCompatOrders(const std::string& path) {
  for (const auto& p : herdCompatOrderTests())
    if (path.find(p) != std::string::npos) return true;
  return false;
}

#define CLMM_REQUIRE_CORPUS(dir)               \
  std::string dir = ::clmm::test::corpusDir(); \
  if (dir.empty()) GTEST_SKIP() << "public corpus not found (../shared/corpus or $CLMM_CORPUS): skipped"

}  // namespace clmm::test
