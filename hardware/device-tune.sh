#!/bin/sh
# Tunes the CUDA harness's stress on the GPU machine and measures the result (docs/hardware.md,
# "Stress and tuning"): the harness of HARNESS_ROOT/cuda (hardware/prepare-device.sh) runs every
# test with the default setting and with the old --stress, tunes on the tests whose condition the
# model allows (TUNE_TESTS), then runs every test with the setting found. Everything lands in
# $OUT/tune.tar.gz. Usage, on the device with OUT set: sh hardware/device-tune.sh [HARNESS_ROOT]
set -u
R=$OUT/r
mkdir -p "$R"
cd "${1:-hardware/device-harness}"
TUNE_TESTS=${TUNE_TESTS:-"MP_relaxed SB_relaxed IRIW_wg_fence"}
A=${A:-"--iterations 50 --instances 65536 --group-instances 32"}
nvidia-smi -L >"$R/device.txt"
(cd cuda && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu) >"$R/build.log" 2>&1
echo "build $?" >>"$R/device.txt"
timeout 120 cuda/harness $A -o "$R/default.json" 2>"$R/default.log"; echo "default $?" >>"$R/device.txt"
timeout 120 cuda/harness $A --stress -o "$R/stress.json" 2>"$R/stress.log"; echo "stress $?" >>"$R/device.txt"
sel=""
for t in $TUNE_TESTS; do sel="$sel --test $t"; done
timeout 300 cuda/harness --instances 65536 --tune ${TUNE:-60} --tune-iterations 8 $sel --tune-out "$R/tuned.conf" \
  2>"$R/tune.log"; echo "tune $?" >>"$R/device.txt"
timeout 120 cuda/harness $A --params "$R/tuned.conf" -o "$R/tuned.json" 2>"$R/tuned.log"; echo "tuned $?" >>"$R/device.txt"
cd "$R" && tar czf "$OUT/tune.tar.gz" . && cat device.txt tuned.conf
