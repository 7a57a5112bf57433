// The CUDA harness program (written by clmm harness): launches each test's kernel --iterations
// times with fresh placements and writes the observed final states as JSON. Build: ./build.sh
// (needs nvcc and a GPU). OpenCL scopes become cuda::thread_scope_* (README.md, "Mapping").
#include <cuda/atomic>
#include <cuda_runtime.h>

#define CLMM_DIV(a, op, b) ((b) == 0 ? 0 : (a) op (b))

template <cuda::thread_scope S> __device__ int clmm_load(int* p, cuda::memory_order o) {
  return cuda::atomic_ref<int, S>(*p).load(o);
}
template <cuda::thread_scope S> __device__ void clmm_store(int* p, int v, cuda::memory_order o) {
  cuda::atomic_ref<int, S>(*p).store(v, o);
}
template <cuda::thread_scope S> __device__ int clmm_exchange(int* p, int v, cuda::memory_order o) {
  return cuda::atomic_ref<int, S>(*p).exchange(v, o);
}
template <cuda::thread_scope S> __device__ int clmm_fetch_add(int* p, int v, cuda::memory_order o) {
  return cuda::atomic_ref<int, S>(*p).fetch_add(v, o);
}
template <cuda::thread_scope S> __device__ int clmm_fetch_sub(int* p, int v, cuda::memory_order o) {
  return cuda::atomic_ref<int, S>(*p).fetch_sub(v, o);
}
template <cuda::thread_scope S> __device__ int clmm_fetch_and(int* p, int v, cuda::memory_order o) {
  return cuda::atomic_ref<int, S>(*p).fetch_and(v, o);
}
template <cuda::thread_scope S> __device__ int clmm_fetch_or(int* p, int v, cuda::memory_order o) {
  return cuda::atomic_ref<int, S>(*p).fetch_or(v, o);
}
template <cuda::thread_scope S> __device__ int clmm_fetch_xor(int* p, int v, cuda::memory_order o) {
  return cuda::atomic_ref<int, S>(*p).fetch_xor(v, o);
}
template <cuda::thread_scope S> __device__ int clmm_fetch_min(int* p, int v, cuda::memory_order o) {
  return cuda::atomic_ref<int, S>(*p).fetch_min(v, o);
}
template <cuda::thread_scope S> __device__ int clmm_fetch_max(int* p, int v, cuda::memory_order o) {
  return cuda::atomic_ref<int, S>(*p).fetch_max(v, o);
}
// OpenCL's compare-exchange: the expected value lives in memory and is overwritten on failure.
template <cuda::thread_scope S>
__device__ int clmm_cas(int* p, int* expected, int desired, cuda::memory_order s, cuda::memory_order f, bool weak) {
  int e = *(volatile int*)expected;
  bool ok = weak ? cuda::atomic_ref<int, S>(*p).compare_exchange_weak(e, desired, s, f)
                 : cuda::atomic_ref<int, S>(*p).compare_exchange_strong(e, desired, s, f);
  if (!ok) *(volatile int*)expected = e;
  return ok ? 1 : 0;
}

#include "tests.h"  // the defaults, then common.h
#include "kernels.cuh"

