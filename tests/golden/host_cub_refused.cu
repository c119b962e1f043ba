// cuport-test: no-build (the refused calls stay as written)
// Host-side CUB that cuport does not translate is reported by its qualified name, never
// dropped: ArgMax and ArgMin (the runtime's kernels only) over an iterator or into a pair
// of another type, and CUB's algorithms the runtime lacks (the multi-channel histograms).
#include <cub/cub.cuh>

int main()
{
  const int n = 100;
  float *d_in, *d_out;
  double *d_d;
  cub::KeyValuePair<int, double> *d_pair;
  void *d_temp = NULL;
  size_t temp_bytes = 0;
  cub::CountingInputIterator<int> counting(0);
  cub::DeviceReduce::ArgMax(d_temp, temp_bytes, counting, d_pair, n);
  cub::DeviceReduce::ArgMin(d_temp, temp_bytes, d_in, d_pair, n);
  cub::DeviceReduce::ArgMax(d_temp, temp_bytes, d_in, d_d, d_out, n);
  cub::DeviceHistogram::MultiHistogramEven(d_temp, temp_bytes, d_in, d_out, n);
  return 0;
}
