// Suites of generated tests (docs/generate.md): the cycles given by the user, every cycle of a
// vocabulary up to a size, or a reproducible random sample; written as a directory of litmus
// files with an index (index.csv, index.json). Generation streams: each test is handed on (and
// written, SuiteWriter) as soon as it is made, and the budget of the calling thread (--timeout,
// --max-memory, a stop: support/Budget.h) is checked between cycles, so a large vocabulary
// neither holds its tests in memory nor runs past its limits. Later work (distinguishing tests,
// campaigns) builds on `generateSuite` and `writeSuite`.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "generate/Cycle.h"
#include "generate/Test.h"

namespace clmm::gen {

// The edges and access annotations cycles are made of when none are given.
struct Vocabulary {
  std::vector<Edge> edges;
  std::vector<Ann> reads, writes;
};
Vocabulary defaultVocabulary(Target t);

struct SuiteOptions {
  Target target = Target::Opencl;
  std::vector<std::string> cycles;  // --cycle; empty: the vocabulary
  size_t size = 4;                  // at most this many edges
  size_t threads = 4;               // at most this many work-items
  size_t sample = 0;                // 0: every cycle; else this many drawn at random
  uint64_t seed = 0;
};

// A --cycle that cannot make a test: which one (0-based) and the located error.
struct SuiteError : std::runtime_error {
  size_t cycle;
  int column;
  SuiteError(size_t i, int c, const std::string& m) : std::runtime_error(m), cycle(i), column(c) {}
};

// Makes the tests, each once (a cycle and its rotations, a test and its renamings, make one
// test), and hands each to `sink` as soon as it is made, in the order made, with its final name.
// Only the names and cycles made so far are kept. Throws SuiteError for a bad --cycle (every
// --cycle is checked before the first test is handed on), and BudgetExceeded when the calling
// thread's budget runs out (the tests handed on so far stand).
void generateSuite(const SuiteOptions& o, const std::function<void(GenTest&&)>& sink);

// The same tests, collected and sorted by name.
std::vector<GenTest> generateSuite(const SuiteOptions& o);

// One row of a suite's index: the test's name, target, threads, cycle, annotations, placement.
struct IndexRow {
  std::string name, target, cycle, annotations, placement;
  size_t threads = 0;
};
IndexRow indexRow(const GenTest& t);

// The index of a suite, one row per test, sorted by name.
std::string indexCsv(const std::vector<GenTest>& tests);
std::string indexJson(const std::vector<GenTest>& tests);

// Writes a suite as it is made: DIR/NAME.litmus for each test when it is added, DIR/index.csv and
// DIR/index.json of the tests added so far when finished, each file whole or not at all
// (support/AtomicFile.h). Each call returns "" when done, else why not.
class SuiteWriter {
 public:
  explicit SuiteWriter(std::string dir) : dir_(std::move(dir)) {}
  std::string open();  // creates DIR
  std::string add(const GenTest& t);
  std::string finish();
  size_t written() const { return rows_.size(); }

 private:
  std::string dir_;
  std::map<std::string, std::string> rows_;  // by name: the row's other fields, packed
};

// Writes DIR/NAME.litmus for each test, DIR/index.csv and DIR/index.json (SuiteWriter).
std::string writeSuite(const std::string& dir, const std::vector<GenTest>& tests);

}  // namespace clmm::gen
