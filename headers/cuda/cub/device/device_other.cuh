/* cuport: CUB's other device-wide algorithms, declarations only (see ../cub.cuh), so that
 * a program naming them parses: the host rewriter maps each call to the runtime's
 * (cuport_cub_host.h runs them on the host) or reports it (CUPORT1400).  CUB's own headers
 * of these names include this one. */
#ifndef CUPORT_CUB_DEVICE_OTHER_CUH
#define CUPORT_CUB_DEVICE_OTHER_CUH
#include "../util_type.cuh"
#if defined(__cplusplus) && defined(__CUDA__)

namespace cub {

#define CUPORT_CUB_ANY(name) template <typename... Args> static cudaError_t name(Args... args) { return cudaSuccess; }
struct DeviceSelect {
  CUPORT_CUB_ANY(Flagged); CUPORT_CUB_ANY(If); CUPORT_CUB_ANY(Unique);
  CUPORT_CUB_ANY(UniqueByKey); CUPORT_CUB_ANY(FlaggedIf);
};
struct DevicePartition {
  CUPORT_CUB_ANY(Flagged); CUPORT_CUB_ANY(If);
};
struct DeviceRadixSort {
  CUPORT_CUB_ANY(SortKeys); CUPORT_CUB_ANY(SortPairs); CUPORT_CUB_ANY(SortKeysDescending);
  CUPORT_CUB_ANY(SortPairsDescending);
};
struct DeviceSegmentedRadixSort {
  CUPORT_CUB_ANY(SortKeys); CUPORT_CUB_ANY(SortPairs); CUPORT_CUB_ANY(SortKeysDescending);
  CUPORT_CUB_ANY(SortPairsDescending);
};
struct DeviceMergeSort {
  CUPORT_CUB_ANY(SortKeys); CUPORT_CUB_ANY(SortPairs); CUPORT_CUB_ANY(StableSortKeys);
  CUPORT_CUB_ANY(StableSortPairs); CUPORT_CUB_ANY(SortKeysCopy); CUPORT_CUB_ANY(SortPairsCopy);
};
struct DeviceSegmentedReduce {
  CUPORT_CUB_ANY(Reduce); CUPORT_CUB_ANY(Sum); CUPORT_CUB_ANY(Min); CUPORT_CUB_ANY(Max);
  CUPORT_CUB_ANY(ArgMin); CUPORT_CUB_ANY(ArgMax);
};
struct DeviceHistogram {
  CUPORT_CUB_ANY(HistogramEven); CUPORT_CUB_ANY(HistogramRange);
  CUPORT_CUB_ANY(MultiHistogramEven); CUPORT_CUB_ANY(MultiHistogramRange);
};
struct DeviceRunLengthEncode {
  CUPORT_CUB_ANY(Encode); CUPORT_CUB_ANY(NonTrivialRuns);
};
struct DeviceAdjacentDifference {
  CUPORT_CUB_ANY(SubtractLeft); CUPORT_CUB_ANY(SubtractLeftCopy);
  CUPORT_CUB_ANY(SubtractRight); CUPORT_CUB_ANY(SubtractRightCopy);
};
#undef CUPORT_CUB_ANY

/* CUB's fancy iterators: parse, and are reported where host code names them. */
template <typename ValueType, typename OffsetT = long> class CountingInputIterator {
public:
  __host__ __device__ CountingInputIterator(const ValueType &val);
  __host__ __device__ ValueType operator[](OffsetT n) const;
};
template <typename ValueType, typename ConversionOp, typename InputIteratorT,
          typename OffsetT = long>
class TransformInputIterator {
public:
  __host__ __device__ TransformInputIterator(InputIteratorT input_itr, ConversionOp conversion_op);
  __host__ __device__ ValueType operator[](OffsetT n) const;
};
template <typename ValueType, typename OffsetT = long> class ConstantInputIterator {
public:
  __host__ __device__ ConstantInputIterator(const ValueType &val);
  __host__ __device__ ValueType operator[](OffsetT n) const;
};

/* The radix sorts' pair of buffers. */
template <typename T> struct DoubleBuffer {
  T *d_buffers[2];
  int selector;
  __host__ __device__ DoubleBuffer();
  __host__ __device__ DoubleBuffer(T *d_current, T *d_alternate);
  __host__ __device__ T *Current();
  __host__ __device__ T *Alternate();
};

/* The equality operators of the by-key algorithms. */
struct Equality {
  template <typename A, typename B> __host__ __device__ bool operator()(const A &a, const B &b) const;
};
struct Inequality {
  template <typename A, typename B> __host__ __device__ bool operator()(const A &a, const B &b) const;
};

/* CUB's caching allocator. */
struct CachingDeviceAllocator {
  CachingDeviceAllocator(unsigned bin_growth, unsigned min_bin = 1, unsigned max_bin = 7,
                         size_t max_cached_bytes = (size_t)-1, bool skip_cleanup = false,
                         bool debug = false);
  CachingDeviceAllocator(bool skip_cleanup = false, bool debug = false);
  cudaError_t DeviceAllocate(void **d_ptr, size_t bytes, cudaStream_t active_stream = 0);
  cudaError_t DeviceAllocate(int device, void **d_ptr, size_t bytes,
                             cudaStream_t active_stream = 0);
  cudaError_t DeviceFree(void *d_ptr);
  cudaError_t DeviceFree(int device, void *d_ptr);
  cudaError_t FreeAllCached();
};

} /* namespace cub */

#endif
#endif
