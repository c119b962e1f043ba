/* cuport: CUB's cub::DeviceReduce, declarations only (see ../cub.cuh; the empty bodies let a
 * call with a lambda's type parse).  The host rewriter
 * maps Sum, Max, Min, Reduce, ArgMax and ArgMin over pointers to the runtime's
 * cuportDeviceReduce* (runtime/include/cuport_cub.h); the other functions are reported. */
#ifndef CUPORT_CUB_DEVICE_REDUCE_CUH
#define CUPORT_CUB_DEVICE_REDUCE_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

struct DeviceReduce {
  template <typename InputIteratorT, typename OutputIteratorT, typename ReductionOpT,
            typename T, typename NumItemsT>
  static cudaError_t Reduce(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, OutputIteratorT d_out, NumItemsT num_items,
                            ReductionOpT reduction_op, T init, cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  static cudaError_t Sum(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in,
                         OutputIteratorT d_out, NumItemsT num_items, cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  static cudaError_t Max(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in,
                         OutputIteratorT d_out, NumItemsT num_items, cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  static cudaError_t Min(void *d_temp_storage, size_t &temp_storage_bytes, InputIteratorT d_in,
                         OutputIteratorT d_out, NumItemsT num_items, cudaStream_t stream = 0) { return cudaSuccess; }
  /* the KeyValuePair form */
  template <typename InputIteratorT, typename OutputIteratorT>
  static cudaError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, OutputIteratorT d_out, int num_items,
                            cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename InputIteratorT, typename OutputIteratorT>
  static cudaError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, OutputIteratorT d_out, int num_items,
                            cudaStream_t stream = 0) { return cudaSuccess; }
  /* CCCL 3: the extremum and its index to two outputs */
  template <typename InputIteratorT, typename ExtremumOutIteratorT, typename IndexOutIteratorT>
  static cudaError_t ArgMax(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, ExtremumOutIteratorT d_max_out,
                            IndexOutIteratorT d_index_out, long long num_items,
                            cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename InputIteratorT, typename ExtremumOutIteratorT, typename IndexOutIteratorT>
  static cudaError_t ArgMin(void *d_temp_storage, size_t &temp_storage_bytes,
                            InputIteratorT d_in, ExtremumOutIteratorT d_min_out,
                            IndexOutIteratorT d_index_out, long long num_items,
                            cudaStream_t stream = 0) { return cudaSuccess; }
  /* not mapped: reported */
  template <typename... Args> static cudaError_t TransformReduce(Args... args) { return cudaSuccess; }
  template <typename... Args> static cudaError_t ReduceByKey(Args... args) { return cudaSuccess; }
};

} /* namespace cub */

#endif
#endif
