#!/bin/sh
# Writes the harnesses that hardware/device-run.sh runs on the GPU machine (docs/hardware.md,
# "Running on the GPU machine"): the catalogue and the corpus's race-free tests (expected.tsv's
# popl16-opencl class allowed or forbidden), for CUDA and for OpenCL, read with --herd-compat as
# the corpus needs; tests a backend cannot express are listed and left out. Run from the
# repository root after building clmm. hardware/device-harness is generated and git-ignored (it
# holds copies of the system's OpenCL headers, which are not clmm's): pass it to the device tool
# as a carried path (carry: ["hardware/device-harness"]).
set -eu
clmm=${CLMM:-build/clmm}
corpus=${CLMM_CORPUS:-../shared/corpus}
catalogue=examples/catalogue
[ -d examples/catalogue ] && catalogue=examples/catalogue
tests=$(awk -F'\t' 'NR > 1 && ($8 == "allowed" || $8 == "forbidden") { print $1 }' "$corpus/expected.tsv" |
        while read -r t; do
          if "$clmm" parse --herd-compat "$corpus/$t" >/dev/null 2>&1; then echo "$corpus/$t"; fi
        done)
rm -rf hardware/device-harness
for backend in cuda opencl; do
  "$clmm" harness --herd-compat --skip-unsupported -q --backend "$backend" -o "hardware/device-harness/$backend" \
    "$catalogue" $tests
done
echo "$catalogue" $tests | tr ' ' '\n' >hardware/device-harness/tests.txt
# The device may lack OpenCL headers: device-run.sh builds with these when present.
if [ -d /usr/include/CL ]; then mkdir -p hardware/device-harness/include && cp -r /usr/include/CL hardware/device-harness/include/; fi
