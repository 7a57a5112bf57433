#!/bin/sh
# Fault injection for `clmm compile-check --machine-code` (docs/compile-check.md, "clang: AMDGPU
# machine code"): runs clang for amdgcn as compile-check does (-S, machine code), then weakens the
# assembly in one way, as a broken memory legalizer or a broken later pass would, so that the suite
# can check that the weakening is caught as UNSOUND with its culprit:
#   none         the assembly as clang wrote it (a correct encoding)
#   drop-inv     every invalidation removed (buffer_wbinvl1_vol, buffer_invl2, buffer_inv,
#                buffer_gl0_inv, buffer_gl1_inv, global_inv)
#   drop-wb      every write-back removed (buffer_wbl2, global_wb)
#   drop-wait    every wait for vector memory removed (s_waitcnt with vmcnt, s_waitcnt_vscnt,
#                s_wait_loadcnt, s_wait_storecnt and their combined forms); the waits loaded
#                registers need go too: the lifter lifts such a read as if the load had completed
#                (a timing the hardware allows), so a dropped wait that orders memory is caught
#                as unsound, and code found sound that way is unknown
#   drop-bits    the coherence bits of loads and stores removed (glc, dlc, sc0, sc1, scope:)
# Used as a --compiler-command template:
#   tests/compile/amdgpu-weakening.sh MODE CLANG MCPU LEVEL {src} {out}
set -eu
mode=$1 clang=$2 mcpu=$3 level=$4 src=$5 out=$6
"$clang" -cl-std=CL2.0 -Xclang -finclude-default-header -target amdgcn-amd-amdhsa "-O$level" -gline-tables-only \
  -nogpulib "-mcpu=$mcpu" -include clmm-amdgpu-atomics.h -S -o "$out.orig" "$src"
case "$mode" in
  none) cp "$out.orig" "$out" ;;
  drop-inv) sed -E '/^[[:space:]]*(buffer_wbinvl1_vol|buffer_wbinvl1|buffer_invl2|buffer_inv|buffer_gl0_inv|buffer_gl1_inv|global_inv)([[:space:]]|$)/d' "$out.orig" > "$out" ;;
  drop-wb) sed -E '/^[[:space:]]*(buffer_wbl2|global_wb)([[:space:]]|$)/d' "$out.orig" > "$out" ;;
  drop-wait) sed -E '/^[[:space:]]*(s_waitcnt[[:space:]].*vmcnt|s_waitcnt_vscnt|s_wait_loadcnt|s_wait_storecnt)/d' "$out.orig" > "$out" ;;
  drop-bits) sed -E '/^[[:space:]]*(global|flat)_(load|store)_/{s/[[:space:]](glc|dlc|sc0|sc1)//g;s/[[:space:]]scope:SCOPE_[A-Z]+//g;}' "$out.orig" > "$out" ;;
  *) echo "amdgpu-weakening.sh: unknown mode $mode" >&2; exit 2 ;;
esac
rm -f "$out.orig"
