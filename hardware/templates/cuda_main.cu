// The CUDA harness program (written by clmm harness): runs each test's instances on the GPU and
// writes the observed final states as JSON. Build: ./build.sh (needs nvcc and a GPU). OpenCL
// scopes become cuda::thread_scope_* (README.md, "Mapping"). Everything per instance happens on
// the device: the placement of instances on work-groups and lanes (keyed bijections), the initial
// memory, the test, and the tally of final states (a hash table filled with atomics). The host
// only picks one key per launch and reads the table back once per test. Launches are sized so
// that all their work-groups are resident at once, so the work-groups of an instance can race.
#include <cuda/atomic>
#include <cuda_runtime.h>
#include <cmath>
#include <tuple>

#define CLMM_DIV(a, op, b) ((b) == 0 ? 0 : (a) op (b))

// PTX tests: each access or fence is the test's own instruction (INS, a string clmm writes from
// the test's qualifiers) on the location's generic address, as inline assembly the compiler keeps
// in place ("memory" clobber) and ptxas schedules as it would any such instruction.
#define CLMM_PTX_LD(INS, P) \
  ([&] { int v_; asm volatile(INS " %0, [%1];" : "=r"(v_) : "l"(P) : "memory"); return v_; }())
#define CLMM_PTX_ST(INS, P, V) \
  ([&] { asm volatile(INS " [%0], %1;" ::"l"(P), "r"((int)(V)) : "memory"); return 0; }())
#define CLMM_PTX_ATOM(INS, P, V) \
  ([&] { int v_; asm volatile(INS " %0, [%1], %2;" : "=r"(v_) : "l"(P), "r"((int)(V)) : "memory"); return v_; }())
#define CLMM_PTX_CAS(INS, P, E, V)                                                                       \
  ([&] {                                                                                                 \
    int v_;                                                                                              \
    asm volatile(INS " %0, [%1], %2, %3;" : "=r"(v_) : "l"(P), "r"((int)(E)), "r"((int)(V)) : "memory"); \
    return v_;                                                                                           \
  }())
#define CLMM_PTX_RED(INS, P, V) \
  ([&] { asm volatile(INS " [%0], %1;" ::"l"(P), "r"((int)(V)) : "memory"); return 0; }())
#define CLMM_PTX_FENCE(INS) asm volatile(INS ";" ::: "memory")

// Memory stress (docs/hardware.md, "Stress and tuning"): `iters` pairs of accesses to `lines`
// lines of `line` ints of a scratch buffer; the pattern picks store/load for each of the pair.
#define CLMM_ARRIVE(p) atomicAdd((p), 1)
// Warm reads (--warm-reads): a load cached at all levels (ld.global.ca), so the line sits in the
// SM's L1, where a later work-group-scope load may find it stale.
#define CLMM_WARM(p) __ldca(p)
__device__ int clmm_stress(int* scratch, int mask, int pattern, int iters, int lines, int line, long gid) {
  volatile int* s = scratch;
  int acc = 0;
  lines = lines < 1 ? 1 : lines;
  line = line < 2 ? 2 : line;
  for (int i = 0; i < iters; ++i) {
    int a = (int)((((gid + i) % lines) * line) & mask), b = (a + line / 2) & mask;
    switch (pattern & 3) {
      case 0: s[a] = i; s[b] = i; break;
      case 1: s[a] = i; acc += s[b]; break;
      case 2: acc += s[a]; s[b] = i; break;
      default: acc += s[a]; acc += s[b]; break;
    }
  }
  return acc;
}

