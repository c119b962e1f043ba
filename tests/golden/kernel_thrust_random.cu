// cuport-test: no-build (the .cl is expected not to build: device-side Thrust is not translated yet)
// Thrust's engines, distributions and fancy iterators named in a kernel: the unit parses
// (they are __host__ __device__ in the subset, as in Thrust) and its host code is migrated;
// their device calls have no OpenCL C translation yet, and each says so (CUPORT1206), so
// the .cl is written but does not build (docs/thrust.md, "In device code"). On the host
// the same engine gives Thrust's numbers.
#include <thrust/random.h>
#include <thrust/tuple.h>
#include <thrust/iterator/zip_iterator.h>

__global__ void noise(float *out, int *a, int *b, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  thrust::default_random_engine rng(i);
  thrust::uniform_real_distribution<float> u(0.0f, 1.0f);
  rng.discard(3);
  if (i < n)
    out[i] = u(rng);
  auto z = thrust::make_zip_iterator(thrust::make_tuple(a, b));
  if (i == 0)
    out[0] += (float)((z + 2) - z);
}

int main()
{
  float *out;
  int *a, *b;
  cudaMalloc(&out, 64 * sizeof(float));
  cudaMalloc(&a, 64 * sizeof(int));
  cudaMalloc(&b, 64 * sizeof(int));
  noise<<<1, 64>>>(out, a, b, 64);
  thrust::default_random_engine host_rng(1234);
  return host_rng() == 59566414u ? 0 : 1;
}
