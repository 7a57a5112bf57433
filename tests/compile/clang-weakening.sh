#!/bin/sh
# Fault injection for `clmm compile-check --compiler clang` (docs/compile-check.md, "A broken
# clang, caught"): runs clang as compile-check does, then weakens the LLVM IR it wrote in one
# way, as a buggy optimisation would, so that the suite can check that the weakening is caught:
#   none            the IR as clang wrote it (a correct encoding)
#   drop-fence      every fence removed (atomic_work_item_fence calls; `fence` instructions)
#   narrow-scope    device scope narrowed to work-group scope
#   release-relaxed every release store made relaxed
#   hoist           the load of a spin loop read once: the loop's back edge goes to a block
#                   that spins without loading again
# TARGET spirv: clang for spir64 to bitcode, llvm-spirv-15 (LLVM_SPIRV) and spirv-dis --raw-id,
# as `--spirv` runs them, then drop-fence (every OpMemoryBarrier) or release-relaxed (each
# OpAtomicStore's Release semantics replaced by a constant 0 of the module, when it has one).
# Used as a --compiler-command template:
#   tests/compile/clang-weakening.sh MODE CLANG TARGET LEVEL {src} {out}
set -eu
mode=$1 clang=$2 target=$3 level=$4 src=$5 out=$6
case "$target" in
  amdgcn*) extra="-nogpulib -mcpu=gfx90a -include clmm-amdgpu-atomics.h" ;;
  *) extra="" ;;
esac
if [ "$target" = spirv ]; then
  "$clang" -cl-std=CL2.0 -Xclang -finclude-default-header -target spir64 "-O$level" -gline-tables-only \
    -c -emit-llvm -o "$out.bc" "$src"
  "${LLVM_SPIRV:-llvm-spirv-15}" "$out.bc" -o "$out.spv"
  spirv-dis --raw-id "$out.spv" -o "$out.orig"
  case "$mode" in
    none) cp "$out.orig" "$out" ;;
    drop-fence) sed -e '/OpMemoryBarrier/d' "$out.orig" > "$out" ;;
    release-relaxed)
      # First pass: the ids of the constants 4 (Release) and 0; second: OpAtomicStore PTR SCOPE SEM VALUE.
      awk 'FNR == NR { if ($3 == "OpConstant" && $5 == "4") rel[$1] = 1; if ($3 == "OpConstant" && $5 == "0" && zero == "") zero = $1; next }
           $1 == "OpAtomicStore" && ($4 in rel) && zero != "" { sub(" " $4 " ", " " zero " ") }
           { print }' "$out.orig" "$out.orig" > "$out" ;;
    *) echo "clang-weakening.sh: mode $mode is not made for SPIR-V" >&2; exit 2 ;;
  esac
  exit 0
fi
# shellcheck disable=SC2086
"$clang" -cl-std=CL2.0 -Xclang -finclude-default-header -target "$target" "-O$level" -gline-tables-only $extra \
  -emit-llvm -S -o "$out.orig" "$src"
case "$mode" in
  none) cp "$out.orig" "$out" ;;
  drop-fence) sed -e '/@_Z22atomic_work_item_fence.*(/d' -e '/^ *fence /d' "$out.orig" > "$out" ;;
  narrow-scope)
    sed -e '/@_Z[0-9]*atomic_[a-z_]*explicit[^ ]*(/s/\(.*\)i32 \(noundef \)\{0,1\}2)/\1i32 \21)/' \
        -e 's/syncscope("agent-one-as")/syncscope("workgroup-one-as")/g' -e 's/syncscope("agent")/syncscope("workgroup")/g' \
        "$out.orig" > "$out" ;;
  release-relaxed)
    sed -e '/@_Z[0-9]*atomic_store_explicit/s/i32 \(noundef \)\{0,1\}3, i32 \(noundef \)\{0,1\}\([0-9]\))/i32 \10, i32 \2\3)/' \
        -e '/store atomic/s/ release,/ monotonic,/' "$out.orig" > "$out" ;;
  hoist)
    awk '
      /^[0-9A-Za-z_.]+:/ { block = "%" substr($1, 1, index($1, ":") - 1) }
      /^define / { block = ""; done = 0 }
      /^ *br i1 / && $4 == "label" && !done && ($5 == block "," || $7 == block || $7 == block ",") {
        if ($5 == block ",") sub("label " block ",", "label %clmm_spin,"); else sub("label " block "($|,)", "label %clmm_spin&");
        sub("%clmm_spin%[0-9A-Za-z_.]*", "%clmm_spin");
        print; print ""; print "clmm_spin:"; print "  br label %clmm_spin"; done = 1; next
      }
      { print }' "$out.orig" > "$out" ;;
  *) echo "clang-weakening.sh: unknown mode $mode" >&2; exit 2 ;;
esac
