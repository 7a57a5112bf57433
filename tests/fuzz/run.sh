#!/usr/bin/env bash
# Builds (when needed) and runs one libFuzzer target of tests/fuzz for a given time, then prints
# the executions per second and the findings (crash-*, timeout-*, leak-*, oom-* files; slow-unit-*
# files are inputs slower than 10 s, counted but not findings).
#
#   tests/fuzz/run.sh [--quick] TARGET SECONDS      TARGET: litmus | model | differential | ptx | lift
#                                                           | mapping | table | observed | batch | cycle | herdlog
#                                                           | amdgpu | amdlift | amddiff
#
# The build is the `fuzz` CMake preset (clang, libFuzzer, ASan+UBSan) in build-fuzz/ (or
# $CLMM_FUZZ_BUILD, configured already; $CLMM_FUZZ_CXX names the compiler to use). The corpus
# the fuzzer grows and its findings live outside the source tree, in
# ${CLMM_FUZZ_DIR:-~/.cache/clmm-fuzz}/TARGET/{corpus,findings}; each run is seeded afresh from
# the public corpus (${CLMM_CORPUS:-../shared/corpus}, read where it lies) and the project's own
# tests and models. --quick (the test suite's short run) uses a temporary directory and a few
# seeds. $CLMM_FUZZ_MAX_SEEDS caps the seeds copied (the suite's check of the long run's messages
# needs no thousand-file initial pass). Exit code: 0 no finding, 1 findings, 2 bad usage, 77 clang or libFuzzer missing (skip).
set -euo pipefail
repo="$(cd "$(dirname "$0")/../.." && pwd)"

usage() {
  echo "usage: run.sh [--quick] TARGET SECONDS   (TARGET: litmus, model, differential, ptx, lift, mapping, table, observed, batch, cycle, herdlog, amdgpu, amdlift, amddiff)" >&2
  exit 2
}
quick=0
if [ "${1:-}" = "--quick" ]; then quick=1; shift; fi
[ $# -eq 2 ] || usage
target="$1" seconds="$2"
case "$target" in
  litmus|model|differential|ptx|lift|mapping|table|observed|batch|cycle|herdlog|amdgpu|amdlift|amddiff) ;;
  *) echo "run.sh: unknown target '$target'; the targets are litmus, model, differential, ptx, lift, mapping, table, observed, batch, cycle, herdlog, amdgpu, amdlift, amddiff" >&2; usage ;;
esac
[[ "$seconds" =~ ^[1-9][0-9]*$ ]] || { echo "run.sh: SECONDS must be a positive whole number, not '$seconds'" >&2; usage; }
max_seeds="${CLMM_FUZZ_MAX_SEEDS:-0}"
[[ "$max_seeds" =~ ^[0-9]+$ ]] || { echo "run.sh: CLMM_FUZZ_MAX_SEEDS must be a whole number, not '$max_seeds'" >&2; exit 2; }

# clang and its libFuzzer runtime (Debian: clang, libclang-rt-14-dev), or skip.
cxx="${CLMM_FUZZ_CXX:-clang++}"
if ! command -v "$cxx" >/dev/null 2>&1; then
  echo "fuzzing skipped: $cxx not found (install the Debian packages clang and libclang-rt-14-dev)"
  exit 77
fi
probe="$(mktemp -d)"
trap 'rm -rf "$probe"' EXIT
echo 'extern "C" int LLVMFuzzerTestOneInput(const unsigned char*, unsigned long) { return 0; }' > "$probe/p.cpp"
if ! "$cxx" -fsanitize=fuzzer "$probe/p.cpp" -o "$probe/p" >/dev/null 2>&1; then
  echo "fuzzing skipped: $cxx cannot link libFuzzer (install the Debian package libclang-rt-14-dev)"
  exit 77
fi

build="${CLMM_FUZZ_BUILD:-$repo/build-fuzz}"
if [ ! -f "$build/CMakeCache.txt" ]; then
  echo "run.sh: configuring $build"
  (cd "$repo" && cmake --preset fuzz -DCMAKE_CXX_COMPILER="$cxx" >/dev/null)
fi
if ! cmake --build "$build" --target "fuzz_$target" > "$probe/build.log" 2>&1; then
  cat "$probe/build.log"
  echo "run.sh: building fuzz_$target failed" >&2
  exit 2
fi

if [ $quick -eq 1 ]; then
  work="$probe/work"
else
  work="${CLMM_FUZZ_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/clmm-fuzz}/$target"
fi
mkdir -p "$work/corpus" "$work/findings"
rm -rf "$work/seeds" && mkdir -p "$work/seeds"

