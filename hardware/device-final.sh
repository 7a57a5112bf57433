#!/bin/sh
# Issue 27, device call 3 of 5 on 2026-11-27 (docs/hardware.md): the CUDA harness of this tree
# (HARNESS_ROOT/cuda, by hardware/prepare-device.sh) against the previous template's
# (HARNESS_ROOT/cuda-old, as hardware/device-speed.sh says) on the 64 tests and on the MP class;
# then the mutation suite (HARNESS_ROOT/mut) under results/h200-mutants-tuned2.conf, and the
# mutants no earlier setting killed (HARNESS_ROOT/survivors.txt: a copy of results/h200-mutants-survivors.txt)
# with fifty times the instances (both ran out of time: that setting runs at 3e7 instances/s).
# Usage, on the device with OUT set: sh hardware/device-final.sh [HARNESS_ROOT]; all in $OUT/final.tar.gz.
set -u
H=$(cd "${1:-hardware/device-harness}" && pwd)
T=$(cd "$(dirname "$0")" && pwd)
R=$OUT/r
mkdir -p "$R"
{ date -u; nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv; nvcc --version | tail -1; } \
  >"$R/device.txt" 2>&1
for d in cuda cuda-old mut; do
  (cd "$H/$d" && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu >"$R/build-$d.log" 2>&1
   echo "build $d: exit $?" >>"$R/device.txt") &
done
wait
B="--iterations 4 --instances 4194304 --group-instances 256"
MP="--test MP_relaxed --test SB_relaxed --test MP_dev_two_groups --test SB_sc_dev"
for v in cuda-old cuda; do
  timeout 100 "$H/$v/harness" $B -o "$R/$v-big.json" 2>"$R/$v-big.log"; echo "$v big: exit $?" >>"$R/device.txt"
  timeout 100 "$H/$v/harness" --iterations 60 --instances 4194304 --group-instances 256 $MP -o "$R/$v-mp.json" \
    2>"$R/$v-mp.log"; echo "$v mp: exit $?" >>"$R/device.txt"
done
timeout 100 "$H/cuda/harness" --iterations 250 --instances 4194304 --group-instances 256 $MP -o "$R/cuda-mp-1e9.json" \
  2>"$R/cuda-mp-1e9.log"; echo "cuda mp 1e9: exit $?" >>"$R/device.txt"
timeout 100 "$H/cuda/harness" --iterations 250 --instances 4194304 --group-instances 256 --sync-start $MP \
  -o "$R/cuda-mp-1e9-sync.json" 2>"$R/cuda-mp-1e9-sync.log"; echo "cuda mp 1e9 sync: exit $?" >>"$R/device.txt"
timeout 150 "$H/mut/harness" --iterations 400 --instances 262144 --params "$T/results/h200-mutants-tuned2.conf" \
  -o "$R/mut-tuned2.json" 2>"$R/mut-tuned2.log"; echo "mut tuned2: exit $?" >>"$R/device.txt"
sel=""
while read -r t; do [ -n "$t" ] && sel="$sel --test $t"; done <"$H/survivors.txt"
timeout 280 "$H/mut/harness" --iterations 20000 --instances 262144 --params "$T/results/h200-mutants-tuned2.conf" $sel \
  -o "$R/mut-survivors-long.json" 2>"$R/mut-survivors-long.log"; echo "mut survivors long: exit $?" >>"$R/device.txt"
tar -czf "$OUT/final.tar.gz" -C "$R" .
cat "$R/device.txt"
