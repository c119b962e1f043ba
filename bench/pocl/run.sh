#!/usr/bin/env bash
# bench/pocl/run.sh [BASE] [FILE.cl LOCAL ...]: what warp code costs PoCL's compiler.
# PoCL compiles a kernel's work-group function at its first launch; the time grows faster
# than the kernel's barrier count, and cuport's portable warp exchanges are barriers. Prints,
# per case, clBuildProgram and first-launch (work-group compile) milliseconds, measured by
# cl_compile.c on the default OpenCL device with PoCL's kernel cache off:
#   barriers.cl    8/16/32 exchanges of two barriers each in a loop, plain and with the
#                  first half under a condition (a predicated branch's guarded barriers)
#   reduce_unroll  a block sum of two warp sums, five times per step: the device header of
#                  BASE (default main) against this tree's, with `#pragma unroll` on the
#                  shuffle loop (as CUDA code has it) and without (what cuport now emits
#                  on the portable path: CUPORT_PRAGMA_UNROLL_SYNC)
#   FILE.cl LOCAL  any migrated .cl (behind this tree's header), e.g. a corpus program's
# Figures move by tens of percent with the machine's load: compare rows of one run.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BASE=${1:-main}
[ $# -gt 0 ] && shift
OUT=$(mktemp -d /tmp/cuport-bench-pocl.XXXXXX)
trap 'rm -rf "$OUT"' EXIT
cc -O2 -o "$OUT/cl_compile" "$HERE/cl_compile.c" -lOpenCL
git -C "$ROOT" show "$BASE:runtime/device/cuport_device.h" >"$OUT/base.h"
HDR=$ROOT/runtime/device/cuport_device.h
export POCL_KERNEL_CACHE=0

row() { # label header file local options
	local r
	r=$("$OUT/cl_compile" "$2" "$3" "$4" "$5" 2>&1) || { printf '%-44s failed: %s\n' "$1" "$(echo "$r" | tail -1)"; return; }
	printf '%-44s %10s %12s\n' "$1" "$(echo "$r" | awk '/^clBuildProgram/ {print $2}')" \
		"$(echo "$r" | awk '/first launch/ {s += $2} END {print s}')"
}

printf '%-44s %10s %12s\n' case build_ms first_ms
for c in 8 16 32; do
	for g in 0 1; do
		row "barriers.cl COPIES=$c GUARD=$g ($((2 * c)) barriers)" - "$HERE/kernels/barriers.cl" 256 "-DCOPIES=$c -DGUARD=$g"
	done
done
for m in 0 1; do
	what=$([ $m = 0 ] && echo '#pragma unroll' || echo 'no unroll')
	row "reduce_unroll $what, header $BASE" "$OUT/base.h" "$HERE/kernels/reduce_unroll.cl" 256 "-DMODE=$m"
	row "reduce_unroll $what, this header" "$HDR" "$HERE/kernels/reduce_unroll.cl" 256 "-DMODE=$m"
done
while [ $# -ge 2 ]; do
	row "$(basename "$(dirname "$1")")/$(basename "$1") local $2" "$HDR" "$1" "$2" "-DCUPORT_HAS_FP64=1"
	shift 2
done
