/* cuport: CUB, declarations only.
 *
 * Part of cuport's parse-only CUDA declarations (headers/cuda): nothing here is compiled.
 * What device code names of CUB, so that a program including <cub/cub.cuh> parses without
 * an SDK: the operators cub::Sum, Max, Min; the block collectives BlockReduce, BlockScan,
 * BlockExchange, BlockLoad, BlockStore and BlockAdjacentDifference (and BlockRadixSort,
 * which is reported) and the warp collectives WarpReduce, WarpScan and WarpExchange, each
 * with its TempStorage; the direct block loads and stores (LoadDirectBlocked,
 * LoadDirectStriped, LoadDirectWarpStriped and the stores); on the host, CUB's device-wide
 * algorithms, iterators, KeyValuePair, DoubleBuffer, the caching allocator and the
 * CubDebug checks, which the host rewriter maps to the runtime's (src/host/cub.c).  The
 * kernel translator knows the device side by name (src/kernel/cub.c): no body is needed,
 * except that a method taking an operator calls it, so that clang instantiates a user's
 * operator() template.
 * C++ in CUDA mode only.
 */
#ifndef CUPORT_CUB_CUH
#define CUPORT_CUB_CUH
#include "util_type.cuh"
#include "block/block_reduce.cuh"
#include "block/block_scan.cuh"
#include "block/block_load.cuh"
#include "block/block_store.cuh"
#include "block/block_exchange.cuh"
#include "block/block_adjacent_difference.cuh"
#include "block/block_radix_sort.cuh"
#include "warp/warp_reduce.cuh"
#include "warp/warp_scan.cuh"
#include "warp/warp_exchange.cuh"
#include "device/device_reduce.cuh"
#include "device/device_scan.cuh"
#include "device/device_other.cuh"
#include "util_debug.cuh"
#endif
