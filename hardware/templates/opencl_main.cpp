// The OpenCL harness program (written by clmm harness): builds each test's kernel at run time
// through the ICD loader, launches it --iterations times with fresh placements, and writes the
// observed final states as JSON. Build: ./build.sh (needs an OpenCL ICD loader and headers).
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include "tests.h"

static const char* kPrelude =
    "#define CLMM_DIV(a, op, b) ((b) == 0 ? 0 : (a) op (b))\n"
    "#if defined(__opencl_c_atomic_scope_all_devices)\n"
    "#define CLMM_SCOPE_ALL memory_scope_all_devices\n"
    "#else\n"
    "#define CLMM_SCOPE_ALL memory_scope_all_svm_devices\n"
    "#endif\n"
    // Compare-exchange through a private copy of the expected value (written back on failure, as
    // OpenCL's does): PoCL 3.1 lacks the overloads whose expected pointer is global or local. The
    // helpers take the built-in's arguments (litmus/AtomicCalls.h writes both).
    "#define CLMM_CAS_FN(NAME, WEAK, OS, ES) \\\n"
    "  int NAME(OS atomic_int* o, ES int* e, int d, memory_order s, memory_order f, memory_scope sc) { \\\n"
    "    int x = *(volatile ES int*)e; \\\n"
    "    bool ok = WEAK ? atomic_compare_exchange_weak_explicit(o, &x, d, s, f, sc) \\\n"
    "                   : atomic_compare_exchange_strong_explicit(o, &x, d, s, f, sc); \\\n"
    "    if (!ok) *(volatile ES int*)e = x; \\\n"
    "    return ok ? 1 : 0; \\\n"
    "  }\n"
    "CLMM_CAS_FN(clmm_cas_strong_global_global, 0, global, global)\n"
    "CLMM_CAS_FN(clmm_cas_strong_global_local, 0, global, local)\n"
    "CLMM_CAS_FN(clmm_cas_strong_local_global, 0, local, global)\n"
    "CLMM_CAS_FN(clmm_cas_strong_local_local, 0, local, local)\n"
    "CLMM_CAS_FN(clmm_cas_weak_global_global, 1, global, global)\n"
    "CLMM_CAS_FN(clmm_cas_weak_global_local, 1, global, local)\n"
    "CLMM_CAS_FN(clmm_cas_weak_local_global, 1, local, global)\n"
    "CLMM_CAS_FN(clmm_cas_weak_local_local, 1, local, local)\n"
    // Memory stress and the synchronised start (docs/hardware.md, "Stress and tuning").
    "#define CLMM_ARRIVE(p) atomic_inc((volatile global int*)(p))\n"
    "#define CLMM_WARM(p) 0\n"  // --warm-reads is CUDA's (ld.global.ca)
    "int clmm_stress(global int* scratch, int mask, int pattern, int iters, int lines, int line, long gid) {\n"
    "  volatile global int* s = scratch;\n"
    "  int acc = 0;\n"
    "  lines = lines < 1 ? 1 : lines;\n"
    "  line = line < 2 ? 2 : line;\n"
    "  for (int i = 0; i < iters; ++i) {\n"
    "    int a = (int)((((gid + i) % lines) * line) & mask), b = (a + line / 2) & mask;\n"
    "    switch (pattern & 3) {\n"
    "      case 0: s[a] = i; s[b] = i; break;\n"
    "      case 1: s[a] = i; acc += s[b]; break;\n"
    "      case 2: acc += s[a]; s[b] = i; break;\n"
    "      default: acc += s[a]; acc += s[b]; break;\n"
    "    }\n"
    "  }\n"
    "  return acc;\n"
    "}\n";

static std::string info(cl_device_id d, cl_device_info what) {
  size_t n = 0;
  clGetDeviceInfo(d, what, 0, nullptr, &n);
  std::string s(n, '\0');
  clGetDeviceInfo(d, what, n, s.data(), nullptr);
  while (!s.empty() && s.back() == '\0') s.pop_back();
  return s;
}

#define CLMM_CHECK(call, what)                                                         \
  do {                                                                                 \
    cl_int e_ = (call);                                                                \
    if (e_ != CL_SUCCESS) { y.error = std::string(what) + " failed: OpenCL error " + std::to_string(e_); goto done; } \
  } while (0)

