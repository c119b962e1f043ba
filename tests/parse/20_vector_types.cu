// Vector types and make_* functions on host and device, alignment, dim3/uint3 conversions.
#include <cuda_runtime.h>
#include <vector_types.h>
#include <vector_functions.h>
static_assert(sizeof(float4) == 16 && alignof(float4) == 16, "float4 layout");
static_assert(sizeof(float3) == 12, "float3 layout");
static_assert(sizeof(double2) == 16 && alignof(int2) == 8, "layouts");
static_assert(sizeof(dim3) == 12, "dim3 layout");
__device__ __host__ inline float3 operator+(float3 a, float3 b) { return make_float3(a.x + b.x, a.y + b.y, a.z + b.z); }
__device__ __host__ inline float dot(float4 a, float4 b) { return a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w; }
__global__ void vec(float4 *p, int2 *q, uchar4 *img, double2 *dd, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  float4 a = p[i];
  float3 b = make_float3(a.x, a.y, a.z) + make_float3(1, 2, 3);
  p[i] = make_float4(b.x, b.y, b.z, dot(a, a));
  q[i] = make_int2(threadIdx.x, blockIdx.x);
  uchar4 px = img[i];
  img[i] = make_uchar4(px.z, px.y, px.x, 255);
  dd[i] = make_double2(dd[i].y, dd[i].x);
  uint3 t = threadIdx; dim3 bd = blockDim; uint3 bi = blockIdx; dim3 gd = gridDim;
  q[i].x += t.x + bd.y + bi.z + gd.x + warpSize;
  short2 s2 = make_short2(1, 2); ulonglong2 u2 = make_ulonglong2(1, 2); char4 c4 = make_char4(1, 2, 3, 4);
  q[i].y += s2.x + (int)u2.y + c4.w;
}
int main() {
  dim3 g(8), b(32, 4), c; uint3 u = make_uint3(1, 2, 3); dim3 fromU(u);
  float4 h = make_float4(1, 2, 3, 4);
  float4 *p; int2 *q; uchar4 *img; double2 *dd;
  cudaMalloc(&p, 4096); cudaMalloc(&q, 4096); cudaMalloc(&img, 4096); cudaMalloc(&dd, 8192);
  vec<<<g, b>>>(p, q, img, dd, 256);
  return (int)(dot(h, h) + c.x + c.y + c.z + fromU.z) == 0;
}