// Skew (--skew N, --skew-percent P; control words 3, 10, 11): after the start, a keyed share of
// the warps of test work-items waits a keyed 0..N-1 clock cycles, the same for every lane of a
// warp (a per-lane delay would reconverge at the loop's end), so the warps of one block, which
// otherwise leave a barrier or the synchronised start in step, run their tests at random offsets.
// Gaps (--gap N; control word 12): such a warp also waits a keyed 0..N-1 cycles between two
// statements of its test, so that another warp's access can fall between them (a wait is a
// legal schedule of the test: no access moves).
__device__ unsigned long long clmm_warp_hash(const int* ctl, unsigned salt) {
  unsigned long long h = ((unsigned)ctl[11] ^ salt) * 0x9e3779b97f4a7c15ULL + blockIdx.x * 0x100000001b3ULL + threadIdx.x / 32;
  h ^= h >> 31; h *= 0xbf58476d1ce4e5b9ULL; h ^= h >> 29; h *= 0x94d049bb133111ebULL; h ^= h >> 32;
  return h;
}
__device__ void clmm_wait(long long cycles) {
  const long long t0 = clock64();
  while (clock64() - t0 < cycles) {}
}
__device__ int clmm_skew(const int* ctl) {
  const unsigned long long h = clmm_warp_hash(ctl, 0);
  return (int)(h % 100) < ctl[10] ? (int)((h >> 8) % (unsigned)ctl[3]) : 0;
}
__device__ int clmm_gap(const int* ctl) {
  const unsigned long long h = clmm_warp_hash(ctl, 0x6a09e667u);
  return (int)(h % 100) < ctl[10] ? (int)((h >> 8) % (unsigned)ctl[12]) : 0;
}

#define CLMM_CO_RESIDENT 1  // all work-groups of a launch are resident: --stress implies --sync-start
#include "tests.h"  // the defaults, then common.h
#include "kernels.cuh"

// ---- Placement on the device -------------------------------------------------------------------

__host__ __device__ inline unsigned clmmMix(unsigned long long x) {
  x ^= x >> 33; x *= 0xff51afd7ed558ccdULL; x ^= x >> 33; x *= 0xc4ceb9fe1a85ec53ULL; x ^= x >> 33;
  return (unsigned)x;
}

// A bijection of [0, n) chosen by key: a four-round Feistel network on the smallest even number of
// bits that covers n, walked until it lands inside [0, n) (cycle walking keeps it a bijection).
__device__ unsigned clmmPermute(unsigned x, unsigned n, unsigned long long key) {
  if (n <= 1) return 0;
  int bits = 32 - __clz(n - 1);
  bits += bits & 1;
  const int half = bits / 2;
  const unsigned mask = (1u << half) - 1;
  do {
    unsigned l = x >> half, r = x & mask;
    for (unsigned round = 0; round < 4; ++round) {
      unsigned nl = r;
      r = l ^ (clmmMix(key + 0x9e3779b97f4a7c15ULL * (round + 1) + r) & mask);
      l = nl;
    }
    x = (l << half) | r;
  } while (x >= n);
  return x;
}

// The test's shape, once per test on the device.
struct ClmmShape {
  int groups = 0, threads = 0, arrays = 0, nobs = 0;
  int* groupStart = nullptr;  // groups + 1: where each test work-group's threads start in groupThreads
  int* groupThreads = nullptr;
  int* arrayStart = nullptr;  // arrays + 1: where each array's initial values start in arrayInit
  int* arrayInit = nullptr;
  int* arrayLocal = nullptr;
  int* obs = nullptr;  // 3 per observable: thread (-1: memory), array, element
};

// Where each global array lies in an instance's slot: a keyed order, `stride` ints apart.
__device__ void clmmOffsets(int* offs, const ClmmShape& s, int stride, unsigned long long key) {
  int global = 0;
  for (int a = 0; a < s.arrays; ++a) global += !s.arrayLocal[a];
  int pos = 0;
  for (int q = 0; q < global; ++q) {
    int rank = (int)clmmPermute(q, global, key), a = 0;
    for (int seen = -1; a < s.arrays; ++a)
      if (!s.arrayLocal[a] && ++seen == rank) break;
    offs[a] = pos;
    pos += s.arrayStart[a + 1] - s.arrayStart[a] + stride - 1;
  }
}

