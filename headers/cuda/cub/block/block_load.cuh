/* cuport: CUB's block loads (BlockLoad and the direct ones), declarations only (see ../cub.cuh). */
#ifndef CUPORT_CUB_BLOCK_LOAD_CUH
#define CUPORT_CUB_BLOCK_LOAD_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD]);
template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD], int valid_items);
template <typename InputT, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectBlocked(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD], int valid_items,
                                  DefaultT oob_default);
template <int BLOCK_THREADS, typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD]);
template <int BLOCK_THREADS, typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD], int valid_items);
template <int BLOCK_THREADS, typename InputT, typename DefaultT, int ITEMS_PER_THREAD,
          typename InputIteratorT>
__device__ void LoadDirectStriped(int linear_tid, InputIteratorT block_itr,
                                  InputT (&items)[ITEMS_PER_THREAD], int valid_items,
                                  DefaultT oob_default);

template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr,
                                      InputT (&items)[ITEMS_PER_THREAD]);
template <typename InputT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr,
                                      InputT (&items)[ITEMS_PER_THREAD], int valid_items);
template <typename InputT, typename DefaultT, int ITEMS_PER_THREAD, typename InputIteratorT>
__device__ void LoadDirectWarpStriped(int linear_tid, InputIteratorT block_itr,
                                      InputT (&items)[ITEMS_PER_THREAD], int valid_items,
                                      DefaultT oob_default);

enum BlockLoadAlgorithm {
  BLOCK_LOAD_DIRECT,
  BLOCK_LOAD_STRIPED,
  BLOCK_LOAD_VECTORIZE,
  BLOCK_LOAD_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE,
  BLOCK_LOAD_WARP_TRANSPOSE_TIMESLICED
};

template <typename InputT, int BLOCK_DIM_X, int ITEMS_PER_THREAD,
          BlockLoadAlgorithm ALGORITHM = BLOCK_LOAD_DIRECT, int BLOCK_DIM_Y = 1,
          int BLOCK_DIM_Z = 1, int LEGACY_PTX_ARCH = 0>
class BlockLoad {
public:
  struct TempStorage { InputT items[BLOCK_DIM_X * BLOCK_DIM_Y * BLOCK_DIM_Z * ITEMS_PER_THREAD]; };
  __device__ BlockLoad();
  __device__ BlockLoad(TempStorage &temp_storage);
  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD]);
  template <typename InputIteratorT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                       int valid_items);
  template <typename InputIteratorT, typename DefaultT>
  __device__ void Load(InputIteratorT block_itr, InputT (&items)[ITEMS_PER_THREAD],
                       int valid_items, DefaultT oob_default);
};

} /* namespace cub */

#endif
#endif
