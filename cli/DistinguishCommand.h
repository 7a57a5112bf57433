// `clmm generate --distinguish M1 M2` (docs/generate.md, "Tests that tell models apart"): the
// options, and the run that searches (generate/Distinguish.h), writes and prints the found tests.
#pragma once

#include <string>

namespace clmm {

struct DistinguishCommandOptions {
  std::string model1, model2;
  std::string target = "opencl";
  size_t maxEvents = 4;
  size_t perSize = 1;
  size_t maxTests = 1500;
  std::string engine = "enumerate";
  double timeoutSeconds = 10;
  std::string outDir;
  bool explain = true;  // the two explanations side by side (--no-explain: the differences only)
};

// Exit codes: 0 some test found and written, 1 none found (the models agree up to the bound),
// 2 bad option or model, 4 a file that could not be written.
int runDistinguish(const DistinguishCommandOptions& o);

// Two texts in two columns of `width` characters each (lines wrapped), separated by " | ".
std::string sideBySide(const std::string& left, const std::string& right, size_t width);

}  // namespace clmm
