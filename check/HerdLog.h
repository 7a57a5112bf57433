// Reading herd7's and litmus7's logs back (clmm diff --herd-log, docs/cli.md "Holding clmm's
// results against herd's"): each test's block, its final states, validation word, observation
// and hash; and the comparison of one block with clmm's result for the same test. The reader
// takes the lines herd's own log reader takes (herdtools7 tools/lexLog_tools.mll) and is
// stricter where that one would lose a test silently: every malformed line it needs is a located
// error (BadInput), never a crash, whatever the log holds.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "axioms/Verdict.h"
#include "support/Diagnostics.h"

namespace clmm {

// One final state: location -> value, both normalised (locations as herd writes them, `0:r0`,
// `x`; a PTX `P0:r0` and herd's `[x]` are read as `0:r0` and `x`; integers in decimal).
using HerdState = std::map<std::string, std::string>;

struct HerdLogTest {
  std::string name, kind;  // `Test NAME KIND`
  int line = 0;            // of the Test line
  std::vector<HerdState> states;
  std::vector<uint64_t> counts;  // litmus7: how often each state was observed
  // `Ok`/`Succeeded`, `No`/`Failed`, `??` (herd does not know), `Undef`; `Fatal` when the block
  // has a `Fatal` line instead of states (herd failed on the test).
  std::string validation;
  std::string observation;  // `Always`, `Sometimes`, `Never`; empty without an Observation line
  std::string hash;         // `Hash=`'s value, or empty
  std::string fatal;        // the Fatal line's text
};

struct HerdLog {
  std::vector<HerdLogTest> tests;  // in log order, names distinct
  bool litmus = false;             // a litmus7 log (a `Histogram` or counted states): observed runs
  const HerdLogTest* find(const std::string& name) const;
};

// Parses a log. Throws BadInput located at the first line it cannot read (a state binding that is
// not LOC=VALUE;, a value out of range, a location twice in a state, a test twice in the log, a
// block that ends before its validation word, no test at all).
HerdLog parseHerdLog(const std::shared_ptr<const SourceFile>& source);

// Reads one state as herd writes it (`1:r0=1; x=2;`); false (with `why`) on a malformed one.
bool parseHerdState(const std::string& text, HerdState& out, std::string& why, size_t& column);

// clmm's final states of a result, in the form parseHerdState gives.
std::vector<HerdState> herdStatesOf(const TestResult& r);
std::string herdStateText(const HerdState& s);  // `1:r0=1; x=2;`

// What differs between a log's block and clmm's result for the same test. For a herd7 log: the
// states on one side only and the observation (Always/Sometimes/Never); for a litmus7 log (runs
// on hardware see a subset of what a model allows): the states observed that the model does not
// allow; the allowed states not observed are counted, not a difference.
struct HerdDifference {
  std::vector<std::string> onlyInLog, onlyUnderModel;  // state texts
  std::string logObservation, modelObservation;        // set when they differ
  size_t unobserved = 0;                               // litmus7: allowed states not seen
  bool any() const { return !onlyInLog.empty() || !onlyUnderModel.empty() || !logObservation.empty(); }
};
HerdDifference compareWithHerd(const HerdLogTest& t, bool litmus, const TestResult& r);

}  // namespace clmm
