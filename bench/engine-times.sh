#!/usr/bin/env bash
# Times one or more clmm binaries side by side on the bench families (bench/Families.cpp): CPU
# seconds (user + system, the minimum of RUNS runs) of `clmm check -q --format json -j 1` with
# --engine enumerate, --engine smt, --engine auto, and auto with --explain. Prints one row per
# family and binary; "> T" when a run needed more than T CPU seconds (killed by `ulimit -t`: a
# CPU limit, not clmm's --timeout, which counts wall seconds and so depends on the machine's
# load). bench/README.md, "issue 41 item 3", has the results.
#
# usage: bench/engine-times.sh GEN CLMM... (GEN: a clmm-bench-gen)
# environment: TIMEOUT (CPU seconds per run, default 60), RUNS (default 3), FAMILIES (default
# below), CONFIGS (default "enumerate smt auto explain")
set -euo pipefail
gen="${1:?usage: bench/engine-times.sh GEN CLMM...}"
shift
[ $# -gt 0 ] || { echo "usage: bench/engine-times.sh GEN CLMM..." >&2; exit 2; }
limit="${TIMEOUT:-60}"
runs="${RUNS:-3}"
families="${FAMILIES:-rmw:6 rmw:7 mpchain:16 mpchain:24 cow:3:3 cow:4:3 iriw:6 sb-sc:12 sb-rlx:12 2+2w:12}"
configs="${CONFIGS:-enumerate smt auto explain}"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

cpu() {  # BINARY FILE ARGS...: the minimum CPU seconds over the runs, or "> LIMIT"
  local bin="$1" file="$2" best="" t i
  shift 2
  for ((i = 0; i < runs; ++i)); do
    if ! (ulimit -t "$limit" && exec /usr/bin/time -f '%U %S' -o "$tmp/time" "$bin" check -q --format json -j 1 \
      --timeout 100000 "$@" "$file" >"$tmp/out" 2>/dev/null) || ! grep -q '"verdict"' "$tmp/out" ||
      grep -q '"verdict":"unknown"' "$tmp/out"; then
      echo "> $limit"
      return
    fi
    t=$(awk '{printf "%.2f", $1 + $2}' "$tmp/time")
    if [ -z "$best" ] || awk -v a="$t" -v b="$best" 'BEGIN{exit !(a < b)}'; then best="$t"; fi
    # one run of a slow configuration is enough
    awk -v a="$t" 'BEGIN{exit !(a > 5)}' && break
  done
  echo "$best"
}

printf '| family | binary |'; for c in $configs; do printf ' %s |' "$c"; done; echo
for f in $families; do
  IFS=: read -r fam n k <<<"$f"
  "$gen" "$fam" "$n" ${k:+"$k"} >"$tmp/t.litmus"
  for bin in "$@"; do
    printf '| %s | %s |' "$fam $n${k:+x$k}" "$bin"
    for c in $configs; do
      case "$c" in
        explain) printf ' %s |' "$(cpu "$bin" "$tmp/t.litmus" --engine auto --explain)" ;;
        *) printf ' %s |' "$(cpu "$bin" "$tmp/t.litmus" --engine "$c")" ;;
      esac
    done
    echo
  done
done
