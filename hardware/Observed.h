// Observed final states from a device (the JSON a harness writes) and their comparison with the
// model's classes: each observed state is allowed, racy (also any state of a test with undefined
// behaviour: catch-fire), forbidden (the model has no consistent execution ending there: a finding) or unknown (the model's result is undecided, or its loops
// were cut at the unrolling bound so a state beyond it proves nothing).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "axioms/Verdict.h"

namespace clmm::hw {

struct ObservedState {
  std::vector<int64_t> values;  // one per observable
  uint64_t count = 0;
};

struct ObservedTest {
  std::string test, file;
  std::vector<std::string> observables;
  uint64_t instances = 0, unfinished = 0;
  double seconds = 0, kernelSeconds = 0;
  std::string error;  // the harness could not run it (e.g. the kernel did not build)
  std::vector<ObservedState> states;
};

struct ObservedRun {
  std::string path;
  std::string backend, device;
  std::string parameters;  // as JSON text
  std::vector<ObservedTest> tests;
};

// Reads a harness's JSON report, through the guard of every input (SourceFile::read: a regular
// file within --max-input-size), nested at most 32 levels deep, parsed under --max-memory;
// throws BadInput ("FILE:LINE:COL: error: ...") when malformed.
ObservedRun readObserved(const std::string& path);
// The same for a report's text (`path` for the messages).
ObservedRun parseObserved(const std::string& path, const std::string& text);

// The observations of the test `name` read from `file` (`files`: every test file of the
// comparison): the entry of that name whose file is the same path, else the one entry of that
// name whose file is the tail of this file's path or the other way round (the harness ran in
// another folder or with absolute paths). nullptr when none; nullptr with `error` when that is
// ambiguous: two entries could be this file's, or the entry could be another file's of `files`
// (a/mp.litmus and b/mp.litmus against a report of mp.litmus) — never the wrong test's states.
const ObservedTest* findObserved(const ObservedRun& run, const std::string& file, const std::string& name,
                                 const std::vector<std::string>& files, std::string& error);

enum class ObservedClass { Allowed, Racy, Forbidden, Unknown };
const char* observedClassName(ObservedClass c);  // "allowed", "racy", "forbidden", "unknown"

struct ClassifiedState {
  std::vector<int64_t> values;
  uint64_t count = 0;
  ObservedClass cls = ObservedClass::Allowed;
  // Racy because the test has undefined behaviour as a whole (MODEL.md section 8, catch-fire):
  // the model lists no consistent execution ending here, but a racy program may end anywhere.
  bool catchFire = false;
};

struct Comparison {
  std::vector<ClassifiedState> observed;          // in the order of the values
  std::vector<std::vector<int64_t>> neverSeen;    // allowed states of the model never observed
  std::vector<std::vector<int64_t>> racyUnseen;   // racy states never observed
  uint64_t forbidden = 0, racy = 0, unknown = 0;  // instances in each class
  uint64_t total = 0;
  std::string unknownWhy;                         // why states are unknown
};

// Holds `o` against the model's result `r` (a decided or undecided result of the same test).
// Returns an error text (observables differ) or "".
std::string compare(const TestResult& r, const ObservedTest& o, Comparison& out);

// "1:r0=1 1:r1=0"
std::string valuesText(const std::vector<std::string>& observables, const std::vector<int64_t>& values);

// An SVG histogram of one comparison: one bar per observed state (log scale), coloured by class,
// with the allowed states never seen as empty bars.
std::string histogramSvg(const std::string& title, const std::vector<std::string>& observables, const Comparison& c);

}  // namespace clmm::hw
