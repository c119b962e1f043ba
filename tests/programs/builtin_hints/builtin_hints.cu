// builtin_hints: the compiler's hints in device code, as libraries write them: a likely()
// macro over __builtin_expect, __builtin_assume on an index, __builtin_assume_aligned on a
// vectorizable input, and __builtin_unreachable after a switch that returns in every case.
#include <cstdio>

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

__device__ int pick(int k)
{
  switch (k & 3) {
  case 0: return 5;
  case 1: return 7;
  case 2: return 9;
  case 3: return 11;
  }
  __builtin_unreachable();
}

__global__ void hints(const float *in, int *out, int n)
{
  const float *p = (const float *)__builtin_assume_aligned(in, 16);
  int t = blockIdx.x * blockDim.x + threadIdx.x;
  __builtin_assume(threadIdx.x < 1024);
  if (unlikely(t >= n))
    return;
  if (likely(t % 7 != 0))
    out[t] = pick(t) + (int)p[t];
  else
    out[t] = -1;
}

int main()
{
  const int n = 1000;
  static float h[n];
  static int o[n];
  for (int i = 0; i < n; i++)
    h[i] = (float)(i % 13);
  float *din;
  int *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, sizeof o);
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  hints<<<(n + 127) / 128, 128>>>(din, dout, n);
  cudaMemcpy(o, dout, sizeof o, cudaMemcpyDeviceToHost);
  int bad = 0;
  const int table[4] = {5, 7, 9, 11};
  for (int i = 0; i < n; i++) {
    int want = i % 7 != 0 ? table[i & 3] + i % 13 : -1;
    if (o[i] != want && bad++ < 4)
      printf("out[%d] = %d, want %d\n", i, o[i], want);
  }
  cudaFree(din);
  cudaFree(dout);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
