// A scratch directory for command-line tests that write their own litmus files and tables,
// removed at the end of the test; the "LINE:COL" of a piece of text, for located errors; and a
// test that takes the explicit engine far too long, for --timeout.
#pragma once

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

namespace clmm::test {

class Scratch {
 public:
  Scratch() {
    static int counter = 0;
    dir_ = std::filesystem::temp_directory_path() /
           ("clmm-scratch-" + std::to_string(getpid()) + "-" + std::to_string(counter++));
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  ~Scratch() { std::filesystem::remove_all(dir_); }
  Scratch(const Scratch&) = delete;
  Scratch& operator=(const Scratch&) = delete;

  // Writes `text` to dir/name (creating sub-directories) and returns the full path.
  std::string write(const std::string& name, const std::string& text) const {
    auto p = dir_ / name;
    std::filesystem::create_directories(p.parent_path());
    std::ofstream(p, std::ios::binary) << text;
    return p.string();
  }
  std::string path(const std::string& name = "") const { return name.empty() ? dir_.string() : (dir_ / name).string(); }

 private:
  std::filesystem::path dir_;
};

// "LINE:COL" (1-based) of the first occurrence of `needle` in `text` (at or after `from`).
inline std::string lineCol(const std::string& text, const std::string& needle, size_t from = 0) {
  size_t pos = text.find(needle, from);
  if (pos == std::string::npos) return "not-found";
  int line = 1;
  size_t lineStart = 0;
  for (size_t i = 0; i < pos; ++i)
    if (text[i] == '\n') ++line, lineStart = i + 1;
  return std::to_string(line) + ":" + std::to_string(pos - lineStart + 1);
}

// A test both engines need far more than seconds for: four work-items each make four relaxed
// stores to one location, so there are 16!/(4!^4) (about 63 million) coherence orders for the
// explicit engine; each then loads the location, which gives the Z3 engine thousands of final
// states to find one by one (about 15 s).
inline std::string slowLitmus() {
  std::string text = "OPENCL slow\n{ x=0; }\n";
  for (int t = 0; t < 4; ++t) {
    text += "P" + std::to_string(t) + "@wg " + std::to_string(t) + ", dev 0 (global atomic_int* x) {\n";
    for (int k = 0; k < 4; ++k)
      text += "  atomic_store_explicit(x, " + std::to_string(t * 4 + k + 1) + ", memory_order_relaxed);\n";
    text += "  int r0 = atomic_load_explicit(x, memory_order_relaxed);\n";
    text += "}\n";
  }
  return text + "exists (x=1 /\\ 0:r0=1 /\\ 1:r0=1 /\\ 2:r0=1 /\\ 3:r0=1)\n";
}

}  // namespace clmm::test
