/* cuport: cub::BlockAdjacentDifference, declarations only (see ../cub.cuh).  The bodies
 * only call the difference operator, so that clang instantiates a user's operator()
 * template for the element type, which the kernel translator emits and calls. */
#ifndef CUPORT_CUB_BLOCK_ADJACENT_DIFFERENCE_CUH
#define CUPORT_CUB_BLOCK_ADJACENT_DIFFERENCE_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

template <typename T, int BLOCK_DIM_X, int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1,
          int LEGACY_PTX_ARCH = 0>
class BlockAdjacentDifference {
public:
  struct TempStorage { T items[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z]; };
  __device__ BlockAdjacentDifference();
  __device__ BlockAdjacentDifference(TempStorage &temp_storage);
  template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT>
  __device__ void SubtractLeft(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                               DifferenceOpT difference_op)
  { output[0] = difference_op(input[0], input[0]); }
  template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT>
  __device__ void SubtractLeft(T (&input)[ITEMS_PER_THREAD], OutputType (&output)[ITEMS_PER_THREAD],
                               DifferenceOpT difference_op, T tile_predecessor_item)
  { output[0] = difference_op(input[0], input[0]); }
  template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT>
  __device__ void SubtractLeftPartialTile(T (&input)[ITEMS_PER_THREAD],
                                          OutputType (&output)[ITEMS_PER_THREAD],
                                          DifferenceOpT difference_op, int valid_items)
  { output[0] = difference_op(input[0], input[0]); }
  template <int ITEMS_PER_THREAD, typename OutputType, typename DifferenceOpT>
  __device__ void SubtractLeftPartialTile(T (&input)[ITEMS_PER_THREAD],
                                          OutputType (&output)[ITEMS_PER_THREAD],
                                          DifferenceOpT difference_op, int valid_items,
                                          T tile_predecessor_item)
  { output[0] = difference_op(input[0], input[0]); }
  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractRight(T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                                DifferenceOpT difference_op)
  { output[0] = difference_op(input[0], input[0]); }
  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractRight(T (&input)[ITEMS_PER_THREAD], OutputT (&output)[ITEMS_PER_THREAD],
                                DifferenceOpT difference_op, T tile_successor_item)
  { output[0] = difference_op(input[0], input[0]); }
  template <int ITEMS_PER_THREAD, typename OutputT, typename DifferenceOpT>
  __device__ void SubtractRightPartialTile(T (&input)[ITEMS_PER_THREAD],
                                           OutputT (&output)[ITEMS_PER_THREAD],
                                           DifferenceOpT difference_op, int valid_items)
  { output[0] = difference_op(input[0], input[0]); }
};

} /* namespace cub */

#endif
#endif
