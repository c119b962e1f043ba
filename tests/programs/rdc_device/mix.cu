// Device functions for main.cu's kernels: mix_pair calls round.cu's mix_round.
#include <cstdint>

#include "ops.h"
#include "round.h"

static __device__ unsigned int key_of(int round)
{
    return 0x85EBCA6Bu * (unsigned int)(round + 1);
}

// how many pairs were mixed (main.cu reads it through its extern declaration)
__device__ unsigned int mixed_pairs;

__device__ void mix_pair(const unsigned int *in, unsigned int *out, int rounds)
{
    Pair p = {in[0], in[1]};
    for (int r = 0; r < rounds; r++)
        p = mix_round(p, key_of(r));
    atomicAdd(&mixed_pairs, 1u);
    out[0] = p.lo;
    out[1] = (unsigned int)((uint64_t)p.hi & UINT32_MAX);   // <stdint.h>'s limits in device code
}

__device__ float fused(float a, float b, float c)
{
    return a + b * c;
}
