#!/bin/bash
# Regenerates the pictures of examples/catalogue/README.md: runs `clmm check --explain --svg` on
# every catalogue test under the three conservative built-in models, and on the tests that carry
# an opencl-lax expectation under opencl-lax (explicit engine), and keeps, per test
# and model, the pictures of the forbidden candidates and of the states that satisfy the
# condition (allowed or racy). Usage: examples/catalogue/pictures/regenerate.sh [CLMM]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
clmm=${1:-$here/../../../build/clmm}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -f "$here"/*.svg
for model in opencl opencl-scoped opencl-spec opencl-lax; do
  tests=("$here/..")
  if [ "$model" = opencl-lax ]; then mapfile -t tests < <(grep -l 'clmm-expect: opencl-lax' "$here"/../*.litmus); fi
  "$clmm" check -q --engine enumerate --explain --svg "$work" -m "$model" "${tests[@]}" > "$work/explain.txt"
  # A picture line follows the execution it draws; keep it when that execution is a forbidden
  # example or its state satisfies the condition.
  awk '/^  For example, this candidate/ { keep = 1 }
       /^  State / { keep = ($0 ~ /satisfies the condition/) }
       /^    picture: / { if (keep) print $2 }' "$work/explain.txt" |
    while read -r svg; do cp "$svg" "$here/"; done
done
ls "$here"/*.svg | wc -l
