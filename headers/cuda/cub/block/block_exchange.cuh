/* cuport: cub::BlockExchange, declarations only (see ../cub.cuh). */
#ifndef CUPORT_CUB_BLOCK_EXCHANGE_CUH
#define CUPORT_CUB_BLOCK_EXCHANGE_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

template <typename InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD, bool WARP_TIME_SLICING = false,
          int BLOCK_DIM_Y = 1, int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockExchange {
public:
  struct TempStorage { InputT items[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z * ITEMS_PER_THREAD]; };
  __device__ BlockExchange();
  __device__ BlockExchange(TempStorage &temp_storage);
  template <typename OutputT>
  __device__ void StripedToBlocked(const InputT (&input_items)[ITEMS_PER_THREAD],
                                   OutputT (&output_items)[ITEMS_PER_THREAD]);
  template <typename OutputT>
  __device__ void BlockedToStriped(const InputT (&input_items)[ITEMS_PER_THREAD],
                                   OutputT (&output_items)[ITEMS_PER_THREAD]);
  template <typename OutputT>
  __device__ void WarpStripedToBlocked(const InputT (&input_items)[ITEMS_PER_THREAD],
                                       OutputT (&output_items)[ITEMS_PER_THREAD]);
  template <typename OutputT>
  __device__ void BlockedToWarpStriped(const InputT (&input_items)[ITEMS_PER_THREAD],
                                       OutputT (&output_items)[ITEMS_PER_THREAD]);
  template <typename OutputT, typename OffsetT>
  __device__ void ScatterToBlocked(const InputT (&input_items)[ITEMS_PER_THREAD],
                                   OutputT (&output_items)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]);
  template <typename OutputT, typename OffsetT>
  __device__ void ScatterToStriped(const InputT (&input_items)[ITEMS_PER_THREAD],
                                   OutputT (&output_items)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]);
  __device__ void StripedToBlocked(InputT (&items)[ITEMS_PER_THREAD]);
  __device__ void BlockedToStriped(InputT (&items)[ITEMS_PER_THREAD]);
  __device__ void WarpStripedToBlocked(InputT (&items)[ITEMS_PER_THREAD]);
  __device__ void BlockedToWarpStriped(InputT (&items)[ITEMS_PER_THREAD]);
  template <typename OffsetT>
  __device__ void ScatterToBlocked(InputT (&items)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]);
  template <typename OffsetT>
  __device__ void ScatterToStriped(InputT (&items)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]);
};

} /* namespace cub */

#endif
#endif
