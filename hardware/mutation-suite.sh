#!/bin/sh
# Writes the mutation-score suite (docs/hardware.md, "Mutation score"): MP, SB, LB, IRIW, 2+2W and
# CoRR as clmm generate cycles, with release/acquire or SC accesses and with relaxed accesses and
# fences, at device scope across work-groups and at work-group scope across sub-groups of one
# work-group; then clmm mutate keeps the mutants of the forbidden ones that opencl no longer forbids.
# Usage: sh hardware/mutation-suite.sh OUTDIR   (writes OUTDIR/base and OUTDIR/mutants)
set -eu
clmm=${CLMM:-build/clmm}
out=${1:?usage: mutation-suite.sh OUTDIR}
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
