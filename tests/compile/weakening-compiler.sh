#!/bin/sh
# A deliberately broken compiler for compile-check campaigns (docs/compile-check.md, "A broken
# compiler"): nvcc, then every device-scope acquire load weakened to relaxed in the PTX.
# Usage (as a --compiler-command template): weakening-compiler.sh {src} {out} {arch}
[ "$#" -eq 3 ] || { echo "weakening-compiler: expected 3 arguments, got $#" >&2; exit 3; }
nvcc -ptx -lineinfo -std=c++17 "-arch=$3" -o "$2.tmp" "$1" || exit 1
sed 's/ld\.acquire\.gpu/ld.relaxed.gpu/g' "$2.tmp" > "$2" && rm -f "$2.tmp"
