#!/usr/bin/env bash
# Issue 39's exec-mask loops (docs/compile-check.md, "Exec-mask loops"): the spin-loop kernels of
# tests/compile/amdgpu/loops and the compare-exchange lock through clang's AMDGPU back end, live,
# for each clang, family and level (-O1 ... -O3), at --unroll 3 (the lock's source loop is exact
# from there). Prints the load, then per clang, family and level the verdict line and the time.
# Usage: bench/amdgpu-exec-loops.sh [BUILD_DIR] [ENGINE]  (from the repository root)
set -euo pipefail
build="${1:-build}"
engine="${2:-auto}"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
tests=(tests/compile/amdgpu/loops/mp_divergent_spin.litmus tests/compile/amdgpu/loops/mp_divergent_spin_relaxed.litmus
       tests/compile/amdgpu/loops/mp_rmw_spin.litmus tests/compile/clang/idioms/cas_lock.litmus)
for clang in clang-19 clang-22; do
  command -v "$clang" > /dev/null || { echo "$clang: not on PATH"; continue; }
  for mcpu in gfx90a gfx942 gfx1100 gfx1200; do
    for level in 1 2 3; do
      start=$(date +%s.%N)
      rc=0
      out=$("$build/clmm" compile-check -q --engine "$engine" --unroll 3 --compiler clang --clang "$clang" \
              --target amdgcn-amd-amdhsa --machine-code --mcpu "$mcpu" -O "$level" "${tests[@]}") || rc=$?
      end=$(date +%s.%N)
      echo "$clang $mcpu -O$level: $(echo "$out" | tail -1) (exit $rc), $(echo "$end - $start" | bc) s"
    done
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
