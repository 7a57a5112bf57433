// The syntax of expected results, shared by `clmm-expect:` lines in a test's comments and by the
// rows of an expectation table (`clmm check --expect FILE.csv`):
//
//   clmm-expect: MODEL VERDICT                       VERDICT: allowed | forbidden | racy
//   clmm-expect: MODEL states STATE ; STATE ...      STATE: NAME=VALUE ... [allowed | racy]
//
// Parsing is purely syntactic; whether a state names the test's observables is checked when the
// expectation is bound to a loaded test (Expectations.h).
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "axioms/Verdict.h"
#include "support/Diagnostics.h"

namespace clmm {

// Text taken from one line of a source file, with the column of each character (quoted CSV
// fields lose their quotes, so columns are not always consecutive).
struct Span {
  std::shared_ptr<const SourceFile> source;
  int line = 0;
  std::string text;
  std::vector<int> cols;  // cols[i]: 1-based column of text[i]
  int endCol = 0;         // the column just after the span (for "expected ... at end")

  Span sub(size_t begin, size_t end) const;
  SourceRange range(size_t begin, size_t end) const;  // [begin, end) of text; end > begin
  SourceRange at(size_t i) const;                     // one position (i == size(): endCol)
  [[noreturn]] void fail(SourceRange r, const std::string& message) const;
};

struct ExpectedState {
  std::vector<std::pair<std::string, int64_t>> values;  // as written
  std::vector<SourceRange> ranges;                      // of each NAME=VALUE
  SourceRange range;                                    // of the whole state
  StateClass cls = StateClass::Allowed;
};

// What is expected of one test under one model. Either part may be absent.
struct Expectation {
  std::shared_ptr<const SourceFile> source;  // where it is written (litmus file or table)
  int line = 0;                              // first line that states it
  SourceRange modelRange;                    // the model's name where first written
  std::optional<Verdict> verdict;
  SourceRange verdictRange;
  bool hasStates = false;
  std::vector<ExpectedState> states;

  std::string origin() const;  // "FILE:LINE"
};

// Model name as written -> expectation.
using ExpectationsByModel = std::map<std::string, Expectation>;

// "allowed" / "forbidden" / "racy", or nothing.
std::optional<Verdict> parseVerdictWord(const std::string& word);

// Parses `STATE ; STATE ...` and appends the states. Throws BadInput located in the span.
void parseStates(const Span& span, std::vector<ExpectedState>& out);

// Every `clmm-expect:` line inside a comment of a litmus file (`(* ... *)`, `/* ... */`, `//`),
// the comments found as the test's lexer finds them. Throws BadInput with the location of the
// first malformed line, and of anything that looks like an expectation but is not read (outside
// a comment, e.g. after a quote left open, or a misspelt marker such as `clmm-expect` without
// its colon): an expectation is never silently lost.
ExpectationsByModel scanFileExpectations(const std::shared_ptr<const SourceFile>& source);

// Throws BadInput, located at the name, for an expectation naming a model that is not in `known`
// (the built-in models and those being checked) but near one of them: a misspelling. Other names
// are models of other runs (model files) and are no expectation for this one.
// `unnamed` holds, for each model file being checked that declares no name, its file's stem and
// the model as given: an expectation naming such a stem (and no built-in) is an error saying how
// to name the model, as expectations never bind to a file's name (an edited copy keeps it).
struct UnnamedModelFile {
  std::string stem, model;
};
void checkExpectationModels(const ExpectationsByModel& expectations, const std::vector<std::string>& known,
                            const std::vector<UnnamedModelFile>& unnamed = {});

}  // namespace clmm
