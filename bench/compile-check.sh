#!/usr/bin/env bash
# Target of issue 26 item 4 (docs/compile-check.md, "Campaigns"): a suite of 1 000 generated
# tests compile-checked with live nvcc, many tests per nvcc run, in at most 10 minutes on the
# 2-core development machine. Prints the load, the verdict line and the times; the campaign's
# per-annotation table goes to OUT/campaign.txt and .json when OUT is given.
# Usage: bench/compile-check.sh [BUILD_DIR] [TESTS] [SEED] [BATCH] [OUT]  (from the repository root)
set -euo pipefail
build="${1:-build}"
tests="${2:-1000}"
seed="${3:-11}"
batch="${4:-100}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
out="${5:-$work}"
mkdir -p "$out"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
start=$(date +%s.%N)
"$build/clmm" generate --sample "$tests" --seed "$seed" -o "$work/suite" | tail -1
mid=$(date +%s.%N)
"$build/clmm" compile-check -q -j2 --batch "$batch" --campaign "$out/campaign.json" "$work/suite" \
  > "$work/out.txt" || echo "exit code $?"
sed -n '/^campaign:/,$p' "$work/out.txt" > "$out/campaign.txt"
tail -1 "$work/out.txt"
end=$(date +%s.%N)
echo "generate: $(echo "$mid - $start" | bc) s, compile-check (batch $batch): $(echo "$end - $mid" | bc) s"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
