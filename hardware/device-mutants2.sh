#!/bin/sh
# Issue 27, device call 2 of 5 on 2026-11-27 (docs/hardware.md, "Mutation score"): the mutation suite's
# CUDA harness (HARNESS_ROOT/mut, as hardware/device-mutants.sh says), whose blocks now give each
# work-item of an instance a warp of its own, under the default setting, the synchronised start
# and the best setting of the previous call (results/h200-mutants-tuned1.conf); then a tuning on
# the mutants no setting had killed (HARNESS_ROOT/survivors.txt, one test name a line: the 32 non-equivalent
# survivors of hardware/device-speed.sh) and ten
# times the instances on them with the setting it finds.
# Usage, on the device with OUT set: sh hardware/device-mutants2.sh [HARNESS_ROOT]; all in $OUT/mutants2.tar.gz.
set -u
H=$(cd "${1:-hardware/device-harness}" && pwd)
T=$(cd "$(dirname "$0")" && pwd)
R=$OUT/r
mkdir -p "$R"
{ date -u; nvidia-smi -L; nvcc --version | tail -1; } >"$R/device.txt" 2>&1
(cd "$H/mut" && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu >"$R/build-mut.log" 2>&1)
echo "build mut: exit $?" >>"$R/device.txt"
M="--iterations 400 --instances 262144"
run_mut() {
  name=$1; shift
  timeout 150 "$H/mut/harness" $M "$@" -o "$R/mut-$name.json" 2>"$R/mut-$name.log"
  echo "mut $name: exit $?" >>"$R/device.txt"
}
run_mut default
run_mut sync --sync-start
run_mut tuned1 --params "$T/results/h200-mutants-tuned1.conf"
sel=""
while read -r t; do [ -n "$t" ] && sel="$sel --test $t"; done <"$H/survivors.txt"
timeout 180 "$H/mut/harness" --instances 262144 --tune 30 --tune-iterations 8 $sel --tune-out "$R/mut-tuned2.conf" \
  2>"$R/mut-tune2.log"; echo "mut tune2: exit $?" >>"$R/device.txt"
if [ -f "$R/mut-tuned2.conf" ]; then
  run_mut tuned2 --params "$R/mut-tuned2.conf"
  timeout 150 "$H/mut/harness" --iterations 4000 --instances 262144 --params "$R/mut-tuned2.conf" $sel \
    -o "$R/mut-survivors-long.json" 2>"$R/mut-survivors-long.log"; echo "mut survivors long: exit $?" >>"$R/device.txt"
fi
tar -czf "$OUT/mutants2.tar.gz" -C "$R" .
cat "$R/device.txt"