// Roles of every work-item of a launch, as clmmLaunch (common.h) makes them on the host: 4 per
// work-item: test work-group (-1 stress), instance, thread (-1 idle, -2 stress), local slot.
// Work-item 0 also resets the synchronised start's count and places the global arrays in an
// instance's slot (a keyed order, `stride` ints apart): one kernel, not two.
__global__ void clmm_place(int* roles, int* offs, int realGroups, int lanes, int chunks, int k, int n, ClmmShape s,
                           unsigned long long key, int stride, int* ctl) {
  const long gid = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (gid == 0) {
    ctl[0] = 0;
    ctl[1] = n * s.threads;
    ctl[11] = (int)clmmMix(key ^ 0x5000000ULL);
    clmmOffsets(offs, s, stride, clmmMix(key ^ 0x3000000ULL));
  }
  if (gid >= (long)realGroups * lanes) return;
  const int r = (int)(gid / lanes), l = (int)(gid % lanes);
  int* ro = roles + 4 * gid;
  const int slot = (int)clmmPermute(r, realGroups, key);
  if (slot >= s.groups * chunks) { ro[0] = -1; ro[1] = 0; ro[2] = -2; ro[3] = 0; return; }
  const int g = slot / chunks, c = slot % chunks;
  const int count = s.groupStart[g + 1] - s.groupStart[g];
  int j = k, t = 0;  // the instance in the block (k: none, the lane idles) and its thread
  if (k % 32 == 0) {
    // Each thread of an instance in a warp of its own (the test puts the work-items of a
    // work-group in different sub-groups): the warps are shuffled, then the lanes in each warp.
    const int w = l / 32, uw = (int)clmmPermute(w, lanes / 32, key ^ clmmMix(0x1000000ULL + r));
    const int ul = (int)clmmPermute(l % 32, 32, key ^ clmmMix(0x4000000ULL + 64ULL * r + w));
    if (uw / count < k / 32) j = (uw / count) * 32 + ul, t = uw % count;
  } else {
    const int used = (int)clmmPermute(l, lanes, key ^ clmmMix(0x1000000ULL + r));
    j = used / count, t = used % count;
  }
  ro[0] = g; ro[1] = 0; ro[2] = -1; ro[3] = 0;
  if (j < k && c * k + j < n) {
    ro[1] = (int)clmmPermute(c * k + j, n, key ^ clmmMix(0x2000000ULL + g));
    ro[2] = s.groupThreads[s.groupStart[g] + t];
    ro[3] = j;
  }
}

// The initial memory of every instance, and zeroed registers and hung flags: one kernel over
// max(cells, n * nobs) work-items.
__global__ void clmm_init(int* mem, const int* offs, long total, int slot, ClmmShape s, int* out, int* hung, int n) {
  const long idx = (long)blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < (long)n * s.nobs) out[idx] = 0;
  if (idx < n) hung[idx] = 0;
  if (idx >= total) return;
  const int o = (int)(idx % slot);
  int v = 0;
  for (int a = 0; a < s.arrays; ++a) {
    int size = s.arrayStart[a + 1] - s.arrayStart[a];
    if (!s.arrayLocal[a] && o >= offs[a] && o < offs[a] + size) v = s.arrayInit[s.arrayStart[a] + o - offs[a]];
  }
  mem[idx] = v;
}

// ---- The tally on the device -------------------------------------------------------------------

// Open addressing; an entry is 0 (empty), 1 (being written) or 2 (its key is readable).
struct ClmmTable {
  int capacity = 0;  // a power of two
  int* state = nullptr;
  int* keys = nullptr;  // capacity * nobs
  unsigned long long* counts = nullptr;
  unsigned long long* unfinished = nullptr;  // [0] unfinished, [1] states that found no entry
};

__device__ inline int clmmObserved(const ClmmShape& s, int j, long i, const int* out, const int* mem,
                                   const int* offs, int slot) {
  const int* ob = s.obs + 3 * j;
  return ob[0] >= 0 ? out[i * s.nobs + j] : mem[i * slot + offs[ob[1]] + ob[2]];
}

