// Host logic shared by the OpenCL and CUDA harness programs (written by clmm harness): options,
// the per-launch placement of instances and locations, the tally of final states, the JSON report.
#pragma once
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <numeric>
#include <random>
#include <string>
#include <vector>

struct ClmmTest {
  std::string name, file, id, source;
  std::vector<int> threadGroup;              // per thread: its work-group (0..groups-1)
  int groups;
  std::vector<std::vector<int>> arrayInit;   // per location array: initial values
  std::vector<int> arrayLocal;               // per array: 1 if in local (shared) memory
  int localInts;                             // local ints per instance
  std::vector<std::string> obsNames;         // the observables, as clmm names them
  std::vector<int> obsThread, obsArray, obsElement;  // a register (thread >= 0) or an array element
  bool (*condition)(const long long* values) = nullptr;  // the test's condition (forall: its negation)
};

struct Params {
  int iterations = CLMM_DEFAULT_ITERATIONS;
  int instances = CLMM_DEFAULT_INSTANCES;
  int groupInstances = CLMM_DEFAULT_GROUP_INSTANCES;
  bool stress = CLMM_DEFAULT_STRESS;  // CUDA: a synchronised start; OpenCL: memory stress (docs/hardware.md)
  bool memoryStress = false;          // extra work-groups hammer scratch lines while the tests run
  unsigned long long seed = CLMM_DEFAULT_SEED;
  int spinLimit = CLMM_DEFAULT_SPIN_LIMIT;
  int maxStride = 32;
  // Stress and tuning (docs/hardware.md, "Stress and tuning").
  // The stress defaults are the best setting --tune found on an H200 (docs/hardware.md).
  int stressPattern = 3;      // 0 store-store, 1 store-load, 2 load-store, 3 load-load
  int stressIterations = 64;
  int stressLines = 32;       // scratch lines the stress lanes hit
  int lineInts = 64;          // ints per line
  int preStress = 0;          // iterations of stress each test work-item runs before its test
  int prePattern = 0;
  bool syncStart = false;     // test work-items of a launch wait for each other before starting
  bool syncStartGiven = false;  // else --stress implies it where launches are co-resident (CUDA)
  int warmReads = 0;          // CUDA: test work-items first load their instance's locations into L1 (1 all, 2 a keyed half)
  int skew = 0;               // CUDA: a keyed delay of up to this many clock cycles per warp before the test
  int gap = 0;                // CUDA: a keyed wait of up to this many cycles per warp between two test statements
  int skewPercent = 100;      // CUDA: the share of warps (in percent) that take it (GPUHarbor's per-thread percentages)
  int tune = 0;               // configurations to try (CUDA)
  int tuneIterations = 4;
  std::string tuneOut = "tuned.conf";
  int platform = 0, device = 0;
  bool list = false;
  std::string out = "observed.json";
  std::vector<std::string> only;
};

