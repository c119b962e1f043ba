/* cuport: CUB's direct block stores, declarations only (see ../cub.cuh). */
#ifndef CUPORT_CUB_BLOCK_STORE_CUH
#define CUPORT_CUB_BLOCK_STORE_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr,
                                   T (&items)[ITEMS_PER_THREAD]);
template <typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectBlocked(int linear_tid, OutputIteratorT block_itr,
                                   T (&items)[ITEMS_PER_THREAD], int valid_items);
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr,
                                   T (&items)[ITEMS_PER_THREAD]);
template <int BLOCK_THREADS, typename T, int ITEMS_PER_THREAD, typename OutputIteratorT>
__device__ void StoreDirectStriped(int linear_tid, OutputIteratorT block_itr,
                                   T (&items)[ITEMS_PER_THREAD], int valid_items);

} /* namespace cub */

#endif
#endif
