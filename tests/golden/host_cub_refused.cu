// cuport-test: no-build (the refused calls stay as written)
// Host-side CUB that cuport does not translate is reported by its qualified name, never
// dropped: a user's operator (a functor, a lambda), an iterator input, elements of a type
// the runtime lacks, an output of another type, CUB's other algorithms, its iterators and
// its caching allocator.
#include <cub/cub.cuh>

struct Product {
  __host__ __device__ float operator()(float a, float b) const { return a * b; }
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
  cub::DeviceReduce::Reduce(d_temp, temp_bytes, d_in, d_out, n, Product(), 1.0f);
  cub::DeviceScan::InclusiveScan(d_temp, temp_bytes, d_in, d_out,
                                 [] __host__ __device__ (float a, float b) { return a > b ? a : b; }, n);
  cub::CountingInputIterator<int> counting(0);
  cub::DeviceReduce::Sum(d_temp, temp_bytes, counting, d_flags, n);
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_s, d_s, n);
  cub::DeviceReduce::Max(d_temp, temp_bytes, d_in, d_d, n);
  cub::DeviceReduce::Sum(d_temp, temp_bytes, d_p, d_p, n);
  cub::DeviceSelect::Flagged(d_temp, temp_bytes, d_in, d_flags, d_out, d_count, n);
  cub::DeviceRadixSort::SortKeys(d_temp, temp_bytes, d_in, d_out, n);
  cub::CachingDeviceAllocator allocator;
  allocator.DeviceAllocate(&d_temp, temp_bytes);
  return 0;
}
