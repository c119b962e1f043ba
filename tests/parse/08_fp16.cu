// Half precision: conversions, half/half2 arithmetic, intrinsics, shuffles and atomics.
#include <cuda_fp16.h>
#include <cuda_runtime.h>
__global__ void haxpy(int n, __half a, const __half *x, __half *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) y[i] = a * x[i] + y[i];
}
__global__ void h2kernel(int n, const half2 *x, half2 *y, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  half2 a = __float2half2_rn(2.0f);
  half2 v = __hfma2(a, x[i], y[i]);
  v = __hmul2(v, __halves2half2(__float2half(0.5f), __float2half(1.5f)));
  y[i] = __hadd2(v, __ldg(&x[i]));
  float2 f = __half22float2(v);
  __half h = __hadd(__low2half(v), __high2half(v));
  h = __hmax(h, __float2half(0.0f));
  h = hsqrt(__habs(h)) + hexp(h);
  if (__hgt(h, __float2half(1.0f)) || __hisnan(h)) h = __hneg(h);
  h = __shfl_xor_sync(0xffffffff, h, 1);
  atomicAdd(&y[0], v);
  out[i] = f.x + f.y + __half2float(h) + __low2float(v) + static_cast<float>(h);
}
int main() {
  __half ha = __float2half(2.0f);
  float back = __half2float(ha);
  half *x, *y; float *o;
  cudaMalloc(&x, 1024 * sizeof(half)); cudaMalloc(&y, 1024 * sizeof(half)); cudaMalloc(&o, 4096);
  haxpy<<<4, 256>>>(1024, ha, x, y);
  h2kernel<<<2, 256>>>(512, (half2 *)x, (half2 *)y, o);
  return back != 2.0f;
}
