#!/usr/bin/env python3
# `clmm check --explain` against the verdict alone, CPU time side by side (issue 41: --explain
# within 2x of the verdict on every bench family). For each family (bench/Families.cpp), runs
# `clmm check -q --format json -j 1 --engine auto` and the same with --explain, of each binary,
# in turn, RUNS times (alternating, so that a shared machine's load falls on each alike), and
# prints the median CPU milliseconds (user + system of the process and the children it waited
# for, from wait4) and --explain / verdict, each binary's against its own verdict.
#
# usage: bench/explain-ratio.py GEN CLMM...   (GEN: a clmm-bench-gen)
# environment: RUNS (default 7), FAMILIES (default: those of bench/engine-times.sh)
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cpu_ratio import medians

if len(sys.argv) < 3:
    sys.exit("usage: bench/explain-ratio.py GEN CLMM...")
gen, bins = sys.argv[1], sys.argv[2:]
runs = int(os.environ.get("RUNS", "7"))
families = os.environ.get(
    "FAMILIES", "rmw:6 rmw:7 mpchain:16 mpchain:24 cow:3:3 cow:4:3 iriw:6 sb-sc:12 sb-rlx:12 2+2w:12").split()


def configs_for(fam, test):
    base = ["check", "-q", "--format", "json", "-j", "1", "--engine", "auto", test]
    configs = []
    for b in bins:
        configs += [[b] + base, [b] + base[:-1] + ["--explain", test]]
    return configs


print("| family | " + " | ".join(f"verdict {b} | --explain | ratio" for b in bins) + " |")
for fam, name, med in medians(gen, families, runs, configs_for):
    cells = [f"{med[2 * i]:.0f} | {med[2 * i + 1]:.0f} | {med[2 * i + 1] / med[2 * i]:.2f}" for i in range(len(bins))]
    print(f"| {name} | " + " | ".join(cells) + " |", flush=True)
