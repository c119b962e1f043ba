// nvcc_guard: code written for CUDA and HIP at once, the platform chosen in a header by
// #ifdef __NVCC__ (which nvcc defines for every file it compiles); the migrated build must
// keep taking the CUDA branch.
#include <cstdio>
#include <cstring>
#include "platform.h"

__global__ void square(int *v, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = v[i] * v[i];
}

int main()
{
  const int n = 100;
  int h[n], *d;
  for (int i = 0; i < n; i++)
    h[i] = i - 50;
  PLATFORM_MALLOC((void **)&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  square<<<1, 128>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  PLATFORM_FREE(d);
  int bad = strcmp(PLATFORM_NAME, "cuda") != 0;
  for (int i = 0; i < n; i++)
    if (h[i] != (i - 50) * (i - 50) && bad++ < 4)
      printf("v[%d] = %d\n", i, h[i]);
  printf("platform: %s\n%s\n", PLATFORM_NAME, bad ? "FAIL" : "PASS");
  return bad != 0;
}