// One work-item per instance. The work-items of a warp whose instances ended in the same state
// count it once, with their number (a warp vote on each observable), and an entry's state is read
// before it is claimed: a launch of 10^5 instances with a handful of final states would otherwise
// queue 10^5 atomics on a few addresses (most of the time of a launch, measured on an H100).
__global__ void clmm_tally(ClmmTable t, ClmmShape s, int n, const int* out, const int* hung, const int* mem,
                           const int* offs, int slot) {
  const long i = (long)blockIdx.x * blockDim.x + threadIdx.x;
  const bool isHung = i < n && hung[i] != 0, valid = i < n && !isHung;
  unsigned long long weight = 1;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
  // Blocks of 256 (clmmLaunchHelper): every lane of every warp gets here.
  const unsigned lane = threadIdx.x & 31, hungLanes = __ballot_sync(0xffffffffu, isHung);
  if (hungLanes && lane == (unsigned)(__ffs(hungLanes) - 1)) atomicAdd(&t.unfinished[0], (unsigned long long)__popc(hungLanes));
  unsigned alike = __match_any_sync(0xffffffffu, valid ? 1 : 0);
  for (int j = 0; j < s.nobs; ++j)
    alike &= __match_any_sync(0xffffffffu, valid ? clmmObserved(s, j, i, out, mem, offs, slot) : 0);
  if (!valid || lane != (unsigned)(__ffs(alike) - 1)) return;
  weight = (unsigned long long)__popc(alike);
#else
  if (isHung) atomicAdd(&t.unfinished[0], 1ULL);
  if (!valid) return;
#endif
  unsigned long long h = 0x51ed27ULL;
  for (int j = 0; j < s.nobs; ++j) h = clmmMix(h * 31 + (unsigned)clmmObserved(s, j, i, out, mem, offs, slot) + j);
  for (int probe = 0, e = (int)(h & (t.capacity - 1)); probe < t.capacity; ++probe, e = (e + 1) & (t.capacity - 1)) {
    if (((volatile int*)t.state)[e] == 0 && atomicCAS(&t.state[e], 0, 1) == 0) {
      for (int j = 0; j < s.nobs; ++j) t.keys[(long)e * s.nobs + j] = clmmObserved(s, j, i, out, mem, offs, slot);
      __threadfence();
      atomicExch(&t.state[e], 2);
      atomicAdd(&t.counts[e], weight);
      return;
    }
    while (((volatile int*)t.state)[e] != 2) {}
    __threadfence();
    bool same = true;
    for (int j = 0; j < s.nobs && same; ++j)
      same = ((volatile int*)t.keys)[(long)e * s.nobs + j] == clmmObserved(s, j, i, out, mem, offs, slot);
    if (same) { atomicAdd(&t.counts[e], weight); return; }
  }
  atomicAdd(&t.unfinished[1], weight);
}

// ---- The host ----------------------------------------------------------------------------------

static bool cudaOk(cudaError_t e, const char* what, Tally& y) {
  if (e == cudaSuccess) return true;
  if (y.error.empty()) y.error = std::string(what) + ": " + cudaGetErrorString(e);
  return false;
}

// Launches a helper kernel on `threads` work-items (blocks of 256) through the runtime's argument
// vector, converting each argument to the kernel's parameter type.
template <class... P, class... A> static cudaError_t clmmLaunchHelper(void (*k)(P...), long threads, A... a) {
  std::tuple<P...> args(a...);
  void* pointers[sizeof...(P)] = {};
  std::apply([&](auto&... x) { int i = 0; ((pointers[i++] = (void*)&x), ...); }, args);
  return cudaLaunchKernel((const void*)k, dim3((unsigned)((threads + 255) / 256)), dim3(256), pointers, 0, 0);
}

template <class T> static bool clmmUpload(T*& dst, const std::vector<T>& src, Tally& y) {
  size_t bytes = sizeof(T) * std::max<size_t>(1, src.size());
  return cudaOk(cudaMalloc(&dst, bytes), "cudaMalloc", y) &&
         (src.empty() || cudaOk(cudaMemcpy(dst, src.data(), sizeof(T) * src.size(), cudaMemcpyHostToDevice), "cudaMemcpy", y));
}

