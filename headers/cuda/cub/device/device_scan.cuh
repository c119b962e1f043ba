/* cuport: CUB's cub::DeviceScan, declarations only (see ../cub.cuh).  The host rewriter
 * maps ExclusiveSum, InclusiveSum, ExclusiveScan, InclusiveScan and InclusiveScanInit over
 * pointers to the runtime's cuportDeviceScan* (runtime/include/cuport_cub.h); the by-key
 * scans are reported. */
#ifndef CUPORT_CUB_DEVICE_SCAN_CUH
#define CUPORT_CUB_DEVICE_SCAN_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

struct DeviceScan {
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  static cudaError_t ExclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes,
                                  InputIteratorT d_in, OutputIteratorT d_out,
                                  NumItemsT num_items, cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename IteratorT, typename NumItemsT>
  static cudaError_t ExclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes,
                                  IteratorT d_data, NumItemsT num_items, cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename InputIteratorT, typename OutputIteratorT, typename NumItemsT>
  static cudaError_t InclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes,
                                  InputIteratorT d_in, OutputIteratorT d_out,
                                  NumItemsT num_items, cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename IteratorT, typename NumItemsT>
  static cudaError_t InclusiveSum(void *d_temp_storage, size_t &temp_storage_bytes,
                                  IteratorT d_data, NumItemsT num_items, cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT,
            typename InitValueT, typename NumItemsT>
  static cudaError_t ExclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes,
                                   InputIteratorT d_in, OutputIteratorT d_out, ScanOpT scan_op,
                                   InitValueT init_value, NumItemsT num_items,
                                   cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename IteratorT, typename ScanOpT, typename InitValueT, typename NumItemsT>
  static cudaError_t ExclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes,
                                   IteratorT d_data, ScanOpT scan_op, InitValueT init_value,
                                   NumItemsT num_items, cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT,
            typename NumItemsT>
  static cudaError_t InclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes,
                                   InputIteratorT d_in, OutputIteratorT d_out, ScanOpT scan_op,
                                   NumItemsT num_items, cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename IteratorT, typename ScanOpT, typename NumItemsT>
  static cudaError_t InclusiveScan(void *d_temp_storage, size_t &temp_storage_bytes,
                                   IteratorT d_data, ScanOpT scan_op, NumItemsT num_items,
                                   cudaStream_t stream = 0) { return cudaSuccess; }
  template <typename InputIteratorT, typename OutputIteratorT, typename ScanOpT,
            typename InitValueT, typename NumItemsT>
  static cudaError_t InclusiveScanInit(void *d_temp_storage, size_t &temp_storage_bytes,
                                       InputIteratorT d_in, OutputIteratorT d_out,
                                       ScanOpT scan_op, InitValueT init_value,
                                       NumItemsT num_items, cudaStream_t stream = 0) { return cudaSuccess; }
  /* not mapped: reported */
  template <typename... Args> static cudaError_t ExclusiveSumByKey(Args... args) { return cudaSuccess; }
  template <typename... Args> static cudaError_t InclusiveSumByKey(Args... args) { return cudaSuccess; }
  template <typename... Args> static cudaError_t ExclusiveScanByKey(Args... args) { return cudaSuccess; }
  template <typename... Args> static cudaError_t InclusiveScanByKey(Args... args) { return cudaSuccess; }
};

} /* namespace cub */

#endif
#endif
