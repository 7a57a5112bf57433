#!/usr/bin/env python3
# `clmm check --engine auto` against the faster of the two engines, CPU time side by side (issue 41:
# auto within 1.2x of the faster engine on every bench family). For each family
# (bench/Families.cpp), runs `clmm check -q --format json -j 1` with --engine enumerate and smt
# (of the last binary; enumerate only where ENUM_FAMILIES lists the family: it runs for minutes
# on the others) and --engine auto of each binary, in turn, RUNS times (alternating, so that a
# shared machine's load falls on each alike), and prints the median CPU milliseconds (user +
# system of the process and the children it waited for, from wait4) and auto / the faster engine.
#
# usage: bench/auto-ratio.py GEN CLMM...   (GEN: a clmm-bench-gen)
# environment: RUNS (default 5), FAMILIES, ENUM_FAMILIES (defaults below)
import os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cpu_ratio import medians

if len(sys.argv) < 3:
    sys.exit("usage: bench/auto-ratio.py GEN CLMM...")
gen, bins = sys.argv[1], sys.argv[2:]
runs = int(os.environ.get("RUNS", "5"))
families = os.environ.get(
    "FAMILIES", "rmw:6 rmw:7 mpchain:16 mpchain:24 cow:3:3 cow:4:3 iriw:6 sb-sc:12 sb-rlx:12 2+2w:12").split()
enum_families = os.environ.get("ENUM_FAMILIES", "rmw:6 mpchain:16 cow:3:3 iriw:6 sb-sc:12 sb-rlx:12 2+2w:12").split()


def configs_for(fam, test):
    base = ["check", "-q", "--format", "json", "-j", "1", "--engine"]
    engines = (["enumerate"] if fam in enum_families else []) + ["smt"]
    return [[bins[-1]] + base + [e, test] for e in engines] + [[b] + base + ["auto", test] for b in bins]


print("| family | enumerate | smt | " + " | ".join(f"auto {b} | / faster" for b in bins) + " |")
for fam, name, med in medians(gen, families, runs, configs_for):
    n_engines = 2 if fam in enum_families else 1
    enum = med[0] if fam in enum_families else None
    smt = med[n_engines - 1]
    faster = min(smt, enum) if enum is not None else smt
    cells = [f"{m:.0f} | {m / faster:.2f}" for m in med[n_engines:]]
    print(f"| {name} | {'-' if enum is None else f'{enum:.0f}'} | {smt:.0f} | " + " | ".join(cells) + " |", flush=True)
