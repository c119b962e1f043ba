// legacy_unconditional: reads the cudaDeviceProp fields CUDA 13 removed and calls the
// cudaThread* functions, with no test of CUDART_VERSION, as code written for older releases
// does; then checks a kernel's result.
#include <cstdio>
#include <cstdlib>
#include <cstring>

int add_one_twice(int *d, int n);

__global__ void square(int *x, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = x[i] * x[i];
}

int main(int argc, char **argv)
{
  int n = (argc > 1 && strcmp(argv[1], "--quick") == 0) ? 1000 : 100000;
  cudaDeviceProp prop;
  if (cudaGetDeviceProperties(&prop, 0) != cudaSuccess) {
    printf("FAIL: cudaGetDeviceProperties\n");
    return 1;
  }
  printf("device %s: clock %d kHz, memory clock %d kHz, overlap %d, timeout %d, mode %d\n",
         prop.name, prop.clockRate, prop.memoryClockRate, prop.deviceOverlap,
         prop.kernelExecTimeoutEnabled, prop.computeMode);
  if (prop.clockRate < 0 || prop.memoryClockRate < 0) {
    printf("FAIL: negative clock rate\n");
    return 1;
  }
  int *h = (int *)malloc(n * sizeof(int)), *d;
  for (int i = 0; i < n; i++)
    h[i] = i % 1000;
  cudaMalloc(&d, n * sizeof(int));
  cudaMemcpy(d, h, n * sizeof(int), cudaMemcpyHostToDevice);
  if (add_one_twice(d, n))
    return 1;
  square<<<(n + 255) / 256, 256>>>(d, n);
  cudaThreadSynchronize();
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++)
    bad += h[i] != (i % 1000 + 2) * (i % 1000 + 2);
  cudaFree(d);
  free(h);
  cudaThreadExit();
  if (bad) {
    printf("FAIL: %d wrong results\n", bad);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
