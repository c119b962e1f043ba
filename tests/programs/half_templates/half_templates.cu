// half_templates: kernel templates instantiated for __half and float, launched from host
// templates that are explicitly specialized for __half (the type spelled in the
// specialization's template arguments) and explicitly instantiated, and checked against the
// host reference of reference.h, whose specializations name __half the same way.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include "reference.h"

#define CHECK(x)                                                              \
  do {                                                                        \
    cudaError_t e_ = (x);                                                     \
    if (e_ != cudaSuccess) {                                                  \
      printf("CUDA error %s at line %d\n", cudaGetErrorString(e_), __LINE__); \
      exit(1);                                                                \
    }                                                                         \
  } while (0)

template <typename T, typename A>
__global__ void scale(const T *x, T *y, int n, float s)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = (T)((A)x[i] * (A)s);
}

template <>
__global__ void scale<__half, float>(const __half *x, __half *y, int n, float s)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = __float2half(__half2float(x[i]) * s);
}

template <typename T, typename A>
void run(const T *x, T *y, int n, float s)
{
  scale<T, A><<<(n + 127) / 128, 128>>>(x, y, n, s);
}

template <>
void run<__half, float>(const __half *x, __half *y, int n, float s)
{
  scale<__half, float><<<(n + 127) / 128, 128>>>(x, y, n, s);
}

template <typename T>
static int test(int n, float s)
{
  T *h = (T *)malloc(n * sizeof(T)), *got = (T *)malloc(n * sizeof(T));
  T *want = (T *)malloc(n * sizeof(T));
  for (int i = 0; i < n; i++)
    h[i] = (T)(float)(i % 97 - 48);
  T *x, *y;
  CHECK(cudaMalloc(&x, n * sizeof(T)));
  CHECK(cudaMalloc(&y, n * sizeof(T)));
  CHECK(cudaMemcpy(x, h, n * sizeof(T), cudaMemcpyHostToDevice));
  run<T, float>(x, y, n, s);
  CHECK(cudaGetLastError());
  CHECK(cudaMemcpy(got, y, n * sizeof(T), cudaMemcpyDeviceToHost));
  scale_cpu<T, float>(h, want, n, s);
  int bad = verify<T>(want, got, n);
  CHECK(cudaFree(x));
  CHECK(cudaFree(y));
  free(h);
  free(got);
  free(want);
  return bad;
}

// explicit instantiations, as a library lists the types it provides (CUDA's type names in
// their template arguments and parameters)
template int test<__half>(int n, float s);
template int test<float>(int, float);
template void run<float, float>(const float *, float *, int, float);

int main(int argc, char **argv)
{
  int n = (argc > 1 && strcmp(argv[1], "--quick") == 0) ? 1000 : 100000;
  int bad_half = test<__half>(n, 0.5f);
  int bad_float = test<float>(n, 0.25f);
  if (bad_half || bad_float) {
    printf("FAIL: %d half and %d float results differ\n", bad_half, bad_float);
    return 1;
  }
  printf("PASS\n");
  return 0;
}
