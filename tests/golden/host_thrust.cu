// Thrust in host code: the includes become cuport_thrust.h, the thrust:: names stay, each
// algorithm call gets a note on where it runs, a __device__ lambda loses its keyword and a
// __device__-only functor handed to Thrust stays in the host file.
#include <thrust/device_vector.h>
#include <thrust/host_vector.h>
#include <thrust/execution_policy.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <thrust/transform.h>

struct shift {
  int by;
  __device__ int operator()(int x) const { return x + by; }
};

struct kernel_only {
  __device__ int operator()(int x) const { return x - 1; }
};

__global__ void scale(int *p, int n)
{
  kernel_only f;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    p[i] = f(p[i]) * 2;
}

int main()
{
  const int n = 1000;
  cudaStream_t s;
  cudaStreamCreate(&s);
  thrust::device_vector<int> d(n, 1);
  scale<<<(n + 255) / 256, 256, 0, s>>>(thrust::raw_pointer_cast(d.data()), n);
  thrust::transform(thrust::cuda::par.on(s), d.begin(), d.end(), d.begin(), shift{3});
  thrust::transform(d.begin(), d.end(), d.begin(), [=] __device__ (int x) { return x * n; });
  thrust::sort(thrust::device, d.begin(), d.end());
  int sum = thrust::reduce(d.begin(), d.end(), 0, thrust::plus<int>());
  thrust::host_vector<int> h = d;
  cudaStreamDestroy(s);
  return sum == 3 * n * n && h[0] == 3 * n ? 0 : 1;
}
