// The batch runner: a pool of worker threads taking tests in order, per-test output slots
// printed in input order by the calling thread, and the terminal progress line.
#include "cli/Batch.h"

#include "cli/Output.h"
#include "support/Budget.h"
#include "support/DeepStack.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <iostream>
#include <memory>
#include <mutex>
#include <system_error>
#include <optional>
#include <thread>

namespace clmm {

namespace {

class Progress {
 public:
  Progress(bool on, size_t total, std::string failedWord)
      : on_(on), total_(total), failedWord_(std::move(failedWord)), start_(std::chrono::steady_clock::now()) {}

  void draw(size_t done, int failed, int unknown, int bad) {
    if (!on_) return;
    double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
    char line[200];
    std::snprintf(line, sizeof line, "\r[%zu/%zu] %d %s, %d unknown%s, %.1f s\x1b[K", done, total_, failed,
                  failedWord_.c_str(), unknown, bad ? (", " + std::to_string(bad) + " bad input").c_str() : "",
                  s);
    std::cerr << line << std::flush;
    drawn_ = true;
  }
  void clear() {
    if (!drawn_) return;
    std::cerr << "\r\x1b[K" << std::flush;
    drawn_ = false;
  }

 private:
  bool on_;
  size_t total_;
  std::string failedWord_;
  std::chrono::steady_clock::time_point start_;
  bool drawn_ = false;
};

}  // namespace

unsigned defaultJobs() {
  unsigned n = std::thread::hardware_concurrency();
  return n == 0 ? 1 : n;
}

namespace {
std::atomic<bool> gAbandoned{false};
}

bool batchAbandonedWorkers() { return gAbandoned; }

void runBatch(size_t n, const BatchOptions& options, const std::function<TestOutcome(size_t)>& work,
              const std::function<void(size_t, TestOutcome&)>& emit) {
  // The state the workers share lives on the heap: after a stop, a worker stuck in a solver call
  // that ignores interrupts is abandoned (below) and may still write here when it returns.
  struct Shared {
    std::vector<std::optional<TestOutcome>> slots;
    std::mutex m;
    std::condition_variable cv;
    std::atomic<size_t> next{0};
    size_t done = 0;
    int failed = 0, unknown = 0, bad = 0;  // among finished tests, for the progress line
  };
  auto st = std::make_shared<Shared>();
  st->slots.resize(n);

  auto worker = [st, n, &work] {
    for (size_t i; (i = st->next++) < n;) {
      TestOutcome o;
      if (stopRequested()) {
        o.notRun = true;
      } else {
        try {
          o = work(i);
        } catch (const std::exception& e) {
          o = TestOutcome{};
          o.err = std::string("clmm: internal error: ") + e.what() + "\n";
          o.unknown = 1;
        }
        // Cut short by the stop (or finished just as it came): not a result to keep.
        if (stopRequested()) o = TestOutcome{}, o.notRun = true;
      }
      std::lock_guard<std::mutex> lock(st->m);
      ++st->done;
      st->failed += o.failed;
      st->unknown += o.unknown;
      st->bad += o.badInput ? 1 : 0;
      st->slots[i] = std::move(o);
      st->cv.notify_all();
    }
  };
  unsigned jobs = options.jobs == 0 ? defaultJobs() : options.jobs;
  jobs = static_cast<unsigned>(std::max<size_t>(1, std::min<size_t>(jobs, n)));
  // Each worker and the query thread it may start (solver/HardDeadline.h) take a deep stack: under
  // an address-space limit they are sized to fit. A worker that cannot start leaves its tests to
  // the others; with none at all, this thread runs them.
  expectDeepThreads(2 * size_t{jobs} + 1);
  std::vector<DeepThread> threads;
  for (unsigned k = 0; k < jobs && n > 0; ++k) {
    try {
      threads.emplace_back(worker);
    } catch (const std::system_error&) {
      break;
    }
  }
  if (threads.empty() && n > 0) worker();

  // After a stop, running tests get half a second to notice it (the engines check it at every budget
  // check; the watchdog interrupts Z3); a test still running then is abandoned as not run, so
  // the reports are written and the process ends within a second or so whatever Z3 is doing.
  std::optional<std::chrono::steady_clock::time_point> stopSeen;
  bool abandon = false;
  Progress progress(options.progress && n > 1, n, options.failedWord);
  for (size_t i = 0; i < n; ++i) {
    TestOutcome o;
    {
      std::unique_lock<std::mutex> lock(st->m);
      while (!st->slots[i] && !abandon) {
        progress.draw(st->done, st->failed, st->unknown, st->bad);
        st->cv.wait_for(lock, std::chrono::milliseconds(stopSeen ? 20 : 250));
        if (stopRequested() && !stopSeen) stopSeen = std::chrono::steady_clock::now();
        if (stopSeen && std::chrono::steady_clock::now() - *stopSeen > std::chrono::milliseconds(500)) abandon = true;
      }
      if (st->slots[i]) {
        o = std::move(*st->slots[i]);
        st->slots[i].reset();
      } else {
        o.notRun = true;
      }
    }
    progress.clear();
    emit(i, o);
    if (outputBroken()) requestStop(0);  // nobody reads the rest: stop the batch
    std::lock_guard<std::mutex> lock(st->m);
    progress.draw(st->done, st->failed, st->unknown, st->bad);
  }
  progress.clear();
  if (abandon) {
    gAbandoned = true;  // main ends the process without waiting for them (cli/main.cpp)
    for (auto& t : threads) t.detach();
    return;
  }
  for (auto& t : threads) t.join();
}

std::optional<Shard> parseShard(const std::string& text) {
  size_t slash = text.find('/');
  if (slash == std::string::npos || slash == 0 || slash + 1 == text.size()) return std::nullopt;
  auto number = [](const std::string& s) -> std::optional<unsigned> {
    if (s.empty() || s.size() > 6 || s.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
    return static_cast<unsigned>(std::stoul(s));
  };
  auto i = number(text.substr(0, slash)), n = number(text.substr(slash + 1));
  if (!i || !n || *i < 1 || *i > *n) return std::nullopt;
  return Shard{*i, *n};
}

std::vector<std::string> selectShard(const std::vector<std::string>& files, const Shard& shard) {
  std::vector<std::string> sorted = files;
  std::sort(sorted.begin(), sorted.end());
  std::vector<std::string> out;
  for (const auto& f : files) {
    size_t k = static_cast<size_t>(std::lower_bound(sorted.begin(), sorted.end(), f) - sorted.begin());
    if (k % shard.count + 1 == shard.index) out.push_back(f);
  }
  return out;
}

}  // namespace clmm
