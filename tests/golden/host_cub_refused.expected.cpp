// cuport-test: no-build (the refused calls stay as written)
// Host-side CUB that cuport does not translate is reported by its qualified name, never
// dropped: ArgMax and ArgMin (the runtime's kernels only) over an iterator or into a pair
// of another type, and CUB's algorithms the runtime lacks (the multi-channel histograms).
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include "cuport_cub.h"

int main()
{
  const int n = 100;
  float *d_in, *d_out;
  double *d_d;
  cuportKeyValuePair<int, double> *d_pair;
  void *d_temp = NULL;
  size_t temp_bytes = 0;
  cuportCountingInputIterator<int> counting(0);
  // CUPORT1414:0: 'cub::DeviceReduce::ArgMax' is kept as written: its input is an iterator, not a pointer; cuport maps it over pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cub::DeviceReduce::ArgMax(d_temp, temp_bytes, counting, d_pair, n);
  // CUPORT1414:1: 'cub::DeviceReduce::ArgMin' is kept as written: its output is not a pointer to a cub::KeyValuePair of an integer and the input's type; cuport maps it over pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cub::DeviceReduce::ArgMin(d_temp, temp_bytes, d_in, d_pair, n);
  // CUPORT1414:2: 'cub::DeviceReduce::ArgMax' is kept as written: its outputs are not pointers to the input's type and to an integer; cuport maps it over pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cub::DeviceReduce::ArgMax(d_temp, temp_bytes, d_in, d_d, d_out, n);
  // CUPORT1401:3: 'cub::DeviceHistogram::MultiHistogramEven' comes from the CUDA headers but no rule maps it; it is kept as written
  cub::DeviceHistogram::MultiHistogramEven(d_temp, temp_bytes, d_in, d_out, n);
  return 0;
}
