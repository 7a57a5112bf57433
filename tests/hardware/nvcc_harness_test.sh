#!/usr/bin/env bash
# The CUDA harness of the catalogue and of the PTX examples (inline PTX, assembled by ptxas)
# compiles with the real nvcc (CUDA 13 on the CI machine, no GPU needed) without a single warning:
# `clmm harness --backend cuda`, then nvcc -arch=sm_90.
# Skips (exit 77) where nvcc is absent. Usage: nvcc_harness_test.sh CLMM SOURCE_DIR
set -euo pipefail
clmm="$1" src="$2"
nvcc="${NVCC:-/usr/local/cuda/bin/nvcc}"
if [ ! -x "$nvcc" ]; then
  echo "nvcc_harness_test: SKIPPED: no nvcc at $nvcc"
  exit 77
fi
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
"$clmm" harness --backend cuda --skip-unsupported -q -o "$dir/h" "$src/examples/catalogue" "$src/examples/ptx" \
  "$src/tests/hardware/data/cas_two_groups.litmus" "$src/tests/hardware/data/cas_weak_local.litmus" \
  "$src/tests/litmus/c-syntax/cas_expected_register.litmus" "$src/tests/litmus/c-syntax/cas_loop_register.litmus"
rc=0
(cd "$dir/h" && "$nvcc" -O2 -std=c++17 -arch=sm_90 -o harness main.cu) >"$dir/log" 2>&1 || rc=$?
cat "$dir/log"
[ "$rc" -eq 0 ] || { echo "nvcc_harness_test: nvcc failed ($rc)"; exit 1; }
[ -x "$dir/h/harness" ] || { echo "nvcc_harness_test: no harness binary"; exit 1; }
if grep -qi "warning" "$dir/log"; then echo "nvcc_harness_test: nvcc printed warnings"; exit 1; fi
echo "nvcc_harness_test: ok ($(grep -c '^- ' "$dir/h/README.md") tests, no warning)"
