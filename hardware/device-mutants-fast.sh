#!/bin/sh
# Issue 27, device call 4 of 5 on 2026-11-27 (docs/hardware.md, "Mutation score"): the mutation suite's CUDA
# harness (HARNESS_ROOT/mut) under results/h200-mutants-fast.conf, then the mutants no earlier
# setting killed (HARNESS_ROOT/survivors.txt: a copy of results/h200-mutants-survivors.txt) with 1.05e9 instances each.
# Usage, on the device with OUT set: sh hardware/device-mutants-fast.sh [HARNESS_ROOT]; all in $OUT/fast.tar.gz.
set -u
H=$(cd "${1:-hardware/device-harness}" && pwd)
T=$(cd "$(dirname "$0")" && pwd)
R=$OUT/r
mkdir -p "$R"
(cd "$H/mut" && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu >"$R/build.log" 2>&1); echo "build $?" >"$R/device.txt"
nvidia-smi -L >>"$R/device.txt"
timeout 100 "$H/mut/harness" --iterations 400 --instances 262144 --params "$T/results/h200-mutants-fast.conf" \
  -o "$R/mut-fast.json" 2>"$R/mut-fast.log"; echo "fast $?" >>"$R/device.txt"
sel=""
while read -r t; do [ -n "$t" ] && sel="$sel --test $t"; done <"$H/survivors.txt"
timeout 150 "$H/mut/harness" --iterations 4000 --instances 262144 --params "$T/results/h200-mutants-fast.conf" $sel \
  -o "$R/mut-survivors-long.json" 2>"$R/mut-survivors-long.log"; echo "long $?" >>"$R/device.txt"
tar -czf "$OUT/fast.tar.gz" -C "$R" .
cat "$R/device.txt"