static bool clmmShapeUpload(const ClmmTest& t, ClmmShape& s, Tally& y) {
  std::vector<int> groupStart(t.groups + 1, 0), groupThreads, arrayStart(1, 0), arrayInit, obs;
  for (int g = 0; g < t.groups; ++g) {
    for (size_t th = 0; th < t.threadGroup.size(); ++th)
      if (t.threadGroup[th] == g) groupThreads.push_back((int)th);
    groupStart[g + 1] = (int)groupThreads.size();
  }
  for (const auto& a : t.arrayInit) {
    arrayInit.insert(arrayInit.end(), a.begin(), a.end());
    arrayStart.push_back((int)arrayInit.size());
  }
  for (size_t j = 0; j < t.obsNames.size(); ++j) obs.insert(obs.end(), {t.obsThread[j], t.obsArray[j], t.obsElement[j]});
  s.groups = t.groups;
  s.threads = (int)t.threadGroup.size();
  s.arrays = (int)t.arrayInit.size();
  s.nobs = (int)t.obsNames.size();
  return clmmUpload(s.groupStart, groupStart, y) && clmmUpload(s.groupThreads, groupThreads, y) &&
         clmmUpload(s.arrayStart, arrayStart, y) && clmmUpload(s.arrayInit, arrayInit, y) &&
         clmmUpload(s.arrayLocal, t.arrayLocal, y) && clmmUpload(s.obs, obs, y);
}

static void clmmShapeFree(ClmmShape& s) {
  for (int* b : {s.groupStart, s.groupThreads, s.arrayStart, s.arrayInit, s.arrayLocal, s.obs}) if (b) cudaFree(b);
}

static bool clmmTableAlloc(ClmmTable& t, int nobs, Tally& y) {
  t.capacity = 1 << 16;
  return cudaOk(cudaMalloc(&t.state, sizeof(int) * t.capacity), "cudaMalloc", y) &&
         cudaOk(cudaMemset(t.state, 0, sizeof(int) * t.capacity), "cudaMemset", y) &&
         cudaOk(cudaMalloc(&t.keys, sizeof(int) * (size_t)t.capacity * std::max(1, nobs)), "cudaMalloc", y) &&
         cudaOk(cudaMalloc(&t.counts, sizeof(unsigned long long) * t.capacity), "cudaMalloc", y) &&
         cudaOk(cudaMemset(t.counts, 0, sizeof(unsigned long long) * t.capacity), "cudaMemset", y) &&
         cudaOk(cudaMalloc(&t.unfinished, sizeof(unsigned long long) * 2), "cudaMalloc", y) &&
         cudaOk(cudaMemset(t.unfinished, 0, sizeof(unsigned long long) * 2), "cudaMemset", y);
}

// Reads the table back into the tally: the only copy from the device per test.
static bool clmmTableRead(const ClmmTable& t, int nobs, Tally& y) {
  std::vector<int> state(t.capacity), keys((size_t)t.capacity * std::max(1, nobs));
  std::vector<unsigned long long> counts(t.capacity), unf(2);
  bool ok = cudaOk(cudaMemcpy(state.data(), t.state, sizeof(int) * state.size(), cudaMemcpyDeviceToHost), "cudaMemcpy", y) &&
            cudaOk(cudaMemcpy(keys.data(), t.keys, sizeof(int) * keys.size(), cudaMemcpyDeviceToHost), "cudaMemcpy", y) &&
            cudaOk(cudaMemcpy(counts.data(), t.counts, sizeof(counts[0]) * counts.size(), cudaMemcpyDeviceToHost), "cudaMemcpy", y) &&
            cudaOk(cudaMemcpy(unf.data(), t.unfinished, sizeof(unf[0]) * 2, cudaMemcpyDeviceToHost), "cudaMemcpy", y);
  if (!ok) return false;
  y.unfinished = (long long)unf[0];
  if (unf[1]) y.error = "more distinct final states than the device table holds (" + std::to_string(t.capacity) + ")";
  for (int e = 0; e < t.capacity; ++e) {
    if (state[e] != 2) continue;
    std::vector<long long> v(nobs);
    for (int j = 0; j < nobs; ++j) v[j] = keys[(size_t)e * nobs + j];
    y.counts[v] += (long long)counts[e];
  }
  return y.error.empty();
}

