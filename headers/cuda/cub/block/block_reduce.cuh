/* cuport: cub::BlockReduce, declarations only (see ../cub.cuh); the bodies that take
 * an operator only call it (block_adjacent_difference.cuh says why).  Its TempStorage is opaque:
 * cuport's block reductions exchange through the kernel's own scratch. */
#ifndef CUPORT_CUB_BLOCK_REDUCE_CUH
#define CUPORT_CUB_BLOCK_REDUCE_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

enum BlockReduceAlgorithm {
  BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY,
  BLOCK_REDUCE_RAKING,
  BLOCK_REDUCE_WARP_REDUCTIONS,
  BLOCK_REDUCE_WARP_REDUCTIONS_NONDETERMINISTIC
};

template <typename T, int BLOCK_DIM_X,
          BlockReduceAlgorithm ALGORITHM = BLOCK_REDUCE_WARP_REDUCTIONS,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockReduce {
public:
  struct TempStorage { T items[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z]; };
  __device__ BlockReduce();
  __device__ BlockReduce(TempStorage &temp_storage);
  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op) { return reduction_op(input, input); }
  template <int ITEMS_PER_THREAD, typename ReductionOp>
  __device__ T Reduce(T (&inputs)[ITEMS_PER_THREAD], ReductionOp reduction_op)
  { return reduction_op(inputs[0], inputs[0]); }
  template <typename ReductionOp>
  __device__ T Reduce(T input, ReductionOp reduction_op, int num_valid)
  { return reduction_op(input, input); }
  __device__ T Sum(T input);
  template <int ITEMS_PER_THREAD>
  __device__ T Sum(T (&inputs)[ITEMS_PER_THREAD]);
  __device__ T Sum(T input, int num_valid);
};

} /* namespace cub */

#endif
#endif
