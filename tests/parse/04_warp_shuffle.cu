// Warp shuffles (sync and legacy), votes, match, and the shuffle+atomic reduction.
#include <cuda_runtime.h>
#define FULL_MASK 0xffffffffu
__inline__ __device__ float warpReduceSum(float val) {
  for (int offset = warpSize / 2; offset > 0; offset /= 2)
    val += __shfl_down_sync(FULL_MASK, val, offset);
  return val;
}
__device__ __forceinline__ double warpMax(double v) {
  for (int m = 16; m; m >>= 1) v = fmax(v, __shfl_xor_sync(FULL_MASK, v, m, 32));
  return v;
}
__global__ void kern(const float *in, float *out, int *flags, long long *ll, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
  float v = i < n ? in[i] : 0.0f;
  float s = warpReduceSum(v);
  if (lane == 0) atomicAdd(out, s);
  unsigned ballot = __ballot_sync(FULL_MASK, v > 0.0f);
  int all = __all_sync(FULL_MASK, v >= 0), any = __any_sync(__activemask(), v < 0);
  unsigned peers = __match_any_sync(FULL_MASK, flags[i]);
  int bcast = __shfl_sync(FULL_MASK, flags[i], 0);
  long long up = __shfl_up_sync(FULL_MASK, ll[i], 1);
  int legacy = __shfl(bcast, 3) + __shfl_down(bcast, 1) + __shfl_xor(bcast, 2) + __any(all) + __ballot(any);
  __syncwarp();
  __syncwarp(ballot);
  unsigned r = __reduce_add_sync(FULL_MASK, (unsigned)lane);
  flags[i] = __popc(ballot) + all + any + __popc(peers) + warp + legacy + (int)r + (int)warpMax(v);
  ll[i] = up;
}
int main() {
  float *in, *out; int *f; long long *ll;
  cudaMalloc(&in, 4096); cudaMalloc(&out, 4); cudaMalloc(&f, 4096); cudaMalloc(&ll, 8192);
  kern<<<4, 256>>>(in, out, f, ll, 1024);
  return cudaDeviceSynchronize() != cudaSuccess;
}
