// JUnit XML reports (`clmm check --junit FILE`), the format CI systems (Jenkins, GitLab, GitHub
// test reporters) display: one <testcase> per litmus test and model, mismatches as <failure>,
// unknown results and bad inputs as <error>, tests not run (a stopped batch) as <skipped>.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace clmm {

struct JunitCase {
  enum class Status { Passed, Failed, Error, Skipped };  // Skipped: not run (the batch was stopped)
  std::string name;                                      // "mp.litmus [opencl]"
  std::string classname;                                 // from the directory: "examples.ci-example"
  std::string file;
  double seconds = 0;
  Status status = Status::Passed;
  std::string type;     // failure/error type: "mismatch", "unknown", "bad-input"
  std::string message;  // one line
  std::string text;     // the details (differences, located errors)
  std::vector<std::pair<std::string, std::string>> properties;  // <property name= value=/> of the case
};

// "examples/ci-example/mp.litmus" -> "examples.ci-example"; "." and ".." components are dropped,
// and a file without a directory gets "clmm".
std::string junitClassname(const std::string& testPath);

// The name of a test case, the same shape in every command: the file's name and what it was
// checked under, "mp.litmus [opencl]" (check), "mp.litmus [ra-fences.map]" (validate),
// "mp.litmus [nvcc]" (compile-check); the directory is in the class name.
std::string junitTestName(const std::string& testPath, const std::string& label);

// Escapes &, <, >, " and ' and replaces characters XML 1.0 cannot carry.
std::string xmlEscape(const std::string& s);

// Removes the reports an earlier run left at the paths given (option, path; empty paths are
// skipped), so that a report asked for is this run's or absent (support/AtomicFile.h); false,
// with a message, when one cannot be removed.
// First, before anything is written, refuses (with a message, false) a report that is the same
// file as one of `inputs` (what, path: "the test", "--expect", ...) or as another report: writing
// it would destroy the input (support/AtomicFile.h, sameFile).
bool removeStaleReports(const std::vector<std::pair<std::string, std::string>>& reports,
                        const std::vector<std::pair<std::string, std::string>>& inputs = {});

// The inputs of a command for removeStaleReports: each test file `paths` expand to ("a test given
// as input"), then each of `named` (option, path); regular files only.
std::vector<std::pair<std::string, std::string>> commandInputs(
    const std::vector<std::string>& paths, const std::vector<std::pair<std::string, std::string>>& named);

// Writes the report atomically; false when the file cannot be written.
bool writeJunit(const std::string& path, const std::string& suiteName, const std::vector<JunitCase>& cases,
                double seconds);

}  // namespace clmm
