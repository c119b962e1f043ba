/* cuport: cub::WarpReduce, declarations only (see ../cub.cuh); the bodies that take
 * an operator only call it (block_adjacent_difference.cuh says why). */
#ifndef CUPORT_CUB_WARP_REDUCE_CUH
#define CUPORT_CUB_WARP_REDUCE_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

template <typename T, int LOGICAL_WARP_THREADS = 32, int LEGACY_PTX_ARCH = 0>
class WarpReduce {
public:
  struct TempStorage { T items[LOGICAL_WARP_THREADS]; };
  __device__ WarpReduce(TempStorage &temp_storage);
  __device__ T Sum(T input);
  __device__ T Sum(T input, int valid_items);
  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op) { return reduction_op(input, input); }
  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op, int valid_items)
  { return reduction_op(input, input); }
};

} /* namespace cub */

#endif
#endif
