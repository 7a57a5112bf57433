#!/usr/bin/env bash
# Target of issue 26 (docs/generate.md): the default OpenCL vocabulary (up to 4 work-items)
# generated and classified under opencl; prints the load, the count and both times.
# Usage: bench/generate.sh [BUILD_DIR]  (run from the repository root)
set -euo pipefail
build="${1:-build}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
start=$(date +%s.%N)
"$build/clmm" generate -o "$out/suite" | tail -1
mid=$(date +%s.%N)
"$build/clmm" check -q -j2 --format brief "$out/suite" | tail -1
end=$(date +%s.%N)
echo "generate: $(echo "$mid - $start" | bc) s, check -j2: $(echo "$end - $mid" | bc) s, total: $(echo "$end - $start" | bc) s"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