# Seeds: copies (named after their paths) of the files that match, from the given directories.
seeds=0
seed() {
  local pattern="$1"; shift
  local dir f
  for dir in "$@"; do
    [ -d "$dir" ] || continue
    while IFS= read -r -d '' f; do
      if [ "$max_seeds" -gt 0 ] && [ "$seeds" -ge "$max_seeds" ]; then return; fi
      seeds=$((seeds + 1))
      cp "$f" "$work/seeds/$(echo "${f#"$dir"/}" | tr '/' '_')-$(basename "$dir")"
    done < <(find "$dir" -type f -name "$pattern" -print0)
  done
}
corpus="${CLMM_CORPUS:-$repo/../shared/corpus}"
dict=()
case "$target:$quick" in
  litmus:0) seed '*.litmus' "$corpus" "$repo/examples" "$repo/tests" ;;
  litmus:1) seed '*.litmus' "$repo/examples/ci-example" "$repo/tests/hostile" ;;
  model:*) seed '*.cat' "$repo/axioms" "$repo/tests/hostile" ;;
  differential:0) seed '*.litmus' "$corpus" "$repo/examples" ;;
  differential:1) seed '*.litmus' "$repo/examples/ci-example" ;;
  ptx:0) seed '*.litmus' "${CLMM_PTX_CORPUS:-$repo/../shared/dat3m-ptx}" "$repo/examples/ptx" ;;
  ptx:1) seed '*.litmus' "$repo/examples/ptx" ;;
  lift:*) seed 'mp_dev_two_groups-*.ptx' "$repo/targets/fixtures/nvcc" ;;
  mapping:*) seed '*.map' "$repo/axioms/mappings" "$repo/tests" ;;
  table:*) seed '*.csv' "$repo/examples" "$repo/tests"; seed '*.litmus' "$repo/examples/ci-example" ;;
  observed:*) seed '*.json' "$repo/tests/hardware/data" ;;
  batch:*) seed '*.ptx' "$repo/tests/fuzz/seeds/batch"; seed 'mp_dev_two_groups-*.ptx' "$repo/targets/fixtures/nvcc" ;;
  cycle:*) seed '*.cycle' "$repo/tests/fuzz/seeds/cycle" ;;
  herdlog:*) seed '*.log' "$repo/tests/fuzz/seeds/herdlog" ;;
  amdgpu:0) seed '*.litmus' "$repo/examples/amdgpu" "$repo/tests/amdgpu" "$repo/tests/hostile"; seed 'amdgpu_*.litmus' "$repo/tests/bad" ;;
  amdgpu:1) seed 'gfx*.litmus' "$repo/examples/amdgpu" ;;
  amdlift:0) seed '*.s' "$repo/tests/compile/amdgpu" "$repo/targets/fixtures" ;;
  amdlift:1) seed 'mp_dev_two_groups-*.s' "$repo/tests/compile/amdgpu/fixtures" ;;
  amddiff:0) seed '*.litmus' "$repo/examples/amdgpu" ;;
esac
case "$target" in
  litmus|differential) dict=(-dict="$repo/tests/fuzz/litmus.dict") ;;
  model) dict=(-dict="$repo/tests/fuzz/model.dict") ;;
  ptx) dict=(-dict="$repo/tests/fuzz/ptx.dict") ;;
  amdgpu|amdlift) dict=(-dict="$repo/tests/fuzz/amdgpu.dict") ;;
esac
if [ ! -d "$corpus" ] && [ $quick -eq 0 ] && { [ "$target" = litmus ] || [ "$target" = differential ]; }; then
  echo "run.sh: no public corpus at $corpus (set CLMM_CORPUS): seeding from the project's tests only"
fi

before="$(ls "$work/findings")"
echo "run.sh: fuzz_$target for $seconds s; corpus $work/corpus, seeds $(ls "$work/seeds" | wc -l), findings in $work/findings"
set +e
"$build/fuzz_$target" "$work/corpus" "$work/seeds" "${dict[@]}" -max_total_time="$seconds" -timeout=60 \
  -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$work/findings/" > "$work/last-run.log" 2>&1
rc=$?
set -e
runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/last-run.log" | tail -1)"
time="$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$work/last-run.log" | tail -1)"
if [ -n "$runs" ] && [ -n "$time" ] && [ "$time" -gt 0 ]; then
  echo "fuzz_$target: $runs executions in $time s: $((runs / time)) executions per second"
else
  echo "fuzz_$target: ${runs:-?} executions"
fi
found="$(comm -13 <(echo "$before") <(ls "$work/findings") | grep -v '^slow-unit-' || true)"
slow="$(comm -13 <(echo "$before") <(ls "$work/findings") | grep -c '^slow-unit-' || true)"
[ "$slow" = 0 ] || echo "fuzz_$target: $slow input(s) slower than 10 s kept as slow-unit-* (not findings)"
if [ $rc -ne 0 ] || [ -n "$found" ]; then
  echo "fuzz_$target: FINDINGS (libFuzzer exit code $rc):"
  for f in $found; do echo "  $work/findings/$f"; done
  grep -A30 -m1 -E '^(==[0-9]+==ERROR|clmm fuzz_|.*runtime error|ALARM|terminate called)' "$work/last-run.log" || tail -30 "$work/last-run.log"
  if [ $quick -eq 1 ]; then trap - EXIT; echo "(kept: $work)"; fi
  exit 1
fi
echo "fuzz_$target: no findings"
