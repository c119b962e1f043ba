// CUB's device-wide algorithms the runtime has no kernels of, and reductions and scans whose
// operands its kernels do not take, become the runtime's functions of cuport_cub.h, which
// run them on the host (a note says so at each call): a user's operator or lambda, a fancy
// iterator, an element type or an output of another type; selections, sorts (a
// DoubleBuffer), segmented reductions (CUB's operator as CUPORT_REDUCE_*), histograms, scans
// by key (cub::Equality kept), run-length encodings after `using namespace cub`, the caching
// allocator and CubDebugExit. A functor whose operator() is __device__ only stays callable.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include "cuport_cub.h"

struct Product {
  float operator()(float a, float b) const { return a * b; }
};

struct IsBig {
  bool operator()(const float &x) const { return x > 10.0f; }
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
  cuportCachingDeviceAllocator allocator(true);
  CubDebugExit(allocator.DeviceAllocate((void **)&d_in, n * sizeof(float)));
  // CUPORT1415:0: 'cub::DeviceReduce::Reduce' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back; its operator is not CUB's or libcu++'s sum, maximum or minimum (a user's functor or lambda), and the runtime's kernels take pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cuportDeviceReduceReduce(d_temp, temp_bytes, d_in, d_out, n, Product(), 1.0f);
  // CUPORT1415:1: 'cub::DeviceScan::InclusiveScan' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back; its operator is not CUB's or libcu++'s sum, maximum or minimum (a user's functor or lambda), and the runtime's kernels take pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cuportDeviceScanInclusiveScan(d_temp, temp_bytes, d_in, d_out,
                                 [] (float a, float b) { return a > b ? a : b; }, n);
  cuportCountingInputIterator<int> counting(0);
  // CUPORT1415:2: 'cub::DeviceReduce::Sum' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back; its input is an iterator, not a pointer, and the runtime's kernels take pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cuportDeviceReduceSum(d_temp, temp_bytes, counting, d_flags, n);
  // CUPORT1415:3: 'cub::DeviceReduce::Sum' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back; its elements are not of an arithmetic type the runtime has, and the runtime's kernels take pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cuportDeviceReduceSum(d_temp, temp_bytes, d_s, d_s, n);
  // CUPORT1415:4: 'cub::DeviceReduce::Max' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back; its output is not a pointer to the input's element type, and the runtime's kernels take pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cuportDeviceReduceMax(d_temp, temp_bytes, d_in, d_d, n);
  // CUPORT1415:5: 'cub::DeviceSelect::Flagged' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back
  cuportDeviceSelectFlagged(d_temp, temp_bytes, d_in, d_flags, d_out, d_count, n);
  // CUPORT1415:6: 'cub::DeviceSelect::If' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back
  cuportDeviceSelectIf(d_temp, temp_bytes, d_in, d_out, d_count, n, IsBig());
  cuportDoubleBuffer<float> keys(d_in, d_out);
  // CUPORT1415:7: 'cub::DeviceRadixSort::SortKeys' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back
  cuportDeviceRadixSortSortKeys(d_temp, temp_bytes, keys, n, 0, 16);
  // CUPORT1415:8: 'cub::DeviceSegmentedReduce::Reduce' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back
  cuportDeviceSegmentedReduceReduce(d_temp, temp_bytes, d_in, d_out, 4, d_offsets, d_offsets + 1,
                                     CUPORT_REDUCE_MAX, -1.0f);
  // CUPORT1415:9: 'cub::DeviceHistogram::HistogramEven' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back
  cuportDeviceHistogramHistogramEven(d_temp, temp_bytes, d_in, d_hist, 11, 0.0f, 100.0f, n);
  // CUPORT1415:10: 'cub::DeviceScan::ExclusiveSumByKey' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back
  cuportDeviceScanExclusiveSumByKey(d_temp, temp_bytes, d_flags, d_in, d_out, n, cub::Equality());
  // CUPORT1415:11: 'cub::DeviceRunLengthEncode::Encode' runs on the host: cuport_cub.h copies the device ranges it reads to the host, runs it there and copies what it writes back
  cuportDeviceRunLengthEncodeEncode(d_temp, temp_bytes, d_in, d_out, d_flags, d_count, n);
  CubDebugExit(allocator.DeviceFree(d_in));
  return 0;
}
