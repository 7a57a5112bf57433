#!/bin/sh
# A deliberately broken compiler for the CUDA tests (tests/cuda/CudaDialectTest.cpp): nvcc, then
# every device-scope fence.sc (fence.sc.gpu, membar.gl) narrowed to block scope in the PTX.
# Usage (as a --compiler-command template): narrow-fences.sh NVCC {src} {out} {arch}
[ "$#" -eq 4 ] || { echo "narrow-fences: expected 4 arguments, got $#" >&2; exit 3; }
"$1" -ptx -lineinfo -std=c++17 "-arch=$4" -o "$3.tmp" "$2" || exit 1
sed -e 's/fence\.sc\.gpu/fence.sc.cta/g' -e 's/membar\.gl/membar.cta/g' "$3.tmp" > "$3" && rm -f "$3.tmp"
