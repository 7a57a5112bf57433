#!/usr/bin/env bash
# Before/after pairs on a loaded machine: runs each case with an old and a new clmm back to
# back, REPS times, and prints the medians of each side: CPU seconds (user + system: what load
# from other processes changes least), wall seconds and peak memory. A run past TIMEOUT wall
# seconds is killed and counts as "> TIMEOUT"; once the old binary is killed on a family's size,
# its larger sizes are not run for it.
#
# usage: bench/compare.sh OLD_CLMM NEW_CLMM [REPS]     (default 3 repetitions)
# environment: TIMEOUT (default 60), GEN (clmm-bench-gen with the rmw families, default
# build/clmm-bench-gen), CLMM_CORPUS (the corpus, default ../shared/corpus), CASES (a subset of
# the case labels below, space-separated; default all), SAME=1 (both binaries run each case's
# new engine: for a change that keeps the engines, such as a data structure's), SKIP (LABEL:ENGINES
# pairs not to run, e.g. "RMW-8:enumerate>enumerate"), OLD_SLOW (families the old binary is known
# to run past TIMEOUT, e.g. "COW:enumerate>enumerate": reported as killed without running it)
#
# Each case names the engine of each side: "smt>smt" runs --engine smt with both binaries;
# "smt>auto" compares the old default engine (smt) with the new default (auto).
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
old="${1:?usage: bench/compare.sh OLD_CLMM NEW_CLMM [REPS]}"
new="${2:?usage: bench/compare.sh OLD_CLMM NEW_CLMM [REPS]}"
reps="${3:-3}"
limit="${TIMEOUT:-60}"
gen="${GEN:-$root/build/clmm-bench-gen}"
corpus="${CLMM_CORPUS:-$root/../shared/corpus}"
for tool in "$old" "$new" "$gen" /usr/bin/time; do
  if [ ! -x "$tool" ]; then
    echo "bench/compare.sh: $tool not found or not executable" >&2
    exit 2
  fi
done

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# one BINARY ENGINE INPUT: prints "CPU WALL MB" (">" when killed)
one() {
  local bin="$1" engine="$2" input="$3"
  local code=0
  timeout "$limit" /usr/bin/time -f '%U %S %e %M' -o "$tmp/time" "$bin" check -q --format brief --engine "$engine" \
    -j 1 "$input" > /dev/null 2>&1 || code=$?
  if [ "$code" = 124 ] || [ "$code" = 137 ]; then
    echo "> - -"
  else
    local u s e kb
    read -r u s e kb < <(tail -n 1 "$tmp/time")
    echo "$(awk -v u="$u" -v s="$s" 'BEGIN { printf "%.2f", u + s }') $e $((kb / 1024))"
  fi
}

median() { sort -g | awk '{ v[NR] = $1 } END { if (NR == 0) print "-"; else print v[int((NR + 1) / 2)] }'; }

# case LABEL OLD_ENGINE>NEW_ENGINE INPUT
case_() {
  local label="$1" engines="$2" input="$3"
  if [ -n "${CASES:-}" ] && [[ " $CASES " != *" $label "* ]]; then return; fi
  if [[ " ${SKIP:-} " == *" $label:$engines "* ]]; then return; fi
  local oe="${engines%%>*}" ne="${engines##*>}"
  if [ "${SAME:-0}" = 1 ]; then oe="$ne" engines="$ne>$ne"; fi
  local family="${label%-*}:$engines" skipOld=0
  [[ " ${oldKilled:-} ${OLD_SLOW:-} " == *" $family "* ]] && skipOld=1
  : > "$tmp/o"; : > "$tmp/n"
  for ((i = 0; i < reps; i++)); do
    [ "$skipOld" = 1 ] || one "$old" "$oe" "$input" >> "$tmp/o"
    one "$new" "$ne" "$input" >> "$tmp/n"
  done
  summary() {  # FILE: median CPU s / wall s / MB, or "> limit" when the median run was killed
    local killed total
    killed=$(grep -c '^>' "$1" || true)
    total=$(wc -l < "$1")
    if [ "$total" = 0 ]; then
      if [[ " ${OLD_SLOW:-} " == *" $family "* ]]; then echo "killed (OLD_SLOW, not run)"; else echo "(not run)"; fi
      return
    fi
    if [ "$((killed * 2))" -gt "$total" ]; then echo "killed > $limit s wall"; return; fi
    local col
    for col in 1 2 3; do grep -v '^>' "$1" | awk -v c="$col" '{print $c}' | median; done | paste -sd' ' |
      awk '{ printf "%s cpu %s wall %s MB", $1, $2, $3 }'
  }
  local so sn
  so="$(summary "$tmp/o")"
  sn="$(summary "$tmp/n")"
  [[ "$so" == killed* ]] && oldKilled="${oldKilled:-} $family"
  printf '%-11s %-20s %-32s %-32s\n' "$label" "$engines" "$so" "$sn"
}

printf '%-11s %-20s %-32s %-32s\n' case engines "before (medians)" "after (medians)"
for n in 8 16 32 64 128; do
  "$gen" rmw "$n" > "$tmp/rmw$n.litmus"
  case_ "RMW-$n" "smt>smt" "$tmp/rmw$n.litmus"
done
for n in 4 8 16; do
  "$gen" rmw2 "$n" > "$tmp/rmw2-$n.litmus"
  case_ "RMW2-$n" "smt>smt" "$tmp/rmw2-$n.litmus"
done
"$gen" rmw 8 > "$tmp/rmw8.litmus"
case_ "RMW-8" "enumerate>enumerate" "$tmp/rmw8.litmus"
for n in 6 7 9 30; do
  "$gen" inc "$n" > "$tmp/inc$n.litmus"
  case_ "INC-$n" "enumerate>enumerate" "$tmp/inc$n.litmus"
done
"$gen" cow 3 3 > "$tmp/cow33.litmus"
case_ "COW-3x3" "smt>smt" "$tmp/cow33.litmus"
case_ "COW-3x3" "enumerate>enumerate" "$tmp/cow33.litmus"
case_ "COW-3x3" "smt>auto" "$tmp/cow33.litmus"
"$gen" sb-sc 8 > "$tmp/sb8.litmus"
case_ "SB-8" "smt>auto" "$tmp/sb8.litmus"
"$gen" iriw 4 > "$tmp/iriw4.litmus"
case_ "IRIW-4" "smt>auto" "$tmp/iriw4.litmus"
"$gen" mpchain 8 > "$tmp/mp8.litmus"
case_ "MP-chain-8" "smt>auto" "$tmp/mp8.litmus"
case_ "RMW-32" "smt>auto" "$tmp/rmw32.litmus"
# A batch of many small generated tests in one invocation (the case `auto` is for): 20
# instances of small sizes, 25 copies each.
mkdir -p "$tmp/batch"
for n in 2 3 4 5; do
  for fam in sb-rlx sb-sc iriw mpchain; do "$gen" "$fam" "$n" > "$tmp/batch/$fam-$n-0.litmus"; done
  "$gen" cow 2 "$n" > "$tmp/batch/cow-2x$n-0.litmus"
done
for f in "$tmp"/batch/*-0.litmus; do
  for ((c = 1; c < 25; c++)); do cp "$f" "${f%-0.litmus}-$c.litmus"; done
done
case_ "batch-500" "smt>auto" "$tmp/batch"
if [ -d "$corpus" ]; then case_ "corpus" "smt>auto" "$corpus"; fi
