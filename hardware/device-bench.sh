#!/bin/sh
# Measures the CUDA harness on the GPU machine (docs/hardware.md, "Device-side instances"):
# the harness of this tree (HARNESS_ROOT/cuda) against one built from an older template
# (HARNESS_ROOT/cuda-old, when present: the same tests.h and kernels.cuh, main.cu and common.h
# from `git show REV:hardware/templates/...`), with the same arguments on the same device.
# Usage, on the device with OUT set: sh hardware/device-bench.sh [HARNESS_ROOT]
set -u
R=$OUT/r; mkdir -p "$R"
cd "${1:-hardware/device-harness}"
nvidia-smi -L > $R/device.txt
(cd cuda && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu) > $R/build-new.log 2>&1 &
(cd cuda-old && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu) > $R/build-old.log 2>&1 &
wait
ls -la cuda/harness cuda-old/harness >> $R/device.txt 2>&1
A="--iterations 50 --instances 65536 --group-instances 32"
/usr/bin/time -v timeout 200 cuda-old/harness $A -o $R/old.json 2>$R/old.log; echo "old $?" >> $R/device.txt
/usr/bin/time -v timeout 100 cuda/harness $A -o $R/new.json 2>$R/new.log; echo "new $?" >> $R/device.txt
timeout 100 cuda/harness --iterations 4 --instances 4194304 --group-instances 256 -o $R/new-big.json 2>$R/new-big.log; echo "big $?" >> $R/device.txt
timeout 100 cuda/harness $A --stress -o $R/new-stress.json 2>$R/new-stress.log; echo "stress $?" >> $R/device.txt
timeout 100 cuda-old/harness --iterations 20 --instances 65536 --group-instances 32 --stress -o $R/old-stress.json 2>$R/old-stress.log; echo "oldstress $?" >> $R/device.txt
cd $R && tar czf $OUT/res.tar.gz . && cat device.txt && tail -n 5 new.log new-big.log
