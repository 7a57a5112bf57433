// Expectation tables (`clmm check --expect FILE.csv`): one row per test and model,
//
//   path,model,verdict[,states]
//
// with paths relative to the table's own directory, an optional header row starting with
// `path`, `#` comment lines, and CSV double quotes where a field needs them.
#pragma once

#include <map>
#include <string>

#include "check/ExpectSyntax.h"

namespace clmm {

struct ExpectationTable {
  // Canonical test path (canonicalTestPath) -> model -> expectation.
  std::map<std::string, ExpectationsByModel> rows;

  const ExpectationsByModel* find(const std::string& testPath) const;
};

// The path used to match table rows with input files (absolute, normalised).
std::string canonicalTestPath(const std::string& path);

// Reads and checks a table. Throws BadInput located at the first malformed row (FILE:line:col).
ExpectationTable readExpectationTable(const std::string& path);
// The same for a table's text (paths relative to the directory of `source->path()`).
ExpectationTable parseExpectationTable(const std::shared_ptr<const SourceFile>& source);

}  // namespace clmm
