// Expands command-line paths (files, directories searched recursively for *.litmus, and glob
// patterns) into a sorted, de-duplicated list of test files; the shard of them a batch runs.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace clmm {

struct InputList {
  std::vector<std::string> files;
  std::vector<std::string> errors;  // "PATH: no such file or directory", ...
};

InputList expandInputs(const std::vector<std::string>& paths);

struct BatchInputs {
  std::vector<std::string> files;  // this shard's files, in input order
  bool bad = false;                // some path named no test (already reported)
};

// Expands the paths and applies --shard (empty: all). Nothing when the shard is malformed
// (reported).
std::optional<BatchInputs> batchInputs(const std::vector<std::string>& paths, const std::optional<std::string>& shard);

}  // namespace clmm
