#!/bin/sh
# The full weakening campaign of LLVM's AMDGPU tables (docs/amdgpu.md, "Every weakening of a
# row"): for each family's mapping, every single weakening of every row validated on
# examples/amdgpu-mapping-suite; one line per weakening in OUT/FAMILY.txt, and the summary table.
# The modes' files too (FAMILY-tgsplit, FAMILY-cu: docs/amdgpu.md, "Modes"); a tgsplit campaign
# skips the suite's tests with local memory (no LDS in that mode), each named in its OUT file and
# counted in the table's last column, and adds the tgsplit subset (examples/amdgpu-mapping-suite-tgsplit).
# Usage: bench/amdgpu-weakenings.sh [BUILD_DIR] [OUT_DIR] [SOURCE_MODEL (default opencl)]
set -u
build=${1:-build}
out=${2:-amdgpu-weakenings}
source=${3:-opencl}
mkdir -p "$out"
echo "| mapping | weakenings | caught | surviving | seconds | tests (skipped) |"
echo "|---|---|---|---|---|---|"
for f in gfx90a gfx942 gfx10 gfx11 gfx12 gfx90a-tgsplit gfx942-tgsplit gfx10-cu gfx11-cu gfx12-cu; do
  start=$(date +%s)
  suite=examples/amdgpu-mapping-suite
  case $f in *-tgsplit) suite="$suite examples/amdgpu-mapping-suite-tgsplit" ;; esac
  # shellcheck disable=SC2086 # $suite is two directories
  "$build/clmm" validate -q --weakenings --source-model "$source" --mapping "axioms/mappings/amdgpu/$f.map" $suite > "$out/$f.txt"
  end=$(date +%s)
  tail -1 "$out/$f.txt" |
    sed -n "s/^\([0-9]*\) weakenings: \([0-9]*\) caught, \([0-9]*\) surviving[^(]*(\([0-9]*\) tests\(, \([0-9]*\) skipped\)\{0,1\}).*/| $f | \1 | \2 | \3 | $((end - start)) | \4 (\6) |/p" | sed "s/ ()/ (0)/"
done
