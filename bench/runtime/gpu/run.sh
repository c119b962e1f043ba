#!/bin/bash
# The NVIDIA check of the runtime, run from the repository root on a GPU
# machine:  bash bench/runtime/gpu/run.sh [reference-dir]
# Registers NVIDIA's OpenCL ICD if the image lacks it, builds the runtime
# standalone, runs cuport_devcheck on the selected (PTX) paths and with
# CUPORT_PORTABLE=1, runs the benchmark, and, given the directory holding
# ../shared/reference/{ref.cu,ref_cl.c}, the reference programs for comparison.
set -u
REF=${1:-}
B=${BUILD:-/tmp/cuport-gpu}
. bench/gpu-env.sh
gpu_env
cmake -S bench/runtime/gpu -B $B -DCMAKE_BUILD_TYPE=Release ${ocl:+-DOpenCL_LIBRARY=$ocl} \
  > $B.cmake.log 2>&1 || { tail -30 $B.cmake.log; exit 1; }
cmake --build $B -j"$(nproc)" > $B.build.log 2>&1 || { grep -B3 -A12 -E "error|Error" $B.build.log | head -80; exit 1; }
export CUPORT_CACHE_DIR=${CUPORT_CACHE_DIR:-$B/cache}
export CUPORT_DEVICE=${CUPORT_DEVICE:-nvidia}
status=0
echo "=== cuport_devcheck (selected paths)"
CUPORT_TRACE=1 $B/cuport_devcheck 2>$B.trace || status=1
grep "build flags" $B.trace | head -2
grep -A40 "failed (CL_" $B.trace | head -60
echo "=== cuport_devcheck (CUPORT_PORTABLE=1)"
CUPORT_PORTABLE=1 $B/cuport_devcheck || status=1
echo "=== benchmark"
$B/bench/runtime/cuport_bench_runtime 512 5000 7
CUPORT_PORTABLE=1 $B/bench/runtime/cuport_bench_runtime 512 200 3 | tail -2
if [ -n "$REF" ]; then
  echo "=== reference programs"
  nvcc -O3 -arch=sm_90 -o $B/ref "$REF/ref.cu" && $B/ref | head -12 | grep -E "reduce_shfl|tiny_launch|triad"
  gcc -O2 -o $B/ref_cl "$REF/ref_cl.c" $ocl && PLAT=NVIDIA $B/ref_cl ptx | grep -E "reduce_shfl|tiny_launch|triad"
fi
exit $status
