#!/bin/sh
# Builds the CUDA harness: needs nvcc (CUDA 12 or later) and libcu++ (cuda/atomic).
set -e
cd "$(dirname "$0")"
${NVCC:-nvcc} -O2 -std=c++17 ${NVCC_ARCH:--arch=native} -o harness main.cu
