// Hardware litmus testing (issue 14): what a test becomes when it runs on a real device. plan()
// decides whether a backend can express a test and lays it out (work-groups, memory, observables);
// writeHarness() writes a self-contained harness directory (sources, build script, README) whose
// program runs many instances of each test per launch and writes the observed final states as
// JSON (the format readObserved() in hardware/Observed.h reads). Nothing of clmm is needed there.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "litmus/Ast.h"
#include "events/Program.h"

namespace clmm::hw {

enum class Backend { OpenCL, Cuda };
const char* backendName(Backend b);  // "opencl", "cuda"

// One thread (work-item) of the test and the code it runs, split at its barriers: segment i is
// the code between barrier i-1 and barrier i.
struct PlannedThread {
  int index = 0;      // the number in its name (conditions say "1:r0")
  int group = 0;      // the test's work-group, renumbered 0..groups-1
  std::vector<std::string> registers;  // every register it declares
};

// A location array of the test and where an instance keeps it.
struct PlannedArray {
  std::string name;
  bool local = false;
  int size = 1;
  std::vector<int64_t> init;
  int localOffset = 0;  // local arrays: offset in the instance's local slot
};

// An observable: a register of a thread, or an element of a global array.
struct PlannedObservable {
  std::string name;  // "1:r0", "x", "y[1]"
  int thread = -1;   // a register: its work-item (index into Plan::threads)
  std::string reg;
  int array = -1;    // a location: index into Plan::arrays
  int element = 0;
};

struct Plan {
  std::string test;  // the test's name
  std::string file;  // the path as given
  std::string id;    // a C identifier naming the test's kernel
  std::vector<PlannedThread> threads;
  int groups = 0;                       // the test's work-groups
  std::vector<std::vector<int>> groupThreads;  // per work-group, its threads (indices)
  std::vector<int> groupBarriers;       // per work-group, the barriers each of its threads passes
  std::vector<PlannedArray> arrays;
  int localInts = 0;                    // ints of local memory per instance
  std::vector<PlannedObservable> observables;
  std::string condition = "false";      // C expression over v[i] (observable i): the condition (forall: its negation)
  std::string kernel;                   // the generated device code (one kernel)
};

// Plans `test` for `backend`; on failure returns false with `why` saying what the backend cannot
// express and how to proceed.
bool plan(const ast::Test& test, const Program& program, Backend backend, const std::string& path, int index,
          Plan& out, std::string& why);

// The defaults the harness's program uses when not told otherwise (README of the harness).
struct RunParameters {
  int iterations = 100;          // launches per test
  int instances = 2048;          // instances of the test per launch
  int groupInstances = 16;       // instances that share one work-group (threads of one test work-group each)
  bool stress = false;           // CUDA: a synchronised start; OpenCL: memory stress (docs/hardware.md)
  uint64_t seed = 1;             // placement, location permutation and stride
  int spinLimit = 10000;         // iterations of a spin-wait before the instance is given up
};

// Writes the harness for the planned tests into `dir` (created). Returns an error text, or "".
// Nothing is written when a file of the harness would be one of `inputs` (the tests given).
std::string writeHarness(const std::string& dir, Backend backend, const std::vector<Plan>& plans,
                         const RunParameters& defaults, const std::vector<std::string>& inputs = {});

// The fixed parts of the generated sources (HostOpenCL.cpp, HostCuda.cpp).
std::string openclHostSource(const std::vector<Plan>& plans, const RunParameters& defaults);
std::string cudaSource(const std::vector<Plan>& plans, const RunParameters& defaults);

}  // namespace clmm::hw
