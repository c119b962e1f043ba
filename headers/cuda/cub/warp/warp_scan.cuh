/* cuport: cub::WarpScan, declarations only (see ../cub.cuh); the bodies that take
 * an operator only call it (block_adjacent_difference.cuh says why). */
#ifndef CUPORT_CUB_WARP_SCAN_CUH
#define CUPORT_CUB_WARP_SCAN_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpScan {
public:
  struct TempStorage { T items[LOGICAL_WARP_THREADS]; };
  __device__ WarpScan(TempStorage &temp_storage);
  __device__ void InclusiveSum(T input, T &inclusive_output);
  __device__ void InclusiveSum(T input, T &inclusive_output, T &warp_aggregate);
  __device__ void ExclusiveSum(T input, T &exclusive_output);
  __device__ void ExclusiveSum(T input, T &exclusive_output, T &warp_aggregate);
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &inclusive_output, ScanOp scan_op)
  { inclusive_output = scan_op(input, input); }
  template <typename ScanOp>
  __device__ void InclusiveScan(T input, T &inclusive_output, ScanOp scan_op, T &warp_aggregate)
  { inclusive_output = scan_op(input, input); }
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &exclusive_output, T initial_value, ScanOp scan_op)
  { exclusive_output = scan_op(input, initial_value); }
  template <typename ScanOp>
  __device__ void ExclusiveScan(T input, T &exclusive_output, T initial_value, ScanOp scan_op,
                                T &warp_aggregate)
  { exclusive_output = scan_op(input, initial_value); }
};

} /* namespace cub */

#endif
#endif
