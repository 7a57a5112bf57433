// Expands command-line paths (files, directories searched recursively for *.litmus, and glob
// patterns) into a sorted, de-duplicated list of test files.
#pragma once

#include <string>
#include <vector>

namespace clmm {

struct InputList {
  std::vector<std::string> files;
  std::vector<std::string> errors;  // "PATH: no such file or directory", ...
};

InputList expandInputs(const std::vector<std::string>& paths);

}  // namespace clmm
