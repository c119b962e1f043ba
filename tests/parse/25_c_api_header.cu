// A header shared with C code: C linkage, cuda_runtime_api.h only, host wrappers that
// launch kernels, function pointers to kernels and an extern "C" entry point.
#include <cuda_runtime_api.h>
#include <cuda_runtime.h>
#include <device_launch_parameters.h>
#include <math_constants.h>
#include <stdio.h>
#ifdef __cplusplus
extern "C" {
#endif
int run_scale(float *host, int n, float s);
#ifdef __cplusplus
}
#endif
static __global__ void scale_k(float *d, int n, float s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) d[i] = s * d[i] * CUDART_PI_F;
}
typedef void (*kernel_fn)(float *, int, float);
extern "C" int run_scale(float *host, int n, float s) {
  float *d = NULL;
  if (cudaMalloc((void **)&d, n * sizeof(float)) != cudaSuccess) return -1;
  cudaMemcpy(d, host, n * sizeof(float), cudaMemcpyHostToDevice);
  kernel_fn k = scale_k;
  scale_k<<<(n + 127) / 128, 128>>>(d, n, s);
  void *args[] = {&d, &n, &s};
  cudaLaunchKernel((const void *)k, dim3((n + 127) / 128), dim3(128), args, 0, 0);
  cudaMemcpy(host, d, n * sizeof(float), cudaMemcpyDeviceToHost);
  cudaFree(d);
  return 0;
}
int main() { float h[4] = {1, 2, 3, 4}; return run_scale(h, 4, 2.0f); }