inline void clmmUsage(const char* argv0) {
  std::printf("usage: %s [options]\n"
              "  --iterations N       launches per test (default %d)\n"
              "  --instances N        instances of a test per launch (default %d)\n"
              "  --group-instances N  instances sharing one work-group/block (default %d)\n"
              "  --stress / --no-stress  CUDA: the test work-items of a launch start together (--sync-start);\n"
              "                       OpenCL: --memory-stress (default %s)\n"
              "  --memory-stress / --no-memory-stress  extra work-groups hammer scratch lines during the test\n"
              "  --seed N             placement, location permutation and stride (default %llu)\n"
              "  --spin-limit N       iterations of a spin-wait before the instance is given up (default %d)\n"
              "  --max-stride N       largest distance in ints between an instance's locations (default 32)\n"
              "  --stress-pattern N   0 store-store, 1 store-load, 2 load-store, 3 load-load (default 3)\n"
              "  --stress-iterations N  access pairs per stress lane (default 64)\n"
              "  --stress-lines N --line-ints N  scratch lines hit and their size in ints (default 32, 64)\n"
              "  --pre-stress N --pre-pattern N  stress each test work-item runs before its test (default 0)\n"
              "  --sync-start / --no-sync-start  test work-items of a launch start together (default off)\n"
              "  --warm-reads N       CUDA: each test work-item first loads its instance's global locations\n"
              "                       into its L1: 0 none, 1 all, 2 a keyed half of them (default 0)\n"
              "  --skew N             CUDA: each warp of test work-items waits a keyed 0..N-1 clock cycles after the\n"
              "                       start, so the warps of one block interleave (default 0: none)\n"
              "  --gap N              CUDA: each such warp also waits a keyed 0..N-1 cycles between two\n"
              "                       statements of its test (default 0: none)\n"
              "  --skew-percent N     CUDA: the share of warps, in percent, that skew and gap (default 100)\n"
              "  --params FILE        read options from FILE (one option and its value per line, # comments)\n"
              "  --tune N             CUDA: try N stress settings on the selected tests, keep the best (see README)\n"
              "  --tune-iterations N --tune-out FILE  launches per test and setting (4); where the best goes (tuned.conf)\n"
              "  --test NAME          run only this test (repeatable)\n"
              "  --platform N --device N  the OpenCL platform and device (default 0 0); --list shows them\n"
              "  -o FILE              the JSON report (default observed.json)\n",
              argv0, CLMM_DEFAULT_ITERATIONS, CLMM_DEFAULT_INSTANCES, CLMM_DEFAULT_GROUP_INSTANCES,
              CLMM_DEFAULT_STRESS ? "on" : "off", (unsigned long long)CLMM_DEFAULT_SEED, CLMM_DEFAULT_SPIN_LIMIT);
}

inline bool clmmParseFile(const std::string& path, Params& p, int depth);

inline bool clmmParse(int argc, char** argv, Params& p, int depth = 0) {
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto num = [&](long long lo, long long hi) -> long long {
      if (i + 1 >= argc) { std::fprintf(stderr, "harness: error: %s needs a value\n", a.c_str()); std::exit(2); }
      char* end = nullptr;
      long long v = std::strtoll(argv[++i], &end, 10);
      if (*end || v < lo || v > hi) {
        std::fprintf(stderr, "harness: error: %s takes a number from %lld to %lld\n", a.c_str(), lo, hi);
        std::exit(2);
      }
      return v;
    };
    if (a == "--iterations") p.iterations = (int)num(1, 100000000);
    else if (a == "--instances") p.instances = (int)num(1, 1 << 24);
    else if (a == "--group-instances") p.groupInstances = (int)num(1, 1024);
    else if (a == "--stress") p.stress = true;
    else if (a == "--no-stress") p.stress = false;
    else if (a == "--memory-stress") p.memoryStress = true;
    else if (a == "--no-memory-stress") p.memoryStress = false;
    else if (a == "--seed") p.seed = (unsigned long long)num(0, (1LL << 62));
    else if (a == "--spin-limit") p.spinLimit = (int)num(1, 1 << 30);
    else if (a == "--max-stride") p.maxStride = (int)num(1, 4096);
    else if (a == "--platform") p.platform = (int)num(0, 64);
    else if (a == "--device") p.device = (int)num(0, 64);
    else if (a == "--list") p.list = true;
    else if (a == "--stress-pattern") p.stressPattern = (int)num(0, 3);
    else if (a == "--stress-iterations") p.stressIterations = (int)num(0, 1 << 20);
    else if (a == "--stress-lines") p.stressLines = (int)num(1, 4096);
    else if (a == "--line-ints") p.lineInts = (int)num(2, 4096);
    else if (a == "--pre-stress") p.preStress = (int)num(0, 1 << 20);
    else if (a == "--pre-pattern") p.prePattern = (int)num(0, 3);
    else if (a == "--sync-start") p.syncStart = p.syncStartGiven = true;
    else if (a == "--no-sync-start") p.syncStart = false, p.syncStartGiven = true;
    else if (a == "--warm-reads") p.warmReads = (int)num(0, 2);
    else if (a == "--skew") p.skew = (int)num(0, 1 << 20);
    else if (a == "--gap") p.gap = (int)num(0, 1 << 20);
    else if (a == "--skew-percent") p.skewPercent = (int)num(0, 100);
    else if (a == "--tune") p.tune = (int)num(1, 100000);
    else if (a == "--tune-iterations") p.tuneIterations = (int)num(1, 100000);
    else if (a == "--tune-out" && i + 1 < argc) p.tuneOut = argv[++i];
    else if (a == "--params" && i + 1 < argc) { if (!clmmParseFile(argv[++i], p, depth)) return false; }
    else if (a == "--test" && i + 1 < argc) p.only.push_back(argv[++i]);
    else if (a == "-o" && i + 1 < argc) p.out = argv[++i];
    else if (a == "-h" || a == "--help") { clmmUsage(argv[0]); std::exit(0); }
    else { std::fprintf(stderr, "harness: error: unknown option '%s' (see --help)\n", a.c_str()); return false; }
  }
