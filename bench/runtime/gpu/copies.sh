#!/bin/bash
# Graph replay and the runtime's fill and copy kernels on a GPU machine, from the
# repository root:  bash bench/runtime/gpu/copies.sh [kernels per graph] [launches] [max MiB]
# Builds the runtime standalone (bench/runtime/gpu) and prints two tables: us per kernel
# issued directly, replayed node by node and replayed from a cl_khr_command_buffer
# recording; GB/s of memsets and device-to-device copies through clEnqueueSVMMemFill/
# Memcpy and through the runtime's kernels.  With CUDA present, bench/transfer/run-gpu.sh
# sets the runtime's chosen paths beside cudaMemset/cudaMemcpy.
set -u
B=${BUILD:-/tmp/cuport-gpu}
. bench/gpu-env.sh
gpu_env
cmake -S bench/runtime/gpu -B $B -DCMAKE_BUILD_TYPE=Release ${ocl:+-DOpenCL_LIBRARY=$ocl} \
  > $B.cmake.log 2>&1 || { tail -30 $B.cmake.log; exit 1; }
cmake --build $B -j"$(nproc)" --target cuport_bench_copies > $B.build.log 2>&1 ||
  { grep -B3 -A12 -E "error|Error" $B.build.log | head -80; exit 1; }
export CUPORT_CACHE_DIR=${CUPORT_CACHE_DIR:-$B/cache}
export CUPORT_DEVICE=${CUPORT_DEVICE:-nvidia}
$B/bench/runtime/cuport_bench_copies "${1:-20}" "${2:-500}" "${3:-1024}"
