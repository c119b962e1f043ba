// Host code written for old CUDA and GCC: cudaDeviceProp::deviceOverlap, which CUDA 13
// removed and whose build passes -DdeviceOverlap=asyncEngineCount (NVIDIA's advice), and a
// format macro pasted to string literals with no space ("id ("FMT")"), which C++11 reads as
// a literal suffix and GCC, nvcc's host compiler, only warns about.
#include <cstdio>
#include <cstring>
#include <cuda_runtime.h>

#define FMT_ID "%d"
#define FMT_PAIR "(%d, %d)"

__global__ void fill(int *out, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = 3 * i;
}

int main()
{
  cudaDeviceProp prop;
  if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess) {
    printf("FAIL\n");
    return 1;
  }
  // with the macro this reads asyncEngineCount, which CUDA 13 keeps
  printf("copy engines: " FMT_ID "\n", prop.deviceOverlap);
  int overlap = prop.asyncEngineCount;
  bool ok = overlap == prop.deviceOverlap;

  const int n = 64;
  int *d, h[n];
  cudaMalloc(&d, n * sizeof(int));
  fill<<<1, n>>>(d, n);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  char line[64];
  snprintf(line, sizeof line, "element "FMT_ID" = "FMT_ID, 5, h[5]);
  ok = ok && strcmp(line, "element 5 = 15") == 0;
  snprintf(line, sizeof line, "pair "FMT_PAIR"", h[1], h[2]);
  ok = ok && strcmp(line, "pair (3, 6)") == 0;
  printf("%s\n", line);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
