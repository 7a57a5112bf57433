#!/bin/sh
# Writes the mutation-score suite (docs/hardware.md, "Scores by class and interleaving coverage"),
# one folder per class, so that clmm compare --mutation-score scores each class apart:
#   OUTDIR/classes/reversing-po, weakening-po, weakening-sw, reversing-po-loc  MC Mutants' classes:
#       relaxed atomics (release/acquire where the class needs them) at device scope, each
#       work-item in a work-group of its own (hardware/suite/shapes.txt);
#   OUTDIR/classes/conformance  the tests those mutants weaken, coherence (CoRR, MP-CO, CoWR,
#       CoRW2) and fence or release/acquire message passing: forbidden, no score;
#   OUTDIR/classes/cta-global-*, cta-shared-*  reversing-po and weakening-po with both work-items
#       in one work-group (a sub-group each), in global and in local memory, at work-group scope;
#   OUTDIR/classes/hw-scope, hw-order, hw-iriw, hw-cta  clmm mutate's first-order mutants of MP,
#       SB, LB, IRIW, 2+2W and CoRR generated as cycles (OUTDIR/base, all in OUTDIR/mutants), by
#       what limits them on a GPU: a scope narrowed, an order weakened or a fence dropped across
#       work-groups, IRIW (multi-copy atomicity), and the tests inside one work-group.
# Usage: sh hardware/mutation-suite.sh OUTDIR
set -eu
clmm=${CLMM:-build/clmm}
out=${1:?usage: mutation-suite.sh OUTDIR}
here=$(dirname "$0")
set --
for c in 'PodWW rel.dev Rfe acq.dev PodRR Fre' 'FdWW.rel.dev Rfe FdRR.acq.dev Fre' \
         'sc PodWR sc Fre sc PodWR sc Fre' 'FdWR.sc.dev Fre FdWR.sc.dev Fre' \
         'acq PodRW rel Rfe acq PodRW rel Rfe' 'FdRW.ar.dev Rfe FdRW.ar.dev Rfe' \
         'sc Rfe sc PodRR sc Fre sc Rfe sc PodRR sc Fre' 'Rfe FdRR.sc.dev Fre Rfe FdRR.sc.dev Fre' \
         'sc PodWW sc Coe sc PodWW sc Coe' 'FdWW.sc.dev Coe FdWW.sc.dev Coe' 'Rfe PosRR Fre' \
         'rlx.wg PodWW rel.wg Rfe.sg acq.wg PodRR rlx.wg Fre.sg' \
         'rlx.wg FdWW.rel.wg rlx.wg Rfe.sg rlx.wg FdRR.acq.wg rlx.wg Fre.sg' \
         'sc.wg PodWR sc.wg Fre.sg sc.wg PodWR sc.wg Fre.sg' \
         'rlx.wg FdWR.sc.wg rlx.wg Fre.sg rlx.wg FdWR.sc.wg rlx.wg Fre.sg' \
         'acq.wg PodRW rel.wg Rfe.sg acq.wg PodRW rel.wg Rfe.sg' \
         'rlx.wg FdRW.ar.wg rlx.wg Rfe.sg rlx.wg FdRW.ar.wg rlx.wg Rfe.sg' \
         'sc.wg PodWW sc.wg Coe.sg sc.wg PodWW sc.wg Coe.sg' 'rlx.wg Rfe.sg rlx.wg PosRR rlx.wg Fre.sg'; do
  set -- "$@" --cycle "$c"
done
"$clmm" generate "$@" -o "$out/base"
"$clmm" mutate -o "$out/mutants" "$out/base"
classes=$out/classes
mkdir -p "$classes"
awk -v where=dev -v prefix= -v out="$classes" \
    -v classes='reversing-po weakening-po weakening-sw reversing-po-loc conformance' -f "$here/suite/emit.awk" \
    "$here/suite/shapes.txt"
awk -v where=cta -v prefix=cta-global -v out="$classes" -v classes='reversing-po weakening-po' \
    -f "$here/suite/emit.awk" "$here/suite/shapes.txt"
awk -v where=shared -v prefix=cta-shared -v out="$classes" -v classes='reversing-po weakening-po' \
    -f "$here/suite/emit.awk" "$here/suite/shapes.txt"
# clmm mutate's mutants by what limits them (index.csv: name, file, base, mutation, ...).
tail -n +2 "$out/mutants/index.csv" | while IFS=, read -r _ file base mutation _; do
  file=$(echo "$file" | tr -d '"') base=$(echo "$base" | tr -d '"') mutation=$(echo "$mutation" | tr -d '"')
  case "$base:$mutation" in
    *wg*:* | *sg*:*) c=hw-cta ;;
    IRIW*:*) c=hw-iriw ;;
    *:*-dev-wg | *:*-all-dev) c=hw-scope ;;
    *) c=hw-order ;;
  esac
  mkdir -p "$classes/$c"
  cp "$out/mutants/$file" "$classes/$c/"
done
