// cuport-test: no-build (the refused calls stay as written)
// Host-side CUB that cuport does not translate is reported by its qualified name, never
// dropped: a user's operator (a functor, a lambda), an iterator input, elements of a type
// the runtime lacks, an output of another type, CUB's other algorithms, its iterators and
// its caching allocator.
#define CUPORT_NVCC 1 /* a .cu file: cuport_runtime.h supplies what nvcc put in front of it */
#include "cuport_runtime.h"
#include "cuport_cub.h"

struct Product {
  float operator()(float a, float b) const { return a * b; }
};

struct Point { float x, y; };

int main()
{
  const int n = 100;
  float *d_in, *d_out;
  short *d_s;
  double *d_d;
  Point *d_p;
  int *d_flags, *d_count;
  void *d_temp = NULL;
  size_t temp_bytes = 0;
  // CUPORT1414:0: 'cub::DeviceReduce::Reduce' is kept as written: its operator is not CUB's or libcu++'s sum, maximum or minimum (a user's functor or lambda); cuport maps it over pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_in, d_out, n, Product(), 1.0f);
  // CUPORT1414:1: 'cub::DeviceScan::InclusiveScan' is kept as written: its operator is not CUB's or libcu++'s sum, maximum or minimum (a user's functor or lambda); cuport maps it over pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cub::DeviceScan::InclusiveScan(d_temp, temp_bytes, d_in, d_out,
                                 [] (float a, float b) { return a > b ? a : b; }, n);
  // CUPORT1400:2: 'cub::CountingInputIterator' has no counterpart in the cuport runtime (CUB); it is kept as written and must be migrated by hand
  cub::CountingInputIterator<int> counting(0);
  // CUPORT1414:3: 'cub::DeviceReduce::Sum' is kept as written: its input is an iterator, not a pointer; cuport maps it over pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cub::DeviceReduce::Sum(d_temp, temp_bytes, counting, d_flags, n);
  // CUPORT1414:4: 'cub::DeviceReduce::Sum' is kept as written: its elements are not of an arithmetic type the runtime has; cuport maps it over pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_s, d_s, n);
  // CUPORT1414:5: 'cub::DeviceReduce::Max' is kept as written: its output is not a pointer to the input's element type; cuport maps it over pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cub::DeviceReduce::Max(d_temp, temp_bytes, d_in, d_d, n);
  // CUPORT1414:6: 'cub::DeviceReduce::Sum' is kept as written: its elements are not of an arithmetic type the runtime has; cuport maps it over pointers to int, unsigned, long, long long, float or double with CUB's or libcu++'s sum, maximum or minimum
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_p, d_p, n);
  // CUPORT1400:7: 'cub::DeviceSelect::Flagged' has no counterpart in the cuport runtime (CUB: cuport maps cub::DeviceReduce and cub::DeviceScan); it is kept as written and must be migrated by hand
  cub::DeviceSelect::Flagged(d_temp, temp_bytes, d_in, d_flags, d_out, d_count, n);
  // CUPORT1400:8: 'cub::DeviceRadixSort::SortKeys' has no counterpart in the cuport runtime (CUB: cuport maps cub::DeviceReduce and cub::DeviceScan); it is kept as written and must be migrated by hand
  cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, d_in, d_out, n);
  // CUPORT1400:9: 'cub::CachingDeviceAllocator' has no counterpart in the cuport runtime (CUB); it is kept as written and must be migrated by hand
  cub::CachingDeviceAllocator allocator;
  allocator.DeviceAllocate(&d_temp, temp_bytes);
  return 0;
}
