/* cuport: cub::WarpExchange, declarations only (see ../cub.cuh). */
#ifndef CUPORT_CUB_WARP_EXCHANGE_CUH
#define CUPORT_CUB_WARP_EXCHANGE_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

enum WarpExchangeAlgorithm { WARP_EXCHANGE_SMEM, WARP_EXCHANGE_SHUFFLE };

template <typename InputT, int ITEMS_PER_THREAD, int LOGICAL_WARP_THREADS = 32,
          int LEGACY_PTX_ARCH = 0, WarpExchangeAlgorithm WARP_EXCHANGE_ALGORITHM = WARP_EXCHANGE_SMEM>
class WarpExchange {
public:
  struct TempStorage { InputT items[LOGICAL_WARP_THREADS * ITEMS_PER_THREAD]; };
  __device__ WarpExchange(TempStorage &temp_storage);
  template <typename OutputT>
  __device__ void StripedToBlocked(const InputT (&input_items)[ITEMS_PER_THREAD],
                                   OutputT (&output_items)[ITEMS_PER_THREAD]);
  template <typename OutputT>
  __device__ void BlockedToStriped(const InputT (&input_items)[ITEMS_PER_THREAD],
                                   OutputT (&output_items)[ITEMS_PER_THREAD]);
  template <typename OffsetT>
  __device__ void ScatterToStriped(InputT (&items)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]);
  template <typename OutputT, typename OffsetT>
  __device__ void ScatterToStriped(const InputT (&input_items)[ITEMS_PER_THREAD],
                                   OutputT (&output_items)[ITEMS_PER_THREAD],
                                   OffsetT (&ranks)[ITEMS_PER_THREAD]);
};

} /* namespace cub */

#endif
#endif