static void clmmTableFree(ClmmTable& t) {
  for (void* b : {(void*)t.state, (void*)t.keys, (void*)t.counts, (void*)t.unfinished}) if (b) cudaFree(b);
}

// How many instances one launch may hold so that all its work-groups are resident at once.
static int clmmResidentInstances(const void* kernel, const ClmmTest& t, const Params& p, int k, int lanes,
                                 size_t shared, const cudaDeviceProp& prop) {
  int perSm = 0;
  if (cudaOccupancyMaxActiveBlocksPerMultiprocessor(&perSm, kernel, lanes, shared) != cudaSuccess || perSm < 1)
    perSm = 1;
  long resident = (long)perSm * prop.multiProcessorCount;
  // groups * chunks test work-groups, and with --stress half as many again.
  long chunks = clmmMemoryStress(p) ? (2 * resident) / (3L * t.groups) : resident / t.groups;
  return (int)std::max(1L, std::min<long>(p.instances, chunks * k));
}

static void clmmRunTest(const ClmmTest& t, const void* kernel, const Params& p, const cudaDeviceProp& prop,
                        std::mt19937_64& rng, Tally& y) {
  // The kernel's own limit (its registers) may be below the device's.
  cudaFuncAttributes attr{};
  int maxLanes = prop.maxThreadsPerBlock;
  if (cudaFuncGetAttributes(&attr, kernel) == cudaSuccess && attr.maxThreadsPerBlock > 0)
    maxLanes = std::min(maxLanes, attr.maxThreadsPerBlock);
  const int k = clmmBlockInstances(t, p, maxLanes);
  const int lanes = k * clmmMaxGroupThreads(t), nobs = (int)t.obsNames.size(), slot = clmmSlot(t, p);
  const size_t shared = sizeof(int) * (size_t)k * t.localInts;
  const int perLaunch = clmmResidentInstances(kernel, t, p, k, lanes, shared, prop);
  const long long total = (long long)p.iterations * p.instances;
  const int maxChunks = (perLaunch + k - 1) / k;
  const int maxGroups = t.groups * maxChunks + (clmmMemoryStress(p) ? std::max(1, t.groups * maxChunks / 2) : 0);
  const int stressInts = 1 << 20;
  ClmmShape s;
  ClmmTable table;
  int *dMem = nullptr, *dOut = nullptr, *dRoles = nullptr, *dOffs = nullptr, *dHung = nullptr, *dStress = nullptr,
      *dCtl = nullptr;
  cudaEvent_t e0 = nullptr, e1 = nullptr;
  bool ok = clmmShapeUpload(t, s, y) && clmmTableAlloc(table, nobs, y) &&
            cudaOk(cudaMalloc(&dMem, sizeof(int) * (size_t)perLaunch * slot), "cudaMalloc", y) &&
            cudaOk(cudaMalloc(&dOut, sizeof(int) * (size_t)perLaunch * std::max(1, nobs)), "cudaMalloc", y) &&
            cudaOk(cudaMalloc(&dHung, sizeof(int) * (size_t)perLaunch), "cudaMalloc", y) &&
            cudaOk(cudaMalloc(&dRoles, sizeof(int) * 4 * (size_t)maxGroups * lanes), "cudaMalloc", y) &&
            cudaOk(cudaMalloc(&dOffs, sizeof(int) * (t.arrayInit.size() + 1)), "cudaMalloc", y) &&
            cudaOk(cudaMemset(dOffs, 0, sizeof(int) * (t.arrayInit.size() + 1)), "cudaMemset", y) &&
            cudaOk(cudaMalloc(&dStress, sizeof(int) * stressInts), "cudaMalloc", y) &&
            clmmUpload(dCtl, clmmControl(p, 0), y) &&
            cudaOk(cudaEventCreate(&e0), "cudaEventCreate", y) && cudaOk(cudaEventCreate(&e1), "cudaEventCreate", y);
  auto begin = std::chrono::steady_clock::now();
  ok = ok && cudaOk(cudaEventRecord(e0, 0), "cudaEventRecord", y);
  for (long long done = 0; ok && done < total;) {
    const int n = (int)std::min<long long>(perLaunch, total - done);
    const int chunks = (n + k - 1) / k;
    const int realGroups = t.groups * chunks + (clmmMemoryStress(p) ? std::max(1, t.groups * chunks / 2) : 0);
    const unsigned long long key = rng();
    const int stride = 1 + (int)(rng() % (unsigned)p.maxStride);
    const long cells = (long)n * slot, workItems = (long)realGroups * lanes;
    int stressIters = p.stressIterations, mask = stressInts - 1, spin = p.spinLimit, slotArg = slot, kArg = k;
    void* args[] = {&dMem, &dOut, &dRoles, &dOffs, &slotArg, &spin, &dHung, &dStress, &stressIters, &mask, &kArg, &dCtl};
    // Four kernels a launch: placement (and the arrays' offsets), initial memory (and zeroed
    // registers), the test, the tally.
    ok = cudaOk(clmmLaunchHelper(clmm_place, workItems, dRoles, dOffs, realGroups, lanes, chunks, k, n, s, key, stride, dCtl),
                "place", y) &&
         cudaOk(clmmLaunchHelper(clmm_init, std::max(cells, (long)n * nobs), dMem, dOffs, cells, slot, s, dOut, dHung, n),
                "init", y) &&
         cudaOk(cudaLaunchKernel(kernel, dim3(realGroups), dim3(lanes), args, shared, 0), "cudaLaunchKernel", y) &&
         cudaOk(clmmLaunchHelper(clmm_tally, n, table, s, n, dOut, dHung, dMem, dOffs, slot), "tally", y);
    done += n;
    y.instances += n;
    ++y.launches;
  }
  if (ok) {
    ok = cudaOk(cudaEventRecord(e1, 0), "cudaEventRecord", y) && cudaOk(cudaEventSynchronize(e1), "kernel", y);
    float ms = 0;
    if (ok && cudaEventElapsedTime(&ms, e0, e1) == cudaSuccess) y.kernelSeconds = ms / 1000.0;
  }
  if (ok) clmmTableRead(table, nobs, y);
  y.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  y.instancesPerLaunch = perLaunch;
  for (int* b : {dMem, dOut, dRoles, dOffs, dHung, dStress, dCtl}) if (b) cudaFree(b);
  clmmShapeFree(s);
  clmmTableFree(table);
  if (e0) cudaEventDestroy(e0);
  if (e1) cudaEventDestroy(e1);
}

