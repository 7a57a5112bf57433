// `clmm check --write-expect FILE.csv`: the results of a run written as an expectation table
// (check/ExpectTable.h), so that a reviewed run becomes the expectations of the next ones.
#pragma once

#include <string>
#include <vector>

#include "axioms/Verdict.h"

namespace clmm {

struct ExpectRow {
  std::string path;   // the test as given on the command line
  std::string model;  // the name expectations use (NamedModel::key)
  Verdict verdict = Verdict::Forbidden;
  std::string states;  // "1:r0=0 1:r1=0 ; 1:r0=1 1:r1=1 racy"
};

// The row of a decided result.
ExpectRow expectRow(const TestResult& r, const std::string& modelKey);

// Writes the table atomically, paths relative to its own directory (as --expect reads them); ""
// when done, else the error message. A path that is not a printable name (support/Printable.h: a
// control character such as a line feed, bytes that are not UTF-8) is refused rather than
// written in a form that reads back as another file; the rows of the others are written.
// `partial`, when not empty, says why the run stopped early; the table then starts with a comment
// "# PARTIAL: ..." naming each test of `notChecked` (those without a row), so that it is never
// taken for a whole suite's.
std::string writeExpectationTable(const std::string& csvPath, const std::vector<ExpectRow>& rows,
                                  const std::string& partial = "", const std::vector<std::string>& notChecked = {});

}  // namespace clmm
