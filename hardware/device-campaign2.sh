#!/bin/sh
# Second device call of the mutation and compile campaigns (docs/hardware.md, "Mutation score";
# docs/compile-check.md, "Campaigns"): NVIDIA OpenCL compiles the 1 000 emitted OpenCL C sources
# of `clmm generate --sample 1000 --seed 11` (HARNESS_ROOT/oclcc, written by `clmm compile-check
# --compiler nvidia-opencl --emit HARNESS_ROOT/oclcc/src/nvidia-opencl SUITE`), and the CUDA
# mutant harness (HARNESS_ROOT/mut) runs with ten times the instances of the first call.
# Usage, on the device with OUT set: sh hardware/device-campaign2.sh [HARNESS_ROOT]
set -u
H=$(cd "${1:-hardware/device-harness}" && pwd)
R=$OUT/r; mkdir -p "$R"
nvidia-smi -L >"$R/device.txt" 2>&1
if [ -e /usr/lib/libnvidia-opencl.so.1 ] && ! grep -qs libnvidia-opencl /etc/OpenCL/vendors/*.icd; then
  mkdir -p /etc/OpenCL/vendors && echo /usr/lib/libnvidia-opencl.so.1 >/etc/OpenCL/vendors/nvidia.icd
fi
(cd "$H/mut" && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu >"$R/build-mut.log" 2>&1; echo "build mut: exit $?" >>"$R/device.txt") &
start=$(date +%s)
sh "$H/oclcc/compile.sh" "$H/oclcc/src" "$R/ptx" "$H/include" >"$R/oclcc.log" 2>&1
echo "nvidia-opencl compile: exit $? in $(( $(date +%s) - start )) s" >>"$R/device.txt"
wait
timeout 400 "$H/mut/harness" --iterations 4000 --instances 262144 -o "$R/mut-big.json" 2>"$R/run-mut-big.log"
echo "mut big: exit $?" >>"$R/device.txt"
tar -czf "$OUT/campaign2.tar.gz" -C "$R" .
cat "$R/device.txt"
