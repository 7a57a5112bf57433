#!/bin/sh
# Builds the OpenCL harness: needs a C++17 compiler, OpenCL headers and the ICD loader.
set -e
cd "$(dirname "$0")"
# Without the loader's development link (libOpenCL.so), link its runtime library directly;
# CLMM_OPENCL_CFLAGS can name headers elsewhere (-I DIR holding CL/cl.h).
lib=-lOpenCL
if ! echo 'int main() { return 0; }' | ${CXX:-c++} -x c++ - -lOpenCL -o /dev/null 2>/dev/null; then
  for d in /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/lib /usr/local/lib; do
    if [ -e "$d/libOpenCL.so.1" ]; then lib="$d/libOpenCL.so.1"; break; fi
  done
fi
${CXX:-c++} -O2 -std=c++17 ${CLMM_OPENCL_CFLAGS:-} -o harness main.cpp "$lib"
