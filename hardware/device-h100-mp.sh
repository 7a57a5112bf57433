#!/bin/sh
# Issue 27, device call 5 of 5 on 2026-11-27: the MP class on an H100 (docs/hardware.md, "Device-side instances"): the CUDA harness of this
# tree for mp_relaxed, sb_relaxed, mp_dev_two_groups and sb_sc_dev (HARNESS_ROOT/mp: `clmm harness
# --backend cuda -o HARNESS_ROOT/mp` on those four catalogue tests) against the previous template's
# (HARNESS_ROOT/mp-old, as hardware/device-speed.sh says), with and without the synchronised start.
# Usage, on the device (kind nvidia-h100-x1) with OUT set: sh hardware/device-h100-mp.sh [HARNESS_ROOT].
set -u
H=$(cd "${1:-hardware/device-harness}" && pwd)
R=$OUT/r
mkdir -p "$R"
{ nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version --format=csv; } >"$R/device.txt"
for d in mp mp-old; do
  (cd "$H/$d" && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu >"$R/build-$d.log" 2>&1
   echo "build $d $?" >>"$R/device.txt") &
done
wait
A="--iterations 250 --instances 4194304 --group-instances 256"
timeout 60 "$H/mp-old/harness" --iterations 60 --instances 4194304 --group-instances 256 -o "$R/h100-mp-old.json" \
  2>"$R/old.log"; echo "old $?" >>"$R/device.txt"
timeout 60 "$H/mp/harness" $A -o "$R/h100-mp.json" 2>"$R/new.log"; echo "new $?" >>"$R/device.txt"
timeout 60 "$H/mp/harness" $A --sync-start -o "$R/h100-mp-sync.json" 2>"$R/sync.log"; echo "sync $?" >>"$R/device.txt"
tar -czf "$OUT/h100.tar.gz" -C "$R" .
cat "$R/device.txt" "$R/new.log" "$R/sync.log"
