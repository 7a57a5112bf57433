#!/usr/bin/env bash
# Target of issue 26 (docs/generate.md, "Tests that tell models apart"): for each pair of built-in
# OpenCL models, `clmm generate --distinguish M1 M2` (default --max-events 4) with its wall time,
# the tests it checked (every vocabulary part: accesses, fences, rmw, barriers; coverage.csv in
# its output has what --max-tests cut) and the minimised tests it found (their smallest: events, name, the two
# verdicts); one Markdown table row per pair.
# Usage: bench/distinguish.sh [BUILD_DIR] [MAX_EVENTS]  (run from the repository root)
set -euo pipefail
build="${1:-build}"
events="${2:-4}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
models=(opencl opencl-scoped opencl-spec opencl-lax opencl-rsp)
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "| M1 | M2 | seconds | tests checked | found | smallest found (events: name, verdicts) |"
echo "|---|---|---|---|---|---|"
for ((i = 0; i < ${#models[@]}; ++i)); do
  for ((j = i + 1; j < ${#models[@]}; ++j)); do
    a="${models[$i]}" b="${models[$j]}" dir="$out/$a-$b"
    start=$(date +%s.%N)
    rc=0
    "$build/clmm" generate --distinguish "$a" "$b" --max-events "$events" --no-explain -o "$dir" \
      >"$dir.log" 2>&1 || rc=$?
    end=$(date +%s.%N)
    checked=$(grep -o '^size [0-9]*, [a-z]*: [0-9]* tests' "$dir.log" | awk '{s += $4} END {print s + 0}')
    found=$(($(wc -l <"$dir/index.csv") - 1))
    smallest=$(python3 -c 'import csv, sys
rows = sorted(csv.DictReader(open(sys.argv[1])), key=lambda r: int(r["events"]))
if rows: print("%s: %s, %s / %s" % (rows[0]["events"], rows[0]["name"], rows[0]["verdict1"], rows[0]["verdict2"]))' "$dir/index.csv")
    [ "$rc" -le 1 ] || smallest="exit $rc"
    printf '| %s | %s | %.1f | %s | %s | %s |\n' "$a" "$b" "$(echo "$end - $start" | bc)" "$checked" "$found" \
      "${smallest:-none: they agree up to $events events}"
  done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
