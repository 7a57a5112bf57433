#!/bin/sh
# The full weakening campaign of LLVM's AMDGPU tables (docs/amdgpu.md, "Every weakening of a
# row"): for each family's mapping, every single weakening of every row validated on
# examples/amdgpu-mapping-suite; one line per weakening in OUT/FAMILY.txt, and the summary table.
# Usage: bench/amdgpu-weakenings.sh [BUILD_DIR] [OUT_DIR] [SOURCE_MODEL (default opencl)]
set -u
build=${1:-build}
out=${2:-amdgpu-weakenings}
source=${3:-opencl}
mkdir -p "$out"
echo "| family | weakenings | caught | surviving | seconds |"
echo "|---|---|---|---|---|"
for f in gfx90a gfx942 gfx10 gfx11 gfx12; do
  start=$(date +%s)
  "$build/clmm" validate -q --weakenings --source-model "$source" --mapping "axioms/mappings/amdgpu/$f.map" examples/amdgpu-mapping-suite > "$out/$f.txt"
  end=$(date +%s)
  tail -1 "$out/$f.txt" | sed -n "s/^\([0-9]*\) weakenings: \([0-9]*\) caught, \([0-9]*\) surviving.*/| $f | \1 | \2 | \3 | $((end - start)) |/p"
done