// The device of --platform / --device (with --list: prints every device and ends with 0); -1 when
// one is chosen, else the harness's exit code.
static int pickDevice(const Params& p, cl_device_id& dev) {
  cl_uint np = 0;
  if (clGetPlatformIDs(0, nullptr, &np) != CL_SUCCESS || np == 0) {
    std::fprintf(stderr, "harness: error: no OpenCL platform (is an ICD installed under /etc/OpenCL/vendors?)\n");
    return 2;
  }
  std::vector<cl_platform_id> platforms(np);
  clGetPlatformIDs(np, platforms.data(), nullptr);
  if (p.list) {
    for (cl_uint i = 0; i < np; ++i) {
      cl_uint nd = 0;
      clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, 0, nullptr, &nd);
      std::vector<cl_device_id> ds(nd);
      if (nd) clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_ALL, nd, ds.data(), nullptr);
      for (cl_uint j = 0; j < nd; ++j)
        std::printf("--platform %u --device %u: %s (%s)\n", i, j, info(ds[j], CL_DEVICE_NAME).c_str(),
                    info(ds[j], CL_DEVICE_VERSION).c_str());
    }
    return 0;
  }
  if (p.platform >= (int)np) { std::fprintf(stderr, "harness: error: no platform %d (see --list)\n", p.platform); return 2; }
  cl_uint nd = 0;
  clGetDeviceIDs(platforms[p.platform], CL_DEVICE_TYPE_ALL, 0, nullptr, &nd);
  if (p.device >= (int)nd) { std::fprintf(stderr, "harness: error: no device %d on platform %d (see --list)\n", p.device, p.platform); return 2; }
  std::vector<cl_device_id> devices(nd);
  clGetDeviceIDs(platforms[p.platform], CL_DEVICE_TYPE_ALL, nd, devices.data(), nullptr);
  dev = devices[p.device];
  return -1;
}

// Builds the program as OpenCL C 3.0, else 2.0, with WG_INST instances per work-group; false with
// the build logs in `log`.
static bool buildProgram(cl_program prog, cl_device_id dev, int k, std::string& log) {
  for (const char* std : {"-cl-std=CL3.0", "-cl-std=CL2.0"}) {
    std::string opts = std::string(std) + " -DWG_INST=" + std::to_string(k);
    if (clBuildProgram(prog, 1, &dev, opts.c_str(), nullptr, nullptr) == CL_SUCCESS) return true;
    size_t n = 0;
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
    std::string l(n, '\0');
    clGetProgramBuildInfo(prog, dev, CL_PROGRAM_BUILD_LOG, n, l.data(), nullptr);
    log += std::string(std) + ": " + l.c_str() + "\n";
  }
  return false;
}

// The kernel's arguments (hardware/Kernel.cpp writes its signature).
static void setKernelArgs(cl_kernel kern, cl_mem bMem, cl_mem bOut, cl_mem bRoles, cl_mem bOffs, int slot,
                          const int* spinLimit, cl_mem bHung, cl_mem bStress, const int* stressIters,
                          const int* mask, cl_mem bCtl) {
  clSetKernelArg(kern, 0, sizeof(cl_mem), &bMem);
  clSetKernelArg(kern, 1, sizeof(cl_mem), &bOut);
  clSetKernelArg(kern, 2, sizeof(cl_mem), &bRoles);
  clSetKernelArg(kern, 3, sizeof(cl_mem), &bOffs);
  clSetKernelArg(kern, 4, sizeof(int), &slot);
  clSetKernelArg(kern, 5, sizeof(int), spinLimit);
  clSetKernelArg(kern, 6, sizeof(cl_mem), &bHung);
  clSetKernelArg(kern, 7, sizeof(cl_mem), &bStress);
  clSetKernelArg(kern, 8, sizeof(int), stressIters);
  clSetKernelArg(kern, 9, sizeof(int), mask);
  clSetKernelArg(kern, 10, sizeof(cl_mem), &bCtl);
}

// "NAME (VERSION, driver DRIVER)" of the device, for the report.
static std::string describe(cl_device_id dev) {
  return info(dev, CL_DEVICE_NAME) + " (" + info(dev, CL_DEVICE_VERSION) + ", driver " + info(dev, CL_DRIVER_VERSION) +
         ")";
}

// A context and a command queue on the device; false (with the error said) when either fails.
static bool openQueue(cl_device_id dev, cl_context& ctx, cl_command_queue& q) {
  cl_int err = 0;
  ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  if (err != CL_SUCCESS) { std::fprintf(stderr, "harness: error: clCreateContext: %d\n", err); return false; }
  q = clCreateCommandQueueWithProperties(ctx, dev, nullptr, &err);
  if (err != CL_SUCCESS) { std::fprintf(stderr, "harness: error: clCreateCommandQueue: %d\n", err); return false; }
  return true;
}

