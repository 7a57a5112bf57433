#!/usr/bin/env python3
# Writes the held-out audit's hand-edited machine code (issue 39; tests/amdgpu/held-audit/README.md,
# "Hand-edited machine code"). Each folder holds one kernel file of tests/compile/amdgpu/fixtures
# with one edit; the expected compile-check verdict of each is derived from AMDGPUUsage in the
# README. Run from the repository root; the folders are committed, this script documents them.
import os
import sys

FIX = "tests/compile/amdgpu/fixtures"
OUT = "tests/compile/amdgpu/held-audit"
SB = "sb_sc_dev-4d4708855cf1.s"
IRIW = "iriw_sc_dev-754238a3899b.s"
SBWG = "sb_sc_wg_same_group-21eb8e9c06bd.s"
MP = "mp_dev_two_groups-f614e14aaf7e.s"

# folder -> (fixture folder, file, {1-based line: replacement lines ([] deletes the line)}).
# Each edit first checks the line it replaces is the one named (the fixture did not move).
EDITS = {
    # gfx90a sb_sc_dev: P0 store x (20), vmcnt(0) (22), glc load y (23).
    "sb-no-wait-gfx90a": ("gfx90a-O2", SB, {22: ("s_waitcnt vmcnt(0)", [])}),
    "sb-load-no-glc-gfx90a": ("gfx90a-O2", SB, {23: ("global_load_dword v1, v0, s[2:3] glc",
                                                     ["\tglobal_load_dword v1, v0, s[2:3]"])}),
    "sb-load-slc-gfx90a": ("gfx90a-O2", SB, {23: ("global_load_dword v1, v0, s[2:3] glc",
                                                  ["\tglobal_load_dword v1, v0, s[2:3] glc slc"])}),
    # gfx1200 sb_sc_dev: P0 store SCOPE_DEV (20), storecnt (22), load SCOPE_DEV (23).
    "sb-no-storecnt-gfx1200": ("gfx1200-O2", SB, {22: ("s_wait_storecnt 0x0", [])}),
    "sb-load-scope-se-gfx1200": ("gfx1200-O2", SB, {23: ("global_load_b32 v1, v0, s[6:7] scope:SCOPE_DEV",
                                                         ["\tglobal_load_b32 v1, v0, s[6:7] scope:SCOPE_SE"])}),
    # gfx942 iriw_sc_dev: P1 load x sc1 (113), vmcnt (114), buffer_inv sc1 (115), load y sc1 (117).
    "iriw-reader-no-wait-gfx942": ("gfx942-O2", IRIW, {114: ("s_waitcnt vmcnt(0)", []),
                                                       115: ("buffer_inv sc1", [])}),
    "iriw-reader-inv-sc0-gfx942": ("gfx942-O2", IRIW, {115: ("buffer_inv sc1", ["\tbuffer_inv sc0"])}),
    # gfx90a:tgsplit sb_sc_wg_same_group: P0 store (20), vmcnt (22), glc load (23).
    "tgsplit-sb-no-wait-gfx90a": ("gfx90a-tgsplit-O2", SBWG, {22: ("s_waitcnt vmcnt(0)", [])}),
    # gfx90a mp_dev_two_groups: P0 data (19), vmcnt (21), flag (22); P1 flag glc (121), vmcnt (122),
    # buffer_wbinvl1_vol (123), data load (130).
    "mp-inv-before-wait-gfx90a": ("gfx90a-O2", MP, {122: ("s_waitcnt vmcnt(0)", ["\tbuffer_wbinvl1_vol"]),
                                                    123: ("buffer_wbinvl1_vol", ["\ts_waitcnt vmcnt(0)"])}),
    "mp-flag-no-glc-gfx90a": ("gfx90a-O2", MP, {121: ("global_load_dword v0, v2, s[2:3] glc",
                                                      ["\tglobal_load_dword v0, v2, s[2:3]"])}),
    "mp-writer-lgkmcnt-gfx90a": ("gfx90a-O2", MP, {21: ("s_waitcnt vmcnt(0)", ["\ts_waitcnt lgkmcnt(0)"])}),
    # gfx1100 mp_dev_two_groups: P1 vmcnt (112), buffer_gl1_inv (113), buffer_gl0_inv (114).
    "mp-gl0-then-gl1-gfx1100": ("gfx1100-O2", MP, {113: ("buffer_gl1_inv", ["\tbuffer_gl0_inv"]),
                                                  114: ("buffer_gl0_inv", ["\tbuffer_gl1_inv"])}),
}


def main():
    for folder, (fixdir, name, edits) in EDITS.items():
        with open(os.path.join(FIX, fixdir, name)) as f:
            lines = f.readlines()
        out = []
        for number, line in enumerate(lines, 1):
            if number in edits:
                expected, replacement = edits[number]
                if line.strip() != expected:
                    sys.exit(f"{fixdir}/{name}:{number}: expected '{expected}', found '{line.strip()}'")
                out.extend(r + "\n" for r in replacement)
            else:
                out.append(line)
        os.makedirs(os.path.join(OUT, folder), exist_ok=True)
        with open(os.path.join(OUT, folder, name), "w") as f:
            f.writelines(out)


main()
