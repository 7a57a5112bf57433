// `clmm generate --distinguish M1 M2 [M3...]` (docs/generate.md, "Tests that tell models apart"):
// the search, in increasing size and vocabulary part by part (accesses, then fences, RMWs and
// barriers), for generated tests whose verdict or state set differs between any two of the
// models, each minimised (Minimise.h) and cross-checked with the other engine, with the coverage
// of the search (what was searched, what the caps cut).
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "axioms/ModelAst.h"
#include "axioms/Verdict.h"
#include "check/Expectations.h"
#include "events/Program.h"
#include "generate/Test.h"

namespace clmm::gen {

struct DistinguishOptions {
  Target target = Target::Opencl;
  size_t maxEvents = 4;  // sizes searched: 2 .. maxEvents events
  // A size class's part stops once every pair of models has `perSize` differing tests that
  // minimise to new tests, or at 4 * perSize * pairs differing tests.
  size_t perSize = 1;
  size_t maxTests = 1500;            // each size's part stops after this many tests checked
  std::string engine = "enumerate";  // the search's engine; the found tests are checked by the other too
  double timeoutSeconds = 10;        // per test and model
  double budgetSeconds = 0;          // the whole search (0: none); what was not searched is reported
  std::vector<std::string> parts;    // the vocabulary parts searched (vocabularyParts' names); empty: all
};

struct ModelRef {
  std::string name;
  const cat::Model* model = nullptr;
};

// The search's vocabulary: the edges of each part (the first part, "accesses", is every cycle's
// base; a cycle of another part has at least one of its edges and none of a third part's), and
// the access annotations.
struct VocabularyPart {
  std::string name;                // accesses, fences, rmw, barriers
  std::vector<std::string> edges;  // edge tokens (generate's edge syntax)
};
std::vector<VocabularyPart> vocabularyParts(Target t);
std::string annotationSpaceText(Target t);  // "orders rlx ra sc na, scopes dev wg all, regions g l"

// Two models (indices into the models) and what differs from the first to the second.
struct PairDifference {
  size_t first = 0, second = 0;
  std::vector<Difference> differences;
};

// One differing test, minimised.
struct FoundTest {
  GenTest test;                      // minimised; test.cycle says where it came from
  std::string cycle;                 // the generated cycle it was found as
  std::vector<std::string> removed;  // the events the minimiser removed
  size_t sizeClass = 0;              // the size (events) the search found it at
  std::string part;                  // the vocabulary part it was found in
  std::vector<TestResult> results;   // the minimised test under each model (search engine)
  std::vector<PairDifference> pairs;  // every pair of models that differs on it, in model order
  std::string crossCheck;             // "" when the other engine agrees on every model, else what differs
};

struct SizeStats {
  size_t events = 0;
  std::string part;
  size_t shapes = 0;           // cycles of edges (up to rotation) of this size and part
  bool shapesComplete = true;  // false: enumeration stopped at its bound, `shapes` is a lower bound
  size_t candidates = 0;       // shapes x annotation assignments (each makes at most one new test)
  size_t visited = 0;          // of which looked at before the part stopped
  size_t tried = 0;            // distinct tests checked under every model
  size_t differing = 0;        // of which differ (before the part stopped)
  size_t kept = 0;             // of which minimise to a test not found before
  size_t unknown = 0;          // undecided under a model (timeout)
  bool stoppedEarly = false;   // at the differing tests asked for
  bool capped = false;         // at maxTests, with candidates left unchecked
  bool outOfTime = false;      // at budgetSeconds, with candidates left unchecked
  size_t notTried() const { return candidates - visited; }
};

struct DistinguishResult {
  std::vector<FoundTest> found;  // distinct minimised tests, in the order found
  std::vector<SizeStats> sizes;  // one per size and part searched, in order
  bool outOfTime = false;        // the budget ended the search (later sizes and parts not searched)
};

// A generated test as the check service's program (emitted, parsed, elaborated); throws BadInput.
Program programOf(const GenTest& t);

// The differences of the test between the two models, under `engine` (both results kept in
// ra and rb); empty when they agree or either is undecided (`undecided` set then).
std::vector<Difference> differencesOf(const Program& p, const ModelRef& a, const ModelRef& b, const std::string& engine,
                                      double timeoutSeconds, TestResult& ra, TestResult& rb, bool& undecided);

// The search (DistinguishResult) over two models or more; `progress` (may be empty) hears of each
// size class's part finished.
DistinguishResult distinguish(const std::vector<ModelRef>& models, const DistinguishOptions& o,
                              const std::function<void(const SizeStats&)>& progress = {});

// index.csv of the found tests. Two models: name, events, size_class, origin, model1, verdict1,
// model2, verdict2, differences, cross_check, vocabulary. More: name, events, size_class, origin,
// verdicts (MODEL=VERDICT; ...), pairs (A/B; ...), differences, cross_check, vocabulary.
std::string distinguishIndexCsv(const DistinguishResult& r, const std::vector<ModelRef>& models);

// coverage.csv: one row per size and part: size, vocabulary, shapes, shapes_complete, candidates,
// tried, differing, kept, unknown, stopped (found | max-tests | budget | done), not_tried.
std::string distinguishCoverageCsv(const DistinguishResult& r);

// The differences of one pair in words, one line each ("1:r0=1 1:r1=0 only under opencl-lax").
std::vector<std::string> differenceLines(const FoundTest& f, const PairDifference& d,
                                         const std::vector<ModelRef>& models);

}  // namespace clmm::gen
