// Interleaving coverage and mutation scores by class for clmm compare (docs/hardware-scores.md):
// the sc model run on a test (the coverage itself is hardware/Coverage.h), and, per mutator class
// (the folder a test lies in), the share of mutants killed with the reason each survivor survives,
// and the mean coverage, printed.
#pragma once

#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "axioms/Verdict.h"
#include "check/Engine.h"
#include "events/Program.h"
#include "hardware/Coverage.h"
#include "hardware/Observed.h"

namespace clmm {

// Runs the sc model (axioms/sc.cat) on `p` and holds its states against `r` (the test's model's
// result) and the observations `c` (hardware/Coverage.h).
hw::Coverage scCoverage(const Program& p, const cat::Model& sc, const TestResult& r, const hw::Comparison& c,
                        const EngineOptions& eo);

// The class of a test: the name of the folder its file lies in ("." for none).
std::string mutatorClass(const std::string& path);

// Per class: the tests' coverage, and the mutants (tests with an `exists` condition the model
// does not forbid, not equivalent) killed and surviving, each survivor with its reason.
struct ClassTally {
  int tests = 0, fullyCovered = 0, covered = 0;  // covered: tests whose coverage is known
  double coverageSum = 0;                        // of the tests whose coverage is known
  int mutants = 0, killed = 0;
  std::vector<std::string> survivors;  // "NAME: reason"
  std::vector<std::string> equivalent;
};

class ClassTallies {
 public:
  void addCoverage(const std::string& path, const hw::Coverage& cov);
  // A mutant of `path`'s class: killed, or surviving for the reason the coverage gives.
  void addMutant(const std::string& path, const std::string& name, bool killed, const hw::Coverage& cov);
  void addEquivalent(const std::string& path, const std::string& name, const std::string& compiler);
  // After the whole-run score: as text, or as the object of its JSON line's "by_class".
  void printScores() const;
  nlohmann::json scoresJson() const;
  void printCoverage(bool json) const;

 private:
  std::map<std::string, ClassTally> classes_;
};

}  // namespace clmm
