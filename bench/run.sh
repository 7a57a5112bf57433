#!/usr/bin/env bash
# Benchmarks the engines on scalable litmus-test families (bench/Families.h) and on the public
# corpus, and prints one table row per run: family, size, model, engine, states, wall seconds,
# peak memory (MB, from /usr/bin/time when present), and the target where the project set one.
#
# usage: bench/run.sh [BUILD_DIR]        (default: build; needs BUILD_DIR/clmm and clmm-bench-gen)
# environment: ENUM_TIMEOUT (seconds per explicit-engine run, default 30), CLMM_CORPUS (the corpus,
# default ../shared/corpus next to the repository), MODELS (default: opencl opencl-scoped opencl-spec)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
build="${1:-$root/build}"
clmm="$build/clmm"
gen="$build/clmm-bench-gen"
enum_timeout="${ENUM_TIMEOUT:-30}"
models="${MODELS:-opencl opencl-scoped opencl-spec}"
corpus="${CLMM_CORPUS:-$root/../shared/corpus}"
for tool in "$clmm" "$gen"; do
  if [ ! -x "$tool" ]; then
    echo "bench/run.sh: $tool not found; build it first: ninja -C $build clmm clmm-bench-gen" >&2
    exit 2
  fi
done
timer=""
if [ -x /usr/bin/time ]; then timer=/usr/bin/time; fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

printf '%-10s %-6s %-14s %-10s %7s %9s %8s  %s\n' family size model engine states seconds "peak MB" target
# run NAME SIZE MODEL ENGINE TARGET FILE-OR-DIR [extra clmm arguments]
run() {
  local name="$1" size="$2" model="$3" engine="$4" target="$5" input="$6"
  shift 6
  local seconds peak states
  if [ -n "$timer" ]; then
    "$timer" -f '%e %M' -o "$tmp/time" "$clmm" check -q --format json --engine "$engine" -m "$model" "$@" \
      "$input" > "$tmp/out" 2> /dev/null || true
    read -r seconds peak < <(tail -n 1 "$tmp/time")
    peak=$(( peak / 1024 ))
  else
    local start end
    start=$(date +%s.%N)
    "$clmm" check -q --format json --engine "$engine" -m "$model" "$@" "$input" > "$tmp/out" 2> /dev/null || true
    end=$(date +%s.%N)
    seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
    peak="n/a"
  fi
  if grep -q '"verdict":"unknown"' "$tmp/out"; then
    states="timeout"
  else
    states=$(grep -o '"class"' "$tmp/out" | wc -l | tr -d ' ')
  fi
  printf '%-10s %-6s %-14s %-10s %7s %9s %8s  %s\n' "$name" "$size" "$model" "$engine" "$states" "$seconds" "$peak" "$target"
}

# family FAMILY-ARG LABEL SIZE-ARGS TARGET-FOR-SMT
family() {
  local fam="$1" label="$2" sizes="$3" target="$4"
  local file="$tmp/$fam-${sizes// /x}.litmus"
  "$gen" "$fam" $sizes > "$file"
  for model in $models; do
    run "$label" "${sizes// /x}" "$model" smt "$target" "$file"
  done
  run "$label" "${sizes// /x}" opencl enumerate "" "$file" --timeout "$enum_timeout"
}

for n in 4 8 12; do
  target=""; [ "$n" = 12 ] && target="< 10 s, < 300 MB"
  family sb-rlx SB-rlx "$n" "$target"
  family sb-sc SB-sc "$n" "$target"
done
for n in 2 4 6; do
  target=""; [ "$n" = 6 ] && target="< 5 s, < 300 MB"
  family iriw IRIW "$n" "$target"
done
family cow COW "2 2" ""
family cow COW "3 3" "< 2 s, < 300 MB"
family cow COW "4 3" ""
for n in 4 8 16; do
  target=""; [ "$n" = 16 ] && target="< 1 s, < 300 MB"
  family mpchain MP-chain "$n" "$target"
done
for n in 8 16 32; do
  family rmw RMW "$n" ""
done
family rmw2 RMW2 4 ""
for n in 9 30; do
  family inc INC "$n 1" ""
done
family inc INC "9 4" ""

if [ -d "$corpus" ]; then
  corpus="$(cd "$corpus" && pwd)"
  # -j: the cores this process may use (the default, hardware_concurrency, ignores taskset).
  run corpus all opencl smt "< 3.5 s, < 300 MB (one invocation)" "$corpus" -j "$(nproc)"
  run corpus all opencl enumerate "" "$corpus" -j "$(nproc)" --timeout "$enum_timeout"
else
  echo "bench/run.sh: corpus not found at $corpus (set CLMM_CORPUS): skipped" >&2
fi
