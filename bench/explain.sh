#!/usr/bin/env bash
# Times `clmm check --explain` against `clmm check` (the verdict alone) on the RMW-n family
# (bench/Families.cpp) and on every test of the public corpus, one test per run, and on the whole
# corpus in one run; prints one table row per test: seconds of the verdict, of the explanation,
# their ratio. bench/explain.md has the results and the targets (issue 25).
#
# usage: bench/explain.sh [BUILD_DIR] [MAX_N]   (default: build, 16; needs clmm and clmm-bench-gen)
# environment: CLMM_CORPUS (default ../shared/corpus), TIMEOUT (seconds per run, default 120),
# MODEL (default opencl), ENGINE (default auto)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
build="${1:-$root/build}"
max_n="${2:-16}"
clmm="$build/clmm"
gen="$build/clmm-bench-gen"
corpus="${CLMM_CORPUS:-$root/../shared/corpus}"
limit="${TIMEOUT:-120}"
model="${MODEL:-opencl}"
engine="${ENGINE:-auto}"
for tool in "$clmm" "$gen"; do
  if [ ! -x "$tool" ]; then
    echo "bench/explain.sh: $tool not found; build it first: ninja -C $build clmm clmm-bench-gen" >&2
    exit 2
  fi
done
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# Wall seconds of one clmm run (its arguments), or "> LIMIT" when it runs past the limit.
seconds() {
  local start end rc=0
  start=$(date +%s.%N)
  timeout "$limit" "$clmm" check -q -m "$model" --engine "$engine" "$@" >/dev/null 2>&1 || rc=$?
  end=$(date +%s.%N)
  if [ "$rc" -eq 124 ]; then
    echo "> $limit"
    return
  fi
  echo "$start $end" | awk '{printf "%.2f", $2 - $1}'
}

row() {  # NAME FILE...
  local name="$1"
  shift
  local check explain
  check=$(seconds "$@")
  explain=$(seconds --explain "$@")
  echo "$name $check $explain" | awk '{ if ($3 == ">") r = "-"; else if ($2 > 0) r = sprintf("%.2f", $3 / $2); else r = "-";
    printf "| %s | %s | %s | %s |\n", $1, $2, ($3 == ">" ? $3 " " $4 : $3), r }'
}

echo "| test | check s | --explain s | ratio |"
echo "|---|---|---|---|"
for n in $(seq 1 "$max_n"); do
  "$gen" rmw "$n" > "$tmp/rmw$n.litmus"
  row "RMW-$n" "$tmp/rmw$n.litmus"
done
if [ -d "$corpus" ]; then
  mapfile -t tests < <(find "$corpus" -name '*.litmus' | sort)
  for t in "${tests[@]}"; do row "${t#"$corpus"/}" "$t"; done
  row "whole-corpus-${#tests[@]}-tests-one-run" "${tests[@]}"
else
  echo "bench/explain.sh: no corpus at $corpus (set CLMM_CORPUS): corpus rows skipped" >&2
fi
