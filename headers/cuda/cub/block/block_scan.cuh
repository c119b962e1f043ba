/* cuport: cub::BlockScan, declarations only (see ../cub.cuh); the bodies that take
 * an operator only call it (block_adjacent_difference.cuh says why). */
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
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op)
  { output = scan_op(input, initial_value); }
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &output, T initial_value, ScanOp scan_op,
                                T &block_aggregate)
  { output = scan_op(input, initial_value); }
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &output, ScanOp scan_op)
  { output = scan_op(input, input); }
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &output, ScanOp scan_op, T &block_aggregate)
  { output = scan_op(input, input); }
  /* several items per thread, in a blocked arrangement */
  template <int ITEMS_PER_THREAD>
  __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]);
  template <int ITEMS_PER_THREAD>
  __device__ void ExclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                               T &block_aggregate);
  template <int ITEMS_PER_THREAD>
  __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD]);
  template <int ITEMS_PER_THREAD>
  __device__ void InclusiveSum(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                               T &block_aggregate);
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                T initial_value, ScanOp scan_op)
  { output[0] = scan_op(input[0], initial_value); }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void ExclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                T initial_value, ScanOp scan_op, T &block_aggregate)
  { output[0] = scan_op(input[0], initial_value); }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                ScanOp scan_op)
  { output[0] = scan_op(input[0], input[0]); }
  template <int ITEMS_PER_THREAD, typename ScanOp>
  __device__ void InclusiveScan(T (&input)[ITEMS_PER_THREAD], T (&output)[ITEMS_PER_THREAD],
                                ScanOp scan_op, T &block_aggregate)
  { output[0] = scan_op(input[0], input[0]); }
};

} /* namespace cub */

#endif
#endif
