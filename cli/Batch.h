// Batches of tests: worker threads (-j), output buffered per test and printed in input order
// whatever the number of workers, a progress line on a terminal, and CI shards (--shard I/N).
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace clmm {

// What one test produced, rendered on a worker thread and printed later in input order.
struct TestOutcome {
  std::string out;  // for stdout
  std::string err;  // for stderr (warnings, located errors)
  int passed = 0, failed = 0, unknown = 0, unchecked = 0;  // per test and model
  bool badInput = false;
  bool notRun = false;  // a stop was requested (a signal, lost output) before the test finished
};

struct BatchOptions {
  unsigned jobs = 0;              // worker threads; 0: the number of cores
  bool progress = false;          // redraw a progress line on stderr
  std::string failedWord = "failed";
};

unsigned defaultJobs();

// Whether a stopped batch left a worker running (the process must then end with _Exit).
bool batchAbandonedWorkers();

// Runs work(i) for every i in [0, n) on worker threads, and calls emit(i, outcome) on the
// calling thread in index order, each as soon as it and every earlier one are done. An exception
// escaping work(i) becomes an internal error of that test (counted as unknown). Once a stop is
// requested (support/Budget.h: SIGINT, SIGTERM, or output that can no longer be written), no test
// starts, and a test that was running is emitted with `notRun` set (its outcome is dropped).
// A test still running half a second after the stop is abandoned: its worker is detached, and
// batchAbandonedWorkers() tells the caller to end the process without waiting for it.
void runBatch(size_t n, const BatchOptions& options, const std::function<TestOutcome(size_t)>& work,
              const std::function<void(size_t, TestOutcome&)>& emit);

struct Shard {
  unsigned index = 1;  // 1-based
  unsigned count = 1;
};

// "I/N" with 1 <= I <= N; nothing when malformed.
std::optional<Shard> parseShard(const std::string& text);

// The files of one shard: the k-th file of the sorted list (from 0) belongs to shard
// k % N + 1. The result keeps the input order.
std::vector<std::string> selectShard(const std::vector<std::string>& files, const Shard& shard);

}  // namespace clmm
