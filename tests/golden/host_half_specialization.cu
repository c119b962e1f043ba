// Explicit specializations name CUDA types in their template arguments, which libclang
// shows as no cursor; the kernel table spells the instances' types itself.
#include <cuda_fp16.h>

template <typename T, typename G>
void cpu(const T *p, G *g, int n);

template <>
void cpu<__half, float>(const __half *p, float *g, int n)
{
  for (int i = 0; i < n; i++)
    g[i] = __half2float(p[i]);
}

template <typename T>
__global__ void copy(const T *p, T *g) { g[threadIdx.x] = p[threadIdx.x]; }

template <typename T>
void run(const T *p, T *g) { copy<T><<<1, 32>>>(p, g); }

template <>
void run<half2>(const half2 *p, half2 *g) { copy<half2><<<1, 16>>>(p, g); }

int main()
{
  __half *a, *b;
  cudaMalloc(&a, 64);
  cudaMalloc(&b, 64);
  run<__half>(a, b);
  run<half2>((half2 *)a, (half2 *)b);
  float f[32];
  __half h[32];
  cpu<__half, float>(h, f, 32);
  return 0;
}
