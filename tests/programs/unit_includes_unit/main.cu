// unit_includes_unit: main.cu includes scan.cu, which the Makefile also compiles as a unit
// of its own; each unit registers its own kernels, and the included launches work.
#include <cstdio>
#include "scan.cu"

__global__ void square(int *a, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    a[i] *= a[i];
}

int main()
{
  const int n = 200;
  int h[n], *a, *b, bad = 0;
  for (int i = 0; i < n; i++)
    h[i] = i % 7;
  cudaMalloc(&a, sizeof h);
  cudaMalloc(&b, sizeof h);
  cudaMemcpy(a, h, sizeof h, cudaMemcpyHostToDevice);
  add(a, n, 1);                 // static launcher of scan.cu
  square<<<2, 128>>>(a, n);     // this unit's own kernel
  scan<int>(a, b, n);           // template launcher of scan.cu
  cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost);
  int sum = 0;
  for (int i = 0; i < n; i++) {
    sum += (i % 7 + 1) * (i % 7 + 1);
    bad += h[i] != sum;
  }
  printf("%d wrong\n%s\n", bad, bad ? "FAIL" : "PASS");
  cudaFree(a);
  cudaFree(b);
  return bad != 0;
}
