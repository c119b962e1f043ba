/* cuport: CUB's direct block loads, declarations only (see ../cub.cuh). */
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

} /* namespace cub */

#endif
#endif
