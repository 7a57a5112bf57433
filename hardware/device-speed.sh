#!/bin/sh
# Issue 27, device call 1 of 5 on 2026-11-27 (docs/hardware.md, "Device-side instances" and "Mutation
# score"), on the GPU machine: the CUDA harness of this tree (HARNESS_ROOT/cuda, by
# hardware/prepare-device.sh) against the previous template's (HARNESS_ROOT/cuda-old: the same
# tests.h and kernels.cuh, main.cu and common.h from `git show REV:hardware/templates/...`) on the
# 64 tests, then the mutation suite (HARNESS_ROOT/mut, as hardware/device-mutants.sh says) under
# each stress setting, a tuning over all its tests, and the setting found.
# Usage, on the device with OUT set: sh hardware/device-speed.sh [HARNESS_ROOT]; all in $OUT/speed.tar.gz.
set -u
H=$(cd "${1:-hardware/device-harness}" && pwd)
R=$OUT/r
mkdir -p "$R"
{ date -u; nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; nvcc --version | tail -2; } \
  >"$R/device.txt" 2>&1
for d in cuda cuda-old mut; do
  [ -d "$H/$d" ] || continue
  (cd "$H/$d" && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu >"$R/build-$d.log" 2>&1
   echo "build $d: exit $?" >>"$R/device.txt") &
done
wait
# Instances per second: the whole run of every test, old and new template, small and large launches.
A="--iterations 50 --instances 65536 --group-instances 32"
B="--iterations 4 --instances 4194304 --group-instances 256"
for v in cuda-old cuda; do
  [ -x "$H/$v/harness" ] || continue
  timeout 100 "$H/$v/harness" $A -o "$R/$v-default.json" 2>"$R/$v-default.log"; echo "$v default: exit $?" >>"$R/device.txt"
  timeout 100 "$H/$v/harness" $B -o "$R/$v-big.json" 2>"$R/$v-big.log"; echo "$v big: exit $?" >>"$R/device.txt"
done
# The MP class alone, a billion instances each, with and without the synchronised start.
MP="--test MP_relaxed --test SB_relaxed --test MP_dev_two_groups --test SB_sc_dev"
timeout 100 "$H/cuda/harness" --iterations 250 --instances 4194304 --group-instances 256 $MP -o "$R/cuda-mp.json" \
  2>"$R/cuda-mp.log"; echo "cuda mp: exit $?" >>"$R/device.txt"
timeout 100 "$H/cuda/harness" --iterations 250 --instances 4194304 --group-instances 256 --sync-start $MP \
  -o "$R/cuda-mp-sync.json" 2>"$R/cuda-mp-sync.log"; echo "cuda mp sync: exit $?" >>"$R/device.txt"
# The mutation suite under each setting: 1.05e8 instances per test.
M="--iterations 400 --instances 262144"
run_mut() {
  name=$1; shift
  timeout 150 "$H/mut/harness" $M "$@" -o "$R/mut-$name.json" 2>"$R/mut-$name.log"
  echo "mut $name: exit $?" >>"$R/device.txt"
}
if [ -x "$H/mut/harness" ]; then
  run_mut default
  run_mut sync --sync-start
  run_mut warm1 --warm-reads 1
  run_mut warm2 --warm-reads 2
  run_mut warm2-sync --warm-reads 2 --sync-start
  timeout 200 "$H/mut/harness" --instances 262144 --tune 40 --tune-iterations 8 --tune-out "$R/mut-tuned.conf" \
    2>"$R/mut-tune.log"; echo "mut tune: exit $?" >>"$R/device.txt"
  [ -f "$R/mut-tuned.conf" ] && run_mut tuned --params "$R/mut-tuned.conf"
fi
tar -czf "$OUT/speed.tar.gz" -C "$R" .
cat "$R/device.txt"
