// long_long_int: the 64-bit integer types spelled with their optional `int`
// (unsigned long long int, long long int, signed long long int) in device code; OpenCL C's
// long and ulong take no `int` after them.
#include <cstdio>

__device__ unsigned long long int mix(long long int a, unsigned long long int b)
{
  unsigned long long int r = (unsigned long long int)a * 0x9E3779B97F4A7C15ull;
  return r ^ (b >> 7);
}

__global__ void widen(const int *in, unsigned long long int *out, long long int *neg, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  long long int v = in[i];
  signed long long int s = -v * 4000000000ll;
  neg[i] = s;
  out[i] = mix(v, (unsigned long long int)s);
}

int main()
{
  const int n = 200;
  int h[n];
  for (int i = 0; i < n; i++)
    h[i] = i * 7919 - 500;
  int *din;
  unsigned long long int *dout;
  long long int *dneg;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, n * sizeof(unsigned long long int));
  cudaMalloc(&dneg, n * sizeof(long long int));
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  widen<<<(n + 63) / 64, 64>>>(din, dout, dneg, n);
  unsigned long long int out[n];
  long long int neg[n];
  cudaMemcpy(out, dout, sizeof out, cudaMemcpyDeviceToHost);
  cudaMemcpy(neg, dneg, sizeof neg, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int i = 0; i < n; i++) {
    long long int v = h[i], s = -v * 4000000000ll;
    unsigned long long int want = ((unsigned long long int)v * 0x9E3779B97F4A7C15ull) ^
                                  ((unsigned long long int)s >> 7);
    if ((neg[i] != s || out[i] != want) && bad++ < 5)
      printf("[%d] neg %lld want %lld, out %llu want %llu\n", i, neg[i], s, out[i], want);
  }
  cudaFree(din);
  cudaFree(dout);
  cudaFree(dneg);
  printf("%s\n", bad ? "FAIL" : "PASS");
  return bad != 0;
}
