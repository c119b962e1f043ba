// thrust::tie(a, b) = pair in a kernel: the unit parses (the parse's thrust::tie assigns in
// device code too), its host code is migrated, and the kernel's pair is a struct, make_pair
// a compound literal, the tie a block unpacking the pair (docs/thrust.md, "In device code").
#include <thrust/pair.h>
#include <thrust/tuple.h>

__device__ thrust::pair<int, int> order(int a, int b)
{
  return thrust::make_pair(min(a, b), max(a, b));
}

__global__ void sort2(int *v)
{
  int lo, hi;
  thrust::tie(lo, hi) = order(v[2 * threadIdx.x], v[2 * threadIdx.x + 1]);
  v[2 * threadIdx.x] = lo;
  v[2 * threadIdx.x + 1] = hi;
}

int main()
{
  int *v, a, b;
  cudaMalloc(&v, 64 * sizeof(int));
  sort2<<<1, 32>>>(v);
  thrust::tie(a, b) = thrust::make_pair(1, 2);   // on the host: std::tie
  return a + b == 3 ? 0 : 1;
}
