#!/bin/sh
# Runs a generated suite on the GPU machine (docs/hardware.md, "A generated suite on the GPU"):
# four CUDA harnesses of about 100 tests each (HARNESS_ROOT/c0..c3, written by clmm harness from
# a clmm generate sample split in four), built in parallel, each run without and with --stress.
# Usage, on the device with OUT set: sh hardware/device-campaign.sh [HARNESS_ROOT]
set -u
R=$OUT/r; mkdir -p $R
cd "${1:-hardware/device-harness}"
nvidia-smi -L > $R/device.txt
for i in 0 1 2 3; do (cd c$i && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu > build.log 2>&1; echo "build c$i $?" >> $R/device.txt) & done
wait
A="--iterations 20 --instances 65536 --group-instances 32"
for i in 0 1 2 3; do
  timeout 100 c$i/harness $A -o $R/plain-$i.json 2>/dev/null; echo "plain c$i $?" >> $R/device.txt
  timeout 100 c$i/harness $A --stress -o $R/stress-$i.json 2>/dev/null; echo "stress c$i $?" >> $R/device.txt
done
cd $R && tar czf $OUT/camp.tar.gz *.json device.txt && cat device.txt
