// bfloat16: cuda_bf16.h's types, constructors, conversions, operators and the intrinsics it
// overloads on __half under the same names (resolved by the argument's type), in device code
// beside __half, and __nv_bfloat16 arrays built on the host.
#include <cstdio>
#include <cuda_bf16.h>

__device__ __nv_bfloat16 scale(__nv_bfloat16 x, float s) { return x * __float2bfloat16(s); }

// a C-style cast to a 16-bit type is its constructor; in a template, per instance
template <typename T>
__device__ T convert(float v) { return (T)v; }

__global__ void mix(const __nv_bfloat16 *in, __nv_bfloat162 *pairs, nv_bfloat16 *out, float *f,
                    __half *h, __nv_bfloat16 bias, int n)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  __nv_bfloat16 x = in[i];
  __nv_bfloat16 y(2.0f);
  __nv_bfloat16 z = 3;
  __nv_bfloat16 w = __nv_bfloat16(0.5);
  nv_bfloat16 big = 16777217LL;
  float g = static_cast<float>(x) + (float)y;
  x += bias;
  out[i] = scale(__hadd(x, y), 3.0f) - z * w + big;
  h[i] = __hmul(h[i], __float2half(g));
  __nv_bfloat162 p = __floats2bfloat162_rn(g, 1.0f);
  pairs[i] = __hfma2(p, pairs[i], __halves2bfloat162(x, -y)) + __hmul2(p, p);
  if (x > y && __hgt(x, y) && !(x == y))
    f[i] = __low2float(pairs[i]) + __high2float(__float22bfloat162_rn(make_float2(g, g)));
  f[i] += __bfloat162float(__shfl_xor_sync(0xffffffff, x, 1)) + __bfloat162int_rn(hsqrt(y));
  __nv_bfloat16 e = __nv_bfloat16(h[i]);
  out[n - i] = __hmax(e, __ushort_as_bfloat16(0x3f80)) / w;
  atomicAdd(&pairs[0], p);
  atomicAdd(out + 1, x);
  out[0] = convert<__nv_bfloat16>(g) + (__nv_bfloat16)(g * 2.0f) + (nv_bfloat16)x;
  h[0] = convert<__half>(g);
  h[1] = static_cast<__half>(in[i]);   // through float, as CUDA's __half(__nv_bfloat16)
  out[2] = static_cast<__nv_bfloat16>(h[2]);
}

int main()
{
  __nv_bfloat16 b[4];
  for (int i = 0; i < 4; i++)
    b[i] = __float2bfloat16(i * 0.5f);
  __nv_bfloat16 *d;
  cudaMalloc(&d, 4 * sizeof(__nv_bfloat16));
  cudaMemcpy(d, b, sizeof b, cudaMemcpyHostToDevice);
  __nv_bfloat162 bp = __halves2bfloat162(b[0], b[1]);
  float s = b[1] + b[2];
  printf("%f %f %f %f\n", __bfloat162float(__hmul(b[1], b[2])), __low2float(bp), s,
         (float)(b[3] * b[3]));
  return 0;
}
