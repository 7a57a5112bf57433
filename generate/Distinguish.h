// `clmm generate --distinguish M1 M2` (docs/generate.md, "Tests that tell models apart"): the
// search, in increasing size, for generated tests whose verdict or state set differs between two
// models, each minimised (Minimise.h) and cross-checked with the other engine.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "axioms/Verdict.h"
#include "check/Expectations.h"
#include "generate/Test.h"
#include "events/Program.h"

namespace clmm::gen {

struct DistinguishOptions {
  Target target = Target::Opencl;
  size_t maxEvents = 4;  // sizes searched: 2 .. maxEvents events
  // A size class stops at `perSize` differing tests that minimise to new tests, or at 4 * perSize
  // differing tests (most of which minimised to tests found at a smaller size).
  size_t perSize = 1;
  size_t maxTests = 1500;            // a size class stops after this many tests checked
  std::string engine = "enumerate";  // the search's engine; the found tests are checked by the other too
  double timeoutSeconds = 10;        // per test and model
};

struct ModelRef {
  std::string name;
  const cat::Model* model = nullptr;
};

// One differing test, minimised.
struct FoundTest {
  GenTest test;                         // minimised; test.cycle says where it came from
  std::string cycle;                    // the generated cycle it was found as
  std::vector<std::string> removed;     // the events the minimiser removed
  size_t sizeClass = 0;                 // the size (events) the search found it at
  TestResult a, b;                      // the minimised test under the two models (search engine)
  std::vector<Difference> differences;  // from a to b
  std::string crossCheck;               // "" when the other engine agrees, else what differs
};

struct SizeStats {
  size_t events = 0;
  size_t tried = 0;           // distinct tests checked under both models
  size_t differing = 0;       // of which differ (before the class stopped)
  size_t kept = 0;            // of which minimise to a test not found before
  size_t unknown = 0;         // undecided under a model (timeout)
  bool stoppedEarly = false;  // at the differing tests asked for
  bool capped = false;        // at maxTests, with candidates left unchecked
};

struct DistinguishResult {
  std::vector<FoundTest> found;  // distinct minimised tests, in the order found
  std::vector<SizeStats> sizes;
};

// A generated test as the check service's program (emitted, parsed, elaborated); throws BadInput.
Program programOf(const GenTest& t);

// The differences of the test between the two models, under `engine` (both results kept in
// ra and rb); empty when they agree or either is undecided (`undecided` set then).
std::vector<Difference> differencesOf(const Program& p, const ModelRef& a, const ModelRef& b, const std::string& engine,
                                      double timeoutSeconds, TestResult& ra, TestResult& rb, bool& undecided);

// The search (DistinguishResult); `progress` (may be empty) hears of each size class finished.
DistinguishResult distinguish(const ModelRef& a, const ModelRef& b, const DistinguishOptions& o,
                              const std::function<void(const SizeStats&)>& progress = {});

// index.csv of the found tests: name, events, origin (the cycle and the removed events), the two
// models with their verdicts, and the differing states.
std::string distinguishIndexCsv(const DistinguishResult& r, const ModelRef& a, const ModelRef& b);

// The differences in words, one line each ("1:r0=1 1:r1=0 only under opencl-lax").
std::vector<std::string> differenceLines(const FoundTest& f, const ModelRef& a, const ModelRef& b);

}  // namespace clmm::gen
