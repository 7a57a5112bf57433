// A stand-in for CUDA's runtime header, only for checking that a generated CUDA harness parses as
// C++ (g++ -fsyntax-only -x c++) where CUDA is not installed; it declares what the harness uses.
#pragma once
#include <cstddef>

#define __global__
#define __device__
#define __shared__
#define __host__

struct dim3 {
  unsigned x = 1, y = 1, z = 1;
  dim3(unsigned a = 1, unsigned b = 1, unsigned c = 1) : x(a), y(b), z(c) {}
};
struct uint3 {
  unsigned x, y, z;
};
extern uint3 threadIdx, blockIdx;
extern dim3 blockDim, gridDim;

enum cudaError_t { cudaSuccess = 0, cudaErrorUnknown = 999 };
enum cudaMemcpyKind { cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost };
struct cudaDeviceProp {
  char name[256];
  int major, minor, maxThreadsPerBlock, multiProcessorCount;
};
typedef struct CUevent_st* cudaEvent_t;
typedef struct CUstream_st* cudaStream_t;
cudaError_t cudaGetDeviceProperties(cudaDeviceProp* prop, int device);
cudaError_t cudaSetDevice(int device);
template <class T>
cudaError_t cudaMalloc(T** p, size_t bytes);
cudaError_t cudaFree(void* p);
cudaError_t cudaMemcpy(void* dst, const void* src, size_t bytes, cudaMemcpyKind kind);
cudaError_t cudaMemset(void* p, int value, size_t bytes);
cudaError_t cudaLaunchKernel(const void* f, dim3 grid, dim3 block, void** args, size_t shared, void* stream);
cudaError_t cudaDeviceSynchronize();
cudaError_t cudaMemsetAsync(void* p, int value, size_t bytes, cudaStream_t stream);
cudaError_t cudaGetLastError();
cudaError_t cudaEventCreate(cudaEvent_t* e);
cudaError_t cudaEventRecord(cudaEvent_t e, cudaStream_t stream);
cudaError_t cudaEventSynchronize(cudaEvent_t e);
cudaError_t cudaEventElapsedTime(float* ms, cudaEvent_t a, cudaEvent_t b);
cudaError_t cudaEventDestroy(cudaEvent_t e);
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int* blocks, const void* f, int blockSize, size_t shared);
struct cudaFuncAttributes {
  int maxThreadsPerBlock;
};
cudaError_t cudaFuncGetAttributes(cudaFuncAttributes* attr, const void* f);
int __clz(int x);
long long clock64();
int __ldca(const int* p);
void __threadfence();
int atomicCAS(int* p, int compare, int value);
int atomicExch(int* p, int value);
unsigned long long atomicAdd(unsigned long long* p, unsigned long long value);
int atomicAdd(int* p, int value);
const char* cudaGetErrorString(cudaError_t e);
void __syncthreads();
