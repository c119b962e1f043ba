// Integer intrinsics, __ldg, clock/clock64, __nanosleep, printf/assert, block votes, fences.
#include <cuda_runtime.h>
#include <cassert>
#include <cstdio>
__device__ unsigned int g_flag;
__global__ void intrin(const unsigned *__restrict__ in, unsigned *out, long long *t, int n) {
  long long t0 = clock64();
  clock_t c0 = clock();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  assert(n > 0);
  unsigned v = i < n ? __ldg(&in[i]) : 0u;
  unsigned r = __popc(v) + __popcll(0xffULL) + __clz((int)v) + __clzll(1LL) + __ffs((int)v) +
               __ffsll(2LL) + __brev(v) + __byte_perm(v, 0u, 0x0123) + __mul24(3, 4) +
               __umul24(5u, 6u) + __mulhi(7, 8) + __umulhi(v, v) + __sad(1, 2, 3u) + __usad(1u, 2u, 0u) +
               __funnelshift_l(v, v, 3) + (unsigned)__dp4a(1, 2, 3) + __float_as_uint(1.0f) +
               (unsigned)__float2uint_rz(__uint_as_float(v)) + (unsigned)__double2ll_rn(1.0);
  int cnt = __syncthreads_count(v & 1);
  int all = __syncthreads_and(v != 0), any = __syncthreads_or(v == 0);
  __threadfence(); __threadfence_block(); __threadfence_system();
  __nanosleep(100);
  if (threadIdx.x == 0 && blockIdx.x == 0) printf("block %d thread %d r=%u cnt=%d\n", blockIdx.x, threadIdx.x, r, cnt);
  if (i < n) out[i] = r + all + any;
  float4 f4 = __ldg(reinterpret_cast<const float4 *>(in));
  out[0] += (unsigned)f4.x;
  atomicExch(&g_flag, 1u);
  t[i] = clock64() - t0 + (long long)(clock() - c0);
}
int main() {
  unsigned *in, *out; long long *t;
  cudaMalloc(&in, 4096); cudaMalloc(&out, 4096); cudaMalloc(&t, 8192);
  intrin<<<4, 256>>>(in, out, t, 1024);
  cudaDeviceSynchronize();
  printf("ok\n");
}