#ifdef CLMM_CO_RESIDENT
  if (!p.syncStartGiven) p.syncStart = p.stress;
#endif
  return true;
}

// A settings file (written by --tune, or by hand): options as on the command line, one or two
// words a line, '#' starts a comment. A file may name another, to a depth of 8.
inline bool clmmParseFile(const std::string& path, Params& p, int depth) {
  FILE* f = depth < 8 ? std::fopen(path.c_str(), "r") : nullptr;
  if (!f) { std::fprintf(stderr, "harness: error: cannot read the settings file %s\n", path.c_str()); return false; }
  std::vector<std::string> words{"harness"};
  char line[512];
  while (std::fgets(line, sizeof line, f)) {
    std::string l = line;
    l = l.substr(0, l.find('#'));
    for (size_t i = 0; i < l.size();) {
      size_t j = l.find_first_of(" \t\r\n", i);
      if (j == std::string::npos) j = l.size();
      if (j > i) words.push_back(l.substr(i, j - i));
      i = j + 1;
    }
  }
  std::fclose(f);
  std::vector<char*> argv;
  for (auto& w : words) argv.push_back(&w[0]);
  return clmmParse((int)argv.size(), argv.data(), p, depth + 1);
}

// The control block the kernels read (Kernel.cpp): [0] arrivals (reset per launch), [1] test
// work-items of the launch, [2] stress pattern, [3] skew (clock cycles), [4] pre-stress iterations,
// [5] its pattern, [6] synchronised start, [7] stress lines, [8] ints per line, [9] warm reads,
// [10] the share of warps that skew (percent), [11] the launch's key for the skew (CUDA: written
// by the placement kernel), [12] the gap between a warp's test statements (clock cycles).
inline std::vector<int> clmmControl(const Params& p, int testWorkItems) {
  return {0, testWorkItems, p.stressPattern, p.skew, p.preStress, p.prePattern, p.syncStart ? 1 : 0, p.stressLines, p.lineInts,
          p.warmReads, p.skewPercent, 0, p.gap};
}

// A random stress setting for --tune (GPUHarbor's parameters, on the ranges of docs/hardware.md).
inline Params clmmRandomSetting(const Params& base, std::mt19937_64& rng) {
  Params q = base;
  auto pick = [&](int lo, int hi) { return lo + (int)(rng() % (unsigned long long)(hi - lo + 1)); };
  q.groupInstances = 1 << pick(0, 8);
  q.maxStride = 1 << pick(0, 6);
  q.stress = false;
  q.memoryStress = pick(0, 1) == 1;
  q.stressPattern = pick(0, 3);
  q.stressIterations = 1 << pick(4, 12);
  q.stressLines = 1 << pick(0, 6);
  q.lineInts = 1 << pick(1, 6);
  q.preStress = pick(0, 1) ? 1 << pick(4, 10) : 0;
  q.prePattern = pick(0, 3);
  q.syncStart = pick(0, 1) == 1;
  q.syncStartGiven = true;
  q.warmReads = pick(0, 2);
  q.skew = pick(0, 1) ? 1 << pick(4, 12) : 0;
  q.gap = pick(0, 1) ? 1 << pick(3, 9) : 0;
  q.skewPercent = 25 * pick(1, 4);
  return q;
}

// The settings --tune found, as a file --params reads.
inline void clmmWriteSettings(FILE* f, const Params& q) {
  std::fprintf(f, "--group-instances %d\n--max-stride %d\n%s\n--stress-pattern %d\n--stress-iterations %d\n"
               "--stress-lines %d\n--line-ints %d\n--pre-stress %d\n--pre-pattern %d\n%s\n--warm-reads %d\n"
               "--skew %d\n--gap %d\n--skew-percent %d\n",
               q.groupInstances, q.maxStride, q.memoryStress ? "--memory-stress" : "--no-memory-stress", q.stressPattern, q.stressIterations,
               q.stressLines, q.lineInts, q.preStress, q.prePattern, q.syncStart ? "--sync-start" : "--no-sync-start",
               q.warmReads, q.skew, q.gap, q.skewPercent);
}

