/* cuport: cub::BlockScan, declarations only (see ../cub.cuh). */
#ifndef CUPORT_CUB_BLOCK_SCAN_CUH
#define CUPORT_CUB_BLOCK_SCAN_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

enum BlockScanAlgorithm {
  BLOCK_SCAN_RAKING,
  BLOCK_SCAN_RAKING_MEMOIZE,
  BLOCK_SCAN_WARP_SCANS
};

template <typename T, int BLOCK_DIM_X, BlockScanAlgorithm ALGORITHM = BLOCK_SCAN_RAKING,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockScan {
public:
  struct TempStorage { T items[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z]; };
  __device__ BlockScan();
  __device__ BlockScan(TempStorage &temp_storage);
  __device__ void ExclusiveSum(T input, T &output);
  __device__ void ExclusiveSum(T input, T &output, T &block_aggregate);
  __device__ void InclusiveSum(T input, T &output);
  __device__ void InclusiveSum(T input, T &output, T &block_aggregate);
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op);
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op,
                                T &block_aggregate);
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &output, ScanOp scan_op);
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate);
  template <int ITEMS_PER_THREAD>
  __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]);
  template <int ITEMS_PER_THREAD>
  __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]);
};

} /* namespace cub */

#endif
#endif
