#!/bin/sh
# Writes examples/amdgpu-mapping-suite: the OpenCL tests on which `clmm validate` checks the AMDGPU
# mapping files (axioms/mappings/amdgpu/*.map) and catches their weakenings (docs/amdgpu.md,
# "Mapping files"). Each shape is made for every scope (work_group, device, all_svm_devices, with
# the threads as far apart as the scope allows) in global memory, and at work-group scope in
# local memory. Usage: bench/amdgpu-mapping-suite.sh [BUILD_DIR]
set -eu
build=${1:-build}
out=examples/amdgpu-mapping-suite
rm -rf "$out.tmp"
set --
for sr in wg.g.sg dev.g.wg all.g.dev wg.l.sg; do
  s=${sr%%.*}; rest=${sr#*.}; r=${rest%%.*}; d=${rest#*.}
  a=".$s.$r"          # an access at this scope and region
  f="$s.$r"; [ "$r" = g ] || f="$s.l"
  set -- "$@" \
    --cycle "rlx$a PodWW rel$a Rfe.$d acq$a PodRR rlx$a Fre.$d" \
    --cycle "sc$a PodWW sc$a Rfe.$d sc$a PodRR sc$a Fre.$d" \
    --cycle "rlx$a FdWW.rel.$f rlx$a Rfe.$d rlx$a FdRR.acq.$f rlx$a Fre.$d" \
    --cycle "rlx$a FdWW.ar.$f rlx$a Rfe.$d rlx$a FdRR.ar.$f rlx$a Fre.$d" \
    --cycle "rlx$a FdWW.sc.$f rlx$a Rfe.$d rlx$a FdRR.sc.$f rlx$a Fre.$d" \
    --cycle "na.$r PodWW rel$a Rfe.$d acq$a PodRR na.$r Fre.$d" \
    --cycle "sc$a PodWR sc$a Fre.$d sc$a PodWR sc$a Fre.$d" \
    --cycle "rlx$a FdWR.sc.$f rlx$a Fre.$d rlx$a FdWR.sc.$f rlx$a Fre.$d" \
    --cycle "acq$a PodRW rel$a Rfe.$d acq$a PodRW rel$a Rfe.$d" \
    --cycle "rlx$a PodWR rlx$a Rmw rel$a Rfe.$d acq$a PodRR rlx$a Fre.$d" \
    --cycle "rlx$a PodWW rel$a Rfe.$d acq$a Rmw rlx$a PodWR rlx$a Fre.$d" \
    --cycle "rlx$a PodWW rel$a Rfe.$d acq$a Rmw rel$a Rfe.$d acq$a PodRR rlx$a Fre.$d" \
    --cycle "sc$a PodWR sc$a Rmw sc$a Rfe.$d sc$a PodRR sc$a Fre.$d" \
    --cycle "rlx$a Rfe.$d acq$a PodRW rel$a Rfe.$d acq$a PodRR rlx$a Fre.$d" \
    --cycle "rel$a Coe.$d rlx$a PodWW rel$a Coe.$d rlx$a PodWW" \
    --cycle "rlx$a Rfe.$d rlx$a PosRR rlx$a Fre.$d" \
    --cycle "na.$r PodWW rel$a Rfe.$d acq$a DpCtrldR na.$r Fre.$d" \
    --cycle "na.$r PodWW sc$a Rfe.$d sc$a DpCtrldR na.$r Fre.$d" \
    --cycle "na.$r FdWW.rel.$f rlx$a Rfe.$d rlx$a DpCtrldR.acq.$f na.$r Fre.$d" \
    --cycle "na.$r FdWW.ar.$f rlx$a Rfe.$d rlx$a DpCtrldR.ar.$f na.$r Fre.$d" \
    --cycle "na.$r FdWW.sc.$f rlx$a Rfe.$d rlx$a DpCtrldR.sc.$f na.$r Fre.$d" \
    --cycle "na.$r PodWR rlx$a Rmw rel$a Rfe.$d acq$a Rmw rlx$a DpCtrldR na.$r Fre.$d" \
    --cycle "na.$r PodWR acq$a Rmw rel$a Rfe.$d acq$a Rmw rel$a DpCtrldR na.$r Fre.$d" \
    --cycle "na.$r PodWR sc$a Rmw sc$a Rfe.$d sc$a Rmw sc$a DpCtrldR na.$r Fre.$d" \
    --cycle "na.$r PodRW rel$a Rfe.$d acq$a DpCtrldW na.$r Rfe.$d" \
    --cycle "na.$r PodRW sc$a Rfe.$d sc$a DpCtrldW na.$r Rfe.$d" \
    --cycle "na.$r FdRW.rel.$f rlx$a Rfe.$d rlx$a DpCtrldW.acq.$f na.$r Rfe.$d" \
    --cycle "na.$r PodRR rlx$a Rmw rel$a Rfe.$d acq$a DpCtrldW na.$r Rfe.$d" \
    --cycle "na.$r PodRR acq$a Rmw rel$a Rfe.$d acq$a DpCtrldW na.$r Rfe.$d" \
    --cycle "na.$r PodRR sc$a Rmw sc$a Rfe.$d sc$a DpCtrldW na.$r Rfe.$d"
done
# LDS data, a global flag, fences for both (one work-group): the waits for LDS (lgkmcnt) in
# work-group, device and system-scope fences
for s in wg dev all; do
  set -- "$@" \
    --cycle "rlx.wg.l FdWW.rel.$s.gl rlx.$s.g Rfe.sg rlx.$s.g FdRR.acq.$s.gl rlx.wg.l Fre.sg" \
    --cycle "rlx.wg.l FdWW.ar.$s.gl rlx.$s.g Rfe.sg rlx.$s.g FdRR.ar.$s.gl rlx.wg.l Fre.sg" \
    --cycle "rlx.wg.l FdWW.sc.$s.gl rlx.$s.g Rfe.sg rlx.$s.g FdRR.sc.$s.gl rlx.wg.l Fre.sg" \
    --cycle "na.l FdWW.rel.$s.gl rlx.$s.g Rfe.sg rlx.$s.g DpCtrldR.acq.$s.gl na.l Fre.sg" \
    --cycle "na.g FdWW.rel.$s.gl rlx.wg.l Rfe.sg rlx.wg.l DpCtrldR.acq.$s.gl na.g Fre.sg"
done
# seq_cst accesses of LDS and global memory in one thread (one work-group): the waits of each
# region's seq_cst rows for the other region's accesses (lgkmcnt in global rows, vmcnt in LDS rows)
for g in wg dev; do
  set -- "$@" \
    --cycle "sc.$g.g PodWR sc.wg.l Fre.sg sc.wg.l PodWR sc.$g.g Fre.sg" \
    --cycle "sc.wg.l PodWW sc.$g.g Rfe.sg sc.$g.g PodRR sc.wg.l Fre.sg" \
    --cycle "sc.$g.g PodWW sc.wg.l Rfe.sg sc.wg.l PodRR sc.$g.g Fre.sg"
done
set -- "$@" \
  --cycle "rlx.wg.g BdWR.wg.g rlx.wg.g Fre.sg rlx.wg.g BdWR.wg.g rlx.wg.g Fre.sg" \
  --cycle "rlx.wg.l BdWR.wg.l rlx.wg.l Fre.sg rlx.wg.l BdWR.wg.l rlx.wg.l Fre.sg" \
  --cycle "na.g BdWR.wg.gl na.l Fre.sg na.l BdWR.wg.gl na.g Fre.sg" \
  --cycle "na.g BdRW.wg.gl na.g Rfe.sg na.g BdRW.wg.gl na.g Rfe.sg" \
  --cycle "na.l BdRW.wg.gl na.l Rfe.sg na.l BdRW.wg.gl na.l Rfe.sg"
"$build/clmm" generate "$@" -o "$out.tmp" >/dev/null
rm -rf "$out"
mkdir -p "$out"
cp "$out.tmp"/*.litmus "$out"/
rm -rf "$out.tmp"
# Atomicity: two exchanges of one location both read its initial value only if one of them is not
# atomic against the other (the scope or cache bit that makes a read-modify-write atomic between
# work-groups or agents). No cycle of the edge syntax says this (the violation is another write
# between an Rmw's read and its write), so these tests are written here.
for so in wg.sg.0.0 dev.wg.1.0 all.dev.1.1; do
  s=${so%%.*}; rest=${so#*.}; d=${rest%%.*}; rest=${rest#*.}; wg=${rest%%.*}; dev=${rest#*.}
  scope=$(case $s in wg) echo work_group ;; dev) echo device ;; *) echo all_svm_devices ;; esac)
  for o in relaxed acquire release acq_rel seq_cst; do
    short=$(case $o in relaxed) echo rlx ;; acquire) echo acq ;; release) echo rel ;; acq_rel) echo ar ;; *) echo sc ;; esac)
    name="Atomicity+rmw.$short.$s+rmw.$short.$s+ext.$d"
    call() { echo "  int r0 = atomic_exchange_explicit(x, $1, memory_order_$o, memory_scope_$scope);"; }
    { echo "OpenCL $name"
      echo "\"Two exchanges of one location: both read the initial value only if one is not atomic (bench/amdgpu-mapping-suite.sh)\""
      echo "{ x=0; }"; echo
      echo "P0@sg 0, wg 0, dev 0 (global atomic_int* x) {"; call 1; echo "}"; echo
      echo "P1@sg 1, wg $wg, dev $dev (global atomic_int* x) {"; call 2; echo "}"; echo
      echo "exists (0:r0=0 /\\ 1:r0=0)"; } > "$out/$name.litmus"
  done
done
# The same atomicity for adds without return (their own rows on GFX10-GFX12): the final value is 1
# only if both read the initial value.
for so in wg.sg.0.0 dev.wg.1.0 all.dev.1.1; do
  s=${so%%.*}; rest=${so#*.}; d=${rest%%.*}; rest=${rest#*.}; wg=${rest%%.*}; dev=${rest#*.}
  scope=$(case $s in wg) echo work_group ;; dev) echo device ;; *) echo all_svm_devices ;; esac)
  for o in acquire acq_rel seq_cst; do
    short=$(case $o in acquire) echo acq ;; acq_rel) echo ar ;; *) echo sc ;; esac)
    name="Atomicity+rmw.noret.$short.$s+rmw.noret.$short.$s+ext.$d"
    call="  atomic_fetch_add_explicit(x, 1, memory_order_$o, memory_scope_$scope);"
    { echo "OpenCL $name"
      echo "\"Two adds without return to one location: x=1 at the end only if one is not atomic (bench/amdgpu-mapping-suite.sh)\""
      echo "{ x=0; }"; echo
      echo "P0@sg 0, wg 0, dev 0 (global atomic_int* x) {"; echo "$call"; echo "}"; echo
      echo "P1@sg 1, wg $wg, dev $dev (global atomic_int* x) {"; echo "$call"; echo "}"; echo
      echo "exists (x=1)"; } > "$out/$name.litmus"
  done
done
# Read-modify-writes without return: an acquire (or a relaxed one and an acquire fence) whose
# value the source does not use (a statement of its own, which the compiler emits without return,
# counted by vscnt/storecnt on GFX10-GFX12); a relaxed load of the flag then tells whether it read
# the release (y=2 only if the add read 1), and guards the plain data.
for so in wg.sg.0.0 dev.wg.1.0 all.dev.1.1; do
  s=${so%%.*}; rest=${so#*.}; d=${rest%%.*}; rest=${rest#*.}; wg=${rest%%.*}; dev=${rest#*.}
  scope=$(case $s in wg) echo work_group ;; dev) echo device ;; *) echo all_svm_devices ;; esac)
  for o in acquire acq_rel seq_cst fence; do
    short=$(case $o in acquire) echo acq ;; acq_rel) echo ar ;; seq_cst) echo sc ;; *) echo rlx-Facq ;; esac)
    name="MP+na-rel.$s+rmw.noret.$short.$s-ctrl-na+ext.$d"
    { echo "OpenCL $name"
      echo "\"Message passing whose acquire is a read-modify-write without return (bench/amdgpu-mapping-suite.sh)\""
      echo "{ x=0; y=0; }"; echo
      echo "P0@sg 0, wg 0, dev 0 (global int* x, global atomic_int* y) {"
      echo "  *x = 1;"
      echo "  atomic_store_explicit(y, 1, memory_order_release, memory_scope_$scope);"; echo "}"; echo
      echo "P1@sg 1, wg $wg, dev $dev (global int* x, global atomic_int* y) {"
      echo "  int r1 = 0;"
      if [ "$o" = fence ]; then
        echo "  atomic_fetch_add_explicit(y, 1, memory_order_relaxed, memory_scope_$scope);"
        echo "  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_$scope);"
      else
        echo "  atomic_fetch_add_explicit(y, 1, memory_order_$o, memory_scope_$scope);"
      fi
      echo "  int r0 = atomic_load_explicit(y, memory_order_relaxed, memory_scope_$scope);"
      echo "  if (r0 == 2) {"; echo "    r1 = *x;"; echo "  }"; echo "}"; echo
      echo "exists (1:r0=2 /\\ 1:r1=0)"; } > "$out/$name.litmus"
  done
done
# ... and whose release is one (acq_rel, seq_cst): plain data written before it (message passing)
# or read before it (load buffering), the other thread's acquire load guarding its plain access.
for so in wg.sg.0.0 dev.wg.1.0 all.dev.1.1; do
  s=${so%%.*}; rest=${so#*.}; d=${rest%%.*}; rest=${rest#*.}; wg=${rest%%.*}; dev=${rest#*.}
  scope=$(case $s in wg) echo work_group ;; dev) echo device ;; *) echo all_svm_devices ;; esac)
  for o in acq_rel seq_cst; do
    short=$(case $o in acq_rel) echo ar ;; *) echo sc ;; esac)
    for shape in MP LB; do
      name="$shape+na-rmw.noret.$short.$s+acq.$s-ctrl-na+ext.$d"
      { echo "OpenCL $name"
        echo "\"$shape whose release is a read-modify-write without return (bench/amdgpu-mapping-suite.sh)\""
        echo "{ x=0; y=0; }"; echo
        echo "P0@sg 0, wg 0, dev 0 (global int* x, global atomic_int* y) {"
        if [ $shape = MP ]; then echo "  *x = 1;"; else echo "  int r1 = *x;"; fi
        echo "  atomic_fetch_add_explicit(y, 1, memory_order_$o, memory_scope_$scope);"; echo "}"; echo
        echo "P1@sg 1, wg $wg, dev $dev (global int* x, global atomic_int* y) {"
        echo "  int r1 = 0;"
        echo "  int r0 = atomic_load_explicit(y, memory_order_acquire, memory_scope_$scope);"
        if [ $shape = MP ]; then echo "  if (r0 == 1) {"; echo "    r1 = *x;"; else echo "  if (r0 == 1) {"; echo "    *x = 1;"; fi
        echo "  }"; echo "}"; echo
        if [ $shape = MP ]; then echo "exists (1:r0=1 /\\ 1:r1=0)"; else echo "exists (1:r0=1 /\\ 0:r1=1)"; fi
      } > "$out/$name.litmus"
    done
  done
done
# Spins (docs/amdgpu.md, "Progress of cached loads"): the reader waits for the flag in a loop,
# then reads the plain data. OpenCL's loads see the last write eventually, so the source always
# ends; a flag load whose cache bit or scope was dropped may keep a stale line for ever when no
# turn invalidates it (the relaxed load before an acquire fence), which `clmm validate` reports as
# a target that may wait for ever.
for so in wg.sg.0.0 dev.wg.1.0 all.dev.1.1; do
  s=${so%%.*}; rest=${so#*.}; d=${rest%%.*}; rest=${rest#*.}; wg=${rest%%.*}; dev=${rest#*.}
  scope=$(case $s in wg) echo work_group ;; dev) echo device ;; *) echo all_svm_devices ;; esac)
  for o in relaxed acquire seq_cst; do
    short=$(case $o in relaxed) echo rlx ;; acquire) echo acq ;; *) echo sc ;; esac)
    fence=""; [ $o = relaxed ] && fence="-Facq.$s"
    name="Spin+na-rel.$s+$short.$s$fence-na+ext.$d"
    { echo "OpenCL $name"
      echo "\"Message passing whose reader spins on the flag (bench/amdgpu-mapping-suite.sh)\""
      echo "{ x=0; y=0; }"; echo
      echo "P0@sg 0, wg 0, dev 0 (global int* x, global atomic_int* y) {"
      echo "  *x = 1;"
      echo "  atomic_store_explicit(y, 1, memory_order_release, memory_scope_$scope);"; echo "}"; echo
      echo "P1@sg 1, wg $wg, dev $dev (global int* x, global atomic_int* y) {"
      echo "  while (atomic_load_explicit(y, memory_order_$o, memory_scope_$scope) == 0) {}"
      [ $o = relaxed ] && echo "  atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_acquire, memory_scope_$scope);"
      echo "  int r1 = *x;"; echo "}"; echo
      echo "exists (1:r1=0)"; } > "$out/$name.litmus"
  done
done
# Memory shared between devices: OpenCL orders it at all_svm_devices scope only in a fine-grained
# SVM buffer with atomics; elsewhere that scope "behaves as memory_scope_device" (OpenCL C 2.0,
# memory scopes), so a test whose threads sit on two devices declares its locations global_fga.
for f in $(grep -l "dev 1" "$out"/*.litmus); do
  sed -i -E 's/([(,] *)global (atomic_int|int)\*/\1global_fga \2*/g' "$f"
done
ls "$out" | wc -l
# The tgsplit subset (examples/amdgpu-mapping-suite-tgsplit): in tgsplit mode no LDS is allocated,
# so `clmm validate` skips the suite's tests with local memory; a shape that only such a test
# covered gets its global-memory form here. Store buffering of plain data through a work-group
# barrier (the suite's has one location in LDS): the barrier's acquire side, which tgsplit mode
# gives a wait and an L1 invalidation, orders the plain load after it.
sub=examples/amdgpu-mapping-suite-tgsplit
rm -rf "$sub.tmp"
"$build/clmm" generate --cycle "na.g BdWR.wg.gl na.g Fre.sg na.g BdWR.wg.gl na.g Fre.sg" -o "$sub.tmp" >/dev/null
rm -rf "$sub"
mkdir -p "$sub"
cp "$sub.tmp"/*.litmus "$sub"/
rm -rf "$sub.tmp"
ls "$sub" | wc -l