// One launch: the role of every work-item and where each instance keeps its locations.
struct Launch {
  int lanes = 0;                 // work-items per work-group
  int realGroups = 0;
  std::vector<int> roles;        // 4 per work-item: test work-group (-1 stress), instance, thread (-1 idle, -2 stress), local slot
  std::vector<int> offs;         // per array: offset in the instance's slot (global arrays)
  int slot = 0;                  // ints per instance
  std::vector<int> mem;          // the initial memory of every instance
};

inline int clmmMaxGroupThreads(const ClmmTest& t) {
  std::vector<int> n(t.groups, 0);
  for (int g : t.threadGroup) ++n[g];
  return *std::max_element(n.begin(), n.end());
}

// Instances per work-group, with at most `maxLanes` lanes. A test work-group of several work-items
// puts them in different sub-groups (hardware/Plan.cpp refuses two in one), so then a multiple of
// 32, at least 32: clmmLaunch and CUDA's clmm_place give each work-item of an instance its own
// 32 lanes (a warp on NVIDIA). Otherwise --group-instances, within the work-group.
inline int clmmBlockInstances(const ClmmTest& t, const Params& p, int maxLanes) {
  const int most = maxLanes / clmmMaxGroupThreads(t);
  if (clmmMaxGroupThreads(t) > 1 && most >= 32) return std::max(32, std::min(p.groupInstances, most) / 32 * 32);
  return std::max(1, std::min(p.groupInstances, most));
}

inline int clmmSlot(const ClmmTest& t, const Params& p) {
  int ints = 1;
  for (size_t a = 0; a < t.arrayInit.size(); ++a)
    if (!t.arrayLocal[a]) ints += (int)t.arrayInit[a].size() + p.maxStride - 1;
  return ints;
}

// Whether the launch gets extra work-groups of memory stress.
inline bool clmmMemoryStress(const Params& p) {
#ifdef CLMM_CO_RESIDENT
  return p.memoryStress;
#else
  return p.stress || p.memoryStress;
#endif
}

inline int clmmStressGroups(const ClmmTest& t, const Params& p, int groupInstances) {
  int chunks = (p.instances + groupInstances - 1) / groupInstances;
  return clmmMemoryStress(p) ? std::max(1, t.groups * chunks / 2) : 0;
}

