#!/bin/sh
# Fault injection for `clmm compile-check` on nvcc's PTX (docs/compile-check.md, "Loops in
# nvcc's PTX"): runs nvcc as compile-check does, then weakens the PTX of its loops in one way, as a
# buggy optimisation would, so that the suite can check that the weakening is caught:
#   none        the PTX as nvcc wrote it (a correct encoding)
#   hoist       the load at the head of each loop (a label that a later branch goes back to) is
#               moved before the label: the loop tests the value read once, again and again
#   drop-fence  every fence (fence.*, membar.*) between a loop's label and its branch back removed
# Used as a --compiler-command template:
#   tests/compile/ptx-weakening.sh MODE NVCC {src} {out} {arch}
set -eu
[ "$#" -eq 5 ] || { echo "ptx-weakening: expected 5 arguments, got $#" >&2; exit 2; }
mode=$1 nvcc=$2 src=$3 out=$4 arch=$5
"$nvcc" -ptx -lineinfo -std=c++17 "-arch=$arch" -o "$out.orig" "$src"
# The labels that a later branch goes back to, one per line: "LABEL FIRST_LINE LAST_LINE".
loops() {
  awk '/^\$[A-Za-z0-9_$]+:/ { at[substr($1, 1, length($1) - 1)] = NR }
       /bra(\.uni)?[ \t]/ { l = $NF; sub(";", "", l); if (l in at) print l, at[l], NR }' "$out.orig"
}
case "$mode" in
  none) cp "$out.orig" "$out" ;;
  hoist)
    loops > "$out.loops"
    awk 'FILENAME == ARGV[1] { head[$2] = 1; next }
         FNR in head { held = $0; holding = 1; next }
         holding && /^[ \t]*(\.loc|\/\/|$)/ { pending = pending $0 "\n"; next }
         holding && /^[ \t]*ld\./ { print; printf "%s", held "\n" pending; holding = 0; pending = ""; next }
         holding { printf "%s", held "\n" pending; holding = 0; pending = "" }
         { print }' "$out.loops" "$out.orig" > "$out" ;;
  drop-fence)
    loops > "$out.loops"
    awk 'FILENAME == ARGV[1] { for (i = $2; i <= $3; i++) inside[i] = 1; next }
         (FNR in inside) && /^[ \t]*(fence|membar)\./ { next }
         { print }' "$out.loops" "$out.orig" > "$out" ;;
  *) echo "ptx-weakening.sh: unknown mode $mode" >&2; exit 2 ;;
esac
rm -f "$out.orig" "$out.loops"
