// `clmm generate --distinguish M1 M2 [M3...]` (docs/generate.md, "Tests that tell models apart"):
// the options, and the run that searches (generate/Distinguish.h), writes and prints the found
// tests and the search's coverage.
#pragma once

#include <string>
#include <vector>

namespace clmm {

struct DistinguishCommandOptions {
  std::vector<std::string> models;  // two or more, distinct
  std::string target = "opencl";
  size_t maxEvents = 4;
  size_t perSize = 1;
  size_t maxTests = 1500;
  std::string engine = "enumerate";
  double timeoutSeconds = 10;  // per test and model
  double budgetSeconds = 0;    // --timeout: the whole search (0: none)
  std::vector<std::string> parts;  // --vocabulary: the parts searched (empty: all)
  std::string outDir;
  bool explain = true;  // the two explanations side by side (--no-explain: the differences only)
};

// Exit codes: 0 some test found and written, 1 none found (the models agree up to the bound),
// 2 bad option or model, 4 a file that could not be written.
int runDistinguish(const DistinguishCommandOptions& o);

// Two texts in two columns of `width` characters each (lines wrapped), separated by " | ".
std::string sideBySide(const std::string& left, const std::string& right, size_t width);

}  // namespace clmm