// Places N instances: each test work-group of each instance in a work-group of the launch
// (groupInstances instances per work-group), work-groups and lanes shuffled; a random stride
// and order of the locations.
inline Launch clmmLaunch(const ClmmTest& t, const Params& p, int groupInstances, std::mt19937_64& rng) {
  Launch L;
  int n = p.instances, k = groupInstances;
  int chunks = (n + k - 1) / k;
  std::vector<std::vector<int>> groupThreads(t.groups);
  for (size_t th = 0; th < t.threadGroup.size(); ++th) groupThreads[t.threadGroup[th]].push_back((int)th);
  L.lanes = k * clmmMaxGroupThreads(t);
  int stressGroups = clmmStressGroups(t, p, k);
  L.realGroups = t.groups * chunks + stressGroups;
  std::vector<int> order(L.realGroups);
  std::iota(order.begin(), order.end(), 0);
  std::shuffle(order.begin(), order.end(), rng);
  L.roles.assign((size_t)L.realGroups * L.lanes * 4, 0);
  std::vector<std::vector<int>> inst(t.groups, std::vector<int>(n));
  for (auto& v : inst) { std::iota(v.begin(), v.end(), 0); std::shuffle(v.begin(), v.end(), rng); }
  std::vector<int> lanePerm(L.lanes);
  for (int r = 0; r < L.realGroups; ++r) {
    int s = order[r];
    int* roles = &L.roles[(size_t)r * L.lanes * 4];
    if (s >= t.groups * chunks) {
      for (int l = 0; l < L.lanes; ++l) { roles[4 * l] = -1; roles[4 * l + 2] = -2; }
      continue;
    }
    int g = s / chunks, c = s % chunks;
    for (int l = 0; l < L.lanes; ++l) { roles[4 * l] = g; roles[4 * l + 1] = 0; roles[4 * l + 2] = -1; roles[4 * l + 3] = 0; }
    auto place = [&](int l, int j, int th) {
      roles[4 * l + 1] = inst[g][c * k + j];
      roles[4 * l + 2] = th;
      roles[4 * l + 3] = j;
    };
    std::iota(lanePerm.begin(), lanePerm.end(), 0);
    std::shuffle(lanePerm.begin(), lanePerm.end(), rng);
    const int count = (int)groupThreads[g].size();
    if (k % 32 == 0) {
      // Each work-item of an instance in 32 lanes of its own (clmmBlockInstances): 32-lane blocks
      // shuffled, then the lanes within each.
      std::vector<int> warps(L.lanes / 32), within(32);
      std::iota(warps.begin(), warps.end(), 0);
      std::shuffle(warps.begin(), warps.end(), rng);
      for (int u = 0; u < (int)warps.size() && u / count < k / 32; ++u) {
        std::iota(within.begin(), within.end(), 0);
        std::shuffle(within.begin(), within.end(), rng);
        for (int v = 0; v < 32; ++v) {
          int j = (u / count) * 32 + v;
          if (c * k + j < n) place(warps[u] * 32 + within[v], j, groupThreads[g][u % count]);
        }
      }
      continue;
    }
    int used = 0;
    for (int j = 0; j < k && c * k + j < n; ++j)
      for (int th : groupThreads[g]) place(lanePerm[used++], j, th);
  }
  // Local memory slots: the instance's slot is its index j in the chunk of *its* work-group, the
  // same for all its threads (they share one work-group).
  int stride = 1 + (int)(rng() % (unsigned)p.maxStride);
  std::vector<int> arrays;
  for (size_t a = 0; a < t.arrayInit.size(); ++a) if (!t.arrayLocal[a]) arrays.push_back((int)a);
  std::shuffle(arrays.begin(), arrays.end(), rng);
  L.offs.assign(t.arrayInit.size() + 1, 0);
  int pos = 0;
  for (int a : arrays) { L.offs[a] = pos; pos += (int)t.arrayInit[a].size() + stride - 1; }
  L.slot = clmmSlot(t, p);
  L.mem.assign((size_t)n * L.slot, 0);
  for (int i = 0; i < n; ++i)
    for (int a : arrays)
      for (size_t e = 0; e < t.arrayInit[a].size(); ++e) L.mem[(size_t)i * L.slot + L.offs[a] + e] = t.arrayInit[a][e];
  return L;
}

struct Tally {
  std::map<std::vector<long long>, long long> counts;
  long long instances = 0, unfinished = 0, launches = 0;
  int instancesPerLaunch = 0;  // all of a launch's work-groups resident at once (CUDA)
  double seconds = 0, kernelSeconds = 0;
  std::string error;
  bool ran = false;
};

inline void clmmCount(const ClmmTest& t, const Params& p, const Launch& L, const std::vector<int>& out,
                      const std::vector<int>& hung, const std::vector<int>& mem, Tally& tally) {
  size_t nobs = t.obsNames.size();
  std::vector<long long> v(nobs);
  for (int i = 0; i < p.instances; ++i) {
    ++tally.instances;
    if (hung[i]) { ++tally.unfinished; continue; }
    for (size_t j = 0; j < nobs; ++j)
      v[j] = t.obsThread[j] >= 0 ? out[(size_t)i * nobs + j]
                                 : mem[(size_t)i * L.slot + L.offs[t.obsArray[j]] + t.obsElement[j]];
    ++tally.counts[v];
  }
}

// Instances whose final state satisfies the test's condition (its weak outcome, as a rule).
inline long long clmmConditionCount(const ClmmTest& test, const Tally& t) {
  long long n = 0;
  for (const auto& [values, count] : t.counts)
    if (test.condition && test.condition(values.data())) n += count;
  return n;
}

inline std::string clmmJsonString(const std::string& s) {
  std::string o = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') { o += '\\'; o += (char)c; }
    else if (c < 0x20) { char b[8]; std::snprintf(b, sizeof b, "\\u%04x", c); o += b; }
    else o += (char)c;
  }
  return o + "\"";
}

