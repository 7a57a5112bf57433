/* Compiles OpenCL C files with NVIDIA's OpenCL driver and writes each program binary (PTX text,
 * clGetProgramInfo(CL_PROGRAM_BINARIES)) next to its build log: the OpenCL half of
 * targets/compile.sh, run on a machine with an NVIDIA GPU. It loads the driver's library itself
 * (libnvidia-opencl.so.1, or the path in $CLMM_OPENCL_LIB) and calls it through the ICD dispatch
 * table, so that no OpenCL ICD loader needs to be installed; it needs the Khronos headers to build:
 *   cc -I/usr/include -o clbinary targets/clbinary.c -ldl
 *   ./clbinary OUTDIR FILE.cl...      (writes OUTDIR/FILE.ptx, OUTDIR/FILE.log, OUTDIR/VERSION)
 * Each file is built with the first option set that the driver accepts (the set used is in the log). */
#define CL_TARGET_OPENCL_VERSION 300
#define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#include <CL/cl.h>
#include <CL/cl_icd.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef cl_int (*icd_platforms_fn)(cl_uint, cl_platform_id*, cl_uint*);

static const cl_icd_dispatch* dispatch(void* object) { return *(const cl_icd_dispatch**)object; }

static char* slurp(const char* path, size_t* size) {
  FILE* f = fopen(path, "rb");
  if (!f) return NULL;
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  fseek(f, 0, SEEK_SET);
  char* text = malloc((size_t)n + 1);
  size_t got = fread(text, 1, (size_t)n, f);
  text[got] = 0;
  fclose(f);
  if (size) *size = got;
  return text;
}

static void stem(const char* path, char* out, size_t cap) {
  const char* base = strrchr(path, '/');
  base = base ? base + 1 : path;
  snprintf(out, cap, "%s", base);
  char* dot = strrchr(out, '.');
  if (dot) *dot = 0;
}

int main(int argc, char** argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: clbinary OUTDIR FILE.cl...\n");
    return 2;
  }
  const char* lib = getenv("CLMM_OPENCL_LIB") ? getenv("CLMM_OPENCL_LIB") : "libnvidia-opencl.so.1";
  void* h = dlopen(lib, RTLD_NOW);
  if (!h) {
    fprintf(stderr, "clbinary: cannot load %s: %s\n", lib, dlerror());
    return 2;
  }
  /* A vendor ICD exports clGetExtensionFunctionAddress; clIcdGetPlatformIDsKHR comes through it. */
  icd_platforms_fn platforms = (icd_platforms_fn)dlsym(h, "clIcdGetPlatformIDsKHR");
  if (!platforms) {
    typedef void* (*ext_fn)(const char*);
    ext_fn ext = (ext_fn)dlsym(h, "clGetExtensionFunctionAddress");
    if (ext) platforms = (icd_platforms_fn)ext("clIcdGetPlatformIDsKHR");
  }
  if (!platforms) {
    fprintf(stderr, "clbinary: %s has no clIcdGetPlatformIDsKHR\n", lib);
    return 2;
  }
  cl_platform_id platform;
  cl_uint n = 0;
  if (platforms(1, &platform, &n) != CL_SUCCESS || n == 0) {
    fprintf(stderr, "clbinary: no OpenCL platform\n");
    return 2;
  }
  const cl_icd_dispatch* d = dispatch(platform);
  cl_device_id device;
  if (d->clGetDeviceIDs(platform, CL_DEVICE_TYPE_GPU, 1, &device, NULL) != CL_SUCCESS) {
    fprintf(stderr, "clbinary: no GPU device\n");
    return 2;
  }
  char text[512], path[4096];
  snprintf(path, sizeof path, "%s/VERSION", argv[1]);
  FILE* v = fopen(path, "w");
  if (v) {
    d->clGetPlatformInfo(platform, CL_PLATFORM_VERSION, sizeof text, text, NULL);
    fprintf(v, "platform: %s\n", text);
    d->clGetDeviceInfo(device, CL_DEVICE_NAME, sizeof text, text, NULL);
    fprintf(v, "device: %s\n", text);
    d->clGetDeviceInfo(device, CL_DRIVER_VERSION, sizeof text, text, NULL);
    fprintf(v, "driver: %s\n", text);
    d->clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_VERSION, sizeof text, text, NULL);
    fprintf(v, "opencl c: %s\n", text);
    size_t featureBytes = 0;
    if (d->clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES, 0, NULL, &featureBytes) == CL_SUCCESS && featureBytes) {
      cl_name_version* features = malloc(featureBytes);
      d->clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES, featureBytes, features, NULL);
      fprintf(v, "opencl c features:");
      for (size_t f = 0; f < featureBytes / sizeof *features; ++f) fprintf(v, " %s", features[f].name);
      fprintf(v, "\n");
      free(features);
    }
    cl_device_atomic_capabilities caps = 0;
    if (d->clGetDeviceInfo(device, CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, sizeof caps, &caps, NULL) == CL_SUCCESS)
      fprintf(v, "atomic memory capabilities: 0x%llx\n", (unsigned long long)caps);
    fclose(v);
  }
  cl_int err;
  cl_context ctx = d->clCreateContext(NULL, 1, &device, NULL, NULL, &err);
  if (err != CL_SUCCESS) {
    fprintf(stderr, "clbinary: clCreateContext failed (%d)\n", err);
    return 2;
  }
  static const char* optionSets[] = {"-cl-std=CL3.0 -nv-line-info", "-cl-std=CL3.0", "-cl-std=CL2.0", NULL};
  int failed = 0;
  for (int i = 2; i < argc; ++i) {
    char name[1024];
    stem(argv[i], name, sizeof name);
    const char* src = slurp(argv[i], NULL);
    if (!src) {
      fprintf(stderr, "clbinary: cannot read %s\n", argv[i]);
      ++failed;
      continue;
    }
    snprintf(path, sizeof path, "%s/%s.log", argv[1], name);
    FILE* log = fopen(path, "w");
    int built = 0;
    for (int o = 0; optionSets[o] && !built; ++o) {
      cl_program prog = d->clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
      err = d->clBuildProgram(prog, 1, &device, optionSets[o], NULL, NULL);
      size_t logSize = 0;
      d->clGetProgramBuildInfo(prog, device, CL_PROGRAM_BUILD_LOG, 0, NULL, &logSize);
      char* buildLog = calloc(logSize + 1, 1);
      d->clGetProgramBuildInfo(prog, device, CL_PROGRAM_BUILD_LOG, logSize, buildLog, NULL);
      if (log) fprintf(log, "options: %s\nstatus: %d\n%s\n", optionSets[o], err, buildLog);
      free(buildLog);
      if (err == CL_SUCCESS) {
        size_t size = 0;
        d->clGetProgramInfo(prog, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL);
        unsigned char* bin = calloc(size + 1, 1);
        unsigned char* bins[1] = {bin};
        d->clGetProgramInfo(prog, CL_PROGRAM_BINARIES, sizeof bins, bins, NULL);
        snprintf(path, sizeof path, "%s/%s.ptx", argv[1], name);
        FILE* out = fopen(path, "wb");
        if (out) {
          fwrite(bin, 1, strnlen((char*)bin, size), out);
          fclose(out);
        }
        free(bin);
        built = 1;
      }
      d->clReleaseProgram(prog);
    }
    if (log) fclose(log);
    if (!built) ++failed;
  }
  fprintf(stderr, "clbinary: %d of %d files built\n", argc - 2 - failed, argc - 2);
  return failed ? 1 : 0;
}