// The options that only the CUDA harness takes: false after saying so.
static bool clmmOpenclOptions(const Params& p) {
  if (p.tune > 0) {
    std::fprintf(stderr, "harness: error: --tune runs on the CUDA harness only; tune there and pass its file with --params\n");
    return false;
  }
  if (p.warmReads > 0) {
    std::fprintf(stderr, "harness: error: --warm-reads loads through the L1 with CUDA's __ldca, which OpenCL C lacks; "
                         "leave it at 0 here\n");
    return false;
  }
  if (p.skew > 0 || p.gap > 0) {
    std::fprintf(stderr, "harness: error: --skew and --gap time each warp's wait with CUDA's clock64, which OpenCL C lacks; "
                         "leave it at 0 here\n");
    return false;
  }
  return true;
}

int main(int argc, char** argv) {
  Params p;
  if (!clmmParse(argc, argv, p)) return 2;
  if (!clmmOpenclOptions(p)) return 2;
  cl_device_id dev = nullptr;
  if (int code = pickDevice(p, dev); code >= 0) return code;
  std::string deviceName = describe(dev);
  std::fprintf(stderr, "harness: %s\n", deviceName.c_str());
  cl_int err = 0;
  cl_context ctx = nullptr;
  cl_command_queue q = nullptr;
  if (!openQueue(dev, ctx, q)) return 2;
  size_t maxGroup = 0;
  clGetDeviceInfo(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof maxGroup, &maxGroup, nullptr);

  std::vector<ClmmTest> tests = clmmTests();
  std::vector<Tally> tallies(tests.size());
  std::mt19937_64 rng(p.seed);
  const int stressInts = 1 << 20;
  for (size_t ti = 0; ti < tests.size(); ++ti) {
    const ClmmTest& t = tests[ti];
    Tally& y = tallies[ti];
    if (!clmmSelected(p, t)) continue;
    y.ran = true;
    int k = clmmBlockInstances(t, p, (int)std::min<size_t>(maxGroup, 1 << 20));
    std::string source = std::string(kPrelude) + t.source;
    const char* src = source.c_str();
    cl_program prog = clCreateProgramWithSource(ctx, 1, &src, nullptr, &err);
    cl_kernel kern = nullptr;
    cl_mem bMem = nullptr, bOut = nullptr, bRoles = nullptr, bOffs = nullptr, bHung = nullptr, bStress = nullptr, bCtl = nullptr;
    std::string log;
    bool built = buildProgram(prog, dev, k, log);
    if (!built) { y.error = "kernel build failed: " + log; y.ran = false; std::fprintf(stderr, "%s: %s\n", t.name.c_str(), y.error.c_str()); goto done; }
    kern = clCreateKernel(prog, t.id.c_str(), &err);
    CLMM_CHECK(err, "clCreateKernel");
    {
      size_t kmax = 0;
      clGetKernelWorkGroupInfo(kern, dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof kmax, &kmax, nullptr);
      if ((size_t)(k * clmmMaxGroupThreads(t)) > kmax) {
        y.error = "work-group of " + std::to_string(k * clmmMaxGroupThreads(t)) + " work-items exceeds the kernel's limit " +
                  std::to_string(kmax) + " (lower --group-instances; a test work-group of several work-items takes 32 "
                  "instances at least, each work-item in 32 lanes of its own)";
        goto done;
      }
      size_t nobs = t.obsNames.size();
      int slot = clmmSlot(t, p);
      bMem = clCreateBuffer(ctx, CL_MEM_READ_WRITE, sizeof(int) * (size_t)p.instances * slot, nullptr, &err);
      CLMM_CHECK(err, "clCreateBuffer");
      bOut = clCreateBuffer(ctx, CL_MEM_READ_WRITE, sizeof(int) * std::max<size_t>(1, p.instances * nobs), nullptr, &err);
      CLMM_CHECK(err, "clCreateBuffer");
      bHung = clCreateBuffer(ctx, CL_MEM_READ_WRITE, sizeof(int) * p.instances, nullptr, &err);
      CLMM_CHECK(err, "clCreateBuffer");
      bOffs = clCreateBuffer(ctx, CL_MEM_READ_ONLY, sizeof(int) * (t.arrayInit.size() + 1), nullptr, &err);
      CLMM_CHECK(err, "clCreateBuffer");
      bStress = clCreateBuffer(ctx, CL_MEM_READ_WRITE, sizeof(int) * stressInts, nullptr, &err);
      CLMM_CHECK(err, "clCreateBuffer");
      bCtl = clCreateBuffer(ctx, CL_MEM_READ_WRITE, sizeof(int) * clmmControl(p, 0).size(), nullptr, &err);
      CLMM_CHECK(err, "clCreateBuffer");
      std::vector<int> out(std::max<size_t>(1, p.instances * nobs)), hung(p.instances), mem((size_t)p.instances * slot);
      const int zero = 0;
      auto begin = std::chrono::steady_clock::now();
      for (int it = 0; it < p.iterations; ++it) {
        Launch L = clmmLaunch(t, p, k, rng);
        if (!bRoles) {
          bRoles = clCreateBuffer(ctx, CL_MEM_READ_ONLY, sizeof(int) * L.roles.size(), nullptr, &err);
          CLMM_CHECK(err, "clCreateBuffer");
        }
        CLMM_CHECK(clEnqueueWriteBuffer(q, bMem, CL_FALSE, 0, sizeof(int) * L.mem.size(), L.mem.data(), 0, nullptr, nullptr), "write");
        CLMM_CHECK(clEnqueueWriteBuffer(q, bRoles, CL_FALSE, 0, sizeof(int) * L.roles.size(), L.roles.data(), 0, nullptr, nullptr), "write");
        CLMM_CHECK(clEnqueueWriteBuffer(q, bOffs, CL_FALSE, 0, sizeof(int) * L.offs.size(), L.offs.data(), 0, nullptr, nullptr), "write");
        CLMM_CHECK(clEnqueueFillBuffer(q, bOut, &zero, sizeof zero, 0, sizeof(int) * out.size(), 0, nullptr, nullptr), "fill");
        CLMM_CHECK(clEnqueueFillBuffer(q, bHung, &zero, sizeof zero, 0, sizeof(int) * hung.size(), 0, nullptr, nullptr), "fill");
        int stressIters = p.stressIterations, mask = stressInts - 1;
        std::vector<int> ctl = clmmControl(p, p.instances * (int)t.threadGroup.size());
        CLMM_CHECK(clEnqueueWriteBuffer(q, bCtl, CL_FALSE, 0, sizeof(int) * ctl.size(), ctl.data(), 0, nullptr, nullptr), "write");
        setKernelArgs(kern, bMem, bOut, bRoles, bOffs, L.slot, &p.spinLimit, bHung, bStress, &stressIters, &mask, bCtl);
        CLMM_CHECK(clFinish(q), "clFinish");
        size_t global = (size_t)L.realGroups * L.lanes, local = (size_t)L.lanes;
        auto k0 = std::chrono::steady_clock::now();
        CLMM_CHECK(clEnqueueNDRangeKernel(q, kern, 1, nullptr, &global, &local, 0, nullptr, nullptr), "clEnqueueNDRangeKernel");
        CLMM_CHECK(clFinish(q), "clFinish");
        y.kernelSeconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - k0).count();
        CLMM_CHECK(clEnqueueReadBuffer(q, bOut, CL_FALSE, 0, sizeof(int) * out.size(), out.data(), 0, nullptr, nullptr), "read");
        CLMM_CHECK(clEnqueueReadBuffer(q, bHung, CL_FALSE, 0, sizeof(int) * hung.size(), hung.data(), 0, nullptr, nullptr), "read");
        CLMM_CHECK(clEnqueueReadBuffer(q, bMem, CL_TRUE, 0, sizeof(int) * mem.size(), mem.data(), 0, nullptr, nullptr), "read");
        { clmmCount(t, p, L, out, hung, mem, y); ++y.launches; y.instancesPerLaunch = p.instances; }
      }
      y.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
      clmmProgress(t, y);
    }
  done:
    if (!y.error.empty()) std::fprintf(stderr, "%s: error: %s\n", t.name.c_str(), y.error.c_str());
    for (cl_mem b : {bMem, bOut, bRoles, bOffs, bHung, bStress, bCtl}) if (b) clReleaseMemObject(b);
    if (kern) clReleaseKernel(kern);
    if (prog) clReleaseProgram(prog);
  }
  return clmmWriteJson(p.out, "opencl", deviceName, p, tests, tallies) ? 0 : 2;
}