inline bool clmmWriteJson(const std::string& path, const char* backend, const std::string& device, const Params& p,
                          const std::vector<ClmmTest>& tests, const std::vector<Tally>& tallies) {
  FILE* f = std::fopen(path.c_str(), "w");
  if (!f) { std::fprintf(stderr, "harness: error: cannot write %s\n", path.c_str()); return false; }
  std::fprintf(f, "{\"format\": \"clmm-observed-1\", \"backend\": \"%s\", \"device\": %s,\n", backend, clmmJsonString(device).c_str());
  std::fprintf(f, " \"parameters\": {\"iterations\": %d, \"instances\": %d, \"group_instances\": %d, \"stress\": %s, "
               "\"memory_stress\": %s, \"seed\": %llu, \"spin_limit\": %d, \"max_stride\": %d, \"stress_pattern\": %d, \"stress_iterations\": %d, "
               "\"stress_lines\": %d, \"line_ints\": %d, \"pre_stress\": %d, \"pre_pattern\": %d, \"sync_start\": %s, "
               "\"warm_reads\": %d, \"skew\": %d, \"gap\": %d, \"skew_percent\": %d},\n \"tests\": [",
               p.iterations, p.instances, p.groupInstances, p.stress ? "true" : "false",
               clmmMemoryStress(p) ? "true" : "false", p.seed, p.spinLimit, p.maxStride,
               p.stressPattern, p.stressIterations, p.stressLines, p.lineInts, p.preStress, p.prePattern,
               p.syncStart ? "true" : "false", p.warmReads, p.skew, p.gap, p.skewPercent);
  bool first = true;
  for (size_t i = 0; i < tests.size(); ++i) {
    const Tally& t = tallies[i];
    if (!t.ran && t.error.empty()) continue;
    std::fprintf(f, "%s\n  {\"test\": %s, \"file\": %s, \"observables\": [", first ? "" : ",",
                 clmmJsonString(tests[i].name).c_str(), clmmJsonString(tests[i].file).c_str());
    first = false;
    for (size_t j = 0; j < tests[i].obsNames.size(); ++j)
      std::fprintf(f, "%s%s", j ? ", " : "", clmmJsonString(tests[i].obsNames[j]).c_str());
    std::fprintf(f, "],\n   \"instances\": %lld, \"unfinished\": %lld, \"seconds\": %.6f, \"kernel_seconds\": %.6f",
                 t.instances, t.unfinished, t.seconds, t.kernelSeconds);
    long long seen = clmmConditionCount(tests[i], t);
    std::fprintf(f, ", \"condition_count\": %lld", seen);
    if (t.launches > 0)
      std::fprintf(f, ", \"launches\": %lld, \"instances_per_launch\": %d, \"instances_per_second\": %.0f", t.launches,
                   t.instancesPerLaunch, t.seconds > 0 ? t.instances / t.seconds : 0.0);
    if (!t.error.empty()) std::fprintf(f, ", \"error\": %s", clmmJsonString(t.error).c_str());
    std::fprintf(f, ",\n   \"states\": [");
    bool firstState = true;
    for (const auto& [values, count] : t.counts) {
      std::fprintf(f, "%s\n    {\"values\": [", firstState ? "" : ",");
      firstState = false;
      for (size_t j = 0; j < values.size(); ++j) std::fprintf(f, "%s%lld", j ? ", " : "", values[j]);
      std::fprintf(f, "], \"count\": %lld}", count);
    }
    std::fprintf(f, "]}");
  }
  std::fprintf(f, "\n ]}\n");
  return std::fclose(f) == 0;
}

inline bool clmmSelected(const Params& p, const ClmmTest& t) {
  return p.only.empty() || std::find(p.only.begin(), p.only.end(), t.name) != p.only.end();
}

inline void clmmProgress(const ClmmTest& t, const Tally& y) {
  std::fprintf(stderr, "%-40s %12lld instances %4zu states %8lld unfinished %10.0f /s\n", t.name.c_str(), y.instances,
               y.counts.size(), y.unfinished, y.seconds > 0 ? y.instances / y.seconds : 0.0);
}