// --tune N: N settings (the first is the one given), each run on the selected tests for
// --tune-iterations launches; a setting scores the sum over tests of log10(1 + the condition's
// observations per second), so showing a weak outcome on one more test counts more than showing
// it faster on one. Every setting and its rates go to TUNE_OUT.json, the best to TUNE_OUT.
static int clmmTune(const Params& base, const cudaDeviceProp& prop, const std::vector<ClmmTest>& tests,
                    const std::vector<const void*>& kernels, const std::string& deviceName) {
  std::mt19937_64 settings(base.seed ^ 0x74756e65ULL), rng(base.seed);
  std::string logPath = base.tuneOut + ".json";
  FILE* log = std::fopen(logPath.c_str(), "w");
  if (!log) { std::fprintf(stderr, "harness: error: cannot write %s\n", logPath.c_str()); return 2; }
  std::fprintf(log, "{\"format\": \"clmm-tuning-1\", \"device\": %s, \"settings\": [", clmmJsonString(deviceName).c_str());
  Params best = base;
  double bestScore = -1;
  for (int c = 0; c < base.tune; ++c) {
    Params q = c == 0 ? base : clmmRandomSetting(base, settings);
    q.iterations = base.tuneIterations;
    double score = 0;
    std::fprintf(log, "%s\n  {\"settings\": \"", c ? "," : "");
    std::fprintf(log, "g%d s%d %s p%d i%d l%d w%d pre%d/%d %s warm%d skew%d/%d/%d\", \"rates\": {", q.groupInstances, q.maxStride,
                 q.memoryStress ? "memory-stress" : "no-memory-stress", q.stressPattern, q.stressIterations, q.stressLines, q.lineInts,
                 q.preStress, q.prePattern, q.syncStart ? "sync" : "no-sync", q.warmReads, q.skew, q.gap, q.skewPercent);
    bool first = true;
    for (size_t ti = 0; ti < tests.size(); ++ti) {
      if (!clmmSelected(base, tests[ti])) continue;
      Tally y;
      clmmRunTest(tests[ti], kernels[ti], q, prop, rng, y);
      if (!y.error.empty()) {
        std::fprintf(stderr, "%s: error: %s\n", tests[ti].name.c_str(), y.error.c_str());
        std::fclose(log);
        return 2;
      }
      double rate = y.seconds > 0 ? clmmConditionCount(tests[ti], y) / y.seconds : 0.0;
      score += std::log10(1.0 + rate);
      std::fprintf(log, "%s%s: %.1f", first ? "" : ", ", clmmJsonString(tests[ti].name).c_str(), rate);
      first = false;
    }
    std::fprintf(log, "}, \"score\": %.4f}", score);
    std::fprintf(stderr, "setting %d of %d: score %.3f\n", c + 1, base.tune, score);
    if (score > bestScore) bestScore = score, best = q;
  }
  std::fprintf(log, "\n]}\n");
  std::fclose(log);
  FILE* out = std::fopen(base.tuneOut.c_str(), "w");
  if (!out) { std::fprintf(stderr, "harness: error: cannot write %s\n", base.tuneOut.c_str()); return 2; }
  std::fprintf(out, "# clmm harness --tune on %s: score %.4f (run with --params FILE)\n", deviceName.c_str(), bestScore);
  clmmWriteSettings(out, best);
  std::fclose(out);
  std::fprintf(stderr, "harness: the best setting (score %.3f) is in %s\n", bestScore, base.tuneOut.c_str());
  return 0;
}

