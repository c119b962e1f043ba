// overloaded_kernels: kernels that share a name and differ in their parameters (f16atomic's
// add(__half *, int) beside add(__nv_bfloat16 *, int)). The launch's arguments pick one, as
// for any call: in a plain function, in a template where the choice depends on its
// parameter, and for overloads in a namespace. Every kernel leaves its own mark.
#include <cstdio>
#include <cstring>

__global__ void bump(float *v, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] += 1.5f;
}

__global__ void bump(int *v, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] += 7;
}

__global__ void bump(double *v, int n, double by)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] += by;
}

namespace ops {
__global__ void scale(float *v, int n) { if (threadIdx.x < n) v[threadIdx.x] *= 2.0f; }
__global__ void scale(int *v, int n) { if (threadIdx.x < n) v[threadIdx.x] *= 3; }
}

// the overload depends on T: each instance launches its own
template <typename T>
bool run(int n, T start, T want)
{
  T *d, h[64];
  for (int i = 0; i < n; i++)
    h[i] = start;
  cudaMalloc(&d, n * sizeof(T));
  cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice);
  bump<<<1, 64>>>(d, n);
  ops::scale<<<1, 64>>>(d, n);
  cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost);
  cudaFree(d);
  bool ok = true;
  for (int i = 0; i < n; i++)
    ok = ok && h[i] == want;
  printf("%s: %g (expected %g)\n", ok ? "ok" : "wrong", (double)h[0], (double)want);
  return ok;
}

int main()
{
  bool ok = run<float>(48, 1.0f, 5.0f) && run<int>(48, 1, 24);
  double *d, h[8] = {0};
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  bump<<<1, 8>>>(d, 8, 0.25);   // the three-parameter overload, outside any template
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  ok = ok && h[7] == 0.25 && cudaGetLastError() == cudaSuccess;
  printf("double: %g (expected 0.25)\n", h[7]);
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
