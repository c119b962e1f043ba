// Device helpers shared by smooth.cu and roughness.cu.
#ifndef SIGNAL_COMMON_CUH
#define SIGNAL_COMMON_CUH

#include <cuda_runtime.h>

#define SIGNAL_WARP_SIZE 32

// Replicate-edge addressing: indices outside [0, n) map to the nearest end.
__device__ __forceinline__ int clampIndex(int i, int n)
{
    return i < 0 ? 0 : (i >= n ? n - 1 : i);
}

// Sum over the 32 lanes of a warp; every lane gets the total.
__device__ __forceinline__ float warpReduceSum(float v)
{
#pragma unroll
    for (int mask = SIGNAL_WARP_SIZE / 2; mask > 0; mask >>= 1)
        v += __shfl_xor_sync(0xffffffffu, v, mask);
    return v;
}

// Sum over the whole block (blockDim.x a multiple of 32, at most 1024); the
// result is valid in thread 0. Every thread of the block must call it.
__device__ inline float blockReduceSum(float v)
{
    __shared__ float warpSums[32];
    const int lane = threadIdx.x % SIGNAL_WARP_SIZE;
    const int warp = threadIdx.x / SIGNAL_WARP_SIZE;

    v = warpReduceSum(v);
    if (lane == 0)
        warpSums[warp] = v;
    __syncthreads();

    const int numWarps = blockDim.x / SIGNAL_WARP_SIZE;
    v = (threadIdx.x < numWarps) ? warpSums[lane] : 0.0f;
    if (warp == 0)
        v = warpReduceSum(v);
    return v;
}

#endif // SIGNAL_COMMON_CUH
