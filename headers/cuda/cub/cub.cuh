/* cuport: CUB, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * What device code names of CUB, so that a program including <cub/cub.cuh> parses without
 * an SDK: the operators cub::Sum, Max, Min; the block collectives BlockReduce and BlockScan
 * and the warp collectives WarpReduce and WarpScan, each with its TempStorage; the direct
 * block loads and stores (LoadDirectBlocked, LoadDirectStriped, StoreDirectBlocked,
 * StoreDirectStriped).  The host's DeviceReduce and DeviceScan are not declared: cuport
 * has no translation of them yet, so a call is an error of the parse.  The kernel
 * translator knows these by name (src/kernel/cub.c): their bodies are never needed.
 * C++ in CUDA mode only.
 */
#ifndef CUPORT_CUB_CUH
#define CUPORT_CUB_CUH
#include "util_type.cuh"
#include "block/block_reduce.cuh"
#include "block/block_scan.cuh"
#include "block/block_load.cuh"
#include "block/block_store.cuh"
#include "warp/warp_reduce.cuh"
#include "warp/warp_scan.cuh"
#endif
