#!/bin/sh
# Runs generated harnesses on the GPU machine (docs/hardware.md, "Reproducing"): the CUDA harness,
# the OpenCL harness on NVIDIA's OpenCL (an ICD file for /usr/lib/libnvidia-opencl.so.1 is written
# when none names it) and on PoCL when present. Everything lands in $OUT/results.tar.gz: the JSON
# reports, build and run logs, the device's description. Usage, from the repository root:
#   clmm harness --backend cuda --skip-unsupported -o hardware/device-harness/cuda TESTS...
#   clmm harness --backend opencl --skip-unsupported -o hardware/device-harness/opencl TESTS...
#   (copy /usr/include/CL to hardware/device-harness/include/CL if the device lacks OpenCL headers)
#   hardware/prepare-device.sh does all three; the folder is git-ignored, so carry it to the device.
#   sh hardware/device-run.sh [HARNESS_ROOT]      # on the device, with OUT set
set -u
H=$(cd "${1:-hardware/device-harness}" && pwd)
OUT=${OUT:-$PWD/device-out}
R=${R:-$(mktemp -d)}
GPU_ARGS=${GPU_ARGS:---iterations 50 --instances 65536 --group-instances 32}
CPU_ARGS=${CPU_ARGS:---iterations 4 --instances 1024 --group-instances 8}
{
  date -u
  nvidia-smi -L
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv
  nvcc --version | tail -2
  nproc
} >"$R/device.txt" 2>&1

if [ -d "$H/cuda" ]; then
  (cd "$H/cuda" && NVCC_ARCH="${NVCC_ARCH:--arch=sm_90}" sh ./build.sh) >"$R/cuda-build.log" 2>&1 &&
    timeout 150 "$H/cuda/harness" $GPU_ARGS -o "$R/cuda.json" 2>"$R/cuda-run.log"
  echo "cuda: exit $?" >>"$R/device.txt"
  timeout 60 "$H/cuda/harness" $GPU_ARGS --iterations 20 --stress -o "$R/cuda-stress.json" 2>"$R/cuda-stress-run.log"
  echo "cuda --stress: exit $?" >>"$R/device.txt"
fi

if [ -d "$H/opencl" ]; then
  if [ -e /usr/lib/libnvidia-opencl.so.1 ] && ! grep -qs libnvidia-opencl /etc/OpenCL/vendors/*.icd; then
    mkdir -p /etc/OpenCL/vendors && echo /usr/lib/libnvidia-opencl.so.1 >/etc/OpenCL/vendors/nvidia.icd
  fi
  flags=""
  [ -d "$H/include/CL" ] && flags="-I$H/include"
  (cd "$H/opencl" && CLMM_OPENCL_CFLAGS="$flags" sh ./build.sh) >"$R/opencl-build.log" 2>&1
  "$H/opencl/harness" --list >"$R/opencl-list.txt" 2>&1
  nv=$(grep -i nvidia "$R/opencl-list.txt" | head -1 | sed 's/:.*//')
  cpu=$(grep -i -E 'pocl|pthread|cpu' "$R/opencl-list.txt" | head -1 | sed 's/:.*//')
  if [ -n "$nv" ]; then
    timeout 120 "$H/opencl/harness" $nv $GPU_ARGS -o "$R/opencl-nvidia.json" 2>"$R/opencl-nvidia-run.log"
    echo "opencl nvidia ($nv): exit $?" >>"$R/device.txt"
  fi
  if [ -n "$cpu" ]; then
    timeout 60 "$H/opencl/harness" $cpu $CPU_ARGS -o "$R/opencl-pocl.json" 2>"$R/opencl-pocl-run.log"
    echo "opencl pocl ($cpu): exit $?" >>"$R/device.txt"
  fi
fi
mkdir -p "$OUT"
tar -czf "$OUT/results.tar.gz" -C "$R" .
cat "$R/device.txt"
