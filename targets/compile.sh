#!/bin/sh
# Compiles the sources that `clmm compile-check --compiler C --emit DIR/C` wrote, on a machine with
# nvcc and NVIDIA's OpenCL driver, into the PTX fixtures that `clmm compile-check --ptx` reads:
#   targets/compile.sh SRC OUT [CL_INCLUDE]
# SRC holds nvcc/*.cu and nvidia-opencl/*.cl; OUT receives nvcc/*.ptx and nvidia-opencl/*.ptx with
# a VERSION file and a .log per file each; CL_INCLUDE is a folder holding the Khronos CL/ headers
# (default /usr/include). No network, no clmm build: only nvcc and a C compiler are needed.
set -u
src=$1
out=$2
inc=${3:-/usr/include}
arch=${CLMM_ARCH:-sm_90}
# A folder named from '-' would reach nvcc and mkdir as an option: "./" in front (clmm's rule for
# every path it hands a program, support/Process.h: pathArgument).
case $src in -*) src=./$src ;; esac
case $out in -*) out=./$out ;; esac
case $inc in -*) inc=./$inc ;; esac
mkdir -p "$out/nvcc" "$out/nvidia-opencl"
if [ -d "$src/nvcc" ]; then
  { nvcc --version; echo "flags: -ptx -lineinfo -std=c++17 -arch=$arch"; } > "$out/nvcc/VERSION" 2>&1
  ok=0; all=0
  for f in "$src"/nvcc/*.cu; do
    b=$(basename "$f" .cu)
    all=$((all + 1))
    if nvcc -ptx -lineinfo -std=c++17 -arch="$arch" -o "$out/nvcc/$b.ptx" "$f" > "$out/nvcc/$b.log" 2>&1; then
      ok=$((ok + 1)); rm -f "$out/nvcc/$b.log"
    fi
  done
  echo "nvcc: $ok of $all files compiled"
fi
if [ -d "$src/nvidia-opencl" ]; then
  here=$(dirname "$0")
  cc -O1 -w -I"$inc" -o /tmp/clmm-clbinary "$here/clbinary.c" -ldl || exit 1
  /tmp/clmm-clbinary "$out/nvidia-opencl" "$src"/nvidia-opencl/*.cl
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader >> "$out/nvidia-opencl/VERSION" 2>&1
fi
