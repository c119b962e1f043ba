// Half precision: cuda_fp16.h's types, constructors, conversions, operators and intrinsics
// in device code (cuport_half of the device header), and __half arrays built on the host.
#include <cstdio>
#include <cuda_fp16.h>

__device__ __half scale(__half x, float s) { return x * __float2half(s); }

__global__ void mix_halves(const half *in, __half2 *pairs, half *out, float *f, __half bias, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  half x = in[i];
  half y(2.0f);
  __half z = 1;
  __half w = __half(0.5);
  float g = static_cast<float>(x) + (float)y;
  x += bias;
  out[i] = scale(__hadd(x, y), 3.0f) - z * w;
  __half2 p = __floats2half2_rn(g, 1.0f);
  pairs[i] = __hfma2(p, pairs[i], __halves2half2(x, -y)) + p;
  if (x > y && __hgt2(p, p) == p)
    f[i] = __low2float(pairs[i]);
  f[i] += __half2float(__shfl_down_sync(0xffffffff, x, 1));
  atomicAdd(&pairs[0], p);
  atomicAdd(out + 1, x);
  out[n - i] += w;
}

int main()
{
  __half h[4];
  for (int i = 0; i < 4; i++)
    h[i] = __float2half(i * 0.5f);
  half *d;
  cudaMalloc(&d, 4 * sizeof(__half));
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  half2 hp = __halves2half2(h[0], h[1]);
  printf("%f %f\n", __half2float(h[1] + h[2]), __low2float(hp));
  return 0;
}
