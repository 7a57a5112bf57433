#!/usr/bin/env python3
# Writes the second audit's hand-edited machine code (issue 39; tests/amdgpu/CMakeLists.txt,
# "Audit 2: hand-edited machine code"): each folder is one compiled kernel file of
# tests/compile/amdgpu/fixtures with one edit whose meaning the audit derived from AMDGPUUsage
# (tests/amdgpu/audit2: the litmus test of the same meaning). Run from the repository root; the
# folders are committed, so this only documents (and can redo) each edit.
import os

FIX = "tests/compile/amdgpu/fixtures"
OUT = "tests/compile/amdgpu/audit2"
MP = "mp_dev_two_groups-f614e14aaf7e.s"
WG = "mp_wg_same_group-793388d6d79e.s"

# (folder, fixture folder, fixture file, [(line, action, lines)]): "replace" the 1-based line,
# "after" inserts after it, "delete" deletes it.
EDITS = [
    # gfx942 mp_dev_two_groups: P0 store data (19), buffer_wbl2 sc1 (21), wait (22), flag sc1 (23);
    # P1 flag load sc1 (119), wait (120), buffer_inv sc1 (121), branch (125), data load (128).
    ("inv-sc0-gfx942", "gfx942-O2", MP, [(121, "replace", ["\tbuffer_inv sc0"])]),
    ("wbl2-sc0-gfx942", "gfx942-O2", MP, [(21, "replace", ["\tbuffer_wbl2 sc0"])]),
    ("store-sc1-no-wbl2-gfx942", "gfx942-O2", MP, [(19, "replace", ["\tglobal_store_dword v0, v1, s[0:1] sc1"]),
                                                  (21, "delete", [])]),
    ("flag-nt-gfx942", "gfx942-O2", MP, [(23, "replace", ["\tglobal_store_dword v0, v1, s[2:3] sc1 nt"])]),
    ("inv-before-wait-gfx942", "gfx942-O2", MP, [(120, "replace", ["\tbuffer_inv sc1"]),
                                                (121, "replace", ["\ts_waitcnt vmcnt(0)"])]),
    ("vmcnt1-gfx942", "gfx942-O2", MP, [(120, "replace", ["\ts_waitcnt vmcnt(1)"])]),
    ("data-load-sc1-no-inv-gfx942", "gfx942-O2", MP, [(121, "delete", []),
                                                     (128, "replace", ["\tglobal_load_dword v1, v2, s[4:5] sc1"])]),
    ("branch-skips-inv-gfx942", "gfx942-O2", MP, [(121, "replace", ["\tv_cmp_eq_u32_e32 vcc, 1, v0",
                                                                   "\ts_cbranch_vccnz .LBB1_9", "\tbuffer_inv sc1",
                                                                   ".LBB1_9:"])]),
    ("wait-before-wbl2-gfx942", "gfx942-O2", MP, [(21, "replace", ["\ts_waitcnt vmcnt(0)"]),
                                                 (22, "replace", ["\tbuffer_wbl2 sc1"])]),
    # gfx1200: P0 store (18), global_wb SCOPE_DEV (20), storecnt (21), flag SCOPE_DEV (22);
    # P1 flag load (110), loadcnt (111), global_inv SCOPE_DEV (112), data load (119).
    ("inv-se-gfx1200", "gfx1200-O2", MP, [(112, "replace", ["\tglobal_inv scope:SCOPE_SE"])]),
    ("data-load-dev-no-inv-gfx1200", "gfx1200-O2", MP, [(112, "delete", []),
                                                       (119, "replace", ["\tglobal_load_b32 v1, v2, s[4:5] scope:SCOPE_DEV"])]),
    ("storecnt-to-loadcnt-gfx1200", "gfx1200-O2", MP, [(21, "replace", ["\ts_wait_loadcnt 0x0"])]),
    ("loadcnt-to-storecnt-gfx1200", "gfx1200-O2", MP, [(111, "replace", ["\ts_wait_storecnt 0x0"])]),
    ("flag-scope-cu-gfx1200", "gfx1200-O2", MP, [(22, "replace", ["\tglobal_store_b32 v0, v1, s[2:3]"])]),
    ("no-wb-gfx1200", "gfx1200-O2", MP, [(20, "delete", [])]),
    ("wb-after-wait-gfx1200", "gfx1200-O2", MP, [(20, "replace", ["\ts_wait_storecnt 0x0"]),
                                                (21, "replace", ["\tglobal_wb scope:SCOPE_SYS"])]),
    # gfx1100: P0 store (18), vscnt (20), flag (21); P1 flag load glc (111), vmcnt (112),
    # buffer_gl1_inv (113), buffer_gl0_inv (114), data load (121).
    ("vscnt-to-vmcnt-gfx1100", "gfx1100-O2", MP, [(20, "replace", ["\ts_waitcnt vmcnt(0)"])]),
    ("reader-vscnt-gfx1100", "gfx1100-O2", MP, [(112, "replace", ["\ts_waitcnt_vscnt null, 0x0"])]),
    ("gl1-inv-only-gfx1100", "gfx1100-O2", MP, [(114, "delete", [])]),
    ("data-glc-no-inv-gfx1100", "gfx1100-O2", MP, [(113, "delete", []), (114, "delete", []),
                                                  (121, "replace", ["\tglobal_load_b32 v1, v2, s[4:5] glc"])]),
    ("vscnt1-gfx1100", "gfx1100-O2", MP, [(20, "replace", ["\ts_waitcnt_vscnt null, 0x1"])]),
    ("data-after-flag-gfx1100", "gfx1100-O2", MP, [(18, "replace", ["\tglobal_store_b32 v0, v1, s[2:3]"]),
                                                  (21, "replace", ["\tglobal_store_b32 v0, v1, s[0:1]"])]),
    # gfx90a:tgsplit mp_wg_same_group: P0 store (19), vmcnt (21), flag (22); P1 flag glc (121),
    # vmcnt (122), buffer_wbinvl1_vol (123), data load (130).
    # Refused edits: each names its .s line and column.
    ("glc-on-gfx942", "gfx942-O2", MP, [(119, "replace", ["\tglobal_load_dword v0, v2, s[6:7] glc"])]),
    ("wbinvl1-on-gfx942", "gfx942-O2", MP, [(121, "replace", ["\tbuffer_wbinvl1_vol"])]),
    ("scalar-flag-load-gfx942", "gfx942-O2", MP, [(119, "replace", ["\ts_load_dword s8, s[6:7], 0x0"]),
                                                 (123, "replace", ["\ts_waitcnt lgkmcnt(0)", "\tv_mov_b32_e32 v0, s8",
                                                                   "\tv_cmp_ne_u32_e32 vcc, 1, v0"])]),
    ("scope-on-gfx1100", "gfx1100-O2", MP, [(111, "replace", ["\tglobal_load_b32 v0, v2, s[6:7] scope:SCOPE_DEV"])]),
    ("gl0-inv-on-gfx1200", "gfx1200-O2", MP, [(112, "replace", ["\tbuffer_gl0_inv"])]),
    ("th-nt-gfx1200", "gfx1200-O2", MP, [(22, "replace", ["\tglobal_store_b32 v0, v1, s[2:3] th:TH_STORE_NT scope:SCOPE_DEV"])]),
    ("tgsplit-no-inv-gfx90a", "gfx90a-tgsplit-O2", WG, [(123, "delete", [])]),
    ("tgsplit-lgkmcnt-writer-gfx90a", "gfx90a-tgsplit-O2", WG, [(21, "replace", ["\ts_waitcnt lgkmcnt(0)"])]),
    ("tgsplit-data-glc-no-inv-gfx90a", "gfx90a-tgsplit-O2", WG, [(123, "delete", []),
                                                                (130, "replace", ["\tglobal_load_dword v1, v2, s[0:1] glc"])]),
]


def apply(lines, edits):
    out = {i + 1: [l] for i, l in enumerate(lines)}
    for line, action, text in edits:
        assert line in out, line
        if action == "replace":
            out[line] = [t + "\n" for t in text]
        elif action == "after":
            out[line] = out[line] + [t + "\n" for t in text]
        elif action == "delete":
            out[line] = []
    return [l for i in sorted(out) for l in out[i]]


for folder, fixdir, name, edits in EDITS:
    with open(os.path.join(FIX, fixdir, name)) as f:
        lines = f.readlines()
    os.makedirs(os.path.join(OUT, folder), exist_ok=True)
    with open(os.path.join(OUT, folder, name), "w") as f:
        f.writelines(apply(lines, edits))
print(len(EDITS), "folders")
