#!/usr/bin/env bash
# The whole of Dat3M's PTX suite through both engines (issue 23, item 1): every file checked with
# --engine smt and --engine enumerate under --model ptx, herd-style output, and the two outputs
# compared with their time lines left out. tests/ptx/PtxCorpusTest.cpp runs the same comparison on
# a sample inside the suite's time; this is the full run (minutes).
#
# usage: bench/ptx-corpus.sh [CLMM]     (default build/clmm)
# environment: CLMM_PTX_CORPUS (the suite, default ../shared/dat3m-ptx)
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
clmm="${1:-$root/build/clmm}"
corpus="${CLMM_PTX_CORPUS:-$root/../shared/dat3m-ptx}"
if [ ! -d "$corpus" ]; then
  echo "bench/ptx-corpus.sh: PTX corpus not found ($corpus; set CLMM_PTX_CORPUS)" >&2
  exit 77
fi
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for engine in smt enumerate; do
  start=$(date +%s)
  # Refused files (docs/ptx.md, "Dat3M's PTX suite") end with exit code 2: the rest still run.
  find "$corpus" -name '*.litmus' -print0 | sort -z |
    xargs -0 "$clmm" check --engine "$engine" --format herd -m ptx >"$out/$engine" 2>"$out/$engine.err" || true
  echo "$engine: $(grep -c '^Test ' "$out/$engine") tests, $(( $(date +%s) - start )) s"
done
grep -v '^Time ' "$out/smt" >"$out/smt.v"
grep -v '^Time ' "$out/enumerate" >"$out/enumerate.v"
if cmp -s "$out/smt.v" "$out/enumerate.v"; then
  echo "the engines agree on every test"
else
  echo "the engines differ:"
  diff "$out/smt.v" "$out/enumerate.v" | head -20
  exit 1
fi
