// CUB's device-wide algorithms the runtime has no kernels of, and reductions and scans whose
// operands its kernels do not take, become the runtime's functions of cuport_cub.h, which
// run them on the host (a note says so at each call): a user's operator or lambda, a fancy
// iterator, an element type or an output of another type; selections, sorts (a
// DoubleBuffer), segmented reductions (CUB's operator as CUPORT_REDUCE_*), histograms, scans
// by key (cub::Equality kept), run-length encodings after `using namespace cub`, the caching
// allocator and CubDebugExit. A functor whose operator() is __device__ only stays callable.
#include <cub/cub.cuh>

struct Product {
  __host__ __device__ float operator()(float a, float b) const { return a * b; }
};

struct IsBig {
  __device__ bool operator()(const float &x) const { return x > 10.0f; }
};

using namespace cub;

int main()
{
  const int n = 100;
  float *d_in, *d_out;
  short *d_s;
  double *d_d;
  int *d_flags, *d_count, *d_offsets, *d_hist;
  void *d_temp = NULL;
  size_t temp_bytes = 0;
  CachingDeviceAllocator allocator(true);
  CubDebugExit(allocator.DeviceAllocate((void **)&d_in, n * sizeof(float)));
  cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_in, d_out, n, Product(), 1.0f);
  cub::DeviceScan::InclusiveScan(d_temp, temp_bytes, d_in, d_out,
                                 [] __host__ __device__ (float a, float b) { return a > b ? a : b; }, n);
  cub::CountingInputIterator<int> counting(0);
  cub::DeviceReduce::Sum(d_temp, temp_bytes, counting, d_flags, n);
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_s, d_s, n);
  cub::DeviceReduce::Max(d_temp, temp_bytes, d_in, d_d, n);
  cub::DeviceSelect::Flagged(d_temp, temp_bytes, d_in, d_flags, d_out, d_count, n);
  cub::DeviceSelect::If(d_temp, temp_bytes, d_in, d_out, d_count, n, IsBig());
  cub::DoubleBuffer<float> keys(d_in, d_out);
  cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, keys, n, 0, 16);
  cub::DeviceSegmentedReduce::Reduce(d_temp, temp_bytes, d_in, d_out, 4, d_offsets, d_offsets + 1,
                                     cub::Max(), -1.0f);
  cub::DeviceHistogram::HistogramEven(d_temp, temp_bytes, d_in, d_hist, 11, 0.0f, 100.0f, n);
  cub::DeviceScan::ExclusiveSumByKey(d_temp, temp_bytes, d_flags, d_in, d_out, n, cub::Equality());
  DeviceRunLengthEncode::Encode(d_temp, temp_bytes, d_in, d_out, d_flags, d_count, n);
  CubDebugExit(allocator.DeviceFree(d_in));
  return 0;
}