int main(int argc, char** argv) {
  Params p;
  if (!clmmParse(argc, argv, p)) return 2;
  cudaDeviceProp prop;
  if (cudaGetDeviceProperties(&prop, p.device) != cudaSuccess) {
    std::fprintf(stderr, "harness: error: no CUDA device %d\n", p.device);
    return 2;
  }
  if (p.list) { std::printf("--device %d: %s\n", p.device, prop.name); return 0; }
  cudaSetDevice(p.device);
  std::string deviceName = std::string(prop.name) + " (sm_" + std::to_string(prop.major) + std::to_string(prop.minor) + ")";
  std::fprintf(stderr, "harness: %s\n", deviceName.c_str());
  std::vector<ClmmTest> tests = clmmTests();
  std::vector<const void*> kernels = clmmKernels();
  if (p.tune > 0) return clmmTune(p, prop, tests, kernels, deviceName);
  std::vector<Tally> tallies(tests.size());
  std::mt19937_64 rng(p.seed);
  for (size_t ti = 0; ti < tests.size(); ++ti) {
    if (!clmmSelected(p, tests[ti])) continue;
    tallies[ti].ran = true;
    clmmRunTest(tests[ti], kernels[ti], p, prop, rng, tallies[ti]);
    if (tallies[ti].error.empty()) clmmProgress(tests[ti], tallies[ti]);
    else std::fprintf(stderr, "%s: error: %s\n", tests[ti].name.c_str(), tallies[ti].error.c_str());
    // A failed launch leaves the context unusable; later tests report the same error.
  }
  return clmmWriteJson(p.out, "cuda", deviceName, p, tests, tallies) ? 0 : 2;
}
