// The cudaThread* functions alone (no removed field): with a CUDA 13 SDK this unit parses
// against the SDK, whose prelude declares them again.
#include <cstdio>

__global__ void add_one(int *x, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] += 1;
}

int add_one_twice(int *d, int n)
{
  size_t heap = 0;
  if (cudaThreadSetLimit(cudaLimitMallocHeapSize, 1 << 20) != cudaSuccess ||
      cudaThreadGetLimit(&heap, cudaLimitMallocHeapSize) != cudaSuccess) {
    printf("FAIL: cudaThreadSetLimit/GetLimit\n");
    return 1;
  }
  cudaFuncCache cache;
  if (cudaThreadSetCacheConfig(cudaFuncCachePreferL1) != cudaSuccess ||
      cudaThreadGetCacheConfig(&cache) != cudaSuccess) {
    printf("FAIL: cudaThreadSetCacheConfig/GetCacheConfig\n");
    return 1;
  }
  add_one<<<(n + 255) / 256, 256>>>(d, n);
  cudaThreadSynchronize();
  add_one<<<(n + 255) / 256, 256>>>(d, n);
  return cudaThreadSynchronize() == cudaSuccess ? 0 : 1;
}
