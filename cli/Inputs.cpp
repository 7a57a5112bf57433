// Expansion of input paths into litmus files, and the shard of them a batch runs.
#include "cli/Inputs.h"

#include <glob.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <set>

#include "cli/Batch.h"
#include "support/Printable.h"

namespace clmm {

namespace fs = std::filesystem;

// Every *.litmus of `dir` and its subfolders that is not a folder: a dangling link, a FIFO or a
// file that cannot be read is listed too, so that reading it reports it as bad input (exit 2),
// as for a file named on the command line, instead of leaving it out silently.
static void addDirectory(const fs::path& dir, std::vector<std::string>& out) {
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(dir, fs::directory_options::skip_permission_denied, ec);
       !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    std::error_code kind;
    if (it->path().extension() == ".litmus" && !it->is_directory(kind)) out.push_back(it->path().string());
  }
}

InputList expandInputs(const std::vector<std::string>& paths) {
  InputList result;
  std::vector<std::string> files;
  for (const auto& p : paths) {
    std::error_code ec;
    if (fs::is_directory(p, ec)) {
      std::vector<std::string> found;
      addDirectory(p, found);
      std::sort(found.begin(), found.end());
      if (found.empty()) result.errors.push_back(printableName(p) + ": no .litmus files in this directory");
      files.insert(files.end(), found.begin(), found.end());
    } else if (fs::exists(p, ec)) {
      files.push_back(p);
    } else if (ec == std::errc::too_many_symbolic_link_levels) {
      result.errors.push_back(printableName(p) + ": too many levels of symbolic links (a symbolic link loop?)");
    } else if (p.find_first_of("*?[") != std::string::npos) {
      glob_t g{};
      if (glob(p.c_str(), 0, nullptr, &g) == 0) {
        for (size_t i = 0; i < g.gl_pathc; ++i) {
          std::string m = g.gl_pathv[i];
          if (fs::is_directory(m, ec)) {
            std::vector<std::string> found;
            addDirectory(m, found);
            std::sort(found.begin(), found.end());
            files.insert(files.end(), found.begin(), found.end());
          } else {
            files.push_back(m);
          }
        }
      } else {
        result.errors.push_back(printableName(p) + ": no file matches this pattern");
      }
      globfree(&g);
    } else {
      result.errors.push_back(printableName(p) + ": no such file or directory");
    }
  }
  std::set<std::string> seen;
  for (auto& f : files)
    if (seen.insert(f).second) result.files.push_back(f);
  return result;
}

std::optional<BatchInputs> batchInputs(const std::vector<std::string>& paths, const std::optional<std::string>& shard) {
  std::optional<Shard> s;
  if (shard) {
    s = parseShard(*shard);
    if (!s) {
      std::cerr << "clmm: error: --shard: expected I/N with 1 <= I <= N, found '" << printableName(*shard) << "'\n";
      return std::nullopt;
    }
  }
  InputList inputs = expandInputs(paths);
  for (const auto& e : inputs.errors) std::cerr << "clmm: error: " << e << "\n";
  BatchInputs b;
  b.bad = !inputs.errors.empty();
  b.files = s ? selectShard(inputs.files, *s) : inputs.files;
  return b;
}

}  // namespace clmm
