#!/bin/sh
# A team's compiler as `compile-check --compiler-command` runs it: a wrapper of nvcc taking the
# source, the PTX to write and the architecture (tests/cli/CompileCommandTest.cpp).
[ "$#" -eq 3 ] || { echo "nvcc-wrapper: expected 3 arguments, got $#" >&2; exit 3; }
exec nvcc -ptx -lineinfo -std=c++17 "-arch=$3" -o "$2" "$1"
