#!/usr/bin/env bash
# Before/after check of a change that must not change any result of the explicit engine (a
# pruning, a data structure): runs `clmm check --engine enumerate --format json` with an old and
# a new binary over every test of the given folders, under every built-in model that applies
# (the OpenCL models for an OpenCL test, ptx for a PTX test), and compares the JSON results with
# the times removed. Prints one line per result that differs and a summary; a result that is
# unknown on one side only (e.g. the old binary timed out) is listed as such, not as a
# difference.
#
# With ENGINE=auto (or smt), both binaries run that engine, and only what does not depend on the
# engine that decided is compared: the verdict, the states with their classes, the condition's
# result, undefined behaviour and liveness (the candidate counts and notes of the two engines
# differ).
#
# usage: bench/same-results.sh OLD_CLMM NEW_CLMM FOLDER...
# environment: TIMEOUT (seconds per test, default 20), JOBS (default 2), ENGINE (default enumerate)
set -euo pipefail

old="${1:?usage: bench/same-results.sh OLD_CLMM NEW_CLMM FOLDER...}"
new="${2:?usage: bench/same-results.sh OLD_CLMM NEW_CLMM FOLDER...}"
shift 2
[ $# -gt 0 ] || { echo "usage: bench/same-results.sh OLD_CLMM NEW_CLMM FOLDER..." >&2; exit 2; }
limit="${TIMEOUT:-20}"
jobs="${JOBS:-2}"
engine="${ENGINE:-enumerate}"

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
find "$@" -name '*.litmus' | sort >"$tmp/all"
# The dialect is the first word of the first line (OPENCL / OpenCL, PTX).
while read -r f; do
  case "$(head -c 6 "$f" | tr '[:lower:]' '[:upper:]')" in
    PTX*) echo "$f" >>"$tmp/ptx" ;;
    *) echo "$f" >>"$tmp/opencl" ;;
  esac
done <"$tmp/all"
touch "$tmp/ptx" "$tmp/opencl"

run() {  # BINARY SIDE: every test under every model, one JSON result per line
  local bin="$1" side="$2" m
  for m in opencl opencl-scoped opencl-spec opencl-lax opencl-rsp; do
    xargs -a "$tmp/opencl" "$bin" check -q --engine "$engine" --format json --timeout "$limit" -j "$jobs" \
      --model "$m" >>"$tmp/$side" 2>/dev/null || true
  done
  xargs -a "$tmp/ptx" "$bin" check -q --engine "$engine" --format json --timeout "$limit" -j "$jobs" \
    --model ptx >>"$tmp/$side" 2>/dev/null || true
}
run "$old" old
run "$new" new

# Key each result by file, test and model; drop the times (and the reason's own time), and under
# another engine than enumerate what depends on the engine that decided.
normalise() {
  local keep='del(.seconds)'
  [ "$engine" = enumerate ] ||
    keep='{verdict, states, ub: (.ub | if type == "object" then del(.witness) else . end), liveness: .liveness.violation, holds: .condition.holds}'
  jq -c 'select(.file != null) | {key: "\(.file) \(.test) \(.model)", value: ('"$keep"')}' "$1" |
    jq -s 'from_entries' >"$1.norm"
}
normalise "$tmp/old"
normalise "$tmp/new"
jq -r --slurpfile n "$tmp/new.norm" '
  . as $o | ($n[0]) as $n |
  ([$o, $n] | map(keys) | add | unique)[] as $k |
  if ($o[$k] == null or $n[$k] == null) then "MISSING \($k)"
  elif ($o[$k].verdict == "unknown") != ($n[$k].verdict == "unknown") then
    "UNKNOWN-ON-ONE-SIDE \($k): old \($o[$k].verdict), new \($n[$k].verdict)"
  elif ($o[$k].verdict == "unknown") then "BOTH-UNKNOWN \($k)"
  elif $o[$k] != $n[$k] then "DIFFERENT \($k)"
  else "SAME \($k)" end' "$tmp/old.norm" >"$tmp/report"
grep -v '^SAME ' "$tmp/report" || true
echo "same: $(grep -c '^SAME ' "$tmp/report" || true), different: $(grep -c '^DIFFERENT ' "$tmp/report" || true)," \
  "unknown on one side: $(grep -c '^UNKNOWN-ON-ONE-SIDE ' "$tmp/report" || true)," \
  "both unknown: $(grep -c '^BOTH-UNKNOWN ' "$tmp/report" || true), missing: $(grep -c '^MISSING ' "$tmp/report" || true)"
! grep -q '^DIFFERENT \|^MISSING ' "$tmp/report"
