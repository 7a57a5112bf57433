// Suites of generated tests (docs/generate.md): the cycles given by the user, every cycle of a
// vocabulary up to a size, or a reproducible random sample; written as a directory of litmus
// files with an index (index.csv, index.json). Later work (distinguishing tests, campaigns)
// builds on `generateSuite` and `writeSuite`.
#pragma once

#include <cstdint>
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

// The tests, sorted by name, each once (a cycle and its rotations, a test and its renamings,
// make one test). Throws SuiteError for a bad --cycle.
std::vector<GenTest> generateSuite(const SuiteOptions& o);

// The index of a suite, one row per test: name, target, threads, cycle, annotations, placement.
std::string indexCsv(const std::vector<GenTest>& tests);
std::string indexJson(const std::vector<GenTest>& tests);

// Writes DIR/NAME.litmus for each test, DIR/index.csv and DIR/index.json, each file whole or
// not at all (support/AtomicFile.h); "" when done, else why not.
std::string writeSuite(const std::string& dir, const std::vector<GenTest>& tests);

}  // namespace clmm::gen
