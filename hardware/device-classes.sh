#!/bin/sh
# Issue 42's device calls (docs/hardware.md, "Scores by class and interleaving coverage"): the CUDA
# harness of the class suite (HARNESS_ROOT/suite: `clmm harness --backend cuda` on the folders
# hardware/mutation-suite.sh writes under classes/) and of the catalogue's MP class
# (HARNESS_ROOT/mp: mp_relaxed, sb_relaxed, mp_dev_two_groups, sb_sc_dev), built here with nvcc;
# HARNESS_ROOT/mp-head, when there, is the same four tests' harness from an earlier clmm, run
# alongside for the rates (issue 42: the harness of commit 0a6517c, before --skew and --gap).
#   smoke: 4 launches of 262 144 instances per test, skew and gap (--skew, --gap) from none to
#          1024 and 512 cycles, with and without the synchronised start (choosing the full run's);
#   full:  the suite, 100 launches of 1 048 576 instances per test, under each SETTING (default
#          "default sync skew sync-skew"), then the MP class as in docs/hardware.md's rates table
#          (250 launches of 4 194 304) under the same four settings (the first two three times).
# Usage: here, from the repository root after building clmm, `sh hardware/device-classes.sh
# hardware/device-harness prepare` writes the tests (HARNESS_ROOT/tests) and both harnesses (the
# device tool's run then carries hardware/device-harness, which git ignores); on the device, with
# OUT set, `sh hardware/device-classes.sh hardware/device-harness smoke|full [SKEW [GAP]]`.
# Reports: $OUT/reports.tar.gz (a JSON report and a log per setting), $OUT/device.txt (the
# device, nvcc, exit codes, timings).
set -u
mode=${2:-full}
skew=${3:-256}
gap=${4:-32}
if [ "$mode" = prepare ]; then
  set -e
  clmm=${CLMM:-build/clmm}
  root=${1:-hardware/device-harness}
  rm -rf "$root/tests" "$root/suite" "$root/mp"
  sh hardware/mutation-suite.sh "$root/tests" >/dev/null 2>&1
  "$clmm" harness --backend cuda -q -o "$root/suite" "$root/tests/classes"
  "$clmm" harness --backend cuda -q -o "$root/mp" examples/catalogue/mp_relaxed.litmus examples/catalogue/sb_relaxed.litmus \
    examples/catalogue/mp_dev_two_groups.litmus examples/catalogue/sb_sc_dev.litmus
  exit 0
fi
H=$(cd "${1:-hardware/device-harness}" && pwd)
R=/tmp/clmm-classes
mkdir -p "$R"
{ nvidia-smi -L; nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader; nvcc --version | tail -2; } \
  >"$R/device.txt" 2>&1
for d in suite mp mp-head; do
  [ -d "$H/$d" ] || continue
  (cd "$H/$d" && nvcc -O2 -std=c++17 -arch=sm_90 -o harness main.cu >"$R/build-$d.log" 2>&1
   echo "build $d $?" >>"$R/device.txt") &
done
wait
run() {  # NAME LIMIT HARNESS ARGS...
  name=$1 limit=$2 h=$3
  shift 3
  start=$(date +%s.%N)
  timeout "$limit" "$H/$h/harness" "$@" -o "$R/$name.json" 2>"$R/$name.log"
  rc=$?
  echo "$name rc=$rc seconds=$(awk "BEGIN { print $(date +%s.%N) - $start }")" >>"$R/device.txt"
}
if [ "$mode" = smoke ]; then
  for s in "0 0" "256 0" "256 32" "256 128" "1024 128" "1024 512"; do
    set -- $s
    run "smoke-skew$1-gap$2" 60 suite --iterations 4 --instances 262144 --skew "$1" --gap "$2"
    run "smoke-sync-skew$1-gap$2" 60 suite --iterations 4 --instances 262144 --sync-start --skew "$1" --gap "$2"
  done
else
  A="--iterations 100 --instances 1048576"
  G="--skew $skew --gap $gap"
  for setting in ${SETTINGS:-default sync skew sync-skew}; do
    case $setting in
      default) run suite-default 150 suite $A ;;
      sync) run suite-sync 150 suite $A --sync-start ;;
      skew) run suite-skew 150 suite $A $G ;;
      sync-skew) run suite-sync-skew 150 suite $A --sync-start $G ;;
    esac
  done
  M="--iterations 250 --instances 4194304 --group-instances 256"
  for i in 1 2 3; do
    run mp-class-$i 60 mp $M
    run mp-class-sync-$i 60 mp $M --sync-start
    if [ -d "$H/mp-head" ]; then
      run mp-head-$i 60 mp-head $M
      run mp-head-sync-$i 60 mp-head $M --sync-start
    fi
  done
  run mp-class-skew 60 mp $M $G
  run mp-class-sync-skew 60 mp $M --sync-start $G
fi
tar -czf "$OUT/reports.tar.gz" -C "$R" .
cp "$R/device.txt" "$OUT/"
cat "$R/device.txt"
