#!/usr/bin/env bash
# Target of issue 38 (docs/compile-check.md, "Results per target and level"): 1 000 generated
# tests through clang for each target (spir64, amdgcn-amd-amdhsa, spir64 through SPIR-V with
# --spirv: llvm-spirv-15 and spirv-dis) and optimisation level (-O0 ... -O3), one
# clang run per campaign (--batch 1000), each in at most 10 minutes on the 2-core development
# machine. Prints the load, then per target and level the verdict line and the time; the
# campaigns' per-annotation reports go to OUT/TARGET-OLEVEL.json when OUT is given.
# Usage: bench/compile-check-clang.sh [BUILD_DIR] [CLANG] [TESTS] [SEED] [OUT]  (from the repository root)
set -euo pipefail
build="${1:-build}"
clang="${2:-clang}"
tests="${3:-1000}"
seed="${4:-11}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
out="${5:-$work}"
mkdir -p "$out"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $("$clang" --version | head -1)"
"$build/clmm" generate --sample "$tests" --seed "$seed" -o "$work/suite" | tail -1
for target in spir64 amdgcn-amd-amdhsa spirv; do
  for level in 0 1 2 3; do
    start=$(date +%s.%N)
    rc=0
    args=(--target "$target")
    if [ "$target" = spirv ]; then args=(--target spir64 --spirv); fi
    "$build/clmm" compile-check -q -j2 --compiler clang --clang "$clang" "${args[@]}" -O "$level" \
      --batch "$tests" --campaign "$out/$target-O$level.json" "$work/suite" > "$work/out.txt" || rc=$?
    end=$(date +%s.%N)
    echo "$target -O$level: $(tail -1 "$work/out.txt") (exit $rc), $(echo "$end - $start" | bc) s"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
