#!/bin/sh
# A stand-in for a team's compiler in the tests of `compile-check --compiler-command`: it checks
# that clmm passed exactly three arguments, that the first is the source it wrote, and "compiles"
# it by copying the PTX named by the third argument to the second (no nvcc needed). clmm runs it
# in the folder of the files, {src} and {out} being bare file names.
[ "$#" -eq 3 ] || { echo "fake-compiler: expected 3 arguments, got $#" >&2; exit 3; }
[ -f "$1" ] || { echo "fake-compiler: no source at '$1'" >&2; exit 4; }
case "$1$2" in */*) echo "fake-compiler: expected file names, got '$1' '$2'" >&2; exit 5 ;; esac
cp "$3" "$2"
