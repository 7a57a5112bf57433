#!/bin/sh
# Runs the mutation-score suite and the PTX suite on the GPU machine (docs/hardware.md, "Mutation
# score" and "PTX tests on the device"), in one device call. Prepare, from the repository root:
#   sh hardware/mutation-suite.sh /tmp/ms
#   clmm harness --backend cuda -o hardware/device-harness/mut /tmp/ms/base /tmp/ms/mutants
#   clmm harness --backend opencl --skip-unsupported -o hardware/device-harness/mutocl /tmp/ms/base /tmp/ms/mutants
#   clmm harness --backend cuda --skip-unsupported -o hardware/device-harness/ptxN  (a quarter of the PTX tests each)
#   (copy /usr/include/CL to hardware/device-harness/include/CL for the device's OpenCL build)
# then, on the device with OUT set: sh hardware/device-mutants.sh [HARNESS_ROOT]
# Everything lands in $OUT/mutants.tar.gz.
set -u
H=$(cd "${1:-hardware/device-harness}" && pwd)
T=$(cd "$(dirname "$0")" && pwd)
R=$OUT/r; mkdir -p "$R"
{ date -u; nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; nvcc --version | tail -2; nproc; } >"$R/device.txt" 2>&1
for d in mut ptx0 ptx1 ptx2 ptx3; do
  [ -d "$H/$d" ] || continue
  (cd "$H/$d" && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu >"$R/build-$d.log" 2>&1; echo "build $d: exit $?" >>"$R/device.txt") &
done
if [ -d "$H/mutocl" ]; then
  if [ -e /usr/lib/libnvidia-opencl.so.1 ] && ! grep -qs libnvidia-opencl /etc/OpenCL/vendors/*.icd; then
    mkdir -p /etc/OpenCL/vendors && echo /usr/lib/libnvidia-opencl.so.1 >/etc/OpenCL/vendors/nvidia.icd
  fi
  flags=""; [ -d "$H/include/CL" ] && flags="-I$H/include"
  (cd "$H/mutocl" && CLMM_OPENCL_CFLAGS="$flags" sh ./build.sh >"$R/build-mutocl.log" 2>&1; echo "build mutocl: exit $?" >>"$R/device.txt") &
fi
wait
M="--iterations 400 --instances 262144"
timeout 150 "$H/mut/harness" $M -o "$R/mut-default.json" 2>"$R/run-mut-default.log"; echo "mut default: exit $?" >>"$R/device.txt"
timeout 150 "$H/mut/harness" $M --params "$T/results/h200-tuned.conf" -o "$R/mut-tuned.json" 2>"$R/run-mut-tuned.log"
echo "mut tuned: exit $?" >>"$R/device.txt"
for i in 0 1 2 3; do
  [ -x "$H/ptx$i/harness" ] || continue
  timeout 60 "$H/ptx$i/harness" --iterations 20 --instances 65536 --group-instances 32 -o "$R/ptx-$i.json" 2>"$R/run-ptx-$i.log"
  echo "ptx$i: exit $?" >>"$R/device.txt"
  timeout 60 "$H/ptx$i/harness" --iterations 20 --instances 65536 --group-instances 32 --stress -o "$R/ptx-stress-$i.json" 2>>"$R/run-ptx-$i.log"
  echo "ptx$i --stress: exit $?" >>"$R/device.txt"
done
if [ -x "$H/mutocl/harness" ]; then
  "$H/mutocl/harness" --list >"$R/opencl-list.txt" 2>&1
  nv=$(grep -i nvidia "$R/opencl-list.txt" | head -1 | sed 's/:.*//')
  if [ -n "$nv" ]; then
    timeout 150 "$H/mutocl/harness" $nv --iterations 10 --instances 65536 --group-instances 32 -o "$R/mut-opencl-nvidia.json" 2>"$R/run-mutocl.log"
    echo "mut opencl nvidia ($nv): exit $?" >>"$R/device.txt"
  fi
fi
tar -czf "$OUT/mutants.tar.gz" -C "$R" .
cat "$R/device.txt"
