// Runs the clmm binary from tests and captures its exit code, stdout and stderr; also locates
// the public corpus (../shared/corpus or $CLMM_CORPUS) for tests that compare against it.
#pragma once

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <set>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

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

inline std::string shellQuote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

// Runs `clmm ARGS...` in the source directory.
inline RunResult runClmm(const std::vector<std::string>& args, const std::string& stdinText = "") {
  static int counter = 0;
  std::string base = std::filesystem::temp_directory_path().string() + "/clmm-test-" +
                     std::to_string(getpid()) + "-" + std::to_string(counter++);
  std::string cmd = std::string("cd ") + shellQuote(CLMM_SOURCE_DIR) + " && " + shellQuote(CLMM_BINARY);
  for (const auto& a : args) cmd += " " + shellQuote(a);
  if (!stdinText.empty()) {
    std::ofstream(base + ".in") << stdinText;
    cmd += " < " + shellQuote(base + ".in");
  } else {
    cmd += " < /dev/null";
  }
  cmd += " > " + shellQuote(base + ".out") + " 2> " + shellQuote(base + ".err");
  int status = std::system(cmd.c_str());
  RunResult r;
  r.rc = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = slurp(base + ".out");
  r.err = slurp(base + ".err");
  std::filesystem::remove(base + ".out");
  std::filesystem::remove(base + ".err");
  std::filesystem::remove(base + ".in");
  return r;
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

#define CLMM_REQUIRE_CORPUS(dir)                                                         \
  std::string dir = ::clmm::test::corpusDir();                                            \
  if (dir.empty()) GTEST_SKIP() << "public corpus not found (../shared/corpus or $CLMM_CORPUS): skipped"

}  // namespace clmm::test