static bool cudaOk(cudaError_t e, const char* what, Tally& y) {
  if (e == cudaSuccess) return true;
  y.error = std::string(what) + ": " + cudaGetErrorString(e);
  return false;
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
  std::vector<Tally> tallies(tests.size());
  std::mt19937_64 rng(p.seed);
  const int stressInts = 1 << 20;
  for (size_t ti = 0; ti < tests.size(); ++ti) {
    const ClmmTest& t = tests[ti];
    Tally& y = tallies[ti];
    if (!clmmSelected(p, t)) continue;
    y.ran = true;
    int k = std::max(1, std::min(p.groupInstances, prop.maxThreadsPerBlock / clmmMaxGroupThreads(t)));
    size_t nobs = t.obsNames.size();
    int slot = clmmSlot(t, p);
    int *dMem = nullptr, *dOut = nullptr, *dRoles = nullptr, *dOffs = nullptr, *dHung = nullptr, *dStress = nullptr;
    std::vector<int> out(std::max<size_t>(1, p.instances * nobs)), hung(p.instances), mem((size_t)p.instances * slot);
    bool ok = cudaOk(cudaMalloc(&dMem, sizeof(int) * mem.size()), "cudaMalloc", y) &&
              cudaOk(cudaMalloc(&dOut, sizeof(int) * out.size()), "cudaMalloc", y) &&
              cudaOk(cudaMalloc(&dHung, sizeof(int) * hung.size()), "cudaMalloc", y) &&
              cudaOk(cudaMalloc(&dOffs, sizeof(int) * (t.arrayInit.size() + 1)), "cudaMalloc", y) &&
              cudaOk(cudaMalloc(&dStress, sizeof(int) * stressInts), "cudaMalloc", y);
    auto begin = std::chrono::steady_clock::now();
    for (int it = 0; ok && it < p.iterations; ++it) {
      Launch L = clmmLaunch(t, p, k, rng);
      if (!dRoles) ok = cudaOk(cudaMalloc(&dRoles, sizeof(int) * L.roles.size()), "cudaMalloc", y);
      ok = ok && cudaOk(cudaMemcpy(dMem, L.mem.data(), sizeof(int) * L.mem.size(), cudaMemcpyHostToDevice), "cudaMemcpy", y) &&
           cudaOk(cudaMemcpy(dRoles, L.roles.data(), sizeof(int) * L.roles.size(), cudaMemcpyHostToDevice), "cudaMemcpy", y) &&
           cudaOk(cudaMemcpy(dOffs, L.offs.data(), sizeof(int) * L.offs.size(), cudaMemcpyHostToDevice), "cudaMemcpy", y) &&
           cudaOk(cudaMemset(dOut, 0, sizeof(int) * out.size()), "cudaMemset", y) &&
           cudaOk(cudaMemset(dHung, 0, sizeof(int) * hung.size()), "cudaMemset", y);
      if (!ok) break;
      int stressIters = 1024, mask = stressInts - 1, spin = p.spinLimit, slotArg = L.slot;
      void* args[] = {&dMem, &dOut, &dRoles, &dOffs, &slotArg, &spin, &dHung, &dStress, &stressIters, &mask, &k};
      size_t shared = sizeof(int) * (size_t)k * t.localInts;
      auto k0 = std::chrono::steady_clock::now();
      ok = cudaOk(cudaLaunchKernel(kernels[ti], dim3(L.realGroups), dim3(L.lanes), args, shared, 0), "cudaLaunchKernel", y) &&
           cudaOk(cudaDeviceSynchronize(), "kernel", y);
      y.kernelSeconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - k0).count();
      ok = ok && cudaOk(cudaMemcpy(out.data(), dOut, sizeof(int) * out.size(), cudaMemcpyDeviceToHost), "cudaMemcpy", y) &&
           cudaOk(cudaMemcpy(hung.data(), dHung, sizeof(int) * hung.size(), cudaMemcpyDeviceToHost), "cudaMemcpy", y) &&
           cudaOk(cudaMemcpy(mem.data(), dMem, sizeof(int) * mem.size(), cudaMemcpyDeviceToHost), "cudaMemcpy", y);
      if (ok) clmmCount(t, p, L, out, hung, mem, y);
    }
    y.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    if (y.error.empty()) clmmProgress(t, y);
    else std::fprintf(stderr, "%s: error: %s\n", t.name.c_str(), y.error.c_str());
    for (int* b : {dMem, dOut, dRoles, dOffs, dHung, dStress}) if (b) cudaFree(b);
  }
  return clmmWriteJson(p.out, "cuda", deviceName, p, tests, tallies) ? 0 : 2;
}
